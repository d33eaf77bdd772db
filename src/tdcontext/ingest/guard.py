"""The ingest address policy: which URLs and which IP addresses a fetch may reach.

Pure functions, no I/O except the injected resolver. `check_url` parses and normalises a
URL the way a resolver or browser would read it (numeric IPv4 forms such as
`2130706433`, `0x7f000001`, `0177.0.0.1` and `127.1` become dotted quads; host names are
UTS-46 mapped, lower-cased and stripped of the trailing dot, so full-width and case
variants cannot dodge the name blocklist). `check_address` refuses every address that is
not public unicast, after unwrapping IPv4-mapped, IPv4-compatible, NAT64, 6to4 and Teredo
forms, against explicit ranges (never `ipaddress.is_global` alone: on Python 3.11
`::127.0.0.1` reports as global). `resolve` looks a host up once and refuses when ANY
answer is not public.

Invariant: an address this module lets through is public unicast, unless the caller built
an `AddressPolicy` in code that names it in `allowed_networks`; nothing reads that
exemption from the environment, a CLI flag or an MCP argument.
"""

from __future__ import annotations

import ipaddress
import re
import socket
import threading
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import idna

from tdcontext.errors import BlockedURLError, FetchError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network
Resolver = Callable[..., Sequence[tuple[Any, ...]]]

_SCHEME = re.compile(r"[a-z][a-z0-9+.-]*")
ALLOWED_SCHEMES = frozenset({"http", "https"})
MAX_URL_CHARS = 8192

# Name suffixes that only ever resolve inside a machine or a private network.
BLOCKED_NAME_SUFFIXES: tuple[str, ...] = (
    "localhost",
    "local",
    "lan",
    "internal",
    "localdomain",
    "home.arpa",
    "intranet",
)

_V4 = ipaddress.IPv4Network
_V6 = ipaddress.IPv6Network

# Cloud metadata and host-service endpoints, named so a refusal says what it protected.
# Every one is blocked; all but Azure's wireserver also fall in a blocked range below.
METADATA_ADDRESSES: tuple[tuple[str, str], ...] = (
    ("169.254.169.254", "cloud instance metadata (AWS, Azure, GCP, OpenStack, DigitalOcean, Oracle)"),
    ("169.254.170.2", "AWS ECS task metadata"),
    ("169.254.0.23", "Tencent Cloud metadata"),
    ("100.100.100.200", "Alibaba Cloud metadata"),
    ("168.63.129.16", "Azure host services (wireserver, a public address reachable only from inside Azure)"),
    ("192.0.0.192", "Oracle Cloud metadata (legacy)"),
    ("fd00:ec2::254", "AWS instance metadata over IPv6"),
)
_METADATA = {ipaddress.ip_address(ip): why for ip, why in METADATA_ADDRESSES}

# Explicit IPv4 ranges that are never public (RFC 6890 special-purpose registry and friends).
BLOCKED_V4: tuple[tuple[ipaddress.IPv4Network, str], ...] = (
    (_V4("168.63.129.16/32"), "Azure host services (wireserver) 168.63.129.16"),
    (_V4("0.0.0.0/8"), "'this network' (0.0.0.0/8)"),
    (_V4("10.0.0.0/8"), "private (10.0.0.0/8)"),
    (_V4("100.64.0.0/10"), "carrier-grade NAT (100.64.0.0/10)"),
    (_V4("127.0.0.0/8"), "loopback (127.0.0.0/8)"),
    (_V4("169.254.0.0/16"), "link-local / cloud metadata (169.254.0.0/16)"),
    (_V4("172.16.0.0/12"), "private (172.16.0.0/12)"),
    (_V4("192.0.0.0/24"), "IETF protocol assignments (192.0.0.0/24)"),
    (_V4("192.0.2.0/24"), "documentation (192.0.2.0/24)"),
    (_V4("192.88.99.0/24"), "6to4 relay anycast (192.88.99.0/24)"),
    (_V4("192.168.0.0/16"), "private (192.168.0.0/16)"),
    (_V4("198.18.0.0/15"), "benchmarking (198.18.0.0/15)"),
    (_V4("198.51.100.0/24"), "documentation (198.51.100.0/24)"),
    (_V4("203.0.113.0/24"), "documentation (203.0.113.0/24)"),
    (_V4("224.0.0.0/4"), "multicast (224.0.0.0/4)"),
    (_V4("240.0.0.0/4"), "reserved (240.0.0.0/4)"),
)

