"""Finding 19 (Windows): entry ids and project names are plain file names on every platform.

`:` (drive-relative `D:evil`, NTFS stream `x:stream`) and Windows device names (CON, NUL,
COM1, LPT1..., any case, any extension) are refused wherever an id enters: the API, the
CLI, JSONL import and the MCP tools. `path_for` refuses any path that leaves the corpus.
"""

from __future__ import annotations

import asyncio
import string
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st
from mcp import Client
from mcp.shared.exceptions import MCPError

from tdcontext.cli.main import main
from tdcontext.corpus.entry import check_id, check_project, make_entry
from tdcontext.engine import Engine
from tdcontext.errors import InvalidEntryError
from tdcontext.mcp_server.server import build_server

DEVICES = ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"] + [f"{p}{n}" for p in ("COM", "LPT") for n in "123456789"]
VARIANTS = [lambda d: d, str.lower, str.title, lambda d: d + ".md", lambda d: d.lower() + ".txt",
            lambda d: d + ".tar.gz", lambda d: d.lower() + "  .x"]
RESERVED = sorted({v(d) for d in DEVICES for v in VARIANTS})
COLON_IDS = ["D:evil", "x:stream", "c:", ":", "a:b:c", "kb:2026", "note::$DATA", "C:..", "e:\\x", "id:"]
TRAILING_DOT = ["note.", "a..", "x.y."]


@pytest.mark.parametrize("entry_id", COLON_IDS + RESERVED + TRAILING_DOT)
def test_unsafe_ids_are_refused(entry_id: str) -> None:
    with pytest.raises(InvalidEntryError):
        check_id(entry_id)
    with pytest.raises(InvalidEntryError):
        make_entry("text", entry_id=entry_id)


@pytest.mark.parametrize("project", ["CON", "nul", "Com1", "lpt9.backup", "team.", "D:x"])
def test_unsafe_projects_are_refused(project: str) -> None:
    with pytest.raises(InvalidEntryError):
        check_project(project)


@pytest.mark.parametrize("entry_id", ["console", "null", "com10", "lpt", "aux-notes", "conx", "a.b", "v1.2-final", "NUL_2"])
def test_near_misses_stay_valid(entry_id: str) -> None:
    assert check_id(entry_id) == entry_id


@given(st.text(alphabet=string.ascii_letters + string.digits + "._-:", min_size=1, max_size=40))
def test_any_accepted_id_is_a_plain_portable_name(entry_id: str) -> None:
    try:
        check_id(entry_id)
    except InvalidEntryError:
        return
    assert ":" not in entry_id and not entry_id.endswith(".") and not entry_id.startswith(".")
    assert entry_id.split(".")[0].upper() not in DEVICES


@given(st.sampled_from(DEVICES), st.sampled_from(["", ".md", ".x", ".1.2"]), st.booleans())
def test_device_names_in_any_case_are_refused(device: str, ext: str, lower: bool) -> None:
    name = (device.lower() if lower else device) + ext
    with pytest.raises(InvalidEntryError):
        check_id(name)


def test_path_for_stays_inside_the_corpus(engine: Engine, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    corpus = engine.settings.corpus_dir
    (corpus / "team").mkdir(parents=True)
    (corpus / "team" / "memory").symlink_to(outside)
    with pytest.raises(InvalidEntryError, match="outside the corpus"):
        engine.add("hello", project="team", entry_id="note")
    assert list(outside.iterdir()) == []


@pytest.mark.parametrize("entry_id", ["D:evil", "CON", "nul.md", "x:stream"])
def test_every_door_refuses(engine: Engine, tdcontext_home: Path, entry_id: str) -> None:
    result = CliRunner().invoke(main, ["add", "text", "--id", entry_id], env={"TDCONTEXT_EMBEDDER": "none"})
    assert result.exit_code == 1 and "error:" in result.output
    report = engine.import_jsonl([f'{{"id": "{entry_id}", "text": "x"}}'.replace("\\", "\\\\")])
    assert report.errors if hasattr(report, "errors") else report["errors"]

    async def scenario() -> bool:
        async with Client(build_server(engine)) as client:
            outcomes = []
            for tool, args in (("td_get", {"id": entry_id}), ("td_remember", {"text": "hi", "project": entry_id})):
                try:
                    res = await client.call_tool(tool, args)
                    outcomes.append(bool(res.is_error))
                except MCPError:
                    outcomes.append(True)
            return all(outcomes)

    assert asyncio.run(scenario())
