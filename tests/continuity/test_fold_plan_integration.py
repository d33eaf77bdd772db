"""Facet-driven folding: drain and emergency folds take the plan's old, off-topic range first;
anything the plan cannot justify falls back to the oldest balanced range."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tdcontext.config import load_settings
from tdcontext.continuity.engine import Continuity
from tdcontext.continuity.log import SessionLog
from tdcontext.continuity.policy import Decision, make_policy
from tdcontext.continuity.ranges import planned_span
from tdcontext.engine import Engine
from tests.fakes import HashEmbedder

TOPICS = ["feedback trails echo loop", "feedback trails decay", "audio kick spectrum beat",
          "audio bass beat detection", "glsl shader uniform", "feedback trails longer"]


def _session(folder: Path) -> tuple[SessionLog, list[dict[str, Any]]]:
    log = SessionLog.create(folder, "plan")
    for turn, words in enumerate(TOPICS, 1):
        log.append_messages([{"role": "user", "content": f"please work on the {words} now"},
                             {"role": "assistant", "content": f"Done with the {words}. " * 5}], turn=turn)
    return log, log.history()


def _decision(reason: str) -> Decision:
    return Decision(target_tokens=40, max_tokens=400, protect_tokens=80, reason=reason)


def test_planned_span_checks_contiguity_balance_budget_and_tail(tmp_path: Path) -> None:
    _, history = _session(tmp_path)
    tokens = [30] * len(history)
    assert planned_span(history, tokens, _decision("drain"), [(5, 8)]) is not None
    assert planned_span(history, tokens, _decision("drain"), [(11, 12)]) is None  # the protected tail
    tight = Decision(target_tokens=10, max_tokens=50, protect_tokens=0, reason="drain")
    assert planned_span(history, tokens, tight, [(5, 8)]) is None  # over max_tokens
    calls = [{"seq": 1, "role": "user", "content": "x"},
             {"seq": 2, "role": "assistant", "content": None, "tool_calls": [{"id": "c", "type": "function",
                                                                               "function": {"name": "t", "arguments": "{}"}}]},
             {"seq": 3, "role": "tool", "tool_call_id": "c", "content": "r"},
             {"seq": 4, "role": "user", "content": "y"}]
    assert planned_span(calls, [10] * 4, Decision(1, 100, 0, "drain"), [(2, 2)]) is None  # splits a pair
    assert planned_span(calls, [10] * 4, Decision(1, 100, 0, "drain"), [(2, 3)]) is not None


def test_drain_folds_the_planned_off_topic_range_not_the_oldest(tmp_path: Path) -> None:
    log, history = _session(tmp_path)
    engine = Continuity(log, make_policy("cache_first"))
    engine.plan_provider = lambda sid, hist, decision: [(5, 8)]
    notes: list[str] = []
    result = engine._fold(list(history), _decision("drain"), notes)
    assert result is not None and (result.first_seq, result.last_seq) == (5, 8)
    assert any("planned range" in n for n in notes)
    band = Continuity(log, make_policy("band"))
    band.plan_provider = lambda sid, hist, decision: [(5, 8)]
    band_decision = Decision(target_tokens=200, max_tokens=400, protect_tokens=80, reason="band")
    oldest = band._fold(list(log.history()), band_decision, [])  # band passes stay oldest-first
    assert oldest is not None and oldest.first_seq == 1


def test_a_failing_or_empty_plan_falls_back_to_the_oldest_range(tmp_path: Path) -> None:
    from tdcontext.errors import NotFoundError

    log, history = _session(tmp_path)
    engine = Continuity(log, make_policy("cache_first"))

    def broken(*_: Any) -> list[tuple[int, int]]:
        raise NotFoundError("no index")

    engine.plan_provider = broken
    emergency = Decision(target_tokens=200, max_tokens=400, protect_tokens=80, reason="emergency")
    result = engine._fold(list(history), emergency, [])
    assert result is not None and result.first_seq == 1
    fresh_log, fresh_history = _session(tmp_path / "again")
    empty = Continuity(fresh_log, make_policy("cache_first"))
    empty.plan_provider = lambda *_: []
    again = empty._fold(list(fresh_history), emergency, [])
    assert again is not None and again.first_seq == 1


def test_the_facet_plan_provider_prefers_off_topic_turns(tmp_path: Path) -> None:
    settings = load_settings(home=tmp_path / "home")
    eng = Engine(settings, embedder=HashEmbedder())
    try:
        log, history = _session(settings.sessions_dir)
        provide = eng.facets.plan_provider()
        ranges = provide(log.session_id, history, _decision("drain"))
        assert ranges, "the plan proposes something"
        first = set(range(ranges[0][0], ranges[0][1] + 1))
        audio = {5, 6, 7, 8}
        assert first & audio and not first & {11, 12}  # off-topic first, the recent tail never
    finally:
        eng.close()
