"""Shared fixtures: every test gets its own TDCONTEXT_HOME; engines use a fake embedder by default."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tests.fakes import HashEmbedder
from tests.fakes_td import RunningTDServer, TDServer, start_td_server


@pytest.fixture(autouse=True)
def tdcontext_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "tdhome"
    monkeypatch.setenv("TDCONTEXT_HOME", str(home))
    for var in ("TDCONTEXT_PROJECT_ROOT", "TDCONTEXT_RETRIEVAL_MODE", "TDCONTEXT_EMBEDDER",
                "TDCONTEXT_HIDE_BUILTIN", "TDCONTEXT_VECTOR_BACKEND", "TDCONTEXT_SKILLS_AUTOLOAD",
                "TDCONTEXT_RECEIPTS", "TDCONTEXT_RECEIPTS_PATH", "TDCONTEXT_RECEIPTS_AUTO_VERIFY"):
        monkeypatch.delenv(var, raising=False)
    return home


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
    monkeypatch.setattr("tdcontext.embedding.model.make_embedder", lambda settings: HashEmbedder())
    return run
