"""Facet tools: td_facets_query (topic -> seq ranges) and the tdcontext://facets/panel resource."""

from __future__ import annotations

import json
from typing import Any

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from pydantic import Field

from ..engine import Engine
from ..errors import TdcontextError
from .calls import call_tool


def register_facet_tools(server: MCPServer, engine: Engine) -> None:
    """Add the facet tool and resource to `server`."""

    @server.tool()
    async def td_facets_query(
        alias: str = Field(max_length=500, description="A topic in the user's words, e.g. 'the kaleidoscope'."),
        threshold: float = Field(default=0.6, gt=0.0, le=1.0, description="Minimum idf-weighted facet coverage."),
        strict: bool = False,
        handover: bool = Field(default=True, description="End each range with the turn that moved on from the topic."),
    ) -> dict[str, Any]:
        """Find when a topic came up in past copilot sessions: seq ranges of the session logs.

        The alias resolves to facets (topic, activity, medium, ...); turns carrying them are
        merged into ranges. status "facet-no-match" means nothing matched; it never guesses.
        Read the raw turns back with continuity_load(seq ranges).
        Example: td_facets_query(alias="the feedback look we tried")
        """
        return await call_tool(engine.facets.query, alias, threshold=threshold, strict=strict, handover=handover)

    @server.resource("tdcontext://facets/panel", mime_type="application/json")
    async def facets_panel() -> str:
        """Facet snapshot: turn count, unknowns, per-slot counts, alias -> facet pairs, anomalies."""
        try:
            snap = await anyio.to_thread.run_sync(lambda: engine.facets.panel(write=False))
        except TdcontextError as exc:
            raise ResourceError(f"{exc.type_name}: {exc}") from exc
        return json.dumps(snap, indent=1)
