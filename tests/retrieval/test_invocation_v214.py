"""Gate v2.14 (issue 11, session 12): classes read from the blind suites unseen55-57, each written as a rule of
a language's grammar or of a chat shape, with names and phrasings of no suite prompt (FOGMIX_B12, HAZER_UP, the
"dim hours" rule) and the twins that must still be refused:

- tomorrow, next week and later in the wider suites' languages defer the act, wherever they stand ("Mâine
  facem X", "Besok aja X");
- the Japanese plain past and plain negative ("X は先週使ったけど、今日は使わない");
- who wrote or made the procedure is its history, in more languages ("kto napisał procedurę X?");
- vowels and characters counted, pronouncing and writing the name, in more languages, are meta;
- "what the X sticker means", embedded, asks for a meaning;
- a Greek question ends in ";"; question words of the wider suites' languages; a frame noun before a title
  phrase marks it ("Quy tắc dim hours ...") in any of its cases ("τον κανόνα");
- urgency and "first" as request words ("ya mismo", "швидко", "先 X 再 Y"), an English request in the name's
  sentence of a prompt in another language ("/hazer_up לאינטרו"), every request word of the sentence in an
  English-looking prompt, not only the first;
- a full stop inside a file name ends no sentence ("bloom.tox");
- a fenced log without the name is pasted output; "already" before a clock time is the hour; a checked item of
  another line is that item's state; "X, I mean." says which procedure was meant;
- "no, wait" in other languages takes a call back.

Round 4 (from unseen64-66, read after their blind score): a request's scope or urgency ("nothing else", "don't ask me
to confirm") and conceded reluctance are no negation; an unfenced log line is pasted output; two names as
alternatives in a question are a choice; "word for word" in more languages; clause-opening imperatives; "now" right
after the name; "then" after "first"; an unchecked item asked for on its own line; consent to a recalled offer;
"can we get"; "tonight's" as the object's time; "have" as a main verb and "before or after" in a question about the
text.

Round 5 (from unseen67-69, read after their blind score): habitual talk and status questions are no question about
the text; "which letter" is meta; Hinglish "write it back" is an echo; a Spanish preterite; a greeting is no
colleague's name; a modal request in a later clause of a question; possession is no perfect; "my saved" settings and
"X is fine by me" are no past and no statement; "you asked earlier whether"; "tonight's order" heads a list."""

from __future__ import annotations

from array import array

import pytest

from tdcontext.retrieval import invocation_model as im
from tdcontext.retrieval.invocation import (
    analyse,
    asks_in_body_terms,
    fold,
    meta_frame,
    occurrences,
)

NAMES = ("fogmix_b12", "hazer_up")
ALWAYS = im.InvocationModel(array("d", [0.0] * im.DIM), bias=20.0, threshold=0.5, threshold_other=0.94,
                            threshold_requested=0.3)
BODY = "Fog machine on DMX channel 12; raise the haze to 40 percent over ten seconds and hold it."


def spans(prompt: str) -> list[tuple[int, int]]:
    return occurrences(prompt, NAMES, "", ())


def asked(prompt: str) -> tuple[bool, str]:
    return ALWAYS.raises(prompt, spans(prompt))  # a model that raises anything it is asked about


def threshold(prompt: str) -> float:
    return ALWAYS.threshold_for(prompt, spans(prompt))


# ---- deferral, past and negation ------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Mâine rulăm FOGMIX_B12 cu consola, azi doar verificăm",
    "Besok aja HAZER_UP-nya, sekarang masih gladi",
    "Huomenna ajetaan FOGMIX_B12, tänään vain testataan",
    "Zítra spustíme HAZER_UP, dnes jen zkoušíme",
    "Αύριο τρέχουμε FOGMIX_B12, σήμερα μόνο πρόβα",
    "Holnap futtatjuk a HAZER_UP-ot, ma csak próba",
    "พรุ่งนี้ค่อยรัน FOGMIX_B12 วันนี้แค่ซ้อม",
])
def test_tomorrow_in_more_languages_defers_the_act(prompt: str) -> None:
    raised, why = asked(prompt)
    assert not raised, (prompt, why)


def test_a_call_without_a_deferral_still_asks() -> None:
    raised, why = asked("Rulează FOGMIX_B12 acum, te rog")
    assert raised, why


