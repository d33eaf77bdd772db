"""Convex (max-normalised score) fusion, pinned: passthrough, floors, ties, duplicates, weights."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcontext.errors import InvalidInputError
from tdcontext.index.db import Index
from tdcontext.retrieval.fusion import FUSIONS, convex, rrf
from tdcontext.retrieval.retriever import Retriever


def test_empty_input() -> None:
    assert convex({}) == []
    assert convex({"bm25": [], "vector": []}) == []


def test_single_ranker_passthrough_scores_are_max_normalised() -> None:
    out = convex({"bm25": [("c", 8.0), ("a", 4.0), ("b", 2.0)], "vector": []})
    assert [i for i, _, _ in out] == ["c", "a", "b"]
    assert [s for _, s, _ in out] == pytest.approx([1.0, 0.5, 0.25])
    assert [r for _, _, r in out] == [{"bm25": 1}, {"bm25": 2}, {"bm25": 3}]


def test_an_item_one_ranker_missed_gets_that_rankers_lowest_normalised_score() -> None:
    out = {i: (s, r) for i, s, r in convex({"bm25": [("a", 10.0), ("b", 5.0)], "vector": [("c", 0.8), ("a", 0.4)]})}
    assert out["a"] == (pytest.approx(0.5 * 1.0 + 0.5 * 0.5), {"bm25": 1, "vector": 2})
    assert out["b"] == (pytest.approx(0.5 * 0.5 + 0.5 * 0.5), {"bm25": 2})  # vector floor = 0.4/0.8
    assert out["c"] == (pytest.approx(0.5 * 0.5 + 0.5 * 1.0), {"vector": 1})  # bm25 floor = 5/10


def test_a_clear_winner_of_a_strong_ranker_beats_a_weak_rankers_flat_top() -> None:
    # bm25 is sure about "x" (far ahead); vector is flat. RRF ranks by position only and
    # lets "y" (2nd and 1st) win; the convex form keeps the margin.
    scored = {"bm25": [("x", 20.0), ("y", 4.0), ("z", 3.9)], "vector": [("y", 0.51), ("z", 0.50), ("x", 0.49)]}
    assert next(i for i, _, _ in rrf({n: [i for i, _ in v] for n, v in scored.items()})) == "y"
    assert next(i for i, _, _ in convex(scored)) == "x"


def test_ties_keep_first_seen_order() -> None:
    out = convex({"bm25": [("a", 1.0), ("b", 0.5)], "vector": [("b", 1.0), ("a", 0.5)]})
    assert [i for i, _, _ in out] == ["a", "b"]
    out = convex({"vector": [("b", 1.0), ("a", 0.5)], "bm25": [("a", 1.0), ("b", 0.5)]})
    assert [i for i, _, _ in out] == ["b", "a"]


def test_duplicates_within_a_ranker_count_once_at_their_first_entry() -> None:
    out = {i: (s, r) for i, s, r in convex({"bm25": [("a", 4.0), ("a", 9.0), ("b", 2.0)]})}
    assert out["a"] == (pytest.approx(1.0), {"bm25": 1})
    assert out["b"] == (pytest.approx(0.5), {"bm25": 2})


def test_weights_are_shares_of_the_rankers_that_returned_something() -> None:
    [(_, score, _)] = convex({"bm25": [("a", 3.0)], "vector": [("a", 0.3)]}, weights={"bm25": 3.0, "vector": 1.0})
    assert score == pytest.approx(1.0)
    out = {i: s for i, s, _ in convex({"bm25": [("a", 3.0), ("b", 1.0)], "vector": [("b", 0.9), ("a", 0.3)]},
                                              weights={"bm25": 3.0, "vector": 1.0})}
    assert out["a"] == pytest.approx(0.75 * 1.0 + 0.25 * (0.3 / 0.9))
    assert out["b"] == pytest.approx(0.75 * (1 / 3) + 0.25 * 1.0)
    with pytest.raises(ValueError, match="weights must be >= 0"):
        convex({"bm25": [("a", 1.0)]}, weights={"bm25": -1.0})


def test_non_positive_best_score_falls_back_to_reciprocal_rank() -> None:
    out = convex({"vector": [("a", -0.1), ("b", -0.2), ("c", -0.4)]})
    assert [i for i, _, _ in out] == ["a", "b", "c"]
    assert [s for _, s, _ in out] == pytest.approx([1.0, 0.5, 1 / 3])


@given(st.dictionaries(
    st.sampled_from(["bm25", "vector", "x"]),
    st.lists(st.tuples(st.integers(min_value=0, max_value=30), st.floats(min_value=0.01, max_value=100)), max_size=40)
    .map(lambda xs: sorted(xs, key=lambda t: -t[1])),
    max_size=3,
))
def test_convex_properties(scored: dict[str, list[tuple[int, float]]]) -> None:
    out = convex(scored)
    items = [i for i, _, _ in out]
    assert len(items) == len(set(items)) == len({i for xs in scored.values() for i, _ in xs})
    scores = [s for _, s, _ in out]
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 < s <= 1.0 + 1e-9 for s in scores)
    for item, _, ranks in out:
        for name, rank in ranks.items():
            firsts = list(dict.fromkeys(i for i, _ in scored[name]))
            assert firsts[rank - 1] == item


def test_retriever_rejects_an_unknown_fusion() -> None:
    index = Index(":memory:")
    try:
        assert FUSIONS == ("rrf", "convex")
        with pytest.raises(InvalidInputError, match="unknown fusion 'mean'"):
            Retriever(index, None, None, fusion="mean")
        retriever = Retriever(index, None, None, fusion="convex")
        with pytest.raises(InvalidInputError, match="unknown fusion 'max'"):
            retriever.search("anything", mode="bm25", fusion="max")
    finally:
        index.close()
