"""Which project folders the user trusts to supply skill packs.

A skill pack becomes part of the system prompt, so a pack shipped inside a cloned project
(`<root>/.tdcontext/skills/`) must not gain that authority just by being there. The user
trusts a project root explicitly (`tdcontext skills trust ROOT`); the decision is kept in
`$TDCONTEXT_HOME/trusted-projects.json` (0600), never in the project itself, and can be
revoked (`tdcontext skills untrust ROOT`).

Invariant: a root is trusted only when its real path (symlinks resolved) is recorded in
the home's trust file; an unreadable or malformed trust file trusts nothing.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError, TdcontextError
from ..fsutil import FileTooLargeError, atomic_write_text, read_regular_file

log = logging.getLogger("tdcontext.skills")

TRUST_FILENAME = "trusted-projects.json"
MAX_TRUST_FILE_BYTES = 256 * 1024
MAX_TRUSTED_ROOTS = 1000


@dataclass(frozen=True)
class TrustedRoot:
    """One trusted project folder and when it was trusted."""

    root: str
    trusted_at: str

    def to_dict(self) -> dict[str, str]:
        return {"root": self.root, "trusted_at": self.trusted_at}


def canonical_root(root: str | os.PathLike[str]) -> Path:
    """The real, absolute path of an existing project folder.

    Raises:
        InvalidInputError: the path is relative, missing or not a folder.
    """
    path = Path(root)
    if not path.is_absolute():
        raise InvalidInputError(
            f"project root {str(root)!r} is a relative path; give an absolute folder such as "
            "/Users/me/shows/berlin"
        )
    real = Path(os.path.realpath(path))
    if not real.is_dir():
        raise InvalidInputError(f"project root {str(root)!r} is not an existing folder; check the path")
    return real


class TrustStore:
    """The trusted project roots recorded under one tdcontext home."""

    def __init__(self, home: Path) -> None:
        self.path = Path(home) / TRUST_FILENAME
        self._cache: tuple[tuple[int, int, int], dict[str, str]] | None = None

    def _read(self) -> dict[str, str]:
        try:
            info = os.lstat(self.path)
        except FileNotFoundError:
            return {}
        except OSError as exc:
            log.warning("cannot read %s (%s); no project is trusted", self.path, exc.strerror)
            return {}
        key = (info.st_mtime_ns, info.st_size, info.st_ino)
        if self._cache is not None and self._cache[0] == key:
            return dict(self._cache[1])
        try:
            raw = read_regular_file(self.path, MAX_TRUST_FILE_BYTES)
            data = json.loads(raw.decode("utf-8"))
        except (OSError, FileTooLargeError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            log.warning("%s is unreadable (%s); no project is trusted until it is fixed or "
                        "deleted", self.path, type(exc).__name__)
            return {}
        roots: dict[str, str] = {}
        items = data.get("trusted") if isinstance(data, dict) else None
        for item in items if isinstance(items, list) else []:
            if isinstance(item, dict) and isinstance(item.get("root"), str):
                roots[item["root"]] = str(item.get("trusted_at", ""))
        self._cache = (key, roots)
        return dict(roots)

    def _write(self, roots: dict[str, str]) -> None:
        document = {"trusted": [{"root": r, "trusted_at": t} for r, t in sorted(roots.items())]}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            atomic_write_text(self.path, json.dumps(document, indent=2, ensure_ascii=False) + "\n",
                              mode=0o600, refuse_symlinks=True)
        except OSError as exc:
            raise TdcontextError(
                f"could not write {self.path}: {exc.strerror or exc}; check the folder's permissions"
            ) from exc
        self._cache = None

    def list(self) -> list[TrustedRoot]:
        """Every trusted root, sorted by path."""
        return [TrustedRoot(r, t) for r, t in sorted(self._read().items())]

    def is_trusted(self, root: str | os.PathLike[str] | None) -> bool:
        """Is this project folder (after resolving symlinks) trusted?"""
        if root is None:
            return False
        try:
            real = os.path.realpath(Path(root))
        except (OSError, ValueError):
            return False
        return real in self._read()

    def trust(self, root: str | os.PathLike[str]) -> tuple[Path, bool]:
        """Record `root` as trusted; returns (canonical root, newly trusted?)."""
        real = canonical_root(root)
        roots = self._read()
        if str(real) in roots:
            return real, False
        if len(roots) >= MAX_TRUSTED_ROOTS:
            raise InvalidInputError(
                f"{len(roots)} project roots are trusted already (the limit); untrust some first"
            )
        roots[str(real)] = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
        self._write(roots)
        return real, True

    def untrust(self, root: str | os.PathLike[str]) -> tuple[str, bool]:
        """Revoke trust in `root` (a path that no longer exists can be revoked too)."""
        path = Path(root)
        if not path.is_absolute():
            raise InvalidInputError(f"project root {str(root)!r} is a relative path; give an absolute folder")
        roots = self._read()
        for candidate in (os.path.realpath(path), str(path)):
            if candidate in roots:
                del roots[candidate]
                self._write(roots)
                return candidate, True
        return str(path), False

    def to_dict(self) -> dict[str, Any]:
        return {"file": str(self.path), "trusted": [t.to_dict() for t in self.list()]}
