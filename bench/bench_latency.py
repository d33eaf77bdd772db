"""In-process `engine.search` latency (hybrid, warm worker) at 1k, 10k and 100k chunks.

Synthetic corpus: each entry is one chunk, a window of 60-180 words cut from the SciFact
abstracts (read in place), so term frequencies are those of real prose. Rows are written with
the engine's own `Index.upsert_entry` (the Markdown files are skipped: the index is what search
reads), and chunk vectors are random unit vectors stored with `Index.store_vectors` after
`Index.pending_chunks` - embedding 100k chunks for real would take hours here and does not
change the cost of a scan. The query vector is real: every search encodes its query with the
MiniLM worker. Queries are the 300 SciFact test queries. Each backend (numpy, sqlite-vec) is
measured on the same home.
Invariant: the homes are throwaway dirs under /tmp, cached per size.

    .venv/bin/python bench/bench_latency.py [--sizes 1000 10000 100000] [--backends numpy sqlite-vec]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import (
    DATA,
    cached_home,
    fingerprint,
    machine,
    median,
    open_bench_engine,
    percentile,
    table,
)

from tdcontext.corpus.entry import make_entry
from tdcontext.retrieval.lexical import search_chunks

PROJECT = "synthetic"
SEED = 20260518


def _words() -> list[str]:
    words: list[str] = []
    with (DATA / "scifact" / "corpus.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            doc = json.loads(raw)
            words.extend((doc["title"] + " " + doc["text"]).split())
    return words


def queries() -> list[str]:
    out = []
    with (DATA / "scifact" / "queries.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            out.append(json.loads(raw)["text"])
    return out[-300:]


def build(home: Path, size: int) -> None:
    rng = random.Random(SEED)
    words = _words()
    engine = open_bench_engine(home, embedder="none")
    try:
        t0 = time.perf_counter()
        for i in range(size):
            n = rng.randint(60, 180)
            start = rng.randrange(0, len(words) - n)
            text = " ".join(words[start:start + n])
            entry = make_entry(text, kind="knowledge", title=" ".join(words[start + n:start + n + 8]),
                               project=PROJECT, entry_id=f"syn{i:06d}")
            engine.index.upsert_entry(entry, path=str(home / "synthetic" / f"{entry.id}.md"), content_hash=str(i),
                                      mtime_ns=0, size=len(text), chunks=[text])
        rows_s = time.perf_counter() - t0
        nprng = np.random.default_rng(SEED)
        t0 = time.perf_counter()
        while True:
            pending = engine.index.pending_chunks(engine.model_version, limit=5000)
            if not pending:
                break
            vecs = nprng.standard_normal((len(pending), 384)).astype(np.float32)
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            engine.index.store_vectors(pending, vecs, engine.model_version)
        vec_s = time.perf_counter() - t0
    finally:
        engine.close()
    (home / "bench-build.json").write_text(json.dumps({"chunks": size, "rows_s": rows_s, "vectors_s": vec_s}))


def measure(home: Path, backend: str, qs: list[str], repeats: int) -> dict[str, Any]:
    engine = open_bench_engine(home, vector_backend=backend)
    try:
        status = engine.status()
        assert status["pending_embeddings"] == 0 and status["vector_backend"] == backend, status
        t0 = time.perf_counter()
        engine.search("warm up the worker and the vector cache", k=10, mode="hybrid")
        first = (time.perf_counter() - t0) * 1000
        for q in qs[:10]:
            engine.search(q, k=10, mode="hybrid")
        total, enc, lex, den = [], [], [], []
        for _ in range(repeats):
            for q in qs:
                t0 = time.perf_counter()
                result = engine.search(q, k=10, mode="hybrid")
                total.append((time.perf_counter() - t0) * 1000)
                assert not result.degraded, result.notes
        # Stage breakdown, measured separately on the same queries (same calls search makes).
        retriever = engine.retriever
        assert retriever.encode_query is not None and retriever.dense is not None
        for q in qs:
            t0 = time.perf_counter()
            vec = retriever.encode_query(q)
            t1 = time.perf_counter()
            search_chunks(engine.index, q, limit=100, term_scores=retriever.term_scores)
            t2 = time.perf_counter()
            retriever.dense.search(vec, limit=100, project=None, kind=None, exclude_project=None)
            t3 = time.perf_counter()
            enc.append((t1 - t0) * 1000)
            lex.append((t2 - t1) * 1000)
            den.append((t3 - t2) * 1000)
    finally:
        engine.close()
    return {"p50": median(total), "p95": percentile(total, 95), "n": len(total), "first_ms": first,
            "encode_p50": median(enc), "bm25_p50": median(lex), "bm25_p95": percentile(lex, 95),
            "dense_p50": median(den), "dense_p95": percentile(den, 95)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=int, default=[1000, 10_000, 100_000])
    parser.add_argument("--backends", nargs="+", default=["numpy", "sqlite-vec"], choices=("numpy", "sqlite-vec"))
    parser.add_argument("--repeats", type=int, default=1, help="passes over the 300 queries")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    qs = queries()
    print(f"# search latency, hybrid, k=10, warm worker, {len(qs)} queries x {args.repeats} on {machine()}")
    rows, figures = [], {}
    for size in args.sizes:
        home, reused = cached_home(f"latency-{size}", fingerprint("latency-v1", size, SEED), lambda h, size=size: build(h, size))
        built = json.loads((home / "bench-build.json").read_text())
        print(f"{size} chunks: {home} ({'reused' if reused else 'built now'}; rows {built['rows_s']:.1f} s, "
              f"random vectors {built['vectors_s']:.1f} s)", flush=True)
        for backend in args.backends:
            fig = measure(home, backend, qs, args.repeats)
            figures[f"{size}/{backend}"] = fig
            rows.append((size, backend, round(fig["p50"], 1), round(fig["p95"], 1), round(fig["encode_p50"], 1),
                         f"{fig['bm25_p50']:.1f} / {fig['bm25_p95']:.1f}", f"{fig['dense_p50']:.1f} / {fig['dense_p95']:.1f}",
                         round(fig["first_ms"])))
            print(f"  {backend}: p50 {fig['p50']:.1f} ms, p95 {fig['p95']:.1f} ms", flush=True)
    print(table(("chunks", "backend", "p50 ms", "p95 ms", "encode p50", "bm25 p50/p95", "dense p50/p95",
                 "first search ms"), rows))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
