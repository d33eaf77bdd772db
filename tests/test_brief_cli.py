"""`tdcontext brief show|replace|edit`, driven through click's CliRunner on the group."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from tdcontext.brief import ABSENT, brief_path, read_brief, replace_brief
from tdcontext.cli.brief import brief_group
from tests.test_textsafety import SECRET_CASES


def good_brief(milestone: str = "first light") -> dict[str, Any]:
    return {
        "creative_direction": "Slow ink-in-water fluid sim, monochrome with one accent colour.",
        "constraints": ["60 fps at 1920x1080"],
        "named_outputs": [{"name": "program", "path": "/project1/out_program", "description": "projector"}],
        "safety_rules": ["No strobe above 3 Hz"],
        "current_milestone": milestone,
        "open_decisions": ["Which accent colour?"],
    }


@pytest.fixture
def root(tmp_path: Path) -> Path:
    project = tmp_path / "show"
    project.mkdir()
    return project


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def run(runner: CliRunner, *args: str, input: str | None = None) -> Any:
    return runner.invoke(brief_group, list(args), input=input, catch_exceptions=False)


def test_show_without_a_root_exits_1_with_a_clear_message(runner: CliRunner) -> None:
    result = run(runner, "show")
    assert result.exit_code == 1
    assert "--root" in result.stderr and "TDCONTEXT_PROJECT_ROOT" in result.stderr
    result = run(runner, "show", "--json")
    assert result.exit_code == 1
    error = json.loads(result.stdout)["error"]
    assert error["type"] == "NotConfiguredError"


def test_show_absent(runner: CliRunner, root: Path) -> None:
    result = run(runner, "show", "--root", str(root))
    assert result.exit_code == 0
    assert "no brief yet" in result.stdout and "brief edit" in result.stdout
    result = run(runner, "show", "--root", str(root), "--json")
    assert json.loads(result.stdout) == {"status": "absent"}


def test_replace_then_show(runner: CliRunner, root: Path, tmp_path: Path) -> None:
    file = tmp_path / "brief.json"
    file.write_text(json.dumps(good_brief()))
    result = run(runner, "replace", str(file), "--expected-revision", "absent", "--root", str(root), "--json")
    assert result.exit_code == 0, result.output
    revision = json.loads(result.stdout)["revision"]
    shown = json.loads(run(runner, "show", "--root", str(root), "--json").stdout)
    assert shown == {"status": "ok", "brief": good_brief(), "revision": revision}
    text = run(runner, "show", "--root", str(root)).stdout
    assert revision in text
    for needle in ("ink-in-water", "/project1/out_program", "No strobe", "first light", "accent colour?"):
        assert needle in text


def test_replace_from_stdin_with_env_root(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", str(root))
    result = run(runner, "replace", "-", "--expected-revision", "absent", input=json.dumps(good_brief()))
    assert result.exit_code == 0, result.output
    assert "revision 1-" in result.stdout
    assert read_brief(root) is not None


def test_relative_root_is_taken_from_the_shell(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replace_brief(root, good_brief(), ABSENT)
    monkeypatch.chdir(root.parent)
    result = run(runner, "show", "--root", root.name, "--json")
    assert json.loads(result.stdout)["status"] == "ok"


def test_stale_replace_exits_1_and_writes_nothing(runner: CliRunner, root: Path, tmp_path: Path) -> None:
    first = replace_brief(root, good_brief(), ABSENT)
    second = replace_brief(root, good_brief("second"), first.revision)
    before = brief_path(root).read_bytes()
    file = tmp_path / "b.json"
    file.write_text(json.dumps(good_brief("third")))
    result = run(runner, "replace", str(file), "--expected-revision", first.revision, "--root", str(root))
    assert result.exit_code == 1
    assert f"revision {second.revision}" in result.stderr and "re-read" in result.stderr
    result = run(runner, "replace", str(file), "--expected-revision", first.revision, "--root", str(root), "--json")
    error = json.loads(result.stdout)["error"]
    assert error["type"] == "RevisionConflictError" and error["actual"] == second.revision
    assert brief_path(root).read_bytes() == before


@pytest.mark.parametrize("content", ["{oops", json.dumps({"creative_direction": "x", "evil": 1})])
def test_bad_file_exits_1(runner: CliRunner, root: Path, tmp_path: Path, content: str) -> None:
    file = tmp_path / "b.json"
    file.write_text(content)
    result = run(runner, "replace", str(file), "--expected-revision", "absent", "--root", str(root))
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ")
    assert not brief_path(root).exists()


def test_secret_in_file_is_rejected_without_echo(runner: CliRunner, root: Path, tmp_path: Path) -> None:
    secret = next(s for _, s, k in SECRET_CASES if k == "anthropic_key")
    data = good_brief()
    data["constraints"] = [f"use {secret}"]
    file = tmp_path / "b.json"
    file.write_text(json.dumps(data))
    result = run(runner, "replace", str(file), "--expected-revision", "absent", "--root", str(root), "--json")
    assert result.exit_code == 1
    error = json.loads(result.stdout)["error"]
    assert error["type"] == "BriefValidationError" and error["kind"] == "anthropic_key"
    assert secret not in result.output


def test_missing_expected_revision_is_a_usage_error(runner: CliRunner, root: Path, tmp_path: Path) -> None:
    file = tmp_path / "b.json"
    file.write_text(json.dumps(good_brief()))
    result = runner.invoke(brief_group, ["replace", str(file), "--root", str(root)])
    assert result.exit_code == 2


def _fake_editor(monkeypatch: pytest.MonkeyPatch, *replies: str | None, hook: Any = None) -> list[str]:
    """Make click.edit return `replies` in turn; record what it was shown."""
    shown: list[str] = []
    queue = list(replies)

    def fake_edit(text: str | None = None, **_: Any) -> str | None:
        shown.append(text or "")
        if hook is not None:
            hook()
        return queue.pop(0)

    monkeypatch.setattr(click, "edit", fake_edit)
    return shown


def test_edit_creates_from_a_template(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = _fake_editor(monkeypatch, json.dumps(good_brief()))
    result = run(runner, "edit", "--root", str(root))
    assert result.exit_code == 0, result.output
    assert "creative_direction" in shown[0]
    state = read_brief(root)
    assert state is not None and state.brief.to_dict() == good_brief()


def test_edit_replaces_with_the_revision_read(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = replace_brief(root, good_brief(), ABSENT)
    shown = _fake_editor(monkeypatch, json.dumps(good_brief("dress rehearsal")))
    result = run(runner, "edit", "--root", str(root))
    assert result.exit_code == 0, result.output
    assert json.loads(shown[0]) == good_brief()
    state = read_brief(root)
    assert state is not None and state.brief.current_milestone == "dress rehearsal"
    assert state.revision.startswith("2-") and first.revision != state.revision


def test_edit_without_changes_writes_nothing(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = replace_brief(root, good_brief(), ABSENT)
    _fake_editor(monkeypatch, None)
    result = run(runner, "edit", "--root", str(root))
    assert result.exit_code == 0 and "untouched" in result.stdout
    state = read_brief(root)
    assert state is not None and state.revision == first.revision


def test_edit_that_loses_a_race_is_saved_not_forced(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = replace_brief(root, good_brief(), ABSENT)
    winner: list[str] = []

    def someone_else_writes() -> None:
        winner.append(replace_brief(root, good_brief("theirs"), first.revision).revision)

    mine = json.dumps(good_brief("mine"))
    _fake_editor(monkeypatch, mine, hook=someone_else_writes)
    result = run(runner, "edit", "--root", str(root))
    assert result.exit_code == 1
    assert winner[0] in result.stderr
    saved = Path(result.stderr.split("saved at ")[1].split(". ")[0])
    try:
        assert saved.read_text() == mine
        assert (saved.stat().st_mode & 0o777) == 0o600
    finally:
        saved.unlink()
    state = read_brief(root)
    assert state is not None and state.brief.current_milestone == "theirs"


def test_edit_invalid_then_fix(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    broken = json.dumps({**good_brief(), "colour": "red"})
    shown = _fake_editor(monkeypatch, broken, json.dumps(good_brief("fixed")))
    result = run(runner, "edit", "--root", str(root), input="y\n")
    assert result.exit_code == 0, result.output
    assert "colour" in result.stderr
    assert shown[1] == broken  # the second round starts from the user's text, not the original
    state = read_brief(root)
    assert state is not None and state.brief.current_milestone == "fixed"


def test_edit_invalid_then_give_up(runner: CliRunner, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_editor(monkeypatch, "{nope")
    result = run(runner, "edit", "--root", str(root), input="n\n")
    assert result.exit_code == 1
    assert not brief_path(root).exists()


@pytest.mark.parametrize("command", ["show", "replace", "edit"])
def test_every_command_has_help(runner: CliRunner, command: str) -> None:
    result = run(runner, command, "--help")
    assert result.exit_code == 0
    assert "Example:" in result.stdout
    assert (brief_group.commands[command].help or "").strip()


def test_show_a_broken_file_exits_1_with_the_fix(runner: CliRunner, root: Path) -> None:
    (root / ".tdcontext").mkdir()
    brief_path(root).write_text("{broken")
    result = run(runner, "show", "--root", str(root))
    assert result.exit_code == 1
    assert "not valid JSON" in result.stderr and "delete it" in result.stderr


def test_show_warns_about_a_hand_edited_secret(runner: CliRunner, root: Path) -> None:
    secret = next(s for _, s, k in SECRET_CASES if k == "aws_access_key")
    data = good_brief()
    data["safety_rules"] = [f"deploy key {secret}"]
    (root / ".tdcontext").mkdir()
    brief_path(root).write_text(json.dumps({"revision": 2, "brief": data}))
    result = run(runner, "show", "--root", str(root))
    assert result.exit_code == 0
    assert "safety_rules[0]" in result.stderr and "redacted" in result.stderr
    assert secret not in result.output and "[REDACTED:aws_access_key]" in result.stdout
    shown = json.loads(run(runner, "show", "--root", str(root), "--json").stdout)
    assert shown["redacted_fields"] == ["safety_rules[0]"] and secret not in json.dumps(shown)
