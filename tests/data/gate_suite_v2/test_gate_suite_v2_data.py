"""Consistency checks for the v2 admission-gate suite (corpus.jsonl + prompts.jsonl).

Invariant: every label names a real entry (a corpus entry, or a built-in knowledge entry for
`builtin` prompts), `full` is a subset of `expected` and names only instructions, nothing is both
expected and allowed, and context-free prompts expect nothing. The counts meet issue 11's minimums.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
BUILTIN_DIR = HERE.parents[2] / "src" / "tdcontext" / "knowledge"
INTENTS = {"invoke", "ask_content", "bears", "paraphrase", "question", "task", "unanswerable", "near_miss",
           "meaning", "meta", "echo", "chitchat"}
CONTEXT_FREE = {"echo", "meta", "chitchat", "meaning", "unanswerable"}


def _load(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines() if line.strip()]


CORPUS = _load("corpus.jsonl")
PROMPTS = _load("prompts.jsonl")
BY_ID = {e["id"]: e for e in CORPUS}
INSTRUCTIONS = {e["id"] for e in CORPUS if e["content_type"] == "instruction"}
BUILTINS = {p.stem for p in BUILTIN_DIR.glob("*.md")}


def test_corpus_shape_and_size() -> None:
    assert len(BY_ID) == len(CORPUS) >= 60
    assert len(INSTRUCTIONS) >= 15
    for e in CORPUS:
        assert set(e) <= {"id", "title", "text", "kind", "content_type", "tags", "meta"}, e["id"]
        assert 40 <= len(e["text"].split()) <= 150, e["id"]
        meta = e.get("meta", {})
        assert set(meta) <= {"name", "when"}, e["id"]


def _assert_labelled(p: dict[str, Any]) -> None:
    """One prompt's label: full schema, real ids, full only on invoke/ask_content, context-free expects nothing."""
    assert set(p) == {"pid", "prompt", "intent", "expected", "full", "allowed", "builtin", "lang", "group"}
    assert p["intent"] in INTENTS and p["prompt"].strip(), p["pid"]
    known = set(BY_ID) | (BUILTINS if p["builtin"] else set())
    for ref in p["expected"] + p["allowed"]:
        assert ref in known, f"{p['pid']} names unknown entry {ref!r}"
    assert set(p["full"]) <= set(p["expected"]) & INSTRUCTIONS, p["pid"]
    assert not set(p["expected"]) & set(p["allowed"]), p["pid"]
    assert bool(p["full"]) == (p["intent"] in {"invoke", "ask_content"}), p["pid"]
    if p["intent"] in CONTEXT_FREE:
        assert p["expected"] == [], p["pid"]


def test_labels_refer_to_real_entries_and_are_consistent() -> None:
    pids = [p["pid"] for p in PROMPTS]
    assert len(set(pids)) == len(pids)
    for p in PROMPTS:
        _assert_labelled(p)


def test_suite_meets_the_issue_minimums() -> None:
    counts = Counter(p["intent"] for p in PROMPTS)
    assert len(PROMPTS) >= 400
    assert counts["invoke"] >= 60 and counts["meta"] >= 40 and counts["echo"] >= 30
    assert counts["unanswerable"] >= 20 and counts["meaning"] >= 10 and counts["paraphrase"] >= 20
    assert {p["lang"] for p in PROMPTS if p["intent"] == "echo"} >= {"en", "fr", "de", "es", "ru", "zh", "ja"}
    assert sum(p["builtin"] for p in PROMPTS) >= 20
    assert sum(p["group"] == "common_word" for p in PROMPTS) >= 10
    # every instruction is invoked at least twice
    invoked = Counter(i for p in PROMPTS if p["intent"] == "invoke" for i in p["full"])
    assert all(invoked[i] >= 2 for i in INSTRUCTIONS), {i: invoked[i] for i in INSTRUCTIONS}


def test_fresh_prompts_are_labelled_like_the_suite() -> None:
    fresh = _load("prompts_fresh.jsonl")
    assert len(fresh) >= 60
    assert not {p["prompt"] for p in fresh} & {p["prompt"] for p in PROMPTS}, "fresh prompts must be new"
    for p in fresh:
        assert p["intent"] in INTENTS and not p["builtin"], p["pid"]
        for ref in p["expected"] + p["allowed"]:
            assert ref in BY_ID, f"{p['pid']} names unknown entry {ref!r}"
        assert set(p["full"]) <= set(p["expected"]) & INSTRUCTIONS, p["pid"]
        if p["intent"] in CONTEXT_FREE:
            assert p["expected"] == [], p["pid"]


def test_holdout_prompts_are_new_and_labelled_like_the_suite() -> None:
    holdout = _load("prompts_holdout.jsonl")
    assert len(holdout) >= 150
    seen = {p["prompt"] for p in PROMPTS} | {p["prompt"] for p in _load("prompts_fresh.jsonl")}
    assert not {p["prompt"] for p in holdout} & seen, "held-out prompts must be new"
    assert len({p["pid"] for p in holdout}) == len(holdout)
    for p in holdout:
        assert p["intent"] in INTENTS and not p["builtin"], p["pid"]
        for ref in p["expected"] + p["allowed"]:
            assert ref in BY_ID, f"{p['pid']} names unknown entry {ref!r}"
        assert set(p["full"]) <= set(p["expected"]) & INSTRUCTIONS, p["pid"]
        assert not set(p["expected"]) & set(p["allowed"]), p["pid"]
        assert bool(p["full"]) == (p["intent"] in {"invoke", "ask_content"}), p["pid"]
        if p["intent"] in CONTEXT_FREE:
            assert p["expected"] == [], p["pid"]


