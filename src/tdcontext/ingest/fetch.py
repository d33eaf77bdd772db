"""The guarded HTTP fetch: one URL in, one capped body out, never a non-public address.

Each hop is checked by `guard` (URL syntax, then one DNS lookup whose every answer must be
public), then the request goes to the validated IP itself with the real host name kept in
the `Host` header and in TLS SNI + certificate verification, so a second DNS answer
(rebinding) can never matter. Redirects are followed by hand, at most five, each hop
re-checked from scratch. Proxies from the environment are ignored (`trust_env=False`).
The body is capped twice: `Content-Length` first, then the decoded bytes while streaming;
gzip/deflate are decoded here with an output bound, so a compression bomb is cut after at
most `max_bytes` of output. Each socket operation has its own timeout, and one total
deadline covers the whole exchange: every lookup and connect gets at most the time left,
and a watchdog thread shuts down every socket of the exchange the moment the deadline
passes, so a server that drips its headers (or its TLS handshake) one byte at a time is cut
exactly like a slow body. Requests go straight to the transport, never through httpx's
redirect machinery, so a `Location` httpx cannot parse (`data:`, `javascript:`, `http:\\x`)
is judged by our own URL guard and refused as a `BlockedURLError`.

Invariant: no socket is opened to an address `guard.check_address` refused, no more than
`max_bytes` of decoded body is ever held, and `fetch` returns or raises within its
deadline (plus the time to notice a closed socket).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import socket
import ssl
import threading
import time
import zlib
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urljoin

import httpcore
import httpx

from tdcontext import __version__
from tdcontext.errors import BlockedURLError, FetchError, InvalidInputError
from tdcontext.ingest.guard import (
    PUBLIC_ONLY,
    AddressPolicy,
    IPAddress,
    ParsedTarget,
    Resolver,
    check_address,
    check_url,
    resolve,
)

log = logging.getLogger("tdcontext")
SOURCE_URL = "https://github.com/tdcontext/tdcontext"
USER_AGENT = f"tdcontext/{__version__} (+{SOURCE_URL}; local knowledge ingestion)"
DEFAULT_MAX_BYTES = 5 * 1024 * 1024
HARD_MAX_BYTES = 50 * 1024 * 1024
MAX_REDIRECTS = 5
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
_ACCEPT = "text/html, application/xhtml+xml, text/markdown, text/plain;q=0.9, application/pdf;q=0.8, */*;q=0.1"


@dataclass(frozen=True)
class FetchedPage:
    """A fetched body with the facts needed to convert and store it.

    `address` is the validated IP the final hop connected to (the renderer pins to it).
    `fetched_at` is ISO 8601 UTC, e.g. "2026-11-29T19:00:00Z".
    """

    url: str
    final_url: str
    status: int
    content_type: str
    charset: str | None
    body: bytes
    fetched_at: str
    address: str
    redirects: tuple[str, ...] = ()


class Deadline:
    """One total deadline on a monotonic clock, shared by fetching, rendering and converting.

    `deadline_s` is the whole budget; `remaining()` raises `FetchError` once it is spent.
    """

    def __init__(self, url: str, deadline_s: float, *, end: float | None = None) -> None:
        self.url = url
        self.deadline_s = deadline_s
        self.end = end if end is not None else time.monotonic() + deadline_s

    def left(self) -> float:
        """Seconds left, possibly zero or negative (never raises)."""
        return self.end - time.monotonic()

    def expired_error(self, what: str = "the server is too slow") -> FetchError:
        return FetchError(self.url, f"gave up after the {self.deadline_s:g} s deadline; {what}")

    def remaining(self, what: str = "the server is too slow") -> float:
        left = self.left()
        if left <= 0:
            raise self.expired_error(what)
        return left


class _Reaper:
    """One daemon thread for every fetch's deadline: a heap of (when, callback), started lazily.

    A thread per fetch would cost a thread start (slow on a loaded machine) on every call;
    cancelled entries are dropped when they come due.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._heap: list[tuple[float, int, list[Callable[[], None] | None]]] = []
        self._seq = itertools.count()
        self._thread: threading.Thread | None = None

    def schedule(self, when: float, callback: Callable[[], None]) -> list[Callable[[], None] | None]:
        slot: list[Callable[[], None] | None] = [callback]
        with self._cond:
            heapq.heappush(self._heap, (when, next(self._seq), slot))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="tdcontext-fetch-deadlines", daemon=True)
                self._thread.start()
            self._cond.notify()
        return slot

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._heap:
                    self._cond.wait()
                when, _, slot = self._heap[0]
                wait = when - time.monotonic()
                if slot[0] is not None and wait > 0:
                    self._cond.wait(wait)
                    continue
                heapq.heappop(self._heap)
                callback, slot[0] = slot[0], None
            if callback is not None:
                try:
                    callback()
                except Exception:  # a failed shutdown must not stop the reaper
                    log.debug("fetch deadline callback failed", exc_info=True)


