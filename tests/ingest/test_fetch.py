"""The guarded fetch against a real server on 127.0.0.1: pinning, redirects, caps, errors."""

from __future__ import annotations

import gzip
import subprocess
import time
import zlib
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import httpx
import pytest

from tdcontext import __version__
from tdcontext.errors import BlockedURLError, FetchError, InvalidInputError
from tdcontext.ingest import fetch, fetch_page
from tdcontext.ingest.fetch import HARD_MAX_BYTES, MAX_REDIRECTS
from tdcontext.ingest.guard import AddressPolicy
from tests.ingest.ingest_helpers import LOCAL, LocalServer, fake_resolver

EIGHT_MB = 8 * 1024 * 1024
SMALL_CAP = 1024 * 1024


def test_fetches_from_the_validated_ip_with_host_and_user_agent(server: LocalServer, sockets: object) -> None:
    server.page("/doc.html", b"<html><body><p>hi</p></body></html>")
    page = fetch(server.url("/doc.html"), policy=LOCAL)
    assert page.status == 200 and page.body == b"<html><body><p>hi</p></body></html>"
    assert page.content_type == "text/html" and page.charset == "utf-8"
    assert page.final_url == server.url("/doc.html") and page.address == "127.0.0.1"
    _path, headers = server.requests[-1]
    assert headers["host"] == f"127.0.0.1:{server.port}"
    assert headers["user-agent"].startswith(f"tdcontext/{__version__}")
    assert sockets.connects == [("127.0.0.1", server.port)]  # type: ignore[attr-defined]


def test_hostname_is_resolved_once_and_connection_goes_to_that_ip(server: LocalServer, sockets: object) -> None:
    """A named host: one lookup (injected), a connect to that exact IP, Host header kept."""
    server.page("/n", b"named host page", content_type="text/plain")
    resolver = fake_resolver(["127.0.0.1"], ["10.0.0.1"])
    page = fetch(f"http://docs.test.example:{server.port}/n", policy=LOCAL, resolver=resolver)
    assert page.body == b"named host page"
    assert resolver.calls == ["docs.test.example."]  # type: ignore[attr-defined]
    assert server.requests[-1][1]["host"] == f"docs.test.example:{server.port}"
    assert sockets.connects == [("127.0.0.1", server.port)]  # type: ignore[attr-defined]
    assert sockets.lookups == ["127.0.0.1"]  # type: ignore[attr-defined]  # create_connection on the literal


def test_falls_back_to_the_next_validated_address(server: LocalServer, sockets: object) -> None:
    """First answer refuses the connection (e.g. IPv6 on an IPv4-only box): the second is used."""
    server.page("/fb", b"second address", content_type="text/plain")
    policy = AddressPolicy.allowing("127.0.0.1/32", "127.0.0.3/32")
    resolver = fake_resolver(["127.0.0.3", "127.0.0.1"])
    page = fetch(f"http://two.test.example:{server.port}/fb", policy=policy, resolver=resolver)
    assert page.body == b"second address" and page.address == "127.0.0.1"
    assert sockets.connects == [("127.0.0.3", server.port), ("127.0.0.1", server.port)]  # type: ignore[attr-defined]


