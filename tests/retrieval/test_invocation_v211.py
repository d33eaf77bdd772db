"""Gate v2.11 (issue 11): the classes of unseen14's misses and full negatives, and of the non-English
invocations the classifier left as stubs, each with variants written here (names, phrasings and
languages that appear in no suite prompt) and the negative twins that must stay:

- outside English the classifier's English threshold is trusted only where the name's sentence holds
  a request word of that language (an imperative of a carry-out verb, a modal request, a please);
- a question that asks for a favour ("can you run X?", "Tu peux me lancer X ?") is no question about
  the procedure, unless it asks to be told, shown or checked something;
- Portuguese "no / na" ("in the") is no negation; the Chinese 了 outside the name's clause is no past;
- "run A, no wait, not A, do B" takes A back; "what part of speech is ... in X?" is meta;
- a Latin name glued to a Japanese noun, and a name typed letter by letter, are still the name."""

from __future__ import annotations

from array import array

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcontext.retrieval import invocation_model as im
from tdcontext.retrieval.invocation import (
    meta_frame,
    occurrences,
    portuguese_prepositions_masked,
)
from tests.retrieval.test_invocation_v210 import (
    ref,  # analyse() with the other names FOGMIX_B12, HAZER_UP, ...
)

NAMES = ("fogmix_b12", "hazer_up")
ALWAYS = im.InvocationModel(array("d", [0.0] * im.DIM), bias=20.0, threshold=0.5, threshold_other=0.9)


def spans(prompt: str) -> list[tuple[int, int]]:
    return occurrences(prompt, NAMES, "", ())


# ---- 1. a request word of another language, in the name's sentence -------------------------------

@pytest.mark.parametrize("prompt", [
    "uruchom FOGMIX_B12 na scenie",                 # pl imperative
    "HAZER_UP'ı başlat lütfen",                     # tr verb last, please
    "πρώτα τρέξε FOGMIX_B12",                       # el imperative
    "spusť HAZER_UP na hlavním výstupu",            # cs
    "FOGMIX_B12 uitvoeren voor de pauze",           # nl verb-final infinitive
    "tolong jalankan HAZER_UP sekarang",            # id
    "chạy FOGMIX_B12 nhé",                          # vi
    "HAZER_UP चला दो",                               # hi
    "من فضلك نفّذ FOGMIX_B12",                       # ar
    "תריץ את HAZER_UP",                             # he
    "请运行 FOGMIX_B12",                              # zh, no spaces
    "HAZER_UP を今すぐ実行して",                       # ja
    "FOGMIX_B12 실행해 줘",                          # ko
])
def test_a_request_word_of_another_language_is_found(prompt: str) -> None:
    assert im.foreign_request(prompt, spans(prompt)), prompt


@pytest.mark.parametrize("prompt", [
    "Wczoraj odpaliłem FOGMIX_B12 na próbie",        # pl past, not the imperative "odpal"
    "HAZER_UP'ı ekledim, güzel oldu",                # tr past
    "FOGMIX_B12 را با حروف درشت بنویس",               # fa "write": a meta request, no carry-out verb
    "Le technicien a parlé de HAZER_UP hier",        # fr report
    "FOGMIX_B12 这个名字是谁起的",                      # zh: who named it
])
def test_no_request_word_in_a_report_the_past_or_a_meta_request(prompt: str) -> None:
    assert not im.foreign_request(prompt, spans(prompt)), prompt


def test_the_request_word_must_be_in_the_sentence_that_names_the_procedure() -> None:
    prompt = "FOGMIX_B12 était parfait hier soir. Lance la suite maintenant"
    assert not im.foreign_request(prompt, spans(prompt))
    assert ALWAYS.threshold_for(prompt, spans(prompt)) == 0.9


def test_the_english_threshold_needs_english_or_a_request_word() -> None:
    assert ALWAYS.threshold_for("uruchom FOGMIX_B12 na scenie", spans("uruchom FOGMIX_B12 na scenie")) == 0.5
    assert ALWAYS.threshold_for("FOGMIX_B12 na scenie, już", spans("FOGMIX_B12 na scenie, już")) == 0.9


