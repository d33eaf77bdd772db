"""Gate v2.19 (issue 11, session 18): classes read from the blind suites unseen100-108 after their blind scores, with
names of no suite prompt (HAZER_UP, FOGMIX_B12, a declared lower-case "mistcomb", a capitals label SMOKEJAR) and the
twins that must still be refused:

- precision: "do we even still need X now ...?" asks whether it is needed; German and Tagalog reported speech
  ("meinte, X sei fertig", "Sabi ni Jun, ayaw daw ... X"); the Czech past ("X jsme minule nespouštěli"); an irregular
  past after the name ("mistcomb left eleven Nulls"); a nickname given to the name ("chiama X 'la regola della
  nonna'"); "when was X made" in Korean and other languages; "the CEO's name" is a possessive, not the name judged;
- recall: a friend's address before the verb ("brah do X quick"), a learner's "please you make X", "it's time to X",
  "yes, go ahead and apply it" after the offer, "go on and run that last one", "keep X enforced" after another
  command, "by the X rule" as the standard of a command, "on the left" in a slash command's clause, and request
  verbs and modals of more languages (Czech "uplatni", Vietnamese "áp", Tagalog "sundin", Hungarian "tartsd be",
  Romanian "dă-i drumul cu", Hebrew "תמשיך עם", Danish "vil du", Italian "mi lanci ...?").
"""

from __future__ import annotations

import pytest

from tdcontext.retrieval.invocation import (
    analyse,
    asks_in_body_terms,
    canonical_commands,
    caps_label,
    meta_frame,
)
from tdcontext.retrieval.invocation_model import guard


def reference(prompt: str, name: str = "hazer_up", others: tuple[str, ...] = ("fogmix_b12", "mistcomb")):
    return analyse(prompt, {name}, "", [o for o in others if o != name])


def invokes(prompt: str, name: str = "hazer_up") -> bool:
    return reference(prompt, name).invokes


def spans(prompt: str, name: str) -> list[tuple[int, int]]:
    start = prompt.lower().index(name.lower())
    return [(start, start + len(name))]


# ---- precision ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "do we even still need HAZER_UP now the ward wall has no projector, just the LED panel?",
    "Do we really need HAZER_UP now that the haze machine is gone?",
    "does anyone still need HAZER_UP now",
])
def test_asking_whether_it_is_needed_is_no_request(prompt: str) -> None:
    assert not invokes(prompt)


@pytest.mark.parametrize("prompt", ["we need HAZER_UP now", "I need HAZER_UP on the main out", "time for HAZER_UP"])
def test_a_need_said_is_still_a_request(prompt: str) -> None:
    assert invokes(prompt)


@pytest.mark.parametrize("prompt", [
    "Der Kollege aus Basel meinte, HAZER_UP sei schon fertig",
    "Die Regie sagte, HAZER_UP sei schon vorbereitet",
])
def test_german_reported_speech_is_no_request(prompt: str) -> None:
    assert not invokes(prompt)


@pytest.mark.parametrize("prompt", [
    "Sabi ni Kuya Ben, ayaw daw niyang patakbuhin ang HAZER_UP habang nagsasalita ang host",
    "HAZER_UP jsme minule v hale vůbec nespouštěli, síť byla přehledná i tak",
])
def test_tagalog_report_and_the_czech_past_guard_the_classifier(prompt: str) -> None:
    assert "another language" in guard(prompt, spans(prompt, "HAZER_UP"))


@pytest.mark.parametrize("prompt", ["spusť HAZER_UP, jsme připraveni", "Patakbuhin mo na ang HAZER_UP sa main out"])
def test_a_czech_or_tagalog_request_is_still_one(prompt: str) -> None:
    assert invokes(prompt)


def test_an_irregular_past_after_the_name_makes_it_a_subject() -> None:
    prompt = "mistcomb left eleven new Nulls in the overlay network and the engineer grumbled about it"
    assert "statement" in guard(prompt, spans(prompt, "mistcomb"))
    command = "HAZER_UP left channel only please"
    assert "statement" not in guard(command, spans(command, "HAZER_UP"))


@pytest.mark.parametrize("prompt", [
    "Il mio collega chiama HAZER_UP 'la regola della nonna', fa ridere.",
    'our LD calls HAZER_UP "the fog button" on comms',
    "Mein Kollege nennt HAZER_UP „die Nebelmaschine“",
])
def test_a_nickname_given_to_the_name_is_meta(prompt: str) -> None:
    assert meta_frame(prompt, ("hazer_up",))


