"""Entries: the unit of memory and knowledge, and their Markdown-with-frontmatter form.

An entry is a Markdown file with YAML frontmatter; this module turns text into an `Entry`
and back, and validates every field. Invariant: `parse(render(e)) == e` for any valid entry,
and nothing invalid (empty, oversize, binary, unknown kind/type, unsafe id) is ever accepted.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import FrontmatterError, InvalidEntryError
from ..untrusted import clean_title as _clean_title
from ..yamlfast import safe_load

KINDS = ("memory", "knowledge", "recipe")
CONTENT_TYPES = ("fact", "reference", "instruction")
KIND_PREFIX = {"memory": "mem", "knowledge": "kb", "recipe": "rcp"}
DEFAULT_CONTENT_TYPE = {"memory": "fact", "knowledge": "reference", "recipe": "reference"}
MAX_TEXT_BYTES = 1_000_000
MAX_TITLE_CHARS = 300
MAX_TAGS = 50

# No ':' (on Windows `D:evil` is drive-relative and `x:stream` an NTFS stream), no path
# separators, no leading dot, no trailing dot (Windows strips it, so two ids would share a file).
_ID_RE = re.compile(r"^[A-Za-z0-9_\-](?:[A-Za-z0-9._\-]{0,126}[A-Za-z0-9_\-])?$")
_PROJECT_RE = re.compile(r"^[A-Za-z0-9_\-](?:[A-Za-z0-9._\-]{0,62}[A-Za-z0-9_\-])?$")
# Windows device names: `CON`, `nul.md`, `com1.txt`... open the device, not a file, whatever
# the case and the extension. The superscript digits are devices too (COM¹, LPT²).
_RESERVED_NAMES = frozenset(
    ["con", "prn", "aux", "nul", "conin$", "conout$", "clock$"]
    + [f"{p}{n}" for p in ("com", "lpt") for n in (*"0123456789", "\u00b9", "\u00b2", "\u00b3")]
)
_TAG_RE = re.compile(r"^[^\s,\x00-\x1f]{1,64}$")
_KNOWN_KEYS = ("id", "title", "kind", "content_type", "tags", "project", "created_at", "updated_at")


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True)
class Entry:
    """One stored entry. `meta` keeps frontmatter keys we don't model (source_url, ...)."""

    id: str
    text: str
    title: str = ""
    kind: str = "memory"
    content_type: str = "fact"
    tags: tuple[str, ...] = ()
    project: str = "default"
    created_at: str = ""
    updated_at: str = ""
    meta: Mapping[str, Any] = field(default_factory=dict)

    @property
    def display_title(self) -> str:
        """The title, or the first line of text when there is none (never control or bidi characters)."""
        if self.title:
            return _clean_title(self.title)
        first = self.text.strip().splitlines()[0] if self.text.strip() else self.id
        return _clean_title(first.lstrip("# ").strip()[:80]) or self.id

    def summary(self) -> dict[str, Any]:
        """The JSON shape used by `list` and `get --json` (text included by `to_dict`)."""
        return {
            "id": self.id,
            "title": self.display_title,
            "kind": self.kind,
            "content_type": self.content_type,
            "project": self.project,
            "tags": list(self.tags),
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            **({"source_url": self.meta["source_url"]} if "source_url" in self.meta else {}),
        }

    def to_dict(self) -> dict[str, Any]:
        return {**self.summary(), "text": self.text, "meta": dict(self.meta)}


def new_id(kind: str, today: dt.date | None = None) -> str:
    """A fresh id such as `kb_2026_05_18_k3x9q`: kind prefix, date, random part."""
    day = today or dt.datetime.now(dt.UTC).date()
    alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
    rand = "".join(secrets.choice(alphabet) for _ in range(5))
    return f"{KIND_PREFIX[kind]}_{day:%Y_%m_%d}_{rand}"


def reserved_name(name: str) -> bool:
    """Is `name` (or its part before the first dot) a Windows device name such as CON or com1?"""
    return name.split(".", 1)[0].rstrip(" ").casefold() in _RESERVED_NAMES


