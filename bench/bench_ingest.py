"""Benchmark web ingestion: conversion time and quality on the fixtures, and the SSRF battery.

Figures printed:
  - conversion time per page: cold first call and median over --repeats warm calls;
  - content kept: share of known content marker strings that survive conversion;
  - boilerplate left: share of known boilerplate marker strings that survive;
  - SSRF battery: cases refused, and cases where a socket was opened to a refused target
    (recorded with a `sys.addaudithook` hook on `socket.connect` / `socket.getaddrinfo`).

The battery covers the literal URL table (tests/ingest/fixtures/ssrf_battery.json), host
names whose mocked DNS answers are private, mixed or rebinding, and redirects (301/302/
303/307/308 to private, file:, scheme-relative //127.0.0.2, localhost, more than 5 hops)
from a real server on 127.0.0.1 that the test-only policy object admits for the first hop.

With Chromium on PATH it also times a real headless render of a script-built page.

Run:  .venv/bin/python bench/bench_ingest.py [--repeats 20] [--render-repeats 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "ingest" / "fixtures"
sys.path.insert(0, str(ROOT / "src"))

from tdcontext.errors import BlockedURLError, TdcontextError
from tdcontext.ingest import AddressPolicy, fetch, fetch_page
from tdcontext.ingest.convert import to_markdown

EVENTS: list[tuple[str, Any]] = []


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if event == "socket.connect":
        EVENTS.append((event, args[1]))
    elif event == "socket.getaddrinfo":
        EVENTS.append((event, args[0]))


sys.addaudithook(_audit)


def bench_conversion(repeats: int) -> list[dict[str, Any]]:
    markers = json.loads((FIXTURES / "markers.json").read_text())
    rows = []
    for name, spec in markers.items():
        body = (FIXTURES / name).read_bytes()
        started = time.perf_counter()
        page = to_markdown(body, "text/html", spec["url"])
        cold = time.perf_counter() - started
        times = []
        for _ in range(repeats):
            started = time.perf_counter()
            to_markdown(body, "text/html", spec["url"])
            times.append(time.perf_counter() - started)
        kept = sum(m in page.markdown for m in spec["content"])
        left = sum(m in page.markdown for m in spec["boilerplate"])
        rows.append({
            "page": name,
            "bytes": len(body),
            "markdown_chars": len(page.markdown),
            "converter": page.converter,
            "cold_ms": round(cold * 1000, 1),
            "median_ms": round(statistics.median(times) * 1000, 2),
            "content_kept": f"{kept}/{len(spec['content'])}",
            "content_kept_share": kept / len(spec["content"]),
            "boilerplate_left": f"{left}/{len(spec['boilerplate'])}",
            "boilerplate_left_share": left / len(spec["boilerplate"]),
        })
    return rows


def _resolver(*answers: list[str]) -> Callable[..., list[tuple[Any, ...]]]:
    calls: list[str] = []

    def resolve(host: str, port: int, *args: Any) -> list[tuple[Any, ...]]:
        calls.append(host)
        ips = answers[min(len(calls), len(answers)) - 1]
        return [
            (socket.AF_INET6 if ":" in ip else socket.AF_INET, socket.SOCK_STREAM, 6, "",
             (ip, port, 0, 0) if ":" in ip else (ip, port))
            for ip in ips
        ]

    return resolve


class _Server:
    def __init__(self) -> None:
        self.routes: dict[str, tuple[int, dict[str, str], bytes]] = {}
        routes = self.routes

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                status, headers, body = routes.get(self.path, (404, {}, b""))
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                return

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def bench_battery() -> dict[str, Any]:
    cases: list[tuple[str, Callable[[], object], set[Any]]] = []  # (label, call, allowed connects)
    for case in json.loads((FIXTURES / "ssrf_battery.json").read_text()):
        url = case["url"]
        cases.append((f"literal {url!r}", lambda url=url: fetch_page(url), set()))
    for label, answers in [
        ("dns private", (["10.1.2.3"],)),
        ("dns loopback v6", (["::1"],)),
        ("dns metadata", (["169.254.169.254"],)),
        ("dns mixed public+private", (["93.184.216.34", "10.0.0.1"],)),
    ]:
        cases.append((label, lambda a=answers: fetch("http://docs.example.com/", resolver=_resolver(*a)), set()))

    server = _Server()
    local = AddressPolicy.allowing("127.0.0.1/32")
    first_hop = {("127.0.0.1", server.port)}
    # rebinding: the first answer is the (admitted) test server, the second a private address
    server.routes["/rebind"] = (302, {"Location": "/again"}, b"")
    cases.append((
        "dns rebinding across a redirect",
        lambda: fetch(f"http://rebind.example.com:{server.port}/rebind", policy=local,
                      resolver=_resolver(["127.0.0.1"], ["10.0.0.9"])),
        first_hop,
    ))
    targets = ["http://10.0.0.1/", "http://169.254.169.254/latest/", "file:///etc/passwd",
               f"//127.0.0.2:{server.port}/x", f"http://localhost:{server.port}/", f"http://[::1]:{server.port}/"]
    for status in (301, 302, 303, 307, 308):
        for i, target in enumerate(targets):
            path = f"/r{status}-{i}"
            server.routes[path] = (status, {"Location": target}, b"")
            cases.append((f"redirect {status} -> {target}", lambda p=path: fetch(server.url(p), policy=local), first_hop))
    for i in range(6):
        server.routes[f"/hop{i}"] = (302, {"Location": f"/hop{i + 1}"}, b"")
    server.routes["/hop6"] = (200, {"Content-Type": "text/plain"}, b"end")
    cases.append(("6 redirects", lambda: fetch(server.url("/hop0"), policy=local), first_hop))

    refused = 0
    leaked: list[str] = []
    for label, call, allowed in cases:
        EVENTS.clear()
        try:
            call()
            leaked.append(f"{label}: NOT refused")
            continue
        except BlockedURLError:
            refused += 1
        except TdcontextError as exc:
            leaked.append(f"{label}: {type(exc).__name__} instead of BlockedURLError: {exc}")
        bad = [addr for name, addr in EVENTS if name == "socket.connect" and tuple(addr[:2]) not in allowed]
        if bad:
            leaked.append(f"{label}: connected to {bad}")
    server.close()
    return {"cases": len(cases), "refused": refused, "connections_to_refused_targets": len(leaked), "problems": leaked}


def bench_render(repeats: int) -> dict[str, Any] | None:
    """Wall time of fetch_page on a JavaScript-only page rendered by the local Chromium."""
    from tdcontext.ingest.render import find_chromium

    if find_chromium() is None:
        return None
    server = _Server()
    script = (
        b"<html><head><title>Live</title></head><body><div id=root></div><script>"
        b"document.getElementById('root').innerHTML = '<h1>Rendered by script</h1><p>' + "
        b"'The Feedback TOP loops an image back into the network. '.repeat(6) + '</p>';</script></body></html>"
    )
    server.routes["/app"] = (200, {"Content-Type": "text/html"}, script)
    local = AddressPolicy.allowing("127.0.0.1/32")
    times = []
    converter = ""
    for _ in range(repeats):
        started = time.perf_counter()
        page = fetch_page(server.url("/app"), policy=local)
        times.append(time.perf_counter() - started)
        converter = page.converter
    server.close()
    return {"repeats": repeats, "median_s": round(statistics.median(times), 2), "converter": converter}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--render-repeats", type=int, default=3, help="real Chromium renders (0 to skip)")
    args = parser.parse_args()
    conversion = bench_conversion(args.repeats)
    battery = bench_battery()
    rendered = bench_render(args.render_repeats) if args.render_repeats > 0 else None
    if args.json:
        print(json.dumps({"conversion": conversion, "battery": battery, "render": rendered}, indent=2))
        return
    print(f"Conversion ({args.repeats} warm repeats per page)")
    print(f"{'page':<18} {'bytes':>6} {'md chars':>8} {'converter':<22} {'cold ms':>8} {'median ms':>9} {'content kept':>12} {'boilerplate left':>16}")
    for row in conversion:
        print(f"{row['page']:<18} {row['bytes']:>6} {row['markdown_chars']:>8} {row['converter']:<22} {row['cold_ms']:>8} "
              f"{row['median_ms']:>9} {row['content_kept']:>12} {row['boilerplate_left']:>16}")
    kept = sum(r["content_kept_share"] for r in conversion) / len(conversion)
    left = sum(r["boilerplate_left_share"] for r in conversion) / len(conversion)
    print(f"mean content kept {kept:.0%}, mean boilerplate left {left:.0%}")
    print()
    print(f"SSRF battery: {battery['refused']}/{battery['cases']} refused; "
          f"{battery['connections_to_refused_targets']} cases opened a socket to a refused target")
    for problem in battery["problems"]:
        print("  PROBLEM:", problem)
    print()
    if rendered is None:
        print("JavaScript rendering: chromium not installed (skipped)")
    else:
        print(f"JavaScript rendering: fetch_page on a script-built page, median {rendered['median_s']} s "
              f"over {rendered['repeats']} runs ({rendered['converter']})")


if __name__ == "__main__":
    main()
