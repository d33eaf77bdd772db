"""Embeddings: the Embedder protocol, the MiniLM model, its worker process and the sidecar.

Invariant: nothing here loads a model or starts a process at import time.
"""

from .model import DIM, MODEL_VERSION, Embedder, OnnxMiniLM, make_embedder
from .sidecar import SidecarEmbedder, SidecarStatus

__all__ = [
    "DIM",
    "MODEL_VERSION",
    "Embedder",
    "OnnxMiniLM",
    "SidecarEmbedder",
    "SidecarStatus",
    "make_embedder",
]
