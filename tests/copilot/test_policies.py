"""Consent, capping, result conversion and the stdio MCP path: invariants and edge cases."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