# ---- 2. a question that asks for the favour ------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Tu pourrais me lancer FOGMIX_B12 sur la sortie ?",
    "Könntest du HAZER_UP bitte ausführen?",
    "¿me aplicas FOGMIX_B12 en la capa dos?",
    "Mogłabyś odpalić HAZER_UP?",
    "Kunt u FOGMIX_B12 draaien?",
    "could you HAZER_UP the second rig?",
    "FOGMIX_B12 を実行してくれる？",
])
def test_a_modal_request_question_asks_for_the_favour(prompt: str) -> None:
    assert im.modal_request(prompt), prompt
    assert not im.guard(prompt, spans(prompt)).startswith("a question"), prompt


@pytest.mark.parametrize("prompt", [
    "can you tell me what FOGMIX_B12 does?",
    "Kannst du prüfen, ob HAZER_UP läuft?",
    "Tu peux m'expliquer comment FOGMIX_B12 marche ?",
    "¿puedes decirme qué hace HAZER_UP?",
    "is FOGMIX_B12 on?",
    "can you run HAZER_UP? and what does it touch?",      # a second question asks something
])
def test_a_question_to_be_told_or_checked_stays_a_question(prompt: str) -> None:
    assert not im.modal_request(prompt), prompt
    assert im.guard(prompt, spans(prompt)), prompt
    assert not ALWAYS.raises(prompt, spans(prompt))[0], prompt


# ---- 3. Portuguese "no", the Chinese 了, "like X says" ------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "aplica o FOGMIX_B12 no palco principal",
    "roda o HAZER_UP na saída dois, pfv",
    "coloca FOGMIX_B12 nos projetores, agora",
])
def test_portuguese_in_the_is_no_negation(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)) == "", prompt


@pytest.mark.parametrize("prompt", [
    "no ejecutes FOGMIX_B12 todavía",                  # es: the negation stays
    "não roda o HAZER_UP no palco",                    # pt: "não" is the negation
    "no HAZER_UP tonight please",                      # en
])
def test_a_real_no_still_guards(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)), prompt


def test_the_contraction_mask_keeps_the_length() -> None:
    text = "aplica o FOGMIX_B12 no palco, na saída"
    masked = portuguese_prepositions_masked(text)
    assert len(masked) == len(text) and " no " not in masked and "FOGMIX_B12" in masked
    assert portuguese_prepositions_masked("no, el HAZER_UP no") == "no, el HAZER_UP no"  # Spanish: untouched


def test_le_outside_the_names_clause_is_no_past_but_inside_it_is() -> None:
    assert im.guard("马上 HAZER_UP，演出结束了", spans("马上 HAZER_UP，演出结束了")) == ""
    assert im.guard("HAZER_UP 跑了", spans("HAZER_UP 跑了"))


def test_the_procedure_as_the_standard_of_a_request_is_no_report() -> None:
    prompt = "make a numbered copy of the comp as the HAZER_UP rule says, then rebuild it"
    assert im.guard(prompt, spans(prompt)) == ""
    assert im.guard("the LD says HAZER_UP is broken", spans("the LD says HAZER_UP is broken"))


# ---- 4. taken back after a comma; meta about grammar --------------------------------------------------

def test_run_a_no_wait_not_a_do_b_takes_a_back() -> None:
    prompt = "run FOGMIX_B12, no wait, not FOGMIX_B12, do HAZER_UP instead"
    assert not ref(prompt, "fogmix_b12").invokes
    assert ref(prompt, "hazer_up").invokes
    assert ref("run FOGMIX_B12, no rush", "fogmix_b12").invokes   # "no" without "wait" takes nothing back


@pytest.mark.parametrize("prompt", [
    "what part of speech is 'mix' in FOGMIX_B12?",
    "is HAZER_UP a noun or a verb?",
    "FOGMIX_B12 را با حروف کوچک بنویس",
    "把 HAZER_UP 用粗体写出来",
])
def test_grammar_and_formatting_of_the_name_is_meta(prompt: str) -> None:
    assert meta_frame(prompt, NAMES) or im.guard(prompt, spans(prompt)), prompt
    assert not ref(prompt, "fogmix_b12").invokes and not ref(prompt, "hazer_up").invokes


