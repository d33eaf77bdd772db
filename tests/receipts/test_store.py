"""The receipt store: retention (count, age, size), privacy, symlinks, concurrent writer
processes, failure isolation (read-only dir, corrupt store, full disk) and every skip rule."""

from __future__ import annotations

import errno
import json
import logging
import multiprocessing
import os
import stat
import time
from pathlib import Path
from typing import Any

import pytest

from tdcontext.config import load_settings
from tdcontext.errors import InvalidInputError
from tdcontext.receipts import (
    ReceiptBuilder,
    ReceiptObserver,
    ReceiptStore,
    ReceiptStoreError,
)
from tdcontext.receipts import store as store_mod
from tdcontext.receipts.receipt import summary_line

from .helpers import FakeClock as Clock
from .helpers import receipts_in


def _receipt(clock: Clock | None = None, prompt: str = "goal", status: str = "success") -> dict[str, Any]:
    return ReceiptBuilder(prompt=prompt, clock=clock or Clock(time.time())).finalize(status)


@pytest.fixture(autouse=True)
def _fresh_warnings() -> None:
    store_mod._warned.clear()


def test_retention_by_count(tmp_path: Path) -> None:
    store = ReceiptStore(tmp_path / "r.json", max_count=5)
    ids = []
    for i in range(1, 13):
        r = _receipt()
        ids.append(r["id"])
        store.append(r)
        kept = [r["id"] for r in store.read_all()]
        assert 1 <= len(kept) <= 5 and kept == ids[-len(kept):]  # always the newest, never more than 5
    assert [r["id"] for r in store.list(limit=3)] == ids[-1:-4:-1]  # newest first
    assert len(receipts_in(tmp_path / "r.json")) <= 5  # the file itself holds no more


def test_retention_by_age_with_an_injected_clock(tmp_path: Path) -> None:
    clock = Clock()
    store = ReceiptStore(tmp_path / "r.json", clock=clock)
    old = _receipt(Clock(clock.t))
    store.append(old)
    clock.t += 6 * 24 * 3600
    middle = _receipt(Clock(clock.t))
    store.append(middle)
    clock.t += 2 * 24 * 3600  # `old` is now 8 days old
    new = _receipt(Clock(clock.t))
    store.append(new)
    assert [r["id"] for r in store.read_all()] == [middle["id"], new["id"]]


def test_retention_by_size(tmp_path: Path) -> None:
    store = ReceiptStore(tmp_path / "r.json", max_bytes=4096)
    for _ in range(30):
        store.append(_receipt(prompt="x" * 190))
        assert (tmp_path / "r.json").stat().st_size <= 4096
    assert 1 <= len(store.read_all()) < 30


def test_defaults_are_100_receipts_7_days_256_kib(tmp_path: Path) -> None:
    store = ReceiptStore(tmp_path / "r.json")
    assert (store.max_count, store.max_age_seconds, store.max_bytes) == (100, 7 * 24 * 3600, 256 * 1024)
    for _ in range(130):
        store.append(_receipt(prompt="y" * 200))
    assert 80 <= len(store.read_all()) <= 100  # a compaction trims to 80%, appends refill to 100
    assert (tmp_path / "r.json").stat().st_size <= 256 * 1024
    assert len(receipts_in(tmp_path / "r.json")) == len(store.read_all())


