"""Findings 8, 9 and 10: the brief write race, secrets in error messages, huge numbers.

8: every step of a brief write (temp create, rename, fsync) goes through the held
   `.tdcontext` descriptor, so swapping the folder for a link mid-write never puts the
   brief in another folder.
9: field names from a brief file are never quoted back; every error leaving the CLI or
   MCP is redacted.
10: number literals are bounded; `load_brief_block` never raises, whatever the file.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client
from mcp.shared.exceptions import MCPError

from tdcontext import brief as brief_mod
from tdcontext.brief import ABSENT, load_brief_block, manage, read_brief, replace_brief
from tdcontext.cli.main import main
from tdcontext.engine import Engine
from tdcontext.errors import BriefValidationError, RevisionConflictError, TdcontextError
from tdcontext.mcp_server.server import build_server
from tests.test_brief import full_brief

DEEPSEEK = "sk-" + "3f9a1c7e5b2d4068" * 2
GITHUB = "ghp_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7c"
KEYS = [DEEPSEEK, GITHUB, "AKIA" + "Z7Q2X9W4E6R8T1Y3", "sk-proj-" + "Zx8Kq2Lm9Np4Rt7Vw1Yb3Cd6Fg"]


@pytest.fixture
def root(tmp_path: Path) -> Path:
    project = tmp_path / "show"
    project.mkdir()
    return project


def _write_file(root: Path, text: str) -> None:
    (root / ".tdcontext").mkdir(exist_ok=True)
    (root / ".tdcontext" / "agent-brief.json").write_text(text, encoding="utf-8")


# ------------------------------------------------------------------------------ finding 8


@pytest.fixture(params=["dir_fd", "path_checks"])
def io_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Like tests/test_brief.py's: dir-fd opens, and the lstat-checked path (Windows)."""
    if request.param == "path_checks":
        for name, value in (("_USE_DIR_FD", False), ("_O_NOFOLLOW", 0)):
            monkeypatch.setattr(brief_mod, name, value)
    return str(request.param)


