"""Gate v2.12 (issue 11, session 10): the three classes of full bodies the blind suites unseen28..30
found on the shipped v2.11, each with variants written here (names and phrasings of no suite prompt)
and the twins that must still be read as requests:

- the conditional mood of a person is no request ("if the desk ever turns up we'd do X");
- "the word X" where the word for "word" follows the name, as in Korean, Japanese or Turkish
  ("X라는 단어", "Xという単語", "X kelimesi"), and the Korean "example sentence" (예문), are meta;
- a request said in irony, marked after it ("let's just run X with 47 errors, brilliant idea",
  "what could possibly go wrong") is taken back, by the rules and by the classifier's guard;
- a request for the thing a procedure's own text says it is asked for ("When I ask for trails in the club set,
  build them my way"), said as the user's own ("my usual way"), is read as its name would be."""

from __future__ import annotations

import json
from array import array
from collections.abc import Iterator

import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tdcontext.retrieval import invocation_model as im
from tdcontext.retrieval.invocation import (
    IRONIC,
    meta_frame,
    occurrences,
    own_triggers,
    trigger_spans,
)
from tests.retrieval.test_invocation_v210 import (
    ref,  # analyse() with the other names FOGMIX_B12, HAZER_UP, ...
)

NAMES = ("fogmix_b12", "hazer_up")
ALWAYS = im.InvocationModel(array("d", [0.0] * im.DIM), bias=20.0, threshold=0.5, threshold_other=0.5)


def spans(prompt: str) -> list[tuple[int, int]]:
    return occurrences(prompt, NAMES, "", ())


# ---- 1. the conditional mood ------------------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "if the hazer ever arrives we'd do HAZER_UP, but it's stuck at customs",
    "we'd run FOGMIX_B12 if the venue allowed haze, they don't",
    "if the rig ever gets fixed I would apply FOGMIX_B12 first",
    "they would use HAZER_UP on a bigger stage",
    "she'd trigger FOGMIX_B12 at the drop if it were her show",
])
def test_the_conditional_mood_never_asks_the_classifier(prompt: str) -> None:
    raised, why = ALWAYS.raises(prompt, spans(prompt))  # a model that would raise anything it is asked about
    assert not raised and why.startswith("classifier not asked"), (prompt, why)


@pytest.mark.parametrize("prompt", [
    "if the hazer ever arrives we'd do HAZER_UP, but it's stuck at customs",
    "if the rig ever gets fixed I would apply FOGMIX_B12 first",
    "we'd do FOGMIX_B12 at a bigger venue",
])
def test_the_conditional_mood_is_the_guards_reason(prompt: str) -> None:
    assert "hypothetical" in im.guard(prompt, spans(prompt)), im.guard(prompt, spans(prompt))


@pytest.mark.parametrize("prompt", [
    "I'd like you to run FOGMIX_B12 on the main stage now",
    "we'd really appreciate it if you loaded HAZER_UP now",
    "would you run FOGMIX_B12 on the main stage please",
    "run HAZER_UP now please",
])
def test_a_polite_request_is_still_one(prompt: str) -> None:
    assert "hypothetical" not in im.guard(prompt, spans(prompt))


# ---- 2. "the word X" with the word after the name --------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "FOGMIX_B12라는 단어를 넣어서 예문 하나만 만들어 주세요.",
    "HAZER_UP이라는 단어로 짧은 문장을 써 줘",
    "HAZER_UP 단어를 대문자로 써 줘",
    "FOGMIX_B12という単語を使って文を作ってください",
    "HAZER_UPという言葉を三回書いて",
    "FOGMIX_B12 kelimesini büyük harfle yaz",
    "HAZER_UP 这个词用在一个句子里",
    "FOGMIX_B12 शब्द को उल्टा लिखो",
    "HAZER_UP로 예문 두 개 만들어 줘",
])
def test_the_word_after_the_name_is_a_meta_frame(prompt: str) -> None:
    assert meta_frame(prompt, NAMES), prompt
    assert not ref(prompt, "fogmix_b12" if "FOGMIX" in prompt else "hazer_up").invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("FOGMIX_B12 실행해 주세요", "fogmix_b12"),
    ("HAZER_UP を今すぐ実行して", "hazer_up"),
    ("FOGMIX_B12'yi başlat lütfen", "fogmix_b12"),
])
def test_a_request_in_those_languages_still_invokes(prompt: str, name: str) -> None:
    assert not meta_frame(prompt, NAMES)
    assert ref(prompt, name).invokes


