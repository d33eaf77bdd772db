"""A multinomial naive-Bayes text classifier over character bigrams, word unigrams and bigrams.

Pure Python, trained from labelled rows, persisted as plain JSON and loaded with nothing
but the standard library: it must run wherever tdcontext runs, TouchDesigner's Python too.
Tagging one turn costs well under a millisecond (bench/bench_facets.py).

Invariant: `predict` returns a probability for every class it was trained on, summing to 1;
features never seen in training are ignored rather than guessed; the JSON round trip gives
identical predictions.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidInputError

__all__ = ["NaiveBayes", "features"]

_WORD_RE = re.compile(r"[a-z0-9]+(?:['_][a-z0-9]+)*|[?!]")
MAX_FEATURE_TEXT = 2000
FORMAT = "tdcontext-nb/1"


def features(text: str, *, extra: Sequence[str] = (), bigrams: bool = True, words: bool = True,
             word_bigrams: bool = False) -> Counter[str]:
    """Bag of features: `w:` word unigrams, `b:` word bigrams, `c:` character bigrams (within words), `extra` tokens."""
    lowered = text.lower()[:MAX_FEATURE_TEXT]
    bag: Counter[str] = Counter()
    tokens = _WORD_RE.findall(lowered)
    if words:
        bag.update("w:" + t for t in tokens)
    if word_bigrams:
        bag.update(f"b:{a}_{b}" for a, b in itertools.pairwise(tokens))
    if bigrams:
        for t in tokens:
            padded = f" {t} "
            bag.update("c:" + padded[i:i + 2] for i in range(len(padded) - 1))
    bag.update(extra)
    return bag


@dataclass
class NaiveBayes:
    """Multinomial NB with Laplace smoothing `alpha`; classes and vocabulary learnt from rows."""

    alpha: float = 0.5
    bigrams: bool = True
    words: bool = True
    word_bigrams: bool = False

    def __post_init__(self) -> None:
        self.class_counts: dict[str, int] = {}
        self.feature_counts: dict[str, dict[str, float]] = {}
        self.totals: dict[str, float] = {}
        self.vocabulary: set[str] = set()
        self._log_prior: dict[str, float] = {}
        self._log_denominator: dict[str, float] = {}

    @property
    def classes(self) -> list[str]:
        return sorted(self.class_counts)

    def featurise(self, text: str, extra: Sequence[str] = ()) -> Counter[str]:
        return features(text, extra=extra, bigrams=self.bigrams, words=self.words, word_bigrams=self.word_bigrams)

    def fit(self, rows: Iterable[tuple[str, str, Sequence[str]]]) -> NaiveBayes:
        """Train on (text, label, extra tokens) rows. Raises InvalidInputError on no rows or one class."""
        for text, label, extra in rows:
            if not isinstance(text, str) or not isinstance(label, str) or not label:
                raise InvalidInputError(f"a training row needs text and a label, got {label!r:.40}")
            self.class_counts[label] = self.class_counts.get(label, 0) + 1
            counts = self.feature_counts.setdefault(label, {})
            for feature, n in self.featurise(text, extra).items():
                counts[feature] = counts.get(feature, 0.0) + n
                self.vocabulary.add(feature)
        if not self.class_counts:
            raise InvalidInputError("no training rows")
        self._prepare()
        return self

    def _prepare(self) -> None:
        total_docs = sum(self.class_counts.values())
        v = max(len(self.vocabulary), 1)
        self.totals = {c: sum(self.feature_counts.get(c, {}).values()) for c in self.class_counts}
        self._log_prior = {c: math.log(n / total_docs) for c, n in self.class_counts.items()}
        self._log_denominator = {c: math.log(self.totals[c] + self.alpha * v) for c in self.class_counts}
        # feature -> {class: log((count + alpha) / alpha)}: the sparse correction over the unseen
        # baseline n * (log(alpha) - denominator[c]); one dict lookup per feature at predict time
        log_alpha = math.log(self.alpha)
        self._log_alpha = log_alpha
        self._by_feature: dict[str, dict[str, float]] = {}
        for c, counts in self.feature_counts.items():
            for feature, n in counts.items():
                self._by_feature.setdefault(feature, {})[c] = math.log(n + self.alpha) - log_alpha

    def log_likelihoods(self, text: str, extra: Sequence[str] = ()) -> dict[str, float]:
        """log P(features | class) for every class (no prior); unseen features are ignored."""
        bag = self.featurise(text, extra)
        known = 0.0
        corrections = dict.fromkeys(self.class_counts, 0.0)
        by_feature = self._by_feature
        for feature, n in bag.items():
            row = by_feature.get(feature)
            if row is None:
                continue
            known += n
            for c, value in row.items():
                corrections[c] += n * value
        return {c: known * (self._log_alpha - self._log_denominator[c]) + corrections[c] for c in self.class_counts}

    def predict(self, text: str, extra: Sequence[str] = (), *, prior: Mapping[str, float] | None = None) -> dict[str, float]:
        """Posterior per class. `prior` (probabilities) replaces the learnt class prior, e.g. a sticky topic."""
        if not self.class_counts:
            raise InvalidInputError("the naive-Bayes model is not trained; run `tdcontext facets train`")
        ll = self.log_likelihoods(text, extra)
        scores: dict[str, float] = {}
        for c, value in ll.items():
            p = prior.get(c, 0.0) if prior is not None else None
            log_p = self._log_prior[c] if p is None else math.log(max(p, 1e-12))
            scores[c] = value + log_p
        top = max(scores.values())
        exps = {c: math.exp(s - top) for c, s in scores.items()}
        z = sum(exps.values())
        return {c: e / z for c, e in exps.items()}

    @property
    def class_prior(self) -> dict[str, float]:
        total = sum(self.class_counts.values())
        return {c: n / total for c, n in self.class_counts.items()}

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "alpha": self.alpha,
            "bigrams": self.bigrams,
            "words": self.words,
            "word_bigrams": self.word_bigrams,
            "class_counts": self.class_counts,
            "feature_counts": self.feature_counts,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> NaiveBayes:
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise InvalidInputError(f"not a {FORMAT} model; retrain with `tdcontext facets train`")
        try:
            model = cls(alpha=float(data["alpha"]), bigrams=bool(data["bigrams"]), words=bool(data["words"]),
                        word_bigrams=bool(data.get("word_bigrams", False)))
            model.class_counts = {str(k): int(v) for k, v in data["class_counts"].items()}
            model.feature_counts = {
                str(c): {str(f): float(n) for f, n in counts.items()} for c, counts in data["feature_counts"].items()
            }
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InvalidInputError(f"the naive-Bayes model file is damaged ({exc}); retrain it") from exc
        model.vocabulary = {f for counts in model.feature_counts.values() for f in counts}
        if not model.class_counts:
            raise InvalidInputError("the naive-Bayes model has no classes; retrain it")
        model._prepare()
        return model
