"""What a prompt gets before any index, model or engine is opened.

`context_args` checks and resolves the arguments of pre-turn context; `early_answer` is the
answer decided by rules alone (an empty prompt, and in hybrid mode the echo, meta-linguistic,
acknowledgement, greeting and chit-chat intents, which admit nothing); `would_load` lists the
skill packs a fresh session would auto-load for the prompt. `Engine.context` calls the first
two before it searches, and the CLI's `context` calls all three for a single prompt before it
opens the engine, so `tdcontext context "Reply: KICK1"` opens no index and imports no retrieval
pipeline, numpy, PyYAML or model (issue 12).
Invariant: the same arguments give the same answer and the same errors through either door,
because both call these functions; nothing here reads the index or calls a model.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .config import Settings
from .errors import InvalidInputError

if TYPE_CHECKING:
    from .retrieval.result import ContextResult

#: Queries and prompts longer than this are refused with a clear error (never echoed back).
MAX_PROMPT_CHARS = 16 * 1024


def check_prompt(name: str, value: object) -> str:
    """A query or prompt: a string of at most MAX_PROMPT_CHARS characters."""
    if not isinstance(value, str):
        raise InvalidInputError(f"{name} must be a string, got {type(value).__name__}")
    if len(value) > MAX_PROMPT_CHARS:
        raise InvalidInputError(
            f"{name} is {len(value)} characters; at most {MAX_PROMPT_CHARS} (16 KB) are allowed; "
            "shorten it to the part that matters"
        )
    return value


@dataclass(frozen=True)
class ContextArgs:
    """The checked arguments of one `context` call, defaults filled in from the settings."""

    mode: str
    k: int
    budget_tokens: int
    project: str | None


def context_args(settings: Settings, prompt: object, *, project: str | None = None, k: int | None = None,
                 mode: str | None = None, budget_tokens: int | None = None) -> ContextArgs:
    """Check `context`'s arguments (raising InvalidInputError / InvalidEntryError) and fill defaults."""
    check_prompt("prompt", prompt)
    mode = mode or settings.retrieval_mode
    if mode not in ("hybrid", "legacy"):
        raise InvalidInputError(f"retrieval_mode must be hybrid or legacy, got {mode!r}")
    k = k or settings.context_k
    if not 1 <= k <= 100:
        raise InvalidInputError(f"k must be from 1 to 100, got {k}")
    if project is not None:
        from .corpus.entry import check_project

        check_project(project)
    budget = settings.context_token_budget if budget_tokens is None else budget_tokens
    if not 0 <= budget <= 100_000:
        raise InvalidInputError(f"budget_tokens must be from 0 to 100000, got {budget}")
    return ContextArgs(mode=mode, k=k, budget_tokens=budget, project=project)


def early_answer(prompt: str, mode: str, *, by_intent: bool = True) -> ContextResult | None:
    """The context decided without retrieval, or None when the prompt needs a search.

    An empty prompt admits nothing in any mode. In hybrid mode (and unless `by_intent` is off,
    as in calibration runs with their own thresholds) an echo, acknowledgement, greeting or
    other intent the gate admits nothing for gets its empty answer here: no query encode, no
    search, no daemon start.
    """
    from .retrieval.result import ContextResult

    if not prompt.strip():
        # Nothing to look up is not degradation: say so, and admit nothing.
        return ContextResult(prompt=prompt, mode=mode, degraded=False, entries=[], block="", intent="empty",
                             notes=["the prompt is empty: nothing to retrieve"])
    if mode != "hybrid" or not by_intent:
        return None
    from .retrieval.gate import classify_intent

    intent = classify_intent(prompt)
    if intent.wants_context:
        return None
    return ContextResult(prompt=prompt, mode=mode, degraded=False, entries=[], block="", intent=intent.label)


def needs_retrieval(prompt: str) -> bool:
    """False for empty, echo, acknowledgement and greeting prompts: their context is empty by rule."""
    return early_answer(prompt, "hybrid") is None


def project_root_or_none(provider: Any = None) -> Path | None:
    """$TDCONTEXT_PROJECT_ROOT, else the provider's .toe folder; None when neither; never the cwd."""
    from .brief import resolve_root
    from .errors import TdcontextError

    try:
        return resolve_root(None, provider)
    except TdcontextError:
        return None


def would_load(settings: Settings, prompt: str, *, project_root: Path | None = None) -> dict[str, Any]:
    """The skill packs a fresh session would auto-load for `prompt`: {would_load, matched, warnings}."""
    from .skills import SkillLoader, SkillSession

    check_prompt("prompt", prompt)
    seen = SkillSession(SkillLoader(settings, project_root=project_root)).observe(prompt)
    return {"would_load": list(seen.loaded), "matched": {name: list(words) for name, words in seen.matched.items()},
            "warnings": list(seen.warnings)}


__all__ = ["MAX_PROMPT_CHARS", "ContextArgs", "check_prompt", "context_args", "early_answer", "needs_retrieval",
           "project_root_or_none", "would_load"]
