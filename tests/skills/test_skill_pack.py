"""SKILL.md parsing and validation: required fields, YAML errors, names, sizes, extras."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tdcontext.errors import SkillError
from tdcontext.skills import pack as pack_mod
from tdcontext.skills.pack import load_pack, parse_pack, render_skill_md
from tdcontext.tokens import count_tokens

from .conftest import write_pack


def _write(tmp_path: Path, name: str, text: str) -> Path:
    d = tmp_path / name
    d.mkdir(parents=True, exist_ok=True)
    f = d / "SKILL.md"
    f.write_text(text, encoding="utf-8")
    return f


def test_valid_pack_keeps_agent_skills_and_unknown_fields(tmp_path: Path) -> None:
    text = (
        "---\n"
        "name: my-pack\n"
        "description: Does a thing.\n"
        "license: MIT\n"
        "compatibility: TouchDesigner 2025\n"
        "metadata: {author: me, version: '2'}\n"
        "allowed-tools: Read Grep\n"
        "disable-model-invocation: true\n"
        "when_to_use: When things.\n"
        "auto_load_keywords: [thing one, Thing Two, thing one]\n"
        "families: [top, glsl]\n"
        "family_guidance: {TOP: {Pixel_Format: 16-bit   float}}\n"
        "---\n\n# Body\n\nDo it.\n"
    )
    pack = load_pack(_write(tmp_path, "my-pack", text).parent)
    assert (pack.name, pack.description, pack.when_to_use) == ("my-pack", "Does a thing.", "When things.")
    assert pack.license == "MIT" and pack.compatibility == "TouchDesigner 2025"
    assert pack.allowed_tools == "Read Grep"
    assert dict(pack.metadata) == {"author": "me", "version": "2"}
    assert pack.frontmatter["disable-model-invocation"] is True
    assert pack.auto_load_keywords == ("thing one", "Thing Two")
    assert pack.families == ("TOP", "GLSL")
    assert dict(pack.family_guidance["TOP"]) == {"pixel_format": "16-bit float"}
    assert pack.body == "# Body\n\nDo it."
    assert pack.size_tokens == count_tokens("# Body\n\nDo it.")
    assert "body" not in pack.summary() and pack.to_dict(include_body=True)["body"] == pack.body


@pytest.mark.parametrize("missing", ["name", "description"])
def test_missing_required_field_names_file_and_field(tmp_path: Path, missing: str) -> None:
    fields = {"name": "p", "description": "d"}
    del fields[missing]
    text = "---\n" + "".join(f"{k}: {v}\n" for k, v in fields.items()) + "---\nbody\n"
    f = _write(tmp_path, "p", text)
    with pytest.raises(SkillError) as info:
        load_pack(f)
    assert info.value.field == missing
    assert info.value.path == str(f)
    assert str(f) in str(info.value) and repr(missing) in str(info.value)


@pytest.mark.parametrize(
    "text, line",
    [
        ("---\nname: p\ndescription: [unclosed\n---\nbody\n", None),
        ("---\nname: p\ndescription: a: b: c\n---\nbody\n", 3),
    ],
)
def test_malformed_yaml_is_a_frontmatter_error(tmp_path: Path, text: str, line: int | None) -> None:
    f = _write(tmp_path, "p", text)
    with pytest.raises(SkillError) as info:
        load_pack(f)
    assert info.value.field == "frontmatter"
    assert "not valid YAML" in str(info.value) and str(f) in str(info.value)
    if line is not None:
        assert f"line {line}" in str(info.value)


@pytest.mark.parametrize(
    "text, needle",
    [
        ("# just markdown\n", "no frontmatter"),
        ("---\nname: p\ndescription: d\nbody without a closing line\n", "never closed"),
        ("---\n- a\n- b\n---\nbody\n", "must be a YAML mapping"),
        ("---\nname: p\ndescription: d\n---\n\n   \n", "body after the frontmatter is empty"),
    ],
)
def test_structural_errors(tmp_path: Path, text: str, needle: str) -> None:
    with pytest.raises(SkillError, match=needle):
        load_pack(_write(tmp_path, "p", text))


def test_name_must_match_directory(tmp_path: Path) -> None:
    f = _write(tmp_path, "shader", "---\nname: shaders\ndescription: d\n---\nbody\n")
    with pytest.raises(SkillError) as info:
        load_pack(f)
    assert info.value.field == "name"
    assert "'shaders'" in str(info.value) and "'shader'" in str(info.value)


@pytest.mark.parametrize("bad", ["Shader", "audio_reactive", "-lead", "trail-", "a" * 65, "sp ace"])
def test_invalid_names_are_refused(tmp_path: Path, bad: str) -> None:
    f = _write(tmp_path, "dir", f"---\nname: '{bad}'\ndescription: d\n---\nbody\n")
    with pytest.raises(SkillError) as info:
        parse_pack(f.read_text(), path=tmp_path / bad / "SKILL.md")
    assert info.value.field == "name"


@pytest.mark.parametrize(
    "fields, field",
    [
        ({"description": "x" * 1025}, "description"),
        ({"auto_load_keywords": "glsl, shader"}, "auto_load_keywords"),
        ({"auto_load_keywords": [""]}, "auto_load_keywords"),
        ({"size_tokens": "many"}, "size_tokens"),
        ({"size_tokens": True}, "size_tokens"),
        ({"families": "TOP"}, "families"),
        ({"families": ["TOP"], "family_guidance": {"CHOP": {"smoothing": "Lag"}}}, "family_guidance"),
        ({"families": ["TOP"], "family_guidance": {"TOP": {"pixel_format": ["a", "b"]}}}, "family_guidance"),
        ({"when_to_use": 5}, "when_to_use"),
    ],
)
def test_field_validation(tmp_path: Path, fields: dict[str, object], field: str) -> None:
    pack_dir = write_pack(tmp_path, "p", **fields)
    with pytest.raises(SkillError) as info:
        load_pack(pack_dir)
    assert info.value.field == field
    assert str(pack_dir / "SKILL.md") in str(info.value)


def test_oversize_body_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = write_pack(tmp_path, "big", body="word " * 14000)  # 70 KB
    with pytest.raises(SkillError, match="bytes, over") as info:
        load_pack(big)
    assert info.value.field == "body"
    monkeypatch.setattr(pack_mod, "MAX_BODY_TOKENS", 50)
    many = write_pack(tmp_path, "many", body="token " * 200)
    with pytest.raises(SkillError, match="tokens, over the 50-token limit"):
        load_pack(many)


def test_size_tokens_is_verified_with_15_percent_tolerance(tmp_path: Path) -> None:
    body = "Use the Feedback TOP with a Level TOP to decay trails. " * 10
    measured = count_tokens(body.strip())
    close = load_pack(write_pack(tmp_path, "close", body=body, size_tokens=int(measured * 1.1)))
    assert close.warnings == () and close.size_tokens == measured
    far = load_pack(write_pack(tmp_path, "far", body=body, size_tokens=measured * 2))
    assert len(far.warnings) == 1
    assert f"set size_tokens: {measured}" in far.warnings[0]


def test_non_utf8_file_is_refused(tmp_path: Path) -> None:
    d = tmp_path / "p"
    d.mkdir()
    (d / "SKILL.md").write_bytes(b"---\nname: p\ndescription: \xff\xfe\n---\nbody\n")
    with pytest.raises(SkillError, match="not UTF-8"):
        load_pack(d)


_names = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?", fullmatch=True)


@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=_names, description=st.text(min_size=1, max_size=200).filter(str.strip),
       body=st.text(min_size=1, max_size=300).filter(str.strip))
def test_render_then_parse_round_trips(name: str, description: str, body: str) -> None:
    meta = {"name": name, "description": description, "license": "MIT"}
    pack = parse_pack(render_skill_md(meta, body), path=Path("/x") / name / "SKILL.md")
    assert pack.name == name
    assert pack.description == description.strip()
    assert pack.frontmatter["license"] == "MIT"


@hsettings(max_examples=150, deadline=None)
@given(text=st.text(max_size=400))
def test_parser_only_ever_raises_skill_error(text: str) -> None:
    try:
        parse_pack(text, path=Path("/x/p/SKILL.md"))
    except SkillError:
        pass
