"""The Markdown store: `corpus/<project>/<kind>/<id>.md`, plus the read-only built-in knowledge.

Files are the truth; the index is derived from them. Invariant: every write is atomic
(temp + fsync + rename), `create` never overwrites an existing id, and the built-in
knowledge shipped in the package is never written.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from ..errors import DuplicateIdError, InvalidEntryError, NotFoundError, ReadOnlyError
from ..fsutil import atomic_write_text, fsync_dir
from .entry import BUILTIN_PROJECT, KINDS, Entry, check_id, parse, render

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


def read_text_file(path: Path, where: str) -> str:
    """Read a UTF-8 text file, refusing binary and non-UTF-8 content with a clear error."""
    data = path.read_bytes()
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
        return self.root / entry.project / entry.kind / f"{entry.id}.md"

    def iter_files(self) -> Iterator[EntryFile]:
        """Every entry file: user corpus first, then built-in knowledge."""
        if self.root.is_dir():
            for project_dir in sorted(self.root.iterdir()):
                if not project_dir.is_dir() or project_dir.name.startswith("."):
                    continue
                for kind in KINDS:
                    kind_dir = project_dir / kind
                    if not kind_dir.is_dir():
                        continue
                    for path in sorted(kind_dir.glob("*.md")):
                        if path.name.startswith("."):
                            continue
                        yield EntryFile(path, path.stem, kind, project_dir.name)
        if self.builtin_dir is not None and self.builtin_dir.is_dir():
            for path in sorted(self.builtin_dir.glob("*.md")):
                yield EntryFile(path, path.stem, "knowledge", BUILTIN_PROJECT)

    def locate(self, entry_id: str) -> EntryFile | None:
        """Find the file of `entry_id`, wherever its project and kind are."""
        check_id(entry_id)
        if self.root.is_dir():
            for path in sorted(self.root.glob(f"*/*/{entry_id}.md")):
                kind, project = path.parent.name, path.parent.parent.name
                if kind in KINDS:
                    return EntryFile(path, entry_id, kind, project)
        if self.builtin_dir is not None:
            path = self.builtin_dir / f"{entry_id}.md"
            if path.is_file():
                return EntryFile(path, entry_id, "knowledge", BUILTIN_PROJECT)
        return None

    def read(self, ref: EntryFile) -> Entry:
        """Parse one file. Raises FrontmatterError / InvalidEntryError on a broken file."""
        where = str(ref.path)
        source = read_text_file(ref.path, where)
        if ref.builtin:
            from .entry import split_frontmatter

            front, _ = split_frontmatter(source, where)
            kind = str(front.get("kind", "knowledge"))
            return parse(source, where=where, entry_id=ref.entry_id, kind=kind, project=BUILTIN_PROJECT)
        return parse(source, where=where, entry_id=ref.entry_id, kind=ref.kind, project=ref.project)

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
