"""The SSRF battery: every input is refused before any connection (or DNS lookup) is made."""

from __future__ import annotations

import ipaddress
import json

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.errors import BlockedURLError, FetchError
from tdcontext.ingest import fetch, fetch_page
from tdcontext.ingest.guard import (
    AddressPolicy,
    address_problem,
    check_address,
    check_url,
    embedded_ipv4,
    resolve,
)
from tests.ingest.ingest_helpers import FIXTURES, LOCAL, fake_resolver

# (url, a fragment the refusal reason must contain); shared with bench/bench_ingest.py
BATTERY: list[tuple[str, str]] = [
    (case["url"], case["reason"]) for case in json.loads((FIXTURES / "ssrf_battery.json").read_text())
]


def _guard(url: str) -> None:
    target = check_url(url)
    if target.ip is not None:
        check_address(target.ip, AddressPolicy(), url)


@pytest.mark.parametrize(("url", "why"), BATTERY, ids=[u or "<empty>" for u, _ in BATTERY])
def test_battery_refused_by_guard(url: str, why: str) -> None:
    with pytest.raises(BlockedURLError) as info:
        _guard(url)
    assert why in info.value.reason
    assert info.value.url == url or url == ""
    assert info.value.to_dict()["type"] == "BlockedURLError"


@pytest.mark.parametrize(("url", "why"), BATTERY, ids=[u or "<empty>" for u, _ in BATTERY])
def test_battery_refused_by_fetch_before_any_socket(url: str, why: str, sockets: object) -> None:
    """fetch_page (what the engine calls) refuses with no connect and no DNS lookup at all."""
    with pytest.raises(BlockedURLError) as info:
        fetch_page(url)
    assert why in info.value.reason
    assert sockets.connects == []  # type: ignore[attr-defined]
    assert sockets.lookups == []  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("answers", "why"),
    [
        ([["10.1.2.3"]], "10.1.2.3"),
        ([["192.168.0.7"]], "private"),
        ([["127.0.0.1"]], "loopback"),
        ([["169.254.169.254"]], "metadata"),
        ([["::1"]], "loopback"),
        ([["fd00::5"]], "unique local"),
        ([["::ffff:10.0.0.1"]], "private"),
        ([["93.184.216.34", "10.0.0.1"]], "10.0.0.1"),  # mixed public + private
        ([["2606:2800:220:1::1", "::1"]], "::1"),
    ],
)
def test_hostname_resolving_to_non_public_is_refused(answers: list[list[str]], why: str, sockets: object) -> None:
    resolver = fake_resolver(*answers)
    with pytest.raises(BlockedURLError) as info:
        fetch("http://docs.example.com/page", resolver=resolver)
    assert why in info.value.reason
    assert resolver.calls == ["docs.example.com."]  # type: ignore[attr-defined]
    assert sockets.connects == []  # type: ignore[attr-defined]


def test_rebinding_resolves_once_and_connects_to_the_validated_ip() -> None:
    """Public on the first lookup, private on the second: the second lookup never happens."""
    resolver = fake_resolver(["93.184.216.34"], ["127.0.0.1"])
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, headers={"content-type": "text/plain"}, content=b"hello from the public host")

    page = fetch("https://docs.example.com/a", resolver=resolver, transport=httpx.MockTransport(handler))
    assert resolver.calls == ["docs.example.com."]  # type: ignore[attr-defined]
    assert len(seen) == 1
    assert seen[0].url.host == "93.184.216.34"
    assert seen[0].headers["host"] == "docs.example.com"
    assert seen[0].extensions["sni_hostname"] == "docs.example.com"
    assert page.address == "93.184.216.34"
    assert page.final_url == "https://docs.example.com/a"


def test_rebinding_on_a_redirect_hop_is_refused() -> None:
    """Every hop re-resolves and re-checks: the rebound private answer is refused."""
    resolver = fake_resolver(["93.184.216.34"], ["10.0.0.8"])

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(302, headers={"location": "/next"})

    with pytest.raises(BlockedURLError) as info:
        fetch("http://docs.example.com/a", resolver=resolver, transport=httpx.MockTransport(handler))
    assert "redirect 1" in info.value.reason and "10.0.0.8" in info.value.reason
    assert resolver.calls == ["docs.example.com.", "docs.example.com."]  # type: ignore[attr-defined]


def test_resolver_failure_is_a_fetch_error() -> None:
    def broken(*args: object) -> list[tuple[object, ...]]:
        raise OSError(-2, "Name or service not known")

    with pytest.raises(FetchError, match="could not resolve"):
        resolve("nope.example.com", 80, AddressPolicy(), resolver=broken)


