"""`tdcontext serve --transport http`: a real process on 127.0.0.1, driven by the SDK client."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.slow
def test_streamable_http_server_answers_and_keeps_skill_state(tmp_path: Path) -> None:
    """Tools answer over streamable HTTP, and the active skill set persists across requests.

    MCP 2026-07-28 is stateless: requests carry no session id, so a server process holds one
    active set for its stateless clients (stdio serves exactly one client per process);
    clients on older, stateful protocol versions are keyed by their Mcp-Session-Id.
    """
    port = _free_port()
    env = {**os.environ, "TDCONTEXT_HOME": str(tmp_path / "home"), "TDCONTEXT_EMBEDDER": "none"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tdcontext.cli", "serve", "--transport", "http", "--port", str(port)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
                assert time.monotonic() < deadline, "server did not start"
                time.sleep(0.2)

        async def drive() -> None:
            url = f"http://127.0.0.1:{port}/mcp"
            async with Client(url) as client:
                hits = await client.call_tool("td_search", {"query": "feedback TOP trails", "k": 3})
                assert not hits.is_error and hits.structured_content["hits"]
                assert not (await client.call_tool("td_load_skill", {"name": "shader"})).is_error
                assert not (await client.call_tool("td_load_skill", {"name": "popx"})).is_error
                active = await client.call_tool("td_list_skills", {"active_only": True})
                assert active.structured_content["active"] == ["shader", "popx"]
                bad = await client.call_tool("td_get", {"id": "nope"})
                assert bad.is_error
                # issue 9 item 7: huge inputs get a short error, not an over-size SSE event
                for tool, key, size in (("td_context", "prompt", 2_000_000), ("td_search", "query", 600_000)):
                    huge = await client.call_tool(tool, {key: "x" * size})
                    assert huge.is_error and len(huge.content[0].text) < 300, tool
                said = await client.call_tool("td_context", {"prompt": "I'm troubleshooting a crash"})
                assert said.structured_content["skills"]["loaded"] == ["debugging"]  # the same active set
                status = await client.read_resource("tdcontext://status")
                assert '"pending_embeddings"' in status.contents[0].text

        anyio.run(drive)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.mark.slow
def test_serve_http_mounts_the_panel_on_loopback(tmp_path: Path) -> None:
    import re

    import httpx

    port = _free_port()
    env = {**os.environ, "TDCONTEXT_HOME": str(tmp_path / "home"), "TDCONTEXT_EMBEDDER": "none"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tdcontext.cli", "serve", "--transport", "http", "--port", str(port)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        assert proc.stderr is not None
        url = None
        deadline = time.monotonic() + 60
        while url is None and time.monotonic() < deadline:
            line = proc.stderr.readline()
            assert line or proc.poll() is None, "serve exited"
            found = re.search(r"panel: (http://127\.0\.0\.1:\d+/panel/\?token=\S+)", line)
            url = found.group(1) if found else None
        assert url, "serve did not print the panel URL"
        with httpx.Client(follow_redirects=True, trust_env=False, timeout=10) as client:
            while True:
                try:
                    page = client.get(url)
                    break
                except httpx.TransportError:
                    assert time.monotonic() < deadline
                    time.sleep(0.2)
            assert page.status_code == 200 and "Overview" in page.text and 'href="/panel/sessions"' in page.text
            assert client.get(f"http://127.0.0.1:{port}/panel/sessions").status_code == 200
            css = client.get(f"http://127.0.0.1:{port}/panel/static/panel.css")
            assert css.status_code == 200
        with httpx.Client(trust_env=False, timeout=10) as stranger:  # no token, no page
            assert stranger.get(f"http://127.0.0.1:{port}/panel/").status_code == 403
    finally:
        proc.terminate()
        proc.wait(timeout=15)
