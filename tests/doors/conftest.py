"""Fixtures for the door tests (the CLI runners `run` and `hashed` live in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import Run

__all__ = ["Run"]


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    """Write a text file under tmp_path/"in" (parents created) and return its path."""

    def put(relative: str, text: str) -> Path:
        path = tmp_path / "in" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    return put
