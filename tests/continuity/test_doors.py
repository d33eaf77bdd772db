"""The doors: `tdcontext continuity plan|simulate|status|load` and the MCP tool continuity_load."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from mcp import Client

from tdcontext.cli.main import main
from tdcontext.config import load_settings
from tdcontext.continuity.log import SessionLog
from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server
from tests.fakes import HashEmbedder


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def seed_session(home: Path, session_id: str = "s-test") -> SessionLog:
    log = SessionLog.create(home / "sessions", session_id)
    for t in range(1, 6):
        log.append_messages([{"role": "user", "content": f"question {t} about the OSC port {7000 + t}"},
                             {"role": "assistant", "content": f"answer {t}: use port {7000 + t}"}], turn=t)
    log.append([{"kind": "fold", "range": [1, 4], "gist": "[gist] log:s-test#seq=1-4 (4 messages, 40 tokens)"}])
    return log


def test_plan_json_pins_the_cliff_arithmetic() -> None:
    res = run("continuity", "plan", "--policy", "cliff", "--window", "1048576", "--reserved", "256000",
              "--headroom", "65536", "--threshold-ratio", "0.92", "--retain-ratio", "0.5", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert (data["budget"], data["threshold_tokens"], data["retain_tokens"], data["max_drop_tokens"]) == (
        792_576, 727_040, 396_288, 330_752)
    text = run("continuity", "plan", "--policy", "band")
    assert text.exit_code == 0 and "515,174" in text.output and "221,921" in text.output


def test_plan_bad_values_exit_1_and_bad_args_exit_2() -> None:
    res = run("continuity", "plan", "--policy", "band", "--reserved", "2000000", "--json")
    assert res.exit_code == 1 and "2,000,000" in json.loads(res.output)["error"]["message"]
    assert run("continuity", "plan", "--policy", "lru").exit_code == 2
    assert run("continuity", "plan", "--window", "many").exit_code == 2


def test_simulate_synthetic_json_has_the_promised_keys() -> None:
    res = run("continuity", "simulate", "--policy", "band", "--synthetic", "30", "--window", "60000",
              "--reserved", "8000", "--headroom", "2000", "--max-per-batch", "3000", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    for key in ("events_per_100_turns", "median_drop", "p90_drop", "max_drop", "cache_hit_share",
                "orphaned_tool_pairs", "billed_input"):
        assert key in data
    assert data["orphaned_tool_pairs"] == 0 and data["events"] > 0
    assert data["max_slice_drop"] <= 3000
    assert data["source"]["synthetic"]["result_median"] == 700


def test_simulate_all_policies_on_a_transcript_prints_a_table(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(json.dumps(m) for m in [
        {"role": "user", "content": "hi " * 200}, {"role": "assistant", "content": "ok " * 200}] * 20))
    res = run("continuity", "simulate", "--policy", "all", "--transcript", str(path), "--window", "6000",
              "--reserved", "1000", "--headroom", "200", "--max-per-batch", "500")
    assert res.exit_code == 0, res.output
    assert all(p in res.output for p in ("cliff", "band", "cache_first")) and "orphans" in res.output


def test_simulate_needs_exactly_one_source(tmp_path: Path) -> None:
    assert run("continuity", "simulate", "--policy", "band").exit_code == 2
    res = run("continuity", "simulate", "--synthetic", "3", "--transcript", str(tmp_path / "x.jsonl"))
    assert res.exit_code == 2
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n")
    res = run("continuity", "simulate", "--transcript", str(bad), "--json")
    assert res.exit_code == 1 and "line 1" in json.loads(res.output)["error"]["message"]


def test_status_and_load_on_the_latest_session(tdcontext_home: Path) -> None:
    seed_session(tdcontext_home)
    res = run("continuity", "status", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["session_id"] == "s-test" and data["folds"] == 1 and data["messages"] == 10
    assert data["history_messages"] == 7 and data["next"] == "none"
    assert "session s-test" in run("continuity", "status").output
    res = run("continuity", "load", "--range", "1-2", "--json")
    assert res.exit_code == 0, res.output
    assert [m["seq"] for m in json.loads(res.output)["messages"]] == [1, 2]
    assert "[seq 2 · turn 1 · assistant]" in run("continuity", "load", "--seq", "2").output
    missing = run("continuity", "status", "--session", "nope", "--json")
    assert missing.exit_code == 1 and "nope" in json.loads(missing.output)["error"]["message"]
    assert run("continuity", "load", "--session", "../etc", "--seq", "1").exit_code == 1
    # --from-token starts the message further in ("answer 1: use port 7001" without its first tokens)
    tail = json.loads(run("continuity", "load", "--seq", "2", "--from-token", "2", "--json").output)
    assert tail["messages"][0]["text"].startswith("...[from token 2]") and "7001" in tail["messages"][0]["text"]
    bad = run("continuity", "load", "--seq", "2", "--from-token", "-3")
    assert bad.exit_code == 1 and "from_token" in bad.output and "Traceback" not in bad.output


def test_status_without_sessions_says_how_to_start_one() -> None:
    res = run("continuity", "status")
    assert res.exit_code == 1 and "no session" in res.output


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def bare(tdcontext_home: Path) -> Iterator[Engine]:
    eng = Engine(load_settings(hide_builtin=True), embedder=HashEmbedder())
    yield eng
    eng.close()


@pytest.fixture
async def client(bare: Engine) -> AsyncIterator[Client]:
    async with Client(build_server(bare)) as c:
        yield c


@pytest.mark.anyio
async def test_mcp_continuity_load_by_range_and_query(client: Client, tdcontext_home: Path) -> None:
    seed_session(tdcontext_home)
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert "continuity_load" in tools and "gist" in (tools["continuity_load"].description or "")
    result = await client.call_tool("continuity_load", {"ranges": ["3-4"]})
    assert result.is_error is False
    data = result.structured_content
    assert data is not None and [m["seq"] for m in data["messages"]] == [3, 4]
    found = await client.call_tool("continuity_load", {"query": "OSC port 7002", "k": 2, "session_id": "s-test"})
    assert found.is_error is False and found.structured_content is not None
    assert found.structured_content["ranked"][0] in (3, 4)
    part = await client.call_tool("continuity_load", {"seqs": [2], "from_token": 2})
    assert part.is_error is False and part.structured_content is not None
    assert part.structured_content["messages"][0]["text"].startswith("...[from token 2]")


@pytest.mark.anyio
async def test_mcp_continuity_load_errors_are_tool_errors(client: Client, tdcontext_home: Path) -> None:
    seed_session(tdcontext_home)
    for args in ({}, {"ranges": ["7-2"]}, {"seqs": [1], "session_id": "../../x"}, {"seqs": [1], "k": 0},
                 {"seqs": [1], "from_token": -1}):
        result = await client.call_tool("continuity_load", args)
        assert result.is_error is True, args
        assert not result.structured_content


@pytest.mark.anyio
async def test_mcp_continuity_load_without_any_session_is_empty_not_an_error(client: Client) -> None:
    result = await client.call_tool("continuity_load", {"ranges": ["12-40"]})
    assert result.is_error is False and result.structured_content is not None
    assert result.structured_content["messages"] == [] and "no copilot session" in result.structured_content["text"]
    bad = await client.call_tool("continuity_load", {"ranges": ["40-12"]})
    assert bad.is_error is True


def test_simulate_a_transcript_with_a_huge_tool_result_under_band(tmp_path: Path) -> None:
    path = tmp_path / "export.jsonl"
    lines: list[dict[str, Any]] = []
    for turn in range(60):
        lines.append({"role": "user", "content": f"question {turn} " + "word " * 100})
        lines.append({"role": "assistant", "content": "let me look", "tool_calls": [
            {"id": f"c{turn}", "type": "function", "function": {"name": "td_dat", "arguments": "{}"}}]})
        size = 3_000 if turn == 2 else 60
        lines.append({"role": "tool", "tool_call_id": f"c{turn}", "content": " ".join(f"row{i}" for i in range(size))})
        lines.append({"role": "assistant", "content": f"answer {turn} " + "done " * 80})
    path.write_text("\n".join(json.dumps(m) for m in lines))
    args = ["continuity", "simulate", "--transcript", str(path), "--window", "20000", "--reserved", "1000",
            "--headroom", "200", "--max-per-batch", "500"]
    data = json.loads(run(*args, "--policy", "band", "--json").output)
    assert data["part_folds"] > 0 and data["oversize_unit_folds"] == 0
    assert 0 < data["max_drop"] <= 500 and data["orphaned_tool_pairs"] == 0 and data["emergency_events"] == 0
    table = run(*args, "--policy", "all")
    assert table.exit_code == 0 and "in place" in table.output