@pytest.mark.parametrize("prompt", ["Chiama HAZER_UP adesso", "the CEO's name goes on the lower third, run HAZER_UP"])
def test_a_call_or_a_possessive_is_no_meta_frame(prompt: str) -> None:
    assert not meta_frame(prompt, ("hazer_up",))


def test_the_name_judged_with_s_and_an_article_is_still_meta() -> None:
    assert meta_frame("HAZER_UP's a daft name for a macro", ("hazer_up",))


BODY = "Before a show: 1. load the haze preset 2. set the fan to 40 % 3. report the DMX level."


@pytest.mark.parametrize("prompt", [
    "HAZER_UP 규칙이 언제 생겼는지 아세요?",
    "Seit wann gibt es die HAZER_UP Regel?",
    "Depuis quand la règle HAZER_UP existe-t-elle ?",
])
def test_when_it_was_made_is_history_not_its_text(prompt: str) -> None:
    assert not reference(prompt).asks
    assert not asks_in_body_terms(prompt, {"hazer_up"}, "", [], "", "HAZER_UP: haze before a show", BODY)


def test_a_korean_question_about_when_it_applies_still_asks() -> None:
    assert reference("HAZER_UP 규칙은 언제 적용돼요?").asks


# ---- recall -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "brah do HAZER_UP quick, da projector stay flickering all weird",
    "ebu do HAZER_UP with the console now, Priya is ready on her side",
    "Please you make HAZER_UP for the pre-show loop",
    "Doors at 19:30 and the film is loaded, so it's time to HAZER_UP on the rooftop machine",
    "You suggested HAZER_UP on the final comp. Yes, go ahead and apply it.",
    "✅ soundcheck done ✅ lamps hot ⏳ HAZER_UP — go on and run that last one for the barn",
])
def test_more_english_request_shapes(prompt: str) -> None:
    assert invokes(canonical_commands(prompt, ("hazer_up",)))


@pytest.mark.parametrize("prompt", [
    "bro, HAZER_UP is broken", "bro HAZER_UP crashed again", "is it time to HAZER_UP yet?",
    "it's not time to HAZER_UP yet", "HAZER_UP broke everything. go ahead and apply it anyway? no",
])
def test_the_same_shapes_reporting_or_asking_are_no_request(prompt: str) -> None:
    assert not invokes(prompt)


def label_reference(prompt: str):
    title = "SMOKEJAR: keep a numbered copy before editing a tox"
    return analyse(prompt, {"smokejar"}, "", [], caps_label(title), title)


def test_by_the_rule_is_the_standard_of_a_command() -> None:
    assert label_reference("archive the external fiddle.tox by the SMOKEJAR rule, then grade the comp").invokes
    for prompt in ("we archived it by the SMOKEJAR rule", "is it covered by the SMOKEJAR rule?",
                   "don't archive it by the SMOKEJAR rule"):
        assert not label_reference(prompt).invokes


def test_keep_it_enforced_after_another_command() -> None:
    assert invokes("Set up FOGMIX_B12 on the main out and keep HAZER_UP enforced on it, there are kids in the atrium")
    assert not invokes("we set up FOGMIX_B12 and keep HAZER_UP on")
    assert not invokes("did you set up FOGMIX_B12 and keep HAZER_UP on?")


def test_on_the_left_in_a_slash_commands_clause_is_a_place() -> None:
    said = canonical_commands("/hazer_up the whole jazz network, inputs on the left and the nulls at the end",
                              ("hazer_up",))
    assert said.startswith("run hazer_up")
    assert invokes(said)
    assert not canonical_commands("/hazer_up the whole network, it left a mess", ("hazer_up",)).startswith("run")


@pytest.mark.parametrize("prompt", [
    "uplatni pravidlo HAZER_UP na ten záblesk nad varnou",
    "Řiď se pravidlem HAZER_UP a pojmenuj nové operátory.",
    "áp HAZER_UP cho composite cuối đi em",
    "Sundin ang HAZER_UP sa bagong strobe na ginagawa ko.",
    "Tartsd be a HAZER_UP szabályt, aztán szerkeszd a bloom.tox-ot.",
    "Da, dă-i drumul cu HAZER_UP",
    "כן, סבבה, תמשיך עם HAZER_UP",
    "Vil du køre HAZER_UP? Mixeren er lige koblet på netværket.",
    "Mi lanci HAZER_UP del teaser? Serve entro stasera.",
])
def test_request_verbs_and_modals_of_more_languages(prompt: str) -> None:
    assert invokes(prompt)


