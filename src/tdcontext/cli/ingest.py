"""`tdcontext ingest`: public web pages into knowledge entries, behind the URL guard."""

from __future__ import annotations

from typing import Any

import click

from ..errors import TdcontextError
from .main import (
    TYPE_CHOICE,
    emit,
    engine_for,
    json_option,
)


@click.command()
@click.argument("urls", nargs=-1)
@click.option("--tag", "tags", multiple=True, help="Tag for the stored entries (repeatable).")
@click.option("--type", "content_type", type=TYPE_CHOICE, default="reference", show_default=True,
              help="Entry content type; 'instruction' only if the page should steer the copilot.")
@click.option("--project", default="default", show_default=True)
@click.option("--max-bytes", type=click.IntRange(1, 50 * 1024 * 1024), default=5 * 1024 * 1024,
              show_default=True, help="Download cap per page, in bytes.")
@click.option("--from-file", type=click.File("r", encoding="utf-8"),
              help="More URLs, one per line ('-' = stdin; blank lines and # comments skipped).")
@json_option
@click.pass_context
def ingest(ctx: click.Context, urls: tuple[str, ...], tags: tuple[str, ...], content_type: str, project: str,
           max_bytes: int, from_file: Any, as_json: bool) -> None:
    """Fetch public web pages and store each as a knowledge entry (5 MB / 30 s caps).

    Local, private and cloud-metadata addresses are refused before any connection.
    Re-ingesting a URL updates its entry, or reports it unchanged. A failed URL is
    reported and the others continue; the exit status is 1 if any failed.

    Example: tdcontext ingest https://docs.derivative.ca/Noise_TOP --tag td-docs
    """
    todo = list(urls)
    if from_file is not None:
        todo += [line.strip() for line in from_file if line.strip() and not line.lstrip().startswith("#")]
    if not todo:
        raise click.UsageError("give at least one URL or --from-file FILE")
    results: list[dict[str, Any]] = []
    failed = 0
    outcomes = engine_for(ctx).ingest_urls(todo, tags=list(tags), content_type=content_type, project=project,
                                        max_bytes=max_bytes)
    for number, (url, outcome) in enumerate(outcomes, 1):
        if isinstance(outcome, TdcontextError):
            failed += 1
            results.append({"url": url, "error": outcome.to_dict()})
            line = f"FAILED {outcome.type_name}: {outcome}"
        else:
            results.append(outcome.to_dict())
            line = f"{outcome.status} {outcome.entry_id}  {outcome.title}  ({outcome.size_chars:,} chars)"
        click.echo(f"[{number}/{len(todo)}] {url} ... {line}", err=True)  # progress: stderr in both modes
    if as_json:
        emit(results[0] if len(todo) == 1 else {"results": results, "ok": len(todo) - failed, "failed": failed})
    else:
        click.echo(f"ingested {len(todo) - failed} of {len(todo)} pages" + (f"; {failed} failed" if failed else ""))
    if failed:
        ctx.exit(1)


COMMANDS = [ingest]
