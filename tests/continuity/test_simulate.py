"""The simulator: transcripts in both formats, synthetic sessions, cache models, bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tdcontext.continuity.log import SessionLog
from tdcontext.continuity.policy import PolicyConfig, make_policy
from tdcontext.continuity.simulate import (
    _PrefixCache,
    _UnitsCache,
    read_transcript,
    simulate,
    synthetic_session,
)
from tdcontext.errors import InvalidInputError

BIG = {"window": 1_048_576, "reserved": 256_000, "headroom": 65_536}


def test_synthetic_sessions_are_seeded_and_tool_heavy() -> None:
    a, b = synthetic_session(50, seed=3), synthetic_session(50, seed=3)
    assert a == b and a != synthetic_session(50, seed=4)
    tool = sum(m["_tokens"] for m in a if m["role"] == "tool")
    assert tool / sum(m["_tokens"] for m in a) > 0.6  # tool results dominate
    assert sum(1 for m in a if m["role"] == "user") == 50
    with pytest.raises(InvalidInputError):
        synthetic_session(0)


def test_three_policies_on_the_same_long_session() -> None:
    session = synthetic_session(250, seed=7)
    reports = {n: simulate(session, make_policy(n, PolicyConfig(**BIG))).to_dict() for n in ("cliff", "band", "cache_first")}
    for r in reports.values():
        assert r["orphaned_tool_pairs"] == 0 and r["overflows"] == 0
        assert r["peak_tokens"] <= PolicyConfig(**BIG).budget
        assert r["turns"] == 250 and r["requests"] > 250
    cliff, band, drain = reports["cliff"], reports["band"], reports["cache_first"]
    assert cliff["events"] >= 1 and cliff["max_drop"] > 500_000
    assert band["max_slice_drop"] <= 8_000 and band["events"] > cliff["events"]
    # huge tool results (up to 32,000 tokens) are folded in parts: no single drop above a slice
    assert band["max_drop"] <= 8_000 and band["part_folds"] > 0 and band["oversize_unit_folds"] == 0
    assert drain["cache_hit_share"]["prefix"] >= 0.9 and drain["cache_hit_share"]["units"] >= 0.9
    assert band["cache_hit_share"]["prefix"] < drain["cache_hit_share"]["prefix"]
    assert set(band["billed_input"]) == {"prefix", "units"}


def test_prefix_model_hits_up_to_the_first_changed_message() -> None:
    cache = _PrefixCache()
    assert cache.request([1, 2], [10, 20], output_id=3) == 0
    assert cache.request([1, 2, 3, 4], [10, 20, 5, 7], output_id=5) == 35
    assert cache.request([1, 9, 3, 4], [10, 20, 5, 7], output_id=6) == 10  # a fold at position 1


def test_units_model_needs_a_whole_stored_unit() -> None:
    cache = _UnitsCache(interval=16)
    assert cache.request([1, 2], [10, 20], output_id=3, output_tokens=5) == 0
    # stored: 16 (interval, inside msg 2), 30 (end of input), 35 (end of output)
    assert cache.request([1, 2, 3, 4], [10, 20, 5, 7], output_id=5, output_tokens=1) == 35
    # a changed message 2: only the unit at 16 tokens is lost too; msg 1 alone (10) was never a unit
    assert cache.request([1, 9], [10, 20], output_id=6, output_tokens=1) == 0


def test_reads_openai_jsonl_and_session_logs(tmp_path: Path) -> None:
    lines = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "make a noise TOP"},
             {"role": "assistant", "content": None, "tool_calls": [
                 {"id": "a", "type": "function", "function": {"name": "create", "arguments": "{}"}}]},
             {"role": "tool", "tool_call_id": "a", "content": "ok"}, {"role": "assistant", "content": "done"}]
    plain = tmp_path / "export.jsonl"
    plain.write_text("\n".join(json.dumps(x) for x in lines) + "\n\n")
    messages = read_transcript(plain)
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "tool", "assistant"]
    assert all(m["_tokens"] >= 4 for m in messages)
    log = SessionLog.create(tmp_path / "s")
    log.append_messages(lines[1:], turn=1)
    log.append([{"kind": "fold", "range": [1, 2], "gist": "g"}, {"kind": "event", "event": "cancelled"}])
    assert [m["role"] for m in read_transcript(log.path)] == ["user", "assistant", "tool", "assistant"]
    report = simulate(messages, make_policy("band", PolicyConfig(window=1000, reserved=100, headroom=10)))
    assert report.turns == 1 and report.requests == 2


@pytest.mark.parametrize(("content", "needle"), [
    ("{not json\n", "line 1"),
    ('["a list"]\n', "JSON object"),
    ('{"role": "robot", "content": "x"}\n', "robot"),
    ('{"role": "assistant", "tool_calls": "nope"}\n', "tool_calls"),
    ("\n\n", "no messages"),
])
def test_bad_transcripts_name_the_line(tmp_path: Path, content: str, needle: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(InvalidInputError) as err:
        read_transcript(path)
    assert needle in str(err.value)
    with pytest.raises(InvalidInputError, match="not a file"):
        read_transcript(tmp_path / "missing.jsonl")


def test_a_policy_that_cannot_fit_counts_an_overflow_and_never_loops() -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "_tokens": 10},
                                      {"role": "assistant", "_tokens": 10},
                                      {"role": "user", "_tokens": 5_000},  # larger than the whole budget
                                      {"role": "assistant", "_tokens": 10}]
    report = simulate(messages, make_policy("band", PolicyConfig(window=2_000, reserved=200, headroom=100)))
    assert report.overflows == 1 and report.requests == 2


def test_band_splits_a_result_far_larger_than_a_slice_and_merges_its_parts() -> None:
    msgs: list[dict[str, Any]] = [{"role": "system", "_tokens": 500}]
    for turn in range(300):
        msgs.append({"role": "user", "_tokens": 200, "_content": 196})
        msgs.append({"role": "assistant", "_tokens": 60, "tool_calls": [{"id": f"c{turn}"}], "_content": 20})
        size = 300_000 if turn == 1 else 3_000
        msgs.append({"role": "tool", "tool_call_id": f"c{turn}", "_tokens": size, "_content": size - 4})
        msgs.append({"role": "assistant", "_tokens": 300, "_content": 296})
    config = PolicyConfig(window=1_048_576, reserved=256_000, headroom=65_536, max_per_batch=8_000)
    band = simulate(msgs, make_policy("band", config)).to_dict()
    assert band["orphaned_tool_pairs"] == 0 and band["overflows"] == 0 and band["emergency_events"] == 0
    assert 0 < band["max_drop"] <= 8_000 and band["oversize_unit_folds"] == 0
    assert band["part_folds"] > 300_000 // 8_000 + 1  # all 38 slices of the giant result, then merges
    cliff = simulate(msgs, make_policy("cliff", config)).to_dict()
    assert cliff["part_folds"] == 0 and cliff["max_drop"] > 8_000  # only band is bound by a slice
