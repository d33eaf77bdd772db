"""Facet schema validation, the naive-Bayes model, prototypes, rules and the fused model."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.errors import InvalidInputError
from tdcontext.facets.classifier import NaiveBayes, features
from tdcontext.facets.extract import (
    FacetModel,
    LabelledTurn,
    RuleExtractor,
    Turn,
    load_rows,
    train_model,
)
from tdcontext.facets.prototypes import Prototypes
from tdcontext.facets.schema import UNKNOWN, FacetSchema, load_schema


def test_default_schema_has_the_six_slots_and_valid_aliases() -> None:
    schema = load_schema()
    assert list(schema.slots) == ["activity", "interaction", "random", "participants", "medium", "topic"]
    assert schema.aliases["the kaleidoscope"] == {"topic": "feedback", "activity": "building"}
    assert schema.values("random") == ["yes", "no", UNKNOWN]


@pytest.mark.parametrize("data, message", [
    ({}, "slots"),
    ({"slots": {"topic": []}}, "non-empty"),
    ({"slots": {"topic": ["a"]}, "aliases": {"x": {"nope": "a"}}}, "unknown slot"),
    ({"slots": {"topic": ["a"]}, "aliases": {"x": {"topic": "b"}}}, "not a value"),
    ({"slots": {"topic": ["unknown"]}}, "not valid"),
    ({"slots": {"../etc": ["a"]}}, "not valid"),
    ({"slots": {"topic": {"a": {"keywords": "notalist"}}}}, "keywords"),
    ({"slots": {"topic": ["a"]}, "aliases": []}, "aliases"),
])
def test_bad_schemas_name_the_problem(data: dict, message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        FacetSchema.from_dict(data, source="test")


def test_schema_files_toml_json_and_bad(tmp_path: Path) -> None:
    toml = tmp_path / "s.toml"
    toml.write_text('[slots]\ntopic = ["lights", "sound"]\n[aliases]\n"the rig" = { topic = "lights" }\n')
    schema = load_schema(toml)
    assert schema.aliases["the rig"] == {"topic": "lights"}
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InvalidInputError, match="does not parse"):
        load_schema(bad)
    with pytest.raises(InvalidInputError, match="not a regular file"):
        load_schema(tmp_path / "missing.json")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000)
    with pytest.raises(InvalidInputError):
        load_schema(deep)


def test_features_mix_words_bigrams_and_extras() -> None:
    bag = features("Feedback TOP", extra=["role=user"], word_bigrams=True)
    assert bag["w:feedback"] == 1 and bag["c: f"] == 1 and bag["b:feedback_top"] == 1 and bag["role=user"] == 1


def _nb_rows() -> list[tuple[str, str, list[str]]]:
    return [("feedback trails echo", "feedback", []), ("trails decay feedback loop", "feedback", []),
            ("audio kick spectrum", "audio", []), ("beat detection audio", "audio", [])]


def test_naive_bayes_learns_and_round_trips() -> None:
    nb = NaiveBayes().fit(_nb_rows())
    post = nb.predict("longer feedback trails")
    assert max(post, key=post.__getitem__) == "feedback"
    clone = NaiveBayes.from_json(json.loads(json.dumps(nb.to_json())))
    assert clone.predict("kick audio") == nb.predict("kick audio")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_naive_bayes_posterior_is_a_distribution_for_any_text(text: str) -> None:
    post = NaiveBayes().fit(_nb_rows()).predict(text)
    assert set(post) == {"feedback", "audio"}
    assert abs(sum(post.values()) - 1.0) < 1e-9 and all(0.0 <= p <= 1.0 for p in post.values())


@pytest.mark.parametrize("damaged", [{}, {"format": "x"}, {"format": "tdcontext-nb/1"},
                                     {"format": "tdcontext-nb/1", "alpha": 1, "bigrams": True, "words": True,
                                      "class_counts": {}, "feature_counts": {}}])
def test_damaged_naive_bayes_files_are_clear_errors(damaged: dict) -> None:
    with pytest.raises(InvalidInputError):
        NaiveBayes.from_json(damaged)


def test_untrained_naive_bayes_is_an_error() -> None:
    with pytest.raises(InvalidInputError, match="not trained"):
        NaiveBayes().predict("x")


def test_prototypes_pick_nearest_and_abstain_below_threshold() -> None:
    vectors = np.eye(3, dtype=np.float32)
    protos = Prototypes(threshold=0.5).fit(["a", "b", "c"], vectors)
    (label, conf, _), (none_label, _, _) = protos.predict_many(
        np.array([[0.9, 0.1, 0.0], [0.3, 0.3, 0.3]], dtype=np.float32))
    assert label == "a" and conf > 0.8
    assert none_label is None
    assert Prototypes.from_json(protos.to_json()).classes == ["a", "b", "c"]


def test_rules_use_keywords_roles_defaults_and_refuse_ties() -> None:
    rules = RuleExtractor(load_schema())
    assert rules.predict_slot("topic", Turn("the feedback trails are too long"))[0] == "feedback"
    assert rules.predict_slot("participants", Turn("x", "assistant"))[0] == "copilot"
    assert rules.predict_slot("participants", Turn("x", "tool"))[0] == "tool"
    assert rules.predict_slot("medium", Turn("hello there"))[0] == "text"
    assert rules.predict_slot("random", Turn("add a random seed"))[0] == "yes"
    assert rules.predict_slot("topic", Turn("feedback with audio"))[0] is None  # one hit each: a tie


def _rows() -> list[LabelledTurn]:
    rows = []
    for s in range(12):
        rows += [LabelledTurn(Turn("make the feedback trails longer"), f"s{s}", {"topic": "feedback"}),
                 LabelledTurn(Turn("ok great", "user"), f"s{s}", {"topic": "feedback"}),
                 LabelledTurn(Turn("the audio kick is late"), f"s{s}", {"topic": "audio-reactive"}),
                 LabelledTurn(Turn("yes please", "user"), f"s{s}", {"topic": "audio-reactive"})]
    return rows


def test_train_model_measures_each_extractor_and_records_the_choice() -> None:
    model = train_model(_rows(), load_schema())
    assert set(model.validation["topic"]) >= {"rules", "nb"}
    assert model.plan["topic"][0] == max(model.validation["topic"], key=model.validation["topic"].__getitem__)
    tags = model.tag([Turn("make the feedback trails longer"), Turn("ok great")])
    assert tags[0]["topic"].value == "feedback"
    clone = FacetModel.from_json(json.loads(json.dumps(model.to_json())), load_schema())
    assert [t["topic"].value for t in clone.tag([Turn("the audio kick is late"), Turn("yes please")])] == \
        [t["topic"].value for t in model.tag([Turn("the audio kick is late"), Turn("yes please")])]


def test_train_refuses_values_outside_the_schema() -> None:
    with pytest.raises(InvalidInputError, match="not in the schema"):
        train_model([LabelledTurn(Turn("x"), "g", {"topic": "jazz"})], load_schema())
    with pytest.raises(InvalidInputError, match="no labelled rows"):
        train_model([], load_schema())


def test_load_rows_reports_bad_lines_by_number() -> None:
    lines = ['{"text": "feedback trails", "facets": {"topic": "feedback"}}', "not json", "[" * 50_000,
             '{"text": 3}', '{"text": "x", "facets": {"topic": "jazz"}}', '{"text": "x", "role": "root", "topic": "feedback"}',
             '{"text": "y", "topic": "pops", "session": "a"}', ""]
    rows, errors = load_rows(lines, load_schema())
    assert [r.facets for r in rows] == [{"topic": "feedback"}, {"topic": "pops"}]
    assert [e.split(":")[0] for e in errors] == ["line 2", "line 3", "line 4", "line 5", "line 6"]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.text(max_size=80), st.sampled_from(["user", "assistant", "tool"])), max_size=12))
def test_tagging_never_fails_and_fills_every_slot(turns: list[tuple[str, str]]) -> None:
    model = FacetModel(schema=load_schema())
    tags = model.tag([Turn(t, r) for t, r in turns])
    assert len(tags) == len(turns)
    for tag in tags:
        assert set(tag) == set(model.schema.slots)
        assert all(model.schema.has(slot, t.value) for slot, t in tag.items())


def test_only_turns_the_rules_leave_undecided_are_embedded() -> None:
    schema = load_schema()
    model = FacetModel(schema=schema)
    vectors = np.eye(len(schema.slots["topic"]), 384, dtype=np.float32)
    model.proto["topic"] = Prototypes(threshold=0.1).fit([v.name for v in schema.slots["topic"]], vectors)
    model.plan["topic"] = ["rules", "proto"]
    asked: list[list[str]] = []

    def embed(texts: list[str]) -> np.ndarray:
        asked.append(list(texts))
        return np.tile(vectors[1], (len(texts), 1))  # nearest to the second topic value

    tags = model.tag([Turn("the feedback trails"), Turn("hmm, no idea")], embed=embed, slots=["topic"])
    assert asked == [["hmm, no idea"]]
    assert tags[0]["topic"].extractor == "rules" and tags[1]["topic"].extractor == "proto"
    assert tags[1]["topic"].value == schema.slots["topic"][1].name