@pytest.mark.parametrize("prompt", [
    "neuplatnili jsme HAZER_UP minule",
    "Hindi ko sinunod ang HAZER_UP kahapon",
    "Nem tartottuk be a HAZER_UP szabályt tegnap",
    "Vil du ikke køre HAZER_UP?",
    "Non mi lanci HAZER_UP, per favore",
])
def test_the_same_verbs_negated_or_in_the_past_are_no_request(prompt: str) -> None:
    assert not invokes(prompt)


# ---- chit-chat and meta -------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Oh ya, the launch went real good, the client loved the orange and navy, thanks a bunch",
    "Good morning from the mall! The holiday lights are twinkling already",
    "good morning from the hospital, the kids are already waving at the wall",
])
def test_thanks_closing_the_message_and_a_greeting_from_a_place_ask_for_nothing(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent
    assert classify_intent(prompt, names=["hazer_up"]).label in ("ack", "greet"), prompt


@pytest.mark.parametrize("prompt", [
    "Good morning from the mall! can you run HAZER_UP", "good morning from the booth, the render failed again",
    "hello from Berlin, load the haze preset please", "Good morning from the mall, HAZER_UP on the main out",
    "the lights are up, the wall is on, the doors are open, run HAZER_UP, thanks a bunch",
    "the lights are up, the wall is on, the doors are open, the render failed, thanks a bunch",
])
def test_a_greeting_or_closing_thanks_beside_a_request_a_problem_or_a_name_is_no_chit_chat(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent
    assert classify_intent(prompt, names=["hazer_up"]).label == "question", prompt


@pytest.mark.parametrize("prompt", ["is HAZER_UP said with the stress on the first bit or the second?",
                                    "Is Hazerup pronounced with the stress on the HAZ?",
                                    "which syllable is stressed in HAZER_UP, the first syllable?"])
def test_where_the_stress_falls_is_meta(prompt: str) -> None:
    assert meta_frame(prompt, ("hazer_up",))


def test_emphasis_in_a_request_is_no_meta_frame() -> None:
    assert not meta_frame("run HAZER_UP with the emphasis on the chorus", ("hazer_up",))


# ---- running orders, clitics and urgency in other languages -----------------------------------------------------

@pytest.mark.parametrize("prompt", ["HAZER_UP и FOGMIX_B12, по очереди", "HAZER_UP 그리고 FOGMIX_B12 순서대로",
                                    "HAZER_UP und FOGMIX_B12, der Reihe nach"])
def test_two_names_joined_in_another_language_then_in_order_is_a_running_order(prompt: str) -> None:
    assert analyse(prompt, {"hazer_up"}, "", ["fogmix_b12"]).invokes


@pytest.mark.parametrize("prompt", ["HAZER_UP и FOGMIX_B12 вчера упали", "HAZER_UP and FOGMIX_B12 ran in that order"])
def test_two_names_joined_then_a_report_is_no_running_order(prompt: str) -> None:
    assert not analyse(prompt, {"hazer_up"}, "", ["fogmix_b12"]).invokes


@pytest.mark.parametrize("prompt", ["HAZER_UP: móntalo para el ensayo técnico de esta tarde.", "🔥🔥 HAZER_UP เลย 🔥🔥",
                                    "HAZER_UP-t kérek, fél óra múlva kezdünk"])
def test_a_spanish_clitic_thai_at_once_and_hungarian_i_ask_for(prompt: str) -> None:
    assert invokes(canonical_commands(prompt, ("hazer_up",)))


@pytest.mark.parametrize("prompt", ["HAZER_UP ไม่ต้อง เลย", "HAZER_UP-t nem kérek", "Tegnap HAZER_UP-t kértem"])
def test_the_same_refused_or_in_the_past_is_no_request(prompt: str) -> None:
    assert not invokes(prompt)


# ---- "called" for another thing, an interjection before the request ----------------------------------------------

def test_the_one_called_an_operator_name_is_no_meta_frame_about_the_procedure() -> None:
    prompt = "select the trumpet cam TOP, it's the one called cam_tpt, and run HAZER_UP on it for the free-jazz section"
    assert not meta_frame(prompt, ("hazer_up",))
    assert invokes(prompt)
    for named in ("we call it HAZER_UP now", "we call HAZER_UP the wobble", 'it is called "HAZER_UP" in the crew'):
        assert meta_frame(named, ("hazer_up",)), named


def test_an_interjection_is_no_colleague_addressed() -> None:
    assert invokes("Ach, the new snow chain's gonnae have twenty operators, use HAZER_UP on the lot of them, ken?")
    assert not invokes("Kai, please run HAZER_UP on the backup machine yourself")


def test_a_borrowed_title_phrase_after_a_letter_of_another_script() -> None:
    from tdcontext.retrieval.invocation import borrowed_phrase_spans
    prompt = "22時を過ぎたので、川沿い会場のcalm hoursルールを適用して"
    assert borrowed_phrase_spans(prompt, "calm hours") == [(prompt.index("calm"), prompt.index("ルール"))]
    assert borrowed_phrase_spans("the becalm hours are over", "calm hours") == []


@pytest.mark.parametrize("prompt", ["jadi ikut peraturan HAZER_UP sebelum naikkan audio", "Ikuti HAZER_UP sekarang"])
def test_malay_and_indonesian_follow(prompt: str) -> None:
    assert invokes(prompt)


def test_malay_follow_refused_is_no_request() -> None:
    assert not invokes("kami tidak ikut HAZER_UP semalam")


# ---- questions about the text in more languages -------------------------------------------------------------------

@pytest.mark.parametrize("prompt", ["Με ποια σειρά γίνονται τα βήματα του HAZER_UP;", "Ποια θύρα χρησιμοποιεί το HAZER_UP;",
                                    "Che colonne ha la tabella che crea HAZER_UP?",
                                    "Mihin porttiin HAZER_UP lähettää viestin?"])
def test_which_in_greek_italian_che_and_finnish_where_to_ask_about_the_text(prompt: str) -> None:
    assert reference(prompt).asks


@pytest.mark.parametrize("prompt", ["Ποιος έγραψε το HAZER_UP;", "Che schifo HAZER_UP, si è bloccato?",
                                    "¿Quién ha ejecutado HAZER_UP?", "Milloin HAZER_UP ajettiin viimeksi?"])
def test_who_wrote_it_an_exclamation_or_a_past_run_do_not_ask(prompt: str) -> None:
    assert not reference(prompt).asks


def test_italian_ha_with_a_participle_is_still_the_past() -> None:
    assert not invokes("HAZER_UP ha funcionado bien")
    assert not invokes("lancia HAZER_UP, ha detto il regista")


# ---- an apology for the spelling, "I am requesting for you to", "that X thing", the title after a mention ----------

def test_an_apology_for_ones_own_spelling_is_no_meta_frame() -> None:
    assert not meta_frame("plz do HAZER_UP on the final comp, sorry for the spelling", ("hazer_up",))
    assert not meta_frame("run HAZER_UP, excuse my spelling", ("hazer_up",))
    assert meta_frame("how do you spell HAZER_UP", ("hazer_up",))
    assert meta_frame("what's the spelling of HAZER_UP?", ("hazer_up",))


@pytest.mark.parametrize("prompt", ["I am requesting for you to carry out HAZER_UP on the final composite",
                                    "y'all might could run that HAZER_UP thing for me? the barn has an X32 tonight",
                                    "could you run that HAZER_UP procedure for me?"])
def test_more_polite_frames_and_that_name_thing(prompt: str) -> None:
    assert invokes(prompt)


@pytest.mark.parametrize("prompt", ["did you run that HAZER_UP thing?", "don't run that HAZER_UP thing",
                                    "run the patch that HAZER_UP made"])
def test_that_name_thing_asked_refused_or_relative_is_no_request(prompt: str) -> None:
    assert not invokes(prompt)


def test_the_titles_words_command_it_when_the_name_is_only_mentioned() -> None:
    title = "THUMP2: thump-reactive flash procedure"
    said = "please set up the thump-reactive flash procedure on the main output, tell me when the thump2 chain is placed"
    assert analyse(said, {"thump2"}, "", [], caps_label(title), title).invokes
    refused = "don't run THUMP2, set up the thump-reactive flash procedure"
    assert not analyse(refused, {"thump2"}, "", [], caps_label(title), title).invokes


def test_an_italian_state_with_essere_is_no_past_but_a_reflexive_past_is() -> None:
    assert not reference("Che schifo HAZER_UP, si è bloccato?").asks
    from tdcontext.retrieval.invocation import foreign_negation_or_past
    assert foreign_negation_or_past("il mixer si è spento") == "si è"
    assert foreign_negation_or_past("HAZER_UP, il mixer è collegato") == ""
    assert foreign_negation_or_past("il set è finito") == ""


def test_a_thing_called_a_quote_and_a_variable_called_a_name_stay_meta() -> None:
    assert meta_frame("haha the caster called the kill-feed strobe 'spicy', loved that", ("hazer_up",))
    assert meta_frame("call the next variable hazer_up_done and show me the line", ("hazer_up",))
