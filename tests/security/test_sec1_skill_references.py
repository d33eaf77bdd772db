"""Finding 1 (HIGH): skill references never escape the pack through a symlink.

Every place a link can sit between the layer folder and the file is tried: the pack
folder, `references/`, a sub-folder, the file itself (relative, absolute, to /proc and
to /dev/zero), and for project packs `.tdcontext` and `skills`. Each runs with directory
fds (POSIX) and with the lstat-checked fallback (Windows). The old code resolved
`references/` itself and served whatever it pointed at.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.shared.exceptions import MCPError

from tdcontext.config import Settings
from tdcontext.errors import NotFoundError, SkillError
from tdcontext.mcp_server.skills import register_skill_tools
from tdcontext.skills import SkillLoader, SkillSession
from tdcontext.skills.loader import MAX_REFERENCE_BYTES
from tests.skills.conftest import write_pack

SECRET = "OUTSIDE-SECRET-do-not-serve"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder outside every pack holding a 'secret' file, as ~/.ssh would."""
    folder = tmp_path / "outside"
    (folder / "deep").mkdir(parents=True)
    (folder / "environ").write_text(SECRET, encoding="utf-8")
    (folder / "deep" / "environ").write_text(SECRET, encoding="utf-8")
    (folder / "SKILL.md").write_text(
        "---\nname: shader\ndescription: planted\n---\n\n" + SECRET, encoding="utf-8"
    )
    return folder


def _user_pack(settings: Settings, name: str = "shader") -> Path:
    pack = write_pack(settings.skills_dir, name, body="# user pack")
    (pack / "references" / "sub").mkdir(parents=True)
    (pack / "references" / "ok.md").write_text("fine", encoding="utf-8")
    (pack / "references" / "sub" / "ok.md").write_text("fine too", encoding="utf-8")
    return pack


def _swap_for_link(path: Path, target: Path | str) -> None:
    """Replace `path` (file or folder) by a symlink to `target`."""
    if path.is_dir() and not path.is_symlink():
        path.rename(path.with_name(path.name + ".orig"))
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.symlink_to(target)


# Where the link goes: (description, setup(pack, outside) -> the reference name to ask for).
PLACEMENTS: list[tuple[str, Callable[[Path, Path], str]]] = [
    ("references/ -> outside folder", lambda p, o: (_swap_for_link(p / "references", o), "environ")[1]),
    ("references/ -> relative climb", lambda p, o: (
        _swap_for_link(p / "references", os.path.relpath(o, p)), "environ")[1]),
    ("references/ -> /proc/self", lambda p, o: (_swap_for_link(p / "references", "/proc/self"), "environ")[1]),
    ("sub-folder -> outside", lambda p, o: (_swap_for_link(p / "references" / "sub", o), "sub/environ")[1]),
    ("sub-sub-folder -> outside", lambda p, o: (
        (p / "references" / "sub" / "a").mkdir(),
        _swap_for_link(p / "references" / "sub" / "a", o / "deep"), "sub/a/environ")[2]),
    ("file -> absolute", lambda p, o: (_swap_for_link(p / "references" / "ok.md", o / "environ"), "ok.md")[1]),
    ("file -> relative", lambda p, o: (
        _swap_for_link(p / "references" / "ok.md", os.path.relpath(o / "environ", p / "references")), "ok.md")[1]),
    ("file -> /proc/self/environ", lambda p, o: (
        _swap_for_link(p / "references" / "ok.md", "/proc/self/environ"), "ok.md")[1]),
    ("file -> /dev/zero", lambda p, o: (_swap_for_link(p / "references" / "ok.md", "/dev/zero"), "ok.md")[1]),
    ("file -> SKILL.md of the pack", lambda p, o: (
        _swap_for_link(p / "references" / "ok.md", p / "SKILL.md"), "ok.md")[1]),
    ("dangling link", lambda p, o: (_swap_for_link(p / "references" / "ok.md", o / "nothing"), "ok.md")[1]),
]


@pytest.mark.parametrize("placement", PLACEMENTS, ids=[p[0] for p in PLACEMENTS])
def test_no_reference_is_read_through_a_link(
    io_mode: str, settings: Settings, outside: Path, placement: tuple[str, Callable[[Path, Path], str]]
) -> None:
    pack = _user_pack(settings)
    name = placement[1](pack, outside)
    loader = SkillLoader(settings)
    with pytest.raises((SkillError, NotFoundError)) as info:
        loader.read_reference("shader", name)
    assert SECRET not in str(info.value)
    listed = loader.list_references("shader")
    assert all("environ" not in item for item in listed)
    for item in listed:  # what is listed is always servable
        assert SECRET not in loader.read_reference("shader", item)