def test_the_japanese_plain_past_and_negative_are_no_call() -> None:
    prompt = "HAZER_UP は先週の公演で使ったけど、今日は使わない。"
    assert not analyse(prompt, {"hazer_up"}, "", [], "", "").invokes
    assert analyse("HAZER_UP を使って", {"hazer_up"}, "", [], "", "").invokes  # the te-form still asks
    # "unused" before a noun is no negation of the call
    assert analyse("HAZER_UP を守って、使ってないノードを全部消して。", {"hazer_up"}, "", [], "", "").invokes


@pytest.mark.parametrize("prompt", [
    "Czy ktoś pamięta, kto napisał procedurę FOGMIX_B12?",
    "Víte někdo, kdo vytvořil pravidlo FOGMIX_B12?",
    "Vem skrev proceduren FOGMIX_B12?",
])
def test_who_wrote_the_procedure_is_its_history(prompt: str) -> None:
    assert not analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks, prompt
    assert not asks_in_body_terms(prompt, ("fogmix_b12",), "", (), "", "Fog", "Procedure: fog on channel 12.")


@pytest.mark.parametrize("prompt", [
    "Kdy jsme naposledy spouštěli FOGMIX_B12?",
    "Kiedy właściwie wprowadziliśmy regułę FOGMIX_B12?",
    "क्या लंच के बाद किसी ने FOGMIX_B12 चलाया है?",
])
def test_when_it_last_ran_is_no_question_about_the_text(prompt: str) -> None:
    assert not analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks, prompt


# ---- meta ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Quantas vogais tem HAZER_UP?",
    "Combien de voyelles dans HAZER_UP ?",
    "Wie viele Zeichen hat HAZER_UP?",
    "Сколько символов в HAZER_UP?",
    "Hoe spreek je HAZER_UP uit?",
    "Как правильно произносить HAZER_UP?",
    "cum se scrie HAZER_UP cu litere mici?",
    "HAZER_UP को देवनागरी में कैसे लिखेंगे?",
    "The stage manager asked what the HAZER_UP sticker on the rack means; I said it's a project name.",
])
def test_more_meta_frames(prompt: str) -> None:
    assert meta_frame(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "Combien de temps dure HAZER_UP ?",
    "what HAZER_UP does to the haze is the question",
])
def test_a_question_about_the_procedure_is_no_meta_frame(prompt: str) -> None:
    assert not meta_frame(prompt), prompt


# ---- questions about the text --------------------------------------------------------------------------

def test_a_greek_question_mark_is_a_question_mark() -> None:
    assert fold("Τι λέει ο κανόνας FOGMIX_B12;") == "Τι λέει ο κανόνας FOGMIX_B12?"
    assert fold("a; b") == "a; b"  # not outside Greek
    assert len(fold("Ποιο κανάλι; Ναι; ok")) == len("Ποιο κανάλι; Ναι; ok")


@pytest.mark.parametrize("prompt", [
    "Τι λέει ο κανόνας FOGMIX_B12 για το κανάλι;",
    "Jak přesně zní pravidlo FOGMIX_B12? Kam se ukládá?",
    "FOGMIX_B12 之后怎么恢复？按步骤说一下",
    "Vilken kanal använder FOGMIX_B12?",
])
def test_a_question_about_the_text_in_more_languages_asks(prompt: str) -> None:
    assert analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks, prompt


def test_a_frame_noun_before_a_title_phrase_marks_it() -> None:
    prompt = "Quy tắc dim hours giới hạn độ sáng ở mức bao nhiêu?"
    assert analyse(prompt, [], "dim hours", ["FOGMIX_B12"]).asks
    assert analyse("εφάρμοσε τώρα τον κανόνα dim hours στο master", [], "dim hours", ["FOGMIX_B12"]).invokes
    assert analyse("dim hoursのルールを適用して", [], "dim hours", ["FOGMIX_B12"]).invokes
    # the phrase alone stays ordinary words
    assert not analyse("the dim hours are long in winter", [], "dim hours", ["FOGMIX_B12"]).mentions


