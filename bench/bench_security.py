"""Benchmark the cost of the ingestion, block and server security checks (issue 10, sec2).

Figures printed (medians over --repeats runs, all measured in ONE process so the ratios
hold even on a loaded machine):
  - block rendering: `render_block` over the built-in knowledge entries (the block the
    copilot injects, budget 3000 tokens), with the new neutraliser and with the
    neutraliser replaced by the identity (the difference is the check's cost);
  - neutraliser throughput: `untrusted.neutralise` over 1 MB of mixed Markdown;
  - td_get labelling: `untrusted.label_entry` on each built-in entry;
  - fetch overhead: the guarded `fetch` of a 20 KB page from 127.0.0.1 with its total-
    deadline watchdog, the same fetch with the watchdog swapped for a no-op, and a plain
    httpx GET of the same URL;
  - PDF conversion: a one-page PDF in the limited child process vs pypdf in process.

Inputs are the built-in knowledge files shipped in src/tdcontext/knowledge (real entries,
not written for this benchmark) and a local HTTP server; nothing is downloaded.

Run:  .venv/bin/python bench/bench_security.py [--repeats 50] [--json]
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

from tdcontext.corpus.entry import split_frontmatter
from tdcontext.ingest.fetch import fetch
from tdcontext.ingest.guard import AddressPolicy
from tdcontext.retrieval import block as block_module
from tdcontext.retrieval.block import BlockItem, render_block
from tdcontext.tokens import count_tokens, truncate_to_tokens
from tdcontext.untrusted import label_entry, neutralise

LOCAL = AddressPolicy.allowing("127.0.0.1/32")
fetch_module = sys.modules["tdcontext.ingest.fetch"]  # the package re-exports the function under this name


def median_ms(func: Callable[[], object], repeats: int) -> float:
    func()  # warm: imports, caches, tokenizer
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def paired_median_ms(first: Callable[[], object], second: Callable[[], object], repeats: int) -> tuple[float, float]:
    """Medians of two variants timed alternately (A, B, A, B ...), so load swings hit both alike."""
    first()
    second()
    a, b = [], []
    for _ in range(repeats):
        for func, out in ((first, a), (second, b)):
            start = time.perf_counter()
            func()
            out.append((time.perf_counter() - start) * 1000)
    return statistics.median(a), statistics.median(b)


def knowledge_items() -> list[BlockItem]:
    items = []
    for path in sorted((ROOT / "src/tdcontext/knowledge").glob("*.md")):
        meta, body = split_frontmatter(path.read_text(encoding="utf-8"), str(path))
        items.append(BlockItem(path.stem, "knowledge", "reference", str(meta.get("title") or path.stem), body))
    return items


def bench_block(repeats: int) -> dict[str, Any]:
    items = knowledge_items()
    chosen = items[:8]

    def render() -> object:
        return render_block(chosen, budget_tokens=3000, count_tokens=count_tokens, truncate=truncate_to_tokens)

    real = block_module.neutralise

    def render_without() -> object:
        block_module.neutralise = lambda text: text  # type: ignore[assignment]
        try:
            return render()
        finally:
            block_module.neutralise = real

    with_checks, without = paired_median_ms(render, render_without, repeats)
    text = "\n\n".join(i.text for i in items)
    mb = (text * (1_000_000 // len(text) + 1))[:1_000_000]
    per_mb = median_ms(lambda: neutralise(mb), max(3, repeats // 10))
    label = statistics.median(
        median_ms(lambda i=i: label_entry(i.id, i.kind, i.content_type, i.title, i.text), max(5, repeats // 5))
        for i in items
    )
    return {
        "entries_in_block": len(chosen),
        "block_p50_ms": round(with_checks, 2),
        "block_without_neutraliser_p50_ms": round(without, 2),
        "neutraliser_overhead_ms": round(with_checks - without, 2),
        "neutralise_1MB_p50_ms": round(per_mb, 1),
        "label_entry_p50_ms": round(label, 3),
        "builtin_entries": len(items),
    }


class _NoWatchdog:
    fired = False

    def __init__(self, deadline: object) -> None:
        pass

    def watch(self, sock: object) -> None:
        pass

    def close(self) -> None:
        pass


def bench_fetch(repeats: int) -> dict[str, Any]:
    import httpx

    body = b"<html><body>" + b"<p>The Feedback TOP loops an image back into the network.</p>" * 330 + b"</body></html>"

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            return

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/page"
    try:
        real = fetch_module._Watchdog

        def unwatched() -> object:
            fetch_module._Watchdog = _NoWatchdog
            try:
                return fetch(url, policy=LOCAL)
            finally:
                fetch_module._Watchdog = real

        guarded, no_watchdog = paired_median_ms(lambda: fetch(url, policy=LOCAL), unwatched, repeats)

        def plain() -> object:
            with httpx.Client(trust_env=False) as client:
                return client.get(url).content

        _, baseline = paired_median_ms(lambda: fetch(url, policy=LOCAL), plain, repeats)
    finally:
        httpd.shutdown()
        httpd.server_close()
    return {
        "page_bytes": len(body),
        "guarded_fetch_p50_ms": round(guarded, 2),
        "guarded_fetch_without_watchdog_p50_ms": round(no_watchdog, 2),
        "watchdog_overhead_ms": round(guarded - no_watchdog, 2),
        "plain_httpx_get_p50_ms": round(baseline, 2),
    }


def bench_pdf(repeats: int) -> dict[str, Any]:
    try:
        from pypdf import PdfReader
    except ImportError:
        return {"skipped": "pypdf is not installed"}
    from tdcontext.ingest.pdfworker import extract_pdf
    from tests.security.sec2_pdf import pdf_with_stream

    pdf = pdf_with_stream(b"BT /F1 12 Tf 72 720 Td (The Noise TOP generates noise patterns) Tj ET")
    child = median_ms(lambda: extract_pdf(pdf, "bench", timeout_s=30), max(5, repeats // 5))
    inproc = median_ms(lambda: [p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages], repeats)
    return {"child_process_p50_ms": round(child, 1), "in_process_p50_ms": round(inproc, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    import os
    import platform

    report = {
        "machine": f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average_1m": round(os.getloadavg()[0], 1) if hasattr(os, "getloadavg") else None,
        "repeats": args.repeats,
        "block": bench_block(args.repeats),
        "fetch": bench_fetch(args.repeats),
        "pdf": bench_pdf(args.repeats),
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for section, values in report.items():
        if isinstance(values, dict):
            print(f"{section}:")
            for key, value in values.items():
                print(f"  {key}: {value}")
        else:
            print(f"{section}: {values}")


if __name__ == "__main__":
    main()
