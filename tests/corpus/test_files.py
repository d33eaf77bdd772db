"""The Markdown store: layout, atomic create-if-absent, put/delete, built-in read-only, bad files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcontext.corpus.entry import make_entry
from tdcontext.corpus.files import BUILTIN_DIR, CorpusStore, read_text_file
from tdcontext.errors import (
    DuplicateIdError,
    FrontmatterError,
    InvalidEntryError,
    NotFoundError,
    ReadOnlyError,
)


@pytest.fixture
def store(tmp_path: Path) -> CorpusStore:
    return CorpusStore(tmp_path / "corpus", include_builtin=False)


def _leftovers(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file() and (p.name.startswith(".") or p.suffix == ".tmp")]


def test_create_writes_project_kind_id_layout(store: CorpusStore) -> None:
    entry = make_entry("hello", kind="recipe", project="show1", entry_id="r1", tags=["a"])
    path = store.create(entry)
    assert path == store.root / "show1" / "recipe" / "r1.md"
    assert store.get("r1") == entry
    assert _leftovers(store.root) == []


def test_create_refuses_an_existing_id_anywhere(store: CorpusStore) -> None:
    store.create(make_entry("one", entry_id="same", project="a"))
    with pytest.raises(DuplicateIdError) as info:
        store.create(make_entry("two", entry_id="same", project="b", kind="knowledge"))
    assert info.value.entry_id == "same" and "'same'" in str(info.value)
    assert store.get("same").text == "one"
    assert _leftovers(store.root) == []


def test_put_replaces_and_moves_between_projects(store: CorpusStore) -> None:
    first = make_entry("v1", entry_id="e", project="a")
    store.put(first)
    path, previous = store.put(make_entry("v2", entry_id="e", project="b", kind="knowledge"))
    assert previous == first
    assert path == store.root / "b" / "knowledge" / "e.md"
    assert not (store.root / "a" / "memory" / "e.md").exists()
    assert store.get("e").text == "v2"


def test_delete_removes_the_file(store: CorpusStore) -> None:
    store.create(make_entry("bye", entry_id="gone"))
    ref = store.delete("gone")
    assert not ref.path.exists()
    with pytest.raises(NotFoundError, match="'gone'"):
        store.delete("gone")
    with pytest.raises(NotFoundError, match="'gone'"):
        store.get("gone")


def test_locate_checks_the_id(store: CorpusStore) -> None:
    with pytest.raises(InvalidEntryError, match="safe file name"):
        store.locate("../../etc/passwd")


def test_iter_files_skips_hidden_and_foreign_dirs(store: CorpusStore) -> None:
    store.create(make_entry("a", entry_id="a"))
    (store.root / "default" / "memory" / ".b.tmp").write_text("partial")
    (store.root / "default" / "memory" / ".hidden.md").write_text("x")
    (store.root / "default" / "notes").mkdir()
    (store.root / "default" / "notes" / "c.md").write_text("wrong kind folder")
    (store.root / ".git").mkdir()
    assert [f.entry_id for f in store.iter_files()] == ["a"]


@pytest.mark.parametrize(
    ("data", "message"),
    [(b"\x89PNG\r\n\x1a\n\x00\x00", "binary"), (b"caf\xe9 latin-1", "not UTF-8 (byte 3 is 0xe9)")],
)
def test_binary_and_non_utf8_files_are_refused(tmp_path: Path, data: bytes, message: str) -> None:
    path = tmp_path / "input.bin"
    path.write_bytes(data)
    with pytest.raises(InvalidEntryError) as info:
        read_text_file(path, str(path))
    assert message in str(info.value) and str(path) in str(info.value)


def test_utf8_bom_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "bom.md"
    path.write_bytes("\ufeffhello".encode("utf-8"))
    assert read_text_file(path, "bom.md") == "hello"


def test_broken_hand_edit_is_a_frontmatter_error(store: CorpusStore) -> None:
    path = store.create(make_entry("ok", entry_id="e"))
    path.write_text("---\ntitle: [oops\n---\nbody\n", encoding="utf-8")
    with pytest.raises(FrontmatterError) as info:
        store.get("e")
    assert info.value.path == str(path)


def test_builtin_knowledge_is_read_only(tmp_path: Path) -> None:
    store = CorpusStore(tmp_path / "corpus")
    builtin_ids = [f.entry_id for f in store.iter_files() if f.builtin]
    assert len(builtin_ids) >= 20
    some = builtin_ids[0]
    assert store.get(some).project == "builtin"
    with pytest.raises(ReadOnlyError):
        store.create(make_entry("x", project="builtin"))
    with pytest.raises(ReadOnlyError):
        store.put(make_entry("x", entry_id=some))
    with pytest.raises(ReadOnlyError):
        store.delete(some)
    with pytest.raises(DuplicateIdError):
        store.create(make_entry("x", entry_id=some))
    assert (BUILTIN_DIR / f"{some}.md").is_file()


def test_every_builtin_file_parses(tmp_path: Path) -> None:
    store = CorpusStore(tmp_path / "corpus")
    refs = [f for f in store.iter_files() if f.builtin]
    problems = {}
    for ref in refs:
        try:
            entry = store.read(ref)
        except Exception as exc:  # noqa: BLE001 - report every broken file at once
            problems[ref.entry_id] = str(exc)
            continue
        assert entry.kind in ("knowledge", "recipe", "memory")
        assert entry.title, ref.entry_id
    assert problems == {}


def test_hidden_builtin_is_not_listed(tmp_path: Path) -> None:
    store = CorpusStore(tmp_path / "corpus", include_builtin=False)
    assert list(store.iter_files()) == []
