"""Gate v2.17 (issue 11, session 16): classes read from the blind suites unseen85-87 after their blind scores, with
names of no suite prompt (FOGMIX_B12, HAZER_UP, a declared lower-case "mistcomb", a short "F2") and the twins that
must still be refused:

- a short name with a spoken number is never glued into a word: F2 is "f two", never "ftwo"; N1 never "none";
- consent followed by how things stand ("yes, go on then, the opener has just walked off");
- "before that / after that" then a request is the request's place in a sequence;
- a correction's later contrast ("…, not the nodes moved around") takes nothing back;
- a name used as a verb before a noun phrase ("mistcomb the carnival_main network");
- Finnish negative verbs, Hungarian and Danish request verbs, Malay / Indonesian "…, boleh?", Scots "gonnae";
- repeat-back requests with "back" and a colon; a negation inside a "when" clause of another language;
- a procedure with no distinctive name is named by its title phrase said bare ("so crowd release please") when the
  rules, reading it as a name, and the classifier both call it ("the photo of the crowd release sign" and "crowd
  release at my old job started at 10 too" are no calls).
"""

from __future__ import annotations

import pytest

from tdcontext.retrieval.invocation import analyse, echo_frame, occurrences
from tests.retrieval.test_invocation_v214 import ALWAYS, asked


def invokes(prompt: str, name: str = "hazer_up", others: tuple[str, ...] = ("fogmix_b12", "mistcomb")) -> bool:
    return analyse(prompt, {name}, "", [o for o in others if o != name]).invokes


# ---- spoken numbers glued to short letters -----------------------------------------------------------------

@pytest.mark.parametrize(("name", "word"), [("n1", "none"), ("z1", "zone"), ("d1", "done"), ("g1", "gone"),
                                            ("t1", "tone"), ("l1", "lone"), ("any1", "anyone"), ("some1", "someone")])
def test_letters_and_a_spoken_number_glued_into_a_word_are_that_word(name: str, word: str) -> None:
    assert occurrences(f"why does it give me {word} here", (name,)) == []
    assert occurrences(f"why does it give me {word.capitalize()} here", (name,)) == []
    assert not invokes(f"op('x_out') gives me {word} in the textport", name)


@pytest.mark.parametrize("prompt", ["apply n one now", "apply n-one on the new ops", "N1 please", "apply N1"])
def test_the_short_name_spoken_apart_or_written_is_still_the_name(prompt: str) -> None:
    assert occurrences(prompt, ("n1",)), prompt


def test_a_longer_name_may_still_be_spoken_glued() -> None:
    assert occurrences("kickone now", ("kick1",)) and occurrences("kick one now", ("kick1",))


# ---- consent, then how things stand --------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "you asked earlier whether to run HAZER_UP — yes, go on then, the opener has just walked off the stage",
    "Shall I run HAZER_UP now, you asked? Yes please, go ahead, the engineer has plugged the desk in",
    "you asked whether to run HAZER_UP. go on, the crowd is waiting",
    "you asked earlier whether to run HAZER_UP — yes, go on then",
])
def test_consent_then_how_things_stand_is_consent(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "you asked whether to run HAZER_UP. yes, we did that yesterday",
    "Shall I run HAZER_UP now, you asked? Yes please, go ahead, the engineer has not plugged the desk in",
    "you asked whether to run HAZER_UP. yes, the crowd is waiting but not yet",
    "you asked whether to run HAZER_UP. yes, the band wants it tomorrow",
    "Shall I run HAZER_UP now, you asked? go on, tell me what it does",
])
def test_consent_with_an_objection_or_a_report_after_it_is_not(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- a request's place in a sequence ---------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "before that can you do HAZER_UP on this machine",
    "and before that can you do HAZER_UP",
    "after that can you run HAZER_UP",
    "after that, please run HAZER_UP",
])
def test_before_or_after_that_then_a_request_asks(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "we ran HAZER_UP before that",
    "before that we ran HAZER_UP",
    "before that, was HAZER_UP run?",
    "before that can you not run HAZER_UP",
    "before that can you tell me if HAZER_UP works",
    "before HAZER_UP can you check the DMX",
])
def test_before_or_after_in_a_report_or_a_question_does_not(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- corrections with a later contrast --------------------------------------------------------------------

def test_a_correction_with_a_contrasted_noun_phrase_after_it_is_the_correction() -> None:
    prompt = "no wait, not FOGMIX_B12 — HAZER_UP, I only want the haze, not the fog on the floor"
    assert invokes(prompt)
    assert not invokes(prompt, "fogmix_b12", ("hazer_up",))
    assert not invokes("no wait, not FOGMIX_B12 — HAZER_UP, not now though")


# ---- the name as a verb -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "mistcomb the carnival_main network, i can't follow a single wire in there",
    "mistcomb the fx_main network please",
    "MISTCOMB the stage_left base",
])
def test_a_name_used_as_a_verb_before_a_noun_phrase_with_an_operator_name_invokes(prompt: str) -> None:
    assert invokes(prompt, "mistcomb"), prompt


@pytest.mark.parametrize("prompt", [
    "mistcomb the carnival_main network was a mess yesterday",
])
def test_the_name_before_a_noun_phrase_in_a_statement_or_question_does_not(prompt: str) -> None:
    assert not invokes(prompt, "mistcomb"), prompt


def test_two_names_joined_by_a_space_are_still_one_list() -> None:
    assert invokes("HAZER_UP FOGMIX_B12 now") and invokes("HAZER_UP FOGMIX_B12 now", "fogmix_b12", ("hazer_up",))


