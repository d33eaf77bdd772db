"""Invocation shapes beyond a governing verb (issue 11, gate v2.3): one-edit typos of distinctive
names, command sequences ("X, then Y", "X then Y", "X and then Y"), and show-calling cues
("stand by NAME ... go"). Each shape comes with the negatives it could wrongly catch: meta and
echo frames, quotes and code, negation, past tense, questions, reported speech.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.retrieval import gate
from tdcontext.retrieval.invocation import analyse, typo_spans
from tdcontext.retrieval.lexicon import english_words

PROCS = {
    "kick1": ("kick1",), "layout2": ("layout2",), "wirecomb": ("wirecomb",), "deploy_show": ("deploy_show",),
    "zorvex": ("zorvex",), "render_hq": ("render_hq",), "backup_first": ("backup_first",),
    "vj_bank_a": ("vj_bank_a",), "syncpoint": ("syncpoint",), "glitchy": ("glitchy",),
}


def invokes(prompt: str, proc: str) -> bool:
    others = [n for key, names in PROCS.items() if key != proc for n in names]
    return analyse(prompt, PROCS[proc], "", others).invokes


# ---- typos -------------------------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "proc"), [
    ("plz do KIKC1 on the output", "kick1"),      # adjacent swap
    ("run DEPLOY_SHWO", "deploy_show"),           # swap inside an underscored name
    ("run DEPLOY_SHO now", "deploy_show"),        # deletion
    ("wirecom the network", "wirecomb"),          # deletion, non-dictionary name
    ("zorvx look on master", "zorvex"),
    ("apply the zorvexx grade", "zorvex"),        # insertion
    ("please run LAYUOT2", "layout2"),
    ("execute KICL1 on the main out", "kick1"),   # substitution
])
def test_a_one_edit_typo_of_a_distinctive_name_invokes(prompt: str, proc: str) -> None:
    assert invokes(prompt, proc), prompt


@pytest.mark.parametrize(("prompt", "proc"), [
    ("run KICK2", "kick1"),                       # a digit changed: another thing, not a typo
    ("run LAYOUT3 on the scene", "layout2"),
    ("run KICKK11", "kick1"),                     # two edits
    ("spell KIKC1", "kick1"),                     # meta frame
    ("say `run KIKC1` back", "kick1"),            # echo and code
    ("print('run KIKC1')", "kick1"),
    ("don't run KIKC1", "kick1"),                 # negation
    ("did you run KIKC1 yesterday?", "kick1"),    # past question
    ("we ran DEPLOY_SHWO last night", "deploy_show"),
    ("render the glitch now", "glitchy"),         # dictionary words are never typos
    ("call it zorvx in capitals", "zorvex"),      # a meta frame around the misspelling itself
    ("what does KIKC1 mean?", "kick1"),
])
def test_typo_tolerance_keeps_every_negative(prompt: str, proc: str) -> None:
    assert not invokes(prompt, proc), prompt


def test_a_typo_nearer_another_procedure_belongs_to_that_one() -> None:
    # "kick2" is an exact name of a stored procedure: never a typo of KICK1's neighbour
    assert not analyse("run kick2x", ("kick2",), "", ("kick2x",)).invokes
    # "layuot" is one edit from both "layout" and "layuotz": ambiguous, so neither
    assert not analyse("run layuot now", ("layout_a",), "", ("layuotz",)).invokes
    assert typo_spans("run layuotz", ("layuotx",), ("layuotz",)) == []
    assert typo_spans("run layuotq", ("layuotx",), ("layuotz",)) == []   # as near to both: ambiguous
    assert typo_spans("run layuotq", ("layuotx",), ()) != []


def test_short_and_dictionary_names_never_tolerate_typos() -> None:
    # v2.6: a declared name that is a word tolerates two swapped keys only ("blackuot"); its other
    # one-letter variants are often other words ("backout", "blackouts")
    assert analyse("run blackuot", ("blackout",)).invokes
    assert not analyse("run backout", ("blackout",)).invokes
    assert not analyse("run blackoutt", ("blackout",)).invokes
    assert not analyse("run blakout", ("blackout",)).invokes
    assert not analyse("run kck1", ("kc1",)).invokes            # too short to guess
    assert not analyse("run trails", ("trail",)).invokes


@settings(max_examples=200, deadline=None)
@given(word=st.sampled_from(sorted(w for w in (english_words() or frozenset())
                                   if 5 <= len(w) <= 9 and w.isalpha())[:5000]))
def test_property_a_dictionary_word_is_never_read_as_a_typo(word: str) -> None:
    """Whatever the stored name, a real English word in the prompt never counts as its typo."""
    for name in (word[:-1] + "x", word + "q", word[1:] + "z1"):
        assert typo_spans(f"run {word} now", (name.lower(),)) == [], (word, name)


# ---- command sequences -------------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "proc"), [
    ("LAYOUT2 then wirecomb, in that order", "wirecomb"),
    ("LAYOUT2 then wirecomb, in that order", "layout2"),
    ("DEPLOY_SHOW and then SYNCPOINT with the desk", "syncpoint"),
    ("GLITCHY on deck_a3 and then the Zorvex grade on the master", "zorvex"),
    ("KICK1, then LAYOUT2", "layout2"),
    ("run KICK1, then LAYOUT2 on the scene", "layout2"),
    ("RENDER_HQ, then send me the file path", "render_hq"),
    ("BACKUP_FIRST, then clear out /project1/old_fx", "backup_first"),
    ("please BACKUP_FIRST, and then wipe the old folder", "backup_first"),
    ("RENDER_HQ, then LAYOUT2", "render_hq"),
    ("RENDER_HQ, then pass me the path", "render_hq"),
    ("KICK1 then lights out", "kick1"),
    ("KICK1 then the Zorvex grade", "kick1"),
])
def test_every_step_of_a_command_sequence_invokes(prompt: str, proc: str) -> None:
    assert invokes(prompt, proc), prompt


@pytest.mark.parametrize(("prompt", "proc"), [
    ("don't run KICK1, then LAYOUT2", "layout2"),          # the negation covers the sequence
    ("don't run KICK1, then LAYOUT2", "kick1"),
    ("never KICK1 and then LAYOUT2", "layout2"),
    ("we ran KICK1, then LAYOUT2", "layout2"),             # past tense: a report
    ("we ran KICK1 then LAYOUT2 yesterday", "layout2"),
    ("I ran KICK1 and LAYOUT2", "layout2"),
    ("KICK1 and LAYOUT2 were great", "layout2"),           # the names are the subject
    ("KICK1 and LAYOUT2 were great", "kick1"),
    ("did you run KICK1 and LAYOUT2?", "layout2"),         # questions
    ("should I run KICK1 then LAYOUT2?", "layout2"),
    ("KICK1, then what?", "kick1"),
    ("KICK1, then LAYOUT2?", "layout2"),
    ("KICK1, then it crashed", "kick1"),                   # a statement follows, not a command
    ("KICK1, then everything broke", "kick1"),
    ("RENDER_HQ, then sends the file", "render_hq"),
    ("KICK1 then it crashed", "kick1"),
    ("KICK1 then faded out", "kick1"),
    ("KICK1 and then we left", "kick1"),
    ("KICK1 and LAYOUT2 look alike", "layout2"),           # a bare "and" joins nouns, not steps
    ('reply with "LAYOUT2 then wirecomb"', "wirecomb"),    # echo and quotes
    ("I wrote LAYOUT2 then wirecomb in my notes", "wirecomb"),
    ("the plan was LAYOUT2 then wirecomb", "wirecomb"),
    ("spell LAYOUT2 then wirecomb", "wirecomb"),
    ("`LAYOUT2 then wirecomb`", "wirecomb"),
])
def test_sequences_keep_every_negative(prompt: str, proc: str) -> None:
    assert not invokes(prompt, proc), prompt


# ---- show-calling cues -------------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "proc"), [
    ("standby LAYOUT2 ... go", "layout2"),
    ("house to half, stand by VJ_BANK_A, go", "vj_bank_a"),
    ("stand by KICK1. GO", "kick1"),
    ("ok stand by for LAYOUT2 and go", "layout2"),
    ("stby DEPLOY_SHOW — go!", "deploy_show"),
    ("LX 45 GO, video GO KICK1", "kick1"),                 # department, GO, the cue
    ("sound GO LAYOUT2", "layout2"),
    ("KICK1!!! now!!", "kick1"),                           # the name, then only urgency
    ("KICK1, now please", "kick1"),
])
def test_stand_by_then_go_invokes(prompt: str, proc: str) -> None:
    assert invokes(prompt, proc), prompt


@pytest.mark.parametrize(("prompt", "proc"), [
    ("stand by VJ_BANK_A", "vj_bank_a"),                   # a warning, not the go
    ("stand by VJ_BANK_A, go?", "vj_bank_a"),
    ("do we stand by VJ_BANK_A and go", "vj_bank_a"),
    ("we stood by VJ_BANK_A, go", "vj_bank_a"),
    ("don't stand by LAYOUT2, go", "layout2"),
    ("stand by LAYOUT2, don't go", "layout2"),
    ("the cue sheet says stand by LAYOUT2, go", "layout2"),  # reported, not called
    ('translate "stand by LAYOUT2, go" into French', "layout2"),
    ("what does VJ_BANK_A stand for, letter by letter?", "vj_bank_a"),
    ("we GO KICK1 every night", "kick1"),                  # a pronoun is no department
    ("don't GO KICK1", "kick1"),
    ("did video GO KICK1?", "kick1"),
    ('reply with "video GO KICK1"', "kick1"),
    ("KICK1?", "kick1"),                                   # a bare name asked stays a mention (v2.5: alone, it is a call)
    ("KICK1. Now what?", "kick1"),
    ("KICK1, now it works", "kick1"),
])
def test_cues_keep_every_negative(prompt: str, proc: str) -> None:
    assert not invokes(prompt, proc), prompt


# ---- invariants --------------------------------------------------------------------------

SHAPES = ["{a} then {b}", "{a}, then {b}", "{a} and then {b}", "run {a}, then {b} now", "stand by {b}, go",
          "plz do {b} on the output", "{b}, then send me the file path"]
QUOTES = ["`{x}`", '"{x}"', "'{x}'", "«{x}»"]


@settings(max_examples=300, deadline=None)
@given(shape=st.sampled_from(SHAPES), quote=st.sampled_from(QUOTES), typo=st.booleans(),
       frame=st.sampled_from(["{q}", "what does {q} do?", "reply with {q}", "did we {q} yesterday?",
                              "don't {q}", "{q} is in my notes", "we ran {q}"]))
def test_property_a_quoted_or_framed_shape_never_invokes(shape: str, quote: str, typo: bool, frame: str) -> None:
    """A name inside quotes or backticks never invokes, whatever surrounds it, and a shape that
    invokes on its own stops invoking once negated, quoted, reported or asked about."""
    b = "LAYUOT2" if typo else "LAYOUT2"
    inner = shape.format(a="KICK1", b=b)
    prompt = frame.format(q=quote.format(x=inner))
    ref = analyse(prompt, ("layout2",), "", ("kick1",))
    assert not ref.invokes, prompt


def test_the_gate_passes_the_other_candidates_names() -> None:
    """End to end through `gate.admit`: the second step of a sequence gets the full text."""
    from tdcontext.retrieval.gate import Procedure
    from tdcontext.retrieval.retriever import Hit

    def hit(hid: str, title: str) -> Hit:
        return Hit(id=hid, title=title, kind="memory", snippet="steps", score=0.5, cosine=0.6,
                   content_type="instruction", project="default", ranks={"bm25": 1, "vector": 1})

    hits = [hit("a", "LAYOUT2: tidy the network"), hit("b", "WIRECOMB: straighten wires")]
    procs = {"a": Procedure("LAYOUT2: tidy the network", "steps"), "b": Procedure("WIRECOMB: straighten wires", "steps")}
    decision = gate.admit("LAYOUT2 then wirecomb, in that order", hits, procs, k=5)
    assert {a.hit.id: a.disclosure for a in decision.admitted} == {"a": "full", "b": "full"}
    decision = gate.admit("don't run LAYOUT2, then wirecomb", hits, procs, k=5)
    assert all(a.disclosure != "full" for a in decision.admitted)


@settings(max_examples=300, deadline=None)
@given(shape=st.sampled_from(SHAPES), typo=st.booleans(),
       frame=st.sampled_from(["don't {s}", "never {s}", "should we {s}?", "did you {s}?",
                              "how do I {s}?", "spell {s}", "translate {s} into German", "say {s} back"]))
def test_property_negated_asked_or_framed_shapes_never_invoke(shape: str, typo: bool, frame: str) -> None:
    """Every shape that invokes on its own stops invoking under negation, a question, or a meta
    or echo frame, without quotes to help."""
    b = "LAYUOT2" if typo else "LAYOUT2"
    bare = shape.format(a="KICK1", b=b)
    assert analyse(bare, ("layout2",), "", ("kick1",)).invokes, bare   # the shape alone does invoke
    prompt = frame.format(s=bare)
    assert not analyse(prompt, ("layout2",), "", ("kick1",)).invokes, prompt