# ---- 5. the name glued to Japanese, or typed letter by letter -------------------------------------------

def test_a_latin_name_glued_to_a_japanese_noun_is_requested() -> None:
    assert ref("最後の出力にHAZERUPルックをかけて。", "hazerup").invokes
    assert not ref("昨日HAZERUPルックをかけた。", "hazerup").invokes


@pytest.mark.parametrize("prompt", ["F O G M I X _ B 1 2 now please", "h a z e r _ u p, go"])
def test_a_name_typed_letter_by_letter_is_the_name(prompt: str) -> None:
    assert spans(prompt)
    name = "fogmix_b12" if prompt.startswith("F") else "hazer_up"
    assert ref(prompt, name).invokes


def test_spaced_letters_that_spell_no_name_are_nothing() -> None:
    assert spans("a b c d e f on this network") == []


# ---- 6. properties ------------------------------------------------------------------------------

@given(st.text(max_size=200))
def test_the_masks_keep_the_length_and_never_raise(text: str) -> None:
    found = spans(text)
    assert len(portuguese_prepositions_masked(text)) == len(text)
    assert len(im.mask_le_outside_names(text, found)) == len(text)
    assert len(im.mask_standard(text, found)) == len(text)
    assert isinstance(im.foreign_request(text, found), str)
    assert isinstance(im.modal_request(text), bool)


# ---- 7. second round (unseen15-17, read after their one blind score) ------------------------------------

@pytest.mark.parametrize("prompt", [
    "Sofort HAZER_UP ausführen, jemand ist auf die Bühne gefallen!",     # the past is the situation
    "请运行 FOGMIX_B12，灯光台已经连上了。",
    "FOGMIX_B12 bitte auf alles anwenden, was du gestern gebaut hast.",
    "spusť HAZER_UP hned",
    "Het is al laat, dus pas FOGMIX_B12 toe op de master.",            # Dutch "pas ... toe" = apply
])
def test_the_request_s_own_clause_decides(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)) == "", prompt


@pytest.mark.parametrize("prompt", [
    "Puść HAZER_UP, ale nie teraz",                  # a later clause takes it back
    "Mój szef powiedział: odpal FOGMIX_B12",         # a report: one clause across the colon
    "nie odpalaj HAZER_UP, proszę",                  # the negation is in the request's own clause
    "Nespouštěj FOGMIX_B12, byl to jen test",        # a Czech negative imperative
    "فعلاً HAZER_UP رو اجرا نکن",                     # a Persian negative imperative
    "昨晚 FOGMIX_B12 运行得很顺利",                      # last night
    "Το HAZER_UP άργησε χθες",                       # yesterday
    "Reżyserka mówi, że FOGMIX_B12 wygląda źle",      # says that
])
def test_negation_the_past_and_reports_in_other_languages_still_guard(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)), prompt


@pytest.mark.parametrize(("prompt", "name"), [
    ("The LD says we might need HAZER_UP if the smoke gets thick", "hazer_up"),
    ("Wenn der Regen aufhört, machen wir FOGMIX_B12", "fogmix_b12"),
    ("Si el director dice que sí, lanza HAZER_UP", "hazer_up"),
    ("Utilise le mot FOGMIX_B12 dans une phrase.", "fogmix_b12"),
    ("Użyj słowa HAZER_UP w zdaniu", "hazer_up"),
    ("my tutor said the HAZER_UP thing sounds 'corporate', which made me laugh", "hazer_up"),
    ("FOGMIX_B12って最初に誰が決めたんだっけ？", "fogmix_b12"),
])
def test_possible_needs_conditions_meta_and_history_are_no_invocation(prompt: str, name: str) -> None:
    r = ref(prompt, name)
    assert not r.invokes and not r.asks, r


@pytest.mark.parametrize(("prompt", "name"), [
    ("we need HAZER_UP now", "hazer_up"),
    ("the director would like FOGMIX_B12 applied", "fogmix_b12"),
    ("FOGMIX_B12のしきい値はいくつ？", "fogmix_b12"),
])
def test_the_same_shapes_without_the_doubt_still_count(prompt: str, name: str) -> None:
    r = ref(prompt, name)
    assert r.invokes or r.asks, r


