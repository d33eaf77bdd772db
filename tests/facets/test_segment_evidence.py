"""Segment evidence for persistent slots: the HMM carries a run's topic across elliptical turns,
kNN exemplar evidence, speaker-conditioned transitions, hand-over turns in query ranges, and
the SGD design split. Through the public API, the CLI (CliRunner) and the MCP client.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from mcp import Client

from tdcontext.cli import main
from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.errors import InvalidInputError
from tdcontext.facets.extract import (
    FacetModel,
    LabelledTurn,
    SequenceModel,
    Turn,
    train_model,
)
from tdcontext.facets.index import FacetIndex
from tdcontext.facets.prototypes import Exemplars
from tdcontext.facets.schema import FacetSchema
from tdcontext.mcp_server import build_server
from tests.facets.helpers import shared_dir, write_session

SCHEMA = {"slots": {"topic": ["buses", "hotels"], "participants": ["user", "copilot"]},
          "aliases": {"the bus trip": {"topic": "buses"}, "the hotel": {"topic": "hotels"}}}
CITIES = ["Denver", "Boston", "Austin", "Seattle", "Miami", "Portland", "Chicago", "Dallas"]


def _session(i: int) -> list[tuple[str, str, str]]:
    """(role, text, topic): a bus run, then (every other session) a hotel run. Elliptical turns
    ("yes please", "what time?") appear in both topics, more often in hotel runs, so naive Bayes
    alone leans "hotels" on them; only the neighbours can say which run they belong to."""
    city = CITIES[i % len(CITIES)]
    bus = [("user", f"find me a bus to {city}", "buses"),
           ("assistant", f"the bus to {city} leaves at {8 + i % 4} am from the coach station", "buses"),
           ("user", "yes please", "buses"),
           ("assistant", "your bus seat is reserved", "buses")]
    hotel = [("user", f"now book a hotel room in {city}", "hotels"),
             ("assistant", f"the hotel room in {city} has two beds", "hotels"),
             ("user", "yes please", "hotels"),
             ("assistant", "anything else?", "hotels"),
             ("user", "yes please", "hotels"),
             ("assistant", "the hotel room is booked for two nights", "hotels")]
    if i % 3 == 2:
        return hotel
    return bus + hotel if i % 2 else bus


def _rows(n: int = 40) -> list[dict[str, Any]]:
    return [{"text": text, "role": role, "session": f"t{i}", "facets": {"topic": topic}}
            for i in range(n) for role, text, topic in _session(i)]


def _labelled(n: int = 40) -> list[LabelledTurn]:
    return [LabelledTurn(Turn(r["text"], r["role"]), r["session"], r["facets"]) for r in _rows(n)]


@pytest.fixture(scope="module")
def model() -> FacetModel:
    return train_model(_labelled(), FacetSchema.from_dict(SCHEMA, source="test"))


def _topics(model: FacetModel, turns: list[tuple[str, str]]) -> list[str]:
    return [t["topic"].value for t in model.tag([Turn(text, role) for role, text in turns], slots=["topic"])]


def test_naive_bayes_alone_reads_the_elliptical_turn_as_the_other_topic(model: FacetModel) -> None:
    alone = model.nb["topic"].predict("yes please", ["role=user"])
    assert max(alone, key=alone.__getitem__) == "hotels"  # the premise of the next test


def test_segment_evidence_gives_an_elliptical_turn_its_runs_topic(model: FacetModel) -> None:
    assert "topic" in model.sequence  # the HMM pass was chosen on the dev split
    assert model.choices["topic"]["nb:hmm"] > model.choices["topic"]["nb:per-turn"]
    topics = _topics(model, [("user", "find me a bus to Denver"),
                             ("assistant", "the bus to Denver leaves at 9 am from the coach station"),
                             ("user", "yes please"),
                             ("assistant", "your bus seat is reserved")])
    assert topics == ["buses"] * 4


def test_segment_evidence_does_not_override_a_confident_topic_switch(model: FacetModel) -> None:
    topics = _topics(model, [("user", "find me a bus to Boston"),
                             ("assistant", "the bus to Boston leaves at 8 am from the coach station"),
                             ("user", "now book a hotel room in Boston"),
                             ("assistant", "the hotel room in Boston has two beds")])
    assert topics == ["buses", "buses", "hotels", "hotels"]


def test_the_sequence_choice_survives_the_model_file(model: FacetModel) -> None:
    clone = FacetModel.from_json(json.loads(json.dumps(model.to_json())), model.schema)
    turns = [("user", "find me a bus to Austin"), ("user", "yes please"), ("user", "book a hotel room in Austin")]
    assert _topics(clone, turns) == _topics(model, turns)
    assert clone.sequence["topic"] == model.sequence["topic"]
    assert clone.choices == model.choices


def test_transitions_can_depend_on_the_arriving_speaker() -> None:
    rows = _labelled(20)
    shared = SequenceModel.fit("topic", rows, ["buses", "hotels"])
    by_role = SequenceModel.fit("topic", rows, ["buses", "hotels"], by_role=True)
    assert shared.log_trans_by_role == {} and set(by_role.log_trans_by_role) == {"user", "assistant"}
    # in the training sessions only the user ever switches from buses to hotels
    user, assistant = by_role.log_trans_by_role["user"], by_role.log_trans_by_role["assistant"]
    assert user[0][1] > assistant[0][1]
    flat = np.zeros((3, 2))
    post = by_role.with_temperature(1.0).posterior_matrix(flat, ["user", "assistant", "user"])
    assert np.allclose(post.sum(axis=1), 1.0)


def test_knn_exemplar_evidence_is_prior_shaped_for_generic_turns_and_peaked_for_telling_ones() -> None:
    # "yes please" turns (the [0, 0, 1] direction) occur in both topics' training runs
    vectors = np.array([[1, 0, 0]] * 6 + [[0, 1, 0]] * 6 + [[0, 0.1, 1]] * 2 + [[0.1, 0, 1]] * 2, dtype=np.float32)
    exemplars = Exemplars(k=4).fit(["buses"] * 6 + ["hotels"] * 6 + ["buses", "hotels"] * 2, vectors)
    telling, generic = exemplars.log_ratio(np.array([[1, 0, 0], [0, 0, 1]], dtype=np.float32))
    assert telling[0] > 0 > telling[1]
    assert np.allclose(generic, 0.0)  # evidence for neither: the sequence model's neighbours decide
    clone = Exemplars.from_json(json.loads(json.dumps(exemplars.to_json())))
    assert np.allclose(clone.log_ratio(vectors), exemplars.log_ratio(vectors))


@settings(max_examples=50, deadline=None)
@given(st.lists(st.lists(st.floats(-1, 1), min_size=3, max_size=3), min_size=1, max_size=8))
def test_knn_evidence_is_a_smoothed_distribution_over_the_prior(rows: list[list[float]]) -> None:
    rng = np.random.default_rng(1)
    exemplars = Exemplars(k=5).fit(list("abcab" * 4), rng.normal(size=(20, 3)).astype(np.float32))
    ratio = exemplars.log_ratio(np.array(rows, dtype=np.float32))
    probs = np.exp(ratio) * exemplars.prior
    assert ratio.shape == (len(rows), 3) and np.all(np.isfinite(ratio))
    assert np.allclose(probs.sum(axis=1), 1.0) and np.all(probs > 0)


def test_exemplars_are_capped_and_damaged_blocks_are_clear_errors() -> None:
    vectors = np.random.default_rng(0).normal(size=(50, 4)).astype(np.float32)
    small = Exemplars().fit(["a", "b"] * 25, vectors, cap=10)
    assert small.matrix.shape == (10, 4) and np.allclose(np.linalg.norm(small.matrix.astype(np.float32), axis=1), 1,
                                                         atol=1e-2)
    good = small.to_json()
    for damaged in ({}, {**good, "dim": 5}, {**good, "labels": [7] * 10}, {**good, "float16_base64": "!!"}):
        with pytest.raises(InvalidInputError):
            Exemplars.from_json(damaged)
    bad_weight = FacetModel(schema=FacetSchema.from_dict(SCHEMA, source="test")).to_json()
    bad_weight["sequence"] = {"topic": {**SequenceModel(("buses", "hotels"), (0.0, 0.0), ((0.0, 0.0), (0.0, 0.0))).to_json(),
                                        "evidence_weight": -1}}
    with pytest.raises(InvalidInputError, match="damaged"):
        FacetModel.from_json(bad_weight, FacetSchema.from_dict(SCHEMA, source="test"))


def test_knn_evidence_settles_a_turn_naive_bayes_cannot_and_every_turn_is_embedded(model: FacetModel) -> None:
    """A model whose HMM weighs kNN evidence embeds every turn (not only undecided ones)."""
    space = {"buses": [1.0, 0.0, 0.0], "hotels": [0.0, 1.0, 0.0]}
    rows = _labelled(20)
    vectors = np.array([space[r.facets["topic"]] for r in rows], dtype=np.float32)
    knn_model = FacetModel.from_json(model.to_json(), model.schema)
    knn_model.sequence["topic"] = knn_model.sequence["topic"].with_evidence_weight(4.0)
    knn_model.knn["topic"] = Exemplars().fit([r.facets["topic"] for r in rows], vectors, classes=["buses", "hotels"])
    assert knn_model.needs_vectors
    seen: list[int] = []

    def embed(texts: list[str]) -> np.ndarray:
        seen.append(len(texts))
        return np.array([space["buses"] if t == "yes please" else [0.0, 0.0, 1.0] for t in texts], dtype=np.float32)

    turns = [Turn("yes please", "user")]  # alone, no neighbours: NB leans "hotels"; its vector sits among bus turns
    assert knn_model.tag(turns, embed=embed, slots=["topic"])[0]["topic"].value == "buses"
    assert seen == [1]
    assert model.tag(turns, slots=["topic"])[0]["topic"].value == "hotels"  # without the evidence
    wrong_width = np.ones((1, 5), dtype=np.float32)  # vectors from another embedder: NB evidence alone
    assert knn_model.tag(turns, wrong_width, slots=["topic"])[0]["topic"].value == "hotels"
    knn_model.knn["participants"] = knn_model.knn["topic"]  # two slots over the same training vectors
    data = json.loads(json.dumps(knn_model.to_json()))
    assert len(data["knn_matrices"]) == 1 and data["knn"]["topic"]["matrix"] == data["knn"]["participants"]["matrix"]
    clone = FacetModel.from_json(data, knn_model.schema)
    assert clone.tag(turns, embed=embed, slots=["topic"])[0]["topic"].value == "buses"
    data["knn_matrices"] = {}
    with pytest.raises(InvalidInputError, match="damaged"):
        FacetModel.from_json(data, knn_model.schema)


# ---- the user's path: schema file, train, scan, query (CLI and MCP) ---------------------------------

@pytest.fixture
def trained_home(tdcontext_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    folder = tdcontext_home / "facets"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "schema.json").write_text(json.dumps(SCHEMA))
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join(json.dumps(r) for r in _rows()))
    trained = CliRunner().invoke(main, ["facets", "train", str(rows), "--json"])
    assert trained.exit_code == 0, trained.output
    report = json.loads(trained.output)
    assert report["plan"]["topic"][0] == "nb" and report["sequence"]["topic"]["knn"] is False
    shown = CliRunner().invoke(main, ["facets", "train", str(rows)])
    assert "sequence pass: temperature" in shown.output
    settings_ = load_settings()
    write_session(settings_.sessions_dir, "trip", [
        {"role": "user", "content": "find me a bus to Denver"},
        {"role": "assistant", "content": "the bus to Denver leaves at 9 am from the coach station"},
        {"role": "user", "content": "yes please"},
        {"role": "assistant", "content": "your bus seat is reserved"},
        {"role": "user", "content": "now book a hotel room in Denver"},
        {"role": "assistant", "content": "the hotel room in Denver has two beds"},
    ])
    assert json.loads(CliRunner().invoke(main, ["facets", "scan", "--json"]).output)["tagged"] == 6
    return tdcontext_home


def test_cli_query_ranges_cover_the_elliptical_turn_and_end_with_the_hand_over(trained_home: Path) -> None:
    exact = json.loads(CliRunner().invoke(main, ["facets", "query", "the bus trip", "--no-handover", "--json"]).output)
    assert [(r["start"], r["end"]) for r in exact["ranges"]] == [(1, 4)] and exact["handover"] is False
    loose = json.loads(CliRunner().invoke(main, ["facets", "query", "the bus trip", "--json"]).output)
    assert [(r["start"], r["end"], r["handover"]) for r in loose["ranges"]] == [(1, 5, 5)]
    hotel = json.loads(CliRunner().invoke(main, ["facets", "query", "the hotel", "--json"]).output)
    assert [(r["start"], r["end"]) for r in hotel["ranges"]] == [(5, 6)]  # the session's last turn: nothing to hand over to
    assert "handover" not in hotel["ranges"][0]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_mcp_query_takes_the_handover_switch(trained_home: Path) -> None:
    engine = Engine(load_settings())
    try:
        async with Client(build_server(engine)) as client:
            on = await client.call_tool("td_facets_query", {"alias": "the bus trip"})
            off = await client.call_tool("td_facets_query", {"alias": "the bus trip", "handover": False})
            bad = await client.call_tool("td_facets_query", {"alias": "the bus trip", "handover": "maybe"})
    finally:
        engine.close()
    assert [r["end"] for r in on.structured_content["ranges"]] == [5]
    assert [r["end"] for r in off.structured_content["ranges"]] == [4]
    assert bad.is_error


def test_index_handover_never_runs_past_the_session_or_into_the_next_run() -> None:
    index = FacetIndex(":memory:")
    topics = ["a", "a", "b", "b", "b", "a", "b", "a"]
    index.add_turns([("s", i + 1, {"topic": (t, 1.0)}) for i, t in enumerate(topics)])
    plain = index.query({"topic": "a"}, gap=0)
    assert [(r.start, r.end) for r in plain.ranges] == [(1, 2), (6, 6), (8, 8)]
    handed = index.query({"topic": "a"}, gap=0, handover=True)
    assert [(r.start, r.end, r.handover) for r in handed.ranges] == [(1, 3, 3), (6, 7, 7), (8, 8, None)]
    assert handed.to_dict()["handover"] is True and handed.ranges[0].turns == 3


# ---- SGD: the design split never touches the held-out dialogues ------------------------------------

def _sgd() -> Path:
    folder = shared_dir() / "bench" / "sgd" / "test"
    if not folder.is_dir():
        pytest.skip(f"SGD data not found at {folder}")
    return folder


def test_design_split_is_carved_from_the_training_dialogues_only() -> None:
    from tdcontext.facets.validate import design_split, load_sgd, split_dialogues

    dialogues = load_sgd(_sgd(), max_dialogues=400)  # files 001 and 010 are single-domain
    train, test = split_dialogues(dialogues)
    fit, dev = design_split(dialogues)
    held_out = {d.dialogue_id for d in test}
    assert fit and dev and not ({d.dialogue_id for d in fit + dev} & held_out)
    assert {d.dialogue_id for d in fit + dev} == {d.dialogue_id for d in train}
    handovers = [d for d in dialogues if any(len(x) > 1 for x in d.turn_domains)]
    assert handovers  # the intent frame names a hand-over turn's topic; the other frame stays in turn_domains
    for d in handovers:
        for turn, domains in zip(d.turns, d.turn_domains, strict=True):
            assert turn.facets["topic"] in domains


def test_cli_validate_on_the_dev_split_without_embeddings(monkeypatch: pytest.MonkeyPatch) -> None:
    sgd = _sgd()
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    result = CliRunner().invoke(main, ["facets", "validate", "--sgd", str(sgd), "--split", "dev",
                                       "--max-dialogues", "80", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["split"] == "dev" and data["embedding_prototypes"] is False
    assert set(data["query"]["variants"]) == {"gold: any frame, handover on", "gold: any frame, handover off",
                                              "gold: topic label, handover on", "gold: topic label, handover off"}
    on = data["query"]["variants"]["gold: any frame, handover on"]
    assert (on["precision"], on["recall"]) == (data["query"]["precision"], data["query"]["recall"])
    text = CliRunner().invoke(main, ["facets", "validate", "--sgd", str(sgd), "--split", "dev", "--max-dialogues", "40"])
    assert "dev (carved from the training dialogues)" in text.output and "embeddings off" in text.output
    insist = CliRunner().invoke(main, ["facets", "validate", "--sgd", str(sgd), "--embeddings", "--max-dialogues", "40"])
    assert insist.exit_code == 1 and "embedder = none" in insist.output
    bad = CliRunner().invoke(main, ["facets", "validate", "--sgd", str(sgd), "--split", "train"])
    assert bad.exit_code == 2
