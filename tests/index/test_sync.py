"""Files -> index: new, edited, moved, deleted and broken files; (mtime, size) and hash skips."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tdcontext.corpus.entry import make_entry
from tdcontext.corpus.files import CorpusStore
from tdcontext.index.db import Index
from tdcontext.index.sync import sync_index
from tdcontext.retrieval.chunking import chunk_text


@pytest.fixture
def env(tmp_path: Path) -> tuple[Index, CorpusStore]:
    index = Index(tmp_path / "index.sqlite")
    store = CorpusStore(tmp_path / "corpus", include_builtin=False)
    yield index, store
    index.close()


def _titles(index: Index) -> dict[str, str]:
    return dict(index.query("SELECT id, title FROM entries"))


def test_new_files_are_added_then_skipped(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    store.create(make_entry("alpha", entry_id="a", title="A"))
    store.create(make_entry("beta", entry_id="b", title="B", kind="knowledge", project="p2"))
    report = sync_index(index, store, chunk_text)
    assert (report.added, report.updated, report.removed, report.errors) == (2, 0, 0, [])
    assert _titles(index) == {"a": "A", "b": "B"}
    again = sync_index(index, store, chunk_text)
    assert (again.added, again.updated, again.unchanged) == (0, 0, 2)


def test_hand_edit_is_picked_up(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    path = store.create(make_entry("old body", entry_id="a", title="Old"))
    sync_index(index, store, chunk_text)
    path.write_text("---\ntitle: New\n---\nnew body about lasers\n", encoding="utf-8")
    report = sync_index(index, store, chunk_text)
    assert report.updated == 1
    assert _titles(index) == {"a": "New"}
    assert index.query("SELECT text FROM chunks WHERE entry_id = 'a'") == [("new body about lasers",)]


def test_touch_without_change_only_updates_mtime(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    path = store.create(make_entry("same", entry_id="a"))
    sync_index(index, store, chunk_text)
    chunk_ids = index.query("SELECT id FROM chunks")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    report = sync_index(index, store, chunk_text)
    assert (report.unchanged, report.updated) == (1, 0)
    assert index.query("SELECT id FROM chunks") == chunk_ids
    assert index.entry_row("a").mtime_ns == st.st_mtime_ns + 5_000_000_000


def test_deleted_file_removes_rows(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    store.create(make_entry("x", entry_id="a"))
    store.create(make_entry("y", entry_id="b"))
    sync_index(index, store, chunk_text)
    store.delete("a")
    report = sync_index(index, store, chunk_text)
    assert report.removed == 1
    assert set(_titles(index)) == {"b"}


def test_moved_file_is_updated_in_place(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    path = store.create(make_entry("text", entry_id="a", project="one"))
    sync_index(index, store, chunk_text)
    target = store.root / "two" / "recipe" / "a.md"
    target.parent.mkdir(parents=True)
    text = path.read_text(encoding="utf-8").replace("kind: memory", "kind: recipe")
    target.write_text(text, encoding="utf-8")
    path.unlink()
    report = sync_index(index, store, chunk_text)
    assert (report.updated, report.removed) == (1, 0)
    row = index.entry_row("a")
    assert (row.project, row.kind, row.path) == ("two", "recipe", str(target))


def test_broken_file_is_reported_and_skipped_while_the_rest_continue(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    good = store.create(make_entry("good text", entry_id="good", title="Good"))
    bad = store.create(make_entry("bad text", entry_id="bad", title="Before"))
    sync_index(index, store, chunk_text)
    bad.write_text("---\ntitle: [broken\n---\nbody\n", encoding="utf-8")
    good.write_text("---\ntitle: Better\n---\ngood text v2\n", encoding="utf-8")
    new = store.root / "default" / "memory" / "new.md"
    new.write_text("a brand new hand-written entry\n", encoding="utf-8")
    (store.root / "default" / "memory" / "bin.md").write_bytes(b"\x00\x01\x02")
    report = sync_index(index, store, chunk_text)
    assert report.added == 1 and report.updated == 1
    paths = sorted(p for p, _ in report.errors)
    assert paths == sorted([str(bad), str(store.root / "default" / "memory" / "bin.md")])
    messages = dict(report.errors)
    assert "broken frontmatter" in messages[str(bad)]
    assert "binary" in messages[str(store.root / "default" / "memory" / "bin.md")]
    # the broken file keeps its previous rows; the good ones are current
    assert _titles(index) == {"good": "Better", "bad": "Before", "new": "a brand new hand-written entry"}
    assert report.to_dict()["errors"][0].keys() == {"path", "message"}


def test_same_id_in_two_projects_is_reported(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    store.create(make_entry("one", entry_id="dup", project="a"))
    other = store.root / "b" / "memory" / "dup.md"
    other.parent.mkdir(parents=True)
    other.write_text("two\n", encoding="utf-8")
    report = sync_index(index, store, chunk_text)
    assert report.added == 1
    assert len(report.errors) == 1 and "'dup'" in report.errors[0][1] and "rename" in report.errors[0][1]


def test_long_entry_is_chunked(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    text = " ".join(f"w{i}" for i in range(1000))
    store.create(make_entry(text, entry_id="long"))
    sync_index(index, store, chunk_text)
    assert index.query("SELECT COUNT(*) FROM chunks WHERE entry_id = 'long'")[0][0] == len(chunk_text(text)) > 4


def test_unsafe_file_and_folder_names_say_rename(env: tuple[Index, CorpusStore]) -> None:
    index, store = env
    spaced = store.root / "default" / "memory" / "my note.md"
    spaced.parent.mkdir(parents=True)
    spaced.write_text("spaced name\n", encoding="utf-8")
    folder = store.root / "my proj" / "memory" / "ok.md"
    folder.parent.mkdir(parents=True)
    folder.write_text("spaced project\n", encoding="utf-8")
    report = sync_index(index, store, chunk_text)
    messages = dict(report.errors)
    assert "'my note'" in messages[str(spaced)] and "rename the file" in messages[str(spaced)]
    assert "'my proj'" in messages[str(folder)] and "rename the file" in messages[str(folder)]
    assert "YAML" not in messages[str(spaced)] and report.added == 0
