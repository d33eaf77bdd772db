"""Discovery of skill packs in three layers: built-in < user < project.

Built-in packs ship in `tdcontext/skills/builtin/<name>/`, user packs live in
`$TDCONTEXT_HOME/skills/<name>/`, project packs in `<project-root>/.tdcontext/skills/<name>/`.
A later layer overrides an earlier one of the same name; the override is logged and
reported in `SkillCatalog.notes`.

Invariant: one broken pack never hides another. It is skipped, logged and reported in
`SkillCatalog.problems`, and a same-named pack from an earlier layer still serves.
Reference files are read only from inside the pack's `references/` directory, after
resolving symlinks.
"""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from ..config import Settings, load_settings
from ..errors import NotFoundError, SkillError
from ..fsutil import atomic_write_text
from ..tokens import count_tokens
from .pack import (
    MAX_FILE_BYTES,
    MAX_NAME_CHARS,
    NAME_RE,
    REFERENCES_DIR,
    SKILL_FILE,
    SkillPack,
    load_pack,
    render_skill_md,
)

log = logging.getLogger("tdcontext.skills")

BUILTIN_DIR = Path(__file__).parent / "builtin"
PROJECT_SKILLS_DIR = Path(".tdcontext") / "skills"
MAX_REFERENCE_BYTES = 512 * 1024
MAX_REFERENCES_LISTED = 200


@dataclass(frozen=True)
class SkillProblem:
    """A pack that could not be loaded: where, which field, and why."""

    path: str
    message: str
    field: str | None = None
    source: str = "user"

    def to_dict(self) -> dict[str, str | None]:
        return {"path": self.path, "field": self.field, "source": self.source, "message": self.message}


@dataclass(frozen=True)
class SkillCatalog:
    """The packs that won discovery (sorted by name), plus what went wrong and what was overridden."""

    packs: tuple[SkillPack, ...]
    problems: tuple[SkillProblem, ...] = ()
    notes: tuple[str, ...] = ()

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.packs)

    def find(self, name: str) -> SkillPack | None:
        key = normalize_name(name)
        return next((p for p in self.packs if p.name == key), None)


def normalize_name(raw: str) -> str:
    """Lowercase, and underscores/spaces to hyphens: `audio_reactive` -> `audio-reactive`."""
    return "-".join(raw.strip().lower().replace("_", " ").replace("-", " ").split())


