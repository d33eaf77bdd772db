"""`tdcontext ingest` and `td_ingest_url`: the doors refuse internal targets with clear errors.

The loopback exemption exists only as a policy object passed in code, so through the doors a
local server is unreachable: that is exactly what these tests pin.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner
from mcp import Client

from tdcontext.cli import main
from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server


def _run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), env={"TDCONTEXT_EMBEDDER": "none"})


def test_cli_refuses_a_loopback_url_as_json() -> None:
    result = _run("ingest", "http://127.0.0.1:9/", "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["error"]["type"] == "BlockedURLError"
    assert data["error"]["url"] == "http://127.0.0.1:9/" and data["error"]["reason"]
    assert "Traceback" not in result.output


def test_cli_reports_each_failure_and_continues(tmp_path: Any) -> None:
    urls = tmp_path / "urls.txt"
    urls.write_text("# a comment\nhttp://169.254.169.254/latest\n\nfile:///etc/passwd\n")
    result = _run("ingest", "http://printer.local/", "--from-file", str(urls), "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["failed"] == 3 and data["ok"] == 0
    assert [r["error"]["type"] for r in data["results"]] == ["BlockedURLError"] * 3
    assert "[3/3]" in result.stderr


def test_cli_needs_a_url() -> None:
    assert _run("ingest").exit_code == 2


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
@pytest.mark.parametrize("url", ["http://169.254.169.254/", "http://[::ffff:127.0.0.1]/", "gopher://x/"])
async def test_mcp_tool_error_for_blocked_urls(engine: Engine, url: str, anyio_backend: str) -> None:
    async with Client(build_server(engine)) as client:
        result = await client.call_tool("td_ingest_url", {"url": url})
        assert result.is_error and "BlockedURLError" in result.content[0].text


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_mcp_tool_rejects_bad_kind_and_size(engine: Engine, anyio_backend: str) -> None:
    async with Client(build_server(engine)) as client:
        bad_kind = await client.call_tool("td_ingest_url", {"url": "https://example.com/", "knowledge_kind": "memo"})
        assert bad_kind.is_error and "knowledge_kind" in bad_kind.content[0].text
        bad_size = await client.call_tool("td_ingest_url", {"url": "https://example.com/", "max_size_bytes": 0})
        assert bad_size.is_error
