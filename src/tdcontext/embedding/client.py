"""The client of the shared embedding daemon, and the embedder every door uses by default.

`DaemonEmbedder.embed` connects to the home's daemon (`run/embed.sock`, or loopback TCP +
token on Windows); if none answers, it takes `run/embed.lock`, checks again, clears a stale
socket or a hung daemon, starts one (detached: it outlives this process until idle), and
waits for it. A daemon that reports another model version is shut down and replaced. A
request whose connection dies is retried once on a fresh daemon.
Fallback: when the daemon cannot be used at all (no socket support, a folder it cannot
create, a start that fails for a reason other than the model), a private `SidecarEmbedder`
- the per-process worker of earlier versions - takes over for this process, so a search
still gets vectors; if the model itself is broken the caller gets EmbedderUnavailableError
and the engine degrades to BM25 as before.
Invariant: stdlib only at import (no numpy until vectors are decoded); every failure
reaches callers as EmbedderUnavailableError; two homes never share a daemon.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import EmbedderUnavailableError, InvalidInputError
from .base import DIM, MODEL_VERSION, check_texts, query_embed
from .rundir import (
    RunPaths,
    child_env,
    default_transport,
    file_lock,
    is_our_daemon,
    pid_alive,
    secure_dir,
)

log = logging.getLogger(__name__)

MAX_TEXTS_PER_REQUEST = 64


class _ConnectionLost(Exception):
    """Internal: the daemon went away under a request (retryable once)."""


class _DaemonUnusable(Exception):
    """Internal: this process cannot use a daemon at all (fall back to the sidecar)."""


def daemon_command(python: str | None = None) -> list[str]:
    """`python -m tdcontext.embedding.daemon` with this (or the configured) interpreter."""
    return [python or sys.executable, "-m", "tdcontext.embedding.daemon"]


_NOSIGNAL = getattr(socket, "MSG_NOSIGNAL", 0)
_SO_NOSIGPIPE = 0x1022  # macOS/BSD; the socket module does not name it


@contextlib.contextmanager
def _socket_errors(what: str, timeout: float) -> Iterator[None]:
    """A timeout becomes EmbedderUnavailableError; any other socket error, _ConnectionLost."""
    try:
        yield
    except TimeoutError:
        raise EmbedderUnavailableError(
            f"the embedding daemon {what} within {timeout:g} s (raise embed_timeout_seconds "
            "if the machine is slow)"
        ) from None
    except OSError as exc:
        raise _ConnectionLost(str(exc)) from exc


class _Conn:
    """One connection to a daemon: line-delimited JSON, one request at a time.

    Writing to a daemon that just exited must raise, not deliver SIGPIPE: inside a host
    application (TouchDesigner's embedded Python) SIGPIPE may not be ignored and would end it.
    """

    def __init__(self, sock: socket.socket, state: Mapping[str, Any]) -> None:
        if sys.platform == "darwin":
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, _SO_NOSIGPIPE, 1)
        self.sock = sock
        self.reader = sock.makefile("rb")
        self.state = dict(state)
        self.next_id = 1

    def call(self, request: dict[str, Any], timeout: float) -> dict[str, Any]:
        return self.receive(self.send(request, timeout), timeout)

    def send(self, request: dict[str, Any], timeout: float) -> int:
        """Write one request; returns its id, which `receive` expects back."""
        req_id = self.next_id
        self.next_id += 1
        payload = json.dumps({"id": req_id, **request}, ensure_ascii=True, separators=(",", ":")).encode("ascii")
        with _socket_errors("took no request", timeout):
            self.sock.settimeout(timeout)
            self.sock.sendall(payload + b"\n", _NOSIGNAL)
        return req_id

    def receive(self, req_id: int, timeout: float) -> dict[str, Any]:
        """Read the answer to request `req_id` (the connection runs one request at a time)."""
        with _socket_errors("gave no answer", timeout):
            self.sock.settimeout(timeout)
            raw = self.reader.readline()
        if not raw:
            raise _ConnectionLost("the daemon closed the connection")
        try:
            response = json.loads(raw)
        except ValueError:
            raise _ConnectionLost(f"the daemon wrote a non-JSON line: {raw[:120]!r}") from None
        if not isinstance(response, dict) or response.get("id") != req_id:
            raise _ConnectionLost(f"the daemon answered out of turn: {raw[:120]!r}")
        return response

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.reader.close()
        with contextlib.suppress(OSError):
            self.sock.close()


def connect(paths: RunPaths, *, timeout: float = 2.0) -> _Conn | None:
    """A handshaken connection to the home's running daemon, or None if none answers."""
    state = paths.read_state()
    transport = state.get("transport") if state else default_transport()
    try:
        if transport == "unix":
            if not _owned_privately(paths.socket):
                return None
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.settimeout(timeout)
            sock.connect(str(paths.socket))
        else:
            if not state or not isinstance(state.get("address"), str) or not isinstance(state.get("token"), str):
                return None
            host, _, port = state["address"].rpartition(":")
            if host != "127.0.0.1":
                return None  # never follow a state file to another machine
            sock = socket.create_connection((host, int(port)), timeout=timeout)
    except (OSError, ValueError):
        return None
    conn = _Conn(sock, state or {})
    try:
        if transport != "unix":
            assert state is not None
            conn.sock.sendall(json.dumps({"op": "auth", "token": state["token"]}).encode("ascii") + b"\n", _NOSIGNAL)
            if json.loads(conn.reader.readline() or b"{}").get("ok") is not True:
                conn.close()
                return None
        info = conn.call({"op": "status"}, timeout)
    except (_ConnectionLost, EmbedderUnavailableError, OSError, ValueError):
        conn.close()
        return None
    if info.get("ok") is not True:
        conn.close()
        return None
    conn.state.update(info)
    return conn


def _owned_privately(path: Path) -> bool:
    """The socket and its folder belong to this user and nobody else can write the folder.

    A socket planted by another local user (say in a shared temp dir) is never talked to.
    """
    if os.name != "posix":
        return True
    try:
        folder, sock = path.parent.stat(), path.lstat()
    except OSError:
        return False
    uid = os.getuid()
    return folder.st_uid == uid and not folder.st_mode & 0o022 and sock.st_uid == uid


def daemon_status(home: Path) -> dict[str, Any]:
    """What `tdcontext status` shows: the home's daemon if one answers; never starts one."""
    paths = RunPaths.for_home(home)
    conn = connect(paths, timeout=1.0)
    if conn is None:
        state = paths.read_state()
        stale = state is not None and not pid_alive(int(state.get("pid") or 0))
        return {"running": False, **({"stale_state": True} if stale else {})}
    try:
        s = conn.state
        return {"running": True, "pid": s.get("pid"), "model_version": s.get("model_version"),
                "idle_seconds": s.get("idle_seconds"), "idle_timeout_seconds": s.get("idle_timeout_seconds"),
                "requests": s.get("requests"), "uptime_seconds": s.get("uptime_seconds"),
                "rss_mb": s.get("rss_mb"), "transport": s.get("transport"), "address": s.get("address"),
                "query_precision": s.get("query_precision")}
    finally:
        conn.close()


def stop_daemon(home: Path, *, timeout: float = 5.0) -> int | None:
    """Ask the home's daemon to exit; returns its pid, or None if none was running."""
    paths = RunPaths.for_home(home)
    conn = connect(paths, timeout=1.0)
    if conn is None:
        return None
    pid = conn.state.get("pid")
    with contextlib.suppress(_ConnectionLost, EmbedderUnavailableError):
        conn.call({"op": "shutdown"}, timeout)
    conn.close()
    if isinstance(pid, int):
        _wait_gone(pid, timeout)
    return pid if isinstance(pid, int) else None


def _wait_gone(pid: int, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while pid_alive(pid):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)
    return True


def _decode(response: dict[str, Any], n: int, dim: int) -> Any:
    """The vectors of an embed answer, or EmbedderUnavailableError for a failed or malformed one."""
    import numpy as np

    if response.get("ok") is not True:
        raise EmbedderUnavailableError(f"the embedding daemon failed: {response.get('error')}")
    if response.get("n") != n or response.get("dim") != dim:
        raise EmbedderUnavailableError(
            f"the embedding daemon answered n={response.get('n')!r}, dim={response.get('dim')!r}; "
            f"expected n={n}, dim={dim}"
        )
    try:
        data = base64.b64decode(response["vectors_b64"], validate=True)
        vectors = np.frombuffer(data, dtype="<f4").reshape(n, dim)
    except (KeyError, TypeError, ValueError, binascii.Error) as exc:
        raise EmbedderUnavailableError(f"the embedding daemon sent unreadable vectors ({exc})") from exc
    return vectors.astype(np.float32, copy=True)


class DaemonEmbedder:
    """An Embedder backed by the home's shared daemon (see the module docstring).

    Args:
        home: the tdcontext home; the daemon lives in `home/run/`.
        idle_seconds: passed to a daemon this process starts (<= 0: never idles out).
        timeout: seconds one request may take.
        start_timeout: seconds a new daemon may take to load the model and listen.
        command: the daemon command line (default `python -m tdcontext.embedding.daemon`).
        model_version, dim: what the daemon must report; another version is replaced.
        fallback: makes the private embedder used when no daemon can be used (None: raise).
        env: extra environment variables for the daemon.
        transport: "unix" or "tcp" (default: unix except on Windows).
        threads: cores one embed call may use in the daemon (sub-batches run in parallel).
    """

    def __init__(
        self,
        home: Path,
        *,
        idle_seconds: float = 300.0,
        timeout: float = 60.0,
        start_timeout: float = 60.0,
        command: Sequence[str] | None = None,
        model_version: str = MODEL_VERSION,
        dim: int = DIM,
        fallback: Callable[[], Any] | None = None,
        env: Mapping[str, str] | None = None,
        transport: str | None = None,
        threads: int = 2,
    ) -> None:
        if timeout <= 0 or start_timeout <= 0:
            raise InvalidInputError(f"timeout ({timeout}) and start_timeout ({start_timeout}) must be > 0")
        self.model_version = model_version
        self.dim = dim
        self.paths = RunPaths.for_home(home)
        self._idle = idle_seconds
        self._timeout = timeout
        self._start_timeout = start_timeout
        self._command = list(command) if command is not None else daemon_command()
        self._fallback_factory = fallback
        self._fallback: Any = None
        self._extra_env = dict(env or {})
        self._transport = transport or default_transport()
        self._threads = threads
        self._lock = threading.Lock()
        self._conn: _Conn | None = None
        self._query_lock = threading.Lock()  # held from `begin` until its answer is read
        self._query_conn: _Conn | None = None
        self._closed = False
        self.started_pids: list[int] = []
        self.on_wait: Callable[[str], None] | None = None
        """Called with a label when a wait of about a second starts (a daemon start)."""

    # ---- public API ---------------------------------------------------------------------

    def embed(self, texts: Sequence[str]) -> Any:
        """Rows of shape (len(texts), dim), float32, L2-normalised, in input order.

        Raises:
            InvalidInputError: `texts` is not a sequence of str.
            EmbedderUnavailableError: neither the daemon nor the fallback can embed.
        """
        return self._embed_items(check_texts(texts), "document")

    def embed_queries(self, texts: Sequence[str]) -> Any:
        """Search-query rows, like `embed` but through the daemon's query graph; never store them.

        Raises:
            InvalidInputError: `texts` is not a sequence of str.
            EmbedderUnavailableError: neither the daemon nor the fallback can embed.
        """
        return self._embed_items(check_texts(texts), "query")

    def _embed_items(self, items: list[str], purpose: str) -> Any:
        if not items:
            import numpy as np

            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [self._embed_part(items[i: i + MAX_TEXTS_PER_REQUEST], purpose)
                 for i in range(0, len(items), MAX_TEXTS_PER_REQUEST)]
        if len(parts) == 1:
            return parts[0]
        import numpy as np

        return np.vstack(parts)

    def warm(self) -> None:
        """Make sure the daemon runs (start it if needed) without embedding anything."""
        with self._lock:
            if self._fallback is None:
                try:
                    self._connection()
                except _DaemonUnusable as exc:
                    self._use_fallback(str(exc))
            if self._fallback is not None and hasattr(self._fallback, "warm"):
                self._fallback.warm()

    @property
    def pid(self) -> int | None:
        conn = self._conn
        pid = conn.state.get("pid") if conn is not None else None
        return pid if isinstance(pid, int) else None

    @property
    def using_fallback(self) -> bool:
        return self._fallback is not None

    def close(self) -> None:
        """Drop the connection (the daemon keeps running until idle) and any fallback."""
        with self._lock:
            self._closed = True
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            if self._fallback is not None:
                self._fallback.close()
        if self._query_lock.acquire(timeout=self._timeout):  # an outstanding query is read (or timed out) first
            try:
                self._drop_query()
            finally:
                self._query_lock.release()

    def begin(self, texts: Sequence[str]) -> PendingEmbed | None:
        """Send `texts` to the running daemon now and read their vectors later.

        The caller works while the daemon encodes (search runs BM25 meanwhile) and no thread
        is handed the answer. Returns None, having sent nothing, whenever that cannot start at
        once: no daemon answers yet, the fallback is in use, the batch is too big, or another
        `begin` is still outstanding; call `embed` then. Queries use their own connection, so
        they never queue behind a bulk `embed` of this process.
        """
        items = check_texts(texts)
        if not items or len(items) > MAX_TEXTS_PER_REQUEST:
            return None
        if not self._query_lock.acquire(blocking=False):
            return None
        try:
            if self._closed or self._fallback is not None:
                raise _DaemonUnusable("not now")
            conn = self._query_conn
            if conn is None:
                conn = connect(self.paths)
                if conn is None or conn.state.get("model_version") != self.model_version:
                    if conn is not None:
                        conn.close()
                    raise _DaemonUnusable("no daemon of our version answers yet")
                self._query_conn = conn
            req_id = conn.send({"op": "embed", "texts": items, "purpose": "query"}, self._timeout)
        except (_DaemonUnusable, _ConnectionLost, EmbedderUnavailableError):
            self._drop_query()
            self._query_lock.release()
            return None
        return PendingEmbed(self, conn, req_id, items)

    def _drop_query(self) -> None:
        if self._query_conn is not None:
            self._query_conn.close()
            self._query_conn = None

    # ---- requests -----------------------------------------------------------------------

    def _embed_part(self, texts: list[str], purpose: str) -> Any:
        with self._lock:
            if self._closed:
                raise EmbedderUnavailableError("the embedder was closed; open the engine again")
            if self._fallback is None:
                try:
                    return self._daemon_embed(texts, purpose)
                except _DaemonUnusable as exc:
                    self._use_fallback(str(exc))
            return (query_embed(self._fallback) if purpose == "query" else self._fallback.embed)(texts)

    def _daemon_embed(self, texts: list[str], purpose: str) -> Any:
        retried = False
        while True:
            conn = self._connection()
            try:
                response = conn.call({"op": "embed", "texts": texts, "purpose": purpose}, self._timeout)
            except _ConnectionLost as exc:
                self._drop()
                if retried:
                    raise EmbedderUnavailableError(
                        f"the embedding daemon died twice under one request ({exc}); see {self.paths.log}"
                    ) from None
                retried = True
                log.warning("the embedding daemon went away during a request (%s); retrying once", exc)
                continue
            except EmbedderUnavailableError:
                self._drop()
                raise
            return _decode(response, len(texts), self.dim)

    def _drop(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _use_fallback(self, reason: str) -> None:
        if self._fallback_factory is None:
            raise EmbedderUnavailableError(f"the shared embedding daemon cannot be used: {reason}")
        log.warning("the shared embedding daemon cannot be used (%s); using a private worker", reason)
        self._fallback = self._fallback_factory()

    # ---- lifecycle ----------------------------------------------------------------------

    def _connection(self) -> _Conn:
        """A connection to a daemon of our model version, starting one if needed."""
        if self._conn is not None:
            return self._conn
        conn = connect(self.paths)
        if conn is not None and conn.state.get("model_version") == self.model_version:
            self._conn = conn
            return conn
        if conn is not None:
            conn.close()
        reason = self.paths.recent_failure(self.model_version)
        if reason is not None:
            raise EmbedderUnavailableError(
                f"the embedding daemon failed to start moments ago ({reason}); see {self.paths.log}"
            )
        try:
            secure_dir(self.paths.run_dir)
            lock = file_lock(self.paths.lock, self._start_timeout + 5.0)
        except EmbedderUnavailableError as exc:
            raise _DaemonUnusable(str(exc)) from None
        with lock:
            conn = connect(self.paths)  # another process may have started it meanwhile
            if conn is not None and conn.state.get("model_version") == self.model_version:
                self._conn = conn
                return conn
            if conn is not None:
                self._retire(conn)
            else:
                self._clear_stale()
            self._conn = self._start()
            return self._conn

    def _retire(self, conn: _Conn) -> None:
        """Shut down a daemon of another model version and wait for it to go."""
        pid = conn.state.get("pid")
        log.warning("the embedding daemon runs %r, not %r; restarting it",
                    conn.state.get("model_version"), self.model_version)
        with contextlib.suppress(_ConnectionLost, EmbedderUnavailableError):
            conn.call({"op": "shutdown"}, 5.0)
        conn.close()
        if isinstance(pid, int) and not _wait_gone(pid, 5.0) and is_our_daemon(pid, self.paths.run_dir):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        self._clear_stale()

    def _clear_stale(self) -> None:
        """Remove what a dead or hung daemon left: kill it if it is ours, drop socket and state."""
        state = self.paths.read_state()
        pid = int(state.get("pid") or 0) if state else 0
        if pid and pid != os.getpid() and pid_alive(pid) and is_our_daemon(pid, self.paths.run_dir):
            log.warning("embedding daemon %d does not answer; killing it", pid)
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
            _wait_gone(pid, 5.0)
        for path in (self.paths.state, self.paths.socket if self._transport == "unix" else None):
            if path is not None:
                with contextlib.suppress(FileNotFoundError, OSError):
                    path.unlink()

    def _start(self) -> _Conn:
        """Start a daemon (we hold the lock) and wait until it answers."""
        if self.on_wait is not None:
            self.on_wait("starting the embedding model")
        command = [*self._command, "--run-dir", str(self.paths.run_dir), "--idle", f"{self._idle:g}",
                   "--transport", self._transport, "--threads", str(self._threads)]
        log_path = self.paths.log
        try:
            secure_dir(log_path.parent)
            log_fh = open(log_path, "ab")  # noqa: SIM115 (handed to the child, closed below)
        except (OSError, EmbedderUnavailableError) as exc:
            raise _DaemonUnusable(f"cannot open {log_path}: {exc}") from None
        try:
            kwargs: dict[str, Any] = {}
            if sys.platform == "win32":
                kwargs["creationflags"] = (getattr(subprocess, "DETACHED_PROCESS", 0)
                                           | getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
                                           | getattr(subprocess, "CREATE_NO_WINDOW", 0))
            else:
                kwargs["start_new_session"] = True  # no SIGINT/SIGHUP from the starter's terminal
            proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log_fh, stderr=log_fh,
                                    env=child_env(self._extra_env, self._threads), close_fds=True, **kwargs)
        except OSError as exc:
            raise _DaemonUnusable(f"cannot start {self._command[0]!r}: {exc}") from None
        finally:
            log_fh.close()
        self.started_pids.append(proc.pid)
        # Reap it whenever it exits, so a long-lived starter (serve) keeps no zombie.
        threading.Thread(target=proc.wait, daemon=True, name="embed-daemon-reaper").start()
        deadline = time.monotonic() + self._start_timeout
        while time.monotonic() < deadline:
            code = proc.poll()
            if code is not None:
                reason = _last_log_line(log_path) or f"exit code {code}"
                if code == 2:  # the model did not load: a private worker would fail the same way
                    self.paths.write_private(self.paths.failed, {"at": time.time(), "reason": reason,
                                                                 "model_version": self.model_version})
                    raise EmbedderUnavailableError(f"the embedding model did not load: {reason}; see {log_path}")
                raise _DaemonUnusable(f"the daemon exited with code {code}: {reason}")
            state = self.paths.read_state()
            if state is not None and state.get("pid") == proc.pid:
                conn = connect(self.paths)
                if conn is not None:
                    if conn.state.get("model_version") != self.model_version:
                        conn.close()
                        self._kill(proc)
                        raise EmbedderUnavailableError(
                            f"the new embedding daemon runs {conn.state.get('model_version')!r}, not "
                            f"{self.model_version!r}; reinstall tdcontext"
                        )
                    with contextlib.suppress(OSError):
                        self.paths.failed.unlink()
                    log.info("embedding daemon %d ready (%s)", proc.pid, self.model_version)
                    return conn
            time.sleep(0.02)
        self._kill(proc)
        raise EmbedderUnavailableError(
            f"the embedding daemon was not ready within {self._start_timeout:g} s; see {log_path}"
        )

    @staticmethod
    def _kill(proc: subprocess.Popen[bytes]) -> None:
        with contextlib.suppress(OSError):
            proc.kill()


class PendingEmbed:
    """Texts sent by `DaemonEmbedder.begin`, whose vectors `result` reads (call it, or `cancel`).

    Invariant: the embedder's query slot is released exactly once, by whichever of `result`
    or `cancel` comes first; a connection that died is dropped and the texts are embedded
    again through `embed_queries` (which restarts the daemon if need be and retries once).
    """

    def __init__(self, owner: DaemonEmbedder, conn: _Conn, req_id: int, texts: list[str]) -> None:
        self._owner = owner
        self._conn = conn
        self._req_id = req_id
        self._texts = texts
        self._open = True

    def result(self) -> Any:
        """Rows of shape (len(texts), dim), like `DaemonEmbedder.embed_queries`.

        Raises:
            EmbedderUnavailableError: neither the daemon nor the fallback can embed, or the
                answer took longer than the timeout.
            RuntimeError: `result` or `cancel` was already called.
        """
        if not self._open:
            raise RuntimeError("this pending embedding was already read or cancelled")
        owner = self._owner
        try:
            response = self._conn.receive(self._req_id, owner._timeout)
        except _ConnectionLost as exc:
            self._release(drop=True)
            log.warning("the embedding daemon went away during a query (%s); asking again", exc)
            return owner.embed_queries(self._texts)
        except EmbedderUnavailableError:
            self._release(drop=True)
            raise
        self._release(drop=False)
        return _decode(response, len(self._texts), owner.dim)

    def cancel(self) -> None:
        """Give up on the answer: the connection is dropped, so no stale answer is read later."""
        if self._open:
            self._release(drop=True)

    def _release(self, *, drop: bool) -> None:
        self._open = False
        if drop:
            self._owner._drop_query()
        self._owner._query_lock.release()


def _last_log_line(path: Path) -> str:
    try:
        with path.open("rb") as fh:
            fh.seek(max(0, path.stat().st_size - 4096))
            lines = [ln.strip() for ln in fh.read().decode("utf-8", "replace").splitlines() if ln.strip()]
    except OSError:
        return ""
    return lines[-1] if lines else ""
