"""Discovery of skill packs in three layers: built-in < user < project.

Built-in packs ship in `tdcontext/skills/builtin/<name>/`, user packs live in
`$TDCONTEXT_HOME/skills/<name>/`, project packs in `<project-root>/.tdcontext/skills/<name>/`.
A later layer overrides an earlier one of the same name; the override is logged and
reported in `SkillCatalog.notes`. Project packs carry system-prompt authority only once
the user trusts their project root (`tdcontext skills trust`, see `trust.py`): until then
they are listed and readable, but never auto-load, never activate and never shadow a
built-in or user pack (`SkillCatalog.held_back` holds the ones a name clash kept out).

Invariants: one broken pack never hides another. It is skipped, logged and reported in
`SkillCatalog.problems`, and a same-named pack from an earlier layer still serves.
Reference files are served only when no symlink sits anywhere between the layer folder
and the file (pack folder, `references/`, every sub-folder, the file), they are opened
with O_NOFOLLOW relative to held directory descriptors, and only regular files within
`MAX_REFERENCE_BYTES` are read.
"""

from __future__ import annotations

import logging
import os
import stat
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from ..config import Settings, load_settings
from ..errors import NotFoundError, SkillError
from ..fsutil import (
    DIR_FD_SUPPORTED,
    FileTooLargeError,
    NotRegularFileError,
    SymlinkRefusedError,
    atomic_write_text,
    check_no_links,
    is_link,
    open_dir_beneath,
    read_file_beneath,
)
from ..textsafety import redact
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
from .trust import TrustStore

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
    #: Untrusted project packs kept out because a built-in or user pack has their name.
    held_back: tuple[SkillPack, ...] = ()

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
        self.trust_store = TrustStore(self.settings.home)

    def project_trusted(self) -> bool:
        """Has the user trusted this loader's project root (`tdcontext skills trust`)?"""
        return self.project_root is not None and self.trust_store.is_trusted(self.project_root)

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
        trusted_project = self.project_trusted()
        with self._lock:
            winners: dict[str, SkillPack] = {}
            held_back: list[SkillPack] = []
            problems: list[SkillProblem] = []
            notes: list[str] = []
            for source, directory in self.layers():
                for pack_dir in _pack_dirs(directory, source, problems, self._link_base(source)):
                    outcome = self._load_cached(pack_dir / SKILL_FILE, source)
                    if isinstance(outcome, SkillError):
                        problems.append(
                            SkillProblem(
                                path=outcome.path or str(pack_dir),
                                # A frontmatter value quoted by the error may be a pasted key.
                                message=redact(str(outcome)),
                                field=outcome.field,
                                source=source,
                            )
                        )
                        self._log_once(logging.WARNING, f"skipped broken skill pack: {redact(str(outcome))}")
                        continue
                    previous = winners.get(outcome.name)
                    if source == "project" and not trusted_project:
                        outcome = replace(outcome, trusted=False)
                        if previous is not None:
                            # An untrusted pack never shadows: the earlier layer keeps serving.
                            held_back.append(outcome)
                            note = (
                                f"project pack {outcome.name!r} ({outcome.path}) is not used: the "
                                f"project is not trusted and a {previous.source} pack has that name; "
                                f"review it, then run `tdcontext skills trust {self.project_root}`"
                            )
                            notes.append(note)
                            self._log_once(logging.INFO, note)
                            continue
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
            untrusted = sorted(p.name for p in winners.values() if not p.trusted)
            if untrusted:
                notes.append(
                    f"project pack(s) {', '.join(untrusted)} from {self.project_root} are listed but "
                    "never auto-load or activate until you review them and run "
                    f"`tdcontext skills trust {self.project_root}`"
                )
            packs = tuple(sorted(winners.values(), key=lambda p: p.name))
            return SkillCatalog(packs=packs, problems=tuple(problems), notes=tuple(notes),
                                held_back=tuple(held_back))

    def _link_base(self, source: str) -> tuple[Path, tuple[str, ...]] | None:
        """The folder a layer's link check starts from, and the parts down to the layer.

        The project layer is checked from the project root (so `.tdcontext` and `skills`
        may not be links either); the user layer from the skills folder itself.
        """
        if source == "project" and self.project_root is not None:
            return self.project_root, PROJECT_SKILLS_DIR.parts
        if source == "user":
            return self.user_dir, ()
        if source == "builtin":
            return self.builtin_dir, ()
        return None

    def _reference_chain(self, pack: SkillPack) -> tuple[Path, list[str]]:
        """(base folder, components from it to the pack's references/ folder)."""
        base = self._link_base(pack.source)
        if base is None:
            return pack.root.parent, [pack.root.name, REFERENCES_DIR]
        return base[0], [*base[1], pack.root.name, REFERENCES_DIR]

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
        """Relative paths of the regular files under the pack's references/.

        Links (to files or folders), FIFOs, devices and files over the size cap are left
        out; a references/ folder reached through a link lists nothing.
        """
        pack = self.get(name)
        base, parts = self._reference_chain(pack)
        out: list[str] = []
        try:
            if DIR_FD_SUPPORTED:
                top = open_dir_beneath(base, parts, base_may_be_link=True)
                try:
                    walker = os.fwalk(".", dir_fd=top, follow_symlinks=False)
                    for dirpath, dirnames, filenames, dfd in walker:
                        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
                        for filename in sorted(filenames):
                            info = _lstat_at(filename, dfd)
                            if filename.startswith(".") or not _servable(info):
                                continue
                            out.append(os.path.normpath(os.path.join(dirpath, filename)).replace(os.sep, "/"))
                            if len(out) >= MAX_REFERENCES_LISTED:
                                return tuple(sorted(out))
                finally:
                    os.close(top)
            else:
                check_no_links(base, parts)
                ref_dir = base.joinpath(*parts)
                for dirpath, dirnames, filenames in os.walk(ref_dir, followlinks=False):
                    dirnames[:] = sorted(
                        d for d in dirnames
                        if not d.startswith(".") and not is_link(os.lstat(Path(dirpath) / d))
                    )
                    for filename in sorted(filenames):
                        candidate = Path(dirpath) / filename
                        if filename.startswith(".") or not _servable(_lstat_path(candidate)):
                            continue
                        out.append(candidate.relative_to(ref_dir).as_posix())
                        if len(out) >= MAX_REFERENCES_LISTED:
                            return tuple(sorted(out))
        except (OSError, ValueError):
            # Missing, a link on the way, or not a folder: nothing servable is listed.
            return tuple(sorted(out))
        return tuple(sorted(out))

    def read_reference(self, name: str, file: str) -> str:
        """Text of `references/<file>` of pack `name`.

        Raises:
            SkillError: unknown pack, or a `file` that is absolute or climbs out with `..`;
                a symlink anywhere from the pack folder to the file; not a regular file;
                over `MAX_REFERENCE_BYTES`; not UTF-8.
            NotFoundError: no such reference file; the message lists the ones that exist.
        """
        pack = self.get(name)
        rel = _safe_relative(file, pack)
        base, parts = self._reference_chain(pack)

        def refused(why: str, exc: BaseException | None = None) -> SkillError:
            return SkillError(
                f"skill {pack.name!r}: reference {file!r} {why}; refused",
                path=str(pack.root / REFERENCES_DIR / rel),
                field="file",
                name=pack.name,
            )

        try:
            raw = read_file_beneath(base, [*parts, *rel.parts], MAX_REFERENCE_BYTES, base_may_be_link=True)
        except SymlinkRefusedError as exc:
            raise refused(
                "is reached through a symlink (the pack folder, references/, a sub-folder or "
                "the file itself); skill files are never read through links", exc
            ) from None
        except NotRegularFileError as exc:
            raise refused("is not a regular file", exc) from None
        except FileTooLargeError as exc:
            raise refused(f"is over {MAX_REFERENCE_BYTES} bytes", exc) from None
        except (FileNotFoundError, NotADirectoryError):
            available = ", ".join(self.list_references(pack.name)) or "(none)"
            raise NotFoundError(
                f"skill {pack.name!r} has no reference {file!r}; available: {available}"
            ) from None
        except OSError as exc:
            raise SkillError(
                f"skill {pack.name!r}: reference {file!r} cannot be read ({exc.strerror or 'error'})",
                path=str(pack.root / REFERENCES_DIR / rel),
                field="file",
                name=pack.name,
            ) from None
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SkillError(
                f"skill {pack.name!r}: reference {file!r} is not UTF-8 text",
                path=str(pack.root / REFERENCES_DIR / rel),
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


def _lstat_at(name: str, dir_fd: int) -> os.stat_result | None:
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except OSError:
        return None


def _lstat_path(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except OSError:
        return None


def _servable(info: os.stat_result | None) -> bool:
    """A regular file (not a link, FIFO or device) within the reference size cap."""
    return (
        info is not None
        and not is_link(info)
        and stat.S_ISREG(info.st_mode)
        and info.st_size <= MAX_REFERENCE_BYTES
    )


def _pack_dirs(
    directory: Path,
    source: str,
    problems: list[SkillProblem],
    link_base: tuple[Path, tuple[str, ...]] | None = None,
) -> list[Path]:
    """Sub-directories of a layer that should hold a pack; hidden ones are ignored.

    A pack folder (or a layer folder below `link_base`) that is a symlink is refused and
    reported: a link in a cloned project could point anywhere on the machine.
    """
    if link_base is not None and link_base[1]:
        try:
            check_no_links(link_base[0], link_base[1])
        except FileNotFoundError:
            return []
        except SymlinkRefusedError as exc:
            problems.append(
                SkillProblem(
                    path=str(exc.filename),
                    message=f"{exc.filename}: is a symlink; skill packs are never read through "
                    "links. Replace it with a real folder",
                    field="path",
                    source=source,
                )
            )
            return []
        except OSError:
            return []
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
        if entry.name.startswith((".", "_")):
            continue
        if entry.is_symlink() and source != "builtin":
            problems.append(
                SkillProblem(
                    path=str(entry),
                    message=f"{entry}: is a symlink; skill packs are never read through links. "
                    "Copy the pack folder here instead",
                    field="path",
                    source=source,
                )
            )
            continue
        if not entry.is_dir():
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
    "TrustStore",
    "check_pack",
    "normalize_name",
    "scaffold_pack",
]
