"""Facet test helpers: session logs written through the real SessionLog, and the shared data dir."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tdcontext.continuity.log import SessionLog


def shared_dir() -> Path:
    """`../shared` beside the checkout (as CI lays it out), else the developers' /work/shared."""
    beside = Path(__file__).resolve().parents[3] / "shared"
    return beside if beside.is_dir() else Path("/work/shared")


def write_session(sessions_dir: Path, session_id: str, messages: list[dict[str, Any]]) -> SessionLog:
    log = SessionLog.create(sessions_dir, session_id)
    turn = 0
    for m in messages:
        if m.get("role") == "user":
            turn += 1
        log.append_messages([m], turn=turn)
    return log


FEEDBACK_SESSION: list[dict[str, Any]] = [
    {"role": "user", "content": "let's build a kaleidoscope with a feedback loop and trails"},
    {"role": "assistant", "content": "I'll add a Feedback TOP with a decay for the trails."},
    {"role": "user", "content": "make the echo trails longer"},
    {"role": "assistant", "content": "Raised the feedback decay so the trails last longer."},
    {"role": "user", "content": "now hook the kick of the audio to the brightness"},
    {"role": "assistant", "content": "Added Audio Device In and an audio spectrum analysis for the kick."},
    {"role": "user", "content": "the bass beat detection is broken, can you fix it"},
    {"role": "assistant", "content": "Fixed the error: the audio spectrum lag came from the kick envelope."},
    {"role": "user", "content": "write a glsl shader for the colour grade"},
    {"role": "assistant", "content": "Here is a GLSL pixel shader with a uniform for the grade."},
]
