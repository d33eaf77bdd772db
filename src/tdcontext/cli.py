"""The `tdcontext` command line: parse, call the engine, print, map errors to exit codes.

Exit codes: 0 success, 1 a TdcontextError (bad value, not found, conflict...), 2 bad
arguments (click usage errors). With `--json`, errors print {"error": {"type", "message"}}
on stdout. Invariant: no traceback reaches the user for any input.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click

from . import __version__
from .cli_support import ErrorPresentingGroup, json_option
from .errors import InvalidEntryError, InvalidInputError, TdcontextError

KIND_CHOICE = click.Choice(["memory", "knowledge", "recipe"])
TYPE_CHOICE = click.Choice(["fact", "reference", "instruction"])
MODE_CHOICE = click.Choice(["hybrid", "bm25", "vector"])


def _emit(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=None))


@click.group(cls=ErrorPresentingGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tdcontext")
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), envvar="TDCONTEXT_HOME",
              help="Where everything lives (default: $TDCONTEXT_HOME, else the user data dir).")
@click.option("--retrieval-mode", type=click.Choice(["hybrid", "legacy"]), default=None,
              help="Pre-turn context admission: hybrid (default) or legacy.")
@click.pass_context
def main(ctx: click.Context, home: Path | None, retrieval_mode: str | None) -> None:
    """tdcontext: memory, knowledge and skills for TouchDesigner copilots."""
    import logging

    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.WARNING, format="warning: %(message)s", stream=sys.stderr)
    ctx.obj = {"home": home, "retrieval_mode": retrieval_mode}


def _engine(ctx: click.Context) -> Any:
    """Open the engine once per command (imports kept lazy so --help stays fast)."""
    root = ctx.find_root()
    if "engine" not in root.meta:
        from .config import load_settings
        from .engine import Engine

        obj = root.obj or {}
        settings = load_settings(home=obj.get("home"), retrieval_mode=obj.get("retrieval_mode"))
        if root.meta.get("tdcontext.rebuild"):
            # `index --rebuild` must work even when the index itself cannot be opened
            from .index.db import set_aside_if_unusable

            moved = set_aside_if_unusable(settings.index_path)
            if moved is not None:
                click.echo(f"the index could not be opened; moved it to {moved} and rebuilt it", err=True)
        engine = Engine(settings)
        root.meta["engine"] = engine
        root.call_on_close(engine.close)
    return root.meta["engine"]


class _Progress:
    """Renders engine progress events ({"progress": "47/123"}) as a bar on stderr."""

    def __init__(self, label: str, enabled: bool = True) -> None:
        self.label = label
        self.enabled = enabled
        self.shown = False

    def __call__(self, event: dict[str, Any]) -> None:
        if not self.enabled:
            return
        progress = str(event.get("progress", ""))
        status = str(event.get("status", self.label))
        if "/" in progress:
            done, total = (int(x) for x in progress.split("/"))
            width = 30
            filled = int(width * done / total) if total else width
            bar = "#" * filled + "." * (width - filled)
            click.echo(f"\r{status:<10} [{bar}] {done}/{total}", err=True, nl=False)
        else:
            click.echo(f"\r{status:<10} {progress}", err=True, nl=False)
        self.shown = True

    def finish(self) -> None:
        if self.shown:
            click.echo("", err=True)


def _read_input_text(text: str | None, file: Path | None) -> str:
    from .corpus.files import read_text_file

    if text is not None and file is not None:
        raise InvalidInputError("give the text as an argument or with --file, not both")
    if file is not None:
        return read_text_file(file, str(file))
    if text is not None and text != "-":
        return text
    if text is None and sys.stdin.isatty():
        raise InvalidInputError("no text given; pass TEXT, --file PATH, or pipe text on stdin")
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidEntryError("stdin is not UTF-8 text; convert it to UTF-8 first") from None


# ---- entries ------------------------------------------------------------------------------


@main.command()
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
    body = _read_input_text(text, file)
    result = _engine(ctx).add(body, kind=kind, content_type=content_type, title=title, tags=list(tags),
                              project=project, entry_id=entry_id)
    if as_json:
        _emit({**result.entry.summary(), "path": str(result.path), "embedding_indexed": result.embedding_indexed})
    else:
        click.echo(result.entry.id)


@main.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, allow_dash=True, path_type=Path))
@json_option
@click.pass_context
def import_(ctx: click.Context, file: Path, as_json: bool) -> None:
    """Upsert entries from a JSONL FILE ('-' for stdin), one object per line.

    Each line: {"id", "title", "text", "kind", "content_type", "tags", "project"}; only
    "text" is required. Bad lines are reported by number; good lines still import.
    """
    progress = _Progress("importing", enabled=not as_json)
    report = _engine(ctx).import_jsonl(_jsonl_lines(file), progress=progress)
    progress.finish()
    if as_json:
        _emit(report.to_dict())
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
    raw = sys.stdin.buffer if str(file) == "-" else open(file, "rb")
    try:
        yield from raw
    finally:
        if raw is not sys.stdin.buffer:
            raw.close()


@main.command()
@click.argument("entry_id")
@json_option
@click.pass_context
def get(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Show one entry by ID."""
    entry = _engine(ctx).get(entry_id)
    if as_json:
        _emit(entry.to_dict())
    else:
        click.echo(f"# {entry.display_title}\n")
        click.echo(f"id: {entry.id}  kind: {entry.kind}  type: {entry.content_type}  project: {entry.project}"
                   + (f"  tags: {', '.join(entry.tags)}" if entry.tags else ""))
        click.echo("")
        click.echo(entry.text)


