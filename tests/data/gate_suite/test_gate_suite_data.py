"""Consistency checks for the labelled admission-gate suite (corpus.jsonl + prompts.jsonl).

The suite calibrates and scores the admission gate, so a malformed or self-contradictory label
would silently skew every figure in BENCHMARKS.md. Invariant: every label refers to a real
corpus entry, no entry is both expected and forbidden, and context-free prompts (echo, ack,
greet, chit-chat) forbid every instruction entry and expect nothing.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
KINDS = {"memory", "knowledge", "recipe"}
CONTENT_TYPES = {"fact", "reference", "instruction"}
INTENTS = {"question", "task", "invoke", "echo", "ack", "greet", "chitchat", "near_miss"}
CONTEXT_FREE = {"echo", "ack", "greet", "chitchat"}
SAFE_ID = re.compile(r"^[A-Za-z0-9_:\-][A-Za-z0-9._:\-]{0,127}$")


def _load(name: str) -> list[dict[str, Any]]:
    rows = []
    for number, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:  # pragma: no cover - the assertion message is the point
            pytest.fail(f"{name} line {number} is not valid JSON: {exc}")
    return rows


CORPUS = _load("corpus.jsonl")
PROMPTS = _load("prompts.jsonl")
BY_ID = {entry["id"]: entry for entry in CORPUS}
INSTRUCTIONS = {entry["id"] for entry in CORPUS if entry["content_type"] == "instruction"}


def test_corpus_entries_have_the_import_shape() -> None:
    assert len(CORPUS) >= 30
    assert len(BY_ID) == len(CORPUS), "duplicate ids in corpus.jsonl"
    for entry in CORPUS:
        assert set(entry) == {"id", "title", "text", "kind", "content_type", "tags"}, entry["id"]
        assert SAFE_ID.match(entry["id"]), entry["id"]
        assert entry["kind"] in KINDS, entry["id"]
        assert entry["content_type"] in CONTENT_TYPES, entry["id"]
        assert entry["title"].strip(), entry["id"]
        assert isinstance(entry["tags"], list) and all(isinstance(t, str) and t for t in entry["tags"])
        words = len(entry["text"].split())
        assert 40 <= words <= 150, f"{entry['id']} has {words} words; keep suite texts 40-150 words"


def test_corpus_mixes_every_kind_and_content_type() -> None:
    assert {e["kind"] for e in CORPUS} == KINDS
    assert {e["content_type"] for e in CORPUS} == CONTENT_TYPES
    assert len(INSTRUCTIONS) >= 8


def test_prompt_labels_refer_to_real_entries_and_do_not_contradict() -> None:
    pids = [p["pid"] for p in PROMPTS]
    assert len(set(pids)) == len(pids), "duplicate pids"
    for p in PROMPTS:
        assert set(p) <= {"pid", "prompt", "intent", "expected", "forbidden", "allowed"}, p["pid"]
        assert p["prompt"].strip() and p["intent"] in INTENTS, p["pid"]
        expected, forbidden = set(p["expected"]), set(p["forbidden"])
        allowed = set(p.get("allowed", []))
        for ref in expected | forbidden | allowed:
            assert ref in BY_ID, f"{p['pid']} names unknown entry {ref!r}"
        assert not expected & forbidden, p["pid"]
        assert not allowed & (expected | forbidden), p["pid"]
        # Suite convention: an instruction entry is always labelled; unlabelled means forbidden.
        assert INSTRUCTIONS <= expected | forbidden | allowed, p["pid"]


def test_context_free_prompts_expect_nothing_and_forbid_every_instruction() -> None:
    for p in PROMPTS:
        if p["intent"] in CONTEXT_FREE:
            assert p["expected"] == [] and not p.get("allowed"), p["pid"]
            assert INSTRUCTIONS <= set(p["forbidden"]), p["pid"]


def test_invocations_expect_an_instruction_and_near_misses_name_one() -> None:
    # The procedure names in instruction titles (KICK1, LAYOUT2, STROBE_SAFE...), not TD vocabulary.
    vocabulary = {"CHOP", "COMP", "GLSL", "MACRO", "MIDI"}
    rare_tokens = {
        tok.lower()
        for i in INSTRUCTIONS
        for tok in re.findall(r"\b[A-Z][A-Z0-9_]{3,}\b", BY_ID[i]["title"])
        if tok not in vocabulary
    }
    assert len(rare_tokens) >= 8, rare_tokens
    for p in PROMPTS:
        if p["intent"] == "invoke":
            assert set(p["expected"]) & INSTRUCTIONS, p["pid"]
        if p["intent"] == "near_miss":
            words = set(re.findall(r"[a-z0-9_]+", p["prompt"].lower()))
            assert words & rare_tokens or any(t in p["prompt"].lower() for t in rare_tokens), p["pid"]
            assert not set(p["expected"]) & INSTRUCTIONS, f"{p['pid']}: a near miss never requires an instruction"


def test_suite_sizes_meet_the_issue_minimums() -> None:
    counts = Counter(p["intent"] for p in PROMPTS)
    assert len(PROMPTS) >= 80
    assert counts["echo"] >= 15
    assert counts["ack"] + counts["greet"] + counts["chitchat"] >= 8
    assert sum(1 for p in PROMPTS if p["intent"] in {"question", "task"} and p["expected"]) >= 30
    assert counts["invoke"] >= 8
    assert counts["near_miss"] >= 10


@pytest.mark.parametrize(
    ("prompt", "entry_id"),
    [("Define CHOP family.", "ref_chop_family"), ("POP generator", "ref_pop_generators"),
     ("GLSL TOP uniforms", "ref_glsl_uniforms")],
)
def test_the_issue_short_questions_are_labelled(prompt: str, entry_id: str) -> None:
    matches = [p for p in PROMPTS if p["prompt"] == prompt]
    assert len(matches) == 1 and matches[0]["expected"] == [entry_id]
