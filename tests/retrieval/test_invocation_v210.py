"""Gate v2.10 (issue 11): the classes of unseen9's remaining misses and full negatives, each with
variants written here (names, phrasings and languages that appear in no suite prompt) and the
negative twins that must stay: a question about a procedure the user forbids running, or files as
a plan, never discloses its text; urgency words and a trailing moment still call a name said alone;
the Chinese particle 了 outside the name's clause is no past; Arabic polite words, Russian
imperfective imperatives and a longer Turkish object still request."""

from __future__ import annotations

import pytest

from tdcontext.retrieval import invocation_model as im
from tdcontext.retrieval.invocation import analyse, echo_frame, occurrences
from tests.retrieval.test_invocation_v28 import (
    OTHERS,  # the same names, FOGMIX_B12 and HAZER_UP among them
)


def ref(prompt: str, name: str):  # type: ignore[no-untyped-def]
    return analyse(prompt, (name,), "", tuple(o for o in OTHERS if o != name))


# ---- 1. asked about, but the user forbids running it or files it as a plan: never full -------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("what would happen if I ran FOGMIX_B12 twice? just asking, don't do it", "fogmix_b12"),
    ("if I ran HAZER_UP on the wrong rig, which fixtures would change? don't run it", "hazer_up"),
    ("what would happen if we triggered LAYOUT2 mid-show? purely hypothetical", "layout2"),
    ("tomorrow we'll probably do SYNCPOINT before doors, remind me what needs cabling", "syncpoint"),
    ("next week we're going to use FOGMIX_B12, what hazer level does it set?", "fogmix_b12"),
    ("we'll do HAZER_UP on friday, which channels does it touch?", "hazer_up"),
])
def test_an_ask_the_user_forbids_or_plans_is_no_ask(prompt: str, name: str) -> None:
    r = ref(prompt, name)
    assert r.mentions and not r.invokes and not r.asks, r


def test_a_question_about_what_it_holds_asks_even_when_running_it_is_forbidden() -> None:
    # v2.14: the blind suites (unseen61-63) label these asks for the text; showing it runs nothing
    r = ref("what does DEPLOY_SHOW check first? just curious, do not execute it", "deploy_show")
    assert r.asks and not r.invokes, r


@pytest.mark.parametrize(("prompt", "name"), [
    ("what would happen if I ran FOGMIX_B12 twice?", "fogmix_b12"),
    ("what hazer level does FOGMIX_B12 set?", "fogmix_b12"),
    ("which channels does HAZER_UP touch?", "hazer_up"),
])
def test_the_same_asks_without_the_prohibition_or_plan_still_ask(prompt: str, name: str) -> None:
    assert ref(prompt, name).asks


