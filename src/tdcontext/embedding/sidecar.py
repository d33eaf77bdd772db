"""The sidecar: runs the embedding worker as a child process and keeps it healthy.

Lifecycle: nothing is spawned until the first `embed` (or `warm`). The child is then started
and waited for until it prints its ready line (it warms the model up before that). A child
left idle for `idle_seconds` is stopped by a watchdog thread; the next call starts a new
one. A request that outlives `timeout` kills the child. A child that dies mid-request is
replaced and the request retried once.
Failure policy: every crash, hang, failed start or garbled answer counts as a failure;
a success resets the count. Restarts after the first are spaced by exponential backoff,
and after more than `max_restarts` failures in a row the sidecar refuses for `cooldown`
seconds. While backing off or refusing, calls raise EmbedderUnavailableError at once
instead of waiting, so a dead model costs each search microseconds, not seconds.
Invariant: at most one child is alive per sidecar, requests are serialised by one lock
(so concurrent callers never see each other's vectors), and every failure reaches the
caller as EmbedderUnavailableError.
"""

from __future__ import annotations

import base64
import binascii
import collections
import json
import logging
import os
import queue
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Self

import numpy as np

from ..errors import EmbedderUnavailableError, InvalidInputError
from .model import DIM, MODEL_VERSION, FloatMatrix, check_texts, empty_matrix
from .rundir import child_env

log = logging.getLogger(__name__)

_EOF = None
_LOG_ROTATE_BYTES = 1 << 20


@dataclass(frozen=True)
class SidecarStatus:
    """A snapshot for diagnostics (`tdcontext doctor`, tests)."""

    running: bool
    pid: int | None
    spawns: int
    consecutive_failures: int
    last_error: str | None
    refusing_for_seconds: float


