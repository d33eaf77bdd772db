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

__all__ = ["Prototypes"]

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
