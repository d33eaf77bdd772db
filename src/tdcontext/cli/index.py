"""`tdcontext index | status`: keep the derived index in step with the files; report state."""

from __future__ import annotations

import click

from .main import (
    Progress,
    emit,
    engine_for,
    json_option,
)


@click.command()
@click.option("--rebuild", is_flag=True, help="Recreate the index from the Markdown files alone.")
@json_option
@click.pass_context
def index(ctx: click.Context, rebuild: bool, as_json: bool) -> None:
    """Pick up hand edits, new files and deletions, then embed what is pending."""
    progress = Progress("indexing", enabled=not as_json)
    ctx.find_root().meta["tdcontext.rebuild"] = rebuild
    with progress.waiting("indexing"):
        report = engine_for(ctx).reindex(rebuild=rebuild, progress=progress)
    progress.finish()
    if as_json:
        emit(report)
    else:
        click.echo(f"added {report['added']}, updated {report['updated']}, removed {report['removed']}, "
                   f"unchanged {report['unchanged']}, embedded {report['embedded']} chunks")
        for err in report["errors"]:
            click.echo(f"skipped {err['path']}: {err['message']}", err=True)
        if report["embed_error"]:
            click.echo(f"embedding deferred: {report['embed_error']}", err=True)


@click.command()
@json_option
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Show counts, the model version, pending embeddings and any degraded state."""
    info = engine_for(ctx).status()
    if as_json:
        emit(info)
        return
    for key, value in info.items():
        click.echo(f"{key:<20} {value}")


COMMANDS = [index, status]
