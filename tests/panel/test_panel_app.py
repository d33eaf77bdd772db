"""Panel pages through Starlette's test client: data, security checks and inert payloads."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.panel.app import PanelConfig, build_app
from tests.fakes import HashEmbedder
from tests.panel.helpers import populate

BASE = "http://127.0.0.1:8766"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "show"
    root.mkdir()
    monkeypatch.setenv("TDCONTEXT_PROJECT_ROOT", str(root))
    return root


@pytest.fixture
def panel(project: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[TestClient, PanelConfig, Engine]]:
    monkeypatch.setenv("TDCONTEXT_RECEIPTS", "persist")
    engine = Engine(load_settings(), embedder=HashEmbedder())
    populate(engine, project)
    config = PanelConfig(port=8766, token="t0ken-for-tests")
    client = TestClient(build_app(engine, config), base_url=BASE)
    client.get(f"/?token={config.token}", follow_redirects=False)
    yield client, config, engine
    engine.close()


def test_every_page_renders_with_security_headers(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    client, _, _ = panel
    for path in ["/", "/sessions", "/sessions/s-demo", "/sessions/s-demo/raw?start=1&end=4", "/receipts",
                 "/continuity", "/continuity?simulate=1&turns=60&window=60000&reserved=8000&headroom=2000",
                 "/facets", "/facets?q=feedback", "/brief", "/knowledge?q=feedback&prompt=Run+KICK1"]:
        r = client.get(path)
        assert r.status_code == 200, (path, r.text[:500])
        csp = r.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "default-src 'none'" in csp and "frame-ancestors 'none'" in csp
        assert r.headers["x-content-type-options"] == "nosniff"
        assert "<main" in r.text


def test_payloads_render_inert(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    client, _, _ = panel
    for path in ["/sessions/s-demo", "/sessions/s-demo/raw?start=1&end=4", "/receipts", "/knowledge?q=feedback",
                 "/facets?q=feedback"]:
        html = client.get(path).text
        assert "<script>alert" not in html and "<img src=x" not in html and "<style>body" not in html, path
    html = client.get("/knowledge?q=feedback").text
    assert "&lt;script&gt;alert" in html
    assert "49" not in re.findall(r"Feedback ([^<]*)", html)  # {{ 7*7 }} is text, not a template


def test_session_page_shows_turns_usage_folds_and_raw_button(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    client, _, _ = panel
    html = client.get("/sessions/s-demo").text
    assert "Turn 1" in html and "create_operator" in html and "90%" in html
    assert "kb_demo" in html and "feedback-loops" in html and "stub" in html  # the step's grounding
    assert "/sessions/s-demo/raw?start=1&amp;end=4" in html and "[gist] log:s-demo#seq=1-4" in html
    raw = client.get("/sessions/s-demo/raw?start=1&end=4").text
    assert "build a kaleidoscope feedback loop" in raw and "seq 4" in raw


def test_receipts_table_filters_and_detail(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    client, _, engine = panel
    html = client.get("/receipts?status=failed").text
    assert html.count('class="verdict') == 1
    rid = engine.list_receipts(limit=1)["receipts"][0]["id"]
    assert rid in client.get(f"/receipts/{rid}").text
    assert client.get("/receipts?limit=500").status_code == 400
    assert client.get("/receipts?status=weird").status_code == 400
    assert client.get("/receipts/nope").status_code == 404


def test_continuity_projection_api(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    client, _, _ = panel
    data = client.get("/api/continuity/plan?window=1048576&reserved=256000&headroom=65536&retain_ratio=0.16").json()
    assert data["cliff"]["threshold_tokens"] == 727040 and data["cliff"]["retain_tokens"] == 126812
    assert client.get("/api/continuity/plan?window=abc").status_code == 400


def test_brief_edit_and_conflict_keeps_the_edit(panel: tuple[TestClient, PanelConfig, Engine], project: Path) -> None:
    client, config, engine = panel
    brief = ('{"creative_direction": "warm slow feedback", "constraints": [], "named_outputs": [], '
             '"safety_rules": ["no strobe"]}')
    r = client.post("/brief", data={"csrf": config.csrf, "expected_revision": "absent", "brief": brief},
                    headers={"origin": BASE})
    assert r.status_code == 200 and "Saved as revision" in r.text
    first = engine.manage_brief("read")["revision"]
    engine.manage_brief("replace", expected_revision=first, brief={**engine.manage_brief("read")["brief"],
                                                                  "creative_direction": "cold fast glitch"})
    mine = brief.replace("warm slow feedback", "MY EDIT")
    r = client.post("/brief", data={"csrf": config.csrf, "expected_revision": first, "brief": mine},
                    headers={"origin": BASE})
    assert r.status_code == 409
    assert "MY EDIT" in r.text and "cold fast glitch" in r.text
    assert engine.manage_brief("read")["brief"]["creative_direction"] == "cold fast glitch"


@pytest.mark.parametrize("headers, data, code", [
    ({"origin": "http://evil.example"}, {"csrf": "X"}, 403),
    ({}, {"csrf": "wrong"}, 403),
    ({"origin": BASE}, {}, 403),
])
def test_writes_need_same_origin_and_csrf(panel: tuple[TestClient, PanelConfig, Engine], headers: dict, data: dict,
                                          code: int) -> None:
    client, config, engine = panel
    payload = {"expected_revision": "absent", "brief": "{}", **data}
    if payload.get("csrf") == "X":
        payload["csrf"] = config.csrf
    assert client.post("/brief", data=payload, headers=headers).status_code == code
    assert engine.manage_brief("read")["status"] == "absent"


def test_token_host_and_static_checks(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    _, config, engine = panel
    app = build_app(engine, config)
    fresh = TestClient(app, base_url=BASE)
    assert fresh.get("/").status_code == 403
    assert fresh.get("/static/panel.css").status_code == 403
    assert fresh.get("/?token=wrong").status_code == 403
    r = fresh.get(f"/sessions?token={config.token}", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/sessions" and "httponly" in r.headers["set-cookie"].lower()
    assert fresh.get("/sessions").status_code == 200
    assert fresh.get("/static/panel.css").status_code == 200
    rebinding = TestClient(app, base_url="http://attacker.example:8766")
    rebinding.cookies.set("tdcontext_panel", config.token)
    assert rebinding.get("/").status_code == 421


def test_bad_inputs_are_clear_pages_not_tracebacks(panel: tuple[TestClient, PanelConfig, Engine]) -> None:
    client, _, _ = panel
    for path, code in [("/sessions/..%2Fetc", 404), ("/sessions/nope", 404), ("/sessions/s-demo/raw?start=a&end=2", 400),
                       ("/sessions/s-demo/raw?start=9&end=1", 400), ("/continuity?window=zz", 400),
                       ("/continuity?simulate=1&turns=5", 400)]:
        r = client.get(path)
        assert r.status_code in (code, 400, 404), (path, r.status_code)
        assert "Traceback" not in r.text
