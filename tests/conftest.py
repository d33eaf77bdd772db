"""Shared fixtures: every test gets its own TDCONTEXT_HOME; engines use a fake embedder by default."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tests.fakes import HashEmbedder
from tests.fakes_td import RunningTDServer, TDServer, start_td_server


@pytest.fixture(autouse=True)
def tdcontext_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "tdhome"
    monkeypatch.setenv("TDCONTEXT_HOME", str(home))
    for var in ("TDCONTEXT_PROJECT_ROOT", "TDCONTEXT_RETRIEVAL_MODE", "TDCONTEXT_EMBEDDER",
                "TDCONTEXT_HIDE_BUILTIN", "TDCONTEXT_VECTOR_BACKEND", "TDCONTEXT_SKILLS_AUTOLOAD"):
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
