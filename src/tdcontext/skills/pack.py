"""One skill pack: a directory holding `SKILL.md` (YAML frontmatter + Markdown body).

The format is the Agent Skills one (Claude Code, Cursor...), so a pack written for those
tools drops in unchanged: `name` and `description` are required, `license`,
`compatibility`, `metadata`, `allowed-tools` and any other field are accepted and kept
verbatim in `SkillPack.frontmatter`. tdcontext adds optional fields of its own:
`when_to_use`, `auto_load_keywords`, `size_tokens`, `families` and `family_guidance`.

Invariant: a `SkillPack` only exists for a file that passed validation; every refusal is
a `SkillError` naming the file and the field, with a message that says what to fix.
"""

from __future__ import annotations

import re
import types
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import SkillError
from ..fsutil import (
    FileTooLargeError,
    NotRegularFileError,
    SymlinkRefusedError,
    read_regular_file,
)
from ..tokens import count_tokens
from ..yamlfast import safe_load, yaml_error

SKILL_FILE = "SKILL.md"
REFERENCES_DIR = "references"
SOURCES = ("builtin", "user", "project", "path")

MAX_NAME_CHARS = 64
MAX_DESCRIPTION_CHARS = 1024
MAX_WHEN_TO_USE_CHARS = 1024
MAX_KEYWORDS = 64
MAX_KEYWORD_CHARS = 64
MAX_FAMILIES = 16
MAX_BODY_BYTES = 64 * 1024
MAX_BODY_TOKENS = 8000
MAX_FILE_BYTES = 256 * 1024
SIZE_TOLERANCE = 0.15

AGENT_SKILLS_FIELDS = ("license", "compatibility", "metadata", "allowed-tools")
TDCONTEXT_FIELDS = (
    "name",
    "description",
    "when_to_use",
    "auto_load_keywords",
    "size_tokens",
    "families",
    "family_guidance",
)

NAME_RE = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")
_FAMILY_RE = re.compile(r"^[A-Z0-9][A-Z0-9 _-]{0,31}$")
_TOPIC_RE = re.compile(r"^[a-z0-9][a-z0-9 _-]{0,47}$")


@dataclass(frozen=True)
class SkillPack:
    """A validated skill pack. `size_tokens` is measured on the body, not taken on trust."""

    name: str
    description: str
    body: str
    path: Path
    source: str
    when_to_use: str | None = None
    auto_load_keywords: tuple[str, ...] = ()
    size_tokens: int = 0
    declared_size_tokens: int | None = None
    families: tuple[str, ...] = ()
    family_guidance: Mapping[str, Mapping[str, str]] = field(
        default_factory=lambda: types.MappingProxyType({}), compare=False
    )
    frontmatter: Mapping[str, Any] = field(
        default_factory=lambda: types.MappingProxyType({}), compare=False
    )
    warnings: tuple[str, ...] = ()
    #: False for a project pack whose project root the user has not trusted
    #: (`tdcontext skills trust`): listed, readable, but never auto-loaded or activated.
    trusted: bool = True

    @property
    def origin(self) -> str:
        """Where the pack came from, for people and models: "built-in", "user pack at ..."."""
        if self.source == "builtin":
            return "built-in"
        if self.source == "project":
            state = "trusted" if self.trusted else "NOT trusted"
            return f"project pack at {self.root} ({state} project)"
        return f"{self.source} pack at {self.root}"

    @property
    def root(self) -> Path:
        """The pack directory (the folder holding SKILL.md)."""
        return self.path.parent

    @property
    def license(self) -> str | None:
        value = self.frontmatter.get("license")
        return None if value is None else str(value)

    @property
    def compatibility(self) -> str | None:
        value = self.frontmatter.get("compatibility")
        return None if value is None else str(value)

    @property
    def allowed_tools(self) -> Any:
        """`allowed-tools` as written (a space-separated string or a list)."""
        return self.frontmatter.get("allowed-tools")

    @property
    def metadata(self) -> Mapping[str, Any]:
        value = self.frontmatter.get("metadata")
        return value if isinstance(value, Mapping) else {}

    def summary(self) -> dict[str, Any]:
        """What a listing shows: no body (progressive disclosure)."""
        return {
            "name": self.name,
            "description": self.description,
            "when_to_use": self.when_to_use,
            "source": self.source,
            "trusted": self.trusted,
            "origin": self.origin,
            "size_tokens": self.size_tokens,
        }

    def to_dict(self, *, include_body: bool = False) -> dict[str, Any]:
        """A JSON-ready view; the frontmatter is included as parsed (dates become strings)."""
        out = self.summary()
        out.update(
            {
                "path": str(self.path),
                "auto_load_keywords": list(self.auto_load_keywords),
                "declared_size_tokens": self.declared_size_tokens,
                "families": list(self.families),
                "family_guidance": {f: dict(g) for f, g in self.family_guidance.items()},
                "frontmatter": _jsonable(dict(self.frontmatter)),
                "warnings": list(self.warnings),
            }
        )
        if include_body:
            out["body"] = self.body
        return out


