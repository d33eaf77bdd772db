"""The receipt store: an opt-in, bounded, private JSON Lines file of the most recent receipts.

Off by default; `TDCONTEXT_RECEIPTS=persist` turns it on. The file is
`$TDCONTEXT_HOME/receipts.jsonl` unless `TDCONTEXT_RECEIPTS_PATH` (absolute) names another.
One receipt per line, oldest first.

Retention, whichever is hit first: at most `max_count` receipts (100), none older than
`max_age_seconds` (7 days, by the injectable clock), at most `max_bytes` (256 KiB) on disk.
A write that would cross a bound compacts the file to 80% of the count and size bounds, so
most writes are a single appended line.

Invariants: the file is 0600 in a 0700 folder and never written through a symlink; a
compaction replaces it atomically (temp + fsync + rename), an append is fsynced; every write
holds an exclusive lock on a sibling `.lock` file, so concurrent writer processes never lose
a receipt to each other; unreadable lines (a torn write) are skipped on read and, at the next
compaction, kept aside in a private `.corrupt-<time>` copy, never silently merged.
Errors here are `ReceiptStoreError`; `persist_safely` turns them into one logged warning so a
storage failure never changes a turn's answer or its mutations.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError, NotFoundError, TdcontextError
from ..fsutil import atomic_write_bytes
from .receipt import STATUSES, Clock, SystemClock

__all__ = [
    "MAX_AGE_SECONDS",
    "MAX_COUNT",
    "MAX_STORE_BYTES",
    "ReceiptStore",
    "ReceiptStoreError",
    "persist_safely",
]

log = logging.getLogger("tdcontext.receipts")

MAX_COUNT = 100
MAX_AGE_SECONDS = 7 * 24 * 3600
MAX_STORE_BYTES = 256 * 1024
LIST_LIMIT_MAX = 50

_warned: set[str] = set()


class ReceiptStoreError(TdcontextError):
    """The receipt store could not be read or written. `reason` says why, never the path."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"receipt store unavailable: {reason}")
        self.reason = reason


