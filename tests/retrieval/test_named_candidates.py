"""Gate v2.6 (issue 11): a stored procedure the prompt names, misspelt or spoken, reaches the gate
even when the search does not return it ("dpeloy_shwo now" shares no term and little meaning
with its entry). `NameResolver` finds the candidates fast; the gate still decides full or stub by
the grammar, and echo, meta and reports stay as they were."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.retrieval.invocation import NameResolver, occurrences

SUITE = Path(__file__).resolve().parent.parent / "data" / "gate_suite_v2"

ENTRIES = [("a", ("kick1",)), ("b", ("deploy_show",)), ("c", ("wirecomb",)), ("d", ("glitchy",)),
           ("e", ("deskmap_x32",)), ("f", ("cue_stack_7",))]


def test_the_resolver_finds_exact_spoken_squashed_and_misspelt_names() -> None:
    r = NameResolver(ENTRIES)
    assert r.candidates("run KICK1 now") == {"a"}
    assert r.candidates("deploy show please") == {"b"}
    assert r.candidates("desk map x thirty two pls") == {"e"}
    assert r.candidates("cue stack seven") == {"f"}
    assert r.candidates("kickone now") == {"a"}
    assert r.candidates("deskmap x thirtytwo") == {"e"}
    assert r.candidates("dpeloy_shwo now") == {"b"}
    assert r.candidates("wircomb pls") == {"c"}
    assert r.candidates("GLTICHY on cam") == {"d"}
    assert r.candidates("how do I make a feedback loop?") == set()
    assert NameResolver(()).candidates("KICK1") == set()


@settings(max_examples=150, deadline=None)
@given(prompt=st.lists(st.sampled_from(["kick", "one", "1", "kick1", "deploy", "show", "_", "-", " ", "dpeloy", "shwo",
                                        "cue", "stack", "seven", "7", "desk", "map", "x", "thirty", "two", "32",
                                        "wircomb", "gltichy", "run", "now", "the", "a"]), max_size=10).map("".join))
def test_property_the_resolver_is_a_superset_of_occurrences(prompt: str) -> None:
    """Whatever `occurrences` finds for a procedure, the fast resolver proposes it."""
    r = NameResolver(ENTRIES)
    every = {n for _, names in ENTRIES for n in names}
    for entry_id, names in ENTRIES:
        if occurrences(prompt, names, "", sorted(every - set(names))):
            assert entry_id in r.candidates(prompt), (prompt, entry_id)


@pytest.fixture(scope="module")
def suite_engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    corpus = [json.loads(line) for line in (SUITE / "corpus.jsonl").read_text().splitlines() if line.strip()]
    engine = Engine(load_settings(home=tmp_path_factory.mktemp("named"), hide_builtin=True, embedder="inprocess"))
    assert not engine.import_jsonl([json.dumps(e) for e in corpus]).errors
    return engine


@pytest.mark.slow
def test_a_misspelt_name_the_search_misses_still_reaches_the_gate(suite_engine: Engine) -> None:
    prompt = "dpeloy_shwo now"
    assert "ins_deploy_show" not in {h.id for h in suite_engine.search(prompt, k=30).hits}  # the search misses it
    got = {e["id"]: e for e in suite_engine.context(prompt).entries}
    assert got["ins_deploy_show"]["disclosure"] == "full"
    assert "found by its name, not by search" in got["ins_deploy_show"]["why"]


@pytest.mark.slow
@pytest.mark.parametrize("prompt", ["spell dpeloy_shwo", "say dpeloy_shwo", "dpeloy_shwo crashed yesterday",
                                    "don't dpeloy_shwo now"])
def test_a_misspelt_name_in_a_frame_or_report_is_never_full(suite_engine: Engine, prompt: str) -> None:
    got = {e["id"]: e["disclosure"] for e in suite_engine.context(prompt).entries}
    assert got.get("ins_deploy_show") != "full", (prompt, got)


@pytest.mark.slow
@pytest.mark.parametrize(("prompt", "entry"), [("K-I-C-K-1. go.", "ins_kick1"), ("/syncpoint", "ins_syncpoint"),
                                               ("zorveks grade pls", "ins_zorvex_grade")])
def test_a_name_spelled_in_letters_slashed_or_typed_by_ear_reaches_the_gate_in_full(
        suite_engine: Engine, prompt: str, entry: str) -> None:
    """v2.7: the command syntax is spelled out before the name is looked for."""
    got = {e["id"]: e["disclosure"] for e in suite_engine.context(prompt).entries}
    assert got.get(entry) == "full", (prompt, got)


@pytest.mark.slow
@pytest.mark.parametrize("prompt", ["spell K-I-C-K-1 backwards", "K-I-C-K-1 crashed yesterday", "/syncpoint failed again"])
def test_a_spelled_or_slashed_name_in_a_frame_or_report_is_never_full(suite_engine: Engine, prompt: str) -> None:
    got = {e["id"]: e["disclosure"] for e in suite_engine.context(prompt).entries}
    assert "full" not in {got.get("ins_kick1"), got.get("ins_syncpoint")}, (prompt, got)
