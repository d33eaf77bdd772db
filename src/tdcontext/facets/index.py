"""The facet index: one row per turn (session, seq) with one value per slot, idf per value,
and alias queries that answer with merged seq ranges.

Stored in `$TDCONTEXT_HOME/facets/facets.sqlite` (derived from the session logs; the scanner
can rebuild it). A query resolves to a facet set {slot: value}; each turn's coverage is the
idf-weighted share of the query's facets it carries; turns at coverage >= threshold (0.6 by
default; 1.0 in strict mode) match, and adjacent matching turns of a session merge into ranges.
With `handover`, each range also takes the turn right after it, the one that moves on
("thanks, that works; now the audio"): it closes this topic as it opens the next, so it is
about both (SGD's gold agrees: such turns carry a frame for each service).

Invariant: `unknown` values are stored (they are facts) but never match a query and never
count towards idf-weighted coverage; re-adding a turn replaces it, never duplicates it.
"""

from __future__ import annotations

import math
import sqlite3
import threading
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from .schema import UNKNOWN

__all__ = ["FacetIndex", "QueryResult", "SeqRange"]

SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS turns (session TEXT NOT NULL, seq INTEGER NOT NULL, role TEXT, tokens INTEGER,
                                  PRIMARY KEY (session, seq));
CREATE TABLE IF NOT EXISTS turn_facets (session TEXT NOT NULL, seq INTEGER NOT NULL, slot TEXT NOT NULL,
                                        value TEXT NOT NULL, confidence REAL NOT NULL, extractor TEXT,
                                        PRIMARY KEY (session, seq, slot));
