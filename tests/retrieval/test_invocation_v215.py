"""Gate v2.15 (issue 11, session 14): classes read from the blind suites unseen70-75 after their blind score, each
written as a rule of a language's grammar or of a chat shape, with names and phrasings of no suite prompt (FOGMIX_B12,
HAZER_UP) and the twins that must still be refused:

- repeat-back requests whose words end in a colon or dash ("mirror this back to me: X", "type back exactly what I
  wrote: X") are echoes; case changes in Korean and the wider suites' languages are meta;
- someone's words reported with "that" ("Саша говорит, что X ...") are no question about the text; nor is what other
  people know ("none of them know what X is"); a person in the middle of reading is no command;
- "then" of another language beside the name is a sequence of acts; Vietnamese imperatives opening a clause;
- questions about the text: the Arabic question mark; German "was" with any present verb; a negation inside a
  condition or right after the question word; Spanish "deja" is no French "déjà";
- "sorry for ..." is an apology, not a correction; Singapore English "can or not"; "name every new op by X";
  "il look" is a noun.
"""

from __future__ import annotations

import pytest

from tdcontext.retrieval import invocation_model as im
from tdcontext.retrieval.invocation import (
    analyse,
    asks_in_body_terms,
    echo_frame,
    fold,
    meta_frame,
)
from tests.retrieval.test_invocation_v214 import (  # the names FOGMIX_B12 and HAZER_UP, a permissive model
    asked,
    spans,
)

TITLE = "HAZER_UP: raise the haze"
BODY = "Fog machine on DMX channel 12; send /xremote every 9 seconds; raise the haze to 40 percent and hold it."


def reading(prompt: str) -> str:
    return analyse(prompt, {"hazer_up"}, "", ["fogmix_b12"], "HAZER_UP", TITLE).reason


# ---- echo and meta ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "type back exactly what I wrote: HAZER_UP on the dome now",
    "mirror this back to me: FOGMIX_B12 on the haze rig",
    "read back my message exactly as typed - HAZER_UP now",
    "Say back to me exactly this: run FOGMIX_B12 now please.",
    "Type out exactly what I say: apply the dim hours rule",
    "give me back exactly what I typed: run HAZER_UP",
    "could you echo back precisely what I sent — HAZER_UP",
])
def test_a_repeat_back_request_ending_in_a_colon_is_an_echo(prompt: str) -> None:
    assert echo_frame(prompt), prompt
    assert not asked(prompt)[0]


@pytest.mark.parametrize("prompt", [
    "run HAZER_UP and then read back the DMX values to me: channel 12",
    "read back the DMX values to me: HAZER_UP",
    "type out the HAZER_UP steps for me: I want to print them",
    "write out the cue list: HAZER_UP first, then FOGMIX_B12",
    "read out the fog levels - then run HAZER_UP",
])
def test_a_colon_after_other_words_is_no_echo(prompt: str) -> None:
    assert not echo_frame(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "HAZER_UP를 소문자로 써줘", "HAZER_UP 대문자로 바꿔줘", "HAZER_UP küçük harflerle yaz", "viết HAZER_UP bằng chữ thường",
    "skriv HAZER_UP med små bokstäver", "kirjoita HAZER_UP pienillä kirjaimilla", "napiš HAZER_UP malými písmeny",
    "γράψε το HAZER_UP με πεζά", "把 HAZER_UP 改成小寫",
])
def test_case_changes_in_more_languages_are_meta(prompt: str) -> None:
    assert meta_frame(prompt), prompt


def test_a_request_in_korean_is_no_case_change() -> None:
    assert not meta_frame("HAZER_UP 실행해줘")


# ---- reports, other people's knowledge, what someone is doing ---------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Саша говорит, что HAZER_UP шлёт /xremote слишком часто",
    "Ola mówi, że HAZER_UP wysyła /xremote za często",
    "Marco dice che HAZER_UP manda /xremote troppo spesso",
])
def test_words_reported_with_that_are_no_question_about_the_text(prompt: str) -> None:
    assert not asks_in_body_terms(prompt, ("hazer_up",), "", (), "HAZER_UP", TITLE, BODY), prompt


def test_a_question_in_the_texts_own_terms_still_asks() -> None:
    assert asks_in_body_terms("Как часто HAZER_UP шлёт /xremote?", ("hazer_up",), "", (), "HAZER_UP", TITLE, BODY)


