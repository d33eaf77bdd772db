"""Gate v2.18 (issue 11, session 17): classes read from the blind suites unseen88-93 after their blind scores, with
names of no suite prompt (HAZER_UP, FOGMIX_B12, a declared lower-case "mistcomb") and the twins that must still be
refused:

- "what if" as a proposal is no question about the text, in English and in other languages ("what if we ran X on the
  wall instead?", "Hva om vi kjørte X ...?"); a question after it still asks ("..., what would change?");
- the name judged as a name ("X is a daft name") is a remark on the word;
- Finnish "en / et" (I / you don't) before a verb's negative form;
- traditional Chinese echo words ("照著說一遍：");
- a "no" sign right after another pictograph crosses that one out ("⚡🚫 run X"); an alarm between the name and more
  words closes a call ("🚨 X 🚨 wrong clip on the tower"), but a report after it ("🚨 X 🚨 it crashed last night") is
  none;
- "now" and the name in another language, then what it is for ("Jetzt X, Bild 1 bis 3600.", "X most, kell ...");
- a slash command's later clause with its own subject is context ("/x big top tonight, generator is stable, go");
- the name called, then its parameters, then how things stand ("X — main out, the DJ is already on");
- request words: "can ya", Malay "boleh tak", Danish "vær sød at", Norwegian "legg på", Hungarian "légyszi", the
  Turkish polite question ("çalıştırır mısın?");
- questions about the text: Dutch "gebruikt" (uses) is no German participle, Turkish "neyi", Hebrew "לאן", and a
  "X question: once ..., what's the next step?" header;
- two function words of another language make a prompt not English for the classifier, whose foreign guards then read
  it ("X hat uns letztes Jahr ... ruiniert").
"""

from __future__ import annotations

import pytest

from tdcontext.retrieval.invocation import (
    analyse,
    canonical_commands,
    echo_frame,
    meta_frame,
    translated_rule_reference,
)
from tdcontext.retrieval.invocation_model import english, guard


def reference(prompt: str, name: str = "hazer_up", others: tuple[str, ...] = ("fogmix_b12", "mistcomb")):
    return analyse(prompt, {name}, "", [o for o in others if o != name])


def invokes(prompt: str, name: str = "hazer_up") -> bool:
    return reference(prompt, name).invokes


def asks(prompt: str, name: str = "hazer_up") -> bool:
    return reference(prompt, name).asks


# ---- "what if" -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "what if we ran HAZER_UP on the LED wall instead? just thinking out loud",
    "What if we tried HAZER_UP at the gala? Probably looks odd, never mind.",
    "Hva om vi kjørte HAZER_UP på LED-veggen i stedet? Bare tenker høyt",
    "Wat als we HAZER_UP op de LED-wand draaien?",
    "Co kdybychom pustili HAZER_UP na LED stěnu?",
    "Tänk om vi körde HAZER_UP på LED-väggen istället?",
])
def test_what_if_as_a_proposal_neither_asks_nor_invokes(prompt: str) -> None:
    ref = reference(prompt)
    assert not ref.asks and not ref.invokes, prompt


@pytest.mark.parametrize("prompt", [
    "what if I ran HAZER_UP on the output, what would change?",
    "what would happen if I ran HAZER_UP on the output?",
    "Hva om vi kjørte HAZER_UP på LED-veggen, hva skjer da?",
    "Wat doet HAZER_UP als we het twee keer draaien?",
    "what does HAZER_UP do?",
])
def test_a_question_about_what_it_does_still_asks(prompt: str) -> None:
    assert asks(prompt), prompt


# ---- remarks on the name, negation, echo ------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "honestly HAZER_UP is a daft name, hazer up what, a tent? whoever named it was having a laugh",
    "HAZER_UP is such a weird name lol",
    "HAZER_UP ist ein blöder Name",
    "HAZER_UP es un nombre raro",
    "HAZER_UP on vähän tylsä nimi, eikö?",
    "HAZER_UP er et dumt navn",
])
def test_the_name_judged_as_a_name_is_a_remark_on_the_word(prompt: str) -> None:
    assert meta_frame(prompt, ["HAZER_UP"]), prompt
    assert not reference(prompt).asks and not invokes(prompt)


