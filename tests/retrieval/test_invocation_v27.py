"""Gate v2.7 (issue 11): the classes of unseen5's and unseen6's invocation misses, each with
variants written here (names, titles, verbs and languages that appear in no suite prompt) and the
negatives that must stay: the same shape quoted, negated, reported, asked, in the past, inside
code or in an echo frame. Properties where there is an invariant (the command-syntax rewrite)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.retrieval import gate
from tdcontext.retrieval.gate import Procedure
from tdcontext.retrieval.invocation import (
    analyse,
    asks_in_body_terms,
    canonical_commands,
    named_only_in_literals,
    procedure_names,
    title_phrase,
)
from tdcontext.retrieval.invocation_model import guard

OTHERS = ("kick1", "layout2", "panic_black", "blackout", "deploy_show", "render_hq", "cue_stack_7", "wirecomb",
          "glitchy", "syncpoint", "vj_bank_a", "deskmap_x32", "strobe_safe", "fogmix_b12", "mute_all", "hazer_up")


def invokes(prompt: str, name: str) -> bool:
    return analyse(prompt, (name,), "", tuple(o for o in OTHERS if o != name)).invokes


def by_title(prompt: str, title: str) -> bool:
    names = procedure_names(title)
    return analyse(prompt, names, title_phrase(title), tuple(o for o in OTHERS if o not in names), "", title).invokes


# ---- 1. command syntax: slash commands, spelled letters, pictographs, checklists ------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("/fogmix_b12", "fogmix_b12", True),
    ("/mute_all now", "mute_all", True),
    ("/trigger HAZER_UP", "hazer_up", True),
    ("  /fogmix_b12 on deck two", "fogmix_b12", True),
    ("/fogmix_b12 failed again", "fogmix_b12", False),          # a report about the command
    ("/mute_all is broken since the update", "mute_all", False),
    ("why does /mute_all hang?", "mute_all", False),            # not at the start of a line
    ("open /project1/fogmix_b12", "fogmix_b12", False),         # a path
    ("echo back: /fogmix_b12", "fogmix_b12", False),
])
def test_slash_commands(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("M-U-T-E-_-A-L-L. go.", "mute_all", True),
    ("H.A.Z.E.R._.U.P now", "hazer_up", True),
    ("F-O-G-M-I-X-_-B-1-2 please", "fogmix_b12", True),
    ("how do you spell it, M-U-T-E?", "mute_all", False),       # not the whole name
    ("M-U-T-E-_-A-L-L is how it's spelled", "mute_all", False),
    ("spell M-U-T-E-_-A-L-L backwards", "mute_all", False),
])
def test_letters_spelled_one_by_one(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("🌫️ FOGMIX_B12 pls 🙏 chorus is next", "fogmix_b12", True),
    ("🔇 MUTE_ALL 🔇", "mute_all", True),
    ("❌ MUTE_ALL", "mute_all", False),                          # a pictograph that says no
    ("🚫 FOGMIX_B12 during the speech 🙏", "fogmix_b12", False),
    ("✅ HAZER_UP", "hazer_up", False),                          # done
    ("HAZER_UP 😂😂", "hazer_up", False),                        # a reaction
    ("MUTE_ALL 💀", "mute_all", False),
])
def test_pictographs_read_as_words(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("- [ ] HAZER_UP on stage left\n- [ ] MUTE_ALL\nrun the open ones", "hazer_up", True),
    ("- [ ] HAZER_UP on stage left\n- [ ] MUTE_ALL\nrun the open ones", "mute_all", True),
    ("- [x] line check\n- [ ] FOGMIX_B12   <- this one, do it", "fogmix_b12", True),
    ("- [x] FOGMIX_B12\n- [ ] HAZER_UP\nrun the open ones", "fogmix_b12", False),   # checked: done
    ("- [x] FOGMIX_B12 on stage left", "fogmix_b12", False),
    ("- [x] MUTE_ALL\n- [x] HAZER_UP", "hazer_up", False),
])
def test_checklists(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


def test_the_classifier_guard_reads_pictographs_and_checked_items() -> None:
    for prompt in ("❌ MUTE_ALL", "✅ MUTE_ALL", "- [x] MUTE_ALL", "MUTE_ALL 😂"):
        start = prompt.index("MUTE_ALL")
        assert guard(prompt, [(start, start + 8)]), prompt
    assert guard("🔇 MUTE_ALL pls", [(2, 10)]) == ""


_SYNTAX = st.lists(st.sampled_from(list("ab /-.[]x\n1_😂❌✅🙏👈→<>=") + ["->", "<-", "- [ ] ", "- [x] ", "mute_all", "M-U-T-E"]),
                   max_size=20).map("".join)


@settings(max_examples=300, deadline=None)
@given(text=_SYNTAX)
def test_property_the_command_rewrite_is_idempotent_and_invents_no_name(text: str) -> None:
    once = canonical_commands(text, ("mute_all", "fogmix_b12"))
    assert canonical_commands(once, ("mute_all", "fogmix_b12")) == once
    assert once.count("fogmix_b12") == 0 or "fogmix_b12" in text.lower()


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list("abcdefgh ,?!'")), max_size=60))
def test_property_plain_text_is_left_alone(text: str) -> None:
    assert canonical_commands(text, ("mute_all",)) == text


# ---- 2. a code-formatted name with the request outside the backticks ----------------------------

@pytest.mark.parametrize(("prompt", "expected"), [
    ("`HAZER_UP` 👈 start this one please", True),
    ("trigger `HAZER_UP` on the chorus", True),
    ("`HAZER_UP`", False),                                      # a quoted name alone is the string
    ("`HAZER_UP` pls", False),
    ("what type is `HAZER_UP`?", False),
    ("is `HAZER_UP` a valid identifier?", False),
    ("don't trigger `HAZER_UP`", False),
    ("`trigger HAZER_UP`", False),                              # the request is inside the literal
    ('trigger "HAZER_UP" on the chorus', False),                # quotes are never unwrapped
])
def test_a_code_formatted_name(prompt: str, expected: bool) -> None:
    assert invokes(prompt, "hazer_up") is expected, prompt


@pytest.mark.parametrize(("prompt", "literal_only"), [
    ("`HAZER_UP` 👈 start this one please", False),  # reaches the gate: the request is outside
    ("`HAZER_UP`", True), ("`HAZER_UP` pls", True), ("`trigger HAZER_UP`", True),
    ('trigger "HAZER_UP" on the chorus', True), ("print(`HAZER_UP`)", True),
])
def test_a_code_formatted_name_reaches_the_gate_only_with_a_request_outside(prompt: str, literal_only: bool) -> None:
    assert named_only_in_literals(prompt, ("hazer_up",)) is literal_only, prompt


# ---- 3. request shapes of other languages -------------------------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("MUTE_ALL 해 주세요", "mute_all", True),
    ("FOGMIX_B12 빨리", "fogmix_b12", True),
    ("FOGMIX_B12 했어요", "fogmix_b12", False),                  # past
    ("MUTE_ALL 하지 마세요", "mute_all", False),                 # negated
    ("HAZER_UPに従ってステージを準備して", "hazer_up", True),
    ("HAZER_UPに従わないで", "hazer_up", False),
    ("MUTE_ALL laga do abhi", "mute_all", True),
    ("MUTE_ALL start kar do", "mute_all", True),
    ("MUTE_ALL nahi chalao", "mute_all", False),
    ("MUTE_ALL chala diya tha", "mute_all", False),
    ("przygotuj FOGMIX_B12 na koncert", "fogmix_b12", True),
    ("FOGMIX_B12 aufbauen und danach MUTE_ALL", "fogmix_b12", True),
    ("FOGMIX_B12 aufbauen und danach MUTE_ALL", "mute_all", True),
    ("wir haben FOGMIX_B12 aufgebaut und danach MUTE_ALL", "mute_all", False),
    ("allez-y pour le MUTE_ALL", "mute_all", True),
    ("HAZER_UP ya, empieza la canción", "hazer_up", True),
    ("HAZER_UP ya lo hicimos", "hazer_up", False),               # "ya" as "already"
    ("HAZER_UP bitte nicht", "hazer_up", False),
    ("mach mal HAZER_UP hier auf der Bühne", "hazer_up", True),   # "hier" is German "here"
    ("j'ai lancé HAZER_UP hier soir", "hazer_up", False),        # ... and French "yesterday"
    ("llena el escenario con HAZER_UP", "hazer_up", True),       # an imperative the lexicon lacks
    ("el escenario funciona con HAZER_UP", "hazer_up", False),   # an article opens a statement
    ("sigue fallando con HAZER_UP", "hazer_up", False),          # a gerund: a report
    ("bevor wir anfangen, MUTE_ALL", "mute_all", True),
    ("et respecte FOGMIX_B12", "fogmix_b12", True),              # a conjunction before the verb
    ("et ne respecte pas FOGMIX_B12", "fogmix_b12", False),
])
def test_requests_in_other_languages(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 4. several procedures in one list or running order -----------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("HAZER_UP + FOGMIX_B12 svp", "fogmix_b12", True),
    ("HAZER_UP + FOGMIX_B12 svp", "hazer_up", True),
    ("HAZER_UP puis MUTE_ALL, on ouvre les portes", "mute_all", True),
    ("HAZER_UP y luego MUTE_ALL", "hazer_up", True),
    ("HAZER_UP -> FOGMIX_B12 -> MUTE_ALL", "fogmix_b12", True),
    ("1. HAZER_UP\n2. FOGMIX_B12\n3. MUTE_ALL", "fogmix_b12", True),
    ("1. HAZER_UP\n2. FOGMIX_B12\n3. MUTE_ALL", "hazer_up", True),
    ("HAZER_UP and FOGMIX_B12", "fogmix_b12", False),             # a bare list is a mention
    ("HAZER_UP, FOGMIX_B12", "fogmix_b12", False),
    ("HAZER_UP or FOGMIX_B12?", "fogmix_b12", False),
    ("HAZER_UP, then FOGMIX_B12, were the plan", "fogmix_b12", False),
    ("HAZER_UP then FOGMIX_B12 broke the haze machine", "fogmix_b12", False),
    ("HAZER_UP y luego FOGMIX_B12 fallaron ayer", "fogmix_b12", False),
    ("1. HAZER_UP was slow\n2. FOGMIX_B12 was fine", "fogmix_b12", False),
    ("trigger HAZER_UP and FOGMIX_B12 but not MUTE_ALL", "mute_all", False),
])
def test_lists_and_running_orders(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 5. title words, pronouns pointing back, later steps, awaited steps -------------------------

_TITLE = "Haze machine warmup"   # a title that is all description
_RULE = "MUTE_ALL rule: never play audio during speeches"


@pytest.mark.parametrize(("prompt", "title", "expected"), [
    ("haze machine warmup, now please", _TITLE, True),
    ("haze machine warmup failed last night", _TITLE, False),
    ("haze machine warmup?", _TITLE, False),
    ("never play audio during speeches - enforce that tonight", _RULE, True),
    ("never play audio during speeches - did we enforce that?", _RULE, False),
    ("never play audio during speeches, don't enforce that tonight", _RULE, False),
    ("FOGMIX_B12 and apply the haze machine warmup", _TITLE, True),
    ("we ran FOGMIX_B12 and applied the haze machine warmup", _TITLE, False),
])
def test_title_words(prompt: str, title: str, expected: bool) -> None:
    assert by_title(prompt, title) is expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("open the doors once you trigger HAZER_UP", "hazer_up", True),
    ("the haze froze after you trigger HAZER_UP", "hazer_up", False),
    ("what happened after you run HAZER_UP?", "hazer_up", False),
    ("don't forget MUTE_ALL before the speech", "mute_all", True),
    ("I didn't forget MUTE_ALL", "mute_all", False),
    ("don't forget MUTE_ALL crashed last time", "mute_all", False),
    ("not HAZER_UP, I meant FOGMIX_B12. trigger that one", "fogmix_b12", True),
    ("I meant FOGMIX_B12. don't trigger that one", "fogmix_b12", False),
    ("I meant FOGMIX_B12. did that one run?", "fogmix_b12", False),
    ("hey assistant trigger FOGMIX_B12", "fogmix_b12", True),
    ("hey assistant did you trigger FOGMIX_B12?", "fogmix_b12", False),
    ("next cue: HAZER_UP, standby... GO", "hazer_up", True),
    ("we missed HAZER_UP, standby... GO", "hazer_up", False),
])
def test_steps_corrections_and_calls(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 6. questions in the procedure's own terms --------------------------------------------------

_BODY = ("FOGMIX_B12 procedure. Set the hazer to 40 percent output with fan speed 3, then fade DMX channel 12 "
         "up over 8 seconds. Never run the hazer above 60 percent in the small room; purge with the extractor "
         "after the show.")
_PROC = Procedure("FOGMIX_B12: haze for the opening", _BODY)


def verdict(prompt: str) -> str:
    names = procedure_names(_PROC.title)
    disclosure, _ = gate._instruction_verdict(prompt, _PROC, names, title_phrase(_PROC.title), 1.0, 0.0,
                                              gate.DEFAULT_THRESHOLDS, frozenset(OTHERS) - names, None)
    return disclosure


@pytest.mark.parametrize(("prompt", "expected"), [
    ("FOGMIX_B12 fan speed?", "full"),
    ("FOGMIX_B12 extractor??", "full"),
    ("does FOGMIX_B12 ever purge the room?", "full"),
    ("after FOGMIX_B12 what percent is the hazer at?", "full"),
    ("is FOGMIX_B12 still running on the hazer?", "stub"),      # its state
    ("did FOGMIX_B12 purge the room yesterday?", "stub"),       # the past
    ("who set the FOGMIX_B12 fan speed?", "stub"),              # its author
    ("FOGMIX_B12 fan speed too high?", "stub"),                 # a judgement
    ("FOGMIX_B12 fan speed vs MUTE_ALL?", "stub"),              # a comparison
    ("FOGMIX_B12 never purges the room, right?", "stub"),      # negated
    ("how do you pronounce FOGMIX_B12?", "stub"),               # the word
    ("FOGMIX_B12 opening?", "stub"),                            # only a title word
    ("FOGMIX_B12 weather?", "stub"),                            # no word of its text
])
def test_a_question_in_the_procedures_own_terms(prompt: str, expected: str) -> None:
    assert verdict(prompt) == expected, prompt


def test_a_bare_title_phrase_asks_nothing_however_many_terms_of_the_text_it_shares() -> None:
    """A title phrase said bare is the topic in general: "what's a normal dBFS limit for quiet stage
    in residential areas?" must not disclose the venue's rule in full."""
    title = "Quiet stage at the harbour venue"
    body = "Quiet stage rule. After 23:00 keep the master below -18 dBFS and cut subs under 60 Hz."
    args = ((), title_phrase(title), (), "", title)
    assert not asks_in_body_terms("during quiet stage, what's the dBFS limit on the master?", *args, body)
    assert not asks_in_body_terms("what's a normal dBFS limit for quiet stage in residential areas?", *args, body)


