"""The guarded HTTP fetch: one URL in, one capped body out, never a non-public address.

Each hop is checked by `guard` (URL syntax, then one DNS lookup whose every answer must be
public), then the request goes to the validated IP itself with the real host name kept in
the `Host` header and in TLS SNI + certificate verification, so a second DNS answer
(rebinding) can never matter. Redirects are followed by hand, at most five, each hop
re-checked from scratch. Proxies from the environment are ignored (`trust_env=False`).
The body is capped twice: `Content-Length` first, then the decoded bytes while streaming;
gzip/deflate are decoded here with an output bound, so a compression bomb is cut after at
most `max_bytes` of output. A monotonic deadline is checked on every read, and each socket
operation has its own timeout, so a slow drip or a stall after the headers is cut too.

Invariant: no socket is opened to an address `guard.check_address` refused, and no more
than `max_bytes` of decoded body is ever held.
"""

from __future__ import annotations

import ssl
import time
import zlib
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urljoin

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

USER_AGENT = f"tdcontext/{__version__} (+https://pypi.org/project/tdcontext/; local knowledge ingestion)"
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


class _Clock:
    """A total deadline on a monotonic clock."""

    def __init__(self, url: str, deadline_s: float) -> None:
        self.url = url
        self.deadline_s = deadline_s
        self.start = time.monotonic()
        self.end = self.start + deadline_s

    def remaining(self) -> float:
        left = self.end - time.monotonic()
        if left <= 0:
            raise FetchError(self.url, f"gave up after the {self.deadline_s:g} s deadline; the server is too slow")
        return left


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


def _read_body(response: httpx.Response, url: str, max_bytes: int, clock: _Clock) -> bytes:
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


class _Borrowed(httpx.BaseTransport):
    """A caller's transport, used for several hops; closing a hop's client leaves it open."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return self.inner.handle_request(request)

    def close(self) -> None:
        return None


def _describe(exc: httpx.HTTPError) -> str:
    if isinstance(exc, httpx.TimeoutException):
        return f"a network operation timed out ({type(exc).__name__})"
    if isinstance(exc, httpx.ConnectError):
        cause = exc.__context__ or exc
        if isinstance(cause, ssl.SSLCertVerificationError) or "CERTIFICATE_VERIFY_FAILED" in str(exc):
            return f"the TLS certificate could not be verified ({exc})"
        return f"could not connect ({exc})"
    return f"{type(exc).__name__}: {exc}"


def _pin_host(
    target: ParsedTarget, policy: AddressPolicy, resolver: Resolver | None, clock: _Clock, op_timeout_s: float, original: str
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
    op_timeout_s: float,
    clock: _Clock,
    url: str,
    current: str,
) -> tuple[httpx.Client, httpx.Response, IPAddress]:
    """Send the GET to the first validated address that accepts a connection.

    Only addresses from this hop's single lookup are tried (a host with an IPv6 answer on an
    IPv4-only machine still works); every one of them already passed the guard.
    """
    headers = {
        "Host": target.host_header,
        "User-Agent": USER_AGENT,
        "Accept": _ACCEPT,
        "Accept-Encoding": "gzip, deflate",
    }
    extensions = {"sni_hostname": target.host} if target.scheme == "https" and target.ip is None else {}
    for attempt, ip in enumerate(addresses):
        # A fresh pool per hop: a kept-alive TLS connection made for one host name (SNI)
        # must never carry a request for another name that resolved to the same IP.
        hop_transport: httpx.BaseTransport = (
            _Borrowed(transport)
            if transport is not None
            else httpx.HTTPTransport(verify=ssl_context or True, trust_env=False, retries=0)
        )
        timeout = min(op_timeout_s, clock.remaining())
        client = httpx.Client(transport=hop_transport, trust_env=False, follow_redirects=False, timeout=timeout)
        request = client.build_request("GET", target.url_for_address(ip), headers=headers, extensions=extensions)
        try:
            return client, client.send(request, stream=True), ip
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            client.close()
            if attempt == len(addresses) - 1:
                raise FetchError(url, f"{_describe(exc)} while fetching {current!r}") from exc
        except httpx.HTTPError as exc:
            client.close()
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
) -> FetchedPage:
    """Fetch `url` under the address policy, following at most 5 redirects by hand.

    Args:
        url: an http or https URL.
        policy: addresses to admit; the default admits public unicast only.
        max_bytes: cap on the decoded body (Content-Length is checked first).
        deadline_s: total time for every hop, lookup and read together.
        op_timeout_s: timeout of each connect/read/write.
        resolver: a `socket.getaddrinfo`-compatible function (tests inject one).
        transport: an httpx transport to send through instead of the network (tests).
        accept_types: if given, media types outside it are refused before the body is read.

    Raises:
        BlockedURLError: the URL or any redirect hop is refused by the guard.
        FetchError: status not 2xx, too large, too slow, bad encoding, network failure.
        InvalidInputError: a limit argument is out of range.
    """
    _validate_limits(url, max_bytes, deadline_s, op_timeout_s)
    clock = _Clock(url, deadline_s)
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
        client, response, ip = _open(target, addresses, transport, ssl_context, op_timeout_s, clock, url, current)
        try:
            status = response.status_code
            if status in REDIRECT_STATUSES:
                location = response.headers.get("location", "").strip()
                if not location:
                    raise FetchError(url, f"HTTP {status} redirect from {current!r} has no Location header")
                if hop == MAX_REDIRECTS:
                    raise BlockedURLError(url, f"more than {MAX_REDIRECTS} redirects (last to {location!r})")
                hops.append(current)
                current = urljoin(target.normalized_url, location)
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
        except httpx.HTTPError as exc:
            raise FetchError(url, f"{_describe(exc)} while reading {current!r}") from exc
        finally:
            response.close()
            client.close()
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


__all__ = ["DEFAULT_MAX_BYTES", "HARD_MAX_BYTES", "MAX_REDIRECTS", "USER_AGENT", "FetchedPage", "fetch"]
