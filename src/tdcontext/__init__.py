"""tdcontext: a local-first context engine for AI copilots working in TouchDesigner.

The public API: open an engine on a home directory, then add, search and manage entries.

    >>> from tdcontext import open_engine
    >>> with open_engine() as engine:
    ...     hits = engine.search("feedback TOP drifts").hits
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

from .errors import (
    BlockedURLError,
    BriefValidationError,
    ContextTooLongError,
    DuplicateIdError,
    EmbedderUnavailableError,
    FetchError,
    FrontmatterError,
    IndexError_,
    InvalidEntryError,
    InvalidInputError,
    LLMError,
    NotConfiguredError,
    NotFoundError,
    ReadOnlyError,
    RevisionConflictError,
    SkillError,
    TdcontextError,
)

if TYPE_CHECKING:
    from .config import Settings, load_settings
    from .corpus.entry import Entry
    from .engine import Engine, open_engine
    from .retrieval.retriever import Hit, SearchResult

__all__ = [
    "BlockedURLError",
    "BriefValidationError",
    "ContextTooLongError",
    "DuplicateIdError",
    "EmbedderUnavailableError",
    "Engine",
    "Entry",
    "FetchError",
    "FrontmatterError",
    "Hit",
    "IndexError_",
    "InvalidEntryError",
    "InvalidInputError",
    "LLMError",
    "NotConfiguredError",
    "NotFoundError",
    "ReadOnlyError",
    "RevisionConflictError",
    "SearchResult",
    "Settings",
    "SkillError",
    "TdcontextError",
    "load_settings",
    "open_engine",
]

_LAZY = {
    "Engine": ("engine", "Engine"),
    "open_engine": ("engine", "open_engine"),
    "Entry": ("corpus.entry", "Entry"),
    "Hit": ("retrieval.retriever", "Hit"),
    "SearchResult": ("retrieval.retriever", "SearchResult"),
    "Settings": ("config", "Settings"),
    "load_settings": ("config", "load_settings"),
}


def __getattr__(name: str) -> Any:
    """Import heavy modules on first use so `tdcontext --help` stays fast."""
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        return getattr(importlib.import_module(f".{module}", __name__), attr)
    raise AttributeError(f"module 'tdcontext' has no attribute {name!r}")
