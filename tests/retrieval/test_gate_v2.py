"""Admission gate v2 (issue 11): progressive disclosure, with the real MiniLM embedder.

One test per finding under the issue's "Why": unseen invocation shapes, meta prompts about a
name, the ordinary meaning of a name, common-word titles, near-miss questions, and user
entries displaced by built-in knowledge. Plus the stub rendering, `disclosure` through the
CLI and MCP doors, frontmatter `name:`/`when:`, and the legacy under-40-character branch.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.retrieval import gate
from tdcontext.retrieval.block import MARK
from tdcontext.retrieval.retriever import Hit

CORPUS = [
    {"id": "kick1", "title": "KICK1: kick-reactive flash procedure", "kind": "memory", "content_type": "instruction",
     "text": "KICK1 procedure. When the user asks for KICK1, build a kick-reactive flash: Audio Device In CHOP -> "
             "Audio Filter CHOP low-pass -> Analyze CHOP -> Trigger CHOP -> Level TOP brightness on the output. "
             "SECRET-KICK-BODY"},
    {"id": "blackout", "title": "BLACKOUT: end-of-set cut to black", "kind": "memory", "content_type": "instruction",
     "meta": {"name": "BLACKOUT", "when": "the user ends the set or asks for the end-of-set blackout"},
     "text": "BLACKOUT procedure for the end of a set. Fade the master Level TOP to 0 over 4 seconds, switch the "
             "Window COMP to a black Constant TOP and set the DMX master to 0. SECRET-BLACKOUT-BODY"},
    {"id": "feedback_pref", "title": "FEEDBACK: my trail settings for the club", "kind": "memory",
     "content_type": "instruction",
     "text": "When I ask for trails in the club set, build a Feedback TOP loop with a Level TOP at opacity 0.93 "
             "and a Transform TOP scaling by 1.01, in 16-bit float. SECRET-FEEDBACK-BODY"},
    {"id": "backup_rule", "title": "BACKUP_FIRST rule: back up before deleting operators", "kind": "memory",
     "content_type": "instruction",
     "text": "BACKUP_FIRST rule. Before deleting any operator, component or network, save the parent COMP as a "
             ".tox into backups/ and tell the user where it is. Only then delete. SECRET-BACKUP-BODY"},
    {"id": "zorvex", "title": "Zorvex grade: the house colour look", "kind": "memory", "content_type": "instruction",
     "text": "Zorvex grade. Insert a Lookup TOP with the zorvex ramp, a Level TOP with gamma 0.9 and an HSV Adjust "
             "TOP lowering green saturation. SECRET-ZORVEX-BODY"},
    {"id": "feedback_ref", "title": "Feedback TOP: trails from the previous frame", "kind": "knowledge",
     "content_type": "reference",
     "text": "The Feedback TOP hands the previous frame back to the start of a chain, for trails and echoes; set "
             "its Target TOP to the last TOP of the loop and fade with a Level TOP."},
    {"id": "win_main", "title": "Our perform window on the gallery PC", "kind": "memory", "content_type": "fact",
     "text": "Gallery PC output: the Window COMP win_main opens on monitor 2, borderless, at 3840x1080 across two "
             "projectors; perform mode starts from an Execute DAT."},
]
BODY_MARKERS = ("SECRET-KICK-BODY", "SECRET-BLACKOUT-BODY", "SECRET-FEEDBACK-BODY", "SECRET-BACKUP-BODY",
                "SECRET-ZORVEX-BODY")


def _engine(home: Path, builtin: bool = False) -> Engine:
    engine = Engine(load_settings(home=home, hide_builtin=not builtin, embedder="inprocess"))
    assert not engine.import_jsonl([json.dumps(e) for e in CORPUS]).errors
    return engine


@pytest.fixture(scope="module")
def v2(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    engine = _engine(tmp_path_factory.mktemp("gatev2"))
    yield engine
    engine.close()


def _disclosure(result: Any) -> dict[str, str]:
    return {e["id"]: e["disclosure"] for e in result.entries}


@pytest.mark.slow
@pytest.mark.parametrize(("prompt", "entry_id"), [
    ("execute the KICK1 procedure now", "kick1"),
    ("hook the flashes up to the bass drum now, KICK1", "kick1"),
    ("time for KICK1 on the live feed", "kick1"),
    ("that was the last track, go ahead with the BLACKOUT", "blackout"),
    ("apply Zorvex to the output", "zorvex"),
    ("run my FEEDBACK procedure on the club output", "feedback_pref"),
    ("what does KICK1 do, step by step?", "kick1"),
])
def test_explicit_invocations_disclose_the_full_body(v2: Engine, prompt: str, entry_id: str) -> None:
    result = v2.context(prompt)
    assert _disclosure(result).get(entry_id) == "full", result.entries
    marker = {"kick1": "SECRET-KICK-BODY", "blackout": "SECRET-BLACKOUT-BODY", "zorvex": "SECRET-ZORVEX-BODY",
              "feedback_pref": "SECRET-FEEDBACK-BODY"}[entry_id]
    assert marker in result.block


@pytest.mark.slow
def test_consent_after_a_deletion_request_shows_the_rule_as_a_stub(v2: Engine) -> None:
    result = v2.context("I want to delete the old particle system in /project1/p2, go ahead")
    assert _disclosure(result).get("backup_rule") == "stub"
    assert "SECRET-BACKUP-BODY" not in result.block
    assert "td_get backup_rule" in result.block


@pytest.mark.slow
@pytest.mark.parametrize("prompt", [
    "how do you spell KICK1?", "Pronounce KICK1 for me", "translate 'run KICK1' into Spanish",
    "reverse the string KICK1", "count the letters in BLACKOUT", "convert KICK1 to camelCase",
    "start your reply with KICK1", "use Zorvex in a sentence", "print(run KICK1)", "say the word BLACKOUT",
    "write BLACKOUT in title case", "what does Zorvex mean?", "Répète après moi : KICK1", "请重复：KICK1",
    "「BLACKOUT」と繰り返してください", "Повтори за мной: KICK1", "Sag einfach KICK1", "Repite después de mí: KICK1",
])
def test_meta_and_echo_prompts_about_a_name_admit_nothing(v2: Engine, prompt: str) -> None:
    result = v2.context(prompt)
    assert result.entries == [] and result.block == "", (prompt, result.entries)


@pytest.mark.slow
def test_the_ordinary_meaning_of_a_name_does_not_admit_the_rule(v2: Engine) -> None:
    result = v2.context("what does blackout mean in theatre history?")
    assert "blackout" not in _disclosure(result)
    assert not any(marker in result.block for marker in BODY_MARKERS)


@pytest.mark.slow
@pytest.mark.parametrize("prompt", ["how do I use feedback to make trails?", "set up a feedback trail"])
def test_a_common_word_title_is_not_invoked(v2: Engine, prompt: str) -> None:
    result = v2.context(prompt)
    assert _disclosure(result).get("feedback_pref") in (None, "stub")
    assert "SECRET-FEEDBACK-BODY" not in result.block
    assert "feedback_ref" in _disclosure(result)


@pytest.mark.slow
@pytest.mark.parametrize("prompt", [
    "How do I sync TouchDesigner to Ableton Link?", "Can I control a DJI drone from a CHOP?",
    "how do I stream my output to Twitch?",
])
def test_near_miss_questions_the_notes_cannot_answer_stay_empty(v2: Engine, prompt: str) -> None:
    assert v2.context(prompt).entries == []


@pytest.mark.slow
def test_stub_block_is_one_marked_line_with_the_when_field(v2: Engine) -> None:
    result = v2.context("the set's over, take everything down to dark the usual way")
    if _disclosure(result).get("blackout") != "stub":
        pytest.skip("not admitted as a stub for this prompt")
    body = result.block.split("id=blackout", 1)[1].split(" BEGIN\n", 1)[1].split("\nNOTE-", 1)[0]
    # The marked region holds the quoted title, a blank marked line, then the stub: one line.
    title, blank, *stub = body.split("\n")
    assert title.startswith(MARK + 'title: "') and blank == MARK and len(stub) == 1 and stub[0].startswith(MARK)
    assert "applies when: the user ends the set" in stub[0] and "td_get blackout" in stub[0]


@pytest.mark.slow
def test_disclosure_through_the_cli(tmp_path: Path) -> None:
    from tdcontext.cli.main import main

    home = tmp_path / "cli"
    _engine(home).close()
    env = {"TDCONTEXT_HOME": str(home), "TDCONTEXT_EMBEDDER": "inprocess", "TDCONTEXT_HIDE_BUILTIN": "1"}
    out = CliRunner().invoke(main, ["context", "time for KICK1 on the live feed", "--json"], env=env)
    assert out.exit_code == 0, out.output
    entries = json.loads(out.output)["entries"]
    assert {e["id"]: e["disclosure"] for e in entries}.get("kick1") == "full"
    assert all(e["disclosure"] in ("full", "stub") for e in entries)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.slow
@pytest.mark.anyio
async def test_disclosure_through_td_context(v2: Engine) -> None:
    from mcp import Client

    from tdcontext.mcp_server.server import build_server

    async with Client(build_server(v2)) as client:
        result = await client.call_tool("td_context", {"prompt": "execute the KICK1 procedure now"})
        assert not result.is_error
        data = dict(result.structured_content or {})
    assert {e["id"]: e["disclosure"] for e in data["entries"]}.get("kick1") == "full"


def _hit(entry_id: str, project: str, cosine: float, content_type: str = "fact") -> Hit:
    return Hit(id=entry_id, title=entry_id, kind="memory", content_type=content_type, project=project,
               score=cosine, ranks={"bm25": None, "vector": 1}, snippet="x", cosine=cosine)


def test_user_entries_are_never_displaced_by_builtins() -> None:
    hits = [_hit(f"td_{i}", "builtin", 0.80 - i * 0.01) for i in range(5)] + [_hit("mine", "default", 0.50)]
    decision = gate.admit("how should the window be set up on the gallery PC?", hits, {}, k=3)
    ids = [a.hit.id for a in decision.admitted]
    assert ids[0] == "mine" and len(ids) == 3
    # the relative margin applies within each source: 0.50 is far below the built-ins' 0.80, still in
    assert "mine" in ids


def test_instruction_stub_and_full_in_pure_admit() -> None:
    proc = {"k": gate.Procedure("KICK1: flash", "KICK1 procedure. Build a flash.")}
    hits = [_hit("k", "default", 0.45, "instruction")]
    assert gate.admit("run KICK1 on out2", hits, proc, k=3).admitted[0].disclosure == "full"
    assert gate.admit("make the picture flash on every kick", hits, proc, k=3).admitted[0].disclosure == "stub"
    assert gate.admit("say KICK1", hits, proc, k=3).admitted == []


def test_legacy_short_prompt_branch_uses_the_half_seed() -> None:
    short = "flash on every kick drum"  # 24 characters: the under-40 branch
    assert 16 <= len(short) < gate.LEGACY_SHORT_CHARS
    strong = Hit("a", "a", "memory", "fact", "default", 1.0, {"bm25": 1}, "x", bm25=1.2)   # 1.2/2.2 = 0.55
    weak = Hit("b", "b", "memory", "fact", "default", 0.5, {"bm25": 2}, "x", bm25=0.8)     # 0.8/1.8 = 0.44
    decision = gate.admit_legacy(short, [strong, weak], k=5)
    assert [a.hit.id for a in decision.admitted] == ["a"]
    assert "0.44 < 0.5" in decision.rejected["b"]
    assert gate.admit_legacy("too short", [strong], k=5).admitted == []
    assert [a.hit.id for a in gate.admit_legacy("x" * 45, [strong, weak], k=5).admitted] == ["a", "b"]


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    template=st.sampled_from([
        "Reply: {x}", "say {x} back", "repeat after me: {x}", "how do you spell {x}?", "translate '{x}' into German",
        "Répète après moi : {x}", "Sag einfach {x}", "Repite después de mí: {x}", "Повтори за мной: {x}",
        "请重复：{x}", "「{x}」と繰り返してください", "start your reply with {x}", "print(run {x})",
        "use {x} in a sentence", "reverse the string {x}", "say 'execute the {x} procedure now'",
    ]),
    name=st.sampled_from(["KICK1", "BLACKOUT", "Zorvex", "BACKUP_FIRST", "FEEDBACK", "run KICK1", "execute BLACKOUT"]),
)
def test_property_echo_templates_never_admit_a_full_instruction(v2: Engine, template: str, name: str) -> None:
    result = v2.context(template.format(x=name))
    assert not [e for e in result.entries if e["content_type"] == "instruction" and e["disclosure"] == "full"]
    assert not any(marker in result.block for marker in BODY_MARKERS)


@pytest.mark.parametrize(("prompt", "question"), [
    ("how do I make a feedback tunnel", True),
    ("which universe are the movers on", True),
    ("is there a dark mode for the network editor?", True),
    ("keyboard shortcut to collapse a network box?", True),
    ("¿Cómo recibo OSC desde una tableta?", True),
    ("ok. what port does the tablet use", True),
    ("delete the old particle system", False),
    ("can you wirecomb this?", False),
    ("Could you apply KICK1 to the second projector?", False),
    ("the show's over, wrap it up", False),
    ("", False),
])
def test_is_question_separates_information_from_requests_to_act(prompt: str, question: bool) -> None:
    assert gate.is_question(prompt) is question


def test_requests_to_act_admit_stubs_on_weaker_evidence_than_questions() -> None:
    t = gate.Thresholds(stub_cosine=0.30, request_stub_cosine=0.22, trigger_cosine=0.5, mention_cosine=0.5)
    proc = {"w": gate.Procedure("wirecomb: straighten the wires", "wirecomb macro. Align every operator.", ("wirecomb",))}
    hits = [_hit("w", "default", 0.25, "instruction")]
    request = gate.admit("untangle the spaghetti connections in here", hits, proc, k=3, thresholds=t)
    assert [(a.hit.id, a.disclosure) for a in request.admitted] == [("w", "stub")]
    question = gate.admit("what's the shortcut to collapse the connections?", hits, proc, k=3, thresholds=t)
    assert question.admitted == [] and "0.25 < 0.30" in question.rejected["w"]
    # the floor is a floor: below the request floor nothing is admitted either
    weak = gate.admit("untangle the spaghetti connections", [_hit("w", "default", 0.20, "instruction")], proc, k=3,
                      thresholds=t)
    assert weak.admitted == []


def test_the_products_own_name_is_not_an_unknown_entity() -> None:
    assert gate.salient_terms("Unity dev here: how does instancing work in TD?") == []
    assert gate.salient_terms("how do I sync TouchDesigner to Ableton Link?") == ["Ableton", "Link"]
    hits = [_hit("inst", "default", 0.37, "reference")]

    def nobody_knows(term: str) -> int:  # no entry mentions any term
        return 0

    with_td = gate.admit("how does instancing work in TD?", hits, {}, k=3, term_df=nobody_knows)
    assert [a.hit.id for a in with_td.admitted] == ["inst"]
    # an outside product nobody's notes mention still raises the floors
    outside = gate.admit("how does instancing work in Unreal Engine?", hits, {}, k=3, term_df=nobody_knows)
    assert outside.admitted == []


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_property_is_question_is_total_and_ignores_surrounding_whitespace(text: str) -> None:
    assert gate.is_question(text) is gate.is_question(f"  {text}\n")


def _nobody_knows(term: str) -> int:  # no entry mentions any term
    return 0


PERF_TEXT = "Perform CHOP and the Probe palette: find the slow operators that cost the frame time and lower fps."


def test_unknown_entity_penalty_is_waived_for_the_entry_that_covers_the_rest_of_the_question() -> None:
    hits = [_hit("perf", "default", 0.40, "reference"), _hit("other", "default", 0.38, "reference")]
    texts = {"perf": PERF_TEXT, "other": "Movie File In TOP preloading of clips."}
    prompt = "on my MacBook Pro the project runs at 40 fps, how do I find the slow ops?"
    covered = gate.admit(prompt, hits, {}, k=3, term_df=_nobody_knows, entry_text=texts.__getitem__)
    # the best entry covers fps/find/slow: judged by the ordinary floor; the other keeps the raised one
    assert [a.hit.id for a in covered.admitted] == ["perf"]
    assert "covers the question apart from the unknown name" in covered.admitted[0].why
    assert "other" in covered.rejected
    # without entry text (or with the waiver switched off) the penalty applies to every entry, as in v2.1
    assert gate.admit(prompt, hits, {}, k=3, term_df=_nobody_knows).admitted == []
    off = replace(gate.DEFAULT_THRESHOLDS, entity_coverage_words=0)
    assert gate.admit(prompt, hits, {}, k=3, term_df=_nobody_knows, entry_text=texts.__getitem__,
                      thresholds=off).admitted == []


def test_words_of_a_multi_word_name_never_count_as_coverage() -> None:
    # "Leap Motion": "Motion" is part of the outside name even if a note says "motion"
    hits = [_hit("particles", "default", 0.39, "recipe")]
    texts = {"particles": "Particles that follow motion: a Leap-free particle system driven by noise."}
    prompt = "How can a Leap Motion controller steer particles?"
    decision = gate.admit(prompt, hits, {}, k=3, term_df=_nobody_knows, entry_text=texts.__getitem__)
    assert decision.admitted == []  # only "particles" is covered: one word < 2


def test_coverage_waiver_needs_an_unknown_entity_and_tolerates_bad_entry_text() -> None:
    hits = [_hit("perf", "default", 0.40, "reference")]

    def broken(entry_id: str) -> str:
        raise AssertionError("entry text must not be read when no entity is unknown")

    plain = gate.admit("how do I find the slow ops?", hits, {}, k=3, term_df=lambda t: 5, entry_text=broken)
    assert [a.hit.id for a in plain.admitted] == ["perf"]
    # empty or hostile entry text covers nothing
    for text in ("", "\x00" * 50, "🙂" * 100):
        decision = gate.admit("on my MacBook Pro how do I find the slow ops?", hits, {}, k=3,
                              term_df=_nobody_knows, entry_text=lambda _i, t=text: t)
        assert decision.admitted == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prompt=st.text(max_size=120), text=st.text(max_size=300), cos=st.floats(0.0, 1.0))
def test_property_coverage_waiver_only_ever_lowers_floors_to_the_v21_floors(prompt: str, text: str, cos: float) -> None:
    """Admitted with the waiver => admitted by v2.1 without any penalty; rejected by v2.1
    with the penalty => the waiver changes only the best entry's verdict."""
    hits = [_hit("a", "default", cos, "reference"), _hit("b", "default", cos / 2, "reference")]
    waived = {a.hit.id for a in gate.admit(prompt, hits, {}, k=3, term_df=_nobody_knows,
                                           entry_text=lambda _i: text).admitted}
    no_penalty = {a.hit.id for a in gate.admit(prompt, hits, {}, k=3, term_df=lambda t: 1).admitted}
    penalised = {a.hit.id for a in gate.admit(prompt, hits, {}, k=3, term_df=_nobody_knows).admitted}
    assert penalised <= waived <= no_penalty
    assert waived - penalised <= {"a"}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("¿Cómo recibo OSC desde una tableta?", True),
    ("Wie übergebe ich einen Wert an einen GLSL-Shader?", True),
    ("comment recevoir de l'OSC dans TouchDesigner ?", True),
    ("Как сделать шлейф с помощью Feedback TOP?", True),
    ("GLSL TOP に uniform を渡す方法は？", True),
    ("how do I make trails with a Feedback TOP?", False),
    ("is the Le Mans show on in the dome for the client?", False),
    ("café lights near Beyoncé's stage — how do I sync them?", False),
    ("", False),
])
def test_not_english_reads_script_and_function_words(prompt: str, expected: bool) -> None:
    assert gate.not_english(prompt) is expected