@pytest.mark.parametrize(("prompt", "expected"), [
    ("tolong jalankan HAZER_UP", True), ("jangan jalankan HAZER_UP", False),          # id
    ("chạy HAZER_UP đi", True), ("đừng chạy HAZER_UP", False),                        # vi
    ("suorita HAZER_UP nyt", True), ("älä suorita HAZER_UP", False),                  # fi
    ("futtasd HAZER_UP kérlek", True), ("ne futtasd HAZER_UP", False),                # hu
    ("rulează HAZER_UP te rog", True),                                                # ro
    ("τρέξε το HAZER_UP", True), ("μην τρέξεις το HAZER_UP", False),                  # el
    ("виконай HAZER_UP", True), ("не виконуй HAZER_UP", False),                       # uk
    ("kjør HAZER_UP takk", True),                                                     # no
    ("HAZER_UP lütfen", True),                                                        # tr
    ("HAZER_UP 跑一下", True), ("HAZER_UP 开始吧", True), ("HAZER_UP 别跑", False),    # zh
    ("HAZER_UP 开始了", False), ("HAZER_UP 上次出问题了", False),
    ("HAZER_UP 좀 해줘", True), ("HAZER_UP やって", True), ("HAZER_UP やらないで", False),
])
def test_request_lexicons_of_more_languages(prompt: str, expected: bool) -> None:
    assert invokes(prompt, "hazer_up") is expected, prompt


