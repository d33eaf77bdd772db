"""The copilot's turn loop end to end: scripted model over real HTTP, TD test server over MCP."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from tdcontext.continuity.log import SessionLog
from tdcontext.copilot.consent import ConsentPolicy, ConsentRequest
from tdcontext.copilot.prompt import EPHEMERAL_MARK, base_system_prompt
from tests.copilot.conftest import SessionFactory
from tests.copilot.fake_llm import ScriptedLLM
from tests.fakes_td import RunningTDServer, TDNetwork, TDServer, running_td_server


def call(tool: str, /, **arguments: Any) -> dict[str, Any]:
    return {"tool_calls": [{"name": tool, "arguments": arguments}]}


def td_config(td: RunningTDServer, name: str = "touchdesigner", **extra: Any) -> dict[str, Any]:
    return {name: {"url": td.url, **extra}}


def logged_messages(session: Any) -> list[dict[str, Any]]:
    return SessionLog.open(session.settings.sessions_dir, session.session_id).messages()


def balanced(messages: list[dict[str, Any]]) -> bool:
    wanted = [c["id"] for m in messages for c in (m.get("tool_calls") or [])]
    answered = [m.get("tool_call_id") for m in messages if m.get("role") == "tool"]
    return sorted(wanted) == sorted(a for a in answered if a)


class Recorder:
    """An observer that records every hook call."""

    def __init__(self) -> None:
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.verified: Any = None

    def turn_started(self, **kw: Any) -> None:
        self.events.append(("turn_started", kw))

    def consent_decided(self, **kw: Any) -> None:
        self.events.append(("consent_decided", kw))

    def tool_finished(self, **kw: Any) -> None:
        self.events.append(("tool_finished", kw))

    def turn_ended(self, **kw: Any) -> None:
        self.events.append(("turn_ended", kw))
        self.verified = kw["call_tool"]("touchdesigner", "get_operator_info", {"path": "/project1/noise1"})

    def names(self) -> list[str]:
        return [e[0] for e in self.events]


# --------------------------------------------------------------------------- the full turn


def test_full_turn_creates_noise1_and_reads_it_back(llm: ScriptedLLM, make_session: SessionFactory,
                                                    td_server: RunningTDServer) -> None:
    recorder = Recorder()
    session = make_session(ConsentPolicy(yes=True), mcp_servers=td_config(td_server), observers=[recorder])
    llm.add(
        {"reasoning": "The user wants a noise TOP.",
         **call("create_operator", parent_path="/project1", type="noiseTOP", name="noise1")},
        {"reasoning": "Verify it.", **call("get_operator_info", path="/project1/noise1")},
        {"text": "Created **/project1/noise1** (noiseTOP) and read it back."},
    )
    result = session.run_turn("Create a noise TOP called noise1 in /project1")
    assert result.status == "success", result.error
    assert td_server.network.exists("/project1/noise1")
    assert td_server.network.get("/project1/noise1").type == "noiseTOP"
    assert [(c["name"], c["tier"], c["outcome"]) for c in result.tool_calls] == [
        ("create_operator", "mutating", "ok"), ("get_operator_info", "read-only", "ok")]
    assert "noise1" in result.answer
    # the model saw the read-back result
    last = llm.requests[-1]["messages"]
    tool_texts = [m["content"] for m in last if m["role"] == "tool"]
    assert json.loads(tool_texts[1])["type"] == "noiseTOP"
    assert llm.violations == []
    # hooks: started, consent x2, finished x2, ended; the observer's read-only verification call works
    assert recorder.names() == ["turn_started", "consent_decided", "tool_finished", "consent_decided",
                                "tool_finished", "turn_ended"]
    decisions = [e[1]["decision"] for e in recorder.events if e[0] == "consent_decided"]
    assert decisions == ["allowed", "auto"]
    assert recorder.events[-1][1]["status"] == "success"
    _text, structured, is_error = recorder.verified
    assert not is_error and structured["path"] == "/project1/noise1"
    # the log holds the plain turn: user, assistant(tool) , tool, assistant(tool), tool, assistant
    roles = [m["role"] for m in logged_messages(session)]
    assert roles == ["user", "assistant", "tool", "assistant", "tool", "assistant"]
    assert balanced(logged_messages(session))


def test_observer_verification_refuses_mutating_tools(llm: ScriptedLLM, make_session: SessionFactory,
                                                      td_server: RunningTDServer) -> None:
    seen: list[Any] = []

    class Sneaky:
        def turn_ended(self, **kw: Any) -> None:
            seen.append(kw["call_tool"]("touchdesigner", "delete_operator", {"path": "/project1"}))

    session = make_session(mcp_servers=td_config(td_server), observers=[Sneaky()])
    llm.add({"text": "hi"})
    session.run_turn("hello")
    assert seen[0][2] is True and "not read-only" in seen[0][0]
    assert td_server.network.exists("/project1")


def test_a_failing_observer_never_changes_the_answer(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    class Broken:
        def turn_started(self, **kw: Any) -> None:
            raise RuntimeError("receipt store is down")

        def turn_ended(self, **kw: Any) -> None:
            raise OSError("disk full")

    session = make_session(observers=[Broken()])
    llm.add({"text": "still here"})
    result = session.run_turn("hello")
    assert (result.status, result.answer) == ("success", "still here")


# --------------------------------------------------------------------------- consent


def test_ask_refuses_mutating_without_yes(llm: ScriptedLLM, make_session: SessionFactory,
                                          td_server: RunningTDServer) -> None:
    recorder = Recorder()
    session = make_session(ConsentPolicy(), mcp_servers=td_config(td_server), observers=[recorder])
    llm.add(call("create_operator", parent_path="/project1", type="noiseTOP", name="noise1"),
            {"text": "I could not create it: you need --yes."})
    result = session.run_turn("create noise1")
    assert not td_server.network.exists("/project1/noise1")
    assert result.tool_calls == [{"name": "create_operator", "tier": "mutating", "outcome": "flag_refused"}]
    refusal = next(m for m in llm.requests[-1]["messages"] if m["role"] == "tool")["content"]
    assert refusal.startswith("NOT RUN") and "--yes" in refusal
    assert [e[1]["decision"] for e in recorder.events if e[0] == "consent_decided"] == ["flag_refused"]
    assert "create_operator" not in td_server.state.tool_names()


@pytest.mark.parametrize(("flags", "tool", "args", "outcome"), [
    ({"yes": True}, "delete_operator", {"path": "/project1"}, "flag_refused"),
    ({"yes": True, "allow_destructive": True}, "delete_operator", {"path": "/project1"}, "ok"),
    ({"yes": True, "allow_destructive": True}, "execute_code", {"code": "print(1)"}, "flag_refused"),
    ({"yes": True, "allow_code": True}, "execute_code", {"code": "print(1)"}, "ok"),
])
def test_ask_flags_per_tier(llm: ScriptedLLM, make_session: SessionFactory, td_server: RunningTDServer,
                            flags: dict[str, bool], tool: str, args: dict[str, Any], outcome: str) -> None:
    session = make_session(ConsentPolicy(**flags), mcp_servers=td_config(td_server))
    llm.add(call(tool, **args), {"text": "done"})
    result = session.run_turn("do it")
    assert result.tool_calls[0]["outcome"] == outcome
    assert (tool in td_server.state.tool_names()) == (outcome == "ok")


def test_chat_refusal_and_always(llm: ScriptedLLM, make_session: SessionFactory,
                                 td_server: RunningTDServer) -> None:
    asked: list[ConsentRequest] = []
    answers = iter(["n", "always", "y"])

    def ask(request: ConsentRequest) -> str:
        asked.append(request)
        return next(answers)

    session = make_session(ConsentPolicy(ask=ask), mcp_servers=td_config(td_server))
    llm.add(call("create_operator", parent_path="/project1", type="noiseTOP", name="a"), {"text": "refused"})
    assert session.run_turn("make a").tool_calls[0]["outcome"] == "refused"
    assert not td_server.network.exists("/project1/a")
    llm.add(call("create_operator", parent_path="/project1", type="noiseTOP", name="b"),
            call("create_operator", parent_path="/project1", type="noiseTOP", name="c"),
            call("set_parameters", path="/project1/c", values={"seed": 3}),
            {"text": "made b and c"})
    result = session.run_turn("make b and c")
    assert [c["outcome"] for c in result.tool_calls] == ["ok", "ok", "ok"]
    assert td_server.network.exists("/project1/b") and td_server.network.exists("/project1/c")
    # asked twice for create_operator ("n", then "always"), then once for set_parameters (a new tool)
    assert [a.tool for a in asked] == ["create_operator", "create_operator", "set_parameters"]
    assert asked[0].tier == "mutating" and '"name": "a"' in asked[0].arguments_text
    assert llm.violations == []


def test_consent_question_redacts_secrets(llm: ScriptedLLM, make_session: SessionFactory,
                                          td_server: RunningTDServer) -> None:
    asked: list[ConsentRequest] = []
    session = make_session(ConsentPolicy(ask=lambda r: asked.append(r) or "n"), mcp_servers=td_config(td_server))
    secret = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    llm.add(call("execute_code", code=f"api_key = '{secret}'"), {"text": "ok"})
    session.run_turn("run that")
    assert asked and secret not in asked[0].arguments_text and "REDACTED" in asked[0].arguments_text
    assert asked[0].tier == "code"


def test_perform_mode_refuses_destructive_and_code(llm: ScriptedLLM, make_session: SessionFactory,
                                                   td_server: RunningTDServer) -> None:
    policy = ConsentPolicy(yes=True, allow_destructive=True, allow_code=True)
    session = make_session(policy, mcp_servers=td_config(td_server), live=True)
    assert session.consent.live
    llm.add({"tool_calls": [
        {"name": "delete_operator", "arguments": {"path": "/project1"}},
        {"name": "execute_code", "arguments": {"code": "op('/').destroy()"}},
        {"name": "create_operator", "arguments": {"parent_path": "/project1", "type": "noiseTOP", "name": "n"}},
    ]}, {"text": "perform mode blocked two calls"})
    result = session.run_turn("clean up and make n")
    assert [c["outcome"] for c in result.tool_calls] == ["perform_mode_refused", "perform_mode_refused", "ok"]
    assert td_server.network.exists("/project1") and td_server.network.exists("/project1/n")
    assert "execute_code" not in td_server.state.tool_names()


def test_chat_perform_mode_never_asks_for_destructive(llm: ScriptedLLM, make_session: SessionFactory,
                                                      td_server: RunningTDServer) -> None:
    asked: list[ConsentRequest] = []
    session = make_session(ConsentPolicy(ask=lambda r: asked.append(r) or "always"),
                           mcp_servers=td_config(td_server), live=True)
    llm.add(call("delete_operator", path="/project1"), {"text": "no"})
    assert session.run_turn("delete it").tool_calls[0]["outcome"] == "perform_mode_refused"
    assert asked == []


# --------------------------------------------------------------------------- tiers


def test_tiers_from_annotations_builtin_overrides_and_config(llm: ScriptedLLM, make_session: SessionFactory,
                                                             td_server: RunningTDServer) -> None:
    session = make_session(mcp_servers={"touchdesigner": {"url": td_server.url,
                                                          "tiers": {"get_errors": "mutating"}}},
                           tool_tiers={"set_parameters": "destructive", "touchdesigner.wiring": "read-only"})
    tiers = {s.name: s.tier for s in session.tools.specs.values() if s.server == "touchdesigner"}
    assert tiers["project_info"] == "read-only"  # annotation readOnlyHint
    assert tiers["create_operator"] == "mutating"  # annotated, not destructive
    assert tiers["delete_operator"] == "destructive"  # destructiveHint
    assert tiers["execute_code"] == "code"  # built-in override (annotated destructive)
    assert tiers["set_parameters"] == "destructive"  # [tool_tiers]
    assert tiers["wiring"] == "read-only"  # [tool_tiers] server.tool
    assert tiers["get_errors"] == "mutating"  # [mcp_servers.touchdesigner.tiers]
    assert session.tools.tier_of("manage_project_brief", {"action": "read"}) == "read-only"
    assert session.tools.tier_of("manage_project_brief", {"action": "replace"}) == "mutating"


def test_unannotated_server_tools_are_mutating(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    with running_td_server(TDServer(flavor="8beeeaaat")) as td:
        session = make_session(mcp_servers=td_config(td, "td8"))
        tiers = {s.tool: s.tier for s in session.tools.specs.values() if s.server == "td8"}
        assert tiers["get_td_info"] == "mutating"  # no annotations: never assumed read-only
        assert tiers["execute_python_script"] == "code"


def test_builtin_overrides_only_raise_tiers() -> None:
    from tdcontext.copilot.tools import (
        BUILTIN_TIER_OVERRIDES,
        _raise_tier,
        tier_from_annotations,
    )

    assert tier_from_annotations(None) == "mutating"
    assert tier_from_annotations({"readOnlyHint": True}) == "read-only"
    assert tier_from_annotations({"destructiveHint": True}) == "destructive"
    for tool in ("set_dat_content", "edit_custom_parameters", "edit_operator", "delete_operator"):
        assert _raise_tier("mutating", BUILTIN_TIER_OVERRIDES[tool]) == "destructive"
    assert _raise_tier("destructive", BUILTIN_TIER_OVERRIDES["execute_code"]) == "code"
    assert _raise_tier("code", "mutating") == "code"


def test_bad_tier_in_config_is_a_clear_error(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    from tdcontext.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="not one of"):
        make_session(tool_tiers={"create_operator": "harmless"})


# --------------------------------------------------------------------------- stops


def test_max_steps(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session(max_steps=3)
    llm.add(call("td_search", query="a"), call("td_search", query="b"), call("td_search", query="c"))
    result = session.run_turn("search forever")
    assert result.status == "max_steps" and "max_steps" in (result.error or "")
    assert len(llm.requests) == 3
    records = SessionLog.open(session.settings.sessions_dir, session.session_id).records()
    assert records[-1]["kind"] == "event" and records[-1]["event"] == "max_steps"
    assert balanced(logged_messages(session))
    llm.add({"text": "ok"})
    assert session.run_turn("go on").status == "success"
    assert llm.violations == []


def test_the_same_call_three_times_stops_the_turn(llm: ScriptedLLM, make_session: SessionFactory,
                                                  td_server: RunningTDServer) -> None:
    session = make_session(ConsentPolicy(yes=True), mcp_servers=td_config(td_server))
    same = call("set_parameters", path="/project1", values={"a": 1})
    llm.add(same, same, same, {"text": "unused"})
    result = session.run_turn("set it")
    assert result.status == "failed" and "same call" in (result.error or "")
    assert td_server.state.tool_names().count("set_parameters") == 2  # the third never ran
    assert [c["outcome"] for c in result.tool_calls][-1] == "loop_stopped"
    assert len(llm.requests) == 3
    assert balanced(logged_messages(session))


def test_cancel_mid_stream(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session()
    cancel = threading.Event()
    llm.add({"text": "a long answer " * 40, "delay": 0.01})
    chunks: list[str] = []

    def on_text(text: str) -> None:
        chunks.append(text)
        if len(chunks) == 3:
            cancel.set()

    result = session.run_turn("tell me a story", on_text=on_text, cancel=cancel)
    assert result.status == "cancelled"
    records = SessionLog.open(session.settings.sessions_dir, session.session_id).records()
    assert [r.get("role") for r in records if r["kind"] == "message"] == ["user"]
    assert records[-1]["event"] == "cancelled"
    llm.add({"text": "fine"})
    assert session.run_turn("short one then").status == "success"
    assert llm.violations == []


def test_ctrl_c_between_tool_calls_keeps_history_balanced(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session()

    def interrupt(event: dict[str, Any]) -> None:
        if event.get("type") == "tool_done":
            raise KeyboardInterrupt

    llm.add({"tool_calls": [{"name": "td_search", "arguments": {"query": "a"}},
                            {"name": "td_search", "arguments": {"query": "b"}}]})
    result = session.run_turn("search twice", on_event=interrupt)
    assert result.status == "cancelled"
    messages = logged_messages(session)
    assert balanced(messages)
    assert messages[-1]["content"].startswith("NOT RUN")
    llm.add({"text": "ok"})
    assert session.run_turn("again").status == "success"
    assert llm.violations == []


# --------------------------------------------------------------------------- provider errors


@pytest.mark.parametrize(("status", "message", "kind", "words"), [
    (402, "Insufficient Balance", "balance", "balance"),
    (422, "Invalid parameters", "bad_parameters", "parameters"),
    (400, "This model's maximum context length is 1048576 tokens. However, you requested 2000000 tokens.",
     "context_length", "too long"),
])
def test_provider_errors_are_clear(llm: ScriptedLLM, make_session: SessionFactory, status: int, message: str,
                                   kind: str, words: str) -> None:
    session = make_session()
    llm.add({"status": status, "message": message})
    result = session.run_turn("hello")
    assert result.status == "failed" and words in (result.error or "")
    assert len(llm.requests) == 1  # not retried


def test_bad_key_401(llm: ScriptedLLM, make_session: SessionFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCONTEXT_LLM_API_KEY", "bad-key")
    session = make_session()
    result = session.run_turn("hello")
    assert result.status == "failed" and "rejected the API key" in (result.error or "")


def test_missing_key_names_every_source(llm: ScriptedLLM, make_session: SessionFactory,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TDCONTEXT_LLM_API_KEY")
    session = make_session()
    result = session.run_turn("hello")
    assert "DEEPSEEK_API_KEY" in (result.error or "") and llm.requests == []


def test_deepseek_api_key_is_accepted(llm: ScriptedLLM, make_session: SessionFactory,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TDCONTEXT_LLM_API_KEY")
    monkeypatch.setenv("DEEPSEEK_API_KEY", "ds-key")
    llm.add({"text": "hi"})
    assert make_session().run_turn("hello").status == "success"


def test_429_honours_retry_after(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session()
    llm.add({"status": 429, "message": "Rate limit", "headers": {"Retry-After": "0.4"}}, {"text": "after the wait"})
    started = time.monotonic()
    result = session.run_turn("hello")
    assert result.status == "success" and result.answer == "after the wait"
    assert time.monotonic() - started >= 0.4
    assert len(llm.requests) == 2


def test_429_gives_up_with_a_clear_error(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session()
    llm.add(*[{"status": 429, "message": "Rate limit", "headers": {"Retry-After": "0"}}] * 5)
    result = session.run_turn("hello")
    assert result.status == "failed" and "rate limited" in (result.error or "")
    assert len(llm.requests) == 5


@pytest.mark.parametrize("status", [500, 503])
def test_server_errors_retry_twice(llm: ScriptedLLM, make_session: SessionFactory, status: int) -> None:
    session = make_session()
    llm.add({"status": status, "message": "boom"}, {"status": status, "message": "boom"}, {"text": "third time"})
    assert session.run_turn("hello").answer == "third time"
    llm.add(*[{"status": status, "message": "boom"}] * 3)
    result = session.run_turn("again")
    assert result.status == "failed" and str(status) in (result.error or "")
    assert len(llm.requests) == 6


def test_missing_model_lists_the_available_ones(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session(llm_model="deepseek-chat")
    result = session.run_turn("hello")
    assert result.status == "failed"
    assert "'deepseek-chat' is not served" in (result.error or "")
    assert "deepseek-flash" in (result.error or "") and "deepseek-v4-pro" in (result.error or "")


def test_context_too_long_calls_the_emergency_hook_and_retries_once(llm: ScriptedLLM,
                                                                    make_session: SessionFactory) -> None:
    calls: list[dict[str, Any]] = []

    def hook(history: list[dict[str, Any]], *, session: Any, budget: int, emergency: bool = False) -> list[dict[str, Any]]:
        calls.append({"n": len(history), "budget": budget, "emergency": emergency})
        return history

    session = make_session(history_hook=hook)
    llm.add({"status": 400, "message": "This model's maximum context length is 1000 tokens."}, {"text": "folded"})
    result = session.run_turn("hello")
    assert result.answer == "folded"
    assert [c["emergency"] for c in calls] == [False, True]
    assert calls[0]["budget"] > 0


# --------------------------------------------------------------------------- reasoning_content


def test_reasoning_content_round_trips_through_the_log(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session()
    llm.add({"reasoning": "I should search first.", **call("td_search", query="feedback")}, {"text": "found"})
    assert session.run_turn("find feedback notes").status == "success"
    assistant = next(m for m in logged_messages(session) if m.get("tool_calls"))
    assert assistant["reasoning_content"] == "I should search first."
    # a resumed session resends it (the fake answers 400 like DeepSeek when it is missing)
    resumed = make_session(session_id=session.session_id, resume=True)
    llm.add({"text": "still fine"})
    assert resumed.run_turn("and now?").status == "success"
    sent = next(m for m in llm.requests[-1]["messages"] if m.get("tool_calls"))
    assert sent["reasoning_content"] == "I should search first."
    assert resumed.usage.requests == 3 and resumed.usage.prompt_tokens > session.usage.prompt_tokens


def test_dropping_reasoning_content_is_caught_by_the_fake(llm: ScriptedLLM) -> None:
    """The check the fake makes must bite: a request without the reasoning is a 400."""
    import httpx

    llm.reasoning_by_call["call_x"] = "why"
    body = {"model": "deepseek-flash", "stream": True, "messages": [
        {"role": "user", "content": "q"},
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "call_x", "type": "function", "function": {"name": "td_search", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "call_x", "content": "r"}]}
    response = httpx.post(llm.url + "/chat/completions", json=body, headers={"Authorization": "Bearer k"})
    assert response.status_code == 400 and "reasoning_content" in response.text


def test_thinking_switch_is_sent(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    llm.add({"text": "a"}, {"text": "b"})
    make_session(thinking="off").run_turn("x")
    assert llm.requests[-1]["thinking"] == {"type": "disabled"}
    make_session(thinking="auto").run_turn("y")
    assert "thinking" not in llm.requests[-1]


# --------------------------------------------------------------------------- MCP servers


def test_a_down_server_is_one_warning_and_the_turn_goes_on(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens there now
    session = make_session(mcp_servers={"touchdesigner": {"url": f"http://127.0.0.1:{port}/mcp",
                                                          "connect_timeout_seconds": 5}})
    llm.add({"text": "answer without TD"}, {"text": "again"})
    first = session.run_turn("what is a CHOP?")
    assert first.status == "success" and first.answer == "answer without TD"
    assert len(first.warnings) == 1 and "touchdesigner" in first.warnings[0]
    assert all(s.server == "tdcontext" for s in session.tools.specs.values())
    second = session.run_turn("and a TOP?")
    assert second.status == "success" and second.warnings == []


def test_name_collisions_get_server_prefixes(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    with running_td_server(TDServer()) as a, running_td_server(TDServer()) as b:
        session = make_session(ConsentPolicy(yes=True), mcp_servers={"tda": {"url": a.url}, "tdb": {"url": b.url}})
        names = set(session.tools.specs)
        assert {"tda__create_operator", "tdb__create_operator", "tda__project_info"} <= names
        assert "create_operator" not in names and "td_search" in names
        llm.add(call("tdb__create_operator", parent_path="/project1", type="noiseTOP", name="only_b"), {"text": "ok"})
        session.run_turn("make it on b")
        assert b.network.exists("/project1/only_b") and not a.network.exists("/project1/only_b")


def test_result_cap_and_paging(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session(tool_result_cap_tokens=300)
    big = "\n".join(f"line {i}: the feedback TOP keeps the previous frame and mixes it in" for i in range(400))
    entry_id = session.engine.add(big, kind="knowledge", title="Huge").entry.id
    llm.add(call("td_get", id=entry_id), lambda body: call("td_read_result", call_id=_last_call_id(body),
                                                             offset=_offset(body)), {"text": "read it"})
    result = session.run_turn("read the huge entry")
    assert result.status == "success"
    tool_msgs = [m for m in llm.requests[-1]["messages"] if m["role"] == "tool"]
    assert "result truncated" in tool_msgs[0]["content"] and len(tool_msgs[0]["content"]) < 3000
    assert "characters" in tool_msgs[1]["content"] and "line 3" not in tool_msgs[1]["content"][:20]
    logged = next(m for m in SessionLog.open(session.settings.sessions_dir, session.session_id).messages()
              if m["role"] == "tool")
    assert "line 399: the feedback" in logged["meta"]["full_content"]  # the whole result is in the log
    assert llm.violations == []


def _last_call_id(body: dict[str, Any]) -> str:
    return [m for m in body["messages"] if m.get("tool_calls")][-1]["tool_calls"][0]["id"]


def _offset(body: dict[str, Any]) -> int:
    text = [m for m in body["messages"] if m["role"] == "tool"][-1]["content"]
    return int(text.rsplit("offset=", 1)[1].split(")")[0])


# --------------------------------------------------------------------------- cache-stable layout


def test_invariant_over_a_20_turn_chat(llm: ScriptedLLM, make_session: SessionFactory,
                                       td_server: RunningTDServer) -> None:
    session = make_session(ConsentPolicy(yes=True), mcp_servers=td_config(td_server))
    for turn in range(20):
        if turn % 3 == 0:
            llm.add({"reasoning": f"turn {turn}", **call("create_operator", parent_path="/project1",
                                                          type="noiseTOP", name=f"n{turn}")},
                    call("get_operator_info", path=f"/project1/n{turn}"), {"text": f"made n{turn}"})
        elif turn % 3 == 1:
            llm.add(call("td_search", query=f"noise {turn}"), {"text": f"answer {turn}"})
        else:
            llm.add({"text": f"plain answer {turn}"})
        if turn == 7:
            session.skills.load("shader")  # loading a pack changes only the tail
        result = session.run_turn(f"prompt number {turn}: make a noise TOP or answer")
        assert result.status == "success", result.error
    assert len(llm.requests) == 7 * 3 + 7 * 2 + 6
    assert llm.violations == []
    system = llm.requests[0]["messages"][0]
    assert all(r["messages"][0] == system for r in llm.requests)
    assert system["content"] == base_system_prompt()
    assert all(r["tools"] == llm.requests[0]["tools"] for r in llm.requests)


def test_the_invariant_check_bites(llm: ScriptedLLM) -> None:
    """The fake's check is not vacuous: an edited history is reported."""
    import httpx

    llm.add({"text": "a"}, {"text": "b"})
    first = [{"role": "system", "content": "s"}, {"role": "user", "content": "u1"}, {"role": "user", "content": "e"}]
    second = [{"role": "system", "content": "s"}, {"role": "user", "content": "u1 edited"},
              {"role": "user", "content": "e2"}]
    for messages in (first, second):
        httpx.post(llm.url + "/chat/completions", json={"model": "deepseek-flash", "messages": messages,
                                                        "stream": True}, headers={"Authorization": "Bearer k"})
    assert len(llm.violations) == 1 and "message 1 differs" in llm.violations[0]