def test_unseen_prompts_are_new_and_labelled_like_the_suite() -> None:
    """prompts_unseen.jsonl: the independent suite, written blind by someone who did not write the gate."""
    unseen = _load("prompts_unseen.jsonl")
    assert len(unseen) >= 150
    seen = ({p["prompt"] for p in PROMPTS} | {p["prompt"] for p in _load("prompts_fresh.jsonl")}
            | {p["prompt"] for p in _load("prompts_holdout.jsonl")})
    repeated = sorted(p["prompt"] for p in unseen if p["prompt"] in seen)  # names only the unseen side
    assert not repeated, f"unseen prompts must be new: {repeated}"
    assert len({p["pid"] for p in unseen}) == len(unseen)
    assert len({p["prompt"] for p in unseen}) == len(unseen), "one label per prompt"
    counts = Counter(p["intent"] for p in unseen)
    assert set(counts) == INTENTS, set(INTENTS) - set(counts)
    assert {p["lang"] for p in unseen if p["intent"] == "echo"} >= {"en", "fr", "de", "es", "ru", "zh", "ja"}
    assert sum(p["builtin"] for p in unseen) >= 10
    for p in unseen:
        _assert_labelled(p)
        assert len(set(p["expected"])) == len(p["expected"]) and len(set(p["allowed"])) == len(p["allowed"])
    # every instruction is invoked at least once
    invoked = {i for p in unseen if p["intent"] == "invoke" for i in p["full"]}
    assert invoked == INSTRUCTIONS, INSTRUCTIONS - invoked


def test_unseen2_prompts_are_new_and_labelled_like_the_suite() -> None:
    """prompts_unseen2.jsonl: the second blind suite, on explicit invocation versus naming."""
    unseen2 = _load("prompts_unseen2.jsonl")
    assert len(unseen2) >= 120
    seen = set().union(*({p["prompt"] for p in _load(name)} for name in
                         ("prompts.jsonl", "prompts_fresh.jsonl", "prompts_holdout.jsonl", "prompts_unseen.jsonl")))
    repeated = sorted(p["prompt"] for p in unseen2 if p["prompt"] in seen)  # names only the unseen2 side
    assert not repeated, f"unseen2 prompts must be new: {repeated}"
    assert len({p["pid"] for p in unseen2}) == len(unseen2)
    assert len({p["prompt"] for p in unseen2}) == len(unseen2), "one label per prompt"
    counts = Counter(p["intent"] for p in unseen2)
    assert counts["invoke"] >= 60 and sum(not p["full"] for p in unseen2) >= 50
    for p in unseen2:
        _assert_labelled(p)
        assert not p["builtin"], p["pid"]
        assert len(set(p["expected"])) == len(p["expected"]) and len(set(p["allowed"])) == len(p["allowed"])
        # a negative names its procedures only as `allowed` (a stub is fine, the body is not)
        assert set(p["allowed"]) <= INSTRUCTIONS, p["pid"]
    invoked = {i for p in unseen2 if p["intent"] == "invoke" for i in p["full"]}
    assert invoked == INSTRUCTIONS, INSTRUCTIONS - invoked


def _load_blind(suite: str, prefix: str, others: tuple[str, ...]) -> list[dict[str, Any]]:
    """A blind suite: new prompts (a repeat names only this suite's side), ordered pids, one label each."""
    prompts = _load(f"prompts_{suite}.jsonl")
    seen = set().union(*({p["prompt"] for p in _load(name)} for name in others))
    repeated = sorted(p["prompt"] for p in prompts if p["prompt"] in seen)
    assert not repeated, f"{suite} prompts must be new: {repeated}"
    assert [p["pid"] for p in prompts] == [f"{prefix}-{i:03d}" for i in range(1, len(prompts) + 1)]
    assert len({p["prompt"] for p in prompts}) == len(prompts), "one label per prompt"
    assert set(Counter(p["intent"] for p in prompts)) == INTENTS
    return prompts


def _assert_blind_label(p: dict[str, Any]) -> None:
    """The stricter label rules of the blind suites, on top of _assert_labelled."""
    _assert_labelled(p)
    assert len(set(p["expected"])) == len(p["expected"]) and len(set(p["allowed"])) == len(p["allowed"])
    assert len(set(p["full"])) == len(p["full"])
    if p["intent"] in {"invoke", "ask_content"}:
        assert p["full"] == p["expected"], p["pid"]  # every named procedure is carried out or read
    if p["intent"] in {"near_miss", "meaning"}:
        # the named procedure may show as a stub (allowed), never expected
        assert p["expected"] == [] and set(p["allowed"]) & INSTRUCTIONS, p["pid"]
    if p["intent"] in {"meta", "echo", "chitchat"}:
        assert p["allowed"] == [], p["pid"]
    if p["intent"] in {"bears", "paraphrase"}:
        assert len(p["expected"]) == 1 and set(p["expected"]) <= INSTRUCTIONS, p["pid"]


