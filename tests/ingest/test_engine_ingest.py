"""End to end through the engine: ingest from a local server, search, re-ingest, update.

Runs once `Engine.ingest_url` is wired (draft: /work/notes/ingest-engine-draft.py); uses the
suite's `engine` fixture (fresh home, deterministic hash embedder).
"""

from __future__ import annotations

import pytest

from tdcontext.engine import Engine
from tdcontext.errors import BlockedURLError, FetchError
from tests.ingest.ingest_helpers import LOCAL, LocalServer, fixture_bytes

pytestmark = pytest.mark.skipif(not hasattr(Engine, "ingest_url"), reason="Engine.ingest_url is not wired yet")


def test_ingest_search_reingest_update(server: LocalServer, engine: Engine) -> None:
    server.page("/operators/noiseTOP.html", fixture_bytes("td_docs.html"))
    url = server.url("/operators/noiseTOP.html")
    first = engine.ingest_url(url, tags=["td-docs"], policy=LOCAL)  # type: ignore[attr-defined]
    assert first.status == "created" and first.title == "Noise TOP - Derivative-style Docs"
    assert first.tags == ("td-docs",) and first.content_type == "reference"
    hits = engine.search("noise harmonics period parameter", k=3).hits
    assert hits and hits[0].id == first.entry_id
    stored = engine.get(first.entry_id)
    assert stored.kind == "knowledge" and stored.meta["source_url"] == url
    assert stored.meta["content_hash"].startswith("sha256:") and stored.meta["fetched_at"]
    assert "COOKIEBANNERMARK" not in stored.text

    again = engine.ingest_url(url, tags=["td-docs"], policy=LOCAL)  # type: ignore[attr-defined]
    assert again.status == "unchanged" and again.entry_id == first.entry_id

    server.page("/operators/noiseTOP.html", fixture_bytes("td_docs.html").replace(b"Harmonic noise", b"Fractal harmonic noise"))
    changed = engine.ingest_url(url, tags=["td-docs"], policy=LOCAL)  # type: ignore[attr-defined]
    assert changed.status == "updated" and changed.entry_id == first.entry_id
    assert "Fractal harmonic noise" in engine.get(first.entry_id).text
    assert len([e for e in engine.list() if e["id"] == first.entry_id]) == 1


def test_refused_and_failed_urls_store_nothing(server: LocalServer, engine: Engine) -> None:
    server.page("/big", b"x" * 4096, content_type="text/plain")
    before = len(list(engine.list()))
    with pytest.raises(BlockedURLError):
        engine.ingest_url(server.url("/big"))  # type: ignore[attr-defined]  # default policy: loopback refused
    with pytest.raises(FetchError):
        engine.ingest_url(server.url("/big"), policy=LOCAL, max_bytes=1000)  # type: ignore[attr-defined]
    assert len(list(engine.list())) == before
