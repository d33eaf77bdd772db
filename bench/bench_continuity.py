"""Continuity policies side by side: cliff, band and cache_first on the same sessions.

Synthetic: `--sessions` seeded tool-heavy sessions of `--turns` turns each (parameters:
`tdcontext.continuity.simulate.SyntheticParams`), at the example size (window 1,048,576,
reserved 256,000, headroom 65,536); also the same sessions with tool results capped at the
band's slice size (what a copilot that caps tool output shows the model).
LoCoMo: each conversation is replayed through the real fold engine (real session log, offline
extractive gists, DeepSeek token counts) at a window scaled to 8,192 (reserved 1,024, headroom
512, band slices of 1,024) so most of it is folded; then every category 1-4 question whose
evidence was folded asks `continuity_load(query=question, k=10)` with the real MiniLM embedder (each query timed; the
first query of a conversation also builds its search index and is timed apart).
The search design was tuned on conversations 0-4 (`fit`); conversations 5-9 are `held-out`.

    .venv/bin/python bench/bench_continuity.py [--turns 400] [--sessions 5] [--locomo-samples 0-9] [--json out.json]
Invariant: data is read in place; session logs go to a throwaway temp dir.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import DATA, machine, open_bench_engine, table

from tdcontext.continuity.policy import PolicyConfig, make_policy
from tdcontext.continuity.simulate import (
    SimReport,
    SyntheticParams,
    simulate,
    simulate_locomo,
    synthetic_session,
)

POLICIES = ("cliff", "band", "cache_first")
BIG = {"window": 1_048_576, "reserved": 256_000, "headroom": 65_536}
SMALL = {"window": 8_192, "reserved": 1_024, "headroom": 512, "max_per_batch": 1_024}


def synthetic(turns: int, sessions: int, params: SyntheticParams) -> list[dict[str, Any]]:
    runs = [synthetic_session(turns, seed=seed, params=params) for seed in range(sessions)]
    out = []
    for name in POLICIES:
        policy = make_policy(name, PolicyConfig(**BIG))
        total: SimReport | None = None
        for messages in runs:
            one = simulate(messages, policy)
            if total is None:
                total = one
            else:
                total.merge(one)
        assert total is not None
        out.append(total.to_dict())
    return out


def rows_for(reports: list[dict[str, Any]]) -> list[list[object]]:
    return [[r["policy"], r["events_per_100_turns"], f"{r['median_drop']:,}", f"{r['p90_drop']:,}",
             f"{r['max_drop']:,}", f"{r['max_slice_drop']:,}", r["oversize_unit_folds"], r["part_folds"],
             f"{100 * r['cache_hit_share']['prefix']:.1f}", f"{100 * r['cache_hit_share']['units']:.1f}",
             f"{r['billed_input']['units']['usd']:.2f}", r["emergency_events"], r["orphaned_tool_pairs"]]
            for r in reports]


HEAD = ["policy", "events/100 turns", "median drop", "p90 drop", "max drop", "max slice drop", "oversize folds",
        "part folds",
        "hit % prefix", "hit % units", "billed input $ (units)", "emergency", "orphans"]


class MemoEmbedder:
    """The engine's embedder with a text -> vector memo: the three policies' session logs hold
    the same messages (and neighbours), so each text is encoded once per run."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.memo: dict[str, Any] = {}

    def embed(self, texts: list[str]) -> Any:
        import numpy as np

        missing = [t for t in dict.fromkeys(texts) if t not in self.memo]
        if missing:
            for text, vec in zip(missing, self.inner.embed(missing), strict=True):
                self.memo[text] = np.asarray(vec, dtype=np.float32)
        return np.stack([self.memo[t] for t in texts])

    def close(self) -> None:
        self.inner.close()


def parse_samples(text: str) -> list[int]:
    if "-" in text:
        a, b = text.split("-")
        return list(range(int(a), int(b) + 1))
    return [int(x) for x in text.split(",")]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--turns", type=int, default=400)
    ap.add_argument("--sessions", type=int, default=5)
    ap.add_argument("--locomo-samples", default="0-9")
    ap.add_argument("--skip-locomo", action="store_true")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    results: dict[str, Any] = {"machine": machine()}
    print(f"# continuity bench · {machine()}")

    t = time.time()
    params = SyntheticParams()
    results["synthetic"] = synthetic(args.turns, args.sessions, params)
    capped = SyntheticParams(result_cap=7_000, huge_share=0.0)
    results["synthetic_capped"] = synthetic(args.turns, args.sessions, capped)
    print(f"\n## synthetic: {args.sessions} sessions x {args.turns} turns ({time.time() - t:.0f} s)")
    print(f"params: {json.dumps(params.to_dict())}")
    print(table(HEAD, rows_for(results["synthetic"])))
    print("\n## synthetic, tool results capped at 7,000 tokens (no huge outputs)")
    print(table(HEAD, rows_for(results["synthetic_capped"])))

    if not args.skip_locomo:
        samples = parse_samples(args.locomo_samples)
        home = Path(tempfile.mkdtemp(prefix="tdcontext-bench-continuity-"))
        engine = open_bench_engine(home)
        embedder = MemoEmbedder(engine.embedder)
        results["locomo"] = {}
        try:
            for name in POLICIES:
                policy = make_policy(name, PolicyConfig(**SMALL))
                per_split: dict[str, Any] = {}
                for split, chosen in (("fit", [s for s in samples if s < 5]), ("held-out", [s for s in samples if s >= 5])):
                    if not chosen:
                        continue
                    t = time.time()
                    with tempfile.TemporaryDirectory() as tmp:
                        per_split[split] = simulate_locomo(DATA / "locomo", policy, sessions_dir=Path(tmp),
                                                           embedder=embedder,
                                                           model_version=engine.model_version, samples=chosen)
                    per_split[split]["seconds"] = round(time.time() - t, 1)
                    rec = per_split[split]["recoverability"]
                    print(f"locomo {name} {split}: any {rec['recovered_any']:.3f} all {rec['recovered_all']:.3f} "
                          f"over {rec['questions']} questions, query p50 {rec['query_ms_p50']} ms "
                          f"({per_split[split]['seconds']} s)", flush=True)
                results["locomo"][name] = per_split
        finally:
            engine.close()
        print("\n## LoCoMo (window 8,192; evidence recoverability = a folded evidence turn in the top 10)")
        rows = []
        for name, splits in results["locomo"].items():
            for split, r in splits.items():
                rec = r["recoverability"]
                rows.append([name, split, rec["questions"], f"{100 * rec['recovered_any']:.1f}",
                             f"{100 * rec['recovered_all']:.1f}",
                             " / ".join(f"{100 * v:.0f}" for v in rec["by_category"].values()),
                             f"{rec['query_ms_p50']} / {rec['query_ms_p95']}",
                             r["events_per_100_turns"], f"{r['max_drop']:,}",
                             f"{100 * r['cache_hit_share']['prefix']:.1f}", f"{100 * r['cache_hit_share']['units']:.1f}",
                             r["orphaned_tool_pairs"]])
        print(table(["policy", "split", "questions", "recovered any %", "recovered all %",
                     "by category (" + " / ".join(next(iter(next(iter(results['locomo'].values())).values()))["recoverability"]["by_category"]) + ")",
                     "query ms p50 / p95", "events/100 turns", "max drop", "hit % prefix", "hit % units",
                     "orphans"], rows))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
