"""Fetched bytes to clean Markdown: main content kept, boilerplate and active content gone.

HTML is pre-cleaned first (script, style, iframe, noscript, template, object, embed and svg
dropped; href/src made absolute against `<base>` or the page URL, because trafilatura
resolves relative links against the site root), then trafilatura extracts the main content
as Markdown with code fences and tables; markdownify is the fallback when that returns too
little. A page whose cleaned text is near-empty needs JavaScript: it is rendered through
the caller's `render` callback (headless Chromium pinned to the validated IP) or refused.
Plain text and Markdown pass through; PDF is read with pypdf (the `pdf` extra); every
other media type is refused by name.

Invariant: the Markdown returned never contains script, style or frame content, and a
page with no readable text raises instead of returning an empty entry.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin, urlsplit

import lxml.etree
import lxml.html

from tdcontext.errors import FetchError

HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
TEXT_TYPES = frozenset({"text/plain"})
MARKDOWN_TYPES = frozenset({"text/markdown", "text/x-markdown"})
PDF_TYPES = frozenset({"application/pdf"})
# "" (no Content-Type) is accepted and sniffed: HTML and PDF announce themselves.
SUPPORTED_TYPES = HTML_TYPES | TEXT_TYPES | MARKDOWN_TYPES | PDF_TYPES | frozenset({""})

DROP_TAGS = ("script", "style", "iframe", "noscript", "template", "object", "embed", "svg", "frame", "frameset", "applet")
BOILERPLATE_TAGS = ("nav", "header", "footer", "aside", "form", "button", "dialog")
JS_MIN_CHARS = 120  # cleaned visible text below this means "needs JavaScript" (or empty)
MIN_EXTRACT_CHARS = 200
MIN_EXTRACT_SHARE = 0.10
MAX_PDF_PAGES = 1000
DEFAULT_CONVERT_S = 30.0  # time for PDF conversion when the caller gives no deadline
_LINK_ATTRS = ("href", "src", "poster", "action", "cite", "data")
_UNSAFE_LINK = re.compile(r"^\s*(javascript|vbscript|data|file):", re.IGNORECASE)

Renderer = Callable[[], bytes]


@dataclass(frozen=True)
class ConvertedPage:
    """Markdown and title of one page; `converter` names the path taken, e.g. "trafilatura"."""

    title: str
    markdown: str
    converter: str
    content_type: str = "text/html"


def to_markdown(
    body: bytes,
    content_type: str,
    base_url: str,
    *,
    charset: str | None = None,
    render: Renderer | None = None,
    time_left: Callable[[], float] | None = None,
) -> ConvertedPage:
    """Convert a fetched body to Markdown.

    Args:
        body: the raw (already decoded from Content-Encoding) body.
        content_type: the media type without parameters, e.g. "text/html".
        base_url: the final URL of the page, for relative links and error messages.
        charset: the charset from the Content-Type header, if any.
        render: returns the JavaScript-rendered DOM of the page; None when no browser.
        time_left: seconds left of the caller's total deadline (PDF conversion gets at most
            that); None gives conversion its own 30 s.

    Raises:
        FetchError: unsupported type, unreadable body, no readable text, needs JavaScript.
    """
    media = (content_type or "").split(";", 1)[0].strip().lower() or _sniff(body, base_url)
    if media in (MARKDOWN_TYPES | TEXT_TYPES) and looks_like_html(body):
        # Trigger: an HTML document labelled text/plain or text/markdown. Reason: the label is
        # the server's claim, and passing the body through would keep <script>, on* handlers
        # and <iframe> verbatim. Outcome: it is cleaned and converted like any HTML page.
        page = _convert_html(body, base_url, charset, render)
        return ConvertedPage(page.title, page.markdown, "sniffed-html+" + page.converter, "text/html")
    if media in HTML_TYPES:
        return _convert_html(body, base_url, charset, render)
    if media in MARKDOWN_TYPES:
        text = _tidy(strip_raw_html(_decode(body, charset), markdown=True))
        return ConvertedPage(_markdown_title(text) or _url_title(base_url), _require_text(text, base_url), "markdown", media)
    if media in TEXT_TYPES:
        text = _tidy(strip_raw_html(_decode(body, charset), markdown=False))
        return ConvertedPage(_first_line(text) or _url_title(base_url), _require_text(text, base_url), "text", media)
    if media in PDF_TYPES:
        return _convert_pdf(body, base_url, time_left)
    raise FetchError(
        base_url,
        f"content type {media!r} is not supported; ingest HTML, Markdown, plain text or PDF",
    )


# WHATWG MIME sniffing's HTML signatures: one of these tags (then a space or '>') first.
_HTML_START = re.compile(
    rb"\A(?:\xef\xbb\xbf)?[\t\n\x0c\r ]*(?:<!doctype\s+html|<!--|<\?xml[^>]*>\s*<html"
    rb"|<(?:html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|meta|link|svg|object|embed)"
    rb"(?=[\s/>]))",
    re.IGNORECASE,
)
_ACTIVE_ELEMENT = re.compile(
    r"<(script|style|iframe|noscript|template|object|embed|svg|math|frameset|frame|applet|noembed|noframes|xmp|textarea)"
    r"\b[^>]*>.*?(?:</\1\s*>|\Z)|<(?:script|style|iframe|object|embed|frame|applet|link|meta|base)\b[^>]*/?>",
    re.IGNORECASE | re.DOTALL,
)
_HTML_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?/?>")
_ACTIVE_ATTR = re.compile(
    r"""\s(?:on[a-z]+|srcdoc|formaction|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)"""
    r"""|\s(?:href|src|action|data|poster|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data|file):[^"'\s>]*["']?""",
    re.IGNORECASE,
)
_MD_UNSAFE_LINK = re.compile(
    r"(\]\(\s*<?|^\s{0,3}\[[^\]\n]+\]:\s*<?)\s*(?:javascript|vbscript|data|file):[^)\s>]*",
    re.IGNORECASE | re.MULTILINE,
)
_CODE = re.compile(r"^(?:```|~~~).*?(?:^(?:```|~~~)[^\n]*$|\Z)|`[^`\n]+`", re.MULTILINE | re.DOTALL)


