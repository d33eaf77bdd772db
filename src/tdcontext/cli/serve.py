"""`tdcontext serve`: run the MCP server (stdio or streamable HTTP)."""

from __future__ import annotations

import click

from .main import (
    engine_for,
)


@click.command()
@click.option("--transport", type=click.Choice(["stdio", "http"]), default="stdio", show_default=True)
@click.option("--host", default="127.0.0.1", show_default=True, help="HTTP only.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True, help="HTTP only.")
@click.pass_context
def serve(ctx: click.Context, transport: str, host: str, port: int) -> None:
    """Run the MCP server (stdio by default; --transport http for streamable HTTP).

    Prints to stderr the JSON to paste into Claude Desktop's or Cursor's MCP config; it
    repeats the options this server was started with (e.g. --retrieval-mode legacy).
    While the built-in knowledge and new entries are embedded in the background, clients
    see the progress in the tdcontext://status resource and as log messages.

    Example: tdcontext --retrieval-mode legacy serve
    """
    from ..mcp_server import connection_help, run_server

    engine = engine_for(ctx)
    obj = ctx.find_root().obj or {}
    global_args = ["--retrieval-mode", obj["retrieval_mode"]] if obj.get("retrieval_mode") else []
    click.echo(connection_help(engine, transport=transport, host=host, port=port, global_args=global_args),
               err=True)
    run_server(engine, transport=transport, host=host, port=port)


COMMANDS = [serve]
