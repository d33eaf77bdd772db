"""Per-term BM25 scores of a large index, remembered until the index changes.

FTS5's bm25 of a row is a sum, over the query's phrases in order, of that phrase's part
(its idf times its weighted-frequency term); a one-phrase query returns exactly that part,
negated. So a term's parts over all its rows can be fetched once, kept, and summed in the
query's phrase order: the score is FTS5's own, bit for bit, without FTS5 scoring every
matching row of every term again. That scoring, not the matching, is most of a BM25 query's
cost (a count of a term's rows is 0.05 ms, its scores 0.8 ms, at 10k chunks), and the terms
that match many rows are the common ones, which recur from query to query.

Invariant: a cache answers only for the index state it was filled at. Every part depends on
the row count, the mean row length and the term's row count, so any change to the index
(`Index.change_key`) empties it, and a fetch that raced a commit is discarded. Ties are broken
by chunk id, ascending. Memory is bounded: least recently used terms are dropped beyond
`max_postings` (rows of all kept terms; 16 bytes each).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence

import numpy as np

from ..index.db import Index

MAX_POSTINGS = 2_000_000
"""Rows kept over all cached terms (about 32 MB): a long-lived server stays bounded."""
_EMPTY = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64))
_PHRASE_SQL = "SELECT {i}, rowid, bm25(chunks_fts, 2.0, 1.0) FROM chunks_fts WHERE chunks_fts MATCH ?"


def phrase(term: str) -> str:
    """`term` as one quoted FTS5 string (a quote inside is doubled)."""
    return '"' + term.replace('"', '""') + '"'


class TermScores:
    """The bm25 part of each term for every chunk holding it (see the module docstring)."""

    def __init__(self, max_postings: int = MAX_POSTINGS) -> None:
        if max_postings < 1:
            raise ValueError(f"max_postings must be at least 1, got {max_postings!r}")
        self.max_postings = max_postings
        self._lock = threading.Lock()
        self._key: Hashable = None
        self._parts: OrderedDict[str, tuple[np.ndarray, np.ndarray]] = OrderedDict()
        self._postings = 0

    def __len__(self) -> int:
        with self._lock:
            return len(self._parts)

    @property
    def postings(self) -> int:
        """Rows held over all cached terms."""
        with self._lock:
            return self._postings

    def rank(self, index: Index, terms: Sequence[str], limit: int) -> list[tuple[int, float]] | None:
        """The best `limit` (chunk id, bm25) pairs for OR-ing `terms`, best (lowest) first.

        The scores are those of FTS5's `bm25(chunks_fts, 2.0, 1.0)` for the same MATCH of the
        quoted terms in this order. None when the index changed while the missing terms were
        fetched: the caller asks FTS5 instead.
        """
        if not terms or limit < 1:
            return []
        key = index.change_key()
        parts = self._cached(key, terms)
        missing = [t for t in dict.fromkeys(terms) if t not in parts]
        if missing:
            fetched = self._fetch(index, missing)
            if index.change_key() != key:
                return None
            parts.update(fetched)
            self._keep(key, fetched)
        ids = np.concatenate([parts[t][0] for t in terms])
        if not len(ids):
            return []
        scores = np.concatenate([parts[t][1] for t in terms])
        # bincount adds each row's parts in array order, which is the query's phrase order,
        # starting from 0.0: FTS5's own sum, so the totals match it exactly.
        rows, slot = np.unique(ids, return_inverse=True)
        totals = np.bincount(slot, weights=scores, minlength=len(rows))
        n = min(limit, len(rows))
        best = np.argpartition(totals, n - 1)[:n] if n < len(rows) else np.arange(len(rows))
        best = best[np.lexsort((rows[best], totals[best]))]
        return list(zip(rows[best].tolist(), totals[best].tolist(), strict=True))

    def _cached(self, key: Hashable, terms: Sequence[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        with self._lock:
            if key != self._key:
                self._parts.clear()
                self._postings = 0
                self._key = key
            found = {}
            for term in terms:
                part = self._parts.get(term)
                if part is not None:
                    self._parts.move_to_end(term)
                    found[term] = part
            return found

    @staticmethod
    def _fetch(index: Index, terms: list[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """Each term's (chunk ids, bm25 parts), read in one statement (one snapshot of the index)."""
        sql = " UNION ALL ".join(_PHRASE_SQL.format(i=i) for i in range(len(terms)))
        rows = index.query(sql, [phrase(t) for t in terms])
        out = dict.fromkeys(terms, _EMPTY)
        if rows:
            table = np.array(rows, dtype=np.float64)
            table = table[np.argsort(table[:, 0], kind="stable")]  # each term's rows together
            cut = np.searchsorted(table[:, 0], np.arange(len(terms) + 1))
            for i, term in enumerate(terms):
                lo, hi = cut[i], cut[i + 1]
                if hi > lo:
                    out[term] = (table[lo:hi, 1].astype(np.int64), table[lo:hi, 2].copy())
        return out

    def _keep(self, key: Hashable, fetched: dict[str, tuple[np.ndarray, np.ndarray]]) -> None:
        with self._lock:
            if key != self._key:
                return
            for term, part in fetched.items():
                if term in self._parts or len(part[0]) > self.max_postings:
                    continue
                self._parts[term] = part
                self._postings += len(part[0])
            while self._postings > self.max_postings and self._parts:
                _, dropped = self._parts.popitem(last=False)
                self._postings -= len(dropped[0])
