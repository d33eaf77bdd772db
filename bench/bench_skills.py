"""Auto-load precision and recall of the built-in skill packs on a labelled prompt set.

Each prompt is observed by a fresh `SkillSession` (built-in packs only, autoload on, the
default done pattern); the packs it activates are compared with the labels. Precision and
recall are micro-averaged over (prompt, pack) pairs.

Each case may carry a "set" label: "v1" (the first 65 prompts, the default), "v2" (prompts
written later, before the keywords were widened; the keywords were fitted on v1 + v2) and
"v2-heldout" (written at the same time, never looked at while fitting). Figures are printed
for every set separately and for all together.

Usage: python bench/bench_skills.py [--data tests/data/skills_autoload.jsonl] [--json] [--verbose]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from tdcontext.config import Settings
from tdcontext.skills import SkillLoader, SkillSession

DEFAULT_DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "skills_autoload.jsonl"


def load_cases(path: Path) -> list[dict[str, object]]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        case = json.loads(line)
        if not isinstance(case.get("prompt"), str) or not isinstance(case.get("expected"), list):
            raise SystemExit(f"{path}:{number}: each line needs 'prompt' (str) and 'expected' (list)")
        cases.append(case)
    return cases


def evaluate(cases: list[dict[str, object]], loader: SkillLoader) -> dict[str, object]:
    tp = fp = fn = exact = 0
    per_pack: dict[str, dict[str, int]] = {}
    misses = []
    started = time.perf_counter()
    for case in cases:
        session = SkillSession(loader, autoload=True)
        predicted = set(session.observe(str(case["prompt"])).loaded)
        expected = {str(x) for x in case["expected"]}  # type: ignore[union-attr]
        for name in predicted | expected:
            stats = per_pack.setdefault(name, {"tp": 0, "fp": 0, "fn": 0})
            if name in predicted and name in expected:
                stats["tp"] += 1
            elif name in predicted:
                stats["fp"] += 1
            else:
                stats["fn"] += 1
        tp += len(predicted & expected)
        fp += len(predicted - expected)
        fn += len(expected - predicted)
        if predicted == expected:
            exact += 1
        else:
            misses.append(
                {"prompt": case["prompt"], "expected": sorted(expected), "predicted": sorted(predicted)}
            )
    elapsed = time.perf_counter() - started
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {
        "prompts": len(cases),
        "labelled_loads": tp + fn,
        "precision": round(precision, 3),
        "recall": round(recall, 3),
        "exact_match": round(exact / len(cases), 3) if cases else 1.0,
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "per_pack": {
            name: {
                "precision": round(s["tp"] / (s["tp"] + s["fp"]), 3) if s["tp"] + s["fp"] else None,
                "recall": round(s["tp"] / (s["tp"] + s["fn"]), 3) if s["tp"] + s["fn"] else None,
                **s,
            }
            for name, s in sorted(per_pack.items())
        },
        "ms_per_prompt": round(1000 * elapsed / max(1, len(cases)), 2),
        "misses": misses,
    }


def by_set(cases: list[dict[str, object]], loader: SkillLoader) -> dict[str, dict[str, object]]:
    """`evaluate` per "set" label (unlabelled cases are "v1"), plus "all"."""
    sets: dict[str, list[dict[str, object]]] = {}
    for case in cases:
        sets.setdefault(str(case.get("set", "v1")), []).append(case)
    out = {name: evaluate(group, loader) for name, group in sorted(sets.items())}
    out["all"] = evaluate(cases, loader)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--json", action="store_true", help="print the full result as JSON")
    parser.add_argument("--verbose", action="store_true", help="list every prompt that missed")
    args = parser.parse_args(argv)
    cases = load_cases(args.data)
    with tempfile.TemporaryDirectory() as home:
        # An empty home: only the built-in packs take part, whatever the user has installed.
        loader = SkillLoader(Settings(home=Path(home)))
        loader.catalog()  # warm the tokenizer and the cache outside the timing
        results = by_set(cases, loader)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for name, result in results.items():
        print(f"== set {name}")
        _print(result, args.verbose)
    return 0


def _print(result: dict[str, object], verbose: bool) -> None:
    print(f"prompts: {result['prompts']}  labelled loads: {result['labelled_loads']}")
    print(
        f"auto-load precision: {result['precision']:.3f}  recall: {result['recall']:.3f}  "
        f"exact match: {result['exact_match']:.3f}  (tp {result['tp']}, fp {result['fp']}, fn {result['fn']})"
    )
    for name, s in result["per_pack"].items():  # type: ignore[union-attr]
        print(f"  {name:<18} P {s['precision']}  R {s['recall']}  (tp {s['tp']}, fp {s['fp']}, fn {s['fn']})")
    print(f"{result['ms_per_prompt']} ms per prompt")
    if verbose:
        for miss in result["misses"]:  # type: ignore[union-attr]
            print(f"  miss: {miss['prompt']!r} expected {miss['expected']} got {miss['predicted']}")


if __name__ == "__main__":
    sys.exit(main())