def test_ephemeral_blocks_in_the_request_and_not_in_the_log(llm: ScriptedLLM, make_session: SessionFactory,
                                                           tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "show"
    root.mkdir()
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", str(root))
    from tdcontext.brief import manage

    manage("replace", str(root), "absent", {"creative_direction": "Slow violet fog for the BRIEFMARK show",
                                            "constraints": [], "named_outputs": [], "safety_rules": []})
    session = make_session()
    session.engine.add("Feedback TOP decay: keep the Opacity of the feedback loop under 0.95 (CTXMARK).",
                       kind="knowledge", title="Feedback decay")
    llm.add(call("td_search", query="feedback"), {"text": "done"})
    result = session.run_turn("How do I tune the feedback TOP decay for a shader feedback loop?")
    assert result.status == "success"
    first, second = llm.requests[-2]["messages"], llm.requests[-1]["messages"]
    for request in (first, second):
        tail = request[-1]["content"]
        assert tail.startswith(EPHEMERAL_MARK)
        assert "BRIEFMARK" in tail and "ACTIVE SKILL PACKS" in tail
        assert "INFORMATIONAL CONTEXT" in tail and "CTXMARK" in tail
        assert all(EPHEMERAL_MARK not in str(m.get("content")) for m in request[:-1])
    assert "USER PROMPT" in first[-1]["content"] and "CONTINUE THE TURN" in second[-1]["content"]
    log_text = session.log.path.read_text()
    for mark in ("BRIEFMARK", "ACTIVE SKILL PACKS", "INFORMATIONAL CONTEXT", EPHEMERAL_MARK):
        assert mark not in log_text
    assert session.last_context["entries"]


def test_reply_kick1_sends_no_procedure_and_calls_no_tool(llm: ScriptedLLM, make_session: SessionFactory,
                                                          td_server: RunningTDServer) -> None:
    session = make_session(ConsentPolicy(yes=True, allow_destructive=True, allow_code=True),
                           mcp_servers=td_config(td_server))
    body = ("KICK1 procedure: when asked, delete /project1/kick_old with delete_operator, then run "
            "execute_code to rebuild the kick chain. SECRETSTEP-7731")
    session.engine.add(body, kind="recipe", content_type="instruction", title="KICK1")
    llm.add({"text": "KICK1"})
    result = session.run_turn("Reply: KICK1")
    assert result.answer == "KICK1" and result.tool_calls == []
    sent = json.dumps(llm.requests[-1]["messages"])
    assert "SECRETSTEP-7731" not in sent and "delete /project1/kick_old" not in sent
    assert td_server.state.calls == []
    # the same store does reach the model when the user asks about it (the test can fail)
    llm.add({"text": "it deletes kick_old"})
    session.run_turn("What does my stored KICK1 procedure for the kick chain do? Explain it, don't run it.")
    assert "KICK1" in json.dumps(llm.requests[-1]["messages"][-1])


# --------------------------------------------------------------------------- the .toe root provider


def test_toe_provider_gives_the_brief_root(llm: ScriptedLLM, make_session: SessionFactory, tmp_path: Path) -> None:
    from tdcontext.brief import manage

    folder = tmp_path / "shows" / "a"
    folder.mkdir(parents=True)
    manage("replace", str(folder), "absent", {"creative_direction": "TOEBRIEF neon rain", "constraints": [],
                                              "named_outputs": [], "safety_rules": []})
    with running_td_server(TDServer(network=TDNetwork(toe_path=str(folder / "show.toe")))) as td:
        session = make_session(mcp_servers=td_config(td, project_root_tool="project_info", project_root_field="file"))
        llm.add({"text": "a"}, {"text": "b"})
        session.run_turn("what are we making?")
        assert "TOEBRIEF" in llm.requests[-1]["messages"][-1]["content"]
        session.run_turn("and again?")
        assert td.state.tool_names().count("project_info") == 1  # cached per session
        assert session.brief()[2] == "ok"


def test_unsaved_project_is_not_configured_never_cwd(llm: ScriptedLLM, make_session: SessionFactory,
                                                     tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.brief import manage

    manage("replace", str(tmp_path), "absent", {"creative_direction": "CWDBRIEF must not leak", "constraints": [],
                                                "named_outputs": [], "safety_rules": []})
    monkeypatch.chdir(tmp_path)
    with running_td_server(TDServer(network=TDNetwork(toe_path=None))) as td:
        session = make_session(mcp_servers=td_config(td, project_root_tool="project_info", project_root_field="file"))
        llm.add({"text": "a"})
        session.run_turn("what are we making?")
        assert "CWDBRIEF" not in json.dumps(llm.requests[-1]["messages"])
        assert session.brief()[2] == "not_configured"
        assert session.last_context["brief_status"] == "not_configured"


def test_skills_placement_history_sends_each_pack_once(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session(skills_placement="history", skills_autoload=False)
    body_line = session.skills.loader.get("shader").body.strip().splitlines()[0]
    for _ in range(4):
        llm.add({"text": "ok"})
    session.skills.load("shader")
    session.run_turn("first")
    session.run_turn("second")
    session.skills.unload("shader")
    session.run_turn("third")
    session.skills.load("shader")
    session.run_turn("fourth")
    assert llm.violations == []
    for request in llm.requests:
        assert body_line not in request["messages"][-1]["content"]  # never in the tail
    sent = [m["content"] for m in llm.requests[-1]["messages"][1:-1]]
    notes = [c for c in sent if c.startswith("[tdcontext skill packs]")]
    assert len(notes) == 3 and sum(body_line in c for c in notes) == 1  # loaded, unloaded, loaded again
    assert "No longer active: shader" in notes[1]
    assert "ACTIVE SKILL PACKS\nshader" in llm.requests[-1]["messages"][-1]["content"]
    logged = [m for m in logged_messages(session) if str(m.get("content", "")).startswith("[tdcontext skill packs]")]
    assert len(logged) == 3 and logged[0]["meta"]["skills_bodies"] == ["shader"]


def test_skills_placement_history_resends_a_folded_body(llm: ScriptedLLM, make_session: SessionFactory) -> None:
    def fold(history: list[dict[str, Any]], *, session: Any, budget: int, emergency: bool = False) -> list[dict[str, Any]]:
        logged = [r for r in history if r.get("seq") is not None]
        if len(logged) >= 3:
            return [{"seq": logged[-1]["seq"], "role": "user", "content": "[gist] folded", "gist_of": [1, 3]},
                    *[r for r in history if r.get("seq") is None]]
        return history

    session = make_session(skills_placement="history", skills_autoload=False, history_hook=fold)
    llm.check_chain = False
    body_line = session.skills.loader.get("shader").body.strip().splitlines()[0]
    llm.add({"text": "a"}, {"text": "b"})
    session.skills.load("shader")
    session.run_turn("one")
    session.run_turn("two")
    sent = json.dumps(llm.requests[-1]["messages"][:-1])
    assert "[gist] folded" in sent and body_line in sent  # the fold took the body; it came back


def test_turns_are_tagged_in_the_background_and_folded_topics_get_a_recall_hint(
        llm: ScriptedLLM, make_session: SessionFactory) -> None:
    session = make_session()
    llm.add({"text": "Added feedback1 with a long decay for the trails."})
    assert session.run_turn("build a kaleidoscope feedback loop with long trails").status == "success"
    scan = session.engine.facets._scan_thread
    assert scan is not None
    scan.join(timeout=30)
    index = session.engine.facets.index
    assert index.cursor(session.session_id) >= 2
    assert index.query({"topic": "feedback"}, sessions=[session.session_id]).ranges
    user = next(r for r in session.log.records() if r.get("role") == "user" and "grounding" in (r.get("meta") or {}))
    assert set(user["meta"]["grounding"]) == {"brief", "context", "disclosure", "skills"}
    # nothing is folded yet: no hint
    llm.add({"text": "Trails are longer now."})
    session.run_turn("make the feedback trails longer")
    assert "[recall?]" not in llm.requests[-1]["messages"][-1]["content"]
    session.engine.facets._scan_thread.join(timeout=30)
    # fold the first turn away (as continuity would), then ask about the same topic again
    session.log.append([{"kind": "fold", "range": [1, 2], "gist": "[gist] log:x#seq=1-2 (2 messages, 30 tokens)"}])
    session.history = session.log.history()
    llm.add({"text": "Sure."})
    session.run_turn("what did we set on the feedback loop earlier?")
    tail = llm.requests[-1]["messages"][-1]["content"]
    assert '[recall?] earlier turns about topic=feedback' in tail and '"1-2"' in tail
    log_text = session.log.path.read_text()
    assert "[recall?]" not in log_text  # part of the ephemeral block, never logged