def load_pack(path: Path, *, source: str = "path") -> SkillPack:
    """Read and validate one pack; `path` is the pack directory or its SKILL.md.

    Raises:
        SkillError: the file is missing, unreadable, oversize, or fails validation.
    """
    if source not in SOURCES:
        raise ValueError(f"source must be one of {SOURCES}, got {source!r}")
    skill_file = path / SKILL_FILE if path.is_dir() else path
    where = str(skill_file)
    if skill_file.name != SKILL_FILE:
        raise SkillError(
            f"{where}: a skill pack file must be named {SKILL_FILE}; pass the pack directory "
            f"or its {SKILL_FILE}",
            path=where,
            field="path",
        )
    try:
        # O_NOFOLLOW, regular files only, never read past the cap: a SKILL.md that is a
        # link (to /proc/self/environ, a FIFO...) is refused, not read.
        raw = read_regular_file(skill_file, MAX_FILE_BYTES)
    except FileTooLargeError as exc:
        raise SkillError(
            f"{where}: file is {exc.size} bytes, over the {MAX_FILE_BYTES}-byte limit; move "
            f"long material into {REFERENCES_DIR}/",
            path=where,
            field="body",
        ) from exc
    except (SymlinkRefusedError, NotRegularFileError) as exc:
        raise SkillError(
            f"{where}: {exc.strerror}; a pack's {SKILL_FILE} must be a plain file inside the pack",
            path=where,
            field="path",
        ) from exc
    except FileNotFoundError as exc:
        raise SkillError(
            f"{where}: no {SKILL_FILE} here; a pack is a directory holding {SKILL_FILE}",
            path=where,
            field="path",
        ) from exc
    except OSError as exc:
        raise SkillError(
            f"{where}: cannot be read ({exc.strerror or exc}); check its permissions",
            path=where,
            field="path",
        ) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SkillError(
            f"{where}: not UTF-8 text (bad byte at offset {exc.start}); save it as UTF-8",
            path=where,
            field="path",
        ) from exc
    return parse_pack(text, path=skill_file, source=source)


def parse_pack(text: str, *, path: Path, source: str = "path") -> SkillPack:
    """Validate SKILL.md text; the pack name must equal `path.parent.name`.

    Raises:
        SkillError: naming `path` and the offending field.
    """
    where = str(path)
    meta, body = split_frontmatter(text, where=where)
    expected = path.parent.name

    name = _required_str(meta, "name", where)
    if len(name) > MAX_NAME_CHARS or not NAME_RE.match(name):
        raise SkillError(
            f"{where}: field 'name' is {name!r}; use at most {MAX_NAME_CHARS} lowercase letters, "
            "digits and hyphens, not starting or ending with a hyphen",
            path=where,
            field="name",
            name=name,
        )
    if name != expected:
        raise SkillError(
            f"{where}: field 'name' is {name!r} but the directory is {expected!r}; "
            "rename one so they match",
            path=where,
            field="name",
            name=name,
        )
    description = _required_str(meta, "description", where)
    if len(description) > MAX_DESCRIPTION_CHARS:
        raise SkillError(
            f"{where}: field 'description' has {len(description)} characters, over "
            f"{MAX_DESCRIPTION_CHARS}; shorten it and move detail into the body",
            path=where,
            field="description",
            name=name,
        )
    when_to_use = _optional_str(meta, "when_to_use", where, MAX_WHEN_TO_USE_CHARS)
    keywords = _keywords(meta.get("auto_load_keywords"), where)
    families = _families(meta.get("families"), where)
    guidance = _guidance(meta.get("family_guidance"), families, where)

    body = body.strip()
    if not body:
        raise SkillError(
            f"{where}: the body after the frontmatter is empty; write the instructions there",
            path=where,
            field="body",
            name=name,
        )
    body_bytes = len(body.encode("utf-8"))
    if body_bytes > MAX_BODY_BYTES:
        raise SkillError(
            f"{where}: body is {body_bytes} bytes, over the {MAX_BODY_BYTES}-byte limit; "
            f"move long material into {REFERENCES_DIR}/",
            path=where,
            field="body",
            name=name,
        )
    measured = count_tokens(body)
    if measured > MAX_BODY_TOKENS:
        raise SkillError(
            f"{where}: body is {measured} tokens, over the {MAX_BODY_TOKENS}-token limit; "
            f"move long material into {REFERENCES_DIR}/",
            path=where,
            field="body",
            name=name,
        )
    declared = _size_tokens(meta.get("size_tokens"), where)
    warnings: list[str] = []
    if declared is not None and abs(declared - measured) > SIZE_TOLERANCE * measured:
        off = abs(declared - measured) / measured
        warnings.append(
            f"{where}: size_tokens says {declared} but the body measures {measured} tokens "
            f"(off by {off:.0%}); set size_tokens: {measured}"
        )
    return SkillPack(
        name=name,
        description=description,
        body=body,
        path=path,
        source=source,
        when_to_use=when_to_use,
        auto_load_keywords=keywords,
        size_tokens=measured,
        declared_size_tokens=declared,
        families=families,
        family_guidance=guidance,
        frontmatter=types.MappingProxyType(dict(meta)),
        warnings=tuple(warnings),
    )


