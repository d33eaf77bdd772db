"""Facet benchmarks: SGD held-out slots and queries, TIAGE boundaries, tagging and scanner speed.

Usage:
    .venv/bin/python bench/bench_facets.py [--no-embeddings] [--splits dev,test] [--max-dialogues N] [--json OUT]

Figures:
- SGD, per split: per-slot accuracy and macro-F1 of each extractor and of the fusion; query
  precision and recall for "which turn ranges are about <domain>?" (four gold/hand-over
  variants); fused tagging ms/turn; the wall time of the whole validation.
  `dev` trains on part of the training dialogues and reports on the rest (the design split:
  every choice was judged there); `test` trains on all training dialogues and reports on
  the held-out ones.
- naive-Bayes tagging alone: ms/turn (median of 5 passes over the held-out turns).
- TIAGE test: boundary P/R/F1 and Pk from facet changes (built-in TouchDesigner model).
- Scanner: a 100-turn backlog in a fresh home, tagged incl. embeddings (median of 3), with
  the built-in model and with an SGD-trained model whose topic HMM weighs kNN evidence.
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
from tdcontext.facets.extract import train_model
from tdcontext.facets.validate import (
    _sgd_schema,
    load_sgd,
    split_dialogues,
    validate_sgd,
    validate_tiage,
)

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


def scanner_speed_trained(sgd_dir: Path, dialogues: int = 400) -> dict[str, Any]:
    """The scanner with an SGD-trained model (NB + HMM + kNN exemplars when dev chose them)."""
    data = load_sgd(sgd_dir, max_dialogues=dialogues)
    train, test = split_dialogues(data)
    domains = sorted({t.facets["topic"] for d in data for t in d.turns})
    schema = _sgd_schema(domains)
    backlog = [t.turn for d in test for t in d.turns][:100]
    times = []
    model_json = None
    knn_rows = 0
    for _ in range(3):
        with tempfile.TemporaryDirectory() as home:
            settings = load_settings(home=Path(home), embedder="worker")
            engine = Engine(settings)
            try:
                engine.embedder.embed(["warm up"])
                if model_json is None:
                    model = train_model([t for d in train for t in d.turns], schema, embed=engine.embedder.embed)
                    knn_rows = sum(len(x.labels) for x in model.knn.values())
                    model_json = json.dumps(model.to_json())
                folder = Path(home) / "facets"
                folder.mkdir(parents=True, exist_ok=True)
                (folder / "schema.json").write_text(json.dumps(schema.to_dict()))
                (folder / "model.json").write_text(model_json)
                log = SessionLog.create(settings.sessions_dir, "bench")
                for i, turn in enumerate(backlog):
                    log.append_messages([{"role": turn.role, "content": turn.text}], turn=i // 2)
                _ = engine.facets.model
                started = time.perf_counter()
                report = engine.facets.scan()
                times.append(time.perf_counter() - started)
                assert report.tagged == len(backlog) and report.embedded, report
            finally:
                engine.close()
    return {"seconds_median": round(statistics.median(times), 3), "runs": [round(t, 3) for t in times],
            "turns": len(backlog), "knn_exemplars": knn_rows, "model_bytes": len(model_json or "")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-embeddings", action="store_true", help="SGD without MiniLM evidence (NB + HMM only)")
    parser.add_argument("--splits", default="dev,test", help="comma-separated: dev (design split), test (held out)")
    parser.add_argument("--max-dialogues", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    sgd_dir = DATA / "sgd" / "test"
    out: dict[str, Any] = {"machine": machine()}
    embed = None
    engine = None
    if not args.no_embeddings:
        engine = Engine(load_settings(home=Path(tempfile.mkdtemp())))
        embed = engine.embedder.embed
    for split in args.splits.split(","):
        started = time.perf_counter()
        result = validate_sgd(sgd_dir, embed=embed, max_dialogues=args.max_dialogues, split=split)
        result["wall_seconds"] = round(time.perf_counter() - started, 1)
        out[f"sgd_{split}"] = result
    out["nb_speed"] = nb_speed(sgd_dir, args.max_dialogues)
    with tempfile.TemporaryDirectory() as home:
        eng = Engine(load_settings(home=Path(home), embedder="none"))
        out["tiage"] = validate_tiage(DATA / "tiage" / "anno_test.json", eng.facets.model)
        eng.close()
    out["scanner"] = scanner_speed(embeddings=True)
    out["scanner_trained"] = scanner_speed_trained(sgd_dir)
    if engine is not None:
        engine.close()
    text = json.dumps(out, indent=1)
    if args.json:
        args.json.write_text(text)
    print(f"machine: {out['machine']}")
    for split in args.splits.split(","):
        s = out[f"sgd_{split}"]
        print(f"SGD {split}: {s['dialogues']['test']} dialogues / {s['turns']['test']} turns "
              f"(train {s['dialogues']['train']} / {s['turns']['train']}), embeddings {s['embedding_prototypes']}, "
              f"{s['wall_seconds']} s")
        for slot, r in s["slots"].items():
            per = "  ".join(f"{e} {v['accuracy']:.3f}/{v['macro_f1']:.3f}" for e, v in r["extractors"].items())
            print(f"  {slot:<13} fused {r['accuracy']:.3f} acc / {r['macro_f1']:.3f} F1 via {r['extractor']:<6} | {per}")
        for name, q in s["query"]["variants"].items():
            print(f"  query [{name}] precision {q['precision']:.3f} recall {q['recall']:.3f}")
        print(f"  fused tagging {s['ms_per_turn']:.3f} ms/turn")
    print(f"NB alone {out['nb_speed']['ms_per_turn_median']:.3f} ms/turn")
    t = out["tiage"]
    print(f"TIAGE test: boundary P {t['boundary']['precision']:.3f} R {t['boundary']['recall']:.3f} "
          f"F1 {t['boundary']['f1']:.3f} Pk {t['pk']} (unknown share {t['unknown_share']:.2f})")
    print(f"scanner: 100-turn backlog {out['scanner']['seconds_median']:.3f} s median incl. embeddings (built-in model)")
    st = out["scanner_trained"]
    print(f"scanner: {st['turns']}-turn backlog {st['seconds_median']:.3f} s median incl. embeddings "
          f"(SGD-trained model, {st['knn_exemplars']} kNN exemplars, model file {st['model_bytes']:,} bytes)")


if __name__ == "__main__":
    main()
