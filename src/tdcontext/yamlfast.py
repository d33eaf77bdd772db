"""`safe_load`: PyYAML's safe loading, through libyaml's C parser when PyYAML has it, and
without PyYAML at all for the documents tdcontext ships.

The pure-Python parser took 132 ms to read the six built-in skill packs' frontmatter on the
loaded 2-core box, against 15 ms in C, and every process that reads entries or skills pays it.
The constructor is PyYAML's SafeConstructor either way, so a document parses to the same
Python values. A document the C parser rejects is parsed again in Python, so the error a user
sees (message and line mark) is the one it has always been.

Importing PyYAML alone costs about 10 ms (its reader compiles a large Unicode pattern), paid by
every `tdcontext context` for the skill check. So the parsed values of the built-in skill packs'
frontmatter ship in `data/yaml-documents.json`, keyed by the sha256 of the exact YAML text
(`tools/build_builtin_vectors.py` writes them, and only for values JSON carries exactly: str,
int, float, bool, None, lists and str-keyed mappings). Any other text goes to PyYAML.
Invariant: never constructs anything but plain YAML types (safe loading only); a shipped value
is used only for the exact text it was parsed from, and each call returns a fresh copy.
"""

from __future__ import annotations

import hashlib
import json
import threading
from pathlib import Path
from typing import Any

KNOWN_DOCUMENTS_FILE = Path(__file__).parent / "data" / "yaml-documents.json"
_lock = threading.Lock()
_known: dict[str, str] | None = None


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _known_documents() -> dict[str, str]:
    """sha256 of a YAML text -> its safe_load value as JSON text; {} when the file is unusable."""
    global _known
    with _lock:
        if _known is None:
            try:
                data = json.loads(KNOWN_DOCUMENTS_FILE.read_text(encoding="utf-8"))
                docs = data.get("documents") if isinstance(data, dict) else None
                _known = {str(k): json.dumps(v) for k, v in docs.items()} if isinstance(docs, dict) else {}
            except (OSError, ValueError):
                _known = {}
        return _known


def json_exact(value: Any) -> bool:
    """Does a JSON round trip give back `value` with the same types (what may be shipped)?"""
    if value is None or isinstance(value, (str, bool, int, float)):
        return True
    if isinstance(value, list):
        return all(json_exact(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and json_exact(v) for k, v in value.items())
    return False


def safe_load(text: str) -> Any:
    """`yaml.safe_load(text)`, faster; raises yaml.YAMLError exactly as it does."""
    shipped = _known_documents().get(text_key(text))
    if shipped is not None:
        return json.loads(shipped)
    import yaml

    loader = getattr(yaml, "CSafeLoader", None)
    if loader is not None:
        try:
            return yaml.load(text, Loader=loader)  # CSafeLoader: the C twin of SafeLoader
        except yaml.YAMLError:
            pass  # re-parse in Python below for its usual error and mark
    return yaml.safe_load(text)


def yaml_error() -> type[Exception]:
    """`yaml.YAMLError`, for an `except` clause (evaluated only once something was raised)."""
    import yaml

    error: type[Exception] = yaml.YAMLError
    return error


__all__ = ["KNOWN_DOCUMENTS_FILE", "json_exact", "safe_load", "text_key", "yaml_error"]