def split_frontmatter(text: str, *, where: str) -> tuple[dict[str, Any], str]:
    """Split `---` YAML frontmatter from the Markdown body and parse it with safe_load."""
    text = text.removeprefix("\ufeff")
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != "---":
        raise SkillError(
            f"{where}: no frontmatter; the file must start with a '---' line, then YAML "
            "with at least 'name' and 'description', then another '---' line",
            path=where,
            field="frontmatter",
        )
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        raise SkillError(
            f"{where}: the frontmatter is never closed; add a '---' line after the YAML",
            path=where,
            field="frontmatter",
        )
    yaml_text = "".join(lines[1:end])
    try:
        meta = safe_load(yaml_text) if yaml_text.strip() else {}
    except yaml_error() as exc:  # evaluated only when parsing raised, so yaml is loaded by then
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        at = f" at line {mark.line + 2}" if mark is not None else ""
        raise SkillError(
            f"{where}: frontmatter is not valid YAML{at} ({problem}); fix the YAML between "
            "the '---' lines (quote values that contain ': ')",
            path=where,
            field="frontmatter",
        ) from exc
    if not isinstance(meta, dict):
        raise SkillError(
            f"{where}: frontmatter must be a YAML mapping of fields, got "
            f"{type(meta).__name__}; write 'name: ...' and 'description: ...' lines",
            path=where,
            field="frontmatter",
        )
    bad_keys = [k for k in meta if not isinstance(k, str)]
    if bad_keys:
        raise SkillError(
            f"{where}: frontmatter field names must be text, got {bad_keys[0]!r}",
            path=where,
            field="frontmatter",
        )
    return meta, "".join(lines[end + 1 :])


def render_skill_md(meta: Mapping[str, Any], body: str) -> str:
    """Write frontmatter + body back as SKILL.md text (used by the scaffold)."""
    import yaml

    data = dict(meta)
    front = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    if yaml.safe_load(front) != data:
        # Trigger: characters YAML folds when unquoted (NEL, LS...). Outcome: escape them,
        # so what is read back is exactly what was written.
        front = yaml.safe_dump(data, sort_keys=False, allow_unicode=False, width=100)
    return f"---\n{front}---\n\n{body.strip()}\n"


def _required_str(meta: Mapping[str, Any], key: str, where: str) -> str:
    if key not in meta or meta[key] is None:
        raise SkillError(
            f"{where}: required field {key!r} is missing; add '{key}: ...' to the frontmatter",
            path=where,
            field=key,
        )
    value = meta[key]
    if not isinstance(value, str) or not value.strip():
        raise SkillError(
            f"{where}: field {key!r} must be non-empty text, got {value!r}",
            path=where,
            field=key,
        )
    return value.strip()