@main.command("list")
@click.option("--kind", type=KIND_CHOICE, default=None)
@click.option("--type", "content_type", type=TYPE_CHOICE, default=None)
@click.option("--project", default=None)
@click.option("--tag", default=None)
@json_option
@click.pass_context
def list_(ctx: click.Context, kind: str | None, content_type: str | None, project: str | None,
          tag: str | None, as_json: bool) -> None:
    """List entries, newest first."""
    rows = _engine(ctx).list(kind=kind, content_type=content_type, project=project, tag=tag)
    if as_json:
        _emit(rows)
        return
    for r in rows:
        click.echo(f"{r['id']:<28} {r['kind']:<9} {r['content_type']:<11} {r['project']:<12} {r['title']}")


@main.command()
@click.argument("entry_id")
@json_option
@click.pass_context
def forget(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Delete an entry (its file and its index rows)."""
    entry = _engine(ctx).forget(entry_id)
    if as_json:
        _emit({"forgotten": entry.id})
    else:
        click.echo(f"forgot {entry.id}")


# ---- search -------------------------------------------------------------------------------


@main.command()
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
    engine = _engine(ctx)
    if queries is not None:
        if query is not None:
            raise InvalidInputError("give a QUERY or --queries FILE, not both")
        engine.catch_up()
        for qid, text in _batch_items(queries, "qid", "query"):
            try:
                result = engine.search(text, k=k, mode=mode, kind=kind, project=project).to_dict()
            except TdcontextError as exc:
                result = {"query": text, "error": exc.to_dict()}
            _emit({"qid": qid, **result})
        return
    if query is None:
        raise click.UsageError("give a QUERY or --queries FILE")
    engine.catch_up()
    result = engine.search(query, k=k, mode=mode, kind=kind, project=project)
    if as_json:
        _emit(result.to_dict())
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
    stream = sys.stdin if str(path) == "-" else open(path, encoding="utf-8", errors="replace")
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


@main.command()
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
    engine = _engine(ctx)
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
            _emit({"pid": pid, **result})
        return
    if prompt is None:
        raise click.UsageError("give a PROMPT or --prompts FILE")
    result = engine.context(prompt, **options)
    if as_json:
        _emit(result.to_dict())
        return
    if not result.entries:
        click.echo(f"nothing admitted (intent: {result.intent}{', degraded' if result.degraded else ''})")
        return
    for e in result.entries:
        click.echo(f"+ {e['id']}  {e['title']}  ({'; '.join(e['why'])})", err=True)
    click.echo(result.block)


@main.command()
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
    outcomes = _engine(ctx).ingest_urls(todo, tags=list(tags), content_type=content_type, project=project,
                                        max_bytes=max_bytes)
    for number, (url, outcome) in enumerate(outcomes, 1):
        if isinstance(outcome, TdcontextError):
            failed += 1
            results.append({"url": url, "error": outcome.to_dict()})
            line = f"FAILED {outcome.type_name}: {outcome}"
        else:
            results.append(outcome.to_dict())
            line = f"{outcome.status} {outcome.entry_id}  {outcome.title}  ({outcome.size_chars:,} chars)"
        if len(todo) > 1 or not as_json:
            click.echo(f"[{number}/{len(todo)}] {url} ... {line}", err=as_json)
    if as_json:
        _emit(results[0] if len(todo) == 1 else {"results": results, "ok": len(todo) - failed, "failed": failed})
    if failed:
        ctx.exit(1)


# ---- index & status -----------------------------------------------------------------------


@main.command()
@click.option("--rebuild", is_flag=True, help="Recreate the index from the Markdown files alone.")
@json_option
@click.pass_context
def index(ctx: click.Context, rebuild: bool, as_json: bool) -> None:
    """Pick up hand edits, new files and deletions, then embed what is pending."""
    progress = _Progress("indexing", enabled=not as_json)
    ctx.find_root().meta["tdcontext.rebuild"] = rebuild
    report = _engine(ctx).reindex(rebuild=rebuild, progress=progress)
    progress.finish()
    if as_json:
        _emit(report)
    else:
        click.echo(f"added {report['added']}, updated {report['updated']}, removed {report['removed']}, "
                   f"unchanged {report['unchanged']}, embedded {report['embedded']} chunks")
        for err in report["errors"]:
            click.echo(f"skipped {err['path']}: {err['message']}", err=True)
        if report["embed_error"]:
            click.echo(f"embedding deferred: {report['embed_error']}", err=True)


@main.command()
@json_option
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Show counts, the model version, pending embeddings and any degraded state."""
    info = _engine(ctx).status()
    if as_json:
        _emit(info)
        return
    for key, value in info.items():
        click.echo(f"{key:<20} {value}")


# ---- serve --------------------------------------------------------------------------------


@main.command()
@click.option("--transport", type=click.Choice(["stdio", "http"]), default="stdio", show_default=True)
@click.option("--host", default="127.0.0.1", show_default=True, help="HTTP only.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True, help="HTTP only.")
@click.pass_context
def serve(ctx: click.Context, transport: str, host: str, port: int) -> None:
    """Run the MCP server (stdio by default; --transport http for streamable HTTP).

    Prints to stderr the JSON to paste into Claude Desktop's or Cursor's MCP config.
    """
    from .mcp_server import connection_help, run_server

    engine = _engine(ctx)
    click.echo(connection_help(engine, transport=transport, host=host, port=port), err=True)
    run_server(engine, transport=transport, host=host, port=port)


def _add_groups() -> None:
    from .brief_cli import brief_group
    from .skills_cli import skills_group

    main.add_command(skills_group)
    main.add_command(brief_group)


_add_groups()

if __name__ == "__main__":  # pragma: no cover
    main()
