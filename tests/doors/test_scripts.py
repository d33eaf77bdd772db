"""The quickstart scripts (issue 9 items 1 and 2): `./dev` installs once for both commands and
shows skip reasons; `.ci/run` names the security tests that did not run. Each script runs
for real in a scratch copy of the repository, with a stand-in venv python that records
what it was asked to do (no pip, no pytest run)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FAKE_PYTHON = """#!/usr/bin/env bash
echo "python $*" >> "$(dirname "$0")/../calls.log"
"""
FAKE_TDCONTEXT = """#!/usr/bin/env bash
echo "tdcontext $*" >> "$(dirname "$0")/../calls.log"
"""


def _scratch(tmp_path: Path, stamp_extras: str | None) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copy(ROOT / "dev", repo / "dev")
    shutil.copy(ROOT / "pyproject.toml", repo / "pyproject.toml")
    bin_dir = repo / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name, body in (("python", FAKE_PYTHON), ("tdcontext", FAKE_TDCONTEXT)):
        (bin_dir / name).write_text(body)
        (bin_dir / name).chmod(0o755)
    if stamp_extras is not None:
        digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
        (repo / ".venv" / ".tdcontext-installed").write_text(digest + stamp_extras + "\n")
    return repo


def _dev(repo: Path, *args: str) -> tuple[str, str]:
    done = subprocess.run(["bash", str(repo / "dev"), *args], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    log = repo / ".venv" / "calls.log"
    return (log.read_text() if log.exists() else ""), done.stderr


def test_serve_reuses_a_venv_set_up_by_test(tmp_path: Path) -> None:
    repo = _scratch(tmp_path, "[test]")
    calls, err = _dev(repo, "serve")
    assert "pip install" not in calls and "setting up" not in err
    assert "tdcontext index" in calls and "tdcontext serve" in calls


def test_test_installs_the_extras_once_then_never_again(tmp_path: Path) -> None:
    repo = _scratch(tmp_path, "")  # set up by `./dev serve` only
    calls, _ = _dev(repo, "test", "-x")
    assert "pip install -q --disable-pip-version-check -e .[test]" in calls
    (repo / ".venv" / "calls.log").unlink()
    for command in ("serve", "test", "serve"):
        calls, _ = _dev(repo, command)
        assert "pip install" not in calls, command
        (repo / ".venv" / "calls.log").unlink()


def test_test_shows_skip_reasons(tmp_path: Path) -> None:
    calls, _ = _dev(_scratch(tmp_path, "[test]"), "test", "-q")
    assert "python -m pytest -rs -q" in calls


def test_ci_summary_names_security_tests_that_did_not_run(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".ci").mkdir(parents=True)
    shutil.copy(ROOT / ".ci" / "run", repo / ".ci" / "run")
    (repo / "dev").write_text(
        "#!/usr/bin/env bash\n"
        "echo 'SKIPPED [1] tests/ingest/test_render.py:139: chromium is not installed: security test "
        "'\"'\"'Chromium reaches no other address'\"'\"' did not run'\n"
        "echo 'SKIPPED [1] tests/retrieval/test_dense.py:22: sqlean + sqlite-vec not installed'\n"
        "exit 0\n")
    (repo / "dev").chmod(0o755)
    # a PATH with the shell tools but no chromium and no apt-get: nothing can be installed
    tools = tmp_path / "bin"
    tools.mkdir()
    for tool in ("bash", "env", "grep", "sed", "tee", "mktemp", "rm", "id", "dirname", "cat"):
        found = shutil.which(tool)
        assert found, tool
        (tools / tool).symlink_to(found)
    done = subprocess.run([str(tools / "bash"), str(repo / ".ci" / "run")], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PATH": str(tools)}, check=False)
    assert done.returncode == 0, done.stderr
    summary = done.stdout.split("SECURITY TESTS THAT DID NOT RUN", 1)[1]
    assert "Chromium reaches no other address" in summary and "sqlite-vec" not in summary
