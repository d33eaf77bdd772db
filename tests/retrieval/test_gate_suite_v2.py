"""The v2 development suite (tests/data/gate_suite_v2) keeps meeting issue 11's targets.

A regression guard with the real model and the shipped thresholds. These figures are
in-sample (the thresholds were chosen on this suite); the held-out ones live in BENCHMARKS.md
(`python bench/bench_gate_cv.py`). Prompts labelled `builtin` are skipped here to keep the test
fast; the benchmark covers them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine

SUITE = Path(__file__).resolve().parent.parent / "data" / "gate_suite_v2"


@pytest.mark.slow
def test_gate_suite_v2_targets(tmp_path: Path) -> None:
    corpus = [json.loads(line) for line in (SUITE / "corpus.jsonl").read_text().splitlines() if line.strip()]
    prompts = [json.loads(line) for line in (SUITE / "prompts.jsonl").read_text().splitlines() if line.strip()]
    instructions = {e["id"] for e in corpus if e["content_type"] == "instruction"}
    engine = Engine(load_settings(home=tmp_path, hide_builtin=True, embedder="inprocess"))
    full_on_negatives, noctx, noctx_any, unans, unans_empty = 0, 0, 0, 0, 0
    expected = found = invoked = invoked_full = 0
    try:
        assert not engine.import_jsonl([json.dumps(e) for e in corpus]).errors
        for p in prompts:
            if p["builtin"]:
                continue
            result = engine.context(p["prompt"])
            got = {e["id"]: e["disclosure"] for e in result.entries}
            fulls = {i for i, d in got.items() if d == "full" and i in instructions}
            if fulls - set(p["full"]):
                full_on_negatives += 1
            for marker_id in fulls - set(p["full"]):
                pytest.fail(f"{p['pid']} {p['prompt']!r} discloses {marker_id} in full")
            expected += len(p["expected"])
            found += len(set(p["expected"]) & set(got))
            if p["intent"] == "invoke":
                invoked += len(p["full"])
                invoked_full += len(set(p["full"]) & fulls)
            if p["intent"] in {"echo", "meta", "chitchat"}:
                noctx += 1
                noctx_any += bool(got)
            if p["intent"] == "unanswerable":
                unans += 1
                unans_empty += not got
    finally:
        engine.close()
    assert full_on_negatives == 0
    assert noctx_any / noctx <= 0.10
    assert found / expected >= 0.88
    assert invoked_full / invoked >= 0.90
    assert unans_empty / unans >= 0.45
