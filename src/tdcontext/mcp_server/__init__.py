"""The MCP door: one module per tool family over the engine.

Named `mcp_server` (not `mcp`) so it never shadows the SDK TouchDesigner bundles.
"""

from .server import INSTRUCTIONS, build_server, connection_help, run_server

__all__ = ["INSTRUCTIONS", "build_server", "connection_help", "run_server"]
