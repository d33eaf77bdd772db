"""continuity_load's query search: stemming, neighbour context, incremental = one-shot index, old index upgrade."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from tdcontext.continuity.load import CONTEXT_TURNS, SessionSearch, load
from tdcontext.continuity.log import SessionLog
from tdcontext.errors import InvalidInputError
from tests.continuity.test_doors import anyio_backend, bare, client  # noqa: F401 - fixtures
from tests.copilot.conftest import llm, make_session  # noqa: F401 - fixtures
from tests.fakes import HashEmbedder

FILLER = ["the weather has been grey all week", "my sister called about the holidays",
          "work was busy with the quarterly report", "we watched an old film on Sunday",
          "the neighbours got a new puppy", "I cooked a big pot of soup"]


def chat(tmp_path: Path, lines: list[str], name: str = "s-chat") -> SessionLog:
    """A two-speaker chat: one message per line, alternating user / assistant."""
    log = SessionLog.create(tmp_path / "sessions", name)
    for i, line in enumerate(lines):
        log.append_messages([{"role": "user" if i % 2 == 0 else "assistant", "content": line}], turn=i + 1)
    return log


def conversation() -> list[str]:
    lines = [f"Jon: {FILLER[i % len(FILLER)]} ({i})" for i in range(8)]
    lines += ["Gina: Did you ever go to the pottery workshop downtown?",  # seq 9
              "Jon: Yes, last Friday! I made a wobbly bowl.",             # seq 10: no shared word
              "Gina: That sounds like so much fun.",                     # seq 11
              "Jon: It really was, I want to go again."]                 # seq 12
    lines += [f"Gina: {FILLER[i % len(FILLER)]} ({i})" for i in range(8)]
    return lines


def test_porter_stemming_matches_other_forms_of_a_word(tmp_path: Path) -> None:
    log = chat(tmp_path, [*FILLER, "Mel: I finished painting the sunrise over the lake", *FILLER])
    result = load(log, query="Has she painted any sunrises?", k=3, scope="all", embedder=None)
    assert result.search is not None and result.search["ranker"] == "bm25"
    assert result.ranked[0] == 7 and "painting the sunrise" in result.messages[0].text


def test_an_elliptical_reply_is_found_through_its_neighbours(tmp_path: Path) -> None:
    log = chat(tmp_path, conversation())
    result = load(log, query="pottery workshop", k=10, scope="all", embedder=None)
    # BM25 only: exactly the message that says it and the CONTEXT_TURNS messages either side match
    assert sorted(result.ranked) == list(range(9 - CONTEXT_TURNS, 9 + CONTEXT_TURNS + 1))
    assert result.ranked[0] == 9  # its own words outweigh a neighbour's
    assert "wobbly bowl" in {m.seq: m.text for m in result.messages}[10]
    hybrid = load(log, query="pottery workshop", k=3, scope="all", embedder=HashEmbedder(), model_version="h")
    assert hybrid.search is not None and hybrid.search["ranker"] == "hybrid" and 10 in hybrid.ranked


def test_an_index_caught_up_message_by_message_ranks_like_one_built_at_once(tmp_path: Path) -> None:
    lines = conversation()
    one_shot = chat(tmp_path / "a", lines)
    step = SessionLog.create(tmp_path / "b" / "sessions", "s-chat")
    stepwise = SessionSearch(step, embedder=HashEmbedder(), model_version="h")
    added = []
    for i, line in enumerate(lines):
        step.append_messages([{"role": "user" if i % 2 == 0 else "assistant", "content": line}], turn=i + 1)
        added.append(stepwise.sync())  # catch up after every message, as a live copilot does
        if i % 5 == 4:
            stepwise.query("bowl", k=3, scope=None)  # and embeds what it has so far, now and then
    assert added == [1] * len(lines)
    step.append([{"kind": "event", "event": "cancelled"}])  # a non-message record changes nothing
    assert stepwise.sync() == 0
    whole = SessionSearch(one_shot, embedder=HashEmbedder(), model_version="h")
    for query in ("pottery workshop", "bowl Friday", "weather sister film", "fun again", "soup puppy"):
        a, info_a = whole.query(query, k=20, scope=None)
        b, info_b = stepwise.query(query, k=20, scope=None)
        assert a == b and a, query
        assert info_a == info_b


def test_an_index_from_the_previous_schema_is_rebuilt(tmp_path: Path) -> None:
    log = chat(tmp_path, conversation())
    path = log.sessions_dir / f"{log.session_id}.search.sqlite"
    old = sqlite3.connect(path)
    old.executescript(
        "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);"
        "INSERT INTO meta VALUES ('schema', '2'), ('synced_seq', '20');"
        "CREATE TABLE docs(seq INTEGER PRIMARY KEY, turn INTEGER, role TEXT, text TEXT, before TEXT, after TEXT);"
        "CREATE VIRTUAL TABLE docs_fts USING fts5(text, ctx);"
        "CREATE TABLE vecs(seq INTEGER PRIMARY KEY, model TEXT, v BLOB);")
    old.commit()
    old.close()
    result = load(log, query="pottery workshop", k=10, scope="all", embedder=None)
    assert result.ranked[0] == 9 and 10 in result.ranked


@pytest.mark.anyio
async def test_mcp_query_brings_back_a_folded_reply_by_its_context(client: Client,  # noqa: F811
                                                                    tdcontext_home: Path) -> None:
    log = SessionLog.create(tdcontext_home / "sessions", "s-mcp")
    for i, line in enumerate(conversation()):
        log.append_messages([{"role": "user" if i % 2 == 0 else "assistant", "content": line}], turn=i + 1)
    log.append([{"kind": "fold", "range": [1, 14], "gist": "[gist] log:s-mcp#seq=1-14 (14 messages, 200 tokens)"}])
    found = await client.call_tool("continuity_load", {"query": "What did Jon make at the pottery workshop?",
                                                       "k": 5, "session_id": "s-mcp", "budget_tokens": 400})
    assert found.is_error is False and found.structured_content is not None
    data = found.structured_content
    assert 10 in data["ranked"] and all(s <= 14 for s in data["ranked"])  # scope: folded
    assert "[seq 10 · turn 10 · assistant]" in data["text"] and data["tokens"] <= 400


@pytest.fixture
def utc() -> Iterator[None]:
    """The index names the user's local day: pin the zone, and put it back afterwards."""
    import os
    import time

    old = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    yield
    if old is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = old
    time.tzset()