class SkillLoader:
    """Finds, validates and caches packs; safe to share between threads and sessions."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        project_root: Path | None = None,
        builtin_dir: Path | None = None,
    ) -> None:
        self.settings = settings if settings is not None else load_settings()
        self.project_root = project_root
        self.builtin_dir = builtin_dir if builtin_dir is not None else BUILTIN_DIR
        self._lock = threading.Lock()
        self._cache: dict[Path, tuple[tuple[int, int, int], SkillPack | SkillError]] = {}
        self._logged: set[str] = set()

    @property
    def user_dir(self) -> Path:
        return self.settings.skills_dir

    def layers(self) -> tuple[tuple[str, Path], ...]:
        """(source, directory) in override order: later layers win."""
        out: list[tuple[str, Path]] = [("builtin", self.builtin_dir), ("user", self.user_dir)]
        if self.project_root is not None:
            out.append(("project", self.project_root / PROJECT_SKILLS_DIR))
        return tuple(out)

    def catalog(self) -> SkillCatalog:
        """Scan every layer now (unchanged files come from the cache)."""
        with self._lock:
            winners: dict[str, SkillPack] = {}
            problems: list[SkillProblem] = []
            notes: list[str] = []
            for source, directory in self.layers():
                for pack_dir in _pack_dirs(directory, source, problems):
                    outcome = self._load_cached(pack_dir / SKILL_FILE, source)
                    if isinstance(outcome, SkillError):
                        problems.append(
                            SkillProblem(
                                path=outcome.path or str(pack_dir),
                                message=str(outcome),
                                field=outcome.field,
                                source=source,
                            )
                        )
                        self._log_once(logging.WARNING, f"skipped broken skill pack: {outcome}")
                        continue
                    previous = winners.get(outcome.name)
                    if previous is not None:
                        note = (
                            f"{source} pack {outcome.name!r} ({outcome.path}) overrides the "
                            f"{previous.source} pack ({previous.path})"
                        )
                        notes.append(note)
                        self._log_once(logging.INFO, note)
                    winners[outcome.name] = outcome
            for pack in winners.values():
                notes.extend(pack.warnings)
            packs = tuple(sorted(winners.values(), key=lambda p: p.name))
            return SkillCatalog(packs=packs, problems=tuple(problems), notes=tuple(notes))

    def get(self, name: str) -> SkillPack:
        """The winning pack for `name` (underscore spellings accepted).

        Raises:
            SkillError: no pack of that name; the message lists the names that exist.
        """
        if not isinstance(name, str) or not name.strip():
            raise SkillError("a skill name is required, e.g. 'shader'", field="name", name=str(name))
        catalog = self.catalog()
        pack = catalog.find(name)
        if pack is None:
            available = ", ".join(catalog.names()) or "(none)"
            raise SkillError(
                f"no skill named {name!r}; available: {available}",
                field="name",
                name=name,
            )
        return pack

    def list_references(self, name: str) -> tuple[str, ...]:
        """Relative paths of the files under the pack's references/ (symlinks out are left out)."""
        pack = self.get(name)
        ref_dir = pack.root / REFERENCES_DIR
        if not ref_dir.is_dir():
            return ()
        root = ref_dir.resolve()
        out: list[str] = []
        for dirpath, dirnames, filenames in os.walk(ref_dir):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for filename in sorted(filenames):
                if filename.startswith("."):
                    continue
                candidate = Path(dirpath) / filename
                if not candidate.resolve().is_relative_to(root) or not candidate.is_file():
                    continue
                out.append(candidate.relative_to(ref_dir).as_posix())
                if len(out) >= MAX_REFERENCES_LISTED:
                    return tuple(sorted(out))
        return tuple(sorted(out))

    def read_reference(self, name: str, file: str) -> str:
        """Text of `references/<file>` of pack `name`.

        Raises:
            SkillError: unknown pack, or a `file` that is absolute, climbs out with `..`,
                or resolves (through a symlink) outside the pack's references/.
            NotFoundError: no such reference file; the message lists the ones that exist.
        """
        pack = self.get(name)
        rel = _safe_relative(file, pack)
        ref_dir = pack.root / REFERENCES_DIR
        target = ref_dir / rel
        try:
            resolved = target.resolve(strict=True)
        except (FileNotFoundError, NotADirectoryError):
            available = ", ".join(self.list_references(pack.name)) or "(none)"
            raise NotFoundError(
                f"skill {pack.name!r} has no reference {file!r}; available: {available}"
            ) from None
        except (OSError, RuntimeError) as exc:  # RuntimeError: symlink loop
            raise SkillError(
                f"skill {pack.name!r}: reference {file!r} cannot be resolved ({exc})",
                path=str(target),
                field="file",
                name=pack.name,
            ) from exc
        if not resolved.is_relative_to(ref_dir.resolve()):
            raise SkillError(
                f"skill {pack.name!r}: reference {file!r} points outside the pack's "
                f"{REFERENCES_DIR}/ directory; refused",
                path=str(target),
                field="file",
                name=pack.name,
            )
        if not resolved.is_file():
            raise NotFoundError(f"skill {pack.name!r}: reference {file!r} is not a file")
        try:
            if resolved.stat().st_size > MAX_REFERENCE_BYTES:
                raise SkillError(
                    f"skill {pack.name!r}: reference {file!r} is over {MAX_REFERENCE_BYTES} bytes",
                    path=str(resolved),
                    field="file",
                    name=pack.name,
                )
            return resolved.read_bytes().decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SkillError(
                f"skill {pack.name!r}: reference {file!r} is not UTF-8 text",
                path=str(resolved),
                field="file",
                name=pack.name,
            ) from exc
        except OSError as exc:
            raise SkillError(
                f"skill {pack.name!r}: reference {file!r} cannot be read ({exc.strerror or exc})",
                path=str(resolved),
                field="file",
                name=pack.name,
            ) from exc

    def new_pack(self, name: str, *, description: str | None = None) -> Path:
        """Scaffold `<user skills dir>/<name>/SKILL.md`; returns its path.

        Raises:
            SkillError: the name breaks the naming rule or the pack already exists.
        """
        return scaffold_pack(self.user_dir, name, description=description)

    def _load_cached(self, skill_file: Path, source: str) -> SkillPack | SkillError:
        try:
            st = skill_file.stat()
            key = (st.st_mtime_ns, st.st_size, st.st_ino)
        except OSError:
            key = (0, 0, 0)
        cached = self._cache.get(skill_file)
        if cached is not None and cached[0] == key and key != (0, 0, 0):
            return cached[1]
        try:
            outcome: SkillPack | SkillError = load_pack(skill_file, source=source)
        except SkillError as exc:
            outcome = exc
        self._cache[skill_file] = (key, outcome)
        return outcome

    def _log_once(self, level: int, message: str) -> None:
        if message not in self._logged:
            self._logged.add(message)
            log.log(level, message)


