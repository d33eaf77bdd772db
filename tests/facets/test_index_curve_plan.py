"""The facet index (idf, coverage, merging, gaps), the sensitivity curve and the fold plan."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.errors import InvalidInputError
from tdcontext.facets.fold_plan import balanced, plan_folds
from tdcontext.facets.index import FacetIndex
from tdcontext.facets.sensitivity import score_turn, smooth


def _index(topics: list[str], session: str = "s1") -> FacetIndex:
    index = FacetIndex(":memory:")
    index.add_turns([(session, i + 1, {"topic": (t, 0.9), "activity": ("building", 0.9)})
                     for i, t in enumerate(topics)])
    return index


def test_query_merges_adjacent_turns_and_bridges_one_stray_turn() -> None:
    index = _index(["feedback", "feedback", "audio", "feedback", "glsl", "glsl", "feedback"])
    result = index.query({"topic": "feedback"})
    assert [(r.start, r.end) for r in result.ranges] == [(1, 4), (7, 7)]
    tight = index.query({"topic": "feedback"}, gap=0)
    assert [(r.start, r.end) for r in tight.ranges] == [(1, 2), (4, 4), (7, 7)]


def test_coverage_threshold_and_strict_mode() -> None:
    index = FacetIndex(":memory:")
    index.add_turns([("s", 1, {"topic": ("feedback", 1.0), "activity": ("building", 1.0)}),
                     ("s", 3, {"topic": ("feedback", 1.0), "activity": ("debugging", 1.0)}),
                     ("s", 5, {"topic": ("glsl", 1.0), "activity": ("building", 1.0)})])
    query = {"topic": "feedback", "activity": "building"}
    strict = index.query(query, strict=True, gap=0)
    assert [(r.start, r.end) for r in strict.ranges] == [(1, 1)]
    loose = index.query(query, threshold=0.3, gap=0)
    assert [(r.start, r.end, r.turns) for r in loose.ranges] == [(1, 5, 3)]  # half-covered turns at 0.5 match
    assert [(r.start, r.end) for r in index.query(query, threshold=0.6, gap=0).ranges] == [(1, 1)]
    with pytest.raises(InvalidInputError):
        index.query(query, threshold=0)
    with pytest.raises(InvalidInputError):
        index.query(query, gap=-1)


def test_unknown_never_matches_and_readding_replaces() -> None:
    index = _index(["unknown", "feedback"])
    assert index.query({"topic": "unknown"}).ranges == ()
    index.add_turns([("s1", 2, {"topic": ("glsl", 1.0)})])
    assert index.total_turns() == 2
    assert index.query({"topic": "feedback"}).ranges == ()
    assert ("topic", "unknown") not in index.idf()


def test_idf_is_higher_for_rarer_values() -> None:
    index = _index(["feedback"] * 9 + ["glsl"])
    idf = index.idf()
    assert idf[("topic", "glsl")] > idf[("topic", "feedback")]


def test_concurrent_writers_and_readers(tmp_path: Any) -> None:
    index = FacetIndex(tmp_path / "f.sqlite")

    def write(s: int) -> None:
        for i in range(30):
            index.add_turns([(f"s{s}", i + 1, {"topic": ("feedback", 1.0)})], cursor={f"s{s}": i + 1})

    threads = [threading.Thread(target=write, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for _ in range(20):
        index.query({"topic": "feedback"})
    for t in threads:
        t.join()
    assert index.total_turns() == 120 and index.cursor("s3") == 30


def test_score_and_smoothing() -> None:
    idf = {("topic", "feedback"): 2.0, ("activity", "building"): 0.5}
    full = score_turn({"topic": "feedback", "activity": "building"}, {"topic": "feedback", "activity": "building"}, idf)
    half = score_turn({"topic": "feedback"}, {"topic": "feedback", "activity": "building"}, idf)
    assert abs(full - 1.0) < 1e-9 and 0 < half < full
    assert score_turn({"topic": "unknown"}, {"topic": "unknown"}, idf) == 0.0
    assert smooth([1.0, 0.0, 0.0]) == [1.0, pytest.approx(0.3 / 0.8), pytest.approx(0.2)]


def _messages(spec: list[str]) -> list[dict[str, Any]]:
    """'u' user, 'a' assistant, 'c' assistant with a tool call, 'r' the result of the latest call."""
    out: list[dict[str, Any]] = [{"seq": 1, "role": "system", "content": "sys", "tokens": 10}]
    open_calls: list[str] = []
    for i, kind in enumerate(spec, 2):
        m: dict[str, Any] = {"seq": i, "tokens": 100}
        if kind == "u":
            m["role"] = "user"
        elif kind == "a":
            m["role"] = "assistant"
        elif kind == "c":
            m.update(role="assistant", tool_calls=[{"id": f"call{i}", "type": "function",
                                                   "function": {"name": "t", "arguments": "{}"}}])
            open_calls.append(f"call{i}")
        elif kind == "r" and open_calls:
            m.update(role="tool", tool_call_id=open_calls.pop(0))
        else:
            m["role"] = "user"
        out.append(m)
    return out


def test_fold_plan_prefers_old_irrelevant_turns_and_protects_the_rest() -> None:
    messages = _messages(list("uauauauauaua"))
    relevance = {m["seq"]: (0.9 if m["seq"] in (4, 5) else 0.0) for m in messages}
    plan = plan_folds(messages, relevance, budget_tokens=300, protect_tokens=400)
    folded = {s for r in plan.ranges for s in range(r.start, r.end + 1)}
    assert folded and folded.isdisjoint({1, 4, 5}) and max(folded) < messages[-4]["seq"]
    assert plan.tokens <= 300


def test_fold_plan_never_splits_a_tool_pair_and_falls_back() -> None:
    messages = _messages(list("ucrcrua"))
    plan = plan_folds(messages, {}, budget_tokens=10_000, protect_tokens=0)
    for r in plan.ranges:
        assert balanced([m for m in messages if r.start <= m["seq"] <= r.end])
    only_call = _messages(list("cr"))
    plan = plan_folds(only_call, {}, budget_tokens=100, protect_tokens=0)  # the pair costs 200
    assert plan.ranges == () and plan.fallback == "oldest"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from("uacr"), min_size=1, max_size=40), st.integers(0, 5000), st.integers(0, 3000),
       st.dictionaries(st.integers(1, 45), st.floats(-1, 1), max_size=20))
def test_fold_plan_invariants(spec: list[str], budget: int, protect: int, relevance: dict[int, float]) -> None:
    messages = _messages(spec)
    plan = plan_folds(messages, relevance, budget_tokens=budget, protect_tokens=protect)
    assert plan.tokens <= max(budget, 0)
    protected = set(plan.protected)
    for r in plan.ranges:
        inside = [m for m in messages if r.start <= m["seq"] <= r.end]
        assert balanced(inside)
        assert protected.isdisjoint(m["seq"] for m in inside)
        assert all(m["role"] != "system" for m in inside)
