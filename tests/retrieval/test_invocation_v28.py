"""Gate v2.8 (issue 11): the classes of unseen7's and unseen8's misses, each with variants written
here (names, phrasings and languages that appear in no suite prompt) and the negatives that must
stay: a string or code operation on the name is meta, never a call; a correction calls the name it
corrects to and never the one it takes back, unless the whole thing is asked, reported or negated."""

from __future__ import annotations

import pytest

from tdcontext.retrieval.invocation import (
    NameResolver,
    analyse,
    meta_frame,
)
from tests.retrieval.test_invocation_v27 import (
    verdict,  # the same FOGMIX_B12 entry and gate call
)

OTHERS = ("kick1", "layout2", "panic_black", "blackout", "deploy_show", "render_hq", "cue_stack_7", "wirecomb",
          "glitchy", "syncpoint", "vj_bank_a", "deskmap_x32", "strobe_safe", "fogmix_b12", "hazer_up")


def invokes(prompt: str, name: str) -> bool:
    return analyse(prompt, (name,), "", tuple(o for o in OTHERS if o != name)).invokes


# ---- 1. string and code operations on a name are meta --------------------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("put FOGMIX_B12 in a python string literal", "fogmix_b12"),
    ("wrap HAZER_UP in a json string", "hazer_up"),
    ("store CUE_STACK_7 in a variable called cue", "cue_stack_7"),
    ("embed VJ_BANK_A in an f-string", "vj_bank_a"),
    ("give me LAYOUT2 as a string", "layout2"),
    ("escape DEPLOY_SHOW for json", "deploy_show"),
    ("make PANIC_BLACK a constant", "panic_black"),
    ("make GLITCHY an enum member", "glitchy"),
    ("put 'run KICK1' in a comment", "kick1"),
    ("stick wirecomb into a string variable", "wirecomb"),
    ("hardcode RENDER_HQ in the script", "render_hq"),
    ("declare BLACKOUT as an enum", "blackout"),
    ("make HAZER_UP a string", "hazer_up"),
    ("mets FOGMIX_B12 dans une chaîne python", "fogmix_b12"),
    ("pon HAZER_UP en una cadena", "hazer_up"),
    ("schreib LAYOUT2 als String", "layout2"),
    ("LAYOUT2を文字列にして", "layout2"),
    ("把KICK1放进字符串", "kick1"),
    ("SYNCPOINT를 문자열로 바꿔줘", "syncpoint"),
])
def test_string_and_code_operations_are_meta(prompt: str, name: str) -> None:
    assert meta_frame(prompt, (name,)), prompt
    assert not invokes(prompt, name), prompt


@pytest.mark.parametrize(("prompt", "name"), [
    ("run KICK1 on the input string", "kick1"),
    ("apply LAYOUT2 to the network", "layout2"),
    ("run CUE_STACK_7 in the main comp", "cue_stack_7"),
    ("load VJ_BANK_A into the decks", "vj_bank_a"),
    ("run HAZER_UP as usual", "hazer_up"),
])
def test_ordinary_objects_of_a_call_are_no_meta_frame(prompt: str, name: str) -> None:
    assert meta_frame(prompt, (name,)) is None, prompt
    assert invokes(prompt, name), prompt


@pytest.mark.parametrize(("prompt", "expected"), [
    ("put FOGMIX_B12 in a python string literal", "stub"),
    ("store FOGMIX_B12 in a json string please", "stub"),
    ("FOGMIX_B12 as a string constant", "stub"),
    ("run FOGMIX_B12 now", "full"),
    ("fire HAZER_UP — no wait, FOGMIX_B12 instead", "full"),
    ("fire FOGMIX_B12 — no wait, HAZER_UP instead", "stub"),
])
def test_the_gate_never_discloses_a_body_for_a_string_operation(prompt: str, expected: str) -> None:
    assert verdict(prompt) == expected, prompt