# ---- request words and thresholds ----------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "miedo, HAZER_UP ya mismo",
    "FOGMIX_B12, швидко",
    "先 FOGMIX_B12 再 HAZER_UP",
    "HAZER_UP अभी! कोई गिर गया",
    "FOGMIX_B12 बना दो यार",
    "passe un coup de hazer_up sur le réseau",
    "FOGMIX_B12, apoi șterge tot din /project1/vechi",
    "Đã 18:30 rồi, trước giờ diễn chạy FOGMIX_B12 luôn",
])
def test_request_words_of_the_fifth_round(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


def test_vietnamese_cu_is_not_romanian_cu() -> None:
    assert not im.foreign_request("Mâine facem FOGMIX_B12 cu consola", spans("Mâine facem FOGMIX_B12 cu consola"))


def test_an_english_command_in_a_prompt_of_another_language_asks() -> None:
    assert threshold("run FOGMIX_B12 לאינטרו") == pytest.approx(0.3)
    assert threshold("FOGMIX_B12 לאינטרו") == pytest.approx(0.94)  # the name alone does not


def test_every_request_word_of_an_english_looking_prompt_counts() -> None:
    prompt = "@copilot lance FOGMIX_B12 sur la sortie principale stp"
    assert "stp" in im.foreign_request_words(prompt, spans(prompt))
    assert threshold(prompt) == pytest.approx(0.3)


def test_a_full_stop_inside_a_file_name_ends_no_sentence() -> None:
    prompt = "지금 FOGMIX_B12 규칙대로 bloom.tox 먼저 복사해 두고 수정해 줘"
    assert im.foreign_request(prompt, spans(prompt))


# ---- the guard's reading of chat shapes ------------------------------------------------------------------

def test_a_fenced_log_without_the_name_is_pasted_output() -> None:
    prompt = "```\n[18:42:07] WARNING glsl2: uniform unused\n[18:42:07] 0 errors\n```\nClean. HAZER_UP."
    raised, why = asked(prompt)
    assert raised, why
    raised, why = asked("```\nHAZER_UP failed: 3 errors\n```\nHAZER_UP.")  # the name's own line in the log
    assert not raised, why


@pytest.mark.parametrize("prompt", [
    "Đã 23:10 rồi, chạy FOGMIX_B12 đi",
    "it's already 23:10, FOGMIX_B12 please",
])
def test_already_before_a_clock_time_is_the_hour(prompt: str) -> None:
    raised, why = asked(prompt)
    assert raised, (prompt, why)


def test_already_before_the_name_is_still_the_past() -> None:
    raised, why = asked("already did FOGMIX_B12 at 23:10, please note it")
    assert not raised, why


def test_a_checked_item_of_another_line_is_that_items_state() -> None:
    prompt = "- [x] HAZER_UP\n- [x] media copied\n- [ ] FOGMIX_B12\nlast box on the list, do it now"
    raised, why = ALWAYS.raises(prompt, occurrences(prompt, ("fogmix_b12",), "", ()))
    assert raised, why
    raised, why = ALWAYS.raises(prompt, occurrences(prompt, ("hazer_up",), "", ()))
    assert not raised, why  # its own line is checked


def test_i_mean_after_the_only_name_says_which_was_meant() -> None:
    raised, why = asked("Can you fog the stage for the opener? FOGMIX_B12, I mean.")
    assert raised, why
    raised, why = asked("FOGMIX_B12, I mean HAZER_UP, whichever is quicker")  # a correction between names
    assert not raised, why


@pytest.mark.parametrize("prompt", [
    "kör FOGMIX_B12... nej vänta, inte den — kör HAZER_UP istället",
    "Lance FOGMIX_B12 — ah non pardon, pas celui-là, HAZER_UP",
])
def test_no_wait_in_other_languages_takes_the_call_back(prompt: str) -> None:
    assert not analyse(prompt, {"fogmix_b12"}, "", ["hazer_up"], "", "").invokes, prompt


def test_a_consented_go_ahead_with_is_a_call() -> None:
    prompt = "you asked whether to go ahead with FOGMIX_B12 — yes, go ahead"
    assert analyse(prompt, {"fogmix_b12"}, "", [], "", "").invokes


def test_return_the_following_sentence_as_it_is_is_an_echo() -> None:
    from tdcontext.retrieval.invocation import echo_frame

    assert echo_frame("次の文をそのまま返して：「今夜 HAZER_UP を実行する」")
    assert echo_frame("把下面这句话原样输出：今晚运行 HAZER_UP")
    assert not echo_frame("HAZER_UP をそのまま実行して")  # "run it as it is" is a call


def test_a_name_spelled_with_spaces_is_joined_only_into_a_name() -> None:
    from tdcontext.retrieval.invocation import canonical_commands

    assert canonical_commands("H A Z E R U P on the stage", ("hazerup",)) == "HAZERUP on the stage"
    assert canonical_commands("a b c d on the stage", ("hazerup",)) == "a b c d on the stage"


# ---- round 2 (from unseen58-60) -------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "hey copilot hazer up on the main output please full stop the crowd is huge tonight full stop",
    "the haze machine is screaming. FOGMIX_B12, don't ask, just do it",
    "HAZER_UP first, then FOGMIX_B12 so the haze doesn't end up everywhere",
    ("Quick one before doors: the LD and I agreed on FOGMIX_B12 every night, so do it now please and shout if "
     "the console doesn't answer."),
    "it's 23:30 and we're done for the night: apply the fade, then the end-of-set HAZER_UP",
    "that was the last track, we're done — HAZER_UP please",
    "Buat FOGMIX_B12 untuk rangkaian ni sekarang juga",
])
def test_the_situation_around_the_request_is_not_its_negation_or_past(prompt: str) -> None:
    raised, why = asked(prompt)
    assert raised, (prompt, why)