def test_proxy_variables_are_ignored(server: LocalServer, sockets: object, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
        monkeypatch.setenv(name, "http://127.0.0.1:9")
    monkeypatch.setenv("NO_PROXY", "")
    server.page("/p", b"direct", content_type="text/plain")
    assert fetch(server.url("/p"), policy=LOCAL).body == b"direct"
    assert sockets.connects == [("127.0.0.1", server.port)]  # type: ignore[attr-defined]


# ---------------------------------------------------------------- redirects

REDIRECT_TARGETS = [
    ("http://10.0.0.1/admin", "private"),
    ("http://169.254.169.254/latest/meta-data/", "metadata"),
    ("file:///etc/passwd", "scheme 'file'"),
    ("//127.0.0.2:{port}/x", "loopback"),
    ("http://localhost:{port}/x", "local or internal"),
    ("http://[::1]:{port}/x", "loopback"),
    ("gopher://127.0.0.1:{port}/", "scheme 'gopher'"),
]


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
@pytest.mark.parametrize(("location", "why"), REDIRECT_TARGETS)
def test_redirect_to_blocked_target_is_refused_before_connecting(
    server: LocalServer, sockets: object, status: int, location: str, why: str
) -> None:
    server.redirect("/start", location.format(port=server.port), status)
    with pytest.raises(BlockedURLError) as info:
        fetch(server.url("/start"), policy=LOCAL)
    assert why in info.value.reason and "redirect 1" in info.value.reason
    assert info.value.url == server.url("/start")
    assert sockets.connects == [("127.0.0.1", server.port)]  # type: ignore[attr-defined]


def test_relative_redirects_are_followed_and_rechecked(server: LocalServer, sockets: object) -> None:
    server.redirect("/a/start", "next", 301)
    server.redirect("/a/next", "/b/final?x=1", 307)
    server.page("/b/final?x=1", b"arrived", content_type="text/plain")
    page = fetch(server.url("/a/start"), policy=LOCAL)
    assert page.body == b"arrived"
    assert page.final_url == server.url("/b/final?x=1")
    assert page.redirects == (server.url("/a/start"), server.url("/a/next"))
    assert len(sockets.connects) == 3  # type: ignore[attr-defined]


@pytest.mark.parametrize(("hops", "ok"), [(MAX_REDIRECTS, True), (MAX_REDIRECTS + 1, False)])
def test_redirect_limit(server: LocalServer, sockets: object, hops: int, ok: bool) -> None:
    for i in range(hops):
        server.redirect(f"/r{i}", f"/r{i + 1}", 302)
    server.page(f"/r{hops}", b"end", content_type="text/plain")
    if ok:
        assert fetch(server.url("/r0"), policy=LOCAL).body == b"end"
        assert len(sockets.connects) == hops + 1  # type: ignore[attr-defined]
    else:
        with pytest.raises(BlockedURLError, match="more than 5 redirects"):
            fetch(server.url("/r0"), policy=LOCAL)
        assert len(sockets.connects) == MAX_REDIRECTS + 1  # type: ignore[attr-defined]


def test_redirect_without_location_is_an_error(server: LocalServer) -> None:
    server.redirect("/x", "", 302)
    with pytest.raises(FetchError, match="no Location"):
        fetch(server.url("/x"), policy=LOCAL)


# ---------------------------------------------------------------- caps


def _stream_forever(h: BaseHTTPRequestHandler, limit: int) -> None:
    block = b"A" * 65536
    sent = 0
    while sent < limit:
        h.wfile.write(block)
        sent += len(block)


def _big_with_length(h: BaseHTTPRequestHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Content-Length", str(EIGHT_MB))
    h.end_headers()
    _stream_forever(h, EIGHT_MB)


def _big_chunked(h: BaseHTTPRequestHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Transfer-Encoding", "chunked")
    h.end_headers()
    block = b"B" * 65536
    for _ in range(EIGHT_MB // len(block)):
        h.wfile.write(b"%x\r\n%s\r\n" % (len(block), block))
    h.wfile.write(b"0\r\n\r\n")


def _big_no_length(h: BaseHTTPRequestHandler) -> None:
    h.close_connection = True
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Connection", "close")
    h.end_headers()
    _stream_forever(h, EIGHT_MB)


_BOMB = gzip.compress(b"\0" * (64 * 1024 * 1024), compresslevel=9)


def _gzip_bomb(h: BaseHTTPRequestHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Content-Encoding", "gzip")
    h.send_header("Content-Length", str(len(_BOMB)))
    h.end_headers()
    h.wfile.write(_BOMB)


@pytest.mark.parametrize(
    ("handler", "why"),
    [
        (_big_with_length, f"is {EIGHT_MB} bytes, over the"),
        (_big_chunked, "larger than the"),
        (_big_no_length, "larger than the"),
        (_gzip_bomb, "larger than the"),
    ],
    ids=["content-length", "chunked", "no-length", "gzip-bomb"],
)
def test_oversize_bodies_are_cut_off(server: LocalServer, handler: object, why: str) -> None:
    server.route("/big", handler)  # type: ignore[arg-type]
    started = time.monotonic()
    with pytest.raises(FetchError) as info:
        fetch_page(server.url("/big"), policy=LOCAL)
    assert why in info.value.reason
    assert time.monotonic() - started < 10


def test_gzip_bomb_holds_no_more_than_the_cap(server: LocalServer) -> None:
    """Lower cap, same bomb: the cut happens on decoded bytes, long before 64 MB."""
    server.route("/bomb", _gzip_bomb)
    with pytest.raises(FetchError, match="larger than the 1048576-byte limit"):
        fetch(server.url("/bomb"), policy=LOCAL, max_bytes=SMALL_CAP)


def _drip(h: BaseHTTPRequestHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/plain")
    h.send_header("Content-Length", "100000")
    h.end_headers()
    for _ in range(100000):  # ends with BrokenPipeError once the client hangs up
        h.wfile.write(b"x")
        h.wfile.flush()
        time.sleep(0.05)


def _stall(h: BaseHTTPRequestHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/plain")
    h.send_header("Content-Length", "1000")
    h.end_headers()
    h.wfile.write(b"partial")
    h.wfile.flush()
    time.sleep(5)


def test_slow_drip_is_cut_at_the_total_deadline(server: LocalServer) -> None:
    server.route("/drip", _drip)
    started = time.monotonic()
    with pytest.raises(FetchError, match="deadline"):
        fetch_page(server.url("/drip"), policy=LOCAL, deadline_s=1.5, op_timeout_s=1.0)
    elapsed = time.monotonic() - started
    assert 1.4 < elapsed < 4  # generous upper bound: the CI box may be loaded


def test_stall_after_headers_is_cut_by_the_operation_timeout(server: LocalServer) -> None:
    server.route("/stall", _stall)
    started = time.monotonic()
    with pytest.raises(FetchError, match="timed out"):
        fetch_page(server.url("/stall"), policy=LOCAL, deadline_s=30, op_timeout_s=0.5)
    assert time.monotonic() - started < 3.5


def test_stall_is_also_bounded_by_the_deadline(server: LocalServer) -> None:
    server.route("/stall", _stall)
    started = time.monotonic()
    with pytest.raises(FetchError):
        fetch(server.url("/stall"), policy=LOCAL, deadline_s=0.8, op_timeout_s=10)
    assert time.monotonic() - started < 3.5


def test_body_under_the_cap_is_returned_whole(server: LocalServer) -> None:
    body = b"z" * (SMALL_CAP - 1)
    server.page("/ok", body, content_type="text/plain")
    assert fetch(server.url("/ok"), policy=LOCAL, max_bytes=SMALL_CAP).body == body


@pytest.mark.parametrize("coding", ["gzip", "deflate-zlib", "deflate-raw"])
def test_content_encodings_are_decoded(server: LocalServer, coding: str) -> None:
    text = b"<html><body>" + b"compressible text " * 2000 + b"</body></html>"
    if coding == "gzip":
        data, header = gzip.compress(text), "gzip"
    elif coding == "deflate-zlib":
        data, header = zlib.compress(text), "deflate"
    else:
        raw = zlib.compressobj(wbits=-15)
        data, header = raw.compress(text) + raw.flush(), "deflate"

    def handler(h: BaseHTTPRequestHandler) -> None:
        h.send_response(200)
        h.send_header("Content-Type", "text/html")
        h.send_header("Content-Encoding", header)
        h.send_header("Content-Length", str(len(data)))
        h.end_headers()
        h.wfile.write(data)

    server.route("/enc", handler)
    assert fetch(server.url("/enc"), policy=LOCAL).body == text


def test_unsupported_encoding_is_refused(server: LocalServer) -> None:
    def handler(h: BaseHTTPRequestHandler) -> None:
        h.send_response(200)
        h.send_header("Content-Type", "text/html")
        h.send_header("Content-Encoding", "br")
        h.send_header("Content-Length", "4")
        h.end_headers()
        h.wfile.write(b"\x1b\x00\x00\x00")

    server.route("/br", handler)
    with pytest.raises(FetchError, match="'br' is not supported"):
        fetch(server.url("/br"), policy=LOCAL)


# ---------------------------------------------------------------- statuses, types, arguments


@pytest.mark.parametrize("status", [404, 500, 403])
def test_non_2xx_names_the_status(server: LocalServer, status: int) -> None:
    server.page("/s", b"nope", content_type="text/plain", status=status)
    with pytest.raises(FetchError, match=f"HTTP {status}"):
        fetch(server.url("/s"), policy=LOCAL)


def test_unsupported_type_is_refused_before_the_body(server: LocalServer) -> None:
    server.route("/zip", _big_with_length_zip)
    with pytest.raises(FetchError, match="'application/zip' is not supported"):
        fetch_page(server.url("/zip"), policy=LOCAL)


def _big_with_length_zip(h: BaseHTTPRequestHandler) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "application/zip")
    h.send_header("Content-Length", str(EIGHT_MB))
    h.end_headers()
    _stream_forever(h, EIGHT_MB)


def test_connection_refused_is_a_fetch_error(sockets: object) -> None:
    with pytest.raises(FetchError, match="could not connect"):
        fetch("http://127.0.0.1:9/", policy=LOCAL, op_timeout_s=2)


@pytest.mark.parametrize("bad", [0, -1, HARD_MAX_BYTES + 1, True, 1.5, "10"])
def test_max_bytes_is_validated(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        fetch("https://example.com/", max_bytes=bad)  # type: ignore[arg-type]


def test_mock_transport_pins_https_with_sni() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.url.path == "/start":
            return httpx.Response(301, headers={"location": "https://cdn.example.net/doc"})
        return httpx.Response(200, headers={"content-type": "text/markdown"}, content=b"# Doc\n\ntext\n")

    resolver = fake_resolver(["93.184.216.34"], ["2606:2800:220:1::1"])
    page = fetch("https://docs.example.com/start", resolver=resolver, transport=httpx.MockTransport(handler))
    assert [str(r.url) for r in seen] == ["https://93.184.216.34/start", "https://[2606:2800:220:1::1]/doc"]
    assert [r.headers["host"] for r in seen] == ["docs.example.com", "cdn.example.net"]
    assert [r.extensions["sni_hostname"] for r in seen] == ["docs.example.com", "cdn.example.net"]
    assert page.final_url == "https://cdn.example.net/doc" and page.content_type == "text/markdown"


# ---------------------------------------------------------------- real TLS: SNI and certificate checks


def _make_cert(tmp: Path, name: str) -> tuple[Path, Path, Path]:
    """A throw-away CA and a server certificate for `name`, made with the openssl CLI."""
    ca_key, ca_crt = tmp / "ca.key", tmp / "ca.crt"
    key, csr, crt, ext = tmp / "srv.key", tmp / "srv.csr", tmp / "srv.crt", tmp / "ext.cnf"
    run = lambda *args: subprocess.run(["openssl", *args], check=True, capture_output=True)
    run("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(ca_key), "-out", str(ca_crt),
        "-days", "2", "-subj", "/CN=tdcontext test CA")
    run("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(key), "-out", str(csr), "-subj", f"/CN={name}")
    ext.write_text(f"subjectAltName=DNS:{name}\n")
    run("x509", "-req", "-in", str(csr), "-CA", str(ca_crt), "-CAkey", str(ca_key), "-CAcreateserial",
        "-out", str(crt), "-days", "2", "-extfile", str(ext))
    return ca_crt, crt, key


@pytest.fixture(scope="module")
def tls_certs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    import shutil

    if shutil.which("openssl") is None:
        pytest.skip("openssl CLI not available")
    return _make_cert(tmp_path_factory.mktemp("tls"), "docs.tls.example")


@pytest.fixture
def tls_server(tls_certs: tuple[Path, Path, Path]) -> object:
    import socket
    import ssl
    import threading

    ca, crt, key = tls_certs
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(str(crt), str(key))
    sni_seen: list[str | None] = []
    context.sni_callback = lambda sock, name, ctx: sni_seen.append(name)  # type: ignore[assignment,misc]
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            try:
                with context.wrap_socket(conn, server_side=True) as tls:
                    request = b""
                    while b"\r\n\r\n" not in request:
                        data = tls.recv(4096)
                        if not data:
                            break
                        request += data
                    body = b"secure page for " + request.split(b"\r\nHost: ", 1)[-1].split(b"\r\n", 1)[0]
                    tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n"
                                b"Connection: close\r\n\r\n%s" % (len(body), body))
            except (ssl.SSLError, OSError):
                continue

    threading.Thread(target=serve, daemon=True).start()
    yield {"port": port, "ca": ca, "sni": sni_seen}
    listener.close()


def test_https_keeps_sni_and_verifies_the_certificate_for_the_real_name(tls_server: dict[str, object]) -> None:
    import ssl

    port, ca, sni = tls_server["port"], tls_server["ca"], tls_server["sni"]
    context = ssl.create_default_context(cafile=str(ca))
    transport = httpx.HTTPTransport(verify=context, trust_env=False)
    page = fetch(f"https://docs.tls.example:{port}/x", policy=LOCAL,
                 resolver=fake_resolver(["127.0.0.1"]), transport=transport)
    assert page.body == f"secure page for docs.tls.example:{port}".encode()
    assert sni == ["docs.tls.example"]


def test_caller_transport_survives_several_hops(tls_server: dict[str, object]) -> None:
    """Two https hops through one caller transport: it is not closed after the first hop."""
    import ssl

    port, ca, sni = tls_server["port"], tls_server["ca"], tls_server["sni"]
    transport = httpx.HTTPTransport(verify=ssl.create_default_context(cafile=str(ca)), trust_env=False)
    for _ in range(2):
        page = fetch(f"https://docs.tls.example:{port}/x", policy=LOCAL,
                     resolver=fake_resolver(["127.0.0.1"]), transport=transport)
        assert page.status == 200
    transport.close()
    assert sni == ["docs.tls.example", "docs.tls.example"]


def test_https_with_a_certificate_for_another_name_is_refused(tls_server: dict[str, object]) -> None:
    import ssl

    port, ca = tls_server["port"], tls_server["ca"]
    context = ssl.create_default_context(cafile=str(ca))
    transport = httpx.HTTPTransport(verify=context, trust_env=False)
    with pytest.raises(FetchError, match="certificate"):
        fetch(f"https://other.tls.example:{port}/x", policy=LOCAL,
              resolver=fake_resolver(["127.0.0.1"]), transport=transport)


def test_https_default_trust_store_rejects_an_unknown_ca(tls_server: dict[str, object]) -> None:
    """Without a transport the real per-hop transport verifies against the system store."""
    with pytest.raises(FetchError, match="certificate"):
        fetch(f"https://docs.tls.example:{tls_server['port']}/x", policy=LOCAL,
              resolver=fake_resolver(["127.0.0.1"]))
