"""Benchmark for the project brief and the secret detector (proposed as bench/bench_brief.py).

Run from the repo root:  .venv/bin/python bench/bench_brief.py
Prints one Markdown table per section; figures are medians over repeated runs.
"""

from __future__ import annotations

import multiprocessing
import random
import statistics
import string
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.* helpers

from tdcontext.brief import ABSENT, load_brief_block, read_brief, replace_brief  # noqa: E402
from tdcontext.errors import RevisionConflictError  # noqa: E402
from tdcontext.textsafety import find_secrets, looks_random, redact  # noqa: E402
from tests.test_textsafety import INNOCENT, SECRET_CASES  # noqa: E402


def _median_ms(fn, repeat: int) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def detector() -> None:
    found = sum(
        any(f.kind == kind for f in find_secrets(text)) for text, _, kind in SECRET_CASES
    )
    false_pos = sum(bool(find_secrets(text)) for text in INNOCENT)
    print("| detector check | result |\n|---|---|")
    print(f"| secret formats found with the right kind | {found}/{len(SECRET_CASES)} |")
    print(f"| innocent look-alikes flagged | {false_pos}/{len(INNOCENT)} |")
    rng = random.Random(1)
    alphabets = {
        "base62": string.ascii_letters + string.digits,
        "base64": string.ascii_letters + string.digits + "+/",
        "lower+digits": string.ascii_lowercase + string.digits,
    }
    for name, alphabet in alphabets.items():
        for length in (20, 32, 40):
            keys = ["".join(rng.choice(alphabet) for _ in range(length)) for _ in range(1000)]
            recall = sum(looks_random(k) for k in keys) / len(keys)
            print(f"| random {name} keys of {length} chars flagged | {recall:.1%} |")
    text = " ".join(rng.choice(INNOCENT) for _ in range(400))[:16384]
    print(f"| redact() on 16 KiB of look-alikes | {_median_ms(lambda: redact(text), 20):.1f} ms |")
    worst = "x1Y_" * 4096
    print(f"| redact() on 16 KiB adversarial run | {_median_ms(lambda: redact(worst), 20):.1f} ms |")


def corpora() -> None:
    """False positives on real text, read in place: every flagged span there is innocent
    (the shared corpora hold no credentials), except tokens inside image URLs."""
    import json

    shared = Path("/work/shared")
    sets: dict[str, list[str]] = {
        "TouchDesigner docs (shared corpus + built-in knowledge)": [
            p.read_text(encoding="utf-8")
            for p in [*shared.joinpath("corpus").rglob("*.md"),
                      *Path("src/tdcontext/knowledge").rglob("*.md")]
        ],
        "SciFact abstracts": [
            (lambda d: d.get("title", "") + "\n" + d.get("text", ""))(json.loads(line))
            for line in shared.joinpath("bench/scifact/corpus.jsonl").open(encoding="utf-8")
        ],
    }
    print("\n| corpus | characters | texts | texts with a finding |\n|---|---|---|---|")
    for name, texts in sets.items():
        flagged = sum(1 for t in texts if find_secrets(t))
        chars = sum(map(len, texts))
        print(f"| {name} | {chars / 1e6:.2f} M | {len(texts)} | {flagged} |")


def _brief(marker: str) -> dict[str, object]:
    words = "feedback noise ramp particle audio kick bloom warm analog slow drift projector".split()
    rng = random.Random(marker)
    return {
        "creative_direction": " ".join(rng.choice(words) for _ in range(400))[:3900],
        "constraints": [marker] + [" ".join(rng.choice(words) for _ in range(60))[:450] for _ in range(10)],
        "named_outputs": [
            {"name": f"out{i}", "path": f"/project1/out{i}", "description": "feed"} for i in range(5)
        ],
        "safety_rules": ["No strobe above 3 Hz"],
    }


def _writer(root: str, worker: int, cycles: int, start, out) -> None:  # type: ignore[no-untyped-def]
    ok = conflict = 0
    start.wait()
    for cycle in range(cycles):
        state = read_brief(Path(root))
        try:
            replace_brief(Path(root), _brief(f"w{worker}c{cycle}"), state.revision if state else ABSENT)
            ok += 1
        except RevisionConflictError:
            conflict += 1
    out.put((ok, conflict))


def brief_io() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        state = replace_brief(root, _brief("seed"), ABSENT)
        size = (root / ".tdcontext" / "agent-brief.json").stat().st_size
        revision = [state.revision]

        def write() -> None:
            revision[0] = replace_brief(root, _brief("x"), revision[0]).revision

        print("\n| brief operation (file of %d bytes) | median |\n|---|---|" % size)
        print(f"| replace (validate + lock + fsync + rename) | {_median_ms(write, 50):.1f} ms |")
        print(f"| read (fstat-bounded read + validate + redact) | {_median_ms(lambda: read_brief(root), 50):.1f} ms |")
        print(f"| brief block for a turn | {_median_ms(lambda: load_brief_block(str(root)), 50):.1f} ms |")

    with tempfile.TemporaryDirectory() as tmp:
        ctx = multiprocessing.get_context("spawn")
        workers, cycles = 4, 50
        start, out = ctx.Barrier(workers), ctx.Queue()
        procs = [ctx.Process(target=_writer, args=(tmp, w, cycles, start, out)) for w in range(workers)]
        for p in procs:
            p.start()
        began = time.perf_counter()
        results = [out.get(timeout=300) for _ in procs]
        elapsed = time.perf_counter() - began
        for p in procs:
            p.join()
        ok = sum(r[0] for r in results)
        conflicts = sum(r[1] for r in results)
        final = read_brief(Path(tmp))
        counter = int(final.revision.split("-")[0]) if final else 0
        print(f"\n| {workers} processes x {cycles} read-then-replace cycles | result |\n|---|---|")
        print(f"| successful writes / conflicts | {ok} / {conflicts} |")
        print(f"| final revision counter (must equal successes) | {counter} |")
        print(f"| wall time | {elapsed:.2f} s |")


if __name__ == "__main__":
    detector()
    corpora()
    brief_io()
