"""Bring the index in line with the entry files: new, edited, moved and deleted files.

Invariant: a file whose (mtime, size) or content hash is unchanged is skipped; a broken file
is reported and skipped while the rest continue (its previous index rows, if any, stay);
rows whose file is gone are removed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from ..corpus.entry import Entry
from ..corpus.files import CorpusStore, EntryFile
from ..errors import InvalidInputError
from .db import Index

Chunker = Callable[[str], list[str]]


@dataclass
class SyncReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    errors: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {
            "added": self.added,
            "updated": self.updated,
            "removed": self.removed,
            "unchanged": self.unchanged,
            "errors": [{"path": p, "message": m} for p, m in self.errors],
        }


def index_entry(index: Index, entry: Entry, ref_path: str, data: bytes, mtime_ns: int, chunker: Chunker) -> None:
    """Write one parsed entry's rows."""
    index.upsert_entry(
        entry,
        path=ref_path,
        content_hash=hashlib.sha256(data).hexdigest(),
        mtime_ns=mtime_ns,
        size=len(data),
        chunks=chunker(entry.text),
    )


def sync_index(index: Index, store: CorpusStore, chunker: Chunker) -> SyncReport:
    """Scan every entry file and update the index to match."""
    report = SyncReport()
    existing = index.entry_rows()
    seen: dict[str, EntryFile] = {}
    for ref in store.iter_files():
        if ref.entry_id in seen:
            report.errors.append(
                (str(ref.path), f"id {ref.entry_id!r} also exists at {seen[ref.entry_id].path}; rename one file")
            )
            continue
        seen[ref.entry_id] = ref
        try:
            st = ref.path.stat()
        except FileNotFoundError:
            seen.pop(ref.entry_id)
            continue
        row = existing.get(ref.entry_id)
        same_place = row is not None and row.path == str(ref.path)
        if same_place and row is not None and row.mtime_ns == st.st_mtime_ns and row.size == st.st_size:
            report.unchanged += 1
            continue
        try:
            data = ref.path.read_bytes()
        except OSError as exc:
            report.errors.append((str(ref.path), f"cannot read: {exc.strerror}"))
            continue
        digest = hashlib.sha256(data).hexdigest()
        if same_place and row is not None and row.content_hash == digest:
            index.touch_entry(ref.entry_id, mtime_ns=st.st_mtime_ns, size=st.st_size)
            report.unchanged += 1
            continue
        try:
            entry = store.read(ref)
        except InvalidInputError as exc:
            report.errors.append((str(ref.path), str(exc)))
            continue
        index_entry(index, entry, str(ref.path), data, st.st_mtime_ns, chunker)
        if row is None:
            report.added += 1
        else:
            report.updated += 1
    for entry_id in existing.keys() - seen.keys():
        index.delete_entry(entry_id)
        report.removed += 1
    return report