@pytest.mark.parametrize("prompt", ["run HAZER_UP, the name is on the list", "HAZER_UP is the macro, run it now",
                                    "run HAZER_UP, it is the name on the list", "aja HAZER_UP nyt, se on nimi listalla"])
def test_the_word_name_elsewhere_is_no_remark(prompt: str) -> None:
    assert meta_frame(prompt, ["HAZER_UP"]) is None


@pytest.mark.parametrize("prompt", [
    "En aja HAZER_UP:ta ennen kuin projektorit ovat lämmenneet",
    "Et aja HAZER_UP:ta vielä",
    "En käytä HAZER_UP:ta tänään",
])
def test_finnish_first_and_second_person_negation_refuses(prompt: str) -> None:
    assert not invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["Aja HAZER_UP nyt", "lance HAZER_UP en premier", "Käynnistä HAZER_UP nyt"])
def test_en_elsewhere_is_no_negation(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["照著說一遍：執行 HAZER_UP。", "請重複：執行 HAZER_UP", "跟我說：運行 HAZER_UP"])
def test_traditional_chinese_echo_words_are_echo(prompt: str) -> None:
    assert echo_frame(prompt), prompt
    assert not invokes(prompt)


@pytest.mark.parametrize("prompt", ["請執行 HAZER_UP", "請運行 HAZER_UP"])
def test_a_traditional_chinese_request_is_no_echo(prompt: str) -> None:
    assert echo_frame(prompt) is None and invokes(prompt), prompt


# ---- pictographs ------------------------------------------------------------------------------------------------

def test_a_no_sign_after_a_pictograph_crosses_that_one_out() -> None:
    assert canonical_commands("⚡🚫 run HAZER_UP over the flashes", ["HAZER_UP"]).strip() == "run HAZER_UP over the flashes"
    assert invokes("⚡🚫 run HAZER_UP over di kick flashes and clamp dem now please, di wall a go mad 😵")
    assert not invokes("🚫 run HAZER_UP tonight") and not invokes("❌ HAZER_UP")


@pytest.mark.parametrize("prompt", [
    "🚨 HAZER_UP 🚨 wrong clip on the tower!!",
    "🚨 HAZER_UP 🚨 aerialist has frozen mid-act up on the silks, kill the picture this second",
    "🚨 HAZER_UP 🚨",
])
def test_an_alarm_around_the_name_is_a_call(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "🚨 HAZER_UP 🚨 it crashed last night",
    "HAZER_UP now, we ran it yesterday",
    "HAZER_UP now, it crashed last night",
    "lol HAZER_UP 🚨 was fun yesterday",
])
def test_a_report_after_the_called_name_is_no_call(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- "now" and the name in another language --------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Jetzt HAZER_UP, Bild 1 bis 3600.",
    "HAZER_UP most, kell a felvétel a klubnak",
    "现在 HAZER_UP，这一场结束了",
    "teraz HAZER_UP, klatka 1 do 3600",
    "지금 HAZER_UP, 클럽용이야",
])
def test_now_and_the_name_then_what_it_is_for(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", [
    "Jetzt HAZER_UP, das hat gestern gut geklappt",
    "Jetzt HAZER_UP, oder?",
    "现在 HAZER_UP，昨天用过了",
    "Most HAZER_UP fut, ne zavarj",
    "Jetzt läuft HAZER_UP, warte kurz",
])
def test_now_and_the_name_then_a_report_negation_or_question_is_no_call(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- slash commands and called names with context -----------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "said"), [
    ("/hazer_up big top tonight, generator is stable, projectors warm, go", "run hazer_up big top tonight"),
    ("/mistcomb on the final comp of the rink show, client is in the booth", "run mistcomb on the final comp"),
])
def test_a_slash_command_then_clauses_with_their_own_subject(prompt: str, said: str) -> None:
    assert canonical_commands(prompt, ["hazer_up", "mistcomb"]).startswith(said)


