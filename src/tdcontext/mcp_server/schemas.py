"""Input and output types of the MCP tools, so schema-driven clients can validate both ways.

Inputs: closed choices are `Literal`s and numbers carry `Field(ge=, le=)` bounds; queries
and prompts are capped at `early.MAX_PROMPT_CHARS`. Outputs: one TypedDict per tool; they
allow extra keys, so a field added in the core reaches clients instead of being dropped.
Invariant: the bounds here are the engine's own limits, never looser or tighter.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, NotRequired

from pydantic import ConfigDict, Field, with_config
from typing_extensions import TypedDict  # pydantic needs this one before Python 3.12

from ..early import MAX_PROMPT_CHARS
from ..engine import MAX_INGEST_BYTES

Kind = Literal["memory", "knowledge", "recipe"]
ContentType = Literal["fact", "reference", "instruction"]
SearchMode = Literal["hybrid", "bm25", "vector"]
KnowledgeKind = Literal["reference", "fact", "instruction"]
BriefAction = Literal["read", "replace"]

Query = Annotated[str, Field(max_length=MAX_PROMPT_CHARS, description="Plain words, at most 16 KB.")]
Prompt = Annotated[str, Field(max_length=MAX_PROMPT_CHARS, description="The user's message, at most 16 KB.")]
TopK = Annotated[int, Field(ge=1, le=1000, description="How many entries, 1-1000.")]
MaxBytes = Annotated[int, Field(ge=1, le=MAX_INGEST_BYTES, description="Download cap in bytes, 1-52428800.")]
EntryText = Annotated[str, Field(max_length=1_000_000, description="The note, not empty, at most 1 MB.")]
Title = Annotated[str, Field(max_length=300)]
Tags = Annotated[list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=50)]
EntryId = Annotated[str, Field(min_length=1, max_length=128)]
Url = Annotated[str, Field(min_length=1, max_length=8192)]
SkillName = Annotated[str, Field(min_length=1, max_length=128)]

_OPEN = ConfigDict(extra="allow")


@with_config(_OPEN)
class HitOut(TypedDict):
    id: str
    title: str
    kind: str
    content_type: str
    project: str
    score: float
    ranks: dict[str, Any]
    snippet: str


@with_config(_OPEN)
class SearchOut(TypedDict):
    query: str
    mode: str
    degraded: bool
    hits: list[HitOut]
    notes: NotRequired[list[str]]


@with_config(_OPEN)
class SkillsOut(TypedDict):
    loaded: list[str]
    unloaded: list[str]
    evicted: list[str]
    active: list[str]
    warnings: list[str]
    matched: dict[str, list[str]]
    section: str


@with_config(_OPEN)
class ContextOut(TypedDict):
    prompt: str
    mode: str
    degraded: bool
    entries: list[dict[str, Any]]
    block: str
    intent: str
    notes: NotRequired[list[str]]
    skills: SkillsOut


@with_config(_OPEN)
class EntrySummaryOut(TypedDict):
    id: str
    title: str
    kind: str
    content_type: str
    project: str
    tags: list[str]
    created_at: str
    updated_at: str


@with_config(_OPEN)
class RememberOut(EntrySummaryOut):
    embedding_indexed: bool


@with_config(_OPEN)
class EntryOut(EntrySummaryOut):
    text: str
    meta: dict[str, Any]


@with_config(_OPEN)
class ForgetOut(TypedDict):
    forgotten: str


@with_config(_OPEN)
class IngestOut(TypedDict):
    entry_id: str
    title: str
    url: str
    size_chars: int
    tags: list[str]
    embedding_indexed: bool
    status: Literal["created", "updated", "unchanged"]


@with_config(_OPEN)
class BriefOut(TypedDict):
    status: str
    project_root: NotRequired[str | None]


@with_config(_OPEN)
class LoadSkillOut(TypedDict):
    name: str
    activated: bool
    evicted: list[str]
    active: list[str]
    warnings: list[str]


@with_config(_OPEN)
class UnloadSkillOut(TypedDict):
    name: str
    unloaded: bool
    active: list[str]
    warnings: list[str]


@with_config(_OPEN)
class ListSkillsOut(TypedDict):
    skills: list[dict[str, Any]]
    active: list[str]
    problems: list[str]
