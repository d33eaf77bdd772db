"""Issue 10 findings 4, 7 and 20 (network part): one total deadline, hostile redirects, metadata
addresses and the User-Agent. Real sockets on 127.0.0.1 only.

The drip servers below send bytes slowly enough that no single socket operation times out,
so only a deadline that covers the whole exchange (headers, TLS, every hop) can stop them.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest
from click.testing import CliRunner

from tdcontext.cli import main as cli
from tdcontext.engine import Engine
from tdcontext.errors import BlockedURLError, FetchError, TdcontextError
from tdcontext.ingest import fetch, fetch_page
from tdcontext.ingest.fetch import USER_AGENT
from tdcontext.ingest.guard import (
    PUBLIC_ONLY,
    AddressPolicy,
    address_problem,
    check_address,
)
from tests.ingest.conftest import server  # noqa: F401 -- fixture
from tests.ingest.ingest_helpers import LOCAL, LocalServer

DRIP_S = 0.15  # between bytes: far below every per-operation timeout used here


class DripServer:
    """A raw TCP server on 127.0.0.1 whose connections are handled by `script(conn)`."""

    def __init__(self, script: Callable[[socket.socket], None]) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.script = script
        self.stop = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._run, args=(conn,), daemon=True).start()

    def _run(self, conn: socket.socket) -> None:
        try:
            conn.settimeout(30)
            self.script(conn)
        except OSError:
            pass
        finally:
            conn.close()

    def close(self) -> None:
        self.stop.set()
        self.sock.close()


def _read_request(conn: socket.socket) -> None:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(4096)
        if not chunk:
            return
        data += chunk


def _drip(conn: socket.socket, data: bytes) -> None:
    for byte in data:
        conn.sendall(bytes([byte]))
        time.sleep(DRIP_S)


def drip_status_line(conn: socket.socket) -> None:
    _read_request(conn)
    _drip(conn, b"HTTP/1.1 200 OK\r\n" * 4)


def drip_headers(conn: socket.socket) -> None:
    _read_request(conn)
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n")
    _drip(conn, b"X-Slow: " + b"a" * 60)


def drip_many_headers(conn: socket.socket) -> None:
    _read_request(conn)
    conn.sendall(b"HTTP/1.1 200 OK\r\n")
    for n in range(60):
        conn.sendall(b"X-%d: y\r\n" % n)
        time.sleep(DRIP_S)


def drip_chunk_size_line(conn: socket.socket) -> None:
    _read_request(conn)
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n")
    _drip(conn, b"0" * 60)  # a chunk-size line that never ends: no body byte is ever produced


def drip_tls_handshake(conn: socket.socket) -> None:
    conn.recv(4096)  # the ClientHello
    _drip(conn, b"\x16\x03\x03\x00\x40" + b"\x02" * 60)  # a ServerHello record that never completes


def silent_after_connect(conn: socket.socket) -> None:
    time.sleep(20)


DRIPS = {
    "status line": drip_status_line,
    "one endless header": drip_headers,
    "many headers": drip_many_headers,
    "chunk-size line": drip_chunk_size_line,
}


@pytest.fixture
def drip_server() -> Iterator[Callable[[Callable[[socket.socket], None]], DripServer]]:
    made: list[DripServer] = []

    def make(script: Callable[[socket.socket], None]) -> DripServer:
        made.append(DripServer(script))
        return made[-1]

    yield make
    for srv in made:
        srv.close()


@pytest.mark.parametrize("name", sorted(DRIPS))
def test_a_dripping_server_is_cut_at_the_total_deadline(drip_server: Callable[..., DripServer], name: str) -> None:
    srv = drip_server(DRIPS[name])
    started = time.monotonic()
    with pytest.raises(FetchError, match="deadline"):
        fetch(f"http://127.0.0.1:{srv.port}/", policy=LOCAL, deadline_s=1.2, op_timeout_s=1.0)
    assert time.monotonic() - started < 3.5  # the drip alone would take minutes


def test_a_dripping_tls_handshake_is_cut_at_the_total_deadline(drip_server: Callable[..., DripServer]) -> None:
    srv = drip_server(drip_tls_handshake)
    started = time.monotonic()
    with pytest.raises(FetchError, match="deadline"):
        # Python bounds one handshake by the operation timeout; the total deadline is shorter here.
        fetch(f"https://127.0.0.1:{srv.port}/", policy=LOCAL, deadline_s=1.2, op_timeout_s=8.0)
    assert time.monotonic() - started < 3.5


def test_the_deadline_spans_every_redirect_hop(server: LocalServer, drip_server: Callable[..., DripServer]) -> None:  # noqa: F811
    slow = drip_server(drip_headers)
    server.redirect("/start", f"http://127.0.0.1:{slow.port}/next")
    started = time.monotonic()
    with pytest.raises(FetchError, match="deadline"):
        fetch(server.url("/start"), policy=LOCAL, deadline_s=1.2, op_timeout_s=1.0)
    assert time.monotonic() - started < 3.5


def test_engine_ingest_url_is_bounded_by_the_deadline(engine: Engine, drip_server: Callable[..., DripServer],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext import ingest

    srv = drip_server(drip_many_headers)
    real = ingest.fetch_page

    def short(url: str, **kw: object) -> object:
        return real(url, **{**kw, "deadline_s": 1.2})  # type: ignore[arg-type]

    monkeypatch.setattr(ingest, "fetch_page", short)
    started = time.monotonic()
    with pytest.raises(FetchError, match="deadline"):
        engine.ingest_url(f"http://127.0.0.1:{srv.port}/", policy=LOCAL)
    assert time.monotonic() - started < 3.5


def _slow_body(h: BaseHTTPRequestHandler) -> None:
    body = b"<html><body><div id=app></div><script>render()</script></body></html>"
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Content-Length", str(len(body)))
    h.end_headers()
    h.wfile.write(body[:10])
    h.wfile.flush()
    time.sleep(1.5)  # the fetch spends most of the budget here
    h.wfile.write(body[10:])


def _sleeping_browser(tmp_path: Path) -> str:
    path = tmp_path / "slow-chromium"
    path.write_text("#!/usr/bin/env python3\nimport time\ntime.sleep(60)\n")
    path.chmod(0o755)
    return str(path)


def test_rendering_gets_only_what_is_left_of_the_same_deadline(server: LocalServer, tmp_path: Path) -> None:  # noqa: F811
    server.route("/js", _slow_body)
    started = time.monotonic()
    with pytest.raises(FetchError):
        fetch_page(server.url("/js"), policy=LOCAL, deadline_s=2.0, op_timeout_s=1.9, chromium=_sleeping_browser(tmp_path))
    elapsed = time.monotonic() - started
    assert elapsed < 3.1, elapsed  # a second full budget for the browser would take 1.5 + 2.0 s


BAD_LOCATIONS = [
    "data:text/html,<script>alert(1)</script>",
    "javascript:alert(1)",
    "http:\\\\evil.example.com\\x",
    "https:\\\\169.254.169.254\\latest",
    "http://[::1",
    "http://[fe80::1%25eth0]/",
    "file:///etc/passwd",
    "gopher://127.0.0.1:25/",
    "http://user:pw@docs.example.com/",
    "//169.254.169.254/latest/meta-data",
    "http://0x7f.0.0.2/",
    "http://168.63.129.16/machine",
    "vbscript:msgbox",
    "  javascript:alert(1)",
    "http://exa mple.com/",
]


@pytest.mark.parametrize("location", BAD_LOCATIONS)
def test_a_hostile_redirect_is_a_blocked_url_error(server: LocalServer, location: str) -> None:  # noqa: F811
    server.redirect("/r", location)
    with pytest.raises(BlockedURLError):
        fetch(server.url("/r"), policy=LOCAL)


def test_ingest_goes_on_after_any_failure(server: LocalServer, engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    good = b"<html><head><title>Good</title></head><body><p>" + b"The Noise TOP makes noise. " * 20 + b"</p></body></html>"
    server.page("/good", good)
    for n, location in enumerate(BAD_LOCATIONS[:5]):
        server.redirect(f"/bad{n}", location)
    urls = [server.url(f"/bad{n}") for n in range(5)] + [server.url("/good")]
    outcomes = list(engine.ingest_urls(urls, policy=LOCAL))
    assert [u for u, _ in outcomes] == urls
    assert all(isinstance(r, BlockedURLError) for _, r in outcomes[:5])
    assert not isinstance(outcomes[-1][1], TdcontextError) and outcomes[-1][1].status == "created"

    import tdcontext.engine as engine_module

    def explode(self: Engine, url: str, **kw: object) -> object:
        if "boom" in url:
            raise RuntimeError("unexpected parser bug")
        return real(self, url, **kw)

    real = engine_module.Engine.ingest_url
    monkeypatch.setattr(engine_module.Engine, "ingest_url", explode)
    outcomes = list(engine.ingest_urls([server.url("/boom"), server.url("/good")], policy=LOCAL))
    assert isinstance(outcomes[0][1], FetchError) and "RuntimeError" in str(outcomes[0][1])
    assert not isinstance(outcomes[1][1], TdcontextError)


def test_cli_ingest_reports_a_hostile_redirect_and_fetches_the_next_url(
    server: LocalServer, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    import tdcontext.engine as engine_module

    good = b"<html><head><title>Good</title></head><body><p>" + b"The Noise TOP makes noise. " * 20 + b"</p></body></html>"
    server.page("/good", good)
    server.redirect("/bad", "http:\\\\evil.example.com\\")
    real = engine_module.Engine.ingest_url
    monkeypatch.setattr(engine_module.Engine, "ingest_url",
                        lambda self, url, **kw: real(self, url, **{**kw, "policy": LOCAL}))
    result = CliRunner().invoke(cli, ["ingest", server.url("/bad"), server.url("/good")])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    everything = result.output + (result.stderr or "")
    assert "Traceback" not in everything
    assert "BlockedURLError" in everything or "refused" in everything
    assert "created" in everything
    assert [path for path, _ in server.requests] == ["/bad", "/good"]


METADATA = ["168.63.129.16", "169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254",
            "::ffff:168.63.129.16", "64:ff9b::a83f:8110", "2002:a83f:8110::1", "::168.63.129.16"]


@pytest.mark.parametrize("address", METADATA)
def test_metadata_and_host_service_addresses_are_blocked(address: str) -> None:
    ip = ipaddress.ip_address(address)
    assert address_problem(ip) is not None
    with pytest.raises(BlockedURLError):
        check_address(ip, PUBLIC_ONLY, f"http://{address}/")


def test_the_azure_neighbours_stay_public() -> None:
    for address in ("168.63.129.15", "168.63.129.17"):
        assert address_problem(ipaddress.ip_address(address)) is None


def test_a_name_resolving_to_the_wireserver_is_refused() -> None:
    def resolver(host: str, port: int, *args: object) -> list[tuple[object, ...]]:
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("168.63.129.16", port))]

    with pytest.raises(BlockedURLError, match="168.63.129.16"):
        fetch("http://wire.example.com/", policy=AddressPolicy(), resolver=resolver)


def test_user_agent_points_at_the_source_page_not_a_registry(server: LocalServer) -> None:  # noqa: F811
    server.page("/ua", b"hello", content_type="text/plain")
    fetch(server.url("/ua"), policy=LOCAL)
    sent = server.requests[-1][1]["user-agent"]
    assert sent == USER_AGENT
    assert "pypi.org" not in sent and "npmjs" not in sent
    assert "+https://github.com/" in sent and sent.startswith("tdcontext/")
