"""Two small guards: the public API is exactly `__all__`, and every CLI command has help text."""

from __future__ import annotations

import inspect
import subprocess
import sys

import click
import pytest
from click.testing import CliRunner

import tdcontext
import tdcontext.errors
from tdcontext.cli import main

CORE_NAMES = {"open_engine", "Engine", "Entry", "Hit", "SearchResult", "Settings", "load_settings"}


def _error_classes() -> set[str]:
    return {
        name for name, obj in vars(tdcontext.errors).items()
        if inspect.isclass(obj) and issubclass(obj, tdcontext.errors.TdcontextError)
    }


def test_all_is_the_core_api_plus_every_error_class() -> None:
    assert len(tdcontext.__all__) == len(set(tdcontext.__all__))
    assert set(tdcontext.__all__) == CORE_NAMES | _error_classes()


@pytest.mark.parametrize("name", sorted(tdcontext.__all__))
def test_every_public_name_resolves(name: str) -> None:
    obj = getattr(tdcontext, name)
    assert obj is not None
    module = getattr(obj, "__module__", "")
    assert module.startswith("tdcontext."), (name, module)
    assert inspect.getdoc(obj), f"{name} has no docstring"


def test_unknown_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_thing"):
        tdcontext.no_such_thing  # noqa: B018


def _walk(command: click.Command, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    out = [(path, command)]
    if isinstance(command, click.Group):
        for name, sub in sorted(command.commands.items()):
            out.extend(_walk(sub, (*path, name)))
    return out


COMMANDS = _walk(main)


def test_the_cli_tree_has_the_foundation_commands() -> None:
    names = {path for path, _ in COMMANDS}
    for required in ("add", "import", "get", "list", "forget", "search", "index", "status", "serve"):
        assert (required,) in names


@pytest.mark.parametrize(("path", "command"), COMMANDS, ids=[" ".join(p) or "tdcontext" for p, _ in COMMANDS])
def test_every_command_has_help_text(path: tuple[str, ...], command: click.Command) -> None:
    assert (command.help or "").strip(), f"`tdcontext {' '.join(path)}` has no help text"
    assert command.get_short_help_str(80).strip()
    result = CliRunner().invoke(main, [*path, "--help"])
    assert result.exit_code == 0 and "Traceback" not in result.output
    assert "Usage:" in result.output and command.get_short_help_str(80).split()[0] in result.output


def test_help_does_not_import_heavy_modules() -> None:
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from tdcontext.cli import main\n"
        "assert CliRunner().invoke(main, ['--help']).exit_code == 0\n"
        "print(','.join(m for m in ('mcp', 'numpy', 'onnxruntime', 'tdcontext.engine') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == ""
