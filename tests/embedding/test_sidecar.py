"""Sidecar lifecycle against a fake worker (fast), plus one run of the real worker (slow)."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from tdcontext.embedding import MODEL_VERSION, OnnxMiniLM, SidecarEmbedder
from tdcontext.errors import EmbedderUnavailableError, InvalidInputError

from .conftest import FakeWorkerLog
from .fake_worker import fake_vector

MakeSidecar = Callable[..., SidecarEmbedder]


def expected(texts: list[str]) -> np.ndarray:
    return np.array([fake_vector(t) for t in texts], dtype=np.float32)


def is_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def wait_until(condition: Callable[[], bool], seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_spawns_lazily_once_and_reuses_the_worker(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar()
    assert sidecar.model_version == "fake@1" and sidecar.dim == 8
    assert sidecar.embed([]).shape == (0, 8)
    assert sidecar.pid is None and worker_log.spawn_pids == []

    first = sidecar.embed(["alpha", "beta", ""])
    pid = sidecar.pid
    second = sidecar.embed(["gamma"])

    np.testing.assert_allclose(first, expected(["alpha", "beta", ""]), rtol=0, atol=1e-6)
    np.testing.assert_allclose(second, expected(["gamma"]), rtol=0, atol=1e-6)
    assert first.dtype == np.float32
    assert worker_log.spawn_pids == [pid] and sidecar.pid == pid
    assert sidecar.info() == {"model_version": "fake@1", "dim": 8}


def test_default_model_version_is_known_without_spawning() -> None:
    sidecar = SidecarEmbedder(command=[sys.executable, "-c", "raise SystemExit(9)"])
    assert sidecar.model_version == MODEL_VERSION and sidecar.dim == 384
    assert sidecar.status().spawns == 0
    sidecar.close()


def test_warm_waits_for_the_ready_line(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar("--ready-delay", "0.4")
    started = time.monotonic()
    sidecar.warm()
    assert time.monotonic() - started >= 0.4
    assert sidecar.pid is not None and worker_log.spawn_pids == [sidecar.pid]
    started = time.monotonic()
    sidecar.embed(["hello"])
    assert time.monotonic() - started < 0.3  # already warm: no second start-up delay


def test_hanging_request_times_out_then_a_new_worker_answers(make_sidecar: MakeSidecar) -> None:
    sidecar = make_sidecar(timeout=0.5)
    sidecar.warm()
    hung = sidecar.pid
    assert hung is not None
    started = time.monotonic()
    with pytest.raises(EmbedderUnavailableError, match=r"no answer within 0\.5 s"):
        sidecar.embed(["__hang__"])
    assert time.monotonic() - started < 2.0
    assert wait_until(lambda: not is_alive(hung))

    np.testing.assert_allclose(sidecar.embed(["after"]), expected(["after"]), atol=1e-6)
    assert sidecar.pid not in (None, hung)
    assert sidecar.status().consecutive_failures == 0


def test_idle_worker_is_stopped_and_the_next_call_respawns(
    make_sidecar: MakeSidecar, worker_log: FakeWorkerLog
) -> None:
    sidecar = make_sidecar(idle_seconds=0.3)
    sidecar.embed(["one"])
    first = sidecar.pid
    assert first is not None
    assert wait_until(lambda: sidecar.pid is None, seconds=3.0)
    assert wait_until(lambda: not is_alive(first))

    np.testing.assert_allclose(sidecar.embed(["two"]), expected(["two"]), atol=1e-6)
    assert len(worker_log.spawn_pids) == 2 and sidecar.pid != first
    assert sidecar.status().consecutive_failures == 0  # an idle stop is not a failure


def test_busy_worker_is_not_stopped_as_idle(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar(idle_seconds=0.4)
    for _ in range(8):  # 8 calls, 0.1 s apart: never idle for 0.4 s
        sidecar.embed(["tick"])
        time.sleep(0.1)
    assert len(worker_log.spawn_pids) == 1


def test_worker_that_exits_between_calls_is_restarted(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar()
    np.testing.assert_allclose(sidecar.embed(["__exit_after__"]), expected(["__exit_after__"]), atol=1e-6)
    first = worker_log.spawn_pids[0]
    assert wait_until(lambda: not is_alive(first))

    np.testing.assert_allclose(sidecar.embed(["next"]), expected(["next"]), atol=1e-6)
    assert len(worker_log.spawn_pids) == 2


@pytest.mark.skipif(sys.platform == "win32", reason="uses SIGKILL")
def test_worker_killed_mid_request_is_replaced_and_the_request_retried(
    make_sidecar: MakeSidecar, worker_log: FakeWorkerLog
) -> None:
    sidecar = make_sidecar()
    sidecar.warm()
    victim = sidecar.pid
    assert victim is not None
    result: dict[str, object] = {}

    def call() -> None:
        try:
            result["value"] = sidecar.embed(["__sleep:0.3__", "payload"])
        except Exception as exc:  # noqa: BLE001 - recorded for the assertion below
            result["error"] = exc

    thread = threading.Thread(target=call)
    thread.start()
    assert wait_until(lambda: len(worker_log.request_sizes) == 1)
    os.kill(victim, signal.SIGKILL)
    thread.join(timeout=10)

    assert "error" not in result, result.get("error")
    np.testing.assert_allclose(result["value"], expected(["__sleep:0.3__", "payload"]), atol=1e-6)  # type: ignore[arg-type]
    assert len(worker_log.spawn_pids) == 2 and sidecar.pid not in (None, victim)
    np.testing.assert_allclose(sidecar.embed(["later"]), expected(["later"]), atol=1e-6)


def test_a_request_that_kills_every_worker_is_reported_not_retried_forever(
    make_sidecar: MakeSidecar, worker_log: FakeWorkerLog
) -> None:
    sidecar = make_sidecar(backoff_base=0.2)
    with pytest.raises(EmbedderUnavailableError, match="died during a request, exit code 3"):
        sidecar.embed(["__crash__"])
    assert len(worker_log.spawn_pids) == 2  # first worker + exactly one retry
    # The second failure in a row puts the next start 0.2 s away: refused at once, no spawn.
    started = time.monotonic()
    with pytest.raises(EmbedderUnavailableError, match="restarting after a failure"):
        sidecar.embed(["innocent"])
    assert time.monotonic() - started < 0.05
    assert len(worker_log.spawn_pids) == 2
    time.sleep(0.25)
    np.testing.assert_allclose(sidecar.embed(["innocent"]), expected(["innocent"]), atol=1e-6)


def test_restart_cap_refuses_quickly_until_the_cooldown_passes(
    make_sidecar: MakeSidecar, worker_log: FakeWorkerLog
) -> None:
    # The first 3 starts crash; max_restarts=2 allows exactly 3 attempts before pausing.
    sidecar = make_sidecar("--crash-spawns", "3", max_restarts=2, backoff_base=0.02, cooldown=0.6)
    messages = []
    for _ in range(20):
        with pytest.raises(EmbedderUnavailableError) as info:
            sidecar.embed(["x"])
        messages.append(str(info.value))
        if "in a row" in messages[-1]:
            break
        time.sleep(0.05)
    assert "fake model boom" in messages[0] and "exit code 3" in messages[0]
    assert "failed 3 times in a row" in messages[-1]
    assert len(worker_log.spawn_pids) == 3

    for _ in range(5):  # paused: each call fails fast and spawns nothing
        started = time.monotonic()
        with pytest.raises(EmbedderUnavailableError, match="paused"):
            sidecar.embed(["x"])
        assert time.monotonic() - started < 0.05
    assert len(worker_log.spawn_pids) == 3
    assert sidecar.status().refusing_for_seconds > 0

    time.sleep(0.65)
    np.testing.assert_allclose(sidecar.embed(["x"]), expected(["x"]), atol=1e-6)
    status = sidecar.status()
    assert status.consecutive_failures == 0 and status.running and status.spawns == 4


def test_no_restarts_allowed_pauses_after_the_first_failure(
    make_sidecar: MakeSidecar, worker_log: FakeWorkerLog
) -> None:
    sidecar = make_sidecar("--start", "crash", max_restarts=0)
    with pytest.raises(EmbedderUnavailableError, match="failed once in a row .* not retrying for 60 s"):
        sidecar.embed(["x"])
    started = time.monotonic()
    with pytest.raises(EmbedderUnavailableError, match=r"paused \(last: the worker exited before it was ready"):
        sidecar.embed(["x"])
    assert time.monotonic() - started < 0.05
    assert len(worker_log.spawn_pids) == 1


def test_concurrent_callers_get_their_own_vectors(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar()
    failures: list[str] = []

    def caller(worker_no: int) -> None:
        for i in range(15):
            texts = [f"thread {worker_no} call {i} item {j}" for j in range(1 + (i % 3))]
            got = sidecar.embed(texts)
            if not np.allclose(got, expected(texts), atol=1e-6):
                failures.append(f"thread {worker_no} call {i}")

    threads = [threading.Thread(target=caller, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert failures == []
    assert len(worker_log.spawn_pids) == 1 and len(worker_log.request_sizes) == 90


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("crash", r"exited before it was ready, exit code 3: ImportError: fake model boom"),
        ("notready", r"model did not load: fake: model file is corrupt"),
        ("wrongversion", r"runs 'other@9' \(dim 8\) but 'fake@1' \(dim 8\) was expected"),
        ("garbage", r"first line is not a ready line: b'Loading weights"),
        ("hang", r"not ready within 0\.5 s"),
    ],
)
def test_a_worker_that_cannot_start_is_reported(make_sidecar: MakeSidecar, mode: str, message: str) -> None:
    sidecar = make_sidecar("--start", mode, start_timeout=0.5)
    with pytest.raises(EmbedderUnavailableError, match=message):
        sidecar.embed(["x"])
    assert sidecar.pid is None


def test_missing_worker_executable_is_reported(tmp_path: Path) -> None:
    sidecar = SidecarEmbedder(command=[str(tmp_path / "no-such-python")], model_version="fake@1", dim=8)
    with pytest.raises(EmbedderUnavailableError, match="cannot start"):
        sidecar.embed(["x"])


def test_garbled_answers_kill_the_worker(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar()
    with pytest.raises(EmbedderUnavailableError, match="non-JSON line"):
        sidecar.embed(["__garbage__"])
    with pytest.raises(EmbedderUnavailableError, match="expected n=1, dim=8"):
        sidecar.embed(["__badshape__"])
    assert len(worker_log.spawn_pids) == 2


def test_a_refused_input_keeps_the_worker(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar()
    sidecar.warm()
    pid = sidecar.pid
    with pytest.raises(EmbedderUnavailableError, match="fake: cannot embed that"):
        sidecar.embed(["__refuse__"])
    assert sidecar.pid == pid and sidecar.status().consecutive_failures == 0
    assert sidecar.embed(["fine"]).shape == (1, 8)


def test_a_stderr_flood_does_not_block_the_worker(
    make_sidecar: MakeSidecar, tmp_path: Path
) -> None:
    log_path = tmp_path / "logs" / "worker.log"
    sidecar = make_sidecar(timeout=3.0, log_path=log_path)
    np.testing.assert_allclose(sidecar.embed(["__stderr__"]), expected(["__stderr__"]), atol=1e-6)
    sidecar.close()
    assert log_path.stat().st_size >= 1 << 20


def test_large_inputs_are_split_into_requests_in_order(
    make_sidecar: MakeSidecar, worker_log: FakeWorkerLog
) -> None:
    sidecar = make_sidecar(max_texts_per_request=4)
    texts = [f"text {i}" for i in range(10)]
    np.testing.assert_allclose(sidecar.embed(texts), expected(texts), atol=1e-6)
    assert worker_log.request_sizes == [4, 4, 2]


def test_bad_arguments_are_rejected_without_spawning(make_sidecar: MakeSidecar, worker_log: FakeWorkerLog) -> None:
    sidecar = make_sidecar()
    with pytest.raises(InvalidInputError, match="wrap it in a list"):
        sidecar.embed("just a string")
    with pytest.raises(InvalidInputError, match=r"texts\[1\] is a int"):
        sidecar.embed(["ok", 3])  # type: ignore[list-item]
    with pytest.raises(InvalidInputError):
        SidecarEmbedder(timeout=0)
    assert worker_log.spawn_pids == []


def test_close_stops_the_worker_and_refuses_later_calls(make_sidecar: MakeSidecar) -> None:
    sidecar = make_sidecar()
    sidecar.warm()
    pid = sidecar.pid
    assert pid is not None
    sidecar.close()
    assert wait_until(lambda: not is_alive(pid))
    with pytest.raises(EmbedderUnavailableError, match="closed"):
        sidecar.embed(["x"])
    sidecar.close()  # idempotent


@pytest.mark.slow
def test_real_worker_matches_the_in_process_model(tmp_path: Path) -> None:
    log_path = tmp_path / "worker.log"
    texts = ["Connect a Noise TOP to a Level TOP.", "", "How do I export a movie from TouchDesigner?"]
    with SidecarEmbedder(timeout=60, log_path=log_path) as sidecar:
        assert sidecar.pid is None
        got = sidecar.embed(texts)
        pid = sidecar.pid
        assert pid is not None
        assert sidecar.info() == {"model_version": MODEL_VERSION, "dim": 384}
    assert wait_until(lambda: not is_alive(pid))
    model = OnnxMiniLM()
    np.testing.assert_allclose(got, model.embed(texts), rtol=0, atol=1e-5)
    model.close()
    assert got.shape == (3, 384) and got.dtype == np.float32
    assert "ready" in log_path.read_text()
