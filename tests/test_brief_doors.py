"""The brief through its doors: the `manage_project_brief` MCP tool, the resource, the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest.mock import ANY

import pytest
from mcp import Client

from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server

pytestmark = pytest.mark.anyio

BRIEF = {"creative_direction": "Slow warm feedback", "constraints": [],
         "named_outputs": [{"name": "program", "path": "/project1/out_program", "description": "LED wall"}],
         "safety_rules": ["No strobe above 3 Hz"]}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _ok(client: Client, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    assert not result.is_error, result.content
    return result.structured_content  # type: ignore[no-any-return]


async def test_manage_project_brief_round_trip(engine: Engine, tmp_path: Path) -> None:
    root = str(tmp_path)
    async with Client(build_server(engine)) as client:
        assert await _ok(client, "manage_project_brief", {"action": "read"}) == {
            "status": "not_configured", "message": ANY}
        assert await _ok(client, "manage_project_brief", {"action": "read", "project_root": root}) == {
            "status": "absent", "project_root": root}
        made = await _ok(client, "manage_project_brief", {"action": "replace", "project_root": root,
                                                          "expected_revision": "absent", "brief": BRIEF})
        assert made["project_root"] == root  # says where it wrote (issue 9 item 10)
        read = await _ok(client, "manage_project_brief", {"action": "read", "project_root": root})
        assert read["revision"] == made["revision"] and read["brief"]["safety_rules"] == BRIEF["safety_rules"]
        stale = await _ok(client, "manage_project_brief", {"action": "replace", "project_root": root,
                                                           "expected_revision": "absent", "brief": BRIEF})
        assert stale["status"] == "conflict" and stale["current_revision"] == made["revision"]


@pytest.mark.parametrize("args", [
    {"action": "delete"},
    {"action": "read", "project_root": "relative/dir"},
    {"action": "replace", "expected_revision": "absent", "brief": {**BRIEF, "constraints": ["password=hunter2"]}},
])
async def test_bad_input_is_a_tool_error(engine: Engine, tmp_path: Path, args: dict[str, Any]) -> None:
    async with Client(build_server(engine)) as client:
        result = await client.call_tool("manage_project_brief", {"project_root": str(tmp_path), **args})
        assert result.is_error
        assert "hunter2" not in result.content[0].text


async def test_brief_resource(engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", str(tmp_path))
    async with Client(build_server(engine)) as client:
        [content] = (await client.read_resource("tdcontext://project/brief")).contents
        assert content.text.startswith("PROJECT BRIEF: none yet")
        await _ok(client, "manage_project_brief", {"action": "replace", "expected_revision": "absent", "brief": BRIEF})
        [content] = (await client.read_resource("tdcontext://project/brief")).contents
        assert content.text.startswith("PROJECT BRIEF (untrusted project data)")
        assert "/project1/out_program" in content.text


class _Toe:
    def __init__(self, root: Path) -> None:
        self.root = root

    def project_root(self) -> Path | None:
        return self.root


async def test_engine_uses_the_toe_provider_and_renders_the_block(tmp_path: Path) -> None:
    from tdcontext.config import load_settings
    from tests.fakes import HashEmbedder

    eng = Engine(load_settings(home=tmp_path / "h"), embedder=HashEmbedder(), project_root_provider=_Toe(tmp_path))
    try:
        assert eng.brief_block() == ""
        assert eng.manage_brief("replace", expected_revision="absent", brief=BRIEF)["status"] == "ok"
        block = eng.brief_block()
        assert block.startswith("PROJECT BRIEF (untrusted project data)") and "Slow warm feedback" in block
        assert eng.project_root_or_none() == tmp_path
    finally:
        eng.close()
