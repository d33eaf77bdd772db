"""The `tdcontext` CLI through click's CliRunner: every command, JSON shapes, exit codes.

Most tests run with TDCONTEXT_EMBEDDER=none (BM25 only, degraded) or with the hash embedder
patched in; one slow test drives the real default worker end to end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tdcontext.cli import main
from tests.conftest import Run

HIT_KEYS = {"id", "title", "kind", "content_type", "project", "score", "ranks", "snippet"}


def _add(run: Run, *args: str, input: str | None = None) -> str:
    entry_id = run("add", *args, input=input).stdout.strip()
    assert entry_id and "\n" not in entry_id
    return entry_id


# ---- help and version ----------------------------------------------------------------------


def test_help_and_version(run: Run) -> None:
    out = run("--help").output
    for command in ("add", "import", "get", "list", "forget", "search", "index", "status", "serve"):
        assert command in out
    assert "0.1.0" in run("--version").output


# ---- add ----------------------------------------------------------------------------------


def test_add_from_text_with_every_option(run: Run, tdcontext_home: Path) -> None:
    entry_id = _add(run, "Null TOPs keep paths stable", "--kind", "knowledge", "--type", "instruction",
                    "--title", "Nulls", "--tag", "tips", "--tag", "top", "--project", "show1", "--id", "my-id")
    assert entry_id == "my-id"
    path = tdcontext_home / "corpus" / "show1" / "knowledge" / "my-id.md"
    assert path.is_file()
    got = json.loads(run("get", "my-id", "--json").stdout)
    assert (got["title"], got["kind"], got["content_type"], got["tags"], got["project"], got["text"]) == (
        "Nulls", "knowledge", "instruction", ["tips", "top"], "show1", "Null TOPs keep paths stable")


def test_add_generates_an_id(run: Run) -> None:
    assert _add(run, "memo").startswith("mem_")
    assert _add(run, "kb", "--kind", "knowledge").startswith("kb_")
    assert _add(run, "r", "--kind", "recipe").startswith("rcp_")


def test_add_from_file_and_stdin(run: Run, tmp_path: Path) -> None:
    source = tmp_path / "note.md"
    source.write_text("# From a file\n\nBody about lasers.\n", encoding="utf-8")
    from_file = _add(run, "--file", str(source))
    assert json.loads(run("get", from_file, "--json").stdout)["text"] == "# From a file\n\nBody about lasers."
    from_stdin = _add(run, input="piped text about strobes\n")
    assert json.loads(run("get", from_stdin, "--json").stdout)["text"] == "piped text about strobes"
    dash = _add(run, "-", input="dash means stdin")
    assert "dash means stdin" in run("get", dash).stdout


def test_add_json(run: Run) -> None:
    out = json.loads(run("add", "text", "--json", "--tag", "a").stdout)
    assert out["tags"] == ["a"] and out["embedding_indexed"] is True and Path(out["path"]).is_file()


@pytest.mark.parametrize(
    ("args", "stdin", "fragment"),
    [
        (["   "], None, "empty"),
        ([], "", "empty"),
        (["x", "--id", "../up"], None, "'../up'"),
        (["x", "--project", "a/b"], None, "'a/b'"),
        (["x", "--project", "builtin"], None, "read-only"),
    ],
)
def test_add_bad_values_exit_1(run: Run, args: list[str], stdin: str | None, fragment: str) -> None:
    result = run("add", *args, input=stdin, code=1)
    assert fragment in result.stderr
    as_json = run("add", *args, "--json", input=stdin, code=1)
    error = json.loads(as_json.stdout)["error"]
    assert {"type", "message"} <= set(error) and fragment in error["message"]
    assert json.loads(run("list", "--json").stdout) == []


def test_add_oversize_binary_and_non_utf8_files(run: Run, tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_text("x" * 1_000_001, encoding="utf-8")
    binary = tmp_path / "pic.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"caf\xe9")
    for path, fragment, names_file in ((big, "over the 1 MB limit", False), (binary, "binary", True),
                                       (latin, "not UTF-8", True)):
        error = json.loads(run("add", "--file", str(path), "--json", code=1).stdout)["error"]
        assert error["type"] == "InvalidEntryError" and fragment in error["message"]
        assert (str(path) in error["message"]) is names_file
    assert "not UTF-8" in run("add", input=b"caf\xe9", code=1).stderr
    assert json.loads(run("list", "--json").stdout) == []


def test_add_duplicate_id(run: Run) -> None:
    _add(run, "one", "--id", "dup")
    error = json.loads(run("add", "two", "--id", "dup", "--json", code=1).stdout)["error"]
    assert error["type"] == "DuplicateIdError" and "'dup'" in error["message"]
    assert "one" in run("get", "dup").stdout


@pytest.mark.parametrize(
    "args",
    [["add", "x", "--kind", "note"], ["add", "x", "--type", "essay"], ["add", "a", "--file", "x"],
     ["search"], ["search", "q", "--k", "0"], ["search", "q", "--mode", "fuzzy"], ["get"], ["frobnicate"],
     ["list", "--kind", "nope"], ["import", "/does/not/exist.jsonl"]],
)
def test_bad_arguments_exit_2(run: Run, args: list[str]) -> None:
    result = run(*args, code=2)
    assert "Usage" in result.output or "Error" in result.output


def test_text_and_file_together_is_an_error(run: Run, tmp_path: Path) -> None:
    source = tmp_path / "n.md"
    source.write_text("file text", encoding="utf-8")
    assert "not both" in run("add", "text", "--file", str(source), code=1).stderr


# ---- get / list / forget ------------------------------------------------------------------


def test_get_plain_and_missing(run: Run) -> None:
    entry_id = _add(run, "Body text", "--title", "A title", "--tag", "t1")
    out = run("get", entry_id).stdout
    assert "# A title" in out and f"id: {entry_id}" in out and "tags: t1" in out and "Body text" in out
    assert "'nope'" in run("get", "nope", code=1).stderr
    error = json.loads(run("get", "nope", "--json", code=1).stdout)["error"]
    assert error == {"type": "NotFoundError", "message": error["message"]} and "'nope'" in error["message"]
    assert json.loads(run("get", "../x", "--json", code=1).stdout)["error"]["type"] == "InvalidEntryError"


def test_list_with_filters(run: Run) -> None:
    a = _add(run, "a", "--kind", "recipe", "--tag", "audio")
    b = _add(run, "b", "--kind", "knowledge", "--type", "instruction", "--project", "p2")
    c = _add(run, "c")
    ids = lambda *args: {r["id"] for r in json.loads(run("list", *args, "--json").stdout)}
    assert ids() == {a, b, c}
    assert ids("--kind", "recipe") == {a}
    assert ids("--type", "instruction") == {b}
    assert ids("--project", "p2") == {b}
    assert ids("--tag", "audio") == {a}
    assert ids("--kind", "memory", "--project", "default") == {c}
    plain = run("list").stdout
    assert all(i in plain for i in (a, b, c))
    assert run("list", "--project", "../x", code=1).stderr.startswith("error:")


def test_forget(run: Run, tdcontext_home: Path) -> None:
    entry_id = _add(run, "temporary")
    assert run("forget", entry_id).stdout.strip() == f"forgot {entry_id}"
    assert list((tdcontext_home / "corpus").rglob("*.md")) == []
    assert json.loads(run("forget", entry_id, "--json", code=1).stdout)["error"]["type"] == "NotFoundError"
    other = _add(run, "another")
    assert json.loads(run("forget", other, "--json").stdout) == {"forgotten": other}


# ---- import -------------------------------------------------------------------------------


def _jsonl(tmp_path: Path, lines: list[object]) -> Path:
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    return path


def test_import_with_progress_and_errors(hashed: Run, tmp_path: Path) -> None:
    good = [{"id": f"e{i}", "text": f"imported note {i} about lasers", "kind": "knowledge", "tags": ["imp"]}
            for i in range(40)]
    path = _jsonl(tmp_path, [*good[:20], "{broken", {"text": ""}, *good[20:]])
    result = hashed("import", str(path), code=1)
    assert "created 40" in result.stdout
    assert "line 21:" in result.stderr and "line 22:" in result.stderr
    assert "line 21: line 21" not in result.stderr
    # stderr is not a terminal here: no progress bar, so logs get no carriage-return updates
    assert "\r" not in result.stderr and "40/40" not in result.stderr
    assert len(json.loads(hashed("list", "--tag", "imp", "--json").stdout)) == 40
    again = json.loads(hashed("import", str(_jsonl(tmp_path, good)), "--json").stdout)
    assert (again["created"], again["updated"], again["unchanged"], again["errors"]) == (0, 0, 40, [])
    good[0]["text"] = "changed"
    upsert = json.loads(hashed("import", str(_jsonl(tmp_path, good[:1])), "--json").stdout)
    assert (upsert["updated"], upsert["embedded"]) == (1, 1)
    assert json.loads(hashed("get", "e0", "--json").stdout)["text"] == "changed"


def test_import_json_report_and_stdin(run: Run) -> None:
    data = json.dumps({"id": "s1", "text": "from stdin"}) + "\n[1,2]\n"
    out = json.loads(run("import", "-", "--json", input=data, code=1).stdout)
    assert out["created"] == 1 and [e["line"] for e in out["errors"]] == [2]
    assert "from stdin" in run("get", "s1").stdout


def test_import_with_the_embedder_down_saves_everything(run: Run, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.fakes import FailingEmbedder

    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "worker")
    monkeypatch.setattr("tdcontext.embedding.factory.make_embedder", lambda settings: FailingEmbedder())
    result = run("import", str(_jsonl(tmp_path, [{"text": "a"}, {"text": "b"}])))
    assert "created 2" in result.stdout and "embedding deferred" in result.stderr
    status = json.loads(run("status", "--json").stdout)
    assert status["pending_embeddings"] == 2 and status["degraded"] is True


# ---- search -------------------------------------------------------------------------------


def _seed(run: Run) -> dict[str, str]:
    return {
        "kick": _add(run, "Detect the kick with an Audio Analysis CHOP", "--kind", "recipe", "--title", "Kick"),
        "fb": _add(run, "Feedback TOP trails drift", "--kind", "knowledge", "--project", "vis"),
    }


def test_search_json_shape_bm25_only(run: Run) -> None:
    ids = _seed(run)
    out = json.loads(run("search", "kick audio", "--json").stdout)
    # the stable keys; a degraded answer may add "notes" explaining why
    assert set(out) - {"notes"} == {"query", "mode", "degraded", "hits"}
    assert all(isinstance(n, str) for n in out.get("notes", []))
    assert (out["query"], out["mode"], out["degraded"]) == ("kick audio", "hybrid", True)
    assert [h["id"] for h in out["hits"]] == [ids["kick"]]
    hit = out["hits"][0]
    assert set(hit) == HIT_KEYS and hit["ranks"] == {"bm25": 1, "vector": None}
    assert (hit["title"], hit["kind"], hit["project"]) == ("Kick", "recipe", "default")


def test_search_modes_and_filters_with_vectors(hashed: Run) -> None:
    ids = _seed(hashed)
    for mode in ("hybrid", "bm25", "vector"):
        out = json.loads(hashed("search", "feedback trails", "--mode", mode, "--json").stdout)
        assert out["mode"] == mode and out["degraded"] is False and out["hits"][0]["id"] == ids["fb"]
    assert [h["id"] for h in json.loads(
        hashed("search", "kick feedback", "--kind", "recipe", "--json").stdout)["hits"]] == [ids["kick"]]
    assert [h["id"] for h in json.loads(
        hashed("search", "kick feedback", "--project", "vis", "--json", "--k", "1").stdout)["hits"]] == [ids["fb"]]


def test_search_plain_output(run: Run) -> None:
    ids = _seed(run)
    result = run("search", "kick")
    assert f"[{ids['kick']} · recipe/reference · default]" in result.stdout and "1. Kick" in result.stdout
    assert "degraded" in result.stderr
    assert "no matches" in run("search", "xylophone").stdout


@pytest.mark.parametrize("query", ['"', "NEAR(", "a AND OR", "*", "🎛️", "x" * 10_000])
def test_search_any_query(run: Run, query: str) -> None:
    _seed(run)
    assert json.loads(run("search", query, "--json").stdout)["query"] == query


def test_search_batch_plain_and_jsonl(hashed: Run, tmp_path: Path) -> None:
    ids = _seed(hashed)
    plain = tmp_path / "q.txt"
    plain.write_text("kick audio\n\nfeedback trails\n", encoding="utf-8")
    lines = [json.loads(line) for line in hashed("search", "--queries", str(plain), "--k", "1").stdout.splitlines()]
    assert [(r["qid"], r["hits"][0]["id"]) for r in lines] == [(1, ids["kick"]), (3, ids["fb"])]
    assert all({"qid", "query", "mode", "degraded", "hits"} <= set(r) for r in lines)
    jsonl = tmp_path / "q.jsonl"
    jsonl.write_text("\n".join(json.dumps(x) for x in [{"qid": "q-7", "query": "feedback"},
                                                        {"qid": 8, "query": "kick"}]) + "\n", encoding="utf-8")
    lines = [json.loads(line) for line in hashed("search", "--queries", str(jsonl), "--mode", "bm25").stdout.splitlines()]
    assert [(r["qid"], r["query"], r["mode"], r["hits"][0]["id"]) for r in lines] == [
        ("q-7", "feedback", "bm25", ids["fb"]), (8, "kick", "bm25", ids["kick"])]
    from_stdin = hashed("search", "--queries", "-", input='{"qid": "x", "query": "kick"}\n').stdout
    assert json.loads(from_stdin)["qid"] == "x"


def test_search_query_and_queries_together(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "q.txt"
    path.write_text("a\n", encoding="utf-8")
    error = json.loads(run("search", "q", "--queries", str(path), "--json", code=1).stdout)["error"]
    assert error["type"] == "InvalidInputError"


# ---- index / status -----------------------------------------------------------------------


def test_index_picks_up_hand_edits_and_reports_broken_files(hashed: Run, tdcontext_home: Path) -> None:
    ids = _seed(hashed)
    kick = next((tdcontext_home / "corpus").rglob(f"{ids['kick']}.md"))
    kick.write_text("---\ntitle: Snare\n---\nsnare detection\n", encoding="utf-8")
    broken = next((tdcontext_home / "corpus").rglob(f"{ids['fb']}.md"))
    broken.write_text("---\ntitle: [oops\n---\nx\n", encoding="utf-8")
    new = tdcontext_home / "corpus" / "default" / "memory" / "hand.md"
    new.parent.mkdir(parents=True, exist_ok=True)
    new.write_text("a hand written marimba note\n", encoding="utf-8")
    result = hashed("index")
    assert "indexed 1 new entry; re-indexed 1 edited" in result.stdout
    assert f"skipped {broken}" in result.stderr and "broken frontmatter" in result.stderr
    assert result.stderr.count(str(broken)) == 1  # the path is named once (issue 9 item 20)
    assert json.loads(hashed("search", "marimba", "--json").stdout)["hits"][0]["id"] == "hand"
    report = json.loads(hashed("index", "--json").stdout)
    assert report["unchanged"] == 2 and len(report["errors"]) == 1 and report["pending"] == 0


def test_index_rebuild(hashed: Run, tdcontext_home: Path) -> None:
    ids = _seed(hashed)
    for suffix in ("", "-wal", "-shm"):
        Path(str(tdcontext_home / "index.sqlite") + suffix).unlink(missing_ok=True)
    report = json.loads(hashed("index", "--rebuild", "--json").stdout)
    assert report["added"] == 2 and report["pending"] == 0
    assert {r["id"] for r in json.loads(hashed("list", "--json").stdout)} == set(ids.values())
    again = hashed("index", "--rebuild")
    assert "indexed 2 new entries" in again.stdout


def test_rebuild_recovers_from_a_corrupt_index(run: Run, tdcontext_home: Path) -> None:
    ids = _seed(run)
    (tdcontext_home / "index.sqlite").write_bytes(b"\x00garbage" * 1000)
    for suffix in ("-wal", "-shm"):
        Path(str(tdcontext_home / "index.sqlite") + suffix).unlink(missing_ok=True)
    error = json.loads(run("status", "--json", code=1).stdout)["error"]
    assert error["type"] == "IndexError" and "index --rebuild" in error["message"]
    result = run("index", "--rebuild", "--json")
    assert json.loads(result.stdout)["errors"] == [] and "index.sqlite.broken-1" in result.stderr
    assert {r["id"] for r in json.loads(run("list", "--json").stdout)} == set(ids.values())
    assert (tdcontext_home / "index.sqlite.broken-1").read_bytes().startswith(b"\x00garbage")


def test_status(run: Run) -> None:
    _seed(run)
    info = json.loads(run("status", "--json").stdout)
    for key in ("entries", "by_kind", "by_project", "chunks", "model_version", "pending_embeddings",
                "degraded", "degraded_reasons", "embedder", "vector_backend"):
        assert key in info
    assert info["entries"] == 2 and info["embedder"] == "disabled" and info["degraded"] is True
    assert info["builtin"] == "hidden"
    assert "model_version" in run("status").stdout


def test_status_shows_builtin_and_pending(monkeypatch: pytest.MonkeyPatch, run: Run) -> None:
    monkeypatch.setenv("TDCONTEXT_HIDE_BUILTIN", "0")
    info = json.loads(run("status", "--json").stdout)
    assert info["by_project"]["builtin"] >= 20 and info["builtin"] == "shown"


def test_home_option_overrides_the_environment(run: Run, tmp_path: Path) -> None:
    other = tmp_path / "other-home"
    run("--home", str(other), "add", "elsewhere", "--id", "o1")
    assert (other / "corpus" / "default" / "memory" / "o1.md").is_file()
    run("get", "o1", code=1)


def test_bad_config_is_a_clean_error(run: Run, tdcontext_home: Path) -> None:
    tdcontext_home.mkdir(parents=True, exist_ok=True)
    (tdcontext_home / "config.toml").write_text("colour = 'red'\n", encoding="utf-8")
    error = json.loads(run("status", "--json", code=1).stdout)["error"]
    assert error["type"] == "InvalidInputError" and "colour" in error["message"]


# ---- the real worker, end to end ----------------------------------------------------------


@pytest.mark.slow
def test_real_worker_end_to_end(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TDCONTEXT_HIDE_BUILTIN", "1")
    runner = CliRunner()

    def invoke(*args: str) -> Result:
        result = runner.invoke(main, list(args))
        assert result.exit_code == 0 and "Traceback" not in result.output, result.output
        return result

    source = tmp_path / "real.jsonl"
    source.write_text("\n".join(json.dumps(x) for x in [
        {"id": "kick", "kind": "recipe", "text": "Detect the kick drum with an Audio Analysis CHOP and flash a Level TOP"},
        {"id": "res", "text": "Store the show's output resolution as 1920x1080 on the Window COMP"},
        {"id": "fb", "kind": "knowledge", "text": "Feedback TOP creates trails from the previous frame"},
    ]) + "\n", encoding="utf-8")
    assert "embedded 3 chunks" in invoke("import", str(source)).stdout
    status = json.loads(invoke("status", "--json").stdout)
    assert status["pending_embeddings"] == 0 and status["vectors"] == 3
    assert status["model_version"].startswith("all-MiniLM-L6-v2")
    queries = tmp_path / "q.jsonl"
    queries.write_text(json.dumps({"qid": "sem", "query": "percussion beat makes the picture blink"}) + "\n"
                       + json.dumps({"qid": "lex", "query": "kick flash"}) + "\n", encoding="utf-8")
    sem, lex = (json.loads(line) for line in invoke("search", "--queries", str(queries), "--k", "3").stdout.splitlines())
    assert sem["qid"] == "sem" and sem["degraded"] is False and sem["hits"][0]["id"] == "kick"
    assert sem["hits"][0]["ranks"]["vector"] == 1
    assert lex["qid"] == "lex" and lex["hits"][0]["ranks"] == {"bm25": 1, "vector": 1}
