"""Chunking: ~200-word windows with overlap; every word covered; short text is one chunk."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.retrieval.chunking import CHUNK_WORDS, OVERLAP_WORDS, chunk_text


def _words(n: int) -> str:
    return " ".join(f"w{i}" for i in range(n))


def test_short_text_is_one_chunk() -> None:
    assert chunk_text("  hello   world \n") == ["hello   world"]
    assert chunk_text(_words(CHUNK_WORDS)) == [_words(CHUNK_WORDS)]


def test_empty_text_has_no_chunks() -> None:
    assert chunk_text("") == []
    assert chunk_text(" \n\t") == []


def test_long_text_gives_200_word_chunks_with_40_overlap() -> None:
    chunks = chunk_text(_words(1000))
    sizes = [len(c.split()) for c in chunks]
    assert all(s <= CHUNK_WORDS + OVERLAP_WORDS // 2 for s in sizes)
    assert sizes[0] == CHUNK_WORDS
    assert len(chunks) == 6
    for a, b in itertools.pairwise(chunks):
        assert a.split()[-OVERLAP_WORDS:] == b.split()[:OVERLAP_WORDS]


def test_tiny_tail_is_folded_into_the_last_chunk() -> None:
    chunks = chunk_text(_words(370))  # the second window (160-359) would leave a 10-word tail
    assert len(chunks) == 2
    assert chunks[-1].split() == [f"w{i}" for i in range(160, 370)]


def test_whitespace_inside_a_chunk_is_kept() -> None:
    text = "line one\n\n  indented   line\n" + _words(500)
    assert chunk_text(text)[0].startswith("line one\n\n  indented   line\nw0")


def test_bad_parameters() -> None:
    with pytest.raises(ValueError):
        chunk_text("x", size=0)
    with pytest.raises(ValueError):
        chunk_text("x", size=10, overlap=10)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(min_value=0, max_value=1500), size=st.integers(min_value=5, max_value=300),
       overlap_share=st.floats(min_value=0, max_value=0.9))
def test_every_word_is_covered_in_order(n: int, size: int, overlap_share: float) -> None:
    overlap = min(size - 1, int(size * overlap_share))
    words = [f"w{i}" for i in range(n)]
    chunks = chunk_text(" ".join(words), size=size, overlap=overlap)
    covered = set()
    for c in chunks:
        parts = c.split()
        assert len(parts) <= size + overlap // 2
        first = int(parts[0][1:])
        assert parts == words[first:first + len(parts)]  # contiguous window of the text
        covered.update(parts)
    assert covered == set(words)
    assert (len(chunks) == 1) == (0 < n <= size + overlap // 2)
