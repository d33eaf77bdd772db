"""Gists: the text that replaces a folded range and says exactly where the original lives.

    [gist] log:<session-id>#seq=<a>-<b> (<n> messages, <tokens> tokens)
    <summary>

A message too large for one band slice is folded piecewise in place instead: its content is
replaced, oldest part first, by part gists, and whatever is not folded yet follows verbatim:

    [gist] log:<session-id>#seq=<n> (part: tokens <a>-<b> of <t>)
    <summary of that part>
    [verbatim: the rest of seq <n>, from token <b>]
    <the raw remainder>

`STANDING_SECTION` is the never-foldable system text that tells the model what a gist is.
Invariant: a summary can never forge a pointer: any line of it that starts with `[gist]` is
defanged, so the only header a gist carries is the one written here; a part-folded message is
rebuilt from its raw log record and its fold records alone (`apply_part`), so the live history
and a resumed one are the same bytes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "GIST_PREFIX",
    "STANDING_SECTION",
    "GistHeader",
    "PartHeader",
    "apply_part",
    "gist_budget",
    "make_gist",
    "parse_header",
    "parse_part_header",
    "part_content",
    "part_entry",
    "unfolded_rest",
]

GIST_PREFIX = "[gist]"
STANDING_SECTION = (
    "## Folded history (gists)\n"
    "Some earlier parts of this conversation have been folded into gists: user-role messages that "
    "begin with `[gist] log:<session>#seq=<a>-<b>`. A very long message may be folded in parts: "
    "its text then begins with `[gist] log:<session>#seq=<n> (part: tokens <a>-<b> of <t>)` and "
    "the rest of it follows verbatim. A gist is a summary, not the original: it may omit details. When you need an exact detail from a folded part (a value, a path, an error "
    "message, what a tool returned), call `continuity_load` with the seq range from the gist "
    "header (for a part gist, `seqs=[<n>]` and `from_token=<a>`; or a query) to bring the original "
    "messages back before relying on it. If the "
    "original cannot be loaded, say that you only remember the gist, and do not invent the detail."
)

_PART_HEADER = re.compile(
    r"^\[gist\] log:(?P<session>[A-Za-z0-9][A-Za-z0-9_-]{0,63})#seq=(?P<seq>\d+) "
    r"\(part: tokens (?P<a>\d+)-(?P<b>\d+) of (?P<t>\d+)\)$"
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


@dataclass(frozen=True)
class PartHeader:
    """The header of one part of a message folded piecewise: tokens [first_token, last_token)
    of the `of_tokens` tokens of seq `seq`'s content."""

    session_id: str
    seq: int
    first_token: int
    last_token: int
    of_tokens: int

    def render(self) -> str:
        return (f"{GIST_PREFIX} log:{self.session_id}#seq={self.seq} "
                f"(part: tokens {self.first_token}-{self.last_token} of {self.of_tokens})")


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


def make_gist(header: GistHeader | PartHeader, summary: str) -> str:
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


def parse_part_header(text: str) -> PartHeader | None:
    """The part header of `text`'s first line, or None when it is not a part gist."""
    first = text.split("\n", 1)[0]
    m = _PART_HEADER.match(first)
    if not m:
        return None
    return PartHeader(m["session"], int(m["seq"]), int(m["a"]), int(m["b"]), int(m["t"]))


def part_entry(fold: Mapping[str, Any]) -> dict[str, Any]:
    """One part of a piecewise-folded message, from its `fold` log record."""
    part = fold["part"]
    return {"seq": int(fold["seq"]), "chars": [int(part["chars"][0]), int(part["chars"][1])],
            "tokens": [int(part["tokens"][0]), int(part["tokens"][1])], "of_tokens": int(part["of_tokens"]),
            "gist": str(fold["gist"])}


def _prefix(seq: int, parts: Sequence[Mapping[str, Any]]) -> str:
    return ("\n".join(str(p["gist"]) for p in parts)
            + f"\n[verbatim: the rest of seq {seq}, from token {int(parts[-1]['tokens'][1])}]\n")


def part_content(raw: str, seq: int, parts: Sequence[Mapping[str, Any]]) -> str:
    """A message's text after part folds: the part gists in order, then the raw remainder."""
    if not parts:
        return raw
    end = int(parts[-1]["chars"][1])
    if end >= len(raw):
        return "\n".join(str(p["gist"]) for p in parts)
    return _prefix(seq, parts) + raw[end:]


def unfolded_rest(message: Mapping[str, Any]) -> str:
    """The raw content of a logged message that no part gist covers yet ("" when none: not a
    logged text message, a gist, a system message, or every part already folded)."""
    content = message.get("content")
    seq = message.get("seq")
    if (not isinstance(content, str) or message.get("gist_of") or message.get("role") == "system"
            or not isinstance(seq, int) or isinstance(seq, bool)):
        return ""
    parts = message.get("gist_parts") or []
    if not parts:
        return content
    prefix = _prefix(seq, parts)
    return content[len(prefix):] if content.startswith(prefix) else ""


def apply_part(message: Mapping[str, Any], raw: str, part: Mapping[str, Any]) -> dict[str, Any] | None:
    """`message` (a logged message record, maybe already part-folded) with one more part folded.

    `raw` is the message's original content from the log. A part either continues exactly where
    the message's last part ended (raw text folded) or covers the oldest consecutive parts
    exactly (their gists merged into one). None for anything else (a log that does not fit).
    """
    parts = [dict(p) for p in message.get("gist_parts") or []]
    a, b = (int(x) for x in part["chars"])
    before = [p for p in parts if int(p["chars"][1]) <= a]
    covered = [p for p in parts if a <= int(p["chars"][0]) and int(p["chars"][1]) <= b]
    after = [p for p in parts if int(p["chars"][0]) >= b]
    end = int(parts[-1]["chars"][1]) if parts else 0
    if len(before) + len(covered) + len(after) != len(parts) or not 0 <= a < b <= len(raw):
        return None
    if a != (int(before[-1]["chars"][1]) if before else 0):
        return None
    if after and int(after[0]["chars"][0]) != b:
        return None
    if not after and b < end:
        return None
    if b > end and covered != parts[len(before):]:  # folding raw text: it must follow every part
        return None
    out = dict(message)
    new_parts = before + [dict(part)] + after
    out["content"] = part_content(raw, int(message["seq"]), new_parts)
    out["gist_parts"] = new_parts
    return out