@contextmanager
def _locked(lock_path: Path) -> Iterator[None]:
    """An exclusive lock across processes (fcntl on POSIX, msvcrt on Windows)."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(lock_path, flags, 0o600)
    try:
        try:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX)
        except ImportError:  # pragma: no cover - Windows
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_LOCK, 1)  # type: ignore[attr-defined]
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _ended(receipt: dict[str, Any]) -> float | None:
    stamp = receipt.get("ended_at")
    if not isinstance(stamp, str):
        return None
    try:
        return datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp()
    except ValueError:
        return None


class ReceiptStore:
    """Append, list and fetch receipts in one JSON Lines file. Safe across threads and processes."""

    def __init__(
        self,
        path: Path,
        *,
        max_count: int = MAX_COUNT,
        max_age_seconds: float = MAX_AGE_SECONDS,
        max_bytes: int = MAX_STORE_BYTES,
        clock: Clock | None = None,
    ) -> None:
        if not Path(path).is_absolute():
            raise InvalidInputError(f"the receipt store path must be absolute, got {str(path)!r}")
        self.path = Path(path)
        self.lock_path = self.path.with_name(self.path.name + ".lock")
        self.max_count = max_count
        self.max_age_seconds = max_age_seconds
        self.max_bytes = max_bytes
        self.clock: Clock = clock or SystemClock()

    # ---- writing ---------------------------------------------------------------------------

    def append(self, receipt: dict[str, Any]) -> None:
        """Add `receipt` as one line, then keep the bounds.

        The common case is one appended, fsynced line. When the line would break a bound
        (count, size, or the oldest receipt's age), the file is compacted instead: rewritten
        atomically with the receipts inside the bounds, trimmed to a low-water mark (80%) so
        the next appends are cheap again.
        """
        line = json.dumps(receipt, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
        try:
            self._ensure_dir()
            with _locked(self.lock_path):
                raw = self._read_bytes()
                lines = raw.count(b"\n")
                torn = bool(raw) and not raw.endswith(b"\n")
                oldest = _ended(_first_record(raw)) if raw else None
                now = self.clock.time()
                fits = (lines + 1 <= self.max_count and len(raw) + len(line) + torn <= self.max_bytes
                        and (oldest is None or oldest >= now - self.max_age_seconds) and not torn)
                if fits:
                    self._append_line(line)
                else:
                    self._compact(raw, line)
        except OSError as exc:
            raise ReceiptStoreError(exc.strerror or type(exc).__name__) from exc

    def _append_line(self, line: bytes) -> None:
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(self.path, flags, 0o600)
        try:
            os.write(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)

    def _compact(self, raw: bytes, line: bytes) -> None:
        records, bad = _parse(raw)
        if bad:
            aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
            atomic_write_bytes(aside, raw, mode=0o600, refuse_symlinks=True)
            _warn_once(f"corrupt:{self.path}", f"the receipt store had {bad} unreadable line(s); "
                       "kept a private copy beside it and dropped them")
        new = json.loads(line)
        records = [r for r in records if r.get("id") != new.get("id")] + [new]
        kept = self._retain(records, count=max(1, int(self.max_count * 0.8)), size=int(self.max_bytes * 0.8))
        data = b"".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
                        for r in kept)
        atomic_write_bytes(self.path, data, mode=0o600, refuse_symlinks=True)

    def _retain(self, receipts: list[dict[str, Any]], *, count: int, size: int) -> list[dict[str, Any]]:
        now = self.clock.time()
        kept = [r for r in receipts if (_ended(r) or now) >= now - self.max_age_seconds]
        kept = kept[-count:]
        sizes = [len(json.dumps(r, ensure_ascii=False, separators=(",", ":")).encode("utf-8")) + 1 for r in kept]
        total = sum(sizes)
        drop = 0
        while drop < len(kept) - 1 and total > size:
            total -= sizes[drop]
            drop += 1
        return kept[drop:]

    def _ensure_dir(self) -> None:
        directory = self.path.parent
        if not directory.exists():
            directory.mkdir(parents=True, mode=0o700, exist_ok=True)
        if directory.is_symlink() or self.path.is_symlink() or self.lock_path.is_symlink():
            raise OSError(40, "symlinked receipt store refused")

    # ---- reading ---------------------------------------------------------------------------

    def _read_bytes(self) -> bytes:
        try:
            st = os.lstat(self.path)
        except FileNotFoundError:
            return b""
        if stat.S_ISLNK(st.st_mode) or not stat.S_ISREG(st.st_mode):
            raise OSError(40, "receipt store is not a regular file")
        fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as fh:
            return fh.read(8 * self.max_bytes + 65536)

    def read_all(self) -> list[dict[str, Any]]:
        """Every stored receipt inside the bounds, oldest first (empty when nothing was stored).

        Unreadable lines (a torn write, a hand edit) are skipped with one warning; the next
        write sets them aside.
        """
        try:
            raw = self._read_bytes()
        except OSError as exc:
            raise ReceiptStoreError(exc.strerror or type(exc).__name__) from exc
        records, bad = _parse(raw)
        if bad:
            _warn_once(f"unreadable:{self.path}", f"skipped {bad} unreadable line(s) in the receipt store")
        return self._retain(records, count=self.max_count, size=self.max_bytes)

    def list(self, *, limit: int = 10, status: str | None = None) -> list[dict[str, Any]]:
        """Newest first; `limit` 1-50; `status` one of success|failed|cancelled|max_steps."""
        check_query(limit, status)
        receipts = [r for r in reversed(self.read_all()) if status is None or r.get("status") == status]
        return receipts[:limit]

    def get(self, receipt_id: str) -> dict[str, Any]:
        for r in self.read_all():
            if r.get("id") == receipt_id:
                return r
        raise NotFoundError(f"no receipt {receipt_id!r}; list them with `tdcontext receipts`")


def _parse(raw: bytes) -> tuple[list[dict[str, Any]], int]:
    """(receipts, number of unreadable lines) from the store's bytes."""
    records: list[dict[str, Any]] = []
    bad = 0
    for chunk in raw.split(b"\n"):
        if not chunk.strip():
            continue
        try:
            item = json.loads(chunk.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            bad += 1
            continue
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            records.append(item)
        else:
            bad += 1
    return records, bad


def _first_record(raw: bytes) -> dict[str, Any]:
    head = raw.split(b"\n", 1)[0]
    try:
        item = json.loads(head.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return {}
    return item if isinstance(item, dict) else {}


def check_query(limit: Any, status: Any) -> None:
    """Validate list arguments; the messages quote the bad value."""
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= LIST_LIMIT_MAX:
        raise InvalidInputError(f"limit must be an integer from 1 to {LIST_LIMIT_MAX}, got {limit!r}")
    if status is not None and status not in STATUSES:
        raise InvalidInputError(f"status must be one of {', '.join(STATUSES)}, got {status!r}")


def _warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        log.warning(message)


def persist_safely(store: ReceiptStore, receipt: dict[str, Any]) -> bool:
    """Append `receipt`; on any storage failure log once (per reason) and return False."""
    try:
        store.append(receipt)
        return True
    except ReceiptStoreError as exc:
        _warn_once(f"fail:{exc.reason}", f"could not save the turn receipt ({exc.reason}); the turn itself is unaffected")
    except Exception as exc:  # noqa: BLE001 -- an unexpected failure must not reach the turn either
        _warn_once(f"fail:{type(exc).__name__}",
                   f"could not save the turn receipt ({type(exc).__name__}); the turn itself is unaffected")
    return False
