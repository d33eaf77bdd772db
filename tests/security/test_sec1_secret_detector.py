"""Finding 11: the credential detector sees through disguises, and the brief refuses them.

Every secret format of the existing battery is disguised each way the review found (a
zero-width space or soft hyphen inside, full-width or Cyrillic/Greek look-alike letters,
groups of 4 spaced out, base64, split over two brief fields) plus variants beyond them
(other format characters, bidi controls, mixed disguises, url-safe base64, groups of 5).
The innocent battery must stay at zero findings.
"""

from __future__ import annotations

import base64
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.brief import ABSENT, replace_brief, validate_brief
from tdcontext.errors import BriefValidationError
from tdcontext.textsafety import contains_secret, find_secrets, redact
from tests.test_textsafety import INNOCENT, SECRET_CASES

DEEPSEEK = "sk-" + "3f9a1c7e5b2d4068" * 2
# The same key formats the detector battery uses, one per kind, plus the DeepSeek key.
KEYS = sorted({secret for _, secret, kind in SECRET_CASES if len(secret) >= 20} | {DEEPSEEK})
FORMAT_CHARS = ["\u200b", "\u00ad", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u2066", "\u180e"]
CYRILLIC = str.maketrans("aceopxyABCEHKMOPTX", "асеорхуАВСЕНКМОРТХ")
GREEK = str.maketrans("aoABEHIKMNOPTXYZ", "αοΑΒΕΗΙΚΜΝΟΡΤΧΥΖ")


def fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def spaced(text: str, size: int) -> str:
    head, rest = (text[:3], text[3:]) if text.startswith("sk-") else ("", text)
    return head + " ".join(rest[i : i + size] for i in range(0, len(rest), size))


DISGUISES = {
    **{f"format char U+{ord(c):04X}": (lambda k, c=c: k[:7] + c + k[7:-5] + c + k[-5:]) for c in FORMAT_CHARS},
    "full-width": fullwidth,
    "cyrillic look-alikes": lambda k: k.translate(CYRILLIC),
    "greek look-alikes": lambda k: k.translate(GREEK),
    "full-width + zero-width": lambda k: fullwidth(k[:10]) + "\u200b" + k[10:],
    "cyrillic + soft hyphens": lambda k: "\u00ad".join(k.translate(CYRILLIC)[i : i + 6] for i in range(0, len(k), 6)),
    "unicode dash in prefix": lambda k: k.replace("-", "\u2011", 1),
    "combining accents": lambda k: "".join(c + "\u0301" if i % 5 == 0 else c for i, c in enumerate(k)),
    "ligature-free compatibility forms": lambda k: k.translate(str.maketrans("0123456789", "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗")),
    "base64": lambda k: base64.b64encode(k.encode()).decode(),
    "base64 of a sentence": lambda k: base64.b64encode(f"my key is {k} ok".encode()).decode(),
    "url-safe base64": lambda k: base64.urlsafe_b64encode(f"key={k}".encode()).decode().rstrip("="),
    "base64 twice": lambda k: base64.b64encode(base64.b64encode(k.encode())).decode(),
}


@pytest.mark.parametrize("disguise", sorted(DISGUISES))
@pytest.mark.parametrize("key", KEYS)
def test_disguised_keys_are_found_and_redacted(key: str, disguise: str) -> None:
    hidden = DISGUISES[disguise](key)
    text = f"notes for the show: {hidden} end"
    assert find_secrets(text), (disguise, hidden)
    clean = redact(text)
    assert "[REDACTED:" in clean and clean.startswith("notes for the show: ") and clean.endswith(" end")
    assert not find_secrets(clean)


@pytest.mark.parametrize("sep", [" ", "\u00a0", "\t", ".", ",", "|", "\n"])
@pytest.mark.parametrize("size", [4, 5, 6, 8])
def test_keys_spaced_in_groups_are_found(size: int, sep: str) -> None:
    for key in (DEEPSEEK, "ghp_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7c"):
        text = "key: " + spaced(key, size).replace(" ", sep) + " thanks"
        assert find_secrets(text), (size, text)


@pytest.mark.parametrize("text", INNOCENT)
def test_the_innocent_battery_stays_clean(text: str) -> None:
    assert find_secrets(text) == []


INNOCENT_EXTRA = [
    "Привет! Шейдер для стены: мягкий свет, 60 fps, без стробоскопа.",
    "ΑΒΓ τεστ: φως και χρώμα για την παράσταση",
    "Ｆｕｌｌ－ｗｉｄｔｈ ｔｉｔｌｅ ｆｏｒ ｔｈｅ ｓｈｏｗ",
    "this that with from your show",
    "1234 5678 9012 3456",
    "ch 1 2 3 4 5 6 7 8 9 10 11 12",
    "dead beef cafe babe",
    "👩‍🎨 artist credit, 🏳️‍🌈 flag",
    "aGVsbG8gd29ybGQsIHRoaXMgaXMgZmluZQ==",  # base64 of "hello world, this is fine"
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "OSC /layer1/clip1 0.5 0.25 0.75 1.0",
    "frame 1024 2048 4096 8192 rate",
    "192.168.100.200, 10.0.0.1|10.0.0.2",
    "1234,5678,9012,3456",
    "café crème brûlée, naïve façade",
    "v1.2.3.4 build 2026.11.30",
    "abcd\nefgh\nijkl\nmnop",
]


@pytest.mark.parametrize("text", INNOCENT_EXTRA)
def test_innocent_non_ascii_and_grouped_text_stays_clean(text: str) -> None:
    assert find_secrets(text) == []


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_normalisation_maps_every_character_back(text: str) -> None:
    from tdcontext.textsafety import normalize_for_detection

    normal, where = normalize_for_detection(text)
    assert len(where) == len(normal) + 1 and where[-1] == len(text)
    assert where == sorted(where) and all(0 <= i <= len(text) for i in where)
    # Redaction stays a fixpoint, whatever the text.
    assert find_secrets(redact(text)) == []


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(KEYS), st.lists(st.sampled_from(FORMAT_CHARS), min_size=1, max_size=6), st.randoms())
def test_format_characters_anywhere_never_hide_a_key(key: str, chars: list[str], rnd: random.Random) -> None:
    letters = list(key)
    for c in chars:
        letters.insert(rnd.randrange(1, len(letters)), c)
    assert contains_secret("x " + "".join(letters) + " y")


