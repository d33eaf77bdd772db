"""Where one hybrid search's time goes at 10k chunks: marks from the call's start, medians.

Wraps the stages `Retriever.search` calls (the daemon request's send and receive, BM25, the dense
scan, fusion, the hit list) with timers, runs bench_latency's 300 SciFact queries on its cached
10k-chunk home, and prints the median and p90 of each mark, then the query encode alone.
Invariant: the wrappers only read the clock; the searches are the product's own.

    .venv/bin/python bench/bench_search_timeline.py
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

from tdcontext.embedding import client
from tdcontext.embedding.client import stop_daemon
from tdcontext.retrieval import retriever as retriever_module

MARKS = ("sent", "bm25_start", "bm25_end", "vector_back", "dense_start", "dense_end", "fuse_start", "fuse_end",
         "hits_start", "hits_end", "total")
_marks: dict[str, float] = {}
_t0 = [0.0]


def _mark(name: str) -> None:
    _marks.setdefault(name, time.perf_counter() - _t0[0])


def _timed(before: str, after: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        _mark(before)
        result = fn(*args, **kwargs)
        _mark(after)
        return result
    return wrapper


def main() -> None:
    home, _ = cached_home("latency-10000", fingerprint("latency-v1", 10_000, bench_latency.SEED),
                          lambda h: bench_latency.build(h, 10_000))
    send, receive = client._Conn.send, client._Conn.receive
    client._Conn.send = _timed("send_start", "sent", send)  # type: ignore[method-assign]
    client._Conn.receive = _timed("receive_start", "vector_back", receive)  # type: ignore[method-assign]
    retriever_module.search_chunks = _timed("bm25_start", "bm25_end", retriever_module.search_chunks)
    fuse = retriever_module.Retriever._fuse
    retriever_module.Retriever._fuse = staticmethod(_timed("fuse_start", "fuse_end", fuse))  # type: ignore[method-assign]
    retriever_module.Retriever._hits = _timed("hits_start", "hits_end", retriever_module.Retriever._hits)  # type: ignore[method-assign]
    engine = open_bench_engine(home, vector_backend="numpy")
    try:
        dense = engine.retriever.dense
        assert dense is not None
        dense.search = _timed("dense_start", "dense_end", dense.search)  # type: ignore[method-assign]
        queries = bench_latency.queries()
        for q in queries[:20]:
            engine.search(q, k=10)
        rows = []
        for q in queries:
            _marks.clear()
            _t0[0] = time.perf_counter()
            engine.search(q, k=10)
            _marks["total"] = time.perf_counter() - _t0[0]
            rows.append(dict(_marks))
        print(f"# search timeline, hybrid, k=10, 10k chunks, {len(queries)} queries on {machine()}")
        for name in MARKS:
            values = sorted(r[name] * 1000 for r in rows if name in r)
            if values:
                print(f"{name:12s} p50 {median(values):6.2f} ms   p90 {values[int(len(values) * 0.9)]:6.2f} ms")
        encode = engine.retriever.encode_query
        assert encode is not None
        alone = []
        for q in queries:
            t0 = time.perf_counter()
            encode(q)
            alone.append((time.perf_counter() - t0) * 1000)
        print(f"query encode alone p50 {median(alone):.2f} ms")
    finally:
        engine.close()
        stop_daemon(home)


if __name__ == "__main__":
    main()
