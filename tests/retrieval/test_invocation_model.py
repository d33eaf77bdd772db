"""The learned invocation classifier (issue 11): the checked weights file, the deterministic build,
the guards' precedence over the model, and the engine's `gate_classifier` setting."""

from __future__ import annotations

import base64
import hashlib
import json
import sys
from array import array
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.errors import TdcontextError
from tdcontext.retrieval import gate
from tdcontext.retrieval import invocation_model as im
from tdcontext.retrieval.retriever import Hit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_invocation_model as build

# the blind suites of the shipped gate (v2.10): never trained on; scored once on frozen code
BLIND = ("prompts_unseen18", "prompts_unseen19")


def test_the_shipped_weights_load_and_match_their_hash() -> None:
    model = im.load_model()
    assert hashlib.sha256(im.MODEL_PATH.read_bytes()).hexdigest() == im.WEIGHTS_SHA256
    assert len(model.weights) == im.DIM and 0.5 <= model.threshold <= 1.0
    assert model.trained_on and all(not s.startswith(BLIND) for s in model.trained_on)
    assert im.MODEL_PATH.stat().st_size < 300_000


def _tampered(tmp_path: Path, edit: str) -> Path:
    doc = json.loads(im.MODEL_PATH.read_bytes())
    if edit == "threshold":
        doc["threshold"] = 0.0
    else:
        blob = bytearray(base64.b64decode(doc["weights_f16"]))
        blob[1000] ^= 0x40
        doc["weights_f16"] = base64.b64encode(bytes(blob)).decode()
    path = tmp_path / "invocation_model.json"
    path.write_text(json.dumps(doc, sort_keys=True, indent=0) + "\n")
    return path


@pytest.mark.parametrize("edit", ["threshold", "weight"])
def test_the_loader_rejects_a_tampered_weights_file(tmp_path: Path, edit: str) -> None:
    path = _tampered(tmp_path, edit)
    with pytest.raises(im.InvocationModelError, match="altered") as err:
        im.load_model(path)
    assert isinstance(err.value, TdcontextError) and err.value.path == str(path)
    assert "tools/build_invocation_model.py" in str(err.value)


@pytest.mark.parametrize(("content", "fault"), [
    (b"{not json", "malformed"),
    (b'{"format": 2}', "do not match"),
    (json.dumps({"format": 1, "feature_version": im.FEATURE_VERSION, "dim_bits": im.DIM_BITS, "bias": 0,
                 "threshold": 0.5, "weights_f16": base64.b64encode(b"\0" * 10).decode()}).encode(), "5 weights"),
    (json.dumps({"format": 1, "feature_version": im.FEATURE_VERSION, "dim_bits": im.DIM_BITS, "bias": 0,
                 "threshold": 7, "weights_f16": base64.b64encode(b"\0" * 2 * im.DIM).decode()}).encode(), "outside"),
    (json.dumps({"format": 1, "feature_version": im.FEATURE_VERSION, "dim_bits": im.DIM_BITS, "bias": 0,
                 "threshold": 0.5, "threshold_other": 1.5,
                 "weights_f16": base64.b64encode(b"\0" * 2 * im.DIM).decode()}).encode(), "outside"),
])
def test_the_loader_rejects_a_malformed_file_even_with_a_matching_hash(tmp_path: Path, content: bytes,
                                                                       fault: str) -> None:
    path = tmp_path / "m.json"
    path.write_bytes(content)
    with pytest.raises(im.InvocationModelError, match=fault):
        im.load_model(path, hashlib.sha256(content).hexdigest())
    with pytest.raises(im.InvocationModelError, match="cannot be read"):
        im.load_model(tmp_path / "missing.json")


def test_the_build_is_deterministic_and_never_lists_a_blind_suite(tmp_path: Path) -> None:
    suites = ("prompts_fresh.jsonl", "prompts_holdout.jsonl")
    first, info = build.build(suites)
    second, _ = build.build(suites)
    assert first == second
    assert info["pairs"] > 50 and 0 < info["positives"] < info["pairs"]
    path = tmp_path / "built.json"  # the bytes load under their own hash, with the chosen threshold
    path.write_bytes(first)
    loaded = im.load_model(path, hashlib.sha256(first).hexdigest())
    assert loaded.threshold == round(info["threshold"], 4) and len(loaded.weights) == im.DIM
    assert not any(s.startswith(BLIND) for s in build.TRAINING_SUITES)


def test_grouped_folds_score_every_pair_once_out_of_fold() -> None:
    by_suite = build.load_pairs(("prompts_fresh.jsonl", "prompts_holdout.jsonl", "prompts_unseen.jsonl"))
    every = sorted((p.suite, p.pid, p.entry) for ps in by_suite.values() for p in ps)
    for folds in (0, 2):
        oof = build.out_of_fold(by_suite, folds)
        assert sorted((p.suite, p.pid, p.entry) for p, _ in oof) == every
        assert all(0.0 <= prob <= 1.0 for _, prob in oof)
    assert build.out_of_fold(by_suite, 2) == build.out_of_fold(by_suite, 2)


