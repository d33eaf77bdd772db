"""The shared embedding daemon: one warm model per home, served over a local socket.

`python -m tdcontext.embedding.daemon --run-dir HOME/run --idle SECONDS [--transport unix|tcp]`
loads the model (one session, memory arena off, runs not serialised: a query is not
queued behind a batch), warms it, binds the socket, writes `run/embed.json`, then answers clients until
it has been idle `--idle` seconds (Ollama's keep-alive convention). Started and replaced by
`client.DaemonEmbedder`; any number of processes (CLI calls, `serve`) share it.

Protocol: one JSON object per line each way, as the stdio worker's (`worker.handle`), plus
  {"op": "status"}   -> {"ok": true, "pid", "model_version", "idle_seconds", "requests", "uptime_seconds", "rss_mb"}
  {"op": "shutdown"} -> {"ok": true}, then the daemon exits
On TCP (Windows) a connection's first line must be {"op": "auth", "token": "<run/embed.json token>"},
else it is closed. Exit codes: 0 idle/shutdown/signal, 2 the model did not load, 3 cannot bind.
Invariant: the socket (0600, in a 0700 folder) and the state file are removed on exit only
if they are still this daemon's own, so a replacement daemon is never unlinked by its predecessor.
"""

from __future__ import annotations

import argparse
import contextlib
import hmac
import json
import logging
import os
import secrets
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from .rundir import RunPaths, default_transport, secure_dir

log = logging.getLogger("tdcontext.embedding.daemon")

EXIT_MODEL = 2
EXIT_BIND = 3
MAX_LINE = 64 * 1024 * 1024
"""A request line longer than this closes the connection (64 texts x 1 MB fit)."""


def _default_factory(threads: int) -> Any:
    from .model import OnnxMiniLM

    # One session serves queries and batches concurrently (runs are not serialised), with
    # the memory arena off so an idle daemon gives back what a big batch needed.
    return OnnxMiniLM(threads=max(1, threads), arena=False)


