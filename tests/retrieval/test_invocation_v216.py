"""Gate v2.16 (issue 11, session 15): classes read from the blind suites unseen76-81 after their blind scores, each
written as a rule of a language's grammar or of a chat shape, with names and titles of no suite prompt (FOGMIX_B12,
HAZER_UP, a declared SHIMMER, "SNOWFALL: roll the fog along the stage floor") and the twins that must still be
refused:

- a name misspelt in capitals ("run SHIMMEER") is the name; a slash command's later clause with its own subject is
  context; "X can wait" puts X off; "reckon you could"; a title of address ("Sir please ..."), "oya";
- "now" after the name in Korean, Chinese, Japanese and Thai; the sunglasses face is no reaction; a log written to is
  no report; the end of the set announced, then the name; "not X but Y" and "no X — Y" in other languages;
- a deferral in a clause with its own subject is that clause's; a deferral before the name in its sentence is one;
- meta and echo: "in capital letters", "quotation marks around", translate / spell / letters in the long-tail
  languages, "copy this exactly, nothing else:", "照着我说一遍："; "X sits on the cue sheet" is a statement;
- requests: the Rioplatense voseo, Czech "dej", Norwegian "sett opp", terse Japanese "X を…に。", Korean with a place
  before the verb;
- title words: the title's own verb, a verb of building, determiners that differ, consent to an offer made in the
  title's words.
"""

from __future__ import annotations

import pytest

from tdcontext.retrieval.invocation import (
    NameResolver,
    analyse,
    canonical_commands,
    caps_typo_spans,
    echo_frame,
    meta_frame,
    occurrences,
)
from tests.retrieval.test_invocation_v214 import ALWAYS, asked, threshold

SNOWFALL = "SNOWFALL: roll the fog along the stage floor"


def raised_for(prompt: str, name: str) -> bool:
    """The permissive model's answer for one name's spans only (the other name is another procedure)."""
    return ALWAYS.raises(prompt, occurrences(prompt, (name,), "", ("fogmix_b12", "hazer_up")))[0]


def invokes(prompt: str, name: str = "hazer_up", title: str = "") -> bool:
    others = [n for n in ("fogmix_b12", "hazer_up") if n != name]
    return analyse(prompt, {name} if name else set(), "", others, "", title).invokes


def invokes_title(prompt: str, title: str = SNOWFALL) -> bool:
    return analyse(prompt, set(), "", ["fogmix_b12", "hazer_up"], title.split(":")[0] if ":" in title else "",
                   title).invokes


# ---- names: misspelt in capitals, slash commands -----------------------------------------------------------

@pytest.mark.parametrize("prompt", ["pls run SHIMMEER on the caster cam", "SHIMMMER on cam 2 please", "run SHIMMRE now"])
def test_a_word_name_misspelt_in_capitals_is_the_name(prompt: str) -> None:
    assert occurrences(prompt, ("shimmer",)), prompt
    assert NameResolver([("ins_shimmer", ("shimmer",))]).candidates(prompt) == {"ins_shimmer"}


@pytest.mark.parametrize("prompt", [
    "pls run shimmeer on the caster cam",     # lower case: a typo of a word, not a name
    "PLS RUN SHIMMEER ON THE CASTER CAM",     # all shouted: capitals say nothing
    "run SHIMMERS now",                       # a dictionary word
    "run SHIMMER2 now",                       # a digit added: another thing
])
def test_a_misspelt_word_name_needs_capitals_in_a_prompt_that_is_not_shouted(prompt: str) -> None:
    assert not caps_typo_spans(prompt, ("shimmer",)), prompt


def test_a_capitals_label_misspelt_in_capitals_is_the_label() -> None:
    assert caps_typo_spans("run ARCHVE on bloom.tox first", (), (), "ARCHIVE")
    assert not caps_typo_spans("run ARCHVE on bloom.tox first", (), ("archve",), "ARCHIVE")  # another procedure's name


