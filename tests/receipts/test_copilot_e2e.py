"""Receipts end to end: the real copilot (scripted model over HTTP) driving the TD test server
over streamable HTTP, through `ask`, `chat` and CopilotSession; verification reads go through
the copilot's own call_tool (read-only tools only)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from tdcontext.cli.main import main
from tdcontext.config import load_settings
from tdcontext.copilot.consent import ConsentPolicy
from tdcontext.copilot.setup import open_session
from tdcontext.receipts import ReceiptObserver
from tests.copilot.fake_llm import ScriptedLLM
from tests.fakes import HashEmbedder
from tests.fakes_td import Fault, RunningTDServer, TDServer

from .helpers import receipts_in


@pytest.fixture
def llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[ScriptedLLM]:
    fake = ScriptedLLM()
    monkeypatch.setenv("TDCONTEXT_LLM_BASE_URL", fake.url)
    monkeypatch.setenv("TDCONTEXT_LLM_API_KEY", "test-key")
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    for var in ("TDCONTEXT_LLM_MODEL", "DEEPSEEK_API_KEY", "TDCONTEXT_LIVE", "TDCONTEXT_THINKING",
                "TDCONTEXT_RECEIPTS", "TDCONTEXT_RECEIPTS_PATH", "TDCONTEXT_RECEIPTS_AUTO_VERIFY"):
        monkeypatch.delenv(var, raising=False)
    yield fake
    fake.close()


@pytest.fixture
def persist(monkeypatch: pytest.MonkeyPatch, tdcontext_home: Path) -> Path:
    monkeypatch.setenv("TDCONTEXT_RECEIPTS", "persist")
    return tdcontext_home / "receipts.jsonl"


def call(tool: str, /, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"name": tool, "arguments": arguments}]}


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)


def td_home(home: Path, td: RunningTDServer) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(f'[mcp_servers.touchdesigner]\nurl = "{td.url}"\n', encoding="utf-8")


def test_ask_pass_is_persisted_and_listed(llm: ScriptedLLM, persist: Path, tdcontext_home: Path,
                                          td_server: RunningTDServer) -> None:
    td_home(tdcontext_home, td_server)
    llm.add(call("create_operator", parent_path="/project1", type="noiseTOP", name="noise1"),
            call("set_parameters", path="/project1/noise1", values={"seed": 1, "period": 4}),
            {"text": "made noise1"})
    result = run("ask", "--yes", "--json", "make a noise TOP named noise1 with period 4")
    assert result.exit_code == 0, result.output
    receipt = json.loads(result.stdout)["receipt"]
    assert receipt["verdict"] == "PASS" and receipt["status"] == "success" and receipt["saved"] is True
    assert [a["gen_ai.tool.name"] for a in receipt["actions"]] == ["create_operator", "set_parameters"]
    assert receipt["actions"][0]["tier"] == "mutating" and receipt["actions"][0]["consent"] == "allowed"
    assert receipt["tier"] == {"requested": "mutating", "effective": "mutating"}  # ask --yes
    # auto-verify read back through the copilot's call_tool, read-only tools only
    reads = [c for c in td_server.calls if c.tool in ("get_operator_info", "get_parameters")]
    assert reads and all(c.tool in ("get_operator_info", "get_parameters") for c in reads)
    assert receipt["verification"]["auto"] is True and len(receipt["verification"]["calls"]) == len(reads)
    stored = receipts_in(persist)
    assert [r["id"] for r in stored] == [receipt["id"]]
    listed = run("receipts")
    assert receipt["id"] in listed.stdout and "PASS" in listed.stdout and "make a noise TOP" in listed.stdout
    shown = run("receipts", "show", receipt["id"])
    assert "undo: MCP create_operator /project1/noise1" in shown.stdout
    assert "checks:   3 passed, 0 failed, 0 unverified" in shown.stdout
    assert "/project1/noise1" in shown.stdout


def test_ask_fail_when_the_server_silently_does_nothing(llm: ScriptedLLM, tdcontext_home: Path,
                                                         td_server: RunningTDServer) -> None:
    td_server.state.faults.append(Fault("set_parameters", "noop"))
    td_home(tdcontext_home, td_server)
    llm.add(call("set_parameters", path="/project1", values={"w": 640}), {"text": "done"})
    result = run("ask", "--yes", "make the container 640 wide")
    assert result.exit_code == 0, result.output
    assert "receipt FAIL \u00b7 1 of 1 checks contradicted (param /project1.w)" in result.stderr


def test_no_receipt_persist_live_and_failures(llm: ScriptedLLM, persist: Path, tdcontext_home: Path,
                                              td_server: RunningTDServer) -> None:
    td_home(tdcontext_home, td_server)
    llm.add(call("create_operator", parent_path="/project1", type="nullTOP"), {"text": "ok"})
    result = run("ask", "--yes", "--no-receipt-persist", "add a null")
    assert "receipt PASS \u00b7 1 action verified (not saved: no persist)" in result.stderr
    assert receipts_in(persist) == []
    llm.new_chain()
    llm.add({"text": "live answer"})
    result = run("ask", "--live", "--yes", "--allow-code", "--json", "hello")
    live = json.loads(result.stdout)["receipt"]
    assert live["not_saved"] == "perform_mode" and live["mode"] == "live"
    assert live["tier"] == {"requested": "code", "effective": "mutating"}  # perform mode caps it
    assert receipts_in(persist) == []
    llm.new_chain()
    llm.add({"status": 402, "message": "Insufficient Balance"})
    result = run("ask", "--json", "hello")
    assert result.exit_code == 1
    receipt = json.loads(result.stdout)["receipt"]
    assert (receipt["status"], receipt["verdict"], receipt["saved"]) == ("failed", "PASS", True)
    assert [r["status"] for r in receipts_in(persist)] == ["failed"]
    bad = run("receipts", "--status", "nope")
    assert bad.exit_code == 2


def test_chat_lines_private_and_receipts_command(llm: ScriptedLLM, persist: Path, tdcontext_home: Path,
                                                  td_server: RunningTDServer) -> None:
    td_home(tdcontext_home, td_server)
    llm.add(call("create_operator", parent_path="/project1", type="noiseTOP", name="n1"),
            call("create_operator", parent_path="/project1", type="levelTOP", name="l1"), {"text": "two made"},
            {"text": "private answer"},
            call("delete_operator", path="/project1/l1"), {"text": "deleted"})
    result = run("chat", input="make two\nalways\n/private what is my key sk-proj-"
                 + "Zx9" * 20 + "\nremove l1\ny\n/receipts\n/help\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "receipt PASS \u00b7 2 actions verified" in result.stderr
    assert "receipt PASS \u00b7 no changes (not saved: no persist)" in result.stderr
    assert "receipt PASS \u00b7 1 action verified" in result.stderr, result.stderr[-3000:]
    assert "/receipts" in result.stdout and "the last five turn receipts" in result.stdout  # listed by /help
    lines = [ln for ln in result.stdout.splitlines() if ln.startswith("  ") and "[r20" in ln]
    assert len(lines) == 3 and "not saved: no persist" in lines[1]  # newest first, the private one included
    stored = receipts_in(persist)
    assert [r["counts"]["mutations"] for r in stored] == [2, 1]  # the private turn was never written
    assert "sk-proj" not in persist.read_text()


def _session(llm: ScriptedLLM, td: RunningTDServer | None = None, **settings: Any) -> Any:
    servers = {"touchdesigner": {"url": td.url}} if td is not None else {}
    s = load_settings(embedder="none", mcp_servers=servers, **settings)
    observer = ReceiptObserver.from_settings(s)
    session = open_session(s, consent=ConsentPolicy(yes=True, allow_destructive=True), embedder=HashEmbedder(),
                           observers=[observer])
    session.llm.config = type(session.llm.config)(**{**session.llm.config.__dict__, "retry_base_seconds": 0.01})
    llm.new_chain()
    return session, observer


def test_every_exit_path_of_a_real_session_gives_one_receipt(llm: ScriptedLLM, persist: Path,
                                                             td_server: RunningTDServer) -> None:
    session, observer = _session(llm, td_server, max_steps=2)
    try:
        llm.add({"text": "plain answer"})
        assert session.run_turn("hi").status == "success"
        llm.add(call("delete_operator", path="/project1/nope"), {"text": "it was not there"})
        assert session.run_turn("delete nope").status == "success"  # a tool error inside a successful turn
        llm.add({"status": 500, "message": "boom"}, {"status": 500, "message": "boom"},
                {"status": 500, "message": "boom"})
        assert session.run_turn("model error").status == "failed"
        llm.add(call("td_search", query="a"), call("td_search", query="b"))
        assert session.run_turn("loop").status == "max_steps"
        cancel = threading.Event()
        llm.add({"text": "long " * 200, "delay": 0.01})
        chunks: list[str] = []

        def on_text(text: str) -> None:
            chunks.append(text)
            if len(chunks) == 2:
                cancel.set()

        assert session.run_turn("story", on_text=on_text, cancel=cancel).status == "cancelled"
    finally:
        session.close()
    statuses = [r["status"] for r in observer.history]
    assert statuses == ["success", "success", "failed", "max_steps", "cancelled"]
    assert [r["status"] for r in receipts_in(persist)] == statuses
    tool_error = observer.history[1]
    assert tool_error["actions"][0]["outcome"] == "error" and tool_error["actions"][0]["error.type"] == "operator_not_found"
    assert observer.history[4]["verification"]["auto"] is False  # a cancelled turn makes no more calls


def test_engine_tools_are_verified_too(llm: ScriptedLLM) -> None:
    session, observer = _session(llm)
    try:
        llm.add(call("td_remember", text="the show runs at 50 fps"), {"text": "noted"})
        assert session.run_turn("remember: the show runs at 50 fps").status == "success"
    finally:
        session.close()
    receipt = observer.last_receipt
    assert receipt["verdict"] == "PASS" and receipt["verification"]["calls"][0]["gen_ai.tool.name"] == "td_get"
    assert receipt["actions"][0]["server"] == "tdcontext"


def test_an_emergency_fold_retry_is_recovery_evidence(llm: ScriptedLLM) -> None:
    s = load_settings(embedder="none")
    observer = ReceiptObserver.from_settings(s)
    session = open_session(s, embedder=HashEmbedder(), observers=[observer],
                           history_hook=lambda history, **_kw: history)
    llm.new_chain()
    try:
        llm.add({"status": 400, "message": "This model's maximum context length is 1000 tokens."}, {"text": "ok"})
        assert session.run_turn("hello").status == "success"
    finally:
        session.close()
    assert observer.last_receipt["recovery"] == {"retries": 1, "fallbacks": 0}


@pytest.mark.parametrize("td_server", [TDServer(flavor="pantani")], indirect=True)
def test_pantani_through_the_copilot_records_undo_labels(llm: ScriptedLLM, td_server: RunningTDServer) -> None:
    session, observer = _session(llm, td_server)
    try:
        llm.add(call("create_td_node", type="noiseTOP", parent_path="/project1", name="n"),
                call("update_td_node_parameters", path="/project1/n", parameters={"seed": 3}), {"text": "done"})
        assert session.run_turn("make a noise").status == "success"
    finally:
        session.close()
    receipt = observer.last_receipt
    assert receipt["verdict"] == "PASS", receipt["verification"]
    assert [a["undo"] for a in receipt["actions"]] == ["MCP create_td_node /project1/n",
                                                       "MCP update_td_node_parameters /project1/n"]
    assert {c["gen_ai.tool.name"] for c in receipt["verification"]["calls"]} == {"get_td_node_parameters"}
