"""Hybrid search: BM25 chunks + dense chunks, each aggregated to entries, fused by RRF.

Invariant: search returns entries, never chunks, each with its best chunk as the snippet and
the per-ranker ranks that explain its score. When the query cannot be embedded, or vectors
are still pending, results come from BM25 alone and say `degraded: true`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import InvalidInputError
from ..index.db import Index

if TYPE_CHECKING:  # numpy is imported by whoever makes vectors; importing this module stays light
    import numpy as np

    from .dense import DenseBackend, DenseHit
    from .term_scores import TermScores
from .fusion import DEFAULT_K, FUSIONS, convex, rrf
from .lexical import ChunkHit, query_terms, search_chunks

MODES = ("hybrid", "bm25", "vector")
SNIPPET_CHARS = 280
MAX_QUERY_CHARS = 20_000


@dataclass(frozen=True)
class Hit:
    """One entry found by search."""

    id: str
    title: str
    kind: str
    content_type: str
    project: str
    score: float
    ranks: dict[str, int | None]
    snippet: str
    cosine: float | None = None
    bm25: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "kind": self.kind,
            "content_type": self.content_type,
            "project": self.project,
            "score": round(self.score, 6),
            "ranks": dict(self.ranks),
            "snippet": self.snippet,
        }


@dataclass(frozen=True)
class SearchResult:
    query: str
    mode: str
    degraded: bool
    hits: list[Hit]
    notes: list[str] = field(default_factory=list)
    vector: np.ndarray | None = field(default=None, repr=False, compare=False)
    """The query's embedding, when one was used (for callers that reuse it, such as the gate)."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "query": self.query,
            "mode": self.mode,
            "degraded": self.degraded,
            "hits": [h.to_dict() for h in self.hits],
        }
        if self.notes:
            out["notes"] = list(self.notes)
        return out


@dataclass(frozen=True)
class Filters:
    project: str | None = None
    kind: str | None = None
    exclude_project: str | None = None


QueryEncoder = Callable[[str], "np.ndarray"]


class PendingVectors(Protocol):
    """Texts already sent to an embedder; `result` reads their rows, `cancel` gives up."""

    def result(self) -> np.ndarray: ...

    def cancel(self) -> None: ...


