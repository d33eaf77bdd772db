"""Invocation classifier: would multilingual sentence vectors separate requests from mentions better than
the hashed n-grams? A pair-level, leave-one-suite-out ablation (no gate, no thresholds shipped).

For every (prompt, named procedure) pair of the labelled suites in `--pool` (default: .. unseen36) the
classifier is fitted on the other suites and scored on the held-out one, with two feature sets: the
shipped hashed n-grams (`invocation_model.feature_ids`), and the USE multilingual v3 vector of the prompt
with the procedure's names masked (`embedding/multilingual.py`). Reported, as in
`bench_gate_loso.py --ablation`: AUC of the positives the rules find (label 1) against every negative the
classifier could be asked about if a word-list guard had a gap (`LEXICAL_GUARDS`), the highest such
negative, and the share of positives above it (what a threshold with no false positive keeps), overall
and for English and other-language pairs.

    python bench/bench_invocation_features.py [--pool FILE ...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tools"))

import build_invocation_model as build
import numpy as np

from tdcontext.embedding.multilingual import MultilingualEncoder
from tdcontext.retrieval import invocation_model as im

DEFAULT_POOL = ("prompts.jsonl", "prompts_fresh.jsonl", "prompts_holdout.jsonl", "prompts_unseen.jsonl",
                *(f"prompts_unseen{i}.jsonl" for i in range(2, 37)))


def dense_fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, iterations: int = 600) -> tuple[np.ndarray, float]:
    """Logistic regression by accelerated gradient descent (as in bench_gate_loso's ablation)."""
    w, b, vw, vb = np.zeros(x.shape[1]), 0.0, np.zeros(x.shape[1]), 0.0
    step = 1.0 / (0.25 * np.linalg.norm(x, 2) ** 2 / len(y) + l2)
    for t in range(1, iterations + 1):
        err = 1.0 / (1.0 + np.exp(-np.clip(x @ vw + vb, -40, 40))) - y
        w_new, b_new = vw - step * (x.T @ err / len(y) + l2 * vw), vb - step * float(err.mean())
        m = (t - 1) / (t + 2)
        vw, vb, w, b = w_new + m * (w_new - w), b_new + m * (b_new - b), w_new, b_new
    return w, b


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pool", nargs="+", default=list(DEFAULT_POOL), metavar="FILE")
    args = ap.parse_args()
    t0 = time.perf_counter()
    pairs = build.load_pairs(tuple(args.pool))
    every = [p for ps in pairs.values() for p in ps]
    masked = [im.mask(p.prompt, p.spans) for p in every]
    unique = sorted(set(masked))
    encoded = MultilingualEncoder().encode(unique)
    vectors = dict(zip(unique, encoded.astype(np.float64), strict=True))
    print(f"{len(every)} pairs, {len(unique)} masked prompts encoded in {time.perf_counter() - t0:.1f} s")

    results: dict[str, list[tuple[build.Pair, float]]] = {"ngrams": [], "use": []}
    for held, held_pairs in pairs.items():
        train = [p for s, ps in pairs.items() if s != held for p in ps]
        if not held_pairs or not train:
            continue
        y = np.array([p.label for p in train], dtype=np.float64)
        w, b = im.fit([p.ids for p in train], y.tolist())
        results["ngrams"] += list(zip(held_pairs, map(float, im.predict(w, b, [p.ids for p in held_pairs])), strict=True))
        u_train = np.array([vectors[im.mask(p.prompt, p.spans)] for p in train])
        u_held = np.array([vectors[im.mask(p.prompt, p.spans)] for p in held_pairs])
        uw, ub = dense_fit(u_train, y)
        results["use"] += list(zip(held_pairs, map(float, 1 / (1 + np.exp(-(u_held @ uw + ub)))), strict=True))
    for kind, scored in results.items():
        for part, keep_pair in (("all", lambda p: True), ("English", lambda p: im.english(p.prompt, p.spans)),
                                ("other", lambda p: not im.english(p.prompt, p.spans))):
            pos = np.array([x for p, x in scored if keep_pair(p) and p.label and p.rules_full])
            neg = np.array([x for p, x in scored if keep_pair(p) and not p.label and not p.rules_full
                            and (not p.guarded or p.guarded.startswith(im.LEXICAL_GUARDS))])
            missed = np.array([x for p, x in scored if keep_pair(p) and p.label and not p.rules_full and not p.guarded])
            if not len(pos) or not len(neg):
                continue
            auc = float((pos[:, None] > neg[None, :]).mean() + 0.5 * (pos[:, None] == neg[None, :]).mean())
            top = float(neg.max())
            print(f"{kind:<7} {part:<8} AUC {auc:.3f}  highest negative {top:.2f}  rule-found positives above it "
                  f"{100 * float((pos > top).mean()):.0f} % ({len(pos)})  rule-missed unguarded positives above it "
                  f"{100 * float((missed > top).mean()) if len(missed) else 0:.0f} % ({len(missed)}), negatives {len(neg)}")


if __name__ == "__main__":
    main()
