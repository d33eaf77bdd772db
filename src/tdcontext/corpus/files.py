"""The Markdown store: `corpus/<project>/<kind>/<id>.md`, plus the read-only built-in knowledge.

Files are the truth; the index is derived from them. Invariants: every write is atomic
(temp + fsync + rename), `create` never overwrites an existing id, and the built-in
knowledge shipped in the package is never written. Only regular files are read, never
through a symlink (a project folder, a kind folder or the entry file that is a link is
skipped and reported by `scan`), and never past `MAX_FILE_BYTES` (the entry limit plus
room for frontmatter): a link to a private file or to /dev/zero is never followed.
Every path the store builds stays inside its root (`path_for` checks it).
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import DuplicateIdError, InvalidEntryError, NotFoundError, ReadOnlyError
from ..fsutil import (
    FileTooLargeError,
    NotRegularFileError,
    SymlinkRefusedError,
    atomic_write_text,
    fsync_dir,
    is_link,
    read_file_beneath,
    read_regular_file,
)
from . import BUILTIN_PROJECT
from .entry import (
    KINDS,
    MAX_TEXT_BYTES,
    Entry,
    check_id,
    parse,
    render,
)

#: Room for the YAML frontmatter on top of the text limit.
FRONTMATTER_ROOM = 64 * 1024
#: The most bytes read from one entry file.
MAX_FILE_BYTES = MAX_TEXT_BYTES + FRONTMATTER_ROOM

BUILTIN_DIR = Path(__file__).resolve().parent.parent / "knowledge"


@dataclass(frozen=True)
class EntryFile:
    """Where an entry lives and what its path says about it."""

    path: Path
    entry_id: str
    kind: str
    project: str

    @property
    def builtin(self) -> bool:
        return self.project == BUILTIN_PROJECT


@dataclass
class ScanResult:
    """The entry files found, and what was skipped with the reason."""

    files: list[EntryFile] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


def read_text_file(path: Path, where: str) -> str:
    """Read a UTF-8 text file (at most `MAX_FILE_BYTES`), refusing binary and non-UTF-8 content."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except IsADirectoryError:
        raise InvalidEntryError(f"{where} is a folder; give a text or Markdown file") from None
    if len(data) > MAX_FILE_BYTES:
        raise InvalidEntryError(f"{where} is over {MAX_FILE_BYTES:,} bytes; split it into several files")
    return decode_text(data, where)


def decode_text(data: bytes, where: str) -> str:
    """UTF-8 (BOM allowed) text from `data`, refusing binary and non-UTF-8 content."""
    if b"\x00" in data:
        raise InvalidEntryError(f"{where} looks binary (it contains NUL bytes); give a text or Markdown file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidEntryError(
            f"{where} is not UTF-8 (byte {exc.start} is 0x{data[exc.start]:02x}); convert it to UTF-8 first"
        ) from None


