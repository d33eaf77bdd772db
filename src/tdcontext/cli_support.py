"""What every `tdcontext` command group shares: error presentation and the `--json` flag.

Invariant: a TdcontextError (or an OSError) ends a command with a clear message and exit 1,
printed as {"error": {"type", "message", ...}} on stdout when `--json` was given; click's
usage errors keep exit 2. No traceback reaches the user, whichever group ran.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from .errors import TdcontextError

F = TypeVar("F", bound=Callable[..., Any])

JSON_KEY = "tdcontext.json"


class ErrorPresentingGroup(click.Group):
    """A click group that presents TdcontextError and OSError as messages with exit 1."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
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
    """Print `error` (JSON when asked) and exit 1."""
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
