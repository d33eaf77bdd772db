"""The raw session log: seqs, durability, torn tails, folds applied on resume, bad input."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.continuity.log import (
    SessionLog,
    list_sessions,
    new_session_id,
    to_chat_message,
)
from tdcontext.errors import InvalidInputError, NotFoundError


def test_append_assigns_contiguous_seqs_and_private_modes(tmp_path: Path) -> None:
    log = SessionLog.create(tmp_path / "sessions")
    assert log.append_messages([{"role": "user", "content": "hi"}], turn=1) == [1]
    assert log.append_messages([{"role": "assistant", "content": "hello"},
                                {"role": "user", "content": "more"}], turn=2) == [2, 3]
    assert [r["seq"] for r in log.records()] == [1, 2, 3]
    assert stat.S_IMODE(os.stat(log.path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(tmp_path / "sessions").st_mode) == 0o700
    reopened = SessionLog.open(tmp_path / "sessions", log.session_id)
    assert reopened.last_seq == 3
    assert [to_chat_message(r) for r in reopened.messages()][1] == {"role": "assistant", "content": "hello"}


def test_torn_tail_is_ignored_and_overwritten(tmp_path: Path) -> None:
    log = SessionLog.create(tmp_path)
    log.append_messages([{"role": "user", "content": "kept"}], turn=1)
    with open(log.path, "ab") as fh:
        fh.write(b'{"seq": 2, "ts": "x", "kind": "mess')  # a crash mid-write
    fresh = SessionLog.open(tmp_path, log.session_id)
    assert [r["content"] for r in fresh.messages()] == ["kept"]
    assert fresh.append_messages([{"role": "assistant", "content": "next"}], turn=1) == [2]
    lines = log.path.read_bytes().splitlines()
    assert len(lines) == 2 and json.loads(lines[1])["content"] == "next"


def test_folds_apply_on_resume_but_raw_messages_stay(tmp_path: Path) -> None:
    log = SessionLog.create(tmp_path)
    log.append_messages([{"role": "user", "content": f"m{i}"} for i in range(1, 7)], turn=1)
    log.append([{"kind": "fold", "range": [2, 4], "gist": "[gist] log:x#seq=2-4"}])
    history = log.history()
    assert [m["content"] for m in history] == ["m1", "[gist] log:x#seq=2-4", "m5", "m6"]
    assert history[1]["gist_of"] == [2, 4]
    log.append([{"kind": "fold", "range": [1, 5], "gist": "[gist] log:x#seq=1-5"}])
    assert [m["content"] for m in log.history()] == ["[gist] log:x#seq=1-5", "m6"]
    assert len(log.messages()) == 6  # never deleted


@pytest.mark.parametrize("bad", ["", "../x", "a/b", "x" * 65, "with space", ".hidden", "nul\x00"])
def test_bad_session_ids_are_refused(tmp_path: Path, bad: str) -> None:
    with pytest.raises(InvalidInputError):
        SessionLog(tmp_path, bad)


def test_open_missing_and_symlinked_logs(tmp_path: Path) -> None:
    with pytest.raises(NotFoundError):
        SessionLog.open(tmp_path, "nope")
    target = tmp_path / "elsewhere.txt"
    target.write_text("secret")
    (tmp_path / "s1.jsonl").symlink_to(target)
    with pytest.raises(NotFoundError):
        SessionLog.open(tmp_path, "s1")
    with pytest.raises(InvalidInputError):
        SessionLog(tmp_path, "s1").append_messages([{"role": "user", "content": "x"}], turn=1)
    assert target.read_text() == "secret"


def test_bad_records_are_refused(tmp_path: Path) -> None:
    log = SessionLog.create(tmp_path)
    with pytest.raises(InvalidInputError):
        log.append([{"kind": "weird"}])
    with pytest.raises(InvalidInputError):
        log.append_messages([{"role": "root", "content": "x"}], turn=1)
    assert log.records() == []


def test_concurrent_appends_keep_seqs_contiguous(tmp_path: Path) -> None:
    log = SessionLog.create(tmp_path)

    def write(n: int) -> None:
        for i in range(20):
            log.append_messages([{"role": "user", "content": f"{n}-{i}"}], turn=1)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r["seq"] for r in log.records()] == list(range(1, 81))


def test_list_sessions_newest_first(tmp_path: Path) -> None:
    a = SessionLog.create(tmp_path, "a1")
    a.append_messages([{"role": "user", "content": "make a noise TOP"}], turn=1)
    b = SessionLog.create(tmp_path, "b2")
    b.append_messages([{"role": "user", "content": "second"}], turn=1)
    infos = list_sessions(tmp_path)
    assert {i.session_id for i in infos} == {"a1", "b2"}
    assert next(i for i in infos if i.session_id == "a1").title == "make a noise TOP"
    assert new_session_id() != new_session_id()


@settings(max_examples=50, deadline=None)
@given(st.lists(st.text(max_size=40), min_size=1, max_size=8))
def test_any_text_round_trips(tmp_path_factory: pytest.TempPathFactory, texts: list[str]) -> None:
    log = SessionLog.create(tmp_path_factory.mktemp("s"))
    log.append_messages([{"role": "user", "content": t} for t in texts], turn=1)
    assert [r["content"] for r in log.messages()] == texts
