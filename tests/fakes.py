"""Test doubles at the model boundary: a deterministic embedder and one that always fails.

`HashEmbedder` hashes lowercase word unigrams into 384 buckets and L2-normalises, so texts
sharing words are similar and texts sharing none are (nearly) orthogonal; same text, same
vector, on every machine. Invariant: both satisfy `tdcontext.embedding.Embedder`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from tdcontext.embedding.model import check_texts
from tdcontext.errors import EmbedderUnavailableError

_WORD = re.compile(r"\w+")


class HashEmbedder:
    """Bag of hashed lowercase words -> 384 dims, L2-normalised.

    `calls` counts `embed` calls that got at least one text; `batches` keeps each call's texts.
    A text without words maps to a fixed unit vector (bucket 0).
    """

    model_version = "hash-test@1"

    def __init__(self, dim: int = 384) -> None:
        self.dim = dim
        self.calls = 0
        self.batches: list[list[str]] = []
        self.closed = False

    def vector(self, text: str) -> npt.NDArray[np.float32]:
        row = np.zeros(self.dim, dtype=np.float32)
        for word in _WORD.findall(text.lower()):
            bucket = int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "little")
            row[bucket % self.dim] += 1.0
        norm = float(np.linalg.norm(row))
        if norm == 0.0:
            row[0] = 1.0
            return row
        return row / norm

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        items = check_texts(texts)
        if self.closed:
            raise EmbedderUnavailableError("HashEmbedder was closed")
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        self.calls += 1
        self.batches.append(list(items))
        return np.stack([self.vector(t) for t in items]).astype(np.float32)

    def close(self) -> None:
        self.closed = True


class FailingEmbedder:
    """Raises EmbedderUnavailableError on every non-empty `embed`, counting the attempts."""

    model_version = "failing-test@1"

    def __init__(self, dim: int = 384, message: str = "test embedder is down") -> None:
        self.dim = dim
        self.calls = 0
        self.message = message

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        items = check_texts(texts)
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        self.calls += 1
        raise EmbedderUnavailableError(self.message)

    def close(self) -> None:
        pass
