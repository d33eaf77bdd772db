"""Serving MCP over HTTP safely: Host/Origin checks always, a bearer token off loopback.

Every HTTP server checks the `Host` and `Origin` headers (the SDK's DNS-rebinding
protection) against the names it was bound to. A bind to a non-loopback address is
refused unless the user passes `--allow-remote`; then every request must carry
`Authorization: Bearer <token>`. The token is generated once, stored 0600 in
`$TDCONTEXT_HOME/serve-token` (created exclusively, never through a symlink), shown on
the terminal only when it is created, and compared in constant time.

Invariant: a server bound off loopback never answers a request without the token, and no
server answers a request whose Host is not one of its own names.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
import secrets
import socket
import stat
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from pathlib import Path
from typing import Any

from mcp.server.transport_security import TransportSecuritySettings

from ..errors import TdcontextError

TOKEN_FILE = "serve-token"
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class ServeSecurityError(TdcontextError):
    """The server cannot be started safely (token file unsafe, remote bind not allowed)."""


def is_loopback(host: str) -> bool:
    """True for `localhost` and any loopback address (127.0.0.0/8, ::1)."""
    name = host.strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _host_forms(host: str, port: int) -> list[str]:
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return [shown, f"{shown}:{port}"]


def _local_names() -> list[str]:
    """Names and addresses this machine answers to (for a wildcard bind such as 0.0.0.0)."""
    names = {"localhost", "127.0.0.1", "::1", socket.gethostname()}
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None):
            names.add(str(info[4][0]).split("%", 1)[0])
    except OSError:
        pass
    return sorted(n for n in names if n)


def transport_security(host: str, port: int, extra_hosts: Iterable[str] = ()) -> TransportSecuritySettings:
    """The SDK's Host/Origin checks for a server bound to `host:port`.

    Loopback binds admit the loopback names on any port; a named or numeric bind admits that
    name; a wildcard bind (0.0.0.0, ::) admits this machine's names and addresses. Every
    bind also admits `extra_hosts` (`--allowed-host`).
    """
    if is_loopback(host):
        hosts = ["127.0.0.1:*", "localhost:*", "[::1]:*", *(_host_forms(host, port))]
        origins = ["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*", f"http://{_host_forms(host, port)[1]}"]
    else:
        wildcard = host.strip("[]") in ("0.0.0.0", "::", "")
        names = _local_names() if wildcard else [host]
        hosts, origins = [], []
        for name in names:
            plain, with_port = _host_forms(name, port)
            hosts += [plain, with_port]
            origins += [f"http://{with_port}", f"https://{with_port}", f"http://{plain}", f"https://{plain}"]
    for name in extra_hosts:
        plain, with_port = _host_forms(name, port)
        hosts += [plain, with_port]
        origins += [f"http://{with_port}", f"https://{with_port}"]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=sorted(set(hosts)),
        allowed_origins=sorted(set(origins)),
    )


def token_path(home: Path) -> Path:
    return Path(home) / TOKEN_FILE


def load_or_create_token(home: Path) -> tuple[str, bool]:
    """The bearer token for remote serving and whether it was just created.

    Raises:
        ServeSecurityError: the token file is a symlink, not a regular file, readable by
            others, or empty.
    """
    path = token_path(home)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    token = secrets.token_urlsafe(32)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | nofollow, 0o600)
    except FileExistsError:
        return _read_token(path), False
    try:
        os.write(fd, (token + "\n").encode("ascii"))
        os.fsync(fd)
    finally:
        os.close(fd)
    return token, True


def _read_token(path: Path) -> str:
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, os.O_RDONLY | nofollow)
    except OSError as exc:
        raise ServeSecurityError(f"cannot open the token file {str(path)!r} ({exc.strerror}); "
                                 "delete it to have a new token generated") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ServeSecurityError(f"the token file {str(path)!r} is not a regular file; delete it")
        if os.name == "posix" and info.st_mode & 0o077:
            raise ServeSecurityError(
                f"the token file {str(path)!r} is readable by other users (mode {stat.S_IMODE(info.st_mode):o}); "
                "run chmod 600 on it, or delete it to get a new token"
            )
        raw = os.read(fd, 4096)
    finally:
        os.close(fd)
    token = raw.decode("ascii", "replace").strip()
    if len(token) < 32:
        raise ServeSecurityError(f"the token file {str(path)!r} holds no usable token; delete it to get a new one")
    return token


class BearerAuth:
    """ASGI middleware: every HTTP request needs `Authorization: Bearer <token>`."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self._expected = f"Bearer {token}".encode("ascii")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") == "http":
            given = b""
            for key, value in scope.get("headers", []):
                if key.lower() == b"authorization":
                    given = bytes(value)
                    break
            if not hmac.compare_digest(given, self._expected):
                body = b'{"error": "unauthorized: send Authorization: Bearer <token> (see the serve-token file)"}'
                await send({
                    "type": "http.response.start",
                    "status": 401,
                    "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="tdcontext"'),
                                (b"content-length", str(len(body)).encode())],
                })
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def build_http_app(server: Any, *, host: str, port: int, token: str | None,
                   extra_hosts: Iterable[str] = ()) -> Any:
    """The streamable-HTTP ASGI app with Host/Origin checks, wrapped in bearer auth when `token`."""
    app = server.streamable_http_app(transport_security=transport_security(host, port, extra_hosts), host=host)
    return BearerAuth(app, token) if token else app


def remote_warning(host: str, port: int, path: Path, token: str | None) -> str:
    """The loud banner printed before serving off loopback (the token only when just created)."""
    line = "!" * 78
    shown = token if token else f"(unchanged; it is in {path})"
    return (
        f"{line}\n"
        f"WARNING: tdcontext is serving on {host}:{port}, reachable from OTHER MACHINES.\n"
        "Anyone with the token can call every tool: search your notes, write project briefs,\n"
        "ingest URLs. Use it only on a network you trust, ideally behind TLS (a reverse proxy).\n"
        f"Bearer token: {shown}\n"
        f"Clients must send the header  Authorization: Bearer <token>  (stored 0600 in {path}),\n"
        f'e.g. {{"url": "http://<this machine>:{port}/mcp", "headers": {{"Authorization": "Bearer <token>"}}}}\n'
        f"{line}\n"
    )


def run_http(server: Any, *, host: str, port: int, token: str | None, extra_hosts: Iterable[str] = (),
             mounts: Iterable[tuple[str, Any]] = ()) -> None:
    """Serve until interrupted (uvicorn), with the checks of `build_http_app`; `mounts` adds
    (path, ASGI app) pairs beside /mcp (the panel, on loopback binds only)."""
    import uvicorn
    from starlette.routing import Mount

    app = build_http_app(server, host=host, port=port, token=token, extra_hosts=extra_hosts)
    for path, sub in mounts:
        app.router.routes.append(Mount(path, app=sub))
    uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning")).run()


__all__ = [
    "BearerAuth",
    "ServeSecurityError",
    "build_http_app",
    "is_loopback",
    "load_or_create_token",
    "remote_warning",
    "run_http",
    "token_path",
    "transport_security",
]
