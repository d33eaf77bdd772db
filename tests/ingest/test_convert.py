"""Conversion on realistic fixtures: main content and code/tables kept, boilerplate gone."""

from __future__ import annotations

import json
import sys

import pytest

from tdcontext.errors import FetchError
from tdcontext.ingest import convert
from tdcontext.ingest.convert import to_markdown
from tests.ingest.ingest_helpers import FIXTURES, fixture_bytes

MARKERS: dict[str, dict[str, object]] = json.loads((FIXTURES / "markers.json").read_text())
PAGES = ["td_docs.html", "blog_post.html", "js_rendered.html"]


@pytest.mark.parametrize("name", PAGES)
def test_fixture_keeps_content_and_drops_boilerplate(name: str) -> None:
    spec = MARKERS[name]
    page = to_markdown(fixture_bytes(name), "text/html", str(spec["url"]))
    missing = [m for m in spec["content"] if m not in page.markdown]  # type: ignore[attr-defined]
    leaked = [m for m in spec["boilerplate"] if m in page.markdown]  # type: ignore[attr-defined]
    assert missing == [] and leaked == []
    assert page.title == spec["title"]
    assert page.converter == "trafilatura"


def test_docs_page_keeps_code_fences_table_and_absolute_links() -> None:
    page = to_markdown(fixture_bytes("td_docs.html"), "text/html", "https://docs.example.com/operators/noiseTOP.html")
    md = page.markdown
    assert md.count("```") == 4  # two fenced blocks
    assert "```\nn = parent().create(noiseTOP, 'noise1')\n" in md
    assert "| Parameter | Python name | Default | Description |" in md
    assert "|---|---|---|---|" in md
    assert md.count("\n| ") >= 7  # header + 6 parameter rows
    # relative links resolve against the page's folder, not the site root
    assert "(https://docs.example.com/operators/analyzeTOP.html)" in md
    assert "(https://docs.example.com/python/td/OP_Class.html)" in md
    assert "](noiseCHOP.html)" not in md and "(/" not in md


def test_blog_post_honours_base_href_and_fences_a_one_line_block() -> None:
    page = to_markdown(fixture_bytes("blog_post.html"), "text/html; charset=utf-8", "https://mirror.example.net/post?id=7")
    assert "(https://blog.example.org/2025/03/files/particles.toe)" in page.markdown
    assert "```\nop('analyze_bass')['chan1'] * 500" in page.markdown


def test_js_only_page_without_a_browser_is_refused_clearly() -> None:
    with pytest.raises(FetchError) as info:
        to_markdown(fixture_bytes("js_only.html"), "text/html", "https://gallery.example.com/gallery")
    assert info.value.reason == "this page needs JavaScript; install chromium to ingest it"


def test_js_only_page_is_rendered_through_the_callback() -> None:
    calls: list[int] = []

    def render() -> bytes:
        calls.append(1)
        return fixture_bytes("js_rendered.html")

    page = to_markdown(fixture_bytes("js_only.html"), "text/html", "https://gallery.example.com/gallery", render=render)
    assert calls == [1]
    assert page.converter == "chromium+trafilatura"
    assert "RENDEREDCONTENTMARK" in page.markdown and "NOSCRIPTMARK" not in page.markdown


def test_rendered_page_still_empty_is_refused() -> None:
    with pytest.raises(FetchError, match="almost no readable text"):
        to_markdown(fixture_bytes("js_only.html"), "text/html", "https://g.example.com/", render=lambda: fixture_bytes("js_only.html"))


def test_noscript_text_does_not_count_as_content() -> None:
    """The emptiness check runs after <noscript> is stripped (about 46 chars otherwise)."""
    html = b"<html><body><noscript>You need to enable JavaScript to run this app.</noscript><div id=app></div><script src=/a.js></script></body></html>"
    with pytest.raises(FetchError, match="needs JavaScript"):
        to_markdown(html, "text/html", "https://spa.example.com/")


def test_empty_page_without_scripts_is_refused_not_stored() -> None:
    with pytest.raises(FetchError, match="almost no readable text"):
        to_markdown(b"<html><body><p>Hi.</p></body></html>", "text/html", "https://e.example.com/")