OLDER = ("prompts.jsonl", "prompts_fresh.jsonl", "prompts_holdout.jsonl", "prompts_unseen.jsonl",
         "prompts_unseen2.jsonl")


def test_unseen3_prompts_are_new_and_labelled_like_the_suite() -> None:
    """prompts_unseen3.jsonl: the third blind suite, every intent, written as artists type."""
    unseen3 = _load_blind("unseen3", "u3", OLDER)
    assert len(unseen3) >= 200
    counts = Counter(p["intent"] for p in unseen3)
    assert counts["invoke"] >= 60 and counts["near_miss"] >= 20 and counts["meta"] >= 15
    assert counts["unanswerable"] >= 20 and counts["bears"] + counts["paraphrase"] >= 30
    for intent in ("echo", "chitchat"):
        assert len({p["lang"] for p in unseen3 if p["intent"] == intent}) >= 6, intent
    assert sum(p["builtin"] for p in unseen3 if p["intent"] in {"question", "task"}) >= 15
    for p in unseen3:
        _assert_blind_label(p)
    invoked = Counter(i for p in unseen3 if p["intent"] == "invoke" for i in p["full"])
    assert all(invoked[i] >= 2 for i in INSTRUCTIONS), {i: invoked[i] for i in INSTRUCTIONS}


# the blind suites kept unscored until the final gate code is frozen, each checked new against all before it
FROZEN_BLIND = {
    "unseen4": ("u4", (*OLDER, "prompts_unseen3.jsonl")),
    "unseen5": ("u5", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl")),
    "unseen6": ("u6", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl")),
    "unseen7": ("u7", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl",
                       "prompts_unseen6.jsonl")),
    # unseen7 and unseen8 were written at the same time, blind to each other, so neither was checked
    # against the other: they share 3 identical prompts, written independently (each suite keeps its own)
    "unseen8": ("u8", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl",
                       "prompts_unseen6.jsonl")),
    "unseen9": ("u9", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl",
                       "prompts_unseen6.jsonl", "prompts_unseen7.jsonl", "prompts_unseen8.jsonl")),
    "unseen10": ("u10", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl",
                         "prompts_unseen6.jsonl", "prompts_unseen7.jsonl", "prompts_unseen8.jsonl",
                         "prompts_unseen9.jsonl")),
    # unseen11 was written at the same time as another new blind suite, blind to it, so it is checked
    # against unseen3..unseen9 only
    "unseen11": ("u11", (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl",
                         "prompts_unseen6.jsonl", "prompts_unseen7.jsonl", "prompts_unseen8.jsonl",
                         "prompts_unseen9.jsonl")),
}


def _assert_blind_labels_and_invocations(prompts: list[dict[str, Any]]) -> None:
    """Every label is a blind label; every procedure is invoked 3+ times; 5+ prompts invoke several."""
    for p in prompts:
        _assert_blind_label(p)
    invoked = Counter(i for p in prompts if p["intent"] == "invoke" for i in p["full"])
    assert all(invoked[i] >= 3 for i in INSTRUCTIONS), {i: invoked[i] for i in INSTRUCTIONS}
    assert sum(len(p["full"]) >= 2 for p in prompts if p["intent"] == "invoke") >= 5


@pytest.mark.parametrize("suite", sorted(FROZEN_BLIND))
def test_frozen_gate_blind_prompts_are_new_and_labelled_like_the_suite(suite: str) -> None:
    """prompts_unseen4..unseen11.jsonl: the fourth to eleventh blind suites (every intent, every procedure 3+ times)."""
    prefix, others = FROZEN_BLIND[suite]
    prompts = _load_blind(suite, prefix, others)
    assert len(prompts) >= 250
    counts = Counter(p["intent"] for p in prompts)
    assert counts["invoke"] >= 85 and counts["near_miss"] >= 25 and counts["meta"] >= 15
    assert counts["unanswerable"] >= 20 and counts["bears"] + counts["paraphrase"] >= 30
    assert counts["question"] + counts["task"] >= 40 and counts["ask_content"] >= 15
    for intent in ("echo", "chitchat"):
        assert len({p["lang"] for p in prompts if p["intent"] == intent}) >= 8, intent
    assert len({p["lang"] for p in prompts if p["intent"] == "invoke"}) >= 10
    assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 15
    _assert_blind_labels_and_invocations(prompts)


