"""BM25 over chunks with SQLite FTS5. User text never reaches MATCH unquoted.

Invariant: any query string (quotes, operators, `NEAR(`, emoji, megabytes) yields a list,
never an SQL error: text is reduced to word tokens, stopwords are dropped, and each token
is double-quoted as an FTS5 string. Parsing is linear in the input and bounded: only the
first `MAX_QUERY_CHARS` characters are read and at most `MAX_TERMS` terms are kept.

Common terms: FTS5 scores every chunk that holds any query term, and that scoring (not the
matching) is about 90% of a query's cost. In an index of at least `PRUNE_MIN_CHUNKS` chunks, a
term found in more than `COMMON_TERM_SHARE` of them is left out of the MATCH when a rarer term
remains. At the default share, one half, this changes no score: FTS5's bm25 gives a term in half
the chunks or more an idf of 1e-6, so it only added near-zero-score chunks to be scored. Lower
shares are faster and not free: 0.2 cut BM25 CPU by a third at 10k chunks but cost 0.6 points
of hybrid nDCG@10 on held-out SciFact queries (bench_common_terms.py; BENCHMARKS.md, issue 12).
A search that passes a `TermScores` skips most of that scoring too, with the same scores: see
`term_scores`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the intent rules import STOPWORDS from here without opening SQLite (or numpy)
    from ..index.db import Index
    from .term_scores import TermScores

MAX_TERMS = 32
MAX_QUERY_CHARS = 16 * 1024
COMMON_TERM_SHARE = 0.5
"""A term found in more than this share of the chunks is dropped from the MATCH (when a rarer one remains)."""
PRUNE_MIN_CHUNKS = 2000
"""Smaller indexes are searched with every term: scoring them is cheap, and nothing changes there."""
_TOKEN = re.compile(r"[^\W_]+(?:[_'][^\W_]+)*", re.UNICODE)
STOPWORDS = frozenset([
    "a", "about", "above", "after", "again", "against", "all", "am", "an", "and", "any", "are", "as", "at",
    "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could",
    "did", "do", "does", "doing", "down", "during", "each", "few", "for", "from", "further", "had", "has",
    "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how", "i", "if",
    "in", "into", "is", "it", "its", "itself", "just", "me", "more", "most", "my", "myself", "no", "nor",
    "not", "now", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves", "out",
    "over", "own", "same", "she", "should", "so", "some", "such", "than", "that", "the", "their", "theirs",
    "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "to", "too",
    "under", "until", "up", "very", "was", "we", "were", "what", "when", "where", "which", "while", "who",
    "whom", "why", "will", "with", "would", "you", "your", "yours", "yourself", "yourselves", "please",
    "tell", "show", "give", "get", "make", "let", "use", "using", "i'm", "it's", "what's", "how's", "can't",
    "don't"
])


# A one-letter (or "qu") word elided onto the next one, as French and Italian write articles and
# pronouns ("l'OSC", "d'un", "qu'il", "dell'uscita"): FTS5 would read "l'osc" as the phrase "l osc".
_ELISION = re.compile(r"^(?:[a-z]|qu|dell|dall|nell|sull|all|un)'(?=[^\W_]{2,})")


def query_terms(text: str) -> list[str]:
    """Distinct lower-cased word tokens minus stopwords (all tokens if only stopwords).

    At most MAX_TERMS terms, in order of first appearance, from the first MAX_QUERY_CHARS
    characters; one pass with a set, so the cost is linear in the (capped) input.
    """
    seen: set[str] = set()
    content: list[str] = []
    stop: list[str] = []
    for match in _TOKEN.finditer(text[:MAX_QUERY_CHARS].lower()):
        tok = _ELISION.sub("", match.group(0))  # "l'OSC", "dell'uscita": the article is not part of the word
        for part in tok.split("_") if len(tok) > 40 else (tok,):
            if not part or part in seen:
                continue
            seen.add(part)
            if part in STOPWORDS:
                if len(stop) < MAX_TERMS:
                    stop.append(part)
            else:
                content.append(part)
                if len(content) >= MAX_TERMS:
                    return content
    return content or stop


def match_expression(text: str) -> str | None:
    """An FTS5 MATCH string OR-ing each quoted term, or None when there is nothing to match."""
    return _or_terms(query_terms(text))


def _or_terms(terms: list[str]) -> str | None:
    if not terms:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


def distinctive_terms(index: Index, terms: list[str], *, share: float | None = None,
                      min_chunks: int | None = None) -> list[str]:
    """`terms` without those found in more than `share` of the index's chunks, unless none
    would remain; all of them when the index has fewer than `min_chunks` chunks (the module
    defaults COMMON_TERM_SHARE and PRUNE_MIN_CHUNKS apply when not given)."""
    share = COMMON_TERM_SHARE if share is None else share
    min_chunks = PRUNE_MIN_CHUNKS if min_chunks is None else min_chunks
    if len(terms) < 2 or share >= 1.0:
        return terms
    total, _ = index.term_doc_counts([])
    if total < min_chunks:
        return terms
    total, counts = index.term_doc_counts(terms)
    kept = [t for t in terms if counts[t] <= share * total]
    return kept or terms


@dataclass(frozen=True)
class ChunkHit:
    chunk_id: int
    entry_id: str
    score: float


_IDS_PER_QUERY = 500


def _with_entries(index: Index, ranked: list[tuple[int, float]]) -> list[ChunkHit]:
    """ChunkHits for (chunk id, bm25) pairs, in order; a chunk deleted meanwhile is left out."""
    ids = [chunk_id for chunk_id, _ in ranked]
    entry_of: dict[int, str] = {}
    for start in range(0, len(ids), _IDS_PER_QUERY):
        part = ids[start:start + _IDS_PER_QUERY]
        entry_of.update(index.query(
            f"SELECT id, entry_id FROM chunks WHERE id IN ({','.join('?' * len(part))})", part))
    return [ChunkHit(c, entry_of[c], -s) for c, s in ranked if c in entry_of]


def search_chunks(
    index: Index,
    text: str,
    *,
    limit: int,
    project: str | None = None,
    kind: str | None = None,
    exclude_project: str | None = None,
    term_scores: TermScores | None = None,
) -> list[ChunkHit]:
    """Best chunks by BM25 (title weighted 2x), best first; `score` is -bm25 (higher is better).

    In a large index, terms found in most chunks are left out of the MATCH (see the module
    docstring); the scores are FTS5's bm25 over the terms kept. With `term_scores`, an
    unfiltered search of a large index sums remembered per-term scores instead of having FTS5
    score every matching row again: the same scores (see `term_scores`), ties by chunk id.
    """
    terms = distinctive_terms(index, query_terms(text))
    expr = _or_terms(terms)
    if expr is None:
        return []
    unfiltered = project is None and kind is None and exclude_project is None
    if unfiltered and term_scores is not None and index.term_doc_counts([])[0] >= PRUNE_MIN_CHUNKS:
        ranked = term_scores.rank(index, terms, limit)
        if ranked is not None:  # None: the index changed meanwhile; FTS5 answers below
            return _with_entries(index, ranked)
    if unfiltered:
        # Unfiltered (the common case): rank inside FTS5 first and join only the top `limit`
        # rows. Joining every matching row before the sort cost 65 of 105 ms at 100k chunks.
        rows = index.query(
            "SELECT f.id, c.entry_id, f.s FROM (SELECT rowid AS id, bm25(chunks_fts, 2.0, 1.0) AS s "
            "FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY s LIMIT ?) f "
            "JOIN chunks c ON c.id = f.id ORDER BY f.s",
            (expr, limit),
        )
        return [ChunkHit(r[0], r[1], -float(r[2])) for r in rows]
    sql = (
        "SELECT f.rowid, c.entry_id, bm25(chunks_fts, 2.0, 1.0) AS s FROM chunks_fts f "
        "JOIN chunks c ON c.id = f.rowid JOIN entries e ON e.id = c.entry_id "
        "WHERE chunks_fts MATCH ?"
    )
    params: list[object] = [expr]
    if project is not None:
        sql += " AND e.project = ?"
        params.append(project)
    if exclude_project is not None:
        sql += " AND e.project != ?"
        params.append(exclude_project)
    if kind is not None:
        sql += " AND e.kind = ?"
        params.append(kind)
    sql += " ORDER BY s LIMIT ?"
    params.append(limit)
    return [ChunkHit(r[0], r[1], -float(r[2])) for r in index.query(sql, params)]
