"""Issue 9, "What a new user hit": one test per item (4-20 except 19; items 1-3 are in
test_scripts.py and tests/ingest/test_server_quiet.py), each through the CLI (CliRunner)
or the in-memory MCP client, plus the skills and status reach of the MCP door."""

from __future__ import annotations

import ast
import json
import re
import socket
import tomllib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from mcp import Client

from tdcontext.cli import main
from tdcontext.config import load_settings
from tdcontext.early import MAX_PROMPT_CHARS
from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server
from tests.fakes import HashEmbedder

from .conftest import Run

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def eng(tdcontext_home: Path) -> Iterator[Engine]:
    engine = Engine(load_settings(), embedder=HashEmbedder())  # built-ins shown
    yield engine
    engine.close()


@pytest.fixture
async def client(eng: Engine) -> AsyncIterator[Client]:
    async with Client(build_server(eng)) as c:
        yield c


async def _ok(client: Client, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    assert result.is_error is False, result.content
    assert isinstance(result.structured_content, dict)
    return result.structured_content


async def _err(client: Client, tool: str, args: dict[str, Any]) -> str:
    result = await client.call_tool(tool, args)
    assert result.is_error is True, result
    return " ".join(getattr(c, "text", "") for c in result.content)


# ---- reach: skills through td_context, status and progress ----------------------------------


@pytest.mark.anyio
async def test_td_context_loads_skills_for_the_session(client: Client) -> None:
    first = await _ok(client, "td_context", {"prompt": "build POP particle system"})
    skills = first["skills"]
    assert skills["loaded"] == ["popx"] and skills["active"] == ["popx"]
    assert skills["section"].startswith("## ACTIVE SKILL PACKS") and "### Skill: popx" in skills["section"]
    assert "block" in first  # the context block is still there, beside the skills
    second = await _ok(client, "td_context", {"prompt": "now write a GLSL shader for the colours"})
    assert second["skills"]["loaded"] == ["shader"] and second["skills"]["active"] == ["popx", "shader"]
    listed = await _ok(client, "td_list_skills", {"active_only": True})
    assert listed["active"] == ["popx", "shader"]  # the same session as the skill tools
    done = await _ok(client, "td_context", {"prompt": "that's done, thanks"})
    assert done["skills"]["unloaded"] == ["popx", "shader"] and done["skills"]["section"] == ""


def test_cli_context_reports_the_packs_a_prompt_would_load(run: Run) -> None:
    data = json.loads(run("context", "add a pop generator with a falloff", "--json").stdout)
    assert data["skills"]["would_load"] == ["popx"] and "pop generator" in [w.lower() for w in data["skills"]["matched"]["popx"]]
    plain = run("context", "particle simulation")
    assert "skills: would load popx" in plain.stderr


@pytest.mark.anyio
async def test_status_resource_and_indexing_progress(eng: Engine) -> None:
    eng.add("a note about feedback trails")
    async with Client(build_server(eng)) as client:
        doc = json.loads((await client.read_resource("tdcontext://status")).contents[0].text)
        assert {"entries", "chunks", "pending_embeddings", "degraded", "degraded_reasons", "indexing"} <= set(doc)
        assert doc["entries"] >= 47 and doc["indexing"]["status"] == "idle"
        # while the background indexer runs, a tool call tells the client how far it got
        eng._indexing = {"status": "indexing", "progress": "47/123"}
        logs: list[Any] = []

        async def on_log(params: Any) -> None:
            logs.append(params.data)

        progress: list[tuple[float, float | None, str | None]] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append((done, total, message))

        async with Client(build_server(eng), logging_callback=on_log, log_level="info") as watching:
            result = await watching.call_tool("td_context", {"prompt": "feedback"}, progress_callback=on_progress)
            assert not result.is_error
            doc = json.loads((await watching.read_resource("tdcontext://status")).contents[0].text)
        assert {"status": "indexing", "progress": "47/123"} in logs
        assert progress == [(47, 123, "indexing 47/123")]
        assert doc["indexing"] == {"status": "indexing", "progress": "47/123"}


def test_background_indexing_reports_progress_and_ends_done(eng: Engine) -> None:
    for i in range(5):
        eng.add(f"note {i} about kick drums and feedback loops")
    with eng.index.write() as conn:
        conn.execute("DELETE FROM embeddings")
    eng._pending_cache = (-1, 0)
    seen: list[dict[str, Any]] = []
    eng.start_background_indexing(progress=seen.append).join(30)
    assert eng.indexing_state()["status"] == "done" and seen
    assert re.fullmatch(r"\d+/\d+", seen[-1]["progress"])


# ---- item 4: SPDX license -------------------------------------------------------------------


def test_license_is_an_spdx_string() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT"


# ---- item 5: the first index says what happened ---------------------------------------------


def test_first_index_says_the_builtins_were_indexed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    monkeypatch.delenv("TDCONTEXT_HIDE_BUILTIN", raising=False)
    first = CliRunner().invoke(main, ["index"])
    assert first.exit_code == 0, first.output
    assert re.search(r"indexed (\d+) new entries.*\(\1 entries in all, \1 built-in\)", first.stdout), first.stdout
    again = CliRunner().invoke(main, ["index"])
    assert "index up to date" in again.stdout


# ---- item 6: OS errors on path arguments are input errors -----------------------------------


@pytest.mark.anyio
async def test_overlong_project_root_is_a_clear_tool_error(client: Client) -> None:
    message = await _err(client, "manage_project_brief", {"action": "read", "project_root": "/" + "a" * 300})
    assert "InvalidInputError" in message and "project_root" in message and "File name too long" in message
    assert "a" * 100 not in message  # the path is shortened, not echoed whole


# ---- item 7: queries and prompts are capped and never echoed --------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize(("tool", "key", "size"), [("td_context", "prompt", 2_000_000),
                                                     ("td_search", "query", 600_000)])
