"""Issue 9 item 3: a green run prints no ConnectionResetError traceback when a client (the
fetcher at its size or time cap) resets its connection to the test server mid-request."""

from __future__ import annotations

import socket
import struct
import time

import pytest

from tests.ingest.ingest_helpers import LocalServer


def test_reset_connection_leaves_no_traceback(server: LocalServer, capfd: pytest.CaptureFixture[str]) -> None:
    for _ in range(3):
        sock = socket.create_connection(("127.0.0.1", server.port))
        sock.sendall(b"GET /page HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # headers never finished
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        sock.close()  # linger 0: an RST, so the server's read fails with ConnectionResetError
    deadline = time.monotonic() + 2.0
    err = ""
    while time.monotonic() < deadline:  # the handler threads report (or not) asynchronously
        time.sleep(0.1)
        err += capfd.readouterr().err
        if "Traceback" in err:
            break
    assert "Traceback" not in err and "ConnectionResetError" not in err
