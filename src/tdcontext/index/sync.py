"""Bring the index in line with the entry files: new, edited, moved and deleted files.

Invariant: a file whose (mtime, size) or content hash is unchanged is skipped; a broken file
is reported and skipped while the rest continue (its previous index rows, if any, stay);
rows whose file is gone are removed. Links, FIFOs, devices and oversize files are never
read: they land in `SyncReport.skipped`, and `status` shows the last sync's list.
"""

from __future__ import annotations

import hashlib
import json
import os
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
    #: Files never read: symlinks, FIFOs, devices, oversize files (path, reason).
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {
            "added": self.added,
            "updated": self.updated,
            "removed": self.removed,
            "unchanged": self.unchanged,
            "errors": [{"path": p, "message": m} for p, m in self.errors],
            "skipped": [{"path": p, "reason": r} for p, r in self.skipped],
        }


#: How many skipped files the index remembers for `status` (the count is always exact).
MAX_SKIPPED_RECORDED = 50


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
    scan = store.scan()
    report.skipped.extend(scan.skipped)
    for ref in scan.files:
        if ref.entry_id in seen:
            report.errors.append(
                (str(ref.path), f"id {ref.entry_id!r} also exists at {seen[ref.entry_id].path}; rename one file")
            )
            continue
        seen[ref.entry_id] = ref
        try:
            st = os.lstat(ref.path)
        except FileNotFoundError:
            seen.pop(ref.entry_id)
            continue
        row = existing.get(ref.entry_id)
        same_place = row is not None and row.path == str(ref.path)
        if same_place and row is not None and row.mtime_ns == st.st_mtime_ns and row.size == st.st_size:
            report.unchanged += 1
            continue
        try:
            # No link, regular file, capped: a file swapped for a link after the scan is refused.
            data = store.read_bytes(ref)
        except InvalidInputError as exc:
            report.skipped.append((str(ref.path), str(exc)))
            continue
        except OSError as exc:
            report.errors.append((str(ref.path), f"cannot read: {exc.strerror}"))
            continue
        digest = hashlib.sha256(data).hexdigest()
        if same_place and row is not None and row.content_hash == digest:
            index.touch_entry(ref.entry_id, mtime_ns=st.st_mtime_ns, size=st.st_size)
            report.unchanged += 1
            continue
        try:
            entry = store.parse_bytes(ref, data)
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
    record_skipped(index, report.skipped)
    return report


def record_skipped(index: Index, skipped: list[tuple[str, str]]) -> None:
    """Remember the last sync's skipped files for `status` (meta key `skipped_files`)."""
    value = json.dumps(
        {"count": len(skipped), "files": [{"path": p, "reason": r} for p, r in skipped[:MAX_SKIPPED_RECORDED]]},
        ensure_ascii=False,
    )
    with index.write() as conn:
        conn.execute(
            "INSERT INTO meta (key, value) VALUES ('skipped_files', ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (value,),
        )


def recorded_skipped(index: Index) -> dict[str, object]:
    """What the last sync skipped: {"count", "files": [{"path", "reason"}]}."""
    rows = index.query("SELECT value FROM meta WHERE key = 'skipped_files'")
    if not rows:
        return {"count": 0, "files": []}
    try:
        data = json.loads(rows[0][0])
    except (TypeError, ValueError):
        return {"count": 0, "files": []}
    return data if isinstance(data, dict) else {"count": 0, "files": []}
