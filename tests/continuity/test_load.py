"""continuity_load: by ranges, seqs and query; token caps; redaction; degraded search; bad input."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path
from typing import Any

import pytest

from tdcontext.continuity.load import SessionSearch, folded_seqs, load, parse_ranges
from tdcontext.continuity.log import SessionLog
from tdcontext.errors import InvalidInputError
from tests.fakes import FailingEmbedder, HashEmbedder

TOPICS = ["the kick drum feeds an audio spectrum CHOP", "a feedback TOP loop with a level TOP",
          "GLSL shader for the particle system", "the LED wall outputs at 1920x1080",
          "OSC from the lighting desk on port 7000", "a noise TOP drives the displacement"]


def make_log(tmp_path: Path, turns: int = 30) -> SessionLog:
    log = SessionLog.create(tmp_path / "sessions")
    for t in range(1, turns + 1):
        topic = TOPICS[t % len(TOPICS)]
        log.append_messages([
            {"role": "user", "content": f"turn {t}: tell me about {topic}"},
            {"role": "assistant", "content": "", "tool_calls": [
                {"id": f"c{t}", "type": "function", "function": {"name": "td_search", "arguments": '{"q": 1}'}}]},
            {"role": "tool", "tool_call_id": f"c{t}", "content": f"found notes on {topic} (turn {t})"},
            {"role": "assistant", "content": f"here is how {topic} works in turn {t}"},
        ], turn=t)
    return log


def words(text: str) -> int:
    return len(text.split())


def cut(text: str, n: int) -> str:
    return " ".join(text.split()[:n])


def test_ranges_and_seqs_return_labelled_raw_text_in_order(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    result = load(log, ranges=["5-7"], seqs=[1, 2], count=words, truncate=cut)
    assert [m.seq for m in result.messages] == [1, 2, 5, 6, 7]
    text = result.text
    assert text.startswith("RAW SESSION LOG") and "[seq 6 · turn 2 · assistant]" in text
    assert "-> call td_search" in text  # tool calls are shown
    assert result.search is None and result.missing == []


def test_budget_caps_the_text_and_lists_what_is_left_out(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    result = load(log, ranges=["1-40"], budget_tokens=60, count=words, truncate=cut)
    assert result.tokens <= 60
    assert result.omitted and result.omitted[-1] == 40
    assert "left out by the token budget" in result.text
    assert any(m.truncated for m in result.messages) or len(result.messages) < 40


def test_real_tokenizer_budget_holds(tmp_path: Path) -> None:
    from tdcontext.tokens import count_tokens

    log = make_log(tmp_path)
    result = load(log, ranges=["1-120"], budget_tokens=300)
    assert count_tokens(result.text) <= 300 + 40  # the footer listing omitted seqs is extra


def test_query_finds_the_folded_turn_with_hybrid_search(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    log.append([{"kind": "fold", "range": [1, 60], "gist": "[gist] ..."}])
    assert folded_seqs(log) == set(range(1, 61))
    result = load(log, query="OSC lighting desk port", k=5, embedder=HashEmbedder(), model_version="hash")
    assert result.search is not None and result.search["ranker"] == "hybrid" and not result.search["degraded"]
    assert all(s <= 60 for s in result.ranked)  # scope: folded
    assert "OSC" in result.messages[0].text
    everything = load(log, query="OSC lighting desk port", k=5, scope="all", embedder=HashEmbedder())
    assert any(s > 60 for s in everything.ranked)


def test_query_degrades_visibly_without_an_embedder(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    for embedder in (None, FailingEmbedder()):
        result = load(log, query="GLSL shader particles", k=3, embedder=embedder, scope="all")
        assert result.search is not None and result.search["degraded"] is True
        assert result.search["ranker"] == "bm25" and result.search["note"]
        assert "GLSL" in result.messages[0].text


def test_nothing_folded_searches_everything_and_says_so(tmp_path: Path) -> None:
    log = make_log(tmp_path, turns=3)
    result = load(log, query="feedback loop", embedder=HashEmbedder())
    assert result.search is not None and "nothing is folded" in result.search["scope"]
    assert result.ranked


def test_search_index_is_private_incremental_and_rebuilt_when_broken(tmp_path: Path) -> None:
    log = make_log(tmp_path, turns=3)
    search = SessionSearch(log, embedder=HashEmbedder(), model_version="h")
    assert search.sync() == 12 and search.sync() == 0
    assert stat.S_IMODE(os.stat(search.path).st_mode) == 0o600
    log.append_messages([{"role": "user", "content": "a brand new volumetric fog question"}], turn=4)
    assert search.sync() == 1
    ranked, _ = search.query("volumetric fog", k=1, scope=None)
    assert ranked == [13]
    search.path.write_bytes(b"not a database at all" * 100)
    ranked, _ = search.query("volumetric fog", k=1, scope=None)
    assert ranked == [13]


def test_secrets_are_redacted_from_loaded_text(tmp_path: Path) -> None:
    log = SessionLog.create(tmp_path)
    key = "sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vX7zB9dF1hJ"
    log.append_messages([{"role": "user", "content": f"my key is {key} use it"}], turn=1)
    result = load(log, seqs=[1], count=words, truncate=cut)
    assert key not in result.text


def test_missing_seqs_and_fold_records_are_reported(tmp_path: Path) -> None:
    log = make_log(tmp_path, turns=2)
    log.append([{"kind": "fold", "range": [1, 4], "gist": "g"}])
    result = load(log, seqs=[9, 50], count=words, truncate=cut)
    assert result.messages == [] and result.missing == [9, 50]
    assert "not in the log as messages" in result.text


@pytest.mark.parametrize(("kwargs", "needle"), [
    ({}, "nothing to load"),
    ({"ranges": ["9-3"]}, "9-3"),
    ({"ranges": ["abc"]}, "abc"),
    ({"ranges": [[0, 4]]}, ">= 1"),
    ({"ranges": ["1-999999"]}, "spans"),
    ({"ranges": ["1-2"] * 21}, "at most 20"),
    ({"seqs": [True]}, "True"),
    ({"seqs": [-1]}, "-1"),
    ({"seqs": list(range(1, 600))}, "at most 500"),
    ({"query": "   "}, "empty"),
    ({"query": "x" * 3000}, "too long"),
    ({"seqs": [1], "k": 0}, "k must"),
    ({"seqs": [1], "budget_tokens": 10**9}, "budget_tokens"),
    ({"seqs": [1], "scope": "mine"}, "mine"),
])
def test_bad_selectors_are_refused_with_the_value(tmp_path: Path, kwargs: dict[str, Any], needle: str) -> None:
    log = make_log(tmp_path, turns=1)
    with pytest.raises(InvalidInputError) as err:
        load(log, count=words, truncate=cut, **kwargs)
    assert needle in str(err.value)


def test_parse_ranges_accepts_the_gist_header_forms() -> None:
    assert parse_ranges("12-40, 50") == [(12, 40), (50, 50)]
    assert parse_ranges([[3, 4], "7"]) == [(3, 4), (7, 7)]


def test_concurrent_queries_share_one_index(tmp_path: Path) -> None:
    log = make_log(tmp_path, turns=10)
    errors: list[BaseException] = []
    results: list[list[int]] = []

    def run() -> None:
        try:
            results.append(load(log, query="noise displacement", k=3, scope="all",
                                embedder=HashEmbedder(), count=words, truncate=cut).ranked)
        except Exception as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(results) == 6 and all(r == results[0] for r in results)


def _big_log(tmp_path: Path, n_words: int = 400) -> SessionLog:
    log = SessionLog.create(tmp_path / "sessions")
    body = " ".join(f"w{i}" for i in range(n_words))
    log.append_messages([{"role": "user", "content": "paste"}, {"role": "assistant", "content": body}], turn=1)
    return log


def test_from_token_reads_a_message_larger_than_the_budget_in_pieces(tmp_path: Path) -> None:
    log = _big_log(tmp_path)
    first = load(log, seqs=[2], budget_tokens=120, count=words, truncate=cut)
    piece = first.messages[0]
    assert piece.truncated and "continue with seqs=[2], from_token=" in piece.text
    resume = int(piece.text.rsplit("from_token=", 1)[1].rstrip("]"))
    assert 0 < resume < 400
    # following the offsets the cuts name reads the whole message, in order, without gaps or repeats
    def body_words(text: str) -> list[str]:
        return [w for w in text.split() if w[0] == "w" and w[1:].isdigit()]

    seen = body_words(piece.text)
    while resume:
        nxt = load(log, seqs=[2], budget_tokens=120, count=words, truncate=cut, from_token=resume).messages[0]
        assert nxt.text.startswith(f"...[from token {resume:,}]")
        seen += body_words(nxt.text)
        resume = int(nxt.text.rsplit("from_token=", 1)[1].rstrip("]")) if nxt.truncated else 0
    assert seen == [f"w{i}" for i in range(400)]


def test_from_token_past_the_end_says_so(tmp_path: Path) -> None:
    log = _big_log(tmp_path, 10)
    result = load(log, seqs=[2], count=words, truncate=cut, from_token=50)
    assert "[nothing after token 50]" in result.messages[0].text


def test_from_token_with_the_real_tokenizer_starts_where_a_part_gist_counts(tmp_path: Path) -> None:
    from tdcontext.tokens import count_tokens, truncate_to_tokens

    log = _big_log(tmp_path, 300)
    raw = " ".join(f"w{i}" for i in range(300))
    at = 100
    result = load(log, seqs=[2], budget_tokens=32_000, from_token=at)
    text = result.messages[0].text
    assert text == f"...[from token {at:,}] " + raw[len(truncate_to_tokens(raw, at)):]
    assert count_tokens(truncate_to_tokens(raw, at)) <= at


@pytest.mark.parametrize("bad", [-1, True, "10", 1.5, 10_000_001, None])
def test_from_token_rejects_bad_values(tmp_path: Path, bad: Any) -> None:
    log = _big_log(tmp_path, 10)
    with pytest.raises(InvalidInputError, match="from_token"):
        load(log, seqs=[2], count=words, truncate=cut, from_token=bad)
