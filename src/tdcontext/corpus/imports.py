"""Turning outside material into entries: JSONL lines and folders of Markdown files.

Pure parsing (no writes): `entry_from_json_line` reads one JSONL line, `entry_from_markdown`
reads one Markdown file of a folder (an Obsidian vault, or an older copilot's
`knowledge/projects/<project>/entries/<id>.md` store), and `markdown_files` walks a folder.
The engine upserts what they return.

Invariant: every input, however hostile (100,000 nested brackets, a 5 MB `meta`, a 1 GB line,
a symlink to /dev/zero, a 40-digit number), yields either an Entry or an `InvalidInputError`
/ `InvalidEntryError` naming the line or file; nothing else escapes, and ids of inputs
without one are derived from their content or relative path, so a re-import upserts
instead of duplicating.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidEntryError, InvalidInputError
from .entry import (
    DEFAULT_CONTENT_TYPE,
    KIND_PREFIX,
    MAX_TEXT_BYTES,
    MAX_TITLE_CHARS,
    Entry,
    check_id,
    make_entry,
    split_frontmatter,
)

#: A JSONL line longer than this is refused unread (the text cap plus JSON escaping room).
MAX_LINE_BYTES = 4 * 1024 * 1024
#: `meta` of an imported entry, serialised as JSON, and its nesting depth.
MAX_META_BYTES = 64 * 1024
MAX_META_DEPTH = 8
#: A Markdown file larger than this is skipped (the text cap plus frontmatter room).
MAX_MARKDOWN_BYTES = MAX_TEXT_BYTES + 64 * 1024
MARKDOWN_SUFFIXES = (".md", ".markdown")

IMPORT_KEYS = frozenset({"id", "title", "text", "kind", "content_type", "tags", "project", "meta"})
_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
_ID_SAFE = re.compile(r"[^a-z0-9]+")


def content_id(kind: str, project: str, title: str, text: str) -> str:
    """The stable id of an imported line without "id": kind prefix + "imp" + a content hash.

    The same kind, project, title and text give the same id on every import, so re-importing
    a file upserts ("unchanged") instead of duplicating; editing the text makes a new entry
    (give lines an "id" to update them in place).
    """
    digest = hashlib.sha256(f"{kind}\x1f{project}\x1f{title}\x1f{text}".encode()).hexdigest()
    return f"{KIND_PREFIX[kind]}_imp_{digest[:16]}"


def path_id(relative: str) -> str:
    """A stable, readable id from a file's path inside the imported folder.

    `Show notes/Kick Flash.md` -> `show-notes-kick-flash-1a2b3c4d`: a slug of the path (at most
    80 characters) plus 8 hex digits of its hash, so two paths that slug alike stay distinct.
    """
    stem = relative.rsplit(".", 1)[0] if relative.lower().endswith(MARKDOWN_SUFFIXES) else relative
    slug = _ID_SAFE.sub("-", stem.lower()).strip("-")[:80].strip("-") or "note"
    return f"{slug}-{hashlib.sha256(relative.encode('utf-8')).hexdigest()[:8]}"


def check_meta(meta: object, where: str) -> dict[str, Any]:
    """A JSON-like dict of at most MAX_META_BYTES (as JSON) nested at most MAX_META_DEPTH deep."""
    if meta is None:
        return {}
    if not isinstance(meta, dict):
        raise InvalidEntryError(f"{where}'meta' must be an object, got {type(meta).__name__}")
    _check_depth(meta, where)
    try:
        size = len(json.dumps(meta, ensure_ascii=False, default=str).encode("utf-8"))
    except (ValueError, TypeError) as exc:  # e.g. an int beyond Python's digit limit
        raise InvalidEntryError(f"{where}'meta' cannot be stored ({exc})") from None
    if size > MAX_META_BYTES:
        raise InvalidEntryError(
            f"{where}'meta' is {size} bytes as JSON; at most {MAX_META_BYTES} are allowed (keep big data in 'text')"
        )
    clean: dict[str, Any] = json.loads(json.dumps(meta, ensure_ascii=False, default=str))
    return clean  # dates and other YAML scalars become strings


def _check_depth(value: object, where: str) -> None:
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > MAX_META_DEPTH:
                raise InvalidEntryError(f"{where}'meta' is nested deeper than {MAX_META_DEPTH} levels")
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)


def entry_from_json_line(line: str | bytes, number: int) -> Entry:
    """One JSONL line as an Entry.

    Raises:
        InvalidInputError / InvalidEntryError: a message starting "line N:".
    """
    where = f"line {number}: "
    if len(line) > MAX_LINE_BYTES:
        raise InvalidInputError(
            f"{where}longer than {MAX_LINE_BYTES // (1024 * 1024)} MiB; an entry's text is at most 1 MB"
        )
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8-sig")  # a BOM from Windows editors is not part of the JSON
        except UnicodeDecodeError as exc:
            raise InvalidEntryError(f"{where}not UTF-8 (byte {exc.start}); convert the file to UTF-8") from None
    try:
        data = json.loads(line.lstrip("\ufeff"))
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"{where}not valid JSON ({exc.msg} at column {exc.colno})") from None
    except RecursionError:
        raise InvalidInputError(f"{where}JSON nested too deeply to read") from None
    except ValueError as exc:  # e.g. a number beyond Python's int-digit limit
        raise InvalidInputError(f"{where}not readable JSON ({exc})") from None
    if not isinstance(data, dict):
        raise InvalidInputError(f"{where}expected a JSON object, got {type(data).__name__}")
    unknown = set(data) - IMPORT_KEYS
    if unknown:
        shown = sorted(str(k)[:40] for k in unknown)[:5]
        raise InvalidInputError(f"{where}unknown field(s) {shown}; allowed: {sorted(IMPORT_KEYS)}")
    if "text" not in data:
        raise InvalidInputError(f"{where}missing required field 'text'")
    try:
        kind = data.get("kind") or "memory"
        project = data.get("project") or "default"
        meta = check_meta(data.get("meta"), "")
        entry = make_entry(data["text"], kind=kind, content_type=data.get("content_type"),
                           title=data.get("title"), tags=data.get("tags"), project=project,
                           entry_id=data.get("id") or "placeholder", meta=meta)
        if not data.get("id"):
            entry = _with_id(entry, content_id(entry.kind, entry.project, entry.title, entry.text))
        return entry
    except InvalidEntryError as exc:
        raise InvalidEntryError(f"{where}{exc}") from None


def _with_id(entry: Entry, entry_id: str) -> Entry:
    from dataclasses import replace

    return replace(entry, id=check_id(entry_id))


@dataclass(frozen=True)
class MarkdownFile:
    """A regular Markdown file found under an imported folder; `relative` uses '/'."""

    path: Path
    relative: str


def markdown_files(root: Path) -> tuple[list[MarkdownFile], list[tuple[str, str]]]:
    """Markdown files under `root` (sorted), and (relative path, reason) for what was skipped.

    Hidden folders (.obsidian, .git, .trash) are not entered; symlinks are never followed and
    are reported; only regular files count.

    Raises:
        InvalidInputError: `root` is not a readable folder.
    """
    try:
        info = os.lstat(root)
    except OSError as exc:
        raise InvalidInputError(f"cannot read the folder {str(root)!r}: {exc.strerror or exc}") from None
    if not stat.S_ISDIR(info.st_mode):
        raise InvalidInputError(f"{str(root)!r} is not a folder; give a folder of Markdown files")
    found: list[MarkdownFile] = []
    skipped: list[tuple[str, str]] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        base = Path(dirpath)
        rel_dir = base.relative_to(root).as_posix()
        keep = []
        for name in sorted(dirnames):
            rel = f"{rel_dir}/{name}" if rel_dir != "." else name
            if name.startswith("."):
                continue
            if os.path.islink(base / name):
                skipped.append((rel, "a symbolic link; links are not followed"))
                continue
            keep.append(name)
        dirnames[:] = keep
        for name in sorted(filenames):
            if name.startswith(".") or not name.lower().endswith(MARKDOWN_SUFFIXES):
                continue
            rel = f"{rel_dir}/{name}" if rel_dir != "." else name
            try:
                mode = os.lstat(base / name).st_mode
            except OSError as exc:
                skipped.append((rel, f"cannot read it: {exc.strerror or exc}"))
                continue
            if stat.S_ISLNK(mode):
                skipped.append((rel, "a symbolic link; links are not followed"))
            elif not stat.S_ISREG(mode):
                skipped.append((rel, "not a regular file"))
            else:
                found.append(MarkdownFile(base / name, rel))
    found.sort(key=lambda f: f.relative)
    return found, skipped


def read_markdown(file: MarkdownFile) -> str:
    """The file's text: regular file only (O_NOFOLLOW), at most MAX_MARKDOWN_BYTES, UTF-8."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(file.path, flags)
    except OSError as exc:
        raise InvalidInputError(f"{file.relative}: cannot open it ({exc.strerror or exc})") from None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise InvalidInputError(f"{file.relative}: not a regular file")
        data = handle.read(MAX_MARKDOWN_BYTES + 1)
    if len(data) > MAX_MARKDOWN_BYTES:
        raise InvalidEntryError(f"{file.relative}: larger than {MAX_MARKDOWN_BYTES} bytes; split it into notes")
    if b"\x00" in data:
        raise InvalidEntryError(f"{file.relative}: looks binary (it contains NUL bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidEntryError(f"{file.relative}: not UTF-8 (byte {exc.start}); convert it to UTF-8") from None


def layout_project(relative: str) -> str | None:
    """`.../projects/<project>/entries/<id>.md` (an older copilot's store) names its project."""
    parts = relative.split("/")
    for i in range(len(parts) - 3, -1, -1):
        if parts[i] == "projects" and parts[i + 2] == "entries":
            return parts[i + 1]
    return None


def layout_id(relative: str) -> str | None:
    """In the `.../entries/<id>.md` layout the file name is the entry's id."""
    parts = relative.split("/")
    if len(parts) >= 2 and parts[-2] == "entries":
        return parts[-1].rsplit(".", 1)[0]
    return None


def entry_from_markdown(file: MarkdownFile, source: str, *, project: str | None, kind: str) -> Entry:
    """One Markdown file as an Entry; frontmatter is optional.

    Title: frontmatter `title`, else the first heading, else the file name. Id: frontmatter
    `id`, else the file name in an `entries/` folder, else `path_id(relative)`. Project:
    `project`, else the `projects/<project>/entries/` layout, else "default". Kind and type:
    frontmatter `kind` / `content_type` (or `type`), else `kind` and its default type. Other
    frontmatter keys are kept in `meta` (capped like JSONL `meta`).

    Raises:
        InvalidEntryError / InvalidInputError: a message starting with the relative path.
    """
    where = f"{file.relative}: "
    try:
        front, body = split_frontmatter(source, file.relative)
    except InvalidEntryError as exc:
        raise InvalidEntryError(str(exc)) from None
    except RecursionError:
        raise InvalidEntryError(f"{where}frontmatter nested too deeply to read") from None
    front = {str(k): v for k, v in front.items()}
    try:
        title = front.pop("title", None)
        if title is None:
            heading = _HEADING.search(body)
            title = heading.group(1) if heading else file.relative.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        title = " ".join(str(title).split())[:MAX_TITLE_CHARS]
        entry_kind = str(front.pop("kind", None) or kind)
        ctype = front.pop("content_type", None) or front.pop("type", None)
        if ctype is not None and str(ctype) not in ("fact", "reference", "instruction"):
            ctype = None  # Obsidian's own `type:` fields mean something else; keep the default
        tags = _tags(front.pop("tags", None))
        entry_id = front.pop("id", None) or layout_id(file.relative) or path_id(file.relative)
        where_project = project or layout_project(file.relative) or "default"
        front.pop("project", None)
        created = front.pop("created_at", None) or front.pop("created", None)
        front.pop("updated_at", None)
        meta = check_meta({**front, "imported_from": file.relative}, "")
        if not body.strip():
            raise InvalidEntryError("the note has no text")
        return make_entry(body, kind=entry_kind, content_type=str(ctype) if ctype else DEFAULT_CONTENT_TYPE.get(
            entry_kind), title=title, tags=tags, project=where_project, entry_id=str(entry_id), meta=meta,
            created_at=str(created) if created else None)
    except InvalidEntryError as exc:
        raise InvalidEntryError(f"{where}{exc}") from None


def _tags(raw: object) -> list[str]:
    """Obsidian writes tags as a list or as "a, b" / "#a #b"; '#' is not part of a tag."""
    if raw is None:
        return []
    items = re.split(r"[,\s]+", raw) if isinstance(raw, str) else raw if isinstance(raw, list) else [raw]
    return [str(t).lstrip("#") for t in items if str(t).strip().lstrip("#")]


def bounded_lines(stream: Any, limit: int = MAX_LINE_BYTES) -> Iterator[bytes]:
    """Lines of a binary stream, none held beyond `limit` + 1 bytes: a longer line is yielded as
    its first `limit` + 1 bytes (so the importer reports it as too long) and the rest is skipped."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith(b"\n"):
            while True:  # drain the rest of the over-long line without keeping it
                rest = stream.readline(1 << 20)
                if not rest or rest.endswith(b"\n"):
                    break
        yield line