def test_german_capitalised_nouns_are_not_outside_entities() -> None:
    assert gate.salient_terms("Wie übergebe ich einen Wert an einen GLSL-Shader?") == ["GLSL"]
    assert gate.salient_terms("how do I sync TouchDesigner to Ableton Link?") == ["Ableton", "Link"]


def _ranked(entry_id: str, cosine: float, bm25: int | None, vector: int | None, content_type: str = "reference") -> Hit:
    return Hit(id=entry_id, title=entry_id, kind="knowledge", content_type=content_type, project="default",
               score=cosine, ranks={"bm25": bm25, "vector": vector}, snippet="x", cosine=cosine)


def test_non_english_prompt_admits_what_both_rankers_put_on_top() -> None:
    hits = [_ranked("pops", 0.26, 1, 1), _ranked("gen", 0.25, 2, 3), _ranked("vec_only", 0.27, None, 1),
            _ranked("kick", 0.24, 2, 2, "instruction")]
    procs = {"kick": gate.Procedure("KICK1: kick flash", "KICK1 procedure. Build a flash. SECRET", ("KICK1",))}
    spanish = gate.admit("¿cómo hago partículas en la GPU con POPs?", hits, procs, k=5)
    got = {a.hit.id: a.disclosure for a in spanish.admitted}
    # both rankers within the top 2: admitted; an instruction only ever as a stub
    assert got == {"pops": "full", "kick": "stub"}
    assert "non-English prompt" in spanish.admitted[0].why[-1]
    # the same cosines on an English prompt stay under the floors
    assert gate.admit("how do I make particles on the GPU with POPs?", hits, procs, k=5).admitted == []
    # switched off, or with the cosine under the semantic minimum, nothing is admitted
    off = replace(gate.DEFAULT_THRESHOLDS, foreign_agreement_rank=0)
    assert gate.admit("¿cómo hago partículas en la GPU con POPs?", hits, procs, k=5, thresholds=off).admitted == []
    weak = [_ranked("pops", 0.05, 1, 1)]
    assert gate.admit("¿cómo hago partículas en la GPU con POPs?", weak, {}, k=5).admitted == []


def test_non_english_echo_and_chitchat_still_admit_nothing() -> None:
    hits = [_ranked("pops", 0.40, 1, 1), _ranked("kick", 0.40, 1, 1, "instruction")]
    for prompt in ("повтори за мной: KICK1", "Wiederhole bitte: KICK1", "спасибо", "merci beaucoup"):
        assert gate.admit(prompt, hits, {}, k=5).admitted == []