# the smaller blind suites written at the same time as others (checked against unseen3..unseen9 only),
# weighted to invocations and near misses; unseen13 is at least half in other languages, unseen14 about half,
# unseen15 at least 30 % (unseen14 and unseen15 were written at the same time, blind to each other),
# unseen16 at least 25 %, unseen17 at least 65 % (written at the same time, blind to each other; each also checked
# by its author against unseen10..unseen15); unseen18 at least 35 %, unseen19 at least 55 % (written at the same
# time, blind to each other; each also checked by its author against unseen10..unseen17); unseen20 at least 30 %,
# unseen21 at least 50 % (written at the same time, blind to each other; each also checked by its author against
# unseen10..unseen19); unseen22 at least 25 %, unseen23 at least 55 % (written at the same time, blind to each
# other; each also checked by its author against unseen10..unseen21); unseen24 at least 30 %, unseen25 at least
# 55 % (written at the same time, blind to each other; each also checked by its author against unseen10..unseen23);
# unseen26 at least 30 %, unseen27 at least 55 % (written at the same time, blind to each other; each also checked
# by its author against unseen10..unseen25); unseen28 at least 30 % (written blind; checked only by this test,
# against unseen3..unseen9); unseen29 at least 55 % (checked by its author, by exact string only, against every other
# prompts_*.jsonl present when it was written); unseen30 (about 80 % English; checked only by this test). unseen28,
# unseen29 and unseen30 were written at the same time, blind to each other; unseen31 at least 30 %, unseen32 at
# least 55 % (also at least 22 non-English near misses and 8 prompts in each of fr, de, es, ja, zh, pt), unseen33 at
# least 80 % English (written at the same time, blind to each other and to unseen28..30's failures; each checked by
# its author, by exact string only, against every other prompts_*.jsonl present when it was written); unseen34 at
# least 30 % in at least 12 other languages, unseen35 at least 55 % in at least 21 languages (leans to recall: 12+
# non-English unanswerable, 20+ non-English bears and paraphrases, 25+ questions/tasks), unseen36 at least 80 %
# English (written at the same time, blind to each other and to unseen31..33's failures; each checked by its
# author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen37 at least 80 % English (10 % other languages, 8+ non-English invocations), unseen38 at least 30 % in at
# least 12 other languages, unseen39 at least 55 % in at least 16 languages (leans to recall) (written at the same
# time, blind to each other and to unseen34..36's failures; each checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen40 about 80 % English, leaning to terse invocations (90+) and terse near misses (35+) (written blind; checked
# by its author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen41 at least 45 % in at least 14 languages, 5+ prompts each in hi, vi, id, sv, cs, el, uk, he (checked by its
# author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen42 at least 50 % non-English in at least 12 other languages (leans to recall and small talk; checked by its
# author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen43 at least 50 % non-English in at least 14 languages, 5+ prompts each in hi, vi, id, sv, cs, el, uk, he, th, ro,
# leaning to invocations (85+, 50+ non-English) and near misses (35+, 20+ in those ten languages) (checked by its author,
# by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen44 about 75 % English in at least 8 other languages, leaning to precision (45+ subtle near misses; checked by
# its author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen45 at least 45 % non-English in at least 12 other languages, 12+ chit-chat, 12+ unanswerable, 20+ questions/tasks
# (8+ built-in) (checked by its author, by exact string and case-insensitively, against every other prompts_*.jsonl
# present when it was written); unseen46 at least 45 % non-English (about 55 %) in at least 15 languages, 4+ prompts each in
# hi, vi, id, sv, cs, el, uk, he, tr, pl, leaning to invocations (85+, 45+ non-English) and near misses (35+) (checked by
# its author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen47 about 80 % English in at least 6 other languages, 12+ unanswerable close to the
# corpus (checked by its author, by exact string and case-insensitively, against every other prompts_*.jsonl present
# when it was written); unseen48 at least 55 % non-English in at least 14 languages, leaning to recall (22+
# questions/tasks with 8+ built-in, 10+ bears, 10+ paraphrases, 12+ unanswerable; invocations in 10+ languages) (checked
# by its author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen49 at least 45 % non-English (about 53 %) in at least 14 languages, 4+ prompts each in hi, vi, id, sv, cs, el, uk,
# he, ro, th, leaning to invocations (85+, 40+ non-English) and near misses (35+) (checked by its author, by exact
# string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen50 about 80 % English in at least 6 other languages, leaning to precision (45+ subtle near misses, 75+ invocations;
# checked by its author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen51 at least 50 % non-English (about 68 %) in at least 12 languages (4+ outside fr, de, es, it, pt, ja, zh,
# ko, ru), 12+ chit-chat, 12+ unanswerable, 22+ questions/tasks (8+ built-in) (checked by its author, by exact string
# and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen52 at least 45 % non-English (about 60 %) in at least 15 languages, 4+ prompts each in hi, vi, id, sv, cs, el, uk,
# he, th, ro, tr, pl, leaning to invocations (85+, 45+ non-English) and near misses (35+) (checked by its author, by exact
# string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen53 about 80 % English in at least 6 other languages, leaning to subtle near misses (40+) and invocations inside
# longer messages (75+) (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen54 at least 55 % non-English (about 66 %) in at least 14 languages, leaning to recall (22+ questions/tasks
# with 8+ built-in, 10+ bears, 10+ paraphrases in other languages; 75+ invocations in 12+ languages) (checked by its
# author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen55 at least 45 % non-English (about 58 %) in at least 15 languages, 4+ prompts each in hi, vi, id, sv, cs, el,
# uk, he, th, ro, leaning to invocations (85+, 45+ non-English) and near misses (35+) (checked by its author, by exact
# string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen56 about 82 % English with 9 other languages, leaning to precision (45+ near misses, 75+ invocations, many
# inside longer messages) (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen57 at least 55 % non-English (about 67 %) in at least 14 languages (4+ outside the ten usual ones), balanced,
# in chat-app shapes (22+ questions/tasks with 8+ built-in, 12+ chit-chat, invocations in 10+ languages) (checked by
# its author, by exact string and case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen58 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen59 at least 55 % non-English (about 71 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen60 at least 50 % non-English (about 66 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen61 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen62 at least 55 % non-English (about 66 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen63 at least 50 % non-English (about 63 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen64 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen65 at least 55 % non-English (about 69 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen66 at least 50 % non-English (about 67 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen67 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen68 at least 55 % non-English (about 73 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen69 at least 50 % non-English (about 68 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen70 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen71 at least 55 % non-English (about 72 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen72 at least 50 % non-English (about 71 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen73 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen74 at least 55 % non-English (about 77 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen75 at least 50 % non-English (about 68 %) in at least 18 languages, 6+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen76 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen77 at least 55 % non-English (about 67 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen78 at least 50 % non-English (about 74 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen79 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen80 at least 55 % non-English (about 73 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen81 at least 50 % non-English (about 67 %) in at least 18 languages, 6+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen82 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen83 at least 55 % non-English (about 73 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen84 at least 50 % non-English (about 70 %) in at least 18 languages, 6+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen85 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen86 at least 55 % non-English (about 77 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen87 at least 50 % non-English (about 74 %) in at least 18 languages, 7+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen88 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen89 at least 55 % non-English (about 75 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen90 at least 50 % non-English (about 73 %) in at least 18 languages, 6+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen91 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen92 at least 55 % non-English (about 70 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen93 at least 50 % non-English (about 73 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen94 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen95 at least 55 % non-English (about 72 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen96 at least 50 % non-English (about 67 %) in at least 18 languages, 7 prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and;
# unseen97 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen98 at least 55 % non-English (about 71 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen99 at least 50 % non-English (about 77 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen100 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen101 at least 55 % non-English (about 70 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen102 at least 50 % non-English (about 68 %) in at least 18 languages, 7 prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and;
# unseen103 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen104 at least 55 % non-English (about 73 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen105 at least 50 % non-English (about 67 %) in at least 18 languages, 7 prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen106 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen107 at least 55 % non-English (about 77 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen108 at least 50 % non-English (about 70 %) in at least 18 languages, 6+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen109 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen110 at least 55 % non-English (about 70 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 5+ invocations
# in each of the nine, balanced (checked by its author, by exact string and case-insensitively, against every other
# prompts_*.jsonl present when it was written);
# unseen111 at least 50 % non-English (about 65 %) in at least 18 languages, 5+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen112 100 % English (so exempt from the echo and invocation language-spread minimums), balanced, leaning to subtle
# near misses (40+) and invocations inside longer messages (80+) (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written);
# unseen113 at least 55 % non-English (about 71 %), only en plus fr, de, es, it, pt, ja, zh, ko, ru, with 6 invocations
# and 3 near misses in each of the nine, balanced (checked by its author, by exact string and case-insensitively,
# against every other prompts_*.jsonl present when it was written);
# unseen114 at least 50 % non-English (about 65 %) in at least 18 languages, 6+ prompts each in nl, pl, tr, sv, da, no,
# fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, balanced (checked by its author, by exact string and
# case-insensitively, against every other prompts_*.jsonl present when it was written)
SMALL_BLIND = {"unseen12": "u12", "unseen13": "u13", "unseen14": "u14", "unseen15": "u15", "unseen16": "u16",
               "unseen17": "u17", "unseen18": "u18", "unseen19": "u19", "unseen20": "u20", "unseen21": "u21",
               "unseen22": "u22", "unseen23": "u23", "unseen24": "u24", "unseen25": "u25",
               "unseen26": "u26", "unseen27": "u27", "unseen28": "u28", "unseen29": "u29",
               "unseen30": "u30", "unseen31": "u31", "unseen32": "u32",
               "unseen33": "u33", "unseen34": "u34", "unseen35": "u35", "unseen36": "u36",
               "unseen37": "u37", "unseen38": "u38", "unseen39": "u39",
               "unseen40": "u40", "unseen41": "u41", "unseen42": "u42", "unseen43": "u43", "unseen44": "u44",
               "unseen45": "u45", "unseen46": "u46", "unseen47": "u47", "unseen48": "u48",
               "unseen49": "u49", "unseen50": "u50", "unseen51": "u51", "unseen52": "u52", "unseen53": "u53",
               "unseen54": "u54", "unseen55": "u55", "unseen56": "u56", "unseen57": "u57",
               "unseen58": "u58", "unseen59": "u59", "unseen60": "u60", "unseen61": "u61", "unseen62": "u62", "unseen63": "u63",
               "unseen64": "u64", "unseen65": "u65", "unseen66": "u66", "unseen67": "u67", "unseen68": "u68",
               "unseen69": "u69", "unseen70": "u70", "unseen71": "u71", "unseen72": "u72",
               "unseen73": "u73", "unseen74": "u74", "unseen75": "u75", "unseen76": "u76", "unseen77": "u77",
               "unseen78": "u78", "unseen79": "u79", "unseen80": "u80", "unseen81": "u81",
               "unseen82": "u82", "unseen83": "u83", "unseen84": "u84", "unseen85": "u85", "unseen86": "u86", "unseen87": "u87",
               "unseen88": "u88", "unseen89": "u89", "unseen90": "u90", "unseen91": "u91", "unseen92": "u92", "unseen93": "u93",
               "unseen94": "u94", "unseen95": "u95", "unseen96": "u96", "unseen97": "u97", "unseen98": "u98", "unseen99": "u99",
               "unseen100": "u100", "unseen101": "u101", "unseen102": "u102", "unseen103": "u103", "unseen104": "u104",
               "unseen105": "u105", "unseen106": "u106", "unseen107": "u107", "unseen108": "u108",
               "unseen109": "u109", "unseen110": "u110", "unseen111": "u111",
               "unseen112": "u112", "unseen113": "u113", "unseen114": "u114"}
