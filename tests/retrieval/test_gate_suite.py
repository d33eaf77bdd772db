"""The labelled admission suite (tests/data/gate_suite) must keep meeting its targets.

Targets (issue 3): instruction entries admitted on 0% of echo / ack / greet / chit-chat
prompts, and recall >= 90% on legitimate prompts. Since issue 11 an instruction entry may be
admitted as a one-line stub (no steps, only when it applies); recall counts it as present, and
"forbidden" counts only full disclosures, because a stub cannot be acted on. Figures for BENCHMARKS.md come from
`python bench/bench_gate.py`; this test guards against regressions with the real model.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine

SUITE = Path(__file__).resolve().parent.parent / "data" / "gate_suite"
NO_CONTEXT = {"echo", "ack", "greet", "chitchat"}


@pytest.mark.slow
def test_gate_suite_targets(tmp_path: Path) -> None:
    corpus = [json.loads(line) for line in (SUITE / "corpus.jsonl").read_text().splitlines() if line.strip()]
    prompts = [json.loads(line) for line in (SUITE / "prompts.jsonl").read_text().splitlines() if line.strip()]
    instruction_ids = {e["id"] for e in corpus if e["content_type"] == "instruction"}
    engine = Engine(load_settings(home=tmp_path, hide_builtin=True, embedder="inprocess"))
    try:
        assert not engine.import_jsonl([json.dumps(e) for e in corpus]).errors
        echo_with_instruction, expected, found, forbidden = 0, 0, 0, 0
        for p in prompts:
            entries = engine.context(p["prompt"]).entries
            got = {e["id"] for e in entries}
            full = {e["id"] for e in entries if e["disclosure"] == "full"}
            if p["intent"] in NO_CONTEXT:
                echo_with_instruction += bool(got & instruction_ids)
            elif p["intent"] in {"question", "task", "invoke"}:
                expected += len(p["expected"])
                found += len(got & set(p["expected"]))
            forbidden += len(full & set(p["forbidden"]))
    finally:
        engine.close()
    assert echo_with_instruction == 0
    assert found / expected >= 0.90
    assert forbidden <= 2
