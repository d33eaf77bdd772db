"""Search sends the query to the embedder first and reads its vector after BM25 (issue 12).

Through the public engine: an embedder with `begin` (the shared daemon's client) is asked once
per search and never through the thread pool; the answer equals the plain path's; a failure
anywhere releases what was sent and degrades, never breaks, the answer.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.errors import EmbedderUnavailableError

from ..fakes import HashEmbedder


class Pending:
    def __init__(self, owner: PipelinedEmbedder, texts: list[str]) -> None:
        self.owner, self.texts, self.state = owner, texts, "open"

    def result(self) -> np.ndarray:
        assert self.state == "open"
        self.state = "read"
        if self.owner.fail_result:
            raise EmbedderUnavailableError("the daemon went away and nothing could replace it")
        return self.owner.vectors(self.texts)

    def cancel(self) -> None:
        self.state = "cancelled"


class PipelinedEmbedder(HashEmbedder):
    """The hash embedder with the daemon client's `begin`: records what was sent and read."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[Pending] = []
        self.decline = False
        self.fail_result = False

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self.vector(t) for t in texts])

    def begin(self, texts: Sequence[str]) -> Pending | None:
        if self.decline:
            return None
        pending = Pending(self, list(texts))
        self.pending.append(pending)
        return pending


@pytest.fixture
def pair(tdcontext_home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Engine, Engine, PipelinedEmbedder]]:
    """Two engines on one home: one pipelining through `begin`, one with the plain embedder."""
    monkeypatch.setenv("TDCONTEXT_HIDE_BUILTIN", "1")
    piped = PipelinedEmbedder()
    a = Engine(load_settings(), embedder=piped)
    for i, text in enumerate(["Feedback TOP makes trails by feeding the last frame back",
                              "Audio Device In CHOP reads the sound card; Analyze gives RMS",
                              "Movie File In TOP plays video files from disk",
                              "Level TOP adjusts brightness, contrast and gamma"]):
        a.add(text, title=f"note {i}")
    a.embed_pending()
    b = Engine(load_settings(), embedder=HashEmbedder())
    yield a, b, piped
    a.close()
    b.close()


def _ids(result: Any) -> list[tuple[str, float]]:
    return [(h.id, round(h.score, 6)) for h in result.hits]


def test_a_search_sends_once_reads_once_and_matches_the_plain_path(
        pair: tuple[Engine, Engine, PipelinedEmbedder]) -> None:
    a, b, piped = pair
    before = piped.calls
    for query in ["feedback trails", "sound card rms", "brightness"]:
        got = a.search(query, k=3)
        assert _ids(got) == _ids(b.search(query, k=3))
        assert not got.degraded
    assert [p.texts for p in piped.pending] == [["feedback trails"], ["sound card rms"], ["brightness"]]
    assert all(p.state == "read" for p in piped.pending)
    assert piped.calls == before  # never encoded a second time through embed


def test_a_declined_begin_falls_back_to_the_encoder(pair: tuple[Engine, Engine, PipelinedEmbedder]) -> None:
    a, b, piped = pair
    piped.decline = True
    before = piped.calls
    assert _ids(a.search("feedback trails", k=3)) == _ids(b.search("feedback trails", k=3))
    assert piped.calls == before + 1


@pytest.mark.parametrize("query", ["", "   ", "\n\t"])
def test_a_blank_query_sends_nothing(pair: tuple[Engine, Engine, PipelinedEmbedder], query: str) -> None:
    a, _, piped = pair
    before = piped.calls
    a.search(query, k=3)
    assert piped.pending == [] and piped.calls == before


def test_a_failed_answer_degrades_with_a_note(pair: tuple[Engine, Engine, PipelinedEmbedder]) -> None:
    a, _, piped = pair
    piped.fail_result = True
    result = a.search("feedback trails", k=3)
    assert result.degraded
    assert any("nothing could replace it" in n for n in result.notes)
    assert result.hits and result.hits[0].title == "note 0"  # BM25 still answers


def test_bm25_failing_cancels_what_was_sent(pair: tuple[Engine, Engine, PipelinedEmbedder],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    a, _, piped = pair
    a.search("warm", k=1)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("disk gone")

    monkeypatch.setattr("tdcontext.retrieval.retriever.search_chunks", broken)
    with pytest.raises(RuntimeError, match="disk gone"):
        a.search("feedback trails", k=3)
    assert piped.pending[-1].state == "cancelled"


def test_context_encodes_the_prompt_once(pair: tuple[Engine, Engine, PipelinedEmbedder]) -> None:
    a, _, piped = pair
    a.context("warm up: the chit-chat prototypes are embedded once per engine")
    sent, before = len(piped.pending), piped.calls
    a.context("how do I make feedback trails?")
    assert len(piped.pending) == sent + 1 and piped.calls == before  # one encode for the whole turn


def test_an_entry_rechunked_under_a_search_stays_a_hit_without_a_snippet(
        pair: tuple[Engine, Engine, PipelinedEmbedder]) -> None:
    """The hit list reads metadata and snippet in one query; a best chunk gone since the rankers
    read it (the entry was re-chunked) leaves the entry a hit with an empty snippet, and a deleted
    entry drops out."""
    a, _, _ = pair
    hit = a.search("feedback trails", k=1).hits[0]
    retriever = a.retriever
    fused = [(hit.id, 1.0, {"bm25": 1}), ("no-such-entry", 0.5, {"bm25": 2})]
    lexical = [(hit.id, 10**9, 3.0), ("no-such-entry", 10**9 + 1, 2.0)]
    hits = retriever._hits(fused, lexical, [], ["feedback"])
    assert [(h.id, h.title, h.snippet) for h in hits] == [(hit.id, hit.title, "")]