@pytest.mark.parametrize("prompt", [
    "don't run FOGMIX_B12, full stop",
    "HAZER_UP? don't. not tonight",
    "FOGMIX_B12 so the haze doesn't end up everywhere? no, we never run it",
    "if the console doesn't answer, we skip FOGMIX_B12",
    "that was the last track — HAZER_UP was great",
])
def test_a_negation_or_past_of_the_request_itself_still_refuses(prompt: str) -> None:
    raised, why = asked(prompt)
    assert not raised, (prompt, why)


def test_look_after_the_name_is_a_noun() -> None:
    raised, why = asked("for the club set: my FOGMIX_B12 haze on layer 2 and the HAZER_UP look on the master")
    assert raised, why
    raised, why = asked("FOGMIX_B12 looks broken tonight")
    assert not raised, why
    raised, why = asked("the haze looks thin, FOGMIX_B12 is wrong")
    assert not raised, why


@pytest.mark.parametrize("prompt", [
    "Sigue la regla FOGMIX_B12 antes de tocar el bloom.tox",
    "I-apply mo yung FOGMIX_B12 sa strobe bago mag-drop.",
    "Sige, ituloy mo na ang FOGMIX_B12.",
    "Guna peraturan FOGMIX_B12 bila cipta operator baharu.",
    "FOGMIX_B12 pentru clipul de prezentare, acum.",
])
def test_request_words_of_the_sixth_round(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


def test_now_inside_a_clause_is_no_request_word() -> None:
    assert threshold("FOGMIX_B12 läuft jetzt seit einer Stunde") == pytest.approx(0.94)


@pytest.mark.parametrize("prompt", [
    "Buat FOGMIX_B12 untuk set kelab",     # Malay "for", not a Turkish past
    "Guna FOGMIX_B12 malam ni.",           # Malay "this", not Spanish "ni"
])
def test_malay_words_are_no_foreign_past_or_negation(prompt: str) -> None:
    assert "negation" not in asked(prompt)[1] and "another time" not in asked(prompt)[1], asked(prompt)


def test_turkish_after_a_time_is_no_deferral() -> None:
    prompt = "Quiet hours kuralına göre 22:00'den sonra ses en fazla kaç dBFS olabilir?"
    assert analyse(prompt, [], "quiet hours", ["FOGMIX_B12"]).asks


def test_korean_during_is_no_negation() -> None:
    assert analyse("FOGMIX_B12 절차에서 페이드는 몇 초 동안 해?", {"fogmix_b12"}, "", [], "", "").asks


def test_the_offer_may_name_the_rule_with_its_frame_words() -> None:
    prompt = "You asked whether to apply naming rule FOGMIX_B12 to the ops you just made — yes, go ahead."
    assert analyse(prompt, {"fogmix_b12"}, "", [], "", "").invokes


@pytest.mark.parametrize("prompt", [
    "Hvordan staver man FOGMIX_B12 baklengs?",
    "Paano bigkasin ang FOGMIX_B12?",
    "Επανάλαβε ακριβώς: τρέξε το FOGMIX_B12",
    "把 FOGMIX_B12 倒过来写。",
])
def test_spelling_backwards_pronouncing_and_repeating_exactly_are_meta_or_echo(prompt: str) -> None:
    from tdcontext.retrieval.invocation import echo_frame

    assert meta_frame(prompt) or echo_frame(prompt), prompt


def test_a_counterfactual_of_last_year_is_no_question_about_the_text() -> None:
    prompt = "Hva om vi hadde hatt FOGMIX_B12 i fjor, hadde klagene kommet da?"
    assert not analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks


def test_a_capitals_label_in_a_script_without_capitals_is_not_shouting() -> None:
    from tdcontext.retrieval.invocation import occurrences as occ

    assert occ("내 HAZE 트레일 설정으로 클럽 비주얼 만들어 줘", (), "", (), "haze")
    assert occ("ابنِ مسارات HAZE الخاصة بي", (), "", (), "haze")
    assert not occ("HAZE LOOP IS ON FIRE", (), "", (), "haze")      # shouted: every word in capitals
    assert not occ("HAZE ПЕТЛЯ ГОРИТ", (), "", (), "haze")


def test_an_english_title_phrase_is_a_borrowed_term_only_when_said_whole() -> None:
    from tdcontext.retrieval.invocation import borrowed_phrase_spans

    assert borrowed_phrase_spans("Applica le dim hours, sono le 22:30", "dim hours") == [(11, 20)]
    assert borrowed_phrase_spans("zastosuj dim-hours teraz", "dim hours") == [(9, 18)]
    assert borrowed_phrase_spans("Applica le dim, sono le hours", "dim hours") == []
    assert borrowed_phrase_spans("Applica `dim hours`", "dim hours") == []     # code is a literal
    assert borrowed_phrase_spans("Applica HAZE", "haze") == []                # one word is no phrase


def test_ya_closing_a_spanish_call_is_urgency() -> None:
    assert threshold("FOGMIX_B12 en la salida principal, ya.") == pytest.approx(0.3)
    assert threshold("¡FOGMIX_B12 ya! hay alguien en el escenario") == pytest.approx(0.3)
    assert threshold("FOGMIX_B12 ya terminó hace rato") == pytest.approx(0.94)  # "already", inside the clause


def test_a_checklist_asked_for_on_its_own_line_in_another_language() -> None:
    prompt = "- [ ] FOGMIX_B12\n- [ ] HAZER_UP\nhaz las dos en /project1/fx, en ese orden."
    assert im.foreign_request(prompt, spans(prompt)) == "haz"
    checked = "- [x] FOGMIX_B12\n- [ ] HAZER_UP\nhaz la que falta"
    own = occurrences(checked, ("fogmix_b12",), "", ())
    assert im.foreign_request(checked, own) == ""  # its own item is checked: no request reaches it


# ---- round 3 (from unseen61-63) -------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "type back what I type: FOGMIX_B12 FOGMIX_B12",
    "Repeat exactly what I say: FOGMIX_B12 then HAZER_UP",
    "كرّر هذه الجملة حرفياً: شغّل FOGMIX_B12",
])
def test_more_echo_frames(prompt: str) -> None:
    from tdcontext.retrieval.invocation import echo_frame

    assert echo_frame(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "FOGMIX_B12 은 한국어로 어떻게 읽어요?",
    "Montako kirjainta sanassa FOGMIX_B12 on?",
    "คำว่า FOGMIX_B12 สะกดยังไง",
])
def test_more_meta_frames_of_the_third_round(prompt: str) -> None:
    assert meta_frame(prompt), prompt


