"""Discovery: built-in < user < project, overrides, broken packs, names, references."""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

import pytest

from tdcontext.config import Settings
from tdcontext.errors import NotFoundError, SkillError
from tdcontext.skills import BUILTIN_DIR, SkillLoader, check_pack
from tdcontext.skills.pack import split_frontmatter
from tdcontext.tokens import count_tokens

from .conftest import CORPUS_SKILLS, MakePack, write_pack

BUILTINS = ("audio-reactive", "debugging", "feedback-loops", "popx", "python-extensions", "shader")


def test_six_builtin_packs_are_valid_and_sized(loader: SkillLoader) -> None:
    catalog = loader.catalog()
    assert catalog.names() == BUILTINS
    assert catalog.problems == () and catalog.notes == ()
    for pack in catalog.packs:
        assert pack.source == "builtin"
        assert 400 <= pack.size_tokens <= 1500, pack.name
        assert pack.declared_size_tokens is not None
        assert abs(pack.declared_size_tokens - pack.size_tokens) <= 0.15 * pack.size_tokens
        assert pack.auto_load_keywords and pack.families
        assert "## Checklist" in pack.body and "## Pitfalls" in pack.body, pack.name


@pytest.mark.parametrize(
    "spelling, name",
    [
        ("audio_reactive", "audio-reactive"),
        ("feedback_loops", "feedback-loops"),
        ("python_extensions", "python-extensions"),
        ("Python Extensions", "python-extensions"),
        ("  SHADER ", "shader"),
    ],
)
def test_underscore_and_loose_spellings_resolve(loader: SkillLoader, spelling: str, name: str) -> None:
    assert loader.get(spelling).name == name


def test_unknown_name_lists_existing_names(loader: SkillLoader) -> None:
    with pytest.raises(SkillError) as info:
        loader.get("shaders-pro")
    message = str(info.value)
    assert "'shaders-pro'" in message
    for name in BUILTINS:
        assert name in message
    assert info.value.field == "name"


def test_user_pack_overrides_builtin_and_is_logged(
    loader: SkillLoader, make_user_pack: MakePack, caplog: pytest.LogCaptureFixture
) -> None:
    make_user_pack("shader", body="# My shader rules\n\nAlways use 32-bit float.")
    with caplog.at_level(logging.INFO, logger="tdcontext.skills"):
        catalog = loader.catalog()
    pack = loader.get("shader")
    assert pack.source == "user" and "32-bit float" in pack.body
    assert len(catalog.packs) == 6
    assert any("user pack 'shader'" in n and "overrides the builtin pack" in n for n in catalog.notes)
    assert any("overrides the builtin pack" in r.getMessage() for r in caplog.records)


def test_project_pack_overrides_user_pack(settings: Settings, make_user_pack: MakePack, tmp_path: Path) -> None:
    make_user_pack("lighting", body="user version")
    project = tmp_path / "show"
    write_pack(project / ".tdcontext" / "skills", "lighting", body="project version")
    loader = SkillLoader(settings, project_root=project)
    assert loader.get("lighting").source == "user"  # untrusted: never shadows
    loader.trust_store.trust(project)
    pack = loader.get("lighting")
    assert (pack.source, pack.body) == ("project", "project version")
    assert any("project pack 'lighting'" in n for n in loader.catalog().notes)


def test_broken_user_pack_is_skipped_and_reported(
    loader: SkillLoader, make_user_pack: MakePack, settings: Settings
) -> None:
    make_user_pack("good-one")
    bad = settings.skills_dir / "bad-one"
    bad.mkdir(parents=True)
    (bad / "SKILL.md").write_text("---\nname: bad-one\n---\nno description\n", encoding="utf-8")
    broken_override = settings.skills_dir / "debugging"
    broken_override.mkdir()
    (broken_override / "SKILL.md").write_text("---\nname: [oops\n---\nx\n", encoding="utf-8")
    (settings.skills_dir / "empty-dir").mkdir()
    (settings.skills_dir / ".git").mkdir()

    catalog = loader.catalog()
    assert "good-one" in catalog.names() and "bad-one" not in catalog.names()
    assert loader.get("debugging").source == "builtin"  # the broken override falls back
    fields = {(Path(p.path).parent.name if p.path.endswith("SKILL.md") else Path(p.path).name): p.field
              for p in catalog.problems}
    assert fields == {"bad-one": "description", "debugging": "frontmatter", "empty-dir": "path"}
    with pytest.raises(SkillError, match="no skill named 'bad-one'"):
        loader.get("bad-one")


