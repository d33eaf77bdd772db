"""`tdcontext context` through click: single prompt, batch `--prompts`, modes and errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tdcontext.cli import main


def _run(*args: str, embedder: str = "none") -> Any:
    return CliRunner().invoke(main, list(args), env={"TDCONTEXT_EMBEDDER": embedder, "TDCONTEXT_HIDE_BUILTIN": "1"})


def test_echo_prompt_admits_nothing_without_a_model() -> None:
    result = _run("context", "Reply: KICK1", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) >= {"prompt", "mode", "degraded", "entries", "block", "intent"}
    assert data["entries"] == [] and data["block"] == "" and data["intent"] == "echo"


def test_batch_prompts_carry_their_pid(tmp_path: Path) -> None:
    prompts = tmp_path / "prompts.jsonl"
    prompts.write_text('{"pid": "a", "prompt": "ok"}\nDefine CHOP family.\n\n{"pid": 7, "prompt": "thanks!"}\n')
    result = _run("context", "--prompts", str(prompts), "--json")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["pid"] for line in lines] == ["a", 2, 7]
    assert [line["intent"] for line in lines] == ["ack", "question", "ack"]


@pytest.mark.slow
def test_real_model_admits_an_invoked_procedure_and_renders_the_block() -> None:
    added = _run("add", "KICK1: when the user asks for KICK1, build a kick-reactive flash with an Audio "
                 "Device In CHOP, an Audio Spectrum CHOP and a Level TOP.", "--kind", "memory",
                 "--type", "instruction", "--title", "KICK1 procedure", embedder="worker")
    assert added.exit_code == 0, added.output
    result = _run("context", "Run KICK1 on the new input", "--json", embedder="worker")
    data = json.loads(result.stdout)
    assert [e["title"] for e in data["entries"]] == ["KICK1 procedure"]
    assert data["block"].startswith("INFORMATIONAL CONTEXT")
    legacy = _run("context", "Reply: KICK1", "--mode", "legacy", "--json", embedder="worker")
    assert json.loads(legacy.stdout)["entries"] == []  # legacy: under 16 characters


@pytest.mark.parametrize(("args", "code"), [
    (["context"], 2),
    (["context", "x", "--prompts", "-"], 1),
    (["context", "x", "--mode", "bogus"], 2),
    (["context", "x", "--project", "bad name!", "--json"], 1),
])
def test_bad_arguments(args: list[str], code: int) -> None:
    result = _run(*args)
    assert result.exit_code == code
    assert "Traceback" not in result.output
