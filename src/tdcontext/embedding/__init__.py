"""Embeddings: the Embedder protocol, the MiniLM model, the shared daemon, its worker and the sidecar.

Invariant: nothing here loads a model or starts a process at import time, and importing the
package imports neither numpy nor onnxruntime: names are resolved on first access (PEP 562),
so `from tdcontext.embedding.base import MODEL_VERSION` stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

_LAZY = {
    "DIM": "base",
    "MODEL_VERSION": "base",
    "Embedder": "model",
    "OnnxMiniLM": "model",
    "make_embedder": "factory",
    "SidecarEmbedder": "sidecar",
    "SidecarStatus": "sidecar",
    "DaemonEmbedder": "client",
}

__all__ = ["DIM", "MODEL_VERSION", "DaemonEmbedder", "Embedder", "OnnxMiniLM", "SidecarEmbedder", "SidecarStatus", "make_embedder"]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