@pytest.mark.parametrize("prompt", ["/hazer_up, the macro crashed", "/hazer_up, it crashed", "/hazer_up - ran fine",
                                    "/hazer_up, everyone loved it last night", "/hazer_up worked great"])
def test_a_slash_command_reported_on_stays_a_report(prompt: str) -> None:
    assert canonical_commands(prompt, ["hazer_up"]) == prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP — main out, the Berlin DJ is already on",
                                    "HAZER_UP. frames 1 to 3600, the client is waiting"])
def test_the_name_called_then_parameters_then_how_things_stand(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP — it crashed, the DJ is angry", "HAZER_UP — the DJ loved it",
                                    "HAZER_UP — main out, the DJ was great last night"])
def test_the_name_then_a_report_is_no_call(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- request words -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Can ya mistcomb the aerial scene network for me, there's wires crossing behind ops everywhere",
    "can ye run HAZER_UP on this",
    "Boleh tak apply HAZER_UP dulu sebelum edit logo_intro.tox?",
    "Bisa gak run HAZER_UP sekarang?",
    "Vær sød at indlæse HAZER_UP før dørene åbner.",
    "Legg på HAZER_UP på sluttkompositten",
    "Légyszi csináld meg a HAZER_UP-ot a fénypulttal.",
    "Podyum başlamadan önce HAZER_UP'u çalıştırır mısın lütfen?",
])
def test_request_words_of_more_speakers(prompt: str) -> None:
    name = "mistcomb" if "mistcomb" in prompt else "hazer_up"
    assert invokes(prompt, name), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP'u dün çalıştırdın mı?", "Vær sød at ikke indlæse HAZER_UP endnu."])
def test_the_same_words_asking_about_the_past_or_refusing_are_no_request(prompt: str) -> None:
    assert not invokes(prompt), prompt


# ---- questions about the text -------------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "Welke codec en welke resolutie gebruikt HAZER_UP?",
    "HAZER_UP tam olarak neyi sıfırlıyor?",
    "לאן HAZER_UP שומר את הגיבוי?",
    "HAZER_UP question: once the recursive error check in /project1 passes, what's the very next step?",
    "HAZER_UP question: what's the first step?",
])
def test_questions_about_the_text(prompt: str) -> None:
    assert asks(prompt), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP question: did it run last night?",
                                    "HAZER_UP question: once it ran, who signed it off?"])
def test_a_question_header_about_its_history_does_not_ask_for_the_text(prompt: str) -> None:
    assert not asks(prompt), prompt


# ---- the classifier's language ------------------------------------------------------------------------------------

def test_two_foreign_function_words_are_not_english_and_the_foreign_guard_reads_the_past() -> None:
    prompt = "HAZER_UP hat uns letztes Jahr an der Street Parade den Drop ruiniert."
    spans = [(0, 8)]
    assert not english(prompt, spans)
    assert "another language" in guard(prompt, spans)


@pytest.mark.parametrize("prompt", ["HAZER_UP on the main out please, the Street Parade crowd is in",
                                    "run HAZER_UP for the das boot screening"])
def test_english_with_a_loanword_stays_english(prompt: str) -> None:
    start = prompt.index("HAZER_UP")
    assert english(prompt, [(start, start + 8)])


# ---- sequences, deferrals of the other step, "so go on", checklists ------------------------------------------------

def two(prompt: str, name: str, other: str) -> bool:
    return analyse(prompt, {name}, "", [other]).invokes