@pytest.mark.parametrize("prompt", [
    "/hazer_up on /project1/lobby, the volunteers had a go at it",
    "/HAZER_UP on the selected TOP — preview bus only, not the outgoing stream, the pastor wants to see it",
])
def test_a_slash_commands_later_clause_with_its_own_subject_is_context(prompt: str) -> None:
    assert canonical_commands(prompt, ("hazer_up",)).lower().startswith("run hazer_up"), prompt


@pytest.mark.parametrize("prompt", [
    "/hazer_up crashed again, help", "/hazer_up, it crashed again", "/hazer_up - ran fine", "/hazer_up, the macro crashed",
])
def test_a_slash_command_that_is_reported_on_stays_a_report(prompt: str) -> None:
    assert canonical_commands(prompt, ("hazer_up",)) == prompt


# ---- deferral --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "ok the bishop is here early, HAZER_UP can wait, just FOGMIX_B12 on the stream PC now",
    "HAZER_UP can easily wait, run FOGMIX_B12",
])
def test_a_name_that_can_wait_is_put_off(prompt: str) -> None:
    assert not invokes(prompt, "hazer_up")
    assert not raised_for(prompt, "hazer_up")
    assert invokes(prompt, "fogmix_b12") or raised_for(prompt, "fogmix_b12")


@pytest.mark.parametrize("prompt", ["HAZER_UP kann warten, mach jetzt FOGMIX_B12", "HAZER_UP может подождать, запусти FOGMIX_B12"])
def test_can_wait_in_other_languages(prompt: str) -> None:
    assert not raised_for(prompt, "hazer_up")


def test_a_deferral_in_a_clause_with_its_own_subject_is_that_clauses() -> None:
    assert invokes("FOGMIX_B12 on the theatre network first, then HAZER_UP, the relief tech from the other ship is "
                   "taking over tomorrow.")
    assert invokes("The circus does a club night on Saturday, so run HAZER_UP on the fire camera")
    assert not invokes("HAZER_UP tomorrow, the crew is tired")
    assert not invokes("run HAZER_UP, we do it tomorrow")


@pytest.mark.parametrize("prompt", ["tomorrow run HAZER_UP", "next week, HAZER_UP on the lobby", "on friday run HAZER_UP"])
def test_a_deferral_before_the_name_in_its_sentence_defers_it(prompt: str) -> None:
    assert not invokes(prompt)


# ---- polite shapes, now, reactions, logs -----------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Howdy, reckon you could run HAZER_UP on the rodeo loop before supper?",
    "do you reckon you can run HAZER_UP on the loop?",
    "Sir please run HAZER_UP right now, there is smoke near the booth",
    "Oya put HAZER_UP on top of the dome master",
])
def test_polite_frames_and_titles_of_address(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "do you think HAZER_UP is safe?", "I think you could run HAZER_UP better", "do you think you could run HAZER_UP later?",
])
def test_think_without_a_request_is_no_request(prompt: str) -> None:
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP 지금!!", "HAZER_UP 马上！", "HAZER_UP 今すぐ", "HAZER_UP เลยค่ะ", "HAZER_UP ตอนนี้"])
def test_now_after_the_name_in_korean_chinese_japanese_and_thai_is_a_request(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP 지금 상태가 어때", "HAZER_UP 现在怎么样"])
def test_now_inside_a_sentence_is_not_a_request(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.94), prompt


def test_the_sunglasses_face_swaggers_and_a_heart_eyes_face_reacts() -> None:
    assert "wow" not in canonical_commands("HAZER_UP en la cámara 😎🔥 ya")
    assert "wow" in canonical_commands("HAZER_UP 😍")


def test_a_log_written_to_is_no_report() -> None:
    assert asked("End of set, HAZER_UP, and log the time to the show log like always.")[0]
    assert not asked("HAZER_UP is in the log from last night")[0]
    assert not asked("check the HAZER_UP log")[0]


# ---- other languages -------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Vége a szettnek: HAZER_UP", "Bon, c'est la fin du défilé, on coupe : HAZER_UP.", "Konec setu — HAZER_UP!",
    "Конец сета, HAZER_UP.",
])
def test_the_end_of_the_set_announced_then_the_name(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "Fin du set : HAZER_UP a planté", "Konec setu: HAZER_UP?", "Ende der Probe, HAZER_UP war zu früh",
    "Vége a szettnek: HAZER_UP nem működött",
])
def test_the_end_of_the_set_then_a_report_or_question_is_none(prompt: str) -> None:
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "Не FOGMIX_B12, а HAZER_UP на камеру кастера, сорри", "no el FOGMIX_B12, sino HAZER_UP en la cámara",
    "Ok. Nicht FOGMIX_B12, sondern HAZER_UP.", "nej vent, ikke FOGMIX_B12 — kør HAZER_UP i stedet",
    "no, esperá, no FOGMIX_B12 — corré HAZER_UP, que el público ya está entrando",
])
def test_not_the_other_but_this_one_is_a_request_for_this_one(prompt: str) -> None:
    assert raised_for(prompt, "hazer_up") or invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "Не запускай HAZER_UP, а FOGMIX_B12", "nicht HAZER_UP, sondern FOGMIX_B12", "ikke HAZER_UP — kør FOGMIX_B12",
])
def test_the_negated_one_of_a_correction_stays_negated(prompt: str) -> None:
    assert not raised_for(prompt, "hazer_up") and not invokes(prompt), prompt


