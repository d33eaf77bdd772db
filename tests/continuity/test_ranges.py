"""Range choice: oldest balanced span, never the system message, never the protected tail.

The property runs over random histories with parallel tool calls and random decisions; the
seeded sweep counts its cut points (>= 10,000) and asserts zero orphans and an untouched tail.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.continuity.policy import Decision
from tdcontext.continuity.ranges import (
    Span,
    _choose,
    choose_range,
    orphaned_tool_pairs,
    tail_start,
)


def _history(rng: random.Random, turns: int) -> tuple[list[dict[str, Any]], list[int]]:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "sys"}]
    n = 0
    for _ in range(turns):
        msgs.append({"role": "user", "content": "u"})
        for _ in range(rng.randint(0, 4)):
            k = rng.choice([0, 1, 1, 2, 3])
            ids = []
            for _ in range(k):
                n += 1
                ids.append(f"c{n}")
            msgs.append({"role": "assistant", "content": "a",
                         "tool_calls": [{"id": i, "type": "function", "function": {"name": "t", "arguments": "{}"}}
                                        for i in ids]})
            rng.shuffle(ids)
            msgs.extend({"role": "tool", "tool_call_id": i, "content": "r"} for i in ids)
        msgs.append({"role": "assistant", "content": "done"})
        if rng.random() < 0.1:  # an earlier gist sitting in the history
            msgs.append({"role": "user", "content": "[gist] x", "gist_of": [1, 2]})
    tokens = [rng.choice([5, 50, 300, 2_000, 9_000]) for _ in msgs]
    return msgs, tokens


def _content(msgs: list[dict[str, Any]], tokens: list[int]) -> list[int]:
    """Tokens of each message's text a part fold may take (none beside tool calls, here)."""
    return [0 if m.get("tool_calls") or m["role"] == "system" else max(t - 4, 0) for m, t in zip(msgs, tokens, strict=True)]


def _check(msgs: list[dict[str, Any]], tokens: list[int], d: Decision) -> bool:
    content = _content(msgs, tokens)
    span = choose_range(msgs, tokens, d, piece=lambda i: content[i])
    if span is None:
        return False
    assert 0 < span.start < span.end
    assert span.end <= tail_start(tokens, d.protect_tokens), "entered the protected tail"
    if span.part:  # folded in place: one raw message keeps its place, at most max_tokens of it
        assert d.split_oversize and span.end == span.start + 1
        assert 0 < span.tokens <= min(d.max_tokens, content[span.start])
        assert msgs[span.start]["role"] != "system" and not msgs[span.start].get("gist_of")
        return True
    assert span.tokens == sum(tokens[span.start:span.end]) <= d.max_tokens
    assert all(m["role"] != "system" for m in msgs[span.start:span.end])
    if not d.include_gists and any(m.get("gist_of") for m in msgs[span.start:span.end]):
        assert _choose(msgs, tokens, d, None) is None  # gists are merged only when no raw span fits
    folded = msgs[:span.start] + [{"role": "user", "content": "[gist]"}] + msgs[span.end:]
    assert orphaned_tool_pairs(folded) == 0, "a fold orphaned a tool call or result"
    return True


def _decision(rng: random.Random, total: int) -> Decision:
    target = rng.randint(1, max(total, 1))
    return Decision(target, rng.choice([target, target * 2, 8_000, total]), rng.randint(0, total),
                    "test", include_gists=rng.random() < 0.3, split_oversize=rng.random() < 0.5,
                    min_tokens=rng.choice([0, 160]))


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=1, max_value=25))
def test_property_no_orphans_and_no_tail(seed: int, turns: int) -> None:
    rng = random.Random(seed)
    msgs, tokens = _history(rng, turns)
    assert orphaned_tool_pairs(msgs) == 0
    for _ in range(40):
        _check(msgs, tokens, _decision(rng, sum(tokens)))