class CorpusStore:
    """Reads and writes entry files under `root`, and reads the built-in knowledge."""

    def __init__(self, root: Path, *, builtin_dir: Path | None = BUILTIN_DIR, include_builtin: bool = True):
        self.root = Path(root)
        self.builtin_dir = builtin_dir if include_builtin else None

    def path_for(self, entry: Entry) -> Path:
        """`<root>/<project>/<kind>/<id>.md`, checked to stay inside the corpus.

        Raises:
            InvalidEntryError: the path would leave the corpus (an unsafe id or project, or
                a project/kind folder that is a link pointing elsewhere).
        """
        check_id(entry.id)
        path = self.root / entry.project / entry.kind / f"{entry.id}.md"
        root = self.root.resolve()
        resolved = path.resolve()
        if resolved.parent.parent.parent != root or resolved.name != f"{entry.id}.md":
            raise InvalidEntryError(
                f"entry {entry.id!r} would be stored at {resolved}, outside the corpus {root} "
                "(a folder on the way is a link, or the name is not a plain file name); refused"
            )
        return path

    def scan(self) -> ScanResult:
        """Every entry file (user corpus first, then built-in knowledge) and every skipped one.

        Links (project folders, kind folders, files) and anything that is not a regular
        file are skipped with a reason, never followed.
        """
        result = ScanResult()
        for project_dir in _listdir(self.root):
            if project_dir.name.startswith("."):
                continue
            info = _lstat(project_dir)
            if info is None or not stat.S_ISDIR(info.st_mode) or is_link(info):
                if info is not None and is_link(info):
                    result.skipped.append((str(project_dir), "is a symlink; entry folders are never followed"))
                continue
            for kind in KINDS:
                kind_dir = project_dir / kind
                kinfo = _lstat(kind_dir)
                if kinfo is None:
                    continue
                if is_link(kinfo):
                    result.skipped.append((str(kind_dir), "is a symlink; entry folders are never followed"))
                    continue
                if not stat.S_ISDIR(kinfo.st_mode):
                    continue
                for path in _listdir(kind_dir):
                    if path.name.startswith(".") or not path.name.endswith(".md"):
                        continue
                    reason = _not_regular(path)
                    if reason is not None:
                        result.skipped.append((str(path), reason))
                        continue
                    result.files.append(EntryFile(path, path.stem, kind, project_dir.name))
        if self.builtin_dir is not None:
            for path in _listdir(self.builtin_dir):
                if path.name.endswith(".md") and _not_regular(path) is None:
                    result.files.append(EntryFile(path, path.stem, "knowledge", BUILTIN_PROJECT))
        return result

    def iter_files(self) -> Iterator[EntryFile]:
        """Every readable entry file: user corpus first, then built-in knowledge."""
        yield from self.scan().files

    def locate(self, entry_id: str) -> EntryFile | None:
        """Find the file of `entry_id`, wherever its project and kind are (links are not entries)."""
        check_id(entry_id)
        for project_dir in _listdir(self.root):
            info = _lstat(project_dir)
            if project_dir.name.startswith(".") or info is None or is_link(info) or not stat.S_ISDIR(info.st_mode):
                continue
            for kind in KINDS:
                kind_dir = project_dir / kind
                kinfo = _lstat(kind_dir)
                if kinfo is None or is_link(kinfo) or not stat.S_ISDIR(kinfo.st_mode):
                    continue
                path = kind_dir / f"{entry_id}.md"
                if _not_regular(path) is None:
                    return EntryFile(path, entry_id, kind, project_dir.name)
        if self.builtin_dir is not None:
            path = self.builtin_dir / f"{entry_id}.md"
            if _not_regular(path) is None:
                return EntryFile(path, entry_id, "knowledge", BUILTIN_PROJECT)
        return None

    def read_bytes(self, ref: EntryFile) -> bytes:
        """The file's bytes: a regular file, no link from the corpus root down, capped.

        Raises:
            InvalidEntryError: a link, not a regular file, or over `MAX_FILE_BYTES`.
            OSError: the file vanished or cannot be read.
        """
        where = str(ref.path)
        try:
            if ref.builtin:
                return read_regular_file(ref.path, MAX_FILE_BYTES)
            return read_file_beneath(
                self.root, [ref.project, ref.kind, ref.path.name], MAX_FILE_BYTES, base_may_be_link=True
            )
        except SymlinkRefusedError as exc:
            raise InvalidEntryError(
                f"{where}: {exc.filename} is a symlink; entry files are never read through links. "
                "Replace it with a real file"
            ) from None
        except NotRegularFileError:
            raise InvalidEntryError(f"{where} is not a regular file; entries are plain Markdown files") from None
        except FileTooLargeError as exc:
            raise InvalidEntryError(
                f"{where} is {exc.size:,} bytes or more, over the {MAX_FILE_BYTES:,}-byte limit for an "
                "entry file; split it into several entries"
            ) from None

    def parse_bytes(self, ref: EntryFile, data: bytes) -> Entry:
        """Parse bytes read by `read_bytes`. Raises FrontmatterError / InvalidEntryError."""
        where = str(ref.path)
        source = decode_text(data, where)
        if ref.builtin:
            from .entry import split_frontmatter

            front, _ = split_frontmatter(source, where)
            kind = str(front.get("kind", "knowledge"))
            return parse(source, where=where, entry_id=ref.entry_id, kind=kind, project=BUILTIN_PROJECT)
        return parse(source, where=where, entry_id=ref.entry_id, kind=ref.kind, project=ref.project)

    def read(self, ref: EntryFile) -> Entry:
        """Parse one file. Raises FrontmatterError / InvalidEntryError on a broken or unsafe file."""
        try:
            data = self.read_bytes(ref)
        except FileNotFoundError:
            raise NotFoundError(f"{ref.path} disappeared while being read; retry") from None
        return self.parse_bytes(ref, data)

    def get(self, entry_id: str) -> Entry:
        ref = self.locate(entry_id)
        if ref is None:
            raise NotFoundError(f"no entry with id {entry_id!r}; `tdcontext list` shows the ids")
        return self.read(ref)

    def create(self, entry: Entry) -> Path:
        """Write a new entry; never replaces an existing id (atomic create-if-absent)."""
        self._refuse_builtin(entry.project)
        if self.locate(entry.id) is not None:
            raise DuplicateIdError(entry.id)
        path = self.path_for(entry)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.parent / f".{entry.id}.{secrets.token_hex(6)}.tmp"
        atomic_write_text(tmp, render(entry))
        try:
            os.link(tmp, path)  # fails if `path` appeared meanwhile: no overwrite race
        except FileExistsError:
            raise DuplicateIdError(entry.id) from None
        finally:
            os.unlink(tmp)
        fsync_dir(path.parent)
        return path

    def put(self, entry: Entry) -> tuple[Path, Entry | None]:
        """Create or replace `entry`; returns its path and the previous version, if any."""
        self._refuse_builtin(entry.project)
        old_ref = self.locate(entry.id)
        if old_ref is not None and old_ref.builtin:
            raise ReadOnlyError(f"{entry.id!r} is built-in knowledge and read-only; store under another id")
        previous: Entry | None = None
        if old_ref is not None:
            try:
                previous = self.read(old_ref)
            except InvalidEntryError:
                previous = None
        path = self.path_for(entry)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, render(entry))
        if old_ref is not None and old_ref.path != path:
            old_ref.path.unlink(missing_ok=True)
            fsync_dir(old_ref.path.parent)
        return path, previous

    def delete(self, entry_id: str) -> EntryFile:
        ref = self.locate(entry_id)
        if ref is None:
            raise NotFoundError(f"no entry with id {entry_id!r}; nothing was deleted")
        if ref.builtin:
            raise ReadOnlyError(
                f"{entry_id!r} is built-in knowledge and read-only; hide all of it with hide_builtin = true"
            )
        ref.path.unlink()
        fsync_dir(ref.path.parent)
        return ref

    def _refuse_builtin(self, project: str) -> None:
        if project == BUILTIN_PROJECT:
            raise ReadOnlyError(f"project {BUILTIN_PROJECT!r} is read-only; use another project name")


def _listdir(directory: Path | None) -> list[Path]:
    if directory is None:
        return []
    try:
        return sorted(directory / name for name in os.listdir(directory))
    except OSError:
        return []


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except OSError:
        return None


def _not_regular(path: Path) -> str | None:
    """None for a regular file; else why it is skipped."""
    info = _lstat(path)
    if info is None:
        return "cannot be read"
    if is_link(info):
        return "is a symlink; entry files are never read through links"
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file"
    if info.st_size > MAX_FILE_BYTES:
        return f"is {info.st_size:,} bytes, over the {MAX_FILE_BYTES:,}-byte limit for an entry file"
    return None