def test_catalog_sees_edits_and_new_packs(loader: SkillLoader, make_user_pack: MakePack) -> None:
    pack_dir = make_user_pack("notes", body="first version")
    assert loader.get("notes").body == "first version"
    skill = pack_dir / "SKILL.md"
    skill.write_text(skill.read_text().replace("first version", "second version, longer"))
    st = skill.stat()
    os.utime(skill, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert loader.get("notes").body == "second version, longer"
    make_user_pack("later")
    assert "later" in loader.catalog().names()


def test_read_reference_and_its_guards(loader: SkillLoader, make_user_pack: MakePack, tmp_path: Path) -> None:
    pack_dir = make_user_pack("refs")
    refs = pack_dir / "references"
    (refs / "deep").mkdir(parents=True)
    (refs / "uniforms.md").write_text("uniform table", encoding="utf-8")
    (refs / "deep" / "more.md").write_text("more", encoding="utf-8")
    secret = tmp_path / "secret.txt"
    secret.write_text("outside", encoding="utf-8")
    (refs / "escape.md").symlink_to(secret)

    assert loader.read_reference("refs", "uniforms.md") == "uniform table"
    assert loader.read_reference("refs", "references/deep/more.md") == "more"
    assert loader.list_references("refs") == ("deep/more.md", "uniforms.md")
    for bad in ("../SKILL.md", "deep/../../SKILL.md", "/etc/passwd", "", "a\x00b", "C:/x"):
        with pytest.raises(SkillError) as info:
            loader.read_reference("refs", bad)
        assert info.value.field == "file"
    with pytest.raises(SkillError, match="through a symlink"):
        loader.read_reference("refs", "escape.md")
    with pytest.raises(NotFoundError, match="available: deep/more.md, uniforms.md"):
        loader.read_reference("refs", "nope.md")


def test_agent_skills_pack_from_corpus_loads_unchanged(settings: Settings) -> None:
    source = CORPUS_SKILLS / "tdmcp-troubleshooting"
    original = (source / "SKILL.md").read_text(encoding="utf-8")
    meta, body = split_frontmatter(original, where="corpus")

    in_place = check_pack(source)  # read where it lives, no copy
    assert in_place.name == "tdmcp-troubleshooting" and in_place.warnings == ()

    shutil.copytree(source, settings.skills_dir / source.name)  # installed as a user pack
    pack = SkillLoader(settings).get("tdmcp-troubleshooting")
    assert pack.source == "user"
    assert pack.description == meta["description"]
    assert dict(pack.frontmatter) == meta
    assert pack.body == body.strip()
    assert pack.size_tokens == count_tokens(body.strip())
    assert (settings.skills_dir / source.name / "SKILL.md").read_text(encoding="utf-8") == original


@pytest.mark.parametrize("name", ["tdmcp-artist-workflows", "tdmcp-project-safety", "tdmcp-troubleshooting"])
def test_every_corpus_skill_validates(name: str) -> None:
    assert check_pack(CORPUS_SKILLS / name / "SKILL.md").name == name


def test_new_pack_scaffold_validates_and_refuses_duplicates(loader: SkillLoader) -> None:
    path = loader.new_pack("lighting-rig", description="Moving-head lighting with DMX.")
    pack = check_pack(path)
    assert pack.name == "lighting-rig" and pack.warnings == ()
    assert (path.parent / "references").is_dir()
    assert loader.get("lighting_rig").source == "user"
    with pytest.raises(SkillError, match="already exists"):
        loader.new_pack("lighting-rig")
    with pytest.raises(SkillError, match="try 'my-pack'"):
        loader.new_pack("My_Pack")


def test_builtin_dir_is_inside_the_package() -> None:
    assert BUILTIN_DIR.is_dir() and (BUILTIN_DIR / "shader" / "SKILL.md").is_file()
