"""The copilot's `history_hook`: continuity at each step boundary, /compact, overflow recovery.

The copilot calls `hook(history, session=..., budget=...)` before it assembles each request,
and once more with `emergency=True` when the provider rejects a request as too long (then it
retries once). `budget` is the tokens the history may use in that request; whatever the
request's fixed parts take (system prompt, tool schemas, ephemeral blocks) is the policy's
budget minus it, so the thresholds apply to the whole request. `system_section` is the standing,
never-foldable text the copilot appends to its system prompt once, so it stays byte-stable.
Invariant: the hook only ever folds through `Continuity` (verified, logged, bounded); it never
touches the current turn's unlogged messages (`seq` None) and never imports the copilot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .engine import Continuity, StepResult
from .gist import STANDING_SECTION
from .log import SessionLog
from .policy import Policy
from .summarise import Summariser

__all__ = ["ContinuityHook", "hook_for_settings"]


def _log_of(session: Any) -> SessionLog:
    if isinstance(session, SessionLog):
        return session
    log = getattr(session, "log", None)
    if isinstance(log, SessionLog):
        return log
    raise TypeError(f"history_hook needs a SessionLog or an object with .log, got {type(session).__name__}")


class ContinuityHook:
    """A `history_hook` the copilot plugs in. One `Continuity` engine per session log.

    Args:
        policy: the fold policy (`policy.policy_from_settings`).
        summariser: the primary summariser, e.g. `LLMSummariser(client_complete)`; the offline
            extractive one is always the fallback, and each fallback is logged.
        count: token counter (default: the DeepSeek tokenizer).
        on_step: called with every StepResult that folded something (chat can show it).
    """

    system_section = STANDING_SECTION

    def __init__(self, policy: Policy, summariser: Summariser | None = None, *,
                 count: Callable[[str], int] | None = None,
                 on_step: Callable[[StepResult], None] | None = None) -> None:
        self.policy = policy
        self.summariser = summariser
        self.count = count
        self.on_step = on_step
        self.last: StepResult | None = None
        self._engines: dict[str, Continuity] = {}

    def engine_for(self, session: Any) -> Continuity:
        log = _log_of(session)
        key = str(log.path)
        if key not in self._engines:
            self._engines[key] = Continuity.with_fallback(log, self.policy, self.summariser, count=self.count)
        return self._engines[key]

    def _fixed(self, budget: int | None) -> int:
        return max(0, self.policy.config.budget - budget) if budget is not None else 0

    def __call__(self, history: list[dict[str, Any]], *, session: Any, budget: int | None = None,
                 emergency: bool = False) -> list[dict[str, Any]]:
        engine = self.engine_for(session)
        fixed = self._fixed(budget)
        result = engine.emergency(history, fixed_tokens=fixed) if emergency else engine.step(history, fixed_tokens=fixed)
        return self._done(result)

    def compact(self, history: list[dict[str, Any]], *, session: Any, budget: int | None = None) -> StepResult:
        """`/compact`: fold one slice now whatever the thresholds say; returns what happened."""
        result = self.engine_for(session).compact(history, fixed_tokens=self._fixed(budget))
        self._done(result)
        return result

    def _done(self, result: StepResult) -> list[dict[str, Any]]:
        self.last = result
        if result.folds and self.on_step is not None:
            self.on_step(result)
        return result.history


def hook_for_settings(settings: Any, *, complete: Callable[[list[dict[str, str]]], str] | None = None,
                      on_step: Callable[[StepResult], None] | None = None) -> ContinuityHook:
    """The copilot's hook from settings: the `continuity_*` policy planned on the model's own
    window (`llm_context_tokens` when set), reserved output and headroom capped at a quarter and
    a sixteenth of it; `complete` (the copilot's model) summarises, the offline summariser backs it."""
    from .policy import policy_from_settings
    from .summarise import LLMSummariser

    window = int(getattr(settings, "llm_context_tokens", 0) or settings.continuity_window)
    policy = policy_from_settings(settings, window=window,
                                  reserved=min(settings.continuity_reserved, window // 4),
                                  headroom=min(settings.continuity_headroom, window // 16))
    summariser = LLMSummariser(complete) if complete is not None else None
    return ContinuityHook(policy, summariser, on_step=on_step)
