"""The `tdcontext` command line: the group, global options, error presentation, shared helpers.

Each command group lives in its own module beside this one (entries, retrieval, ingest,
index, serve, skills, brief); they are registered at the bottom of this file.

Exit codes: 0 success, 1 a TdcontextError (bad value, not found, conflict...), 2 bad
arguments (click usage errors). With `--json`, errors print {"error": {"type", "message"}}
on stdout. Invariant: no traceback reaches the user for any input.
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import click

from .. import __version__
from ..errors import InvalidEntryError, InvalidInputError, TdcontextError

F = TypeVar("F", bound=Callable[..., Any])

JSON_KEY = "tdcontext.json"




def _redacted_usage(exc: click.UsageError) -> click.UsageError:
    """Usage errors quote the bad value ("'sk-…' is not a valid integer"): redact it, then let
    click print it and exit 2 as usual."""
    from ..textsafety import redact

    shown = exc.format_message()
    clean = redact(shown)
    return exc if clean == shown else click.UsageError(clean, exc.ctx)


class ErrorPresentingGroup(click.Group):
    """A click group that presents TdcontextError and OSError as messages with exit 1."""

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        # the group's own options (`--retrieval-mode sk-…`) are parsed here, before invoke()
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as exc:
            raise _redacted_usage(exc) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            raise _redacted_usage(exc) from None
        except TdcontextError as exc:
            fail(ctx, exc.to_dict())
        except OSError as exc:
            where = f" {exc.filename}" if exc.filename else ""
            fail(ctx, {"type": "OSError", "message": f"{exc.strerror or exc}:{where}".rstrip(":")})
        except KeyboardInterrupt:
            click.echo("interrupted; everything acknowledged so far is saved", err=True)
            ctx.exit(130)
        return None


def fail(ctx: click.Context, error: dict[str, Any]) -> None:
    """Print `error` (JSON when asked) and exit 1; every string in it is redacted first."""
    from ..textsafety import redact

    error = {k: redact(v) if isinstance(v, str) else v for k, v in error.items()}
    if json_requested(ctx):
        click.echo(json.dumps({"error": error}, ensure_ascii=False))
    else:
        click.echo(f"error: {error['message']}", err=True)
    ctx.exit(1)


def json_requested(ctx: click.Context) -> bool:
    c: click.Context | None = ctx
    while c is not None:
        if c.meta.get(JSON_KEY):
            return True
        c = c.parent
    # the failing subcommand's context may be gone by now; fall back to argv
    return "--json" in sys.argv[1:]


def json_option(func: F) -> F:
    """Add `--json` and remember it so errors are printed as JSON too."""

    def remember(ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
        if value:
            ctx.meta[JSON_KEY] = True
        return value

    return click.option("--json", "as_json", is_flag=True, callback=remember, expose_value=True,
                        is_eager=True, help="Print machine-readable JSON.")(func)


KIND_CHOICE = click.Choice(["memory", "knowledge", "recipe"])
TYPE_CHOICE = click.Choice(["fact", "reference", "instruction"])
MODE_CHOICE = click.Choice(["hybrid", "bm25", "vector"])


def emit(data: Any) -> None:
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


def engine_for(ctx: click.Context, *, warm: bool = False) -> Any:
    """Open the engine once per command (imports kept lazy so --help stays fast).

    `warm`: the command will embed (a search, a context that retrieves): start the shared
    embedding daemon now, in the background, so its start overlaps opening the index.
    """
    root = ctx.find_root()
    if "engine" not in root.meta:
        from ..engine import Engine

        settings = settings_for(ctx)
        if root.meta.get("tdcontext.rebuild"):
            # `index --rebuild` must work even when the index itself cannot be opened
            from ..index.db import set_aside_if_unusable

            moved = set_aside_if_unusable(settings.index_path)
            if moved is not None:
                click.echo(f"the index could not be opened; moved it to {moved} and rebuilt it", err=True)
        engine = Engine(settings, warm_embedder=warm)
        root.meta["engine"] = engine
        root.call_on_close(engine.close)
    return root.meta["engine"]


def settings_for(ctx: click.Context) -> Any:
    """The settings of this invocation (--home, --retrieval-mode, environment), loaded once."""
    root = ctx.find_root()
    if "settings" not in root.meta:
        from ..config import load_settings

        obj = root.obj or {}
        root.meta["settings"] = load_settings(home=obj.get("home"), retrieval_mode=obj.get("retrieval_mode"))
    return root.meta["settings"]


class Progress:
    """Progress on stderr, only when stderr is a terminal: a bar for counted work, a spinner for waits.

    Engine events ({"progress": "47/123"}) draw a bar, redrawn at most 10 times a second;
    `waiting(label)` shows a spinner with the elapsed time once a wait passes `after` seconds.
    When stderr is not a terminal (a log, a pipe, a test) nothing is written at all, so logs
    never fill with carriage-return updates. `finish()` (or leaving `waiting`) clears the line.
    """

    FRAMES = "|/-\\"
    INTERVAL = 0.1

    def __init__(self, label: str, enabled: bool = True, stream: Any = None) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled and _is_terminal(self.stream)
        self.shown = False
        self._last_draw = 0.0
        self._last_event = 0.0
        self._lock = threading.Lock()
        self._width = 0

    def __call__(self, event: dict[str, Any]) -> None:
        if not self.enabled:
            return
        progress = str(event.get("progress", ""))
        status = str(event.get("status", self.label))
        now = time.monotonic()
        self._last_event = now
        done = total = None
        if "/" in progress:
            try:
                done, total = (int(x) for x in progress.split("/", 1))
            except ValueError:
                done = total = None
        final = done is not None and total is not None and done >= total
        if not final and now - self._last_draw < self.INTERVAL:
            return
        self._last_draw = now
        if done is not None and total is not None:
            width = 30
            filled = min(width, int(width * done / total)) if total else width
            self._draw(f"{status:<10} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        else:
            self._draw(f"{status:<10} {progress}")

    def _draw(self, text: str) -> None:
        with self._lock:
            pad = " " * max(0, self._width - len(text))
            self.stream.write(f"\r{text}{pad}")
            self.stream.flush()
            self._width = len(text)
            self.shown = True

    def finish(self) -> None:
        """Clear the progress line (if one was drawn)."""
        with self._lock:
            if self.shown:
                self.stream.write("\r" + " " * self._width + "\r")
                self.stream.flush()
                self.shown = False
                self._width = 0

    @contextlib.contextmanager
    def waiting(self, label: str | None = None, *, after: float = 1.0) -> Iterator[None]:
        """Show a spinner while the block runs longer than `after` seconds (terminal only)."""
        if not self.enabled:
            yield
            return
        stop = threading.Event()
        text = label or self.label
        began = time.monotonic()

        def spin() -> None:
            if stop.wait(after):
                return
            frame = 0
            while not stop.is_set():
                if time.monotonic() - self._last_event > 1.0:  # a live bar says more than a spinner
                    self._draw(f"{self.FRAMES[frame % len(self.FRAMES)]} {text}... {time.monotonic() - began:.1f} s")
                    frame += 1
                stop.wait(self.INTERVAL)

        thread = threading.Thread(target=spin, daemon=True, name="tdcontext-spinner")
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join()
            self.finish()


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def read_input_text(text: str | None, file: Path | None) -> str:
    from ..corpus.files import read_text_file

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


def _register() -> None:
    from . import (
        brief,
        continuity,
        copilot,
        entries,
        facets,
        index,
        ingest,
        panel,
        receipts,
        retrieval,
        serve,
        skills,
    )

    for module in (entries, retrieval, ingest, index, serve, copilot, panel):
        for command in module.COMMANDS:
            main.add_command(command)
    main.add_command(skills.skills_group)
    main.add_command(brief.brief_group)
    main.add_command(receipts.receipts_group)
    main.add_command(copilot.sessions_group)
    main.add_command(facets.facets_group)
    main.add_command(continuity.continuity_group)


_register()