def test_swap_after_verify_never_writes_elsewhere(
    io_mode: str, root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deterministic: `.tdcontext` becomes a link right after the last check before the write."""
    replace_brief(root, full_brief(), ABSENT)
    decoy = tmp_path / "unrelated"
    decoy.mkdir()
    original = brief_mod._BriefDir.verify
    swapped: list[bool] = []

    def verify_then_swap(self: Any) -> None:
        original(self)
        if not swapped:
            swapped.append(True)
            os.rename(root / ".tdcontext", root / ".tdcontext-real")
            os.symlink(decoy, root / ".tdcontext")

    state = read_brief(root)
    assert state is not None
    monkeypatch.setattr(brief_mod._BriefDir, "verify", verify_then_swap)
    try:
        replace_brief(root, {**full_brief(), "constraints": ["30 fps"]}, state.revision)
    except TdcontextError:
        pass  # refusing is fine; writing into the decoy is not
    assert swapped
    planted = sorted(p.name for p in decoy.iterdir())
    if io_mode == "dir_fd":
        assert planted == []  # nothing at all goes through the path once the folder is held
    else:
        # Without dir fds (Windows) only the empty lock file can be opened in the window
        # between a check and an open; the brief itself is re-verified before its rename.
        assert "agent-brief.json" not in planted and not any(n.endswith(".tmp") for n in planted)


def test_a_real_swap_race_never_puts_the_brief_elsewhere(root: Path, tmp_path: Path) -> None:
    replace_brief(root, full_brief(), ABSENT)
    decoy = tmp_path / "unrelated"
    decoy.mkdir()
    real, link = root / ".tdcontext-real", root / ".tdcontext-link"
    link.symlink_to(decoy)
    stop = threading.Event()

    def flip() -> None:
        while not stop.is_set():
            try:
                os.rename(root / ".tdcontext", real)
                os.rename(link, root / ".tdcontext")
                os.rename(root / ".tdcontext", link)
                os.rename(real, root / ".tdcontext")
            except OSError:
                pass

    thread = threading.Thread(target=flip)
    thread.start()
    try:
        for i in range(150):
            try:
                state = read_brief(root)
                replace_brief(root, {**full_brief(), "constraints": [f"take {i}"]},
                              state.revision if state else ABSENT)
            except (TdcontextError, RevisionConflictError):
                pass
    finally:
        stop.set()
        thread.join()
    assert not any(p.name.startswith(("agent-brief", ".agent-brief")) for p in decoy.iterdir())


@pytest.mark.parametrize("vanishes", [1, 2, 10])
def test_a_folder_moved_away_between_mkdir_and_open_is_made_again_or_named(root: Path, monkeypatch: pytest.MonkeyPatch,
                                                                           vanishes: int) -> None:
    """The race the swap test above hits now and then: the folder exists at mkdir and is gone at lstat. A write
    makes it again (twice at most), or fails with the folder's path; never an AssertionError, never elsewhere."""
    real_lstat, calls = os.lstat, {"n": 0}

    def flaky_lstat(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        if Path(path).name == ".tdcontext" and calls["n"] < vanishes:
            calls["n"] += 1
            raise FileNotFoundError(2, "No such file or directory", str(path))
        return real_lstat(path, *args, **kwargs)

    monkeypatch.setattr(brief_mod.os, "lstat", flaky_lstat)
    if vanishes < 3:
        assert replace_brief(root, full_brief(), ABSENT).revision
    else:
        with pytest.raises(TdcontextError, match=r"\.tdcontext"):
            replace_brief(root, full_brief(), ABSENT)


# ------------------------------------------------------------------------------ finding 9


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("where", ["top", "output"])
def test_keys_from_the_file_are_never_quoted(root: Path, key: str, where: str) -> None:
    data = full_brief()
    if where == "top":
        data[key] = "x"
    else:
        data["named_outputs"][0][key] = "x"
    _write_file(root, json.dumps({"revision": 3, "brief": data}))
    with pytest.raises(BriefValidationError) as info:
        manage("read", str(root))
    assert key not in str(info.value) and key not in json.dumps(info.value.to_dict())
    block = load_brief_block(str(root))
    assert key not in block and "unavailable" in block


@pytest.mark.parametrize("key", KEYS)
def test_errors_leaving_the_doors_are_redacted(engine: Engine, root: Path, key: str, tdcontext_home: Path) -> None:
    data = full_brief()
    data[key] = "x"
    _write_file(root, json.dumps({"revision": 1, "brief": data}))
    runner = CliRunner()
    shown = runner.invoke(main, ["brief", "show", "--root", str(root)])
    assert shown.exit_code == 1 and key not in shown.output
    # Any TdcontextError quoting user input is redacted on the way out (here: an entry id).
    usage = runner.invoke(main, ["search", "x", "--k", key], env={"TDCONTEXT_EMBEDDER": "none"})
    assert usage.exit_code == 2 and key not in usage.output
    for args in (["get", key], ["get", key, "--json"], ["forget", key]):
        result = runner.invoke(main, args, env={"TDCONTEXT_EMBEDDER": "none"})
        assert result.exit_code == 1 and key not in result.output, args

    async def scenario() -> str:
        out: list[str] = []
        async with Client(build_server(engine)) as client:
            res = await client.call_tool("manage_project_brief", {"action": "read", "project_root": str(root)})
            out.append(json.dumps([getattr(c, "text", "") for c in res.content]))
            res = await client.call_tool("td_get", {"id": key})
            out.append(json.dumps([getattr(c, "text", "") for c in res.content]))
            try:  # a key where a number belongs: the argument-validation error quotes short values
                res = await client.call_tool("td_search", {"query": "x", "k": key})
                out.append(json.dumps([getattr(c, "text", "") for c in res.content]))
            except MCPError as exc:
                out.append(str(exc))
            os.environ["TDCONTEXT_PROJECT_ROOT"] = str(root)
            try:
                resource = await client.read_resource("tdcontext://project/brief")
                out.append(json.dumps([getattr(c, "text", "") for c in resource.contents]))
            except MCPError as exc:
                out.append(str(exc))
            finally:
                del os.environ["TDCONTEXT_PROJECT_ROOT"]
        return "\n".join(out)

    assert key not in asyncio.run(scenario())


def test_a_callers_typo_is_still_named(root: Path) -> None:
    with pytest.raises(BriefValidationError, match="'creative_directoin'"):
        replace_brief(root, {**full_brief(), "creative_directoin": "x"}, ABSENT)


# ------------------------------------------------------------------------------ finding 10

HUGE = "9" * 5000
HUGE_FILES = [
    f'{{"revision": {HUGE}, "brief": {{}}}}',
    f'{{"revision": 1, "brief": {{"creative_direction": {HUGE}}}}}',
    f'{{"revision": 1, "brief": {{"constraints": [1, 2, {HUGE}]}}}}',
    f'{{"creative_direction": -{HUGE}}}',
    '{"revision": 1, "brief": {"creative_direction": 1e999999}}',
    f'{{"revision": 1.{HUGE}, "brief": {{}}}}',
    '{"revision": NaN, "brief": {}}',
    '{"revision": Infinity, "brief": {}}',
    '{"revision": 10000000000000, "brief": {}}',
    '[' * 50000,
]


@pytest.mark.parametrize("text", HUGE_FILES, ids=range(len(HUGE_FILES)))
def test_huge_numbers_are_a_clear_error_and_the_block_never_raises(root: Path, text: str) -> None:
    _write_file(root, text[: brief_mod.MAX_FILE_BYTES])
    with pytest.raises(BriefValidationError):
        read_brief(root)
    block = load_brief_block(str(root))
    assert block.startswith("PROJECT BRIEF (untrusted project data): unavailable")
    result = CliRunner().invoke(main, ["brief", "show", "--root", str(root)])
    assert result.exit_code == 1 and "Traceback" not in result.output


@pytest.mark.parametrize("text", [f'{{"creative_direction": {HUGE}}}', "[" * 20000])
def test_replace_with_huge_json_is_refused(root: Path, text: str) -> None:
    with pytest.raises(BriefValidationError):
        manage("replace", str(root), ABSENT, text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(st.binary(max_size=600), st.text(max_size=600),
                         st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                                      lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                                      max_leaves=20).map(lambda v: json.dumps({"revision": 1, "brief": v}))))
def test_load_brief_block_is_total(tmp_path_factory: pytest.TempPathFactory, content: str | bytes) -> None:
    root = tmp_path_factory.mktemp("total")
    (root / ".tdcontext").mkdir()
    path = root / ".tdcontext" / "agent-brief.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    assert isinstance(load_brief_block(str(root)), str)


@pytest.mark.parametrize("env_root", ["relative/path", "/does/not/exist", "\x00bad"])
def test_load_brief_block_is_total_for_bad_roots(monkeypatch: pytest.MonkeyPatch, env_root: str) -> None:
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", env_root.replace("\x00", ""))
    assert isinstance(load_brief_block(), str)
    assert isinstance(load_brief_block(env_root), str)
