"""The `tdcontext` CLI door: one module per command group; `main` is the entry point."""

from .main import main

__all__ = ["main"]