# From unseen58 on, blind suites come in rounds of three by language mix (session 12 on)
ENGLISH_ONLY = {"unseen58", "unseen61", "unseen64", "unseen67", "unseen70", "unseen73", "unseen76", "unseen79",
                "unseen82", "unseen85", "unseen88", "unseen91", "unseen94", "unseen97", "unseen100", "unseen103",
                "unseen106", "unseen109", "unseen112"}
MAJOR_NINE = ("fr", "de", "es", "it", "pt", "ja", "zh", "ko", "ru")
# en plus these nine, 5+ invocations in each
MAJOR_NINE_ONLY = {"unseen59", "unseen62", "unseen65", "unseen68", "unseen71", "unseen74", "unseen77", "unseen80",
                   "unseen83", "unseen86", "unseen89", "unseen92", "unseen95", "unseen98", "unseen101", "unseen104",
                   "unseen107", "unseen110", "unseen113"}
TWENTY_LESS_COVERED = ("nl", "pl", "tr", "sv", "da", "no", "fi", "cs", "hu", "ro",
                       "el", "uk", "he", "ar", "hi", "th", "vi", "id", "ms", "tl")
LONG_TAIL = {"unseen60", "unseen63", "unseen66", "unseen69", "unseen72", "unseen75", "unseen78",
             "unseen81", "unseen84", "unseen87", "unseen90", "unseen93", "unseen96", "unseen99", "unseen102",
             "unseen105", "unseen108", "unseen111", "unseen114"}  # 18+ languages, 5+ prompts in each of the twenty
