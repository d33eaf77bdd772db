"""Shared fixtures for the ingest tests: a socket audit log and a scriptable local HTTP server.

Audit hooks cannot be removed, so one module-level hook appends every `socket.connect`
and `socket.getaddrinfo` event to a list, only while a test holds the `sockets` fixture.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.ingest.ingest_helpers import LocalServer

SOCKET_EVENTS: list[tuple[str, Any]] = []
_RECORDING = threading.Event()  # only while a test holds the `sockets` fixture


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if not _RECORDING.is_set():
        return
    if event == "socket.connect":
        SOCKET_EVENTS.append((event, args[1]))
    elif event == "socket.getaddrinfo":
        SOCKET_EVENTS.append((event, args[0]))


sys.addaudithook(_audit)


@dataclass
class SocketLog:
    events: list[tuple[str, Any]]

    @property
    def connects(self) -> list[Any]:
        return [addr for name, addr in self.events if name == "socket.connect"]

    @property
    def lookups(self) -> list[Any]:
        return [host for name, host in self.events if name == "socket.getaddrinfo"]


@pytest.fixture
def sockets() -> Iterator[SocketLog]:
    SOCKET_EVENTS.clear()
    _RECORDING.set()
    try:
        yield SocketLog(SOCKET_EVENTS)
    finally:
        _RECORDING.clear()


class _QuietServer(ThreadingHTTPServer):
    """A client that hangs up on purpose (the fetcher's size or time cap) is not an error:
    without this, socketserver prints a ConnectionResetError traceback after a green run."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):  # reset, aborted, broken pipe
            return
        super().handle_error(request, client_address)


@pytest.fixture
def server() -> Iterator[LocalServer]:
    state: dict[str, LocalServer] = {}

    class _Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            srv = state["server"]
            srv.requests.append((self.path, {k.lower(): v for k, v in self.headers.items()}))
            handler = srv.routes.get(self.path)
            if handler is None:
                self.send_error(404)
                return
            try:
                handler(self)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client cut us off on purpose (size or time cap)

        def log_message(self, format: str, *args: Any) -> None:
            return

    httpd = _QuietServer(("127.0.0.1", 0), _Handler)
    httpd.daemon_threads = True
    local = LocalServer(port=httpd.server_address[1])
    state["server"] = local
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield local
    finally:
        local.release.set()
        httpd.shutdown()
        httpd.server_close()