def test_fallback_converter_when_the_extractor_returns_too_little(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(convert, "_trafilatura", lambda html, url: "")
    page = to_markdown(fixture_bytes("td_docs.html"), "text/html", "https://docs.example.com/operators/noiseTOP.html")
    assert page.converter == "markdownify"
    for marker in ("CONTENTINTROMARK", "PARAMTABLEMARK", "n.par.period = 2.5"):
        assert marker in page.markdown
    for marker in ("NAVTOPMARK", "SIDEBARMARK", "FOOTERMARK", "TRACKINGSECRETMARK", "IFRAMEMARK"):
        assert marker not in page.markdown


def test_fallback_on_a_link_list_page() -> None:
    """A reference index that is mostly a list of links: whichever converter, the list survives."""
    items = "".join(f'<li><a href="op{i}.html">Operator number {i} reference</a></li>' for i in range(60))
    html = f"<html><head><title>Index</title></head><body><main><h1>All operators</h1><ul>{items}</ul></main></body></html>"
    page = to_markdown(html.encode(), "text/html", "https://docs.example.com/ops/index.html")
    assert "Operator number 59 reference" in page.markdown
    assert "https://docs.example.com/ops/op3.html" in page.markdown


def test_unsafe_links_and_handlers_are_removed() -> None:
    body = ("<p>" + "Real content about the Feedback TOP and its uses in networks. " * 6 + "</p>")
    html = f'<html><body><article>{body}<p><a href="javascript:steal()">click</a> <a href="data:text/html,x">d</a> <img src=x onerror="alert(1)"></p></article></body></html>'
    page = to_markdown(html.encode(), "text/html", "https://e.example.com/")
    assert "javascript:" not in page.markdown and "data:" not in page.markdown and "onerror" not in page.markdown


def test_title_falls_back_to_first_heading() -> None:
    body = "<p>" + "Text about GLSL shaders in TouchDesigner, uniforms and samplers. " * 6 + "</p>"
    html = f"<html><body><article><h1>GLSL TOP tips</h1>{body}</article></body></html>"
    assert to_markdown(html.encode(), "text/html", "https://e.example.com/x").title == "GLSL TOP tips"


def test_charset_from_header_and_meta() -> None:
    text = "Über die Rückkopplung im Feedback TOP: " + "Bildschleifen erzeugen Spuren und Echos. " * 6
    latin = f"<html><body><article><p>{text}</p></article></body></html>".encode("latin-1")
    assert "Über die Rückkopplung" in to_markdown(latin, "text/html", "https://e.example.com/", charset="iso-8859-1").markdown
    meta = f'<html><head><meta charset="iso-8859-1"></head><body><article><p>{text}</p></article></body></html>'.encode("latin-1")
    assert "Über die Rückkopplung" in to_markdown(meta, "text/html", "https://e.example.com/").markdown


def test_plain_text_and_markdown_pass_through() -> None:
    md = b"# CHOP basics\r\n\r\nChannels carry numbers.\r\n\r\n\r\n\r\n```python\nop('x')\n```\n"
    page = to_markdown(md, "text/markdown", "https://e.example.com/chop.md")
    assert page.title == "CHOP basics" and page.converter == "markdown" and page.content_type == "text/markdown"
    assert page.markdown == "# CHOP basics\n\nChannels carry numbers.\n\n```python\nop('x')\n```\n"
    txt = to_markdown(b"Operator notes\nline two\n", "text/plain", "https://e.example.com/notes.txt")
    assert txt.title == "Operator notes" and txt.markdown == "Operator notes\nline two\n"


def test_empty_text_is_refused() -> None:
    with pytest.raises(FetchError, match="no readable text"):
        to_markdown(b"  \n\n ", "text/plain", "https://e.example.com/empty.txt")


@pytest.mark.parametrize("media", ["application/zip", "image/png", "application/octet-stream", "application/json"])
def test_other_types_are_refused_by_name(media: str) -> None:
    with pytest.raises(FetchError) as info:
        to_markdown(b"\x89PNG....", media, "https://e.example.com/f")
    assert repr(media) in info.value.reason


def test_missing_content_type_is_sniffed() -> None:
    html = b"<!DOCTYPE html><html><body><article><p>" + b"Sniffed page text about the Switch TOP. " * 6 + b"</p></article></body></html>"
    assert "Switch TOP" in to_markdown(html, "", "https://e.example.com/").markdown
    with pytest.raises(FetchError, match="no Content-Type"):
        to_markdown(b"\x00\x01binary", "", "https://e.example.com/")


def _tiny_pdf(text: str, title: str) -> bytes:
    """A minimal one-page PDF with one line of Helvetica text and an Info title."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Title ({title}) >>".encode(),
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def test_pdf_is_converted_with_pypdf() -> None:
    pytest.importorskip("pypdf")
    page = to_markdown(_tiny_pdf("Noise TOP reference in PDF form", "Noise TOP PDF"), "application/pdf", "https://e.example.com/n.pdf")
    assert "Noise TOP reference in PDF form" in page.markdown
    assert page.title == "Noise TOP PDF" and page.converter == "pypdf" and page.content_type == "application/pdf"


def test_broken_pdf_is_a_fetch_error() -> None:
    pytest.importorskip("pypdf")
    with pytest.raises(FetchError, match="PDF"):
        to_markdown(b"%PDF-1.4\nnot really a pdf", "application/pdf", "https://e.example.com/b.pdf")


def test_pdf_without_the_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pypdf", None)
    with pytest.raises(FetchError, match=r"install tdcontext\[pdf\]"):
        to_markdown(_tiny_pdf("x", "y"), "application/pdf", "https://e.example.com/n.pdf")
