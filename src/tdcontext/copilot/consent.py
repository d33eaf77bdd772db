"""Consent: which tool calls run, per tier, door and mode.

* read-only calls run without asking (`auto`);
* perform mode (`live = true` or `--live`) refuses destructive and code calls, always
  (`perform_mode_refused`);
* `chat` asks the user y / n / always for mutating, destructive and code calls, showing the
  tool, its tier and its arguments with secrets redacted; "always" lasts for the session
  and that tool (`allowed`, `refused`, `always`);
* `ask` decides from flags: mutating needs `--yes`, destructive also `--allow-destructive`,
  code also `--allow-code` (`allowed` or `flag_refused`).

Invariant: every call gets exactly one decision, and the model is told plainly when a call
was refused so it does not retry it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..textsafety import redact

__all__ = ["ConsentDecision", "ConsentPolicy", "ConsentRequest", "redacted_arguments"]

DECISIONS = ("allowed", "refused", "always", "auto", "perform_mode_refused", "flag_refused")


@dataclass(frozen=True)
class ConsentRequest:
    """What the user is asked about."""

    tool: str
    server: str
    tier: str
    arguments_text: str  # redacted, for display


@dataclass(frozen=True)
class ConsentDecision:
    decision: str
    allowed: bool
    message: str = ""


def redacted_arguments(arguments: dict[str, Any], limit: int = 2000) -> str:
    """The arguments as indented JSON with credential-like text replaced, cut to `limit`."""
    text = redact(json.dumps(arguments, ensure_ascii=False, indent=2, sort_keys=True))
    return text if len(text) <= limit else text[:limit] + f"\n... ({len(text) - limit:,} more characters)"


Asker = Callable[[ConsentRequest], str]  # returns "y", "n" or "always"


@dataclass
class ConsentPolicy:
    """One session's consent rules. `ask` set means interactive (chat); else the flags decide."""

    live: bool = False
    yes: bool = False
    allow_destructive: bool = False
    allow_code: bool = False
    ask: Asker | None = None
    always: set[str] = field(default_factory=set)

    def tier_limits(self) -> tuple[str, str]:
        """(requested, effective): the highest tier the user allowed (chat asks for every tier:
        "code"), and what perform mode leaves of it (destructive and code capped to mutating)."""
        if self.ask is not None:
            requested = "code"
        elif not self.yes:
            requested = "read-only"
        else:
            requested = "code" if self.allow_code else "destructive" if self.allow_destructive else "mutating"
        effective = "mutating" if self.live and requested in ("destructive", "code") else requested
        return requested, effective

    def decide(self, tool: str, server: str, tier: str, arguments: dict[str, Any]) -> ConsentDecision:
        if tier == "read-only":
            return ConsentDecision("auto", True)
        if self.live and tier in ("destructive", "code"):
            return ConsentDecision("perform_mode_refused", False,
                                   f"perform mode is on: {tier} calls are refused during a show")
        if self.ask is not None:
            if tool in self.always:
                return ConsentDecision("always", True)
            try:
                answer = self.ask(ConsentRequest(tool, server, tier, redacted_arguments(arguments))).strip().lower()
            except (EOFError, OSError, ValueError) as exc:  # no way to ask: the safe answer is no
                return ConsentDecision("refused", False, f"the consent question could not be asked ({exc})")
            if answer in ("a", "always"):
                self.always.add(tool)
                return ConsentDecision("always", True)
            if answer in ("y", "yes"):
                return ConsentDecision("allowed", True)
            return ConsentDecision("refused", False, "the user declined this call")
        needed = {"mutating": ["--yes"], "destructive": ["--yes", "--allow-destructive"],
                  "code": ["--yes", "--allow-code"]}.get(tier, ["--yes"])
        have = {"--yes": self.yes, "--allow-destructive": self.allow_destructive, "--allow-code": self.allow_code}
        missing = [flag for flag in needed if not have[flag]]
        if missing:
            return ConsentDecision("flag_refused", False,
                                   f"{tier} calls need {' '.join(needed)} on `tdcontext ask` (missing "
                                   f"{' '.join(missing)})")
        return ConsentDecision("allowed", True)


def refusal_text(tool: str, tier: str, decision: ConsentDecision) -> str:
    """The tool result the model gets for a refused call."""
    return (f"NOT RUN: {tool} ({tier}) was refused: {decision.message}. Do not retry this call or work "
            "around it with another tool; tell the user what you would have done and what they can do.")
