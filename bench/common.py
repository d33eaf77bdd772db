"""Shared helpers for the benchmarks in `bench/`: data locations, cached engine homes, metrics.

Invariant: benchmark data is read in place from `$TDCONTEXT_BENCH_DATA` (default
`/work/shared/bench`) and every index lives in a throwaway home under `$TDCONTEXT_BENCH_CACHE`
(default `/tmp/tdcontext-bench`); nothing is written into the repository. A cached home is
reused only when its fingerprint (data prep + engine settings) matches and no vector is pending.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import platform
import shutil
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from tdcontext.config import load_settings
from tdcontext.engine import Engine

DATA = Path(os.environ.get("TDCONTEXT_BENCH_DATA", "/work/shared/bench"))
CACHE = Path(os.environ.get("TDCONTEXT_BENCH_CACHE", "/tmp/tdcontext-bench"))
FINGERPRINT_FILE = "bench-fingerprint.txt"


def machine() -> str:
    """One line describing where the figures were measured."""
    return f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def open_bench_engine(home: Path, **settings: Any) -> Engine:
    """An engine on `home` with the built-in knowledge hidden (it would pollute results).

    Its embedder's query graph is loaded before it is returned, so every measured query runs on
    the same graph (the first queries of a fresh daemon would otherwise run on float32).
    """
    settings.setdefault("hide_builtin", True)
    engine = Engine(load_settings(home=str(home), **settings))
    embedder = engine.embedder if engine.settings.embedder != "none" else None
    if embedder is not None and hasattr(embedder, "embed_queries"):
        embedder.embed_queries(["warm up the query graph"])
        prepare = getattr(embedder, "prepare_queries", None)
        if prepare is not None:
            prepare()
        else:
            wait_for_query_graph(home)
    return engine


def wait_for_query_graph(home: Path, timeout: float = 30.0) -> str | None:
    """The shared daemon of `home` loads its query graph in the background: wait until its status
    says which graph answers queries (or it is not running); returns that precision."""
    from tdcontext.embedding.client import daemon_status

    deadline = time.monotonic() + timeout
    while True:
        status = daemon_status(home)
        precision = status.get("query_precision") if status else None
        if not status or not status.get("running") or "loading" not in str(precision) \
                or time.monotonic() > deadline:
            return None if precision is None else str(precision)
        time.sleep(0.05)


def fingerprint(*parts: object) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(json.dumps(part, sort_keys=True, default=str).encode())
    return h.hexdigest()[:16]


def cached_home(name: str, key: str, build: Callable[[Path], None], *, fresh: bool = False) -> tuple[Path, bool]:
    """A home dir for `name` built once by `build(home)`; returns (home, reused).

    `key` fingerprints what went into it; a mismatch or an unfinished build rebuilds from empty.
    """
    home = CACHE / f"{name}-{key}"
    marker = home / FINGERPRINT_FILE
    if not fresh and marker.is_file() and marker.read_text() == key:
        return home, True
    if home.exists():
        shutil.rmtree(home)
    home.mkdir(parents=True)
    build(home)
    marker.write_text(key)
    return home, False


def progress_printer(label: str, every: float = 5.0) -> Callable[[dict[str, Any]], None]:
    """A progress callback printing indexing events at most every `every` seconds."""
    last = [0.0]

    def show(event: dict[str, Any]) -> None:
        now = time.monotonic()
        if event.get("status") == "indexing" and now - last[0] >= every:
            last[0] = now
            print(f"  [{label}] embedded {event.get('progress')}", file=sys.stderr, flush=True)

    return show


# ---- metrics ----------------------------------------------------------------------------------


def ndcg_at(ranked: Sequence[str], relevant: Mapping[str, int], k: int) -> float:
    """nDCG@k with graded gains (BEIR / trec_eval convention: gain = rel, discount log2(i+2))."""
    dcg = sum(relevant.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(relevant.values(), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


def recall_at(ranked: Sequence[str], relevant: Iterable[str], k: int) -> float:
    """Share of the relevant ids found in the first k."""
    rel = set(relevant)
    if not rel:
        return 0.0
    return len(rel.intersection(ranked[:k])) / len(rel)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100), linear interpolation between closest ranks."""
    data = sorted(values)
    if not data:
        return float("nan")
    pos = (len(data) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table (pasted into BENCHMARKS.md as is)."""
    def cell(v: object) -> str:
        return str(round(v, 4)) if isinstance(v, float) else str(v)

    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)
