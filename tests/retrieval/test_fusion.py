"""Reciprocal Rank Fusion, pinned: passthrough, ties, disjoint lists, duplicates, default k."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcontext.retrieval.fusion import DEFAULT_K, rrf


def test_default_k_is_60() -> None:
    assert DEFAULT_K == 60
    [(item, score, ranks)] = rrf({"bm25": ["a"], "vector": ["a"]})
    assert item == "a" and score == pytest.approx(1 / 61 + 1 / 61) and ranks == {"bm25": 1, "vector": 1}


def test_single_ranker_passthrough() -> None:
    out = rrf({"bm25": ["c", "a", "b"]})
    assert [i for i, _, _ in out] == ["c", "a", "b"]
    assert [s for _, s, _ in out] == pytest.approx([1 / 61, 1 / 62, 1 / 63])
    assert [r for _, _, r in out] == [{"bm25": 1}, {"bm25": 2}, {"bm25": 3}]


def test_single_ranker_with_an_empty_second_list() -> None:
    assert [i for i, _, _ in rrf({"bm25": ["x", "y"], "vector": []})] == ["x", "y"]


def test_empty_input() -> None:
    assert rrf({}) == []
    assert rrf({"bm25": [], "vector": []}) == []


def test_disjoint_lists_interleave_by_rank_and_keep_first_seen_order_on_ties() -> None:
    out = rrf({"bm25": ["a", "b"], "vector": ["c", "d"]})
    assert [i for i, _, _ in out] == ["a", "c", "b", "d"]
    assert [s for _, s, _ in out] == pytest.approx([1 / 61, 1 / 61, 1 / 62, 1 / 62])
    assert out[1][2] == {"vector": 1}


@pytest.mark.parametrize(
    ("rankings", "expected"),
    [
        ({"bm25": ["a", "b"], "vector": ["b", "a"]}, ["a", "b"]),  # exact tie: first seen wins
        ({"vector": ["b", "a"], "bm25": ["a", "b"]}, ["b", "a"]),  # ranker order decides first-seen
        ({"bm25": ["a", "b", "c"], "vector": ["c", "b", "a"]}, ["a", "c", "b"]),  # 1/61+1/63 > 2/62; a, c tie
    ],
)
def test_ties_are_stable(rankings: dict[str, list[str]], expected: list[str]) -> None:
    assert [i for i, _, _ in rrf(rankings)] == expected


def test_agreement_beats_a_single_first_place() -> None:
    out = rrf({"bm25": ["solo", "both"], "vector": ["other", "both"]})
    assert out[0][0] == "both"
    assert out[0][1] == pytest.approx(2 / 62)


def test_duplicates_within_a_ranker_count_once_at_their_best_rank() -> None:
    out = {i: (s, r) for i, s, r in rrf({"bm25": ["a", "a", "b", "a"]})}
    assert out["a"] == (pytest.approx(1 / 61), {"bm25": 1})
    assert out["b"] == (pytest.approx(1 / 62), {"bm25": 2})  # the duplicate does not take a rank


def test_custom_k_and_weights() -> None:
    [(item, score, _)] = rrf({"bm25": ["a"], "vector": ["a"]}, k=0, weights={"vector": 0.5})
    assert item == "a" and score == pytest.approx(1.0 + 0.5)
    with pytest.raises(ValueError, match="k must be >= 0"):
        rrf({"bm25": ["a"]}, k=-1)


@given(st.dictionaries(st.sampled_from(["bm25", "vector", "x"]),
                       st.lists(st.integers(min_value=0, max_value=30), max_size=40), max_size=3))
def test_rrf_properties(rankings: dict[str, list[int]]) -> None:
    out = rrf(rankings)
    items = [i for i, _, _ in out]
    assert len(items) == len(set(items)) == len({x for xs in rankings.values() for x in xs})
    scores = [s for _, s, _ in out]
    assert scores == sorted(scores, reverse=True)
    for item, score, ranks in out:
        assert score == pytest.approx(sum(1 / (60 + r) for r in ranks.values()))
        for name, r in ranks.items():
            assert list(dict.fromkeys(rankings[name])).index(item) + 1 == r