# ------------------------------------------------------------------------------ the brief

def _brief(**over: object) -> dict[str, object]:
    data: dict[str, object] = {"creative_direction": "Slow warm feedback.", "constraints": ["60 fps"],
                               "named_outputs": [], "safety_rules": ["No strobe"]}
    data.update(over)
    return data


@pytest.mark.parametrize("cut", [1, 3, 10, 17, 30])
def test_a_key_split_over_two_fields_is_refused(cut: int) -> None:
    # Whether a half is caught alone or only the join is, the brief is refused.
    with pytest.raises(BriefValidationError, match="credential"):
        validate_brief(_brief(constraints=["60 fps", "key part " + DEEPSEEK[:cut]],
                              safety_rules=[DEEPSEEK[cut:] + " rest", "No strobe"]))


def test_a_key_split_over_three_fields_is_refused() -> None:
    with pytest.raises(BriefValidationError, match="split over several fields"):
        validate_brief(_brief(constraints=[DEEPSEEK[:12], DEEPSEEK[12:24], DEEPSEEK[24:]]))


def test_a_label_and_value_in_neighbouring_fields_are_refused() -> None:
    with pytest.raises(BriefValidationError, match="split over several fields"):
        validate_brief(_brief(constraints=["the db password =", "hunter2hunter2"]))


def test_halves_innocent_alone_are_refused_together() -> None:
    halves = (DEEPSEEK[:17], DEEPSEEK[17:])
    for half in halves:
        validate_brief(_brief(constraints=[half]))  # each half alone passes
    with pytest.raises(BriefValidationError, match="split over several fields"):
        validate_brief(_brief(constraints=list(halves)))


@pytest.mark.parametrize("char", FORMAT_CHARS)
def test_format_characters_are_refused_in_brief_fields(tmp_path: object, char: str) -> None:
    with pytest.raises(BriefValidationError, match="invisible format character"):
        validate_brief(_brief(creative_direction=f"warm{char} light"))


def test_emoji_sequences_are_kept() -> None:
    brief = validate_brief(_brief(creative_direction="Credits: 👩‍🎨 and 👨🏽‍💻 team"))
    assert "👩‍🎨" in brief.creative_direction


@pytest.mark.parametrize("disguise", ["full-width", "cyrillic look-alikes", "base64", "greek look-alikes"])
def test_disguised_keys_are_refused_by_the_brief(tmp_path: object, disguise: str) -> None:
    from pathlib import Path

    root = Path(str(tmp_path))
    with pytest.raises(BriefValidationError, match="credential"):
        replace_brief(root, _brief(creative_direction="use " + DISGUISES[disguise](DEEPSEEK)), ABSENT)


def test_innocent_neighbouring_fields_are_accepted() -> None:
    validate_brief(_brief(
        creative_direction="pinned to commit 4bbf8c1a9e2d3f4b5c6d7e8f9a0b1c2d3e4f5a6b",
        constraints=["pinned to commit 4bbf8c1a9e2d3f4b5c6d7e8f9a0b1c2d3e4f5a6b", "password=<your-password>",
                     "password=<your-password>", "Output 3840x2160", "RTX4070"],
        safety_rules=["No strobe above 3 Hz", "token: keep it private", "Bands3"],
    ))
