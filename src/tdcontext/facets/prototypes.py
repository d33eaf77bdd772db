"""Embedding prototypes: each facet value is the mean MiniLM vector of its examples.

A turn takes the value whose prototype is nearest by cosine, when that cosine clears a
confidence threshold and beats the runner-up by a margin; otherwise it abstains (`unknown`).
Prototypes can be built from labelled rows or, zero-shot, from each value's schema
description. Vectors come from the engine's embedder (the shared MiniLM worker), so this
module never loads a model itself.

Invariant: prototypes are unit vectors; `predict` abstains rather than guess below threshold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from ..errors import InvalidInputError

__all__ = ["Exemplars", "Prototypes"]

FORMAT = "tdcontext-prototypes/1"
Matrix = npt.NDArray[np.float32]


@dataclass
class Prototypes:
    """Class name -> unit prototype vector, with an abstention threshold and margin."""

    threshold: float = 0.25
    margin: float = 0.0
    model_version: str = ""
    vectors: dict[str, Matrix] = field(default_factory=dict)

    @property
    def classes(self) -> list[str]:
        return sorted(self.vectors)

    def fit(self, labels: Sequence[str], vectors: Matrix) -> Prototypes:
        """Mean of the (unit) row vectors per label, re-normalised."""
        if len(labels) != len(vectors) or not labels:
            raise InvalidInputError("prototypes need one vector per label, and at least one")
        grouped: dict[str, list[int]] = {}
        for i, label in enumerate(labels):
            grouped.setdefault(label, []).append(i)
        for label, rows in grouped.items():
            mean = np.asarray(vectors[rows].mean(axis=0), dtype=np.float32)
            norm = float(np.linalg.norm(mean))
            self.vectors[label] = mean / norm if norm > 0 else mean
        return self

    def scores(self, vector: Matrix) -> dict[str, float]:
        return {c: float(np.dot(v, vector)) for c, v in self.vectors.items()}

    def predict_many(self, vectors: Matrix) -> list[tuple[str | None, float, dict[str, float]]]:
        """For each row: (label or None when abstaining, confidence, cosine per class)."""
        if not self.vectors:
            raise InvalidInputError("no prototypes; build them with `tdcontext facets train`")
        names = self.classes
        matrix = np.stack([self.vectors[c] for c in names])
        sims = np.asarray(vectors, dtype=np.float32) @ matrix.T
        out: list[tuple[str | None, float, dict[str, float]]] = []
        for row in sims:
            order = np.argsort(-row)
            best = float(row[order[0]])
            second = float(row[order[1]]) if len(order) > 1 else -1.0
            label: str | None = names[int(order[0])]
            if best < self.threshold or best - second < self.margin:
                label = None
            out.append((label, best, {c: float(s) for c, s in zip(names, row, strict=True)}))
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "threshold": self.threshold,
            "margin": self.margin,
            "model_version": self.model_version,
            "vectors": {c: [round(float(x), 6) for x in v] for c, v in self.vectors.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Prototypes:
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise InvalidInputError(f"not a {FORMAT} file; rebuild with `tdcontext facets train`")
        try:
            vectors = {str(c): np.asarray(v, dtype=np.float32) for c, v in data["vectors"].items()}
            return cls(threshold=float(data["threshold"]), margin=float(data.get("margin", 0.0)),
                       model_version=str(data.get("model_version", "")), vectors=vectors)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InvalidInputError(f"the prototype file is damaged ({exc}); rebuild it") from exc


EXEMPLARS_FORMAT = "tdcontext-exemplars/1"
MAX_EXEMPLARS = 20_000


@dataclass
class Exemplars:
    """Labelled training-turn vectors for k-nearest-neighbour evidence (float16 unit rows).

    `log_ratio` gives, per turn and class, log(P_knn(class | turn) / P(class)): the
    neighbours' vote, smoothed towards the class prior, over the prior. A generic turn
    ("yes please") has neighbours from every class in proportion, so its evidence is near
    0 everywhere and the sequence model's neighbours decide; a telling turn ("any buses to
    Boston?") has neighbours of one class. This is the "hybrid" emission of a hidden
    Markov model: a posterior divided by its prior is a scaled likelihood.

    Invariant: rows are unit vectors; at most `MAX_EXEMPLARS` are kept (a stratified,
    seeded subsample when more are given), so the model file stays bounded.
    """

    k: int = 10
    model_version: str = ""
    classes: list[str] = field(default_factory=list)
    matrix: npt.NDArray[np.float16] = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float16))
    labels: npt.NDArray[np.int32] = field(default_factory=lambda: np.zeros(0, dtype=np.int32))

    def fit(self, labels: Sequence[str], vectors: Matrix, *, classes: Sequence[str] | None = None,
            cap: int = MAX_EXEMPLARS) -> Exemplars:
        if len(labels) != len(vectors) or not labels:
            raise InvalidInputError("exemplars need one vector per label, and at least one")
        self.classes = sorted(set(classes) if classes is not None else set(labels))
        at = {c: i for i, c in enumerate(self.classes)}
        keep = np.arange(len(labels))
        if len(keep) > cap:
            keep = np.sort(np.random.default_rng(0).choice(len(labels), cap, replace=False))
        rows = np.asarray(vectors, dtype=np.float32)[keep]
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        self.matrix = (rows / np.where(norms > 0, norms, 1.0)).astype(np.float16)
        self.labels = np.array([at[labels[int(i)]] for i in keep], dtype=np.int32)
        return self

    @property
    def prior(self) -> npt.NDArray[np.float64]:
        counts = np.bincount(self.labels, minlength=len(self.classes)).astype(np.float64)
        out: npt.NDArray[np.float64] = (counts + 1.0) / (counts.sum() + len(self.classes))
        return out

    def log_ratio(self, vectors: Matrix, k: int | None = None) -> npt.NDArray[np.float64]:
        """(n, classes) log(P_knn / prior); the vote is smoothed with one prior-shaped pseudo-count per class."""
        kk = max(1, min(k or self.k, len(self.labels)))
        queries = np.asarray(vectors, dtype=np.float32)
        n, m = len(queries), len(self.classes)
        if n == 0 or len(self.labels) == 0:
            return np.zeros((n, m))
        prior = self.prior
        votes = np.tile(prior * m, (n, 1))
        matrix = self._float32()
        for start in range(0, n, 256):  # bounded memory: 256 x exemplars similarities at a time
            sims = queries[start:start + 256] @ matrix.T
            top = np.argpartition(-sims, kk - 1, axis=1)[:, :kk] if kk < sims.shape[1] else np.argsort(-sims, axis=1)
            rows = np.repeat(np.arange(start, start + len(sims)), top.shape[1])
            np.add.at(votes, (rows, self.labels[top].ravel()), 1.0)
        votes /= votes.sum(axis=1, keepdims=True)
        out: npt.NDArray[np.float64] = np.log(votes / prior)
        return out

    def _float32(self) -> Matrix:
        """The exemplar rows as float32, converted once per instance (matmul speed)."""
        cached: Matrix | None = self.__dict__.get("_matrix32")
        if cached is None or cached.shape != self.matrix.shape:
            cached = self.matrix.astype(np.float32)
            self.__dict__["_matrix32"] = cached
        return cached

    def to_json(self) -> dict[str, Any]:
        import base64

        return {
            "format": EXEMPLARS_FORMAT,
            "k": self.k,
            "model_version": self.model_version,
            "classes": list(self.classes),
            "dim": int(self.matrix.shape[1]) if self.matrix.ndim == 2 else 0,
            "labels": [int(x) for x in self.labels],
            "float16_base64": base64.b64encode(np.ascontiguousarray(self.matrix, dtype="<f2").tobytes()).decode("ascii"),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Exemplars:
        import base64
        import binascii

        if not isinstance(data, Mapping) or data.get("format") != EXEMPLARS_FORMAT:
            raise InvalidInputError(f"not a {EXEMPLARS_FORMAT} block; retrain with `tdcontext facets train`")
        try:
            classes = [str(c) for c in data["classes"]]
            labels = np.asarray([int(x) for x in data["labels"]], dtype=np.int32)
            dim = int(data["dim"])
            raw = base64.b64decode(str(data["float16_base64"]), validate=True)
            if dim <= 0 or len(raw) != 2 * dim * len(labels) or len(labels) > MAX_EXEMPLARS:
                raise ValueError(f"{len(raw)} bytes do not hold {len(labels)} rows of {dim}")
            if len(labels) and (labels.min() < 0 or labels.max() >= len(classes)):
                raise ValueError("an exemplar label is outside its classes")
            matrix = np.frombuffer(raw, dtype="<f2").reshape(len(labels), dim).astype(np.float16)
            return cls(k=max(1, int(data.get("k", 10))), model_version=str(data.get("model_version", "")),
                       classes=classes, matrix=matrix, labels=labels)
        except (KeyError, TypeError, ValueError, AttributeError, binascii.Error) as exc:
            raise InvalidInputError(f"the exemplar block is damaged ({exc}); retrain the facet model") from exc