class _WorkerFailure(Exception):
    """Internal: the child crashed, hung or answered garbage. Never leaves this module."""

    def __init__(self, reason: str, *, retryable: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable


def default_command() -> list[str]:
    """`python -m tdcontext.embedding.worker` with this interpreter."""
    return [sys.executable, "-m", "tdcontext.embedding.worker"]


class _Child:
    """One worker process and the two daemon threads draining its pipes."""

    def __init__(self, command: Sequence[str], env: dict[str, str], log_path: Path | None) -> None:
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0
        self.proc = subprocess.Popen(
            list(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            close_fds=True,
            creationflags=flags,
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.exited = threading.Event()
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=20)
        self.next_id = 1
        self._log_path = log_path
        assert self.proc.stdout is not None and self.proc.stderr is not None
        self._out = threading.Thread(target=self._drain_stdout, args=(self.proc.stdout,), daemon=True)
        self._err = threading.Thread(target=self._drain_stderr, args=(self.proc.stderr,), daemon=True)
        self._out.start()
        self._err.start()
        # Whatever happens to the owner, do not leave a worker behind at interpreter exit.
        self._finalizer = weakref.finalize(self, _kill_quietly, self.proc)

    @property
    def pid(self) -> int:
        return self.proc.pid

    def _drain_stdout(self, stream: IO[bytes]) -> None:
        try:
            for raw in stream:
                self.lines.put(raw)
        except (OSError, ValueError):
            pass  # the pipe was closed under us by kill(); EOF below says the same
        finally:
            self.lines.put(_EOF)
            self.exited.set()
        try:  # reap it now, so a worker that died between calls leaves no zombie behind
            self.proc.wait(timeout=5.0)
        except subprocess.TimeoutExpired:
            pass

    def _drain_stderr(self, stream: IO[bytes]) -> None:
        # Always drained: a full stderr pipe would block the worker and look like a hang.
        sink = _open_log(self._log_path)
        try:
            for raw in stream:
                text = raw.decode("utf-8", "replace").rstrip()
                self.stderr_tail.append(text)
                if sink is not None:
                    sink.write(raw)
                    sink.flush()
        except (OSError, ValueError):
            pass
        finally:
            if sink is not None:
                sink.close()

    def send(self, obj: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(obj, ensure_ascii=True).encode("ascii") + b"\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise _WorkerFailure(f"could not write to the worker ({exc}){self.describe_exit()}", retryable=True) from exc

    def read(self, deadline: float) -> bytes | None:
        """The next stdout line, None at EOF; raises queue.Empty at `deadline`."""
        return self.lines.get(timeout=max(0.0, deadline - time.monotonic()))

    def describe_exit(self) -> str:
        """', exit code 3: <last stderr line>' once the process is gone, else ''."""
        try:
            code = self.proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return ""
        self._err.join(timeout=0.5)
        tail = [line for line in self.stderr_tail if line.strip()]
        last = f": {tail[-1]}" if tail else ""
        return f", exit code {code}{last}"

    def stop(self, grace: float) -> None:
        """Close stdin (the worker exits on EOF), wait `grace` seconds, then kill."""
        try:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.kill()
        self._finalizer.detach()

    def kill(self) -> None:
        _kill_quietly(self.proc)
        self._finalizer.detach()


def _kill_quietly(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        try:
            proc.kill()
        except OSError:
            pass
    try:
        proc.wait(timeout=5.0)
    except subprocess.TimeoutExpired:
        log.warning("embedding worker %d did not die after SIGKILL", proc.pid)
    for stream in (proc.stdin, proc.stdout, proc.stderr):
        try:
            if stream is not None:
                stream.close()
        except OSError:
            pass


def _times(n: int) -> str:
    return "once" if n == 1 else f"{n} times"


def _open_log(path: Path | None) -> IO[bytes] | None:
    """The worker log, appended to; rotated once it passes 1 MiB. None if unusable."""
    if path is None:
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > _LOG_ROTATE_BYTES:
            os.replace(path, path.with_name(path.name + ".1"))
        return path.open("ab")
    except OSError as exc:
        log.warning("cannot write the embedding worker log %s: %s", path, exc)
        return None


class SidecarEmbedder:
    """An Embedder backed by a worker subprocess (see the module docstring for the lifecycle).

    Args:
        command: the worker command line; default `python -m tdcontext.embedding.worker`.
        timeout: seconds one request (at most `max_texts_per_request` texts) may take.
        start_timeout: seconds a new worker may take to load and print its ready line.
        idle_seconds: an idle worker is stopped after this long (<= 0: never).
        max_restarts: failures in a row tolerated before refusing for `cooldown` seconds.
        backoff_base, backoff_max: the second restart waits `backoff_base` s, then doubling.
        cooldown: seconds to refuse at once after the restart cap is hit.
        model_version, dim: what the worker must report in its ready line.
        log_path: file receiving the worker's stderr (None: kept in memory only).
        env: extra environment variables for the worker.
        threads: cores one embed call may use in the worker (sub-batches run in parallel).
    """

    def __init__(
        self,
        *,
        command: Sequence[str] | None = None,
        timeout: float = 60.0,
        start_timeout: float | None = None,
        idle_seconds: float = 300.0,
        max_restarts: int = 3,
        backoff_base: float = 0.5,
        backoff_max: float = 30.0,
        cooldown: float = 60.0,
        max_texts_per_request: int = 64,
        model_version: str = MODEL_VERSION,
        dim: int = DIM,
        log_path: Path | None = None,
        env: Mapping[str, str] | None = None,
        threads: int = 2,
    ) -> None:
        if timeout <= 0 or (start_timeout is not None and start_timeout <= 0):
            raise InvalidInputError(f"timeout ({timeout}) and start_timeout ({start_timeout}) must be > 0")
        if max_restarts < 0 or max_texts_per_request < 1:
            raise InvalidInputError(
                f"max_restarts ({max_restarts}) must be >= 0 and max_texts_per_request "
                f"({max_texts_per_request}) >= 1"
            )
        self.model_version = model_version
        self.dim = dim
        self._command = list(command) if command is not None else default_command()
        self._env = child_env(env, threads)
        self._timeout = timeout
        self._start_timeout = start_timeout if start_timeout is not None else max(timeout, 30.0)
        self._idle = idle_seconds
        self._max_restarts = max_restarts
        self._backoff_base = backoff_base
        self._backoff_max = backoff_max
        self._cooldown = cooldown
        self._per_request = max_texts_per_request
        self._log_path = log_path
        self._lock = threading.Lock()
        self._child: _Child | None = None
        self._closed = False
        self._spawns = 0
        self._failures = 0
        self._last_error: str | None = None
        self._not_before = 0.0  # monotonic time before which no spawn is attempted
        self._last_used = 0.0

    # ---- public API -------------------------------------------------------------------

    def embed(self, texts: Sequence[str]) -> FloatMatrix:
        """Rows of shape (len(texts), dim), float32, L2-normalised, in input order.

        An empty list returns a (0, dim) matrix without starting the worker.

        Raises:
            InvalidInputError: `texts` is not a sequence of str.
            EmbedderUnavailableError: the worker cannot be started, crashed, hung, is in
                back-off after recent failures, or this sidecar was closed.
        """
        return self._embed_items(check_texts(texts), "document")

    def embed_queries(self, texts: Sequence[str]) -> FloatMatrix:
        """Search-query rows, like `embed` but through the worker's query graph; never store them."""
        return self._embed_items(check_texts(texts), "query")

    def _embed_items(self, items: list[str], purpose: str) -> FloatMatrix:
        if not items:
            return empty_matrix(self.dim)
        parts = [
            self._embed_part(items[i : i + self._per_request], purpose)
            for i in range(0, len(items), self._per_request)
        ]
        return parts[0] if len(parts) == 1 else np.vstack(parts)

    def info(self) -> dict[str, Any]:
        """The worker's own {"model_version", "dim"} (starts it if needed)."""
        with self._lock:
            child = self._ensure_child()
            try:
                response = self._roundtrip(child, {"op": "info"})
            except _WorkerFailure as exc:
                raise self._fail(child, exc.reason) from None
            self._succeed()
            return {"model_version": response.get("model_version"), "dim": response.get("dim")}

    def warm(self) -> None:
        """Start the worker now and wait until it is ready (no-op if it runs)."""
        with self._lock:
            self._ensure_child()

    @property
    def pid(self) -> int | None:
        """The running worker's process id, None if none is running."""
        child = self._child
        return child.pid if child is not None and not child.exited.is_set() else None

    def status(self) -> SidecarStatus:
        """A snapshot of the lifecycle counters, without starting anything."""
        return SidecarStatus(
            running=self.pid is not None,
            pid=self.pid,
            spawns=self._spawns,
            consecutive_failures=self._failures,
            last_error=self._last_error,
            refusing_for_seconds=max(0.0, self._not_before - time.monotonic()),
        )

    def close(self) -> None:
        """Stop the worker; later calls raise EmbedderUnavailableError."""
        with self._lock:
            self._closed = True
            self._stop_child(grace=2.0)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- requests ---------------------------------------------------------------------

    def _embed_part(self, texts: list[str], purpose: str) -> FloatMatrix:
        with self._lock:
            retried = False
            while True:
                child = self._ensure_child()
                try:
                    response = self._roundtrip(child, {"op": "embed", "texts": texts, "purpose": purpose})
                    vectors = self._decode(response, len(texts))
                except _WorkerFailure as exc:
                    error = self._fail(child, exc.reason)
                    # The worker died under this request (killed, OOM...). Try once more on a
                    # fresh worker if the failure policy allows an immediate restart; a request
                    # that kills workers again is reported, not retried forever.
                    if exc.retryable and not retried and self._may_spawn_now():
                        retried = True
                        log.warning("embedding worker failed (%s); retrying once", exc.reason)
                        continue
                    raise error from None
                self._succeed()
                return vectors

    def _roundtrip(self, child: _Child, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its ok response; raises _WorkerFailure or the error."""
        req_id = child.next_id
        child.next_id += 1
        child.send({"id": req_id, **request})
        deadline = time.monotonic() + self._timeout
        while True:
            try:
                raw = child.read(deadline)
            except queue.Empty:
                raise _WorkerFailure(
                    f"no answer within {self._timeout:g} s (raise embed_timeout_seconds if the "
                    "machine is slow)",
                    retryable=False,
                ) from None
            if raw is _EOF:
                raise _WorkerFailure(f"the worker died during a request{child.describe_exit()}", retryable=True)
            try:
                response = json.loads(raw)
            except ValueError:
                raise _WorkerFailure(f"the worker wrote a non-JSON line: {raw[:120]!r}", retryable=False) from None
            if not isinstance(response, dict) or response.get("id") != req_id:
                # An answer to an older request can only be garbage here: each request is
                # awaited or its worker killed. Skip it, but never hand it to this caller.
                log.warning("embedding worker sent an unexpected line: %.120r", raw)
                continue
            if response.get("ok") is not True:
                # The worker is healthy but refused or failed this input: report, don't restart.
                self._last_used = time.monotonic()
                raise EmbedderUnavailableError(f"the embedding worker failed: {response.get('error')}")
            return response

    def _decode(self, response: dict[str, Any], n: int) -> FloatMatrix:
        if response.get("n") != n or response.get("dim") != self.dim:
            raise _WorkerFailure(
                f"the worker answered n={response.get('n')!r}, dim={response.get('dim')!r}; "
                f"expected n={n}, dim={self.dim}",
                retryable=False,
            )
        try:
            data = base64.b64decode(response["vectors_b64"], validate=True)
            vectors = np.frombuffer(data, dtype="<f4").reshape(n, self.dim)
        except (KeyError, TypeError, ValueError, binascii.Error) as exc:
            raise _WorkerFailure(f"the worker sent unreadable vectors ({exc})", retryable=False) from exc
        return vectors.astype(np.float32, copy=True)

    # ---- lifecycle --------------------------------------------------------------------

    def _ensure_child(self) -> _Child:
        """The running child, spawning one if allowed; raises EmbedderUnavailableError."""
        if self._closed:
            raise EmbedderUnavailableError("the embedder was closed; open the engine again")
        child = self._child
        if child is not None and not child.exited.is_set():
            return child
        if child is not None:  # it died between requests
            raise_now = self._fail(child, f"the worker exited while idle{child.describe_exit()}")
            if not self._may_spawn_now():
                raise raise_now
        wait = self._not_before - time.monotonic()
        if wait > 0:
            raise EmbedderUnavailableError(self._refusal_message(wait))
        return self._spawn()

    def _spawn(self) -> _Child:
        self._spawns += 1
        try:
            child = _Child(self._command, self._env, self._log_path)
        except OSError as exc:
            raise self._fail(None, f"cannot start {self._command[0]!r}: {exc}") from exc
        self._child = child
        deadline = time.monotonic() + self._start_timeout
        try:
            raw = child.read(deadline)
        except queue.Empty:
            raise self._fail(child, f"not ready within {self._start_timeout:g} s") from None
        if raw is _EOF:
            raise self._fail(child, f"the worker exited before it was ready{child.describe_exit()}")
        try:
            ready = json.loads(raw)
        except ValueError:
            ready = None
        if not isinstance(ready, dict) or "ready" not in ready:
            raise self._fail(child, f"the worker's first line is not a ready line: {raw[:120]!r}")
        if ready["ready"] is not True:
            raise self._fail(child, f"the model did not load: {ready.get('error')}")
        if ready.get("model_version") != self.model_version or ready.get("dim") != self.dim:
            raise self._fail(
                child,
                f"the worker runs {ready.get('model_version')!r} (dim {ready.get('dim')!r}) but "
                f"{self.model_version!r} (dim {self.dim}) was expected; reinstall tdcontext",
            )
        self._last_used = time.monotonic()
        log.info("embedding worker %d ready (%s)", child.pid, self.model_version)
        if self._idle > 0:
            threading.Thread(target=self._watch_idle, args=(child,), daemon=True, name="embed-idle").start()
        return child

    def _fail(self, child: _Child | None, reason: str) -> EmbedderUnavailableError:
        """Record a failure, kill `child`, schedule the next allowed spawn; returns the error."""
        if child is not None:
            child.kill()
            if self._child is child:
                self._child = None
        self._failures += 1
        self._last_error = reason
        now = time.monotonic()
        if self._failures > self._max_restarts:
            self._not_before = now + self._cooldown
            message = (
                f"embedding worker failed {_times(self._failures)} in a row (last: {reason}); "
                f"not retrying for {self._cooldown:g} s"
            )
        else:
            # First restart is immediate; later ones back off 1x, 2x, 4x... backoff_base.
            delay = 0.0 if self._failures <= 1 else self._backoff_base * 2 ** (self._failures - 2)
            self._not_before = now + min(delay, self._backoff_max)
            message = f"embedding worker failed: {reason}"
        log.warning("%s", message)
        return EmbedderUnavailableError(message + self._log_hint())

    def _succeed(self) -> None:
        self._failures = 0
        self._last_used = time.monotonic()

    def _may_spawn_now(self) -> bool:
        return not self._closed and self._not_before <= time.monotonic()

    def _refusal_message(self, wait: float) -> str:
        if self._failures > self._max_restarts:
            head = f"embedding worker failed {_times(self._failures)} in a row and is paused"
        else:
            head = "embedding worker is restarting after a failure"
        return f"{head} (last: {self._last_error}); next attempt in {wait:.1f} s{self._log_hint()}"

    def _log_hint(self) -> str:
        if self._log_path is not None:
            return f"; see {self._log_path}, or set embedder = \"none\" to silence this"
        return "; run `python -m tdcontext.embedding.worker` to see its error"

    def _stop_child(self, grace: float) -> None:
        child, self._child = self._child, None
        if child is not None:
            child.stop(grace)

    def _watch_idle(self, child: _Child) -> None:
        """Stop `child` once it has been idle `idle_seconds`; ends when `child` goes away."""
        while True:
            with self._lock:
                if self._child is not child or child.exited.is_set():
                    return
                remaining = self._last_used + self._idle - time.monotonic()
                if remaining <= 0:
                    log.info("stopping idle embedding worker %d", child.pid)
                    self._stop_child(grace=2.0)
                    return
            child.exited.wait(remaining)
