"""`tdcontext add | import | get | list | forget`: entries in and out."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import click

from ..errors import InvalidInputError
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
@click.argument("source", type=click.Path(exists=True, allow_dash=True, path_type=Path))
@click.option("--project", default=None,
              help="Folder import: put every note in this project (default: from the "
                   "projects/<project>/entries/ layout, else 'default').")
@click.option("--kind", type=KIND_CHOICE, default=None,
              help="Folder import: the kind of notes without a 'kind' in their frontmatter (default memory).")
@json_option
@click.pass_context
def import_(ctx: click.Context, source: Path, project: str | None, kind: str | None, as_json: bool) -> None:
    """Upsert entries from a JSONL file ('-' for stdin) or a folder of Markdown files.

    \b
    JSONL: one object per line, {"id", "title", "text", "kind", "content_type", "tags",
    "project", "meta"}; only "text" is required. A line without "id" gets a stable id from
    its content, so importing the same file again changes nothing.
    Folder (an Obsidian vault, or knowledge/projects/<project>/entries/<id>.md): every .md
    file, frontmatter optional; title from frontmatter or the first heading; id from
    frontmatter, else from the file's path, so a re-import updates in place.
    Bad lines or files are reported (line number or path) and the rest still import; the
    exit status is then 1.

    \b
    Examples:
      tdcontext import notes.jsonl
      tdcontext import ~/ObsidianVault --project show2026
    """
    engine = engine_for(ctx)
    progress = Progress("importing", enabled=not as_json)
    with progress.waiting("importing"):
        if str(source) != "-" and source.is_dir():
            report = engine.import_dir(source, project=project, kind=kind or "memory", progress=progress)
        else:
            if project is not None or kind is not None:
                raise InvalidInputError("--project and --kind apply to folder imports; "
                                        "JSONL lines carry their own 'project' and 'kind'")
            report = engine.import_jsonl(_jsonl_lines(source), progress=progress)
    progress.finish()
    if as_json:
        emit(report.to_dict())
    else:
        click.echo(f"created {report.created}, updated {report.updated}, unchanged {report.unchanged}, "
                   f"embedded {report.embedded} chunks")
        for where, reason in report.skipped:
            click.echo(f"skipped {where}: {reason}", err=True)
        for _where, message in report.errors:
            click.echo(message, err=True)  # the engine's messages start with "line N:" or the path
        if report.embed_error:
            click.echo(f"embedding deferred: {report.embed_error}", err=True)
    if report.errors:
        ctx.exit(1)


def _jsonl_lines(file: Path) -> Iterator[bytes]:
    from ..corpus.imports import bounded_lines

    raw = sys.stdin.buffer if str(file) == "-" else open(file, "rb")  # noqa: SIM115 (closed below)
    try:
        yield from bounded_lines(raw)
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
    if not rows:
        click.echo("no entries")
        return
    # Column widths from the data, so a long id or project never shifts the columns after it.
    keys = ("id", "kind", "content_type", "project")
    widths = {k: max(len(k), *(len(str(r[k])) for r in rows)) for k in keys}
    click.echo("  ".join(k.upper().ljust(widths[k]) for k in keys) + "  TITLE")
    for r in rows:
        click.echo("  ".join(str(r[k]).ljust(widths[k]) for k in keys) + f"  {r['title']}")


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