QueryStarter = Callable[[str], "PendingVectors | None"]
"""Sends a query to the embedder and returns at once (None: it cannot; encode the usual way)."""

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def _overlap_pool() -> ThreadPoolExecutor:
    """One small shared pool for encoding queries while BM25 runs (created on first use)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="tdcontext-encode")
        return _pool


def _best_per_entry(hits: Sequence[ChunkHit] | Sequence[DenseHit]) -> list[tuple[str, int, float]]:
    """(entry_id, chunk_id, score) in rank order, one per entry (its best chunk)."""
    seen: set[str] = set()
    out: list[tuple[str, int, float]] = []
    for hit in hits:
        if hit.entry_id in seen:
            continue
        seen.add(hit.entry_id)
        score = hit.score if isinstance(hit, ChunkHit) else hit.cosine
        out.append((hit.entry_id, hit.chunk_id, score))
    return out


def make_snippet(text: str, terms: Sequence[str], width: int = SNIPPET_CHARS) -> str:
    """A one-line window of `text` around the first query term (or its start)."""
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    lower = flat.lower()
    positions = [p for p in (lower.find(t) for t in terms) if p >= 0]
    start = max(0, min(positions) - width // 4) if positions else 0
    if start:
        space = flat.find(" ", start)
        start = space + 1 if 0 <= space < start + 20 else start
    piece = flat[start:start + width].rstrip()
    return ("…" if start else "") + piece + ("…" if start + width < len(flat) else "")


class Retriever:
    """Runs one search over an `Index` with an optional dense backend and query encoder."""

    def __init__(
        self,
        index: Index,
        dense: DenseBackend | None,
        encode_query: QueryEncoder | None,
        *,
        fusion: str = "rrf",
        start_query: QueryStarter | None = None,
    ) -> None:
        if fusion not in FUSIONS:
            raise InvalidInputError(f"unknown fusion {fusion!r}; use one of: {', '.join(FUSIONS)}")
        self.index = index
        self.dense = dense
        self.encode_query = encode_query
        self.start_query = start_query
        self.fusion = fusion
        # A process's first BM25 search is ranked by FTS5 alone: fetching every term's scores
        # into an empty cache cost 8.4 ms against 5.2 ms at 10k chunks, and a one-shot CLI call
        # never searches again. From the second search on, the cache pays (see term_scores).
        self._lexical_searches = 0
        self._term_scores: TermScores | None = None
        self._term_scores_lock = threading.Lock()

    @property
    def term_scores(self) -> TermScores:
        """The retriever's remembered BM25 term scores, made on first use (numpy loads then)."""
        with self._term_scores_lock:
            if self._term_scores is None:
                from .term_scores import TermScores

                self._term_scores = TermScores()
            return self._term_scores

    def search(
        self,
        query: str,
        *,
        k: int = 10,
        mode: str = "hybrid",
        filters: Filters = Filters(),
        pool: int | None = None,
        degraded_reason: str | None = None,
        rrf_k: int = DEFAULT_K,
        vector: np.ndarray | None = None,
        fusion: str | None = None,
    ) -> SearchResult:
        """Search entries.

        Args:
            query: any text; it is quoted before MATCH.
            k: number of entries to return (1-1000).
            mode: hybrid | bm25 | vector.
            filters: restrict by project or kind.
            pool: chunks fetched per ranker before aggregation (default max(100, 10k)).
            degraded_reason: set by the engine while vectors are pending.
            vector: the query's embedding when the caller already has it.
            fusion: "rrf" | "convex" for this search (default: the retriever's `fusion`).
        Raises:
            InvalidInputError: bad mode or k.
        """
        if mode not in MODES:
            raise InvalidInputError(f"unknown search mode {mode!r}; use one of: {', '.join(MODES)}")
        if not isinstance(k, int) or not 1 <= k <= 1000:
            raise InvalidInputError(f"k must be an integer from 1 to 1000, got {k!r}")
        if not isinstance(query, str):
            raise InvalidInputError("query must be a string")
        query_text = query[:MAX_QUERY_CHARS]
        notes: list[str] = []
        degraded = degraded_reason is not None
        if degraded_reason:
            notes.append(degraded_reason)
        depth = pool or max(100, 10 * k)

        lexical: list[tuple[str, int, float]] = []
        dense: list[tuple[str, int, float]] = []
        pending: PendingVectors | None = None
        encoding: Future[np.ndarray | None] | None = None
        encode_notes: list[str] = []
        wants_vector = mode in ("hybrid", "vector") and bool(query_text.strip())
        if mode == "hybrid" and wants_vector and vector is None and self.encode_query is not None \
                and self.dense is not None:
            # The query is encoded in the daemon while FTS5 ranks here: the two waits overlap
            # instead of adding up. Sent from this thread and read back after BM25 when the
            # embedder can (no hand-over between threads); else encoded on a pool thread.
            pending = self._start(query_text)
            if pending is None:
                encoding = _overlap_pool().submit(self._encode, query_text, encode_notes)
        try:
            if mode in ("hybrid", "bm25"):
                cache = self.term_scores if self._lexical_searches else None
                self._lexical_searches += 1
                lexical = _best_per_entry(
                    search_chunks(self.index, query_text, limit=depth, project=filters.project,
                                  kind=filters.kind, exclude_project=filters.exclude_project,
                                  term_scores=cache)
                )
        except BaseException:
            if pending is not None:
                pending.cancel()
            raise
        if wants_vector:
            if pending is not None:
                vector = self._finish(pending, notes)
            elif encoding is not None:
                vector = encoding.result()
                notes.extend(encode_notes)
            elif vector is None:
                vector = self._encode(query_text, notes)
            if vector is None:
                degraded = True
                if mode == "vector":  # no vectors at all: fall back rather than return nothing
                    lexical = _best_per_entry(
                        search_chunks(self.index, query_text, limit=depth, project=filters.project,
                                      kind=filters.kind, exclude_project=filters.exclude_project,
                                      term_scores=self.term_scores)
                    )
            elif self.dense is not None:
                dense = _best_per_entry(
                    self.dense.search(vector, limit=depth, project=filters.project, kind=filters.kind,
                                      exclude_project=filters.exclude_project)
                )
        fused = self._fuse(lexical, dense, fusion or self.fusion, rrf_k)[:k]
        return SearchResult(
            query=query,
            mode=mode,
            degraded=degraded,
            hits=self._hits(fused, lexical, dense, query_terms(query_text)),
            notes=notes,
            vector=vector,
        )

    @staticmethod
    def _fuse(
        lexical: list[tuple[str, int, float]],
        dense: list[tuple[str, int, float]],
        fusion: str,
        rrf_k: int,
    ) -> list[tuple[str, float, dict[str, int]]]:
        if fusion == "convex":
            return convex({"bm25": [(e, s) for e, _, s in lexical], "vector": [(e, s) for e, _, s in dense]})
        if fusion == "rrf":
            return rrf({"bm25": [e for e, _, _ in lexical], "vector": [e for e, _, _ in dense]}, k=rrf_k)
        raise InvalidInputError(f"unknown fusion {fusion!r}; use one of: {', '.join(FUSIONS)}")

    def _start(self, text: str) -> PendingVectors | None:
        if self.start_query is None:
            return None
        try:
            return self.start_query(text)
        except Exception:  # noqa: BLE001 - could not send: the usual encode reports what is wrong
            return None

    @staticmethod
    def _finish(pending: PendingVectors, notes: list[str]) -> np.ndarray | None:
        try:
            vector: np.ndarray = pending.result()[0]
            return vector
        except Exception as exc:  # noqa: BLE001 - any embedder failure degrades; it never breaks the answer
            notes.append(f"vector search unavailable: {exc}")
            return None

    def _encode(self, text: str, notes: list[str]) -> np.ndarray | None:
        if self.encode_query is None or self.dense is None:
            notes.append("vector search unavailable: no embedder configured")
            return None
        try:
            return self.encode_query(text)
        except Exception as exc:  # noqa: BLE001 - any embedder failure degrades; it never breaks the answer
            notes.append(f"vector search unavailable: {exc}")
            return None

    def _hits(
        self,
        fused: list[tuple[str, float, dict[str, int]]],
        lexical: list[tuple[str, int, float]],
        dense: list[tuple[str, int, float]],
        terms: list[str],
    ) -> list[Hit]:
        if not fused:
            return []
        lex = {e: (c, s) for e, c, s in lexical}
        den = {e: (c, s) for e, c, s in dense}
        best_chunk: dict[str, int] = {}
        for entry_id, _, ranks in fused:
            rb, rv = ranks.get("bm25"), ranks.get("vector")
            use_lex = rb is not None and (rv is None or rb <= rv)
            best_chunk[entry_id] = lex[entry_id][0] if use_lex else den[entry_id][0]
        marks = ",".join("?" * len(best_chunk))
        rows: dict[str, tuple[Any, ...]] = {}
        for r in self.index.query(  # one query for each entry's metadata and its best chunk's text
            f"SELECT e.id, e.title, e.kind, e.content_type, e.project, c.id, c.text FROM chunks c "
            f"JOIN entries e ON e.id = c.entry_id WHERE c.id IN ({marks})", list(best_chunk.values())
        ):
            if best_chunk.get(r[0]) == r[5]:
                rows[r[0]] = tuple(r)
        missing = [e for e in best_chunk if e not in rows]
        if missing:  # re-chunked since the rankers read it: the entry stands, without a snippet
            marks = ",".join("?" * len(missing))
            for r in self.index.query(
                f"SELECT id, title, kind, content_type, project FROM entries WHERE id IN ({marks})", missing
            ):
                rows[r[0]] = (*r, None, "")
        hits: list[Hit] = []
        for entry_id, score, ranks in fused:
            row = rows.get(entry_id)
            if row is None:
                continue  # deleted since the rankers read it
            hits.append(
                Hit(
                    id=entry_id,
                    title=row[1],
                    kind=row[2],
                    content_type=row[3],
                    project=row[4],
                    score=score,
                    ranks={"bm25": ranks.get("bm25"), "vector": ranks.get("vector")},
                    snippet=make_snippet(row[6], terms),
                    cosine=den[entry_id][1] if entry_id in den else None,
                    bm25=lex[entry_id][1] if entry_id in lex else None,
                )
            )
        return hits