CREATE INDEX IF NOT EXISTS turn_facets_value ON turn_facets (slot, value);
CREATE TABLE IF NOT EXISTS cursor (session TEXT PRIMARY KEY, last_seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS residual (session TEXT NOT NULL, seq INTEGER NOT NULL, reason TEXT NOT NULL,
                                     PRIMARY KEY (session, seq));
"""

FacetRow = tuple[str, int, Mapping[str, tuple[str, float]]]


@dataclass(frozen=True)
class SeqRange:
    """A run of adjacent matching turns in one session, with its mean coverage."""

    session: str
    start: int
    end: int
    turns: int
    coverage: float
    handover: int | None = None  # the seq of the hand-over turn appended to the run, if any

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"session": self.session, "start": self.start, "end": self.end, "turns": self.turns,
                               "coverage": round(self.coverage, 3)}
        if self.handover is not None:
            out["handover"] = self.handover
        return out


@dataclass(frozen=True)
class QueryResult:
    """The facets asked for, their idf, and the ranges that matched (sessions newest-first not implied)."""

    facets: Mapping[str, str]
    idf: Mapping[str, float]
    ranges: tuple[SeqRange, ...]
    threshold: float
    strict: bool
    handover: bool = False

    @property
    def matched_turns(self) -> int:
        return sum(r.turns for r in self.ranges)

    def to_dict(self) -> dict[str, Any]:
        return {"facets": dict(self.facets), "idf": {k: round(v, 3) for k, v in self.idf.items()},
                "threshold": self.threshold, "strict": self.strict, "handover": self.handover,
                "matched_turns": self.matched_turns,
                "ranges": [r.to_dict() for r in self.ranges]}


class FacetIndex:
    """SQLite-backed facet index; thread-safe through one lock per instance."""

    def __init__(self, path: Path | str) -> None:
        self.path = path
        if path != ":memory:":
            folder = Path(path).parent
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=10)
            self._db.execute("PRAGMA journal_mode=WAL" if path != ":memory:" else "PRAGMA journal_mode=MEMORY")
            self._db.executescript(SCHEMA_SQL)
        except sqlite3.Error as exc:
            raise InvalidInputError(f"cannot open the facet index {str(path)!r}: {exc}; "
                                    "delete it and run `tdcontext facets scan` to rebuild") from exc
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # ---- writing -------------------------------------------------------------------------------

    def add_turns(self, rows: Iterable[FacetRow], *, roles: Mapping[tuple[str, int], str] | None = None,
                  tokens: Mapping[tuple[str, int], int] | None = None,
                  cursor: Mapping[str, int] | None = None,
                  residual: Iterable[tuple[str, int, str]] = ()) -> int:
        """Insert or replace turns, their facets, and (in the same transaction) the scan cursor."""
        n = 0
        with self._lock, self._db:
            for session, seq, facets in rows:
                key = (session, seq)
                self._db.execute("INSERT OR REPLACE INTO turns VALUES (?, ?, ?, ?)",
                                 (session, seq, (roles or {}).get(key), (tokens or {}).get(key)))
                self._db.execute("DELETE FROM turn_facets WHERE session = ? AND seq = ?", key)
                self._db.executemany(
                    "INSERT INTO turn_facets VALUES (?, ?, ?, ?, ?, ?)",
                    [(session, seq, slot, value, float(conf), None) for slot, (value, conf) in facets.items()],
                )
                n += 1
            for session, seq, reason in residual:
                self._db.execute("INSERT OR REPLACE INTO residual VALUES (?, ?, ?)", (session, seq, reason))
            for session, last in (cursor or {}).items():
                self._db.execute("INSERT OR REPLACE INTO cursor VALUES (?, ?)", (session, last))
        return n

    def cursor(self, session: str) -> int:
        with self._lock:
            row = self._db.execute("SELECT last_seq FROM cursor WHERE session = ?", (session,)).fetchone()
        return int(row[0]) if row else 0

    def clear(self) -> None:
        with self._lock, self._db:
            for table in ("turns", "turn_facets", "cursor", "residual"):
                self._db.execute(f"DELETE FROM {table}")

    # ---- reading -------------------------------------------------------------------------------

    def total_turns(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM turns").fetchone()[0])

    def idf(self) -> dict[tuple[str, str], float]:
        """Smoothed idf, ln(1 + N / df), for every stored (slot, value) except `unknown`."""
        with self._lock:
            total = int(self._db.execute("SELECT COUNT(*) FROM turns").fetchone()[0])
            rows = self._db.execute(
                "SELECT slot, value, COUNT(*) FROM turn_facets WHERE value != ? GROUP BY slot, value", (UNKNOWN,)
            ).fetchall()
        return {(s, v): math.log(1 + total / df) for s, v, df in rows if df}

    def counts(self) -> dict[str, dict[str, int]]:
        with self._lock:
            rows = self._db.execute("SELECT slot, value, COUNT(*) FROM turn_facets GROUP BY slot, value").fetchall()
        out: dict[str, dict[str, int]] = defaultdict(dict)
        for slot, value, n in rows:
            out[slot][value] = int(n)
        return dict(out)

    def residual_count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM residual").fetchone()[0])

    def sessions(self) -> list[str]:
        with self._lock:
            return [r[0] for r in self._db.execute("SELECT DISTINCT session FROM turns ORDER BY session")]

    def turns(self, session: str) -> list[tuple[int, str | None, int | None, dict[str, tuple[str, float]]]]:
        """(seq, role, tokens, {slot: (value, confidence)}) for every turn of `session`, in seq order."""
        with self._lock:
            base = self._db.execute("SELECT seq, role, tokens FROM turns WHERE session = ? ORDER BY seq",
                                    (session,)).fetchall()
            facets = self._db.execute("SELECT seq, slot, value, confidence FROM turn_facets WHERE session = ?",
                                      (session,)).fetchall()
        by_seq: dict[int, dict[str, tuple[str, float]]] = defaultdict(dict)
        for seq, slot, value, conf in facets:
            by_seq[int(seq)][slot] = (value, float(conf))
        return [(int(seq), role, tokens, by_seq.get(int(seq), {})) for seq, role, tokens in base]

    def query(self, facets: Mapping[str, str], *, threshold: float = 0.6, strict: bool = False,
              sessions: Sequence[str] | None = None, gap: int = 1, handover: bool = False) -> QueryResult:
        """Turns ranked by idf-weighted coverage of `facets`; adjacent matches merged into ranges.

        `gap` bridges up to that many non-matching turns between two matching runs of one
        session (one stray turn inside a topic does not split it); 0 merges only adjacent turns.
        `handover` appends to each range the session's next turn, where the talk moved on.
        """
        if not 0 <= gap <= 50:
            raise InvalidInputError(f"gap must be 0-50 turns, got {gap}")
        if not 0.0 < threshold <= 1.0:
            raise InvalidInputError(f"coverage threshold must be in (0, 1], got {threshold}")
        wanted = {s: v for s, v in facets.items() if v != UNKNOWN}
        if not wanted:
            return QueryResult(dict(facets), {}, (), threshold, strict, handover)
        idf_all = self.idf()
        fallback = max(idf_all.values(), default=1.0)  # a value never seen is as rare as the rarest
        weights = {s: idf_all.get((s, v), fallback) for s, v in wanted.items()}
        total = sum(weights.values())
        need = 1.0 if strict else threshold
        clauses = " OR ".join("(slot = ? AND value = ?)" for _ in wanted)
        params: list[Any] = [x for sv in wanted.items() for x in sv]
        sql = f"SELECT session, seq, slot FROM turn_facets WHERE ({clauses})"
        if sessions:
            sql += f" AND session IN ({', '.join('?' for _ in sessions)})"
            params += list(sessions)
        with self._lock:
            hits = self._db.execute(sql, params).fetchall()
        coverage: dict[tuple[str, int], float] = defaultdict(float)
        for session, seq, slot in hits:
            coverage[(session, int(seq))] += weights[slot] / total
        matched = {k: c for k, c in coverage.items() if c >= need - 1e-9}
        ranges = self._merge(matched, gap, handover)
        return QueryResult({s: v for s, v in facets.items()}, {f"{s}={v}": weights[s] for s, v in wanted.items()},
                           tuple(ranges), threshold, strict, handover)

    def _merge(self, matched: Mapping[tuple[str, int], float], gap: int, handover: bool = False) -> list[SeqRange]:
        by_session: dict[str, list[int]] = defaultdict(list)
        for session, seq in matched:
            by_session[session].append(seq)
        orders = self._orders(list(by_session))
        out: list[SeqRange] = []
        for session, seqs in by_session.items():
            order = orders.get(session, [])
            position = {seq: i for i, seq in enumerate(order)}
            hits = sorted(position[s] for s in seqs if s in position)
            runs: list[list[int]] = []  # each a list of positions
            for pos in hits:
                if runs and pos - runs[-1][-1] <= gap + 1:
                    runs[-1].append(pos)
                else:
                    runs.append([pos])
            for run in runs:
                r = self._range(session, order, run, matched)
                nxt = run[-1] + 1
                if handover and nxt < len(order):  # never the next run's start: runs are > gap + 1 apart
                    r = SeqRange(session, r.start, order[nxt], r.turns + 1, r.coverage, order[nxt])
                out.append(r)
        out.sort(key=lambda r: (r.session, r.start))
        return out

    def _orders(self, sessions: Sequence[str]) -> dict[str, list[int]]:
        """Each session's seqs in order, in one query (chunked under SQLite's parameter limit)."""
        out: dict[str, list[int]] = defaultdict(list)
        for i in range(0, len(sessions), 500):
            chunk = list(sessions[i:i + 500])
            with self._lock:
                rows = self._db.execute(
                    f"SELECT session, seq FROM turns WHERE session IN ({', '.join('?' for _ in chunk)}) "
                    "ORDER BY session, seq", chunk).fetchall()
            for session, seq in rows:
                out[session].append(int(seq))
        return out

    def all_facets(self) -> dict[tuple[str, int], dict[str, str]]:
        """{(session, seq): {slot: value}} for every indexed turn, in one query."""
        with self._lock:
            rows = self._db.execute("SELECT session, seq, slot, value FROM turn_facets").fetchall()
        out: dict[tuple[str, int], dict[str, str]] = defaultdict(dict)
        for session, seq, slot, value in rows:
            out[(session, int(seq))][slot] = value
        return dict(out)

    @staticmethod
    def _range(session: str, order: Sequence[int], run: list[int],
               matched: Mapping[tuple[str, int], float]) -> SeqRange:
        covered = order[run[0]:run[-1] + 1]
        cov = sum(matched.get((session, s), 0.0) for s in covered) / len(covered)
        return SeqRange(session, covered[0], covered[-1], len(covered), cov)