def looks_like_html(body: bytes) -> bool:
    """True if the body starts like an HTML document, whatever its Content-Type says."""
    return _HTML_START.match(body[:4096]) is not None


def strip_raw_html(text: str, *, markdown: bool) -> str:
    """Active raw HTML removed from text or Markdown (outside code spans and fences).

    Script, style, frames, objects and similar elements go with their content, comments go
    (they hide text), and event handlers and `javascript:` links go from every remaining tag.
    In Markdown every other tag is removed too, keeping its text.
    """
    if "<" not in text and not (markdown and ":" in text):
        return text

    def clean(segment: str) -> str:
        segment = _ACTIVE_ELEMENT.sub("", segment)
        if markdown:
            segment = _MD_UNSAFE_LINK.sub(lambda m: m.group(1) + "#", segment)
            return _TAG.sub("", _HTML_COMMENT.sub("", segment))
        return _TAG.sub(lambda m: _ACTIVE_ATTR.sub("", m.group(0)), segment)

    if not markdown:
        return clean(text)
    out: list[str] = []
    last = 0
    for match in _CODE.finditer(text):
        out.append(clean(text[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(clean(text[last:]))
    return "".join(out)


def _sniff(body: bytes, url: str) -> str:
    head = body[:512].lstrip().lower()
    if head.startswith(b"%pdf-"):
        return "application/pdf"
    if head.startswith((b"<!doctype html", b"<html", b"<head", b"<body")):
        return "text/html"
    raise FetchError(url, "the server sent no Content-Type and the body is not recognisable HTML or PDF")


def _decode(body: bytes, charset: str | None) -> str:
    if body.startswith(codecs.BOM_UTF8):
        return body[3:].decode("utf-8", errors="replace")
    if charset:
        try:
            return body.decode(codecs.lookup(charset).name, errors="replace")
        except LookupError:
            pass
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        return body.decode("cp1252", errors="replace")


def _tidy(text: str) -> str:
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"


def _require_text(text: str, url: str) -> str:
    if not text.strip():
        raise FetchError(url, "the page has no readable text; nothing was stored")
    return text


def _collapse(text: str) -> str:
    return " ".join(text.split())


def _url_title(url: str) -> str:
    parts = urlsplit(url)
    last = [p for p in parts.path.split("/") if p]
    return last[-1] if last else (parts.hostname or url)


def _markdown_title(text: str) -> str:
    for line in text.splitlines():
        match = re.match(r"^#{1,3}\s+(.+?)\s*#*\s*$", line)
        if match:
            return match.group(1).strip()
    return _first_line(text)


def _first_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return _collapse(line)[:120]
    return ""


# ---------------------------------------------------------------- HTML


def _parse_html(body: bytes, charset: str | None, url: str) -> lxml.html.HtmlElement:
    encoding = None
    if charset:
        try:
            encoding = codecs.lookup(charset).name
        except LookupError:
            encoding = None
    parser = lxml.html.HTMLParser(encoding=encoding, remove_comments=True, remove_pis=True)
    try:
        doc = lxml.html.document_fromstring(body, parser=parser)
    except (lxml.etree.ParserError, ValueError) as exc:
        raise FetchError(url, f"the HTML could not be parsed ({exc})") from exc
    return doc


def _title_of(doc: lxml.html.HtmlElement) -> str:
    title = doc.find(".//title")
    if title is not None and _collapse(title.text_content()):
        return _collapse(title.text_content())[:300]
    for tag in ("h1", "h2", "h3"):
        heading = doc.find(f".//{tag}")
        if heading is not None and _collapse(heading.text_content()):
            return _collapse(heading.text_content())[:300]
    return ""


_HIDING_STYLE = re.compile(
    r"(?:^|;)(?:display:none|visibility:(?:hidden|collapse)|opacity:0(?:\.0*)?(?:;|$|!)"
    r"|font-size:0(?:\.0*)?(?:px|pt|em|rem|ex|ch|vw|vh|vmin|vmax|%)?(?:;|$|!)|font:0(?:px)?/0"
    r"|(?:max-)?height:0(?:px)?(?:;|$|!).*overflow:hidden|overflow:hidden.*(?:max-)?height:0(?:px)?(?:;|$|!)"
    r"|clip:rect\(0(?:px)?,?0(?:px)?,?0(?:px)?,?0(?:px)?\)|transform:scale\(0\))"
)


def is_hidden(element: lxml.html.HtmlElement) -> bool:
    """True if the element's own markup hides it from a reader: the `hidden` attribute,
    `aria-hidden="true"`, `<input type=hidden>`, or an inline style such as display:none,
    visibility:hidden, font-size:0, opacity:0 or a zero-height clipped box."""
    attrib = element.attrib
    if "hidden" in attrib or attrib.get("aria-hidden", "").strip().lower() == "true":
        return True
    if element.tag == "input" and attrib.get("type", "").strip().lower() == "hidden":
        return True
    style = attrib.get("style")
    if not style:
        return False
    compact = re.sub(r"/\*.*?\*/|\s+", "", style.lower())
    return _HIDING_STYLE.search(compact) is not None


def drop_hidden(doc: lxml.html.HtmlElement) -> None:
    """Remove every element hidden by its own markup (text a reader never sees stays out)."""
    for element in [e for e in doc.iter() if isinstance(e.tag, str) and is_hidden(e)]:
        if element.getparent() is not None:
            element.drop_tree()


def preclean(doc: lxml.html.HtmlElement, page_url: str) -> str:
    """Drop active, embedded and hidden content and make links absolute; return the effective base URL."""
    for element in list(doc.iter(*DROP_TAGS)):
        element.drop_tree()  # keeps the element's tail text, which belongs to the parent
    drop_hidden(doc)
    base = page_url
    base_el = doc.find(".//base[@href]")
    if base_el is not None:
        base = urljoin(page_url, (base_el.get("href") or "").strip())
    for element in doc.iter():
        if not isinstance(element.tag, str):
            continue
        for attr in _LINK_ATTRS:
            value = element.get(attr)
            if value is None:
                continue
            if _UNSAFE_LINK.match(value):
                del element.attrib[attr]
            else:
                try:
                    element.set(attr, urljoin(base, value.strip()))
                except ValueError:
                    del element.attrib[attr]
        for attr in [a for a in element.attrib if a.lower().startswith("on")]:
            del element.attrib[attr]
    for base_tag in list(doc.iter("base")):
        base_tag.drop_tree()
    for pre in doc.iter("pre"):
        _end_with_newline(pre)
    return base


def _end_with_newline(pre: lxml.html.HtmlElement) -> None:
    """Make a one-line <pre> end in a newline, so trafilatura fences it instead of inlining it."""
    if "\n" in pre.text_content().strip():
        return
    inner = pre
    while len(inner) == 1 and not (inner[0].tail or "").strip():
        inner = inner[0]
    if len(inner):
        inner[-1].tail = (inner[-1].tail or "") + "\n"
    else:
        inner.text = (inner.text or "") + "\n"


def visible_text(doc: lxml.html.HtmlElement) -> str:
    body = doc.find(".//body")
    return _collapse((body if body is not None else doc).text_content())


def _had_scripts(body: bytes) -> bool:
    return re.search(rb"<script\b", body[:2_000_000], re.IGNORECASE) is not None


def _trafilatura(html: str, base_url: str) -> str:
    import trafilatura  # heavy import; only pay for it when converting

    try:
        result: Any = trafilatura.extract(
            html,
            url=base_url,
            output_format="markdown",
            include_tables=True,
            include_formatting=True,
            include_links=True,
            include_images=False,
            include_comments=False,
            with_metadata=False,
            deduplicate=False,
        )
    except Exception as exc:  # trafilatura raises assorted lxml/ValueError on odd input
        raise FetchError(base_url, f"main-content extraction failed ({type(exc).__name__}: {exc})") from exc
    return str(result) if result else ""


def _markdownify(doc: lxml.html.HtmlElement) -> str:
    from markdownify import markdownify

    root = doc.find(".//main")
    if root is None:
        root = doc.find(".//article")
    if root is None:
        root = doc.find(".//body")
    if root is None:
        root = doc
    for element in list(root.iter(*BOILERPLATE_TAGS)):
        element.drop_tree()
    html = lxml.html.tostring(root, encoding="unicode")
    return str(markdownify(html, heading_style="ATX", strip=["img"], bullets="-"))


_MARKDOWN_SYNTAX = re.compile(r"^(#{1,6} |\s*[-*+] |\s*\d+\. |\||```|>)|\]\(", re.MULTILINE)


def _structure_lost(markdown: str, doc: lxml.html.HtmlElement) -> bool:
    """True if the Markdown is bare text although the page has headings, lists or tables."""
    if _MARKDOWN_SYNTAX.search(markdown):
        return False
    body = doc.find(".//body")
    root = body if body is not None else doc
    return any(True for _ in root.iter("h1", "h2", "h3", "ul", "ol", "table", "pre"))


def _convert_html(body: bytes, base_url: str, charset: str | None, render: Renderer | None, via: str = "") -> ConvertedPage:
    doc = _parse_html(body, charset, base_url)
    title = _title_of(doc)
    preclean(doc, base_url)
    text = visible_text(doc)
    if len(text) < JS_MIN_CHARS:
        if not _had_scripts(body) or via:
            raise FetchError(base_url, f"the page has almost no readable text ({len(text)} characters); nothing was stored")
        # Trigger: scripts but no text once <noscript> is gone. Reason: the content is built
        # by JavaScript. Outcome: render it in the pinned browser, or refuse clearly.
        if render is None:
            raise FetchError(base_url, "this page needs JavaScript; install chromium to ingest it")
        rendered = render()
        return _convert_html(rendered, base_url, "utf-8", None, via="chromium+")
    html = lxml.html.tostring(doc, encoding="unicode")
    markdown = _tidy(_trafilatura(html, base_url)) if html else ""
    converter = "trafilatura"
    too_little = len(markdown.strip()) < max(MIN_EXTRACT_CHARS, MIN_EXTRACT_SHARE * len(text))
    if too_little or _structure_lost(markdown, doc):
        # Trigger: the extractor kept under 10 % of the visible text (or < 200 chars), or
        # returned bare text from a page with headings, lists and links. Reason: it
        # misjudged a list/table-heavy page and fell back to plain text. Outcome: convert
        # the main region (nav/header/footer/aside removed) with markdownify instead.
        fallback = _tidy(_markdownify(doc))
        if len(fallback.strip()) > len(markdown.strip()):
            markdown, converter = fallback, "markdownify"
    _require_text(markdown, base_url)
    return ConvertedPage(title or _markdown_title(markdown) or _url_title(base_url), markdown, via + converter, "text/html")


# ---------------------------------------------------------------- PDF


def _convert_pdf(body: bytes, url: str, time_left: Callable[[], float] | None) -> ConvertedPage:
    """Extract PDF text in a limited child process (see `pdfworker`), within the time left."""
    from tdcontext.ingest.pdfworker import extract_pdf

    timeout = time_left() if time_left is not None else DEFAULT_CONVERT_S
    pdf = extract_pdf(body, url, timeout_s=timeout, max_pages=MAX_PDF_PAGES)
    markdown = _tidy("\n\n".join(t for t in pdf.texts if t))
    _require_text(markdown, url)
    if pdf.truncated:
        markdown += "\n[truncated: the PDF holds more text than the extraction limit]\n"
    title = _collapse(pdf.title) if pdf.title else _first_line(markdown)
    return ConvertedPage(title or _url_title(url), markdown, "pypdf", "application/pdf")
