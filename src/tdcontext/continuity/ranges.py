"""Choosing what to fold: the oldest span of history that can become one gist.

A span `[start, end)` qualifies when it
  - never starts at (or contains) a system message;
  - ends before the protected tail (the last `protect_tokens` tokens, and always the last message);
  - has balanced edges: no tool call before `start` (or inside) is answered at or after `end`,
    and no tool result inside answers a call made before `start`, so folding it never orphans
    a tool call or a tool result;
  - holds at most `max_tokens`, stopping at the first balanced edge holding `target_tokens`;
  - contains no earlier gist, unless the decision says `include_gists` (emergency folds) or no
    raw span qualifies (then the oldest gists are merged, within the same limits).
Starts are tried oldest first. A start whose first balanced unit is larger than `max_tokens` is
skipped (that unit stays verbatim) unless the decision says `split_oversize`: then the first
message of that unit with at least `min_tokens` a part fold may take (`piece(i)`, the caller's
measure: its raw text not folded yet, or its oldest part gists to merge) is returned as a part
span (`Span.part`): the caller folds at most `max_tokens` of that message's content in place, so
the message keeps its place and its tool pair stays whole. A span
under `min_tokens` is skipped too. None means nothing balanced fits: the caller falls back.
Invariant: pure and bounded (O(n) per start); a returned span is always balanced and tail-free,
and its `tokens` (what the fold takes) never exceed `max_tokens` unless the decision is an
emergency one (max_tokens = the whole use).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .policy import Decision

__all__ = ["Span", "choose_range", "is_gist", "mergeable_parts", "open_calls", "orphaned_tool_pairs", "tail_start"]


@dataclass(frozen=True)
class Span:
    """History positions [start, end) holding `tokens` tokens.

    With `part`, the span is one message (end = start + 1) and `tokens` is how much of its raw
    content to fold in place (oldest first), not the message's size.
    """

    start: int
    end: int
    tokens: int
    part: bool = False


def is_gist(message: Mapping[str, Any]) -> bool:
    return bool(message.get("gist_of"))


def _call_ids(message: Mapping[str, Any]) -> list[str]:
    if message.get("role") != "assistant":
        return []
    calls = message.get("tool_calls") or []
    ids: list[str] = []
    if isinstance(calls, list):
        for call in calls:
            if isinstance(call, Mapping) and call.get("id") is not None:
                ids.append(str(call["id"]))
    return ids


def open_calls(messages: Sequence[Mapping[str, Any]]) -> list[int]:
    """open[i] = tool calls issued before position i still unanswered there (len n + 1)."""
    pending: set[str] = set()
    out = [0]
    for message in messages:
        if message.get("role") == "tool":
            pending.discard(str(message.get("tool_call_id")))
        for call_id in _call_ids(message):
            pending.add(call_id)
        out.append(len(pending))
    return out


def mergeable_parts(sizes: Iterable[int], limit: int) -> int:
    """How many of a message's oldest part gists (token `sizes`, oldest first) one merge takes:
    the longest run fitting `limit`, or 0 when fewer than two fit (merging one gains nothing).
    `sizes` is consumed lazily, so the caller may count tokens as it goes."""
    total = count = 0
    for size in sizes:
        total += size
        if total > limit:
            break
        count += 1
    return count if count >= 2 else 0


def tail_start(tokens: Sequence[int], protect_tokens: int) -> int:
    """First position of the protected tail: the messages touching the last `protect_tokens`
    tokens, and never less than the last message."""
    n = len(tokens)
    if n == 0:
        return 0
    total = 0
    t = n
    while t > 0 and total < protect_tokens:
        t -= 1
        total += tokens[t]
    return min(t, n - 1)


def choose_range(
    messages: Sequence[Mapping[str, Any]],
    tokens: Sequence[int],
    decision: Decision,
    *,
    foldable_end: int | None = None,
    piece: Callable[[int], int] | None = None,
) -> Span | None:
    """The oldest qualifying span for `decision`, or None when no balanced span fits.

    Raw messages are folded first. When none qualify but earlier gists do, the oldest gists are
    folded together (with whatever follows them, same limits): over a long session gists would
    otherwise pile up until only an emergency fold could make room.
    `piece(i)` is what a part fold may still take from message i, in tokens; without it (or
    when it says 0 everywhere) an oversize unit is never split.
    """
    span = _choose(messages, tokens, decision, foldable_end, piece)
    if span is None and not decision.include_gists:
        span = _choose(messages, tokens, replace(decision, include_gists=True), foldable_end, piece)
    return span


def _choose(
    messages: Sequence[Mapping[str, Any]],
    tokens: Sequence[int],
    decision: Decision,
    foldable_end: int | None,
    piece: Callable[[int], int] | None = None,
) -> Span | None:
    n = len(messages)
    if n != len(tokens):
        raise ValueError(f"{n} messages but {len(tokens)} token counts")
    opened = open_calls(messages)
    limit = tail_start(tokens, decision.protect_tokens)
    if foldable_end is not None:
        limit = min(limit, foldable_end)

    def blocked(i: int) -> bool:
        m = messages[i]
        return m.get("role") == "system" or (is_gist(m) and not decision.include_gists)

    for start in range(limit):
        if opened[start] != 0 or blocked(start):
            continue
        total = 0
        best: Span | None = None
        for e in range(start, limit):
            if blocked(e):
                break
            total += tokens[e]
            unit_end = opened[e + 1] == 0
            if total > decision.max_tokens:
                if best is None and decision.split_oversize:
                    if unit_end:  # one exchange larger than any slice: fold a part of it in place
                        part = _part(messages, start, e + 1, decision, piece)
                        if part is not None:
                            return part
                        break  # nothing left to split: the unit stays as it is
                    continue
                break
            if unit_end:
                best = Span(start, e + 1, total)
                if total >= decision.target_tokens:
                    break
        if best is not None and best.tokens >= decision.min_tokens:
            return best
    return None


def _part(messages: Sequence[Mapping[str, Any]], start: int, end: int, decision: Decision,
          piece: Callable[[int], int] | None) -> Span | None:
    """The first message in [start, end) with raw content worth a part fold, oldest first."""
    if piece is None:
        return None
    floor = max(decision.min_tokens, 1)
    for i in range(start, end):
        if messages[i].get("role") == "system" or is_gist(messages[i]):
            continue
        left = piece(i)
        if left >= floor:
            return Span(i, i + 1, min(left, decision.max_tokens), part=True)
    return None


def orphaned_tool_pairs(messages: Sequence[Mapping[str, Any]], *, allow_pending_tail: bool = True) -> int:
    """Tool results without an earlier call plus calls without a later result.

    With `allow_pending_tail`, calls in the last assistant message that are still awaiting
    their results (a step in flight) do not count.
    """
    issued: dict[str, int] = {}
    answered: set[str] = set()
    orphans = 0
    for i, m in enumerate(messages):
        for call_id in _call_ids(m):
            issued[call_id] = i
        if m.get("role") == "tool":
            call_id = str(m.get("tool_call_id"))
            if call_id not in issued or call_id in answered:
                orphans += 1
            answered.add(call_id)
    last_caller = max((i for i, m in enumerate(messages) if _call_ids(m)), default=-1)
    for call_id, i in issued.items():
        if call_id not in answered:
            trailing = all(mm.get("role") == "tool" for mm in messages[i + 1:])
            if not (allow_pending_tail and i == last_caller and trailing):
                orphans += 1
    return orphans


def planned_span(
    messages: Sequence[Mapping[str, Any]],
    tokens: Sequence[int],
    decision: Decision,
    seq_ranges: Sequence[tuple[int, int]],
    *,
    foldable_end: int | None = None,
) -> Span | None:
    """The first of `seq_ranges` (a fold plan, best first) that is a valid fold for `decision`.

    Valid means: its messages are contiguous raw logged messages (no system message, no gist),
    it ends before the protected tail, no tool call crosses either edge, and it holds between
    `min_tokens` and `max_tokens`. None when no planned range qualifies (the caller then folds
    the oldest range as usual).
    """
    end_limit = min(len(messages) if foldable_end is None else foldable_end, tail_start(tokens, decision.protect_tokens))
    position = {int(m["seq"]): i for i, m in enumerate(messages[:end_limit])
                if m.get("seq") is not None and m.get("role") != "system" and not is_gist(m)}
    opened = open_calls(messages)
    for a, b in seq_ranges:
        idx = sorted(i for s, i in position.items() if a <= s <= b)
        if not idx or idx != list(range(idx[0], idx[-1] + 1)):
            continue
        start, end = idx[0], idx[-1] + 1
        if opened[start] or opened[end]:
            continue
        total = sum(tokens[start:end])
        if decision.min_tokens <= total <= decision.max_tokens and total > 0:
            return Span(start, end, total)
    return None