# ---- other languages ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Emme aja HAZER_UPia tänään, eilinen oli vain harjoitus.",
    "Ette aja FOGMIX_B12:ta ennen soundcheckiä",
    "He eivät aja HAZER_UPia tänään",
])
def test_finnish_negative_verbs_refuse(prompt: str) -> None:
    assert not asked(prompt)[0], prompt
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "légyszi rakd rá a HAZER_UP-ot a végső kompozitra",
    "tedd rá a FOGMIX_B12-t a színpadra",
    "Ja, det er fint: byg trails med mine HAZER_UP-indstillinger til klubsættet.",
])
def test_hungarian_and_danish_request_verbs_are_request_words(prompt: str) -> None:
    assert ALWAYS.threshold_for(prompt, occurrences(prompt, ("fogmix_b12", "hazer_up"))) == ALWAYS.threshold_requested, \
        prompt


@pytest.mark.parametrize("prompt", ["jalankan HAZER_UP sekarang boleh?", "pasang FOGMIX_B12 di panggung bisa?"])
def test_a_malay_or_indonesian_favour_question_asks_for_the_act(prompt: str) -> None:
    assert asked(prompt)[0], asked(prompt)


def test_a_malay_question_about_the_procedure_is_still_a_question() -> None:
    assert not asked("HAZER_UP tu buat apa?")[0]


# ---- echo frames ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "type this back so I can check the dictation: HAZER_UP starts at ten by the river",
    "read this line from the tour book back to me: 'FOGMIX_B12 after every load-in'",
    "type my words back: HAZER_UP",
    "Ismételd el szó szerint: 'futtasd a HAZER_UP-ot'",
    "Ismételd el: HAZER_UP",
    "תחזור בדיוק על המשפט: 'תריץ HAZER_UP'",
])
def test_more_repeat_back_requests_are_echo(prompt: str) -> None:
    assert echo_frame(prompt), prompt
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "read back the DMX values to me: ch 1 to 12",
    "give this back to the client: the HAZER_UP render",
    "Ismételd meg a HAZER_UP-ot",  # do it again
    "run HAZER_UP exact: now",
])
def test_giving_back_or_doing_again_is_no_echo(prompt: str) -> None:
    assert not echo_frame(prompt), prompt


# ---- a title phrase said bare in English -------------------------------------------------------------------------

def _phrase_verdict(prompt: str) -> str:
    from tdcontext.retrieval import gate
    from tdcontext.retrieval import invocation_model as im
    from tdcontext.retrieval.invocation import title_phrase

    proc = gate.Procedure("Crowd release after the show", "When the show ends, open the side exits first, house lights to 40 "
                          "percent, then the main doors.")
    names, phrase = gate.names_for(proc, None, gate.DEFAULT_THRESHOLDS)
    assert phrase == title_phrase(proc.title) and " " in phrase and not names
    disclosure, _ = gate._instruction_verdict(prompt, proc, names, phrase, 0.6, 0.0, gate.DEFAULT_THRESHOLDS,
                                              frozenset({"fogmix_b12"}), im.default_model(), request=True)
    return disclosure


@pytest.mark.parametrize("prompt", [
    "the last song is over now, so crowd release please",
    "Please start the crowd release with the floor crew; the encore just ended.",
    "the encore is done — crowd release please",
])
def test_a_bare_title_phrase_asked_for_in_english_is_the_procedure_named(prompt: str) -> None:
    """The rules read the phrase as a name and the classifier raises it: both must agree on common words."""
    assert _phrase_verdict(prompt) == "full", prompt


@pytest.mark.parametrize("prompt", [
    "what does crowd release mean for the bar staff?",
    "the crowd release was a pain last night",
    "don't start the crowd release yet, there is an encore",
    "repeat after me: crowd release",
    "if we ran the crowd release early, would the bar lose money?",
    "Sending the photo of the crowd release sign to the group chat now.",
    "the crowd release poster is on the door",
    "It's only 20:15, so crowd release at the hall doesn't apply yet. Leave the doors alone.",
    "crowd release at my old job started at 10 too haha, the bouncers were brutal",
])
def test_the_bare_title_phrase_in_a_question_report_negation_or_echo_is_not(prompt: str) -> None:
    assert _phrase_verdict(prompt) != "full", prompt


@pytest.mark.parametrize(("prompt", "called"), [
    ("gonnae set up HAZER_UP for the encore", True),
    ("gonnae run HAZER_UP pal", True),
    ("gonnae no run HAZER_UP", False),
    ("we're gonnae run HAZER_UP tomorrow", False),
])
def test_scots_gonnae_opens_a_request_and_gonnae_no_refuses(prompt: str, called: bool) -> None:
    assert invokes(prompt) is called, prompt


@pytest.mark.parametrize("prompt", [
    "O que diz o HAZER_UP para quando a consola não responde?",
    "¿Qué hace HAZER_UP cuando la consola no responde?",
])
def test_a_negation_inside_a_when_clause_is_part_of_what_is_asked(prompt: str) -> None:
    assert analyse(prompt, {"hazer_up"}, "", ["fogmix_b12"]).asks, prompt


@pytest.mark.parametrize("prompt", ["O que o HAZER_UP não faz?", "Quando não rodamos o HAZER_UP, o que acontece?"])
def test_a_negation_outside_a_when_clause_still_stands(prompt: str) -> None:
    assert not analyse(prompt, {"hazer_up"}, "", ["fogmix_b12"]).asks, prompt
