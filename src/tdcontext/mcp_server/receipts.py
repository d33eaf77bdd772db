"""Receipts resource: tdcontext://session/receipts{?limit,status}, newest first.

`limit` is 1-50 (default 10) and `status` filters by terminal status (success, failed,
cancelled, max_steps). An out-of-range or unknown value is a resource error quoting it.
Invariant: the answer never reveals where the store lives (no file path, in results or errors).
"""

from __future__ import annotations

import json

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError

from ..engine import Engine
from ..errors import TdcontextError


def register_receipt_resources(server: MCPServer, engine: Engine) -> None:
    """Add the receipts resource to `server`."""

    @server.resource("tdcontext://session/receipts{?limit,status}", mime_type="application/json")
    async def session_receipts(limit: str = "10", status: str = "") -> str:
        """Turn receipts of the built-in copilot, newest first: what each turn attempted (tools,
        TouchDesigner paths, undo hints, consent) and its verdict (PASS, FAIL, UNVERIFIED).
        Query: limit 1-50 (default 10), status success|failed|cancelled|max_steps.
        Example: tdcontext://session/receipts?limit=5&status=success
        """
        try:
            count = int(limit.strip())
        except ValueError:
            raise ResourceError(f"InvalidInputError: limit must be an integer from 1 to 50, got {limit!r}") from None

        def read() -> str:
            data = engine.list_receipts(limit=count, status=status or None)
            return json.dumps(data, ensure_ascii=False)

        try:
            return await anyio.to_thread.run_sync(read)
        except TdcontextError as exc:
            raise ResourceError(f"{exc.type_name}: {exc}") from exc
