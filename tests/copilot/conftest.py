"""Fixtures for the copilot: the scripted model server and sessions wired to it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tdcontext.config import load_settings
from tdcontext.copilot.consent import ConsentPolicy
from tdcontext.copilot.setup import open_session
from tdcontext.copilot.turn import CopilotSession
from tests.copilot.fake_llm import ScriptedLLM
from tests.fakes import HashEmbedder


@pytest.fixture
def llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[ScriptedLLM]:
    fake = ScriptedLLM()
    monkeypatch.setenv("TDCONTEXT_LLM_BASE_URL", fake.url)
    monkeypatch.setenv("TDCONTEXT_LLM_API_KEY", "test-key")
    for var in ("TDCONTEXT_LLM_MODEL", "DEEPSEEK_API_KEY", "TDCONTEXT_LIVE", "TDCONTEXT_THINKING"):
        monkeypatch.delenv(var, raising=False)
    yield fake
    fake.close()


SessionFactory = Callable[..., CopilotSession]


@pytest.fixture
def make_session(llm: ScriptedLLM) -> Iterator[SessionFactory]:
    opened: list[CopilotSession] = []

    def make(consent: ConsentPolicy | None = None, **overrides: Any) -> CopilotSession:
        settings = load_settings(**{"embedder": "none", **{k: v for k, v in overrides.items()
                                                           if k not in ("session_id", "resume", "observers",
                                                                        "history_hook")}})
        session = open_session(settings, consent=consent or ConsentPolicy(), embedder=HashEmbedder(),
                               session_id=overrides.get("session_id"), resume=overrides.get("resume", False),
                               observers=overrides.get("observers", ()),
                               history_hook=overrides.get("history_hook"))
        session.llm.config = type(session.llm.config)(**{**session.llm.config.__dict__, "retry_base_seconds": 0.01})
        opened.append(session)
        llm.new_chain()
        return session

    yield make
    for session in opened:
        session.close()
