"""The deterministic test embedder behaves like a (crude) embedding model."""

from __future__ import annotations

import numpy as np
import pytest

from tdcontext.embedding import Embedder
from tdcontext.errors import EmbedderUnavailableError

from ..fakes import FailingEmbedder, HashEmbedder


def test_hash_embedder_is_deterministic_normalised_and_word_based() -> None:
    emb = HashEmbedder()
    a, b, c, empty = emb.embed(["Noise TOP feedback", "feedback with a noise top", "tax return", ""])
    again = HashEmbedder().embed(["Noise TOP feedback"])[0]
    np.testing.assert_array_equal(a, again)
    np.testing.assert_allclose(np.linalg.norm([a, b, c, empty], axis=1), 1.0, atol=1e-6)
    assert float(a @ b) > 0.5 > float(a @ c)
    assert emb.calls == 1 and emb.batches == [["Noise TOP feedback", "feedback with a noise top", "tax return", ""]]
    assert emb.embed([]).shape == (0, 384) and emb.calls == 1
    assert isinstance(emb, Embedder) and emb.model_version == "hash-test@1"


def test_failing_embedder_counts_and_raises() -> None:
    emb = FailingEmbedder()
    for _ in range(2):
        with pytest.raises(EmbedderUnavailableError, match="down"):
            emb.embed(["x"])
    assert emb.calls == 2 and emb.embed([]).shape == (0, 384)