# Explicit IPv6 ranges. Wrapped IPv4 forms are unwrapped before these are consulted.
BLOCKED_V6: tuple[tuple[ipaddress.IPv6Network, str], ...] = (
    (_V6("::/128"), "unspecified (::)"),
    (_V6("::1/128"), "loopback (::1)"),
    (_V6("::/96"), "IPv4-compatible (::/96)"),
    (_V6("::ffff:0:0/96"), "IPv4-mapped (::ffff:0:0/96)"),
    (_V6("64:ff9b:1::/48"), "local-use NAT64 (64:ff9b:1::/48)"),
    (_V6("100::/64"), "discard-only (100::/64)"),
    (_V6("2001::/23"), "IETF protocol assignments (2001::/23)"),
    (_V6("2001:db8::/32"), "documentation (2001:db8::/32)"),
    (_V6("3fff::/20"), "documentation (3fff::/20)"),
    (_V6("5f00::/16"), "segment-routing SIDs (5f00::/16)"),
    (_V6("fc00::/7"), "unique local (fc00::/7)"),
    (_V6("fe80::/10"), "link-local (fe80::/10)"),
    (_V6("fec0::/10"), "site-local (fec0::/10)"),
    (_V6("ff00::/8"), "multicast (ff00::/8)"),
)

_GLOBAL_UNICAST_V6 = _V6("2000::/3")
_NAT64 = _V6("64:ff9b::/96")
_SIXTOFOUR = _V6("2002::/16")
_TEREDO = _V6("2001::/32")


@dataclass(frozen=True)
class AddressPolicy:
    """Which addresses a fetch may reach. The default admits public unicast only.

    `allowed_networks` exempts exact networks from the block, for tests that serve pages
    from 127.0.0.1. It exists only as a constructor argument: no environment variable,
    CLI flag or MCP argument builds one.
    """

    allowed_networks: tuple[IPNetwork, ...] = field(default=())

    @classmethod
    def allowing(cls, *networks: str) -> AddressPolicy:
        """A policy that also admits the given networks, e.g. `AddressPolicy.allowing("127.0.0.1/32")`."""
        return cls(allowed_networks=tuple(ipaddress.ip_network(n) for n in networks))

    def exempts(self, ip: IPAddress) -> bool:
        return any(ip.version == net.version and ip in net for net in self.allowed_networks)


@dataclass(frozen=True)
class ParsedTarget:
    """A URL that passed the syntactic checks, normalised.

    `host` is the ASCII (IDNA) host name, or the canonical text of an IP literal, in which
    case `ip` holds it. `path` includes the query string and never the fragment.
    """

    url: str
    scheme: str
    host: str
    port: int
    path: str
    ip: IPAddress | None

    @property
    def default_port(self) -> bool:
        return self.port == (443 if self.scheme == "https" else 80)

    @property
    def host_header(self) -> str:
        """The `Host` header value: bracketed IPv6, port only when not the default."""
        shown = f"[{self.host}]" if isinstance(self.ip, ipaddress.IPv6Address) else self.host
        return shown if self.default_port else f"{shown}:{self.port}"

    @property
    def normalized_url(self) -> str:
        return f"{self.scheme}://{self.host_header}{self.path}"

    def url_for_address(self, ip: IPAddress) -> str:
        """The same URL with the host replaced by a validated IP (what we connect to)."""
        shown = f"[{ip}]" if isinstance(ip, ipaddress.IPv6Address) else str(ip)
        port = "" if self.default_port else f":{self.port}"
        return f"{self.scheme}://{shown}{port}{self.path}"


def _refuse(url: str, reason: str) -> BlockedURLError:
    return BlockedURLError(url, reason)