def test_the_other_steps_deferral_or_someone_elses_deadline_defers_nothing() -> None:
    assert two("go FOGMIX_B12... actually scratch that, HAZER_UP first, the fog can wait until tomorrow morning",
               "hazer_up", "fogmix_b12")
    assert two("mistcomb on the highlight reel, then HAZER_UP it for the office, they want it on the website tomorrow",
               "hazer_up", "mistcomb")
    assert not invokes("run HAZER_UP, we can do it tomorrow")
    assert not invokes("HAZER_UP tomorrow, the band can rehearse")


@pytest.mark.parametrize("prompt", ["Charge FOGMIX_B12 et ensuite lance HAZER_UP.", "Lade FOGMIX_B12 und dann starte HAZER_UP",
                                    "starte HAZER_UP"])
def test_a_later_step_with_its_own_verb_in_another_language(prompt: str) -> None:
    assert two(prompt, "hazer_up", "fogmix_b12"), prompt


def test_a_later_step_after_a_refused_one_is_refused_too() -> None:
    assert not two("Ne charge pas FOGMIX_B12 et ensuite lance HAZER_UP", "hazer_up", "fogmix_b12")


@pytest.mark.parametrize("prompt", [
    "The clowns wanted their cam looking broken and the director signed it off, so go on, HAZER_UP",
    "the director approved it, so go ahead, HAZER_UP",
])
def test_the_reasons_then_so_go_on_is_a_call(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["it crashed last night, so go on, HAZER_UP?", "so go on, HAZER_UP crashed"])
def test_so_go_on_before_a_question_or_a_report_is_no_call(prompt: str) -> None:
    assert not invokes(prompt), prompt


def test_tick_it_off_asks_for_the_open_item() -> None:
    checklist = "Pre-show list:\n- [x] projectors warmed\n- [x] slides proofread\n- [ ] HAZER_UP\n\n"
    assert invokes(checklist + "that last box is yours, tick it off for us please")
    assert not invokes(checklist + "we already ticked it off yesterday")
    assert not invokes("- [ ] HAZER_UP\ndon't tick it off yet")


# ---- thanks in a later clause -----------------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", ["sweet as bro, cheers for that, the runway crew is shouting you a flat white",
                                    "Howay, that's us done for the night, ta for the help with the wires",
                                    "thanks for the help"])