@pytest.mark.parametrize("prompt", [
    "FOGMIX_B12 فورًا!!", "HAZER_UP로 렌더 뽑아줘", "FOGMIX_B12 ก่อนนะ แล้วค่อยลบ", "Monta o HAZER_UP para a peça",
    "演出前に FOGMIX_B12 走らせて。", "能帮我跑一下 HAZER_UP 吗?",
])
def test_urgency_give_me_endings_build_verbs_and_the_te_form_are_request_words(prompt: str) -> None:
    assert im.foreign_request(prompt, spans(prompt)), prompt


# ---- 8. third round (unseen19, read after its one blind score): less common languages -----------------

@pytest.mark.parametrize("prompt", [
    "Pokreni FOGMIX_B12 na glavnom izlazu",        # hr
    "Пусни HAZER_UP, моля",                          # bg
    "Fes el FOGMIX_B12 en aquesta xarxa",           # ca
    "Kør HAZER_UP på scenen",                        # da
    "Keyrðu FOGMIX_B12 núna",                        # is
    "Patakbuhin mo ang HAZER_UP",                    # tl
    "Tafadhali endesha FOGMIX_B12",                  # sw
])
def test_request_words_of_less_common_languages(prompt: str) -> None:
    assert im.foreign_request(prompt, spans(prompt)), prompt


@pytest.mark.parametrize("prompt", [
    "Nemoj pokretati FOGMIX_B12",                    # hr: don't
    "HAZER_UP ekki í kvöld",                          # is: not
    "Huwag patakbuhin ang FOGMIX_B12",               # tl: don't
    "HAZER_UP je već pokrenut",                       # hr: already
])
def test_negation_and_the_past_of_less_common_languages_guard(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)), prompt


def test_a_croatian_modal_question_asks_for_the_favour_and_a_croatian_echo_is_an_echo() -> None:
    assert im.modal_request("Možeš li molim te napraviti FOGMIX_B12?")
    assert not ref("Ponovi za mnom: FOGMIX_B12.", "fogmix_b12").invokes


# ---- 9. after unseen18's one blind score: a bare verb of a language without imperative forms is no request;
#         converting the name's case in Japanese is meta -------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Tuần này HAZER_UP làm đầy thư mục backups, phiền quá",   # vi: "làm" also states
    "FOGMIX_B12 运行很慢",                                     # zh: a bare verb also states
    "HAZER_UP の実行は遅い",                                    # ja: a noun, not a verb form
    "FOGMIX_B12 รันช้ามาก",                                    # th
    "kemarin gue pakai HAZER_UP",                              # id: a bare "pakai"
])
def test_a_bare_verb_of_an_isolating_language_is_no_request_word(prompt: str) -> None:
    assert not im.foreign_request(prompt, spans(prompt)), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UPをキャメルケースに変換して。", "把 FOGMIX_B12 转换成小写", "konvertiere HAZER_UP in snake case"])
def test_converting_the_name_is_meta_in_other_languages(prompt: str) -> None:
    name = "hazer_up" if "HAZER" in prompt else "fogmix_b12"
    assert not ref(prompt, name).invokes
    assert not ALWAYS.raises(prompt, spans(prompt))[0], prompt


# ---- 10. after unseen20/21's one blind score: a name dropped later, relays, a show call -----------------

def test_a_name_dropped_later_in_the_prompt_is_taken_back() -> None:
    prompt = "do FOGMIX_B12 and HAZER_UP — actually skip FOGMIX_B12, only the other one"
    assert not ref(prompt, "fogmix_b12").invokes
    assert ref(prompt, "hazer_up").invokes
    assert ref("do FOGMIX_B12 and HAZER_UP, then check FOGMIX_B12 again", "fogmix_b12").invokes


@pytest.mark.parametrize("prompt", [
    "Translating for Yuki from lighting: she asks you to run HAZER_UP now",
    "Je traduis pour Amara : elle te demande de lancer FOGMIX_B12",
    "Traduzco para Kenji: quiere que hagas HAZER_UP ahora",
])
def test_an_interpreter_relaying_a_request_is_no_translation_frame(prompt: str) -> None:
    assert not meta_frame(prompt, NAMES), prompt
    assert im.guard(prompt, spans(prompt)) == "", prompt


