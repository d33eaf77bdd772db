"""Shared fixtures for the security regression tests (issue 10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcontext import fsutil
from tdcontext.config import Settings
from tdcontext.skills import loader as skills_loader


@pytest.fixture
def settings(tdcontext_home: Path) -> Settings:
    """Settings on this test's private TDCONTEXT_HOME."""
    tdcontext_home.mkdir(parents=True, exist_ok=True)
    return Settings(home=tdcontext_home)


@pytest.fixture(params=["dir_fd", "lstat_checks"])
def io_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Run with directory-fd opens (POSIX) and with the lstat-checked fallback (Windows)."""
    if request.param == "lstat_checks":
        monkeypatch.setattr(fsutil, "DIR_FD_SUPPORTED", False)
        monkeypatch.setattr(skills_loader, "DIR_FD_SUPPORTED", False)
    return str(request.param)
