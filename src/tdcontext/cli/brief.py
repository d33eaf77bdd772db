"""`tdcontext brief ...`: show, replace and edit the project brief from a shell.

A thin door over `brief.py`: parse, call, print. The group presents its own errors the
way the main CLI does (exit 1 on a TdcontextError; with `--json`, {"error": {...}} on
stdout), so it behaves the same mounted under `tdcontext` or run on its own.
Invariant: a write always carries the revision that was read; an edit that loses a race
is saved to a private file, never silently dropped and never forced.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import click

from ..brief import (
    ABSENT,
    MAX_FILE_BYTES,
    BriefState,
    brief_path,
    format_brief,
    parse_brief_json,
    read_brief,
    replace_brief,
    resolve_root,
)
from ..errors import (
    BriefValidationError,
    InvalidInputError,
    NotConfiguredError,
    RevisionConflictError,
)
from .main import ErrorPresentingGroup, json_option

__all__ = ["brief_group"]

TEMPLATE: dict[str, Any] = {
    "creative_direction": "What are we making here? Mood, references, the feeling to aim for.",
    "constraints": ["60 fps at 1920x1080 on the show machine"],
    "named_outputs": [
        {"name": "program", "path": "/project1/out_program", "description": "the main feed"}
    ],
    "safety_rules": ["No strobe faster than 3 Hz"],
    "current_milestone": None,
    "open_decisions": [],
}


_root_option = click.option(
    "--root", "root", type=click.Path(file_okay=False, path_type=Path), default=None,
    help="The project folder (default: $TDCONTEXT_PROJECT_ROOT). A relative path is "
    "taken from the current directory because you typed it.",
)


def _root(root: Path | None) -> Path:
    # --root given in a shell is the user's explicit choice, so a relative one is made
    # absolute here; with no --root the core never falls back to the current directory.
    try:
        return resolve_root(root.absolute() if root is not None else None)
    except NotConfiguredError as exc:
        raise NotConfiguredError(
            "no project root: pass --root DIR (the folder of your .toe) or set "
            "TDCONTEXT_PROJECT_ROOT"
        ) from exc


def _echo_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False))


@click.group("brief", cls=ErrorPresentingGroup)
def brief_group() -> None:
    """The project brief: what this TouchDesigner project is making.

    It lives in <project>/.tdcontext/agent-brief.json and is shown to copilots as
    untrusted project data. Every write names the revision it replaces.
    """


@brief_group.command("show")
@_root_option
@json_option
def show(root: Path | None, as_json: bool) -> None:
    """Print the brief and its revision.

    Example: tdcontext brief show --root ~/shows/berlin --json
    """
    project = _root(root)
    state = read_brief(project)
    if as_json:
        if state is None:
            _echo_json({"status": ABSENT})
            return
        result: dict[str, Any] = {"status": "ok", "brief": state.brief.to_dict(), "revision": state.revision}
        if state.redacted_fields:
            result["redacted_fields"] = list(state.redacted_fields)
        _echo_json(result)
        return
    if state is None:
        click.echo(f"no brief yet at {brief_path(project)}; create one with `tdcontext brief edit`")
        return
    click.echo(f"brief at {state.path} (revision {state.revision})")
    _warn_redacted(state)
    click.echo(format_brief(state.brief))


def _warn_redacted(state: BriefState) -> None:
    if state.redacted_fields:
        click.echo(
            "warning: credential-like text in " + ", ".join(state.redacted_fields)
            + " is shown redacted; remove it from the file",
            err=True,
        )


@brief_group.command("replace")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=Path))
@click.option("--expected-revision", "expected", required=True,
              help='The revision you read ("absent" to create the brief).')
@_root_option
@json_option
def replace(file: Path, expected: str, root: Path | None, as_json: bool) -> None:
    """Replace the whole brief with FILE.json (- for stdin), if it is still at the revision.

    Example: tdcontext brief replace brief.json --expected-revision 3-0a1b2c3d4e5f
    """
    project = _root(root)
    with click.open_file(str(file), "rb") as fh:
        raw = fh.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            size = len(raw) + sum(len(chunk) for chunk in iter(lambda: fh.read(1 << 16), b""))
            raise InvalidInputError(
                f"{file} is {size} bytes; a brief is at most {MAX_FILE_BYTES} bytes: shorten it")
    new = replace_brief(project, parse_brief_json(raw), expected)
    if as_json:
        _echo_json({"status": "ok", "revision": new.revision})
    else:
        click.echo(f"brief replaced at {new.path}: revision {new.revision}")


@brief_group.command("edit")
@_root_option
def edit(root: Path | None) -> None:
    """Open the brief in $EDITOR, then replace it with the revision that was read.

    Example: EDITOR=nano tdcontext brief edit --root ~/shows/berlin
    """
    project = _root(root)
    state = read_brief(project)
    expected = ABSENT if state is None else state.revision
    if state is not None:
        _warn_redacted(state)
    original = json.dumps(state.brief.to_dict() if state else TEMPLATE, ensure_ascii=False, indent=2) + "\n"
    text = original
    while True:
        edited = click.edit(text, extension=".json", require_save=True)
        if edited is None or edited.strip() == original.strip():
            click.echo("no changes; the brief is untouched")
            return
        try:
            brief = parse_brief_json(edited)
            break
        except BriefValidationError as exc:
            click.echo(f"error: {exc}", err=True)
            if not click.confirm("Edit again?", default=True, err=True):
                raise
            text = edited
    try:
        new = replace_brief(project, brief, expected)
    except RevisionConflictError as exc:
        saved = _save_rejected(edited)
        click.echo(
            f"the brief changed while you were editing (now at revision {exc.actual}); your "
            f"edit is saved at {saved}. Compare, then run: tdcontext brief replace {saved} "
            f"--expected-revision {exc.actual} --root {project}",
            err=True,
        )
        raise
    click.echo(f"brief saved at {new.path}: revision {new.revision}")


def _save_rejected(text: str) -> Path:
    """Keep an edit that lost a race in a private temp file (0600)."""
    fd, name = tempfile.mkstemp(prefix="agent-brief-edit-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    return Path(name)
