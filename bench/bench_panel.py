"""Panel benchmarks: server-side render time per page (p50) with 100 sessions and 1,000 receipts
appended, and the panel's cold start (process start to the first page served).

Usage: .venv/bin/python bench/bench_panel.py [--runs 20] [--json OUT]

Render times are measured in process through Starlette's test client (the full ASGI stack:
security checks, view, template), so they are server-side times without a browser. The receipt
store keeps at most 100 receipts by design (issue 14): 1,000 are appended, 100 are listed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from common import machine

from tdcontext.config import load_settings
from tdcontext.continuity.log import SessionLog
from tdcontext.engine import Engine
from tdcontext.panel.app import PanelConfig, build_app
from tdcontext.receipts.receipt import ReceiptBuilder


def populate(engine: Engine) -> None:
    for s in range(100):
        log = SessionLog.create(engine.settings.sessions_dir, f"s{s:03d}")
        for t in range(1, 6):
            log.append_messages([
                {"role": "user", "content": f"turn {t}: build a feedback loop with trails and an audio kick {s}"},
                {"role": "assistant", "content": None, "tool_calls": [{"id": f"c{s}-{t}", "type": "function",
                 "function": {"name": "create_operator", "arguments": json.dumps({"parent_path": "/project1"})}}],
                 "meta": {"usage": {"prompt_cache_hit_tokens": 900, "prompt_cache_miss_tokens": 100}}},
                {"role": "tool", "tool_call_id": f"c{s}-{t}", "content": json.dumps({"success": True, "path": f"/project1/n{t}"}),
                 "meta": {"tier": "mutating", "outcome": "ok"}},
                {"role": "assistant", "content": f"Created /project1/n{t}. " * 20},
            ], turn=t)
        log.append([{"kind": "fold", "range": [1, 8], "gist": "[gist] folded", "tokens_before": 900, "tokens_after": 60,
                     "policy": "band"}], turn=5)
    store = engine.receipt_store()
    for i in range(1000):
        b = ReceiptBuilder(prompt=f"make noise {i}", session_id=f"s{i % 100:03d}")
        b.tool(call_id=f"c{i}", tool="create_operator", server="touchdesigner", tier="mutating",
               arguments={"parent_path": "/project1", "type": "noiseTOP"},
               result_text=json.dumps({"success": True, "path": f"/project1/noise{i}", "name": f"noise{i}", "type": "noiseTOP"}))
        store.append(b.finalize("success"))
    engine.facets.scan()


def render_times(engine: Engine, runs: int) -> dict[str, Any]:
    from starlette.testclient import TestClient

    config = PanelConfig(port=8766)
    client = TestClient(build_app(engine, config), base_url="http://127.0.0.1:8766")
    client.get(f"/?token={config.token}", follow_redirects=False)
    pages = {"overview": "/", "sessions": "/sessions", "session": "/sessions/s050", "raw": "/sessions/s050/raw?start=1&end=8",
             "receipts": "/receipts", "continuity": "/continuity", "facets": "/facets?q=feedback", "brief": "/brief",
             "knowledge": "/knowledge?q=feedback+trails&prompt=make+the+trails+longer"}
    out: dict[str, Any] = {}
    for name, path in pages.items():
        assert client.get(path).status_code == 200, name  # warm
        samples = []
        for _ in range(runs):
            started = time.perf_counter()
            r = client.get(path)
            samples.append(1000 * (time.perf_counter() - started))
            assert r.status_code == 200
        out[name] = {"p50_ms": round(statistics.median(samples), 2), "max_ms": round(max(samples), 2)}
    return out


def cold_start(home: Path) -> float:
    port = 8777
    env = {**os.environ, "TDCONTEXT_HOME": str(home)}
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "tdcontext.cli", "panel", "--port", str(port), "--no-open"],
                            env=env, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        url = re.search(r"(http://127\.0\.0\.1:\d+/\?token=\S+)", line)
        assert url, line
        with httpx.Client(follow_redirects=True, timeout=5, trust_env=False) as client:
            while True:
                try:
                    resp = client.get(url.group(1))  # token -> cookie -> the overview page
                except httpx.TransportError:
                    time.sleep(0.02)
                    continue
                assert resp.status_code == 200, resp.status_code
                return time.perf_counter() - started
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="panel-bench-"))
    os.environ["TDCONTEXT_RECEIPTS"] = "persist"
    engine = Engine(load_settings(home=home, embedder="none"))
    populate(engine)
    out: dict[str, Any] = {"machine": machine(), "sessions": 100, "receipts_appended": 1000,
                           "receipts_listed": len(engine.list_receipts(limit=50)["receipts"])}
    out["pages"] = render_times(engine, args.runs)
    engine.close()
    colds = [cold_start(home) for _ in range(3)]
    out["cold_start_s"] = {"median": round(statistics.median(colds), 3), "runs": [round(c, 3) for c in colds]}
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))
    print(f"machine: {out['machine']}; 100 sessions, 1,000 receipts appended")
    for name, r in out["pages"].items():
        print(f"  {name:<11} p50 {r['p50_ms']:7.2f} ms  (max {r['max_ms']:.2f})")
    print(f"cold start (process -> first page): {out['cold_start_s']['median']:.3f} s median of 3")


if __name__ == "__main__":
    main()
