"""Admission gate: the invocation classifier judged leave-one-suite-out, rules alone vs rules + classifier.

For every labelled prompt file of tests/data/gate_suite_v2 (the list `TRAINING_SUITES` of
tools/build_invocation_model.py; never a file outside it), the classifier is fitted on the other
suites only, its threshold is chosen on those suites only (leave-one-suite-out inside them), and
the held-out suite is then scored through the real gate (`gate.admit`, shipped thresholds, real
int8 MiniLM candidates, built-ins visible for prompts labelled `builtin`) twice: rules alone, and
rules + that fold's classifier. Same candidates, same prompts; each prompt is held out exactly once.
The weights are rounded to float16 as the shipped file stores them.

NOTE what is in-sample: the classifier never sees the suite it is scored on, but the RULES were
written against prompts .. unseen3 (and their guards partly against the same suites), so "rules
alone" on those suites is in-sample; unseen4 is the only suite the rules were never changed for.

Latency: `context()` p50 minus `search(k=30)` p50 on the same prompts, classifier off and on,
in one run; plus the classifier's own cost per call on named pairs.

    python bench/bench_gate_loso.py [--verbose] [--json out.json] [--skip-latency]
                                    [--threshold-rule robust|unguarded|shipped] [--pool FILE ...] [--held FILE ...]

`--pool` trains on other prompt files than `TRAINING_SUITES` (e.g. a candidate list for the next build);
`--held` holds out only some of them, one at a time, and scores the shipped classifier on each as well,
so a candidate training list is judged on suites the shipped weights never saw (session 10).
`--threshold-rule shipped` builds each fold exactly as the build script does (both thresholds).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from array import array
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "bench"))

import build_invocation_model as build
import numpy as np
from bench_gate_cv import K, load, load_suite, open_engine, score

from tdcontext.engine import Engine
from tdcontext.retrieval import gate
from tdcontext.retrieval.context import Candidates
from tdcontext.retrieval.invocation_model import InvocationModel, default_model

Outcome = dict[str, str]


def outcome(engine: Engine, cands: Candidates, model: InvocationModel | None) -> Outcome:
    ctx = engine._context
    decision = gate.admit(cands.prompt, cands.result.hits, cands.procedures, k=K,
                          prototype_cosine=cands.prototype_cosine, degraded=cands.vector is None,
                          name_df=ctx._name_df, term_df=ctx._term_df, entry_text=ctx._entry_text,
                          invocation_model=model, multilingual=cands.multilingual)
    return {a.hit.id: a.disclosure for a in decision.admitted}


def suite_key(name: str) -> str:
    return name.removeprefix("prompts_").removesuffix(".jsonl") if name != "prompts.jsonl" else "dev"


def fold_model(train: dict[str, list[build.Pair]], rule: str) -> tuple[InvocationModel, dict[str, Any]]:
    """One fold's classifier. `rule="shipped"` builds it as tools/build_invocation_model.py does (the
    "unguarded" threshold for English and prompts with a request word, the "robust" one for others)."""
    threshold, info = build.choose_threshold(train, "unguarded" if rule == "shipped" else rule)
    other = build.choose_threshold(train, "robust")[0] if rule == "shipped" else None
    w, b = build.train([p for ps in train.values() for p in ps])
    weights = array("d", w.astype("<f2").astype(np.float64).tolist())
    return InvocationModel(weights, float(np.float32(b)), round(threshold, 4), tuple(train),
                           round(other, 4) if other is not None else None), info


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--verbose", action="store_true", help="list every prompt whose outcome the classifier changed")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--skip-latency", action="store_true")
    ap.add_argument("--ablation", action="store_true",
                    help="only the model-selection ablation: pair-level out-of-suite separation on dev..unseen3 "
                         "(unseen4 left out, as when l2 was chosen) for hashed n-grams at three l2 values and "
                         "for the prompt's MiniLM vector (as searched, and with the names masked)")
    ap.add_argument("--threshold-rule", choices=("robust", "unguarded", "shipped"), default="robust",
                    help="robust: the threshold clears every training negative a word-list guard caught too; "
                         "unguarded: only the negatives no guard caught (trusts the word lists); shipped: both, "
                         "as the build script does (unguarded for English, robust for other languages)")
    ap.add_argument("--pool", nargs="+", metavar="FILE", default=None,
                    help="the prompt files to train on (default: TRAINING_SUITES of the build script)")
    ap.add_argument("--held", nargs="+", metavar="FILE", default=None,
                    help="hold out only these files of the pool, one at a time, and also score the shipped "
                         "classifier on each (a fair comparison only for files it was not trained on)")
    args = ap.parse_args()
    corpus = load("corpus.jsonl")
    instructions = {e["id"] for e in corpus if e["content_type"] == "instruction"}
    pool = tuple(args.pool or build.TRAINING_SUITES)
    held_out = tuple(args.held or pool)
    if not set(held_out) <= set(pool):
        ap.error(f"--held files must be in the pool: {sorted(set(held_out) - set(pool))}")
    suites = {s: load_suite(build.SUITE / s) for s in held_out}
    t0 = time.perf_counter()
    pairs = build.load_pairs(pool)
    print(f"{sum(map(len, pairs.values()))} named pairs in {time.perf_counter() - t0:.1f} s")
    result: dict[str, Any] = {"threshold_rule": args.threshold_rule, "suites": {}}
    with tempfile.TemporaryDirectory() as tmp:
        engines = {b: open_engine(Path(tmp) / ("builtin" if b else "plain"), corpus, b) for b in (False, True)}
        try:
            if args.ablation:
                ablation(engines[False], {s: ps for s, ps in pairs.items() if "unseen4" not in s})
                return
            t0 = time.perf_counter()
            cands = {s: {p["pid"]: engines[p["builtin"]]._context.candidates(p["prompt"], project=None, k=K) for p in ps}
                     for s, ps in suites.items()}
            print(f"candidates for {sum(map(len, suites.values()))} prompts in {time.perf_counter() - t0:.1f} s")
            pooled_rules: dict[str, Outcome] = {}
            pooled_model: dict[str, Outcome] = {}
            pooled_prompts: list[dict[str, Any]] = []
            pooled_shipped: dict[str, Outcome] = {}
            shipped = default_model() if args.held else None
            for held, prompts in suites.items():
                model, info = fold_model({s: ps for s, ps in pairs.items() if s != held}, args.threshold_rule)
                rules = {p["pid"]: outcome(engines[p["builtin"]], cands[held][p["pid"]], None) for p in prompts}
                learned = {p["pid"]: outcome(engines[p["builtin"]], cands[held][p["pid"]], model) for p in prompts}
                row = {"threshold": model.threshold, "threshold_other": model.threshold_other, "inner_loso": info,
                       "rules": score(prompts, rules, instructions), "rules_plus_classifier": score(prompts, learned, instructions)}
                if shipped is not None:
                    by_shipped = {p["pid"]: outcome(engines[p["builtin"]], cands[held][p["pid"]], shipped) for p in prompts}
                    row["shipped_trained_on_it"] = any(t.startswith(held + ":") for t in shipped.trained_on)
                    row["shipped_classifier"] = score(prompts, by_shipped, instructions)
                    pooled_shipped.update({f"{suite_key(held)}:{pid}": o for pid, o in by_shipped.items()})
                changed = [(p, rules[p["pid"]], learned[p["pid"]]) for p in prompts if rules[p["pid"]] != learned[p["pid"]]]
                row["changed_prompts"] = len(changed)
                result["suites"][held] = row
                key = suite_key(held)
                pooled_prompts += [{**p, "pid": f"{key}:{p['pid']}"} for p in prompts]
                pooled_rules.update({f"{key}:{pid}": o for pid, o in rules.items()})
                pooled_model.update({f"{key}:{pid}": o for pid, o in learned.items()})
                if args.verbose:
                    for p, before, after in changed:
                        raised = sorted(i for i, d in after.items() if d == "full" and before.get(i) != "full")
                        good = all(i in p["full"] for i in raised)
                        print(f"  {key} {p['pid']} [{p['intent']}] {'OK ' if good else 'BAD'} raised={raised} "
                              f"{p['prompt'][:80]!r}")
            result["pooled"] = {"rules": score(pooled_prompts, pooled_rules, instructions),
                                "rules_plus_classifier": score(pooled_prompts, pooled_model, instructions)}
            if shipped is not None:
                result["pooled"]["shipped_classifier"] = score(pooled_prompts, pooled_shipped, instructions)
            if not args.skip_latency:
                result["latency"] = latency(engines[False], [p["prompt"] for ps in suites.values() for p in ps[::6]])
        finally:
            for engine in engines.values():
                engine.close()
    print_table(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, ensure_ascii=False))


def ablation(engine: Engine, pairs: dict[str, list[build.Pair]]) -> None:
    """Out-of-suite separation of the pairs the rules get right (positives) from every negative the
    classifier could meet if a word-list guard had a gap: AUC, and the share of positives above the
    highest such negative (what a zero-false-positive threshold keeps)."""
    from tdcontext.retrieval import invocation_model as im

    every = [p for ps in pairs.values() for p in ps]
    texts = sorted({p.prompt for p in every} | {im.mask(p.prompt, p.spans) for p in every})
    vectors = dict(zip(texts, np.asarray(engine.embedder.embed(texts), dtype=np.float64), strict=True))

    def dense_fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, iterations: int = 800) -> tuple[np.ndarray, float]:
        w, b, vw, vb = np.zeros(x.shape[1]), 0.0, np.zeros(x.shape[1]), 0.0
        step = 1.0 / (0.25 * np.linalg.norm(x, 2) ** 2 / len(y) + l2)
        for t in range(1, iterations + 1):
            err = 1.0 / (1.0 + np.exp(-np.clip(x @ vw + vb, -40, 40))) - y
            w_new, b_new = vw - step * (x.T @ err / len(y) + l2 * vw), vb - step * float(err.mean())
            m = (t - 1) / (t + 2)
            vw, vb, w, b = w_new + m * (w_new - w), b_new + m * (b_new - b), w_new, b_new
        return w, b

    def scores(kind: str, l2: float) -> tuple[list[float], list[float]]:
        pos: list[float] = []
        neg: list[float] = []
        for held, held_pairs in pairs.items():
            train = [p for s, ps in pairs.items() if s != held for p in ps]
            y = np.array([p.label for p in train], dtype=np.float64)
            if kind == "ngrams":
                w, b = im.fit([p.ids for p in train], y.tolist(), l2=l2)
                probs = im.predict(w, b, [p.ids for p in held_pairs])
            else:
                key = (lambda p: p.prompt) if kind == "minilm" else (lambda p: im.mask(p.prompt, p.spans))
                dw, db = dense_fit(np.array([vectors[key(p)] for p in train]), y)
                probs = 1.0 / (1.0 + np.exp(-(np.array([vectors[key(p)] for p in held_pairs]) @ dw + db)))
            for p, x in zip(held_pairs, probs, strict=True):
                if p.label and p.rules_full:
                    pos.append(float(x))
                elif not p.label and not p.rules_full and (not p.guarded or p.guarded.startswith(im.LEXICAL_GUARDS)):
                    neg.append(float(x))
        return pos, neg

    for kind, l2 in (("ngrams", 1e-3), ("ngrams", 1e-4), ("ngrams", 1e-5), ("minilm", 1e-3), ("minilm_masked", 1e-3)):
        pos, neg = scores(kind, l2)
        p, n = np.array(pos), np.array(neg)
        auc = float((p[:, None] > n[None, :]).mean() + 0.5 * (p[:, None] == n[None, :]).mean())
        print(f"ablation {kind:<14} l2={l2:g}: AUC {auc:.3f}, highest negative {n.max():.2f}, "
              f"positives above it {100 * float((p > n.max()).mean()):.0f} % ({len(p)} positives, {len(n)} negatives)")


def latency(engine: Engine, texts: list[str], repeats: int = 2) -> dict[str, Any]:
    """context() p50 minus search(k=30) p50, classifier off and on (interleaved, one run)."""
    from tdcontext.retrieval.invocation_model import default_model

    ctx = engine._context
    model = default_model()
    for t in texts[:5]:
        engine.context(t), engine.search(t)
    times: dict[str, list[float]] = {"search": [], "off": [], "on": []}
    for _ in range(repeats):
        for t in texts:
            s = time.perf_counter(); engine.search(t, k=30); times["search"].append(time.perf_counter() - s)
            ctx.invocation_model = None
            s = time.perf_counter(); engine.context(t); times["off"].append(time.perf_counter() - s)
            ctx.invocation_model = model
            s = time.perf_counter(); engine.context(t); times["on"].append(time.perf_counter() - s)
    ctx.invocation_model = None
    med = {k: 1000 * statistics.median(v) for k, v in times.items()}
    calls = []
    for t in texts:
        spans = [(i, i + 5) for i in range(0, max(len(t) - 5, 1), 23)][:2]
        s = time.perf_counter(); model.raises(t, spans); calls.append(time.perf_counter() - s)
    return {"prompts": len(texts), "search_p50_ms": round(med["search"], 2),
            "overhead_p50_ms_rules": round(med["off"] - med["search"], 2),
            "overhead_p50_ms_rules_plus_classifier": round(med["on"] - med["search"], 2),
            "classifier_call_p50_us": round(1e6 * statistics.median(calls), 1)}


def print_table(result: dict[str, Any]) -> None:
    cols = ("full_on_invocations_pct", "full_on_negatives", "any_on_echo_meta_chitchat_pct", "recall_pct",
            "unanswerable_empty_pct")
    print("held-out suite        thr   | rules: full-inv  full-neg  any-noctx  recall  unans | "
          "+classifier: full-inv  full-neg  any-noctx  recall  unans | changed")
    rows = [(k, v) for k, v in result["suites"].items()] + [("POOLED", {**result["pooled"], "threshold": None})]
    for name, row in rows:
        r, c = row["rules"], row["rules_plus_classifier"]
        thr = f"{row['threshold']:.2f}" if row["threshold"] is not None else "  - "
        print(f"{name:<22}{thr}  | " + "  ".join(f"{r[k]!s:>8}" for k in cols) + " | "
              + "  ".join(f"{c[k]!s:>8}" for k in cols) + f" | {row.get('changed_prompts', '')}")
        if "shipped_classifier" in row:
            s = row["shipped_classifier"]
            note = " (trained on it: in-sample)" if row.get("shipped_trained_on_it") else ""
            print(f"{'  shipped classifier':<28}| {'':>44} | " + "  ".join(f"{s[k]!s:>8}" for k in cols) + note)
    if "latency" in result:
        print("latency", json.dumps(result["latency"]))


if __name__ == "__main__":
    main()
