"""Split entry text into overlapping word windows (about 200 words, 40 overlap).

Pure. Invariant: every word of the text lands in at least one chunk, chunks keep the
original whitespace within them, and short texts are exactly one chunk.
"""

from __future__ import annotations

import re

CHUNK_WORDS = 200
OVERLAP_WORDS = 40
_WORD = re.compile(r"\S+")


def chunk_text(text: str, *, size: int = CHUNK_WORDS, overlap: int = OVERLAP_WORDS) -> list[str]:
    """Chunks of at most `size` words; consecutive chunks share `overlap` words."""
    if size <= 0 or not 0 <= overlap < size:
        raise ValueError(f"need size > 0 and 0 <= overlap < size, got {size}/{overlap}")
    spans = [m.span() for m in _WORD.finditer(text)]
    if len(spans) <= size + overlap // 2:
        return [text.strip()] if spans else []
    chunks: list[str] = []
    step = size - overlap
    start = 0
    while start < len(spans):
        end = min(start + size, len(spans))
        if len(spans) - end < overlap // 2:
            end = len(spans)  # fold a tiny tail into this chunk rather than a near-duplicate
        chunks.append(text[spans[start][0]:spans[end - 1][1]])
        if end == len(spans):
            break
        start += step
    return chunks
