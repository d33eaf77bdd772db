"""Invocation grammar of gate v2.4 (issue 11): shapes judged by clause structure, each class with
variants and the negatives it could wrongly catch.

- a coordinated list of names is one object of its verb, whatever its length;
- a name standing alone, then a command clause ("VJ_BANK_A, load it up");
- a leading time or condition phrase before the command ("at 21:55 run X", "when the drop hits, X");
- consent openers ("yes, go ahead and run X"), "on my call: X ... go";
- swapped digits are a typo, a changed digit is another procedure;
- a common-word title's capitals label ("FEEDBACK: ...") is a name only when written in capitals;
- requests in French, German, Spanish, Italian, Portuguese, Russian, Chinese and Japanese;
- "what would happen if I ran X?" asks what X does (content); a comparison of procedures asks
  for a judgement, never for a text;
- paths and file names never name a procedure.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.retrieval import gate
from tdcontext.retrieval.gate import Procedure
from tdcontext.retrieval.invocation import (
    analyse,
    caps_label,
    procedure_names,
    title_phrase,
)
from tdcontext.retrieval.retriever import Hit

NAMES = ["kick1", "layout2", "wirecomb", "glitchy", "vj_bank_a", "render_hq", "deskmap_x32", "panic_black"]
WRITTEN = {"kick1": "KICK1", "layout2": "LAYOUT2", "wirecomb": "wirecomb", "glitchy": "GLITCHY",
           "vj_bank_a": "VJ_BANK_A", "render_hq": "RENDER_HQ", "deskmap_x32": "DESKMAP_X32",
           "panic_black": "PANIC_BLACK"}


def ref(prompt: str, name: str):  # type: ignore[no-untyped-def]
    return analyse(prompt, (name,), "", tuple(n for n in NAMES if n != name))


def invokes(prompt: str, name: str) -> bool:
    return ref(prompt, name).invokes


def asks(prompt: str, name: str) -> bool:
    return ref(prompt, name).asks


# ---- coordinated lists ---------------------------------------------------------------------

def _listed(items: list[str], style: int) -> str:
    written = [WRITTEN[i] for i in items]
    if style == 0:
        return ", ".join(written[:-1]) + " and " + written[-1]
    if style == 1:
        return ", ".join(written[:-1]) + ", and the " + written[-1] + " macro"
    return " and ".join(written)


LIST_ITEMS = st.lists(st.sampled_from(NAMES), min_size=2, max_size=5, unique=True)


@settings(max_examples=150, deadline=None)
@given(items=LIST_ITEMS, style=st.integers(0, 2), verb=st.sampled_from(["apply", "run", "please load", "fire"]))
def test_property_every_item_of_a_list_under_one_verb_invokes(items: list[str], style: int, verb: str) -> None:
    prompt = f"{verb} {_listed(items, style)} on the main output"
    for name in items:
        assert invokes(prompt, name), (prompt, name)


@settings(max_examples=150, deadline=None)
@given(items=LIST_ITEMS, style=st.integers(0, 2),
       frame=st.sampled_from(["don't apply {l}", "we ran {l} last night", "did you load {l}?", "{l} were great",
                              "never fire {l} again", "I wrote {l} in my notes", "spell {l}", "`run {l}`",
                              "is {l} better than a fade?"]))
def test_property_a_negated_past_or_framed_list_never_invokes(items: list[str], style: int, frame: str) -> None:
    prompt = frame.format(l=_listed(items, style))
    for name in items:
        assert not invokes(prompt, name), (prompt, name)


def test_names_separated_by_spaces_alone_form_a_list() -> None:
    assert all(invokes("KICK1 LAYOUT2 GLITCHY go", n) for n in ("kick1", "layout2", "glitchy"))
    assert not any(invokes(p, "layout2") for p in ("KICK1 LAYOUT2 were great", "we ran KICK1 LAYOUT2 GLITCHY",
                                                    "did KICK1 LAYOUT2 run?"))


def test_a_list_alone_with_a_running_order_is_a_command() -> None:
    prompt = "KICK1, LAYOUT2, wirecomb and GLITCHY, in that order please"
    assert all(invokes(prompt, n) for n in ("kick1", "layout2", "wirecomb", "glitchy"))
    assert not invokes("KICK1 and LAYOUT2", "layout2")           # a bare list is a mention
    assert not invokes("KICK1 and LAYOUT2 look alike", "layout2")


# ---- a name alone, then a command clause -------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "VJ_BANK_A, load it up.", "RENDER_HQ: do it for the trailer render.", "DESKMAP_X32 - set it up, the desk is here",
    "KICK1, run it on deck 2", "GLITCHY — fire it up", "LAYOUT2, send me a screenshot when it's done",
    "PANIC_BLACK: go", "please KICK1, kick it off now",
])
def test_a_name_alone_then_a_command_invokes(prompt: str) -> None:
    name = next(n for n in NAMES if WRITTEN[n] in prompt)
    assert invokes(prompt, name), prompt


@pytest.mark.parametrize("prompt", [
    "KICK1, it crashed last night", "KICK1, yesterday it crashed", "KICK1: what does it do?", "KICK1 - never again",
    "KICK1, we ran it yesterday", "KICK1, delete it", "KICK1, the crowd loved it", "KICK1, stop it",
    "KICK1, don't run it", "KICK1, that was great", "KICK1, can you explain it?", "KICK1, rename it to KICK2?",
])
def test_a_name_alone_then_a_statement_or_question_does_not_invoke(prompt: str) -> None:
    assert not invokes(prompt, "kick1"), prompt


# ---- leading time and condition phrases, consent, cues --------------------------------------

@pytest.mark.parametrize("prompt", [
    "At 21:55 run KICK1, then wait for my go", "at midnight run KICK1", "tonight run KICK1 on deck 2",
    "in five minutes apply KICK1", "after the speech fire KICK1", "once doors open run KICK1",
    "when the drop hits run KICK1", "when the drop hits, KICK1", "if the projector dies, KICK1",
    "if you see smoke, run KICK1", "on the drop, KICK1 please",
    "Yes, go ahead and run KICK1.", "sure, go ahead: KICK1", "ok do it, KICK1", "yes, run it: KICK1",
    "On my call: KICK1... go.", "on your call, KICK1, go",
])
def test_commands_after_time_condition_or_consent_invoke(prompt: str) -> None:
    assert invokes(prompt, "kick1"), prompt


@pytest.mark.parametrize("prompt", [
    "if I run KICK1, it crashes", "when we ran KICK1 the output froze", "at 9 we ran KICK1",
    "before you run KICK1, back up the project", "if you see smoke, don't run KICK1", "at midnight we'll skip KICK1",
    "when does KICK1 fire?", "no, not KICK1", "no thanks, skip KICK1", "what do you call KICK1 in French?",
    "yes, KICK1 worked", "tonight we ran KICK1",
])
def test_subordinate_clauses_and_refusals_do_not_invoke(prompt: str) -> None:
    assert not invokes(prompt, "kick1"), prompt


def test_a_past_run_is_not_a_question_about_the_text() -> None:
    assert not asks("when we ran KICK1 the output froze", "kick1")
    assert not asks("what happened when I ran KICK1 yesterday?", "kick1")


# ---- typos ---------------------------------------------------------------------------------

def test_swapped_digits_are_a_typo_a_changed_digit_is_another_procedure() -> None:
    assert invokes("Execute DESKMAP_X23 now.", "deskmap_x32")
    assert not invokes("Execute DESKMAP_X33 now.", "deskmap_x32")
    assert not invokes("Execute DESKMAP_X42 now.", "deskmap_x32")
    # another stored procedure's exact name is never a typo of this one
    assert not analyse("run deskmap_x23", ("deskmap_x32",), "", ("deskmap_x23",)).invokes


# ---- capitals labels of common-word titles ---------------------------------------------------

FEEDBACK_TITLE = "FEEDBACK: my trail settings for the club visuals"


def fb(prompt: str):  # type: ignore[no-untyped-def]
    return analyse(prompt, procedure_names(FEEDBACK_TITLE), title_phrase(FEEDBACK_TITLE), ("kick1",),
                   caps_label(FEEDBACK_TITLE))


def test_caps_label_is_a_capitals_title_head_that_is_not_already_a_name() -> None:
    assert caps_label(FEEDBACK_TITLE) == "feedback"
    assert caps_label("ARCHIVE: keep a numbered copy") == "archive"
    assert caps_label("KICK1: kick-reactive flash") == ""          # already a name
    assert caps_label("Feedback: trails") == ""                    # not written as a label
    assert caps_label("FEEDBACK trails") == ""                     # no colon: a title, not a label
    assert caps_label("MACRO: x") == ""                            # a generic word


@pytest.mark.parametrize("prompt", [
    "build my FEEDBACK trails for the club visuals", "Build the trails with my FEEDBACK trail settings.",
    "apply FEEDBACK to deck 2", "run FEEDBACK now",
])
def test_a_capitals_label_written_in_capitals_invokes(prompt: str) -> None:
    assert fb(prompt).invokes, prompt


@pytest.mark.parametrize("prompt", [
    "how do I use feedback to make trails?", "set up a feedback trail", "build my feedback trails",
    "add a FEEDBACK TOP to the chain", "add a FEEDBACK loop", "RUN FEEDBACK NOW", "don't apply FEEDBACK",
    "what does FEEDBACK mean?", "how do I make FEEDBACK trails?", "spell FEEDBACK",
])
def test_a_capitals_label_otherwise_stays_an_ordinary_word(prompt: str) -> None:
    r = fb(prompt)
    assert not r.invokes and not r.asks, prompt


# ---- requests in other languages ------------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "lance KICK1 s'il te plaît", "Bitte führe KICK1 auf dem Hauptausgang aus", "Ejecuta KICK1 en la salida principal",
    "Esegui KICK1 sull'uscita principale", "Por favor, executa KICK1 agora", "¿puedes ejecutar KICK1?",
    "kannst du bitte KICK1 starten?", "peux-tu lancer KICK1 ?", "запусти KICK1", "请运行 KICK1", "KICK1を実行してください",
    "Starte KICK1 jetzt", "applique KICK1 sur la sortie", "avvia KICK1 per favore",
])
def test_requests_in_other_languages_invoke(prompt: str) -> None:
    assert invokes(prompt, "kick1"), prompt


@pytest.mark.parametrize("prompt", [
    "ne lance pas KICK1", "j'ai lancé KICK1 hier", "lance KICK1 ?", "Führe KICK1 nicht aus",
    "Hast du KICK1 gestern ausgeführt?", "No ejecutes KICK1 todavía", "Non eseguire KICK1", "Não execute KICK1",
    "Ho eseguito KICK1 ieri", "не запускай KICK1", "请不要运行KICK1", "KICK1を実行しないでください",
    "Répète après moi : lance KICK1", "Sag einfach: starte KICK1", "Dis-moi ce que fait KICK1", "¿Qué hace KICK1?",
])
def test_negated_past_asked_or_echoed_requests_in_other_languages_do_not_invoke(prompt: str) -> None:
    assert not invokes(prompt, "kick1"), prompt


# ---- hypotheticals and comparisons ----------------------------------------------------------

@pytest.mark.parametrize("prompt", [
    "What would happen if I ran GLITCHY on the output?", "If I ran GLITCHY, which decks would change?",
    "what happens if I run GLITCHY twice?", "if we used GLITCHY on the webcam, would the audio stop?",
    "what would change if someone triggered GLITCHY mid-show?",
])
def test_a_question_about_what_running_it_would_do_asks_its_content(prompt: str) -> None:
    r = ref(prompt, "glitchy")
    assert r.asks and not r.invokes, prompt


@pytest.mark.parametrize("prompt", [
    "if I ran GLITCHY I would be fired", "What would happen if I didn't run GLITCHY?",
    "what happened when I ran GLITCHY yesterday?", "if I ran GLITCHY last night, why is the log empty?",
])
def test_hypotheticals_that_ask_nothing_or_report_the_past_do_not_ask(prompt: str) -> None:
    r = ref(prompt, "glitchy")
    assert not r.asks and not r.invokes, prompt


COMPARISONS = ["Which is safer at the end of a set, {a} or {b}?", "Is {a} better than {b} for the club?",
               "is {a} faster than {b} on big networks?", "what's the difference between {a} and {b}, which is safer?",
               "{a} vs {b}, which one flashes?", "compare {a} with {b}", "should I use {a} or {b} for the intro?",
               "{a} or {b}: which is gentler on the projector?", "how does {a} compare to {b}?"]


@settings(max_examples=200, deadline=None)
@given(pair=st.lists(st.sampled_from(NAMES), min_size=2, max_size=2, unique=True),
       template=st.sampled_from(COMPARISONS))
def test_property_a_comparison_of_two_procedures_never_discloses_either(pair: list[str], template: str) -> None:
    """A comparison asks for a judgement between procedures, not for what one says: neither side
    invokes or asks (both stay stubs), whichever names and comparison shape."""
    prompt = template.format(a=WRITTEN[pair[0]], b=WRITTEN[pair[1]])
    for name in pair:
        r = ref(prompt, name)
        assert not r.invokes and not r.asks, (prompt, name)


def test_a_question_with_alternative_values_still_asks() -> None:
    assert asks("which port does DESKMAP_X32 use, 10023 or 10024?", "deskmap_x32")
    assert invokes("run KICK1, it's better than LAYOUT2", "kick1")   # the comparison is in another clause


# ---- paths and files ---------------------------------------------------------------------

@settings(max_examples=200, deadline=None)
@given(name=st.sampled_from(NAMES), ext=st.sampled_from([".toe", ".tox", ".py", ".log", ".json", ".mov"]),
       shape=st.sampled_from(["run {f}", "load {f} into the pane", "apply {f} to the comp", "open {f} please",
                              "{f}, load it up", "execute {f} now"]),
       path=st.booleans())
def test_property_a_path_or_file_never_names_a_procedure(name: str, ext: str, shape: str, path: bool) -> None:
    written = WRITTEN[name]
    target = f"/project1/{written}" if path else f"{written}{ext}"
    prompt = shape.format(f=target)
    assert not ref(prompt, name).mentions, prompt


# ---- invariants over every new shape ----------------------------------------------------------

SHAPES = ["apply {a}, {b} and wirecomb", "{b}, load it up", "at 21:55 run {b}", "yes, go ahead and run {b}",
          "On my call: {b}... go", "{a}, {b} and wirecomb, in that order", "when the drop hits, {b}",
          "Execute {b} now", "lance {b} s'il te plaît", "Bitte führe {b} aus", "ejecuta {b} ahora"]
FRAMES = ["don't {s}", "never {s}", "did you {s}?", "we already did {s} yesterday", "spell {s}",
          "translate '{s}' into German", "reply with `{s}`", "say \"{s}\" back", "print('{s}')",
          "what does '{s}' mean?"]


@settings(max_examples=300, deadline=None)
@given(shape=st.sampled_from(SHAPES), frame=st.sampled_from(FRAMES))
def test_property_every_new_shape_invokes_alone_and_never_when_negated_asked_quoted_or_framed(
        shape: str, frame: str) -> None:
    bare = shape.format(a="KICK1", b="LAYOUT2")
    assert invokes(bare, "layout2"), bare
    prompt = frame.format(s=bare)
    assert not invokes(prompt, "layout2"), prompt


# ---- through the gate ------------------------------------------------------------------------

def _hit(hid: str, title: str) -> Hit:
    return Hit(id=hid, title=title, kind="memory", snippet="steps", score=0.5, cosine=0.6,
               content_type="instruction", project="default", ranks={"bm25": 1, "vector": 1})


def test_gate_discloses_a_list_in_full_and_a_comparison_as_stubs() -> None:
    titles = {"a": "KICK1: flash", "b": "LAYOUT2: arrange", "c": FEEDBACK_TITLE}
    hits = [_hit(h, t) for h, t in titles.items()]
    procs = {h: Procedure(t, "steps") for h, t in titles.items()}

    def verdict(prompt: str) -> dict[str, str]:
        return {a.hit.id: a.disclosure for a in gate.admit(prompt, hits, procs, k=5).admitted}

    assert verdict("apply KICK1, LAYOUT2 and my FEEDBACK settings to deck 2") == {"a": "full", "b": "full", "c": "full"}
    assert set(verdict("Which is safer at the end of a set, KICK1 or LAYOUT2?").values()) == {"stub"}
    assert verdict("how do I use feedback to make trails?")["c"] == "stub"


# ---- the procedure as an object to manage, not to run -----------------------------------------

@pytest.mark.parametrize("prompt", [
    "rename KICK1 to KICK2", "export KICK1 as a markdown file", "delete KICK1 from my notes", "edit KICK1's threshold",
    "running KICK1 is risky", "KICK1 was written by Tom", "where is KICK1 stored?", "show me the history of KICK1",
    "who made KICK1?", "is KICK1 still in the index?", "the KICK1 on deck 2 was great",
])
def test_managing_or_discussing_a_procedure_neither_runs_nor_reads_it(prompt: str) -> None:
    r = ref(prompt, "kick1")
    assert not r.invokes and not r.asks, prompt


@pytest.mark.parametrize("prompt", [
    "VJ_BANK_A into the decks", "Cue: VJ_BANK_A", "next up: VJ_BANK_A", "Now, the VJ_BANK_A preset on deck 2 please",
    "sort the decks according to rule VJ_BANK_A", "fill the decks following the VJ_BANK_A procedure",
])
def test_more_command_shapes_invoke(prompt: str) -> None:
    assert invokes(prompt, "vj_bank_a"), prompt


# ---- a name only inside a literal is a string ---------------------------------------------------

@settings(max_examples=200, deadline=None)
@given(name=st.sampled_from(NAMES), quote=st.sampled_from(["`{x}`", '"{x}"', "'{x}'", "«{x}»", "print('{x}')",
                                                             "`{x} = 3`", "op('{x}')"]),
       frame=st.sampled_from(["why does {q} return None in my script?", "{q}  # why does this print twice?",
                              "the log says {q} forty times, is that normal?", "is {q} a valid constant name?",
                              "what does {q} look like in base64?", "could you put {q} into a code block?"]),
       verb=st.sampled_from(["", "run ", "execute "]))
def test_property_a_procedure_named_only_inside_a_literal_is_not_admitted(name: str, quote: str, frame: str,
                                                                          verb: str) -> None:
    """Quotes, backticks and code hold strings: a procedure whose name appears only there is not
    admitted at all, neither in full nor as a stub, however close its embedding."""
    prompt = frame.format(q=quote.format(x=verb + WRITTEN[name]))
    hits = [_hit("p", f"{WRITTEN[name]}: a stored procedure")]
    decision = gate.admit(prompt, hits, {"p": Procedure(f"{WRITTEN[name]}: a stored procedure", "steps")}, k=5)
    assert decision.admitted == [], (prompt, decision.rejected)


def test_a_name_also_written_outside_the_literal_is_still_the_procedure() -> None:
    hits = [_hit("p", "KICK1: flash")]
    decision = gate.admit("run KICK1, the log says 'KICK1 done' twice", hits, {"p": Procedure("KICK1: flash", "s")}, k=5)
    assert [a.disclosure for a in decision.admitted] == ["full"]


# ---- headers, exclamations and sequences as subjects ------------------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("Tonight's setlist: KICK1, LAYOUT2, GLITCHY", "layout2"), ("Last night: KICK1", "kick1"),
    ("My favourite: KICK1", "kick1"), ("LAYOUT2, then wirecomb, was the plan last night", "wirecomb"),
    ("KICK1, then LAYOUT2, were the highlights", "layout2"),
])
def test_a_header_or_a_sequence_as_subject_does_not_invoke(prompt: str, name: str) -> None:
    assert not invokes(prompt, name), prompt


def test_an_exclamation_is_not_a_question_about_the_text() -> None:
    assert not asks("GLITCHY, wow, what a name", "glitchy")
    assert asks("in GLITCHY, what's the glitch amount?", "glitchy")


@pytest.mark.parametrize("prompt", [
    "we're ready on stage: KICK1", "the doors are open: KICK1", "kill the picture now, KICK1", "yes please, KICK1",
])
def test_a_clause_then_the_name_invokes(prompt: str) -> None:
    assert invokes(prompt, "kick1"), prompt


@pytest.mark.parametrize("prompt", [
    "KICK1, the desk just arrived at FOH", "KICK1, doors are open now", "KICK1 - the console is online",
    "KICK1, we're live",
])
def test_a_name_called_then_the_moment_for_it_invokes(prompt: str) -> None:
    assert invokes(prompt, "kick1"), prompt


@pytest.mark.parametrize("prompt", [
    "KICK1, the crowd loved it", "KICK1, it's ready now", "KICK1, the lights were too bright",
    "KICK1, the strobe is too fast now", "KICK1, that one just crashed", "KICK1, not now", "KICK1, now?",
    "KICK1, the desk arrived yesterday", "KICK1, is the desk ready now?",
])
def test_a_name_then_a_report_about_it_does_not_invoke(prompt: str) -> None:
    assert not invokes(prompt, "kick1"), prompt


@pytest.mark.parametrize(("prompt", "expected"), [
    ("I want KICK1 on the output", True), ("I'd like KICK1 on this network", True), ("give me KICK1 on master", True),
    ("I don't want KICK1", False), ("I wanted KICK1 yesterday", False), ("did I want KICK1?", False),
])
def test_wanting_the_procedure_is_a_request(prompt: str, expected: bool) -> None:
    assert invokes(prompt, "kick1") is expected, prompt


@pytest.mark.parametrize(("prompt", "expected"), [
    ("KICK1 + LAYOUT2 now", True), ("KICK1 pls", True), ("Can I get KICK1 on deck 2?", True),
    ("How about running KICK1?", True), ("Why don't you run KICK1?", True), ("Any chance you could run KICK1?", True),
    ("Remember to run KICK1", True), ("Don't forget to apply KICK1", True),
    ("I don't remember to run KICK1", False), ("did you remember to run KICK1?", False),
    ("Remember when we ran KICK1?", False), ("why don't you like KICK1?", False), ("Why doesn't KICK1 run?", False),
    ("remember to never run KICK1", False),
])
def test_suggestions_and_reminders_are_requests(prompt: str, expected: bool) -> None:
    assert invokes(prompt, "kick1") is expected, prompt


def test_a_determiner_opens_a_command_only_with_urgency_and_no_report() -> None:
    blackout = procedure_names("BLACKOUT: end-of-set cut to black", ["BLACKOUT"])
    assert not analyse("the blackout on stage last night", blackout).invokes
    assert not analyse("the blackout at the end of the show", blackout).invokes
    assert analyse("now, the blackout on stage please", blackout).invokes
    assert invokes("Now, the VJ_BANK_A preset on deck 2 please", "vj_bank_a")
