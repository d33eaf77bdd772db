"""The fold engine: at a step boundary, fold the oldest slices the policy asks for into gists.

One fold: choose a balanced range (`ranges.choose_range`), summarise it, verify that the
summary exists and that every message in the range maps to a logged seq, check that neither the
history nor the log changed while summarising, append a `fold` record to the session log, and
only then swap the range for its gist. The gist in the new history is exactly the message
`SessionLog.history()` rebuilds on resume, so a resumed session sees the same bytes.
A part fold (a band slice inside one exchange larger than a slice) follows the same steps for
the oldest at most `max_tokens` of one message's raw content: the message stays in place with
its role, tool call or tool_call_id, the part becomes a part gist (`gist.apply_part`) and the
fold record names the exact characters and tokens of the logged message it replaced.
Invariant: raw messages are never deleted; a failed check swaps nothing; every loop is bounded
(`passes_per_step` normal passes, then at most one emergency fold, then a clear error); a band
fold never drops more than `max_per_batch` tokens.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import TdcontextError
from .gist import (
    GistHeader,
    PartHeader,
    apply_part,
    gist_budget,
    make_gist,
    part_content,
    part_entry,
    unfolded_rest,
)
from .log import SessionLog, to_chat_message
from .policy import Decision, Policy
from .ranges import choose_range, mergeable_parts, planned_span
from .summarise import (
    ExtractiveSummariser,
    FallbackSummariser,
    Summariser,
    SummariserError,
    render_message,
)

__all__ = [
    "MESSAGE_OVERHEAD",
    "Continuity",
    "ContinuityError",
    "FoldResult",
    "StepResult",
    "message_tokens",
    "run_step",
    "session_status",
]

log = logging.getLogger("tdcontext.continuity")

PLANNED_REASONS = ("drain", "emergency")  # the high band and overflow recovery use a fold plan
PlanProvider = Callable[[str, Sequence[Mapping[str, Any]], Decision], Sequence[tuple[int, int]]]
MESSAGE_OVERHEAD = 4
"""Tokens a chat template adds around each message (role markers); counted for every message."""


class ContinuityError(TdcontextError):
    """The history cannot be brought under the budget (the protected tail alone is too large)."""

    def __init__(self, used: int, budget: int, reason: str) -> None:
        super().__init__(
            f"the history uses {used:,} tokens and cannot be folded under {budget:,}: {reason}; "
            "start a new session (the log keeps everything) or use a model with a larger window"
        )
        self.used = used
        self.budget = budget
        self.reason = reason


def message_tokens(message: Mapping[str, Any], count: Callable[[str], int] | None = None) -> int:
    """Tokens one history message costs in a request (DeepSeek tokenizer + template overhead)."""
    if count is None:
        from ..tokens import count_tokens

        count = count_tokens
    return count(render_message(message)) + MESSAGE_OVERHEAD


@dataclass(frozen=True)
class FoldResult:
    """One adopted fold: where it happened and what it saved."""

    history: list[dict[str, Any]]
    position: int
    first_seq: int
    last_seq: int
    fold_seq: int
    messages: int
    tokens_before: int
    tokens_after: int
    reason: str
    summariser: str
    part: tuple[int, int, int] | None = None
    """For a part fold: tokens [a, b) of the message's t content tokens were folded."""

    @property
    def dropped(self) -> int:
        return self.tokens_before - self.tokens_after

    @property
    def where(self) -> str:
        """What was folded, for people: `seq 12-40`, or `part of seq 57 (tokens 0-8,000 of 21,344)`."""
        if self.part is not None:
            return f"part of seq {self.first_seq} (tokens {self.part[0]:,}-{self.part[1]:,} of {self.part[2]:,})"
        return f"seq {self.first_seq}-{self.last_seq}"

    def to_dict(self) -> dict[str, Any]:
        out = {"position": self.position, "range": [self.first_seq, self.last_seq],
               "fold_seq": self.fold_seq, "messages": self.messages,
               "tokens_before": self.tokens_before, "tokens_after": self.tokens_after,
               "dropped": self.dropped, "reason": self.reason, "summariser": self.summariser}
        if self.part is not None:
            out["part"] = {"tokens": [self.part[0], self.part[1]], "of_tokens": self.part[2]}
        return out


