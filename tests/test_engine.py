"""The engine end to end with a deterministic embedder: writes, reads, search, degraded modes,
model versions, resumable indexing, import, hand edits, rebuild and the read-only built-ins."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest

from tdcontext.config import load_settings
from tdcontext.corpus.entry import make_entry
from tdcontext.engine import Engine, open_engine
from tdcontext.errors import (
    DuplicateIdError,
    EmbedderUnavailableError,
    InvalidEntryError,
    InvalidInputError,
    NotFoundError,
    ReadOnlyError,
)
from tests.fakes import FailingEmbedder, HashEmbedder

HIT_KEYS = {"id", "title", "kind", "content_type", "project", "score", "ranks", "snippet"}


class HashEmbedderV2(HashEmbedder):
    model_version = "hash-test@2"


class FlakyEmbedder(HashEmbedder):
    """Works for `ok_batches` calls, then fails like a crashed worker."""

    def __init__(self, ok_batches: int) -> None:
        super().__init__()
        self.ok_batches = ok_batches

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if texts and self.calls >= self.ok_batches:
            raise EmbedderUnavailableError("worker crashed")
        return super().embed(texts)


def _engine(embedder: object | None = None, **overrides: object) -> Engine:
    return Engine(load_settings(**{"hide_builtin": True, **overrides}), embedder=embedder or HashEmbedder())


@pytest.fixture
def bare() -> Iterator[Engine]:
    """An engine without the built-in knowledge, so hit lists are exactly what a test stored."""
    eng = _engine()
    yield eng
    eng.close()


def _seed(engine: Engine) -> dict[str, str]:
    ids = {}
    ids["kick"] = engine.add("Detect the kick drum with an Audio Analysis CHOP and flash a Level TOP.",
                             kind="recipe", title="Kick flash", tags=["audio", "kick"]).entry.id
    ids["feedback"] = engine.add("A Feedback TOP reads the previous frame; trails drift without a Level TOP.",
                                 kind="knowledge", title="Feedback trails", tags=["top"]).entry.id
    ids["show"] = engine.add("The show output is /project1/out_program at 1920x1080.", project="show",
                             content_type="fact", tags=["output"]).entry.id
    ids["rule"] = engine.add("Always name exports with an out_ prefix.", content_type="instruction",
                             tags=["naming"]).entry.id
    return ids


# ---- writes and reads ------------------------------------------------------------------------


def test_add_is_durable_and_readable(bare: Engine) -> None:
    result = bare.add("Null TOPs keep paths stable", kind="knowledge", title="Nulls", tags=["tips", "top"],
                      project="p1")
    assert result.path.is_file()
    assert result.path == bare.settings.corpus_dir / "p1" / "knowledge" / f"{result.entry.id}.md"
    assert result.embedding_indexed is True
    got = bare.get(result.entry.id)
    assert got == result.entry
    assert (got.title, got.kind, got.content_type, got.tags, got.project) == (
        "Nulls", "knowledge", "reference", ("tips", "top"), "p1")
    assert bare.pending_count() == 0


def test_add_with_explicit_id_and_duplicate(bare: Engine) -> None:
    bare.add("first", entry_id="my-note")
    with pytest.raises(DuplicateIdError) as info:
        bare.add("second", entry_id="my-note", project="other")
    assert "'my-note'" in str(info.value)
    assert bare.get("my-note").text == "first"
    assert len(bare.list()) == 1


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"text": ""}, "empty"),
        ({"text": "x" * 1_000_001}, "1 MB"),
        ({"text": "bin\x00ary"}, "binary"),
        ({"text": "t", "kind": "note"}, "'note'"),
        ({"text": "t", "content_type": "essay"}, "'essay'"),
        ({"text": "t", "entry_id": "../escape"}, "'../escape'"),
        ({"text": "t", "project": "a/b"}, "'a/b'"),
    ],
)
def test_bad_add_writes_nothing(bare: Engine, kwargs: dict[str, object], fragment: str) -> None:
    text = kwargs.pop("text")
    with pytest.raises(InvalidEntryError) as info:
        bare.add(text, **kwargs)  # type: ignore[arg-type]
    assert fragment in str(info.value)
    assert bare.list() == []
    corpus = bare.settings.corpus_dir
    assert not corpus.exists() or [p for p in corpus.rglob("*") if p.is_file()] == []


def test_get_errors(bare: Engine) -> None:
    with pytest.raises(NotFoundError, match="'nope'"):
        bare.get("nope")
    with pytest.raises(InvalidEntryError):
        bare.get("")
    with pytest.raises(InvalidEntryError, match="safe file name"):
        bare.get("../../etc/passwd")


def test_list_filters(bare: Engine) -> None:
    ids = _seed(bare)
    assert {r["id"] for r in bare.list()} == set(ids.values())
    assert [r["id"] for r in bare.list(kind="recipe")] == [ids["kick"]]
    assert [r["id"] for r in bare.list(project="show")] == [ids["show"]]
    assert [r["id"] for r in bare.list(content_type="instruction")] == [ids["rule"]]
    assert [r["id"] for r in bare.list(tag="top")] == [ids["feedback"]]
    assert bare.list(kind="memory", project="show", tag="output")[0]["id"] == ids["show"]
    assert bare.list(project="nowhere") == []
    assert len(bare.list(limit=2)) == 2
    row = bare.list(kind="recipe")[0]
    assert set(row) == {"id", "title", "kind", "content_type", "project", "tags", "created_at", "updated_at"}
    with pytest.raises(InvalidEntryError, match="'bogus'"):
        bare.list(kind="bogus")


def test_forget_removes_file_and_rows(bare: Engine) -> None:
    ids = _seed(bare)
    path = bare.store.locate(ids["kick"]).path
    gone = bare.forget(ids["kick"])
    assert gone.id == ids["kick"] and not path.exists()
    assert ids["kick"] not in {r["id"] for r in bare.list()}
    assert ids["kick"] not in {h.id for h in bare.search("kick drum flash").hits}
    with pytest.raises(NotFoundError):
        bare.forget(ids["kick"])


def test_forget_after_hand_delete_clears_the_stale_row(bare: Engine) -> None:
    entry_id = bare.add("temporary").entry.id
    bare.store.locate(entry_id).path.unlink()
    with pytest.raises(NotFoundError):
        bare.forget(entry_id)
    assert bare.list() == []


# ---- search --------------------------------------------------------------------------------


def test_search_json_shape_is_exact(bare: Engine) -> None:
    ids = _seed(bare)
    out = bare.search("kick drum flash", k=3).to_dict()
    assert set(out) == {"query", "mode", "degraded", "hits"}
    assert (out["query"], out["mode"], out["degraded"]) == ("kick drum flash", "hybrid", False)
    assert out["hits"][0]["id"] == ids["kick"]
    for hit in out["hits"]:
        assert set(hit) == HIT_KEYS
        assert set(hit["ranks"]) == {"bm25", "vector"}
        assert all(r is None or (isinstance(r, int) and r >= 1) for r in hit["ranks"].values())
        assert isinstance(hit["score"], float) and isinstance(hit["snippet"], str)
    top = out["hits"][0]
    assert (top["title"], top["kind"], top["content_type"], top["project"]) == (
        "Kick flash", "recipe", "reference", "default")
    assert top["ranks"] == {"bm25": 1, "vector": 1}
    assert top["score"] == pytest.approx(1.0, abs=1e-6)  # convex fusion: first for both rankers
    json.dumps(out)


def test_rrf_fusion_setting_scores_by_rank(tmp_path: Path) -> None:
    from tests.fakes import HashEmbedder

    eng = Engine(load_settings(home=tmp_path / "rrf", hide_builtin=True, fusion="rrf"), embedder=HashEmbedder())
    try:
        eng.add("Kick flash: audio reactive kick drum flash", title="Kick flash")
        top = eng.search("kick flash").hits[0]
        assert top.ranks == {"bm25": 1, "vector": 1}
        assert top.score == pytest.approx(2 / 61, abs=1e-6)
    finally:
        eng.close()


def test_search_returns_entries_not_chunks(bare: Engine) -> None:
    long_text = " ".join(f"laser beam segment {i} with more filler words here" for i in range(300))
    long_id = bare.add(long_text, title="Lasers").entry.id
    short_id = bare.add("one short laser note").entry.id
    assert len(bare.index.query("SELECT id FROM chunks WHERE entry_id = ?", (long_id,))) > 5
    for mode in ("hybrid", "bm25", "vector"):
        hits = bare.search("laser", k=10, mode=mode).hits
        ids = [h.id for h in hits]
        assert ids.count(long_id) == 1 and ids.count(short_id) == 1, (mode, ids)
        assert len(ids) == 2


def test_snippet_is_the_best_chunk(bare: Engine) -> None:
    filler = " ".join(f"filler{i}" for i in range(600))
    entry_id = bare.add(filler + " the zebra crossing pattern appears here " + filler).entry.id
    [hit] = bare.search("zebra", mode="bm25").hits
    assert hit.id == entry_id
    assert "zebra" in hit.snippet and len(hit.snippet) <= 300


@pytest.mark.parametrize("mode", ["bm25", "vector", "hybrid"])
def test_modes_report_the_ranks_they_used(bare: Engine, mode: str) -> None:
    ids = _seed(bare)
    result = bare.search("feedback trails drift", mode=mode)
    assert result.mode == mode and not result.degraded
    assert result.hits[0].id == ids["feedback"]
    for hit in result.hits:
        if mode == "bm25":
            assert hit.ranks["vector"] is None and hit.ranks["bm25"] is not None
        elif mode == "vector":
            assert hit.ranks["bm25"] is None and hit.ranks["vector"] is not None


def test_search_filters(bare: Engine) -> None:
    ids = _seed(bare)
    assert [h.id for h in bare.search("output level top", kind="recipe").hits] == [ids["kick"]]
    assert {h.id for h in bare.search("output program", project="show").hits} == {ids["show"]}
    with pytest.raises(InvalidEntryError):
        bare.search("x", kind="bogus")
    with pytest.raises(InvalidEntryError):
        bare.search("x", project="../up")


@pytest.mark.parametrize(("kwargs", "fragment"), [({"mode": "fuzzy"}, "'fuzzy'"), ({"k": 0}, "k must"),
                                                  ({"k": 5000}, "k must")])
def test_search_bad_arguments(bare: Engine, kwargs: dict[str, object], fragment: str) -> None:
    with pytest.raises(InvalidInputError) as info:
        bare.search("x", **kwargs)  # type: ignore[arg-type]
    assert fragment in str(info.value)


@pytest.mark.parametrize("query", ['"', "NEAR(", "AND OR NOT", "*", "🎛️", "x" * 16_384, "", "   "])
def test_any_query_is_answered(bare: Engine, query: str) -> None:
    _seed(bare)
    for mode in ("hybrid", "bm25", "vector"):
        assert isinstance(bare.search(query, mode=mode).hits, list)


def test_no_match_is_an_empty_list(bare: Engine) -> None:
    _seed(bare)
    assert bare.search("xylophone", mode="bm25").hits == []


# ---- degraded ------------------------------------------------------------------------------


def test_failing_embedder_degrades_to_bm25_and_add_still_saves() -> None:
    failing = FailingEmbedder()
    with _engine(failing) as engine:
        result = engine.add("kick drum detection recipe", kind="recipe")
        assert result.embedding_indexed is False
        assert engine.get(result.entry.id).text == "kick drum detection recipe"
        assert engine.pending_count() == 1
        for mode in ("hybrid", "vector"):
            out = engine.search("kick drum", mode=mode)
            assert out.degraded is True
            assert [h.id for h in out.hits] == [result.entry.id]
            assert out.hits[0].ranks == {"bm25": 1, "vector": None}
            assert any("test embedder is down" in n for n in out.notes)
        assert engine.search("kick", mode="bm25").degraded is False
        status = engine.status()
        assert status["degraded"] is True and status["pending_embeddings"] == 1
        assert failing.calls >= 1
    # a working embedder later catches up
    with _engine() as engine:
        assert engine.reindex()["embedded"] == 1
        assert engine.search("kick drum").degraded is False


def test_pending_vectors_mark_search_degraded(bare: Engine) -> None:
    ids = _seed(bare)
    path = bare.settings.corpus_dir / "default" / "memory" / "handmade.md"
    path.write_text("a hand made kick note\n", encoding="utf-8")
    bare.sync()
    assert bare.pending_count() == 1
    result = bare.search("kick")
    assert result.degraded is True and any("wait for vectors" in n for n in result.notes)
    assert ids["kick"] in {h.id for h in result.hits}
    assert bare.search("kick", mode="bm25").degraded is False
    bare.embed_pending()
    assert bare.search("kick").degraded is False


def test_embedder_none_is_bm25_only() -> None:
    with Engine(load_settings(hide_builtin=True, embedder="none")) as engine:
        entry_id = engine.add("kick drum", kind="recipe").entry.id
        out = engine.search("kick")
        assert out.degraded is True and [h.id for h in out.hits] == [entry_id]
        assert engine.status()["embedder"] == "disabled"
        assert engine.embed_pending() == 0


def test_import_with_a_failing_embedder_keeps_every_entry() -> None:
    lines = [json.dumps({"id": f"e{i}", "text": f"note number {i}"}) for i in range(5)]
    with _engine(FailingEmbedder()) as engine:
        report = engine.import_jsonl(lines)
        assert report.created == 5 and report.errors == []
        assert engine.pending_count() == 5
        assert engine.search("note", mode="hybrid").degraded is True


# ---- model versions and resumable indexing -------------------------------------------------


def test_model_version_mismatch_is_stale_and_reencoded_lazily() -> None:
    with _engine() as engine:
        _seed(engine)
        chunks = engine.status()["chunks"]
        assert engine.status()["vectors"] == chunks
    v2 = HashEmbedderV2()
    with _engine(v2) as engine:
        assert v2.calls == 0  # start-up does not block on re-encoding
        status = engine.status()
        assert status["model_version"] == "hash-test@2"
        assert (status["vectors"], status["stale_vectors"], status["pending_embeddings"]) == (0, chunks, chunks)
        assert status["degraded"] is True
        assert engine.search("kick").degraded is True
        assert engine.search("kick", mode="vector").hits  # BM25 fallback while no current vectors
        assert engine.embed_pending() == chunks
        status = engine.status()
        assert (status["vectors"], status["stale_vectors"], status["pending_embeddings"]) == (chunks, 0, 0)
        rows = engine.index.query("SELECT DISTINCT model_version FROM embeddings")
        assert rows == [("hash-test@2",)]
        assert engine.search("kick").degraded is False


def test_interrupted_indexing_resumes_without_duplicate_work() -> None:
    with Engine(load_settings(hide_builtin=True, embedder="none")) as engine:
        for i in range(20):
            engine.add(f"entry {i} about topic {i % 4}", entry_id=f"e{i:02d}")
    flaky = FlakyEmbedder(ok_batches=2)
    events: list[dict[str, object]] = []
    with _engine(flaky, embed_batch_size=4) as engine:
        assert engine.pending_count() == 20
        with pytest.raises(EmbedderUnavailableError):
            engine.embed_pending(progress=events.append)
        assert engine.pending_count() == 12  # two batches of 4 were persisted
        assert events == [{"type": "status", "status": "indexing", "progress": "4/20"},
                          {"type": "status", "status": "indexing", "progress": "8/20"}]
        first_run = {t for batch in flaky.batches for t in batch}
    fresh = HashEmbedder()
    with _engine(fresh, embed_batch_size=4) as engine:
        report = engine.reindex()
        assert report["embedded"] == 12 and report["pending"] == 0 and report["embed_error"] is None
        second_run = [t for batch in fresh.batches for t in batch]
        assert len(second_run) == 12 and not first_run & set(second_run)
        assert engine.status()["vectors"] == 20


def test_reindex_reports_an_embedder_failure_instead_of_raising(bare: Engine) -> None:
    with _engine(FailingEmbedder()) as engine:
        engine.add("a")
        report = engine.reindex()
        assert report["embed_error"] and "down" in report["embed_error"] and report["pending"] == 1


# ---- import ---------------------------------------------------------------------------------


def test_import_upserts_by_id_and_reports_bad_lines(bare: Engine) -> None:
    bare.add("original text", entry_id="keep")
    lines = [
        json.dumps({"id": "keep", "text": "replaced text", "title": "Kept", "tags": ["x"]}),
        "{not json",
        json.dumps({"title": "no text"}),
        json.dumps({"text": "fine", "kind": "recipe", "content_type": "instruction", "project": "imp"}),
        "",
        json.dumps({"id": "bad/id", "text": "t"}),
        json.dumps(["a", "list"]),
        json.dumps({"text": "t", "kind": "nope"}),
        json.dumps({"text": "t", "colour": "red"}),
        json.dumps({"id": "new1", "text": "brand new", "kind": "knowledge"}),
    ]
    events: list[dict[str, object]] = []
    report = bare.import_jsonl(lines, progress=events.append)
    assert (report.created, report.updated, report.unchanged) == (2, 1, 0)
    assert [n for n, _ in report.errors] == [2, 3, 6, 7, 8, 9]
    messages = dict(report.errors)
    assert "line 2" in messages[2] and "not valid JSON" in messages[2]
    assert "'text'" in messages[3]
    assert "'bad/id'" in messages[6]
    assert "'nope'" in messages[8]
    assert "colour" in messages[9]
    kept = bare.get("keep")
    assert (kept.text, kept.title, kept.tags) == ("replaced text", "Kept", ("x",))
    assert bare.get("new1").kind == "knowledge"
    assert report.embedded >= 3 and bare.pending_count() == 0
    assert any(e.get("status") == "indexing" for e in events)
    assert report.to_dict()["errors"][0] == {"line": 2, "message": messages[2]}


def test_import_again_is_unchanged_and_keeps_created_at(bare: Engine) -> None:
    line = json.dumps({"id": "a", "text": "same"})
    bare.import_jsonl([line])
    created = bare.get("a").created_at
    again = bare.import_jsonl([line])
    assert (again.created, again.updated, again.unchanged, again.embedded) == (0, 0, 1, 0)
    bare.import_jsonl([json.dumps({"id": "a", "text": "changed"})])
    assert bare.get("a").created_at == created and bare.get("a").text == "changed"


def test_import_moves_an_entry_to_another_project(bare: Engine) -> None:
    bare.import_jsonl([json.dumps({"id": "m", "text": "t", "project": "a"})])
    bare.import_jsonl([json.dumps({"id": "m", "text": "t", "project": "b", "kind": "recipe"})])
    assert [(r["project"], r["kind"]) for r in bare.list()] == [("b", "recipe")]
    assert sorted(p.name for p in bare.settings.corpus_dir.rglob("*.md")) == ["m.md"]


def test_import_tolerates_a_bom_and_crlf(bare: Engine) -> None:
    report = bare.import_jsonl([b'\xef\xbb\xbf{"id": "b1", "text": "bom line"}\r\n', b'{"id": "b2", "text": "crlf"}\r\n'])
    assert report.errors == [] and report.created == 2
    assert bare.import_jsonl(['\ufeff{"id": "b3", "text": "str bom"}']).created == 1


def test_every_import_error_names_its_line_once(engine: Engine) -> None:
    some = next(f.entry_id for f in engine.store.iter_files() if f.builtin)
    report = engine.import_jsonl(["{bad", json.dumps({"id": some, "text": "x"}), json.dumps({"text": ""})])
    assert [m.split(":")[0] for _, m in report.errors] == ["line 1", "line 2", "line 3"]
    assert all(m.count("line ") == 1 for _, m in report.errors)


def test_import_bytes_lines_and_non_utf8(bare: Engine) -> None:
    report = bare.import_jsonl([b'{"text": "bytes ok"}\n', b'{"text": "caf\xe9"}\n'])
    assert report.created == 1 and report.errors[0][0] == 2 and "UTF-8" in report.errors[0][1]


# ---- hand edits and rebuild ----------------------------------------------------------------


def test_reindex_picks_up_hand_edits(bare: Engine) -> None:
    ids = _seed(bare)
    kick = bare.store.locate(ids["kick"]).path
    kick.write_text("---\ntitle: Snare flash\n---\nDetect the snare with a band-pass filter.\n", encoding="utf-8")
    new = bare.settings.corpus_dir / "notes" / "knowledge" / "hand_new.md"
    new.parent.mkdir(parents=True)
    new.write_text("---\ntitle: Hand written\ntags: [hand]\n---\nMarimba patterns for the finale.\n",
                   encoding="utf-8")
    bare.store.locate(ids["show"]).path.unlink()
    broken = bare.store.locate(ids["rule"]).path
    broken.write_text("---\ntitle: [unclosed\n---\nAlways prefix out_.\n", encoding="utf-8")
    report = bare.reindex()
    assert (report["added"], report["updated"], report["removed"]) == (1, 1, 1)
    assert [e["path"] for e in report["errors"]] == [str(broken)]
    assert "broken frontmatter" in report["errors"][0]["message"]
    assert report["pending"] == 0
    assert [h.id for h in bare.search("snare", mode="bm25").hits] == [ids["kick"]]
    assert ids["kick"] not in {h.id for h in bare.search("drum", mode="bm25").hits}
    assert bare.search("marimba").hits[0].id == "hand_new"
    assert [h.id for h in bare.search("marimba", mode="bm25").hits] == ["hand_new"]
    assert bare.get("hand_new").project == "notes"
    assert ids["show"] not in {r["id"] for r in bare.list()}
    assert ids["rule"] in {r["id"] for r in bare.list()}  # previous rows stay until the file is fixed
    assert bare.reindex()["unchanged"] == 3


def test_rebuild_recreates_the_index_from_files_alone(bare: Engine) -> None:
    ids = _seed(bare)
    home = bare.settings.home
    before = bare.search("feedback trails").to_dict()
    bare.close()
    for suffix in ("", "-wal", "-shm"):
        Path(str(home / "index.sqlite") + suffix).unlink(missing_ok=True)
    with _engine() as engine:
        report = engine.reindex(rebuild=True)
        assert report["added"] == 4 and report["pending"] == 0 and report["errors"] == []
        assert {r["id"] for r in engine.list()} == set(ids.values())
        after = engine.search("feedback trails").to_dict()
        assert after["hits"][0] == before["hits"][0]
        assert {h["id"] for h in after["hits"]} == {h["id"] for h in before["hits"]}
        # rebuild on an index with rows for files that vanished drops them
        engine.store.locate(ids["kick"]).path.unlink()
        report = engine.reindex(rebuild=True)
        assert report["added"] == 3 and report["removed"] == 0
        assert ids["kick"] not in {r["id"] for r in engine.list()}
        assert engine.index.query("PRAGMA integrity_check")[0][0] == "ok"


# ---- built-in knowledge --------------------------------------------------------------------


def test_builtin_is_indexed_on_first_start(engine: Engine) -> None:
    status = engine.status()
    builtin = status["by_project"].get("builtin", 0)
    assert builtin >= 20 and status["builtin"] == "shown"
    assert builtin == len([f for f in engine.store.iter_files() if f.builtin])
    engine.embed_pending()
    hits = engine.search("feedback TOP previous frame", k=5).hits
    assert hits and hits[0].project == "builtin"


def test_builtin_is_read_only(engine: Engine) -> None:
    some = next(f.entry_id for f in engine.store.iter_files() if f.builtin)
    with pytest.raises(ReadOnlyError):
        engine.add("x", project="builtin")
    with pytest.raises(ReadOnlyError):
        engine.forget(some)
    with pytest.raises(ReadOnlyError):
        engine.put(make_entry("x", entry_id="new", project="builtin"))
    with pytest.raises(ReadOnlyError):
        engine.put(make_entry("x", entry_id=some, project="default"))
    report = engine.import_jsonl([json.dumps({"id": some, "text": "overwrite"}),
                                  json.dumps({"text": "x", "project": "builtin"})])
    assert [n for n, _ in report.errors] == [1, 2] and report.created == 0
    assert engine.get(some).text != "overwrite"


def test_hide_builtin_hides_it_and_toggling_back_restores_it(engine: Engine) -> None:
    engine.add("my own feedback note")
    engine.close()
    with open_engine(embedder=HashEmbedder(), hide_builtin=True) as hidden:
        assert hidden.status()["by_project"] == {"default": 1}
        assert {h.project for h in hidden.search("feedback").hits} == {"default"}
        assert all(r["project"] != "builtin" for r in hidden.list())
        assert hidden.status()["builtin"] == "hidden"
    with open_engine(embedder=HashEmbedder()) as shown:
        assert shown.status()["by_project"]["builtin"] >= 20


def test_open_engine_uses_settings_and_overrides(tmp_path: Path) -> None:
    with open_engine(embedder=HashEmbedder(), home=tmp_path / "elsewhere", hide_builtin=True) as eng:
        assert eng.settings.home == tmp_path / "elsewhere"
        eng.add("x")
        assert (tmp_path / "elsewhere" / "corpus" / "default" / "memory").is_dir()
        assert (tmp_path / "elsewhere" / "index.sqlite").is_file()


# ---- vector backends -----------------------------------------------------------------------


@pytest.mark.skipif(not __import__("tdcontext.retrieval.dense", fromlist=["x"]).sqlite_vec_available(),
                    reason="sqlean + sqlite-vec not installed")
def test_sqlite_vec_backend_gives_the_same_answers_as_numpy(tmp_path: Path) -> None:
    rng = np.random.default_rng(11)
    vocab = [f"word{j}" for j in range(40)] + ["lasers", "strobes", "topic", "colour", "document"]
    # random multisets of words: cosine ties (whose order the backends may break differently) are unlikely
    lines = [json.dumps({"id": f"d{i}", "text": " ".join(rng.choice(vocab, size=int(rng.integers(5, 15))))})
             for i in range(60)]
    answers: dict[str, list[list[tuple[str, float]]]] = {}
    for backend in ("numpy", "sqlite-vec"):
        with _engine(home=tmp_path / backend, vector_backend=backend) as engine:
            assert engine.status()["vector_backend"] == backend
            engine.import_jsonl(lines)
            answers[backend] = [
                [(h.id, h.cosine) for h in engine.search(q, k=10, mode="vector", project=p, kind=kind).hits]
                for q in ("lasers topic word3", "strobes colour word4 word4", "document word17 word9")
                for p in (None, "default")
                for kind in (None, "memory")
            ]
            engine.forget("d1")
            assert "d1" not in {h.id for h in engine.search("word1 lasers", mode="vector", k=100).hits}
    for a, b in zip(answers["numpy"], answers["sqlite-vec"], strict=True):
        assert [c for _, c in a] == pytest.approx([c for _, c in b], abs=1e-5)
        # equal cosines may come in either order, and entries tied at the cut-off may differ;
        # above the cut-off both backends must return the same entries with the same scores
        cut = a[-1][1] + 1e-5
        assert sorted((round(c, 4), i) for i, c in a if c > cut) == sorted((round(c, 4), i) for i, c in b if c > cut)
        assert len([1 for _, c in a if c > cut]) >= 3


def test_background_indexing_while_writing_and_searching() -> None:
    with Engine(load_settings(hide_builtin=True, embedder="none")) as engine:
        for i in range(120):
            engine.add(f"backlog entry {i} about lasers", entry_id=f"b{i:03d}")
    events: list[dict[str, object]] = []
    with _engine(embed_batch_size=8) as engine:
        assert engine.pending_count() == 120
        thread = engine.start_background_indexing(progress=events.append)
        added = [engine.add(f"fresh note {i} about lasers").entry.id for i in range(10)]
        for _ in range(10):
            result = engine.search("lasers", k=200)
            assert {h.id for h in result.hits} >= set(added)
        thread.join(30)
        assert not thread.is_alive()
        assert engine.pending_count() == 0 and engine.status()["vectors"] == 130
        assert events and events[-1]["type"] == "status" and events[-1]["status"] == "indexing"
        final = engine.search("lasers", k=200)
        assert final.degraded is False and len(final.hits) == 130


class QueryPathEmbedder(HashEmbedder):
    """Counts which path each embed took: stored rows must never come from the query path."""

    def __init__(self) -> None:
        super().__init__()
        self.query_texts: list[str] = []
        self.document_texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.document_texts.extend(texts)
        return super().embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.query_texts.extend(texts)
        return super().embed(texts)


def test_search_and_context_encode_the_prompt_on_the_query_path_and_store_document_rows() -> None:
    embedder = QueryPathEmbedder()
    with _engine(embedder) as engine:
        engine.add("Detect the kick drum with an Audio Analysis CHOP.", title="Kick detection")
        engine.embed_pending()
        stored = list(embedder.document_texts)
        assert stored and not embedder.query_texts
        engine.search("how do I detect the kick?", k=3)
        engine.context("how do I detect the kick drum in a track?")
        assert embedder.query_texts[:2] == ["how do I detect the kick?", "how do I detect the kick drum in a track?"]
        assert "how do I detect the kick?" not in embedder.document_texts
