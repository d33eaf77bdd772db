"""The panel in a real browser (Playwright driving the system Chromium): every page loads, a
session's gist opens its raw range, a brief edit meets a conflict and survives, nothing is
requested outside 127.0.0.1, and stored markup renders as text.

Skipped, with the reason shown, only when no Chromium or Playwright is installed.
"""

from __future__ import annotations

import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.panel.app import PanelConfig, build_app
from tests.fakes import HashEmbedder
from tests.panel.helpers import populate

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
playwright_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium); browser tests skipped"),
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, PanelConfig, Engine]]:
    import uvicorn

    root = tmp_path / "show"
    root.mkdir()
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", str(root))
    monkeypatch.setenv("TDCONTEXT_RECEIPTS", "persist")
    engine = Engine(load_settings(), embedder=HashEmbedder())
    populate(engine, root)
    port = _free_port()
    config = PanelConfig(port=port)
    server = uvicorn.Server(uvicorn.Config(build_app(engine, config), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "the panel server did not start"
    yield f"http://127.0.0.1:{port}", config, engine
    server.should_exit = True
    thread.join(timeout=10)
    engine.close()


@pytest.fixture
def page(served: tuple[str, PanelConfig, Engine]) -> Iterator[tuple[Any, list[str], str, PanelConfig, Engine]]:
    base, config, engine = served
    requested: list[str] = []
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync"])
        context = browser.new_context()
        pg = context.new_page()
        pg.on("request", lambda req: requested.append(req.url))
        pg.goto(config.url())
        yield pg, requested, base, config, engine
        context.close()
        browser.close()


def test_every_page_loads_and_nothing_leaves_loopback(page: tuple[Any, list[str], str, PanelConfig, Engine]) -> None:
    pg, requested, _base, _, _ = page
    for link in ["Overview", "Sessions", "Receipts", "Continuity", "Facets", "Brief", "Knowledge"]:
        pg.get_by_role("link", name=link, exact=True).click()
        pg.wait_for_load_state()
        assert pg.locator("h1").first.is_visible()
        assert "Something broke" not in pg.content()
    for url in requested:
        assert urlsplit(url).hostname == "127.0.0.1", url


def test_click_through_a_session_to_a_gist_and_load_its_raw_range(page: tuple[Any, list[str], str, PanelConfig, Engine]) -> None:
    pg, _, _, _, _ = page
    pg.get_by_role("link", name="Sessions", exact=True).click()
    pg.get_by_role("link", name="s-demo").click()
    assert pg.get_by_text("[gist] log:s-demo#seq=1-4", exact=False).first.is_visible()
    pg.get_by_role("link", name="Load raw seq 1–4").click()
    pg.wait_for_load_state()
    assert pg.locator("h1").inner_text().startswith("Raw messages seq 1")
    assert pg.get_by_text("build a kaleidoscope feedback loop", exact=False).first.is_visible()


def test_brief_edit_then_conflict_keeps_the_edit(page: tuple[Any, list[str], str, PanelConfig, Engine]) -> None:
    pg, _, _, _, engine = page
    pg.get_by_role("link", name="Brief", exact=True).click()
    pg.locator("#brief-text").fill('{"creative_direction": "warm", "constraints": [], "named_outputs": [], "safety_rules": []}')
    pg.get_by_role("button", name="Save (compare-and-swap)").click()
    assert pg.get_by_text("Saved as revision", exact=False).is_visible()
    revision = engine.manage_brief("read")["revision"]
    engine.manage_brief("replace", expected_revision=revision,
                        brief={"creative_direction": "someone else's", "constraints": [], "named_outputs": [],
                               "safety_rules": []})
    pg.locator("#brief-text").fill('{"creative_direction": "MY EDIT", "constraints": [], "named_outputs": [], "safety_rules": []}')
    pg.get_by_role("button", name="Save (compare-and-swap)").click()
    assert pg.get_by_role("heading", name="Someone else saved first", exact=False).is_visible()
    assert "MY EDIT" in pg.locator("#your-version").inner_text()
    assert "someone else" in pg.locator("#current-version").inner_text()
    assert "MY EDIT" in pg.locator("#brief-text").input_value()


def test_stored_script_in_a_title_renders_as_text(page: tuple[Any, list[str], str, PanelConfig, Engine]) -> None:
    pg, _, _, _, _ = page
    dialogs: list[str] = []
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    pg.get_by_role("link", name="Knowledge", exact=True).click()
    pg.locator("#kq").fill("feedback trails")
    pg.get_by_role("button", name="Go").click()
    pg.wait_for_load_state()
    assert pg.get_by_text('<script>alert("x")</script>', exact=False).first.is_visible()
    assert dialogs == []
    assert pg.evaluate("document.querySelectorAll('main script, main img, main style').length") == 0


def test_continuity_projection_recomputes_as_you_type(page: tuple[Any, list[str], str, PanelConfig, Engine]) -> None:
    pg, _, _, _, _ = page
    pg.get_by_role("link", name="Continuity", exact=True).click()
    pg.locator("#f-window").fill("1048576")
    pg.locator("#f-reserved").fill("256000")
    pg.locator("#f-headroom").fill("65536")
    pg.locator("#f-retain_ratio").fill("0.5")
    cell = pg.locator('tr[data-policy="cliff"] td[data-k="retain_tokens"]')
    playwright_api.expect(cell).to_have_text("396,288", timeout=10_000)  # the strict CSP forbids eval-based waits