def test_ten_thousand_cut_points_zero_orphans_and_repeated_folds_stay_balanced() -> None:
    rng = random.Random(15)
    cut_points = 0
    chosen = 0
    parts = 0
    while cut_points < 10_000:
        msgs, tokens = _history(rng, rng.randint(1, 30))
        for _ in range(20):
            cut_points += 1
            chosen += _check(msgs, tokens, _decision(rng, sum(tokens)))
        # fold repeatedly like the band does (oversize exchanges piecewise, in place), re-checking
        # the whole history, the slice limit and the protected tail each time
        d = Decision(4_000, 8_000, sum(tokens) // 4, "band", min_tokens=160, split_oversize=True)
        content = _content(msgs, tokens)
        tail = tail_start(tokens, d.protect_tokens)
        protected = msgs[tail:]
        for _ in range(80):
            span = choose_range(msgs, tokens, d, piece=content.__getitem__)
            if span is None:
                break
            assert span.tokens <= 8_000 and span.end <= tail_start(tokens, d.protect_tokens)
            if span.part:
                part_gist = min(span.tokens - 1, 80)
                msgs[span.start] = {**msgs[span.start], "content": "part gist + rest"}
                tokens[span.start] -= span.tokens - part_gist
                content[span.start] -= span.tokens
                parts += 1
            else:
                msgs = msgs[:span.start] + [{"role": "user", "content": "g", "gist_of": [1, 1]}] + msgs[span.end:]
                tokens = tokens[:span.start] + [30] + tokens[span.end:]
                content = content[:span.start] + [0] + content[span.end:]
            assert orphaned_tool_pairs(msgs) == 0
            assert msgs[len(msgs) - len(protected):] == protected, "a fold entered the protected tail"
    assert cut_points >= 10_000
    assert chosen > 2_000  # the sweep really exercised folds, not only refusals
    assert parts > 200  # and piecewise folds of exchanges larger than a slice


def _call(i: str) -> dict[str, Any]:
    return {"role": "assistant", "content": "", "tool_calls": [{"id": i, "function": {"name": "f", "arguments": "{}"}}]}


def test_never_starts_at_system_and_keeps_pairs_whole() -> None:
    msgs = [{"role": "system", "content": "s"}, {"role": "user", "content": "q"}, _call("a"),
            {"role": "tool", "tool_call_id": "a", "content": "r"}, {"role": "assistant", "content": "ok"},
            {"role": "user", "content": "next"}]
    tokens = [100, 10, 10, 500, 10, 10]
    span = choose_range(msgs, tokens, Decision(15, 1000, 10, "t"))
    # [user] alone is 10 < 15; extending to the call would split it from its result, so the
    # first balanced edge holding >= 15 tokens is after the tool result
    assert span is not None and (span.start, span.end) == (1, 4)
    assert choose_range(msgs, tokens, Decision(15, 400, 10, "t")) is not None  # [user] alone fits
    assert choose_range(msgs, tokens, Decision(15, 400, 10, "t")).end == 2  # type: ignore[union-attr]


def test_oversize_unit_is_skipped_and_none_when_nothing_fits() -> None:
    msgs = [{"role": "system", "content": "s"}, _call("a"), {"role": "tool", "tool_call_id": "a", "content": "r"},
            {"role": "user", "content": "q"}, {"role": "assistant", "content": "x"}, {"role": "user", "content": "y"}]
    tokens = [1, 10, 20_000, 100, 100, 10]
    span = choose_range(msgs, tokens, Decision(150, 8_000, 10, "band"))
    assert span is not None and span.start == 3  # the huge unit stays verbatim
    assert choose_range(msgs, tokens, Decision(150, 50, 10, "band")) is None
    assert choose_range(msgs[:1], tokens[:1], Decision(1, 10, 0, "band")) is None
    assert choose_range([], [], Decision(1, 10, 0, "band")) is None


def test_orphan_counter_sees_both_kinds() -> None:
    assert orphaned_tool_pairs([{"role": "tool", "tool_call_id": "x", "content": ""}]) == 1
    assert orphaned_tool_pairs([_call("a"), {"role": "user", "content": "?"}]) == 1
    assert orphaned_tool_pairs([_call("a")]) == 0  # a step in flight


def test_oversize_unit_is_split_in_place_oldest_message_first() -> None:
    msgs = [{"role": "system", "content": "s"}, _call("a"), {"role": "tool", "tool_call_id": "a", "content": "r"},
            {"role": "user", "content": "q"}, {"role": "assistant", "content": "x"}, {"role": "user", "content": "y"}]
    tokens = [1, 10, 20_000, 100, 100, 10]
    band = Decision(8_000, 8_000, 10, "band", min_tokens=160, split_oversize=True)
    content = [0, 0, 19_990, 96, 96, 6]
    span = choose_range(msgs, tokens, band, piece=lambda i: content[i])
    # the call message has no text to fold, so the oldest part of its result goes, in place
    assert span == Span(2, 3, 8_000, part=True)
    content[1] = 400  # assistant text beside the call: older, so it goes first
    assert choose_range(msgs, tokens, band, piece=lambda i: content[i]) == Span(1, 2, 400, part=True)
    content[1], content[2] = 0, 2_000  # the rest of the result, under a slice
    assert choose_range(msgs, tokens, band, piece=lambda i: content[i]) == Span(2, 3, 2_000, part=True)
    # nothing left worth a part gist (or no measure at all): the unit stays, later spans fold
    content[2] = 100
    assert choose_range(msgs, tokens, band, piece=lambda i: content[i]) == Span(3, 5, 200)
    assert choose_range(msgs, tokens, band) == Span(3, 5, 200)
    # without split_oversize (cliff, cache_first, emergency) nothing is ever a part
    assert choose_range(msgs, tokens, Decision(150, 8_000, 10, "t"), piece=lambda i: content[i]) == Span(3, 5, 200)


def test_spans_below_min_tokens_are_skipped() -> None:
    msgs = [{"role": "system", "content": "s"}, {"role": "user", "content": "tiny"}, _call("a"),
            {"role": "tool", "tool_call_id": "a", "content": "r"}, {"role": "user", "content": "big"},
            {"role": "assistant", "content": "x"}, {"role": "user", "content": "tail"}]
    tokens = [1, 20, 5_000, 5_000, 300, 300, 10]
    span = choose_range(msgs, tokens, Decision(500, 500, 10, "band", min_tokens=100))
    assert span is not None and span.start == 4  # [tiny] alone is not worth a gist; the unit is too big


def test_gists_are_merged_when_only_gists_are_left_to_fold() -> None:
    msgs = [{"role": "system", "content": "s"}] + [
        {"role": "user", "content": f"[gist] {i}", "gist_of": [i, i]} for i in range(1, 6)] + [
        {"role": "user", "content": "recent"}]
    tokens = [10, 300, 300, 300, 300, 300, 50]
    span = choose_range(msgs, tokens, Decision(800, 1_000, 50, "band"))
    assert span is not None and (span.start, span.end) == (1, 4)
