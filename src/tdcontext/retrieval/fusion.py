"""Rank fusion, pure: Reciprocal Rank Fusion and a score-aware convex combination.

rrf:    score(d) = sum over rankers r of weight_r / (k + rank_r(d)), ranks starting at 1.
convex: score(d) = sum over rankers r of weight_r * s_r(d) / max_r, weights summing to 1 over
        the rankers that returned anything; a ranker that did not return d counts its lowest
        normalised score for it (d ranks, at best, just below what that ranker retrieved).
RRF throws away how far ahead a hit is; the convex form keeps it, so a weak ranker's flat
tail cannot outvote a strong ranker's clear winner (measured: SciFact nDCG@10 0.721 -> 0.743,
LoCoMo evidence R@10 68.6 -> 74.1, same equal weights on both; bench/bench_scifact.py,
bench/bench_locomo.py).
Invariant: ties keep first-seen order (stable), and an item listed twice by one ranker counts
once, at its best (first) rank and score.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

DEFAULT_K = 60
FUSIONS = ("rrf", "convex")


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


def convex(
    scored: Mapping[str, Sequence[tuple[K, float]]],
    *,
    weights: Mapping[str, float] | None = None,
) -> list[tuple[K, float, dict[str, int]]]:
    """Fuse scored lists (best first, higher is better) by a weighted sum of max-normalised scores.

    Each ranker's scores are divided by its best score, so its top item counts 1. When that
    best score is not positive there is no scale to divide by, and its items count 1/rank.
    Returns (item, score, {ranker: 1-based rank}) best first, like `rrf`.
    """
    lists: dict[str, list[tuple[K, float]]] = {}
    for name, items in scored.items():
        seen: set[K] = set()
        unique: list[tuple[K, float]] = []
        for item, value in items:
            if item not in seen:  # duplicate within one ranker: its first (best) entry counts
                seen.add(item)
                unique.append((item, float(value)))
        if unique:
            lists[name] = unique
    raw = {name: 1.0 if weights is None else float(weights.get(name, 1.0)) for name in lists}
    if any(w < 0 for w in raw.values()):
        raise ValueError(f"weights must be >= 0, got {raw}")
    total = sum(raw.values())
    share = {name: (w / total if total > 0 else 1.0 / len(raw)) for name, w in raw.items()}
    normalised: dict[str, dict[K, float]] = {}
    ranks: dict[K, dict[str, int]] = {}
    for name, items in lists.items():
        best = max(value for _, value in items)
        normalised[name] = {
            item: (value / best if best > 0 else 1.0 / position)
            for position, (item, value) in enumerate(items, 1)
        }
        for position, (item, _) in enumerate(items, 1):
            ranks.setdefault(item, {})[name] = position
    parts = [(share[name], values, min(values.values())) for name, values in normalised.items()]
    scores: dict[K, float] = {}
    for item in ranks:  # the same additions in the same order as a sum() over rankers, without its generator
        total = 0.0
        for weight, values, floor in parts:
            total += weight * values.get(item, floor)
        scores[item] = total
    order = sorted(scores, key=lambda item: -scores[item])  # stable: ties keep first-seen order
    return [(item, scores[item], ranks[item]) for item in order]
