"""`ContextResult`: what pre-turn context admitted for one prompt (the value `engine.context` returns).

A module of its own so the early answer for echo, acknowledgement and greeting prompts can be
built without importing the retrieval pipeline (`retrieval.context` re-exports it).
Invariant: a plain frozen value; `to_dict` is the shape the CLI and the MCP tool print.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ContextResult:
    """What `context()` admitted for one prompt, and the block to inject."""

    prompt: str
    mode: str
    degraded: bool
    entries: list[dict[str, Any]]
    block: str
    intent: str
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"prompt": self.prompt, "mode": self.mode, "degraded": self.degraded,
                               "entries": self.entries, "block": self.block, "intent": self.intent}
        if self.notes:
            out["notes"] = list(self.notes)
        return out


__all__ = ["ContextResult"]
