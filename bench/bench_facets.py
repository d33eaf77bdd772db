"""Facet benchmarks: SGD held-out slots and queries, TIAGE boundaries, tagging and scanner speed.

Usage:
    .venv/bin/python bench/bench_facets.py [--embeddings] [--max-dialogues N] [--json OUT]

Figures (all on held-out data; the model never sees the test dialogues):
- SGD: per-slot accuracy and macro-F1 of each extractor and of the fusion; query precision
  and recall for "which turn ranges are about <domain>?"; fused tagging ms/turn.
- naive-Bayes tagging alone: ms/turn (median of 5 passes over the held-out turns).
- TIAGE test: boundary P/R/F1 and Pk from facet changes (built-in TouchDesigner model).
- Scanner: a 100-turn backlog in a fresh home, tagged incl. embeddings (median of 3).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from common import DATA, machine

from tdcontext.config import load_settings
from tdcontext.continuity.log import SessionLog
from tdcontext.engine import Engine
from tdcontext.facets.classifier import NaiveBayes
from tdcontext.facets.validate import load_sgd, split_dialogues, validate_sgd, validate_tiage

TD_TURNS = [
    ("user", "build a feedback loop with long trails for the kaleidoscope"),
    ("assistant", "Added feedback1 (Feedback TOP) with a Level TOP for decay; the trails now last about 2 s."),
    ("user", "the kick should flash the whole image"),
    ("assistant", "Audio Device In -> Audio Spectrum -> Analyze CHOP drives level1.brightness1."),
    ("user", "why is the projector output black?"),
    ("assistant", "The Window COMP points at a null that is not cooking; I turned its cooking on."),
    ("user", "write a GLSL shader that adds random grain"),
    ("assistant", "Here is a GLSL TOP pixel shader with a uniform seed for the grain noise."),
    ("tool", '{"success": true, "path": "/project1/glsl1", "type": "glslTOP"}'),
    ("user", "fps drops to 40 when the particles spawn"),
]


def nb_speed(directory: Path, max_dialogues: int | None) -> dict[str, Any]:
    dialogues = load_sgd(directory, max_dialogues=max_dialogues)
    train, test = split_dialogues(dialogues)
    nb = NaiveBayes().fit((t.turn.text, t.facets["topic"], [f"role={t.turn.role}"]) for d in train for t in d.turns)
    turns = [t.turn for d in test for t in d.turns]
    runs = []
    for _ in range(5):
        started = time.perf_counter()
        for turn in turns:
            nb.predict(turn.text, [f"role={turn.role}"])
        runs.append(1000 * (time.perf_counter() - started) / len(turns))
    return {"ms_per_turn_median": round(statistics.median(runs), 4), "turns": len(turns), "classes": len(nb.classes)}


def scanner_speed(embeddings: bool) -> dict[str, Any]:
    times = []
    for _ in range(3):
        with tempfile.TemporaryDirectory() as home:
            settings = load_settings(home=Path(home), embedder="worker" if embeddings else "none")
            engine = Engine(settings)
            try:
                if embeddings:
                    engine.embedder.embed(["warm up"])  # the shared worker is warm in a running copilot
                log = SessionLog.create(settings.sessions_dir, "bench")
                for i in range(100):
                    role, text = TD_TURNS[i % len(TD_TURNS)]
                    msg: dict[str, Any] = {"role": role, "content": f"{text} ({i})"}
                    if role == "tool":
                        msg["tool_call_id"] = f"c{i}"
                    log.append_messages([msg], turn=i // 2)
                _ = engine.facets.model  # zero-shot prototypes: built once per home, not per scan
                started = time.perf_counter()
                report = engine.facets.scan()
                times.append(time.perf_counter() - started)
                assert report.tagged == 100, report
            finally:
                engine.close()
    return {"seconds_median": round(statistics.median(times), 3), "runs": [round(t, 3) for t in times],
            "embeddings": embeddings}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embeddings", action="store_true", help="also train/use embedding prototypes on SGD")
    parser.add_argument("--max-dialogues", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    sgd_dir = DATA / "sgd" / "test"
    out: dict[str, Any] = {"machine": machine()}
    embed = None
    engine = None
    if args.embeddings:
        engine = Engine(load_settings(home=Path(tempfile.mkdtemp())))
        embed = engine.embedder.embed
    out["sgd"] = validate_sgd(sgd_dir, embed=embed, max_dialogues=args.max_dialogues)
    out["nb_speed"] = nb_speed(sgd_dir, args.max_dialogues)
    with tempfile.TemporaryDirectory() as home:
        eng = Engine(load_settings(home=Path(home), embedder="none"))
        out["tiage"] = validate_tiage(DATA / "tiage" / "anno_test.json", eng.facets.model)
        eng.close()
    out["scanner"] = scanner_speed(embeddings=True)
    if engine is not None:
        engine.close()
    text = json.dumps(out, indent=1)
    if args.json:
        args.json.write_text(text)
    s = out["sgd"]
    print(f"machine: {out['machine']}")
    print(f"SGD held-out: {s['dialogues']['test']} dialogues / {s['turns']['test']} turns "
          f"(train {s['dialogues']['train']} / {s['turns']['train']})")
    for slot, r in s["slots"].items():
        per = "  ".join(f"{e} {v['accuracy']:.3f}/{v['macro_f1']:.3f}" for e, v in r["extractors"].items())
        print(f"  {slot:<13} fused {r['accuracy']:.3f} acc / {r['macro_f1']:.3f} F1 via {r['extractor']:<6} | {per}")
    print(f"  query precision {s['query']['precision']:.3f} recall {s['query']['recall']:.3f}")
    print(f"  fused tagging {s['ms_per_turn']:.3f} ms/turn; NB alone {out['nb_speed']['ms_per_turn_median']:.3f} ms/turn")
    t = out["tiage"]
    print(f"TIAGE test: boundary P {t['boundary']['precision']:.3f} R {t['boundary']['recall']:.3f} "
          f"F1 {t['boundary']['f1']:.3f} Pk {t['pk']} (unknown share {t['unknown_share']:.2f})")
    print(f"scanner: 100-turn backlog {out['scanner']['seconds_median']:.3f} s median incl. embeddings")


if __name__ == "__main__":
    main()
