"""Fixtures for the door tests: a CLI runner that never lets a traceback through, and an
in-memory MCP client over a real engine (hash embedder, no worker subprocess)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tdcontext.cli import main
from tests.fakes import HashEmbedder

Run = Callable[..., Result]


@pytest.fixture
def run(monkeypatch: pytest.MonkeyPatch) -> Run:
    """Invoke the CLI with BM25 only and no built-in knowledge; no traceback ever."""
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


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    """Write a text file under tmp_path/"in" (parents created) and return its path."""

    def put(relative: str, text: str) -> Path:
        path = tmp_path / "in" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    return put
