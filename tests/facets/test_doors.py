"""Facets end to end: scanner over real session logs, the service, the CLI and the MCP tool."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from mcp import Client

from tdcontext.cli import main
from tdcontext.engine import Engine
from tdcontext.mcp_server import build_server
from tests.facets.helpers import FEEDBACK_SESSION, write_session


@pytest.fixture
def sessions(engine: Engine) -> Path:
    folder = engine.settings.sessions_dir
    write_session(folder, "s1", FEEDBACK_SESSION)
    return folder


def test_scan_is_incremental_and_idempotent(engine: Engine, sessions: Path) -> None:
    first = engine.facets.scan()
    assert first.tagged == len(FEEDBACK_SESSION)
    assert engine.facets.scan().tagged == 0
    log = write_session(sessions, "s2", [{"role": "user", "content": "particles with a pop falloff"}])
    log.append_messages([{"role": "assistant", "content": "Added a POP particle system."}], turn=1)
    assert engine.facets.scan().tagged == 2
    assert engine.facets.index.total_turns() == len(FEEDBACK_SESSION) + 2


def test_scan_resumes_after_an_interrupted_write(engine: Engine, sessions: Path) -> None:
    engine.facets.scan()
    path = sessions / "s1.jsonl"
    with open(path, "ab") as fh:
        fh.write(b'{"seq": 11, "kind": "mess')  # a crash mid-append: never read
    assert engine.facets.scan().tagged == 0
    from tdcontext.continuity.log import SessionLog

    SessionLog.open(sessions, "s1").append_messages([{"role": "user", "content": "more feedback trails"}], turn=6)
    assert engine.facets.scan().tagged == 1


def test_query_alias_value_rules_and_no_match(engine: Engine, sessions: Path) -> None:
    engine.facets.scan()
    kaleido = engine.facets.query("the kaleidoscope")
    assert kaleido["how"] == "alias" and kaleido["facets"] == {"topic": "feedback", "activity": "building"}
    by_value = engine.facets.query("feedback")
    assert by_value["how"] == "value" and by_value["status"] == "ok"
    spans = [(r["start"], r["end"]) for r in by_value["ranges"]]
    assert spans and spans[0][0] == 1
    audio = engine.facets.query("when we debugged the audio")
    assert audio["status"] == "ok"
    assert any(r["start"] >= 5 for r in audio["ranges"])
    nothing = engine.facets.query("zzzz qqqq")
    assert nothing["status"] == "facet-no-match" and nothing["ranges"] == []


def test_curve_panel_and_fold_plan(engine: Engine, sessions: Path) -> None:
    engine.facets.scan()
    curve = engine.facets.curve("feedback")
    assert curve["session"] == "s1" and len(curve["points"]) == len(FEEDBACK_SESSION)
    early = sum(p["score"] for p in curve["points"][:4])
    late = sum(p["score"] for p in curve["points"][-4:])
    assert early > late
    plan = engine.facets.fold_plan("the shader", budget_tokens=60, protect_tokens=20)
    assert plan["tokens"] <= 60
    snap = engine.facets.panel(alias="feedback")
    assert snap["total_turns"] == len(FEEDBACK_SESSION)
    assert any(a["alias"] == "the kaleidoscope" and a["turns"] > 0 for a in snap["aliases"])
    assert "random: yes 0" in snap["anomalies"]
    svg = (engine.settings.home / "facets" / "panel.svg").read_text()
    assert svg.startswith("<svg") and "</svg>" in svg


def _cli(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_cli_commands_with_json(engine: Engine, sessions: Path, tmp_path: Path) -> None:
    engine.close()
    assert json.loads(_cli("facets", "scan", "--json").output)["tagged"] == len(FEEDBACK_SESSION)
    q = json.loads(_cli("facets", "query", "the kaleidoscope", "--json").output)
    assert q["status"] == "ok"
    out = _cli("facets", "query", "the kaleidoscope")
    assert "seq 1-" in out.output
    svg = tmp_path / "c.svg"
    c = _cli("facets", "curve", "feedback", "--svg", str(svg))
    assert c.exit_code == 0 and svg.read_text().startswith("<svg")
    f = json.loads(_cli("facets", "fold", "the shader", "--budget", "100", "--json").output)
    assert f["tokens"] <= 100
    p = _cli("facets", "panel")
    assert "turns in 1 sessions" in p.output
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join(json.dumps({"text": t, "session": f"g{i % 5}", "facets": {"topic": topic}})
                              for i, (t, topic) in enumerate([("feedback trails", "feedback"), ("audio kick", "audio-reactive")] * 10))
                    + "\nnot json\n")
    t = _cli("facets", "train", str(rows), "--no-prototypes")
    assert t.exit_code == 1 and "line 21: not JSON" in t.output
    assert (engine.settings.home / "facets" / "model.json").is_file()


@pytest.mark.parametrize("args, code", [
    (["facets", "query", ""], 1), (["facets", "query", "x" * 600], 1),
    (["facets", "query", "a", "--threshold", "0"], 2), (["facets", "curve", "feedback", "--session", "../x"], 1),
    (["facets", "validate"], 1), (["facets", "fold", "feedback", "--budget", "0"], 2),
])
def test_cli_bad_input_is_a_clear_error(args: list[str], code: int) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output


def test_cli_validate_on_a_small_sgd_sample(tmp_path: Path) -> None:
    from tests.facets.helpers import shared_dir

    sgd = shared_dir() / "bench" / "sgd" / "test"
    if not sgd.is_dir():
        pytest.skip(f"SGD data not found at {sgd}")
    result = CliRunner().invoke(main, ["facets", "validate", "--sgd", str(sgd), "--max-dialogues", "60", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert set(data["slots"]) == {"topic", "interaction", "participants"}
    assert data["slots"]["participants"]["accuracy"] == 1.0
    assert 0.0 <= data["query"]["precision"] <= 1.0 and data["dialogues"]["test"] > 0


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_mcp_facets_tool_and_panel_resource(engine: Engine, sessions: Path) -> None:
    engine.facets.scan()
    async with Client(build_server(engine)) as client:
        result = await client.call_tool("td_facets_query", {"alias": "the kaleidoscope"})
        assert not result.is_error and result.structured_content["status"] == "ok"
        bad = await client.call_tool("td_facets_query", {"alias": "x" * 900})
        assert bad.is_error
        panel = await client.read_resource("tdcontext://facets/panel")
        assert json.loads(panel.contents[0].text)["total_turns"] == len(FEEDBACK_SESSION)


def test_continuity_load_by_facet_and_no_match(engine: Engine, sessions: Path) -> None:
    found = engine.continuity_load("s1", facet="the kaleidoscope", scope="all")
    assert found["status"] == "ok" and found["facet"]["facets"]["topic"] == "feedback"
    assert "kaleidoscope" in found["text"] and found["facet"]["ranges"]
    missing = engine.continuity_load("s1", facet="zzzz qqqq")
    assert missing["status"] == "facet-no-match" and missing["messages"] == []
    assert "facet-no-match" in missing["text"]
    out = CliRunner().invoke(main, ["continuity", "load", "--session", "s1", "--facet", "the kaleidoscope", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)["status"] == "ok"
