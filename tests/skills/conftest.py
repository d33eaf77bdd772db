"""Fixtures for the skill-pack tests: a private home, pack factories, a loader."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tdcontext.config import Settings
from tdcontext.skills import SkillLoader
from tdcontext.skills.pack import render_skill_md


def _shared_dir() -> Path:
    """`../shared` beside the checkout (as CI lays it out), else the developers' /work/shared."""
    beside = Path(__file__).resolve().parents[3] / "shared"
    return beside if beside.is_dir() else Path("/work/shared")


CORPUS_SKILLS = _shared_dir() / "corpus" / "touchdesigner" / "tdmcp-pantani-mit" / "skills"

MakePack = Callable[..., Path]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """TDCONTEXT_HOME for this test (also set when the suite-wide fixture is absent)."""
    path = tmp_path / "home"
    path.mkdir()
    monkeypatch.setenv("TDCONTEXT_HOME", str(path))
    monkeypatch.delenv("TDCONTEXT_SKILLS_AUTOLOAD", raising=False)
    monkeypatch.delenv("TDCONTEXT_SKILLS_DONE_PATTERN", raising=False)
    return path


@pytest.fixture
def settings(home: Path) -> Settings:
    return Settings(home=home)


@pytest.fixture
def loader(settings: Settings) -> SkillLoader:
    return SkillLoader(settings)


def write_pack(directory: Path, name: str, body: str = "", **fields: object) -> Path:
    """Write `<directory>/<name>/SKILL.md` with `fields` as frontmatter; returns the pack dir."""
    meta: dict[str, object] = {"name": name, "description": f"test pack {name}"}
    meta.update(fields)
    pack_dir = directory / name
    pack_dir.mkdir(parents=True, exist_ok=True)
    text = body or f"# {name}\n\nInstructions for {name}.\n"
    (pack_dir / "SKILL.md").write_text(render_skill_md(meta, text), encoding="utf-8")
    return pack_dir


@pytest.fixture
def make_user_pack(settings: Settings) -> MakePack:
    def make(name: str, body: str = "", **fields: object) -> Path:
        return write_pack(settings.skills_dir, name, body, **fields)

    return make
