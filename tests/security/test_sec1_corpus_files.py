"""Finding 6: the corpus reads regular files only, never through a link, never unbounded.

Links at every level (project folder, kind folder, entry file; absolute, relative, to a
private file, to /dev/zero, to a FIFO) are skipped and reported by `index` and `status`;
`get`, `search` and the MCP tools never see their content. Oversize files are refused
before they are read.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from mcp import Client
from mcp.shared.exceptions import MCPError

from tdcontext.cli.main import main
from tdcontext.engine import Engine
from tdcontext.errors import InvalidEntryError, NotFoundError
from tdcontext.mcp_server.server import build_server

PRIVATE = "PRIVATE-MARKER zebra quokka"
MAX_FILE_BYTES = 1_000_000 + 64 * 1024  # tdcontext.corpus.files.MAX_FILE_BYTES (checked below)


def test_the_cap_is_the_entry_limit_plus_frontmatter_room() -> None:
    from tdcontext.corpus import files

    assert files.MAX_FILE_BYTES == MAX_FILE_BYTES


def _entry(body: str) -> str:
    return f"---\ntitle: note\n---\n\n{body}\n"


@pytest.fixture
def private(tmp_path: Path) -> Path:
    folder = tmp_path / "private"
    (folder / "memory").mkdir(parents=True)
    (folder / "note.md").write_text(_entry(PRIVATE), encoding="utf-8")
    (folder / "memory" / "note.md").write_text(_entry(PRIVATE), encoding="utf-8")
    return folder


Setup = Callable[[Path, Path], None]
PLACEMENTS: list[tuple[str, Setup]] = [
    ("file -> private file", lambda c, p: (c / "team" / "memory" / "note.md").symlink_to(p / "note.md")),
    ("file -> relative", lambda c, p: (c / "team" / "memory" / "note.md").symlink_to(
        os.path.relpath(p / "note.md", c / "team" / "memory"))),
    ("file -> /dev/zero", lambda c, p: (c / "team" / "memory" / "note.md").symlink_to("/dev/zero")),
    ("file -> /proc/self/environ", lambda c, p: (c / "team" / "memory" / "note.md").symlink_to("/proc/self/environ")),
    ("kind folder -> private", lambda c, p: ((c / "team" / "memory").rmdir(), (c / "team" / "memory").symlink_to(p))),
    ("project folder -> private", lambda c, p: (
        (c / "team" / "memory").rmdir(), (c / "team").rmdir(), (c / "team").symlink_to(p))),
    ("FIFO entry", lambda c, p: os.mkfifo(c / "team" / "memory" / "note.md")),
]


@pytest.mark.parametrize("placement", PLACEMENTS, ids=[p[0] for p in PLACEMENTS])
def test_linked_or_special_entry_files_are_never_read(
    io_mode: str, engine: Engine, private: Path, placement: tuple[str, Setup]
) -> None:
    corpus = engine.settings.corpus_dir
    (corpus / "team" / "memory").mkdir(parents=True)
    placement[1](corpus, private)
    report = engine.reindex(embed=False)
    assert report["skipped"], report
    assert all(PRIVATE not in json.dumps(report) for _ in [0])
    with pytest.raises((NotFoundError, InvalidEntryError)):
        engine.get("note")
    assert PRIVATE not in json.dumps(engine.search("zebra quokka").to_dict())
    status = engine.status()
    assert status["skipped_files"]["count"] >= 1
    assert any("note" in f["path"] or "team" in f["path"] for f in status["skipped_files"]["files"])


def test_mcp_tools_never_serve_a_linked_entry(engine: Engine, private: Path) -> None:
    corpus = engine.settings.corpus_dir
    (corpus / "team" / "memory").mkdir(parents=True)
    (corpus / "team" / "memory" / "note.md").symlink_to(private / "note.md")
    engine.reindex(embed=False)

    async def scenario() -> str:
        out = []
        async with Client(build_server(engine)) as client:
            for tool, args in (("td_get", {"id": "note"}), ("td_search", {"query": "zebra quokka"})):
                try:
                    result = await client.call_tool(tool, args)
                    out.append(json.dumps([getattr(c, "text", "") for c in result.content]))
                except MCPError as exc:
                    out.append(str(exc))
        return "\n".join(out)

    assert PRIVATE not in asyncio.run(scenario())


def test_a_file_swapped_for_a_link_after_the_scan_is_refused(engine: Engine, private: Path) -> None:
    """The read itself refuses links (O_NOFOLLOW), not just the directory scan."""
    corpus = engine.settings.corpus_dir
    path = corpus / "team" / "memory" / "note.md"
    path.parent.mkdir(parents=True)
    path.write_text(_entry("harmless"), encoding="utf-8")
    ref = engine.store.locate("note")
    assert ref is not None
    path.unlink()
    path.symlink_to(private / "note.md")
    with pytest.raises(InvalidEntryError, match="symlink"):
        engine.store.read(ref)


@pytest.mark.parametrize("size", [MAX_FILE_BYTES + 1, MAX_FILE_BYTES + 4096, 3 * MAX_FILE_BYTES])
def test_oversize_entry_files_are_skipped_unread(io_mode: str, engine: Engine, size: int) -> None:
    path = engine.settings.corpus_dir / "team" / "memory" / "huge.md"
    path.parent.mkdir(parents=True)
    with open(path, "wb") as fh:
        fh.write(b"---\ntitle: x\n---\n\n")
        fh.truncate(size)  # sparse: no disk cost
    report = engine.reindex(embed=False)
    assert any("huge.md" in s["path"] for s in report["skipped"])
    with pytest.raises((NotFoundError, InvalidEntryError)):
        engine.get("huge")


def test_index_and_status_commands_report_skipped_files(tdcontext_home: Path, private: Path) -> None:
    corpus = tdcontext_home / "corpus" / "team" / "memory"
    corpus.mkdir(parents=True)
    (corpus / "note.md").symlink_to(private / "note.md")
    runner = CliRunner()
    env = {"TDCONTEXT_EMBEDDER": "none"}
    indexed = runner.invoke(main, ["index"], env=env)
    assert indexed.exit_code == 0, indexed.output
    assert "not read" in indexed.output and "symlink" in indexed.output
    status = runner.invoke(main, ["status", "--json"], env=env)
    assert json.loads(status.output)["skipped_files"]["count"] == 1
    assert PRIVATE not in indexed.output + status.output