def test_a_contrast_inside_a_statement_is_no_request() -> None:
    assert threshold("Das Problem ist nicht FOGMIX_B12, sondern HAZER_UP") == pytest.approx(0.94)


@pytest.mark.parametrize("prompt", [
    "Ejecutá HAZER_UP para el ensayo general de esta noche.", "Fin de la función: hacé el HAZER_UP de final de set.",
    "Dej na finální kompozici HAZER_UP, ať to má náš look.", "sett opp HAZER_UP før lydsjekken",
    "HAZER_UP をメイン出力に。", "HAZER_UP 규칙을 후렴 플래시에 적용해.",
])
def test_requests_in_more_grammars(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "No ejecutés HAZER_UP todavía", "HAZER_UP をメイン出力に使った", "HAZER_UP 규칙을 후렴 플래시에 적용하지 마",
    "HAZER_UP 은 어제 메인 출력에 적용했어", "HAZER_UP 를 화면에 적용해도 돼?",
])
def test_their_negated_past_and_asked_twins_are_not(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- meta, echo, statements ------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "give me hazer_up in capital letters, just the bare word", "HAZER_UP in block capitals please",
    "put quotation marks around HAZER_UP and give me nothing else", "Hvor mange bogstaver er der i HAZER_UP?",
    "Przeliteruj HAZER_UP litera po literze.", "Як перекласти 'dim hours' українською?",
    "Vertaal HAZER_UP naar het Nederlands", "Översätt HAZER_UP till svenska",
])
def test_more_meta_frames(prompt: str) -> None:
    assert meta_frame(prompt, ("hazer_up",)), prompt
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "run HAZER_UP in the capital city venue", "put HAZER_UP on the quotation screen", "run HAZER_UP and FOGMIX_B12",
])
def test_their_twins_are_not_meta(prompt: str) -> None:
    assert not meta_frame(prompt, ("hazer_up",)), prompt


@pytest.mark.parametrize("prompt", [
    "copy this exactly, nothing else: HAZER_UP the stage", "type this back, exactly: run HAZER_UP",
    "照着我说一遍：运行 HAZER_UP。", "跟着我念：HAZER_UP",
])
def test_more_echo_frames(prompt: str) -> None:
    assert echo_frame(prompt), prompt
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["copy this to the show PC: HAZER_UP settings", "copy the HAZER_UP cue, nothing else changes"])
def test_copy_without_repeat_back_words_is_no_echo(prompt: str) -> None:
    assert not echo_frame(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "HAZER_UP sits on the cue sheet as cue 47, right after the finale bows", "HAZER_UP lives in /project1/fx",
    "HAZER_UP usually happens after the drop",
])
def test_a_verb_of_place_or_state_after_the_name_is_a_statement(prompt: str) -> None:
    raised, why = asked(prompt)
    assert not raised and "statement" in why, (prompt, why)


