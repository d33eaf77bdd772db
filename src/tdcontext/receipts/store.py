"""The receipt store: an opt-in, bounded, private JSON file of the most recent receipts.

Off by default; `TDCONTEXT_RECEIPTS=persist` turns it on. The file is
`$TDCONTEXT_HOME/receipts.json` unless `TDCONTEXT_RECEIPTS_PATH` (absolute) names another.
Shape: {"version": 1, "receipts": [oldest ... newest]}.

Retention, whichever is hit first: at most `max_count` receipts (100), none older than
`max_age_seconds` (7 days, by the injectable clock), at most `max_bytes` (256 KiB) serialised.

Invariants: the file is 0600 in a 0700 folder, replaced atomically (temp + fsync + rename),
never written through a symlink; every read-modify-write holds an exclusive lock on a
sibling `.lock` file, so concurrent writer processes never lose a receipt to each other; a
corrupt store is set aside (`.corrupt-<time>`) and started afresh, never silently merged.
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
STORE_VERSION = 1

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
    """Append, list and fetch receipts in one JSON file. Safe across threads and processes."""

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
        """Add `receipt` (a receipt id already stored is replaced, not duplicated), then apply retention."""
        try:
            self._ensure_dir()
            with _locked(self.lock_path):
                receipts = self._read_unlocked(repair=True)
                receipts = [r for r in receipts if r.get("id") != receipt.get("id")]
                receipts.append(receipt)
                self._write_unlocked(self._retain(receipts))
        except OSError as exc:
            raise ReceiptStoreError(exc.strerror or type(exc).__name__) from exc

    def _retain(self, receipts: list[dict[str, Any]]) -> list[dict[str, Any]]:
        now = self.clock.time()
        kept = [r for r in receipts if (_ended(r) or now) >= now - self.max_age_seconds]
        kept = kept[-self.max_count:]
        while kept and len(self._encode(kept)) > self.max_bytes:
            kept = kept[1:]
        return kept

    @staticmethod
    def _encode(receipts: list[dict[str, Any]]) -> bytes:
        return json.dumps({"version": STORE_VERSION, "receipts": receipts}, ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")

    def _write_unlocked(self, receipts: list[dict[str, Any]]) -> None:
        atomic_write_bytes(self.path, self._encode(receipts), mode=0o600, refuse_symlinks=True)

    def _ensure_dir(self) -> None:
        directory = self.path.parent
        if not directory.exists():
            directory.mkdir(parents=True, mode=0o700, exist_ok=True)
        if directory.is_symlink() or self.path.is_symlink() or self.lock_path.is_symlink():
            raise OSError(40, "symlinked receipt store refused")

    # ---- reading ---------------------------------------------------------------------------

    def _read_unlocked(self, *, repair: bool = False) -> list[dict[str, Any]]:
        try:
            st = os.lstat(self.path)
        except FileNotFoundError:
            return []
        if stat.S_ISLNK(st.st_mode) or not stat.S_ISREG(st.st_mode):
            raise OSError(40, "receipt store is not a regular file")
        if st.st_size > 4 * self.max_bytes + 65536:
            return self._corrupt("oversized", repair)
        fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read()
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return self._corrupt("not JSON", repair)
        if not isinstance(data, dict) or not isinstance(data.get("receipts"), list):
            return self._corrupt("unexpected shape", repair)
        return [r for r in data["receipts"] if isinstance(r, dict) and isinstance(r.get("id"), str)]

    def _corrupt(self, why: str, repair: bool) -> list[dict[str, Any]]:
        if not repair:
            raise ReceiptStoreError(f"the store is corrupt ({why}); the next saved receipt sets it aside")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
        os.replace(self.path, aside)
        _warn_once(f"corrupt:{self.path}", f"receipt store was corrupt ({why}); set it aside and started a new one")
        return []

    def read_all(self) -> list[dict[str, Any]]:
        """Every stored receipt, oldest first (empty when nothing was ever stored)."""
        try:
            if not self.path.exists() and not self.path.is_symlink():
                return []
            return self._read_unlocked()
        except OSError as exc:
            raise ReceiptStoreError(exc.strerror or type(exc).__name__) from exc

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
