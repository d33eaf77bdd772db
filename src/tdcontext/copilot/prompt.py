"""The request layout: cache-stable by construction.

    messages = [base system prompt]            byte-identical for a configuration (package data)
             + history                         append-only chat messages (continuity folds only)
             + [one ephemeral user message]    rebuilt every step, never persisted

The ephemeral message holds, in order: the active skill packs' section, the brief block, the
gated context block, and then this turn's prompt (first step) or a short reminder (later steps).

How the invariant holds (request n+1 begins with request n minus its trailing message, byte
for byte): at the end of a step the turn appends to the history only *plain* messages - the
user's prompt as `{"role": "user", "content": prompt}` (once, after the first step), the
assistant message exactly as it will be resent (`reasoning_content` included when it made
tool calls), and the (capped) tool results. Nothing already in the history is ever edited, and
the ephemeral wrapper is simply not appended. So the next request is the previous one with its
tail message replaced by new plain messages plus a new tail.

Invariant: `base_system_prompt()` returns the same bytes for the life of an install;
`assemble()` never mutates the history it is given.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any

from ..continuity.log import to_chat_message

__all__ = [
    "PROMPT_HEADING",
    "assemble",
    "base_system_prompt",
    "ephemeral_message",
    "is_ephemeral",
]

PROMPT_HEADING = "USER PROMPT (this turn)"
CONTINUE_HEADING = "CONTINUE THE TURN"
CONTINUE_NOTE = (
    "The tool results for this turn are above. Carry on with the user's request (the last plain "
    "user message before your tool calls); answer when it is done."
)
EPHEMERAL_MARK = "[tdcontext ephemeral: rebuilt every step, not kept in the history]"


@lru_cache(maxsize=1)
def base_system_prompt() -> str:
    """messages[0]: the protocol, the intent gate, evidence rules, verify-after-mutate, output format."""
    return resources.files("tdcontext.copilot").joinpath("data/system_prompt.md").read_text(encoding="utf-8")


def ephemeral_message(*, skills: str, brief: str, context: str, prompt: str | None) -> dict[str, Any]:
    """The trailing message of one step. `prompt` None means a later step of the same turn."""
    parts = [EPHEMERAL_MARK]
    for block in (skills, brief, context):
        if block and block.strip():
            parts.append(block.strip())
    if prompt is None:
        parts.append(f"## {CONTINUE_HEADING}\n{CONTINUE_NOTE}")
    else:
        parts.append(f"## {PROMPT_HEADING}\n{prompt}")
    return {"role": "user", "content": "\n\n".join(parts)}


def is_ephemeral(message: dict[str, Any]) -> bool:
    content = message.get("content")
    return isinstance(content, str) and content.startswith(EPHEMERAL_MARK)


def assemble(system: str, history: list[dict[str, Any]], ephemeral: dict[str, Any]) -> list[dict[str, Any]]:
    """The request's messages. History items may be log records; only chat fields are sent."""
    return [{"role": "system", "content": system}, *(to_chat_message(m) for m in history), ephemeral]
