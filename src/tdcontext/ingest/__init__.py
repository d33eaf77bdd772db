"""Web ingestion: fetch one URL under the SSRF guard and turn it into Markdown.

`fetch_page` is what the engine calls: it runs the guarded `fetch` (every hop checked,
pinned to the validated IP, size and time capped), converts the body (`convert`), renders
JavaScript-only pages with a local Chromium pinned to the same IP when one is installed,
all inside ONE total deadline (fetching, rendering and PDF conversion share it), and returns an `IngestedPage` value with a content hash for "unchanged" detection. It
stores nothing: the engine turns the page into a knowledge entry.

Invariant: either a page with non-empty Markdown comes back, or a `BlockedURLError` /
`FetchError` is raised; there is no partial result to store.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx

from tdcontext.ingest.convert import SUPPORTED_TYPES, ConvertedPage, to_markdown
from tdcontext.ingest.fetch import (
    DEFAULT_MAX_BYTES,
    HARD_MAX_BYTES,
    Deadline,
    FetchedPage,
    fetch,
)
from tdcontext.ingest.guard import (
    PUBLIC_ONLY,
    AddressPolicy,
    ParsedTarget,
    Resolver,
    check_address,
    check_url,
    resolve,
)
from tdcontext.ingest.render import find_chromium, render_with_chromium

__all__ = [
    "DEFAULT_MAX_BYTES",
    "HARD_MAX_BYTES",
    "AddressPolicy",
    "ConvertedPage",
    "FetchedPage",
    "IngestedPage",
    "ParsedTarget",
    "check_address",
    "check_url",
    "content_hash",
    "entry_id_for",
    "fetch",
    "fetch_page",
    "resolve",
    "to_markdown",
]


@dataclass(frozen=True)
class IngestedPage:
    """One page ready to become a knowledge entry.

    `content_hash` is "sha256:<hex>" of `markdown`; equal hashes mean "unchanged".
    `fetched_at` is ISO 8601 UTC. `converter` names the path, e.g. "trafilatura".
    """

    url: str
    final_url: str
    title: str
    markdown: str
    content_type: str
    content_hash: str
    fetched_at: str
    size_chars: int
    converter: str

    @property
    def entry_id(self) -> str:
        """The knowledge-entry id for this page (from the requested URL, see `entry_id_for`)."""
        return entry_id_for(self.url)

    def meta(self) -> dict[str, str]:
        """Frontmatter facts to store with the entry (`media_type` is the HTTP content type)."""
        return {
            "source_url": self.url,
            "final_url": self.final_url,
            "fetched_at": self.fetched_at,
            "media_type": self.content_type,
            "content_hash": self.content_hash,
            "converter": self.converter,
        }


def entry_id_for(url: str) -> str:
    """The stable knowledge-entry id of a URL, so re-ingesting updates instead of duplicating.

    Case of the host, a trailing dot, the default port and the fragment do not change it:
    `entry_id_for("HTTPS://Docs.Example.com:443/a#x") == entry_id_for("https://docs.example.com/a")`.

    Raises:
        BlockedURLError: the URL is not a fetchable http(s) URL.
    """
    normalized = check_url(url).normalized_url
    return "kb_web_" + hashlib.sha256(normalized.encode("utf-8")).hexdigest()[:20]


def content_hash(markdown: str) -> str:
    """The stable hash of converted Markdown, "sha256:<64 hex>"."""
    return "sha256:" + hashlib.sha256(markdown.encode("utf-8")).hexdigest()


def fetch_page(
    url: str,
    *,
    policy: AddressPolicy = PUBLIC_ONLY,
    max_bytes: int = DEFAULT_MAX_BYTES,
    deadline_s: float = 30.0,
    op_timeout_s: float = 10.0,
    resolver: Resolver | None = None,
    transport: httpx.BaseTransport | None = None,
    chromium: str | None = None,
    use_browser: bool = True,
) -> IngestedPage:
    """Fetch `url` safely and convert it to Markdown.

    Args:
        url: an http(s) URL; anything reaching a non-public address is refused.
        policy: address policy; keep the default outside tests.
        max_bytes: cap on the decoded body (1 .. 50 MiB), also on a rendered DOM.
        deadline_s: total time for everything: fetch, redirects, rendering and conversion.
        op_timeout_s: per network operation timeout.
        resolver: getaddrinfo-compatible resolver (tests).
        transport: httpx transport (tests).
        chromium: path of the browser; None looks for `chromium` on PATH.
        use_browser: False never starts a browser (JavaScript-only pages then fail).

    Raises:
        BlockedURLError: the URL or a redirect hop is not allowed.
        FetchError: network, status, size, time, type or conversion failure.
        InvalidInputError: a limit is out of range.
    """
    deadline = Deadline(url, deadline_s)
    page: FetchedPage = fetch(
        url,
        deadline=deadline,
        policy=policy,
        max_bytes=max_bytes,
        deadline_s=deadline_s,
        op_timeout_s=op_timeout_s,
        resolver=resolver,
        transport=transport,
        accept_types=SUPPORTED_TYPES,
    )
    browser = (chromium or find_chromium()) if use_browser else None
    render = None
    if browser is not None:
        host = urlsplit(page.final_url).hostname or ""
        address = page.address

        def render() -> bytes:
            left = deadline.remaining("no time was left to render the page with chromium")
            return render_with_chromium(
                page.final_url, host, address, timeout_s=left, max_bytes=max_bytes, binary=browser
            )

    def time_left() -> float:
        return deadline.remaining("no time was left to convert the page")

    converted = to_markdown(
        page.body, page.content_type, page.final_url, charset=page.charset, render=render, time_left=time_left
    )
    return IngestedPage(
        url=url,
        final_url=page.final_url,
        title=converted.title,
        markdown=converted.markdown,
        content_type=converted.content_type,
        content_hash=content_hash(converted.markdown),
        fetched_at=page.fetched_at,
        size_chars=len(converted.markdown),
        converter=converted.converter,
    )
