"""One query, one bulk batch: the shipped embedder (a one-thread onnxruntime session whose
sub-batches run on `threads` cores at once) against the previous arrangement (a two-thread
intra-op session running the sub-batches one after another), in one process, interleaved.

    .venv/bin/python bench/bench_embed_threads.py [--queries 100] [--texts 160] [--rounds 3]

Queries: the last `--queries` SciFact test queries, one per call (wall and CPU ms, medians).
Bulk: `--texts` 60-word SciFact windows in one call (texts/s, median of `--rounds`).
Both sides use the same model file, tokenizer, sub-batching and pooling; their vectors are
compared (max |difference|) so a speed-up can never hide a change of output.
Invariant: reads the data in place; writes nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_cli_speed
import bench_latency
from common import machine, median, table

from tdcontext.embedding.model import OnnxMiniLM, _model_file


def previous_arrangement() -> OnnxMiniLM:
    """A serial embedder (threads=1: no pool) whose session runs two intra-op threads."""
    import onnxruntime as ort

    model = OnnxMiniLM(threads=1, arena=False)
    model.load()
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.enable_cpu_mem_arena = False
    model._session = ort.InferenceSession(str(_model_file()), sess_options=options,
                                          providers=["CPUExecutionProvider"])
    return model


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--texts", type=int, default=160)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    load = "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"# embedder threads on {machine()}; {load}", flush=True)
    shipped = OnnxMiniLM(threads=2, arena=False)  # what the daemon runs
    before = previous_arrangement()
    qs = bench_latency.queries()[-args.queries:]
    texts = bench_cli_speed.texts(args.texts)
    try:
        diff = float(np.abs(shipped.embed(texts[:24]) - before.embed(texts[:24])).max())
        wall: dict[str, list[float]] = {"shipped": [], "before": []}
        cpu: dict[str, list[float]] = {"shipped": [], "before": []}
        rate: dict[str, list[float]] = {"shipped": [], "before": []}
        sides = (("shipped", shipped), ("before", before))
        for q in qs:
            for name, model in sides:
                t0, c0 = time.perf_counter(), time.process_time()
                model.embed([q])
                wall[name].append((time.perf_counter() - t0) * 1000)
                cpu[name].append((time.process_time() - c0) * 1000)
        for _ in range(args.rounds):
            for name, model in sides:
                t0 = time.perf_counter()
                model.embed(texts)
                rate[name].append(len(texts) / (time.perf_counter() - t0))
    finally:
        shipped.close()
        before.close()
    rows = [(name, f"{median(wall[name]):.2f}", f"{median(cpu[name]):.2f}", f"{median(rate[name]):.1f}")
            for name in ("before", "shipped")]
    print(table(("embedder", "query wall ms (p50)", "query CPU ms (p50)", f"bulk texts/s ({len(texts)} texts)"), rows))
    print(f"max |vector difference| {diff:.2e}; "
          f"query wall shipped/before {median(wall['shipped']) / median(wall['before']):.2f}, "
          f"CPU {median(cpu['shipped']) / median(cpu['before']):.2f}, "
          f"bulk {median(rate['shipped']) / median(rate['before']):.2f}; "
          "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