def check_id(entry_id: str) -> str:
    """An id that is a safe file name on every platform (the file is `<id>.md`).

    Raises:
        InvalidEntryError: wrong characters (':' included), a leading or trailing dot, or a
            Windows device name (CON, NUL, COM1, LPT1..., any case, any extension).
    """
    if not isinstance(entry_id, str) or not _ID_RE.fullmatch(entry_id):
        raise InvalidEntryError(
            f"id {entry_id!r} is not a safe file name; use 1-128 letters, digits, '.', '_' or '-' "
            "(no ':'), not starting or ending with '.'"
        )
    if reserved_name(entry_id):
        raise InvalidEntryError(
            f"id {entry_id!r} is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9); "
            "choose another id"
        )
    return entry_id


def check_project(project: str) -> str:
    """A project name that is a safe folder name on every platform."""
    if not isinstance(project, str) or not _PROJECT_RE.fullmatch(project):
        raise InvalidEntryError(
            f"project {project!r} is not a valid name; use 1-64 letters, digits, '.', '_' or '-', "
            "not starting or ending with '.'"
        )
    if reserved_name(project):
        raise InvalidEntryError(
            f"project {project!r} is a Windows device name (CON, NUL, COM1...); choose another name"
        )
    return project


def check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise InvalidEntryError(f"unknown kind {kind!r}; use one of: {', '.join(KINDS)}")
    return kind


def check_content_type(content_type: str) -> str:
    if content_type not in CONTENT_TYPES:
        raise InvalidEntryError(
            f"unknown content type {content_type!r}; use one of: {', '.join(CONTENT_TYPES)}"
        )
    return content_type


