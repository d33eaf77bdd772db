"""`tdcontext add | import | get | list | forget`: entries in and out."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import click

from .main import (
    KIND_CHOICE,
    TYPE_CHOICE,
    Progress,
    emit,
    engine_for,
    json_option,
    read_input_text,
)


@click.command()
@click.argument("text", required=False)
@click.option("--file", "file", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Read the text from this file ('-' as TEXT reads stdin).")
@click.option("--kind", type=KIND_CHOICE, default="memory", show_default=True)
@click.option("--type", "content_type", type=TYPE_CHOICE, default=None,
              help="fact | reference | instruction (default depends on kind).")
@click.option("--title", default=None)
@click.option("--tag", "tags", multiple=True, help="Repeatable.")
@click.option("--project", default="default", show_default=True)
@click.option("--id", "entry_id", default=None, help="Use this id instead of a generated one.")
@json_option
@click.pass_context
def add(ctx: click.Context, text: str | None, file: Path | None, kind: str, content_type: str | None,
        title: str | None, tags: tuple[str, ...], project: str, entry_id: str | None, as_json: bool) -> None:
    """Store an entry from TEXT, --file or stdin and print its id.

    Example: tdcontext add "Null TOPs before exports keep paths stable" --kind knowledge --tag tips
    """
    body = read_input_text(text, file)
    with Progress("adding").waiting("saving and embedding"):
        result = engine_for(ctx).add(body, kind=kind, content_type=content_type, title=title, tags=list(tags),
                                  project=project, entry_id=entry_id)
    if as_json:
        emit({**result.entry.summary(), "path": str(result.path), "embedding_indexed": result.embedding_indexed})
    else:
        click.echo(result.entry.id)


@click.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True, path_type=Path))
@json_option
@click.pass_context
def import_(ctx: click.Context, file: Path, as_json: bool) -> None:
    """Upsert entries from a JSONL FILE ('-' for stdin), one object per line.

    Each line: {"id", "title", "text", "kind", "content_type", "tags", "project"}; only
    "text" is required. Bad lines are reported by number; good lines still import.
    """
    progress = Progress("importing", enabled=not as_json)
    with progress.waiting("importing"):
        report = engine_for(ctx).import_jsonl(_jsonl_lines(file), progress=progress)
    progress.finish()
    if as_json:
        emit(report.to_dict())
    else:
        click.echo(f"created {report.created}, updated {report.updated}, unchanged {report.unchanged}, "
                   f"embedded {report.embedded} chunks")
        for _line, message in report.errors:
            click.echo(message, err=True)  # the engine's messages start with "line N:"
        if report.embed_error:
            click.echo(f"embedding deferred: {report.embed_error}", err=True)
    if report.errors:
        ctx.exit(1)


def _jsonl_lines(file: Path) -> Iterator[bytes]:
    raw = sys.stdin.buffer if str(file) == "-" else open(file, "rb")  # noqa: SIM115 (closed below)
    try:
        yield from raw
    finally:
        if raw is not sys.stdin.buffer:
            raw.close()


@click.command()
@click.argument("entry_id")
@json_option
@click.pass_context
def get(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Show one entry by ID."""
    entry = engine_for(ctx).get(entry_id)
    if as_json:
        emit(entry.to_dict())
    else:
        click.echo(f"# {entry.display_title}\n")
        click.echo(f"id: {entry.id}  kind: {entry.kind}  type: {entry.content_type}  project: {entry.project}"
                   + (f"  tags: {', '.join(entry.tags)}" if entry.tags else ""))
        click.echo("")
        click.echo(entry.text)


@click.command("list")
@click.option("--kind", type=KIND_CHOICE, default=None)
@click.option("--type", "content_type", type=TYPE_CHOICE, default=None)
@click.option("--project", default=None)
@click.option("--tag", default=None)
@json_option
@click.pass_context
def list_(ctx: click.Context, kind: str | None, content_type: str | None, project: str | None,
          tag: str | None, as_json: bool) -> None:
    """List entries, newest first."""
    rows = engine_for(ctx).list(kind=kind, content_type=content_type, project=project, tag=tag)
    if as_json:
        emit(rows)
        return
    for r in rows:
        click.echo(f"{r['id']:<28} {r['kind']:<9} {r['content_type']:<11} {r['project']:<12} {r['title']}")


@click.command()
@click.argument("entry_id")
@json_option
@click.pass_context
def forget(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Delete an entry (its file and its index rows)."""
    entry = engine_for(ctx).forget(entry_id)
    if as_json:
        emit({"forgotten": entry.id})
    else:
        click.echo(f"forgot {entry.id}")


COMMANDS = [add, import_, get, list_, forget]
