"""Durable file writes and no-follow reads shared by the corpus, skills, the brief and receipts.

Invariants: a reader sees either the old file or the new one, never a half-written one;
success is reported only after the data and the rename are on disk. The no-follow readers
never pass through a symlink below their base folder, serve only regular files, and never
read past the caller's cap.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from collections.abc import Sequence
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


# --------------------------------------------------------------------------- no-follow reads
#
# Reading a file named by an untrusted tree (a skill pack from a cloned project, an entry
# file in the corpus) must never follow a symlink anywhere between a trusted base folder
# and the file: a link at any component can point at /proc/self/environ or ~/.ssh. With
# directory fds (POSIX) every component is opened relative to its parent's descriptor
# with O_NOFOLLOW, so a link swapped in after a check cannot redirect the open either.
# Without them (Windows) each component is lstat-checked (links and junctions refused)
# right before the open.

O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)
#: True where files can be opened relative to a held directory descriptor.
DIR_FD_SUPPORTED = (
    os.open in os.supports_dir_fd and bool(_O_DIRECTORY) and bool(O_NOFOLLOW)
)
_REPARSE_POINT = 0x400  # FILE_ATTRIBUTE_REPARSE_POINT: symlinks and junctions on Windows


class SymlinkRefusedError(OSError):
    """A symlink (or Windows junction) sits where a plain file or folder must be."""

    def __init__(self, path: str) -> None:
        super().__init__(errno.ELOOP, "is a symlink; refusing to follow it", path)


class NotRegularFileError(OSError):
    """A device, FIFO, socket or folder sits where a regular file must be."""

    def __init__(self, path: str) -> None:
        super().__init__(errno.EINVAL, "is not a regular file", path)


class FileTooLargeError(OSError):
    """A file over the caller's size cap; nothing past the cap was read."""

    def __init__(self, path: str, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"is over {limit} bytes", path)
        self.size = size
        self.limit = limit


def is_link(info: os.stat_result) -> bool:
    """A symlink, or on Windows any reparse point (symlink, junction)."""
    return stat.S_ISLNK(info.st_mode) or bool(getattr(info, "st_file_attributes", 0) & _REPARSE_POINT)


def open_dir_nofollow(path: Path) -> int:
    """A read-only descriptor on the folder `path`, refusing a link at `path` itself (POSIX)."""
    try:
        return os.open(path, os.O_RDONLY | _O_DIRECTORY | O_NOFOLLOW | _O_CLOEXEC)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR) and os.path.islink(path):
            raise SymlinkRefusedError(str(path)) from None
        raise


def _open_beneath(base: Path, parts: Sequence[str], *, base_may_be_link: bool) -> int:
    """A read-only fd on base/parts[0]/.../parts[-1]; no component after `base` may be a link."""
    if not parts or any(p in ("", ".", "..") or "/" in p or "\\" in p or "\x00" in p for p in parts):
        raise NotRegularFileError(str(base.joinpath(*parts) if parts else base))
    where = base
    if DIR_FD_SUPPORTED:
        dfd = open_dir_beneath(base, parts[:-1], base_may_be_link=base_may_be_link)
        try:
            where = base.joinpath(*parts)
            try:
                return os.open(parts[-1], os.O_RDONLY | O_NOFOLLOW | _O_CLOEXEC | _O_NONBLOCK, dir_fd=dfd)
            except OSError as exc:
                if exc.errno == errno.ELOOP:
                    raise SymlinkRefusedError(str(where)) from None
                raise
        finally:
            os.close(dfd)
    # No dir fds: check each component with lstat right before the open.
    if not base_may_be_link and is_link(os.lstat(base)):
        raise SymlinkRefusedError(str(base))
    for part in parts:
        where = where / part
        if is_link(os.lstat(where)):
            raise SymlinkRefusedError(str(where))
    return os.open(where, os.O_RDONLY | O_NOFOLLOW | _O_BINARY | _O_NONBLOCK)


def _raise_if_link(name: str, dir_fd: int, where: Path) -> None:
    try:
        info = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except OSError:
        return
    if is_link(info):
        raise SymlinkRefusedError(str(where))


def read_file_beneath(
    base: Path, parts: Sequence[str], max_bytes: int, *, base_may_be_link: bool = False
) -> bytes:
    """The bytes of base/parts..., a regular file of at most `max_bytes`, reached without links.

    Raises:
        SymlinkRefusedError: `base` (unless `base_may_be_link`), a folder on the way or the
            file itself is a symlink.
        NotRegularFileError: the file is a FIFO, device, socket or folder.
        FileTooLargeError: the file holds more than `max_bytes` (never read past the cap).
        OSError: missing (FileNotFoundError) or unreadable.
    """
    fd = _open_beneath(Path(base), list(parts), base_may_be_link=base_may_be_link)
    return read_regular_fd(fd, str(Path(base).joinpath(*parts)), max_bytes)


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """The bytes of `path`, a regular file (not a link) of at most `max_bytes`.

    Only the last component is checked for a link; use `read_file_beneath` to check a chain.
    """
    path = Path(path)
    return read_file_beneath(path.parent, [path.name], max_bytes, base_may_be_link=True)


def read_regular_fd(fd: int, where: str, max_bytes: int) -> bytes:
    """Read a regular file's fd to EOF, at most `max_bytes`, and close it.

    Raises NotRegularFileError or FileTooLargeError (also when it grows past the cap).
    """
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFileError(where)
        if info.st_size > max_bytes:
            raise FileTooLargeError(where, info.st_size, max_bytes)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, max_bytes + 1 - total)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:  # it grew after the fstat
            raise FileTooLargeError(where, total, max_bytes)
        return b"".join(chunks)
    finally:
        os.close(fd)


def lstat_regular(path: Path) -> os.stat_result | None:
    """lstat of `path` when it is a regular file (not a link); None for anything else."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if is_link(info) or not stat.S_ISREG(info.st_mode):
        return None
    return info


def open_dir_beneath(base: Path, parts: Sequence[str], *, base_may_be_link: bool = False) -> int:
    """A read-only fd on the folder base/parts..., reached without links (POSIX only).

    Raises SymlinkRefusedError, NotADirectoryError or FileNotFoundError.
    """
    if not DIR_FD_SUPPORTED:
        raise OSError(errno.ENOTSUP, "directory descriptors are not supported here", str(base))
    if any(p in ("", ".", "..") or "/" in p or "\x00" in p for p in parts):
        raise NotADirectoryError(errno.ENOTDIR, "not a plain folder name", str(base.joinpath(*parts)))
    dfd = os.open(base, os.O_RDONLY | _O_DIRECTORY | _O_CLOEXEC) if base_may_be_link else open_dir_nofollow(base)
    where = Path(base)
    try:
        for part in parts:
            where = where / part
            try:
                nfd = os.open(part, os.O_RDONLY | _O_DIRECTORY | O_NOFOLLOW | _O_CLOEXEC, dir_fd=dfd)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                    _raise_if_link(part, dfd, where)
                raise
            os.close(dfd)
            dfd = nfd
    except BaseException:
        os.close(dfd)
        raise
    return dfd


def check_no_links(base: Path, parts: Sequence[str]) -> None:
    """lstat every component of base/parts... (not `base`); raise SymlinkRefusedError at a link."""
    where = Path(base)
    for part in parts:
        where = where / part
        if is_link(os.lstat(where)):
            raise SymlinkRefusedError(str(where))