def test_a_linked_pack_folder_is_refused(io_mode: str, settings: Settings, outside: Path) -> None:
    settings.skills_dir.mkdir(parents=True, exist_ok=True)
    (outside / "references").mkdir()
    (outside / "references" / "environ").write_text(SECRET, encoding="utf-8")
    (settings.skills_dir / "shader").symlink_to(outside)
    loader = SkillLoader(settings)
    assert loader.get("shader").source == "builtin"  # the link is not a pack
    assert any("symlink" in p.message for p in loader.catalog().problems)
    with pytest.raises((SkillError, NotFoundError)):
        loader.read_reference("shader", "environ")


def test_a_linked_skill_file_is_refused(io_mode: str, settings: Settings, outside: Path) -> None:
    pack = _user_pack(settings, "lasers")
    _swap_for_link(pack / "SKILL.md", outside / "SKILL.md")
    catalog = SkillLoader(settings).catalog()
    assert "lasers" not in catalog.names()
    assert all(SECRET not in p.message for p in catalog.problems)


@pytest.mark.parametrize("link_at", [".tdcontext", ".tdcontext/skills", ".tdcontext/skills/shader",
                                     ".tdcontext/skills/shader/references"])
def test_project_layer_links_are_refused(
    io_mode: str, settings: Settings, tmp_path: Path, outside: Path, link_at: str
) -> None:
    """The original report: a project pack's references -> ../../../proc/self, over MCP."""
    project = tmp_path / "show"
    real = tmp_path / "real-tree"
    pack = write_pack(real / ".tdcontext" / "skills", "shader", body="# project shader")
    (pack / "references").mkdir()
    (pack / "references" / "environ").write_text("project file", encoding="utf-8")
    project.mkdir()
    # Build the project tree with a link at `link_at`, everything above it real.
    parts = Path(link_at).parts
    here = project
    for part in parts[:-1]:
        (here / part).mkdir()
        here = here / part
    (here / parts[-1]).symlink_to(outside if parts[-1] == "references" else real.joinpath(*parts))
    if parts[-1] != "references":
        pass
    else:  # the pack itself is real; only references/ is the link
        (here / parts[-1]).unlink()
        here.mkdir(parents=True, exist_ok=True)
        (here / "SKILL.md").write_text((pack / "SKILL.md").read_text(encoding="utf-8"), encoding="utf-8")
        (here / "references").symlink_to(outside)
    loader = SkillLoader(settings, project_root=project)
    loader.trust_store.trust(project)

    async def scenario() -> str:
        server = MCPServer("sec1")
        register_skill_tools(server, lambda ctx: SkillSession(loader), loader)
        async with Client(server) as client:
            try:
                result = await client.read_resource("tdcontext://skills/shader/environ")
            except MCPError as exc:  # a resource error is the expected outcome
                return f"error: {exc}"
            return "".join(getattr(c, "text", "") for c in result.contents)

    served = asyncio.run(scenario())
    assert SECRET not in served
    assert "project file" not in served or link_at == ".tdcontext/skills/shader/references"


def test_fifo_device_and_oversize_are_refused_without_hanging(io_mode: str, settings: Settings) -> None:
    pack = _user_pack(settings)
    os.mkfifo(pack / "references" / "pipe.md")
    (pack / "references" / "big.md").write_bytes(b"a" * (MAX_REFERENCE_BYTES + 1))
    loader = SkillLoader(settings)
    for name in ("pipe.md", "big.md"):
        with pytest.raises(SkillError, match="not a regular file|over"):
            loader.read_reference("shader", name)
    assert set(loader.list_references("shader")) == {"ok.md", "sub/ok.md"}


def test_swapping_references_for_a_link_during_reads_never_leaks(settings: Settings, outside: Path) -> None:
    """A race: references/ flips between the real folder and a link while reads run."""
    pack = _user_pack(settings)
    (pack / "references" / "environ").write_text("inside", encoding="utf-8")
    refs, real, link = pack / "references", pack / "references.real", pack / "references.link"
    link.symlink_to(outside)
    stop = threading.Event()

    def flip() -> None:
        while not stop.is_set():
            refs.rename(real)
            link.rename(refs)
            refs.rename(link)
            real.rename(refs)

    loader = SkillLoader(settings)
    thread = threading.Thread(target=flip)
    thread.start()
    served: set[str] = set()
    try:
        for _ in range(400):
            try:
                served.add(loader.read_reference("shader", "environ"))
            except (SkillError, NotFoundError):
                pass
    finally:
        stop.set()
        thread.join()
    assert SECRET not in served
