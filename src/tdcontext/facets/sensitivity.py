"""The sensitivity curve: how relevant each turn of a session is to a facet query.

Per turn, in seq order:
1. the idf-weighted cosine between the turn's facet vector and the query's;
2. times coverage squared (the idf-weighted share of the query's facets the turn carries),
   so a turn that shares one rare facet of three is penalised;
3. minus the corpus baseline (the mean of 1-2 over every indexed turn), so a facet that is
   everywhere does not lift the whole curve;
4. smoothed by a 3-window EMA: s'_t = 0.5 s_t + 0.3 s_{t-1} + 0.2 s_{t-2}.

Invariant: pure given the index's facts; `unknown` carries no weight; the curve has exactly
one point per indexed turn of the session.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .index import FacetIndex
from .schema import UNKNOWN

__all__ = ["EMA_WEIGHTS", "CurvePoint", "curve", "score_turn"]

EMA_WEIGHTS = (0.5, 0.3, 0.2)


@dataclass(frozen=True)
class CurvePoint:
    """One turn on the curve: seq, role, tokens, raw and smoothed score."""

    seq: int
    role: str | None
    tokens: int | None
    raw: float
    score: float

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "role": self.role, "tokens": self.tokens,
                "raw": round(self.raw, 4), "score": round(self.score, 4)}


def score_turn(turn_facets: Mapping[str, str], query: Mapping[str, str],
               idf: Mapping[tuple[str, str], float], fallback_idf: float = 1.0) -> float:
    """idf-weighted cosine x coverage^2 for one turn (before baseline and smoothing)."""
    q = {(s, v): idf.get((s, v), fallback_idf) for s, v in query.items() if v != UNKNOWN}
    f = {(s, v): idf.get((s, v), fallback_idf) for s, v in turn_facets.items() if v != UNKNOWN}
    if not q or not f:
        return 0.0
    dot = sum(w * f[k] for k, w in q.items() if k in f)
    if dot == 0:
        return 0.0
    norm = math.sqrt(sum(w * w for w in q.values())) * math.sqrt(sum(w * w for w in f.values()))
    coverage = sum(w for k, w in q.items() if k in f) / sum(q.values())
    return (dot / norm) * coverage * coverage


def smooth(values: Sequence[float], weights: Sequence[float] = EMA_WEIGHTS) -> list[float]:
    """Weighted trailing window; the first points renormalise over the weights they have."""
    out: list[float] = []
    for i in range(len(values)):
        acc = norm = 0.0
        for lag, w in enumerate(weights):
            if i - lag < 0:
                break
            acc += w * values[i - lag]
            norm += w
        out.append(acc / norm if norm else 0.0)
    return out


def baseline(index: FacetIndex, query: Mapping[str, str], idf: Mapping[tuple[str, str], float],
             fallback_idf: float) -> float:
    """Mean turn score over the whole index (0 when the index is empty).

    Turns with the same facet set score the same, so each distinct set is scored once.
    """
    every = index.all_facets()
    if not every:
        return 0.0
    groups = Counter(tuple(sorted(facets.items())) for facets in every.values())
    total = sum(n * score_turn(dict(items), query, idf, fallback_idf) for items, n in groups.items())
    return total / len(every)


def curve(index: FacetIndex, session: str, query: Mapping[str, str]) -> list[CurvePoint]:
    """The session's sensitivity curve for `query` (a facet set)."""
    idf = index.idf()
    fallback = max(idf.values(), default=1.0)
    base = baseline(index, query, idf, fallback)
    turns = index.turns(session)
    raw = [score_turn({s: v for s, (v, _c) in facets.items()}, query, idf, fallback) - base
           for _seq, _role, _tokens, facets in turns]
    smoothed = smooth(raw)
    return [CurvePoint(seq, role, tokens, r, s)
            for (seq, role, tokens, _f), r, s in zip(turns, raw, smoothed, strict=True)]