def test_private_atomic_and_symlink_guarded(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "receipts.json"
    store = ReceiptStore(path)
    store.append(_receipt())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    target = tmp_path / "elsewhere.json"
    target.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    with pytest.raises(ReceiptStoreError):
        ReceiptStore(link).append(_receipt())
    assert target.read_text() == "{}"


def test_relative_store_path_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(InvalidInputError, match="absolute"):
        ReceiptStore(Path("relative/r.json"))
    monkeypatch.setenv("TDCONTEXT_RECEIPTS_PATH", "relative/r.json")
    with pytest.raises(InvalidInputError, match="TDCONTEXT_RECEIPTS_PATH"):
        load_settings()
    monkeypatch.setenv("TDCONTEXT_RECEIPTS_PATH", str(tmp_path / "abs.json"))
    monkeypatch.setenv("TDCONTEXT_RECEIPTS", "persist")
    settings = load_settings()
    assert settings.receipts_store_path == tmp_path / "abs.json" and settings.receipts == "persist"
    monkeypatch.setenv("TDCONTEXT_RECEIPTS", "sometimes")
    with pytest.raises(InvalidInputError, match="sometimes"):
        load_settings()


def _writer(path: str, n: int, max_count: int) -> None:
    store = ReceiptStore(Path(path), max_count=max_count)
    for _ in range(n):
        store.append(ReceiptBuilder(prompt=f"proc {os.getpid()}").finalize("success"))


@pytest.mark.slow
def test_concurrent_writer_processes_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(path), 12, 100)) for _ in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    receipts = receipts_in(path)  # every line parses: no interleaved or torn writes
    assert len(receipts) == 48 and len({r["id"] for r in receipts}) == 48
    # with compactions racing appends: still bounded, parseable and without duplicates
    small = tmp_path / "small.json"
    procs = [ctx.Process(target=_writer, args=(str(small), 15, 10)) for _ in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    receipts = receipts_in(small)
    assert 1 <= len(receipts) <= 10 and len({r["id"] for r in receipts}) == len(receipts)
    assert not list(tmp_path.glob("small.json.corrupt-*"))


def test_corrupt_store_is_set_aside_and_logged_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "r.json"
    good = _receipt()
    path.write_bytes(json.dumps(good).encode() + b"\n{not json\n\x00\xff garbage")  # a torn, hand-mangled tail
    store = ReceiptStore(path)
    with caplog.at_level(logging.WARNING, logger="tdcontext.receipts"):
        assert [r["id"] for r in store.list()] == [good["id"]]  # readable lines still read
        obs = ReceiptObserver(store=store, persist=True)
        for turn in (1, 2):
            obs.turn_started(session_id="s", turn=turn, prompt="p", grounding={})
            receipt = obs.turn_ended(status="success")
            assert receipt is not None and receipt["saved"] is True
        store.list()
    aside = list(tmp_path.glob("r.json.corrupt-*"))
    assert len(aside) == 1 and stat.S_IMODE(aside[0].stat().st_mode) == 0o600
    assert b"{not json" in aside[0].read_bytes()
    stored = receipts_in(path)
    assert stored[0]["id"] == good["id"] and len(stored) == 3
    assert sum("unreadable line" in r.message for r in caplog.records) == 2  # once on read, once on repair
    assert str(tmp_path) not in caplog.text


def test_read_only_dir_and_full_disk_change_nothing_but_the_saved_flag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    obs = ReceiptObserver(store=ReceiptStore(ro / "r.json"), persist=True)
    ro.chmod(0o500)
    if os.geteuid() == 0:  # root ignores directory permissions: simulate a read-only filesystem

        def read_only(*_a: Any, **_k: Any) -> None:
            raise OSError(errno.EROFS, "Read-only file system")

        monkeypatch.setattr(store_mod, "atomic_write_bytes", read_only)
        monkeypatch.setattr(store_mod.ReceiptStore, "_append_line", read_only)
        monkeypatch.setattr(store_mod, "_locked", lambda _p: (_ for _ in ()).throw(OSError(errno.EROFS, "x")))
    try:
        with caplog.at_level(logging.WARNING, logger="tdcontext.receipts"):
            for turn in (1, 2, 3):
                obs.turn_started(session_id="s", turn=turn, prompt="p", grounding={})
                receipt = obs.turn_ended(status="success")
                assert receipt is not None and receipt["saved"] is False and receipt["not_saved"] == "storage_error"
    finally:
        ro.chmod(0o700)
        monkeypatch.undo()
    assert sum("could not save" in r.message for r in caplog.records) == 1
    assert str(ro) not in caplog.text  # the warning never reveals the path
    assert not (ro / "r.json").exists()

    def full(*_a: Any, **_k: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_mod, "atomic_write_bytes", full)
    monkeypatch.setattr(store_mod.ReceiptStore, "_append_line", full)
    obs = ReceiptObserver(store=ReceiptStore(tmp_path / "full.json"), persist=True)
    obs.turn_started(session_id="s", turn=1, prompt="p", grounding={})
    receipt = obs.turn_ended(status="success")
    assert receipt is not None and receipt["not_saved"] == "storage_error" and receipt["verdict"] == "PASS"
    assert not (tmp_path / "full.json").exists()


@pytest.mark.parametrize(("started", "consent_decision", "tool", "observer_kw", "private", "reason"), [
    ({}, "allowed", "create_operator", {"persist": False}, False, "persistence_off"),
    ({}, "allowed", "create_operator", {"no_persist": True}, False, "no_persist"),  # ask --no-receipt-persist
    ({}, "allowed", "create_operator", {}, True, "no_persist"),  # chat /private PROMPT
    ({"noPersist": True}, "allowed", "create_operator", {}, False, "no_persist"),  # a request's noPersist
    ({"mode": "perform"}, "allowed", "create_operator", {}, False, "perform_mode"),
    ({"mode": "live"}, "allowed", "create_operator", {}, False, "perform_mode"),
    ({}, "perform_mode_refused", "create_operator", {}, False, "perform_mode"),
    ({}, "allowed", "panic_blackout", {}, False, "emergency_tool"),
    ({}, "allowed", "Emergency_Stop", {}, False, "emergency_tool"),
    ({}, "allowed", "create_operator", {}, False, None),
])
def test_skip_rules(tmp_path: Path, started: dict[str, Any], consent_decision: str, tool: str,
                    observer_kw: dict[str, Any], private: bool, reason: str | None) -> None:
    path = tmp_path / "r.json"
    kw = {"persist": True, **observer_kw}
    obs = ReceiptObserver(store=ReceiptStore(path), **kw)
    if private:
        obs.private_next_turn()
    obs.turn_started(session_id="s", turn=1, prompt="p", grounding={}, **started)
    obs.consent_decided(call_id="c", tool=tool, server="td", tier="edit", decision=consent_decision)
    obs.tool_finished(call_id="c", tool=tool, server="td", tier="edit", arguments={}, result_text="{}", is_error=False)
    receipt = obs.turn_ended(status="success")
    assert receipt is not None
    assert receipt.get("not_saved") == reason
    assert receipt["saved"] is (reason is None)
    assert len(receipts_in(path)) == (1 if reason is None else 0)
    assert summary_line(receipt)  # built and shown either way
    if private:  # /private covers one turn only
        obs.turn_started(session_id="s", turn=2, prompt="p", grounding={})
        assert obs.turn_ended(status="success")["saved"] is True  # type: ignore[index]


def test_observer_from_settings_is_off_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    obs = ReceiptObserver.from_settings(load_settings())
    assert obs.persist is False and obs.auto_verify is True
    obs.turn_started(session_id="s", turn=1, prompt="p", grounding={})
    assert obs.turn_ended(status="success")["not_saved"] == "persistence_off"  # type: ignore[index]
    assert not load_settings().receipts_store_path.exists()
    monkeypatch.setenv("TDCONTEXT_RECEIPTS", "persist")
    monkeypatch.setenv("TDCONTEXT_RECEIPTS_AUTO_VERIFY", "off")
    obs = ReceiptObserver.from_settings(load_settings())
    assert obs.persist is True and obs.auto_verify is False
    obs.turn_started(session_id="s", turn=1, prompt="p", grounding={})
    obs.turn_ended(status="success")
    assert receipts_in(load_settings().receipts_store_path)[0]["saved"] is True
    assert [r["id"] for r in obs.recent(5)] == [obs.last_receipt["id"]]  # type: ignore[index]
