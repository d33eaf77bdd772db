"""`bench/bench_gate_cv.py --suite PATH`: any labelled prompt file is scored like the named extra files.

Invariant: `--suite` goes through the same list and loader as `--fresh/--holdout/--unseen/--unseen2` (a file
named twice is scored once, under the same result key), and a bad file is refused before the model loads,
with the file, line and fault in the message (exit 2, no traceback).
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SUITE = ROOT / "tests" / "data" / "gate_suite_v2"
SCRIPT = ROOT / "bench" / "bench_gate_cv.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        spec = importlib.util.spec_from_file_location("bench_gate_cv_under_test", SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(SCRIPT.parent))


def _args(*suites: Path, **flags: bool) -> argparse.Namespace:
    named = {flag: flags.get(flag, False) for flag in ("fresh", "holdout", "unseen", "unseen2")}
    return argparse.Namespace(suite=list(suites), **named)


def test_suite_files_join_the_named_ones_and_are_scored_once(bench: ModuleType) -> None:
    unseen3 = SUITE / "prompts_unseen3.jsonl"
    chosen = bench.extra_suites(_args(unseen3, SUITE / "." / "prompts_unseen2.jsonl", unseen2=True))
    # --unseen2 and --suite .../prompts_unseen2.jsonl are the same file: one entry, the flag's key
    assert [(key, path.name, label) for key, path, label in chosen] == [
        ("unseen2", "prompts_unseen2.jsonl", "UNSEEN2"), ("unseen3", "prompts_unseen3.jsonl", "UNSEEN3")]
    assert bench.extra_suites(_args()) == []


def test_two_files_with_one_stem_get_distinct_keys(bench: ModuleType, tmp_path: Path) -> None:
    a, b = tmp_path / "a" / "prompts_x.jsonl", tmp_path / "b" / "prompts_x.jsonl"
    keys = [key for key, _, _ in bench.extra_suites(_args(a, b, a))]
    assert keys == ["x", "x_2"]


def test_every_shipped_prompt_file_loads(bench: ModuleType) -> None:
    for path in sorted(SUITE.glob("prompts*.jsonl")):
        prompts = bench.load_suite(path)
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert len(prompts) == len(lines) > 0, path.name


GOOD = ('{"pid": "x-1", "prompt": "run KICK1", "intent": "invoke", "expected": ["ins_kick1"], '
        '"full": ["ins_kick1"], "allowed": [], "builtin": false, "lang": "en", "group": "g"}')


@pytest.mark.parametrize(("text", "fault"), [
    ("", "holds no prompts"),
    (GOOD + "\n{not json\n", ":2: not JSON"),
    ("[1, 2]\n", ":1: expected a JSON object, got list"),
    (GOOD.replace('"intent": "invoke", ', ""), ":1: field 'intent' must be str"),
    (GOOD.replace('"builtin": false', '"builtin": "yes"'), ":1: field 'builtin' must be bool"),
    (GOOD.replace('"allowed": []', '"allowed": [3]'), ":1: field 'allowed' must list entry ids"),
    (GOOD + "\n\n" + GOOD + "\n", ":3: pid 'x-1' appears twice"),
])
def test_bad_prompt_files_are_refused_with_the_fault(bench: ModuleType, tmp_path: Path, text: str,
                                                     fault: str) -> None:
    path = tmp_path / "prompts_bad.jsonl"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(bench.SuiteFileError, match="prompts_bad.jsonl") as info:
        bench.load_suite(path)
    assert fault in str(info.value)


def test_missing_and_binary_files_are_refused(bench: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(bench.SuiteFileError, match="not found"):
        bench.load_suite(tmp_path / "nope.jsonl")
    with pytest.raises(bench.SuiteFileError, match="not found"):
        bench.load_suite(tmp_path)  # a directory is not a prompt file
    binary = tmp_path / "b.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(bench.SuiteFileError, match="cannot be read as UTF-8"):
        bench.load_suite(binary)


def test_a_good_file_loads_as_written(bench: ModuleType, tmp_path: Path) -> None:
    path = tmp_path / "prompts_ok.jsonl"
    path.write_text(GOOD + "\n", encoding="utf-8")
    [prompt] = bench.load_suite(path)
    assert prompt["pid"] == "x-1" and prompt["full"] == ["ins_kick1"]


def test_cli_refuses_a_bad_suite_before_loading_anything(tmp_path: Path) -> None:
    missing = tmp_path / "missing.jsonl"
    run = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--suite", str(missing)],
                         check=False, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 2
    assert str(missing) in run.stderr and "not found" in run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""
