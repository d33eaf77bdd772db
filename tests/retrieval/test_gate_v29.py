"""Gate v2.9 (issue 11): the rules that govern the act a request asks for, and sharper entity shapes.

- A request to do the very act a rule's condition names on any operator ("Before deleting any
  operator", "whenever creating or duplicating operators") admits the rule's stub, in any language
  and whatever the cosine: the English-only model barely relates "lösch die alten Operatoren" to it.
  A question about the act, a statement ending on the verb, and a condition with a particular object
  ("any strobe effect") do not.
- The search may miss such a rule entirely: `context()` fetches it (`ranks["condition"]`).
- Entity shapes: a shouted prompt's capitals are tone, not names; "RIG-A", "GPT-4" and "X-32" are one
  name each; a possessive ends a name.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.retrieval import gate
from tdcontext.retrieval.retriever import Hit

BACKUP = "BACKUP_FIRST rule. Before deleting any operator, component or wire, or clearing a network, back up first."
NAMING = ("Naming rule N1. Every operator gets a name of the form purpose_what. Apply N1 whenever creating or "
          "duplicating operators, and rename defaults you create by accident before finishing.")
STROBE = "Strobe safety. When building or changing any strobe, flash or blink effect, keep it under 3 Hz."
PANIC = "PANIC_BLACK. When the user says panic, blackout or PANIC_BLACK, set the output opacity to 0."


def test_condition_acts_are_acts_on_any_operator_only() -> None:
    assert gate.condition_acts(BACKUP) == {"delet"}
    assert gate.condition_acts(NAMING) == {"creat"}
    assert gate.condition_acts(STROBE) == frozenset()  # a particular object: "any strobe, flash or blink effect"
    assert gate.condition_acts(PANIC) == frozenset()  # a condition on what the user says, not an act
    assert gate.condition_acts("") == frozenset()


@pytest.mark.parametrize("prompt", [
    "delete the old particle chain",
    "yeah go ahead and remove the orphan movie ins",
    "nuke everything in /project1/tmp",
    "get rid of noise3 and noise4",
    "lösch bitte die alten Test-Operatoren in /project1/tmp",
    "Löschen Sie bitte den Container alt_ui",
    "supprime les vieux lecteurs vidéo",
    "borra todos los operadores que no se usan",
    "rimuovi i nodi inutili",
    "Удали старые операторы в /project1/test",
    "verwijder de oude nodes",
    "把旧的 operator 删除",
    "古いオペレーターを削除して",
    "안 쓰는 노드 삭제해줘",
])
def test_a_request_to_delete_meets_the_backup_rule_in_any_language(prompt: str) -> None:
    assert gate.requested_act(prompt, BACKUP) == "delet"
    assert gate.requested_act(prompt, NAMING) == ""


@pytest.mark.parametrize("prompt", [
    "add a noise TOP and a blur for the background layer",
    "duplicate the level TOP chain three times",
    "make me a noise top",
    "build a particle system for the second screen",
    "clone comp1 twice",
    "erstell mir einen Noise TOP",
    "crée un Level TOP après le movie in",
    "crea un nodo de ruido",
    "新しいノードを作成して",
    "添加一个 Blur TOP",
])
def test_a_request_to_create_meets_the_naming_rule(prompt: str) -> None:
    assert gate.requested_act(prompt, NAMING) == "creat"
    assert gate.requested_act(prompt, STROBE) == ""


@pytest.mark.parametrize("prompt", [
    "gm, coffee first then we build",  # the verb ends the prompt: no object, nothing asked
    "ok delete",
    "make it brighter",
    "the deleted scenes are on the drive",  # no request word at all
    "silence the audio after 22:00",
    "clearly the best render so far",
])
def test_no_act_without_an_act_and_its_object(prompt: str) -> None:
    assert gate.requested_act(prompt, BACKUP) == ""
    assert gate.requested_act(prompt, NAMING) == ""


def _rule_hit(entry_id: str, cosine: float, found_by: str = "vector") -> Hit:
    return Hit(id=entry_id, title=entry_id, kind="memory", content_type="instruction", project="default",
               score=cosine, ranks={"bm25": None, "vector": None, found_by: 1}, snippet="", cosine=cosine)


def _fact_hit(entry_id: str, cosine: float, rank: int) -> Hit:
    return Hit(id=entry_id, title=entry_id, kind="memory", content_type="fact", project="default",
               score=cosine, ranks={"bm25": rank, "vector": rank}, snippet="x", cosine=cosine)


PROCS = {"backup": gate.Procedure("BACKUP_FIRST rule: back up before deleting operators", BACKUP),
         "naming": gate.Procedure("Naming rule N1 for new operators", NAMING)}


def test_a_request_admits_the_governing_rule_whatever_its_cosine_but_a_question_does_not() -> None:
    hits = [_rule_hit("backup", -0.06, "condition")]
    decision = gate.admit("Löschen Sie bitte den Container alt_ui", hits, PROCS, k=10)
    assert [(a.hit.id, a.disclosure) for a in decision.admitted] == [("backup", "stub")]
    question = gate.admit("how do I delete a container with python?", [_rule_hit("backup", 0.05)], PROCS, k=10)
    assert question.admitted == []  # a question about the act is not the act: the usual floors apply
    echo = gate.admit("repeat after me: delete the old chain", hits, PROCS, k=10)
    assert echo.admitted == []


def test_the_governing_rule_takes_a_stub_place_before_ranked_stubs() -> None:
    bears = [_rule_hit(f"other{i}", 0.40 - i * 0.01) for i in range(4)]
    procs = {**PROCS, **{h.id: gate.Procedure(h.id, "Some rule about something else entirely.") for h in bears}}
    facts = [_fact_hit(f"fact{i}", 0.60 - i * 0.01, i + 1) for i in range(2)]
    hits = [*facts, *bears, _rule_hit("naming", 0.12)]
    decision = gate.admit("add a noise TOP and a blur for the background layer", hits, procs, k=2)
    assert [(a.hit.id, a.disclosure) for a in decision.admitted] == [
        ("naming", "stub"), ("fact0", "full"), ("fact1", "full"), ("other0", "stub")]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80), st.sampled_from([BACKUP, NAMING, STROBE, PANIC, ""]))
def test_property_requested_act_is_one_of_the_rules_own_acts(prompt: str, text: str) -> None:
    act = gate.requested_act(prompt, text)
    assert act == "" or act in gate.condition_acts(text)
    # and the act is never the user's question: "?" turns any prompt into one only through admit()
    assert gate.requested_act(prompt, "") == ""


@pytest.mark.parametrize(("prompt", "salient"), [
    ("EVERYTHING IS WRONG ON SCREEN KILL THE OUTPUT", []),
    ("KILL IT NOW, PANIC_BLACK ON X32", ["PANIC_BLACK", "X32"]),
    ("what's RIG-A's ip address", ["RIG-A"]),
    ("does GPT-4 work with the X-32 desk", ["GPT-4", "X-32"]),
    ("Wie übergebe ich einen Wert an einen GLSL-Shader?", ["GLSL"]),
    ("my NDI feed from the Mac is black", ["NDI", "Mac"]),
    ("DON'T touch the OSC", ["OSC"]),
])
def test_entity_shapes(prompt: str, salient: list[str]) -> None:
    assert gate.salient_terms(prompt) == salient


@pytest.mark.parametrize(("prompt", "expected"), [
    ("lösch bitte die alten Test-Operatoren in /project1/tmp", True),
    ("wyłącz wszystkie światła proszę", True),
    ("play the Björk visual at the Malmö show", False),
    ("café lights near Beyoncé's stage — how do I sync them?", False),
])
def test_letters_english_lacks_are_a_language_cue(prompt: str, expected: bool) -> None:
    assert gate.not_english(prompt) is expected


CORPUS = [
    {"id": "backup_rule", "title": "BACKUP_FIRST rule: back up before deleting operators", "kind": "memory",
     "content_type": "instruction", "text": BACKUP + " SECRET-BACKUP-BODY"},
    {"id": "naming_rule", "title": "Naming rule N1 for new operators", "kind": "memory",
     "content_type": "instruction", "text": NAMING + " SECRET-NAMING-BODY"},
    *({"id": f"fact_{i}", "title": f"Show note {i}: {topic}", "kind": "memory", "content_type": "fact",
       "text": f"{topic.capitalize()} for show {i}: the settings live in /project1/show{i}."}
      for i, topic in enumerate(["projector warm-up times", "DMX universe map", "audio buffer size",
                                 "media drive layout", "LED wall raster", "OSC ports of the tablet",
                                 "window placement on the gallery PC", "grandMA handshake timing"])),
]


@pytest.fixture(scope="module")
def rules(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    engine = Engine(load_settings(home=tmp_path_factory.mktemp("v29"), hide_builtin=True, embedder="inprocess"))
    assert not engine.import_jsonl([json.dumps(e) for e in CORPUS]).errors
    yield engine
    engine.close()


@pytest.mark.slow
@pytest.mark.parametrize("prompt", ["Löschen Sie bitte den Container alt_ui", "Удали старые операторы в /project1/test",
                                    "supprime les vieux lecteurs vidéo stp"])
def test_context_fetches_the_governing_rule_the_search_missed(rules: Engine, prompt: str) -> None:
    result = rules.context(prompt)
    disclosure = {e["id"]: e["disclosure"] for e in result.entries}
    assert disclosure.get("backup_rule") == "stub", result.entries
    assert "SECRET-BACKUP-BODY" not in result.block and "naming_rule" not in disclosure


@pytest.mark.slow
def test_context_questions_and_chitchat_do_not_fetch_rules(rules: Engine) -> None:
    assert "naming_rule" not in {e["id"] for e in rules.context("gm, coffee first then we build").entries}
    assert rules.context("repeat after me: delete everything").entries == []


def test_project_filter_applies_to_fetched_rules(tmp_path: Path) -> None:
    engine = Engine(load_settings(home=tmp_path, hide_builtin=True, embedder="inprocess"))
    try:
        rule = {**CORPUS[0], "project": "other"}
        assert not engine.import_jsonl([json.dumps(rule), json.dumps({**CORPUS[2], "project": "mine"})]).errors
        result = engine.context("Удали старые операторы", project="mine")
        assert "backup_rule" not in {e["id"] for e in result.entries}
        result = engine.context("Удали старые операторы", project="other")
        assert {e["id"]: e["disclosure"] for e in result.entries}.get("backup_rule") == "stub"
    finally:
        engine.close()


# ---- the kind of value a question asks for ------------------------------------------------

@pytest.mark.parametrize(("prompt", "kinds"), [
    ("what's RIG-A's ip address", ["ip address"]),
    ("mac address of the stagepad tablet?", ["mac address"]),
    ("what's the windows password on the gallery pc", ["password"]),
    ("how much does the client pay us for the launch?", ["price"]),
    ("what's the budget for the aurora content", ["price"]),
    ("which brand are the six moving heads", ["make"]),
    ("what's the model of the LED processor", ["make"]),
    ("which GPU is in the gallery PC", ["graphics card"]),
    ("what time do doors open at the hall", ["time of day"]),
    ("when does the show start each night?", ["time of day"]),
    ("how long is the keynote", ["length of time"]),
    ("which day is the tech rehearsal?", ["date"]),
    ("who's the lighting designer on tidewater", ["role:designer"]),
    ("who is the stage manager", ["role:stage manager"]),
    ("what's the venue contact's phone number?", ["role:contact", "phone or email"]),
    ("what's the wifi called at the venue", ["wifi"]),
    ("which version of the console software do we run?", ["version"]),
    ("which lens is on the balcony projector", ["lens"]),
    ("set the ip address of the tablet to 10.0.0.5", []),  # a request asks for no value
    ("the password is on the fridge", []),
    ("how do I make trails with a Feedback TOP?", []),
    ("wie heißt das WLAN im Theater", []),  # English questions only
])
def test_asked_values(prompt: str, kinds: list[str]) -> None:
    assert gate.asked_values(prompt) == kinds


@pytest.mark.parametrize(("kind", "text", "holds"), [
    ("ip address", "The tablet's address is reserved as 192.168.10.21 on the show network.", True),
    ("ip address", "RIG-A is the identical backup machine.", False),
    ("mac address", "MAC 3c:22:fb:01:9a:10", True),
    ("password", "The gallery login is kept by the venue.", True),
    ("price", "The fee is 4,500 EUR per show.", True),
    ("price", "Primary orange #FF4F00, deep navy #1B1F3B.", False),
    ("make", "Three Epson projectors side by side.", True),
    ("make", "The show PC has an NVIDIA card.", True),
    ("make", "The heads are patched on DMX universe 2 (Art-Net), starting at address 101.", False),
    ("make", "The Nebula runs at 50 FPS and the Window COMP uses vertical sync.", False),
    ("graphics card", "Show PC RIG-B has an NVIDIA RTX 4080.", True),
    ("graphics card", "The Window COMP opens on monitor 2.", False),
    ("time of day", "Two shows a night at 19:00 and 21:30.", True),
    ("time of day", "The show on 14 March uses three projectors.", False),
    ("length of time", "The show runs 52 minutes with twelve cues.", True),
    ("length of time", "Gradients may only run between the orange and the navy.", False),
    ("date", "Tech rehearsal is on 11 March.", True),
    ("role:designer", "The choreographer is Mateo.", False),
    ("role:choreographer", "The choreographer is Mateo.", True),
    ("version", "The console runs v3.14.", True),
    ("lens", "Edge-blended with 240-pixel overlaps.", False),
])
def test_holds_value(kind: str, text: str, holds: bool) -> None:
    assert gate.holds_value(kind, text, "which one is it, for the nebula?") is holds


def test_the_maker_is_never_a_word_of_the_question() -> None:
    assert gate.holds_value("make", "The Nebula installation runs at 50 FPS.", "what make is the nebula processor") is False
    assert gate.holds_value("make", "The Nebula installation runs at 50 FPS.", "what make is the processor") is True


def _fact(entry_id: str, cosine: float, content_type: str = "fact") -> Hit:
    return Hit(id=entry_id, title=entry_id, kind="memory", content_type=content_type, project="default",
               score=cosine, ranks={"bm25": 1, "vector": 1}, snippet="x", cosine=cosine)


TEXTS = {"rig_b": "Show PC RIG-B has an NVIDIA RTX 4080. RIG-A is the identical backup machine.",
         "tablet": "The tablet sends OSC on port 7000; its address is 192.168.10.21.",
         "ref": "The Window COMP opens a window on a monitor."}


def test_a_fact_without_the_asked_value_needs_to_be_much_closer() -> None:
    decide = lambda prompt, hits: [a.hit.id for a in gate.admit(
        prompt, hits, {}, k=5, entry_text=TEXTS.__getitem__).admitted]
    assert decide("what's RIG-A's ip address", [_fact("rig_b", 0.55)]) == []
    assert decide("what's RIG-A's ip address", [_fact("rig_b", 0.70)]) == ["rig_b"]  # near-identical still counts
    assert decide("what's the tablet's ip address", [_fact("tablet", 0.45)]) == ["tablet"]
    assert decide("which GPU is in RIG-B", [_fact("rig_b", 0.45)]) == ["rig_b"]
    # references and recipes explain how things work; only project facts hold project values
    assert decide("what's the ip address of a Window COMP", [_fact("ref", 0.45, "reference")]) == ["ref"]
    # without entry texts (a caller that cannot read them) nothing changes
    assert [a.hit.id for a in gate.admit("what's RIG-A's ip address", [_fact("rig_b", 0.55)], {}, k=5).admitted] \
        == ["rig_b"]
    rejected = gate.admit("what's RIG-A's ip address", [_fact("rig_b", 0.55)], {}, k=5,
                          entry_text=TEXTS.__getitem__).rejected
    assert "holds no ip address" in rejected["rig_b"]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120))
def test_property_asked_values_is_total_and_answered_kinds_are_known(prompt: str) -> None:
    kinds = gate.asked_values(prompt)
    assert len(kinds) == len(set(kinds))
    known = {kind for kind, _, _ in gate.ANSWER_KINDS}
    assert all(k in known or k.startswith("role:") for k in kinds)
    for k in kinds:
        gate.holds_value(k, prompt, prompt)  # never raises


# ---- the product's own name says nothing about relevance ----------------------------------

@pytest.mark.parametrize(("prompt", "query"), [
    ("can i run touchdesigner on linux", "can i run on linux"),
    ("How do I license TouchDesigner Pro offline?", "How do I license Pro offline?"),
    ("TD's perform mode", "perform mode"),
    ("syphon into TD on a mac", "syphon into on a mac"),
    ("in Touch Designer 2023, how", "in 2023, how"),
    ("use td_get kick1", "use td_get kick1"),  # a tool name, not the product
    ("/project1/td/out is black", "/project1/td/out is black"),  # a path
    ("the TDAbleton component", "the TDAbleton component"),
    ("TouchDesigner", ""),
])
def test_without_product_name(prompt: str, query: str) -> None:
    assert gate.without_product_name(prompt) == query


@pytest.mark.slow
def test_a_note_that_spells_out_the_product_name_is_not_relevant_for_that_alone(tmp_path: Path) -> None:
    engine = Engine(load_settings(home=tmp_path, hide_builtin=True, embedder="inprocess"))
    try:
        note = {"id": "tablet", "title": "Tablet controller 'stagepad' OSC ports", "kind": "memory",
                "content_type": "fact", "text": "Our tablet runs the TouchOSC layout stagepad. It sends OSC to the "
                "show PC on UDP port 7000, and TouchDesigner sends feedback back to the tablet on port 9000."}
        assert not engine.import_jsonl([json.dumps(note)]).errors
        assert engine.context("can i run touchdesigner on linux").entries == []
        assert engine.context("is touchdesigner going to run on a raspberry pi").entries == []
        assert [e["id"] for e in engine.context("which port does the stagepad tablet send OSC on?").entries] \
            == ["tablet"]
    finally:
        engine.close()


def test_a_stub_never_takes_the_place_of_an_entry_shown_whole() -> None:
    stubs = [Hit(id=f"rule{i}", title=f"rule{i}", kind="memory", content_type="instruction", project="default",
                 score=0.4, ranks={"bm25": i + 1, "vector": i + 1}, snippet="x", cosine=0.40 - i * 0.01)
             for i in range(4)]
    builtin = Hit(id="td_scripting", title="td_scripting", kind="knowledge", content_type="reference",
                  project="builtin", score=0.55, ranks={"bm25": 1, "vector": 1}, snippet="x", cosine=0.55)
    procs = {h.id: gate.Procedure(h.title, "Some rule about something else entirely.") for h in stubs}
    decision = gate.admit("create a noise TOP from a python script", [*stubs, builtin], procs, k=3)
    got = {a.hit.id: a.disclosure for a in decision.admitted}
    assert got["td_scripting"] == "full"  # the answer is in; the stubs have their own places
    assert sum(d == "stub" for d in got.values()) == 3 and "beyond the 3 places for stubs" in decision.rejected["rule3"]


def test_the_word_for_an_asked_value_is_not_an_unknown_name() -> None:
    texts = {"console": "The lighting console is a grandMA3 light at 10.0.0.40 on the show network."}
    hit = Hit(id="console", title="Lighting console address", kind="memory", content_type="fact", project="default",
              score=0.25, ranks={"bm25": None, "vector": 1}, snippet="x", cosine=0.34)
    nobody = lambda term: 0 if term.lower() in {"ip", "gpu", "zed"} else 1
    decide = lambda prompt: [a.hit.id for a in gate.admit(prompt, [hit], {}, k=5, term_df=nobody,
                                                          entry_text=texts.__getitem__).admitted]
    assert decide("what's the IP of the grandMA?") == ["console"]  # "IP" asks for a value, names no thing
    assert decide("does the ZED camera work with the grandMA?") == []  # an unknown product still raises floors


# ---- thanks and a remark ------------------------------------------------------------------

NAMES = {"kick1", "blackout", "zorvex"}


@pytest.mark.parametrize("prompt", [
    "Thank you so much, the director is delighted with tonight.",
    "merci, c'était nickel",
    "thanks!! that fixed the wires",
    "ok thanks that worked",
    "danke, sieht super aus heute",
    "cheers, the crowd loved the strobes",
    "thanks. the BLACKOUT looked great",  # a name in a remark about it is still a remark
])
def test_thanks_and_a_remark_is_an_acknowledgement(prompt: str) -> None:
    assert gate.classify_intent(prompt, names=NAMES).label == "ack"


@pytest.mark.parametrize("prompt", [
    "thanks, now run KICK1",
    "thanks, but the output is still black",
    "thanks, it doesn't work on the second screen",
    "thanks! delete the old chain",
    "thank you! run blackout",
    "thanks, zorvex grade on the master",
    "thanks, can you also add a blur",
    "thanks. what about the audio?",
    "thanks, we need the render by tomorrow",
    "merci, mais la sortie est toujours noire",
])
def test_thanks_then_a_request_problem_or_question_is_not(prompt: str) -> None:
    assert gate.classify_intent(prompt, names=NAMES).label == "question"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_property_thanks_then_a_question_mark_is_never_an_acknowledgement_by_this_rule(rest: str) -> None:
    assert not gate._thanks_and_a_remark(f"thanks, {rest}?", NAMES)


@pytest.mark.parametrize("prompt", ["merci, lance KICK1", "danke, CUE_STACK_7 bitte", "gracias, dale a LAYOUT2"])
def test_thanks_then_a_name_shaped_word_in_any_language_is_not_a_remark(prompt: str) -> None:
    assert gate.classify_intent(prompt).label == "question"
