"""Helpers shared by the ingest tests (imported as a plain module; pytest puts this folder on sys.path)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

from tdcontext.ingest.guard import AddressPolicy

FIXTURES = Path(__file__).parent / "fixtures"
LOCAL = AddressPolicy.allowing("127.0.0.1/32")


Handler = Callable[[BaseHTTPRequestHandler], None]


@dataclass
class LocalServer:
    """A real HTTP server on 127.0.0.1 whose routes are plain functions of the handler."""

    port: int
    routes: dict[str, Handler] = field(default_factory=dict)
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    release: threading.Event = field(default_factory=threading.Event)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return self.base + path

    def route(self, path: str, handler: Handler) -> None:
        self.routes[path] = handler

    def page(self, path: str, body: bytes, content_type: str = "text/html; charset=utf-8", status: int = 200) -> None:
        def handler(h: BaseHTTPRequestHandler) -> None:
            h.send_response(status)
            h.send_header("Content-Type", content_type)
            h.send_header("Content-Length", str(len(body)))
            h.end_headers()
            h.wfile.write(body)

        self.route(path, handler)

    def redirect(self, path: str, location: str, status: int = 302) -> None:
        def handler(h: BaseHTTPRequestHandler) -> None:
            h.send_response(status)
            h.send_header("Location", location)
            h.send_header("Content-Length", "0")
            h.end_headers()

        self.route(path, handler)


def fixture_bytes(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def fake_resolver(*answers: list[str]) -> Callable[..., list[tuple[Any, ...]]]:
    """A getaddrinfo stand-in that returns successive answer lists and counts its calls."""
    calls: list[str] = []

    def resolver(host: str, port: int, *args: Any) -> list[tuple[Any, ...]]:
        calls.append(host)
        ips = answers[min(len(calls), len(answers)) - 1]
        out: list[tuple[Any, ...]] = []
        for ip in ips:
            if ":" in ip:
                out.append((socket.AF_INET6, socket.SOCK_STREAM, 6, "", (ip, port, 0, 0)))
            else:
                out.append((socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, port)))
        return out

    resolver.calls = calls  # type: ignore[attr-defined]
    return resolver
