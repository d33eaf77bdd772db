"""Gists: the text that replaces a folded range and says exactly where the original lives.

    [gist] log:<session-id>#seq=<a>-<b> (<n> messages, <tokens> tokens)
    <summary>

`STANDING_SECTION` is the never-foldable system text that tells the model what a gist is.
Invariant: a summary can never forge a pointer: any line of it that starts with `[gist]` is
defanged, so the only header a gist carries is the one written here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["GIST_PREFIX", "STANDING_SECTION", "GistHeader", "gist_budget", "make_gist", "parse_header"]

GIST_PREFIX = "[gist]"
STANDING_SECTION = (
    "## Folded history (gists)\n"
    "Some earlier parts of this conversation have been folded into gists: user-role messages that "
    "begin with `[gist] log:<session>#seq=<a>-<b>`. A gist is a summary, not the original: it may "
    "omit details. When you need an exact detail from a folded part (a value, a path, an error "
    "message, what a tool returned), call `continuity_load` with the seq range from the gist "
    "header (or a query) to bring the original messages back before relying on it. If the "
    "original cannot be loaded, say that you only remember the gist, and do not invent the detail."
)

_HEADER = re.compile(
    r"^\[gist\] log:(?P<session>[A-Za-z0-9][A-Za-z0-9_-]{0,63})#seq=(?P<a>\d+)-(?P<b>\d+) "
    r"\((?P<n>\d+) messages?, (?P<tokens>\d+) tokens?\)$"
)


@dataclass(frozen=True)
class GistHeader:
    session_id: str
    first_seq: int
    last_seq: int
    messages: int
    tokens: int

    def render(self) -> str:
        noun = "message" if self.messages == 1 else "messages"
        return (f"{GIST_PREFIX} log:{self.session_id}#seq={self.first_seq}-{self.last_seq} "
                f"({self.messages} {noun}, {self.tokens} tokens)")


def gist_budget(range_tokens: int, *, floor: int = 48, cap: int = 1024, ratio: float = 0.1) -> int:
    """Tokens a summary of `range_tokens` may use: a tenth, within [floor, cap] (never above the range)."""
    return max(1, min(cap, max(floor, int(range_tokens * ratio)), max(range_tokens - 16, 1)))


def _defang(summary: str) -> str:
    lines = []
    for line in summary.replace("\r", "").split("\n"):
        stripped = line.lstrip()
        if stripped.lower().startswith(GIST_PREFIX):
            line = "(quoted) " + stripped
        lines.append(line)
    return "\n".join(lines).strip()


def make_gist(header: GistHeader, summary: str) -> str:
    """The gist text: the header line, then the (defanged) summary."""
    body = _defang(summary)
    return header.render() + ("\n" + body if body else "")


def parse_header(text: str) -> GistHeader | None:
    """The header of a gist's first line, or None when `text` is not a gist."""
    first = text.split("\n", 1)[0]
    m = _HEADER.match(first)
    if not m:
        return None
    return GistHeader(m["session"], int(m["a"]), int(m["b"]), int(m["n"]), int(m["tokens"]))