def test_a_spelled_name_is_no_chitchat_however_close_its_embedding() -> None:
    names = ("mute_all", "hazer_up")
    assert gate.classify_intent("M-U-T-E-_-A-L-L. go.", 0.99, names=names).label == "question"
    assert gate.classify_intent("/hazer_up", 0.99, names=names).label == "question"
    assert gate.classify_intent("h-e-l-l-o. bye.", 0.99, names=names).label == "chitchat"
    assert gate.classify_intent("lol nice one", 0.99, names=names).label != "question"


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("HAZER_UP on deck1, FOGMIX_B12 on deck2 pls", "fogmix_b12", True),   # operator names are no list of procedures
    ("trigger HAZER_UP, out1 and out2", "hazer_up", True),
    ("don't trigger HAZER_UP, FOGMIX_B12 now", "fogmix_b12", False),      # a list of procedures shares the negation
    ("please trigger HAZER_UP on deck 2, FOGMIX_B12 for the stage and MUTE_ALL", "mute_all", True),
    ("trigger HAZER_UP on deck 2 and MUTE_ALL please", "mute_all", True),
    ("trigger HAZER_UP on deck 2 and MUTE_ALL crashed", "mute_all", False),
    ("we triggered HAZER_UP on deck 2 and MUTE_ALL", "mute_all", False),
    ("trigger HAZER_UP on deck 2, not MUTE_ALL", "mute_all", False),
    ("trigger HAZER_UP failed", "hazer_up", False),
    ("Macro HAZER_UP on this stage please", "hazer_up", True),               # the frame noun is part of the name
    ("macro HAZER_UP crashed", "hazer_up", False),
])
def test_each_mention_in_its_own_clause(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("kwaleks grade now", "kwalex", True),        # typed by ear: "ks" for "x"
    ("foniks on the main out", "phonix", True),   # "f" for "ph", "ks" for "x"
    ("the kwalox grade crashed", "kwalex", False),
    ("run glitchy", "glitchie", False),           # a dictionary word is never a misspelling
])
def test_names_typed_by_ear(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("skip HAZER_UP and just trigger FOGMIX_B12", "fogmix_b12", True),    # the refusal is the other's
    ("skip HAZER_UP and just trigger FOGMIX_B12", "hazer_up", False),
    ("don't trigger HAZER_UP and FOGMIX_B12", "fogmix_b12", False),
    ("never trigger HAZER_UP and FOGMIX_B12", "fogmix_b12", False),
    ("the client mentioned FOGMIX_B12 earlier, go ahead with it", "fogmix_b12", True),
    ("FOGMIX_B12 stalled yesterday, trigger it again", "fogmix_b12", True),
    ("FOGMIX_B12, delete it", "fogmix_b12", False),            # editing the entry is not running it
    ("FOGMIX_B12, we triggered it yesterday", "fogmix_b12", False),
    ("FOGMIX_B12, don't trigger it", "fogmix_b12", False),
    ("is FOGMIX_B12 safe? trigger it", "fogmix_b12", False),
    ("HAZER_UP and FOGMIX_B12 stalled, trigger it again", "fogmix_b12", False),   # whose "it"?
])
def test_a_refusal_of_another_and_a_command_pointing_back(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


@pytest.mark.parametrize(("prompt", "expected"), [
    ("HAZER_UP とは？", True), ("HAZER_UP って何?", True),                        # what is it: its text
    ("HAZER_UP は英語で何と言う？", False), ("HAZER_UP って英語で何て言う？", False),  # how the word is said
    ("HAZER_UP 用英语怎么说", False),
])
def test_japanese_what_is_and_how_is_it_said(prompt: str, expected: bool) -> None:
    r = analyse(prompt, ("hazer_up",), "", tuple(o for o in OTHERS if o != "hazer_up"))
    assert r.asks is expected, prompt


@pytest.mark.parametrize(("prompt", "name"), [
    ("planning: HAZER_UP on friday, FOGMIX_B12 on saturday", "fogmix_b12"),   # a plan, not a request for now
    ("notes: HAZER_UP, then FOGMIX_B12", "fogmix_b12"),
    ("FOGMIX_B12 next week", "fogmix_b12"),
    ("FOGMIX_B12 now? no wait, not yet", "fogmix_b12"),                       # taken back
    ("1. HAZER_UP (done)\n2. FOGMIX_B12 (done)", "fogmix_b12"),               # a status gloss is no gloss to skip
    ("HAZER_UP 和 FOGMIX_B12 昨天都跑过了", "hazer_up"),                        # the past in Chinese
    ("HAZER_UP と FOGMIX_B12 はもう終わった", "hazer_up"),                       # ... and Japanese
    ("HAZER_UP 다음에 FOGMIX_B12 했어", "hazer_up"),                             # ... and Korean
])
def test_plans_retractions_statuses_and_the_past_in_other_scripts(prompt: str, name: str) -> None:
    assert not invokes(prompt, name), prompt
    start = prompt.index(name.upper())
    assert guard(prompt, [(start, start + len(name))]), prompt   # the classifier is never asked either


def test_a_time_the_work_is_for_is_no_deferral() -> None:
    assert invokes("set up FOGMIX_B12 for tomorrow's rehearsal", "fogmix_b12")
    assert invokes("セット終わり、FOGMIX_B12お願いします", "fogmix_b12")   # "the set is over" is the moment


@pytest.mark.parametrize(("prompt", "name"), [
    ("FOGMIX_B12 demain", "fogmix_b12"), ("FOGMIX_B12 morgen", "fogmix_b12"), ("FOGMIX_B12 明天", "fogmix_b12"),
    ("FOGMIX_B12 내일", "fogmix_b12"), ("la semaine prochaine FOGMIX_B12", "fogmix_b12"),
    ("list all macros: HAZER_UP, FOGMIX_B12, MUTE_ALL", "fogmix_b12"),      # the names are what is listed
])
def test_deferrals_in_other_languages_and_listings(prompt: str, name: str) -> None:
    assert not invokes(prompt, name), prompt


@pytest.mark.parametrize("prompt", [
    "which of HAZER_UP, FOGMIX_B12, MUTE_ALL is the oldest?", "where can I buy a hazer like the one in FOGMIX_B12?",
    "can FOGMIX_B12 be changed by the client?", "when FOGMIX_B12 fans up, the room gets weird, any idea?",
])
def test_questions_about_age_price_editing_or_a_problem_ask_nothing(prompt: str) -> None:
    assert verdict(prompt) == "stub", prompt


@pytest.mark.parametrize("prompt", [
    "FOGMIX_B12 ya se usó", "FOGMIX_B12, you there?", "HAZER_UP, FOGMIX_B12 and MUTE_ALL are my favourite macros",
    "FOGMIX_B12 morgen",
])
def test_the_classifier_guard_objects_to_reports_questions_statements_and_deferrals(prompt: str) -> None:
    start = prompt.index("FOGMIX_B12")
    assert guard(prompt, [(start, start + 10)]), prompt


def test_a_clause_opened_by_a_name_then_a_build_command_pointing_back() -> None:
    assert invokes("fog mix b twelve is up, build it", "fogmix_b12")
    assert not invokes("fog mix b twelve is up, don't build it", "fogmix_b12")


def test_a_dictionary_word_name_after_a_resultative_verbs_object_is_the_word() -> None:
    assert not invokes("make my visuals glitchy please", "glitchy")   # the adjective, not the macro
    assert not invokes("make the intro glitchy", "glitchy")
    assert invokes("run glitchy on cam2", "glitchy")
    assert invokes("make the GLITCHY macro run on cam2", "glitchy")


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("/fogmix_b12 --level 40", "fogmix_b12", True),                 # options after a slashed command
    ("on the last chord MUTE_ALL", "mute_all", True),               # "last" belongs to the time call
    ("on the last chord MUTE_ALL was too slow", "mute_all", False),
    ("applica HAZER_UP alla camera 1", "hazer_up", True),
    ("non applicare HAZER_UP", "hazer_up", False),
    ("HAZER_UPを今すぐ実行して", "hazer_up", True),
    ("HAZER_UPを今すぐ実行しないで", "hazer_up", False),
    ("HAZER_UP'i ana çıkışta çalıştır", "hazer_up", True),          # Turkish: words between object and verb
    ("HAZER_UP'i ana çıkışta çalıştırma", "hazer_up", False),       # ... the negative verb
    ("HAZER_UP'i dün çalıştırdık", "hazer_up", False),              # ... the past
    ("don't forget HAZER_UP?", "hazer_up", False),                  # a reminder asked about
])
def test_more_shapes_and_their_twins(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt
