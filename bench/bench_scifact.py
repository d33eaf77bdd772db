"""BEIR SciFact test: nDCG@10 and Recall@100 of `engine.search` in bm25, vector and hybrid mode.

Each of the 5,183 abstracts becomes one `knowledge` entry (title = paper title, text = abstract,
project `scifact`), imported with `engine.import_jsonl` and embedded with the real int8 MiniLM
worker. The 300 test queries (those in qrels/test.tsv) run from one warm process with k=100 (so each
ranker's pool is 1,000 chunks); hybrid is also scored from k=10 searches, as a user runs them.
Invariant: the data is read in place; the index home is cached under /tmp and reused while the
data prep and the engine's chunking are unchanged (pass --fresh to rebuild and re-time indexing).

    .venv/bin/python bench/bench_scifact.py [--fresh] [--backend numpy|sqlite-vec] [--json out.json]
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import (
    DATA,
    cached_home,
    fingerprint,
    machine,
    median,
    ndcg_at,
    open_bench_engine,
    percentile,
    progress_printer,
    recall_at,
    table,
)

PROJECT = "scifact"
RUNS = (("bm25", "rrf"), ("vector", "rrf"), ("hybrid", "rrf"), ("hybrid", "convex"))
"""(mode, fusion): fusion only matters in hybrid mode; the retriever's `fusion` is set per run."""


def corpus_lines(data: Path) -> list[str]:
    """One JSONL import line per abstract: id kept, title and text as given."""
    lines = []
    with (data / "corpus.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            doc = json.loads(raw)
            lines.append(json.dumps({"id": doc["_id"], "title": doc["title"].strip(), "text": doc["text"],
                                     "kind": "knowledge", "project": PROJECT}))
    return lines


def load_queries(data: Path, split: str = "test") -> tuple[dict[str, str], dict[str, dict[str, int]]]:
    qrels: dict[str, dict[str, int]] = {}
    with (data / "qrels" / f"{split}.tsv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            qrels.setdefault(row["query-id"], {})[row["corpus-id"]] = int(row["score"])
    queries = {}
    with (data / "queries.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            q = json.loads(raw)
            if q["_id"] in qrels:
                queries[q["_id"]] = q["text"]
    return queries, qrels


def build(home: Path, lines: list[str], backend: str) -> None:
    engine = open_bench_engine(home, vector_backend=backend)
    try:
        t0 = time.perf_counter()
        report = engine.import_jsonl(lines, progress=progress_printer("scifact"))
        elapsed = time.perf_counter() - t0
        status = engine.status()
    finally:
        engine.close()
    if report.errors:
        raise SystemExit(f"import errors: {report.errors[:5]}")
    (home / "bench-build.json").write_text(json.dumps({
        "entries": status["entries"], "chunks": status["chunks"], "seconds": elapsed,
        "report": report.to_dict(),
    }))


def evaluate(engine: Any, queries: dict[str, str], qrels: dict[str, dict[str, int]], mode: str,
             **search_args: Any) -> dict[str, float]:
    ndcg, rec, lat = [], [], []
    for qid, text in queries.items():
        t0 = time.perf_counter()
        result = engine.search(text, k=100, mode=mode, project=PROJECT, **search_args)
        lat.append((time.perf_counter() - t0) * 1000)
        ranked = [h.id for h in result.hits]
        ndcg.append(ndcg_at(ranked, qrels[qid], 10))
        rec.append(recall_at(ranked, qrels[qid], 100))
    return {"ndcg@10": sum(ndcg) / len(ndcg), "recall@100": sum(rec) / len(rec),
            "p50_ms": median(lat), "p95_ms": percentile(lat, 95)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fresh", action="store_true", help="rebuild the cached index home")
    parser.add_argument("--backend", default="numpy", choices=("numpy", "sqlite-vec"))
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    data = DATA / "scifact"
    lines = corpus_lines(data)
    queries, qrels = load_queries(data)
    from tdcontext.retrieval import chunking

    key = fingerprint("scifact-v1", lines[:3], len(lines), chunking.CHUNK_WORDS, chunking.OVERLAP_WORDS)
    home, reused = cached_home("scifact", key, lambda h: build(h, lines, args.backend), fresh=args.fresh)
    built = json.loads((home / "bench-build.json").read_text())
    print(f"# SciFact test ({len(queries)} queries, {built['entries']} docs, {built['chunks']} chunks) on {machine()}")
    print(f"index home: {home} ({'reused' if reused else 'built now'}); "
          f"import+embed took {built['seconds']:.1f} s ({built['entries'] / built['seconds']:.1f} docs/s)")

    engine = open_bench_engine(home, vector_backend=args.backend)
    try:
        status = engine.status()
        assert status["pending_embeddings"] == 0, status
        engine.search("warm up the worker", k=10, mode="hybrid", project=PROJECT)
        results = {}
        for mode, fusion in RUNS:
            engine.retriever.fusion = fusion
            results[mode if mode != "hybrid" else f"hybrid ({fusion})"] = evaluate(engine, queries, qrels, mode)
        # As a user searches: k=10, so each ranker's pool is the default 100 chunks (not 1,000).
        at_k10 = {}
        for fusion in ("rrf", "convex"):
            engine.retriever.fusion = fusion
            at_k10[fusion] = sum(
                ndcg_at([h.id for h in engine.search(text, k=10, project=PROJECT).hits], qrels[qid], 10)
                for qid, text in queries.items()
            ) / len(queries)
    finally:
        engine.close()
    rows = [(m, round(r["ndcg@10"], 4), round(r["recall@100"], 4), round(r["p50_ms"], 1), round(r["p95_ms"], 1))
            for m, r in results.items()]
    print(table(("mode", "nDCG@10", "Recall@100", "p50 ms (k=100)", "p95 ms"), rows))
    print("hybrid nDCG@10 from k=10 searches (default pool of 100 chunks per ranker): "
          + ", ".join(f"{f} {v:.4f}" for f, v in at_k10.items()))
    if args.json:
        args.json.write_text(json.dumps({"build": built, "results": results, "hybrid_ndcg10_at_k10": at_k10},
                                        indent=2))


if __name__ == "__main__":
    main()
