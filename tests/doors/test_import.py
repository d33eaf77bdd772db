"""`tdcontext import`: JSONL robustness (issue 10 item 12), stable ids for lines without one
(issue 9 item 14) and folders of Markdown (issue 9, "Import a folder of Markdown")."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.corpus.imports import (
    MAX_LINE_BYTES,
    MAX_META_BYTES,
    MAX_META_DEPTH,
    entry_from_json_line,
    path_id,
)
from tdcontext.errors import TdcontextError

from .conftest import Run

Write = Callable[[str, str], Path]


def _jsonl(path: Path, rows: list[object]) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


# ---- JSONL: every hostile line is that line's error; later lines still import ---------------

HOSTILE = [
    "[" * 100_000,                                             # RecursionError in json
    '{"text": "x", "meta": ' + "[" * 50 + "1" + "]" * 50 + "}",  # meta nested too deep
    json.dumps({"text": "x", "meta": {"blob": "a" * (MAX_META_BYTES + 10)}}),
    json.dumps({"text": "x", "meta": "not an object"}),
    '{"text": "x", "meta": {"n": ' + "9" * 5000 + "}}",        # int beyond the digit limit
    json.dumps({"text": 5}),
    json.dumps({"text": "x", "tags": {"a": 1}}),
    json.dumps({"text": "x", "kind": ["memory"]}),
    json.dumps({"text": "x", "id": "../escape"}),
    json.dumps({"text": "x", "project": {"p": 1}}),
    json.dumps({"text": "x", "title": 7}),
    "\"just a string\"",
    "\xff\xfe not utf-8",
]


@pytest.mark.parametrize("bad", HOSTILE, ids=[f"hostile{i}" for i in range(len(HOSTILE))])
def test_hostile_line_is_reported_and_later_lines_import(run: Run, tmp_path: Path, bad: str) -> None:
    path = tmp_path / "in.jsonl"
    data = bad.encode("latin-1") if bad.startswith("\xff") else bad.encode("utf-8")
    path.write_bytes(json.dumps({"id": "first", "text": "kick flash"}).encode() + b"\n" + data + b"\n"
                     + json.dumps({"id": "last", "text": "snare flash"}).encode() + b"\n")
    out = json.loads(run("import", str(path), "--json", code=1).stdout)
    assert out["created"] == 2
    assert [e["line"] for e in out["errors"]] == [2]
    assert out["errors"][0]["message"].startswith("line 2: ")
    assert len(out["errors"][0]["message"]) < 400  # never echoes the hostile input
    run("get", "last")


def test_over_long_line_is_refused_unread(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    with path.open("wb") as f:
        f.write(b'{"text": "' + b"a" * (MAX_LINE_BYTES + 100) + b'"}\n')
        f.write(json.dumps({"id": "after", "text": "still imported"}).encode() + b"\n")
    out = json.loads(run("import", str(path), "--json", code=1).stdout)
    assert out["created"] == 1 and out["errors"][0]["line"] == 1
    assert "MiB" in out["errors"][0]["message"]


def test_meta_at_the_caps_is_accepted(run: Run, tmp_path: Path) -> None:
    nested: object = "leaf"
    for _ in range(MAX_META_DEPTH - 1):
        nested = {"k": nested}
    path = _jsonl(tmp_path / "ok.jsonl", [{"id": "deep", "text": "x", "meta": nested}])
    run("import", str(path))
    assert json.loads(run("get", "deep", "--json").stdout)["meta"]["k"]["k"]


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300) | st.binary(max_size=300))
def test_any_line_parses_or_raises_a_tdcontext_error(line: str | bytes) -> None:
    try:
        entry = entry_from_json_line(line, 7)
    except TdcontextError as exc:
        assert str(exc).startswith("line 7: ")
    else:
        assert entry.text


# ---- stable ids for lines without one (issue 9 item 14) --------------------------------------


def test_reimport_without_ids_does_not_duplicate(run: Run, tmp_path: Path) -> None:
    path = _jsonl(tmp_path / "n.jsonl", [{"text": "kick flash note"}, {"text": "snare note", "title": "Snare"}])
    first = json.loads(run("import", str(path), "--json").stdout)
    again = json.loads(run("import", str(path), "--json").stdout)
    assert (first["created"], again["created"], again["unchanged"]) == (2, 0, 2)
    ids = [r["id"] for r in json.loads(run("list", "--json").stdout)]
    assert len(ids) == 2 and all(i.startswith("mem_imp_") for i in ids)
    edited = _jsonl(tmp_path / "e.jsonl", [{"text": "kick flash note, softer"}])
    assert json.loads(run("import", str(edited), "--json").stdout)["created"] == 1


# ---- folders of Markdown ---------------------------------------------------------------------


def test_obsidian_vault_import(run: Run, write: Write, tmp_path: Path) -> None:
    write("Kick Flash.md", "# Kick flash\n\nUse a Trigger CHOP on the kick band.\n")
    write("show/Cue list.md", "---\ntitle: Cue list for the show\ntags: [show, cues]\naliases: [cues]\n---\n"
                              "Cue 1 opens on the LED wall.\n")
    write("untitled.md", "no heading here, just words about lasers\n")
    write(".obsidian/workspace.md", "# not a note\n")
    write("picture.png", "not markdown")
    out = json.loads(run("import", str(tmp_path / "in"), "--project", "show2026", "--json").stdout)
    assert (out["created"], out["errors"]) == (3, [])
    rows = {r["title"]: r for r in json.loads(run("list", "--json").stdout)}
    assert set(rows) == {"Kick flash", "Cue list for the show", "untitled"}
    assert {r["project"] for r in rows.values()} == {"show2026"}
    cue = json.loads(run("get", rows["Cue list for the show"]["id"], "--json").stdout)
    assert cue["tags"] == ["show", "cues"] and cue["meta"]["aliases"] == ["cues"]
    assert cue["meta"]["imported_from"] == "show/Cue list.md"
    assert rows["Kick flash"]["id"] == path_id("Kick Flash.md")
    # a re-import changes nothing; an edit updates in place (same id from the same path)
    assert json.loads(run("import", str(tmp_path / "in"), "--project", "show2026", "--json").stdout)["unchanged"] == 3
    write("Kick Flash.md", "# Kick flash\n\nUse a Trigger CHOP on the kick band, with a Lag.\n")
    again = json.loads(run("import", str(tmp_path / "in"), "--project", "show2026", "--json").stdout)
    assert (again["updated"], again["unchanged"], again["created"]) == (1, 2, 0)


def test_older_copilot_store_layout(run: Run, write: Write, tmp_path: Path) -> None:
    write("knowledge/projects/club/entries/kb_kick.md", "---\nkind: knowledge\n---\n# Kick\n\nKick notes.\n")
    write("knowledge/projects/gallery/entries/mem_wall.md", "Wall is 4K.\n")
    out = json.loads(run("import", str(tmp_path / "in"), "--json").stdout)
    assert out["created"] == 2
    rows = {r["id"]: r for r in json.loads(run("list", "--json").stdout)}
    assert rows["kb_kick"]["project"] == "club" and rows["kb_kick"]["kind"] == "knowledge"
    assert rows["mem_wall"]["project"] == "gallery" and rows["mem_wall"]["title"] == "mem_wall"


def test_bad_files_are_reported_by_path_and_the_rest_import(run: Run, write: Write, tmp_path: Path) -> None:
    write("good.md", "# Good\n\nfine\n")
    write("broken.md", "---\ntitle: [unclosed\n---\nbody\n")
    write("empty.md", "---\ntitle: nothing\n---\n")
    write("badtag.md", "---\ntags: ['has space']\n---\ntext\n")
    (tmp_path / "in" / "binary.md").write_bytes(b"\x00\x01\x02")
    os.symlink("/etc/passwd", tmp_path / "in" / "link.md")
    result = run("import", str(tmp_path / "in"), "--json", code=1)
    out = json.loads(result.stdout)
    assert out["created"] == 1
    assert sorted(e["file"] for e in out["errors"]) == ["badtag.md", "binary.md", "broken.md", "empty.md"]
    assert all(e["message"].startswith(e["file"]) for e in out["errors"])
    assert out["skipped"] == [{"file": "link.md", "reason": "a symbolic link; links are not followed"}]
    plain = run("import", str(tmp_path / "in"), code=1)
    assert "skipped link.md" in plain.stderr and "broken.md:" in plain.stderr


def test_import_argument_errors(run: Run, tmp_path: Path) -> None:
    (tmp_path / "f.jsonl").write_text("{}\n")
    assert "apply to folder imports" in run("import", str(tmp_path / "f.jsonl"), "--project", "x", code=1).stderr
    assert "apply to folder imports" in run("import", str(tmp_path / "f.jsonl"), "--kind", "recipe", code=1).stderr
    (tmp_path / "folder").mkdir()
    assert "not a valid name" in run("import", str(tmp_path / "folder"), "--project", "bad name", code=1).stderr
    run("import", str(tmp_path / "missing"), code=2)


@settings(max_examples=80, deadline=None)
@given(st.text(min_size=1, max_size=200).filter(lambda t: "\x00" not in t))
def test_path_ids_are_always_safe_and_stable(relative: str) -> None:
    from tdcontext.corpus.entry import check_id

    entry_id = path_id(relative)
    assert check_id(entry_id) == entry_id and entry_id == path_id(relative)


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=400))
def test_any_markdown_parses_or_raises_a_tdcontext_error(source: str) -> None:
    from tdcontext.corpus.imports import MarkdownFile, entry_from_markdown

    file = MarkdownFile(Path("/nowhere/notes/a.md"), "notes/a.md")
    try:
        entry = entry_from_markdown(file, source, project=None, kind="memory")
    except TdcontextError as exc:
        assert str(exc).startswith("notes/a.md")
    else:
        from tdcontext.corpus.entry import check_id

        assert entry.text.strip() and check_id(entry.id) == entry.id


def test_concurrent_folder_imports_do_not_duplicate(engine: object, write: Write, tmp_path: Path) -> None:
    import threading

    from tdcontext.engine import Engine

    assert isinstance(engine, Engine)
    for i in range(12):
        write(f"n{i}.md", f"# Note {i}\n\nkick flash variant {i}\n")
    reports: list[object] = []
    threads = [threading.Thread(target=lambda: reports.append(engine.import_dir(tmp_path / "in")))
               for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(reports) == 3 and all(not r.errors for r in reports)  # type: ignore[attr-defined]
    assert len(engine.list(project="default")) == 12


def test_interrupted_import_resumes_without_duplicates(engine: object, write: Write, tmp_path: Path) -> None:
    from tdcontext.engine import Engine

    assert isinstance(engine, Engine)
    for i in range(6):
        write(f"n{i}.md", f"note {i} about trails\n")
    calls = {"n": 0}

    def crash_on_third(event: dict[str, object]) -> None:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt  # the user pressed Ctrl-C mid-import
    with pytest.raises(KeyboardInterrupt):
        engine.import_dir(tmp_path / "in", progress=crash_on_third)
    report = engine.import_dir(tmp_path / "in")
    assert (report.created, report.unchanged) == (3, 3)
    assert len(engine.list(project="default")) == 6