def test_the_experiment_flags_refuse_a_suite_that_is_not_there(capsys: pytest.CaptureFixture[str],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.argv", ["build_invocation_model.py", "--check", "--through", "100000"])
    with pytest.raises(SystemExit) as err:
        build.main()
    assert err.value.code == 2 and "prompts_unseen" in capsys.readouterr().err


# ---- the guards win: a permissive model (p ~ 1 for everything) never raises a guarded name ----

ALWAYS = im.InvocationModel(array("d", [0.0] * im.DIM), bias=20.0, threshold=0.5)
PROCS = {
    "kick1": gate.Procedure("KICK1: kick-reactive flash procedure", "KICK1 procedure. Build a kick-reactive flash."),
    "blackout": gate.Procedure("BLACKOUT: end-of-set cut to black", "Fade to black.", ("BLACKOUT",)),
    "zorvex": gate.Procedure("Zorvex grade: the house colour look", "Zorvex grade. Insert a Lookup TOP."),
}
NAMES = {"kick1": "KICK1", "blackout": "BLACKOUT", "zorvex": "Zorvex"}


def _verdicts(prompt: str, model: im.InvocationModel | None) -> dict[str, str]:
    hits = [Hit(id=i, title=p.title, kind="memory", content_type="instruction", project="default", score=0.5,
                ranks={"bm25": 1, "vector": 1}, snippet=p.text, cosine=0.5) for i, p in PROCS.items()]
    decision = gate.admit(prompt, hits, PROCS, k=5, invocation_model=model)
    return {a.hit.id: a.disclosure for a in decision.admitted}


GUARDED = [
    "don't {verb} {name} tonight", "please never {verb} {name} {tail}", "we didn't {verb} {name} {tail}",
    "{name} crashed {tail}", "what if we {verb} {name} {tail}", "type `{verb} {name}` {tail}",
    "is '{name}' a good name {tail}", "my file is {name}.tox {tail}", "forget {name} {tail}",
    "yesterday the crew ran {name} {tail}", "{name} vs the other one {tail}", "bitte nicht {name} {tail}",
    "не запускай {name} {tail}",
]


@settings(max_examples=150, deadline=None)
@given(template=st.sampled_from(GUARDED), entry=st.sampled_from(sorted(NAMES)),
       verb=st.sampled_from(["run", "do", "fire", "apply", "start", "trigger"]),
       tail=st.sampled_from(["", "now", "please", "on the second screen", "before doors", "right away"]))
def test_property_a_quoted_negated_or_reported_name_is_never_raised_by_the_classifier(
        template: str, entry: str, verb: str, tail: str) -> None:
    prompt = template.format(name=NAMES[entry], verb=verb, tail=tail)
    with_model, rules = _verdicts(prompt, ALWAYS), _verdicts(prompt, None)
    assert with_model == rules, prompt


def test_the_permissive_model_does_raise_an_unguarded_name_the_rules_leave_as_a_stub() -> None:
    prompt = "at midnight sharp, the Zorvex one on screen two"  # no invoking structure the rules know
    assert _verdicts(prompt, None).get("zorvex") != "full"
    assert _verdicts(prompt, ALWAYS)["zorvex"] == "full"
    never = im.InvocationModel(array("d", [0.0] * im.DIM), bias=-20.0, threshold=0.5)
    assert _verdicts(prompt, never) == _verdicts(prompt, None)


def test_guard_reasons_name_their_evidence() -> None:
    assert im.guard("run KICK1", []) == "the procedure is not named"
    assert im.guard("don't run KICK1", [(10, 15)]).startswith("negation")
    assert im.guard("print('KICK1')", [(7, 12)]) == "named only inside a quote or code literal"
    assert im.guard("KICK1 now", [(0, 5)]) == ""
    assert im.mask("run KICK1 then LAYOUT2", [(4, 9)]) == "run  zzname  then  zzid "


# ---- the engine setting ---------------------------------------------------------------------

@pytest.mark.slow
def test_gate_classifier_setting_loads_the_model_and_a_tampered_file_turns_it_off_with_a_note(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    entry = {"id": "zorvex", "title": "Zorvex grade: the house colour look", "kind": "memory",
             "content_type": "instruction", "text": "Zorvex grade. Insert a Lookup TOP with the zorvex ramp."}
    on = Engine(load_settings(home=tmp_path / "on", hide_builtin=True, embedder="inprocess", gate_classifier=True))
    try:
        assert not on.import_jsonl([json.dumps(entry)]).errors
        result = on.context("the Zorvex grade on the left screen")
        assert on._context.invocation_model is not None and not any("classifier" in n for n in result.notes)
    finally:
        on.close()
    im.default_model.cache_clear()
    monkeypatch.setattr(im, "MODEL_PATH", _tampered(tmp_path, "weight"))
    try:
        off = Engine(load_settings(home=tmp_path / "off", hide_builtin=True, embedder="inprocess",
                                   gate_classifier=True))
        try:
            assert not off.import_jsonl([json.dumps(entry)]).errors
            result = off.context("the Zorvex grade on the left screen")
            assert off._context.invocation_model is None
            assert any("invocation classifier off" in n and "altered" in n for n in result.notes)
        finally:
            off.close()
    finally:
        im.default_model.cache_clear()
    assert load_settings(home=tmp_path).gate_classifier is True  # on by default since the unseen5 blind score
