"""The reading doors: `tdcontext receipts [--limit] [--status] [--json]`, `receipts show ID`,
and the MCP resource tdcontext://session/receipts{?limit,status}: order, filters, bounds,
errors, and never the store's path."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from mcp import Client
from mcp.shared.exceptions import MCPError

from tdcontext.cli.main import main
from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server
from tdcontext.receipts import ReceiptBuilder, ReceiptStore
from tdcontext.receipts import store as store_mod
from tests.fakes import HashEmbedder

STATUSES = ["success", "failed", "cancelled", "max_steps", "success", "failed", "success"]


@pytest.fixture
def stored(tdcontext_home: Path) -> list[str]:
    store = ReceiptStore(tdcontext_home / "receipts.jsonl")
    ids = []
    for i, status in enumerate(STATUSES):
        b = ReceiptBuilder(prompt=f"goal number {i}")
        b.tool(call_id=f"c{i}", tool="create_operator", server="touchdesigner", tier="mutating",
               arguments={"parent_path": "/project1", "type": "noiseTOP"},
               result_text=json.dumps({"success": True, "path": f"/project1/noise{i}", "type": "noiseTOP"}))
        r = b.finalize(status)
        store.append(r)
        ids.append(r["id"])
    return ids


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_cli_table_json_filters_and_show(stored: list[str], tdcontext_home: Path) -> None:
    table = run("receipts")
    assert table.exit_code == 0
    rows = [ln for ln in table.stdout.splitlines() if ln[:2] == "20"]
    assert len(rows) == 7 and stored[-1] in rows[0] and stored[0] in rows[-1]  # newest first
    assert "UNVERIFIED" in rows[0] and "goal number 6" in rows[0] and "1/1" in rows[0]
    data = json.loads(run("receipts", "--json", "--limit", "2", "--status", "failed").stdout)
    assert [r["id"] for r in data["receipts"]] == [stored[5], stored[1]]
    assert data["count"] == 2 and data["persistence"] == "off"
    shown = run("receipts", "show", stored[3])
    assert "status:   max_steps" in shown.stdout and "/project1/noise3" in shown.stdout
    assert "undo: MCP create_operator /project1/noise3" in shown.stdout
    assert json.loads(run("receipts", "show", stored[3], "--json").stdout)["id"] == stored[3]
    out = table.stdout + shown.stdout + json.dumps(data)
    assert str(tdcontext_home) not in out


@pytest.mark.parametrize("args", [["--limit", "0"], ["--limit", "51"], ["--limit", "x"], ["--status", "done"]])
def test_cli_bad_arguments_exit_2(stored: list[str], args: list[str]) -> None:
    result = run("receipts", *args)
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_cli_unknown_id_and_empty_store(tdcontext_home: Path) -> None:
    empty = run("receipts")
    assert empty.exit_code == 0 and "persistence is off" in empty.stdout
    missing = run("receipts", "show", "r-nope")
    assert missing.exit_code == 1 and "r-nope" in missing.stderr
    missing_json = run("receipts", "show", "r-nope", "--json")
    assert json.loads(missing_json.stdout)["error"]["type"] == "NotFoundError"


def test_cli_unreadable_store_lines_are_skipped_with_a_warning(tdcontext_home: Path,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    store_mod._warned.clear()
    tdcontext_home.mkdir(parents=True, exist_ok=True)
    (tdcontext_home / "receipts.jsonl").write_text("[[[\n")
    with caplog.at_level(logging.WARNING, logger="tdcontext.receipts"):
        result = run("receipts")
    assert result.exit_code == 0 and "unreadable" in caplog.text
    assert str(tdcontext_home) not in caplog.text + result.stdout


@pytest.fixture
def engine(tdcontext_home: Path) -> Iterator[Engine]:
    eng = Engine(load_settings(hide_builtin=True), embedder=HashEmbedder())
    yield eng
    eng.close()


@pytest.fixture
async def client(engine: Engine) -> AsyncIterator[Client]:
    async with Client(build_server(engine)) as c:
        yield c


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _read(client: Client, uri: str) -> dict[str, object]:
    result = await client.read_resource(uri)
    return json.loads(result.contents[0].text)  # type: ignore[union-attr]


@pytest.mark.anyio
async def test_resource_newest_first_filters_and_bounds(stored: list[str], client: Client,
                                                        tdcontext_home: Path) -> None:
    templates = [t.uri_template for t in (await client.list_resource_templates()).resource_templates]
    assert "tdcontext://session/receipts{?limit,status}" in templates
    data = await _read(client, "tdcontext://session/receipts")
    assert [r["id"] for r in data["receipts"]] == stored[::-1]  # type: ignore[index]
    data = await _read(client, "tdcontext://session/receipts?limit=1")
    assert [r["id"] for r in data["receipts"]] == [stored[-1]]  # type: ignore[index]
    data = await _read(client, "tdcontext://session/receipts?status=success&limit=50")
    assert [r["id"] for r in data["receipts"]] == [stored[6], stored[4], stored[0]]  # type: ignore[index]
    for bad, quoted in [("limit=0", "0"), ("limit=51", "51"), ("limit=ten", "'ten'"), ("status=done", "'done'")]:
        with pytest.raises(MCPError) as err:
            await client.read_resource(f"tdcontext://session/receipts?{bad}")
        assert quoted in str(err.value) and str(tdcontext_home) not in str(err.value)


@pytest.mark.anyio
async def test_resource_never_reveals_the_path(client: Client, tdcontext_home: Path) -> None:
    data = await _read(client, "tdcontext://session/receipts")
    assert data == {"receipts": [], "count": 0, "persistence": "off"}
    tdcontext_home.mkdir(parents=True, exist_ok=True)
    (tdcontext_home / "receipts.jsonl").write_text("{broken\n")
    data = await _read(client, "tdcontext://session/receipts")
    assert data["receipts"] == [] and str(tdcontext_home) not in json.dumps(data)
    (tdcontext_home / "receipts.jsonl").unlink()
    (tdcontext_home / "receipts.jsonl").symlink_to(tdcontext_home / "elsewhere")
    with pytest.raises(MCPError) as err:
        await client.read_resource("tdcontext://session/receipts")
    assert str(tdcontext_home) not in str(err.value) and "receipts.jsonl" not in str(err.value)
