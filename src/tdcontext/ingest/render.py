"""JavaScript rendering with a locally installed headless Chromium, pinned to a validated IP.

A browser is a second route to internal addresses, so it is boxed in four ways:
`--host-resolver-rules` maps the page's host to the IP the guard validated and every other
name to NOTFOUND; every request except those to that host goes to a proxy that does not
exist (`.invalid` resolves nowhere), which also catches IP-literal sub-resources that the
resolver rules never see, with loopback's implicit bypass removed (`<-loopback>`);
WebRTC may not send UDP outside the proxy; background networking, sync, extensions and
component updates are off, in a fresh throw-away profile. The process group is killed at
the time limit.

Invariant: the browser is never started for a host/IP pair that did not pass the guard
(the caller passes the pair `fetch` validated), and its DOM dump is capped like a body.
"""

from __future__ import annotations

import ipaddress
import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Sequence

from tdcontext.errors import FetchError

CHROMIUM_NAMES = ("chromium", "chromium-browser")
DEAD_PROXY = "http://proxy.invalid:9"
_KEEP_ENV = ("PATH", "LANG", "LC_ALL", "TZ")


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
    return dom