def test_thanks_in_a_later_clause_is_an_acknowledgement(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent
    assert classify_intent(prompt, names=["hazer_up"]).label == "ack", prompt


@pytest.mark.parametrize("prompt", ["ok so, thanks, now run HAZER_UP", "great work, thanks, can you run HAZER_UP",
                                    "the wall is dark, thanks, HAZER_UP crashed again", "nice, thanks for the help, do the blackout",
                                    "ok, thanks for the help with HAZER_UP"])
def test_thanks_beside_a_request_a_problem_or_a_name_is_no_acknowledgement(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent
    assert classify_intent(prompt, names=["hazer_up"]).label == "question", prompt


@pytest.mark.parametrize("prompt", ["Írj egy mondatot, amiben szerepel a HAZER_UP szó.",
                                    "Запиши `HAZER_UP` як рядок Python у лапках.", "Brug HAZER_UP i en sætning"])
def test_a_sentence_or_a_string_with_the_name_in_more_languages_is_meta(prompt: str) -> None:
    assert meta_frame(prompt, ["HAZER_UP"]), prompt
    assert not invokes(prompt)


# ---- a rule called by its frame noun in another language, its title translated ------------------------------------

@pytest.mark.parametrize("prompt", [
    "Son las 23:15 junto al río, así que aplica la regla de horas tranquilas antes de tocar el volumen.",
    "Уже 23:00 у реки — примени правило тихих часов к мастеру звука",
    "São 23h15 junto ao rio, por isso aplica a regra das horas calmas.",
    "طبّق قاعدة الساعات الهادئة الآن",
])
def test_a_rule_called_by_its_frame_noun_in_another_language(prompt: str) -> None:
    assert translated_rule_reference(prompt).invokes, prompt


@pytest.mark.parametrize("prompt", ["Что говорит правило тихих часов про уровень звука после 22:00?",
                                    "Какой максимальный уровень звука разрешает правило тихих часов?"])
def test_a_question_about_a_rule_by_its_frame_noun_asks(prompt: str) -> None:
    assert translated_rule_reference(prompt).asks, prompt


@pytest.mark.parametrize("prompt", [
    "No apliques la regla de horas tranquilas todavía",
    "Ayer aplicamos la regla de horas tranquilas",
    "Si son las 23, aplica la regla de horas tranquilas",
    "¿Aplicaste la regla de horas tranquilas?",
    "Aplica la regla HAZER_UP antes",       # named: that rule, read by its name
    "примени правило N1 к новым операторам",
    "Повтори: примени правило тихих часов",   # echo
])
def test_refused_named_or_echoed_frame_nouns_are_not_read_as_a_translated_rule(prompt: str) -> None:
    ref = translated_rule_reference(prompt, ["n1", "hazer_up"])
    assert not ref.invokes and not ref.asks, prompt


def _rule_hit(entry_id: str, content_type: str = "instruction"):
    from tdcontext.retrieval.retriever import Hit
    return Hit(id=entry_id, title="Calm hours at the lakeside stage" if entry_id == "calm" else entry_id, kind="memory",
               content_type=content_type, project="p", score=0.1, ranks={"bm25": None, "vector": 3}, snippet="",
               cosine=0.05)


def _disclosed(prompt: str, cosines: dict[str, float]) -> dict[str, str]:
    from tdcontext.retrieval import gate
    from tdcontext.retrieval.gate import Procedure
    hits = [_rule_hit("calm"), _rule_hit("other_fact", "fact")]
    procedures = {"calm": Procedure("Calm hours at the lakeside stage", "After 22:00 keep the master at -12 dB.")}
    decision = gate.admit(prompt, hits, procedures, k=10, multilingual=cosines)
    return {a.hit.id: a.disclosure for a in decision.admitted}


def test_the_gate_discloses_the_translated_rule_only_when_the_multilingual_model_is_sure() -> None:
    prompt = "Уже 23:00 у озера — примени правило тихих часов к мастеру звука"
    assert _disclosed(prompt, {"calm": 0.49, "other_fact": 0.20}) == {"calm": "full"}
    assert _disclosed(prompt, {"calm": 0.49, "other_fact": 0.44}).get("calm") == "stub"    # no margin: a stub at most
    assert _disclosed(prompt, {"calm": 0.36, "other_fact": 0.10}).get("calm") == "stub"    # not close enough
    assert _disclosed("Вчера мы применили правило тихих часов", {"calm": 0.49, "other_fact": 0.20}).get("calm") != "full"


# ---- classes read from unseen94-99 after their blind scores (the second v2.18 commit) ------------------------------

@pytest.mark.parametrize("prompt", [
    "There's a custom parameter called Hazerup on the mixer COMP and I can't remember what I wired it to.",
    "I have a null CHOP named HAZER_UP and it's empty, what feeds it?",
])
def test_a_thing_of_the_users_that_bears_the_name_is_not_the_procedure(prompt: str) -> None:
    ref = reference(prompt)
    assert not ref.invokes and not ref.asks, prompt


@pytest.mark.parametrize("prompt", [
    "before we delete the old opener layers follow HAZER_UP on /project1/wall, no drama",
    "after you run the export use HAZER_UP",
    "the engineer's faders aren't doing anything yet, so just set it up now, HAZER_UP",
    "it crashed yesterday. just set it up now, HAZER_UP",
    "right bab, the DJ's just dropped the first proper tune so can yer build HAZER_UP on the main output now ta",
])
def test_commands_after_a_time_clause_or_after_the_reasons(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["before we ran HAZER_UP the layers were fine",
                                    "the faders aren't doing anything, HAZER_UP",
                                    "we ran it yesterday. loved it, HAZER_UP"])
def test_a_time_clause_or_a_report_before_the_name_is_no_command(prompt: str) -> None:
    assert not invokes(prompt), prompt


def test_title_words_in_another_order_with_the_name_part_and_put() -> None:
    render = "HAZER_UP preset: offline high-quality recording"
    look = "Mistcomb grade: the house colour look"

    def by_title(prompt: str, title: str):
        from tdcontext.retrieval.invocation import (
            caps_label,
            procedure_names,
            title_phrase,
        )
        return analyse(prompt, procedure_names(title), title_phrase(title), [], caps_label(title), title)

    assert by_title("do the high-quality offline hazer preset on the dome flythrough, we need a perfect file", render).invokes
    assert not by_title("the high-quality offline hazer preset crashed yesterday", render).invokes
    assert by_title("put the house colour look on the final comp please", look).invokes
    assert by_title("Can you put the house colour look on the final composite?", look).invokes
    assert not by_title("I love the house colour look on the final comp", look).invokes
    assert not by_title("don't put the house colour look on the final comp", look).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("Ne, počkej, žádný FOGMIX_B12 — udělej jen HAZER_UP, set skončil.", "hazer_up"),
    ("לא רגע, לא FOGMIX_B12 — תעשה HAZER_UP עכשיו!", "hazer_up"),
    ("รัน HAZER_UP กับเอฟเฟกต์แฟลชที่เพิ่งทำด้วยนะ", "hazer_up"),
    ("boleh buat HAZER_UP kat komposit akhir? terima kasih", "hazer_up"),
    ("segue a regra HAZER_UP antes de mexer no sombrinha.tox externo", "hazer_up"),
    ("Bevor du glow.tox änderst: HAZER_UP-Regel befolgen, dann Schwelle auf 0.4.", "hazer_up"),
    ("西湖投影的最终合成上加 HAZER_UP", "hazer_up"),
    ("le mie scie del club (HAZER_UP), montale sul layer principale", "hazer_up"),
    ("vale, ya está montada la falla en la plaza, así que HAZER_UP", "hazer_up"),
    ("Alt er koblet opp og testet nå, HAZER_UP.", "hazer_up"),
    ("Vi er klar til at optage hele mappingen af domkirken til arkivet, HAZER_UP.", "hazer_up"),
])
def test_requests_in_more_languages(prompt: str, name: str) -> None:
    assert analyse(prompt, {name}, "", ["fogmix_b12"]).invokes, prompt