async def test_huge_input_is_refused_briefly(client: Client, tool: str, key: str, size: int) -> None:
    message = await _err(client, tool, {key: "x" * size})
    assert "16384" in message and len(message) < 300


def test_cli_refuses_a_huge_prompt(run: Run) -> None:
    result = run("context", "y" * (MAX_PROMPT_CHARS + 1), code=1)
    assert "at most 16384" in result.stderr and "yyyy" not in result.stderr
    run("search", "y" * (MAX_PROMPT_CHARS + 1), code=1)


# ---- item 8: schemas -------------------------------------------------------------------------


@pytest.mark.anyio
async def test_tool_schemas_declare_choices_bounds_and_outputs(client: Client) -> None:
    tools = {t.name: t for t in (await client.list_tools()).tools}
    for name, tool in tools.items():
        assert tool.output_schema and tool.output_schema.get("type") == "object", name
    props = {name: t.input_schema["properties"] for name, t in tools.items()}

    def enum(schema: dict[str, Any]) -> list[str]:
        if "enum" in schema:
            return list(schema["enum"])
        return next(list(s["enum"]) for s in schema.get("anyOf", []) if "enum" in s)

    assert enum(props["td_search"]["mode"]) == ["hybrid", "bm25", "vector"]
    assert enum(props["td_search"]["kind"]) == ["memory", "knowledge", "recipe"]
    assert enum(props["td_remember"]["kind"]) == ["memory", "knowledge", "recipe"]
    assert enum(props["td_remember"]["content_type"]) == ["fact", "reference", "instruction"]
    assert enum(props["td_ingest_url"]["knowledge_kind"]) == ["reference", "fact", "instruction"]
    assert enum(props["manage_project_brief"]["action"]) == ["read", "replace"]
    assert (props["td_search"]["k"]["minimum"], props["td_search"]["k"]["maximum"]) == (1, 1000)
    assert props["td_ingest_url"]["max_size_bytes"]["maximum"] == 52_428_800
    assert props["td_context"]["prompt"]["maxLength"] == MAX_PROMPT_CHARS
    load = tools["td_load_skill"].output_schema
    assert load is not None and {"name", "activated", "evicted", "active"} <= set(load["properties"])


@pytest.mark.anyio
async def test_no_empty_prompts_capability_and_no_links_in_errors(eng: Engine) -> None:
    async with Client(build_server(eng)) as client:
        assert client.server_capabilities.prompts is None
        message = await _err(client, "td_search", {"query": "x", "k": 5000, "mode": "fuzzy"})
        assert "http" not in message and "pydantic" not in message
        assert "k: Input should be less than or equal to 1000 (got 5000)" in message and "'fuzzy'" in message


# ---- item 9: documented examples work --------------------------------------------------------