@pytest.mark.usefixtures("utc")
def test_the_day_a_message_was_logged_is_searchable(tmp_path: Path) -> None:
    from datetime import datetime, timedelta, timezone

    log = SessionLog.create(tmp_path / "sessions", "s-days")
    may8 = datetime(2023, 5, 8, 12, 0)  # naive: taken as UTC
    log.append_messages([{"role": "user", "content": "we mapped the LED wall to the stage"}], turn=1, at=may8)
    for t in range(2, 8):
        log.append_messages([{"role": "assistant", "content": FILLER[t % len(FILLER)]}], turn=t,
                            at=may8 + timedelta(days=t))
    log.append_messages([{"role": "user", "content": "we moved the LED wall to the back"}], turn=8,
                        at=datetime(2023, 6, 2, 12, 0, tzinfo=timezone(timedelta(hours=2))))
    stamps = [r["ts"] for r in log.read()]
    assert stamps[0] == "2023-05-08T12:00:00.000Z" and stamps[-1] == "2023-06-02T10:00:00.000Z"
    for query, first in (("What did we do with the LED wall on 8 May, 2023?", 1),
                         ("LED wall in June 2023", 8)):
        result = load(log, query=query, k=3, scope="all", embedder=None)
        assert result.ranked[0] == first, query
    with pytest.raises(InvalidInputError, match="datetime"):
        log.append_messages([{"role": "user", "content": "x"}], turn=9, at="2023-05-08")  # type: ignore[arg-type]


def test_a_log_with_unreadable_timestamps_still_searches(tmp_path: Path) -> None:
    import json

    folder = tmp_path / "sessions"
    log = SessionLog.create(folder, "s-odd")
    log.append_messages([{"role": "user", "content": "first the particle system"}], turn=1)
    lines = [json.dumps({"seq": 2, "ts": "yesterday-ish", "turn": 2, "kind": "message", "role": "assistant",
                         "content": "then the feedback loop"}),
             json.dumps({"seq": 3, "ts": 12345, "turn": 3, "kind": "message", "role": "user",
                         "content": "and the feedback TOP again"})]
    with log.path.open("a", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    reopened = SessionLog.open(folder, "s-odd")
    result = load(reopened, query="feedback", k=3, scope="all", embedder=None)
    assert set(result.ranked[:2]) == {2, 3}


def test_warm_embeds_the_folded_messages_before_the_first_query(tmp_path: Path) -> None:
    from tdcontext.continuity.load import warm

    log = chat(tmp_path, conversation())
    embedder = HashEmbedder()
    assert warm(log, embedder=embedder, model_version="h") == 0  # nothing folded yet
    log.append([{"kind": "fold", "range": [1, 14], "gist": "[gist] log:s-chat#seq=1-14 (14 messages, 200 tokens)"}])
    assert warm(log, embedder=None) == 0
    assert warm(log, embedder=embedder, model_version="h") == 14
    assert warm(log, embedder=embedder, model_version="h") == 0  # idempotent
    before = len(embedder.batches)
    result = load(log, query="pottery workshop", k=3, embedder=embedder, model_version="h")
    assert result.search is not None and result.search["ranker"] == "hybrid" and 9 in result.ranked
    assert embedder.batches[before:] == [["pottery workshop"]]  # only the question was encoded


def test_the_copilot_warms_its_search_in_the_background(make_session: Any) -> None:  # noqa: F811
    from tdcontext.continuity.load import warm
    from tdcontext.copilot.setup import warm_search_in_background

    session = make_session()
    assert session.engine.embedder is not None
    for i, line in enumerate(conversation()):
        session.log.append_messages([{"role": "user" if i % 2 == 0 else "assistant", "content": line}], turn=i + 1)
    session.log.append([{"kind": "fold", "range": [1, 10], "gist": "[gist] folded"}])
    thread = warm_search_in_background(session)
    assert thread is not None
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert warm(session.log, embedder=session.engine.embedder, model_version=session.engine.model_version) == 0
