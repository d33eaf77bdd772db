"""fetch_page end to end from a local server: the value the engine stores, and its hash."""

from __future__ import annotations

import hashlib
import re

import pytest

from tdcontext.errors import BlockedURLError, FetchError
from tdcontext.ingest import IngestedPage, content_hash, entry_id_for, fetch_page
from tests.ingest.ingest_helpers import LOCAL, LocalServer, fixture_bytes


def test_docs_page_becomes_an_ingested_page(server: LocalServer, sockets: object) -> None:
    server.page("/operators/noiseTOP.html", fixture_bytes("td_docs.html"))
    page = fetch_page(server.url("/operators/noiseTOP.html"), policy=LOCAL, use_browser=False)
    assert isinstance(page, IngestedPage)
    assert page.url == page.final_url == server.url("/operators/noiseTOP.html")
    assert page.title == "Noise TOP - Derivative-style Docs"
    assert page.content_type == "text/html" and page.converter == "trafilatura"
    assert page.size_chars == len(page.markdown) > 1000
    assert page.content_hash == "sha256:" + hashlib.sha256(page.markdown.encode()).hexdigest()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", page.fetched_at)
    assert f"{server.base}/operators/noiseCHOP.html" in page.markdown
    assert "COOKIEBANNERMARK" not in page.markdown
    assert sockets.connects == [("127.0.0.1", server.port)]  # type: ignore[attr-defined]


def test_hash_is_stable_until_the_page_changes(server: LocalServer) -> None:
    server.page("/doc", fixture_bytes("blog_post.html"))
    first = fetch_page(server.url("/doc"), policy=LOCAL, use_browser=False)
    again = fetch_page(server.url("/doc"), policy=LOCAL, use_browser=False)
    assert again.content_hash == first.content_hash
    server.page("/doc", fixture_bytes("blog_post.html").replace(b"Step 3: render", b"Step 3: render and export"))
    changed = fetch_page(server.url("/doc"), policy=LOCAL, use_browser=False)
    assert changed.content_hash != first.content_hash
    assert "render and export" in changed.markdown


def test_markdown_after_a_redirect(server: LocalServer) -> None:
    server.redirect("/old.md", "/new.md", 308)
    server.page("/new.md", b"# Moved notes\n\nText.\n", content_type="text/markdown; charset=utf-8")
    page = fetch_page(server.url("/old.md"), policy=LOCAL)
    assert page.url == server.url("/old.md") and page.final_url == server.url("/new.md")
    assert page.title == "Moved notes" and page.markdown == "# Moved notes\n\nText.\n"
    assert page.content_hash == content_hash("# Moved notes\n\nText.\n")


def test_default_policy_refuses_the_local_server(server: LocalServer, sockets: object) -> None:
    server.page("/x", b"never served", content_type="text/plain")
    with pytest.raises(BlockedURLError, match="loopback"):
        fetch_page(server.url("/x"))
    assert server.requests == [] and sockets.connects == []  # type: ignore[attr-defined]


def test_failures_raise_and_return_nothing(server: LocalServer) -> None:
    server.page("/gone", b"", content_type="text/html", status=410)
    with pytest.raises(FetchError, match="HTTP 410"):
        fetch_page(server.url("/gone"), policy=LOCAL)


def test_entry_id_is_stable_per_url(server: LocalServer) -> None:
    assert entry_id_for("HTTPS://Docs.Example.com.:443/a?b=1#frag") == entry_id_for("https://docs.example.com/a?b=1")
    assert entry_id_for("https://docs.example.com/a") != entry_id_for("https://docs.example.com/b")
    assert entry_id_for("http://docs.example.com/a") != entry_id_for("https://docs.example.com/a")
    assert re.fullmatch(r"kb_web_[0-9a-f]{20}", entry_id_for("https://docs.example.com/a"))
    with pytest.raises(BlockedURLError):
        entry_id_for("file:///etc/passwd")
    server.page("/m", b"# Title\n\nBody text.\n", content_type="text/markdown")
    page = fetch_page(server.url("/m"), policy=LOCAL)
    assert page.entry_id == entry_id_for(server.url("/m"))
    assert page.meta() == {
        "source_url": server.url("/m"),
        "final_url": server.url("/m"),
        "fetched_at": page.fetched_at,
        "media_type": "text/markdown",
        "content_hash": page.content_hash,
        "converter": "markdown",
    }