# ---- 3. irony -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("oh sure, let's just run FOGMIX_B12 with the smoke alarm on, brilliant idea, really", "fogmix_b12"),
    ("yeah let's just fire HAZER_UP in a sold-out room with no extraction, genius plan", "hazer_up"),
    ("sure, trigger FOGMIX_B12 during the fire marshal's visit, what could possibly go wrong", "fogmix_b12"),
    ("run HAZER_UP again, because that went so well last time", "hazer_up"),
    ("load FOGMIX_B12 on the broken rig, yeah right", "fogmix_b12"),
    ("just apply HAZER_UP to the whole venue, top marks for that one /s", "hazer_up"),
])
def test_a_request_in_irony_is_taken_back(prompt: str, name: str) -> None:
    assert IRONIC.search(prompt.lower()), prompt
    r = ref(prompt, name)
    assert not r.invokes and not r.asks, (prompt, r)
    assert im.guard(prompt, spans(prompt)) == "irony"


@pytest.mark.parametrize(("prompt", "name"), [
    ("great idea, run FOGMIX_B12 now please", "fogmix_b12"),
    ("run HAZER_UP now, brilliant idea from the LD to start early", "hazer_up"),
    ("right, load FOGMIX_B12 on the rig", "fogmix_b12"),
    ("do HAZER_UP — the smart move tonight", "hazer_up"),
])
def test_praise_that_is_not_irony_still_invokes(prompt: str, name: str) -> None:
    assert not IRONIC.search(prompt.lower()), prompt
    assert ref(prompt, name).invokes, prompt


# ---- 4. the procedure's own trigger ----------------------------------------------------------------

GLOW = ("When I ask for a glow pass on the lobby screens, build it my way: a Blur TOP of size 24 over a Level TOP "
        "at brightness 1.6, composited Add over the source, then SECRET-GLOW-BODY.")


@pytest.mark.parametrize(("text", "names", "triggers"), [
    (GLOW, (), (("glow", "pass", "lobby", "screens"),)),
    ("When the user asks for KICK1, build a flash.", ("kick1",), ()),           # a name: the name's grammar
    ("When the user says panic or blackout, cut the output.", (), ()),         # one common word is no trigger
    ("When asked for RENDER_HQ or a high-quality offline render, render.", ("render_hq",),
     (("high-quality", "offline", "render"),)),
    ("Whenever we want the foyer loop and the bar loop, start both.", (), (("foyer", "loop"), ("bar", "loop"))),
    ("Fade the master to black over four seconds.", (), ()),                    # no trigger written
])
def test_own_triggers(text: str, names: tuple[str, ...], triggers: tuple[tuple[str, ...], ...]) -> None:
    assert own_triggers(text, names) == triggers


@pytest.mark.parametrize(("prompt", "found"), [
    ("glow pass on the lobby screens please, my usual way", True),
    ("do my glow pass on the lobby screens", True),
    ("lobby screens: the glow pass, like always", True),
    ("Fais-moi mon glow pass sur les lobby screens", True),
    ("add a glow pass on the lobby screens", False),                            # anyone's request: a stub at most
    ("my glow pass is saved; separately, the venue wants to know whether the lobby screens are 4K", False),
    ('my favourite preset name is "glow pass on the lobby screens"', False),      # inside quotes
])
def test_trigger_spans(prompt: str, found: bool) -> None:
    assert bool(trigger_spans(prompt, GLOW)) is found, prompt


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    engine = Engine(load_settings(home=tmp_path_factory.mktemp("v212"), hide_builtin=True, embedder="inprocess"))
    entry = {"id": "glow_pref", "title": "GLOW: my lobby glow settings", "text": GLOW, "kind": "memory",
             "content_type": "instruction", "tags": ["procedure"]}
    assert not engine.import_jsonl([json.dumps(entry)]).errors
    yield engine
    engine.close()


@pytest.mark.slow
@pytest.mark.parametrize(("prompt", "disclosure"), [
    ("glow pass on the lobby screens please, my usual way", "full"),
    ("build my glow pass on the lobby screens", "full"),
    ("the glow pass on the lobby screens was too bright yesterday, my bad", "stub"),
    ("don't do my glow pass on the lobby screens tonight", "stub"),
    ("what does my glow pass on the lobby screens do?", None),  # a question: the rules decide (stub or full)
    ("repeat after me: my glow pass on the lobby screens", "absent"),
])
def test_context_discloses_a_procedure_asked_for_by_its_own_trigger(own: Engine, prompt: str,
                                                                      disclosure: str | None) -> None:
    result = own.context(prompt)
    got = {e["id"]: e["disclosure"] for e in result.entries}.get("glow_pref", "absent")
    if disclosure is not None:
        assert got == disclosure, (prompt, result.entries)
    if got != "full":
        assert "SECRET-GLOW-BODY" not in result.block


