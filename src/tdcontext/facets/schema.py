"""The facet schema: a fixed set of slots, each with a closed vocabulary, plus aliases.

A schema comes from the package's `data/default_schema.json`, or from a TOML/JSON file the
user points at (`facets_schema` setting, else `$TDCONTEXT_HOME/facets/schema.toml|json`).
Every slot implicitly has the value `unknown`: an extractor that cannot decide says so, and
`unknown` is never an error.

Invariant: a loaded schema is closed: every alias maps to (slot, value) pairs that exist, and
no slot or value name is empty. A bad file is an `InvalidInputError` naming the key.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError

__all__ = ["UNKNOWN", "FacetSchema", "FacetValue", "load_schema", "normalise_alias"]

UNKNOWN = "unknown"
DEFAULT_SCHEMA_PATH = Path(__file__).parent / "data" / "default_schema.json"
MAX_SCHEMA_BYTES = 1024 * 1024
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _./+-]{0,63}$")


def normalise_alias(text: str) -> str:
    """Lower-case, collapse white space, strip surrounding punctuation."""
    return " ".join(text.lower().split()).strip(" .,!?;:'\"")


@dataclass(frozen=True)
class FacetValue:
    """One value of a slot: its name, a description (used by embedding prototypes), keywords (rules)."""

    name: str
    description: str = ""
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class FacetSchema:
    """Slots in order, each an ordered vocabulary; aliases map user words to facet sets."""

    slots: Mapping[str, tuple[FacetValue, ...]]
    aliases: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    source: str = "built-in"

    def values(self, slot: str) -> list[str]:
        """The slot's value names, `unknown` last."""
        return [v.name for v in self.slots[slot]] + [UNKNOWN]

    def value(self, slot: str, name: str) -> FacetValue | None:
        return next((v for v in self.slots.get(slot, ()) if v.name == name), None)

    def has(self, slot: str, value: str) -> bool:
        return slot in self.slots and (value == UNKNOWN or self.value(slot, value) is not None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "slots": {s: [v.name for v in vals] for s, vals in self.slots.items()},
            "aliases": {a: dict(f) for a, f in self.aliases.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, source: str) -> FacetSchema:
        """Validate and build; every problem names the key and the file."""
        if not isinstance(data, Mapping):
            raise InvalidInputError(f"{source}: a facet schema must be an object with 'slots' and 'aliases'")
        raw_slots = data.get("slots")
        if not isinstance(raw_slots, Mapping) or not raw_slots:
            raise InvalidInputError(f"{source}: 'slots' must be a non-empty table of slot -> values")
        if len(raw_slots) > 16:
            raise InvalidInputError(f"{source}: at most 16 slots, got {len(raw_slots)}")
        slots: dict[str, tuple[FacetValue, ...]] = {}
        for slot, raw_values in raw_slots.items():
            _check_name(source, "slot", slot)
            values = _parse_values(source, slot, raw_values)
            slots[slot] = values
        aliases: dict[str, dict[str, str]] = {}
        raw_aliases = data.get("aliases", {})
        if not isinstance(raw_aliases, Mapping):
            raise InvalidInputError(f"{source}: 'aliases' must be a table of alias -> {{slot = value}}")
        for alias, facets in raw_aliases.items():
            key = normalise_alias(str(alias))
            if not key or not isinstance(facets, Mapping) or not facets:
                raise InvalidInputError(f"{source}: alias {alias!r} must map to a non-empty {{slot = value}} table")
            resolved: dict[str, str] = {}
            for slot, value in facets.items():
                if slot not in slots:
                    raise InvalidInputError(f"{source}: alias {alias!r} names unknown slot {slot!r}")
                if not isinstance(value, str) or not any(v.name == value for v in slots[slot]):
                    raise InvalidInputError(
                        f"{source}: alias {alias!r}: {value!r} is not a value of slot {slot!r} "
                        f"({', '.join(v.name for v in slots[slot])})"
                    )
                resolved[slot] = value
            aliases[key] = resolved
        return cls(slots=slots, aliases=aliases, source=source)


def _check_name(source: str, what: str, name: Any) -> None:
    if not isinstance(name, str) or not _NAME_RE.match(name) or name == UNKNOWN:
        raise InvalidInputError(
            f"{source}: {what} name {name!r:.80} is not valid (1-64 letters, digits, ' _./+-'; not 'unknown')"
        )


def _parse_values(source: str, slot: str, raw: Any) -> tuple[FacetValue, ...]:
    items: list[FacetValue] = []
    if isinstance(raw, list):
        raw = {name: {} for name in raw}
    if not isinstance(raw, Mapping) or not raw:
        raise InvalidInputError(f"{source}: slot {slot!r} needs a non-empty list or table of values")
    if len(raw) > 256:
        raise InvalidInputError(f"{source}: slot {slot!r} has {len(raw)} values; at most 256")
    for name, spec in raw.items():
        _check_name(source, f"slot {slot!r} value", name)
        if spec is None:
            spec = {}
        if not isinstance(spec, Mapping):
            raise InvalidInputError(f"{source}: {slot}.{name} must be a table (description, keywords)")
        description = spec.get("description", "")
        keywords = spec.get("keywords", [])
        if not isinstance(description, str) or len(description) > 2000:
            raise InvalidInputError(f"{source}: {slot}.{name}.description must be text of at most 2000 characters")
        if not isinstance(keywords, list) or not all(isinstance(k, str) and k.strip() for k in keywords):
            raise InvalidInputError(f"{source}: {slot}.{name}.keywords must be a list of non-empty strings")
        items.append(FacetValue(name=name, description=description,
                                keywords=tuple(k.lower() for k in keywords[:500])))
    return tuple(items)


def load_schema(path: Path | None = None) -> FacetSchema:
    """The schema at `path` (TOML or JSON), else the built-in default."""
    target = Path(path) if path is not None else DEFAULT_SCHEMA_PATH
    source = "built-in" if path is None else str(target)
    try:
        if target.is_symlink() or not target.is_file():
            raise InvalidInputError(f"facet schema {source!r} is not a regular file")
        raw = target.read_bytes()
    except OSError as exc:
        raise InvalidInputError(f"cannot read facet schema {source!r}: {exc.strerror or exc}") from exc
    if len(raw) > MAX_SCHEMA_BYTES:
        raise InvalidInputError(f"facet schema {source!r} is {len(raw):,} bytes; at most {MAX_SCHEMA_BYTES:,}")
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text) if target.suffix.lower() == ".toml" else json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise InvalidInputError(f"facet schema {source!r} does not parse: {str(exc)[:200]}") from exc
    return FacetSchema.from_dict(data, source=source)
