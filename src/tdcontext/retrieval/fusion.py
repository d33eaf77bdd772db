"""Reciprocal Rank Fusion, pure.

score(d) = sum over rankers r of weight_r / (k + rank_r(d)), ranks starting at 1.
Invariant: a document's score depends only on its ranks; ties keep first-seen order
(stable), and a document listed twice by one ranker counts once, at its best rank.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

DEFAULT_K = 60


def rrf(
    rankings: Mapping[str, Sequence[K]],
    *,
    k: int = DEFAULT_K,
    weights: Mapping[str, float] | None = None,
) -> list[tuple[K, float, dict[str, int]]]:
    """Fuse ranked lists; returns (item, score, {ranker: 1-based rank}) best first."""
    if k < 0:
        raise ValueError(f"k must be >= 0, got {k}")
    scores: dict[K, float] = {}
    ranks: dict[K, dict[str, int]] = {}
    for name, items in rankings.items():
        weight = 1.0 if weights is None else float(weights.get(name, 1.0))
        position = 0
        for item in items:
            if name in ranks.get(item, {}):
                continue  # duplicate within one ranker: its best (first) rank already counted
            position += 1
            scores[item] = scores.get(item, 0.0) + weight / (k + position)
            ranks.setdefault(item, {})[name] = position
    order = sorted(scores, key=lambda item: -scores[item])  # sorted() is stable: ties keep first-seen order
    return [(item, scores[item], ranks[item]) for item in order]
