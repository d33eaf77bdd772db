"""Running blocking core calls from async MCP handlers (shared by every MCP tool module).

Invariant: a TdcontextError becomes a `ToolError` (an `is_error` result carrying the
message), never an error string dressed up as success; the event loop never blocks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import anyio
from mcp.server.mcpserver.exceptions import ToolError

from ..errors import TdcontextError

T = TypeVar("T")


async def call_tool(func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run `func(*args, **kwargs)` on a worker thread; TdcontextError becomes a ToolError."""
    try:
        return await anyio.to_thread.run_sync(lambda: func(*args, **kwargs))
    except TdcontextError as exc:
        raise ToolError(f"{exc.type_name}: {exc}") from exc
