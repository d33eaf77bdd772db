"""Per-connection state through the full MCP server: skills and gated context by tool name."""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client

from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _data(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    return result.structured_content  # type: ignore[no-any-return]


async def test_each_server_session_has_its_own_active_skills(engine: Engine) -> None:
    # stdio: one process per client, so one server per client; HTTP maps Mcp-Session-Id
    async with Client(build_server(engine)) as first, Client(build_server(engine)) as second:
        loaded = await first.call_tool("td_load_skill", {"name": "shader"})
        assert not loaded.is_error and "GLSL" in loaded.content[0].text
        await first.call_tool("td_load_skill", {"name": "popx"})
        evicting = await first.call_tool("td_load_skill", {"name": "debugging"})
        said = " ".join(c.text for c in evicting.content)
        assert said.count("evicted 'shader'") == 1  # said once (issue 9 item 20)
        assert _data(await first.call_tool("td_list_skills", {"active_only": True}))["active"] == ["popx", "debugging"]
        assert _data(await second.call_tool("td_list_skills", {"active_only": True}))["active"] == []


async def test_unknown_skill_is_a_tool_error_listing_names(engine: Engine) -> None:
    async with Client(build_server(engine)) as client:
        result = await client.call_tool("td_load_skill", {"name": "nope"})
        assert result.is_error and "shader" in result.content[0].text


async def test_td_context_by_name(engine: Engine) -> None:
    async with Client(build_server(engine)) as client:
        data = _data(await client.call_tool("td_context", {"prompt": "Reply: KICK1"}))
        assert data["entries"] == [] and data["block"] == "" and data["intent"] == "echo"
        bad = await client.call_tool("td_context", {"prompt": "hello", "project": "bad name!"})
        assert bad.is_error
