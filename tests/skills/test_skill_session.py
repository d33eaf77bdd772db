"""The per-session active set: load/unload, LRU, auto-load, auto-unload, warnings, rendering."""

from __future__ import annotations

import random
import threading

import pytest

from tdcontext.config import Settings
from tdcontext.errors import InvalidInputError, SkillError
from tdcontext.skills import SkillLoader, SkillSession, keyword_pattern
from tdcontext.tokens import count_tokens

from .conftest import MakePack


def test_load_unload_round_trip(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    loaded = session.load("shader")
    assert loaded.activated and loaded.evicted == () and loaded.active == ("shader",)
    assert loaded.body == loader.get("shader").body
    again = session.load("shader")
    assert not again.activated and again.active == ("shader",)
    out = session.unload("shader")
    assert out.unloaded and out.active == ()
    assert not session.unload("shader").unloaded  # inactive: not an error
    with pytest.raises(SkillError, match="available: audio-reactive"):
        session.unload("no-such-pack")
    with pytest.raises(SkillError, match="no skill named 'nope'"):
        session.load("nope")


def test_underscore_spelling_loads_and_unloads(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    assert session.load("feedback_loops").name == "feedback-loops"
    assert session.unload("feedback_loops").unloaded


def test_lru_eviction_at_two_packs_is_reported(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    session.load("shader")
    session.load("popx")
    session.load("shader")  # touch: popx is now least recently used
    third = session.load("debugging")
    assert third.evicted == ("popx",)
    assert any("evicted 'popx'" in w for w in third.warnings)
    assert session.active_names() == ("shader", "debugging")
    fourth = session.load("audio-reactive")
    assert fourth.evicted == ("shader",)
    assert session.active_names() == ("debugging", "audio-reactive")


def test_autoload_on_keywords(loader: SkillLoader) -> None:
    session = SkillSession(loader, autoload=True)
    result = session.observe("Can you write a glsl top that blurs the highlights?")
    assert result.loaded == ("shader",) and "GLSL TOP" in result.matched["shader"]
    session.observe("now make it AUDIO REACTIVE")
    assert session.active_names() == ("shader", "audio-reactive")
    nothing = session.observe("pick a nice shade of blue")
    assert nothing.loaded == () and nothing.active == ("shader", "audio-reactive")


@pytest.mark.parametrize(
    "keyword, text, hit",
    [
        ("feedback loop", "a Feedback  Loop here", True),
        ("feedback loop", "a feedback-loop here", True),
        ("audio reactive", "make it audio_reactive", True),
        ("shader", "a shade of blue", False),
        ("shader", "shaders", False),
        ("GLSL TOP", "glsl topology", False),
        ("ext", "call ext.PlayerExt.Play()", True),
        ("ext", "the next frame", False),
        ("Info DAT", "check the info dat!", True),
    ],
)
def test_keyword_matching_is_case_insensitive_on_word_boundaries(keyword: str, text: str, hit: bool) -> None:
    assert (keyword_pattern(keyword).search(text) is not None) is hit


def test_autoload_switch_off(settings: Settings) -> None:
    loader = SkillLoader(settings.replace(skills_autoload=False))
    session = SkillSession(loader)
    result = session.observe("write a GLSL shader with a feedback loop")
    assert result.loaded == () and result.active == ()


def test_autoload_picks_at_most_two_strongest(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    result = session.observe(
        "GLSL shader inside a feedback loop with Feedback TOP trails, audio reactive to the kick"
    )
    assert len(result.loaded) == 2 and set(result.loaded) == {"shader", "feedback-loops"}


def test_auto_unload_on_done_pattern(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    session.load("shader")
    session.load("popx")
    done = session.observe("Great, that's done.")
    assert done.done and done.unloaded == ("shader", "popx") and done.active == ()
    assert not session.observe("and now?").done


def test_done_then_next_task_loads_the_new_task(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    session.load("shader")
    result = session.observe("finished, thanks. Next task: make the bars audio reactive")
    assert result.unloaded == ("shader",)
    assert result.loaded == ("audio-reactive",) and result.active == ("audio-reactive",)


def test_done_pattern_is_configurable(settings: Settings) -> None:
    loader = SkillLoader(settings.replace(skills_done_pattern=r"\bship it\b"))
    session = SkillSession(loader)
    session.load("debugging")
    assert not session.observe("that's done").done
    assert session.observe("OK, SHIP IT").unloaded == ("debugging",)
    with pytest.raises(InvalidInputError, match="not a valid regular expression"):
        SkillSession(loader, done_pattern="(unclosed")


def test_render_section_holds_exactly_the_active_packs_in_order(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    assert session.render_section() == ""
    session.load("python-extensions")
    session.load("debugging")
    session.load("python-extensions")  # touching does not reorder activation
    text = session.render_section()
    heads = [line for line in text.splitlines() if line.startswith("### Skill: ")]
    assert heads == ["### Skill: python-extensions (source: built-in)", "### Skill: debugging (source: built-in)"]
    assert loader.get("python-extensions").body in text and loader.get("debugging").body in text
    assert loader.get("shader").body not in text
    assert count_tokens(text) <= session.budget_tokens


def test_render_section_truncates_within_budget(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    session.load("shader")
    session.load("popx")
    text = session.render_section(budget_tokens=800)
    assert count_tokens(text) <= 800
    assert text.count("[truncated; call td_load_skill(") == 2
    assert text.index("### Skill: shader") < text.index("### Skill: popx")


def test_budget_warning_over_4000_tokens(loader: SkillLoader, make_user_pack: MakePack) -> None:
    paragraph = "Wire the Null CHOP to the Geometry COMP and check the instance page. " * 160
    make_user_pack("big-a", body=paragraph)
    make_user_pack("big-b", body=paragraph)
    session = SkillSession(loader)
    first = session.load("big-a")
    assert first.warnings == ()
    second = session.load("big-b")
    assert any("over the 4000-token budget" in w for w in second.warnings)
    assert count_tokens(session.render_section()) <= 4000


def test_collision_warning_on_conflicting_family_guidance(loader: SkillLoader, make_user_pack: MakePack) -> None:
    make_user_pack("lofi-look", families=["TOP"], family_guidance={"TOP": {"pixel_format": "8-bit fixed"}})
    make_user_pack("hdr-look", families=["top"], family_guidance={"top": {"pixel_format": "32-bit float"}})
    make_user_pack("agrees", families=["TOP"], family_guidance={"TOP": {"pixel_format": "16-BIT float"}})
    session = SkillSession(loader)
    session.load("lofi-look")
    result = session.load("hdr-look")
    collisions = [w for w in result.warnings if "disagree on pixel_format" in w]
    assert len(collisions) == 1 and "'lofi-look'" in collisions[0] and "TOP" in collisions[0]
    session.unload_all()
    session.load("feedback-loops")
    assert session.load("agrees").warnings == ()  # same stance, different case: no warning
    session.unload_all()
    session.load("shader")
    assert session.load("feedback-loops").warnings == ()  # the built-ins agree with each other


def test_session_is_thread_safe(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    names = [p.name for p in loader.catalog().packs]
    errors: list[BaseException] = []
    sizes: list[int] = []

    def work(seed: int) -> None:
        rng = random.Random(seed)
        try:
            for _ in range(60):
                action = rng.random()
                if action < 0.6:
                    session.load(rng.choice(names))
                elif action < 0.8:
                    session.unload(rng.choice(names))
                else:
                    session.observe(rng.choice(["GLSL shader", "feedback loop", "that's done", "POP network"]))
                sizes.append(len(session.active_names()))
        except BaseException as exc:  # noqa: BLE001  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert max(sizes) <= 2 and len(sizes) == 360


@pytest.mark.parametrize("budget", [5, 60, 300, 2500])
def test_render_section_never_exceeds_any_budget(loader: SkillLoader, budget: int) -> None:
    session = SkillSession(loader)
    session.load("debugging")
    session.load("python-extensions")
    text = session.render_section(budget_tokens=budget)
    assert 0 < count_tokens(text) <= budget


def test_truncation_closes_an_open_code_fence(loader: SkillLoader) -> None:
    session = SkillSession(loader)
    session.load("shader")
    text = session.render_section(budget_tokens=260)  # cuts inside the GLSL example
    assert "```glsl" in text
    assert sum(1 for line in text.splitlines() if line.lstrip().startswith("```")) % 2 == 0
