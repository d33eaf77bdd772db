"""The shared embedding daemon: one per home, started once, replaced when stale, gone when idle.

Most tests run the real daemon server, socket, lock and client over a fake 8-dim model
(`fake_daemon.py`) so each start takes milliseconds; the cross-process CLI test uses the real
model. Every daemon is killed at teardown (tests/conftest.py) and idles out within seconds.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tdcontext.config import load_settings
from tdcontext.embedding.client import DaemonEmbedder, daemon_status, stop_daemon
from tdcontext.embedding.rundir import RunPaths, pid_alive
from tdcontext.engine import Engine
from tdcontext.errors import EmbedderUnavailableError

from ..conftest import kill_test_daemons
from ..fakes import HashEmbedder

FAKE_DAEMON = Path(__file__).with_name("fake_daemon.py")


@pytest.fixture
def make_client(tmp_path: Path) -> Iterator[Callable[..., DaemonEmbedder]]:
    """DaemonEmbedders over the fake model; closed, and their daemons killed, after the test."""
    made: list[DaemonEmbedder] = []

    def make(home: Path | None = None, *, version: str = "fake@1", extra: tuple[str, ...] = (),
             **options: Any) -> DaemonEmbedder:
        options.setdefault("idle_seconds", 20)
        options.setdefault("timeout", 10.0)
        options.setdefault("start_timeout", 10.0)
        client = DaemonEmbedder(
            home or tmp_path / "home", model_version=version, dim=8,
            command=[sys.executable, str(FAKE_DAEMON), "--fake-version", version, *extra], **options)
        made.append(client)
        return client

    yield make
    for client in made:
        client.close()
    kill_test_daemons(tmp_path)


def _wait(predicate: Callable[[], bool], timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def test_embeds_through_a_private_socket(make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    client = make_client()
    vectors = client.embed(["a", "b", "a"])
    assert vectors.shape == (3, 8) and vectors.dtype == np.float32
    assert np.allclose(vectors[0], vectors[2]) and not np.allclose(vectors[0], vectors[1])
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    paths = RunPaths.for_home(tmp_path / "home")
    assert stat.S_IMODE(paths.run_dir.stat().st_mode) == 0o700
    assert stat.S_ISSOCK(paths.socket.stat().st_mode) and stat.S_IMODE(paths.socket.stat().st_mode) == 0o600
    assert stat.S_IMODE(paths.state.stat().st_mode) == 0o600
    assert client.embed([]).shape == (0, 8)


def test_bad_input_is_refused_without_a_daemon(make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    client = make_client()
    with pytest.raises(Exception, match="sequence of str"):
        client.embed("not a list")  # type: ignore[arg-type]
    assert not (tmp_path / "home" / "run" / "embed.json").exists()


def test_two_clients_share_one_daemon_and_two_homes_get_two(
        make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    a, b = make_client(tmp_path / "h1"), make_client(tmp_path / "h1")
    c = make_client(tmp_path / "h2")
    for client in (a, b, c):
        client.embed(["x"])
    assert a.pid == b.pid and a.pid != c.pid
    assert len(a.started_pids) + len(b.started_pids) == 1
    assert RunPaths.for_home(tmp_path / "h1").socket != RunPaths.for_home(tmp_path / "h2").socket


def test_concurrent_first_calls_start_exactly_one_daemon(
        make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    clients = [make_client(tmp_path / "h", extra=("--load-delay", "0.5")) for _ in range(4)]
    errors: list[BaseException] = []

    def run(client: DaemonEmbedder) -> None:
        try:
            client.embed(["hello"])
        except BaseException as exc:  # noqa: BLE001 (reported below)
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(c,)) for c in clients]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors
    assert sum(len(c.started_pids) for c in clients) == 1
    assert len({c.pid for c in clients}) == 1


def test_killing_the_daemon_mid_request_retries_once_and_answers(
        make_client: Callable[..., DaemonEmbedder], caplog: pytest.LogCaptureFixture) -> None:
    client = make_client()
    client.embed(["warm"])
    first = client.pid
    assert first is not None
    result: dict[str, Any] = {}

    def slow() -> None:
        result["vectors"] = client.embed(["__sleep:1.5__"])

    thread = threading.Thread(target=slow)
    thread.start()
    time.sleep(0.4)
    os.kill(first, signal.SIGKILL)
    thread.join(30)
    assert result["vectors"].shape == (1, 8)
    assert client.pid not in (None, first)
    assert "retrying once" in caplog.text


def test_a_stale_socket_and_state_are_replaced(make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    paths = RunPaths.for_home(tmp_path / "home")
    paths.run_dir.mkdir(parents=True, mode=0o700)
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(paths.socket))  # a socket file nobody listens on, as a crash leaves it
    dead.close()
    paths.write_private(paths.state, {"pid": 999_999_999, "model_version": "fake@1", "transport": "unix"})
    client = make_client()
    assert client.embed(["x"]).shape == (1, 8)
    state = paths.read_state()
    assert state is not None and state["pid"] == client.pid != 999_999_999


def test_a_hung_daemon_is_killed_and_replaced(make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    first = make_client()
    first.embed(["x"])
    hung = first.pid
    assert hung is not None
    os.kill(hung, signal.SIGSTOP)  # alive, socket present, never answers
    try:
        second = make_client()
        second.embed(["y"])
        assert second.pid not in (None, hung)
        assert _wait(lambda: not pid_alive(hung))
    finally:
        if pid_alive(hung):
            os.kill(hung, signal.SIGKILL)


def test_a_model_version_change_restarts_the_daemon(
        make_client: Callable[..., DaemonEmbedder], caplog: pytest.LogCaptureFixture) -> None:
    old = make_client(version="fake@1")
    old.embed(["x"])
    old_pid = old.pid
    assert old_pid is not None
    new = make_client(version="fake@2")
    new.embed(["x"])
    assert new.pid not in (None, old_pid)
    assert _wait(lambda: not pid_alive(old_pid))
    assert "restarting it" in caplog.text
    assert daemon_status(new.paths.run_dir.parent)["model_version"] == "fake@2"


def test_the_idle_timeout_stops_the_daemon(make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    client = make_client(idle_seconds=1)
    client.embed(["x"])
    pid = client.pid
    assert pid is not None
    client.close()
    paths = RunPaths.for_home(tmp_path / "home")
    assert _wait(lambda: not pid_alive(pid), timeout=15)
    assert not paths.socket.exists() and not paths.state.exists()
    assert daemon_status(tmp_path / "home") == {"running": False}


def test_status_probes_do_not_keep_it_alive_and_report_idle_time(
        make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    client = make_client()
    client.embed(["x"])
    time.sleep(1.2)
    status = daemon_status(tmp_path / "home")
    assert status["running"] and status["pid"] == client.pid and status["model_version"] == "fake@1"
    assert status["idle_seconds"] >= 1.0 and status["requests"] == 1
    assert stop_daemon(tmp_path / "home") == client.pid
    assert daemon_status(tmp_path / "home")["running"] is False


def test_loopback_tcp_transport_requires_the_token(
        make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    client = make_client(transport="tcp")
    assert client.embed(["x"]).shape == (1, 8)
    state = RunPaths.for_home(tmp_path / "home").read_state()
    assert state is not None and state["transport"] == "tcp" and len(state["token"]) == 64
    host, _, port = state["address"].rpartition(":")
    assert host == "127.0.0.1"
    for first_line in (b'{"op": "auth", "token": "wrong"}\n', b'{"id": 1, "op": "embed", "texts": ["x"]}\n'):
        with socket.create_connection((host, int(port)), timeout=5) as sock:
            sock.sendall(first_line)
            reply = sock.makefile("rb").readline()
            assert json.loads(reply)["ok"] is False
            assert sock.recv(1) == b""  # and the connection is closed


def test_a_model_that_fails_to_load_degrades_and_is_not_retried_at_once(
        make_client: Callable[..., DaemonEmbedder]) -> None:
    client = make_client(extra=("--fail-load",))
    with pytest.raises(EmbedderUnavailableError, match="did not load"):
        client.embed(["x"])
    other = make_client(extra=("--fail-load",))
    began = time.monotonic()
    with pytest.raises(EmbedderUnavailableError, match="moments ago"):
        other.embed(["x"])
    assert time.monotonic() - began < 1.0 and other.started_pids == []


def test_an_unusable_run_folder_falls_back_to_a_private_embedder(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "run").write_text("a file where the folder should be")
    fallback = HashEmbedder(dim=8)
    client = DaemonEmbedder(home, model_version="fake@1", dim=8, fallback=lambda: fallback,
                            command=[sys.executable, str(FAKE_DAEMON)])
    assert client.embed(["x"]).shape == (1, 8)
    assert client.using_fallback and fallback.calls == 1 and client.started_pids == []
    client.close()


def test_engine_status_shows_the_daemon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        make_client: Callable[..., DaemonEmbedder]) -> None:
    home = tmp_path / "home"
    engine = Engine(load_settings(home=str(home), hide_builtin=True), embedder=HashEmbedder())
    try:
        assert engine.status()["embed_daemon"] == {"running": False}
        client = make_client(home)
        client.embed(["x"])
        shown = engine.status()["embed_daemon"]
        assert shown["running"] and shown["pid"] == client.pid and shown["model_version"] == "fake@1"
        assert "idle_seconds" in shown
    finally:
        engine.close()
    off = Engine(load_settings(home=str(tmp_path / "other"), embedder="none"))
    try:
        assert off.status()["embed_daemon"] is None
    finally:
        off.close()


@pytest.mark.slow
def test_two_concurrent_cli_processes_start_exactly_one_real_daemon(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("TDCONTEXT_")}
    env.update(TDCONTEXT_HOME=str(home), TDCONTEXT_EMBED_IDLE_SECONDS="30")
    command = [sys.executable, "-m", "tdcontext.cli", "search", "feedback trails", "--json", "--k", "3"]
    procs = [subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(2)]
    try:
        outputs = [p.communicate(timeout=240) for p in procs]
        for proc, (out, err) in zip(procs, outputs):
            assert proc.returncode == 0, (out.decode()[-2000:], err.decode()[-2000:])
            result = json.loads(out)
            assert not result["degraded"] and any(h["ranks"]["vector"] for h in result["hits"]), result
        log = (home / "logs" / "embed-daemon.log").read_text()
        assert log.count("ready:") == 1, log
        status = daemon_status(home)
        assert status["running"] and status["requests"] == 2  # two queries; no built-in chunk embedded
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
        kill_test_daemons(tmp_path)


def test_a_socket_in_a_folder_others_can_write_is_never_used(
        make_client: Callable[..., DaemonEmbedder], tmp_path: Path) -> None:
    client = make_client()
    client.embed(["x"])
    paths = RunPaths.for_home(tmp_path / "home")
    os.chmod(paths.run_dir, 0o777)
    try:
        assert daemon_status(tmp_path / "home") == {"running": False}
    finally:
        os.chmod(paths.run_dir, 0o700)
    assert daemon_status(tmp_path / "home")["running"] is True


@pytest.mark.slow
def test_serve_and_the_cli_share_the_real_daemon(tmp_path: Path) -> None:
    home = tmp_path / "home"
    server = Engine(load_settings(home=str(home), hide_builtin=True))  # what `serve` opens
    try:
        server.start_background_indexing().join(120)  # warms the daemon, as serve does at start
        pid = daemon_status(home)["pid"]
        env = {k: v for k, v in os.environ.items() if not k.startswith("TDCONTEXT_")}
        env.update(TDCONTEXT_HOME=str(home), TDCONTEXT_HIDE_BUILTIN="1")
        server.add("Feedback TOP trails fade with a Level TOP", kind="knowledge")
        out = subprocess.run([sys.executable, "-m", "tdcontext.cli", "search", "feedback trails", "--json"],
                             env=env, capture_output=True, text=True, timeout=240, check=True).stdout
        assert json.loads(out)["hits"][0]["ranks"]["vector"] == 1
        status = daemon_status(home)
        assert status["pid"] == pid and status["requests"] >= 2  # the add and the CLI's query
    finally:
        server.close()
        kill_test_daemons(tmp_path)


# ---- queries sent now and read later (`begin`): search overlaps the encode with BM25 ----------


def test_begin_never_starts_a_daemon_and_says_so(make_client: Callable[..., DaemonEmbedder]) -> None:
    client = make_client()
    assert client.begin(["hello"]) is None  # no daemon yet: the caller embeds the usual way
    assert client.pid is None and daemon_status(client.paths.run_dir.parent)["running"] is False


def test_begin_reads_the_same_vectors_as_embed_queries(make_client: Callable[..., DaemonEmbedder]) -> None:
    client = make_client()
    expected = client.embed_queries(["a kick drum", "feedback trails"])
    np.testing.assert_array_equal(expected, -client.embed(["a kick drum", "feedback trails"]))  # the query path
    pending = client.begin(["a kick drum", "feedback trails"])
    assert pending is not None
    np.testing.assert_array_equal(pending.result(), expected)
    with pytest.raises(RuntimeError, match="already read"):
        pending.result()


@pytest.mark.parametrize("texts", [[], [""] * 65, "not a list"])
def test_begin_declines_what_it_cannot_send_in_one_request(
        make_client: Callable[..., DaemonEmbedder], texts: Any) -> None:
    client = make_client()
    client.embed(["warm"])
    if isinstance(texts, str):
        with pytest.raises(Exception, match="sequence of str"):
            client.begin(texts)
    else:
        assert client.begin(texts) is None


def test_one_query_in_flight_at_a_time_and_cancel_frees_the_slot(
        make_client: Callable[..., DaemonEmbedder]) -> None:
    client = make_client()
    client.embed(["warm"])
    first = client.begin(["one"])
    assert first is not None
    assert client.begin(["two"]) is None  # the slot is taken: embed instead, never block
    np.testing.assert_array_equal(client.embed(["two"]), client.embed(["two"]))  # bulk path unaffected
    first.cancel()
    first.cancel()  # idempotent
    again = client.begin(["three"])
    assert again is not None  # a fresh connection after the cancel: no stale answer is read
    np.testing.assert_array_equal(again.result(), client.embed_queries(["three"]))


def test_a_daemon_killed_under_a_pending_query_is_asked_again(
        make_client: Callable[..., DaemonEmbedder], caplog: pytest.LogCaptureFixture) -> None:
    client = make_client()
    client.embed(["warm"])
    first = client.pid
    assert first is not None
    pending = client.begin(["__sleep:1.5__"])
    assert pending is not None
    time.sleep(0.3)
    os.kill(first, signal.SIGKILL)
    vectors = pending.result()
    assert vectors.shape == (1, 8) and (vectors < 0).all()  # asked again on the query path (negated rows)
    assert client.pid not in (None, first)
    assert "asking again" in caplog.text
    assert client.begin(["after"]) is not None  # the slot was released


def test_concurrent_searches_each_get_their_own_vector(make_client: Callable[..., DaemonEmbedder]) -> None:
    """Many threads race for the query slot: the winner pipelines, the rest embed; none mixes answers."""
    client = make_client()
    client.embed(["warm"])
    texts = [f"query number {i}" for i in range(24)]
    expected = {t: client.embed_queries([t])[0] for t in texts}
    got: dict[str, np.ndarray] = {}
    errors: list[BaseException] = []

    def one(text: str) -> None:
        try:
            pending = client.begin([text])
            got[text] = (pending.result() if pending is not None else client.embed_queries([text]))[0]
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=one, args=(t,)) for t in texts]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors
    for text in texts:
        np.testing.assert_array_equal(got[text], expected[text])


def test_close_waits_for_a_pending_query_then_begin_declines(make_client: Callable[..., DaemonEmbedder]) -> None:
    client = make_client()
    client.embed(["warm"])
    pending = client.begin(["x"])
    assert pending is not None
    pending.result()
    client.close()
    assert client.begin(["y"]) is None


def test_a_pending_query_that_times_out_raises_and_frees_the_slot(make_client: Callable[..., DaemonEmbedder]) -> None:
    client = make_client(timeout=0.5)
    client.embed(["warm"])
    pending = client.begin(["__sleep:2__"])
    assert pending is not None
    with pytest.raises(EmbedderUnavailableError, match="no answer within 0.5 s"):
        pending.result()
    again = client.begin(["after"])  # a fresh connection: the late answer is never read as this one's
    assert again is not None
    np.testing.assert_array_equal(again.result(), client.embed_queries(["after"]))


def test_an_idle_daemon_gives_a_batch_heap_back_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.embedding import daemon as daemon_module

    released: list[bool] = []
    monkeypatch.setattr(daemon_module, "release_memory", lambda: released.append(True) or True)
    server = daemon_module.Daemon(HashEmbedder(), RunPaths.for_home(tmp_path / "home"), idle_seconds=60,
                                  transport="unix")

    def idle_then_release() -> None:
        server._last -= daemon_module.RELEASE_AFTER_SECONDS + 1
        server._release_when_idle()

    server._release_when_idle()
    assert released == []  # just started: not idle long enough yet
    idle_then_release()
    assert len(released) == 1  # what loading the model left behind
    idle_then_release()
    assert len(released) == 1  # nothing new since
    assert server._answer(json.dumps({"id": 1, "op": "embed", "texts": ["one query"]}).encode())["ok"]
    idle_then_release()
    assert len(released) == 1  # a single query does not grow the heap
    assert server._answer(json.dumps({"id": 2, "op": "embed", "texts": ["a", "b", "c"]}).encode())["ok"]
    server._busy = 1  # a request still running: never under its feet
    idle_then_release()
    assert len(released) == 1
    server._busy = 0
    idle_then_release()
    assert len(released) == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="malloc_trim is glibc's (Linux)")
def test_release_memory_runs_on_glibc() -> None:
    from tdcontext.embedding.daemon import release_memory

    assert release_memory() is True
