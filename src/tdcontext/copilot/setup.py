"""Wiring one copilot session from settings: model client, MCP hub, .toe root provider, engine.

Invariant: the engine of a copilot session gets the MCP project-root provider (never the
current directory), and the hub is closed with the session.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..config import Settings
from .consent import ConsentPolicy
from .llm import LLMClient, LLMConfig
from .tools import MCPHub, MCPProjectRootProvider, parse_server_configs
from .turn import CopilotSession, HistoryHook

__all__ = ["open_session"]


def open_session(
    settings: Settings,
    *,
    consent: ConsentPolicy | None = None,
    session_id: str | None = None,
    resume: bool = False,
    observers: Iterable[Any] = (),
    history_hook: HistoryHook | None = None,
    embedder: Any = None,
    llm: LLMClient | None = None,
) -> CopilotSession:
    """A ready session. Raises InvalidInputError for bad copilot settings (before any network)."""
    from ..engine import Engine

    configs = parse_server_configs(settings.mcp_servers)
    client = llm or LLMClient(LLMConfig.from_settings(settings))
    hub = MCPHub(configs) if configs else None
    provider = MCPProjectRootProvider.from_configs(hub, configs) if hub is not None else None
    engine = Engine(settings, embedder=embedder,
                    project_root_provider=provider if provider is not None and provider.configured else None)
    try:
        session = CopilotSession(engine, client, settings=settings, hub=hub,
                                 consent=consent or ConsentPolicy(live=settings.live), session_id=session_id,
                                 resume=resume, observers=observers, history_hook=history_hook,
                                 root_provider=provider if provider is not None and provider.configured else None)
    except BaseException:
        if hub is not None:
            hub.close()
        engine.close()
        raise
    session.owns_engine = True
    return session
