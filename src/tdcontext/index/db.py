"""The SQLite index: one connection per engine, WAL, migrations, and every query we run.

Invariant: the index is derived from the entry files. Each entry's rows (entry, chunks, FTS,
embeddings) change together in one IMMEDIATE transaction, so a crash leaves either the old
entry or the new one, and concurrent writers from other processes wait rather than corrupt.
Every vector change bumps `vectors_generation`, which dense search uses to refresh its cache.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..corpus.entry import Entry, now_iso
from ..errors import IndexError_
from .migrations import apply_migrations

if TYPE_CHECKING:  # numpy is imported where vectors are stored or read, not for `list` or `get`
    import numpy as np

BUSY_TIMEOUT_MS = 30_000


def open_connection(path: Path | str, *, driver: str = "sqlite3") -> Any:
    """Open the index with the chosen driver (`sqlite3` or `sqlean` for extensions)."""
    if driver == "sqlean":
        import sqlean as module
    else:
        module = sqlite3
    try:
        conn = module.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                              check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if str(path) != ":memory:":
            _use_wal(conn, module)
        conn.execute("PRAGMA synchronous = NORMAL")
    except module.Error as exc:
        if _is_busy(exc):
            raise IndexError_(f"the index at {path} stayed busy for {BUSY_TIMEOUT_MS // 1000} s (another "
                              "process holds a write lock); retry when it is done") from exc
        raise IndexError_(f"cannot open the index at {path}: {exc}; try `tdcontext index --rebuild`") from exc
    return conn


def _is_busy(exc: BaseException) -> bool:
    return "locked" in str(exc) or "busy" in str(exc)


def _use_wal(conn: Any, module: Any) -> None:
    """Switch to WAL, waiting out other writers.

    Trigger: two processes open a fresh index at once (two CLI calls on a new home), and one
    holds a write lock while the other asks for WAL. Reason: SQLite answers that request with
    SQLITE_BUSY at once, without calling the busy handler. Outcome: retry with backoff up to
    the busy timeout, and skip the switch when another process already made the file WAL.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    delay = 0.005
    while True:
        try:
            mode = conn.execute("PRAGMA journal_mode").fetchone()
            if mode is None or str(mode[0]).lower() != "wal":
                conn.execute("PRAGMA journal_mode = WAL")
            return
        except module.OperationalError as exc:
            if not _is_busy(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.1)


def set_aside_if_unusable(path: Path) -> Path | None:
    """Rename an index that cannot be opened (corrupt, or from a newer tdcontext) out of the way.

    The index is derived from the files, so `index --rebuild` may start afresh; the old file
    (and its -wal/-shm) is kept as `<name>.broken-<n>` rather than deleted. Returns its new
    path, or None when the index opened fine or does not exist.
    """
    if not path.exists():
        return None
    try:
        Index(path).close()
        return None
    except IndexError_ as exc:
        if _is_busy(exc):  # busy is not broken: another process is using a good index
            raise
    n = 1
    while path.with_name(f"{path.name}.broken-{n}").exists():
        n += 1
    target = path.with_name(f"{path.name}.broken-{n}")
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    path.rename(target)
    return target


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class EntryRow:
    id: str
    project: str
    kind: str
    content_type: str
    title: str
    tags: tuple[str, ...]
    path: str
    content_hash: str
    mtime_ns: int
    size: int
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class PendingChunk:
    chunk_id: int
    entry_id: str
    entry_kind: str
    text: str


