"""The SQLite index: WAL, recorded migrations, per-entry rows, vector storage and generations."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import numpy as np
import pytest

from tdcontext.corpus.entry import make_entry
from tdcontext.errors import IndexError_
from tdcontext.index.db import Index
from tdcontext.index.migrations import MIGRATIONS, apply_migrations


@pytest.fixture
def index(tmp_path: Path) -> Index:
    idx = Index(tmp_path / "index.sqlite")
    yield idx
    idx.close()


def _add(index: Index, entry_id: str, chunks: list[str], *, title: str = "T", kind: str = "memory") -> None:
    entry = make_entry(" ".join(chunks), entry_id=entry_id, title=title, kind=kind)
    index.upsert_entry(entry, path=f"/x/{entry_id}.md", content_hash="h", mtime_ns=1, size=1, chunks=chunks)


def test_wal_mode_and_migrations_recorded(index: Index, tmp_path: Path) -> None:
    assert index.query("PRAGMA journal_mode")[0][0] == "wal"
    names = [r[0] for r in index.query("SELECT name FROM migrations ORDER BY name")]
    assert names == [name for name, _ in MIGRATIONS]
    # opening again applies nothing new
    assert apply_migrations(index.conn) == []
    again = Index(tmp_path / "index.sqlite")
    again.close()


def test_fts5_uses_porter_unicode61(index: Index) -> None:
    sql = index.query("SELECT sql FROM sqlite_master WHERE name = 'chunks_fts'")[0][0]
    assert "porter unicode61" in sql


def test_index_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite"
    Index(path).close()
    con = sqlite3.connect(path)
    con.execute("INSERT INTO migrations VALUES ('9999_future', 'now')")
    con.commit()
    con.close()
    with pytest.raises(IndexError_, match="9999_future"):
        Index(path)


def test_garbage_file_is_an_index_error(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(IndexError_, match="index --rebuild"):
        Index(path)


def test_upsert_replaces_rows_and_keeps_vectors_of_unchanged_chunks(index: Index) -> None:
    _add(index, "e", ["alpha words", "beta words"])
    pending = index.pending_chunks("m1", limit=10)
    assert [p.text for p in pending] == ["T\nalpha words", "T\nbeta words"]
    index.store_vectors(pending, np.eye(2, 4, dtype=np.float32), "m1")
    assert index.count_pending("m1") == 0
    _add(index, "e", ["alpha words", "gamma words"])
    assert [p.text for p in index.pending_chunks("m1", limit=10)] == ["T\ngamma words"]
    matrix, _, entry_ids = index.vectors("m1")
    assert entry_ids == ["e"] and matrix.shape == (1, 4)
    assert np.array_equal(matrix[0], np.eye(2, 4, dtype=np.float32)[0])
    assert index.query("SELECT COUNT(*) FROM chunks_fts")[0][0] == 2


def test_title_change_invalidates_vectors(index: Index) -> None:
    _add(index, "e", ["same text"], title="Old")
    index.store_vectors(index.pending_chunks("m", limit=5), np.ones((1, 3), np.float32), "m")
    _add(index, "e", ["same text"], title="New")
    assert index.count_pending("m") == 1


def test_delete_removes_everything(index: Index) -> None:
    _add(index, "e", ["one", "two"])
    index.store_vectors(index.pending_chunks("m", limit=5), np.ones((2, 3), np.float32), "m")
    assert index.delete_entry("e") is True
    assert index.delete_entry("e") is False
    for table in ("entries", "chunks", "chunks_fts", "embeddings"):
        assert index.query(f"SELECT COUNT(*) FROM {table}")[0][0] == 0


def test_store_vectors_skips_chunks_that_vanished(index: Index) -> None:
    _add(index, "e", ["text one"])
    stale = index.pending_chunks("m", limit=5)
    _add(index, "e", ["text two"])  # new chunk ids; the old ones are gone
    assert index.store_vectors(stale, np.ones((1, 3), np.float32), "m") == 0
    assert index.count_pending("m") == 1


def test_every_vector_change_bumps_the_generation(index: Index) -> None:
    g0 = index.generation()
    _add(index, "e", ["x"])
    g1 = index.generation()
    index.store_vectors(index.pending_chunks("m", limit=5), np.ones((1, 3), np.float32), "m")
    g2 = index.generation()
    index.delete_entry("e")
    assert g0 < g1 < g2 < index.generation()


def test_pending_is_per_model_version(index: Index) -> None:
    _add(index, "e", ["x", "y"])
    index.store_vectors(index.pending_chunks("old", limit=5), np.ones((2, 3), np.float32), "old")
    assert index.count_pending("old") == 0
    assert index.count_pending("new") == 2
    assert index.counts()["vectors_by_model"] == {"old": 2}


def test_pending_chunks_can_be_restricted_to_entries(index: Index) -> None:
    _add(index, "a", ["x"])
    _add(index, "b", ["y"])
    assert {p.entry_id for p in index.pending_chunks("m", limit=9, entry_ids=["b"])} == {"b"}
    assert index.pending_chunks("m", limit=9, entry_ids=[]) == []


def test_embeddings_table_has_the_documented_columns(index: Index) -> None:
    cols = [r[1] for r in index.query("PRAGMA table_info(embeddings)")]
    for col in ("entry_id", "entry_kind", "model_version", "vector", "created_at", "updated_at"):
        assert col in cols
    _add(index, "e", ["x"], kind="recipe")
    index.store_vectors(index.pending_chunks("m", limit=5), np.array([[0.5, 0.25]], np.float32), "m")
    row = index.query("SELECT entry_id, entry_kind, model_version, vector FROM embeddings")[0]
    assert row[:3] == ("e", "recipe", "m")
    assert np.frombuffer(row[3], dtype=np.float32).tolist() == [0.5, 0.25]


def test_integrity_check_ok_after_writes(index: Index) -> None:
    for i in range(20):
        _add(index, f"e{i}", [f"chunk {i}", "shared"])
    for i in range(0, 20, 3):
        index.delete_entry(f"e{i}")
    assert index.query("PRAGMA integrity_check")[0][0] == "ok"
    assert index.query("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')") == []


def test_set_aside_only_moves_an_unusable_index(tmp_path: Path) -> None:
    from tdcontext.index.db import set_aside_if_unusable

    path = tmp_path / "index.sqlite"
    assert set_aside_if_unusable(path) is None
    Index(path).close()
    assert set_aside_if_unusable(path) is None and path.exists()
    path.write_bytes(b"garbage" * 500)
    Path(str(path) + "-wal").write_bytes(b"junk")
    moved = set_aside_if_unusable(path)
    assert moved == tmp_path / "index.sqlite.broken-1"
    assert moved.read_bytes() == b"garbage" * 500 and (tmp_path / "index.sqlite.broken-1-wal").exists()
    assert not path.exists()
    path.write_bytes(b"garbage again" * 500)
    assert set_aside_if_unusable(path) == tmp_path / "index.sqlite.broken-2"


def test_a_locked_index_is_an_index_error_not_a_sqlite_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tdcontext.index.db.BUSY_TIMEOUT_MS", 100)
    path = tmp_path / "index.sqlite"
    index = Index(path)
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(IndexError_, match="busy") as info:
            _add(index, "e", ["x"])
        assert isinstance(info.value.__cause__, sqlite3.OperationalError)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    _add(index, "e", ["x"])  # usable again once the lock is gone
    assert index.entry_row("e") is not None
    index.close()


def test_sql_errors_inside_a_write_are_translated_and_rolled_back(index: Index) -> None:
    with pytest.raises(IndexError_), index.write() as conn:
        conn.execute("INSERT INTO meta (key, value) VALUES ('x', '1')")
        conn.execute("INSERT INTO no_such_table VALUES (1)")
    assert index.query("SELECT COUNT(*) FROM meta WHERE key = 'x'")[0][0] == 0
    with pytest.raises(IndexError_):
        index.query("SELECT * FROM no_such_table")


def _hold_write_lock(path: Path) -> sqlite3.Connection:
    """Another process's writer on a fresh (rollback-journal) file, mid-transaction."""
    holder = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    holder.execute("CREATE TABLE IF NOT EXISTS other (x)")
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("INSERT INTO other VALUES (1)")
    return holder


def test_opening_waits_for_a_writer_instead_of_failing_on_wal(tmp_path: Path) -> None:
    # two CLI calls on a fresh home: one holds a write lock while the other asks for WAL, which
    # SQLite refuses at once (no busy handler); the open must wait the writer out, not fail
    path = tmp_path / "index.sqlite"
    holder = _hold_write_lock(path)
    threading.Timer(0.3, lambda: holder.execute("COMMIT")).start()
    index = Index(path)
    try:
        assert index.query("PRAGMA journal_mode")[0][0] == "wal"
    finally:
        index.close()
        holder.close()


def test_a_busy_index_is_never_set_aside_as_broken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.index import db

    path = tmp_path / "index.sqlite"
    holder = _hold_write_lock(path)
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 200)
    try:
        with pytest.raises(IndexError_, match="busy"):
            db.set_aside_if_unusable(path)
        assert path.exists() and not list(tmp_path.glob("*.broken-*"))
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_concurrent_opens_of_a_fresh_index_all_succeed(tmp_path: Path) -> None:
    path = tmp_path / "index.sqlite"
    errors: list[BaseException] = []

    def open_one() -> None:
        try:
            Index(path).close()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=open_one) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
