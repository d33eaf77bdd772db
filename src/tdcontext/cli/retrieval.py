"""`tdcontext search | context`: ranked search and the gated pre-turn context block."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click

from ..errors import InvalidInputError, TdcontextError
from .main import (
    KIND_CHOICE,
    MODE_CHOICE,
    emit,
    engine_for,
    json_option,
)


@click.command()
@click.argument("query", required=False)
@click.option("--k", "k", type=click.IntRange(1, 1000), default=10, show_default=True)
@click.option("--mode", type=MODE_CHOICE, default="hybrid", show_default=True)
@click.option("--kind", type=KIND_CHOICE, default=None)
@click.option("--project", default=None)
@click.option("--queries", type=click.Path(exists=True, dir_okay=False, allow_dash=True, path_type=Path),
              help="Batch: one query per line, or JSONL {\"qid\", \"query\"}; one JSON result per line.")
@json_option
@click.pass_context
def search(ctx: click.Context, query: str | None, k: int, mode: str, kind: str | None, project: str | None,
           queries: Path | None, as_json: bool) -> None:
    """Search entries (hybrid BM25 + vectors by default).

    Example: tdcontext search "feedback TOP drifts" --k 5 --json
    """
    engine = engine_for(ctx)
    if queries is not None:
        if query is not None:
            raise InvalidInputError("give a QUERY or --queries FILE, not both")
        engine.catch_up()
        for qid, text in _batch_items(queries, "qid", "query"):
            try:
                result = engine.search(text, k=k, mode=mode, kind=kind, project=project).to_dict()
            except TdcontextError as exc:
                result = {"query": text, "error": exc.to_dict()}
            emit({"qid": qid, **result})
        return
    if query is None:
        raise click.UsageError("give a QUERY or --queries FILE")
    engine.catch_up()
    result = engine.search(query, k=k, mode=mode, kind=kind, project=project)
    if as_json:
        emit(result.to_dict())
        return
    if result.degraded:
        click.echo(f"(degraded: {'; '.join(result.notes) or 'BM25 only'})", err=True)
    if not result.hits:
        click.echo("no matches")
    for i, h in enumerate(result.hits, 1):
        click.echo(f"{i:>2}. {h.title}  [{h.id} · {h.kind}/{h.content_type} · {h.project}]")
        click.echo(f"    {h.snippet}")


def _batch_items(path: Path, id_key: str, text_key: str) -> Iterator[tuple[Any, str]]:
    """Lines of plain text or JSONL objects {id_key, text_key}; ids default to line numbers."""
    stream = sys.stdin if str(path) == "-" else open(path, encoding="utf-8", errors="replace")  # noqa: SIM115
    try:
        for number, line in enumerate(stream, start=1):
            line = line.rstrip("\n")
            if not line.strip():
                continue
            stripped = line.lstrip()
            if stripped.startswith("{"):
                try:
                    obj = json.loads(stripped)
                except json.JSONDecodeError:
                    obj = None
                if isinstance(obj, dict) and isinstance(obj.get(text_key), str):
                    yield obj.get(id_key, number), obj[text_key]
                    continue
            yield number, line
    finally:
        if stream is not sys.stdin:
            stream.close()


@click.command()
@click.argument("prompt", required=False)
@click.option("--project", default=None, help="Only this project's entries (default: all).")
@click.option("--k", "k", type=click.IntRange(1, 100), default=None, help="At most K entries (default 10).")
@click.option("--budget", "budget_tokens", type=click.IntRange(0, 100_000), default=None,
              help="Token budget of the block (default 1500).")
@click.option("--mode", type=click.Choice(["hybrid", "legacy"]), default=None,
              help="Admission policy (default: the retrieval_mode setting).")
@click.option("--prompts", type=click.Path(exists=True, dir_okay=False, allow_dash=True, path_type=Path),
              help="Batch: one prompt per line, or JSONL {\"pid\", \"prompt\"}; one JSON result per line.")
@json_option
@click.pass_context
def context(ctx: click.Context, prompt: str | None, project: str | None, k: int | None, budget_tokens: int | None,
            mode: str | None, prompts: Path | None, as_json: bool) -> None:
    """Show the gated pre-turn context for PROMPT: admitted entries and the block to inject.

    Example: tdcontext context "Run KICK1 on the new input" --json
    """
    engine = engine_for(ctx)
    engine.catch_up()
    options = {"project": project, "k": k, "mode": mode, "budget_tokens": budget_tokens}
    if prompts is not None:
        if prompt is not None:
            raise InvalidInputError("give a PROMPT or --prompts FILE, not both")
        for pid, text in _batch_items(prompts, "pid", "prompt"):
            try:
                result = engine.context(text, **options).to_dict()
            except TdcontextError as exc:
                result = {"prompt": text, "error": exc.to_dict()}
            emit({"pid": pid, **result})
        return
    if prompt is None:
        raise click.UsageError("give a PROMPT or --prompts FILE")
    result = engine.context(prompt, **options)
    if as_json:
        emit(result.to_dict())
        return
    if not result.entries:
        click.echo(f"nothing admitted (intent: {result.intent}{', degraded' if result.degraded else ''})")
        return
    for e in result.entries:
        click.echo(f"+ {e['id']} [{e.get('disclosure', 'full')}]  {e['title']}  ({'; '.join(e['why'])})", err=True)
    click.echo(result.block)


COMMANDS = [search, context]