class Index:
    """All reads and writes of `index.sqlite`. Thread-safe through one lock per instance."""

    def __init__(self, path: Path | str, *, driver: str = "sqlite3") -> None:
        self.path = path
        self.driver = driver
        self.conn = open_connection(path, driver=driver)
        self._errors: tuple[type[BaseException], ...] = (sqlite3.Error,)
        if driver == "sqlean":
            import sqlean

            self._errors += (sqlean.Error,)
        self.lock = threading.RLock()
        self._doc_counts: dict[str, int] = {}
        self._doc_counts_key: tuple[int, int] = (-1, -1)
        try:
            apply_migrations(self.conn)
        except self._errors as exc:
            raise IndexError_(f"cannot prepare the index at {path}: {exc}; try `tdcontext index --rebuild`") from exc

    def close(self) -> None:
        with self.lock:
            self.conn.close()

    @contextmanager
    def write(self) -> Iterator[Any]:
        """One IMMEDIATE transaction; rolled back on any error; driver errors become IndexError_."""
        with self.lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE")
            except self._errors as exc:
                raise self._translate(exc) from exc
            try:
                yield self.conn
            except BaseException as exc:
                self.conn.execute("ROLLBACK")
                if isinstance(exc, self._errors):
                    raise self._translate(exc) from exc
                raise
            try:
                self.conn.execute("COMMIT")
            except self._errors as exc:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise self._translate(exc) from exc

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.lock:
            try:
                rows: list[Any] = self.conn.execute(sql, params).fetchall()
                return rows
            except self._errors as exc:
                raise self._translate(exc) from exc

    def change_key(self) -> tuple[int, int]:
        """A value that moves whenever the index may have changed: a write on this connection, or
        a commit by another connection or process (which `PRAGMA data_version` reports)."""
        with self.lock:
            try:
                return int(self.conn.execute("PRAGMA data_version").fetchone()[0]), self.conn.total_changes
            except self._errors as exc:
                raise self._translate(exc) from exc

    def term_doc_counts(self, terms: Sequence[str]) -> tuple[int, dict[str, int]]:
        """(chunks in the index, {term: chunks whose title or text holds it}), FTS5 stemming applied.

        Remembered per term until the index changes (a write here, or a commit by another
        process, which `PRAGMA data_version` reports), so repeated terms cost nothing.
        """
        with self.lock:
            try:
                key = self.change_key()
                if key != self._doc_counts_key:
                    self._doc_counts = {"": int(self.conn.execute("SELECT count(*) FROM chunks").fetchone()[0])}
                    self._doc_counts_key = key
                if len(self._doc_counts) > 50_000:  # a long-lived server: keep the memory bounded
                    self._doc_counts = {"": self._doc_counts[""]}
                counts: dict[str, int] = {}
                for term in terms:
                    count = self._doc_counts.get(term)
                    if count is None:
                        phrase = '"' + term.replace('"', '""') + '"'
                        count = int(self.conn.execute(
                            "SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?", (phrase,)).fetchone()[0])
                        self._doc_counts[term] = count
                    counts[term] = count
                return self._doc_counts[""], counts
            except self._errors as exc:
                raise self._translate(exc) from exc

    def _translate(self, exc: BaseException) -> IndexError_:
        """Callers never see driver errors: a lock that outlived busy_timeout, or a broken file."""
        if "locked" in str(exc) or "busy" in str(exc):
            return IndexError_(f"the index at {self.path} is busy (another process holds a write lock); retry")
        return IndexError_(f"the index at {self.path} failed: {exc}; try `tdcontext index --rebuild`")

    # ---- entries -------------------------------------------------------------------------

    def entry_rows(self) -> dict[str, EntryRow]:
        rows = self.query("SELECT * FROM entries")
        return {r[0]: _entry_row(r) for r in rows}

    def entry_row(self, entry_id: str) -> EntryRow | None:
        rows = self.query("SELECT * FROM entries WHERE id = ?", (entry_id,))
        return _entry_row(rows[0]) if rows else None

    def upsert_entry(
        self,
        entry: Entry,
        *,
        path: str,
        content_hash: str,
        mtime_ns: int,
        size: int,
        chunks: Sequence[str],
    ) -> None:
        """Replace one entry's rows; vectors of unchanged chunk texts are kept."""
        with self.write() as conn:
            old = {
                row[0]: (row[1], row[2], row[3])
                for row in conn.execute(
                    "SELECT c.text_hash, e.model_version, e.vector, e.created_at FROM chunks c "
                    "JOIN embeddings e ON e.chunk_id = c.id WHERE c.entry_id = ?",
                    (entry.id,),
                )
            }
            self._delete_rows(conn, entry.id)
            conn.execute(
                "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    entry.id, entry.project, entry.kind, entry.content_type, entry.display_title,
                    json.dumps(list(entry.tags)), path, content_hash, mtime_ns, size,
                    entry.created_at, entry.updated_at,
                ),
            )
            stamp = now_iso()
            for ord_, chunk in enumerate(chunks):
                h = text_hash(entry.display_title + "\n" + chunk)
                cur = conn.execute(
                    "INSERT INTO chunks (entry_id, ord, text, text_hash) VALUES (?,?,?,?)",
                    (entry.id, ord_, chunk, h),
                )
                chunk_id = cur.lastrowid
                conn.execute(
                    "INSERT INTO chunks_fts (rowid, title, body) VALUES (?,?,?)",
                    (chunk_id, entry.display_title, chunk),
                )
                if h in old:
                    model_version, vector, _ = old[h]
                    conn.execute(
                        "INSERT INTO embeddings VALUES (?,?,?,?,?,?,?)",
                        (chunk_id, entry.id, entry.kind, model_version, vector, stamp, stamp),
                    )
            self._bump_generation(conn)

    def touch_entry(self, entry_id: str, *, mtime_ns: int, size: int) -> None:
        with self.write() as conn:
            conn.execute("UPDATE entries SET mtime_ns = ?, size = ? WHERE id = ?", (mtime_ns, size, entry_id))

    def delete_entry(self, entry_id: str) -> bool:
        with self.write() as conn:
            existed = self._delete_rows(conn, entry_id)
            self._bump_generation(conn)
        return existed

    def _delete_rows(self, conn: Any, entry_id: str) -> bool:
        conn.execute("DELETE FROM embeddings WHERE entry_id = ?", (entry_id,))
        conn.execute(
            "DELETE FROM chunks_fts WHERE rowid IN (SELECT id FROM chunks WHERE entry_id = ?)", (entry_id,)
        )
        conn.execute("DELETE FROM chunks WHERE entry_id = ?", (entry_id,))
        cur = conn.execute("DELETE FROM entries WHERE id = ?", (entry_id,))
        return bool(cur.rowcount)

    # ---- embeddings ------------------------------------------------------------------------

    def pending_chunks(self, model_version: str, *, limit: int, entry_ids: Iterable[str] | None = None) -> list[PendingChunk]:
        """Chunks with no vector of `model_version`, oldest entries first."""
        sql = (
            "SELECT c.id, c.entry_id, en.kind, en.title || char(10) || c.text FROM chunks c "
            "JOIN entries en ON en.id = c.entry_id "
            "LEFT JOIN embeddings e ON e.chunk_id = c.id AND e.model_version = ? "
            "WHERE e.chunk_id IS NULL"
        )
        params: list[Any] = [model_version]
        if entry_ids is not None:
            ids = list(entry_ids)
            if not ids:
                return []
            sql += f" AND c.entry_id IN ({','.join('?' * len(ids))})"
            params.extend(ids)
        sql += " ORDER BY c.id LIMIT ?"
        params.append(limit)
        return [PendingChunk(*row) for row in self.query(sql, params)]

    def count_pending(self, model_version: str) -> int:
        row = self.query(
            "SELECT COUNT(*) FROM chunks c LEFT JOIN embeddings e ON e.chunk_id = c.id "
            "AND e.model_version = ? WHERE e.chunk_id IS NULL",
            (model_version,),
        )
        return int(row[0][0])

    def store_vectors(self, chunks: Sequence[PendingChunk], vectors: np.ndarray, model_version: str) -> int:
        """Persist vectors for chunks that still exist (an entry may have changed meanwhile)."""
        import numpy as np

        stamp = now_iso()
        stored = 0
        with self.write() as conn:
            for chunk, vec in zip(chunks, vectors):
                cur = conn.execute(
                    "INSERT INTO embeddings (chunk_id, entry_id, entry_kind, model_version, vector, created_at, updated_at) "
                    "SELECT ?,?,?,?,?,?,? WHERE EXISTS (SELECT 1 FROM chunks WHERE id = ? AND entry_id = ?) "
                    "ON CONFLICT(chunk_id) DO UPDATE SET model_version = excluded.model_version, "
                    "vector = excluded.vector, updated_at = excluded.updated_at",
                    (chunk.chunk_id, chunk.entry_id, chunk.entry_kind, model_version,
                     np.asarray(vec, dtype=np.float32).tobytes(), stamp, stamp, chunk.chunk_id, chunk.entry_id),
                )
                stored += cur.rowcount
            self._bump_generation(conn)
        return stored

    def vectors(self, model_version: str) -> tuple[np.ndarray, list[int], list[str]]:
        """All vectors of `model_version` as (matrix, chunk ids, entry ids)."""
        import numpy as np

        rows = self.query(
            "SELECT chunk_id, entry_id, vector FROM embeddings WHERE model_version = ? ORDER BY chunk_id",
            (model_version,),
        )
        if not rows:
            return np.zeros((0, 0), dtype=np.float32), [], []
        matrix = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), -1)
        return matrix, [r[0] for r in rows], [r[1] for r in rows]

    def generation(self) -> int:
        return int(self.query("SELECT value FROM meta WHERE key = 'vectors_generation'")[0][0])

    def _bump_generation(self, conn: Any) -> None:
        conn.execute(
            "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vectors_generation'"
        )

    # ---- status ----------------------------------------------------------------------------

    def counts(self) -> dict[str, Any]:
        by_kind = dict(self.query("SELECT kind, COUNT(*) FROM entries GROUP BY kind"))
        by_project = dict(self.query("SELECT project, COUNT(*) FROM entries GROUP BY project"))
        chunks = self.query("SELECT COUNT(*) FROM chunks")[0][0]
        models = dict(self.query("SELECT model_version, COUNT(*) FROM embeddings GROUP BY model_version"))
        return {
            "entries": sum(by_kind.values()),
            "by_kind": by_kind,
            "by_project": by_project,
            "chunks": chunks,
            "vectors_by_model": models,
        }


def _entry_row(r: Sequence[Any]) -> EntryRow:
    return EntryRow(
        id=r[0], project=r[1], kind=r[2], content_type=r[3], title=r[4],
        tags=tuple(json.loads(r[5])), path=r[6], content_hash=r[7], mtime_ns=r[8], size=r[9],
        created_at=r[10], updated_at=r[11],
    )
