"""Durable file writes shared by the corpus, the brief and the receipt store.

Invariant: a reader sees either the old file or the new one, never a half-written one;
success is reported only after the data and the rename are on disk.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def fsync_dir(directory: Path) -> None:
    """Flush a directory entry (the rename) to disk; a no-op where unsupported."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some filesystems refuse fsync on directories; the rename is still atomic
    finally:
        os.close(fd)


def atomic_write_bytes(
    path: Path,
    data: bytes,
    *,
    mode: int = 0o644,
    refuse_symlinks: bool = False,
) -> None:
    """Write `data` to `path` via temp file + fsync + rename.

    With `refuse_symlinks`, neither the target nor the temp path may be a symlink: the
    temp file is created with O_EXCL|O_NOFOLLOW so a planted link cannot redirect it.
    Raises OSError (callers translate it) on any failure; the target is then untouched.
    """
    path = Path(path)
    directory = path.parent
    if refuse_symlinks and path.is_symlink():
        raise IsADirectoryError(f"{path} is a symlink; refusing to write through it")
    tmp = directory / f".{path.name}.{secrets.token_hex(6)}.tmp"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(tmp, flags, mode)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        if refuse_symlinks and path.is_symlink():
            raise IsADirectoryError(f"{path} became a symlink; refusing to write through it")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    fsync_dir(directory)


def atomic_write_text(path: Path, text: str, **kwargs: object) -> None:
    """UTF-8 text version of :func:`atomic_write_bytes`."""
    atomic_write_bytes(path, text.encode("utf-8"), **kwargs)  # type: ignore[arg-type]