def check_url(url: str) -> ParsedTarget:
    """Parse `url` and refuse anything but a plain http(s) URL to a non-internal host name.

    IP literals are parsed but not judged here; call `check_address` on `ParsedTarget.ip`.

    Raises:
        BlockedURLError: bad scheme, userinfo, blocked or malformed host, bad port.
    """
    if not isinstance(url, str) or not url.strip():
        raise _refuse(str(url), "the URL is empty; give an http:// or https:// URL")
    if len(url) > MAX_URL_CHARS:
        raise _refuse(url[:80] + "...", f"the URL is longer than {MAX_URL_CHARS} characters")
    text = url.strip()
    if any(ord(c) < 0x21 or ord(c) == 0x7F or c == "\\" for c in text):
        raise _refuse(url, "the URL contains whitespace, control characters or backslashes")
    scheme, sep, rest = text.partition(":")
    scheme = scheme.lower()
    if not sep or _SCHEME.fullmatch(scheme) is None:
        raise _refuse(url, "no URL scheme; give an http:// or https:// URL")
    if scheme not in ALLOWED_SCHEMES:
        raise _refuse(url, f"scheme {scheme!r} is not allowed; only http and https are fetched")
    if not rest.startswith("//"):
        raise _refuse(url, "an http(s) URL must have a host after '//'")
    rest = rest[2:]
    cut = min((i for i in (rest.find("/"), rest.find("?"), rest.find("#")) if i >= 0), default=len(rest))
    netloc, tail = rest[:cut], rest[cut:]
    tail = tail.split("#", 1)[0]
    path = tail if tail.startswith("/") else "/" + tail
    if "@" in netloc or "%40" in netloc.lower():
        raise _refuse(url, "user names and passwords in URLs (user@host) are not allowed")
    host_text, port = _split_host_port(url, netloc, scheme)
    if host_text.startswith("["):
        ip6 = _parse_ipv6_literal(url, host_text)
        return ParsedTarget(url, scheme, str(ip6), port, path, ip6)
    host = _normalise_host(url, host_text)
    ip4 = _parse_ipv4_forms(url, host)
    if ip4 is not None:
        return ParsedTarget(url, scheme, str(ip4), port, path, ip4)
    ascii_host = _idna_host(url, host)
    _check_name(url, ascii_host)
    return ParsedTarget(url, scheme, ascii_host, port, path, None)


def _split_host_port(url: str, netloc: str, scheme: str) -> tuple[str, int]:
    default = 443 if scheme == "https" else 80
    if netloc.startswith("["):
        end = netloc.find("]")
        if end < 0:
            raise _refuse(url, "unterminated IPv6 literal '['")
        host, after = netloc[: end + 1], netloc[end + 1 :]
        if after and not after.startswith(":"):
            raise _refuse(url, "unexpected text after the IPv6 literal")
        port_text = after[1:] if after else ""
    else:
        host, _, port_text = netloc.partition(":")
        if ":" in port_text:
            raise _refuse(url, "more than one ':' in the host; bracket IPv6 literals as [::1]")
    if not host:
        raise _refuse(url, "the URL has no host")
    if not port_text:
        return host, default
    if not (port_text.isascii() and port_text.isdigit()) or not 0 < int(port_text) < 65536:
        raise _refuse(url, f"port {port_text!r} is not a number from 1 to 65535")
    return host, int(port_text)


def _parse_ipv6_literal(url: str, bracketed: str) -> ipaddress.IPv6Address:
    inner = unquote(bracketed[1:-1])
    if "%" in inner:
        raise _refuse(url, "IPv6 zone identifiers (fe80::1%25eth0) are not allowed")
    try:
        return ipaddress.IPv6Address(inner)
    except ValueError as exc:
        raise _refuse(url, f"{inner!r} is not a valid IPv6 address") from exc


def _normalise_host(url: str, raw: str) -> str:
    """Percent-decode, UTS-46 map (full-width, case), drop one trailing dot."""
    host = unquote(raw, errors="strict") if "%" in raw else raw
    try:
        host = idna.uts46_remap(unicodedata.normalize("NFKC", host), std3_rules=False, transitional=False)
    except (idna.IDNAError, UnicodeError, ValueError) as exc:
        raise _refuse(url, f"host {raw!r} is not a valid host name") from exc
    host = host.lower()
    host = host.removesuffix(".")
    if not host or host.startswith(".") or host.endswith(".") or ".." in host:
        raise _refuse(url, f"host {raw!r} has empty labels")
    if any(c in host for c in "%/\\@:[]<>^|* \t"):
        raise _refuse(url, f"host {raw!r} contains characters not allowed in a host name")
    return host


