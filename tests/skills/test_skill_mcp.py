"""The skill tools and resources, called by name through an in-memory MCP client."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from mcp import Client
from mcp.server.mcpserver import MCPServer

from tdcontext.mcp_server.skills import register_skill_tools
from tdcontext.skills import SkillLoader, SkillSession

from .conftest import MakePack


def _server(loader: SkillLoader) -> tuple[MCPServer, SkillSession]:
    server = MCPServer("tdcontext-skills-test")
    session = SkillSession(loader)
    register_skill_tools(server, lambda ctx: session, loader)
    return server, session


def _text(result: Any) -> str:
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


def test_tools_reachable_by_name(loader: SkillLoader) -> None:
    server, session = _server(loader)

    async def scenario() -> None:
        async with Client(server) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert {"td_load_skill", "td_unload_skill", "td_list_skills"} <= tools

            listing = await client.call_tool("td_list_skills", {})
            assert not listing.is_error
            data = listing.structured_content
            assert [s["name"] for s in data["skills"]][:2] == ["audio-reactive", "debugging"]
            assert all("body" not in s for s in data["skills"])

            loaded = await client.call_tool("td_load_skill", {"name": "feedback_loops"})
            assert not loaded.is_error
            assert loaded.content[0].text == loader.get("feedback-loops").body
            assert loaded.structured_content["active"] == ["feedback-loops"]

            await client.call_tool("td_load_skill", {"name": "shader"})
            third = await client.call_tool("td_load_skill", {"name": "popx"})
            assert third.structured_content["evicted"] == ["feedback-loops"]
            assert _text(third).count("evicted 'feedback-loops'") == 1

            active = await client.call_tool("td_list_skills", {"active_only": True})
            assert [s["name"] for s in active.structured_content["skills"]] == ["popx", "shader"]
            assert active.structured_content["active"] == ["shader", "popx"]

            unloaded = await client.call_tool("td_unload_skill", {"name": "shader"})
            assert not unloaded.is_error
            assert unloaded.structured_content["unloaded"] is True
            assert unloaded.structured_content["active"] == ["popx"]

    asyncio.run(scenario())
    assert session.active_names() == ("popx",)


def test_unknown_skill_is_a_tool_error_listing_names(loader: SkillLoader) -> None:
    server, _ = _server(loader)

    async def scenario() -> None:
        async with Client(server) as client:
            result = await client.call_tool("td_load_skill", {"name": "vfx-magic"})
            assert result.is_error
            assert "SkillError" in _text(result) and "no skill named 'vfx-magic'" in _text(result)
            assert "python-extensions" in _text(result)
            result = await client.call_tool("td_unload_skill", {"name": "vfx-magic"})
            assert result.is_error

    asyncio.run(scenario())


def test_resources_serve_bodies_and_references(loader: SkillLoader, make_user_pack: MakePack) -> None:
    pack_dir = make_user_pack("lasers", body="# Lasers\n\nUse POP data for lasers.")
    (pack_dir / "references").mkdir()
    (pack_dir / "references" / "ilda.md").write_text("ILDA notes", encoding="utf-8")
    server, session = _server(loader)

    async def scenario() -> None:
        async with Client(server) as client:
            body = await client.read_resource("tdcontext://skills/shader")
            assert body.contents[0].text == loader.get("shader").body
            ref = await client.read_resource("tdcontext://skills/lasers/ilda.md")
            assert ref.contents[0].text == "ILDA notes"
            index = json.loads((await client.read_resource("tdcontext://skills")).contents[0].text)
            assert "lasers" in [s["name"] for s in index["skills"]]
            templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
            assert {"tdcontext://skills/{name}", "tdcontext://skills/{name}/{file}"} <= templates
            with pytest.raises(Exception, match="no skill named"):
                await client.read_resource("tdcontext://skills/nothing-here")
            with pytest.raises(Exception, match="no reference"):
                await client.read_resource("tdcontext://skills/lasers/missing.md")

    asyncio.run(scenario())
    assert session.active_names() == ()  # reading resources never activates a pack