@pytest.mark.anyio
async def test_every_documented_tool_example_works(eng: Engine, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", str(tmp_path))
    eng.add("kick flash", entry_id="mem_2026_05_18_k3x9q")  # the id td_forget's example names
    from tdcontext.continuity.log import (
        SessionLog,  # continuity_load's example reads seqs 12-40
    )

    SessionLog.create(eng.settings.sessions_dir).append_messages(
        [{"role": "user" if i % 2 else "assistant", "content": f"message {i}"} for i in range(1, 46)], turn=1)
    async with Client(build_server(eng)) as client:
        tried = 0
        for tool in (await client.list_tools()).tools:
            match = re.search(r"Example: (\w+)\((.*)\)\s*$", tool.description or "", re.MULTILINE)
            assert match and match.group(1) == tool.name, tool.name
            call = ast.parse(f"f({match.group(2)})", mode="eval").body
            assert isinstance(call, ast.Call)
            args = {kw.arg: ast.literal_eval(kw.value) for kw in call.keywords if kw.arg}
            result = await client.call_tool(tool.name, args)
            if tool.name == "td_ingest_url":  # offline here: the example is valid, the network absent
                assert result.is_error and "invalid arguments" not in result.content[0].text
                continue
            assert not result.is_error, (tool.name, result.content)
            tried += 1
        assert tried >= 9
        uniforms = await client.read_resource("tdcontext://skills/shader/uniforms.md")
        assert "sTD2DInputs" in uniforms.contents[0].text
        bands = await client.read_resource("tdcontext://skills/audio-reactive/bands.md")
        assert "Hz" in bands.contents[0].text


# ---- item 10: the brief says where it wrote --------------------------------------------------


@pytest.mark.anyio
async def test_brief_replace_names_the_resolved_root(client: Client, tmp_path: Path) -> None:
    brief = {"creative_direction": "warm", "constraints": [], "named_outputs": [], "safety_rules": []}
    made = await _ok(client, "manage_project_brief", {"action": "replace", "project_root": str(tmp_path),
                                                      "expected_revision": "absent", "brief": brief})
    assert made["status"] == "ok" and made["project_root"] == str(tmp_path)


# ---- item 11: the printed client config reproduces the options ------------------------------


def test_serve_config_repeats_the_retrieval_mode(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tdcontext.mcp_server.run_server", lambda *a, **k: None)
    result = run("--retrieval-mode", "legacy", "serve")
    config = json.loads(result.stderr[result.stderr.index("{"):])
    args = config["mcpServers"]["tdcontext"]["args"]
    assert args[-3:] == ["--retrieval-mode", "legacy", "serve"]
    plain = run("serve")
    assert "--retrieval-mode" not in plain.stderr


# ---- item 12: an empty prompt is not degradation ---------------------------------------------


def test_empty_prompt_is_not_degraded(run: Run) -> None:
    for prompt in ("", "   "):
        data = json.loads(run("context", prompt, "--json").stdout)
        assert data["degraded"] is False and data["entries"] == [] and data["notes"]


# ---- item 13: settings ranges and budget-dropped entries -------------------------------------


@pytest.mark.parametrize(("name", "value"), [("CONTEXT_TOKEN_BUDGET", "-5"), ("CONTEXT_K", "0"),
                                             ("EMBED_BATCH_SIZE", "0"), ("EMBED_TIMEOUT_SECONDS", "-1"),
                                             ("EMBED_IDLE_SECONDS", "0"), ("EMBED_MAX_RESTARTS", "-2"),
                                             ("CONTEXT_K", "1000")])
def test_out_of_range_settings_are_refused(run: Run, monkeypatch: pytest.MonkeyPatch, name: str,
                                           value: str) -> None:
    monkeypatch.setenv(f"TDCONTEXT_{name}", value)
    result = run("status", code=1)
    assert name.lower() in result.stderr and value in result.stderr


def _long_note(words: int) -> str:
    sentence = "The Feedback TOP needs a 16-bit float pixel format or the trails band. "
    return (sentence * (words // 13 + 1)).strip()


def test_budget_dropped_entries_are_named_in_notes(run: Run) -> None:
    for i in range(3):
        run("add", f"feedback trails tip {i}: " + _long_note(150), "--id", f"tip{i}", "--title", f"Tip {i}")
    data = json.loads(run("context", "why do my feedback trails band in the Feedback TOP?", "--mode", "legacy",
                          "--budget", "10", "--json").stdout)
    assert data["entries"] == [] and any("left out" in n and "tip0" in n for n in data["notes"])


# ---- item 15: bad lines in batch files -------------------------------------------------------


@pytest.mark.parametrize("line", ['{"pid": 1}', '{"pid": 1, "prompt": 5}', '{"pid": 1, "prompt": '])
def test_batch_bad_line_is_reported_by_number(run: Run, tmp_path: Path, line: str) -> None:
    path = tmp_path / "p.jsonl"
    path.write_text(f"first prompt\n{line}\n", encoding="utf-8")
    result = run("context", "--prompts", str(path), "--json", code=1)
    assert "line 2" in result.stdout + result.stderr
    assert result.stdout.count('"pid"') == 0  # nothing ran: the file is checked first
    queries = tmp_path / "q.jsonl"
    queries.write_text(line.replace("prompt", "query").replace("pid", "qid") + "\n", encoding="utf-8")
    assert "line 1" in run("search", "--queries", str(queries), code=1).stderr


# ---- item 16: cuts at sentence boundaries, marked --------------------------------------------


def test_block_cuts_at_a_sentence_and_marks_the_cut(run: Run) -> None:
    run("add", _long_note(600), "--id", "longfix", "--title", "Feedback banding fix", "--kind", "knowledge")
    data = json.loads(run("context", "why do my feedback trails band in the Feedback TOP?", "--mode", "legacy",
                          "--json").stdout)
    block = data["block"]
    assert "(truncated; read the whole entry with td_get longfix)" in block
    before = block.split("(truncated;")[0].rstrip().rstrip("┃").rstrip()
    assert before.endswith(("band.", "…")), before[-80:]
    assert "Use 16-bit\n" not in block


# ---- item 18: ingest offline and progress on stderr ------------------------------------------


@pytest.mark.parametrize("as_json", [False, True])
def test_ingest_offline_mentions_the_network_and_progress_is_on_stderr(run: Run, monkeypatch: pytest.MonkeyPatch,
                                                                       as_json: bool) -> None:
    def offline(*args: Any, **kwargs: Any) -> Any:
        raise socket.gaierror(-3, "Temporary failure in name resolution")

    monkeypatch.setattr(socket, "getaddrinfo", offline)
    args = ["ingest", "https://docs.derivative.ca/Noise_TOP", "https://example.com/"] + (["--json"] if as_json else [])
    result = run(*args, code=1)
    assert "[1/2] https://docs.derivative.ca/Noise_TOP" in result.stderr
    assert "[1/2]" not in result.stdout and "[2/2]" in result.stderr
    assert "online" in result.stderr and "DNS" in result.stderr


# ---- item 20: polish -------------------------------------------------------------------------


def test_status_prints_plain_values(run: Run) -> None:
    run("add", "a note")
    out = run("status").stdout
    assert "{" not in out and "[" not in out and "'" not in out
    assert re.search(r"by_kind\s+memory 1", out)


def test_list_columns_survive_long_ids(run: Run) -> None:
    run("add", "short", "--id", "a")
    run("add", "long", "--id", "x" * 100, "--project", "p" * 40)
    lines = run("list").stdout.splitlines()
    starts = {line.index(kind) for line, kind in zip(lines[1:], ("memory", "memory"), strict=True)}
    assert len(starts) == 1  # the kind column starts at the same place on every row


def test_builtins_have_a_created_at(eng: Engine) -> None:
    rows = [r for r in eng.list(project="builtin")]
    assert rows and all(r["created_at"] for r in rows)


def test_brief_replace_reports_the_real_size(run: Run, tmp_path: Path) -> None:
    big = tmp_path / "brief.json"
    big.write_text(json.dumps({"creative_direction": "x" * 20_000}), encoding="utf-8")
    result = run("brief", "replace", str(big), "--expected-revision", "absent", "--root", str(tmp_path), code=1)
    assert f"{big.stat().st_size} bytes" in result.stderr and "16385" not in result.stderr


def test_closing_during_background_indexing_is_quiet(tdcontext_home: Path, caplog: pytest.LogCaptureFixture) -> None:
    from tests.fakes import FailingEmbedder

    engine = Engine(load_settings(), embedder=FailingEmbedder(message="the embedder was closed"))
    engine._closing.set()  # what close() does first: the server is stopping
    engine.start_background_indexing().join(30)
    engine.close()
    assert "background indexing stopped" not in caplog.text
    assert engine.indexing_state()["status"] == "stopped"
    failing = Engine(load_settings(), embedder=FailingEmbedder())  # a real failure still warns
    failing.start_background_indexing().join(30)
    failing.close()
    assert "background indexing stopped" in caplog.text and failing.indexing_state()["status"] == "failed"


def test_stopping_mid_indexing_is_quiet(tdcontext_home: Path, caplog: pytest.LogCaptureFixture,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 20: the server stops (engine.close) while the background indexer is embedding."""
    import threading

    started, release = threading.Event(), threading.Event()

    class Slow(HashEmbedder):
        def embed(self, texts: Any) -> Any:
            started.set()
            release.wait(10)
            return super().embed(texts)

    crashes: list[Any] = []
    monkeypatch.setattr(threading, "excepthook", crashes.append)
    engine = Engine(load_settings(), embedder=Slow())
    with engine.index.write() as conn:
        conn.execute("DELETE FROM embeddings")
    engine._pending_cache = (-1, 0)
    thread = engine.start_background_indexing()
    assert started.wait(10)
    engine.close()  # the index closes under the indexer
    release.set()
    thread.join(10)
    assert not crashes and "background indexing stopped" not in caplog.text
    assert engine.indexing_state()["status"] == "stopped"
