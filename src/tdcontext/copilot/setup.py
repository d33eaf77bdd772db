"""Wiring one copilot session from settings: model client, MCP hub, .toe root provider, engine.

Invariant: the engine of a copilot session gets the MCP project-root provider (never the
current directory), and the hub is closed with the session.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import weakref
from collections.abc import Iterable
from typing import Any

from ..config import Settings
from ..errors import TdcontextError
from .consent import ConsentPolicy
from .llm import LLMClient, LLMConfig
from .tools import MCPHub, MCPProjectRootProvider, parse_server_configs
from .turn import CopilotSession, HistoryHook

__all__ = ["open_copilot", "open_session", "warm_search_in_background"]

log = logging.getLogger("tdcontext.copilot")
_warming: weakref.WeakKeyDictionary[CopilotSession, threading.Thread] = weakref.WeakKeyDictionary()


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


def warm_search_in_background(session: CopilotSession) -> threading.Thread | None:
    """Embed the session's newly folded messages on a daemon thread, so the model's first
    `continuity_load(query=...)` after a fold does not wait for them (one warm-up at a time; a
    later fold, or the query itself, catches up whatever this one skips)."""
    from ..continuity.load import warm

    running = _warming.get(session)
    if running is not None and running.is_alive():
        return None

    def run() -> None:
        try:
            embedder = session.engine.embedder
            if embedder is not None:
                warm(session.log, embedder=embedder, model_version=session.engine.model_version)
        except (TdcontextError, sqlite3.Error, OSError) as exc:  # the query path re-tries and reports
            log.info("continuity: warming the session search failed (%s)", exc)

    thread = threading.Thread(target=run, daemon=True, name="continuity-warm")
    _warming[session] = thread
    thread.start()
    return thread


def open_copilot(settings: Settings, consent: ConsentPolicy, session_id: str | None, *,
                 no_receipt_persist: bool = False, on_fold: Any = None) -> tuple[CopilotSession, Any]:
    """A session with everything a copilot door wires in: continuity folds (gists written by the
    session's own model, facet fold plans), and the turn-receipt observer. Resumes `session_id`
    when its log exists. Returns (session, receipts observer)."""
    from ..continuity.hook import hook_for_settings
    from ..continuity.log import SessionLog
    from ..receipts.observer import ReceiptObserver

    resume = bool(session_id) and SessionLog(settings.sessions_dir, session_id or "").path.is_file()
    opened: list[CopilotSession] = []

    def summarise(messages: list[dict[str, str]]) -> str:  # gists are written by the session's own model
        return str(opened[0].llm.stream(messages).content)

    def folded(step: Any) -> None:
        if on_fold is not None:
            on_fold(step)
        if opened:
            warm_search_in_background(opened[0])

    hook = hook_for_settings(settings, complete=summarise, on_step=folded)
    receipts = ReceiptObserver.from_settings(settings, no_persist=no_receipt_persist)
    session = open_session(settings, consent=consent, session_id=session_id, resume=resume, observers=[receipts],
                           history_hook=hook)
    opened.append(session)
    hook.plan_provider = session.engine.facets.plan_provider()  # old, off-topic turns fold first
    return session, receipts