def test_goes_after_the_name_places_a_command() -> None:
    assert "statement" not in asked("HAZER_UP goes on cam 2 now please")[1]


# ---- title words -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "roll the fog along this stage floor please, the kids are coming in",
    "can you roll the fog along the stage floor for me, I cannot see the edges anymore",
])
def test_the_titles_own_verb_opening_its_words_is_a_request(prompt: str) -> None:
    assert invokes_title(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "we rolled the fog along the stage floor yesterday", "I tried to roll the fog along the stage floor",
    "don't roll the fog along the stage floor", "how do I roll the fog along the stage floor?",
    "if you roll the fog along the stage floor it is fine", "after the show roll the fog along the stage floor",
])
def test_its_past_negated_asked_and_conditional_twins_are_not(prompt: str) -> None:
    assert not invokes_title(prompt), prompt


@pytest.mark.parametrize("prompt, title", [
    ("map the hazer to DMX universe 2 for the guest band tonight", "FOGMAP: map the hazer to DMX universe 2"),
    ("set up the fog cue list for the finale from the choreographer's sheet", "FOGCUES: fog cue list for the finale"),
    ("apply the riverside venue dim hours now, the clock just ticked past 22:00", "Dim hours at the riverside venue"),
    ("Sir please do the immediate fog burst right now, there is a gap in the scene", "FOGBURST rule: immediate fog burst"),
])
def test_a_verb_of_building_or_the_titles_verb_governing_its_words(prompt: str, title: str) -> None:
    assert invokes_title(prompt, title), prompt


@pytest.mark.parametrize("prompt, title", [
    ("did you map the hazer to DMX universe 2?", "FOGMAP: map the hazer to DMX universe 2"),
    ("never set up the fog cue list for the finale again", "FOGCUES: fog cue list for the finale"),
    ("we applied the riverside venue dim hours yesterday", "Dim hours at the riverside venue"),
])
def test_their_twins_are_not_requests(prompt: str, title: str) -> None:
    assert not invokes_title(prompt, title), prompt


def test_consent_to_an_offer_made_in_the_titles_words() -> None:
    title = "Hazer handshake"
    assert invokes_title("You asked whether to do the hazer handshake before doors. Yes, go ahead.", title)
    assert not invokes_title("You asked whether to do the hazer handshake before doors. No, not yet.", title)
    assert not invokes_title("you offered to skip the hazer handshake. yes go", title)



# ---- corrections, modifiers, more request words (read from the in-sample files) --------------------------

@pytest.mark.parametrize("prompt", [
    "kör HAZER_UP... nej vänta, inte den — kör FOGMIX_B12 istället",
    "Metti HAZER_UP — anzi no, niente HAZER_UP: fai FOGMIX_B12.",
    "あ、HAZER_UPじゃなくてFOGMIX_B12の方でお願い。",
    "HAZER_UP 말고 FOGMIX_B12 실행해 줘",
])
def test_the_procedure_taken_back_or_corrected_away_from(prompt: str) -> None:
    assert not invokes(prompt) and not raised_for(prompt, "hazer_up"), prompt
    assert invokes(prompt, "fogmix_b12") or raised_for(prompt, "fogmix_b12"), prompt


@pytest.mark.parametrize("prompt", ["kör HAZER_UP nu, tack", "HAZER_UPをお願い。", "HAZER_UP 실행해 줘"])
def test_their_twins_without_the_correction_still_ask(prompt: str) -> None:
    assert invokes(prompt) or raised_for(prompt, "hazer_up"), prompt