@pytest.mark.parametrize("prompt", [
    "Ne, počkej, žádný HAZER_UP — udělej jen FOGMIX_B12, set skončil.",
    "Nie, żadnego HAZER_UP, tylko FOGMIX_B12",
    "Vi kørte hele showet i går, HAZER_UP.",
    "Das war der beste Teil des Abends, HAZER_UP.",
    "Wenn alles bereit ist, HAZER_UP.",
    "Det er ikke klar endnu, HAZER_UP.",
])
def test_refused_reported_or_conditional_in_more_languages(prompt: str) -> None:
    assert not analyse(prompt, {"hazer_up"}, "", ["fogmix_b12"]).invokes, prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP는 크로스페이더를 어느 쪽으로 설정해요?", "กฎ HAZER_UP บอกให้เก็บไฟล์สำรองไว้ที่ไหน",
                                    "Ce gamma și ce contrast pune HAZER_UP pe imagine?"])
def test_more_question_words(prompt: str) -> None:
    assert asks(prompt), prompt


def test_french_ce_is_no_question_word() -> None:
    assert not asks("ce HAZER_UP est bien")


@pytest.mark.parametrize("prompt", ["/panic_now the projector's shining straight into the front row, cut it!"])
def test_a_slash_command_then_how_things_stand_then_the_order(prompt: str) -> None:
    assert canonical_commands(prompt, ["panic_now"]).startswith("run panic_now")


