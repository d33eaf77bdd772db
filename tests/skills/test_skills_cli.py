"""`tdcontext skills ...` through click's CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tdcontext.cli.skills import skills_group
from tdcontext.config import Settings

from .conftest import CORPUS_SKILLS, write_pack


def test_list_table_and_json(settings: Settings) -> None:
    runner = CliRunner()
    table = runner.invoke(skills_group, ["list"])
    assert table.exit_code == 0, table.output
    assert [line.split()[0] for line in table.stdout.splitlines()] == [
        "audio-reactive", "debugging", "feedback-loops", "popx", "python-extensions", "shader",
    ]
    as_json = runner.invoke(skills_group, ["list", "--json"])
    data = json.loads(as_json.stdout)
    assert {s["name"] for s in data["skills"]} >= {"shader", "popx"}
    assert all("body" not in s for s in data["skills"]) and data["problems"] == []


def test_list_reports_broken_user_pack_on_stderr(settings: Settings) -> None:
    bad = settings.skills_dir / "bad"
    bad.mkdir(parents=True)
    (bad / "SKILL.md").write_text("---\nname: bad\n---\nx\n", encoding="utf-8")
    result = CliRunner().invoke(skills_group, ["list"])
    assert result.exit_code == 0
    assert "skipped:" in result.stderr and "'description'" in result.stderr
    assert "bad" not in result.stdout.split()


def test_show_body_reference_and_unknown(settings: Settings) -> None:
    runner = CliRunner()
    shown = runner.invoke(skills_group, ["show", "audio_reactive"])
    assert shown.exit_code == 0 and "Trigger CHOP" in shown.stdout
    pack_dir = write_pack(settings.skills_dir, "notes")
    (pack_dir / "references").mkdir()
    (pack_dir / "references" / "a.md").write_text("ref text", encoding="utf-8")
    assert runner.invoke(skills_group, ["show", "notes", "--file", "a.md"]).stdout.strip() == "ref text"
    data = json.loads(runner.invoke(skills_group, ["show", "notes", "--json"]).stdout)
    assert data["references"] == ["a.md"] and data["source"] == "user"
    missing = runner.invoke(skills_group, ["show", "nope"])
    assert missing.exit_code == 1 and "available:" in missing.stderr
    escape = runner.invoke(skills_group, ["show", "notes", "--file", "../SKILL.md"])
    assert escape.exit_code == 1


def test_project_root_option_adds_project_packs(settings: Settings, tmp_path: Path) -> None:
    project = tmp_path / "show"
    write_pack(project / ".tdcontext" / "skills", "venue", body="Projector is 1920x1200.")
    result = CliRunner().invoke(skills_group, ["--project-root", str(project), "show", "venue"])
    assert result.exit_code == 0 and "1920x1200" in result.stdout


def test_check_ok_warning_and_error(settings: Settings, tmp_path: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(skills_group, ["check", str(CORPUS_SKILLS / "tdmcp-project-safety")])
    assert ok.exit_code == 0 and ok.stdout.startswith("ok: tdmcp-project-safety")
    off = write_pack(tmp_path, "off", size_tokens=5000)
    warned = runner.invoke(skills_group, ["check", str(off)])
    assert warned.exit_code == 0 and "warning:" in warned.stderr and "size_tokens" in warned.stderr
    bad = tmp_path / "mismatch"
    bad.mkdir()
    (bad / "SKILL.md").write_text("---\nname: other\ndescription: d\n---\nbody\n", encoding="utf-8")
    failed = runner.invoke(skills_group, ["check", str(bad / "SKILL.md")])
    assert failed.exit_code == 1 and "field 'name'" in failed.stderr
    usage = runner.invoke(skills_group, ["check", str(tmp_path / "does-not-exist")])
    assert usage.exit_code == 2


def test_new_scaffolds_in_user_dir(settings: Settings) -> None:
    runner = CliRunner()
    created = runner.invoke(skills_group, ["new", "dmx-fixtures", "--description", "DMX fixture patching."])
    assert created.exit_code == 0, created.output
    path = Path(created.stdout.strip())
    assert path == settings.skills_dir / "dmx-fixtures" / "SKILL.md" and path.is_file()
    assert runner.invoke(skills_group, ["check", str(path)]).exit_code == 0
    assert runner.invoke(skills_group, ["new", "dmx-fixtures"]).exit_code == 1
    assert runner.invoke(skills_group, ["new", "Bad Name"]).exit_code == 1


def test_every_command_has_help() -> None:
    for name, command in skills_group.commands.items():
        assert command.help, name