@pytest.mark.parametrize("prompt", [
    "The tutor keeps telling the interns to run HAZER_UP before opening, funny how none of them know what DMX is",
    "nobody knows what HAZER_UP does to the haze",
    "they don't know what HAZER_UP is for",
])
def test_what_other_people_know_is_no_question(prompt: str) -> None:
    assert reading(prompt) == "named, not invoked", prompt


@pytest.mark.parametrize("prompt", ["remind me what step 3 of HAZER_UP is", "do they know what HAZER_UP does?"])
def test_an_embedded_question_of_the_user_still_asks(prompt: str) -> None:
    assert reading(prompt) == "asks what the procedure says", prompt


@pytest.mark.parametrize("prompt", [
    "While the crowd settles I'm reading through the HAZER_UP table just to learn how they label cues",
    "we are going through the HAZER_UP table tomorrow",
    "just skimming through the HAZER_UP notes",
])
def test_reading_through_the_text_is_no_command(prompt: str) -> None:
    assert reading(prompt) == "named, not invoked", prompt


@pytest.mark.parametrize("prompt", ["build the cues with the HAZER_UP table", "tidy the network using HAZER_UP"])
def test_the_procedure_as_the_instrument_of_a_command_still_invokes(prompt: str) -> None:
    assert reading(prompt) == "the procedure is the instrument of a command", prompt


# ---- sequences and imperatives of other languages ---------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "HAZER_UP és utána FOGMIX_B12 a hídvetítésre",
    "FOGMIX_B12 e poi il look HAZER_UP",
    "先FOGMIX_B12对齐灯光台，然后HAZER_UP",
    "HAZER_UP und dann FOGMIX_B12 auf den Ausgang",
    "Làm HAZER_UP rồi xoá mấy node noise cũ.",
    "Áp dụng quy tắc HAZER_UP cho mấy operator mới.",
])
def test_then_beside_the_name_or_a_clause_opening_imperative_is_a_request(prompt: str) -> None:
    assert im.foreign_request(prompt, spans(prompt)), prompt
    raised, why = asked(prompt)
    assert raised, (prompt, why)


@pytest.mark.parametrize("prompt", [
    "HAZER_UP был вчера, потом всё сломалось",
    "Chúng tôi làm HAZER_UP hôm qua",
])
def test_a_statement_or_the_past_is_still_no_request(prompt: str) -> None:
    assert not asked(prompt)[0], prompt


def test_an_article_makes_look_a_noun() -> None:
    assert not im.guard("HAZER_UP e poi il look del finale", spans("HAZER_UP e poi il look del finale"))
    assert im.guard("HAZER_UP looks great on the dome", spans("HAZER_UP looks great on the dome"))


# ---- questions about the text in other languages ---------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "ماذا تقول قاعدة HAZER_UP عن مستوى الضباب؟",
    "Was schreibt HAZER_UP als Kanal vor?",
    "Was verlangt HAZER_UP vom Pult?",
    "Hva gjør HAZER_UP hvis maskinen ikke svarer innen to sekunder?",
    "Что делает HAZER_UP, если пульт не отвечает?",
    "Quanto dura la salita in HAZER_UP e cosa non deve toccare?",
    "¿HAZER_UP hasta qué nivel sube y en qué canal deja la máquina?",
])
def test_questions_about_the_text_in_other_languages(prompt: str) -> None:
    assert reading(prompt) == "asks what the procedure says", prompt


@pytest.mark.parametrize("prompt", [
    "Was ist HAZER_UP?", "Was hat HAZER_UP gestern gemacht?", "Что не так с HAZER_UP?", "j'ai deja lancé HAZER_UP",
])
def test_its_meaning_history_or_state_is_no_question_about_the_text(prompt: str) -> None:
    assert reading(prompt) == "named, not invoked", prompt


def test_the_arabic_question_mark_folds_to_a_question_mark() -> None:
    assert fold("ماذا؟") == "ماذا?"


# ---- English chat shapes ----------------------------------------------------------------------------------

