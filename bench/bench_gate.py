"""Admission-gate benchmark on the labelled suite in tests/data/gate_suite.

Loads the suite corpus into a throwaway home (built-in knowledge hidden, real MiniLM),
runs `context()` on every prompt under `hybrid` and `legacy`, and prints:
  - instruction admissions on echo / ack / greet / chit-chat prompts (target 0%),
  - recall on legitimate prompts (expected entry admitted; target >= 90%),
  - precision of everything admitted, and forbidden admissions,
  - context() p50 overhead over search() (target <= 5 ms),
  - with --sweep, a grid over the cosine floors used to calibrate the defaults.

    python bench/bench_gate.py [--sweep]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tdcontext.config import load_settings  # noqa: E402
from tdcontext.engine import Engine  # noqa: E402
from tdcontext.retrieval.gate import DEFAULT_THRESHOLDS, Thresholds  # noqa: E402  (v2: stubs count as admitted)

SUITE = ROOT / "tests" / "data" / "gate_suite"
NO_CONTEXT = {"echo", "ack", "greet", "chitchat"}
LEGIT = {"question", "task", "invoke"}


def load_suite() -> tuple[list[dict], list[dict]]:
    corpus = [json.loads(l) for l in (SUITE / "corpus.jsonl").read_text().splitlines() if l.strip()]
    prompts = [json.loads(l) for l in (SUITE / "prompts.jsonl").read_text().splitlines() if l.strip()]
    return corpus, prompts


def open_suite_engine(home: Path, corpus: list[dict]) -> Engine:
    engine = Engine(load_settings(home=home, hide_builtin=True, embedder="inprocess"))
    engine.import_jsonl([json.dumps({**e, "project": "suite"}) for e in corpus])
    return engine


def evaluate(engine: Engine, corpus: list[dict], prompts: list[dict], mode: str,
             thresholds: Thresholds | None = None) -> dict:
    instruction_ids = {e["id"] for e in corpus if e["content_type"] == "instruction"}
    tp = fp = tp_strict = 0
    expected_total = expected_hit = 0
    no_ctx_prompts = no_ctx_instr = no_ctx_any = 0
    forbidden = full_forbidden = 0
    misses: list[str] = []
    extras: list[str] = []
    for p in prompts:
        result = engine.context(p["prompt"], mode=mode, thresholds=thresholds)
        got = {e["id"] for e in result.entries}
        why = {e["id"]: "; ".join(e["why"]) for e in result.entries}
        expected = set(p.get("expected", []))
        allowed = expected | set(p.get("allowed") or [])
        bad = set(p.get("forbidden", []))
        if p["intent"] in NO_CONTEXT:
            no_ctx_prompts += 1
            no_ctx_instr += bool(got & instruction_ids)
            no_ctx_any += bool(got)
        forbidden += len(got & bad)
        full_forbidden += len({e["id"] for e in result.entries if e.get("disclosure") == "full"} & bad)
        for fid in sorted(got & bad):
            extras.append(f"FORBIDDEN {p['pid']}: {p['prompt'][:60]!r} +{fid} ({why[fid]})")
        tp += len(got & allowed)
        tp_strict += len(got & expected)
        fp += len(got - allowed)
        if got - allowed - bad:
            extras.append(f"{p['pid']}: {p['prompt'][:50]!r} +{sorted(got - allowed - bad)}")
        if p["intent"] in LEGIT and expected:
            expected_total += len(expected)
            expected_hit += len(got & expected)
            if expected - got:
                misses.append(f"{p['pid']}: {p['prompt'][:50]!r} missing {sorted(expected - got)}")
    return {
        "mode": mode,
        "no_context_prompts": no_ctx_prompts,
        "instruction_admitted_on_no_context_pct": round(100 * no_ctx_instr / max(1, no_ctx_prompts), 1),
        "any_admitted_on_no_context_pct": round(100 * no_ctx_any / max(1, no_ctx_prompts), 1),
        "legit_recall_pct": round(100 * expected_hit / max(1, expected_total), 1),
        "precision_pct": round(100 * tp / max(1, tp + fp), 1),
        "strict_precision_pct": round(100 * tp_strict / max(1, tp + fp), 1),
        "forbidden_admissions": forbidden,
        "forbidden_full_disclosures": full_forbidden,
        "admitted": tp + fp,
        "misses": misses,
        "extras": extras,
    }


def latency(engine: Engine, prompts: list[dict], repeats: int = 3) -> dict:
    texts = [p["prompt"] for p in prompts]
    for t in texts:  # every prompt once first: the gate's patterns compile on first use, never inside a measured call
        engine.context(t), engine.search(t)
    ctx, srch = [], []
    for _ in range(repeats):
        for t in texts:
            s = time.perf_counter(); engine.search(t, k=30); srch.append(time.perf_counter() - s)
            s = time.perf_counter(); engine.context(t); ctx.append(time.perf_counter() - s)
    return {"search_p50_ms": round(1000 * statistics.median(srch), 2),
            "context_p50_ms": round(1000 * statistics.median(ctx), 2),
            "overhead_p50_ms": round(1000 * (statistics.median(ctx) - statistics.median(srch)), 2)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sweep", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    corpus, prompts = load_suite()
    print(f"suite: {len(corpus)} entries, {len(prompts)} prompts")
    with tempfile.TemporaryDirectory() as tmp:
        engine = open_suite_engine(Path(tmp), corpus)
        try:
            for mode in ("hybrid", "legacy"):
                r = evaluate(engine, corpus, prompts, mode)
                print(json.dumps({k: v for k, v in r.items() if k not in ("misses", "extras")}))
                if args.verbose:
                    for line in r["misses"]:
                        print("  MISS", line)
                    for line in r["extras"]:
                        if mode == "hybrid":
                            print("  EXTRA", line)
            print(json.dumps(latency(engine, prompts)))
            if args.sweep:
                for fact, stub, margin in [(f, b, m) for f in (0.25, 0.30, 0.35, 0.40) for b in (0.30, 0.40)
                                           for m in (0.10, 0.15, 0.20, 1.0)]:
                    th = replace(DEFAULT_THRESHOLDS, fact_cosine=fact, stub_cosine=stub, relative_margin=margin)
                    for half in ("odd", "even"):
                        subset = [p for i, p in enumerate(prompts) if (i % 2 == 1) == (half == "odd")]
                        r = evaluate(engine, corpus, subset, "hybrid", th)
                        print(f"fact>={fact:.2f} stub>={stub:.2f} margin {margin:.2f} [{half}]: recall {r['legit_recall_pct']}% "
                              f"precision {r['precision_pct']}% instr-on-echo "
                              f"{r['instruction_admitted_on_no_context_pct']}% forbidden {r['forbidden_admissions']}")
        finally:
            engine.close()


if __name__ == "__main__":
    main()
