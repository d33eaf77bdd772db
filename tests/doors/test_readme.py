"""Issue 9 item 17: every shell block of README.md runs as written, in a scratch home.

Each ```bash block runs as one `bash -e` script with the installed `tdcontext` on PATH, in a
scratch working directory with HOME and TDCONTEXT_HOME inside it and the embedder off (BM25
only, so no model loads). A block preceded by `<!-- readme-test: skip (...) -->` is left out:
the quickstart, the development commands and the network examples. Blocks run in README
order and share the home, so later examples may use what earlier ones stored.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"(<!-- readme-test: skip[^>]*-->\s*\n)?```bash\n(.*?)```", re.DOTALL)

pytestmark = pytest.mark.slow  # spawns one shell per block


def _blocks() -> list[tuple[int, str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [(text[: m.start()].count("\n") + 1, m.group(2)) for m in BLOCK.finditer(text) if not m.group(1)]


def test_readme_has_runnable_blocks() -> None:
    blocks = _blocks()
    assert len(blocks) >= 5
    assert all("./dev" not in body for _, body in blocks)


def test_readme_shell_examples_run(tmp_path: Path) -> None:
    tdcontext = Path(sys.executable).with_name("tdcontext")
    assert tdcontext.is_file(), "run through ./dev test (the venv's tdcontext script)"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "tdcontext").symlink_to(tdcontext)
    work = tmp_path / "work"
    work.mkdir()
    env = {**os.environ, "HOME": str(tmp_path / "home"), "TDCONTEXT_HOME": str(tmp_path / "tdhome"),
           "TDCONTEXT_EMBEDDER": "none", "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    for var in ("TDCONTEXT_PROJECT_ROOT", "TDCONTEXT_HIDE_BUILTIN", "TDCONTEXT_RETRIEVAL_MODE"):
        env.pop(var, None)
    (tmp_path / "home").mkdir()
    for line, body in _blocks():
        done = subprocess.run([shutil.which("bash") or "bash", "-e", "-c", body], cwd=work, env=env,
                              capture_output=True, text=True, timeout=300, check=False)
        assert done.returncode == 0, f"README.md block at line {line} failed:\n{body}\n{done.stdout}\n{done.stderr}"
        assert "Traceback" not in done.stderr, done.stderr