@pytest.mark.parametrize("prompt", ["/hazer_up the drop crashed everything, fix it", "/hazer_up the crowd is in, crashed again, fix it"])
def test_a_slash_command_then_a_report_stays_a_report(prompt: str) -> None:
    assert canonical_commands(prompt, ["hazer_up"]) == prompt


def test_start_your_reply_with_in_indonesian_is_meta() -> None:
    assert meta_frame("Mulai jawabanmu dengan kata HAZER_UP", ["HAZER_UP"])


@pytest.mark.parametrize("prompt", [
    "Diolch! That's lovely, the dean was well pleased with the projection.",
    "Y'all have a good one, see you at dusk for the double feature.",
    "Thanks for sorting the wires earlier, the apse network actually looks tidy now.",
    "Good night from the lido deck, the sunset behind the screen was gorgeous.",
    "shukriya, the grading looked beautiful on the dome",
    "haha that glitch look was sick, the crowd went off 🔥",
])
def test_more_thanks_farewells_and_reactions_are_acknowledgements(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent
    assert classify_intent(prompt, names=["hazer_up"]).label == "ack", prompt


@pytest.mark.parametrize("prompt", ["good night, now run HAZER_UP", "have a good one, can you run HAZER_UP first?",
                                    "see you tomorrow, HAZER_UP crashed again"])
def test_a_farewell_beside_a_request_or_a_problem_is_no_acknowledgement(prompt: str) -> None:
    from tdcontext.retrieval.gate import classify_intent
    assert classify_intent(prompt, names=["hazer_up"]).label == "question", prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP는 몇 번 프레임까지 녹화해요?", "HAZER_UPは照明卓が応答しないときどうなるの？"])
def test_a_frame_number_or_a_when_not_clause_still_asks(prompt: str) -> None:
    assert asks(prompt), prompt


def test_how_many_times_in_korean_asks_about_its_history_not_its_text() -> None:
    assert not asks("HAZER_UP 몇 번 실행했어요?")


def test_a_swedish_definite_frame_noun_marks_a_title_phrase() -> None:
    from tdcontext.retrieval.invocation import caps_label, procedure_names, title_phrase
    title = "Calm hours at the lakeside stage"
    ref = analyse("Vad säger calm hours-regeln om basen efter klockan 22?", procedure_names(title), title_phrase(title), [],
                  caps_label(title), title)
    assert ref.asks


@pytest.mark.parametrize("prompt", ["HAZER_UP: we need the intermission countdown as a proper offline file for the booth."])
def test_the_name_then_what_it_is_needed_for(prompt: str) -> None:
    assert invokes(prompt), prompt


@pytest.mark.parametrize("prompt", ["HAZER_UP: we need to know which codec it uses", "HAZER_UP: we didn't need it last time",
                                    "HAZER_UP: we need it tomorrow, not now"])
def test_the_name_then_a_question_a_report_or_a_refusal_is_no_call(prompt: str) -> None:
    assert not invokes(prompt), prompt


def test_a_question_naming_the_procedure_is_disclosed_however_little_the_english_model_relates_it() -> None:
    from tdcontext.retrieval import gate
    from tdcontext.retrieval.gate import Procedure
    from tdcontext.retrieval.retriever import Hit
    hit = Hit(id="hz", title="HAZER_UP: haze before the doors", kind="memory", content_type="instruction", project="p",
              score=0.1, ranks={"bm25": 1, "vector": 9}, snippet="", cosine=0.05)
    procedures = {"hz": Procedure("HAZER_UP: haze before the doors", "Set the hazer to 40 % and wait two minutes.")}
    decision = gate.admit("Как по правилу HAZER_UP должны заканчиваться имена нуллов?", [hit], procedures, k=10)
    assert [(a.hit.id, a.disclosure) for a in decision.admitted] == [("hz", "full")]
