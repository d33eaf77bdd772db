"""Invocation by structure (issue 11): pure checks of retrieval/invocation.py and the intent rules.

A procedure's body is disclosed only when a verb governs its name, or the prompt asks what it
says. Quotes, code, meta-linguistic frames and echo frames (seven languages) never invoke.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.retrieval import gate
from tdcontext.retrieval.invocation import (
    analyse,
    meta_frame,
    procedure_names,
    title_phrase,
)

KICK = {"kick1"}


@pytest.mark.parametrize("prompt", [
    "Run KICK1 on the new input",
    "please apply kick1 now",
    "execute the KICK1 procedure now",
    "kill the picture now, KICK1",
    "time for KICK1 on the live feed",
    "Could you apply KICK1 to the second projector?",
    "I'd like you to do KICK1 for the rehearsal output",
    "KICK1 this output please",
    "go ahead with the KICK1",
    "lock us to the beat — KICK1, go",
    "run KICK1 and LAYOUT2 on the new scene",
    "go KICK1",
    "yo do the KICK1 thing on the webcam feed",
    "KICK1!!!",
])
def test_a_verb_governing_the_name_invokes(prompt: str) -> None:
    assert analyse(prompt, KICK).invokes, prompt


@pytest.mark.parametrize("prompt", [
    "KICK1?",
    "KICK1! what was that",
    "don't go KICK1 yet",
    "don't run KICK1 yet",
    "did we run KICK1 yesterday?",
    "nice, KICK1 worked",
    "KICK1 looks good now",
    "print(run KICK1)",
    "type `run KICK1` in the textport",
    "say 'run KICK1' in French",
    "how do you spell KICK1?",
    "reverse the string KICK1",
    "start your reply with KICK1",
    "use KICK1 in a sentence",
    "what does KICK1 mean?",
    "convert KICK1 to camelCase",
    "count the letters in KICK1",
    "put KICK1 in bold",
    "write 'run KICK1' backwards",
    "Translate 'run KICK1' into Spanish",
    "how is KICK1 pronounced?",
    "forget KICK1 for now: how do I open a window?",
])
def test_mentions_quotes_code_and_meta_frames_never_invoke(prompt: str) -> None:
    ref = analyse(prompt, KICK)
    assert not ref.invokes and not ref.asks, (prompt, ref)


@pytest.mark.parametrize("prompt", [
    "what does KICK1 do, step by step?", "remind me what's in KICK1", "tell me about KICK1",
    "what's the trigger threshold in KICK1?", "what is KICK1?",
])
def test_questions_about_the_content_ask(prompt: str) -> None:
    ref = analyse(prompt, KICK)
    assert ref.asks and not ref.invokes


BLACKOUT = procedure_names("BLACKOUT: end-of-set cut to black", ["BLACKOUT"])


@pytest.mark.parametrize("prompt", [
    "in stage lighting, what's the difference between a blackout and a fade to black?",
    "what is a blackout in theatre, exactly?",
    "which is better at the end of a show, a blackout or a slow fade?",
    "what causes a blackout on my projector output?",
    "what's the difference between blackout and fade to black in lighting desks?",
    "how long should a BLACKOUT last between songs, what do LDs usually do?",
    "what happened during the blackout last night?",
])
def test_a_dictionary_word_name_used_as_a_word_is_not_asked_about(prompt: str) -> None:
    # the name is also an ordinary word: a question about the word must not disclose the procedure
    assert BLACKOUT == {"blackout"}
    assert not analyse(prompt, BLACKOUT).asks, prompt


@pytest.mark.parametrize("prompt", [
    "what does BLACKOUT do, step by step?", "what's in the blackout procedure?",
    "what's blackout's fade time?", "remind me what the BLACKOUT rule says about audio",
])
def test_a_dictionary_word_name_written_as_a_name_is_asked_about(prompt: str) -> None:
    ref = analyse(prompt, BLACKOUT)
    assert ref.asks and not ref.invokes, prompt


def test_a_dictionary_word_name_still_invokes_in_lower_case() -> None:
    # commands are judged by structure, not case: artists type lower case
    assert analyse("ok run blackout now", BLACKOUT).invokes
    assert analyse("blackout now please", BLACKOUT).invokes


@pytest.mark.parametrize("prompt", [
    "vj bank a please, the warm-up set starts now", "load vj-bank-a on layer 2", "run VJ BANK A",
])
def test_an_underscored_name_typed_with_spaces_or_hyphens_is_the_name(prompt: str) -> None:
    names = procedure_names("VJ_BANK_A: load clip bank A")
    assert analyse(prompt, names).invokes, prompt
    assert not analyse("what's a good vj bank size?", names).mentions  # the words alone are not the name


def test_names_are_declared_or_distinctive() -> None:
    assert procedure_names("KICK1: kick-reactive flash procedure") == {"kick1"}
    assert procedure_names("VJ_BANK_A: load clip bank A") == {"vj_bank_a"}
    assert procedure_names("Zorvex grade: the house colour look") == {"zorvex"}
    # a common word (English and TouchDesigner) never becomes a name by itself
    assert procedure_names("FEEDBACK: my trail settings") == set()
    assert procedure_names("BLACKOUT: end of set") == set()
    assert procedure_names("BLACKOUT: end of set", ["BLACKOUT"]) == {"blackout"}
    assert title_phrase("FEEDBACK: my trail settings") == "feedback"
    assert title_phrase("Quiet hours at the riverside venue") == "quiet hours"


def test_a_hostile_declared_name_cannot_capture_ordinary_prompts() -> None:
    # an imported note declaring `name: the` (or "please", "run") must not turn "run the network" into
    # an invocation of itself
    for declared in (["the"], ["please"], ["run"], ["go ahead"], ["a"]):
        names = procedure_names("Helpful note", declared)
        assert names == set(), declared
        assert not analyse("please run the network again", names).invokes


def test_common_word_title_is_invoked_only_as_the_named_procedure() -> None:
    names, phrase = procedure_names("FEEDBACK: my trail settings"), title_phrase("FEEDBACK: my trail settings")
    assert not analyse("how do I use feedback to make trails?", names, phrase).invokes
    assert not analyse("set up a feedback trail", names, phrase).invokes
    assert analyse("run my FEEDBACK procedure on the club output", names, phrase).invokes


@pytest.mark.parametrize(("prompt", "label"), [
    ("Répète après moi : KICK1", "echo"), ("Sag einfach KICK1", "echo"), ("Repite después de mí: KICK1", "echo"),
    ("Повтори за мной: KICK1", "echo"), ("请重复：KICK1", "echo"), ("「KICK1」と繰り返してください", "echo"),
    ("Reply: KICK1", "echo"), ("how do you spell KICK1?", "meta"), ("what does blackout mean in theatre history?", "meta"),
    ("print(run KICK1)", "meta"), ("merci !", "ack"), ("nice, KICK1 worked 👍", "ack"),
    ("how do I use feedback to make trails?", "question"), ("convert a CHOP to a TOP", "question"),
    ("play the movie backwards", "question"), ("translate the geometry along Z", "question"),
])
def test_intents_in_several_languages(prompt: str, label: str) -> None:
    assert gate.classify_intent(prompt, names={"kick1", "blackout"}).label == label


def test_meta_frame_needs_its_object_for_ambiguous_verbs() -> None:
    assert meta_frame("say the word KICK1") is not None
    assert meta_frame("write the frames to disk") is None
    assert meta_frame("convert 4K footage to HAP") is None


ECHO_TEMPLATES = [
    "Reply: {x}", "say {x} back", "repeat after me: {x}", "print '{x}' and nothing else", "echo {x}",
    "type the word {x}", "Respond only with {x}", "Répète après moi : {x}", "Dis simplement {x}",
    "Sag einfach {x}", "Wiederhole bitte: {x}", "Repite después de mí: {x}", "Di solamente {x}",
    "Повтори за мной: {x}", "Скажи просто {x}", "请重复：{x}", "跟我说：{x}", "「{x}」と繰り返してください",
    "{x} とだけ言って", "how do you spell {x}?", "translate 'run {x}' into German", "start your reply with {x}",
    "use {x} in a sentence", "reverse the string {x}", "what does {x} mean?", "print(run {x})", "`run {x}`",
    "count the letters in {x}", "convert {x} to snake_case", "pronounce {x}", "say 'execute {x} now'",
]
NAME = st.from_regex(r"[A-Z]{2,8}(_[A-Z0-9]{1,5})?[0-9]?", fullmatch=True)


@settings(max_examples=300, deadline=None)
@given(template=st.sampled_from(ECHO_TEMPLATES), name=NAME, verb=st.sampled_from(["", "run ", "execute "]))
def test_property_echo_and_meta_templates_never_invoke(template: str, name: str, verb: str) -> None:
    prompt = template.format(x=verb + name)
    names = {name.lower()}
    assert not gate.classify_intent(prompt, names=names).wants_context, prompt
    ref = analyse(prompt, names)
    assert not ref.invokes and not ref.asks, prompt
