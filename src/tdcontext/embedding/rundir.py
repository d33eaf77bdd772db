"""Where a home's shared embedding daemon lives: `$TDCONTEXT_HOME/run/`, and how to reach it.

Files (the folder is 0700, every file 0600):
  run/embed.sock   the Unix domain socket (POSIX); on Windows no socket file: loopback TCP
  run/embed.json   the daemon's state: pid, model version, transport, address, (TCP) token
  run/embed.lock   held (flock / msvcrt) by the one process starting a daemon
  run/embed.failed the last failed start: time and reason (so a broken model is not retried
                   by every CLI call for `FAILED_START_SECONDS`)
A socket path longer than the OS allows (about 104 bytes) moves to a per-user 0700 folder
under the temp dir, named by a hash of the home, so two homes still never share.
Invariant: stdlib only (imported by the CLI's `status` without numpy); every file written
here is created 0600 inside a 0700 folder, and nothing here starts or stops a process.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import socket
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import EmbedderUnavailableError

MAX_UNIX_PATH = 100
"""sun_path holds 108 bytes on Linux and 104 on macOS; stay below both."""
FAILED_START_SECONDS = 30.0
"""After a daemon failed to start, other processes skip it (and degrade) for this long."""


def child_env(extra: Mapping[str, str] | None, threads: int) -> dict[str, str]:
    """The environment of a model process (daemon or worker) that imports this very tdcontext.

    Thread pools are sized before the child imports numpy/onnxruntime (they read the
    variables at load time), so it uses about `threads` cores, not all of them.
    """
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    paths = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    if root not in paths:
        env["PYTHONPATH"] = os.pathsep.join([root, *paths])
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(name, "1")
    # Sub-batches run on several threads (model.py); glibc would give each its own malloc arena
    # and keep what they freed: 430 MB after indexing 200 texts against 277 MB with one arena,
    # at the same speed (bench_cli_speed.py, bench_embed_threads.py; issue 12).
    env.setdefault("MALLOC_ARENA_MAX", "1")
    env.setdefault("RAYON_NUM_THREADS", str(threads))
    env["TDCONTEXT_EMBED_THREADS"] = str(threads)
    env["HF_HUB_OFFLINE"] = "1"
    env["PYTHONUNBUFFERED"] = "1"
    if extra:
        env.update(extra)
    return env


def default_transport() -> str:
    """"unix" where AF_UNIX exists and is not Windows, else "tcp" (loopback + token)."""
    return "unix" if hasattr(socket, "AF_UNIX") and sys.platform != "win32" else "tcp"


def secure_dir(path: Path) -> Path:
    """Create `path` (and parents) with mode 0700; tighten it if it exists with wider bits.

    Raises:
        EmbedderUnavailableError: the folder cannot be created, or belongs to another user.
    """
    try:
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
        if os.name == "posix":
            st = path.stat()
            if st.st_uid != os.getuid():
                raise EmbedderUnavailableError(
                    f"{str(path)!r} belongs to uid {st.st_uid}, not to you ({os.getuid()}); "
                    "remove it or point TDCONTEXT_HOME elsewhere"
                )
            if st.st_mode & 0o077:
                os.chmod(path, 0o700)
    except OSError as exc:
        raise EmbedderUnavailableError(f"cannot create the daemon folder {str(path)!r}: {exc}") from exc
    return path


@dataclass(frozen=True)
class RunPaths:
    """The daemon files of one home."""

    run_dir: Path

    @classmethod
    def for_home(cls, home: Path) -> RunPaths:
        return cls(Path(home) / "run")

    @property
    def state(self) -> Path:
        return self.run_dir / "embed.json"

    @property
    def lock(self) -> Path:
        return self.run_dir / "embed.lock"

    @property
    def failed(self) -> Path:
        return self.run_dir / "embed.failed"

    @property
    def log(self) -> Path:
        return self.run_dir.parent / "logs" / "embed-daemon.log"

    @property
    def socket(self) -> Path:
        """The Unix socket path: in run/, or a short per-user path when run/ is too deep."""
        direct = self.run_dir / "embed.sock"
        if len(os.fsencode(str(direct))) <= MAX_UNIX_PATH:
            return direct
        digest = hashlib.sha256(os.fsencode(str(self.run_dir.resolve()))).hexdigest()[:20]
        uid = os.getuid() if hasattr(os, "getuid") else 0
        return Path(tempfile.gettempdir()) / f"tdcontext-{uid}" / f"{digest}.sock"

    def read_state(self) -> dict[str, Any] | None:
        """The daemon's state file, or None when absent or unreadable."""
        try:
            data = json.loads(self.state.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def write_private(self, path: Path, data: dict[str, Any]) -> None:
        """Write JSON to `path` atomically, mode 0600."""
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(data, fh)
            os.replace(tmp, path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise

    def recent_failure(self, model_version: str) -> str | None:
        """The reason of a failed start of this model version within FAILED_START_SECONDS."""
        try:
            data = json.loads(self.failed.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("model_version") != model_version:
            return None
        at = data.get("at")
        if not isinstance(at, (int, float)) or not 0 <= time.time() - at < FAILED_START_SECONDS:
            return None
        return str(data.get("reason") or "unknown")


@contextlib.contextmanager
def file_lock(path: Path, timeout: float) -> Iterator[None]:
    """Hold an exclusive lock on `path` (created 0600) for the block; waits up to `timeout` s.

    Raises:
        EmbedderUnavailableError: the lock was not obtained in time.
    """
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise EmbedderUnavailableError(
                    f"another process holds {str(path)!r} for more than {timeout:g} s while starting "
                    "the embedding daemon; try again, or delete the file if no tdcontext is running"
                )
            time.sleep(0.02)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def _try_lock(fd: int) -> bool:
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            return True
        except OSError:
            return False
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _unlock(fd: int) -> None:
    if os.name == "nt":
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


def pid_alive(pid: int) -> bool:
    """True when a process with this id exists (POSIX; on Windows always True: ask the socket)."""
    if pid <= 0:
        return False
    if os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie (exited, not yet reaped by a parent that may never do so) is not alive
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[-1].split()[:1] != ["Z"]


def is_our_daemon(pid: int, run_dir: Path) -> bool:
    """True when `pid` is a daemon serving `run_dir` (its command line says `--run-dir run_dir`).

    Linux only (/proc); elsewhere False, so a pid is never killed on a guess.
    """
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return False
    want = os.fsencode(str(run_dir))
    return any(a == b"--run-dir" and b == want for a, b in itertools.pairwise(args))
