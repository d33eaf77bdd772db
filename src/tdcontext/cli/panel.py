"""`tdcontext panel`: serve the local web panel on 127.0.0.1 and open it in the browser."""

from __future__ import annotations

import click

from .main import engine_for


@click.command("panel")
@click.option("--port", type=click.IntRange(1, 65535), default=8766, show_default=True)
@click.option("--no-open", is_flag=True, help="Print the URL but do not open a browser.")
@click.pass_context
def panel(ctx: click.Context, port: int, no_open: bool) -> None:
    """Sessions, receipts, continuity, facets, brief and knowledge in a local web page.

    Loopback only; the printed URL carries a one-time access token (like Jupyter).
    Example: tdcontext panel --port 8766
    """
    import uvicorn

    from ..panel.app import PanelConfig, build_app

    engine = engine_for(ctx)
    config = PanelConfig(port=port)
    app = build_app(engine, config)
    url = config.url()
    click.echo(f"tdcontext panel on {url}\n(keep this URL private: it carries the access token; Ctrl-C stops)", err=True)
    if not no_open:
        import webbrowser

        try:
            webbrowser.open(url)
        except Exception as exc:  # noqa: BLE001 - no browser is fine; the URL is printed
            click.echo(f"(could not open a browser: {exc})", err=True)
    uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")).run()


COMMANDS = [panel]
