"""Entry validation, ids and the Markdown-with-frontmatter form (parse(render(e)) == e)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.corpus.entry import (
    CONTENT_TYPES,
    KINDS,
    MAX_TEXT_BYTES,
    Entry,
    check_id,
    make_entry,
    new_id,
    parse,
    render,
    split_frontmatter,
)
from tdcontext.errors import FrontmatterError, InvalidEntryError, InvalidInputError

ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-"


def _reparse(entry: Entry) -> Entry:
    return parse(render(entry), where="test.md", entry_id=entry.id, kind=entry.kind, project=entry.project)


# ---- ids ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "prefix"), [("memory", "mem"), ("knowledge", "kb"), ("recipe", "rcp")])
def test_generated_id_has_kind_prefix_date_and_random_part(kind: str, prefix: str) -> None:
    entry_id = new_id(kind, today=dt.date(2026, 5, 18))
    assert re.fullmatch(rf"{prefix}_2026_05_18_[a-z0-9]{{5}}", entry_id), entry_id
    assert check_id(entry_id) == entry_id


def test_generated_ids_differ() -> None:
    ids = {new_id("knowledge") for _ in range(200)}
    assert len(ids) == 200


def test_make_entry_generates_an_id_for_today() -> None:
    entry = make_entry("some text", kind="knowledge")
    today = dt.datetime.now(dt.UTC).date()
    assert entry.id.startswith(f"kb_{today:%Y_%m_%d}_")


@pytest.mark.parametrize("entry_id", ["a", "kb_2026_05_18_abc", "doc-42", "v1.2-final", "X_y.z-1-2", "9" * 128, "console", "com10"])
def test_safe_ids_are_accepted(entry_id: str) -> None:
    assert check_id(entry_id) == entry_id
    assert make_entry("t", entry_id=entry_id).id == entry_id


@pytest.mark.parametrize(
    "entry_id",
    ["", ".", "..", "../etc/passwd", "a/b", "a\\b", "has space", "tab\there", "new\nline", ".hidden",
     "é", "a" * 129, "semi;colon", "nul\x00", "star*", "q?"],
)
def test_unsafe_ids_are_refused_naming_the_value(entry_id: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        make_entry("text", entry_id=entry_id) if entry_id else check_id(entry_id)
    assert repr(entry_id) in str(info.value)
    assert "safe file name" in str(info.value)


@given(st.text(alphabet=ID_ALPHABET, min_size=1, max_size=128))
def test_id_rule_is_exactly_the_safe_alphabet(entry_id: str) -> None:
    from tdcontext.corpus.entry import reserved_name

    if entry_id.startswith(".") or entry_id.endswith(".") or reserved_name(entry_id):
        with pytest.raises(InvalidEntryError):
            check_id(entry_id)
    else:
        assert check_id(entry_id) == entry_id


# ---- text -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", " ", "\n\n", "\t \r\n"])
def test_empty_text_is_refused(text: str) -> None:
    with pytest.raises(InvalidEntryError, match="empty"):
        make_entry(text)


def test_text_over_one_megabyte_is_refused_with_its_size() -> None:
    with pytest.raises(InvalidEntryError) as info:
        make_entry("x" * (MAX_TEXT_BYTES + 1))
    assert "1,000,001 bytes" in str(info.value)
    assert "split" in str(info.value)


def test_text_of_exactly_one_megabyte_is_accepted() -> None:
    assert len(make_entry("x" * MAX_TEXT_BYTES).text) == MAX_TEXT_BYTES


def test_multibyte_text_is_measured_in_bytes() -> None:
    with pytest.raises(InvalidEntryError, match="over the 1 MB limit"):
        make_entry("é" * (MAX_TEXT_BYTES // 2 + 1))


def test_binary_text_is_refused() -> None:
    with pytest.raises(InvalidEntryError, match="binary"):
        make_entry("abc\x00def")


def test_non_string_text_is_refused() -> None:
    with pytest.raises(InvalidEntryError, match="must be a string, got bytes"):
        make_entry(b"bytes")


def test_lone_surrogate_is_refused() -> None:
    with pytest.raises(InvalidEntryError, match="surrogate"):
        make_entry("bad \ud800 text")


# ---- kind, type, tags, project, title -------------------------------------------------------


@pytest.mark.parametrize("kind", ["", "note", "Memory", "memories"])
def test_unknown_kind_is_refused(kind: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        make_entry("t", kind=kind)
    assert repr(kind) in str(info.value) and "memory, knowledge, recipe" in str(info.value)


@pytest.mark.parametrize("ctype", ["note", "Fact", "procedure"])
def test_unknown_content_type_is_refused(ctype: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        make_entry("t", content_type=ctype)
    assert repr(ctype) in str(info.value) and "fact, reference, instruction" in str(info.value)


@pytest.mark.parametrize(("kind", "ctype"), [("memory", "fact"), ("knowledge", "reference"), ("recipe", "reference")])
def test_content_type_defaults_by_kind(kind: str, ctype: str) -> None:
    assert make_entry("t", kind=kind).content_type == ctype


def test_tags_are_deduplicated_and_split_from_a_string() -> None:
    assert make_entry("t", tags=["a", "b", "a"]).tags == ("a", "b")
    assert make_entry("t", tags="x, y  z").tags == ("x", "y", "z")


@pytest.mark.parametrize("tags", [["has space"], ["a,b"], [""], [3], ["x" * 65], ["t"] * 0 + [f"t{i}" for i in range(51)]])
def test_bad_tags_are_refused(tags: list[object]) -> None:
    with pytest.raises(InvalidEntryError):
        make_entry("t", tags=tags)


@pytest.mark.parametrize("project", ["", "a/b", "..", ".x", "has space", "p" * 65])
def test_bad_project_is_refused(project: str) -> None:
    with pytest.raises(InvalidEntryError) as info:
        make_entry("t", project=project)
    assert repr(project) in str(info.value)


def test_title_whitespace_is_collapsed_and_length_limited() -> None:
    assert make_entry("t", title="  a \n b\t c ").title == "a b c"
    with pytest.raises(InvalidEntryError, match="title"):
        make_entry("t", title="x" * 301)


def test_invalid_entry_error_is_an_input_error() -> None:
    assert issubclass(InvalidEntryError, InvalidInputError)
    assert issubclass(FrontmatterError, InvalidInputError)


def test_display_title_falls_back_to_first_line() -> None:
    assert make_entry("# Heading here\nbody").display_title == "Heading here"
    assert make_entry("body", title="T").display_title == "T"


# ---- frontmatter round trip -----------------------------------------------------------------

_safe_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), min_size=1, max_size=300
).filter(lambda s: s.strip() != "")
_tag = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Zs", "Zl", "Zp", "Cc"), blacklist_characters=","),
               min_size=1, max_size=12)
_meta_value = st.one_of(st.text(max_size=40, alphabet=st.characters(blacklist_categories=("Cs",))),
                        st.integers(), st.booleans(), st.lists(st.text(max_size=5, alphabet="abc"), max_size=3))
_meta = st.dictionaries(st.sampled_from(["source_url", "author", "rating", "x_custom"]), _meta_value, max_size=3)


@settings(max_examples=150, deadline=None)
@given(
    text=_safe_text,
    kind=st.sampled_from(KINDS),
    ctype=st.sampled_from(CONTENT_TYPES),
    title=st.text(max_size=60, alphabet=st.characters(blacklist_categories=("Cs",))),
    tags=st.lists(_tag, max_size=5),
    project=st.from_regex(r"[A-Za-z0-9_\-][A-Za-z0-9._\-]{0,10}[A-Za-z0-9_\-]", fullmatch=True).filter(
        lambda p: not p.split(".")[0].lower() in ("con", "prn", "aux", "nul")
        and not (p[:3].lower() in ("com", "lpt") and p.split(".")[0][3:].isdigit())),
    entry_id=st.from_regex(r"[A-Za-z0-9_\-][A-Za-z0-9._\-]{0,20}[A-Za-z0-9_\-]", fullmatch=True).filter(
        lambda p: not p.split(".")[0].lower() in ("con", "prn", "aux", "nul")
        and not (p[:3].lower() in ("com", "lpt") and p.split(".")[0][3:].isdigit())),
    meta=_meta,
)
def test_parse_render_round_trip(
    text: str, kind: str, ctype: str, title: str, tags: list[str], project: str, entry_id: str, meta: dict[str, object]
) -> None:
    entry = make_entry(text, kind=kind, content_type=ctype, title=title, tags=tags, project=project,
                       entry_id=entry_id, meta=meta)
    assert _reparse(entry) == entry


@pytest.mark.parametrize(
    "text",
    ["plain", "trailing newline\n", "\n\nleading blank lines", "crlf\r\nlines\r\n", "---\nlooks like frontmatter\n---",
     "  indented code", "tabs\tand   spaces   ", "emoji 🎛️ and ümlauts", "yes", "null", "- a list\n- item"],
)
def test_round_trip_edge_texts(text: str) -> None:
    entry = make_entry(text, title="t", tags=["null", "yes", "123"])
    assert _reparse(entry) == entry


def test_rendered_file_has_frontmatter_then_text() -> None:
    entry = make_entry("Body text", kind="knowledge", title="T", tags=["a"], entry_id="kb_x")
    out = render(entry)
    assert out.startswith("---\nid: kb_x\n")
    assert out.endswith("---\n\nBody text\n")


# ---- hand-written files ---------------------------------------------------------------------


def _parse(source: str, kind: str = "knowledge") -> Entry:
    return parse(source, where="/c/x.md", entry_id="x", kind=kind, project="p")


def test_file_without_frontmatter_is_plain_text() -> None:
    entry = _parse("Just some notes\n")
    assert (entry.text, entry.title, entry.content_type) == ("Just some notes", "", "reference")


def test_path_derived_id_and_project_win_over_frontmatter() -> None:
    entry = _parse("---\nid: other\nproject: elsewhere\n---\nbody")
    assert (entry.id, entry.project) == ("x", "p")


def test_unknown_frontmatter_keys_are_kept_in_meta() -> None:
    entry = _parse("---\nsource_url: https://example.org/a\nrating: 5\n---\nbody")
    assert entry.meta == {"source_url": "https://example.org/a", "rating": 5}
    assert entry.summary()["source_url"] == "https://example.org/a"


@pytest.mark.parametrize(
    ("tags_yaml", "expected"),
    [("[null, idiom]", ("null", "idiom")), ("[yes, 2025, 1.5]", ("true", "2025", "1.5")), ("a, b", ("a", "b")),
     ("", ())],
)
def test_hand_written_yaml_tags_are_read_as_text(tags_yaml: str, expected: tuple[str, ...]) -> None:
    entry = _parse(f"---\ntags: {tags_yaml}\n---\nbody")
    assert entry.tags == expected


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("---\ntitle: [unclosed\n---\nbody", "line"),
        ("---\ntitle: ok\nbody without closing", "no closing"),
        ("---\n- just\n- a list\n---\nbody", "key: value"),
        ("---\ncontent_type: essay\n---\nbody", "essay"),
        ("---\nkind: recipe\n---\nbody", "disagrees"),
        ("---\ntitle: t\n---\n   \n", "empty"),
        ("---\ntags: {a: 1}\n---\nbody", "tags"),
    ],
)
def test_broken_frontmatter_names_the_file_and_the_problem(source: str, reason: str) -> None:
    with pytest.raises(FrontmatterError) as info:
        _parse(source)
    assert info.value.path == "/c/x.md"
    assert "/c/x.md" in str(info.value) and reason in str(info.value)


def test_split_frontmatter_empty_block() -> None:
    assert split_frontmatter("---\n---\nbody", "w") == ({}, "body")
