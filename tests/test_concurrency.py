"""Several processes write while others search and import; a SIGKILL mid-import loses nothing.

Promise: no acknowledged write is lost. Every id a writer saw acknowledged exists as a file
and, after `reindex()`, in the index; the index passes `PRAGMA integrity_check`.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tdcontext.config import load_settings
from tdcontext.engine import Engine
from tests.fakes import HashEmbedder

pytestmark = pytest.mark.slow

CTX = mp.get_context("spawn")


def _open(home: str) -> Engine:
    return Engine(load_settings(home=home, hide_builtin=True), embedder=HashEmbedder())


def _ack(path: str, line: str) -> None:
    """Record an acknowledged write durably (the test's own ledger)."""
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")
        fh.flush()
        os.fsync(fh.fileno())


def _writer(home: str, name: str, count: int, ledger: str) -> None:
    with _open(home) as engine:
        for i in range(count):
            result = engine.add(f"note {i} from {name} about lasers and strobes", entry_id=f"{name}-{i}",
                                tags=[name], project=f"proj{i % 3}")
            _ack(ledger, result.entry.id)


def _importer(home: str, rounds: int, ledger: str) -> None:
    with _open(home) as engine:
        for r in range(rounds):
            lines = [json.dumps({"id": f"imp-{i}", "text": f"imported {i} revision {r} lasers", "kind": "knowledge"})
                     for i in range(10)]
            report = engine.import_jsonl(lines)
            assert not report.errors, report.errors
            for i in range(10):
                _ack(ledger, f"imp-{i}")


def _searcher(home: str, stop: str, out: str) -> None:
    searches, errors = 0, []
    with _open(home) as engine:
        while not os.path.exists(stop):
            for mode in ("hybrid", "bm25", "vector"):
                try:
                    engine.search("lasers strobes", k=20, mode=mode)
                    engine.list(kind="memory")
                    report = engine.sync()  # a concurrent `tdcontext index` must not drop others' rows
                    errors.extend(f"sync: {p}: {m}" for p, m in report.errors)
                    searches += 1
                except Exception as exc:  # noqa: BLE001 - recorded, asserted empty by the test
                    errors.append(f"{type(exc).__name__}: {exc}")
    Path(out).write_text(json.dumps({"searches": searches, "errors": errors}), encoding="utf-8")


def _first_start(home: str, out: str) -> None:
    with Engine(load_settings(home=home), embedder=HashEmbedder()) as engine:  # built-ins shown
        Path(out).write_text(json.dumps(engine.status()["by_project"]), encoding="utf-8")


def _slow_importer(home: str, jsonl: str, ledger: str) -> None:
    with _open(home) as engine:
        with open(jsonl, encoding="utf-8") as fh:
            lines = fh.readlines()

        def progress(event: dict[str, object]) -> None:
            if event.get("status") == "importing":
                _ack(ledger, str(event["line"]))  # put() returned: the file is durable

        engine.import_jsonl(lines, progress=progress)


def _read_ledger(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split() if path.exists() else []


def test_concurrent_writers_searchers_and_importers_lose_nothing(tmp_path: Path) -> None:
    home = str(tmp_path / "home")
    with _open(home):
        pass  # create the index once so every process starts from the same migrations
    ledgers = {name: tmp_path / f"{name}.ack" for name in ("w0", "w1", "w2", "imp")}
    stop, search_out = tmp_path / "stop", tmp_path / "search.json"
    searcher = CTX.Process(target=_searcher, args=(home, str(stop), str(search_out)))
    searcher.start()
    procs = [CTX.Process(target=_writer, args=(home, name, 15, str(ledgers[name]))) for name in ("w0", "w1", "w2")]
    procs.append(CTX.Process(target=_importer, args=(home, 3, str(ledgers["imp"]))))
    env = {**os.environ, "TDCONTEXT_HOME": home, "TDCONTEXT_EMBEDDER": "none", "TDCONTEXT_HIDE_BUILTIN": "1"}
    clis = [subprocess.Popen([sys.executable, "-m", "tdcontext.cli", "add", f"cli note {n} lasers", "--id", f"cli-{n}"],
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for n in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0, p
    cli_ids = []
    for n, c in enumerate(clis):
        out, err = c.communicate(timeout=120)
        assert c.returncode == 0, err.decode()
        assert b"Traceback" not in err
        cli_ids.append(out.decode().strip())
    assert cli_ids == [f"cli-{n}" for n in range(3)]
    stop.write_text("stop")
    searcher.join(60)
    assert searcher.exitcode == 0
    searched = json.loads(search_out.read_text(encoding="utf-8"))
    assert searched["errors"] == [] and searched["searches"] > 0

    acknowledged = set(cli_ids)
    for ledger in ledgers.values():
        acknowledged |= set(_read_ledger(ledger))
    assert len(acknowledged) == 3 * 15 + 10 + 3
    with _open(home) as engine:
        for entry_id in acknowledged:
            assert engine.store.locate(entry_id) is not None, entry_id
        indexed_before = {r["id"] for r in engine.list()}
        assert indexed_before == acknowledged  # each write indexed itself
        report = engine.reindex()
        assert report["errors"] == [] and report["pending"] == 0
        assert {r["id"] for r in engine.list()} == acknowledged
        assert engine.get("imp-3").text == "imported 3 revision 2 lasers"
        assert engine.index.query("PRAGMA integrity_check")[0][0] == "ok"
        engine.index.query("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')")
        chunks = engine.index.query("SELECT COUNT(*) FROM chunks")[0][0]
        assert engine.index.query("SELECT COUNT(*) FROM chunks_fts")[0][0] == chunks
        assert engine.status()["vectors"] == chunks


TOTAL = 300  # each put fsyncs (~10 ms here), so 300 lines outlast the 30 acknowledgements we wait for


def test_sigkill_mid_import_keeps_acknowledged_entries_and_index_recovers(tmp_path: Path) -> None:
    home = str(tmp_path / "home")
    jsonl = tmp_path / "big.jsonl"
    jsonl.write_text("".join(json.dumps({"id": f"k{i:04d}", "text": f"entry {i} " + "word " * 50}) + "\n"
                             for i in range(TOTAL)), encoding="utf-8")
    ledger = tmp_path / "acks"
    proc = CTX.Process(target=_slow_importer, args=(home, str(jsonl), str(ledger)))
    proc.start()
    deadline = time.monotonic() + 60
    while len(_read_ledger(ledger)) < 30 and time.monotonic() < deadline and proc.is_alive():
        time.sleep(0.02)
    assert proc.is_alive(), "the import finished before it could be killed; make the file bigger"
    os.kill(proc.pid, signal.SIGKILL)
    proc.join(10)
    assert proc.exitcode == -signal.SIGKILL
    acked = [int(n) for n in _read_ledger(ledger)]
    assert len(acked) >= 30 and acked == list(range(1, len(acked) + 1))
    with _open(home) as engine:
        for n in acked:
            entry = engine.get(f"k{n - 1:04d}")  # ledger lines are 1-based line numbers
            assert entry.text.startswith(f"entry {n - 1} ")
        assert engine.index.query("PRAGMA integrity_check")[0][0] == "ok"
        report = engine.reindex()
        assert report["errors"] == [] and report["pending"] == 0
        on_disk = {p.stem for p in Path(home, "corpus").rglob("*.md") if not p.name.startswith(".")}
        assert {r["id"] for r in engine.list()} == on_disk
        assert on_disk >= {f"k{n - 1:04d}" for n in acked}
        assert len(on_disk) < TOTAL
        # the killed process never finished; importing again completes the set
        report = engine.import_jsonl(jsonl.read_text(encoding="utf-8").splitlines())
        assert report.errors == [] and report.created + report.unchanged == TOTAL
        assert len(engine.list()) == TOTAL


def test_simultaneous_first_starts_index_the_builtins_once(tmp_path: Path) -> None:
    home = str(tmp_path / "home")
    outs = [tmp_path / f"start{i}.json" for i in range(3)]
    procs = [CTX.Process(target=_first_start, args=(home, str(out))) for out in outs]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    with Engine(load_settings(home=home), embedder=HashEmbedder()) as engine:
        builtin = len([f for f in engine.store.iter_files() if f.builtin])
        assert engine.status()["by_project"] == {"builtin": builtin}
        assert engine.index.query("PRAGMA integrity_check")[0][0] == "ok"
        assert engine.index.query(
            "SELECT entry_id, ord FROM chunks GROUP BY entry_id, ord HAVING COUNT(*) > 1") == []
        chunks = engine.index.query("SELECT COUNT(*) FROM chunks")[0][0]
        assert engine.index.query("SELECT COUNT(*) FROM chunks_fts")[0][0] == chunks
    for out in outs:
        assert json.loads(out.read_text(encoding="utf-8")).get("builtin") == builtin