_REAPER = _Reaper()


class _Watchdog:
    """Shuts down every socket of one exchange when its deadline passes.

    Each connection is watched through a duplicate of its socket (`dup()`), owned here: a
    shutdown reaches the connection whether or not TLS has wrapped the original object, and
    no file descriptor number is ever reused under us. `close()` cancels the alarm and
    closes the duplicates.
    """

    def __init__(self, deadline: Deadline) -> None:
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self.fired = False
        self._closed = False
        self._slot = _REAPER.schedule(deadline.end, self._fire)

    def watch(self, sock: socket.socket) -> None:
        twin = sock.dup()
        with self._lock:
            if self._closed:
                twin.close()
                return
            self._sockets.append(twin)
            if self.fired:
                _shutdown(twin)

    def _fire(self) -> None:
        with self._lock:
            if self._closed:
                return
            self.fired = True
            for twin in self._sockets:
                _shutdown(twin)

    def close(self) -> None:
        self._slot[0] = None
        with self._lock:
            self._closed = True
            for twin in self._sockets:
                twin.close()
            self._sockets.clear()


def _shutdown(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # already closed by the peer or by us


class _WatchedBackend(httpcore.SyncBackend):
    """The ordinary blocking socket backend, handing every new connection to a watchdog."""

    def __init__(self, watchdog: _Watchdog) -> None:
        self.watchdog = watchdog

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        stream = super().connect_tcp(host, port, timeout, local_address, socket_options)
        sock = stream.get_extra_info("socket")
        if isinstance(sock, socket.socket):
            self.watchdog.watch(sock)
        return stream


def _watched_transport(ssl_context: ssl.SSLContext, watchdog: _Watchdog) -> httpx.HTTPTransport:
    """An httpx transport (no proxies, no retries) whose connections the watchdog can cut."""
    transport = httpx.HTTPTransport(verify=ssl_context, trust_env=False, retries=0)
    # httpx 0.28 does not take a network backend; swap in a pool built like its own.
    transport._pool = httpcore.ConnectionPool(
        ssl_context=ssl_context, max_connections=1, retries=0, network_backend=_WatchedBackend(watchdog)
    )
    return transport


def _validate_limits(url: str, max_bytes: int, deadline_s: float, op_timeout_s: float) -> None:
    if isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or not 0 < max_bytes <= HARD_MAX_BYTES:
        raise InvalidInputError(f"max_bytes {max_bytes!r} must be an integer from 1 to {HARD_MAX_BYTES}")
    for name, value in (("deadline_s", deadline_s), ("op_timeout_s", op_timeout_s)):
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 < value <= 600:
            raise InvalidInputError(f"{name} {value!r} must be a number of seconds from 0 to 600")


def _parse_content_type(header: str) -> tuple[str, str | None]:
    media, _, params = header.partition(";")
    charset = None
    for param in params.split(";"):
        key, _, value = param.strip().partition("=")
        if key.strip().lower() == "charset" and value.strip():
            charset = value.strip().strip("\"'").lower()
    return media.strip().lower(), charset


class _Decoder:
    """Content-Encoding decoding with a hard bound on the output it may produce."""

    def __init__(self, url: str, encoding: str) -> None:
        self.url = url
        codings = [c.strip().lower() for c in encoding.split(",") if c.strip() and c.strip().lower() != "identity"]
        if len(codings) > 1:
            raise FetchError(url, f"stacked content encodings {encoding!r} are not supported")
        self.coding = codings[0] if codings else "identity"
        if self.coding in ("gzip", "x-gzip"):
            self._z: zlib._Decompress | None = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif self.coding == "deflate":
            self._z = None  # zlib-wrapped or raw: decided on the first bytes
        elif self.coding == "identity":
            self._z = None
        else:
            raise FetchError(url, f"content encoding {encoding!r} is not supported (we ask for gzip or deflate)")

    def feed(self, data: bytes, budget: int) -> bytes:
        """Decode `data`, producing at most `budget` bytes (more means the cap is exceeded)."""
        if self.coding == "identity":
            return data[:budget]
        if self._z is None:
            wrapped = len(data) >= 2 and data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0
            self._z = zlib.decompressobj(zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS)
        try:
            return self._z.decompress(data, budget)
        except zlib.error as exc:
            raise FetchError(self.url, f"the {self.coding} body is corrupt ({exc})") from exc

    def pending(self) -> bool:
        """True if the decoder holds input it could not emit within the budget."""
        return self._z is not None and bool(self._z.unconsumed_tail)

    def flush(self, budget: int) -> bytes:
        if self._z is None:
            return b""
        try:
            return self._z.flush()[:budget] if not self._z.unconsumed_tail else b""
        except zlib.error as exc:
            raise FetchError(self.url, f"the {self.coding} body is corrupt ({exc})") from exc


def _read_body(response: httpx.Response, url: str, max_bytes: int, clock: Deadline) -> bytes:
    """Stream the raw body, decode it with a bound, and stop at `max_bytes` or the deadline."""
    too_big = FetchError(url, f"the page is larger than the {max_bytes}-byte limit; raise max_bytes if you need it")
    if response.is_stream_consumed:
        # Trigger: an in-memory response (a test transport) that httpx already read and
        # decoded. Reason: there is no raw stream left. Outcome: apply the cap to it.
        if len(response.content) > max_bytes:
            raise too_big
        return response.content
    decoder = _Decoder(url, response.headers.get("content-encoding", "identity"))
    parts: list[bytes] = []
    total = 0
    raw: Iterator[bytes] = response.iter_raw()
    while True:
        clock.remaining()
        try:
            chunk = next(raw)
        except StopIteration:
            break
        budget = max_bytes - total + 1
        out = decoder.feed(chunk, budget)
        total += len(out)
        if total > max_bytes or decoder.pending():
            raise too_big
        parts.append(out)
        if decoder.coding == "identity" and len(chunk) > len(out):
            raise too_big
    tail = decoder.flush(max_bytes - total + 1)
    total += len(tail)
    if total > max_bytes:
        raise too_big
    parts.append(tail)
    return b"".join(parts)


def _describe(exc: Exception) -> str:
    if isinstance(exc, httpx.TimeoutException):
        return f"a network operation timed out ({type(exc).__name__})"
    if isinstance(exc, httpx.ConnectError):
        cause = exc.__context__ or exc
        if isinstance(cause, ssl.SSLCertVerificationError) or "CERTIFICATE_VERIFY_FAILED" in str(exc):
            return f"the TLS certificate could not be verified ({exc})"
        return f"could not connect ({exc})"
    return f"{type(exc).__name__}: {exc}"


def _pin_host(
    target: ParsedTarget, policy: AddressPolicy, resolver: Resolver | None, clock: Deadline, op_timeout_s: float, original: str
) -> tuple[IPAddress, ...]:
    """The validated IPs this hop may connect to (the literal, or every DNS answer, all checked)."""
    if target.ip is not None:
        check_address(target.ip, policy, original)
        return (target.ip,)
    timeout = min(op_timeout_s, clock.remaining())
    return resolve(target.host, target.port, policy, url=original, resolver=resolver, timeout_s=timeout)


def _open(
    target: ParsedTarget,
    addresses: tuple[IPAddress, ...],
    transport: httpx.BaseTransport | None,
    ssl_context: ssl.SSLContext | None,
    watchdog: _Watchdog,
    op_timeout_s: float,
    clock: Deadline,
    url: str,
    current: str,
) -> tuple[httpx.BaseTransport | None, httpx.Response, IPAddress]:
    """Send the GET to the first validated address that accepts a connection.

    Only addresses from this hop's single lookup are tried (a host with an IPv6 answer on an
    IPv4-only machine still works); every one of them already passed the guard. The request
    goes straight to a transport, so httpx never parses a redirect `Location` itself.
    Returns the transport to close (None for a caller's), the streaming response and the IP.
    """
    headers = {
        "Host": target.host_header,
        "User-Agent": USER_AGENT,
        "Accept": _ACCEPT,
        "Accept-Encoding": "gzip, deflate",
    }
    for attempt, ip in enumerate(addresses):
        # A fresh pool per hop: a kept-alive TLS connection made for one host name (SNI)
        # must never carry a request for another name that resolved to the same IP.
        own = transport is None
        hop_transport: httpx.BaseTransport = (
            transport if transport is not None else _watched_transport(ssl_context or ssl.create_default_context(), watchdog)
        )
        timeout = min(op_timeout_s, clock.remaining())
        extensions: dict[str, Any] = {
            "timeout": {"connect": timeout, "read": timeout, "write": timeout, "pool": timeout},
        }
        if target.scheme == "https" and target.ip is None:
            extensions["sni_hostname"] = target.host
        try:
            request = httpx.Request("GET", target.url_for_address(ip), headers=headers, extensions=extensions)
            response = hop_transport.handle_request(request)
            response.request = request
            return (hop_transport if own else None), response, ip
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            if own:
                hop_transport.close()
            if watchdog.fired or clock.left() <= 0:
                raise clock.expired_error() from exc
            if attempt == len(addresses) - 1:
                raise FetchError(url, f"{_describe(exc)} while fetching {current!r}") from exc
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            if own:
                hop_transport.close()
            if watchdog.fired or clock.left() <= 0:
                raise clock.expired_error() from exc
            raise FetchError(url, f"{_describe(exc)} while fetching {current!r}") from exc
    raise FetchError(url, f"no address to connect to for {current!r}")  # addresses is never empty


def fetch(
    url: str,
    *,
    policy: AddressPolicy = PUBLIC_ONLY,
    max_bytes: int = DEFAULT_MAX_BYTES,
    deadline_s: float = 30.0,
    op_timeout_s: float = 10.0,
    resolver: Resolver | None = None,
    transport: httpx.BaseTransport | None = None,
    accept_types: Collection[str] | None = None,
    deadline: Deadline | None = None,
) -> FetchedPage:
    """Fetch `url` under the address policy, following at most 5 redirects by hand.

    Args:
        url: an http or https URL.
        policy: addresses to admit; the default admits public unicast only.
        max_bytes: cap on the decoded body (Content-Length is checked first).
        deadline_s: total time for every hop, lookup, connect, TLS handshake, header and
            body read together; a watchdog cuts the connection when it passes.
        op_timeout_s: timeout of each connect/read/write.
        resolver: a `socket.getaddrinfo`-compatible function (tests inject one).
        transport: an httpx transport to send through instead of the network (tests).
        accept_types: if given, media types outside it are refused before the body is read.
        deadline: a shared `Deadline` to spend instead of a fresh `deadline_s` one (the
            page pipeline passes one so rendering and conversion share the same budget).

    Raises:
        BlockedURLError: the URL or any redirect hop is refused by the guard.
        FetchError: status not 2xx, too large, too slow, bad encoding, network failure.
        InvalidInputError: a limit argument is out of range.
    """
    _validate_limits(url, max_bytes, deadline_s, op_timeout_s)
    clock = deadline if deadline is not None else Deadline(url, deadline_s)
    watchdog = _Watchdog(clock)
    try:
        return _fetch_hops(url, clock, watchdog, policy, max_bytes, op_timeout_s, resolver, transport, accept_types)
    finally:
        watchdog.close()


def _fetch_hops(
    url: str,
    clock: Deadline,
    watchdog: _Watchdog,
    policy: AddressPolicy,
    max_bytes: int,
    op_timeout_s: float,
    resolver: Resolver | None,
    transport: httpx.BaseTransport | None,
    accept_types: Collection[str] | None,
) -> FetchedPage:
    current = url
    hops: list[str] = []
    ssl_context: ssl.SSLContext | None = None  # built once a hop passes the guard (loading CAs takes ~40 ms)
    for hop in range(MAX_REDIRECTS + 1):
        try:
            target = check_url(current)
        except BlockedURLError as exc:
            raise BlockedURLError(url, exc.reason if not hops else f"redirect {hop} to {current!r}: {exc.reason}") from None
        try:
            addresses = _pin_host(target, policy, resolver, clock, op_timeout_s, current)
        except BlockedURLError as exc:
            raise BlockedURLError(url, exc.reason if not hops else f"redirect {hop} to {current!r}: {exc.reason}") from None
        except FetchError as exc:
            raise FetchError(url, exc.reason) from None
        if transport is None and ssl_context is None:
            ssl_context = httpx.create_ssl_context(trust_env=False)
        clock.remaining()
        hop_transport, response, ip = _open(
            target, addresses, transport, ssl_context, watchdog, op_timeout_s, clock, url, current
        )
        try:
            status = response.status_code
            if status in REDIRECT_STATUSES:
                location = response.headers.get("location", "").strip()
                if not location:
                    raise FetchError(url, f"HTTP {status} redirect from {current!r} has no Location header")
                if hop == MAX_REDIRECTS:
                    raise BlockedURLError(url, f"more than {MAX_REDIRECTS} redirects (last to {location!r})")
                hops.append(current)
                try:
                    current = urljoin(target.normalized_url, location)
                except ValueError as exc:  # e.g. "http://[::1": urljoin refuses to parse it
                    raise BlockedURLError(url, f"redirect {hop + 1} to {location!r}: not a valid URL ({exc})") from None
                continue
            if not 200 <= status < 300:
                raise FetchError(url, f"the server answered HTTP {status} {response.reason_phrase} for {current!r}")
            media, charset = _parse_content_type(response.headers.get("content-type", ""))
            if accept_types is not None and media not in accept_types:
                shown = media or "no Content-Type"
                supported = ", ".join(sorted(t for t in accept_types if t))
                raise FetchError(url, f"content type {shown!r} is not supported; supported: {supported}")
            length = response.headers.get("content-length")
            if length is not None and length.strip().isdigit() and int(length) > max_bytes:
                raise FetchError(
                    url, f"the page is {int(length)} bytes, over the {max_bytes}-byte limit; raise max_bytes if you need it"
                )
            body = _read_body(response, url, max_bytes, clock)
        except (httpx.HTTPError, httpx.InvalidURL, httpx.StreamError) as exc:
            if watchdog.fired or clock.left() <= 0:
                raise clock.expired_error() from exc
            raise FetchError(url, f"{_describe(exc)} while reading {current!r}") from exc
        finally:
            try:
                response.close()
            except (httpx.HTTPError, OSError):
                pass  # a connection the watchdog already cut
            if hop_transport is not None:
                hop_transport.close()
        if watchdog.fired or clock.left() <= 0:
            raise clock.expired_error()
        fetched_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return FetchedPage(
            url=url,
            final_url=target.normalized_url,
            status=status,
            content_type=media,
            charset=charset,
            body=body,
            fetched_at=fetched_at,
            address=str(ip),
            redirects=tuple(hops),
        )
    raise BlockedURLError(url, f"more than {MAX_REDIRECTS} redirects")  # unreachable: the loop returns or raises


__all__ = [
    "DEFAULT_MAX_BYTES",
    "HARD_MAX_BYTES",
    "MAX_REDIRECTS",
    "SOURCE_URL",
    "USER_AGENT",
    "Deadline",
    "FetchedPage",
    "fetch",
]