def _optional_str(meta: Mapping[str, Any], key: str, where: str, limit: int) -> str | None:
    value = meta.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise SkillError(f"{where}: field {key!r} must be text, got {value!r}", path=where, field=key)
    value = value.strip()
    if len(value) > limit:
        raise SkillError(
            f"{where}: field {key!r} has {len(value)} characters, over {limit}; shorten it",
            path=where,
            field=key,
        )
    return value or None


def _keywords(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise SkillError(
            f"{where}: field 'auto_load_keywords' must be a YAML list such as "
            f"[feedback loop, feedback top], got {value!r}",
            path=where,
            field="auto_load_keywords",
        )
    if len(value) > MAX_KEYWORDS:
        raise SkillError(
            f"{where}: field 'auto_load_keywords' has {len(value)} entries, over {MAX_KEYWORDS}; "
            "keep the precise ones",
            path=where,
            field="auto_load_keywords",
        )
    out: list[str] = []
    seen: set[str] = set()
    for item in value:
        if isinstance(item, bool) or not isinstance(item, (str, int, float)):
            raise SkillError(
                f"{where}: field 'auto_load_keywords' holds {item!r}; each keyword must be text",
                path=where,
                field="auto_load_keywords",
            )
        keyword = " ".join(str(item).split())
        if not keyword or len(keyword) > MAX_KEYWORD_CHARS:
            raise SkillError(
                f"{where}: field 'auto_load_keywords' holds {item!r}; each keyword must have "
                f"1 to {MAX_KEYWORD_CHARS} characters",
                path=where,
                field="auto_load_keywords",
            )
        if keyword.casefold() not in seen:
            seen.add(keyword.casefold())
            out.append(keyword)
    return tuple(out)


def _families(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) > MAX_FAMILIES:
        raise SkillError(
            f"{where}: field 'families' must be a list of at most {MAX_FAMILIES} operator "
            f"families such as [TOP, GLSL], got {value!r}",
            path=where,
            field="families",
        )
    out: list[str] = []
    for item in value:
        family = str(item).strip().upper() if isinstance(item, str) else ""
        if not _FAMILY_RE.match(family):
            raise SkillError(
                f"{where}: field 'families' holds {item!r}; use short names such as TOP, CHOP, "
                "POP, GLSL",
                path=where,
                field="families",
            )
        if family not in out:
            out.append(family)
    return tuple(out)


def _guidance(
    value: Any, families: tuple[str, ...], where: str
) -> Mapping[str, Mapping[str, str]]:
    """`family_guidance: {TOP: {pixel_format: 16-bit float}}`: per-family stances on topics."""
    if value is None:
        return types.MappingProxyType({})
    if not isinstance(value, dict):
        raise SkillError(
            f"{where}: field 'family_guidance' must map a family to topics, e.g. "
            f"{{TOP: {{pixel_format: 16-bit float}}}}, got {value!r}",
            path=where,
            field="family_guidance",
        )
    out: dict[str, Mapping[str, str]] = {}
    for raw_family, topics in value.items():
        family = str(raw_family).strip().upper()
        if family not in families:
            raise SkillError(
                f"{where}: field 'family_guidance' names family {raw_family!r}, which is not in "
                f"'families' {list(families)}; add it there or fix the spelling",
                path=where,
                field="family_guidance",
            )
        if not isinstance(topics, dict) or not topics:
            raise SkillError(
                f"{where}: field 'family_guidance' for {family} must be a non-empty mapping of "
                f"topic to advice, got {topics!r}",
                path=where,
                field="family_guidance",
            )
        stances: dict[str, str] = {}
        for raw_topic, advice in topics.items():
            topic = str(raw_topic).strip().lower()
            if not _TOPIC_RE.match(topic) or isinstance(advice, (dict, list)) or advice is None:
                raise SkillError(
                    f"{where}: field 'family_guidance' for {family} has {raw_topic!r}: "
                    f"{advice!r}; topics are short lowercase names and advice is one value",
                    path=where,
                    field="family_guidance",
                )
            stances[topic] = " ".join(str(advice).split())
        out[family] = types.MappingProxyType(stances)
    return types.MappingProxyType(out)


def _size_tokens(value: Any, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise SkillError(
            f"{where}: field 'size_tokens' must be a positive whole number, got {value!r}; "
            "`tdcontext skills check` prints the measured size",
            path=where,
            field="size_tokens",
        )
    return value


def _jsonable(value: Any) -> Any:
    """Frontmatter as JSON-safe values (YAML dates and other scalars become strings)."""
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)
