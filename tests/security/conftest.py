"""Shared fixtures for the security regression tests (issue 10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcontext.config import Settings


@pytest.fixture
def settings(tdcontext_home: Path) -> Settings:
    """Settings on this test's private TDCONTEXT_HOME."""
    tdcontext_home.mkdir(parents=True, exist_ok=True)
    return Settings(home=tdcontext_home)
