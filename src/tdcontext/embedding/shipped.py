"""Vectors of the built-in knowledge, computed at build time and shipped as package data.

`data/builtin-vectors.npy` holds one float32 row per built-in chunk; `data/builtin-vectors.json`
holds the model version they were made with and, per row, the entry id and the sha256 of the
exact text that is embedded (title, newline, chunk text - what `Index.pending_chunks` returns).
`tools/build_builtin_vectors.py` writes both; `apply_shipped_vectors` stores a row for each
pending built-in chunk whose entry id and text hash match, so a fresh home answers its first
search without embedding anything. A chunk whose text changed since the build (no hash match)
is left pending, is embedded as before, and is counted in one log line.
Invariant: a shipped vector is stored only for the exact text and model version it was
computed from; anything else is ignored, never guessed.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..index.db import Index, PendingChunk

log = logging.getLogger(__name__)

DATA_DIR = Path(__file__).parent / "data"
VECTORS_FILE = DATA_DIR / "builtin-vectors.npy"
MANIFEST_FILE = DATA_DIR / "builtin-vectors.json"
FORMAT = 1


def text_hash(text: str) -> str:
    """The sha256 (hex) of the UTF-8 text that was embedded."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ShippedReport:
    """What `apply_shipped_vectors` did: rows stored, chunks whose text changed, why skipped."""

    stored: int = 0
    changed: int = 0
    skipped: str | None = None


def write_shipped(chunks: Sequence[PendingChunk], vectors: Any, model_version: str,
                  *, directory: Path | None = None) -> tuple[Path, Path]:
    """Write the .npy and the manifest for `chunks` (aligned with `vectors`); returns both paths."""
    import numpy as np

    directory = directory if directory is not None else DATA_DIR
    matrix = np.ascontiguousarray(vectors, dtype="<f4")
    if matrix.ndim != 2 or matrix.shape[0] != len(chunks):
        raise ValueError(f"{matrix.shape} vectors for {len(chunks)} chunks")
    order = sorted(range(len(chunks)), key=lambda i: (chunks[i].entry_id, text_hash(chunks[i].text)))
    manifest = {
        "format": FORMAT,
        "model_version": model_version,
        "dim": int(matrix.shape[1]),
        "rows": [{"entry_id": chunks[i].entry_id, "sha256": text_hash(chunks[i].text)} for i in order],
    }
    directory.mkdir(parents=True, exist_ok=True)
    npy, man = directory / VECTORS_FILE.name, directory / MANIFEST_FILE.name
    np.save(npy, matrix[order], allow_pickle=False)
    man.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return npy, man


class ShippedVectors:
    """The shipped rows of one model version, looked up by (entry id, embedded-text hash)."""

    def __init__(self, matrix: Any, rows: Sequence[dict[str, Any]], model_version: str) -> None:
        self.matrix = matrix
        self.model_version = model_version
        self._where = {(r.get("entry_id"), r.get("sha256")): i for i, r in enumerate(rows) if isinstance(r, dict)}
        self.entry_ids = frozenset(str(r.get("entry_id")) for r in rows if isinstance(r, dict))

    @classmethod
    def load(cls, model_version: str, directory: Path | None = None) -> tuple[ShippedVectors | None, str]:
        """The shipped vectors for `model_version`, or (None, why not)."""
        directory = directory if directory is not None else DATA_DIR
        manifest_path, npy_path = directory / MANIFEST_FILE.name, directory / VECTORS_FILE.name
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            log.info("no usable shipped vectors (%s); the built-in knowledge will be embedded", exc)
            return None, f"manifest unreadable: {exc}"
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
            return None, "unknown manifest format"
        if manifest.get("model_version") != model_version:
            log.info("shipped vectors are for %r, not %r; the built-in knowledge will be embedded",
                     manifest.get("model_version"), model_version)
            return None, "model version differs"
        import numpy as np

        try:
            matrix = np.load(npy_path, allow_pickle=False)
        except (OSError, ValueError) as exc:
            log.warning("shipped vectors %s unreadable (%s); the built-in knowledge will be embedded", npy_path, exc)
            return None, f"vectors unreadable: {exc}"
        rows = manifest.get("rows")
        if (not isinstance(rows, list) or matrix.ndim != 2 or matrix.shape[0] != len(rows)
                or matrix.shape[1] != manifest.get("dim")):
            log.warning("shipped vectors %s do not match their manifest; the built-in knowledge will be embedded",
                        npy_path)
            return None, "vectors and manifest disagree"
        return cls(matrix.astype(np.float32), rows, model_version), ""

    def split(self, chunks: Sequence[PendingChunk]) -> tuple[list[PendingChunk], Any, list[PendingChunk]]:
        """(chunks with a shipped row, their rows, the rest); logs the built-in chunks whose text changed."""
        hits: list[PendingChunk] = []
        picks: list[int] = []
        rest: list[PendingChunk] = []
        changed = 0
        for chunk in chunks:
            row = self._where.get((chunk.entry_id, text_hash(chunk.text)))
            if row is None:
                rest.append(chunk)
                changed += chunk.entry_id in self.entry_ids
                continue
            hits.append(chunk)
            picks.append(row)
        if changed:
            log.warning("shipped vectors: %d built-in chunks changed since the vectors were built "
                        "(content hash differs); embedding those as usual", changed)
        return hits, self.matrix[picks], rest


def apply_shipped_vectors(index: Index, model_version: str, entry_ids: Iterable[str], *,
                          directory: Path | None = None) -> ShippedReport:
    """Store shipped vectors for pending chunks of `entry_ids` whose text hash matches."""
    ids = list(entry_ids)
    if not ids:
        return ShippedReport(skipped="no built-in entries")
    shipped, why = ShippedVectors.load(model_version, directory)
    if shipped is None:
        return ShippedReport(skipped=why)
    pending = index.pending_chunks(model_version, limit=100_000, entry_ids=ids)
    hits, rows, rest = shipped.split(pending)
    stored = index.store_vectors(hits, rows, model_version) if hits else 0
    return ShippedReport(stored=stored, changed=len(rest))
