"""JavaScript rendering with a locally installed headless Chromium, pinned to a validated IP.

A browser is a second route to internal addresses, so it is boxed in four ways:
`--host-resolver-rules` maps the page's host to the IP the guard validated and every other
name to NOTFOUND; every request except those to that host goes to a proxy that does not
exist (`.invalid` resolves nowhere), which also catches IP-literal sub-resources that the
resolver rules never see, with loopback's implicit bypass removed (`<-loopback>`);
WebRTC may not send UDP outside the proxy; background networking, sync, extensions and
component updates are off, in a fresh throw-away profile. The process group is killed at
the time limit.

A render is also only accepted when it is the page that was asked for: the browser writes
a NetLog of its requests (URLs and request types only), and every main-frame request in it
must be for the requested URL, so a page whose script navigates elsewhere (another path,
another host, a blocked private address) fails instead of being stored under the wrong
URL. Chromium's own error page ("No internet", "This site can't be reached") is recognised
by its markup and fails too.

Invariant: the browser is never started for a host/IP pair that did not pass the guard
(the caller passes the pair `fetch` validated), its DOM dump is capped like a body, and a
DOM is returned only for the requested document, never for an error page.
"""

from __future__ import annotations

import ipaddress
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Sequence

from tdcontext.errors import FetchError

CHROMIUM_NAMES = ("chromium", "chromium-browser")
DEAD_PROXY = "http://proxy.invalid:9"
_KEEP_ENV = ("PATH", "LANG", "LC_ALL", "TZ")
NETLOG_NAME = "netlog.json"
MAX_NETLOG_BYTES = 64 * 1024 * 1024
# Chromium's network error page: <body class="neterror"> with <div id="main-frame-error">.
_ERROR_PAGE = re.compile(
    rb"""<body[^>]*\bclass=["'][^"']*\bneterror\b|id=["']main-frame-error["']|chrome-error://chromewebdata""",
    re.IGNORECASE,
)


def is_error_page(dom: bytes) -> bool:
    """True if `dom` is Chromium's own network-error page rather than a site's document."""
    return _ERROR_PAGE.search(dom[:4_000_000]) is not None


def _same_document(a: str, b: str) -> bool:
    from tdcontext.errors import BlockedURLError
    from tdcontext.ingest.guard import check_url  # the same normalisation as the fetch

    try:
        return check_url(a).normalized_url == check_url(b).normalized_url
    except BlockedURLError:
        return False