SMALL_BLIND_OTHERS = (*OLDER, "prompts_unseen3.jsonl", "prompts_unseen4.jsonl", "prompts_unseen5.jsonl",
                      "prompts_unseen6.jsonl", "prompts_unseen7.jsonl", "prompts_unseen8.jsonl", "prompts_unseen9.jsonl")


@pytest.mark.parametrize("suite", sorted(SMALL_BLIND))
def test_small_blind_prompts_are_new_and_labelled(suite: str) -> None:
    """prompts_unseen12..18.jsonl: smaller blind suites (gateeval12..18), weighted to invocations and near misses."""
    prompts = _load_blind(suite, SMALL_BLIND[suite], SMALL_BLIND_OTHERS)
    assert 170 <= len(prompts) <= 210
    counts = Counter(p["intent"] for p in prompts)
    assert counts["invoke"] >= 70 and counts["ask_content"] >= 8 and counts["near_miss"] >= 30
    assert counts["meta"] >= 10 and counts["echo"] >= 8 and counts["chitchat"] >= 8
    assert counts["question"] + counts["task"] >= 15 and counts["unanswerable"] >= 10
    assert counts["bears"] + counts["paraphrase"] >= 10 and counts["meaning"] >= 4
    if suite not in ENGLISH_ONLY:  # English only by design (checked below)
        assert len({p["lang"] for p in prompts if p["intent"] == "echo"}) >= 6
        assert len({p["lang"] for p in prompts if p["intent"] == "invoke"}) >= 7
    assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 6
    if suite == "unseen13":
        assert sum(p["lang"] != "en" for p in prompts) * 2 >= len(prompts)
    if suite == "unseen14":
        assert sum(p["lang"] != "en" for p in prompts) * 5 >= len(prompts) * 2
        assert sum(p["lang"] == "en" for p in prompts) * 5 >= len(prompts) * 2
    if suite == "unseen15":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
    if suite == "unseen16":
        assert sum(p["lang"] != "en" for p in prompts) * 4 >= len(prompts)
    if suite == "unseen17":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 65
    if suite == "unseen18":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 35
    if suite == "unseen19":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
    if suite == "unseen20":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 30
    if suite == "unseen21":
        assert sum(p["lang"] != "en" for p in prompts) * 2 >= len(prompts)
    if suite == "unseen22":
        assert sum(p["lang"] != "en" for p in prompts) * 4 >= len(prompts)
    if suite == "unseen23":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
    if suite == "unseen24":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
    if suite == "unseen25":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
    if suite == "unseen26":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
    if suite == "unseen27":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
    if suite == "unseen28":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
    if suite == "unseen29":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
    if suite == "unseen31":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
    if suite == "unseen32":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "near_miss") >= 22
        for lang in ("fr", "de", "es", "ja", "zh", "pt"):
            assert sum(p["lang"] == lang for p in prompts) >= 8, lang
    if suite == "unseen33":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts)
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 80
    if suite == "unseen34":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
        assert len({p["lang"] for p in prompts} - {"en"}) >= 12
    if suite == "unseen35":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert len({p["lang"] for p in prompts}) >= 21
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "unanswerable") >= 12
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] in {"bears", "paraphrase"}) >= 20
        assert counts["question"] + counts["task"] >= 25
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen36":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts)
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 80
    if suite == "unseen37":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts)
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 80
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "invoke") >= 8
    if suite == "unseen38":
        assert sum(p["lang"] != "en" for p in prompts) * 10 >= len(prompts) * 3
        assert len({p["lang"] for p in prompts} - {"en"}) >= 12
    if suite == "unseen39":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert len({p["lang"] for p in prompts}) >= 16
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "unanswerable") >= 10
        for intent in ("bears", "paraphrase"):
            assert sum(p["lang"] != "en" for p in prompts if p["intent"] == intent) >= 8, intent
        assert counts["question"] + counts["task"] >= 22
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen40":
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 75
        assert len({p["lang"] for p in prompts} - {"en"}) >= 6
        assert counts["invoke"] >= 90 and counts["near_miss"] >= 35
    if suite == "unseen41":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 45
        assert len({p["lang"] for p in prompts}) >= 14
        for lang in ("hi", "vi", "id", "sv", "cs", "el", "uk", "he"):
            assert sum(p["lang"] == lang for p in prompts) >= 5, lang
    if suite == "unseen42":
        assert sum(p["lang"] != "en" for p in prompts) * 2 >= len(prompts)
        assert len({p["lang"] for p in prompts} - {"en"}) >= 12
        assert counts["question"] + counts["task"] >= 22 and counts["unanswerable"] >= 12
        assert counts["bears"] >= 10 and counts["paraphrase"] >= 10 and counts["chitchat"] >= 14
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen43":
        ten = ("hi", "vi", "id", "sv", "cs", "el", "uk", "he", "th", "ro")
        assert sum(p["lang"] != "en" for p in prompts) * 2 >= len(prompts)
        assert len({p["lang"] for p in prompts}) >= 14
        for lang in ten:
            assert sum(p["lang"] == lang for p in prompts) >= 5, lang
        assert counts["invoke"] >= 85 and counts["near_miss"] >= 35
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "invoke") >= 50
        assert sum(p["lang"] in ten for p in prompts if p["intent"] == "near_miss") >= 20
    if suite == "unseen44":
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 70
        assert len({p["lang"] for p in prompts} - {"en"}) >= 8
        assert counts["invoke"] >= 75 and counts["near_miss"] >= 45
    if suite == "unseen45":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 45
        assert len({p["lang"] for p in prompts} - {"en"}) >= 12
        assert len({p["lang"] for p in prompts} - {"en", "fr", "de", "es", "it", "pt", "ja", "zh", "ko", "ru"}) >= 3
        assert counts["chitchat"] >= 12 and counts["unanswerable"] >= 12 and counts["question"] + counts["task"] >= 20
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen46":
        ten = ("hi", "vi", "id", "sv", "cs", "el", "uk", "he", "tr", "pl")
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 45
        assert len({p["lang"] for p in prompts}) >= 15
        for lang in ten:
            assert sum(p["lang"] == lang for p in prompts) >= 4, lang
        assert counts["invoke"] >= 85 and counts["near_miss"] >= 35
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "invoke") >= 45
    if suite == "unseen47":
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 75
        assert len({p["lang"] for p in prompts} - {"en"}) >= 6
        assert len({p["lang"] for p in prompts if p["intent"] == "invoke"} - {"en"}) >= 6
        assert counts["unanswerable"] >= 12
    if suite == "unseen48":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert len({p["lang"] for p in prompts}) >= 14
        assert len({p["lang"] for p in prompts if p["intent"] == "invoke"}) >= 10
        assert counts["question"] + counts["task"] >= 22 and counts["unanswerable"] >= 12
        assert counts["bears"] >= 10 and counts["paraphrase"] >= 10
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen49":
        ten = ("hi", "vi", "id", "sv", "cs", "el", "uk", "he", "ro", "th")
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 45
        assert len({p["lang"] for p in prompts}) >= 14
        for lang in ten:
            assert sum(p["lang"] == lang for p in prompts) >= 4, lang
        assert counts["invoke"] >= 85 and counts["near_miss"] >= 35
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "invoke") >= 40
    if suite == "unseen50":
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 75
        assert len({p["lang"] for p in prompts} - {"en"}) >= 6
        assert counts["invoke"] >= 75 and counts["near_miss"] >= 45
    if suite == "unseen51":
        assert sum(p["lang"] != "en" for p in prompts) * 2 >= len(prompts)
        assert len({p["lang"] for p in prompts}) >= 12
        assert len({p["lang"] for p in prompts} - {"en", "fr", "de", "es", "it", "pt", "ja", "zh", "ko", "ru"}) >= 4
        assert counts["chitchat"] >= 12 and counts["unanswerable"] >= 12 and counts["question"] + counts["task"] >= 22
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen52":
        twelve = ("hi", "vi", "id", "sv", "cs", "el", "uk", "he", "th", "ro", "tr", "pl")
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 45
        assert len({p["lang"] for p in prompts}) >= 15
        for lang in twelve:
            assert sum(p["lang"] == lang for p in prompts) >= 4, lang
        assert counts["invoke"] >= 85 and counts["near_miss"] >= 35
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "invoke") >= 45
    if suite == "unseen53":
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 75
        assert len({p["lang"] for p in prompts} - {"en"}) >= 6
        assert counts["invoke"] >= 75 and counts["near_miss"] >= 40
    if suite == "unseen54":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert len({p["lang"] for p in prompts}) >= 14
        assert len({p["lang"] for p in prompts if p["intent"] == "invoke"}) >= 12
        assert counts["invoke"] >= 75 and counts["question"] + counts["task"] >= 22
        assert counts["bears"] >= 10 and counts["paraphrase"] >= 10
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "paraphrase") >= 10
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite == "unseen55":
        ten = ("hi", "vi", "id", "sv", "cs", "el", "uk", "he", "th", "ro")
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 45
        assert len({p["lang"] for p in prompts}) >= 15
        for lang in ten:
            assert sum(p["lang"] == lang for p in prompts) >= 4, lang
        assert counts["invoke"] >= 85 and counts["near_miss"] >= 35
        assert sum(p["lang"] != "en" for p in prompts if p["intent"] == "invoke") >= 45
    if suite == "unseen56":
        assert sum(p["lang"] == "en" for p in prompts) * 100 >= len(prompts) * 75
        assert len({p["lang"] for p in prompts} - {"en"}) >= 6
        assert counts["invoke"] >= 75 and counts["near_miss"] >= 45
    if suite == "unseen57":
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert len({p["lang"] for p in prompts}) >= 14
        assert len({p["lang"] for p in prompts} - {"en", "fr", "de", "es", "it", "pt", "ja", "zh", "ko", "ru"}) >= 4
        assert len({p["lang"] for p in prompts if p["intent"] == "invoke"}) >= 10
        assert counts["question"] + counts["task"] >= 22 and counts["chitchat"] >= 12
        assert sum(p["builtin"] for p in prompts if p["intent"] in {"question", "task"}) >= 8
    if suite in ENGLISH_ONLY:
        assert all(p["lang"] == "en" for p in prompts)
        assert counts["invoke"] >= 80 and counts["near_miss"] >= 40
    if suite in MAJOR_NINE_ONLY:
        assert sum(p["lang"] != "en" for p in prompts) * 100 >= len(prompts) * 55
        assert {p["lang"] for p in prompts} <= {"en", *MAJOR_NINE}
        for lang in MAJOR_NINE:
            assert sum(p["lang"] == lang and p["intent"] == "invoke" for p in prompts) >= 5, lang
    if suite in LONG_TAIL:
        assert sum(p["lang"] != "en" for p in prompts) * 2 >= len(prompts)
        assert len({p["lang"] for p in prompts}) >= 18
        for lang in TWENTY_LESS_COVERED:
            assert sum(p["lang"] == lang for p in prompts) >= 5, lang
    _assert_blind_labels_and_invocations(prompts)