class Daemon:
    """The server loop; `serve_forever` returns when idle, shut down, or signalled."""

    def __init__(self, embedder: Any, paths: RunPaths, *, idle_seconds: float, transport: str) -> None:
        self.embedder = embedder
        self.paths = paths
        self.idle_seconds = idle_seconds
        self.transport = transport
        self.token = secrets.token_hex(32) if transport == "tcp" else None
        self._lock = threading.Lock()
        self._busy = 0
        self._requests = 0
        self._last = time.monotonic()
        self._grown = True  # loading and warming the model left freed heap behind
        self._started = time.monotonic()
        self._stop = threading.Event()
        self._listener: socket.socket | None = None
        self._bound_inode: int | None = None
        self.address: str = ""

    # ---- set-up and tear-down ------------------------------------------------------------

    def bind(self) -> None:
        """Bind and listen; raises OSError when the socket cannot be created."""
        secure_dir(self.paths.run_dir)
        if self.transport == "unix":
            path = self.paths.socket
            secure_dir(path.parent)
            with contextlib.suppress(FileNotFoundError):
                path.unlink()  # the starter holds the lock and found nobody answering here
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            old = os.umask(0o177)
            try:
                sock.bind(str(path))
            finally:
                os.umask(old)
            os.chmod(path, 0o600)
            self._bound_inode = path.stat().st_ino
            self.address = str(path)
        else:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.1", 0))
            self.address = f"127.0.0.1:{sock.getsockname()[1]}"
        sock.listen(64)
        sock.settimeout(0.5)
        self._listener = sock
        state = {
            "pid": os.getpid(),
            "model_version": self.embedder.model_version,
            "dim": self.embedder.dim,
            "transport": self.transport,
            "address": self.address,
            "idle_seconds": self.idle_seconds,
            "started_at": time.time(),
        }
        if self.token is not None:
            state["token"] = self.token
        self.paths.write_private(self.paths.state, state)

    def cleanup(self) -> None:
        """Close the listener; remove the socket and state file if they are still ours."""
        if self._listener is not None:
            with contextlib.suppress(OSError):
                self._listener.close()
        if self.transport == "unix" and self._bound_inode is not None:
            with contextlib.suppress(OSError):
                if self.paths.socket.stat().st_ino == self._bound_inode:
                    self.paths.socket.unlink()
        state = self.paths.read_state()
        if state is not None and state.get("pid") == os.getpid():
            with contextlib.suppress(OSError):
                self.paths.state.unlink()

    def stop(self) -> None:
        self._stop.set()

    # ---- serving ---------------------------------------------------------------------------

    def serve_forever(self) -> str:
        """Accept clients until idle/shutdown/signal; returns why it stopped."""
        assert self._listener is not None
        while not self._stop.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                reason = self._should_stop()
                if reason:
                    return reason
                self._release_when_idle()
                continue
            except OSError:
                if self._stop.is_set():
                    break
                raise
            conn.settimeout(None)
            threading.Thread(target=self._client, args=(conn,), daemon=True, name="embed-client").start()
        return "shutdown"

    def _should_stop(self) -> str | None:
        with self._lock:
            idle = time.monotonic() - self._last
            if self._busy == 0 and self.idle_seconds > 0 and idle >= self.idle_seconds:
                self._stop.set()
                return f"idle for {idle:.0f} s"
        state = self.paths.read_state()
        if state is None or state.get("pid") != os.getpid():
            self._stop.set()  # our home was removed, or a replacement took over
            return "state file gone or replaced"
        if self.transport == "unix":
            try:
                if self.paths.socket.stat().st_ino != self._bound_inode:
                    self._stop.set()
                    return "socket replaced"
            except OSError:
                self._stop.set()
                return "socket removed"
        return None

    def _release_when_idle(self) -> None:
        """Give the heap a batch freed back to the system, once, when no request is running.

        With the memory arena off, onnxruntime frees a batch's buffers, but the C allocator
        keeps most of them: measured here, the RSS after a 32-text batch stayed at 280-363 MB
        from run to run, and one trim (12 ms) took it to about 240 MB.
        """
        with self._lock:
            if not self._grown or self._busy or time.monotonic() - self._last < RELEASE_AFTER_SECONDS:
                return
            self._grown = False
        release_memory()

    def _client(self, conn: socket.socket) -> None:
        with conn, conn.makefile("rb") as reader:
            authed = self.token is None
            while not self._stop.is_set():
                try:
                    raw = reader.readline(MAX_LINE + 1)
                except OSError:
                    return
                if not raw:
                    return
                if len(raw) > MAX_LINE:
                    self._send(conn, {"id": None, "ok": False, "error": "request line too long"})
                    return
                if not raw.strip():
                    continue
                if not authed:
                    authed = self._check_token(raw)
                    self._send(conn, {"id": None, "ok": authed} if authed else
                               {"id": None, "ok": False, "error": "bad token"})
                    if not authed:
                        return
                    continue
                if not self._send(conn, self._answer(raw)):
                    return

    def _check_token(self, raw: bytes) -> bool:
        try:
            request = json.loads(raw)
        except ValueError:
            return False
        token = request.get("token") if isinstance(request, dict) else None
        return isinstance(token, str) and self.token is not None and hmac.compare_digest(token, self.token)

    def _answer(self, raw: bytes) -> dict[str, Any]:
        from .worker import handle

        try:
            request = json.loads(raw)
        except ValueError:
            request = None
        op = request.get("op") if isinstance(request, dict) else None
        req_id = request.get("id") if isinstance(request, dict) else None
        if op == "status":  # a status probe is not use: it must not keep the daemon alive
            return {"id": req_id, "ok": True, **self.status()}
        if op == "shutdown":
            self._stop.set()
            return {"id": req_id, "ok": True}
        with self._lock:
            self._busy += 1
            self._requests += 1
            self._last = time.monotonic()
        answer: dict[str, Any] = {}
        try:
            answer = handle(self.embedder, raw)
            return answer
        finally:
            with self._lock:
                self._busy -= 1
                self._last = time.monotonic()
                if answer.get("n", 0) > 1:  # a batch grew the heap; a query, an info or a refusal did not
                    self._grown = True

    def status(self) -> dict[str, Any]:
        with self._lock:
            idle = 0.0 if self._busy else time.monotonic() - self._last
            requests = self._requests
        return {
            "pid": os.getpid(),
            "model_version": self.embedder.model_version,
            "query_precision": getattr(self.embedder, "query_precision", None),
            "dim": self.embedder.dim,
            "transport": self.transport,
            "idle_seconds": round(idle, 1),
            "idle_timeout_seconds": self.idle_seconds,
            "requests": requests,
            "uptime_seconds": round(time.monotonic() - self._started, 1),
            "rss_mb": _rss_mb(),
        }

    @staticmethod
    def _send(conn: socket.socket, obj: dict[str, Any]) -> bool:
        try:
            conn.sendall(json.dumps(obj, ensure_ascii=True, separators=(",", ":")).encode("ascii") + b"\n")
            return True
        except OSError:
            return False