# ---- 5. unseen31..33's full bodies (read after their one blind score) --------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("Run-sheet, hall C\n1. HAZER_UP — done\n2. FOGMIX_B12 — open\nFinish the open item.", "hazer_up"),
    ("Checklist:\n- HAZER_UP: erledigt\n- FOGMIX_B12\nmach den Rest", "hazer_up"),
    ("check-list item HAZER_UP is the last one", "hazer_up"),
])
def test_a_done_item_or_a_run_sheet_is_no_request(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes, prompt


@pytest.mark.parametrize(("prompt", "name"), [
    ("Run-sheet, hall C\n1. HAZER_UP — done\n2. FOGMIX_B12 — open\nFinish the open item.", "fogmix_b12"),
    ("run FOGMIX_B12 on the main stage", "fogmix_b12"),
    ("check FOGMIX_B12 against the desk, then go", "fogmix_b12"),
])
def test_the_open_item_and_a_plain_verb_still_invoke(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes, prompt


@pytest.mark.parametrize("prompt", [
    "Textport:\n[21:14:03] HAZER_UP: level set to 40\n[21:14:04] done\njust FYI",
    "2026-05-02 21:14:03 FOGMIX_B12 armed\n2026-05-02 21:14:09 FOGMIX_B12 fired",
    "log says 21:14:03.250 HAZER_UP started",
])
def test_a_timestamped_log_line_is_log_output(prompt: str) -> None:
    assert not ref(prompt, "hazer_up" if "HAZER" in prompt else "fogmix_b12").invokes
    assert im.guard(prompt, spans(prompt))  # the classifier is never asked either


def test_a_request_after_a_pasted_log_still_invokes() -> None:
    prompt = "[21:14:03] ERROR haze pump: no signal\n[21:14:04] retrying\nrun HAZER_UP again now"
    assert ref(prompt, "hazer_up").invokes


@pytest.mark.parametrize("prompt", [
    "Priya keeps saying FOGMIX_B12 this, FOGMIX_B12 that, I've had enough",
    "the LD won't stop talking about HAZER_UP, do it now or whatever",
    "he's always going on about HAZER_UP, we get it",
])
def test_what_someone_keeps_saying_is_a_word_not_a_request(prompt: str) -> None:
    name = "fogmix_b12" if "FOGMIX" in prompt else "hazer_up"
    assert not ref(prompt, name).invokes, prompt


@pytest.mark.parametrize("prompt", [
    "next week we'll switch the whole rig over to HAZER_UP",
    "tomorrow: time for FOGMIX_B12 on the main stage",
])
def test_scheduling_inside_a_plan_for_later_is_no_call(prompt: str) -> None:
    name = "fogmix_b12" if "FOGMIX" in prompt else "hazer_up"
    assert not ref(prompt, name).invokes, prompt


def test_scheduling_now_still_calls() -> None:
    assert ref("ok, time for HAZER_UP on the main stage", "hazer_up").invokes


# ---- 6. English, too, needs a request word for the classifier's low threshold ---------------------

MODEL = im.InvocationModel(array("d", [0.0] * im.DIM), bias=1.0, threshold=0.5, threshold_other=0.9)  # p = 0.73


@pytest.mark.parametrize("prompt", [
    "After the gig we will run HAZER_UP properly; for now keep the output up.",
    "Once the tour ends on 3 June we will retire FOGMIX_B12.",
    "In the crew handbook, the page on HAZER_UP comes right after the one on cue lists.",
    "The haze folder now holds nine numbered presets from the FOGMIX_B12 macro.",
])
def test_an_english_statement_naming_the_procedure_gets_the_high_threshold(prompt: str) -> None:
    assert not im.english_request(prompt, spans(prompt)), prompt
    assert MODEL.threshold_for(prompt, spans(prompt)) == 0.9
    assert not MODEL.raises(prompt, spans(prompt))[0]


@pytest.mark.parametrize(("prompt", "why"), [
    ("run HAZER_UP on the main stage", "run"),
    ("ok so apply FOGMIX_B12 to the left wall", "ok so apply"),
    ("HAZER_UP please, the doors are open", "please"),
    ("can you load FOGMIX_B12", "can you"),
    ("the band is on: HAZER_UP", "the name opens its clause"),
    ("wirecomb first. FOGMIX_B12 right after", "the name opens its clause"),
    ("HAZER_UP now!", "now"),
    ("strobe + FOGMIX_B12 on layer 2", "the name opens its clause"),
])
def test_english_request_evidence(prompt: str, why: str) -> None:
    assert im.english_request(prompt, spans(prompt)) == why
    assert MODEL.threshold_for(prompt, spans(prompt)) == 0.5


def test_a_folded_foreign_request_word_that_is_english_is_no_request_in_english() -> None:
    prompt = "Once the show closes we will retire FOGMIX_B12."
    assert im.foreign_request(prompt, spans(prompt)).lower() == "once"  # Turkish "önce", folded
    assert MODEL.threshold_for(prompt, spans(prompt)) == 0.9


def test_another_language_of_english_looking_words_keeps_its_request_word() -> None:
    prompt = "Munta el FOGMIX_B12, si us plau."
    # v2.14: words of one or two letters no longer count, so the prompt no longer reads as English at all
    assert not im.english(prompt, spans(prompt)) and im.foreign_request(prompt, spans(prompt))
    assert MODEL.threshold_for(prompt, spans(prompt)) == 0.5