def test_a_word_name_after_another_modifier_is_the_ordinary_word() -> None:
    title = "SMOKE: end-of-set smoke burst"
    assert not analyse("do the immediate smoke now", {"smoke"}, "", ["hazer_up"], "", title).invokes
    assert not analyse("do the total smoke", {"smoke"}, "", ["hazer_up"], "", title).invokes
    assert analyse("do the smoke now", {"smoke"}, "", ["hazer_up"], "", title).invokes
    assert analyse("do the usual smoke now", {"smoke"}, "", ["hazer_up"], "", title).invokes
    assert analyse("do the end-of-set smoke", {"smoke"}, "", ["hazer_up"], "", title).invokes   # its own title's word
    assert analyse("run the immediate SMOKE now", {"smoke"}, "", ["hazer_up"], "", title).invokes  # capitals: the name


def test_a_need_of_someone_else_on_another_day_is_no_deferral() -> None:
    assert invokes("The teaser needs a clean file for the press tomorrow, so please, HAZER_UP.")


@pytest.mark.parametrize("prompt", [
    "Od teraz trzymaj się zasady FOGMIX_B12 przy wszystkich nowych operatorach.",
    "नए ऑपरेटर बनाते वक्त FOGMIX_B12 नियम मानो",
    "HAZER_UP no TOP selecionado e depois FOGMIX_B12 no composite final.",
])
def test_more_request_words_lower_the_threshold(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


@pytest.mark.parametrize("prompt", ["Folosește cuvântul HAZER_UP într-o propoziție", "Як правильно вимовляти HAZER_UP?"])
def test_the_word_and_pronunciation_in_romanian_and_ukrainian_are_meta(prompt: str) -> None:
    assert meta_frame(prompt, ("hazer_up",)), prompt


def test_a_translator_relaying_a_call_is_no_translation_request() -> None:
    assert not meta_frame("Перекладач: режисер каже — HAZER_UP зараз, сет закінчився", ("hazer_up",))
    assert meta_frame("Переклади HAZER_UP англійською", ("hazer_up",))


def test_no_pattern_spells_a_thai_vowel_that_folding_splits() -> None:
    """Prompts are read NFKC-folded, which splits the Thai and Lao vowel "am" (ำ, ຳ) in two: a pattern that spells it
    composed can never match ("คำว่า X", "ทำ X" went unread before v2.16). Every pattern of both modules is checked."""
    import re as _re

    from tdcontext.lazyre import LazyPattern
    from tdcontext.retrieval import invocation as inv_module
    from tdcontext.retrieval import invocation_model as im

    checked = 0
    for module in (inv_module, im):
        for name, value in vars(module).items():
            if isinstance(value, (_re.Pattern, LazyPattern)):
                checked += 1
                assert "\u0e33" not in value.pattern and "\u0eb3" not in value.pattern, (module.__name__, name)
    assert checked > 100
    assert meta_frame("คำว่า HAZER_UP อ่านยังไง", ("hazer_up",))
    assert threshold("ทำ HAZER_UP กับเน็ตเวิร์กนี้ที") == pytest.approx(0.3)


# ---- classes read from unseen82-84 after their blind score ------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Miss says we need the fog cue so please do HAZER_UP in our project",
    "the director wants it to look old and broken so can we do HAZER_UP on the selected movie TOP",
])
def test_so_opens_a_request_after_the_situation(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "it crashed so do not run HAZER_UP", "HAZER_UP broke so run it again?", "I ran HAZER_UP so run FOGMIX_B12 now",
])
def test_so_does_not_lift_a_negation_question_or_report_of_the_name_itself(prompt: str) -> None:
    assert not invokes(prompt), prompt


def test_please_or_so_ends_the_stretch_a_statement_is_read_in() -> None:
    assert "statement" not in asked("hazer up on the led wall please the dj is on and the crowd wants it")[1]
    assert "statement" in asked("HAZER_UP on the led wall is too bright")[1]


