"""The Chromium renderer: the pinned command line (pure), the process handling, the no-browser path."""

from __future__ import annotations

import json
import os
import shutil
import stat
import time
from pathlib import Path

import pytest

from tdcontext.errors import FetchError
from tdcontext.ingest import fetch_page, render
from tdcontext.ingest.render import chromium_command, render_with_chromium
from tests.ingest.ingest_helpers import LOCAL, LocalServer, fixture_bytes


def test_command_pins_the_host_and_maps_everything_else_to_notfound() -> None:
    cmd = chromium_command("/usr/bin/chromium", "https://docs.example.com/p", "docs.example.com", "93.184.216.34", "/tmp/prof")
    assert cmd[0] == "/usr/bin/chromium" and cmd[-1] == "https://docs.example.com/p"
    assert "--headless" in cmd and "--dump-dom" in cmd
    assert "--host-resolver-rules=MAP docs.example.com 93.184.216.34, MAP * ~NOTFOUND" in cmd
    assert "--user-data-dir=/tmp/prof" in cmd
    for flag in ("--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-extensions", "--no-first-run", "--disable-default-apps"):
        assert flag in cmd
    # IP-literal sub-resources bypass the resolver rules: they go to a dead proxy instead
    assert "--proxy-server=http://proxy.invalid:9" in cmd
    assert "--proxy-bypass-list=<-loopback>;docs.example.com" in cmd
    assert "--force-webrtc-ip-handling-policy=disable_non_proxied_udp" in cmd
    assert all(not a.startswith("--remote-debugging") for a in cmd)
    assert "--no-sandbox" not in cmd
    assert "--no-sandbox" in chromium_command("c", "https://a.com/", "a.com", "93.184.216.34", "/p", no_sandbox=True)


def test_command_brackets_ipv6() -> None:
    cmd = chromium_command("chromium", "https://v6.example.com/", "v6.example.com", "2606:2800:220:1::1", "/p")
    assert "--host-resolver-rules=MAP v6.example.com [2606:2800:220:1::1], MAP * ~NOTFOUND" in cmd


@pytest.mark.parametrize("host", ["a.com, MAP * 127.0.0.1", "a.com;b", "", 'a"b'])
def test_command_refuses_hosts_that_would_inject_rules(host: str) -> None:
    with pytest.raises(FetchError, match="cannot be pinned"):
        chromium_command("chromium", "https://a.com/", host, "93.184.216.34", "/p")


def test_no_browser_gives_the_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None)
    assert render.find_chromium() is None
    with pytest.raises(FetchError) as info:
        render_with_chromium("https://a.example.com/", "a.example.com", "93.184.216.34")
    assert info.value.reason == "this page needs JavaScript; install chromium to ingest it"


# What a real Chromium logs for the page it was asked to load (see render.main_frame_urls).
NETLOG_WRITER = (
    "net = next(a.split('=', 1)[1] for a in sys.argv if a.startswith('--log-net-log='))\n"
    "json.dump({'constants': {'logEventTypes': {'URL_REQUEST_START_JOB': 7}}, 'events': [\n"
    "    {'type': 7, 'params': {'url': sys.argv[-1], 'request_type': 'main frame'}}]}, open(net, 'w'))\n"
)


def _fake_browser(tmp_path: Path, script: str) -> str:
    """A stand-in executable: records its argv and environment, then runs `script`."""
    path = tmp_path / "fake-chromium"
    log = tmp_path / "argv.json"
    path.write_text(
        "#!/usr/bin/env python3\n"
        "import json, os, sys, time\n"
        f"json.dump({{'argv': sys.argv, 'env': dict(os.environ)}}, open({str(log)!r}, 'w'))\n"
        + NETLOG_WRITER
        + script
    )
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_render_runs_the_browser_with_a_clean_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://10.0.0.1:3128")
    monkeypatch.setenv("SECRET_TOKEN", "s3cr3t")
    rendered = fixture_bytes("js_rendered.html")
    browser = _fake_browser(tmp_path, f"sys.stdout.buffer.write({rendered!r})\n")
    dom = render_with_chromium("https://g.example.com/x", "g.example.com", "93.184.216.34", binary=browser)
    assert dom == rendered
    record = json.loads((tmp_path / "argv.json").read_text())
    assert "--host-resolver-rules=MAP g.example.com 93.184.216.34, MAP * ~NOTFOUND" in record["argv"]
    profile = next(a.split("=", 1)[1] for a in record["argv"] if a.startswith("--user-data-dir="))
    assert not os.path.exists(profile)  # fresh and thrown away
    assert "HTTPS_PROXY" not in record["env"] and "SECRET_TOKEN" not in record["env"]