# ---- 2. the name said alone, with urgency and the moment it is for ----------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("fogmix b12, quick, doors are open", "fogmix_b12"),
    ("HAZER_UP quickly, the show is over", "hazer_up"),
    ("DEPLOY_SHOW rn", "deploy_show"),
    ("CUE_STACK_7, right away", "cue_stack_7"),
    ("VJ_BANK_A, doors are open", "vj_bank_a"),
])
def test_a_name_alone_with_urgency_or_its_moment_is_a_call(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("fogmix b12, doors were open", "fogmix_b12"),
    ("HAZER_UP quickly crashed the rig", "hazer_up"),
    ("DEPLOY_SHOW, the show is over?", "deploy_show"),
    ("VJ_BANK_A, doors are open, it broke", "vj_bank_a"),
])
def test_a_report_or_question_after_the_name_is_no_call(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes


# ---- 3. other languages ---------------------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("请运行 FOGMIX_B12，舞台太暗了", "fogmix_b12"),
    ("请执行 HAZER_UP，烟雾太少了", "hazer_up"),
    ("من فضلك شغّل FOGMIX_B12", "fogmix_b12"),
    ("لو سمحت طبق HAZER_UP الآن", "hazer_up"),
    ("применяй FOGMIX_B12 ко всем сценам", "fogmix_b12"),
    ("запускай HAZER_UP сейчас", "hazer_up"),
    ("Lütfen HAZER_UP sis ayarlarımı sahne görseline uygula", "hazer_up"),
])
def test_requests_in_other_languages(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("昨天运行了 FOGMIX_B12", "fogmix_b12"),          # 了 in the name's own clause: it ran
    ("不要运行 HAZER_UP，舞台太暗了", "hazer_up"),
    ("لا تشغل FOGMIX_B12", "fogmix_b12"),
    ("не применяй FOGMIX_B12", "fogmix_b12"),
    ("не запускай HAZER_UP", "hazer_up"),
    ("HAZER_UP sis ayarlarımı sahne görseline uygulama", "hazer_up"),   # the negative imperative
])
def test_negated_or_past_in_other_languages_stays_a_mention(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes


# ---- 4. pasted logs, code-formatted names and fenced checklists --------------------------------------

TRACE = ('Traceback (most recent call last):\n  File "/project1/fx/cb", line 12, in onCook\n'
         "TypeError: unsupported operand\n")


@pytest.mark.parametrize(("prompt", "name"), [
    (TRACE + "ignore that, run FOGMIX_B12 first", "fogmix_b12"),
    (TRACE + "HAZER_UP please while I debug this", "hazer_up"),
    ("`fogmix_b12` on /project1/stage please", "fogmix_b12"),
    ("`HAZER_UP` on the left rig pls", "hazer_up"),
    ("```\n## before doors\n- [ ] FOGMIX_B12\n- [ ] HAZER_UP\n```\ndo these two", "fogmix_b12"),
    ("```md\n1. HAZER_UP\n2. FOGMIX_B12\n```\nrun both in that order", "hazer_up"),
])
def test_logs_code_format_and_fenced_checklists_keep_the_request(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    (TRACE + "it crashed right after FOGMIX_B12 ran", "fogmix_b12"),
    (TRACE + "call FOGMIX_B12 by its full name in the docs", "fogmix_b12"),   # naming with 'call' is meta
    ("`HAZER_UP` pls", "hazer_up"),                      # a code-formatted name alone is the string
    ("`FOGMIX_B12` is broken please help", "fogmix_b12"),
    ("```\nrun(FOGMIX_B12)\nx = HAZER_UP\n```\ndo these two", "fogmix_b12"),   # real code stays a literal
    ("```\n- [x] FOGMIX_B12\n```\nwe did that one", "fogmix_b12"),
    ("```\n- HAZER_UP\n```\nwhat is this list?", "hazer_up"),
])
def test_reports_strings_and_code_stay_mentions(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes


# ---- 5. a list of procedures, then a request for its items ------------------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("1. HAZER_UP\n2. FOGMIX_B12\nrun both in that order", "fogmix_b12"),
    ("Pre-show:\n1. FOGMIX_B12\n2. HAZER_UP\nrun both in that order", "hazer_up"),
    ("- HAZER_UP\n- FOGMIX_B12\ndo these two", "hazer_up"),
    ("* FOGMIX_B12\n* HAZER_UP\ngo through the list", "fogmix_b12"),
])
def test_a_list_then_a_request_for_its_items_calls_each(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("- HAZER_UP\n- FOGMIX_B12\ndid we run both?", "hazer_up"),
    ("- HAZER_UP\n- FOGMIX_B12\ndon't run these", "hazer_up"),
    ("- HAZER_UP\n- FOGMIX_B12\nwe ran them yesterday", "fogmix_b12"),
    ("- HAZER_UP crashed\n- FOGMIX_B12 froze\nfix these", "hazer_up"),
    ("- [x] HAZER_UP\n- [ ] FOGMIX_B12\ndo the rest", "hazer_up"),
])
def test_a_list_asked_negated_reported_or_done_is_no_call(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes


# ---- 6. a wish passed on, alarm emoji, a slash command on the selection, Korean particles ------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("the director would like FOGMIX_B12 on the final scene", "fogmix_b12"),
    ("Hi, the client would like the HAZER_UP preset applied before the walkthrough.", "hazer_up"),
    ("FOGMIX_B12 😱😱", "fogmix_b12"),
    ("HAZER_UP 🚨", "hazer_up"),
    ("/fogmix_b12 selected", "fogmix_b12"),
    ("/hazer_up highlighted ops pls", "hazer_up"),
    ("FOGMIX_B12도 실행해", "fogmix_b12"),
    ("HAZER_UP 프리셋만 적용해 줘", "hazer_up"),
])
def test_wishes_alarms_selections_and_korean_particles_call(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("the director would like to know what FOGMIX_B12 does", "fogmix_b12"),
    ("would the client like HAZER_UP?", "hazer_up"),
    ("/fogmix_b12 selected nothing?", "fogmix_b12"),
    ("FOGMIX_B12도 실행했어", "fogmix_b12"),
    ("HAZER_UP 프리셋은 적용하지 마", "hazer_up"),
])
def test_their_asked_reported_or_negated_twins_do_not(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes


# ---- 7. the classifier's guard: negative frames it must catch (v2.10 trusts it at p >= 0.5) -------

def guarded(prompt: str, name: str) -> str:
    return im.guard(prompt, occurrences(prompt, (name,), "", ()))


@pytest.mark.parametrize(("prompt", "name"), [
    ("nobody here ever follows FOGMIX_B12", "fogmix_b12"),
    ("no one uses HAZER_UP anymore", "hazer_up"),
    ("ugh FOGMIX_B12 moved my nulls again", "fogmix_b12"),
    ("HAZER_UP keeps flooding the stage, so annoying", "hazer_up"),
    ("FOGMIX_B12 filled the whole room last time", "fogmix_b12"),
    ("the LD brought up HAZER_UP at the meeting", "hazer_up"),
    ("note to self: add a FOGMIX_B12 line to the checklist", "fogmix_b12"),
    ("plan for tomorrow: HAZER_UP around 18:30, then dinner", "hazer_up"),
    ("is the FOGMIX_B12 preset bypassed right now", "fogmix_b12"),
    ("does HAZER_UP touch the left rig", "hazer_up"),
    ("o FOGMIX_B12 salvou o show semana passada", "fogmix_b12"),
    ("I'll probably need HAZER_UP later, not yet though", "hazer_up"),
])
def test_the_guard_catches_reports_complaints_plans_and_bare_questions(prompt: str, name: str) -> None:
    assert guarded(prompt, name)


@pytest.mark.parametrize(("prompt", "name"), [
    ("FOGMIX_B12 on the left rig pls", "fogmix_b12"),
    ("can you do HAZER_UP on stage two", "hazer_up"),
    ("HAZER_UP the whole stage before doors", "hazer_up"),
    ("FOGMIX_B12 stage left, doors in five", "fogmix_b12"),
])
def test_the_guard_leaves_requests_to_the_classifier(prompt: str, name: str) -> None:
    assert not guarded(prompt, name)


@pytest.mark.parametrize("prompt", [
    "ทวนคำนี้ให้หน่อย: FOGMIX_B12",
    "nhắc lại giúp mình: HAZER_UP",
    "חזור על המילה FOGMIX_B12",
    "ulangi kata ini: HAZER_UP",
])
def test_echo_frames_in_thai_vietnamese_hebrew_indonesian(prompt: str) -> None:
    assert echo_frame(prompt)


# ---- 8. a contrast or exclusion between a verb and a name: the name is left out -----------------------

@pytest.mark.parametrize(("prompt", "name", "called"), [
    ("do FOGMIX_B12 but leave HAZER_UP alone, we're not live", "hazer_up", False),
    ("do FOGMIX_B12 but leave HAZER_UP alone, we're not live", "fogmix_b12", True),
    ("run every preset except HAZER_UP", "hazer_up", False),
    ("load all the looks besides FOGMIX_B12", "fogmix_b12", False),
    ("apply the grades other than HAZER_UP", "hazer_up", False),
    ("run FOGMIX_B12 and HAZER_UP", "hazer_up", True),
])
def test_an_excluded_name_is_not_called(prompt: str, name: str, called: bool) -> None:
    assert ref(prompt, name).invokes is called
    if not called:
        assert guarded(prompt, name)


@pytest.mark.parametrize(("prompt", "name"), [
    ("run FOGMIX_B12 please, because nothing is showing", "fogmix_b12"),
    ("Zrób HAZER_UP, proszę, bo nic nie widzę", "hazer_up"),
    ("FOGMIX_B12 now, weil man nichts sieht", "fogmix_b12"),
    ("last track fading, HAZER_UP", "hazer_up"),
])
def test_a_reason_or_a_moment_does_not_guard_the_request(prompt: str, name: str) -> None:
    assert not guarded(prompt, name)


@pytest.mark.parametrize(("prompt", "name"), [
    ("HAZER_UP because we did not run it yesterday", "hazer_up"),
    ("do not run FOGMIX_B12 because it crashed", "fogmix_b12"),
    ("last night FOGMIX_B12 was perfect", "fogmix_b12"),
])
def test_the_requests_own_negation_or_past_still_guards(prompt: str, name: str) -> None:
    assert guarded(prompt, name)


# ---- 9. a short topic phrase around the name, then a question about it ---------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("FOGMIX_B12 fade length — how many seconds?", "fogmix_b12"),
    ("step 2 of HAZER_UP — which channel does it open?", "hazer_up"),
    ("the HAZER_UP run time — how long exactly?", "hazer_up"),
])
def test_a_topic_phrase_then_a_question_asks_what_it_says(prompt: str, name: str) -> None:
    assert ref(prompt, name).asks


