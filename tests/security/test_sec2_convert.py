"""Issue 10 findings 14, 16, 17 and 20 (content part): PDF limits, type lies, Chromium error pages
and navigations, hidden text.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tdcontext.errors import FetchError
from tdcontext.ingest import fetch_page, render
from tdcontext.ingest.convert import to_markdown
from tdcontext.ingest.render import render_with_chromium
from tests.ingest.conftest import server  # noqa: F401 -- fixture
from tests.ingest.ingest_helpers import LOCAL, LocalServer
from tests.security.sec2_pdf import pdf_with_stream

pypdf = pytest.importorskip("pypdf")


@pytest.fixture(scope="module")
def slow_pdf() -> bytes:
    """About 30 KB that inflates to 21 MB of text operators: minutes of pypdf CPU."""
    return pdf_with_stream(b"BT /F1 1 Tf " + b"(x) Tj " * 3_000_000 + b" ET")


def test_pdf_conversion_is_cut_at_the_time_left(slow_pdf: bytes) -> None:
    assert len(slow_pdf) < 64_000
    started = time.monotonic()
    with pytest.raises(FetchError, match="PDF"):
        to_markdown(slow_pdf, "application/pdf", "https://e.example.com/bomb.pdf", time_left=lambda: 1.5)
    assert time.monotonic() - started < 4


def test_pdf_conversion_has_a_cpu_limit(slow_pdf: bytes) -> None:
    from tdcontext.ingest.pdfworker import extract_pdf

    started = time.monotonic()
    with pytest.raises(FetchError, match="CPU"):
        extract_pdf(slow_pdf, "https://e.example.com/bomb.pdf", timeout_s=30, cpu_s=1)
    assert time.monotonic() - started < 8


def test_pdf_inside_fetch_page_shares_the_fetch_deadline(server: LocalServer, slow_pdf: bytes) -> None:  # noqa: F811
    server.page("/bomb.pdf", slow_pdf, content_type="application/pdf")
    started = time.monotonic()
    with pytest.raises(FetchError):
        fetch_page(server.url("/bomb.pdf"), policy=LOCAL, deadline_s=2.0)
    assert time.monotonic() - started < 4.5


@pytest.mark.parametrize("pages,limit", [(3, 2000), (5, 999), (1, 50)])
def test_extracted_pdf_text_is_capped(pages: int, limit: int) -> None:
    from tdcontext.ingest.pdfworker import extract_pdf

    pdf = pdf_with_stream(b"BT /F1 12 Tf 72 720 Td (" + b"word " * 300 + b") Tj ET", pages=pages)
    got = extract_pdf(pdf, "https://e.example.com/a.pdf", timeout_s=20, max_chars=limit)
    assert got.truncated and sum(len(t) for t in got.texts) <= limit


def test_a_normal_pdf_still_converts() -> None:
    pdf = pdf_with_stream(b"BT /F1 12 Tf 72 720 Td (The Noise TOP generates noise) Tj ET")
    page = to_markdown(pdf, "application/pdf", "https://e.example.com/n.pdf")
    assert "Noise TOP" in page.markdown and page.converter == "pypdf"


# ------------------------------------------------------------------ type lies (16)

ACTIVE = [b"<script>", b"alert(", b"onerror", b"onload", b"<iframe", b"javascript:", b"<object", b"srcdoc"]
FILLER = b"The Feedback TOP loops an image back into the network. " * 8

TYPE_LIES = [
    ("text/plain", b"<!DOCTYPE html><html><body><script>alert(1)</script><p>" + FILLER
     + b"<img src=x onerror=alert(1)></p><iframe src='https://evil.example.com'></iframe></body></html>"),
    ("text/markdown", b"<html><head><title>t</title></head><body onload='steal()'><p>" + FILLER + b"</p></body></html>"),
    ("text/plain", b"\xef\xbb\xbf  \n<HTML><BODY><p>" + FILLER + b"<a href='javascript:alert(1)'>x</a></p></BODY></HTML>"),
    ("text/x-markdown", b"<div><p>" + FILLER + b"</p><object data='x.swf'></object><script src=//e></script></div>"),
    ("text/plain", b"<!-- c --><p>" + FILLER + b"<svg onload=alert(1)></svg></p>"),
    ("text/markdown", b"# Notes\n\n" + FILLER + b"\n\n<img src=x onerror=\"alert(1)\">\n<script>alert(1)</script>\n"
     b"<iframe srcdoc='<script>alert(1)</script>'></iframe>\n[click](javascript:alert(1))\n"),
    ("text/markdown", b"# Notes\n\n" + FILLER + b"\n<details ontoggle=alert(1) open>x</details>\n<SCRIPT>\nalert(1)\n"),
    ("text/plain", b"Plain notes. " + FILLER + b"\n<a href=\"javascript:alert(1)\" onclick=\"x()\">link</a>\n"
     b"<script>alert(1)</script> end"),
]


@pytest.mark.parametrize("media,body", TYPE_LIES)
def test_active_content_never_survives_a_type_lie(media: str, body: bytes) -> None:
    page = to_markdown(body, media, "https://e.example.com/page")
    out = page.markdown.encode().lower()
    for needle in ACTIVE:
        assert needle.lower() not in out, (needle, page.markdown)
    assert b"feedback top" in out


def test_code_in_markdown_is_kept_verbatim() -> None:
    body = b"# Web notes\n\n```html\n<script>example()</script>\n```\n\nInline `<b onclick=x>` stays.\n"
    page = to_markdown(body, "text/markdown", "https://e.example.com/n.md")
    assert "<script>example()</script>" in page.markdown and "`<b onclick=x>`" in page.markdown


def test_plain_text_with_angle_brackets_is_not_mangled() -> None:
    body = b"std::vector<int> v; if (a < b && c > d) return;\n"
    assert to_markdown(body, "text/plain", "https://e.example.com/c.txt").markdown.strip() == body.decode().strip()


# ------------------------------------------------------------------ hidden text (20)

HIDDEN = [
    "<p hidden>SECRETHIDDEN</p>",
    "<span style='font-size:0'>SECRETHIDDEN</span>",
    "<span style='font-size: 0px !important'>SECRETHIDDEN</span>",
    "<span style='FONT-SIZE:0.0em'>SECRETHIDDEN</span>",
    "<div style='display:none'>SECRETHIDDEN</div>",
    "<div style='display : none'>SECRETHIDDEN</div>",
    "<div style='visibility:hidden'>SECRETHIDDEN</div>",
    "<div style='opacity:0'>SECRETHIDDEN</div>",
    "<div aria-hidden='true'>SECRETHIDDEN</div>",
    "<span style='font:0/0 a'>SECRETHIDDEN</span>",
    "<div style='height:0;overflow:hidden'>SECRETHIDDEN</div>",
    "<section hidden=''><p>SECRETHIDDEN</p></section>",
]


@pytest.mark.parametrize("snippet", HIDDEN)
def test_hidden_text_is_dropped(snippet: str) -> None:
    html = (f"<html><head><title>Docs</title></head><body><main><h1>Feedback TOP</h1><p>{FILLER.decode()}</p>"
            f"{snippet}<p>{FILLER.decode()}</p></main></body></html>").encode()
    page = to_markdown(html, "text/html", "https://e.example.com/doc")
    assert "SECRETHIDDEN" not in page.markdown and "Feedback TOP" in page.markdown


@pytest.mark.parametrize("style", ["font-size:10px", "opacity:0.5", "display:block", "color:red"])
def test_visible_styles_are_kept(style: str) -> None:
    html = (f"<html><body><main><h1>Feedback TOP</h1><p>{FILLER.decode()}</p><p style='{style}'>VISIBLEMARK "
            f"{FILLER.decode()}</p></main></body></html>").encode()
    assert "VISIBLEMARK" in to_markdown(html, "text/html", "https://e.example.com/doc").markdown


# ------------------------------------------------------------------ Chromium error pages (17)


def _browser(tmp_path: Path, dom: bytes, frames: list[str] | None) -> str:
    """A stand-in Chromium: prints `dom` and logs main-frame requests for `frames` (None: the asked URL)."""
    path = tmp_path / "chromium"
    path.write_text(
        "#!/usr/bin/env python3\nimport json, sys\n"
        "net = next((a.split('=', 1)[1] for a in sys.argv if a.startswith('--log-net-log=')), None)\n"
        f"frames = {frames!r}\n"
        "frames = [sys.argv[-1]] if frames is None else frames\n"
        "events = [{'type': 7, 'params': {'url': u, 'request_type': 'main frame'}} for u in frames]\n"
        "if net:\n"
        "    json.dump({'constants': {'logEventTypes': {'URL_REQUEST_START_JOB': 7}}, 'events': events}, open(net, 'w'))\n"
        f"sys.stdout.buffer.write({dom!r})\n"
    )
    path.chmod(0o755)
    return str(path)


NETERROR_PAGES = [
    (b'<html dir="ltr"><head><title>10.1.2.3</title></head><body class="neterror"><div id="main-frame-error">'
    b"<h1>No internet</h1><p>Try checking the proxy server</p></div></body></html>"),
    b"<html><body class='offline neterror'><div>This site can't be reached</div></body></html>",
    b"<html><body><div id='main-frame-error' class='interstitial-wrapper'>ERR_PROXY_CONNECTION_FAILED</div></body></html>",
]


@pytest.mark.parametrize("dom", NETERROR_PAGES)
def test_chromium_error_page_is_a_failed_render(tmp_path: Path, dom: bytes) -> None:
    with pytest.raises(FetchError, match="error page"):
        render_with_chromium("https://g.example.com/app", "g.example.com", "93.184.216.34", binary=_browser(tmp_path, dom, None))


@pytest.mark.parametrize("frames", [
    ["https://g.example.com/app", "https://g.example.com/login"],
    ["https://g.example.com/app", "http://10.0.0.1/"],
    ["https://g.example.com/app", "https://other.example.com/app"],
    ["https://g.example.com/app?x=1"],
    [],
])
def test_a_changed_document_url_is_a_failed_render(tmp_path: Path, frames: list[str]) -> None:
    dom = b"<html><body><h1>Something else</h1><p>" + FILLER + b"</p></body></html>"
    browser = _browser(tmp_path, dom, frames)  # [] = no main-frame request logged at all
    with pytest.raises(FetchError):
        render_with_chromium("https://g.example.com/app", "g.example.com", "93.184.216.34", binary=browser)


def test_the_requested_document_still_renders(tmp_path: Path) -> None:
    dom = b"<html><body><h1>Rendered</h1><p>" + FILLER + b"</p></body></html>"
    for frames in (None, ["https://G.example.com:443/app#top"]):
        got = render_with_chromium("https://g.example.com/app", "g.example.com", "93.184.216.34",
                                   binary=_browser(tmp_path, dom, frames))
        assert got == dom


def test_a_missing_request_log_is_a_failed_render(tmp_path: Path) -> None:
    path = tmp_path / "chromium"
    path.write_text("#!/usr/bin/env python3\nimport sys\nsys.stdout.write('<html><body>x</body></html>')\n")
    path.chmod(0o755)
    with pytest.raises(FetchError, match="request log"):
        render_with_chromium("https://g.example.com/", "g.example.com", "93.184.216.34", binary=str(path))


@pytest.mark.slow
@pytest.mark.skipif(render.find_chromium() is None, reason="chromium is not installed")
@pytest.mark.parametrize("script,why", [
    ("location = 'http://10.1.2.3/'", "error page"),
    ("location = '/elsewhere'", "navigated away"),
    ("setTimeout(() => { location.href = 'http://169.254.169.254/latest/' }, 50)", "error page"),
])
def test_real_chromium_navigation_is_a_failed_render(server: LocalServer, script: str, why: str) -> None:  # noqa: F811
    server.page("/app", f"<html><body><div id=root></div><script>{script}</script></body></html>".encode())
    server.page("/elsewhere", b"<html><body><h1>Elsewhere</h1><p>" + FILLER + b"</p></body></html>")
    with pytest.raises(FetchError, match=why):
        fetch_page(server.url("/app"), policy=LOCAL)
