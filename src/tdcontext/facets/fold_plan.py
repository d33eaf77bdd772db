"""The facet-driven fold plan: which old, low-relevance turns continuity should fold first.

Priority of a turn = (1 - relevance) x age, where relevance is the sensitivity curve's
smoothed score for the current topic (clamped to [0, 1]) and age counts turns back from the
newest. Protected, never planned: the recent window (the newest `protect_tokens`), turns whose
relevance is at least `protect_score`, pinned seqs, and system messages.

Turns are taken in priority order up to `budget_tokens`, then grouped into contiguous seq
ranges; a range whose edges would separate a tool call from its result is shrunk until it is
balanced (dropped if nothing balanced is left). When no balanced range survives, the plan says
so (`fallback="oldest"`) and continuity folds its own oldest balanced range instead.

Invariant: every planned range is balanced (each tool call's result is inside the same range,
and each tool result's call too), lies outside the protected set, and is at most the budget.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["FoldPlan", "PlanRange", "balanced", "plan_folds"]


@dataclass(frozen=True)
class PlanRange:
    start: int
    end: int
    tokens: int
    priority: float

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "tokens": self.tokens, "priority": round(self.priority, 3)}


@dataclass(frozen=True)
class FoldPlan:
    ranges: tuple[PlanRange, ...]
    protected: tuple[int, ...]
    fallback: str | None
    budget_tokens: int

    @property
    def tokens(self) -> int:
        return sum(r.tokens for r in self.ranges)

    def to_dict(self) -> dict[str, Any]:
        return {"ranges": [r.to_dict() for r in self.ranges], "protected": list(self.protected),
                "fallback": self.fallback, "budget_tokens": self.budget_tokens, "tokens": self.tokens}


def _call_ids(message: Mapping[str, Any]) -> list[str]:
    calls = message.get("tool_calls") or []
    return [str(c.get("id")) for c in calls if isinstance(c, Mapping) and c.get("id")]


def balanced(messages: Sequence[Mapping[str, Any]]) -> bool:
    """True when every tool call in `messages` has its result inside them, and vice versa."""
    calls: set[str] = set()
    results: set[str] = set()
    for m in messages:
        calls.update(_call_ids(m))
        if m.get("role") == "tool" and m.get("tool_call_id"):
            results.add(str(m["tool_call_id"]))
    return calls == results


def plan_folds(
    messages: Sequence[Mapping[str, Any]],
    relevance: Mapping[int, float],
    *,
    budget_tokens: int,
    protect_tokens: int,
    protect_score: float = 0.5,
    pinned: Collection[int] = (),
) -> FoldPlan:
    """Plan ranges to fold. `messages` carry `seq`, `role`, `tokens` and tool fields, in seq order."""
    if budget_tokens <= 0 or not messages:
        return FoldPlan((), (), "oldest" if messages else None, max(budget_tokens, 0))
    n = len(messages)
    protected: set[int] = set()
    tail = 0
    for m in reversed(messages):  # the recent window
        if tail >= protect_tokens:
            break
        protected.add(int(m["seq"]))
        tail += int(m.get("tokens") or 0)
    for m in messages:
        seq = int(m["seq"])
        if m.get("role") == "system" or seq in pinned or relevance.get(seq, 0.0) >= protect_score:
            protected.add(seq)
    position = {int(m["seq"]): i for i, m in enumerate(messages)}
    candidates = [m for m in messages if int(m["seq"]) not in protected]

    def priority(m: Mapping[str, Any]) -> float:
        rel = min(1.0, max(0.0, relevance.get(int(m["seq"]), 0.0)))
        return (1.0 - rel) * (n - position[int(m["seq"])])

    chosen: set[int] = set()
    used = 0
    for m in sorted(candidates, key=lambda m: (-priority(m), position[int(m["seq"])])):
        cost = int(m.get("tokens") or 0)
        if used + cost > budget_tokens:
            continue
        chosen.add(int(m["seq"]))
        used += cost
    runs: list[list[Mapping[str, Any]]] = []
    for m in messages:
        if int(m["seq"]) in chosen:
            if runs and position[int(runs[-1][-1]["seq"])] + 1 == position[int(m["seq"])]:
                runs[-1].append(m)
            else:
                runs.append([m])
    ranges: list[PlanRange] = []
    for run in runs:
        fitted = _balance(run)
        if fitted:
            ranges.append(PlanRange(int(fitted[0]["seq"]), int(fitted[-1]["seq"]),
                                    sum(int(m.get("tokens") or 0) for m in fitted),
                                    sum(priority(m) for m in fitted) / len(fitted)))
    ranges.sort(key=lambda r: -r.priority)
    return FoldPlan(tuple(ranges), tuple(sorted(protected)), None if ranges else "oldest", budget_tokens)


def _balance(run: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The longest balanced sub-run, shrinking from either edge (empty if none)."""
    best: list[Mapping[str, Any]] = []
    for lo in range(len(run)):
        for hi in range(len(run), lo, -1):
            if hi - lo <= len(best):
                break
            if balanced(run[lo:hi]):
                best = run[lo:hi]
                break
    return best