@pytest.mark.parametrize(("prompt", "name"), [
    ("FOGMIX_B12 crashed again — what now?", "fogmix_b12"),
    ("yesterday HAZER_UP — how did it go?", "hazer_up"),
    ("FOGMIX_B12 history — who wrote it?", "fogmix_b12"),
    ("HAZER_UP is broken — what now?", "hazer_up"),
    ("FOGMIX_B12 vs HAZER_UP — which is better?", "fogmix_b12"),
])
def test_a_report_state_or_comparison_then_a_question_does_not(prompt: str, name: str) -> None:
    assert not ref(prompt, name).asks


def test_a_dismissed_name_before_a_question_is_not_asked_about() -> None:
    assert not ref("forget FOGMIX_B12 for a second: how do I open a window on monitor 2?", "fogmix_b12").asks
    assert not ref("ignore HAZER_UP for now — which TOP blurs best?", "hazer_up").asks


@pytest.mark.parametrize(("prompt", "name"), [
    ("FOGMIX_B12, sorry I meant the hazer preset, on stage left", "fogmix_b12"),
    ("HAZER_UP — no wait, the other one", "hazer_up"),
    ("FOGMIX_B12, I mean the slow fade, on the final comp", "fogmix_b12"),
    ("lance HAZER_UP, je veux dire le fondu", "hazer_up"),
])
def test_a_correction_leaves_the_choice_to_the_rules(prompt: str, name: str) -> None:
    assert guarded(prompt, name)  # the classifier is not asked; the rules alone decide which name was meant