def test_loopback_exemption_is_exact_and_only_in_code(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("TDCONTEXT_ALLOW_LOOPBACK", "TDCONTEXT_ALLOW_PRIVATE", "TDCONTEXT_INGEST_POLICY"):
        monkeypatch.setenv(name, "1")
    with pytest.raises(BlockedURLError):
        check_address(ipaddress.ip_address("127.0.0.1"), AddressPolicy())
    check_address(ipaddress.ip_address("127.0.0.1"), LOCAL)
    for other in ("127.0.0.2", "10.0.0.1", "::1", "169.254.169.254"):
        with pytest.raises(BlockedURLError):
            check_address(ipaddress.ip_address(other), LOCAL)


@pytest.mark.parametrize(
    "ip",
    ["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "64:ff9b::808:808", "2002:808:808::1"],
)
def test_public_addresses_pass(ip: str) -> None:
    assert address_problem(ipaddress.ip_address(ip)) is None


@pytest.mark.parametrize(
    ("url", "host", "port", "path"),
    [
        ("http://Example.COM./a?b=1#frag", "example.com", 80, "/a?b=1"),
        ("https://b\u00fccher.de/x", "xn--bcher-kva.de", 443, "/x"),
        ("https://docs.example.com:8443", "docs.example.com", 8443, "/"),
        ("http://my_host.example.com/", "my_host.example.com", 80, "/"),
        ("HTTP://EXAMPLE.com?q", "example.com", 80, "/?q"),
    ],
)
def test_check_url_normalises(url: str, host: str, port: int, path: str) -> None:
    target = check_url(url)
    assert (target.host, target.port, target.path, target.ip) == (host, port, path, None)


_BLOCKED_V4 = [
    "127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16",
    "100.64.0.0/10", "0.0.0.0/8", "224.0.0.0/4", "240.0.0.0/4",
]


@st.composite
def _blocked_v4(draw: st.DrawFn) -> ipaddress.IPv4Address:
    net = ipaddress.ip_network(draw(st.sampled_from(_BLOCKED_V4)))
    offset = draw(st.integers(0, net.num_addresses - 1))
    return ipaddress.IPv4Address(int(net.network_address) + offset)


@settings(max_examples=300, deadline=None)
@given(ip4=_blocked_v4(), wrapper=st.sampled_from(["plain", "mapped", "compat", "nat64", "6to4", "teredo"]))
def test_every_wrapping_of_a_blocked_ipv4_is_refused(ip4: ipaddress.IPv4Address, wrapper: str) -> None:
    value = int(ip4)
    wrapped: ipaddress.IPv4Address | ipaddress.IPv6Address = {
        "plain": ip4,
        "mapped": ipaddress.IPv6Address((0xFFFF << 32) | value),
        "compat": ipaddress.IPv6Address(value),
        "nat64": ipaddress.IPv6Address((0x64FF9B << 96) | value),
        "6to4": ipaddress.IPv6Address((0x2002 << 112) | (value << 80) | 1),
        "teredo": ipaddress.IPv6Address((0x20010000 << 96) | (value ^ 0xFFFFFFFF)),
    }[wrapper]
    assert address_problem(wrapped) is not None
    if isinstance(wrapped, ipaddress.IPv6Address) and (wrapper != "compat" or value > 1):
        assert ip4 in embedded_ipv4(wrapped)


@settings(max_examples=300, deadline=None)
@given(value=st.integers(0, 2**32 - 1), form=st.sampled_from(["int", "hex", "octal", "dotted-hex", "two-part"]))
def test_numeric_host_forms_parse_like_a_resolver(value: int, form: str) -> None:
    ip = ipaddress.IPv4Address(value)
    a, b, c, d = ip.packed
    host = {
        "int": str(value),
        "hex": hex(value),
        "octal": "0" + format(value, "o") if value else "0",
        "dotted-hex": f"{a:#x}.{b:#x}.{c:#x}.{d:#x}",
        "two-part": f"{a}.{value & 0xFFFFFF}",
    }[form]
    assert check_url(f"http://{host}/").ip == ip


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=80))
def test_check_url_only_ever_raises_blocked(text: str) -> None:
    try:
        check_url(text)
    except BlockedURLError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=30))
def test_check_url_on_arbitrary_hosts_only_ever_raises_blocked(host: str) -> None:
    try:
        target = check_url(f"http://{host}/")
    except BlockedURLError:
        return
    assert target.host == target.host.lower()
    assert target.host.isascii()
