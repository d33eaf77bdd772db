"""Consent, capping, result conversion and the stdio MCP path: invariants and edge cases."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.continuity.log import SessionLog
from tdcontext.copilot.consent import ConsentPolicy
from tdcontext.copilot.llm import _retry_after
from tdcontext.copilot.tools import (
    TIERS,
    _result_from_mcp,
    cap_result,
    parse_server_configs,
)
from tdcontext.errors import InvalidInputError
from tdcontext.tokens import count_tokens
from tests.copilot.conftest import SessionFactory
from tests.copilot.fake_llm import ScriptedLLM

flags = st.fixed_dictionaries({"live": st.booleans(), "yes": st.booleans(), "allow_destructive": st.booleans(),
                               "allow_code": st.booleans()})


@given(flags=flags, tier=st.sampled_from(TIERS), interactive=st.sampled_from(["y", "n", "always", None]))
@settings(max_examples=300, deadline=None)
def test_consent_invariants(flags: dict[str, bool], tier: str, interactive: str | None) -> None:
    asked: list[str] = []

    def ask(request: Any) -> str:
        asked.append(request.tool)
        return interactive or "n"

    policy = ConsentPolicy(**flags, ask=ask if interactive is not None else None)
    decision = policy.decide("tool", "server", tier, {"a": 1})
    if tier == "read-only":
        assert decision.decision == "auto" and decision.allowed and not asked
        return
    if flags["live"] and tier in ("destructive", "code"):
        assert decision.decision == "perform_mode_refused" and not decision.allowed and not asked
        return
    if interactive is not None:
        assert asked == ["tool"]
        assert decision.allowed == (interactive in ("y", "always"))
        if interactive == "always":  # the next call of the same tool is not asked again
            assert policy.decide("tool", "server", tier, {"b": 2}).decision == "always" and asked == ["tool"]
        return
    needed = {"mutating": ["yes"], "destructive": ["yes", "allow_destructive"], "code": ["yes", "allow_code"]}[tier]
    assert decision.allowed == all(flags[f] for f in needed)
    assert decision.decision == ("allowed" if decision.allowed else "flag_refused")


@given(text=st.text(min_size=0, max_size=3000), cap=st.integers(min_value=200, max_value=800))
@settings(max_examples=60, deadline=None)
def test_cap_result_keeps_a_prefix_and_says_how_to_read_on(text: str, cap: int) -> None:
    shown, cut = cap_result(text, cap, call_id="call_1")
    if cut is None:
        assert shown == text and count_tokens(text) <= cap
    else:
        head = shown[: cut["shown_chars"]]
        assert text.startswith(head) and cut["total_chars"] == len(text)
        assert f'offset={len(head)}' in shown and count_tokens(head) <= cap


@pytest.mark.parametrize(("raw", "expected"), [("2", 2.0), ("0.5", 0.5), ("999", 60.0), ("soon", None),
                                               (None, None)])
def test_retry_after_parsing(raw: str | None, expected: float | None) -> None:
    assert _retry_after({"retry-after": raw} if raw is not None else {}) == expected


def test_images_become_placeholders() -> None:
    from mcp.types import CallToolResult, ImageContent, TextContent

    result = CallToolResult(content=[TextContent(type="text", text='{"path": "/project1/out1"}'),
                                     ImageContent(type="image", data="QUJD" * 1000, mime_type="image/png")])
    converted = _result_from_mcp(result)
    assert converted.images == 1 and "[image: image/png of about 3,000 bytes, not shown]" in converted.text
    assert "QUJD" not in converted.text


@pytest.mark.parametrize(("table", "message"), [
    ({"td": {"url": "ftp://x"}}, "must start with http"),
    ({"td": {"url": "http://127.0.0.1:1/mcp", "command": "x"}}, "exactly one of"),
    ({"td": {}}, "exactly one of"),
    ({"td": {"url": "http://127.0.0.1:1/mcp", "colour": "red"}}, "unknown key"),
    ({"bad name!": {"url": "http://127.0.0.1:1/mcp"}}, "server names"),
    ({"tdcontext": {"url": "http://127.0.0.1:1/mcp"}}, "server names"),
    ({"td": {"url": "http://127.0.0.1:1/mcp", "tiers": {"x": "scary"}}}, "not one of"),
])
def test_server_config_errors_name_the_problem(table: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        parse_server_configs(table)


@pytest.mark.slow
def test_stdio_server_and_collisions_with_engine_tools(llm: ScriptedLLM, make_session: SessionFactory,
                                                       tmp_path: Path) -> None:
    """tdcontext's own MCP server over stdio: its td_* tools collide with the engine's and get prefixes."""
    other_home = tmp_path / "other"
    env = {"TDCONTEXT_HOME": str(other_home), "TDCONTEXT_EMBEDDER": "none",
           "PYTHONPATH": os.getcwd(), "PATH": os.environ.get("PATH", "")}
    session = make_session(mcp_servers={"tdc": {"command": sys.executable, "args": ["-m", "tdcontext.cli", "serve"],
                                                "env": env, "connect_timeout_seconds": 60}})
    assert "tdc__td_search" in session.tools.specs and "td_search" in session.tools.specs
    assert session.tools.specs["td_search"].server == "tdcontext"
    llm.add({"tool_calls": [{"name": "tdc__td_remember", "arguments": {"text": "remote note STDIOMARK"}}]},
            {"text": "stored remotely"})
    session.consent.yes = True
    result = session.run_turn("remember it over there")
    assert result.tool_calls[0]["outcome"] == "ok", result.tool_calls
    assert list(other_home.glob("corpus/**/*.md")) and "STDIOMARK" in next(other_home.glob("corpus/**/*.md")).read_text()
    assert not session.engine.search("STDIOMARK").hits


def test_read_result_redacts_secrets_in_log_excerpts(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session(tool_result_cap_tokens=200)
    secret = "sk-proj-" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4"
    session.full_results["call_9"] = ("filler text " * 400) + f"\napi_key = {secret}\n" + ("more " * 50)
    pages, offset = [], 0
    while True:
        page = session.read_result("call_9", offset)
        pages.append(page)
        if "next: td_read_result" not in page:
            break
        offset = int(page.rsplit("offset=", 1)[1].split(")")[0])
    joined = "".join(pages)
    assert secret not in joined and "REDACTED" in joined and len(pages) > 2
    with pytest.raises(InvalidInputError, match="no tool result"):
        session.read_result("call_missing", 0)
    with pytest.raises(InvalidInputError, match="outside"):
        session.read_result("call_9", 10**9)


def test_history_hook_can_fold_and_the_request_uses_it(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    def fold(history: list[dict[str, Any]], *, session: Any, budget: int, emergency: bool = False) -> list[dict[str, Any]]:
        if len(history) >= 4:
            return [{"seq": None, "role": "user", "content": "[gist] earlier turns folded"}, *history[-2:]]
        return history

    session = make_session(history_hook=fold)
    llm.check_chain = False  # a fold rewrites history on purpose: the one exception to the invariant
    llm.add({"text": "a"}, {"text": "b"}, {"text": "c"})
    for prompt in ("one", "two", "three"):
        session.run_turn(prompt)
    contents = [m["content"] for m in llm.requests[-1]["messages"][1:-1]]
    assert contents == ["[gist] earlier turns folded", "two", "b"]


def test_a_stdio_server_that_cannot_start_is_one_warning(llm: ScriptedLLM, make_session: SessionFactory,
                                                         tmp_path: Path) -> None:
    session = make_session(mcp_servers={"ghost": {"command": str(tmp_path / "no-such-server"),
                                                  "connect_timeout_seconds": 10}})
    llm.add({"text": "fine without it"})
    result = session.run_turn("hello")
    assert result.status == "success" and len(result.warnings) == 1 and "ghost" in result.warnings[0]
    assert not any(s.server == "ghost" for s in session.tools.specs.values())


def test_a_fold_mid_turn_never_loses_or_duplicates_the_turns_messages(llm: ScriptedLLM,
                                                                      make_session: SessionFactory) -> None:
    def fold(history: list[dict[str, Any]], *, session: Any, budget: int, emergency: bool = False) -> list[dict[str, Any]]:
        logged = [r for r in history if r.get("seq") is not None]
        if len(logged) >= 2:  # fold every logged message into one gist; the running turn stays
            return [{"seq": None, "role": "user", "content": "[gist]", "gist_of": [1, 2]},
                    *[r for r in history if r.get("seq") is None]]
        return history

    session = make_session(history_hook=fold)
    llm.check_chain = False
    llm.add({"text": "a"}, {"tool_calls": [{"name": "td_search", "arguments": {"query": "x"}}]},
            {"tool_calls": [{"name": "td_search", "arguments": {"query": "y"}}]}, {"text": "done"})
    session.run_turn("one")
    session.run_turn("two")
    records = SessionLog.open(session.settings.sessions_dir, session.session_id).messages()
    assert [r["role"] for r in records] == ["user", "assistant", "user", "assistant", "tool", "assistant", "tool",
                                            "assistant"]
    assert [r["turn"] for r in records] == [1, 1, 2, 2, 2, 2, 2, 2]


def test_a_server_that_comes_up_later_joins_at_the_next_turn(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    import socket
    import threading
    import time

    import uvicorn

    from tests.fakes_td import TDServer, build_td_server

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    session = make_session(mcp_servers={"touchdesigner": {"url": f"http://127.0.0.1:{port}/mcp",
                                                          "connect_timeout_seconds": 5}})
    session.reconnect_seconds = 0.0
    llm.check_chain = False  # the tool list changes once, on purpose
    llm.add({"text": "without TD"}, {"text": "with TD"})
    first = session.run_turn("hello")
    assert len(first.warnings) == 1 and "create_operator" not in session.tools.specs
    server = uvicorn.Server(uvicorn.Config(build_td_server(TDServer()).streamable_http_app(host="127.0.0.1"),
                                           host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 15
        while not server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        events: list[dict[str, Any]] = []
        second = session.run_turn("and now?", on_event=events.append)
        assert second.status == "success" and second.warnings == []
        assert {"type": "servers_back", "servers": ["touchdesigner"]} in events
        assert "create_operator" in session.tools.specs
        assert any(t["function"]["name"] == "create_operator" for t in llm.requests[-1]["tools"])
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def test_cap_result_counts_tokens_when_characters_are_fewer_than_tokens() -> None:
    # found by hypothesis: 209 characters that are 210 tokens (characters that take two bytes each)
    text = "0:0\x800\x800\x800:\x800ŉ0\x800\x800\x800\x800\x800\x800:\x800\x800\x800\x800\x80Ŵ" + "\x80" * 9 + \
        "\x90ĤĦĦĦĦĪĪĪĬĬĭĭƘƘƘƘƘıııĲĲĲĲĲĲĳĳĳĳĳĺĺĺĺĺĻĻƞĻƞƞƞŅŅŇŇŎŎŕŕƬƬƬƭƭƯƯṰ"
    cap = len(text)
    shown, cut = cap_result(text, cap, call_id="call_1")
    if count_tokens(text) > cap:
        assert cut is not None and shown != text
    else:
        assert cut is None and shown == text