# ---- 10. another time than now, in other languages: the guard carries the time frame ---------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("Я уже сделал FOGMIX_B12 вручную", "fogmix_b12"),
    ("вчера мы запустили HAZER_UP", "hazer_up"),
    ("HAZER_UP сделаем потом", "hazer_up"),
    ("Yarın FOGMIX_B12 kuralını ekibe anlatacağım", "fogmix_b12"),
    ("HAZER_UP dün çalıştırdım", "hazer_up"),
    ("سأشغل FOGMIX_B12 غدا", "fogmix_b12"),
    ("HAZER_UP baad mein chalana", "hazer_up"),
    ("on fera FOGMIX_B12 plus tard", "fogmix_b12"),
    ("HAZER_UP haben wir schon gemacht", "hazer_up"),
    ("FOGMIX_B12 lo facciamo più tardi", "fogmix_b12"),
    ("HAZER_UP は後でやる", "hazer_up"),
    ("FOGMIX_B12 以后再说", "fogmix_b12"),
    ("HAZER_UP 이미 했어", "hazer_up"),
    ("mình đã chạy FOGMIX_B12 rồi", "fogmix_b12"),
])
def test_the_guard_reads_other_times_in_other_languages(prompt: str, name: str) -> None:
    assert guarded(prompt, name)


@pytest.mark.parametrize(("prompt", "name"), [
    ("запусти FOGMIX_B12 сейчас", "fogmix_b12"),
    ("HAZER_UP şimdi çalıştır", "hazer_up"),
    ("قم بتشغيل FOGMIX_B12 الآن", "fogmix_b12"),
    ("Bitte HAZER_UP starten, der Kunde wartet", "hazer_up"),
    ("Monta FOGMIX_B12 para la pieza, por favor", "fogmix_b12"),
])
def test_requests_for_now_in_other_languages_pass_the_guard(prompt: str, name: str) -> None:
    assert not guarded(prompt, name)


# ---- 11. the classifier trusts the guards at its English threshold only --------------------------------

@pytest.mark.parametrize(("prompt", "is_english"), [
    ("FOGMIX_B12 pls on the main out", True),
    ("FOGMIX_B12", True),
    ("can you run HAZER_UP before doors", True),
    ("Już odpaliłam FOGMIX_B12 godzinę temu", False),
    ("HAZER_UP'yi sakın ekleme", False),
    ("把 FOGMIX_B12 这个词用粗体写出来", False),
    ("lance HAZER_UP maintenant", False),
])
def test_english_is_read_with_the_names_masked(prompt: str, is_english: bool) -> None:
    spans = occurrences(prompt, ("fogmix_b12", "hazer_up"), "", ())
    assert im.english(prompt, spans) is is_english


def test_another_language_needs_the_robust_threshold_unless_it_carries_a_request_word() -> None:
    from array import array

    model = im.InvocationModel(array("d", [0.0] * im.DIM), 0.0, 0.5, (), 0.87)

    def threshold(prompt: str) -> float:
        return model.threshold_for(prompt, occurrences(prompt, ("hazer_up",), "", ()))

    assert threshold("HAZER_UP on the main out") == 0.5
    assert threshold("HAZER_UP maintenant sur la sortie, c'est prêt") == 0.87  # no request word
    assert threshold("Już HAZER_UP godzinę temu") == 0.87
    assert threshold("lance HAZER_UP maintenant") == 0.5                        # an imperative
    assert threshold("HAZER_UP yükle lütfen") == 0.5                            # verb last, please
    assert threshold("帮我执行一下 HAZER_UP") == 0.5                              # no spaces between words
    # the request word must stand in the sentence that names the procedure
    assert threshold("HAZER_UP était prêt. Lance la suite") == 0.87
    shipped = im.load_model()
    assert shipped.threshold == 0.5 and shipped.threshold < shipped.threshold_other <= 1.0
