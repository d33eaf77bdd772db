"""Leaving very common terms out of the BM25 MATCH: what it costs in quality, what it saves in time.

    .venv/bin/python bench/bench_common_terms.py [--shares 1.0 0.5 0.3 0.2 0.1] [--skip-locomo]

For each `lexical.COMMON_TERM_SHARE` (1.0 = every term kept, the behaviour before issue 12):
  - BM25-only quality (`engine.search(mode="bm25")`, k=100, per-project filter, as in
    bench_scifact / bench_locomo) on BEIR SciFact's **train** queries (809; the split a share
    is judged on) and **test** queries (300; held out), nDCG@10 and Recall@100; and LoCoMo
    evidence recall R@10 (1,535 questions, `context` prep; also held out);
  - the CPU time of one BM25 query (`lexical.search_chunks`, unfiltered, limit 100: what a
    hybrid search runs) at 10k chunks (bench_latency's synthetic home, the 300 SciFact test
    queries), median, interleaved over the shares so load hits all alike.
The homes are BM25-only (embedder "none": vectors play no part in these figures) and cached.
Hybrid quality at a share comes from bench_scifact.py with `lexical.COMMON_TERM_SHARE` set.
The shipped default (0.5) is not fitted: it is where FTS5's bm25 idf reaches zero.
Invariant: homes are throwaway dirs under $TDCONTEXT_BENCH_CACHE.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_latency
import bench_locomo
import bench_scifact
from common import (
    DATA,
    cached_home,
    fingerprint,
    machine,
    median,
    ndcg_at,
    open_bench_engine,
    recall_at,
    table,
)

from tdcontext.retrieval import lexical


def _load() -> str:
    return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def bm25_home(name: str, lines: list[str]) -> Path:
    def build(home: Path) -> None:
        engine = open_bench_engine(home, embedder="none")
        try:
            report = engine.import_jsonl(lines)
        finally:
            engine.close()
        if report.errors:
            raise SystemExit(f"import errors: {report.errors[:5]}")

    home, _ = cached_home(name, fingerprint(name, "bm25-v1", lines), build)
    return home


def scifact_quality(home: Path, split: str) -> dict[str, float]:
    queries, qrels = bench_scifact.load_queries(DATA / "scifact", split)
    engine = open_bench_engine(home, embedder="none")
    try:
        ndcg, rec = [], []
        for qid, text in queries.items():
            ranked = [h.id for h in engine.search(text, k=100, mode="bm25", project=bench_scifact.PROJECT).hits]
            ndcg.append(ndcg_at(ranked, qrels[qid], 10))
            rec.append(recall_at(ranked, qrels[qid], 100))
    finally:
        engine.close()
    return {"ndcg@10": sum(ndcg) / len(ndcg), "recall@100": sum(rec) / len(rec), "n": len(ndcg)}


def locomo_quality(home: Path, qs: list[dict[str, Any]]) -> float:
    engine = open_bench_engine(home, embedder="none")
    try:
        fig = bench_locomo.evaluate(engine, qs, "bm25")
    finally:
        engine.close()
    return float(fig["all"]["R@10"])


def bm25_cpu(shares: list[float]) -> dict[float, float]:
    """Median CPU ms of one unfiltered BM25 query at 10k chunks per share, interleaved."""
    home, _ = cached_home("latency-10000", fingerprint("latency-v1", 10_000, bench_latency.SEED),
                          lambda h: bench_latency.build(h, 10_000))
    engine = open_bench_engine(home, embedder="none")
    qs = bench_latency.queries()
    cpu: dict[float, list[float]] = {s: [] for s in shares}
    try:
        for q in qs[:20]:
            lexical.search_chunks(engine.index, q, limit=100)
        for q in qs:
            for share in shares:
                lexical.COMMON_TERM_SHARE = share
                c0 = time.process_time()
                lexical.search_chunks(engine.index, q, limit=100)
                cpu[share].append((time.process_time() - c0) * 1000)
    finally:
        engine.close()
    return {s: median(v) for s, v in cpu.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shares", nargs="+", type=float, default=[1.0, 0.5, 0.3, 0.2, 0.1])
    parser.add_argument("--skip-locomo", action="store_true")
    args = parser.parse_args()
    default = lexical.COMMON_TERM_SHARE
    print(f"# common-term pruning on {machine()}; {_load()}; shipped COMMON_TERM_SHARE = {default}, "
          f"PRUNE_MIN_CHUNKS = {lexical.PRUNE_MIN_CHUNKS}", flush=True)
    scifact = bm25_home("scifact-bm25", bench_scifact.corpus_lines(DATA / "scifact"))
    locomo_qs: list[dict[str, Any]] = []
    locomo: Path | None = None
    if not args.skip_locomo:
        samples = json.loads((DATA / "locomo" / "locomo10.json").read_text(encoding="utf-8"))
        locomo_qs = bench_locomo.questions(samples)  # entry ids are renamed there ("D1:3" -> "D1-3")
        lines = bench_locomo.entry_lines(samples, "context")
        locomo = bm25_home("locomo-context-bm25", lines)
    cpu = bm25_cpu(args.shares)
    print(f"cpu: {cpu}; {_load()}", flush=True)
    rows = []
    try:
        for share in args.shares:
            lexical.COMMON_TERM_SHARE = share
            train = scifact_quality(scifact, "train")
            test = scifact_quality(scifact, "test")
            r10 = locomo_quality(locomo, locomo_qs) if locomo is not None else float("nan")
            rows.append((share if share < 1 else "1.0 (all terms)", f"{train['ndcg@10']:.4f}", f"{train['recall@100']:.4f}",
                         f"{test['ndcg@10']:.4f}", f"{test['recall@100']:.4f}", f"{r10:.1f}", f"{cpu[share]:.2f}"))
            print(f"share {share}: train {train}, test {test}, locomo R@10 {r10:.1f}; {_load()}", flush=True)
    finally:
        lexical.COMMON_TERM_SHARE = default
    print(table(("common-term share", "SciFact train nDCG@10 (bm25)", "train R@100", "test nDCG@10 (held out)",
                 "test R@100", "LoCoMo R@10 (bm25)", "BM25 CPU ms @10k (p50)"), rows))
    print(_load())


if __name__ == "__main__":
    main()