def _ipv4_part(part: str) -> int | None:
    if part[:2] in ("0x", "0X"):
        digits = part[2:]
        if digits == "":
            return 0
        return int(digits, 16) if all(c in "0123456789abcdefABCDEF" for c in digits) else None
    if not part.isascii() or not part.isdigit():
        return None
    if len(part) > 1 and part.startswith("0"):
        return int(part, 8) if all(c in "01234567" for c in part) else None
    return int(part)


def _parse_ipv4_forms(url: str, host: str) -> ipaddress.IPv4Address | None:
    """Read a host as IPv4 the way browsers and inet_aton do: 1-4 parts, hex/octal/decimal.

    A host whose last label is numeric IS an address (never a name); if it does not parse
    as one, it is refused rather than handed to a resolver that may read it differently.
    """
    parts = host.split(".")
    last = parts[-1]
    if _ipv4_part(last) is None and not (last.isascii() and last.isdigit()):
        return None
    values = [_ipv4_part(p) for p in parts]
    if len(parts) > 4 or any(v is None for v in values):
        raise _refuse(url, f"host {host!r} looks numeric but is not a valid IPv4 address")
    nums = [v for v in values if v is not None]
    if any(v > 255 for v in nums[:-1]) or nums[-1] >= 256 ** (5 - len(nums)):
        raise _refuse(url, f"host {host!r} is out of range for an IPv4 address")
    value = nums[-1]
    for i, v in enumerate(nums[:-1]):
        value += v << (8 * (3 - i))
    return ipaddress.IPv4Address(value)


def _idna_host(url: str, host: str) -> str:
    try:
        ascii_host = idna.encode(host, uts46=False).decode("ascii")
    except (idna.IDNAError, UnicodeError) as exc:
        # Labels with underscores are legal in DNS but not in IDNA; accept plain ASCII ones.
        if host.isascii() and all(
            0 < len(label) <= 63 and all(c.isalnum() or c in "-_" for c in label) for label in host.split(".")
        ):
            ascii_host = host
        else:
            raise _refuse(url, f"host {host!r} is not a valid domain name ({exc})") from exc
    if len(ascii_host) > 253:
        raise _refuse(url, "the host name is longer than 253 characters")
    return ascii_host.lower()


def _check_name(url: str, host: str) -> None:
    for suffix in BLOCKED_NAME_SUFFIXES:
        if host == suffix or host.endswith("." + suffix):
            shown = "is" if host == suffix else f"ends in '.{suffix}', which makes it"
            raise _refuse(url, f"host {host!r} {shown} a local or internal name")
    if "." not in host:
        # A single label is completed by the local resolver's search domains: an intranet name.
        raise _refuse(url, f"host {host!r} is a single-label (intranet) name; give a fully qualified domain")


def embedded_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """Every IPv4 address an IPv6 address carries: mapped, compatible, NAT64, 6to4, Teredo."""
    out: list[ipaddress.IPv4Address] = []
    if ip.ipv4_mapped is not None:
        out.append(ip.ipv4_mapped)
    value = int(ip)
    if value >> 32 == 0 and value > 1:
        out.append(ipaddress.IPv4Address(value & 0xFFFFFFFF))  # ::a.b.c.d (IPv4-compatible)
    if ip in _NAT64:
        out.append(ipaddress.IPv4Address(value & 0xFFFFFFFF))
    if ip in _SIXTOFOUR and ip.sixtofour is not None:
        out.append(ip.sixtofour)
    if ip in _TEREDO and ip.teredo is not None:
        out.extend(ip.teredo)  # (server, client)
    return out