def main_frame_urls(netlog_path: str, url: str) -> list[str]:
    """The URLs of every main-frame request in a Chromium NetLog file, in order.

    Raises:
        FetchError: the log is missing, too large or unreadable (the render cannot be trusted).
    """
    try:
        size = os.path.getsize(netlog_path)
        if size > MAX_NETLOG_BYTES:
            raise FetchError(url, "chromium's request log is too large to check; the render was discarded")
        with open(netlog_path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise FetchError(url, "chromium wrote no request log, so the rendered document cannot be checked") from exc
    try:
        log = json.loads(raw)
    except ValueError:
        try:  # a log cut short by the exit: close the event list
            log = json.loads(raw.rstrip().rstrip(b",") + b"]}")
        except ValueError as exc:
            raise FetchError(url, "chromium's request log is unreadable; the render was discarded") from exc
    try:
        types = {value: name for name, value in log["constants"]["logEventTypes"].items()}
        urls = []
        for event in log.get("events", []):
            params = event.get("params") or {}
            if types.get(event.get("type")) == "URL_REQUEST_START_JOB" and params.get("request_type") == "main frame":
                urls.append(str(params.get("url", "")))
    except (KeyError, TypeError, AttributeError) as exc:
        raise FetchError(url, "chromium's request log has an unexpected shape; the render was discarded") from exc
    return urls


def check_rendered(dom: bytes, url: str, netlog_path: str) -> None:
    """Refuse a render that is an error page or not the requested document.

    Raises:
        FetchError: Chromium showed its error page, or the page navigated to another URL.
    """
    if is_error_page(dom):
        raise FetchError(url, "chromium showed its error page instead of the document (the page or a "
                              "navigation it started could not be loaded); nothing was stored")
    frames = main_frame_urls(netlog_path, url)
    if not frames:
        raise FetchError(url, "chromium's request log shows no request for the page; the render was discarded")
    moved = [u for u in frames if not _same_document(u, url)]
    if moved:
        raise FetchError(url, f"the page navigated away to {moved[-1][:200]!r} while rendering; "
                              "only the requested document is stored")


def find_chromium() -> str | None:
    """The path of a Chromium binary on PATH, or None."""
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def _map_target(ip: str) -> str:
    parsed = ipaddress.ip_address(ip)
    return f"[{parsed}]" if parsed.version == 6 else str(parsed)


def chromium_command(
    binary: str,
    url: str,
    host: str,
    address: str,
    user_data_dir: str,
    *,
    virtual_time_ms: int = 5000,
    no_sandbox: bool = False,
) -> list[str]:
    """The full command line that renders `url` with `host` pinned to `address` (pure).

    `no_sandbox` is needed only when running as root, where Chromium refuses to start
    with its sandbox; everyone else keeps it.
    """
    if any(c in host for c in ", ;\"'") or not host:
        raise FetchError(url, f"host {host!r} cannot be pinned in the browser")
    rules = f"MAP {host} {_map_target(address)}, MAP * ~NOTFOUND"
    sandbox = ["--no-sandbox"] if no_sandbox else []
    return [
        binary,
        "--headless",
        "--dump-dom",
        f"--host-resolver-rules={rules}",
        f"--proxy-server={DEAD_PROXY}",
        f"--proxy-bypass-list=<-loopback>;{host}",
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
        f"--user-data-dir={user_data_dir}",
        "--no-first-run",
        "--no-default-browser-check",
        "--no-pings",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-default-apps",
        "--disable-domain-reliability",
        "--disable-extensions",
        "--disable-sync",
        "--disable-breakpad",
        "--disable-client-side-phishing-detection",
        "--metrics-recording-only",
        "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,InterestFeedContentSuggestions",
        "--disable-gpu",
        "--mute-audio",
        *sandbox,
        f"--virtual-time-budget={virtual_time_ms}",
        f"--log-net-log={os.path.join(user_data_dir, NETLOG_NAME)}",
        "--net-log-capture-mode=Default",
        url,
    ]


def _running_as_root() -> bool:
    geteuid = getattr(os, "geteuid", None)
    return geteuid is not None and geteuid() == 0


def _scrubbed_env(profile: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k in _KEEP_ENV}
    env["HOME"] = profile  # no proxy variables, no desktop settings leak in
    return env


def render_with_chromium(
    url: str,
    host: str,
    address: str,
    *,
    timeout_s: float = 30.0,
    max_bytes: int = 5 * 1024 * 1024,
    binary: str | None = None,
    extra_args: Sequence[str] = (),
) -> bytes:
    """Render `url` headless and return the DOM as UTF-8 bytes.

    Raises:
        FetchError: no Chromium, it failed, timed out, printed nothing or too much.
    """
    chromium = binary or find_chromium()
    if chromium is None:
        raise FetchError(url, "this page needs JavaScript; install chromium to ingest it")
    with tempfile.TemporaryDirectory(prefix="tdcontext-chromium-") as profile:
        command = chromium_command(chromium, url, host, address, profile, no_sandbox=_running_as_root())
        if extra_args:
            command = command[:-1] + list(extra_args) + command[-1:]
        out_path = os.path.join(profile, "dom.html")
        with open(out_path, "wb") as out:
            try:
                proc = subprocess.Popen(
                    command,
                    stdout=out,
                    stderr=subprocess.DEVNULL,
                    stdin=subprocess.DEVNULL,
                    env=_scrubbed_env(profile),
                    start_new_session=True,
                )
            except OSError as exc:
                raise FetchError(url, f"could not start chromium at {chromium!r} ({exc})") from exc
            try:
                code = proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                code = None
            finally:
                # The browser leaves zygote/renderer children: end the whole group we started.
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
                proc.wait()
        if code is None:
            raise FetchError(url, f"chromium did not finish rendering within {timeout_s:g} s")
        size = os.path.getsize(out_path)
        if size > max_bytes:
            raise FetchError(url, f"the rendered page is {size} bytes, over the {max_bytes}-byte limit")
        with open(out_path, "rb") as dumped:
            dom = dumped.read()
        if code != 0 or not dom.strip():
            raise FetchError(url, f"chromium exited with status {code} and {len(dom)} bytes of DOM")
        check_rendered(dom, url, os.path.join(profile, NETLOG_NAME))
    return dom