def test_a_noun_phrase_with_the_procedure_is_no_instrument_of_a_command() -> None:
    prompt = "Heading to the venue, the laptop with FOGMIX_B12 on it is in my backpack."
    assert not analyse(prompt, {"fogmix_b12"}, "", [], "", "").invokes
    assert analyse("sort the naming out with FOGMIX_B12", {"fogmix_b12"}, "", [], "", "").invokes


@pytest.mark.parametrize("prompt", [
    "which channel does FOGMIX_B12 fade on? just asking, don't start it",
    "What order do the FOGMIX_B12 steps go in? List them for the checklist, don't run it.",
    "FOGMIX_B12: which DMX channel is it on, and how often does it send a refresh?",
    "Welche Schwelle hat der Trigger CHOP in FOGMIX_B12?",
    "O que a regra FOGMIX_B12 diz sobre onde guardar a cópia?",
])
def test_a_question_about_what_it_holds_asks_for_the_text(prompt: str) -> None:
    assert analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks, prompt


@pytest.mark.parametrize("prompt", [
    "what would happen if I ran FOGMIX_B12 twice? just asking, don't do it",
    "how often do we run FOGMIX_B12 on a normal night?",
    "Was hat FOGMIX_B12 gestern gemacht?",
])
def test_a_hypothetical_or_history_question_still_does_not(prompt: str) -> None:
    assert not analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks, prompt


