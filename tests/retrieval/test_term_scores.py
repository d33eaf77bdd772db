"""Remembered per-term BM25 scores: FTS5's own scores, bit for bit, until the index changes."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcontext.corpus.entry import make_entry
from tdcontext.index.db import Index
from tdcontext.retrieval import lexical
from tdcontext.retrieval.chunking import chunk_text
from tdcontext.retrieval.lexical import query_terms, search_chunks
from tdcontext.retrieval.term_scores import TermScores, phrase

WORDS = ["kick", "kicks", "flash", "level", "feedback", "trail", "noise", "glsl", "render", "osc", "port",
         "strobe", "safe", "strobe_safe", "it's", "über", "naïve", "kick1", "audio", "chop", "top", "sop"]


def _add(index: Index, entry_id: str, title: str, text: str, project: str = "default") -> None:
    entry = make_entry(text, entry_id=entry_id, title=title, kind="knowledge", project=project)
    index.upsert_entry(entry, path=f"/{entry_id}.md", content_hash=entry_id, mtime_ns=1, size=1,
                       chunks=chunk_text(text))


def _fill(index: Index, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(count):
        title = " ".join(rng.choices(WORDS, k=rng.randint(1, 3)))
        text = " ".join(rng.choices(WORDS, k=rng.randint(3, 40)))
        _add(index, f"e{seed}-{i}", title, text, project="default" if i % 3 else "other")


def _fts(index: Index, terms: list[str], limit: int) -> list[tuple[int, float]]:
    expr = " OR ".join(phrase(t) for t in terms)
    rows = index.query("SELECT rowid, bm25(chunks_fts, 2.0, 1.0) AS s FROM chunks_fts WHERE chunks_fts MATCH ? "
                       "ORDER BY s LIMIT ?", (expr, limit))
    return [(int(r[0]), float(r[1])) for r in rows]


def _same_ranking(ours: list[tuple[int, float]], fts: list[tuple[int, float]]) -> None:
    """Equal scores in equal order; within a run of tied scores FTS5's order is its own."""
    assert [s for _, s in ours] == [s for _, s in fts]  # exact floats, not approximately
    by_score: dict[float, set[int]] = {}
    for chunk_id, score in fts:
        by_score.setdefault(score, set()).add(chunk_id)
    cut = fts[-1][1] if fts else None
    for chunk_id, score in ours:
        assert score == cut or chunk_id in by_score[score]  # at the cut, ties may pick other chunks
    assert [c for c, _ in ours] == sorted([c for c, _ in ours], key=lambda c: (dict(ours)[c], c))


@pytest.fixture()
def index(tmp_path: Path) -> Iterator[Index]:
    idx = Index(tmp_path / "index.sqlite")
    _fill(idx, 120, seed=1)
    yield idx
    idx.close()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS + ["absent", "ghost_word", '"quoted"', "a b"]), min_size=1, max_size=8,
                unique=True), st.integers(1, 150))
def test_scores_are_fts5_bm25_bit_for_bit(index: Index, terms: list[str], limit: int) -> None:
    cache = TermScores()
    for _ in range(2):  # cold, then every term remembered
        ours = cache.rank(index, terms, limit)
        assert ours is not None
        _same_ranking(ours, _fts(index, terms, limit))


def test_a_write_empties_the_cache_and_the_scores_follow(index: Index) -> None:
    cache = TermScores()
    terms = ["zebra", "flash", "strobe"]
    before = cache.rank(index, terms, 50)
    assert len(cache) == 3 and before is not None
    _add(index, "new", "zebra zebra", "zebra flash " * 5)
    ours = cache.rank(index, terms, 50)
    assert ours is not None and ours[0][0] == max(c for c, _ in ours)  # the new chunk ranks first
    assert ours[1:] != before[:-1]  # every score moved: the row count and mean length changed
    _same_ranking(ours, _fts(index, terms, 50))
    index.delete_entry("new")
    _same_ranking(cache.rank(index, terms, 50) or [], _fts(index, terms, 50))


def test_a_commit_by_another_connection_is_seen(index: Index, tmp_path: Path) -> None:
    cache = TermScores()
    cache.rank(index, ["noise", "glsl"], 20)
    other = Index(tmp_path / "index.sqlite")
    try:
        _add(other, "elsewhere", "glsl glsl", "noise glsl noise")
    finally:
        other.close()
    ours = cache.rank(index, ["noise", "glsl"], 20)
    assert ours is not None
    _same_ranking(ours, _fts(index, ["noise", "glsl"], 20))


