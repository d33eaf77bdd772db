"""Fixtures for the embedding tests: the fake worker command and its log."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tdcontext.embedding.sidecar import SidecarEmbedder

FAKE_WORKER = Path(__file__).with_name("fake_worker.py")


class FakeWorkerLog:
    """Reads the fake worker's log: which pids started, which requests each got."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _lines(self, kind: str) -> list[list[str]]:
        if not self.path.exists():
            return []
        return [line.split()[1:] for line in self.path.read_text().splitlines() if line.startswith(kind + " ")]

    @property
    def spawn_pids(self) -> list[int]:
        return [int(parts[0]) for parts in self._lines("spawn")]

    @property
    def request_sizes(self) -> list[int]:
        return [int(parts[1]) for parts in self._lines("req")]


@pytest.fixture
def worker_log(tmp_path: Path) -> FakeWorkerLog:
    return FakeWorkerLog(tmp_path / "fake-worker.log")


@pytest.fixture
def make_sidecar(worker_log: FakeWorkerLog) -> Iterator[Callable[..., SidecarEmbedder]]:
    """Build SidecarEmbedders over the fake worker; all are closed after the test."""
    made: list[SidecarEmbedder] = []

    def make(*worker_args: str, **options: Any) -> SidecarEmbedder:
        options.setdefault("timeout", 5.0)
        options.setdefault("start_timeout", 5.0)
        options.setdefault("model_version", "fake@1")
        options.setdefault("dim", 8)
        command = [sys.executable, "-I", str(FAKE_WORKER), "--log", str(worker_log.path), *worker_args]
        sidecar = SidecarEmbedder(command=command, **options)
        made.append(sidecar)
        return sidecar

    yield make
    for sidecar in made:
        sidecar.close()