def test_render_timeout_kills_the_browser(tmp_path: Path) -> None:
    browser = _fake_browser(tmp_path, "time.sleep(30)\n")
    started = time.monotonic()
    with pytest.raises(FetchError, match="did not finish rendering within 0.5 s"):
        render_with_chromium("https://g.example.com/", "g.example.com", "93.184.216.34", binary=browser, timeout_s=0.5)
    assert time.monotonic() - started < 3


def test_render_failure_and_oversize(tmp_path: Path) -> None:
    failing = _fake_browser(tmp_path, "sys.exit(3)\n")
    with pytest.raises(FetchError, match="exited with status 3"):
        render_with_chromium("https://g.example.com/", "g.example.com", "93.184.216.34", binary=failing)
    big = _fake_browser(tmp_path, "sys.stdout.write('x' * 5000)\n")
    with pytest.raises(FetchError, match="over the 1000-byte limit"):
        render_with_chromium("https://g.example.com/", "g.example.com", "93.184.216.34", binary=big, max_bytes=1000)


def test_fetch_page_renders_js_only_page_pinned_to_the_fetched_ip(server: LocalServer, tmp_path: Path) -> None:
    server.page("/app", fixture_bytes("js_only.html"))
    rendered = fixture_bytes("js_rendered.html")
    browser = _fake_browser(tmp_path, f"sys.stdout.buffer.write({rendered!r})\n")
    page = fetch_page(server.url("/app"), policy=LOCAL, chromium=browser)
    assert page.converter == "chromium+trafilatura" and "RENDEREDCONTENTMARK" in page.markdown
    argv = json.loads((tmp_path / "argv.json").read_text())["argv"]
    assert "--host-resolver-rules=MAP 127.0.0.1 127.0.0.1, MAP * ~NOTFOUND" in argv
    assert argv[-1] == server.url("/app")


def test_fetch_page_without_browser_refuses_js_only_page(server: LocalServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None)
    server.page("/app", fixture_bytes("js_only.html"))
    with pytest.raises(FetchError, match="this page needs JavaScript; install chromium"):
        fetch_page(server.url("/app"), policy=LOCAL)
    with pytest.raises(FetchError, match="needs JavaScript"):
        fetch_page(server.url("/app"), policy=LOCAL, use_browser=False, chromium="/nonexistent/chromium")


@pytest.mark.slow
@pytest.mark.skipif(render.find_chromium() is None,
                    reason="chromium is not installed: security test 'real Chromium renders a local page' did not run")
def test_real_chromium_renders_a_local_page(server: LocalServer) -> None:
    app = (
        b"<html><head><title>Live</title></head><body><div id=root></div><script>"
        b"document.getElementById('root').innerHTML = '<h1>Rendered by script</h1><p>' + "
        b"'The Feedback TOP loops an image back into the network. '.repeat(6) + '</p>';"
        b"</script></body></html>"
    )
    server.page("/live", app)
    page = fetch_page(server.url("/live"), policy=LOCAL)
    assert "Rendered by script" in page.markdown and page.converter.startswith("chromium+")


@pytest.mark.slow
@pytest.mark.skipif(render.find_chromium() is None,
                    reason="chromium is not installed: security test 'Chromium reaches no other address' did not run")
def test_real_chromium_reaches_no_other_address(server: LocalServer) -> None:
    """Sub-resources on an IP literal (127.0.0.2) and on other names are never requested."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    hits: list[str] = []

    class Other(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: object) -> None:
            return

    other = ThreadingHTTPServer(("127.0.0.2", 0), Other)
    threading.Thread(target=other.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    port = other.server_address[1]
    app = (
        f"<html><body><div id=root></div><img src='http://127.0.0.2:{port}/img'>"
        f"<img src='http://localhost:{server.port}/by-name'><link rel=stylesheet href='http://[::1]:{server.port}/v6.css'>"
        f"<script>fetch('http://127.0.0.2:{port}/xhr').catch(() => 0);"
        "document.getElementById('root').innerHTML = '<h1>Rendered</h1><p>' + "
        "'The Feedback TOP loops an image back into the network. '.repeat(6) + '</p>';</script></body></html>"
    ).encode()
    server.page("/app", app)
    try:
        page = fetch_page(server.url("/app"), policy=LOCAL)
    finally:
        other.shutdown()
        other.server_close()
    assert "Rendered" in page.markdown
    assert hits == []
    assert [path for path, _ in server.requests if path not in ("/app", "/favicon.ico")] == []
