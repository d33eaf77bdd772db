"""Shared fixtures: every test gets its own TDCONTEXT_HOME; engines use a fake embedder by default."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tests.fakes import HashEmbedder
from tests.fakes_td import RunningTDServer, TDServer, start_td_server


@pytest.fixture(autouse=True)
def tdcontext_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "tdhome"
    monkeypatch.setenv("TDCONTEXT_HOME", str(home))
    for var in ("TDCONTEXT_PROJECT_ROOT", "TDCONTEXT_RETRIEVAL_MODE", "TDCONTEXT_EMBEDDER",
                "TDCONTEXT_HIDE_BUILTIN", "TDCONTEXT_VECTOR_BACKEND", "TDCONTEXT_SKILLS_AUTOLOAD",
                "TDCONTEXT_EMBED_DAEMON", "TDCONTEXT_RECEIPTS", "TDCONTEXT_RECEIPTS_PATH",
                "TDCONTEXT_RECEIPTS_AUTO_VERIFY"):
        monkeypatch.delenv(var, raising=False)
    # A shared embedding daemon started by a test must not outlive it: a short keep-alive
    # here, and every daemon found under the test's tmp dir is killed at teardown.
    monkeypatch.setenv("TDCONTEXT_EMBED_IDLE_SECONDS", "20")
    yield home
    kill_test_daemons(tmp_path)


def kill_test_daemons(root: Path) -> list[int]:
    """Kill every embedding daemon whose state file lies under `root`; returns their pids."""
    from tdcontext.embedding.rundir import is_our_daemon, pid_alive

    killed = []
    for state in root.glob("**/run/embed.json"):
        try:
            pid = int(json.loads(state.read_text()).get("pid") or 0)
        except (OSError, ValueError):
            continue
        if pid and pid_alive(pid) and is_our_daemon(pid, state.parent):
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)
    for pid in killed:
        deadline = time.monotonic() + 5
        while pid_alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)
    return killed


@pytest.fixture
def engine(tdcontext_home: Path) -> Iterator[Engine]:
    """An engine on a fresh home with the deterministic hash embedder (no subprocess)."""
    eng = Engine(load_settings(), embedder=HashEmbedder())
    yield eng
    eng.close()


@pytest.fixture
def td_server(request: pytest.FixtureRequest) -> Iterator[RunningTDServer]:
    """A running TouchDesigner MCP test server (TDMCP flavor unless parametrized with a TDServer)."""
    state = getattr(request, "param", None) or TDServer()
    running = start_td_server(state)
    yield running
    running.stop()


Run = Callable[..., Result]


@pytest.fixture
def run(monkeypatch: pytest.MonkeyPatch) -> Run:
    """Invoke the CLI with BM25 only and no built-in knowledge; no traceback ever."""
    from tdcontext.cli import main

    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    monkeypatch.setenv("TDCONTEXT_HIDE_BUILTIN", "1")

    def invoke(*args: str, input: str | bytes | None = None, code: int = 0) -> Result:
        result = CliRunner().invoke(main, list(args), input=input)
        assert "Traceback" not in result.output, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
        assert result.exit_code == code, (result.exit_code, result.output)
        return result

    return invoke


@pytest.fixture
def hashed(run: Run, monkeypatch: pytest.MonkeyPatch) -> Run:
    """Like `run`, with the deterministic embedder standing in for the worker."""
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "worker")
    monkeypatch.setattr("tdcontext.embedding.factory.make_embedder", lambda settings: HashEmbedder())
    return run
