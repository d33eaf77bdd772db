"""Gate v2.6 (issue 11): the classes of unseen4's misses, each with variants written here (names,
titles and verbs that appear in no suite prompt) and the negatives that must stay. Every positive
has a negated, asked, reported or framed twin that must not invoke; properties where there is an
invariant (name resolution)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tdcontext.retrieval import gate
from tdcontext.retrieval.gate import Procedure
from tdcontext.retrieval.invocation import (
    analyse,
    consented_offer,
    meta_frame,
    named_only_in_literals,
    procedure_names,
    spoken_spans,
    squash,
    title_phrase,
    typo_spans,
)
from tdcontext.retrieval.lexicon import english_words, is_common_word
from tdcontext.retrieval.retriever import Hit

OTHERS = ("kick1", "layout2", "panic_black", "blackout", "deploy_show", "render_hq", "cue_stack_7", "wirecomb",
          "glitchy", "syncpoint", "vj_bank_a", "deskmap_x32", "strobe_safe", "fogmix_b12", "mute_all")


def ref(prompt: str, name: str):  # type: ignore[no-untyped-def]
    return analyse(prompt, (name,), "", tuple(o for o in OTHERS if o != name))


def by_title(prompt: str, title: str, declared: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    names = procedure_names(title, declared)
    return analyse(prompt, names, title_phrase(title), tuple(o for o in OTHERS if o not in names), "", title)


# ---- 1. name resolution: spoken, spaced, squashed, misspelt ------------------------------------

@pytest.mark.parametrize(("prompt", "name"), [
    ("fog mix b twelve please", "fogmix_b12"),          # spaced and spoken, digits as words
    ("fogmix b 12 now", "fogmix_b12"),
    ("Fog-Mix-B12 now", "fogmix_b12"),
    ("vj bank a please", "vj_bank_a"),
    ("strobesafe on the main out pls", "strobe_safe"),  # squashed into one word
    ("mute all now, the speech starts", "mute_all"),
    ("desk-map x32 please", "deskmap_x32"),
    ("wire-comb this network", "wirecomb"),
])
def test_a_name_said_in_parts_or_squashed_invokes(prompt: str, name: str) -> None:
    r = ref(prompt, name)
    assert r.invokes, (prompt, r)


@pytest.mark.parametrize(("prompt", "name"), [
    ("add a sync point to the timeline", "syncpoint"),         # after an indefinite article: any sync point
    ("is there a wire comb in the palette?", "wirecomb"),
    ("fog mix b twelve was too thick yesterday", "fogmix_b12"),  # reported
    ("don't fog mix b twelve now", "fogmix_b12"),               # negated
    ("black out the stage", "blackout"),                        # a word said in parts is the words
    ("open /project1/fog_mix_b12.tox", "fogmix_b12"),           # a path, not the name
    ("spell sync point for me", "syncpoint"),                   # meta frame
])
def test_a_spoken_form_in_a_negated_reported_or_framed_prompt_does_not_invoke(prompt: str, name: str) -> None:
    r = ref(prompt, name)
    assert not r.invokes, (prompt, r)


def test_spoken_forms_resolve_only_distinctive_names_and_prefer_the_exact_rival() -> None:
    assert spoken_spans("black out now", ("blackout",)) == []                 # a dictionary word
    assert spoken_spans("sync point now", ("syncpoint",)) == [(0, 10)]
    assert spoken_spans("sync point now", ("syncpoint",), ("sync_point",)) == []   # the same key names another
    assert spoken_spans("syncpoint now", ("syncpoint",)) == []                # the exact name is matched elsewhere
    assert spoken_spans("cue stack seventy", ("cue_stack_7",)) == []         # seventy is not seven
    assert spoken_spans("run fogmix b twelve more times", ("fogmix_b12",)) == []   # a count


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("fogmxi_b12 now", "fogmix_b12", True),           # one swap
    ("fgomix_b21 now", "fogmix_b12", True),           # two edits of a long name, digits swapped
    ("fogmix_b13 now", "fogmix_b12", False),          # a changed digit is another thing
    ("dpeloy_shwo now", "deploy_show", True),         # two edits, long name
    ("xeploy_shwo now", "deploy_show", False),        # two edits and the first letter changed
    ("ketup1 now", "kick1", False),                   # two edits of a short name
    ("GLTICHY on the cam pls", "glitchy", True),      # a declared word name: two swapped keys only
    ("glichy on the cam pls", "glitchy", False),      # a dropped letter of a word name
    ("the cam looks glitchy", "glitchy", False),      # the word itself, not a command
])
def test_misspelt_names(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).invokes == expected, prompt


def test_a_misspelling_nearer_another_procedure_is_that_one() -> None:
    assert typo_spans("run fogmix_b21", ("fogmix_b12",), ("fogmix_b21x",)) == []
    assert typo_spans("run deploy_shwo", ("deploy_show",), ()) != []


_PART = st.text(alphabet="bcdfghjklmnpqrstvwxz", min_size=2, max_size=5)


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(_PART, min_size=2, max_size=3), number=st.integers(min_value=1, max_value=99))
def test_property_an_invented_name_said_in_parts_resolves_and_stays_put(parts: list[str], number: int) -> None:
    """An invented name (consonant parts and a number) typed with spaces, hyphens or as spoken
    digits resolves to exactly its own span; after "a" it never does."""
    name = "_".join(parts) + str(number)
    assume(not is_common_word(squash(name)))
    spoken = {1: "one", 2: "two", 7: "seven", 12: "twelve", 20: "twenty", 32: "thirty two"}.get(number, str(number))
    for written in (" ".join(parts) + " " + spoken, "-".join(parts) + " " + str(number)):
        prompt = f"{written} now please"
        assert spoken_spans(prompt, (name,)) == [(0, len(written))], (name, prompt)
        assert spoken_spans(f"add a {written} now", (name,)) == []


@settings(max_examples=200, deadline=None)
@given(word=st.sampled_from(sorted(w for w in (english_words() or frozenset()) if 5 <= len(w) <= 9 and w.isalpha())[:4000]))
def test_property_a_dictionary_word_is_never_a_misspelling_of_a_name(word: str) -> None:
    """A word of the dictionary typed as such is itself, never a two-edit misspelling of a long
    name or a swapped word name."""
    assert typo_spans(f"run {word} now", ("fogmix_b12", "deploy_show", "glitchy", word[::-1] + "x")) == []


@settings(max_examples=100, deadline=None)
@given(name=st.sampled_from(["RENDER_HQ", "fogmix-b12", "Cue Stack 7", "deskmap_X32"]),
       sep=st.sampled_from(["", " ", "-", "_"]))
def test_property_squash_ignores_case_and_separators(name: str, sep: str) -> None:
    key = squash(name)
    assert key == squash(sep.join(name.replace("_", " ").replace("-", " ").split()).upper())
    assert key == squash(key) and key.isalnum()


# ---- 2. rules invoked by their title words -------------------------------------------------

ROOF = "Noise limit for the rooftop venue"


@pytest.mark.parametrize(("prompt", "expected"), [
    ("enforce noise limit, the neighbours called", True),
    ("observe the noise-limit rule tonight", True),
    ("stick to the noise limit rule on the roof", True),
    ("halte dich an die Noise-Limit-Regel", True),
    ("respeta la regla noise limit por favor", True),
    ("what is a noise limit in decibels?", False),            # a question about the words
    ("we enforced the noise limit yesterday", False),          # reported
    ("don't enforce the noise limit tonight", False),          # negated
    ("is the noise limit rule strict?", False),                # asked
    ("the noise limit is annoying", False),                    # a statement about it
    ("enforce noise limit presets on the desk", False),        # the words modify another noun
    ("noise limit mode pls", True),                            # a two-word phrase switched on as a mode
    ("is noise limit mode on?", False),
    ("noise limit mode was a pain yesterday", False),
])
def test_a_rule_invoked_by_its_title_words(prompt: str, expected: bool) -> None:
    assert by_title(prompt, ROOF).invokes == expected, prompt


@pytest.mark.parametrize(("prompt", "title", "expected"), [
    ("go through the checks-before-a-stream procedure", "STREAM_GO procedure: checks before a stream", True),
    ("build the patch list for the opera scene", "PATCH_OP: patch list for the opera scene", True),
    ("silence every audio output in the room, as usual", "MUTE_ALL: silence every audio output in the room", True),
    ("colour the stage in teal tones the way we stored it", "TEALWASH: colour the stage in teal tones", True),
    # v2.16: the title's own verb on its description is a request for the procedure, stored way or not (it was a
    # request the procedure only bears on before: the blind suites' independent authors label it an invocation)
    ("silence every audio output in the room", "MUTE_ALL: silence every audio output in the room", True),
    ("arrange the network in columns", "MACRO LAYOUT2: arrange a network in columns", True),
    ("silence the audio", "MUTE_ALL: silence every audio output in the room", False),   # no run of the description
    ("how do I build the patch list for the opera scene?", "PATCH_OP: patch list for the opera scene", False),
    ("we built the patch list for the opera scene", "PATCH_OP: patch list for the opera scene", False),
    ("I silence every audio output in the room, as usual", "MUTE_ALL: silence every audio output in the room", False),
    ("never silence every audio output in the room, as usual", "MUTE_ALL: silence every audio output in the room", False),
])
def test_a_command_reciting_the_description(prompt: str, title: str, expected: bool) -> None:
    r = by_title(prompt.replace("MUTE_ALL", ""), title)
    assert r.invokes == expected, (prompt, r)


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("bring up the fog for the finale, the FOGMIX_B12 preset", "fogmix_b12", True),
    ("load the teal wash, the FOGMIX_B12 one", "fogmix_b12", True),
    ("tidy the network (wirecomb)", "wirecomb", True),
    ("I hated the fog, the FOGMIX_B12 preset", "fogmix_b12", False),
    ("we tidied the network (wirecomb) yesterday", "wirecomb", False),
    ("the FOGMIX_B12 one", "fogmix_b12", False),
])
def test_a_name_set_after_a_command(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).invokes == expected, prompt


# ---- 3. requests in other languages ------------------------------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("verbinde die Konsole bitte mit DESKMAP_X32", "deskmap_x32", True),      # instrument, de
    ("prepara la escena con LAYOUT2, por favor", "layout2", True),            # instrument, es
    ("connecte la table avec DESKMAP_X32", "deskmap_x32", True),              # fr
    ("sofort PANIC_BLACK", "panic_black", True),                              # urgency, de
    ("vite, BLACKOUT", "blackout", True),
    ("meteen KICK1", "kick1", True),
    ("KICK1 をお願い", "kick1", True),                                        # ja request
    ("VJ_BANK_A 부탁해", "vj_bank_a", True),                                 # ko request
    ("zet VJ_BANK_A klaar", "vj_bank_a", True),                               # nl particle verb
    ("volg STROBE_SAFE vanavond", "strobe_safe", True),                       # nl rule verb
    ("rispetta STROBE_SAFE stasera", "strobe_safe", True),                    # it rule verb
    ("соблюдай STROBE_SAFE", "strobe_safe", True),                            # ru rule verb
    ("ich habe die Konsole mit DESKMAP_X32 verbunden", "deskmap_x32", False),  # past
    ("das Problem mit LAYOUT2 ist groß", "layout2", False),                    # a noun phrase
    ("non collegare il mixer con DESKMAP_X32", "deskmap_x32", False),          # negated
    ("KICK1 をお願いしないで", "kick1", False),                                # negated request
    ("ne respecte pas STROBE_SAFE", "strobe_safe", False),
    ("sofort PANIC_BLACK?", "panic_black", False),                             # asked
    ("range KICK1 values", "kick1", False),                                    # an English look-alike
    ("guarda, con LAYOUT2 è meglio", "layout2", False),                       # "look", not "save"
    ("sigue fallando con LAYOUT2", "layout2", False),                          # "it keeps failing"
    ("avec LAYOUT2 c'est mieux", "layout2", False),                            # no request verb
    ("envoie le FOGMIX_B12", "fogmix_b12", True),                              # show-call verbs
    ("давай FOGMIX_B12", "fogmix_b12", True),
    ("allez, FOGMIX_B12", "fogmix_b12", True),
    ("请 FOGMIX_B12", "fogmix_b12", True),                                     # zh polite request
    ("请不要 FOGMIX_B12", "fogmix_b12", False),
    ("не давай FOGMIX_B12", "fogmix_b12", False),
    ("allez, FOGMIX_B12?", "fogmix_b12", False),
    ("FOGMIX_B12 をお願いしました", "fogmix_b12", False),                        # ja past
    ("昨日 FOGMIX_B12 をお願いした", "fogmix_b12", False),
    ("FOGMIX_B12 をお願いしてもいい？", "fogmix_b12", False),                    # asks permission
    ("FOGMIX_B12 を実行してくれる？", "fogmix_b12", True),                       # asks the favour
])
def test_requests_in_other_languages(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).invokes == expected, prompt


# ---- 4. consent to an offer; timed calls with context ------------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("> shall I load VJ_BANK_A on deck 2?\nyep", "vj_bank_a", True),
    ("earlier you offered to run LAYOUT2 on the fx network. go for it", "layout2", True),
    ("bot said: 'want me to apply STROBE_SAFE to the show?' — yes please", "strobe_safe", True),
    ("I can trigger KICK1 on the next drop if you like? sure, do it", "kick1", True),
    ("> shall I load VJ_BANK_A on deck 2?\nno thanks", "vj_bank_a", False),
    ("> shall I load VJ_BANK_A on deck 2?\nyes, later", "vj_bank_a", False),
    ("> shall I load VJ_BANK_A on deck 2?\nyes?", "vj_bank_a", False),
    ("> shall I load VJ_BANK_A on deck 2?\nok", "vj_bank_a", False),            # an acknowledgement
    ("you offered to run LAYOUT2 but don't. yes go", "layout2", False),
    ("KICK1 is loud. yes go", "kick1", False),                                 # no offer
    ("> want me to load VJ_BANK_A or LAYOUT2?\nyes", "vj_bank_a", False),       # which one is not said
    ("let me know if VJ_BANK_A works. yes go", "vj_bank_a", False),            # no offer to carry it out
])
def test_consent_to_an_offer(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).invokes == expected, prompt


def test_a_quoted_offer_with_consent_reaches_the_gate() -> None:
    """The name sits inside the quoted offer: it is no longer "named only inside a literal"."""
    prompt = "assistant: 'shall I run FOGMIX_B12 for the finale?' — yes go ahead"
    assert consented_offer(prompt, ("fogmix_b12",))
    assert not named_only_in_literals(prompt, ("fogmix_b12",))
    assert named_only_in_literals("assistant: 'shall I run FOGMIX_B12 for the finale?'", ("fogmix_b12",))
    hits = [Hit(id="f", title="FOGMIX_B12 preset: haze", kind="memory", snippet="steps", score=0.5, cosine=0.2,
                content_type="instruction", project="default", ranks={"bm25": 1, "vector": 1})]
    procs = {"f": Procedure("FOGMIX_B12 preset: haze", "steps")}
    assert {a.hit.id: a.disclosure for a in gate.admit(prompt, hits, procs, k=5).admitted} == {"f": "full"}


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("on the downbeat, KICK1 — the crowd is ready", "kick1", True),
    ("in ten seconds, BLACKOUT", "blackout", True),
    ("encore over — BLACKOUT", "blackout", True),
    ("after the bows, BLACKOUT. if the fog gets stuck, PANIC_BLACK", "panic_black", True),
    ("at the top of the hour, SYNCPOINT, then CUE_STACK_7 at 21:00", "cue_stack_7", True),
    ("kick1 now pls the crowd is going wild", "kick1", True),                   # run-on chat after urgency
    ("in 5 min, KICK1 — it crashed last time", "kick1", False),                 # the context is a report
    ("after the encore, BLACKOUT was too slow", "blackout", False),
    ("encore over — BLACKOUT?", "blackout", False),
    ("the show crashed, BLACKOUT", "blackout", False),
    ("kick1 now pls we didn't want it", "kick1", False),
])
def test_timed_calls_and_context(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).invokes == expected, prompt


# ---- 5. the name as the topic of a question ------------------------------------------------------

@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("FOGMIX_B12: how thick is the haze?", "fogmix_b12", True),
    ("VJ_BANK_A — which clips go on deck 3?", "vj_bank_a", True),
    ("the FOGMIX_B12 preset: what fan speed?", "fogmix_b12", True),
    ("FOGMIX_B12: who wrote it?", "fogmix_b12", False),            # its author, not its text
    ("FOGMIX_B12: when did we last run it?", "fogmix_b12", False),  # history
    ("FOGMIX_B12: how often do we use it?", "fogmix_b12", False),
    ("FOGMIX_B12: what happened to it?", "fogmix_b12", False),      # its state
    ("FOGMIX_B12: thick haze. nice", "fogmix_b12", False),          # no question
])
def test_the_name_as_the_topic_of_a_question(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).asks == expected, prompt


# ---- 6. meta frames: code output, code blocks, the name as a word, translation conjugations -----

@pytest.mark.parametrize(("prompt", "meta"), [
    ("what would len('FOGMIX_B12') return?", True),            # what a code literal returns
    ('what does print("load VJ_BANK_A") output?', True),
    ("wrap 'apply STROBE_SAFE' in a code block please", True),
    ("put FOGMIX_B12 into backticks", True),
    ("is FOGMIX_B12 trademarked anywhere?", True),
    ("does Zorvex work as a brand name?", True),
    ("comment traduire « lance FOGMIX_B12 » en anglais ?", True),
    ("come si traduce 'esegui KICK1'?", True),
    ("what does FOGMIX_B12 do?", False),                         # asks the procedure's content
    ("what does the KICK1 threshold print to the textport?", False),
    ("run FOGMIX_B12 on the haze machine", False),
])
def test_meta_frames_about_code_and_the_name_as_a_string(prompt: str, meta: bool) -> None:
    names = ("fogmix_b12", "vj_bank_a", "strobe_safe", "zorvex", "kick1")
    assert bool(meta_frame(prompt, names)) == meta, prompt
    if meta:
        assert not any(analyse(prompt, (n,), "", ()).invokes for n in names), prompt


HAZE = "HAZEPREF: my haze levels for the rooftop shows"


@pytest.mark.parametrize(("prompt", "expected"), [
    ("apply my rooftop haze levels on the main fogger", True),     # the user's own thing, title words in any order
    ("please load our haze levels for tonight", True),
    ("apply my thick haze levels", False),                          # a word the title does not have
    ("did you apply my rooftop haze levels?", False),               # asked
    ("I never apply my rooftop haze levels", False),                # negated
    ("we applied my rooftop haze levels", False),                   # reported
    ("apply the rooftop haze", False),                              # not the user's own
    ("use my rooftop shows for the reel", False),                   # not the title's head noun (levels)
])
def test_the_users_own_thing_named_by_title_words(prompt: str, expected: bool) -> None:
    assert by_title(prompt, HAZE).invokes == expected, prompt


@pytest.mark.parametrize(("prompt", "name", "expected"), [
    ("load VJ_BANK_A? nah", "vj_bank_a", False),                 # taken back in a later sentence
    ("fire FOGMIX_B12. wait, no", "fogmix_b12", False),
    ("FOGMIX_B12 now — actually don't", "fogmix_b12", False),
    ("load VJ_BANK_A. scratch that", "vj_bank_a", False),
    ("fire FOGMIX_B12 — no, VJ_BANK_A", "vj_bank_a", True),      # a correction calls the other one
    ("fire FOGMIX_B12 — no, VJ_BANK_A", "fogmix_b12", False),
    ("fire FOGMIX_B12. no regrets, it's the finale", "fogmix_b12", True),   # "no" that takes nothing back
    ("fire FOGMIX_B12, then VJ_BANK_A. don't forget the strobe", "vj_bank_a", True),
])
def test_a_request_taken_back_does_not_invoke(prompt: str, name: str, expected: bool) -> None:
    assert ref(prompt, name).invokes == expected, prompt


@pytest.mark.parametrize(("prompt", "name", "asks", "invokes"), [
    ("does FOGMIX_B12 fill the whole room?", "fogmix_b12", True, False),     # what it does, yes or no
    ("will VJ_BANK_A replace deck 2?", "vj_bank_a", True, False),
    ("does the FOGMIX_B12 preset dim the lights?", "fogmix_b12", True, False),
    ("does FOGMIX_B12 still work?", "fogmix_b12", False, False),             # its state
    ("does FOGMIX_B12 exist?", "fogmix_b12", False, False),
    ("did FOGMIX_B12 fill the room?", "fogmix_b12", False, False),           # a past run
    ("does anyone use FOGMIX_B12?", "fogmix_b12", False, False),             # its users
    ("do FOGMIX_B12 and VJ_BANK_A conflict?", "fogmix_b12", False, False),   # "do" as auxiliary: no command
    ("do FOGMIX_B12 and VJ_BANK_A need the same input?", "vj_bank_a", False, False),
    ("do FOGMIX_B12 now", "fogmix_b12", False, True),                        # "do" as the verb
    ("does FOGMIX_B12 conflict with VJ_BANK_A?", "vj_bank_a", False, False),  # "with" inside a question
    ("does FOGMIX_B12 start with F?", "fogmix_b12", False, False),           # a string question
    ("can you sort the decks with VJ_BANK_A?", "vj_bank_a", False, True),    # a request: still the instrument
])
def test_yes_no_questions_about_what_a_procedure_does(prompt: str, name: str, asks: bool, invokes: bool) -> None:
    r = ref(prompt, name)
    assert (r.asks, r.invokes) == (asks, invokes), (prompt, r)


def test_a_long_paste_is_read_at_its_head_and_tail() -> None:
    """Bounded work on a pasted log: a request at either end is read, a name in the middle of a
    long paste is a mention, and a name repeated thousands of times is judged a bounded number of times."""
    log = "cook time 3 ms, all ok. " * 1500
    assert ref(log + " run FOGMIX_B12 now", "fogmix_b12").invokes
    assert ref("run FOGMIX_B12 now. " + log, "fogmix_b12").invokes
    assert not ref(log + " run FOGMIX_B12 now. " + log, "fogmix_b12").invokes
    assert ref(log + " fogmix b twelve please", "fogmix_b12").invokes   # spoken, at the end
    noisy = "the FOGMIX_B12 file " * 3000
    assert not ref(noisy, "fogmix_b12").invokes


# ---- after unseen6 (integrator): a name after an indefinite article, before a noun, modifies it --

@pytest.mark.parametrize(("prompt", "name"), [
    ("make a glitchy webcam effect w/ feedback", "glitchy"),
    ("note to self: add a STROBE_SAFE line to the rehearsal checklist", "strobe_safe"),
    ("we need an fogmix_b12 style haze for the finale", "fogmix_b12"),
    ("build another blackout scene for act two", "blackout"),
    ("can you sketch a wirecomb-like tool for DATs?", "wirecomb"),
    ("every KICK1 hit should also pulse the bloom", "kick1"),
])
def test_a_name_used_as_a_modifier_after_an_indefinite_article_does_not_invoke(prompt: str, name: str) -> None:
    assert not ref(prompt, name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("run GLITCHY on the webcam", "glitchy"),
    ("apply the GLITCHY chain to cam 2", "glitchy"),
    ("add STROBE_SAFE to the strobe layer", "strobe_safe"),
    ("fire KICK1 on every drop", "kick1"),
    ("give me a minute, then run wirecomb", "wirecomb"),
])
def test_the_definite_or_bare_object_still_invokes(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes


@settings(max_examples=80, deadline=None)
@given(article=st.sampled_from(["a", "an", "another", "some", "each", "every"]),
       verb=st.sampled_from(["make", "add", "build", "run", "apply", "start", "load"]),
       name=st.sampled_from(["kick1", "layout2", "glitchy", "wirecomb", "strobe_safe", "deploy_show"]),
       noun=st.sampled_from(["effect", "line", "look", "version", "layer", "cue", "pass"]))
def test_article_name_noun_is_never_an_invocation(article: str, verb: str, name: str, noun: str) -> None:
    assert not ref(f"{verb} {article} {name.upper()} {noun} for the opener", name).invokes


@pytest.mark.parametrize(("prompt", "name"), [
    ("do a SYNCPOINT before doors", "syncpoint"),
    ("do a LAYOUT2 on /project1/audio", "layout2"),
    ("can you do a wirecomb over /project1/fx", "wirecomb"),
])
def test_an_article_before_a_name_the_verb_governs_still_invokes(prompt: str, name: str) -> None:
    assert ref(prompt, name).invokes