def check_pack(path: Path) -> SkillPack:
    """Validate a pack for its author; warnings (e.g. a wrong size_tokens) are on the result.

    Raises:
        SkillError: the first validation failure, naming the file and the field.
    """
    return load_pack(path, source="path")


def scaffold_pack(directory: Path, name: str, *, description: str | None = None) -> Path:
    """Create `<directory>/<name>/SKILL.md` from a template that passes validation."""
    if len(name) > MAX_NAME_CHARS or not NAME_RE.match(name):
        suggestion = normalize_name(name)
        hint = f" (try {suggestion!r})" if NAME_RE.match(suggestion) else ""
        raise SkillError(
            f"{name!r} is not a valid skill name; use at most {MAX_NAME_CHARS} lowercase letters, "
            f"digits and hyphens{hint}",
            field="name",
            name=name,
        )
    pack_dir = directory / name
    skill_file = pack_dir / SKILL_FILE
    if pack_dir.exists():
        raise SkillError(
            f"{pack_dir} already exists; edit its {SKILL_FILE} or choose another name",
            path=str(pack_dir),
            field="name",
            name=name,
        )
    title = name.replace("-", " ")
    body = (
        f"# {title}\n\n"
        "State the task this pack is for in one sentence.\n\n"
        "## Operators and parameters\n\n"
        "- Name the operators, the parameter pages and the values that matter.\n\n"
        "## Wiring pattern\n\n"
        "- Describe the chain, source to output, one operator per step.\n\n"
        "## Pitfalls\n\n"
        "- List what goes wrong and how to see it.\n\n"
        "## Checklist\n\n"
        "1. The first thing to verify.\n"
    )
    meta = {
        "name": name,
        "description": description or f"TouchDesigner guidance for {title}; say what it covers.",
        "when_to_use": f"When the user works on {title}.",
        "auto_load_keywords": [title],
        "size_tokens": count_tokens(body.strip()),
        "families": [],
    }
    (pack_dir / REFERENCES_DIR).mkdir(parents=True)
    atomic_write_text(skill_file, render_skill_md(meta, body))
    return skill_file


def _pack_dirs(directory: Path, source: str, problems: list[SkillProblem]) -> list[Path]:
    """Sub-directories of a layer that should hold a pack; hidden ones are ignored."""
    try:
        entries = sorted(directory.iterdir())
    except FileNotFoundError:
        return []
    except OSError as exc:
        problems.append(
            SkillProblem(
                path=str(directory),
                message=f"{directory}: cannot list skill packs ({exc.strerror or exc})",
                field="path",
                source=source,
            )
        )
        return []
    out: list[Path] = []
    for entry in entries:
        if entry.name.startswith((".", "_")) or not entry.is_dir():
            continue
        if not (entry / SKILL_FILE).is_file():
            problems.append(
                SkillProblem(
                    path=str(entry),
                    message=f"{entry}: no {SKILL_FILE} in this directory; add one or remove it",
                    field="path",
                    source=source,
                )
            )
            continue
        out.append(entry)
    return out


def _safe_relative(file: str, pack: SkillPack) -> Path:
    """A reference path that cannot climb out: relative, no `..`, no NUL, no drive."""
    bad = SkillError(
        f"skill {pack.name!r}: reference {file!r} is not a plain relative path inside "
        f"{REFERENCES_DIR}/; use a name such as 'operators.md'",
        field="file",
        name=pack.name,
    )
    if not isinstance(file, str) or not file.strip() or "\x00" in file or len(file) > 255:
        raise bad
    text = file.strip().replace("\\", "/")
    if text.startswith("/") or (len(text) > 1 and text[1] == ":"):
        raise bad
    parts = [p for p in text.split("/") if p not in ("", ".")]
    if not parts or any(p == ".." for p in parts):
        raise bad
    if parts[0] == REFERENCES_DIR and len(parts) > 1:
        parts = parts[1:]
    return Path(*parts)


__all__ = [
    "BUILTIN_DIR",
    "MAX_FILE_BYTES",
    "PROJECT_SKILLS_DIR",
    "SkillCatalog",
    "SkillLoader",
    "SkillProblem",
    "check_pack",
    "normalize_name",
    "scaffold_pack",
]
