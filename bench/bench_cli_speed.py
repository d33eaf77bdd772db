"""The instant-CLI figures of issue 12, each a ratio measured in one run (the box is shared).

    .venv/bin/python bench/bench_cli_speed.py [--runs 7] [--texts 200] [--skip-latency]

In one run, interleaving the two sides of every ratio so load on the machine hits both alike:
  1. warm `tdcontext search Q --json` (daemon up) wall / `tdcontext --version` wall (medians);
  2. cold `tdcontext search Q --json` on a fresh home with no daemon: wall, and the daemon's
     request count afterwards (1 = only the query was embedded, i.e. no built-in embedding);
  3. `tdcontext context "Reply: KICK1"` wall / `--version` wall (and `context "ok thanks"`, whose
     intent is decided by the last rule, so every gate pattern is compiled);
  4. one short query's encode through the daemon / in process (OnnxMiniLM, default threads),
     both on the query graph (`embed_queries`: int8 where it loads), alternating calls, medians
     of `--queries`; the in-process float32 document graph is printed for reference;
  5. in-process `engine.search` p50 at 10k chunks (bench_latency's synthetic home, numpy scan,
     query encoded through the daemon), skipped with `--skip-latency`;
  6. indexing throughput: `engine.import_jsonl` of `--texts` 60-word SciFact windows through the
     daemon / a bare onnxruntime loop (tokenize + session.run + mean-pool, same threads,
     same texts, same batch), alternating, texts/s;
  7. the daemon's RSS when idle and warm (after the queries and the indexing batches).
Invariant: every home is a throwaway dir under $TDCONTEXT_BENCH_CACHE; every daemon started
here is stopped before exit.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import CACHE, DATA, machine, median, open_bench_engine, percentile, table, wait_for_query_graph

from tdcontext.embedding.client import DaemonEmbedder, daemon_status, stop_daemon

BIN = Path(sys.executable).parent / "tdcontext"
QUERY = "how do I feed a CHOP channel into a TOP parameter"


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TDCONTEXT_")}
    # An installed package has its bytecode cached; a sandbox's PYTHONDONTWRITEBYTECODE=1 would
    # make every process recompile tdcontext's sources (about 50 ms here) and skew the ratios.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["TDCONTEXT_HOME"] = str(home)
    return env


CPU: dict[str, list[float]] = {}
"""CPU seconds (user + sys) of each CLI process by command: a companion figure load barely moves."""


def run_cli(args: list[str], home: Path) -> tuple[float, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run([str(BIN), *args], env=_env(home), capture_output=True, text=True, timeout=300,
                          check=False)
    elapsed = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"tdcontext {' '.join(args)} failed ({proc.returncode}): {proc.stderr[-2000:]}")
    CPU.setdefault(" ".join(args[:2]) if args[0] == "context" else args[0], []).append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return elapsed, proc.stdout


def check_search(out: str) -> None:
    result = json.loads(out)
    if result["degraded"] or not any(h["ranks"]["vector"] for h in result["hits"]):
        raise SystemExit(f"search was degraded or BM25-only: {result.get('notes')}")


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.1f} {five:.1f} {fifteen:.1f}"


def cli_ratios(runs: int) -> dict[str, Any]:
    home = Path(tempfile.mkdtemp(prefix="clispeed-", dir=CACHE))
    try:
        _, out = run_cli(["search", QUERY, "--json"], home)  # first start: daemon + shipped vectors
        check_search(out)
        version, search, echo, ack = [], [], [], []
        for _ in range(runs):
            version.append(run_cli(["--version"], home)[0])
            t, out = run_cli(["search", QUERY, "--json"], home)
            check_search(out)
            search.append(t)
            t, out = run_cli(["context", "Reply: KICK1", "--json"], home)
            assert json.loads(out)["entries"] == [], out
            echo.append(t)
            t, out = run_cli(["context", "ok thanks", "--json"], home)
            assert json.loads(out)["intent"] == "ack", out
            ack.append(t)
        status = daemon_status(home)
        assert status["running"], status
        cpu = {k: median(v) for k, v in CPU.items()}
        return {"version_s": median(version), "search_s": median(search), "echo_s": median(echo),
                "ack_s": median(ack), "ack_ratio": median(ack) / median(version),
                "cpu_ack_ratio": cpu["context ok thanks"] / cpu["--version"],
                "cpu_search_ratio": cpu["search"] / cpu["--version"], "cpu_echo_ratio": cpu["context Reply: KICK1"] / cpu["--version"],
                "search_ratio": median(search) / median(version), "echo_ratio": median(echo) / median(version),
                "daemon_pid": status["pid"]}
    finally:
        stop_daemon(home)
        shutil.rmtree(home, ignore_errors=True)


def cold_search(runs: int) -> dict[str, Any]:
    walls, requests, version = [], [], []
    for _ in range(runs):
        home = Path(tempfile.mkdtemp(prefix="clispeed-cold-", dir=CACHE))
        try:
            version.append(run_cli(["--version"], home)[0])
            t, out = run_cli(["search", QUERY, "--json"], home)
            check_search(out)
            walls.append(t)
            status = daemon_status(home)
            requests.append(status.get("requests"))
        finally:
            stop_daemon(home)
            shutil.rmtree(home, ignore_errors=True)
    return {"cold_s": median(walls), "cold_max_s": max(walls), "requests": requests,
            "version_s": median(version)}


def encode_ratio(queries: int) -> dict[str, Any]:
    from tdcontext.embedding.model import OnnxMiniLM

    home = Path(tempfile.mkdtemp(prefix="clispeed-enc-", dir=CACHE))
    daemon = DaemonEmbedder(home, idle_seconds=120)
    model = OnnxMiniLM()
    try:
        daemon.embed_queries([QUERY])
        daemon_precision = wait_for_query_graph(home)  # else its first queries run on float32
        model.embed_queries([QUERY])
        model.prepare_queries()
        model.embed([QUERY])
        for _ in range(10):  # both query graphs warm alike (their first runs set up kernels and buffers)
            daemon.embed_queries([QUERY])
            model.embed_queries([QUERY])
        via, inproc, float32 = [], [], []
        for _ in range(queries):  # a query's encode, both on the query graph (int8 where it loads)
            t0 = time.perf_counter()
            daemon.embed_queries([QUERY])
            via.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            model.embed_queries([QUERY])
            inproc.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            model.embed([QUERY])  # the document graph, for reference
            float32.append((time.perf_counter() - t0) * 1000)
        return {"daemon_ms": median(via), "inproc_ms": median(inproc), "ratio": median(via) / median(inproc),
                "daemon_p90": percentile(via, 90), "inproc_p90": percentile(inproc, 90),
                "inproc_float32_ms": median(float32), "query_precision": model.query_precision,
                "daemon_query_precision": daemon_precision}
    finally:
        daemon.close()
        model.close()
        stop_daemon(home)
        shutil.rmtree(home, ignore_errors=True)


def texts(count: int, words: int = 60) -> list[str]:
    out: list[str] = []
    with (DATA / "scifact" / "corpus.jsonl").open(encoding="utf-8") as fh:
        for raw in fh:
            ws = json.loads(raw)["text"].split()
            for start in range(0, len(ws) - words + 1, words):
                out.append(" ".join(ws[start:start + words]))
                if len(out) == count:
                    return out
    return out


def bare_loop(items: list[str], batch: int, threads: int) -> float:
    """Texts/s of tokenize + session.run + mean-pool in this process, nothing else."""
    import numpy as np
    import onnxruntime as ort
    from tokenizers import Tokenizer

    from tdcontext.embedding.model import TOKENIZER_PATH, _model_file

    tok = Tokenizer.from_file(str(TOKENIZER_PATH))
    tok.enable_truncation(max_length=256)
    tok.enable_padding()
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    session = ort.InferenceSession(str(_model_file()), sess_options=options, providers=["CPUExecutionProvider"])
    t0 = time.perf_counter()
    for i in range(0, len(items), batch):
        enc = tok.encode_batch(items[i:i + batch])
        ids = np.asarray([e.ids for e in enc], dtype=np.int64)
        mask = np.asarray([e.attention_mask for e in enc], dtype=np.int64)
        types = np.asarray([e.type_ids for e in enc], dtype=np.int64)
        hidden = session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})[0]
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(1) / m.sum(1)
        pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
    return len(items) / (time.perf_counter() - t0)


def indexing_ratio(count: int, rounds: int) -> dict[str, Any]:
    items = texts(count)
    lines = [json.dumps({"id": f"t{i:05d}", "title": f"Note {i}", "text": t, "kind": "memory", "project": "bench"})
             for i, t in enumerate(items)]
    # Same embedded text as the engine: title, newline, chunk.
    bare_items = [f"Note {i}\n{t}" for i, t in enumerate(items)]
    engine_rates, bare_rates, rss = [], [], None
    home = Path(tempfile.mkdtemp(prefix="clispeed-idx-", dir=CACHE))
    try:
        for r in range(rounds):
            sub = home / f"round{r}"
            engine = open_bench_engine(sub)
            try:
                engine.embedder.embed(["warm"])  # the daemon's start is not indexing throughput
                engine.import_jsonl(lines[:1])
                t0 = time.perf_counter()
                report = engine.import_jsonl(lines[1:])
                engine_rates.append(report.embedded / (time.perf_counter() - t0))
                assert not report.errors and engine.pending_count() == 0
                rss = daemon_status(sub).get("rss_mb")
            finally:
                engine.close()
                stop_daemon(sub)
            bare_rates.append(bare_loop(bare_items[1:], 32, 2))
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return {"engine_tps": median(engine_rates), "bare_tps": median(bare_rates),
            "ratio": median(engine_rates) / median(bare_rates), "rss_after_indexing_mb": rss}


def idle_rss() -> dict[str, Any]:
    home = Path(tempfile.mkdtemp(prefix="clispeed-rss-", dir=CACHE))
    daemon = DaemonEmbedder(home, idle_seconds=120)
    try:
        for _ in range(20):
            daemon.embed([QUERY])
        daemon.embed(texts(32))
        time.sleep(2.0)  # idle: the daemon hands the batch's freed heap back after 0.5-1 s
        status = daemon_status(home)
        return {"rss_mb": status.get("rss_mb"), "idle_s": status.get("idle_seconds")}
    finally:
        daemon.close()
        stop_daemon(home)
        shutil.rmtree(home, ignore_errors=True)


def latency_10k() -> dict[str, Any]:
    import bench_latency
    from common import cached_home, fingerprint

    home, _ = cached_home("latency-10000", fingerprint("latency-v1", 10_000, bench_latency.SEED),
                          lambda h: bench_latency.build(h, 10_000))
    try:
        fig = bench_latency.measure(home, "numpy", bench_latency.queries(), 1)
        # CPU per search in this process (all its threads): what the load on the box barely moves.
        engine = open_bench_engine(home, vector_backend="numpy")
        try:
            qs = bench_latency.queries()
            engine.search(qs[0], k=10)
            c0 = time.process_time()
            for q in qs:
                engine.search(q, k=10)
            fig["cpu_ms"] = (time.process_time() - c0) * 1000 / len(qs)
        finally:
            engine.close()
        return fig
    finally:
        stop_daemon(home)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--texts", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--skip-latency", action="store_true")
    parser.add_argument("--only", choices=("cli", "cold", "encode"), help="measure just this part and print it")
    args = parser.parse_args()
    CACHE.mkdir(parents=True, exist_ok=True)
    print(f"# instant CLI on {machine()}; {load()}", flush=True)
    if args.only:
        part = {"cli": lambda: cli_ratios(args.runs), "cold": lambda: cold_search(args.runs),
                "encode": lambda: encode_ratio(args.queries)}[args.only]()
        print(f"{args.only}: {part}; {load()}")
        return
    cli = cli_ratios(args.runs)
    print(f"cli: {cli}; {load()}", flush=True)
    cold = cold_search(max(3, args.runs // 2))
    print(f"cold: {cold}; {load()}", flush=True)
    enc = encode_ratio(args.queries)
    print(f"encode: {enc}; {load()}", flush=True)
    lat = None if args.skip_latency else latency_10k()
    if lat:
        print(f"latency 10k: p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms, encode p50 {lat['encode_p50']:.1f} ms, "
              f"bm25 p50 {lat['bm25_p50']:.1f} ms, dense p50 {lat['dense_p50']:.1f} ms; {load()}", flush=True)
    idx = indexing_ratio(args.texts, args.rounds)
    print(f"indexing: {idx}; {load()}", flush=True)
    rss = idle_rss()
    print(f"rss: {rss}; {load()}", flush=True)
    rows = [
        ("warm `search` / `--version`",
         f"{cli['search_s']:.3f} / {cli['version_s']:.3f} s wall; CPU ratio {cli['cpu_search_ratio']:.2f}x",
         f"{cli['search_ratio']:.2f}x", "<= 2.5x"),
        ("cold `search`, fresh home, no daemon",
         f"{cold['cold_s']:.2f} s (max {cold['cold_max_s']:.2f}); daemon requests after: {cold['requests']}",
         f"{cold['cold_s']:.2f} s", "<= 1.5 s, 1 request"),
        ("`context \"Reply: KICK1\"` / `--version`",
         f"{cli['echo_s']:.3f} / {cli['version_s']:.3f} s wall; CPU ratio {cli['cpu_echo_ratio']:.2f}x",
         f"{cli['echo_ratio']:.2f}x", "<= 1.5x"),
        ("`context \"ok thanks\"` / `--version` (no target; all the rules run)",
         f"{cli['ack_s']:.3f} / {cli['version_s']:.3f} s wall; CPU ratio {cli['cpu_ack_ratio']:.2f}x",
         f"{cli['ack_ratio']:.2f}x", "-"),
        ("query encode, daemon / in process", f"{enc['daemon_ms']:.2f} / {enc['inproc_ms']:.2f} ms",
         f"{enc['ratio']:.2f}x", "<= 1.3x"),
    ]
    if lat:
        rows.append(("in-process search p50 @ 10k chunks (numpy)",
                     (f"encode {lat['encode_p50']:.1f}, bm25 {lat['bm25_p50']:.1f}, dense {lat['dense_p50']:.1f} ms "
                      f"(p50s); CPU {lat['cpu_ms']:.1f} ms per search"), f"{lat['p50']:.1f} ms", "<= 10 ms"))
    rows += [
        ("indexing via daemon / bare onnxruntime loop", f"{idx['engine_tps']:.1f} / {idx['bare_tps']:.1f} texts/s",
         f"{idx['ratio']:.2f}", ">= 0.9"),
        ("daemon RSS, idle and warm",
         f"after 20 queries + a 32-text batch; after indexing {idx['rss_after_indexing_mb']} MB",
         f"{rss['rss_mb']} MB", "<= 350 MB"),
    ]
    print(table(("what", "measured", "figure", "target"), rows))
    print(load())


if __name__ == "__main__":
    main()
