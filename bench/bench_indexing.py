"""Indexing throughput: `engine.import_jsonl` into a fresh home, files + index + embeddings.

Short entries: 1,000 entries of 60 words each, cut from the SciFact abstracts (read in place),
imported into a fresh home per run; the wall time includes writing each Markdown file, indexing
it, spawning the MiniLM worker and embedding every chunk. `--scifact` also imports the whole
SciFact corpus (5,183 abstracts, about 7,200 chunks) into a fresh home.
Invariant: every run starts from an empty throwaway home under /tmp and deletes it afterwards.

    .venv/bin/python bench/bench_indexing.py [--runs 3] [--scifact]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import CACHE, DATA, machine, median, open_bench_engine, table

WORDS_PER_ENTRY = 60


def short_lines(count: int) -> list[str]:
    """`count` import lines of WORDS_PER_ENTRY words each, consecutive windows of the abstracts."""
    words: list[str] = []
    with (DATA / "scifact" / "corpus.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            words.extend(json.loads(raw)["text"].split())
            if len(words) >= count * WORDS_PER_ENTRY:
                break
    return [json.dumps({"id": f"short{i:04d}", "title": f"Note {i}",
                        "text": " ".join(words[i * WORDS_PER_ENTRY:(i + 1) * WORDS_PER_ENTRY]),
                        "kind": "memory", "project": "bench"})
            for i in range(count)]


def scifact_lines() -> list[str]:
    lines = []
    with (DATA / "scifact" / "corpus.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            doc = json.loads(raw)
            lines.append(json.dumps({"id": doc["_id"], "title": doc["title"].strip(), "text": doc["text"],
                                     "kind": "knowledge", "project": "scifact"}))
    return lines


def timed_import(lines: list[str]) -> dict[str, Any]:
    """Import into a fresh home; seconds for the whole call and for its file+index phase."""
    CACHE.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="indexing-", dir=CACHE))
    try:
        engine = open_bench_engine(home)
        marks: dict[str, float] = {}

        def progress(event: dict[str, Any]) -> None:
            if event.get("status") == "importing":
                marks["files_done"] = time.perf_counter()

        try:
            t0 = time.perf_counter()
            report = engine.import_jsonl(lines, progress=progress)
            total = time.perf_counter() - t0
            status = engine.status()
        finally:
            engine.close()
        assert not report.errors and status["pending_embeddings"] == 0, (report.errors[:3], status)
        files = marks["files_done"] - t0
        return {"entries": status["entries"], "chunks": status["chunks"], "total_s": total,
                "files_index_s": files, "embed_s": total - files}
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--scifact", action="store_true", help="also import the SciFact corpus (minutes)")
    args = parser.parse_args()

    print(f"# indexing throughput on {machine()}")
    lines = short_lines(args.count)
    runs = [timed_import(lines) for _ in range(args.runs)]
    for i, r in enumerate(runs, 1):
        print(f"  run {i}: {r['total_s']:.2f} s (files+index {r['files_index_s']:.2f} s, embed {r['embed_s']:.2f} s)")
    rows = [(f"{args.count} x {WORDS_PER_ENTRY}-word entries (median of {args.runs})", runs[0]["chunks"],
             round(median([r["total_s"] for r in runs]), 2), round(median([r["files_index_s"] for r in runs]), 2),
             round(median([r["embed_s"] for r in runs]), 2),
             round(args.count / median([r["total_s"] for r in runs]), 1))]
    if args.scifact:
        sl = scifact_lines()
        r = timed_import(sl)
        rows.append((f"SciFact corpus, {len(sl)} abstracts", r["chunks"], round(r["total_s"], 1),
                     round(r["files_index_s"], 1), round(r["embed_s"], 1), round(len(sl) / r["total_s"], 1)))
    print(table(("corpus", "chunks", "total s", "files+index s", "embed s", "entries/s"), rows))


if __name__ == "__main__":
    main()
