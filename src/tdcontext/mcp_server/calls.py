"""Running blocking core calls from async MCP handlers (shared by every MCP tool module).

Invariants: a TdcontextError becomes a `ToolError` (an `is_error` result carrying the
message), never an error string dressed up as success; the event loop never blocks; every
error message that leaves the MCP door (tool errors and resource errors alike) passes
through `textsafety.redact` first (`error_text`), so a secret quoted by an error never
reaches a client.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
from mcp.server.mcpserver.exceptions import ToolError

from ..errors import TdcontextError
from ..textsafety import redact

T = TypeVar("T")
log = logging.getLogger("tdcontext.mcp")


def error_text(exc: BaseException) -> str:
    """The client-facing text of an error: `Type: message`, credentials redacted."""
    if isinstance(exc, TdcontextError):
        return redact(f"{exc.type_name}: {exc}")
    return redact(f"{type(exc).__name__}: {exc}")


async def call_tool(func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run `func(*args, **kwargs)` on a worker thread; TdcontextError becomes a ToolError."""
    try:
        return await anyio.to_thread.run_sync(lambda: func(*args, **kwargs))
    except TdcontextError as exc:
        raise ToolError(error_text(exc)) from exc
    except Exception as exc:
        # Trigger: a foreign exception that escaped translation. Reason: the SDK would put
        # its raw text into the result. Outcome: a redacted tool error, and a log line.
        log.warning("tool call failed with an untranslated %s", type(exc).__name__, exc_info=True)
        raise ToolError(f"internal error: {error_text(exc)}") from exc
