"""`tdcontext ask | chat | sessions | doctor` through CliRunner (and one real process for Ctrl-C)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from tdcontext.cli.main import main
from tests.copilot.fake_llm import ScriptedLLM
from tests.fakes_td import RunningTDServer


@pytest.fixture(autouse=True)
def _no_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)


def write_config(home: Path, text: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(text, encoding="utf-8")


def tool_call(tool: str, /, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"name": tool, "arguments": arguments}]}


# --------------------------------------------------------------------------- ask


def test_ask_json_shape(llm: ScriptedLLM, tdcontext_home: Path, td_server: RunningTDServer) -> None:
    write_config(tdcontext_home, f'[mcp_servers.touchdesigner]\nurl = "{td_server.url}"\n')
    llm.add(tool_call("create_operator", parent_path="/project1", type="noiseTOP", name="noise1"),
            tool_call("get_operator_info", path="/project1/noise1"), {"text": "made noise1"})
    result = run("ask", "--yes", "--json", "make a noise TOP named noise1")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) == {"answer", "status", "session_id", "tool_calls", "usage", "receipt"}
    assert data["status"] == "success" and data["answer"] == "made noise1"
    assert data["tool_calls"] == [{"name": "create_operator", "tier": "mutating", "outcome": "ok"},
                                  {"name": "get_operator_info", "tier": "read-only", "outcome": "ok"}]
    assert data["usage"]["requests"] == 3 and data["usage"]["prompt_cache_hit_tokens"] > 0
    assert td_server.network.exists("/project1/noise1")


def test_ask_streams_answer_to_stdout_and_progress_to_stderr(llm: ScriptedLLM) -> None:
    llm.add(tool_call("td_search", query="noise"), {"text": "A noise TOP makes noise."})
    result = run("ask", "what is a noise TOP?")
    assert result.exit_code == 0
    assert result.stdout.strip() == "A noise TOP makes noise."
    assert "td_search [read-only] auto" in result.stderr and "session" in result.stderr


def test_ask_refuses_mutating_without_yes(llm: ScriptedLLM, tdcontext_home: Path,
                                          td_server: RunningTDServer) -> None:
    write_config(tdcontext_home, f'[mcp_servers.touchdesigner]\nurl = "{td_server.url}"\n')
    llm.add(tool_call("delete_operator", path="/project1"), {"text": "need flags"})
    result = run("ask", "--yes", "--json", "delete project1")
    data = json.loads(result.stdout)
    assert data["tool_calls"][0] == {"name": "delete_operator", "tier": "destructive", "outcome": "flag_refused"}
    assert td_server.network.exists("/project1")


def test_ask_live_banner(llm: ScriptedLLM) -> None:
    llm.add({"text": "ok"})
    result = run("ask", "--live", "hello")
    assert "PERFORM MODE" in result.stderr


def test_ask_failure_exits_1_with_json(llm: ScriptedLLM) -> None:
    llm.add({"status": 402, "message": "Insufficient Balance"})
    result = run("ask", "--json", "hello")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["status"] == "failed" and "balance" in data["error"]


def test_ask_bad_config_is_exit_1_not_a_traceback(llm: ScriptedLLM, tdcontext_home: Path) -> None:
    write_config(tdcontext_home, '[mcp_servers.td]\nurl = "ftp://nope"\n')
    result = run("ask", "hello")
    assert result.exit_code == 1 and "must start with http" in result.stderr


def test_ask_continues_a_session(llm: ScriptedLLM) -> None:
    llm.add({"text": "one"})
    first = json.loads(run("ask", "--json", "first").stdout)
    llm.new_chain()
    llm.add({"text": "two"})
    second = json.loads(run("ask", "--json", "--session", first["session_id"], "second").stdout)
    assert second["session_id"] == first["session_id"]
    messages = llm.requests[-1]["messages"]
    assert [m["content"] for m in messages[1:3]] == ["first", "one"]


def test_ctrl_c_cancels_ask_cleanly(llm: ScriptedLLM, tdcontext_home: Path) -> None:
    llm.add({"text": "word " * 400, "delay": 0.02})
    env = {**os.environ, "TDCONTEXT_HOME": str(tdcontext_home), "TDCONTEXT_LLM_BASE_URL": llm.url,
           "TDCONTEXT_LLM_API_KEY": "k", "TDCONTEXT_EMBEDDER": "none", "PYTHONPATH": os.getcwd()}
    proc = subprocess.Popen([sys.executable, "-m", "tdcontext.cli", "ask", "--json", "tell me a long story"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    deadline = time.monotonic() + 60
    while not llm.requests and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    data = json.loads(out)
    assert data["status"] == "cancelled"
    log = (tdcontext_home / "sessions" / f"{data['session_id']}.jsonl").read_text().splitlines()
    assert json.loads(log[-1])["event"] == "cancelled"


# --------------------------------------------------------------------------- chat


def test_chat_reads_one_prompt_per_line(llm: ScriptedLLM) -> None:
    llm.add({"text": "first answer"}, {"text": "second answer"})
    result = run("chat", input="hello\n/tools\n/cost\nagain\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "first answer" in result.stdout and "second answer" in result.stdout
    assert "td_search" in result.stdout and "read-only" in result.stdout
    assert "cache hit" in result.stdout and "cost n/a" in result.stdout
    assert llm.violations == []


def test_chat_consent_answers_come_from_the_next_line(llm: ScriptedLLM, tdcontext_home: Path,
                                                      td_server: RunningTDServer) -> None:
    write_config(tdcontext_home, f'[mcp_servers.touchdesigner]\nurl = "{td_server.url}"\n')
    llm.add(tool_call("create_operator", parent_path="/project1", type="noiseTOP", name="a"), {"text": "no a"},
            tool_call("create_operator", parent_path="/project1", type="noiseTOP", name="b"),
            tool_call("create_operator", parent_path="/project1", type="noiseTOP", name="c"), {"text": "b and c"})
    result = run("chat", input="make a\nn\nmake b and c\nalways\n")
    assert not td_server.network.exists("/project1/a")
    assert td_server.network.exists("/project1/b") and td_server.network.exists("/project1/c")
    assert result.stderr.count("allow create_operator on touchdesigner [mutating]?") == 2


def test_chat_commands_and_price_table(llm: ScriptedLLM, tdcontext_home: Path) -> None:
    write_config(tdcontext_home, '[llm_prices."deepseek-flash"]\ninput_cache_hit = 0.01\ninput_cache_miss = 0.5\n'
                                 'output = 1.0\n')
    llm.add({"text": "shader answer"})
    result = run("chat", input="/load shader\n/skills\n/brief\n/private how do I write a GLSL TOP?\n/context\n"
                               "/unload shader\n/cost\n/bogus\n")
    out = result.stdout
    assert "loaded shader" in out and "active: shader" in out
    assert "brief: not_configured" in out
    assert "shader answer" in out
    assert "unloaded shader" in out
    assert "~$" in out and "cache hit" in out
    assert "unknown command '/bogus'" in result.stderr


# --------------------------------------------------------------------------- sessions


def test_sessions_list_and_show(llm: ScriptedLLM) -> None:
    llm.add(tool_call("td_search", query="x"), {"text": "found x"})
    session_id = json.loads(run("ask", "--json", "find x").stdout)["session_id"]
    listed = json.loads(run("sessions", "list", "--json").stdout)
    assert [s["session_id"] for s in listed["sessions"]] == [session_id]
    assert listed["sessions"][0]["title"] == "find x"
    shown = json.loads(run("sessions", "show", session_id, "--json").stdout)
    assert [r.get("role") for r in shown["records"]] == ["user", "assistant", "tool", "assistant"]
    text = run("sessions", "show", session_id).stdout
    assert "-> td_search" in text and "found x" in text
    missing = run("sessions", "show", "nope")
    assert missing.exit_code == 1 and "sessions list" in missing.stderr


# --------------------------------------------------------------------------- doctor


def test_doctor_all_good(llm: ScriptedLLM, tdcontext_home: Path, td_server: RunningTDServer,
                         tmp_path: Path) -> None:
    folder = tmp_path / "show"
    folder.mkdir()
    td_server.network.toe_path = str(folder / "show.toe")
    write_config(tdcontext_home, f'[mcp_servers.touchdesigner]\nurl = "{td_server.url}"\n'
                                 'project_root_tool = "project_info"\nproject_root_field = "file"\n')
    result = run("doctor", "--json")
    data = json.loads(result.stdout)
    assert result.exit_code == 0, data
    by_name = {c["name"]: c for c in data["checks"]}
    assert by_name["model"]["ok"] and "deepseek-flash" in by_name["model"]["detail"]
    assert "destructive" in by_name["mcp touchdesigner"]["detail"] and "code" in by_name["mcp touchdesigner"]["detail"]
    assert by_name["brief root"]["detail"] == str(folder)
    assert by_name["mcp touchdesigner"]["tools"]["execute_code"] == "code"
    text = run("doctor").stdout
    assert "delete_operator" in text and "destructive" in text


def test_doctor_says_what_is_wrong(llm: ScriptedLLM, tdcontext_home: Path) -> None:
    write_config(tdcontext_home, 'llm_model = "deepseek-reasoner"\n[mcp_servers.touchdesigner]\n'
                                 'url = "http://127.0.0.1:9/mcp"\nconnect_timeout_seconds = 3\n')
    result = run("doctor")
    assert result.exit_code == 1
    out = result.stdout
    assert "FAIL model" in out and "deepseek-v4-pro" in out
    assert "FAIL mcp touchdesigner" in out and "fix:" in out
    assert "FAIL brief root" in out


def test_doctor_without_a_key(llm: ScriptedLLM, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TDCONTEXT_LLM_API_KEY")
    result = run("doctor", "--json")
    checks = {c["name"]: c for c in json.loads(result.stdout)["checks"]}
    assert not checks["key"]["ok"] and "DEEPSEEK_API_KEY" in checks["key"]["fix"]


def test_other_doors_can_add_chat_commands(llm: ScriptedLLM, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.cli import copilot as door

    def ping(session: Any, arg: str) -> None:
        """Answer pong (a test command)."""
        print(f"pong {arg} {session.session_id[:1]}")

    monkeypatch.setitem(door.CHAT_COMMANDS, "/ping", ping)
    result = run("chat", input="/ping 7\n/help\n")
    assert "pong 7 s" in result.stdout and "/ping" in result.stdout and "Answer pong" in result.stdout


def test_ask_reads_the_prompt_from_stdin_and_warns_once_about_a_down_server(llm: ScriptedLLM,
                                                                             tdcontext_home: Path) -> None:
    write_config(tdcontext_home, '[mcp_servers.touchdesigner]\nurl = "http://127.0.0.1:9/mcp"\n'
                                 'connect_timeout_seconds = 3\n')
    llm.add({"text": "piped answer"})
    result = run("ask", "-", input="a prompt from a pipe\n")
    assert result.exit_code == 0 and result.stdout.strip() == "piped answer"
    assert llm.requests[-1]["messages"][-1]["content"].endswith("a prompt from a pipe\n")
    assert result.stderr.count("MCP server 'touchdesigner'") == 1
