"""Remembered per-term BM25 scores at 10k chunks: A/B in one run.

On bench_latency's cached 10k-chunk home and its 300 SciFact queries, alternating per query so
both sides see the same box:
  1. BM25 alone (`search_chunks`, unfiltered, limit 100): FTS5 scoring every matching row
     against `TermScores` (warmed by 20 other queries, as a running server would be), plus how
     many queries got exactly FTS5's scores;
  2. a whole hybrid `engine.search(k=10)` with the retriever's TermScores against without (each
     "without" search is made the process's first, which FTS5 ranks).
(Session 6 also timed the query session on 1 against 2 intra-op threads here; two threads were not
kept, and the query session now always runs on one: BENCHMARKS.md, issue 12, session 6.)
Invariant: the searches are the product's own; only whether the cache is used changes.

    .venv/bin/python bench/bench_term_scores.py
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_latency
from common import cached_home, fingerprint, machine, open_bench_engine

from tdcontext.embedding.client import stop_daemon
from tdcontext.retrieval.lexical import search_chunks
from tdcontext.retrieval.term_scores import TermScores


def _alternate(queries: list[str], a: Callable[[str], Any], b: Callable[[str], Any]) -> tuple[list[float], list[float]]:
    ta: list[float] = []
    tb: list[float] = []
    for i, q in enumerate(queries):
        pair = ((a, ta), (b, tb)) if i % 2 == 0 else ((b, tb), (a, ta))
        for fn, out in pair:
            t0 = time.perf_counter()
            fn(q)
            out.append((time.perf_counter() - t0) * 1000)
    return ta, tb


def _line(label: str, a: list[float], b: list[float], names: tuple[str, str]) -> None:
    print(f"{label:38s} {names[0]} p50 {median(a):6.2f} ms   {names[1]} p50 {median(b):6.2f} ms   "
          f"ratio {median(a) / median(b):.2f}")


def main() -> None:
    home, _ = cached_home("latency-10000", fingerprint("latency-v1", 10_000, bench_latency.SEED),
                          lambda h: bench_latency.build(h, 10_000))
    queries = bench_latency.queries()
    warm, measured = queries[:20], queries[20:]
    print(f"# 10k chunks, {len(measured)} queries (20 more warm the cache) on {machine()}")
    engine = open_bench_engine(home, vector_backend="numpy")
    try:
        index = engine.index
        cache = TermScores()
        for q in warm:
            search_chunks(index, q, limit=100, term_scores=cache)
        same = sum(
            [h.score for h in search_chunks(index, q, limit=100)]
            == [h.score for h in search_chunks(index, q, limit=100, term_scores=TermScores())]
            for q in measured
        )
        fts, cached = _alternate(measured, lambda q: search_chunks(index, q, limit=100),
                                 lambda q: search_chunks(index, q, limit=100, term_scores=cache))
        _line("BM25 alone, limit 100", fts, cached, ("FTS5", "TermScores"))
        print(f"{'':38s} identical score lists on {same} of {len(measured)} queries (cold cache each)")
        retriever = engine.retriever
        for q in warm:
            engine.search(q, k=10)

        def without(q: str) -> None:
            retriever._lexical_searches = 0  # a process's first search: FTS5 ranks it (see Retriever)
            engine.search(q, k=10)

        plain, fast = _alternate(measured, without, lambda q: engine.search(q, k=10))
        _line("hybrid engine.search, k=10", plain, fast, ("FTS5", "TermScores"))
    finally:
        engine.close()
        stop_daemon(home)


if __name__ == "__main__":
    main()
