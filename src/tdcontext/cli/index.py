"""`tdcontext index | status`: keep the derived index in step with the files; report state."""

from __future__ import annotations

from typing import Any

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
        from ..textsafety import redact

        click.echo(_summary(report))
        for err in report["errors"]:
            message = str(err["message"])
            if message.startswith(str(err["path"])):  # the message already names the file
                message = message[len(str(err["path"])):].lstrip(": ")
            click.echo(redact(f"skipped {err['path']}: {message}"), err=True)
        for item in report.get("skipped", []):
            click.echo(redact(f"not read {item['path']}: {item['reason']}"), err=True)
        if report["embed_error"]:
            click.echo(f"embedding deferred: {report['embed_error']}", err=True)


def _summary(report: dict[str, Any]) -> str:
    """One sentence saying what happened, e.g. "indexed 46 entries (46 built-in); embedded 90 chunks"."""
    changed = report["added"] + report["updated"] + report["removed"]
    if changed == 0 and not report["embedded"]:
        return f"index up to date: {report['entries']} entries ({report['builtin']} built-in), nothing to do"
    parts = []
    if report["added"]:
        parts.append(f"indexed {report['added']} new {'entry' if report['added'] == 1 else 'entries'}")
    if report["updated"]:
        parts.append(f"re-indexed {report['updated']} edited")
    if report["removed"]:
        parts.append(f"removed {report['removed']} deleted")
    if report["unchanged"]:
        parts.append(f"{report['unchanged']} unchanged")
    if report["embedded"]:
        parts.append(f"embedded {report['embedded']} chunks")
    return "; ".join(parts) + f" ({report['entries']} entries in all, {report['builtin']} built-in)"


@click.command()
@json_option
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Show counts, the model version, pending embeddings and any degraded state."""
    info = engine_for(ctx).status()
    if as_json:
        emit(info)
        return
    skipped = info.pop("skipped_files", {"count": 0, "files": []})
    for key, value in info.items():
        click.echo(f"{key:<20} {_plain(value)}")
    click.echo(f"{'skipped_files':<20} {skipped.get('count', 0)}")
    for item in skipped.get("files", []):
        click.echo(f"  not read {item['path']}: {item['reason']}")


def _plain(value: Any) -> str:
    """Status values for people: "knowledge 49, memory 2", "none", "yes"; never a Python repr."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v)}" for k, v in value.items()) or "none"
    if isinstance(value, list):
        return "; ".join(_plain(v) for v in value) or "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)


COMMANDS = [index, status]
