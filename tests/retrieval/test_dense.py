"""Dense search: numpy scan and sqlite-vec agree; caches follow writes and deletes; filters."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tdcontext.corpus.entry import make_entry
from tdcontext.index.db import Index
from tdcontext.retrieval.dense import (
    NumpyBackend,
    SqliteVecBackend,
    sqlite_vec_available,
)

MODEL = "test-model@1"
DIM = 16

needs_vec = pytest.mark.skipif(not sqlite_vec_available(), reason="sqlean + sqlite-vec not installed")


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    m = rng.normal(size=(n, DIM)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def _fill(index: Index, vectors: np.ndarray, *, start: int = 0) -> list[str]:
    ids = []
    for i, _vec in enumerate(vectors, start=start):
        entry_id = f"e{i}"
        entry = make_entry(f"text {i}", entry_id=entry_id, kind=("memory", "knowledge", "recipe")[i % 3],
                           project=f"p{i % 2}")
        index.upsert_entry(entry, path=f"/{entry_id}.md", content_hash="h", mtime_ns=1, size=1,
                           chunks=[f"text {i}"])
        ids.append(entry_id)
    pending = index.pending_chunks(MODEL, limit=len(vectors) + 10)
    by_entry = {p.entry_id: p for p in pending}
    index.store_vectors([by_entry[e] for e in ids], vectors, MODEL)
    return ids


@pytest.fixture(params=["numpy", pytest.param("sqlite-vec", marks=needs_vec)])
def backend_env(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Index, object]]:
    driver = "sqlean" if request.param == "sqlite-vec" else "sqlite3"
    index = Index(tmp_path / "index.sqlite", driver=driver)
    backend = SqliteVecBackend(index, MODEL) if request.param == "sqlite-vec" else NumpyBackend(index, MODEL)
    yield index, backend
    index.close()


def _search(backend: object, q: np.ndarray, limit: int = 5, **filters: str | None) -> list[str]:
    args = {"project": None, "kind": None, "exclude_project": None, **filters}
    return [h.entry_id for h in backend.search(q, limit=limit, **args)]  # type: ignore[attr-defined]


@needs_vec
def test_numpy_and_sqlite_vec_agree(tmp_path: Path) -> None:
    rng = np.random.default_rng(7)
    vectors = _unit(rng, 300)
    index = Index(tmp_path / "index.sqlite", driver="sqlean")
    _fill(index, vectors)
    np_backend, vec_backend = NumpyBackend(index, MODEL), SqliteVecBackend(index, MODEL)
    for q in _unit(rng, 20):
        a = np_backend.search(q, limit=10, project=None, kind=None, exclude_project=None)
        b = vec_backend.search(q, limit=10, project=None, kind=None, exclude_project=None)
        assert [h.entry_id for h in a] == [h.entry_id for h in b]
        assert [h.cosine for h in a] == pytest.approx([h.cosine for h in b], abs=1e-5)
        fa = _search(np_backend, q, 10, project="p1", kind="recipe")
        assert fa == _search(vec_backend, q, 10, project="p1", kind="recipe")
    index.close()


def test_exact_match_ranks_first_with_cosine_one(backend_env: tuple[Index, object]) -> None:
    index, backend = backend_env
    vectors = _unit(np.random.default_rng(1), 50)
    ids = _fill(index, vectors)
    hits = backend.search(vectors[17], limit=3, project=None, kind=None, exclude_project=None)  # type: ignore[attr-defined]
    assert hits[0].entry_id == ids[17]
    assert hits[0].cosine == pytest.approx(1.0, abs=1e-5)
    assert [h.cosine for h in hits] == sorted((h.cosine for h in hits), reverse=True)


def test_cache_follows_writes_and_deletes(backend_env: tuple[Index, object]) -> None:
    index, backend = backend_env
    rng = np.random.default_rng(2)
    vectors = _unit(rng, 10)
    _fill(index, vectors)
    assert _search(backend, vectors[3], 1) == ["e3"]
    index.delete_entry("e3")
    assert "e3" not in _search(backend, vectors[3], 10)
    extra = _unit(rng, 1)
    _fill(index, extra, start=100)
    assert _search(backend, extra[0], 1) == ["e100"]


def test_filters(backend_env: tuple[Index, object]) -> None:
    index, backend = backend_env
    vectors = _unit(np.random.default_rng(3), 60)
    _fill(index, vectors)
    q = vectors[0]
    by_project = _search(backend, q, 100, project="p1")
    assert by_project and all(int(e[1:]) % 2 == 1 for e in by_project)
    assert len(by_project) == 30
    by_kind = _search(backend, q, 100, kind="recipe")
    assert len(by_kind) == 20 and all(int(e[1:]) % 3 == 2 for e in by_kind)
    excluded = _search(backend, q, 100, exclude_project="p0")
    assert set(excluded) == set(by_project)
    assert _search(backend, q, 5, project="nope") == []
    # a narrow filter still fills `limit` (sqlite-vec widens its k)
    assert len(_search(backend, q, 5, project="p1", kind="memory")) == 5


def test_empty_index_and_wrong_dimension(backend_env: tuple[Index, object]) -> None:
    index, backend = backend_env
    assert _search(backend, np.ones(DIM, np.float32)) == []
    _fill(index, _unit(np.random.default_rng(4), 3))
    assert _search(backend, np.ones(DIM + 1, np.float32)) == []


def test_other_model_versions_are_ignored(backend_env: tuple[Index, object]) -> None:
    index, backend = backend_env
    entry = make_entry("x", entry_id="old")
    index.upsert_entry(entry, path="/old.md", content_hash="h", mtime_ns=1, size=1, chunks=["x"])
    index.store_vectors(index.pending_chunks("other@0", limit=5), _unit(np.random.default_rng(5), 1), "other@0")
    assert _search(backend, np.ones(DIM, np.float32) / 4) == []


def test_sqlite_vec_needs_the_sqlean_driver(tmp_path: Path) -> None:
    from tdcontext.errors import IndexError_

    index = Index(tmp_path / "index.sqlite")
    with pytest.raises(IndexError_, match="sqlean"):
        SqliteVecBackend(index, MODEL)
    index.close()


def test_a_big_scan_split_over_two_threads_gives_the_scores_of_one_scan() -> None:
    """`_scan` halves matrices of SPLIT_ROWS rows and more; the halves must be bit-identical to one pass."""
    import numpy as np

    from tdcontext.retrieval.dense import SPLIT_ROWS, _scan

    rng = np.random.default_rng(7)
    for rows in (SPLIT_ROWS - 1, SPLIT_ROWS, SPLIT_ROWS + 1, 3 * SPLIT_ROWS + 5):
        matrix = rng.standard_normal((rows, 16)).astype(np.float32)
        query = rng.standard_normal(16).astype(np.float32)
        np.testing.assert_array_equal(_scan(matrix, query), np.einsum("ij,j->i", matrix, query))
