"""LoCoMo (locomo10): evidence Recall@5/@10/@25 of `engine.search` over dialog turns.

Each dialog turn is one entry; each of the 10 conversations is one project. The questions of
categories 1-4 (multi-hop, temporal, open-domain, single-hop) are the queries, each searched
within its conversation's project; a question's recall@k is the share of its evidence turns
(`D<session>:<turn>`, split on `;`/space, unresolvable ids dropped) among the first k hits, and
the figure is the mean over questions with at least one resolvable evidence turn (1,535 of 1,540).

Data prep variants (what goes into each entry; `--prep`, several allowed):
  turn     title = dialog id ("D1:3"), text = the turn's words only.
  speaker  title = "<speaker>, <session date>", text = "<speaker>: <words>" plus
           "[shares a photo: <BLIP caption>]" when the turn carries an image.
  context  as `speaker`, then the previous and the next turn of the same session appended as
           "(before) <speaker>: <words>" / "(after) <speaker>: <words>" lines.
Invariant: the data is read in place; each prep variant has its own cached index home in /tmp.

    .venv/bin/python bench/bench_locomo.py [--prep turn speaker context] [--fresh] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import (
    DATA,
    cached_home,
    fingerprint,
    machine,
    open_bench_engine,
    progress_printer,
    recall_at,
    table,
)

from tdcontext.continuity.simulate import LOCOMO_CATEGORIES, locomo_sessions

CATEGORIES = LOCOMO_CATEGORIES
KS = (5, 10, 25)
PREPS = ("turn", "speaker", "context")
RUNS = (("bm25", "rrf"), ("vector", "rrf"), ("hybrid", "rrf"), ("hybrid", "convex"))
"""(mode, fusion): fusion only matters in hybrid mode; the retriever's `fusion` is set per run."""


def _said(turn: dict[str, Any]) -> str:
    words = " ".join(str(turn.get("text", "")).split())
    caption = turn.get("blip_caption")
    if caption:
        words += f" [shares a photo: {caption}]"
    return f"{turn['speaker']}: {words}"


def entry_id(project: str, dia_id: str) -> str:
    """The entry id of a dialog turn: entry ids allow letters, digits, ``._-`` only ("D1:3" -> "D1-3")."""
    return f"{project}_{dia_id.replace(':', '-')}"


def entry_lines(samples: list[dict[str, Any]], prep: str) -> list[str]:
    """JSONL import lines, one per dialog turn, built as the module docstring describes."""
    lines = []
    for sample in samples:
        project = sample["sample_id"]
        for _, date, turns in locomo_sessions(sample["conversation"]):
            for i, turn in enumerate(turns):
                if prep == "turn":
                    title, text = turn["dia_id"], str(turn.get("text", "")).strip() or "(no text)"
                else:
                    title, text = f"{turn['speaker']}, {date}", _said(turn)
                    if prep == "context":
                        if i > 0:
                            text += "\n(before) " + _said(turns[i - 1])
                        if i + 1 < len(turns):
                            text += "\n(after) " + _said(turns[i + 1])
                lines.append(json.dumps({"id": entry_id(project, turn["dia_id"]), "title": title, "text": text,
                                         "kind": "memory", "project": project}))
    return lines


def questions(samples: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Category 1-4 questions with their resolvable evidence entry ids."""
    out = []
    for sample in samples:
        project = sample["sample_id"]
        turn_ids = {t["dia_id"] for _, _, turns in locomo_sessions(sample["conversation"]) for t in turns}
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            evidence = {e for raw in qa.get("evidence", []) for e in re.split(r"[;\s]+", str(raw)) if e in turn_ids}
            if evidence:
                out.append({"project": project, "question": qa["question"], "category": qa["category"],
                            "evidence": {entry_id(project, e) for e in evidence}})
    return out


def build(home: Path, lines: list[str]) -> None:
    engine = open_bench_engine(home)
    try:
        t0 = time.perf_counter()
        report = engine.import_jsonl(lines, progress=progress_printer("locomo"))
        elapsed = time.perf_counter() - t0
    finally:
        engine.close()
    if report.errors:
        raise SystemExit(f"import errors: {report.errors[:5]}")
    (home / "bench-build.json").write_text(json.dumps({"entries": len(lines), "seconds": elapsed}))


def evaluate(engine: Any, qs: list[dict[str, Any]], mode: str, **search_args: Any) -> dict[str, Any]:
    """Mean recall@k overall and per category (as percentages)."""
    sums: dict[str, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    counts: dict[str, int] = defaultdict(int)
    for q in qs:
        result = engine.search(q["question"], k=max(KS), mode=mode, project=q["project"], **search_args)
        ranked = [h.id for h in result.hits]
        for group in ("all", CATEGORIES[q["category"]]):
            counts[group] += 1
            for k in KS:
                sums[group][k] += recall_at(ranked, q["evidence"], k)
    return {g: {f"R@{k}": 100 * sums[g][k] / counts[g] for k in KS} | {"n": counts[g]} for g in counts}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prep", nargs="+", default=list(PREPS), choices=PREPS)
    parser.add_argument("--fresh", action="store_true", help="rebuild the cached index homes")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    samples = json.loads((DATA / "locomo" / "locomo10.json").read_text(encoding="utf-8"))
    qs = questions(samples)
    print(f"# LoCoMo evidence recall, {len(qs)} questions (categories 1-4) on {machine()}")
    figures: dict[str, Any] = {}
    rows = []
    for prep in args.prep:
        lines = entry_lines(samples, prep)
        home, reused = cached_home(f"locomo-{prep}", fingerprint("locomo-v1", prep, lines), lambda h, lines=lines: build(h, lines),
                                   fresh=args.fresh)
        built = json.loads((home / "bench-build.json").read_text())
        print(f"prep={prep}: {built['entries']} entries, import+embed {built['seconds']:.1f} s "
              f"({'reused' if reused else 'built now'}) in {home}")
        engine = open_bench_engine(home)
        try:
            assert engine.status()["pending_embeddings"] == 0
            engine.search("warm up", k=5, project=qs[0]["project"])
            for mode, fusion in RUNS:
                engine.retriever.fusion = fusion
                label = mode if mode != "hybrid" else f"hybrid ({fusion})"
                fig = evaluate(engine, qs, mode)
                figures[f"{prep}/{label}"] = fig
                rows.append((prep, label, *(round(fig["all"][f"R@{k}"], 1) for k in KS),
                             *(round(fig[c]["R@10"], 1) for c in CATEGORIES.values())))
        finally:
            engine.close()
    print(table(("prep", "mode", *(f"R@{k}" for k in KS), *(f"R@10 {c}" for c in CATEGORIES.values())), rows))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
