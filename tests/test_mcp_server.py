"""The MCP door through the SDK's in-memory Client: each tool by name, the entry resource,
and bad input as a real tool error (is_error=True), never an "Error" string as success."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server, connection_help
from tests.fakes import FailingEmbedder, HashEmbedder

pytestmark = pytest.mark.anyio

HIT_KEYS = {"id", "title", "kind", "content_type", "project", "score", "ranks", "snippet"}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def bare() -> Iterator[Engine]:
    eng = Engine(load_settings(hide_builtin=True), embedder=HashEmbedder())
    yield eng
    eng.close()


@pytest.fixture
async def client(bare: Engine) -> AsyncIterator[Client]:
    async with Client(build_server(bare)) as c:
        yield c


async def _ok(client: Client, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    assert result.is_error is False, result.content
    data = result.structured_content
    assert isinstance(data, dict)
    assert json.loads(result.content[0].text) == data  # text mirrors the structured content
    return data


async def _err(client: Client, tool: str, args: dict[str, Any]) -> str:
    result = await client.call_tool(tool, args)
    assert result.is_error is True, result
    assert not result.structured_content
    return " ".join(getattr(c, "text", "") for c in result.content)


async def test_lists_the_tools_and_the_resource_template(client: Client) -> None:
    names = {t.name for t in (await client.list_tools()).tools}
    assert {"td_remember", "td_search", "td_get", "td_forget"} <= names
    for tool in (await client.list_tools()).tools:
        assert tool.description and len(tool.description) > 20, tool.name
    templates = [t.uri_template for t in (await client.list_resource_templates()).resource_templates]
    assert "tdcontext://entries/{id}" in templates


async def test_remember_get_search_forget_round_trip(client: Client, bare: Engine) -> None:
    saved = await _ok(client, "td_remember", {
        "text": "The show output is /project1/out_program at 1920x1080", "kind": "memory",
        "content_type": "fact", "title": "Show output", "tags": ["output", "show"], "project": "gig"})
    entry_id = saved["id"]
    assert entry_id.startswith("mem_") and saved["embedding_indexed"] is True
    assert (saved["title"], saved["tags"], saved["project"]) == ("Show output", ["output", "show"], "gig")
    assert bare.get(entry_id).text.startswith("The show output")

    raw = await client.call_tool("td_get", {"id": entry_id})
    got = raw.structured_content
    assert got["raw_text"] == "The show output is /project1/out_program at 1920x1080" and got["id"] == entry_id
    assert raw.content[0].text == got["text"] and got["text"].startswith("UNTRUSTED DATA")

    found = await _ok(client, "td_search", {"query": "show output resolution", "k": 5})
    assert set(found) == {"label", "query", "mode", "degraded", "hits"}
    assert found["degraded"] is False and found["hits"][0]["id"] == entry_id
    assert set(found["hits"][0]) == HIT_KEYS and found["hits"][0]["ranks"] == {"bm25": 1, "vector": 1}

    gone = await _ok(client, "td_forget", {"id": entry_id})
    assert gone == {"forgotten": entry_id}
    assert (await _ok(client, "td_search", {"query": "show output"}))["hits"] == []
    assert "NotFoundError" in await _err(client, "td_get", {"id": entry_id})


async def test_search_options(client: Client, bare: Engine) -> None:
    kick = bare.add("kick drum flash recipe", kind="recipe").entry.id
    note = bare.add("kick drum memory note", project="p2").entry.id
    for mode in ("bm25", "vector", "hybrid"):
        out = await _ok(client, "td_search", {"query": "kick drum", "mode": mode})
        assert out["mode"] == mode and {h["id"] for h in out["hits"]} == {kick, note}
    assert [h["id"] for h in (await _ok(client, "td_search", {"query": "kick", "kind": "recipe"}))["hits"]] == [kick]
    assert [h["id"] for h in (await _ok(client, "td_search", {"query": "kick", "project": "p2"}))["hits"]] == [note]
    assert len((await _ok(client, "td_search", {"query": "kick", "k": 1}))["hits"]) == 1


@pytest.mark.parametrize(
    ("tool", "args", "fragment"),
    [
        ("td_remember", {"text": ""}, "empty"),
        ("td_remember", {"text": "   \n"}, "empty"),
        ("td_remember", {"text": "x", "kind": "note"}, "'note'"),
        ("td_remember", {"text": "x", "content_type": "essay"}, "'essay'"),
        ("td_remember", {"text": "x", "project": "builtin"}, "read-only"),
        ("td_remember", {"text": "x", "tags": ["has space"]}, "tag"),
        ("td_remember", {"text": "x" * 1_000_001}, "at most 1000000 characters"),
        ("td_remember", {}, "text"),
        ("td_get", {"id": "missing"}, "'missing'"),
        ("td_get", {"id": "../etc/passwd"}, "safe file name"),
        ("td_get", {}, "id"),
        ("td_forget", {"id": "missing"}, "'missing'"),
        ("td_search", {"query": "x", "mode": "fuzzy"}, "'fuzzy'"),
        ("td_search", {"query": "x", "k": 0}, "k: Input should be greater than or equal to 1 (got 0)"),
        ("td_search", {"query": "x", "kind": "bogus"}, "'bogus'"),
        ("td_search", {}, "query"),
    ],
)
async def test_bad_input_is_a_tool_error(client: Client, bare: Engine, tool: str, args: dict[str, Any],
                                         fragment: str) -> None:
    message = await _err(client, tool, args)
    assert fragment in message
    assert bare.list() == []


@pytest.mark.parametrize("query", ['"', "NEAR(", "AND OR NOT", "🎛️", "x" * 10_000, ""])
async def test_any_query_string_is_answered(client: Client, bare: Engine, query: str) -> None:
    bare.add("something to find")
    assert isinstance((await _ok(client, "td_search", {"query": query}))["hits"], list)


async def test_entry_resource(client: Client, bare: Engine) -> None:
    entry_id = bare.add("Body of the entry", title="Resource title", kind="knowledge").entry.id
    result = await client.read_resource(f"tdcontext://entries/{entry_id}")
    [content] = result.contents
    assert content.mime_type == "text/markdown"
    assert content.text.startswith("UNTRUSTED DATA") and '┃ title: "Resource title"' in content.text
    assert "┃ Body of the entry" in content.text and f"entry id={entry_id}" in content.text
    with pytest.raises(MCPError, match="'nope'"):
        await client.read_resource("tdcontext://entries/nope")
    with pytest.raises(MCPError):
        await client.read_resource("tdcontext://entries/bad%20id")


async def test_degraded_search_and_remember_with_a_failing_embedder() -> None:
    with Engine(load_settings(hide_builtin=True), embedder=FailingEmbedder()) as engine:
        async with Client(build_server(engine)) as client:
            saved = await _ok(client, "td_remember", {"text": "strobe light recipe", "kind": "recipe"})
            assert saved["embedding_indexed"] is False
            out = await _ok(client, "td_search", {"query": "strobe"})
            assert out["degraded"] is True and [h["id"] for h in out["hits"]] == [saved["id"]]


async def test_builtin_knowledge_is_searchable_and_read_only(engine: Engine) -> None:
    engine.embed_pending()
    async with Client(build_server(engine)) as client:
        out = await _ok(client, "td_search", {"query": "feedback TOP previous frame", "k": 3})
        top = out["hits"][0]
        assert top["project"] == "builtin"
        assert "ReadOnlyError" in await _err(client, "td_forget", {"id": top["id"]})
        read = await client.read_resource(f"tdcontext://entries/{top['id']}")
        assert read.contents[0].text.startswith("UNTRUSTED DATA")


def test_connection_help_prints_the_config_snippet(bare: Engine) -> None:
    stdio = connection_help(bare, transport="stdio", host="127.0.0.1", port=8765)
    snippet = json.loads(stdio[stdio.index("{"):])
    server = snippet["mcpServers"]["tdcontext"]
    assert "serve" in server["args"] and server["env"]["TDCONTEXT_HOME"] == str(bare.settings.home)
    http = connection_help(bare, transport="http", host="127.0.0.1", port=9999)
    assert json.loads(http[http.index("{"):])["mcpServers"]["tdcontext"]["url"] == "http://127.0.0.1:9999/mcp"


@pytest.mark.slow
async def test_serve_over_stdio_end_to_end(tmp_path: Any) -> None:
    """`tdcontext serve` in a real subprocess, spoken to over stdio by the SDK client."""
    import sys

    from mcp import StdioServerParameters

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "tdcontext.cli", "serve"],
        env={"TDCONTEXT_HOME": str(tmp_path / "home"), "TDCONTEXT_EMBEDDER": "none", "PATH": "/usr/bin:/bin"},
    )
    async with Client(params) as client:
        saved = await _ok(client, "td_remember", {"text": "stdio saved note about lasers"})
        found = await _ok(client, "td_search", {"query": "lasers", "project": "default"})
        assert [h["id"] for h in found["hits"]] == [saved["id"]] and found["degraded"] is True
        assert "empty" in await _err(client, "td_remember", {"text": ""})
    assert (tmp_path / "home" / "corpus" / "default" / "memory" / f"{saved['id']}.md").is_file()


async def test_concurrent_tool_calls(client: Client, bare: Engine) -> None:
    """Tool calls run on worker threads; many at once share the engine safely."""
    import anyio

    saved: list[str] = []

    async def remember(i: int) -> None:
        saved.append((await _ok(client, "td_remember", {"text": f"parallel note {i} lasers"}))["id"])

    async def search() -> None:
        assert isinstance((await _ok(client, "td_search", {"query": "parallel lasers"}))["hits"], list)

    async with anyio.create_task_group() as tg:
        for i in range(20):
            tg.start_soon(remember, i)
            tg.start_soon(search)
    assert len(set(saved)) == 20
    assert {r["id"] for r in bare.list()} == set(saved)
    found = await _ok(client, "td_search", {"query": "parallel lasers", "k": 50})
    assert {h["id"] for h in found["hits"]} == set(saved) and found["degraded"] is False