def address_problem(ip: IPAddress) -> str | None:
    """Why `ip` is not public unicast, or None if it is. Ignores any policy exemption."""
    if ip in _METADATA:
        return f"a metadata endpoint: {_METADATA[ip]}"
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.scope_id:
            return "an IPv6 address with a zone identifier"
        for inner in embedded_ipv4(ip):
            problem = address_problem(inner)
            if problem is not None:
                return f"{problem}, wrapped in IPv6 {ip}"
        if ip in _NAT64:
            # DNS64 networks hand out 64:ff9b::<public IPv4> for every IPv4-only site;
            # the embedded address was just checked, so the gateway route is public.
            return None
        for net, why in BLOCKED_V6:
            if ip in net:
                return why
        if ip not in _GLOBAL_UNICAST_V6:
            return "outside global unicast (2000::/3)"
        if ip.is_private or ip.is_multicast or ip.is_reserved or not ip.is_global:
            return "not globally routable"
        return None
    for net4, why in BLOCKED_V4:
        if ip in net4:
            return why
    if ip == ipaddress.IPv4Address("255.255.255.255"):
        return "broadcast"
    if ip.is_private or ip.is_multicast or ip.is_reserved or not ip.is_global:
        return "not globally routable"
    return None


def check_address(ip: IPAddress, policy: AddressPolicy, url: str = "") -> None:
    """Refuse `ip` unless it is public unicast or exempted by `policy`.

    Raises:
        BlockedURLError: the address is loopback, private, link-local, metadata, ... .
    """
    if policy.exempts(ip):
        return
    problem = address_problem(ip)
    if problem is not None:
        raise _refuse(url or str(ip), f"address {ip} is {problem}; only public addresses are fetched")


def _lookup(resolver: Resolver, host: str, port: int, timeout_s: float) -> Sequence[tuple[Any, ...]]:
    """Run one getaddrinfo-style lookup with a time limit (getaddrinfo itself has none)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["answer"] = resolver(host + ".", port, 0, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        except Exception as exc:  # noqa: BLE001 -- re-raised in the caller's thread below
            box["error"] = exc

    thread = threading.Thread(target=run, name="tdcontext-resolve", daemon=True)
    thread.start()
    thread.join(timeout_s)
    if thread.is_alive():
        raise TimeoutError(f"DNS lookup took longer than {timeout_s:.1f} s")
    if "error" in box:
        raise box["error"]
    answer: Sequence[tuple[Any, ...]] = box["answer"]
    return answer


def resolve(
    host: str,
    port: int,
    policy: AddressPolicy,
    *,
    url: str = "",
    resolver: Resolver | None = None,
    timeout_s: float = 10.0,
) -> tuple[IPAddress, ...]:
    """Look `host` up once and return its addresses, refusing if ANY of them is not public.

    The name is looked up as absolute (trailing dot) so local search domains never apply.

    Raises:
        BlockedURLError: an answer is not public (the whole host is refused).
        FetchError: the lookup failed or returned nothing.
    """
    shown = url or host
    try:
        answers = _lookup(resolver or socket.getaddrinfo, host, port, timeout_s)
    except (OSError, UnicodeError, TimeoutError) as exc:
        raise FetchError(shown, f"could not resolve host {host!r} ({exc}); check the spelling of the host, "
                                "and that this machine is online and can reach its DNS server") from exc
    addresses: list[IPAddress] = []
    for entry in answers:
        sockaddr = entry[4]
        try:
            ip = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        except (ValueError, IndexError, TypeError) as exc:
            raise FetchError(shown, f"the resolver returned an unreadable address {sockaddr!r}") from exc
        if isinstance(ip, ipaddress.IPv6Address) and len(sockaddr) >= 4 and sockaddr[3]:
            raise _refuse(shown, f"host {host!r} resolves to scoped address {sockaddr[0]}%{sockaddr[3]}")
        if ip not in addresses:
            addresses.append(ip)
    if not addresses:
        raise FetchError(shown, f"host {host!r} has no addresses")
    for ip in addresses:
        try:
            check_address(ip, policy, shown)
        except BlockedURLError as exc:
            raise _refuse(shown, f"host {host!r} resolves to {ip}: {exc.reason}") from None
    return tuple(addresses)


PUBLIC_ONLY = AddressPolicy()
