"""Admission gate v2.12: what the multilingual encoder costs, on prompts in another language.

Loads the v2 suite corpus (built-ins hidden) into a throwaway home, real int8 MiniLM in process, and
times on the non-English prompts (`gate.not_english`) of the labelled suites .. unseen30 (every
`step`-th one):

- the encoder's cold start in this process (the first non-English `context()`: model load plus the
  candidate entries' vectors);
- `context()` p50 minus `search(k=30)` p50 with `gate_multilingual` off and on, interleaved, warm
  (entry vectors cached), in one run; an English prompt never calls the encoder.

    python bench/bench_gate_multilingual.py [--step 4] [--repeats 2]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from bench_gate_cv import SUITE, load, open_engine

from tdcontext.embedding.multilingual import MultilingualEncoder
from tdcontext.retrieval.gate import not_english

BLIND = ("prompts_unseen31.jsonl", "prompts_unseen32.jsonl", "prompts_unseen33.jsonl")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--step", type=int, default=4, help="time every STEP-th non-English prompt (default 4)")
    ap.add_argument("--repeats", type=int, default=2)
    args = ap.parse_args()
    if args.step < 1 or args.repeats < 1:
        ap.error("--step and --repeats must be at least 1")
    prompts = [p["prompt"] for f in sorted(SUITE.glob("prompts*.jsonl")) if f.name not in BLIND
               for p in load(f.name) if not p["builtin"] and not_english(p["prompt"])][::args.step]
    with tempfile.TemporaryDirectory() as tmp:
        engine = open_engine(Path(tmp), load("corpus.jsonl"), False)
        try:
            ctx = engine._context
            encoder = MultilingualEncoder()
            ctx.multilingual = None
            engine.context(prompts[0]), engine.search(prompts[0])  # MiniLM warm, encoder not loaded yet
            ctx.multilingual = encoder
            start = time.perf_counter()
            engine.context(prompts[0])
            cold = time.perf_counter() - start
            for text in prompts:  # every candidate entry's vector cached: the steady state of a server
                engine.context(text)
            times: dict[str, list[float]] = {"search": [], "off": [], "on": []}
            for _ in range(args.repeats):
                for text in prompts:
                    s = time.perf_counter(); engine.search(text, k=30); times["search"].append(time.perf_counter() - s)
                    ctx.multilingual = None
                    s = time.perf_counter(); engine.context(text); times["off"].append(time.perf_counter() - s)
                    ctx.multilingual = encoder
                    s = time.perf_counter(); engine.context(text); times["on"].append(time.perf_counter() - s)
            med = {k: 1000 * statistics.median(v) for k, v in times.items()}
            print(json.dumps({"prompts": len(prompts), "cold_start_ms": round(1000 * cold, 1),
                              "search_p50_ms": round(med["search"], 2),
                              "overhead_p50_ms_multilingual_off": round(med["off"] - med["search"], 2),
                              "overhead_p50_ms_multilingual_on": round(med["on"] - med["search"], 2)}))
        finally:
            engine.close()


if __name__ == "__main__":
    main()
