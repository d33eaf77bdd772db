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
    Progress,
    emit,
    engine_for,
    json_option,
    settings_for,
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
    engine = engine_for(ctx, warm=mode != "bm25")
    if queries is not None:
        if query is not None:
            raise InvalidInputError("give a QUERY or --queries FILE, not both")
        items = _check_batch(queries, "qid", "query")
        with Progress("searching").waiting():
            engine.catch_up()
        for qid, text in items:
            try:
                result = engine.search(text, k=k, mode=mode, kind=kind, project=project).to_dict()
            except TdcontextError as exc:
                result = {"query": text[:200], "error": exc.to_dict()}  # never echo unbounded input
            emit({"qid": qid, **result})
        return
    if query is None:
        raise click.UsageError("give a QUERY or --queries FILE")
    with Progress("searching").waiting():
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
    """Lines of plain text or JSONL objects {id_key, text_key}; ids default to line numbers.

    A line that starts with "{" must be a JSON object with a string `text_key`: anything else
    (bad JSON, a missing key, a non-string value) raises InvalidInputError naming the line,
    instead of being searched as literal text.
    """
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
                except (ValueError, RecursionError):
                    raise InvalidInputError(
                        f"{path} line {number}: starts with '{{' but is not valid JSON; "
                        f"give {{\"{id_key}\": ..., \"{text_key}\": \"...\"}} or plain text") from None
                if not isinstance(obj, dict) or text_key not in obj:
                    raise InvalidInputError(f"{path} line {number}: the JSON object has no {text_key!r} key")
                if not isinstance(obj[text_key], str):
                    raise InvalidInputError(f"{path} line {number}: {text_key!r} must be a string, "
                                            f"got {type(obj[text_key]).__name__}")
                yield obj.get(id_key, number), obj[text_key]
                continue
            yield number, line
    finally:
        if stream is not sys.stdin:
            stream.close()


def _check_batch(path: Path, id_key: str, text_key: str) -> list[tuple[Any, str]]:
    """Read a whole batch file first, so a bad line stops the run before any output (exit 1)."""
    return list(_batch_items(path, id_key, text_key))


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
    """Show the gated pre-turn context for PROMPT: admitted entries, the block to inject, and
    the skill packs the prompt would auto-load (`skills.would_load` with --json).

    Example: tdcontext context "Run KICK1 on the new input" --json
    """
    from ..early import context_args, early_answer

    options = {"project": project, "k": k, "mode": mode, "budget_tokens": budget_tokens}
    if prompts is None:
        if prompt is None:
            raise click.UsageError("give a PROMPT or --prompts FILE")
        # An echo, a greeting or an empty prompt gets its answer by rule, checked exactly as
        # engine.context checks it, without opening the engine (no index, no model, no numpy).
        settings = settings_for(ctx)
        args = context_args(settings, prompt, project=project, k=k, mode=mode, budget_tokens=budget_tokens)
        early = early_answer(prompt, args.mode)
        if early is not None:
            _present(early, _would_load(ctx, None, prompt), as_json)
            return
    engine = engine_for(ctx, warm=True)
    if prompts is not None:
        if prompt is not None:
            raise InvalidInputError("give a PROMPT or --prompts FILE, not both")
        items = _check_batch(prompts, "pid", "prompt")
        engine.catch_up()
        for pid, text in items:
            try:
                result = {**engine.context(text, **options).to_dict(), "skills": _would_load(ctx, engine, text)}
            except TdcontextError as exc:
                result = {"prompt": text[:200], "error": exc.to_dict()}
            emit({"pid": pid, **result})
        return
    assert prompt is not None
    with Progress("indexing").waiting("embedding new entries"):
        engine.catch_up()
    with Progress("context").waiting("retrieving context"):
        result = engine.context(prompt, **options)
    _present(result, _would_load(ctx, engine, prompt), as_json)


def _present(result: Any, skills: dict[str, Any], as_json: bool) -> None:
    """Print one prompt's context (a ContextResult) and its would-load skill report."""
    if as_json:
        emit({**result.to_dict(), "skills": skills})
        return
    if skills["would_load"]:
        matched = "; ".join(f"{name}: {', '.join(words)}" for name, words in skills["matched"].items())
        click.echo(f"skills: would load {', '.join(skills['would_load'])} ({matched})", err=True)
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if not result.entries:
        click.echo(f"nothing admitted (intent: {result.intent}{', degraded' if result.degraded else ''})")
        return
    for e in result.entries:
        click.echo(f"+ {e['id']} [{e.get('disclosure', 'full')}]  {e['title']}  ({'; '.join(e['why'])})", err=True)
    click.echo(result.block)


def _would_load(ctx: click.Context, engine: Any, prompt: str) -> dict[str, Any]:
    """The skill packs a fresh session would auto-load for `prompt` (and the keywords seen);
    without an engine (an early answer) the same check runs on the settings alone."""
    if engine is None:
        from ..early import project_root_or_none, would_load

        return would_load(settings_for(ctx), prompt, project_root=project_root_or_none())
    seen = engine.observe_skills(engine.skill_session(), prompt)
    return {"would_load": seen["loaded"], "matched": seen["matched"], "warnings": seen["warnings"]}


COMMANDS = [search, context]