@dataclass
class StepResult:
    """The history after a step boundary and the folds that produced it."""

    history: list[dict[str, Any]]
    used_before: int
    used_after: int
    folds: list[FoldResult] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def run_step(policy: Policy, used: int, fold: Callable[[Decision], int | None], notes: list[str]) -> int:
    """The bounded step-boundary loop shared by the engine and the simulator.

    `fold(decision)` applies one fold and returns the tokens it dropped, or None when nothing
    could be folded. At most `policy.passes_per_step` policy passes run, then one emergency
    fold if the use is still over the ceiling; over the budget after that is a ContinuityError.
    Returns the use after the step.
    """
    for _ in range(policy.passes_per_step):
        decision = policy.decide(used)
        if decision is None:
            break
        dropped = fold(decision)
        if dropped is None or dropped <= 0:
            break
        used -= dropped
    else:
        if policy.decide(used) is not None:
            notes.append(f"stopped after {policy.passes_per_step} passes in one step")
    config = policy.config
    if used > config.ceiling:
        notes.append(f"{used:,} tokens are over the ceiling {config.ceiling:,}: emergency fold")
        dropped = fold(policy.emergency(used))
        if dropped is not None:
            used -= dropped
        if used > config.budget:
            raise ContinuityError(used, config.budget, "; ".join(notes) or "nothing balanced to fold")
    return used


def _fingerprint(history: Sequence[Mapping[str, Any]]) -> str:
    h = hashlib.sha256()
    for m in history:
        h.update(json.dumps(m, sort_keys=True, ensure_ascii=False, default=str).encode())
        h.update(b"\x1e")
    return h.hexdigest()


def _covered(message: Mapping[str, Any]) -> tuple[int, int] | None:
    span = message.get("gist_of")
    if span:
        return int(span[0]), int(span[1])
    seq = message.get("seq")
    if isinstance(seq, int) and not isinstance(seq, bool):
        return seq, seq
    return None