def check_text(text: object) -> str:
    if not isinstance(text, str):
        raise InvalidEntryError(f"text must be a string, got {type(text).__name__}")
    if "\x00" in text:
        raise InvalidEntryError("text contains NUL bytes; it looks binary. Store text or Markdown only")
    if not text.strip():
        raise InvalidEntryError("text is empty; give the entry some content")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_TEXT_BYTES:
        raise InvalidEntryError(
            f"text is {size:,} bytes, over the 1 MB limit; split it into several entries"
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidEntryError("text holds unpaired surrogates; it is not valid Unicode") from None
    return text


def check_tags(tags: object) -> tuple[str, ...]:
    if tags is None:
        return ()
    if isinstance(tags, str):
        tags = [t for t in re.split(r"[,\s]+", tags) if t]
    if not isinstance(tags, (list, tuple)):
        raise InvalidEntryError(f"tags must be a list of strings, got {type(tags).__name__}")
    if len(tags) > MAX_TAGS:
        raise InvalidEntryError(f"{len(tags)} tags given; at most {MAX_TAGS} are allowed")
    out: list[str] = []
    for tag in tags:
        if not isinstance(tag, str) or not _TAG_RE.match(tag):
            raise InvalidEntryError(f"tag {tag!r} is invalid; tags are 1-64 chars without spaces or commas")
        if tag not in out:
            out.append(tag)
    return tuple(out)


def make_entry(
    text: object,
    *,
    kind: str = "memory",
    content_type: str | None = None,
    title: str | None = None,
    tags: object = None,
    project: str = "default",
    entry_id: str | None = None,
    meta: Mapping[str, Any] | None = None,
    created_at: str | None = None,
) -> Entry:
    """Validate user input into an Entry (new id when none is given).

    Raises:
        InvalidEntryError: naming the bad field and the fix.
    """
    check_kind(kind)
    ctype = content_type or DEFAULT_CONTENT_TYPE[kind]
    check_content_type(ctype)
    # The file form keeps no leading/trailing line breaks, so neither does the entry:
    # otherwise `get` would differ from what `add` returned.
    body = check_text(text).strip("\r\n")
    if title is not None and not isinstance(title, str):
        raise InvalidEntryError(f"title must be a string, got {type(title).__name__}")
    # Titles are shown on terminals and to models: no escapes, controls, bidi or zero-width.
    clean_title = _clean_title(title or "")
    if len(clean_title) > MAX_TITLE_CHARS:
        raise InvalidEntryError(f"title is {len(clean_title)} characters; keep it under {MAX_TITLE_CHARS}")
    stamp = now_iso()
    return Entry(
        id=check_id(entry_id) if entry_id else new_id(kind),
        text=body,
        title=clean_title,
        kind=kind,
        content_type=ctype,
        tags=check_tags(tags),
        project=check_project(project),
        created_at=created_at or stamp,
        updated_at=stamp,
        meta=dict(meta or {}),
    )


def render(entry: Entry) -> str:
    """The Markdown file form: YAML frontmatter, blank line, text."""
    head: dict[str, Any] = {
        "id": entry.id,
        "title": entry.title,
        "kind": entry.kind,
        "content_type": entry.content_type,
        "tags": list(entry.tags),
        "project": entry.project,
        "created_at": entry.created_at,
        "updated_at": entry.updated_at,
    }
    for key, value in entry.meta.items():
        if key not in head:
            head[key] = value
    import yaml  # on the paths that write or parse entry files, not on a search

    front = yaml.safe_dump(head, sort_keys=False, allow_unicode=True, width=1000)
    if safe_load(front) != head:
        # line-break code points (NEL, U+2028...) are folded when emitted raw: escape everything
        front = yaml.safe_dump(head, sort_keys=False, allow_unicode=False, width=1000)
    text = entry.text if entry.text.endswith("\n") else entry.text + "\n"
    return f"---\n{front}---\n\n{text}"


_FRONT_RE = re.compile(r"\A---[ \t]*\r?\n(.*?)^---[ \t]*\r?\n?", re.DOTALL | re.MULTILINE)


def split_frontmatter(source: str, where: str) -> tuple[dict[str, Any], str]:
    """Split `---` YAML frontmatter from the body. No frontmatter means an empty dict."""
    match = _FRONT_RE.match(source)
    if not match:
        if source.startswith("---"):
            raise FrontmatterError(where, "the opening '---' has no closing '---' line")
        return {}, source
    import yaml

    try:
        data = safe_load(match.group(1))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        detail = f"line {mark.line + 2}" if mark is not None else "invalid YAML"
        raise FrontmatterError(where, f"{detail}: {getattr(exc, 'problem', exc)}") from exc
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise FrontmatterError(where, f"expected key: value pairs, got {type(data).__name__}")
    return data, source[match.end():].lstrip("\r\n")


def parse(source: str, *, where: str, entry_id: str, kind: str, project: str) -> Entry:
    """Read an entry file. Path-derived id, kind and project win over frontmatter.

    Raises:
        FrontmatterError: YAML that cannot be read, or fields of the wrong type/value.
        InvalidEntryError: the path gives an unsafe id or project name (rename the file).
    """
    try:
        check_id(entry_id)
        check_project(project)
    except InvalidEntryError as exc:
        raise InvalidEntryError(f"{where}: {exc}; rename the file or its folder") from None
    data, body = split_frontmatter(source, where)
    try:
        stored_kind = data.get("kind", kind)
        if stored_kind != kind:
            raise InvalidEntryError(f"kind {stored_kind!r} disagrees with the folder {kind!r}")
        ctype = str(data.get("content_type") or DEFAULT_CONTENT_TYPE[kind])
        title = data.get("title")
        entry = Entry(
            id=check_id(entry_id),
            text=check_text(body.rstrip("\r\n") if body.strip() else body),
            title=_clean_title(str(title)) if title is not None else "",
            kind=check_kind(kind),
            content_type=check_content_type(ctype),
            tags=check_tags(_yaml_tags(data.get("tags"))),
            project=check_project(project),
            created_at=str(data.get("created_at") or ""),
            updated_at=str(data.get("updated_at") or ""),
            meta={k: v for k, v in data.items() if k not in _KNOWN_KEYS},
        )
    except InvalidEntryError as exc:
        raise FrontmatterError(where, str(exc)) from exc
    return entry


def _yaml_tags(tags: object) -> object:
    """Hand-written YAML turns tags like `null`, `yes` or `2025` into non-strings; read them as text."""
    if not isinstance(tags, list):
        return tags
    words = {None: "null", True: "true", False: "false"}
    return [
        words[t] if t is None or isinstance(t, bool) else str(t) if isinstance(t, (int, float)) else t
        for t in tags
    ]


def touched(entry: Entry, **changes: Any) -> Entry:
    """A copy with `changes` and a fresh `updated_at`."""
    return replace(entry, updated_at=now_iso(), **changes)