@pytest.mark.parametrize("suite", ["unseen3", "unseen4", "unseen5", "unseen6", "unseen7", "unseen8", "unseen9",
                                   "unseen10", "unseen11", "unseen12", "unseen13", "unseen14", "unseen15",
                                   "unseen16", "unseen17", "unseen18", "unseen19", "unseen20", "unseen21",
                                   "unseen22", "unseen23", "unseen24", "unseen25", "unseen26", "unseen27",
                                   "unseen28", "unseen29", "unseen30", "unseen31", "unseen32", "unseen33",
                                   "unseen34", "unseen35", "unseen36", "unseen37", "unseen38", "unseen39",
                                   "unseen40", "unseen41", "unseen42", "unseen43", "unseen44",
                                   "unseen45", "unseen46", "unseen47", "unseen48",
                                   "unseen49", "unseen50", "unseen51", "unseen52", "unseen53",
                                   "unseen54", "unseen55", "unseen56", "unseen57", "unseen58", "unseen59", "unseen60",
                                   "unseen61", "unseen62", "unseen63", "unseen64", "unseen65", "unseen66",
                                   "unseen67", "unseen68", "unseen69", "unseen70", "unseen71", "unseen72",
                                   "unseen73", "unseen74", "unseen75", "unseen76", "unseen77", "unseen78",
                                   "unseen79", "unseen80", "unseen81", "unseen82", "unseen83", "unseen84",
                                   "unseen85", "unseen86", "unseen87", "unseen88", "unseen89", "unseen90",
                                   "unseen91", "unseen92", "unseen93", "unseen94", "unseen95", "unseen96", "unseen97", "unseen98", "unseen99",
                                   "unseen100", "unseen101", "unseen102", "unseen103", "unseen104", "unseen105",
                                   "unseen106", "unseen107", "unseen108", "unseen109", "unseen110", "unseen111",
                                   "unseen112", "unseen113", "unseen114"])
def test_blind_author_script_regenerates_the_file(tmp_path: Path, suite: str) -> None:
    """The labels live in author_<suite>.py: running it reproduces prompts_<suite>.jsonl byte for byte."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"author_{suite}", HERE / f"author_{suite}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.OUT = tmp_path / "out.jsonl"
    module.main()
    assert module.OUT.read_bytes() == (HERE / f"prompts_{suite}.jsonl").read_bytes()