class Continuity:
    """Folds one session's history under a policy, recording every fold in its log.

    Args:
        session: the session's log (the truth gists point back to).
        policy: cliff, band or cache_first (`policy.make_policy`).
        summariser: the summariser; an LLM one should be wrapped with the offline fallback
            (`with_fallback`). Default: offline extractive.
        count: token counter for a text (default: the DeepSeek tokenizer).
        truncate: the longest prefix of a text within n tokens, consistent with `count`
            (default: the DeepSeek tokenizer's); part folds cut messages with it.
    """

    def __init__(self, session: SessionLog, policy: Policy, summariser: Summariser | None = None,
                 *, count: Callable[[str], int] | None = None,
                 truncate: Callable[[str, int], str] | None = None) -> None:
        self.session = session
        self.policy = policy
        self._count = count
        self._truncate = truncate
        self.summariser: Summariser = summariser or ExtractiveSummariser(count=count)
        self._memo: dict[str, int] = {}
        self._pending_events: list[dict[str, Any]] = []
        # facet-driven fold plan for high-band (drain) and emergency folds: (session id, history,
        # decision) -> seq ranges, best first; None or [] means "fold the oldest range"
        self.plan_provider: PlanProvider | None = None

    @classmethod
    def with_fallback(cls, session: SessionLog, policy: Policy, primary: Summariser | None,
                      *, count: Callable[[str], int] | None = None,
                      truncate: Callable[[str, int], str] | None = None) -> Continuity:
        """An engine whose summariser falls back to the offline one, logging each failure."""
        chain: list[Summariser] = ([primary] if primary is not None else []) + [ExtractiveSummariser(count=count)]

        pending: list[dict[str, Any]] = []

        def record(name: str, reason: str) -> None:
            # logged after the fold's race check, so our own event never reads as a change
            pending.append({"kind": "event", "event": "summariser_fallback", "summariser": name,
                            "reason": reason[:500]})

        engine = cls(session, policy, FallbackSummariser(chain, on_failure=record), count=count, truncate=truncate)
        engine._pending_events = pending
        return engine

    # ---- measuring ---------------------------------------------------------------------------

    def tokens_of(self, message: Mapping[str, Any]) -> int:
        text = render_message(message)
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()
        cached = self._memo.get(key)
        if cached is None:
            cached = message_tokens(message, self._count)
            if len(self._memo) > 200_000:
                self._memo.clear()
            self._memo[key] = cached
        return cached

    def measure(self, history: Sequence[Mapping[str, Any]]) -> int:
        return sum(self.tokens_of(m) for m in history)

    def text_tokens(self, text: str) -> int:
        """Tokens of a bare text (no template overhead), memoised like `tokens_of`."""
        return max(0, self.tokens_of({"role": "user", "content": text}) - MESSAGE_OVERHEAD)

    def _cut(self, text: str, limit: int) -> str:
        if self._truncate is not None:
            return self._truncate(text, limit)
        from ..tokens import truncate_to_tokens

        return truncate_to_tokens(text, limit)

    def piece_tokens(self, message: Mapping[str, Any], limit: int) -> int:
        """Tokens a part fold of at most `limit` tokens could take from `message`: its raw
        content not folded yet, or, when every part is folded, its oldest part gists that fit
        `limit` together (at least two: merging one would gain nothing)."""
        rest = unfolded_rest(message)
        if rest:
            return self.text_tokens(rest)
        return sum(self.text_tokens(str(p["gist"])) for p in self._mergeable(message, limit))

    def _mergeable(self, message: Mapping[str, Any], limit: int) -> list[dict[str, Any]]:
        parts = message.get("gist_parts") or []
        return parts[:mergeable_parts((self.text_tokens(str(p["gist"])) for p in parts), limit)]

    # ---- folding -----------------------------------------------------------------------------

    def step(self, history: list[dict[str, Any]], *, fixed_tokens: int = 0) -> StepResult:
        """The step-boundary pass: policy folds (bounded), then an emergency fold if still over
        the ceiling. Raises ContinuityError when even that cannot fit the budget."""
        used = self.measure(history) + fixed_tokens
        result = StepResult(history=history, used_before=used, used_after=used)

        def fold(decision: Decision) -> int | None:
            done = self._fold(result.history, decision, result.notes)
            if done is None:
                return None
            result.folds.append(done)
            result.history = done.history
            return done.dropped

        result.used_after = run_step(self.policy, used, fold, result.notes)
        return result

    def compact(self, history: list[dict[str, Any]], *, fixed_tokens: int = 0) -> StepResult:
        """`/compact`: one pass now, as if the history were at the policy's threshold."""
        used = self.measure(history) + fixed_tokens
        at = max(used, self.policy.plan().threshold_tokens)
        decision = self.policy.decide(at)
        result = StepResult(history=history, used_before=used, used_after=used)
        if decision is not None:
            # Below the threshold the tail is scaled to the history's size (same share of it as
            # at the threshold), so /compact on a short session still folds something.
            protect = min(decision.protect_tokens, decision.protect_tokens * used // max(at, 1))
            decision = Decision(min(decision.target_tokens, max(used - protect, 1)),
                                decision.max_tokens, protect, "compact", split_oversize=decision.split_oversize)
            fold = self._fold(history, decision, result.notes)
            if fold is not None:
                result.folds.append(fold)
                result.history = fold.history
                result.used_after = used - fold.dropped
        return result

    def emergency(self, history: list[dict[str, Any]], *, fixed_tokens: int = 0) -> StepResult:
        """Overflow recovery (the provider said the request is too long): one aggressive fold."""
        used = self.measure(history) + fixed_tokens
        result = StepResult(history=history, used_before=used, used_after=used)
        fold = self._fold(history, self.policy.emergency(used), result.notes)
        if fold is None:
            raise ContinuityError(used, self.policy.config.budget,
                                  "; ".join(result.notes) or "nothing balanced to fold")
        result.folds.append(fold)
        result.history = fold.history
        result.used_after = used - fold.dropped
        return result

    def _event(self, event: str, **facts: Any) -> None:
        try:
            self.session.append([{"kind": "event", "event": event, **facts}])
        except (TdcontextError, OSError) as exc:  # an event is advisory; the fold outcome stands
            log.warning("continuity: could not log %s: %s", event, exc)

    def _flush_events(self) -> None:
        events, self._pending_events[:] = list(self._pending_events), []
        for event in events:
            self._event(event.pop("event"), **{k: v for k, v in event.items() if k != "kind"})

    def _summarise(self, history: Sequence[Mapping[str, Any]], messages: list[dict[str, Any]], budget: int,
                   seqs: list[int], notes: list[str]) -> tuple[str, str] | None:
        """(summary, summariser name) of `messages`, or None (noted and logged) when the summariser
        fails, returns nothing, or the history or the log changed while it ran."""
        before_seq, before_print = self.session.last_seq, _fingerprint(history)
        name = getattr(self.summariser, "name", "summariser")
        try:
            summary = self.summariser.summarise(messages, budget_tokens=budget)
        except SummariserError as exc:
            self._event("fold_failed", range=seqs, reason=str(exc)[:500])
            notes.append(str(exc))
            return None
        finally:
            changed = self.session.last_seq != before_seq or _fingerprint(history) != before_print
            self._flush_events()
        if isinstance(self.summariser, FallbackSummariser):
            name = self.summariser.last_used or name
        if not isinstance(summary, str) or not summary.strip():
            notes.append("the summariser returned nothing; nothing folded")
            return None
        if changed:
            self._event("fold_discarded", range=seqs, reason="transcript changed during summarisation")
            notes.append("the transcript changed during summarisation; summary discarded")
            return None
        return summary, name

    def _fold(self, history: list[dict[str, Any]], decision: Decision, notes: list[str]) -> FoldResult | None:
        tokens = [self.tokens_of(m) for m in history]
        logged_end = next((i for i, m in enumerate(history) if _covered(m) is None
                           and m.get("role") != "system"), len(history))
        span = None
        if self.plan_provider is not None and decision.reason in PLANNED_REASONS:
            try:
                planned = self.plan_provider(self.session.session_id, history, decision)
            except TdcontextError as exc:  # no plan is an ordinary outcome: fold the oldest range
                log.info("no fold plan (%s); folding the oldest range", exc)
                planned = []
            span = planned_span(history, tokens, decision, planned, foldable_end=logged_end) if planned else None
            if span is not None:
                notes.append(f"{decision.reason}: folded a planned range (old, off-topic turns first)")
        if span is None:
            span = choose_range(history, tokens, decision, foldable_end=logged_end,
                                piece=lambda i: self.piece_tokens(history[i], decision.max_tokens))
        if span is None:
            notes.append(f"{decision.reason}: no balanced range fits")
            return None
        if span.part:
            return self._fold_part(history, span.start, span.tokens, decision, notes)
        chunk = history[span.start:span.end]
        covers = [_covered(m) for m in chunk]
        if any(c is None for c in covers):
            notes.append("range holds messages without a logged seq")
            return None
        first = min(c[0] for c in covers if c is not None)
        last = max(c[1] for c in covers if c is not None)
        logged = {r["seq"]: r for r in self.session.read(first, last)}
        for m in chunk:
            if m.get("gist_of"):
                record = next(iter(self.session.read(m["seq"], m["seq"])), None)
                ok = (record is not None and record.get("kind") == "fold"
                      and [int(x) for x in record.get("range", [])] == [int(x) for x in m["gist_of"]])
            else:
                record = logged.get(m["seq"])
                ok = record is not None and record.get("kind") == "message" and record.get("role") == m.get("role")
            if not ok:
                self._event("fold_refused", range=[first, last], reason=f"seq {m.get('seq')} is not in the log")
                notes.append(f"seq {m.get('seq')} does not map to the log; nothing folded")
                return None
        raw_count = sum(1 for r in logged.values() if r.get("kind") == "message")
        summarised = self._summarise(history, [to_chat_message(m) for m in chunk], gist_budget(span.tokens),
                                     [first, last], notes)
        if summarised is None:
            return None
        summary, name = summarised
        header = GistHeader(self.session.session_id, first, last, raw_count, span.tokens)
        gist = make_gist(header, summary)
        after = self.tokens_of({"role": "user", "content": gist})
        if after >= span.tokens:
            notes.append(f"a gist of {after} tokens would not shrink a {span.tokens}-token range")
            return None
        turn = max((int(m.get("turn") or 0) for m in history), default=0)
        fold_seq = self.session.append([{
            "kind": "fold", "range": [first, last], "gist": gist, "tokens_before": span.tokens,
            "tokens_after": after, "policy": self.policy.name, "reason": decision.reason,
            "summariser": name,
        }], turn=turn)[0]
        gist_message = {"seq": fold_seq, "kind": "message", "role": "user", "content": gist,
                        "gist_of": [first, last], "turn": turn}
        new_history = history[:span.start] + [gist_message] + history[span.end:]
        return FoldResult(new_history, span.start, first, last, fold_seq, raw_count, span.tokens, after,
                          decision.reason, name)


    def _fold_part(self, history: list[dict[str, Any]], at: int, limit: int, decision: Decision,
                   notes: list[str]) -> FoldResult | None:
        """Fold the oldest at most `limit` tokens of history[at]'s raw content in place."""
        message = history[at]
        seq = int(message["seq"])
        record = next(iter(self.session.read(seq, seq)), None)
        raw = record.get("content") if record is not None else None
        if (record is None or record.get("kind") != "message" or record.get("role") != message.get("role")
                or not isinstance(raw, str)):
            self._event("fold_refused", range=[seq, seq], reason=f"seq {seq} is not in the log")
            notes.append(f"seq {seq} does not map to the log; nothing folded")
            return None
        parts = list(message.get("gist_parts") or [])
        start = int(parts[-1]["chars"][1]) if parts else 0
        if message.get("content") != part_content(raw, seq, parts):
            self._event("fold_refused", range=[seq, seq], reason=f"seq {seq} differs from its log record")
            notes.append(f"seq {seq} differs from its log record; nothing folded")
            return None
        if raw[start:]:  # fold the oldest raw text not folded yet
            head = self._cut(raw[start:], limit)
            chars = [start, start + len(head)]
            first_token = int(parts[-1]["tokens"][1]) if parts else 0
            piece = self.text_tokens(head)
            last_token = first_token + piece
            of_tokens = first_token + self.text_tokens(raw[start:])
        else:  # all of it is in parts: merge the oldest part gists that fit a slice into one
            merged = self._mergeable(message, limit)
            head = "\n".join(str(p["gist"]) for p in merged)
            if not merged:
                notes.append(f"{decision.reason}: nothing of seq {seq} left to fold")
                return None
            chars = [int(merged[0]["chars"][0]), int(merged[-1]["chars"][1])]
            first_token, last_token = int(merged[0]["tokens"][0]), int(merged[-1]["tokens"][1])
            piece = self.text_tokens(head)
            of_tokens = int(parts[-1]["of_tokens"])
        if not head:
            notes.append(f"{decision.reason}: nothing of seq {seq} left to fold")
            return None
        chunk = {k: v for k, v in to_chat_message(message).items() if k != "tool_calls"}
        chunk["content"] = head
        summarised = self._summarise(history, [chunk], gist_budget(piece), [seq, seq], notes)
        if summarised is None:
            return None
        summary, name = summarised
        gist = make_gist(PartHeader(self.session.session_id, seq, first_token, last_token, of_tokens), summary)
        part = {"chars": chars, "tokens": [first_token, last_token], "of_tokens": of_tokens}
        # the new message before logging anything: a fold that would not shrink it, or would drop
        # more than a slice, is refused with nothing written
        trial = apply_part(message, raw, {**part, "seq": 0, "gist": gist})
        if trial is None:
            notes.append(f"seq {seq}: the part does not continue the earlier ones; nothing folded")
            return None
        before, after = self.tokens_of(message), self.tokens_of(trial)
        if after >= before or before - after > max(decision.max_tokens, 1):
            notes.append(f"a part gist of seq {seq} would change {before} tokens to {after}; nothing folded")
            return None
        turn = max((int(m.get("turn") or 0) for m in history), default=0)
        fold_record = {"kind": "fold", "range": [seq, seq], "part": part, "gist": gist, "tokens_before": before,
                       "tokens_after": after, "policy": self.policy.name, "reason": decision.reason,
                       "summariser": name}
        fold_seq = self.session.append([fold_record], turn=turn)[0]
        folded = apply_part(message, raw, part_entry({**fold_record, "seq": fold_seq}))
        assert folded is not None  # the same part was applied to the same message above
        new_history = history[:at] + [folded] + history[at + 1:]
        return FoldResult(new_history, at, seq, seq, fold_seq, 1, before, after, decision.reason, name,
                          part=(first_token, last_token, of_tokens))


def session_status(session: SessionLog, policy: Policy,
                   count: Callable[[str], int] | None = None) -> dict[str, Any]:
    """The session's history (folds applied) measured against the policy's plan."""
    records = session.records()
    history = session.history()
    used = sum(message_tokens(m, count) for m in history)
    raw = [r for r in records if r.get("kind") == "message"]
    folds = [r for r in records if r.get("kind") == "fold"]
    plan = policy.plan()
    next_action = "none"
    if used > plan.ceiling:
        next_action = "emergency fold at the next step"
    elif policy.decide(used) is not None:
        next_action = f"{policy.name} fold at the next step"
    return {
        "session_id": session.session_id,
        "policy": policy.name,
        "messages": len(raw),
        "history_messages": len(history),
        "history_tokens": used,
        "raw_tokens": sum(message_tokens(m, count) for m in raw),
        "use_of_budget": round(used / plan.budget, 4) if plan.budget else 0.0,
        "plan": plan.to_dict(),
        "folds": len(folds),
        "last_fold": ({k: folds[-1].get(k) for k in ("seq", "range", "tokens_before", "tokens_after",
                                                       "policy", "reason", "summariser", "ts")}
                      if folds else None),
        "events": sum(1 for r in records if r.get("kind") == "event"),
        "next": next_action,
    }
