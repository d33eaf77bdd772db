"""Every English negated auxiliary blocks an invocation, and formatting a name is meta (issue 11).

Found by the fourth blind suite (unseen4): "we won't need VJ_BANK_A until saturday" disclosed the
procedure (the "need NAME" request rule knew "don't" but not "won't"), and "make DESKMAP_X32 bold in
markdown" did too ("make" governed the name). Both are fixed for their class: one list of negated
auxiliaries (`invocation.NEGATED_AUX`) serves every rule a negation blocks, and a formatting word
after the name is a meta frame.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.retrieval.invocation import analyse, meta_frame

NAMES = ("kick1", "layout2", "vj_bank_a", "deskmap_x32", "glitchy")
WRITTEN = {"kick1": "KICK1", "layout2": "LAYOUT2", "vj_bank_a": "VJ_BANK_A", "deskmap_x32": "DESKMAP_X32",
           "glitchy": "GLITCHY"}
NEGATED = ["won't", "wont", "won’t", "will not", "wouldn't", "shouldn't", "should not", "can't", "cannot",
           "couldn't", "mustn't", "don't", "doesn't", "didn't", "needn't", "shan't"]
FRAMES = ["we {neg} need {name} until saturday", "I {neg} run {name} tonight", "you {neg} load {name} yet",
          "we {neg} want {name} on this", "{neg} trigger {name}", "they {neg} apply {name} here"]


def invokes(prompt: str, name: str) -> bool:
    return analyse(prompt, (name,), "", tuple(n for n in NAMES if n != name)).invokes


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(NEGATED), st.sampled_from(FRAMES), st.sampled_from(NAMES))
def test_a_negated_auxiliary_never_invokes(neg: str, frame: str, name: str) -> None:
    prompt = frame.format(neg=neg, name=WRITTEN[name])
    assert not invokes(prompt, name), prompt


@pytest.mark.parametrize("prompt,name", [
    ("we need VJ_BANK_A until saturday", "vj_bank_a"),
    ("I need LAYOUT2 on this network", "layout2"),
    ("run KICK1 now", "kick1"),
])
def test_the_same_requests_without_the_negation_still_invoke(prompt: str, name: str) -> None:
    assert invokes(prompt, name), prompt


@pytest.mark.parametrize("prompt", [
    "make DESKMAP_X32 bold in markdown", "KICK1 underlined please", "put GLITCHY in italics",
    "render LAYOUT2 as a markdown heading", "show VJ_BANK_A as inline code", "KICK1 in bold",
    "make KICK1 italic", "italicize GLITCHY",
])
def test_formatting_a_name_is_meta(prompt: str) -> None:
    names = [n for n, w in WRITTEN.items() if w in prompt]
    assert meta_frame(prompt, names), prompt