RELEASE_AFTER_SECONDS = 0.5
"""Idle this long after a batch before the daemon hands freed heap back (see `release_memory`)."""


def release_memory() -> bool:
    """Ask the C allocator to return freed heap pages to the system (glibc's malloc_trim).

    True if it ran. Elsewhere (macOS, Windows, musl) there is no such call and nothing happens.
    """
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        trim = getattr(libc, "malloc_trim", None)
        if trim is None:
            return False
        trim(0)
        return True
    except (OSError, AttributeError, TypeError):
        return False


def _rss_mb() -> float | None:
    """Current resident set in MB (Linux /proc; None elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def main(argv: Sequence[str] | None = None, factory: Callable[[int], Any] | None = None) -> int:
    """Load the model, bind, serve until idle; see the module docstring for exit codes."""
    parser = argparse.ArgumentParser(prog="python -m tdcontext.embedding.daemon")
    parser.add_argument("--run-dir", required=True, type=Path)
    parser.add_argument("--idle", type=float, default=300.0, help="exit after this many idle seconds (<= 0: never)")
    parser.add_argument("--transport", choices=("unix", "tcp"), default=default_transport())
    parser.add_argument("--threads", type=int, default=int(os.environ.get("TDCONTEXT_EMBED_THREADS", "2") or "2"))
    args = parser.parse_args(argv)
    began = time.monotonic()
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    os.environ.setdefault("RAYON_NUM_THREADS", str(max(1, args.threads)))
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.umask(0o077)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="%(asctime)s embed-daemon[%(process)d] %(message)s")
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in the starter's terminal is not for us
    paths = RunPaths(args.run_dir)
    try:
        embedder = (factory or _default_factory)(args.threads)
        from .worker import WARMUP_TEXT

        embedder.embed([WARMUP_TEXT])
        prepare = getattr(embedder, "prepare_queries", None)
        if prepare is not None:  # the query graph loads behind the bind; queries use float32 until then
            prepare(wait=False)
    except Exception as exc:  # noqa: BLE001 (any load failure: log it, exit with the model code)
        log.error("model failed to load: %s", exc)
        return EXIT_MODEL
    daemon = Daemon(embedder, paths, idle_seconds=args.idle, transport=args.transport)

    def on_term(_signum: int, _frame: Any) -> None:
        daemon.stop()

    signal.signal(signal.SIGTERM, on_term)
    try:
        daemon.bind()
    except (OSError, InvalidInputError) as exc:
        log.error("cannot listen at %s: %s", paths.socket if args.transport == "unix" else "127.0.0.1", exc)
        daemon.cleanup()
        return EXIT_BIND
    except Exception as exc:  # noqa: BLE001 (e.g. the run folder belongs to someone else)
        log.error("cannot start: %s", exc)
        daemon.cleanup()
        return EXIT_BIND
    log.info("ready: %s at %s in %.2f s (idle timeout %g s)", embedder.model_version, daemon.address,
             time.monotonic() - began, args.idle)
    try:
        reason = daemon.serve_forever()
    finally:
        daemon.cleanup()
        with contextlib.suppress(Exception):
            embedder.close()
    log.info("stopped: %s", reason)
    return 0


if __name__ == "__main__":
    sys.exit(main())
