"""BM25 over FTS5: user text is always quoted, so no query string can raise."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcontext.corpus.entry import make_entry
from tdcontext.index.db import Index
from tdcontext.retrieval.chunking import chunk_text
from tdcontext.retrieval.lexical import (
    STOPWORDS,
    match_expression,
    query_terms,
    search_chunks,
)

DOCS = {
    "kick": ("Audio kick", "Use an Audio Analysis CHOP to detect the kick drum and flash a Level TOP."),
    "feedback": ("Feedback", "The Feedback TOP reads the previous frame; NEAR the edge it drifts."),
    "python": ("Python", "op('null1').par.value0 = 5 sets a parameter from a Script DAT."),
    "emoji": ("Emoji", "Party mode 🎉 with confetti particles."),
    "recipe": ("Recipe", "Recipe: kick flash with a Trigger CHOP."),
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    idx = Index(tmp_path_factory.mktemp("lex") / "index.sqlite")
    for entry_id, (title, text) in DOCS.items():
        kind = "recipe" if entry_id == "recipe" else "knowledge"
        project = "other" if entry_id == "python" else "default"
        entry = make_entry(text, entry_id=entry_id, title=title, kind=kind, project=project)
        idx.upsert_entry(entry, path=f"/{entry_id}.md", content_hash="h", mtime_ns=1, size=1,
                         chunks=chunk_text(text))
    yield idx
    idx.close()


NASTY = [
    '"', '""', '"unbalanced', "AND", "OR", "NOT", "kick AND", "OR kick", "NOT kick", "kick NOT flash",
    "*", "kick*", "*kick", "NEAR(", "NEAR(kick flash", "NEAR(kick flash, 2)", "(", ")", "((kick)", "kick)",
    "^kick", "title:kick", "body:", ":", "-kick", "+kick", "{kick}", "[kick]", "kick -- flash", "'", "kick's",
    "\\", "\x00", "🎉", "🎉🎉 kick", "\u200b", "ü", "\n\t", "", "   ", "a" * 10_000, "kick " * 2_000,
    "SELECT * FROM entries; --", "'); DROP TABLE chunks; --", "col:val AND (x OR y*) NOT z^2",
    "".join(chr(c) for c in range(32, 127)),
]


@pytest.mark.parametrize("query", NASTY)
def test_nasty_queries_never_raise(index: Index, query: str) -> None:
    hits = search_chunks(index, query, limit=10)
    assert isinstance(hits, list)
    assert all(h.entry_id in DOCS for h in hits)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=200) | st.text(alphabet='"()*^:-+ANDORNEAR kick', max_size=60))
def test_any_query_string_never_raises(index: Index, query: str) -> None:
    hits = search_chunks(index, query, limit=5)
    assert all(h.entry_id in DOCS for h in hits)


def test_ten_kilobytes_of_text(index: Index) -> None:
    query = ("kick flash feedback drift " * 500)[:10_240]
    assert {h.entry_id for h in search_chunks(index, query, limit=10)} >= {"kick", "feedback"}


def test_operators_are_searched_as_words(index: Index) -> None:
    assert [h.entry_id for h in search_chunks(index, "NEAR(", limit=5)] == ["feedback"]
    assert match_expression('say "hi" AND bye*') == '"say" OR "hi" OR "bye"'


def test_stopword_only_query_still_searches_its_words(index: Index) -> None:
    assert query_terms("the and of") == ["the", "and", "of"]
    assert query_terms("the kick of it") == ["kick"]
    assert {"the", "and", "with"} <= STOPWORDS
    hits = search_chunks(index, "with a the", limit=5)
    assert {h.entry_id for h in hits} >= {"emoji", "recipe"}


def test_no_words_means_no_hits(index: Index) -> None:
    for query in ("", "   ", "!!! ??? ...", "*:^()"):
        assert match_expression(query) is None
        assert search_chunks(index, query, limit=5) == []


def test_results_are_best_first_and_filterable(index: Index) -> None:
    hits = search_chunks(index, "kick flash", limit=10)
    assert {h.entry_id for h in hits[:2]} == {"recipe", "kick"}
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert [h.entry_id for h in search_chunks(index, "kick", limit=10, kind="recipe")] == ["recipe"]
    assert [h.entry_id for h in search_chunks(index, "kick", limit=10, project="other")] == []
    assert [h.entry_id for h in search_chunks(index, "parameter", limit=10, project="other")] == ["python"]
    assert search_chunks(index, "parameter", limit=10, exclude_project="other") == []


def test_porter_stemming(index: Index) -> None:
    assert [h.entry_id for h in search_chunks(index, "drifting", limit=5)] == ["feedback"]


def test_title_is_searched(index: Index) -> None:
    assert "emoji" in {h.entry_id for h in search_chunks(index, "emoji", limit=5)}


def test_query_terms_are_capped_and_deduplicated() -> None:
    terms = query_terms(" ".join(f"word{i} word{i}" for i in range(100)))
    assert len(terms) == 32 and len(set(terms)) == 32


def test_query_terms_is_bounded_and_linear() -> None:
    """Issue 10 item 13: 352 KiB of distinct words took 24 s with list de-duplication."""
    from tdcontext.retrieval.lexical import MAX_QUERY_CHARS, MAX_TERMS, query_terms

    distinct = " ".join(f"w{i}x" for i in range(120_000))  # ~700 KiB, every word new
    terms = query_terms(distinct)
    assert len(terms) == MAX_TERMS and terms[0] == "w0x"
    stop_only = " ".join(["the"] * 200_000)
    assert query_terms(stop_only) == ["the"]
    # words beyond the input cap are never read
    late = "the " * (MAX_QUERY_CHARS // 4) + "kickdrum"
    assert query_terms(late) == ["the"]


def test_query_terms_keeps_order_and_drops_duplicates() -> None:
    from tdcontext.retrieval.lexical import query_terms

    assert query_terms("Noise noise TOP the top feedback") == ["noise", "top", "feedback"]
    assert query_terms("the and the") == ["the", "and"]


# ---- common terms left out of the MATCH in large indexes (issue 12) ----

def _corpus(path: object, n: int) -> Index:
    """n chunks: every one says "signal"; every 8th says "feedback"; one says "zorvex" twice."""
    idx = Index(path)  # type: ignore[arg-type]
    for i in range(n):
        words = ["signal", "chain", f"w{i}"]
        if i % 8 == 0:
            words.append("feedback")
        if i == 7:
            words += ["zorvex", "zorvex"]
        text = " ".join(words)
        idx.upsert_entry(make_entry(text, entry_id=f"e{i:03d}", title=f"Note {i}", kind="memory", project="p"),
                         path=f"/e{i}.md", content_hash=str(i), mtime_ns=1, size=1, chunks=[text])
    return idx


def test_term_doc_counts_follow_stemming_and_every_change(tmp_path: pytest.TempPathFactory) -> None:
    path = tmp_path / "index.sqlite"  # type: ignore[operator]
    idx = _corpus(path, 40)
    other = Index(path)
    try:
        total, counts = idx.term_doc_counts(["signal", "signals", "feedback", "zorvex", "absent"])
        assert total == 40 and counts == {"signal": 40, "signals": 40, "feedback": 5, "zorvex": 1, "absent": 0}
        text = "zorvex again"
        idx.upsert_entry(make_entry(text, entry_id="new1", title="New", kind="memory", project="p"),
                         path="/n.md", content_hash="n", mtime_ns=1, size=1, chunks=[text])
        assert idx.term_doc_counts(["zorvex"]) == (41, {"zorvex": 2})  # a write here
        other.upsert_entry(make_entry(text, entry_id="new2", title="New", kind="memory", project="p"),
                           path="/n2.md", content_hash="n", mtime_ns=1, size=1, chunks=[text])
        assert idx.term_doc_counts(["zorvex"]) == (42, {"zorvex": 3})  # a commit by another connection
    finally:
        other.close()
        idx.close()


def test_common_terms_leave_the_match_only_in_large_indexes(tmp_path: pytest.TempPathFactory,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.retrieval import lexical

    idx = _corpus(tmp_path / "index.sqlite", 40)  # type: ignore[operator]
    try:
        query = "signal feedback zorvex"
        # below PRUNE_MIN_CHUNKS nothing changes: every chunk that says "signal" is a hit
        assert lexical.distinctive_terms(idx, query_terms(query)) == ["signal", "feedback", "zorvex"]
        assert len(search_chunks(idx, query, limit=100)) == 40
        monkeypatch.setattr(lexical, "PRUNE_MIN_CHUNKS", 10)
        assert lexical.distinctive_terms(idx, query_terms(query)) == ["feedback", "zorvex"]  # signal: 100% > 20%
        assert lexical.distinctive_terms(idx, query_terms(query), share=0.5) == ["feedback", "zorvex"]
        assert lexical.distinctive_terms(idx, query_terms(query), share=0.1) == ["zorvex"]  # feedback: 12.5%
        hits = search_chunks(idx, query, limit=100)
        assert hits[0].entry_id == "e007" and len(hits) == 6  # the chunks with a kept term
        # a query made only of common terms keeps them all: it still finds something
        assert lexical.distinctive_terms(idx, ["signal", "chain"]) == ["signal", "chain"]
        assert len(search_chunks(idx, "signal chain", limit=100)) == 40
        assert lexical.distinctive_terms(idx, ["signal"]) == ["signal"]  # one term: no lookup at all
        monkeypatch.setattr(lexical, "COMMON_TERM_SHARE", 1.0)  # the switch that restores every term
        assert len(search_chunks(idx, query, limit=100)) == 40
    finally:
        idx.close()


@pytest.mark.parametrize(("query", "term"), [
    ("comment recevoir de l'Feedback ?", "feedback"), ("qu'Audio kick", "audio"), ("dell'kick", "kick"),
    ("d'Feedback", "feedback"), ("l'kick", "kick"),
])
def test_an_elided_article_is_not_part_of_the_word(index: Index, query: str, term: str) -> None:
    """French and Italian write "l'OSC", "d'un", "qu'il", "dell'uscita": FTS5 would read "l'osc" as
    the phrase "l osc" and match nothing; the elided article is dropped from the term."""
    assert term in query_terms(query)
    assert search_chunks(index, query, limit=5), query


def test_english_apostrophes_are_kept() -> None:
    assert "kick's" in query_terms("the kick's flash")
    assert query_terms("don't") == ["don't"]
