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
@click.option("--allow-remote", is_flag=True,
              help="HTTP only: allow a non-loopback --host; every request then needs the bearer token "
                   "stored in $TDCONTEXT_HOME/serve-token (generated and printed once).")
@click.option("--allowed-host", "allowed_hosts", multiple=True, metavar="NAME",
              help="HTTP only: another Host header name clients use to reach this server (repeatable).")
@click.pass_context
def serve(ctx: click.Context, transport: str, host: str, port: int, allow_remote: bool,
          allowed_hosts: tuple[str, ...]) -> None:
    """Run the MCP server (stdio by default; --transport http for streamable HTTP).

    Prints to stderr the JSON to paste into Claude Desktop's or Cursor's MCP config; it
    repeats the options this server was started with (e.g. --retrieval-mode legacy).
    While the built-in knowledge and new entries are embedded in the background, clients
    see the progress in the tdcontext://status resource and as log messages.
    HTTP checks the Host and Origin headers. A non-loopback --host (such as 0.0.0.0) exposes
    every tool to the network: it is refused unless --allow-remote is given, and then every
    request must send "Authorization: Bearer <token>".

    Example: tdcontext --retrieval-mode legacy serve
    """
    from ..mcp_server import connection_help, run_server
    from ..mcp_server.remote import (
        is_loopback,
        load_or_create_token,
        remote_warning,
        token_path,
    )

    token = None
    if transport == "http" and not is_loopback(host):
        if not allow_remote:
            raise click.UsageError(
                f"--host {host} is not a loopback address: every tool would be reachable from the network. "
                "Add --allow-remote to serve it with a bearer token, or keep --host 127.0.0.1."
            )
        engine = engine_for(ctx)
        token, created = load_or_create_token(engine.settings.home)
        click.echo(remote_warning(host, port, token_path(engine.settings.home), token if created else None), err=True)
    else:
        engine = engine_for(ctx)
    obj = ctx.find_root().obj or {}
    global_args = ["--retrieval-mode", obj["retrieval_mode"]] if obj.get("retrieval_mode") else []
    click.echo(connection_help(engine, transport=transport, host=host, port=port, global_args=global_args),
               err=True)
    run_server(engine, transport=transport, host=host, port=port, token=token, allowed_hosts=allowed_hosts)


COMMANDS = [serve]