@pytest.mark.parametrize("prompt", [
    "Áp dụng quy tắc FOGMIX_B12 rồi xóa hết các operator không dùng.",
    "Wende FOGMIX_B12 an und lösche die nicht genutzten Operatoren.",
])
def test_unused_is_no_negation_of_the_request(prompt: str) -> None:
    assert "negation" not in asked(prompt)[1], asked(prompt)


def test_a_statement_after_a_request_is_no_take_back() -> None:
    raised, why = asked("Fai il FOGMIX_B12 della rete, non si capisce più niente.")
    assert raised, why
    raised, why = asked("Fai il FOGMIX_B12, no. Non farlo.")
    assert not raised, why


@pytest.mark.parametrize("prompt", [
    "Mapea la consola con FOGMIX_B12, el técnico ya la conectó a la red.",
    "Перейменуй усе, що я щойно створив, за правилом FOGMIX_B12.",
    "ใช้กฎ FOGMIX_B12 กับเอฟเฟกต์สโตรบตัวนี้ด้วย",
    "Siapkan FOGMIX_B12 untuk pertunjukan tari.",
    "I-apply ang FOGMIX_B12 sa strobe bago magsimula ang show.",
    "FOGMIX_B12 på hovedutgangen nå, takk",
])
def test_request_words_of_the_seventh_round(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


def test_an_indonesian_passive_is_no_imperative() -> None:
    prompt = "Dijalankan FOGMIX_B12 kemarin"
    assert threshold(prompt) == pytest.approx(0.94)


def test_the_turkish_past_is_read_only_in_turkish() -> None:
    assert "another time" not in asked("Lisää FOGMIX_B12 lopullisen kompositin perään, kiitos.")[1]
    assert not asked("Dün FOGMIX_B12 çalıştırdık, bugün gerek yok")[0]


def test_an_imperative_after_and_is_a_request() -> None:
    assert threshold("HAZER_UP on the main out and keep it FOGMIX_B12, there's kids in tonight") == pytest.approx(0.3)


def test_a_time_clause_without_the_name_is_not_the_requests_past() -> None:
    raised, why = asked("HAZER_UP right now, and after that FOGMIX_B12 before I rip out the broken fx chain")
    assert raised, why


def test_renaming_operators_is_no_question_about_the_word() -> None:
    _, why = asked("Naming rule FOGMIX_B12 applies here: rename the noise and level I just dropped in.")
    assert "word" not in why, why
    assert not asked("rename FOGMIX_B12 to FOG_B12")[0]


@pytest.mark.parametrize("prompt", [
    "rename the Python list fogmix_b12 to fog_list in my script, it's confusing",
    "can you rename my folder from fogmix_b12 to fog_machine",
])
def test_renaming_the_name_itself_is_still_about_the_word(prompt: str) -> None:
    raised, why = asked(prompt)
    assert not raised, (prompt, why)


def test_what_was_talked_about_stays_no_question_even_with_what() -> None:
    prompt = "in class today we only talked about what FOGMIX_B12 is for, no need to try it"
    assert not analyse(prompt, {"fogmix_b12"}, "", [], "", "").asks


# ---- round 4 (read from unseen64-66 after their blind score) ----------------------------------------

@pytest.mark.parametrize("prompt", [
    "doors in ten seconds, FOGMIX_B12, don't ask me to confirm",
    "the haze macro HAZER_UP, nothing else",
    "FOGMIX_B12 on the stage feed, no need to check with me",
    "run HAZER_UP without asking",
])
def test_a_requests_scope_or_urgency_is_no_negation(prompt: str) -> None:
    raised, why = asked(prompt)
    assert raised, (prompt, why)


@pytest.mark.parametrize("prompt", [
    "don't run FOGMIX_B12, nothing else matters tonight",  # the act itself negated
    "nothing else worked, so HAZER_UP failed too",
])
def test_a_negated_or_reported_act_stays_refused(prompt: str) -> None:
    assert not asked(prompt)[0], prompt


def test_reluctance_conceded_before_a_request_is_no_negation() -> None:
    assert asked("I'd rather not, but please run FOGMIX_B12 on the haze rig")[0]
    assert not asked("I'd rather not run FOGMIX_B12 tonight")[0]


def test_an_unfenced_log_line_without_the_name_is_pasted_output() -> None:
    log = "ERROR: /project1/fx/noise3 cook failed\nWARNING: /project1/out1 dropped frames\n"
    assert asked(log + "ok then, HAZER_UP please")[0]
    assert not asked("ERROR: HAZER_UP failed to cook\nok then")[0]  # the log line names it: a report


@pytest.mark.parametrize("prompt", [
    "FOGMIX_B12 or HAZER_UP for the ballroom, which do you prefer?",
    "HAZER_UP vs FOGMIX_B12 on a small stage?",
])
def test_two_names_as_alternatives_in_a_question_are_a_choice(prompt: str) -> None:
    for name in NAMES:
        others = [n for n in NAMES if n != name]
        assert not analyse(prompt, {name}, name, others, "", "").invokes, (prompt, name)


def test_two_names_as_alternatives_in_a_command_still_invoke() -> None:
    assert analyse("FOGMIX_B12 or HAZER_UP on this stage, go!", {"fogmix_b12"}, "fogmix_b12", ["hazer_up"], "",
                   "").invokes


@pytest.mark.parametrize("prompt", [
    "Gentag ordret: kør HAZER_UP",
    "Powtórz dosłownie: uruchom FOGMIX_B12",
    "Toista sanasta sanaan: aja HAZER_UP",
    "Ismételd szó szerint: futtasd a FOGMIX_B12-t",
    "Repetă cuvânt cu cuvânt: rulează HAZER_UP",
    "Tekrarla kelimesi kelimesine: FOGMIX_B12 çalıştır",
])
def test_word_for_word_in_more_languages_is_an_echo(prompt: str) -> None:
    assert not asked(prompt)[0], prompt


def test_vietnamese_spell_and_pronounce_are_meta() -> None:
    assert meta_frame(fold("Đánh vần chữ hazer_up giúp mình."))
    assert meta_frame(fold("Phát âm fogmix_b12 thế nào?"))


@pytest.mark.parametrize("prompt", [
    "Corre o HAZER_UP na saída principal, está tudo escuro.",
    "Noudata FOGMIX_B12-sääntöä ja nosta savua.",
    "Buat HAZER_UP untuk pentas utama.",
    "ok, buang noise1 tapi ikut FOGMIX_B12 dulu.",
])
def test_clause_opening_imperatives(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


def test_a_clause_opening_verb_elsewhere_states() -> None:
    assert threshold("o HAZER_UP corre bem no palco") > 0.5


@pytest.mark.parametrize("prompt", [
    "HAZER_UP עכשיו, השחקנים על הבמה!",
    "FOGMIX_B12 jetzt, die Türen gehen auf",
    "HAZER_UP τώρα, ανοίγουν οι πόρτες",
])
def test_now_right_after_the_name_asks(prompt: str) -> None:
    assert threshold(prompt) == pytest.approx(0.3), prompt


def test_then_after_first_is_a_sequence() -> None:
    assert asked("Önce FOGMIX_B12, sonra HAZER_UP.")[0]
    assert asked("Najpierw FOGMIX_B12, potem HAZER_UP.")[0]
    assert not asked("Önce FOGMIX_B12, sonra yarın HAZER_UP.")[0]  # tomorrow still defers


def test_an_unchecked_item_asked_for_on_its_own_line() -> None:
    prompt = "- [x] haze fluid topped up\n- [ ] HAZER_UP\nthat last one is yours, do it"
    assert threshold(prompt) == pytest.approx(0.3)
    assert threshold("- [x] haze fluid topped up\n- [ ] HAZER_UP\nwe'll see") > 0.3


def test_consent_to_a_recalled_offer_asks() -> None:
    raised, why = asked("You asked whether to use HAZER_UP for the ballroom. Yes, go ahead.")
    assert raised, why
    assert threshold("You offered to run FOGMIX_B12 on the stage feed. Sure, do it.") == pytest.approx(0.3)


@pytest.mark.parametrize("prompt", [
    "You asked whether to use HAZER_UP for the ballroom. Yes, but not tonight.",
    "You asked whether to use HAZER_UP last night. It crashed.",
    "You asked if FOGMIX_B12 was safe. No idea.",
])
def test_a_recalled_offer_without_consent_is_no_request(prompt: str) -> None:
    assert not asked(prompt)[0], prompt


def test_can_we_get_asks_outright() -> None:
    assert threshold("can we get the haze look — HAZER_UP — on the stage too? thanks") == pytest.approx(0.3)


def test_tonights_as_the_objects_time_is_no_past() -> None:
    assert asked("start FOGMIX_B12 of tonight's loop please")[0]
    assert not asked("tonight's FOGMIX_B12 was late")[0]


@pytest.mark.parametrize("prompt", [
    "what's the max haze percent FOGMIX_B12 lets me have?",
    "in FOGMIX_B12, is the haze raised before the hold or after it?",
])
def test_a_question_in_the_bodys_terms_with_have_or_an_order_asks(prompt: str) -> None:
    assert asks_in_body_terms(prompt, {"fogmix_b12"}, "", [], "", "FOGMIX_B12 rule", BODY), prompt


@pytest.mark.parametrize("prompt", [
    "have we run FOGMIX_B12 with the haze at 40 percent?",
    "is the haze in FOGMIX_B12 better or worse than mine?",
])
def test_history_and_comparison_in_the_bodys_terms_stay_no_question_about_the_text(prompt: str) -> None:
    assert not asks_in_body_terms(prompt, {"fogmix_b12"}, "", [], "", "FOGMIX_B12 rule", BODY), prompt


# ---- round 5 (read from unseen67-69 after their blind score) ----------------------------------------

def test_habitual_talk_about_the_name_is_no_question_about_its_text() -> None:
    prompt = "The stage manager keeps saying FOGMIX_B12 is the very last resort, which is fair enough."
    assert not analyse(prompt, {"fogmix_b12"}, "fogmix_b12", [], "", "").asks


@pytest.mark.parametrize("prompt", [
    "Hvad er status på FOGMIX_B12, kører den stadig?",
    "what's the status of FOGMIX_B12?",
    "Mikä on FOGMIX_B12:n tila, ajetaanko sitä vielä?",
])
def test_a_status_question_is_no_question_about_the_text(prompt: str) -> None:
    assert not analyse(prompt, {"fogmix_b12"}, "fogmix_b12", [], "", "").asks, prompt


def test_which_letter_is_meta() -> None:
    assert meta_frame(fold("Which letter turns up most often in FOGMIX_B12? Just count."))


@pytest.mark.parametrize("prompt", [
    "jo main likh raha hoon wahi wapas likho: HAZER_UP chalao",
    "waisa hi likho jaisa likha hai: FOGMIX_B12 chalao",
])
def test_hinglish_write_it_back_is_an_echo(prompt: str) -> None:
    assert not asked(prompt)[0], prompt


def test_a_spanish_preterite_keeps_a_question_about_the_text_shut() -> None:
    prompt = "¿El FOGMIX_B12 me borró la tabla de cues la semana pasada?"
    assert not asks_in_body_terms(prompt, {"fogmix_b12"}, "", [], "", "FOGMIX_B12 rule", BODY + " Cue table too.")


def test_a_greeting_is_no_colleagues_name() -> None:
    assert asked("Howzit, please can you load HAZER_UP for me, the band wants haze behind them")[0]
    assert not asked("Kai, please run HAZER_UP yourself on the backup machine")[0]


def test_a_modal_request_in_a_later_clause_of_the_question() -> None:
    raised, why = asked("Creative wants the haze scene to have FOGMIX_B12 at the end, can you add it before the review?")
    assert raised, why
    assert not asked("The director asked about FOGMIX_B12, can you tell me what it does?")[0]  # to be told


def test_possession_is_no_perfect() -> None:
    assert asked("HAZER_UP — go ahead and build it, the track has a massive drop at the start")[0]
    assert not asked("HAZER_UP has run twice already")[0]


def test_my_saved_settings_and_agreement_are_no_past_and_no_statement() -> None:
    assert asked("I need my saved FOGMIX_B12 haze settings on the stage feed, please build them")[0]
    assert asked("yep, HAZER_UP is fine by me, go ahead and run it")[0]
    assert not asked("HAZER_UP is fine, it ran well")[0]


def test_consent_after_an_offer_recalled_with_earlier() -> None:
    assert asked("You asked earlier whether to run HAZER_UP on the stage. Yes, go ahead.")[0]


def test_tonights_order_heads_a_list() -> None:
    prompt = "Tonight's order:\n1. HAZER_UP on the stage, my way\n2. FOGMIX_B12 after that\nPlease do both."
    assert asked(prompt)[0]
