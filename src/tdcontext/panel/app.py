"""The panel's ASGI app: routes, templates and the security that wraps every request.

Security, in the order a request meets it:
1. Host: only 127.0.0.1 / localhost / [::1] (with the bound port) — defeats DNS rebinding.
2. Token: the random access token printed at start (`/?token=...`, like Jupyter) is
   exchanged for an HttpOnly, SameSite=Strict cookie; no token, no page (403).
3. Writes (POST): the Origin (or Referer) must be this panel's own, and the form must carry the
   CSRF token derived from the access token.
4. Responses: a strict Content-Security-Policy (no inline script, nothing from outside
   'self'), nosniff, no referrer, no framing. Templates autoescape every stored or retrieved text.

Invariant: no handler runs for a request that failed a check, and no error page echoes
unescaped input or a traceback.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..engine import Engine
from ..errors import InvalidInputError, NotFoundError, TdcontextError
from ..textsafety import redact

__all__ = ["PanelConfig", "build_app"]

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
COOKIE = "tdcontext_panel"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # "no-referrer" makes Chromium send Origin: null on form posts
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")


class PanelConfig:
    """Where the panel is served and its secrets (token, CSRF key)."""

    def __init__(self, *, port: int, token: str | None = None, prefix: str = "") -> None:
        self.port = port
        self.token = token or secrets.token_urlsafe(24)
        self.prefix = prefix.rstrip("/")
        self.csrf = hmac.new(self.token.encode(), b"tdcontext-panel-csrf", hashlib.sha256).hexdigest()

    @property
    def allowed_hosts(self) -> set[str]:
        return {f"{h}:{self.port}" for h in LOOPBACK_HOSTS} | ({*LOOPBACK_HOSTS} if self.port == 80 else set())

    @property
    def allowed_origins(self) -> set[str]:
        return {f"http://{h}" for h in self.allowed_hosts}

    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{self.prefix}/?token={self.token}"


def _templates() -> Environment:
    env = Environment(loader=FileSystemLoader(str(HERE / "templates")),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    env.filters["thousands"] = lambda v: f"{int(v):,}" if isinstance(v, int | float) else v
    env.filters["pct"] = lambda v: f"{v:.0%}" if isinstance(v, int | float) else "n/a"
    return env


def build_app(engine: Engine, config: PanelConfig) -> Starlette:
    """The panel app for `engine`; `config.prefix` is where it is mounted ("" or "/panel")."""
    env = _templates()

    def render(request: Request, name: str, http_status: int = 200, **context: Any) -> HTMLResponse:
        page = env.get_template(name).render(prefix=config.prefix, csrf=config.csrf, path=request.url.path,
                                             **context)
        return HTMLResponse(page, status_code=http_status, headers=SECURITY_HEADERS)

    async def off_thread(func: Callable[[], Any]) -> Any:
        return await anyio.to_thread.run_sync(func)

    def guarded(handler: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
        async def wrapper(request: Request) -> Response:
            host = request.headers.get("host", "")
            if host not in config.allowed_hosts:
                return PlainTextResponse("this panel answers only on 127.0.0.1", status_code=421,
                                         headers=SECURITY_HEADERS)
            given = request.query_params.get("token")
            cookie = request.cookies.get(COOKIE, "")
            if given is not None:
                if not hmac.compare_digest(given, config.token):
                    return PlainTextResponse("wrong access token; open the URL tdcontext printed", 403,
                                             headers=SECURITY_HEADERS)
                clean = request.url.remove_query_params("token")
                target = clean.path + (f"?{clean.query}" if clean.query else "")
                response: Response = RedirectResponse(target or "/", status_code=303, headers=SECURITY_HEADERS)
                response.set_cookie(COOKIE, config.token, httponly=True, samesite="strict",
                                     path=config.prefix or "/")
                return response
            if not hmac.compare_digest(cookie, config.token):
                return PlainTextResponse("open the panel with the URL tdcontext printed (it carries the access token)",
                                         403, headers=SECURITY_HEADERS)
            if request.method == "POST":
                origin = request.headers.get("origin") or _origin_of(request.headers.get("referer", ""))
                if origin not in config.allowed_origins:
                    return PlainTextResponse("cross-origin write refused", 403, headers=SECURITY_HEADERS)
                form = await request.form()
                if not hmac.compare_digest(str(form.get("csrf", "")), config.csrf):
                    return PlainTextResponse("stale or missing form token; reload the page and retry", 403,
                                             headers=SECURITY_HEADERS)
            try:
                return await handler(request)
            except NotFoundError as exc:
                return render(request, "error.html", 404, title="Not found", message=redact(str(exc)))
            except (InvalidInputError, TdcontextError) as exc:
                return render(request, "error.html", 400, title="Cannot do that", message=redact(str(exc)))
            except Exception:
                log.exception("panel handler failed")
                return render(request, "error.html", 500, title="Something broke",
                              message="the panel hit an internal error; the details are in the log")
        return wrapper

    from .views import brief as brief_view
    from .views import continuity as continuity_view
    from .views import facets as facets_view
    from .views import knowledge as knowledge_view
    from .views import overview as overview_view
    from .views import receipts as receipts_view
    from .views import sessions as sessions_view

    async def overview(request: Request) -> Response:
        ctx = await off_thread(lambda: overview_view.data(engine, run_checks=request.query_params.get("check") == "1"))
        return render(request, "overview.html", page="overview", **ctx)

    async def sessions(request: Request) -> Response:
        return render(request, "sessions.html", page="sessions", **await off_thread(lambda: sessions_view.index(engine)))

    async def session(request: Request) -> Response:
        sid = request.path_params["session_id"]
        return render(request, "session.html", page="sessions",
                      **await off_thread(lambda: sessions_view.detail(engine, sid)))

    async def session_raw(request: Request) -> Response:
        sid = request.path_params["session_id"]
        start = _int(request.query_params.get("start"), "start")
        end = _int(request.query_params.get("end"), "end")
        if end < start or end - start > 2000:
            raise InvalidInputError(f"a raw range is start <= end with at most 2,000 seqs; got {start}-{end}")
        return render(request, "raw.html", page="sessions",
                      **await off_thread(lambda: sessions_view.raw_range(engine, sid, start, end)))

    async def receipts(request: Request) -> Response:
        status = request.query_params.get("status") or None
        limit = _int(request.query_params.get("limit") or "50", "limit")
        if not 1 <= limit <= 50:
            raise InvalidInputError(f"limit must be 1-50, got {limit}")
        if status is not None and status not in receipts_view.STATUSES:
            raise InvalidInputError(f"status must be one of {', '.join(receipts_view.STATUSES)}, got {status!r:.40}")
        return render(request, "receipts.html", page="receipts",
                      **await off_thread(lambda: receipts_view.index(engine, status=status, limit=limit)))

    async def receipt(request: Request) -> Response:
        rid = request.path_params["receipt_id"]
        return render(request, "receipt.html", page="receipts",
                      **await off_thread(lambda: receipts_view.detail(engine, rid)))

    async def continuity(request: Request) -> Response:
        params = dict(request.query_params)
        ctx = await off_thread(lambda: continuity_view.data(engine, params, simulate=params.get("simulate") == "1"))
        return render(request, "continuity.html", page="continuity", **ctx)

    async def continuity_plan_api(request: Request) -> Response:
        params = dict(request.query_params)
        try:
            plans = await off_thread(lambda: continuity_view.plans(engine, continuity_view.parse(params)))
        except InvalidInputError as exc:
            return JSONResponse({"error": redact(str(exc))}, status_code=400, headers=SECURITY_HEADERS)
        return JSONResponse(plans, headers=SECURITY_HEADERS)

    async def facets(request: Request) -> Response:
        q = request.query_params.get("q", "")[:500]
        s = request.query_params.get("session") or None
        return render(request, "facets.html", page="facets",
                      **await off_thread(lambda: facets_view.data(engine, query=q, session=s)))

    async def brief(request: Request) -> Response:
        if request.method == "POST":
            form = await request.form()
            text, revision = str(form.get("brief", "")), str(form.get("expected_revision", ""))
            ctx = await off_thread(lambda: brief_view.replace(engine, text=text, expected_revision=revision))
            code = 409 if ctx.get("conflict") else 400 if ctx.get("error") else 200
            return render(request, "brief.html", code, page="brief", **ctx)
        return render(request, "brief.html", page="brief", **await off_thread(lambda: brief_view.read(engine)))

    async def knowledge(request: Request) -> Response:
        q = request.query_params.get("q", "")[:2000]
        prompt = request.query_params.get("prompt", "")[:4000]
        return render(request, "knowledge.html", page="knowledge",
                      **await off_thread(lambda: knowledge_view.data(engine, query=q, prompt=prompt)))

    routes = [
        Route("/", guarded(overview)),
        Route("/sessions", guarded(sessions)),
        Route("/sessions/{session_id}", guarded(session)),
        Route("/sessions/{session_id}/raw", guarded(session_raw)),
        Route("/receipts", guarded(receipts)),
        Route("/receipts/{receipt_id}", guarded(receipt)),
        Route("/continuity", guarded(continuity)),
        Route("/api/continuity/plan", guarded(continuity_plan_api)),
        Route("/facets", guarded(facets)),
        Route("/brief", guarded(brief), methods=["GET", "POST"]),
        Route("/knowledge", guarded(knowledge)),
        Mount("/static", app=_guarded_static(config)),
    ]
    return Starlette(routes=routes)


def _guarded_static(config: PanelConfig) -> Any:
    files = StaticFiles(directory=str(HERE / "static"))

    async def app(scope: Any, receive: Any, send: Any) -> None:
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers", [])}
        cookie = Request(scope).cookies.get(COOKIE, "")
        if headers.get("host", "") not in config.allowed_hosts or not hmac.compare_digest(cookie, config.token):
            await PlainTextResponse("forbidden", 403, headers=SECURITY_HEADERS)(scope, receive, send)
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] += [(k.lower().encode(), v.encode()) for k, v in SECURITY_HEADERS.items()
                                       if k != "Cache-Control"]
            await send(message)

        await files(scope, receive, send_with_headers)

    return app


def _origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


def _int(raw: str | None, name: str) -> int:
    try:
        return int(str(raw))
    except ValueError:
        raise InvalidInputError(f"{name} must be a whole number, got {str(raw)[:40]!r}") from None
