"""Continuity inside the copilot: folds at step boundaries, the cache invariant everywhere else,
the standing system section, continuity_load as a copilot tool, overflow recovery, /compact.

The scripted model server (tests/copilot/fake_llm.py) checks that every request begins with the
previous one minus its trailing ephemeral message; here each of its violations must be exactly
a fold, at the fold's position, and nothing else.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tdcontext.cli.main import main
from tdcontext.continuity.engine import StepResult
from tdcontext.continuity.gist import STANDING_SECTION
from tdcontext.continuity.hook import ContinuityHook
from tdcontext.continuity.log import SessionLog, to_chat_message
from tdcontext.continuity.policy import PolicyConfig, make_policy
from tdcontext.continuity.ranges import orphaned_tool_pairs
from tests.copilot.conftest import SessionFactory, llm, make_session  # noqa: F401 - fixtures
from tests.copilot.fake_llm import ScriptedLLM

SMALL = PolicyConfig(window=3_000, reserved=500, headroom=200, max_per_batch=300)


def words(n: int, tag: str) -> str:
    return " ".join(f"{tag}{i}" for i in range(n))


def test_folds_change_requests_only_from_the_fold_point(llm: ScriptedLLM,  # noqa: F811
                                                        make_session: SessionFactory) -> None:  # noqa: F811
    folds: list[tuple[int, list[int]]] = []

    def seen(step: StepResult) -> None:
        folds.append((len(llm.requests), [f.position for f in step.folds]))

    hook = ContinuityHook(make_policy("band", SMALL), on_step=seen)
    session = make_session(history_hook=hook)
    for turn in range(24):
        if turn % 3 == 0:
            llm.add({"tool_calls": [{"name": "td_search", "arguments": {"query": f"noise {turn}"}}]},
                    {"text": f"answer {turn} " + words(40, "a")})
        else:
            llm.add({"text": f"answer {turn} " + words(40, "b")})
        result = session.run_turn(f"prompt {turn}: " + words(25, "p"))
        assert result.status == "success", result.error
    assert folds, "the small window must have made the band fold"

    # every violation of the cache invariant is a fold, at the fold point (system message = 0)
    violations = {}
    for v in llm.violations:
        m = re.match(r"request (\d+): message (\d+) differs", v)
        assert m, v
        violations[int(m.group(1))] = int(m.group(2))
    expected = {n + 1: min(positions) + 1 for n, positions in folds}  # the fake numbers requests from 1
    assert violations == expected

    requests = llm.requests
    system = requests[0]["messages"][0]
    assert STANDING_SECTION in system["content"]
    assert all(r["messages"][0] == system for r in requests)  # never folded, never changed
    assert all(r["tools"] == requests[0]["tools"] for r in requests)
    assert "continuity_load" in {t["function"]["name"] for t in requests[0]["tools"]}
    gists = [m for m in requests[-1]["messages"] if str(m.get("content", "")).startswith("[gist] log:")]
    assert gists and f"log:{session.session_id}#seq=" in gists[0]["content"]
    assert orphaned_tool_pairs(requests[-1]["messages"][1:-1]) == 0

    # the log keeps every raw message, and a resume rebuilds exactly the folded history
    log = SessionLog.open(session.settings.sessions_dir, session.session_id)
    assert sum(1 for m in log.messages() if m["role"] == "user") == 24
    assert [to_chat_message(m) for m in log.history()] == [to_chat_message(m) for m in session.history]


def test_the_model_can_load_a_folded_original(llm: ScriptedLLM,  # noqa: F811
                                              make_session: SessionFactory) -> None:  # noqa: F811
    session = make_session(history_hook=ContinuityHook(make_policy("band", SMALL)))
    for turn in range(16):
        llm.add({"text": f"the OSC port for rig {turn} is {7000 + turn} " + words(40, "x")})
        session.run_turn(f"which OSC port does rig {turn} use? " + words(20, "q"))
    first = next(m for m in session.history if str(m.get("content", "")).startswith("[gist] log:"))
    a, b = first["gist_of"]
    llm.add({"tool_calls": [{"name": "continuity_load", "arguments": {"ranges": [f"{a}-{b}"]}}]},
            {"text": "rig 0 uses 7000"})
    result = session.run_turn("what port did rig 0 use exactly?")
    assert result.status == "success" and result.tool_calls[0]["name"] == "continuity_load"
    tool_text = next(m["content"] for m in llm.requests[-1]["messages"] if m.get("role") == "tool")
    assert "RAW SESSION LOG" in tool_text and "is 7000" in tool_text and f"[seq {a} " in tool_text


def test_context_too_long_folds_in_an_emergency_and_retries_once(llm: ScriptedLLM,  # noqa: F811
                                                                 make_session: SessionFactory) -> None:  # noqa: F811
    roomy = PolicyConfig(window=100_000, reserved=1_000, headroom=500)
    session = make_session(history_hook=ContinuityHook(make_policy("band", roomy)))
    for turn in range(6):
        llm.add({"text": f"answer {turn} " + words(60, "z")})
        session.run_turn(f"prompt {turn} " + words(30, "y"))
    llm.check_chain = False
    llm.add({"status": 400, "message": "This model's maximum context length is 1000 tokens."}, {"text": "fine"})
    result = session.run_turn("one more")
    assert result.answer == "fine" and result.status == "success", (result.status, result.error)
    log = SessionLog.open(session.settings.sessions_dir, session.session_id)
    folds = [r for r in log.records() if r["kind"] == "fold"]
    assert folds and folds[-1]["reason"] == "emergency"
    assert len(llm.requests[-1]["messages"]) < len(llm.requests[-2]["messages"])


def test_chat_compact_folds_now_and_says_what(llm: ScriptedLLM, monkeypatch: Any,  # noqa: F811
                                              tdcontext_home: Path) -> None:
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    llm.add(*({"text": f"answer {i} " + words(50, "w")} for i in range(4)))
    llm.add({"text": "the user asked four questions about rigs"})  # the summariser's request
    result = CliRunner().invoke(main, ["chat"], catch_exceptions=False, input="".join(
        f"question {i} " + words(30, "q") + "\n" for i in range(4)) + "/help\n/compact\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "/compact" in result.stdout  # listed by /help
    assert re.search(r"folded seq 1-\d+: [\d,]+ -> [\d,]+ tokens \(llm gist\)", result.stdout), result.output
    session_id = re.search(r"session (\S+) saved", result.output)
    assert session_id
    log = SessionLog.open(tdcontext_home / "sessions", session_id.group(1))
    fold = next(r for r in log.records() if r["kind"] == "fold")
    assert fold["reason"] == "compact" and "four questions" in fold["gist"]


def test_a_tool_result_larger_than_a_slice_is_folded_in_parts_in_the_copilot(llm: ScriptedLLM,  # noqa: F811
                                                                            make_session: SessionFactory) -> None:  # noqa: F811
    from tdcontext.continuity.gist import parse_part_header
    from tdcontext.continuity.load import load
    from tdcontext.continuity.summarise import render_message
    from tdcontext.textsafety import redact
    from tdcontext.tokens import count_tokens

    folds: list[tuple[int, list[int]]] = []
    every: list[Any] = []

    def seen(step: StepResult) -> None:
        folds.append((len(llm.requests), [f.position for f in step.folds]))
        every.extend(step.folds)

    hook = ContinuityHook(make_policy("band", SMALL), on_step=seen)
    session = make_session(history_hook=hook)
    for turn in range(14):
        if turn == 3:  # the model reads the raw log back: one tool result of about two slices
            llm.add({"tool_calls": [{"name": "continuity_load",
                                     "arguments": {"ranges": ["1-6"], "scope": "all", "budget_tokens": 650}}]},
                    {"text": f"answer {turn} " + words(30, "a")})
        else:
            llm.add({"text": f"answer {turn} " + words(30, "b")})
        result = session.run_turn(f"prompt {turn}: " + words(30, "p"))
        assert result.status == "success", result.error
    parts = [f for f in every if f.part is not None]
    assert parts, "the tool result larger than a slice must have been folded in parts"
    assert all(0 < f.dropped <= SMALL.max_per_batch for f in every)  # band: never above a slice

    # the cache invariant: every change to a request is a fold, at the fold point (parts too)
    violations = {}
    for v in llm.violations:
        m = re.match(r"request (\d+): message (\d+) differs", v)
        assert m, v
        violations[int(m.group(1))] = int(m.group(2))
    assert violations == {n + 1: min(positions) + 1 for n, positions in folds}

    # the folded message kept its place and its pair; its original comes back whole from the log
    log = SessionLog.open(session.settings.sessions_dir, session.session_id)
    seq = parts[0].first_seq
    raw = next(r for r in log.messages() if r["seq"] == seq)
    assert raw["role"] == "tool" and count_tokens(raw["content"]) > SMALL.max_per_batch
    partial = [r for r in llm.requests if any(
        m.get("role") == "tool" and str(m.get("content", "")).startswith(f"[gist] log:{session.session_id}#seq={seq} (part:")
        for m in r["messages"])]
    assert partial
    for request in partial:
        assert orphaned_tool_pairs(request["messages"][1:-1]) == 0
        tool = next(m for m in request["messages"] if str(m.get("content", "")).startswith(f"[gist] log:{session.session_id}#seq={seq} "))
        header = parse_part_header(tool["content"])
        assert header is not None and header.seq == seq and tool["tool_call_id"] == raw["tool_call_id"]
    got = load(log, seqs=[seq], budget_tokens=32_000)
    assert got.messages[0].text == redact(render_message(raw))
    assert [to_chat_message(m) for m in log.history()] == [to_chat_message(m) for m in session.history]