def test_a_fetch_that_raced_a_commit_is_not_used(index: Index, monkeypatch: pytest.MonkeyPatch) -> None:
    keys = iter([(1, 1), (2, 1), (2, 1)])
    monkeypatch.setattr(index, "change_key", lambda: next(keys))
    cache = TermScores()
    assert cache.rank(index, ["kick", "osc"], 10) is None
    assert len(cache) == 0  # nothing from the raced read was kept


def test_search_chunks_asks_fts5_when_the_cache_declines(index: Index, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lexical, "PRUNE_MIN_CHUNKS", 1)
    plain = search_chunks(index, "kick osc render", limit=10)
    cache = TermScores()
    monkeypatch.setattr(cache, "rank", lambda *a, **k: None)
    assert search_chunks(index, "kick osc render", limit=10, term_scores=cache) == plain


def test_memory_is_bounded_least_recently_used_first(index: Index) -> None:
    sizes = {t: len(_fts(index, [t], 10_000)) for t in ("kick", "flash", "noise", "osc")}
    bound = sizes["kick"] + sizes["flash"]
    cache = TermScores(max_postings=bound)
    full = TermScores()
    for terms in (["kick"], ["flash"], ["kick"], ["noise"], ["osc"]):
        assert cache.rank(index, terms, 10) == full.rank(index, terms, 10)
        assert cache.postings <= bound
    assert len(cache) < 4
    huge = TermScores(max_postings=1)
    assert huge.rank(index, ["kick"], 5) == full.rank(index, ["kick"], 5)  # answered, not kept
    assert len(huge) == 0
    with pytest.raises(ValueError, match="max_postings"):
        TermScores(max_postings=0)


def test_threads_share_one_cache(index: Index) -> None:
    rng = random.Random(7)
    queries = [rng.sample(WORDS, rng.randint(1, 5)) for _ in range(60)]
    expected = [TermScores().rank(index, q, 25) for q in queries]
    cache = TermScores(max_postings=400)  # small: eviction races the readers
    got: list[object] = [None] * len(queries)
    errors: list[BaseException] = []

    def work(offset: int) -> None:
        try:
            for i in range(offset, len(queries), 6):
                got[i] = cache.rank(index, queries[i], 25)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and got == expected


def test_large_unfiltered_searches_use_it_and_match_fts5(index: Index, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lexical, "PRUNE_MIN_CHUNKS", 1)
    cache = TermScores()
    for query in ("kick the flash", "strobe_safe now", "über naïve render", "it's a glsl port", "ghost"):
        plain = search_chunks(index, query, limit=30)
        cached = search_chunks(index, query, limit=30, term_scores=cache)
        assert [h.score for h in cached] == [h.score for h in plain]
        assert {h.entry_id for h in cached if h.score != cached[-1].score} <= {h.entry_id for h in plain}
    assert len(cache) > 0
    filtered = TermScores()
    search_chunks(index, "kick", limit=10, project="other", term_scores=filtered)
    assert len(filtered) == 0  # filters are FTS5's job


def test_small_indexes_are_ranked_by_fts5(index: Index) -> None:
    cache = TermScores()
    search_chunks(index, "kick flash", limit=10, term_scores=cache)
    assert len(cache) == 0 and index.term_doc_counts([])[0] < lexical.PRUNE_MIN_CHUNKS


def test_no_terms_or_no_limit(index: Index) -> None:
    cache = TermScores()
    assert cache.rank(index, [], 10) == [] and cache.rank(index, ["kick"], 0) == []
    assert cache.rank(index, ["absent"], 10) == []
    assert query_terms("") == []


def test_a_retriever_ranks_its_first_search_by_fts5_then_remembers(
        index: Index, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.retrieval.retriever import Retriever

    monkeypatch.setattr(lexical, "PRUNE_MIN_CHUNKS", 1)
    retriever = Retriever(index, None, None)
    first = retriever.search("kick render osc", k=20, mode="bm25")
    assert len(retriever.term_scores) == 0  # a one-shot process never pays for filling it
    again = retriever.search("kick render osc", k=20, mode="bm25")
    assert len(retriever.term_scores) == 3
    assert [(h.id, h.bm25) for h in again.hits] == [(h.id, h.bm25) for h in first.hits] and first.hits


def test_importing_the_retriever_stays_light() -> None:
    """The cache (and numpy) load at a process's second search, not when the CLI imports search."""
    import subprocess
    import sys

    code = ("import sys, tdcontext.retrieval.retriever as r; "
            "print('numpy' in sys.modules, 'tdcontext.retrieval.term_scores' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.split() == ["False", "False"]