def test_a_past_time_and_a_past_verb_after_a_fronted_name_are_a_report() -> None:
    assert not invokes("HAZER_UP at the end of my set last Friday went perfect, the crowd cheered")
    assert invokes("HAZER_UP at the end of the set, like last Friday")


def test_a_view_reported_before_the_name_is_no_question_about_its_text() -> None:
    from tdcontext.retrieval.invocation import asks_in_body_terms

    body = "Never more than three flashes per second; slow the effect down when the strobe rate is higher."
    assert not asks_in_body_terms("our teacher says HAZER_UP is the reason the effect feels slow, do other schools "
                                  "use that kind of rule?", {"hazer_up"}, "", [], "", "HAZER_UP: safe strobe", body)
    assert asks_in_body_terms("why does HAZER_UP make the effect feel slow?", {"hazer_up"}, "", [], "",
                              "HAZER_UP: safe strobe", body)


def test_operator_default_names_are_no_object_of_a_naming_frame() -> None:
    prompt = "can u do the naming rule HAZER_UP on the ops we just made, they're all called noise1 level3 and stuff"
    assert not meta_frame(prompt, ("hazer_up",))
    assert meta_frame("call it HAZER_UP", ("hazer_up",))


def test_already_after_an_hour_in_words_is_the_hour_and_then_closes_a_condition() -> None:
    prompt = "if it's already after ten at the venue then apply HAZER_UP, and it's 22:20 now so yes apply it"
    raised, why = asked(prompt)
    assert raised, why


def test_spelled_letters_with_a_dictated_underscore() -> None:
    assert canonical_commands("H A Z E R underscore U P please, doors in an hour", ("hazer_up",)).startswith("HAZER_UP")
    assert canonical_commands("H A Z E R underscore U P please", ("fogmix_b12",)).startswith("H A Z E R")


@pytest.mark.parametrize("prompt", [
    "cheers lads, HAZER_UP looked savage on the wall when the cars went past",
    "wah the museum party was so best lah, HAZER_UP at the end was perfect",
    "nice one, ta very much, catch you at the next race weekend",
])
def test_reactions_and_farewells_are_acknowledgements(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent

    assert classify_intent(prompt, names=("hazer_up",)).label == "ack", prompt


@pytest.mark.parametrize("prompt", [
    "thanks, HAZER_UP was perfect, now run FOGMIX_B12", "cheers, HAZER_UP looked great but it flickered",
    "wow HAZER_UP was perfect, run it again", "ta, run HAZER_UP next", "merci, lance HAZER_UP",
])
def test_a_reaction_that_goes_on_to_ask_or_complain_is_not(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent

    assert classify_intent(prompt, names=("hazer_up",)).label == "question", prompt


@pytest.mark.parametrize("prompt", [
    "Начни ответ со слова HAZER_UP.", "Commence ta réponse par HAZER_UP", "Kirjoita HAZER_UP lihavoituna",
])
def test_more_meta_frames_from_the_major_and_wider_languages(prompt: str) -> None:
    assert meta_frame(prompt, ("hazer_up",)), prompt


def test_malay_repeat_back() -> None:
    assert echo_frame("Ulang balik ayat ni: jalankan HAZER_UP")
    assert not echo_frame("Ulang HAZER_UP sekali lagi")   # "repeat X once more": run it again


@pytest.mark.parametrize("prompt", [
    "最後輸出套用 HAZER_UP", "照 HAZER_UP 規則：改 mascot.tox 之前先存一個編號副本", "FOGMIX_B12 이랑 HAZER_UP 둘 다 지금 실행",
    "ой нет, не FOGMIX_B12, а HAZER_UP на /project1/stage", "pojmenuj ty nové operátory podle pravidla HAZER_UP, díky",
])
def test_more_requests_in_other_languages(prompt: str) -> None:
    assert invokes(prompt) or raised_for(prompt, "hazer_up"), prompt


def test_portuguese_then() -> None:
    assert threshold("FOGMIX_B12 e a seguir HAZER_UP no logo selecionado") == pytest.approx(0.3)
