"""The real shared-daemon server (`tdcontext.embedding.daemon.main`) over a fast fake model.

Run as `python fake_daemon.py [--fake-version V] [--load-delay S] [--fail-load] DAEMON-ARGS...`.
Only the model is fake (8-dim sha256 vectors, ready in milliseconds instead of a second), so
the lifecycle tests exercise the real socket, lock, state file, idle timer and handshake.
A text "__sleep:S__" makes that embed take S seconds (to kill the daemon mid-request). Query
rows (`"purpose": "query"`) are the document rows negated, so a test sees which path answered.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))

import numpy as np

from tdcontext.embedding import daemon

DIM = 8


class FakeModel:
    def __init__(self, version: str) -> None:
        self.model_version = version
        self.dim = DIM

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows = []
        for text in texts:
            if text.startswith("__sleep:"):
                time.sleep(float(text[len("__sleep:"):].rstrip("_")))
            raw = np.frombuffer(hashlib.sha256(text.encode()).digest()[:DIM], dtype=np.uint8).astype(np.float32) + 1
            rows.append(raw / np.linalg.norm(raw))
        return np.stack(rows).astype(np.float32) if rows else np.zeros((0, DIM), dtype=np.float32)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """The query path: visibly not the document rows (negated), so routing is testable."""
        return -self.embed(texts)

    def close(self) -> None:
        pass


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fake-version", default="fake@1")
    parser.add_argument("--load-delay", type=float, default=0.0)
    parser.add_argument("--fail-load", action="store_true")
    ours, rest = parser.parse_known_args()

    def factory(_threads: int) -> FakeModel:
        time.sleep(ours.load_delay)
        if ours.fail_load:
            raise RuntimeError("fake model refuses to load")
        return FakeModel(ours.fake_version)

    return daemon.main(rest, factory=factory)


if __name__ == "__main__":
    sys.exit(main())