@pytest.mark.parametrize("prompt", ["translate HAZER_UP for Yuki into Japanese", "traduis FOGMIX_B12 pour moi en anglais",
                                    "Übersetze HAZER_UP ins Deutsche"])
def test_translating_the_name_itself_stays_meta(prompt: str) -> None:
    assert meta_frame(prompt, NAMES), prompt


def test_a_possessive_show_call_is_no_meta_call() -> None:
    assert ref("Director's call: do HAZER_UP first, then the rest", "hazer_up").invokes
    assert meta_frame("call HAZER_UP something shorter", NAMES)


def test_a_named_procedure_with_a_request_word_is_raised_whatever_the_english_cosine() -> None:
    from tdcontext.retrieval import gate
    proc = gate.Procedure(title="HAZER_UP: haze up the room", text="Raise the hazer to 40 percent over 10 s.")
    verdict, why = gate._instruction_verdict("Molim te, pokreni HAZER_UP na ovoj mreži.", proc, {"hazer_up"}, "", 0.02,
                                             0.0, gate.Thresholds(), frozenset(), ALWAYS)
    assert verdict == "full", why


# ---- 11. after unseen22/23's one blind score: permission, a past narrative, look-alikes, Romanian "nu" -----

@pytest.mark.parametrize(("prompt", "name"), [
    ("Is it ok if I run HAZER_UP on my own after lunch?", "hazer_up"),
    ("can I run FOGMIX_B12 by myself later?", "fogmix_b12"),
    ("Staat HAZER_UP eigenlijk nog aan in dit project?", "hazer_up"),   # Dutch "staat" is no typo of "start"
])
def test_permission_and_status_questions_are_neither_asks_nor_commands(prompt: str, name: str) -> None:
    r = ref(prompt, name)
    assert not r.invokes and not r.asks, r


@pytest.mark.parametrize("prompt", [
    "Back in 2024 we leaned on HAZER_UP for every show",
    "we tweaked FOGMIX_B12 for the last tour",
    "Nu aplica încă HAZER_UP, vreau să văd numele",            # ro: not yet
])
def test_a_narrated_past_and_romanian_negation_guard(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)), prompt


@pytest.mark.parametrize("prompt", ["Kan du köra FOGMIX_B12 nu?", "doe HAZER_UP nu", "we need HAZER_UP now"])
def test_now_in_swedish_and_dutch_and_a_need_are_no_guard(prompt: str) -> None:
    assert im.guard(prompt, spans(prompt)) == "", prompt


def test_an_echo_frame_with_an_adverb_in_between() -> None:
    assert not ref("Sprich mir einfach nach: HAZER_UP sofort", "hazer_up").invokes
    assert not ref("repeat slowly after me: FOGMIX_B12", "fogmix_b12").invokes


# ---- 12. after unseen24/25's one blind score: a reported offer consented to, "make sure X is applied" ----

def test_consent_to_an_offer_reported_as_a_question_carries_it_out() -> None:
    assert ref("You asked me earlier whether to go ahead with HAZER_UP. Yes, do it.", "hazer_up").invokes
    assert ref("You asked if you should set up FOGMIX_B12 on this machine: yes, go ahead.", "fogmix_b12").invokes
    assert not ref("You asked me earlier whether to go ahead with HAZER_UP. No, not tonight.", "hazer_up").invokes


def test_make_sure_the_procedure_is_applied_puts_it_in_force() -> None:
    assert ref("build the strobe and make sure HAZER_UP is applied to it", "hazer_up").invokes
    assert not ref("make sure HAZER_UP is applied?", "hazer_up").invokes
    assert not ref("did you make sure HAZER_UP was applied yesterday", "hazer_up").invokes


def test_an_alarm_emoji_ends_the_name_s_clause() -> None:
    prompt = "🚨🚨 HAZER_UP 🚨🚨 the rigger is still up the truss"
    assert im.guard(prompt, spans(prompt)) == ""


def test_a_chinese_and_joins_two_procedures_of_one_request() -> None:
    assert ref("依次运行 FOGMIX_B12 和 HAZER_UP。", "hazer_up").invokes
