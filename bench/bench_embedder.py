"""Embedder figures: worker cold start, single-query latency, bulk throughput, worker peak RSS.

Usage: .venv/bin/python bench/bench_embedder.py [--texts 1000] [--words 60] [--batch 32] [--queries 50] [--starts 3]
Texts are --words-word windows of SciFact abstracts, read in place from
`$TDCONTEXT_BENCH_DATA/scifact/corpus.jsonl` (default /work/shared/bench); if absent, a fixed
synthetic TouchDesigner-flavoured text is used. Invariant: nothing is written anywhere but
the worker's own throwaway log under the system temp dir.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from tdcontext.embedding import MODEL_VERSION, OnnxMiniLM, SidecarEmbedder

def load_texts(count: int, words_per_text: int) -> tuple[list[str], str]:
    """`count` texts of `words_per_text` words each, and where they came from."""
    data = Path(os.environ.get("TDCONTEXT_BENCH_DATA", "/work/shared/bench")) / "scifact" / "corpus.jsonl"
    texts: list[str] = []
    if data.is_file():
        with data.open(encoding="utf-8") as fh:
            for line in fh:
                words = json.loads(line).get("text", "").split()
                for start in range(0, len(words) - words_per_text + 1, words_per_text):
                    texts.append(" ".join(words[start : start + words_per_text]))
                    if len(texts) == count:
                        return texts, str(data)
    base = ("Connect a Noise TOP to a Feedback TOP and a Level TOP, then export the result "
            "with a Movie File Out TOP at sixty frames per second while a CHOP drives the speed ").split()
    reps = words_per_text // len(base) + 2
    synthetic = [" ".join((base * reps)[i % 7 : i % 7 + words_per_text]) + f" #{i}" for i in range(count)]
    return texts + synthetic[: count - len(texts)], "synthetic"


def peak_rss_mb(pid: int | None) -> float | None:
    """The process's peak resident set (VmHWM) in MB; Linux only."""
    if pid is None:
        return None
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def cpu_seconds(pid: int | None) -> float | None:
    """User + system CPU time the process has used so far; Linux only."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load_average() -> str:
    try:
        return "load average %.1f %.1f %.1f" % os.getloadavg()
    except OSError:
        return "load average n/a"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=1000)
    parser.add_argument("--words", type=int, default=60, help="words per text")
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--queries", type=int, default=50)
    parser.add_argument("--starts", type=int, default=3, help="cold starts to time (median reported)")
    args = parser.parse_args()
    texts, source = load_texts(args.texts, args.words)
    log_path = Path(tempfile.gettempdir()) / "tdcontext-bench-embed-worker.log"
    print(f"model {MODEL_VERSION}; python {platform.python_version()}; {os.cpu_count()} cpus; texts from {source}; {load_average()}")

    starts = []
    for _ in range(args.starts):
        with SidecarEmbedder(log_path=log_path) as probe:
            began = time.perf_counter()
            probe.warm()
            starts.append(time.perf_counter() - began)
    print(f"worker cold start (spawn -> ready, incl. warm-up): median {statistics.median(starts) * 1000:.0f} ms "
          f"over {len(starts)} starts (min {min(starts) * 1000:.0f}, max {max(starts) * 1000:.0f})")

    with SidecarEmbedder(log_path=log_path, idle_seconds=0) as sidecar:
        sidecar.warm()
        query = "how do I loop a movie file in TouchDesigner"
        laps = []
        for _ in range(args.queries):
            began = time.perf_counter()
            sidecar.embed([query])
            laps.append(time.perf_counter() - began)
        laps.sort()
        p90 = laps[int(0.9 * (len(laps) - 1))]
        print(f"one short query via the worker: median {statistics.median(laps) * 1000:.1f} ms, "
              f"p90 {p90 * 1000:.1f} ms over {len(laps)} calls")

        cpu_before = cpu_seconds(sidecar.pid)
        began = time.perf_counter()
        for i in range(0, len(texts), args.batch):
            sidecar.embed(texts[i : i + args.batch])
        elapsed = time.perf_counter() - began
        cpu_after = cpu_seconds(sidecar.pid)
        print(f"bulk via the worker: {len(texts)} texts of {args.words} words in batches of {args.batch}: "
              f"{elapsed:.1f} s = {len(texts) / elapsed:.0f} texts/s")
        if cpu_before is not None and cpu_after is not None and cpu_after > cpu_before:
            used = cpu_after - cpu_before
            print(f"  worker CPU time for the bulk run: {used:.1f} s = {len(texts) / used:.0f} texts per CPU-second "
                  "(robust to other load on the machine)")
        rss = peak_rss_mb(sidecar.pid)
        print("worker peak RSS: " + (f"{rss:.0f} MB" if rss is not None else "n/a (needs /proc)"))

    model = OnnxMiniLM()
    model.load()
    laps = []
    for _ in range(args.queries):
        began = time.perf_counter()
        model.embed([query])
        laps.append(time.perf_counter() - began)
    print(f"one short query in-process (no IPC): median {statistics.median(laps) * 1000:.1f} ms")
    model.close()
    print(load_average())
    return 0


if __name__ == "__main__":
    sys.exit(main())