# ---- 3. corrections and substitutions -----------------------------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("fire HAZER_UP — no wait, FOGMIX_B12 instead", "fogmix_b12", True),
    ("fire HAZER_UP — no wait, FOGMIX_B12 instead", "hazer_up", False),
    ("trigger KICK1, sorry i meant GLITCHY", "glitchy", True),
    ("trigger KICK1, sorry i meant GLITCHY", "kick1", False),
    ("not render_hq — deploy_show. oops", "deploy_show", True),
    ("not render_hq — deploy_show. oops", "render_hq", False),
    ("skip BLACKOUT, just PANIC_BLACK", "panic_black", True),
    ("skip BLACKOUT, just PANIC_BLACK", "blackout", False),
    ("apply STROBE_SAFE, make that KICK1", "kick1", True),
    ("lance LAYOUT2, je veux dire WIRECOMB", "wirecomb", True),
    ("lance LAYOUT2, je veux dire WIRECOMB", "layout2", False),
    # the same shapes asked, reported, negated or described: no call
    ("yesterday we ran LAYOUT2, sorry I mean wirecomb", "wirecomb", False),
    ("did you run LAYOUT2 — no wait, wirecomb?", "wirecomb", False),
    ("LAYOUT2, I mean wirecomb, is broken", "wirecomb", False),
    ("not LAYOUT2 but WIRECOMB crashed the network", "wirecomb", False),
    ("skip SYNCPOINT tonight, DEPLOY_SHOW was already done", "deploy_show", False),
    ("run KICK1, I mean don't run GLITCHY", "glitchy", False),
])
def test_corrections_call_the_name_corrected_to(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 2. names dictated, spelled by ear, or heard as other words ---------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("fogmix underscore bee twelve now", "fogmix_b12", True),
    ("hazer underscore up please", "hazer_up", True),
    ("vee jay bank a on deck two thanks", "vj_bank_a", True),
    ("desk map ex thirty two comma do it", "deskmap_x32", True),
    ("cue stack seven comma build it", "cue_stack_7", True),
    ("sink point before doors please", "syncpoint", True),
    ("kik1 on the second output", "kick1", True),
    ("run glitchee on the movie TOP", "glitchy", True),
    ("glitchey on layer two", "glitchy", True),
    # asked, negated, reported, spelled or any such thing: no call
    ("what does hazer underscore up do?", "hazer_up", False),
    ("did you run vee jay bank a yesterday?", "vj_bank_a", False),
    ("don't run sink point tonight", "syncpoint", False),
    ("add a sink point to the network", "syncpoint", False),
    ("the kitchen sink point is broken", "syncpoint", False),
    ("glitchee effects are so 2019", "glitchy", False),
    ("how do you spell hazer underscore up", "hazer_up", False),
    ("i typed kik1 by mistake", "kick1", False),
    ("cue stack seven comma what does it do", "cue_stack_7", False),
])
def test_dictated_and_misheard_names(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


def test_the_resolver_finds_names_heard_or_dictated() -> None:
    resolver = NameResolver([("ins_sync", ("syncpoint",)), ("ins_vj", ("vj_bank_a",)), ("ins_kick", ("kick1",))])
    assert resolver.candidates("sink point before the show") == {"ins_sync"}
    assert resolver.candidates("vee jay bank a into the decks") == {"ins_vj"}
    assert resolver.candidates("kik1 again") == {"ins_kick"}
    assert resolver.candidates("the kitchen sink is full") == set()


# ---- 5. request verbs and shapes of other languages -----------------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("roda o HAZER_UP no palco2, por favor", "hazer_up", True),
    ("aplica o FOGMIX_B12 no out3", "fogmix_b12", True),
    ("não roda o HAZER_UP no palco2", "hazer_up", False),
    ("no ejecutes FOGMIX_B12", "fogmix_b12", False),
    ("HAZER_UPをメインにロードして", "hazer_up", True),
    ("FOGMIX_B12をステージで実行して", "fogmix_b12", True),
    ("HAZER_UPでお願いします", "hazer_up", True),
    ("HAZER_UPをメインにロードしました", "hazer_up", False),
    ("HAZER_UPをロードしないで", "hazer_up", False),
    ("HAZER_UP 매크로 실행해 주세요", "hazer_up", True),
    ("FOGMIX_B12 규칙 적용해 줘", "fogmix_b12", True),
    ("HAZER_UP 매크로 실행하지 마", "hazer_up", False),
    ("Starte HAZER_UP, aber halte FOGMIX_B12 ein", "fogmix_b12", True),
    ("und halte STROBE_SAFE bitte ein", "strobe_safe", True),
    ("hast du STROBE_SAFE eingehalten?", "strobe_safe", False),
    ("halte STROBE_SAFE ein?", "strobe_safe", False),
    ("Regla FOGMIX_B12: aplícala antes del show", "fogmix_b12", True),
    ("Regola HAZER_UP: applicala subito", "hazer_up", True),
    ("règle FOGMIX_B12 : applique-la", "fogmix_b12", True),
    ("Regla FOGMIX_B12: ¿aplícala?", "fogmix_b12", False),
    ("Regla FOGMIX_B12: no la apliques", "fogmix_b12", False),
    ("Regla FOGMIX_B12: la aplicamos ayer", "fogmix_b12", False),
])
def test_request_shapes_of_other_languages(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 4. a hedged or asked name, then a request pointing back at it --------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("i think we're meant to use HAZER_UP for the intro, can you run it", "hazer_up", True),
    ("my tutor said to apply FOGMIX_B12 here, could u do that", "fogmix_b12", True),
    ("is PANIC_BLACK the kill switch? if so please do it now", "panic_black", True),
    ("is HAZER_UP the right one? if yes, run it", "hazer_up", True),
    # the same shapes with no request: explained, undone, negated, only asked
    ("i think we're meant to use HAZER_UP for the intro, can you explain it", "hazer_up", False),
    ("my tutor ran FOGMIX_B12 here, could u undo that", "fogmix_b12", False),
    ("is PANIC_BLACK the kill switch? if so, don't run it", "panic_black", False),
    ("is HAZER_UP the right one? if so tell me", "hazer_up", False),
    ("is HAZER_UP the right one?", "hazer_up", False),
])
def test_a_request_pointing_back_at_a_hedged_name(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 4b. markdown: a heading that sets the moment, bold labels --------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("## tonight\n1. HAZER_UP\n2. FOGMIX_B12", "hazer_up", True),
    ("## tonight\n1. HAZER_UP\n2. FOGMIX_B12", "fogmix_b12", True),
    ("set list:\n- FOGMIX_B12\n- HAZER_UP", "fogmix_b12", True),
    ("**now:** FOGMIX_B12", "fogmix_b12", True),
    ("*now:* HAZER_UP", "hazer_up", True),
    ("## yesterday\n1. HAZER_UP\n2. FOGMIX_B12", "hazer_up", False),
    ("## ideas\n- HAZER_UP\n- FOGMIX_B12", "hazer_up", False),
    ("## tonight\n1. HAZER_UP crashed\n2. FOGMIX_B12", "hazer_up", False),
    ("**never:** FOGMIX_B12", "fogmix_b12", False),
    ("**done:** FOGMIX_B12", "fogmix_b12", False),
    ("tonight\nwhat does HAZER_UP do?", "hazer_up", False),
])
def test_markdown_moment_headings_and_bold_labels(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 4c. long polite frames; the name with only a clause that sets its moment ----------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("I'd be grateful if you could apply FOGMIX_B12 to the finale", "fogmix_b12", True),
    ("it would be great if you could run HAZER_UP on stage left", "hazer_up", True),
    ("we were wondering if you could load FOGMIX_B12 for act two", "fogmix_b12", True),
    ("the desk may not answer, but please attempt HAZER_UP now", "hazer_up", True),
    ("I'd be grateful if you could not run HAZER_UP tonight", "hazer_up", False),
    ("I was wondering if you could tell me what HAZER_UP does", "hazer_up", False),
    ("I'd appreciate it if you didn't run FOGMIX_B12", "fogmix_b12", False),
    ("we attempted HAZER_UP yesterday", "hazer_up", False),
    ("if you could run HAZER_UP it would probably crash", "hazer_up", False),
    ("if you would run FOGMIX_B12 what happens?", "fogmix_b12", False),
    ("crowd's leaving, FOGMIX_B12", "fogmix_b12", True),
    ("HAZER_UP, that was the last song", "hazer_up", True),
    ("that was the final tune, HAZER_UP", "hazer_up", True),
    ("HAZER_UP, that was the last song?", "hazer_up", False),
    ("HAZER_UP was the last song", "hazer_up", False),
    ("crowd's leaving, FOGMIX_B12 was great", "fogmix_b12", False),
    ("the crowd is leaving, HAZER_UP didn't help", "hazer_up", False),
])
def test_polite_frames_and_moment_clauses(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt


# ---- 4d. a show call with 'call'; a list of names, then 'both now' ---------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("Call HAZER_UP against the desk and report back", "hazer_up", True),
    ("call FOGMIX_B12 before doors", "fogmix_b12", True),
    ("HAZER_UP + FOGMIX_B12 both now", "fogmix_b12", True),
    ("FOGMIX_B12 and HAZER_UP all of them now please", "hazer_up", True),
    ("call HAZER_UP something shorter", "hazer_up", False),
    ("what should I call HAZER_UP now that it does more?", "hazer_up", False),
    ("we called HAZER_UP against the desk yesterday", "hazer_up", False),
    ("don't call FOGMIX_B12 against the desk", "fogmix_b12", False),
    ("call me when HAZER_UP is done", "hazer_up", False),
    ("HAZER_UP + FOGMIX_B12 both crashed now", "fogmix_b12", False),
    ("HAZER_UP + FOGMIX_B12 both? now?", "fogmix_b12", False),
])
def test_show_calls_and_lists_called_together(prompt: str, name: str, expected: bool) -> None:
    assert invokes(prompt, name) is expected, prompt
