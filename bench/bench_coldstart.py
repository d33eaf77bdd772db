"""Cold start: wall time of a first `tdcontext search` process and of `tdcontext serve` answering
an MCP `initialize` over stdio.

Setup: a fresh TDCONTEXT_HOME under /tmp, then one `tdcontext index` (it indexes and embeds the
built-in knowledge, as a user's first run would). Then, each in a new process:
  search  `tdcontext search QUERY --json`, spawn to exit (the embedder worker is spawned by it).
  serve   `tdcontext serve` (stdio); the clock stops when the `initialize` response arrives.
`serve` is also timed on a never-used home (its first start, when the built-in knowledge is
indexed in the background). Each figure is the median of `--runs` runs, plus the first run.
Invariant: only throwaway homes under /tmp are used, and every spawned process is ended.

    .venv/bin/python bench/bench_coldstart.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import CACHE, machine, median, table

BIN = Path(sys.executable).parent / "tdcontext"
QUERY = "how do I feed a CHOP channel into a TOP parameter"
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                         "clientInfo": {"name": "tdcontext-bench", "version": "0"}}}


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TDCONTEXT_")}
    env["TDCONTEXT_HOME"] = str(home)
    return env


def time_cmd(args: list[str], home: Path) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run([str(BIN), *args], env=_env(home), capture_output=True, text=True, timeout=300, check=False)
    elapsed = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"tdcontext {' '.join(args)} failed ({proc.returncode}): {proc.stderr[-2000:]}")
    if args[0] == "search":  # a fast answer only counts if it used the vectors too
        result = json.loads(proc.stdout)
        if result["degraded"] or not any(h["ranks"]["vector"] for h in result["hits"]):
            raise SystemExit(f"search was degraded or BM25-only: {result.get('notes')}")
    return elapsed


def time_initialize(home: Path, timeout: float = 60.0) -> float:
    """Spawn `tdcontext serve`, send initialize, return seconds until its response line."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(BIN), "serve"], env=_env(home), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write((json.dumps(INITIALIZE) + "\n").encode())
        proc.stdin.flush()
        sel = selectors.DefaultSelector()
        sel.register(proc.stdout, selectors.EVENT_READ)
        buffer = b""
        while time.perf_counter() - t0 < timeout:
            if not sel.select(timeout=timeout):
                break
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                break
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                try:
                    message = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if message.get("id") == 1:
                    elapsed = time.perf_counter() - t0
                    if "result" not in message:
                        raise SystemExit(f"initialize failed: {message}")
                    return elapsed
        raise SystemExit(f"no initialize response within {timeout} s")
    finally:
        proc.kill()
        proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    CACHE.mkdir(parents=True, exist_ok=True)
    print(f"# cold start on {machine()}")
    homes: list[Path] = []
    try:
        home = Path(tempfile.mkdtemp(prefix="coldstart-", dir=CACHE))
        homes.append(home)
        index_s = time_cmd(["index"], home)
        print(f"first `tdcontext index` (built-in knowledge, embedded): {index_s:.2f} s")
        help_s = [time_cmd(["--help"], home) for _ in range(args.runs)]
        search_s = [time_cmd(["search", QUERY, "--json"], home) for _ in range(args.runs)]
        init_s = [time_initialize(home) for _ in range(args.runs)]
        fresh_init = []
        for _ in range(args.runs):
            fresh = Path(tempfile.mkdtemp(prefix="coldstart-fresh-", dir=CACHE))
            homes.append(fresh)
            fresh_init.append(time_initialize(fresh))
        rows = [
            ("`tdcontext --help`", round(help_s[0], 2), round(median(help_s), 2), "-"),
            ("`tdcontext search` (hybrid, after one `index`)", round(search_s[0], 2), round(median(search_s), 2), "3.0"),
            ("`tdcontext serve` -> `initialize` response", round(init_s[0], 2), round(median(init_s), 2), "2.0"),
            ("`tdcontext serve` -> `initialize`, never-used home", round(fresh_init[0], 2),
             round(median(fresh_init), 2), "2.0"),
        ]
        print(table(("what", "first run s", f"median of {args.runs} s", "target s"), rows))
    finally:
        for h in homes:
            shutil.rmtree(h, ignore_errors=True)


if __name__ == "__main__":
    main()
