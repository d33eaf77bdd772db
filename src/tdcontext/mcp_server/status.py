"""Server state through MCP: the `tdcontext://status` resource and indexing progress.

While `serve` embeds the backlog in the background, every tool call that reads the index
(td_search, td_context) first tells the client how far it got: a log message with
`{"status": "indexing", "progress": "47/123"}` (logger "tdcontext.indexing") and, when the
request carries a progress token, a progress notification. The resource holds the same
facts at any time. Invariant: reporting progress never fails a tool call.
"""

from __future__ import annotations

import json
import logging
import warnings
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import MCPDeprecationWarning

from ..engine import Engine

log = logging.getLogger("tdcontext.mcp")


def status_document(engine: Engine) -> dict[str, Any]:
    """Counts, pending vectors, the indexer's progress, and whether (and why) search is degraded."""
    info = engine.status()
    keys = ("entries", "by_kind", "by_project", "chunks", "vectors", "pending_embeddings", "stale_vectors",
            "embedder", "model_version", "vector_backend", "retrieval_mode", "builtin", "indexing",
            "degraded", "degraded_reasons")
    return {k: info[k] for k in keys if k in info}


async def report_indexing(ctx: Context[Any] | None, engine: Engine) -> None:
    """If the background indexer is running, tell the client where it is (best effort)."""
    state = engine.indexing_state()
    if ctx is None or state.get("status") != "indexing":
        return
    facts = {"status": "indexing", "progress": state.get("progress", "")}
    try:
        with warnings.catch_warnings():
            # Logging is deprecated from MCP 2026-07-28 (progress is the way there), but
            # handshake-era clients only see log messages: send both, quietly.
            warnings.simplefilter("ignore", MCPDeprecationWarning)
            await ctx.log("info", facts, logger_name="tdcontext.indexing")
        done, _, total = str(facts["progress"]).partition("/")
        if done.isdigit() and total.isdigit():
            await ctx.report_progress(int(done), int(total), f"indexing {facts['progress']}")
    except Exception:  # a client that cannot take notifications still gets its answer
        log.debug("could not send indexing progress", exc_info=True)


def register_status_resource(server: MCPServer, engine: Engine) -> None:
    """Add `tdcontext://status` to `server`."""

    @server.resource(
        "tdcontext://status",
        name="status",
        description="Index state: entry and chunk counts, pending vectors, background indexing "
                    "progress ({\"status\": \"indexing\", \"progress\": \"47/123\"}), and whether "
                    "search is degraded and why (JSON).",
        mime_type="application/json",
    )
    async def status_resource() -> str:
        return json.dumps(await anyio.to_thread.run_sync(status_document, engine), indent=2)