def test_an_apology_is_no_correction() -> None:
    assert asked("Sorry for shouting but HAZER_UP immediately please, the marshal wants haze")[0]
    assert "correction" not in im.guard("Sorry for shouting but HAZER_UP immediately please", spans(
        "Sorry for shouting but HAZER_UP immediately please"))
    assert "correction" in im.guard("sorry, HAZER_UP I mean", spans("sorry, HAZER_UP I mean"))


@pytest.mark.parametrize("prompt", ["can or not run HAZER_UP on the dome? crowd coming already",
                                    "can anot do HAZER_UP on the main haze"])
def test_can_or_not_asks(prompt: str) -> None:
    assert "governs" in reading(prompt), prompt


def test_cannot_is_still_a_negation() -> None:
    assert reading("can not run HAZER_UP on the dome, it trips the alarm") == "named, not invoked"


def test_naming_the_new_operators_by_the_rule_is_no_question_about_the_word() -> None:
    prompt = "grade the final comp please, and name every new op by rule HAZER_UP while you're at it"
    assert not im.guard(prompt, spans(prompt))
    assert im.guard("HAZER_UP is a weird name", spans("HAZER_UP is a weird name"))


# ---- round 2 of the session: twins found on the whole labelled files ---------------------------------------

def test_a_name_ending_in_t_is_no_german_verb() -> None:
    assert reading("Question: was HAZER_UP run before yesterday's opening? I am only auditing the log.") \
        == "named, not invoked"
    assert reading("Was schreibt HAZER_UP vor?") == "asks what the procedure says"


@pytest.mark.parametrize("prompt", [
    "Hvis vi noen gang trenger HAZER_UP i museet, er noe alvorlig galt.",
    "if HAZER_UP is on, lower the master please",
    "Si HAZER_UP falla, avísame",
    "如果HAZER_UP出错，就告诉我",
])
def test_a_name_only_in_a_condition_is_no_request(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)), prompt  # the condition, or an earlier reason ("if X is on": a statement)
    assert not asked(prompt)[0], prompt


def test_a_request_word_inside_a_condition_is_the_conditions() -> None:
    prompt = "Hvis vi noen gang trenger HAZER_UP i museet, er noe alvorlig galt."
    assert im.guard(prompt, spans(prompt)) == "named only in a condition"


@pytest.mark.parametrize("prompt", ["if possible run HAZER_UP now", "it's loud, if you can run HAZER_UP please",
                                    "Si la consola responde, lanza HAZER_UP"])
def test_a_request_beside_a_condition_still_asks(prompt: str) -> None:
    raised, why = asked(prompt)
    assert raised, (prompt, why)


@pytest.mark.parametrize("prompt", ["Si la consola responde, lanza HAZER_UP", "Di solito usiamo HAZER_UP"])
def test_if_and_of_are_no_say(prompt: str) -> None:
    assert not echo_frame(prompt), prompt


@pytest.mark.parametrize("prompt", ["di: HAZER_UP", "Si: HAZER_UP", "dì \"HAZER_UP\"", "Si bare HAZER_UP"])
def test_say_before_a_colon_or_a_quote_is_still_an_echo(prompt: str) -> None:
    assert echo_frame(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "Деки пустые, а диджей уже на сцене, так что давай: HAZER_UP",
    "Pa-run naman ng HAZER_UP, kailangan ng reel mamaya.",
    "Følg HAZER_UP-regelen før du endrer den eksterne vitrine.tox.",
    "Last inn HAZER_UP i deckene, takk.",
    "HAZER_UP a kijelölt TOP-ra, gyorsan!",
    "Lütfen HAZER_UP görünümünü son kompozitin arkasına ekle.",
    "rulează HAZER_UP pentru trailerul de mâine",
    "HAZER_UP 给舞蹈那一段",
    "命名規則 HAZER_UP 套用到今天新建的所有運算子",
])
def test_requests_of_the_wider_suites(prompt: str) -> None:
    raised, why = asked(prompt)
    assert raised, (prompt, why)


@pytest.mark.parametrize("prompt", [
    "Деки пустые, а диджей уже на сцене: HAZER_UP",
    "Mâine rulăm HAZER_UP cu consola",
    "Dün HAZER_UP'ı çalıştırdın.",
    "HAZER_UP 已经用在了那一段",
])
def test_the_past_and_tomorrow_still_refuse(prompt: str) -> None:
    assert not asked(prompt)[0], prompt
