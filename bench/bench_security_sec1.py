"""Cost of the issue-10 checks owned by sec1 (stored data, skills, brief), as p50 ratios.

Run from the repo root:  .venv/bin/python bench/bench_security_sec1.py
Each row times the checked path and the unchecked equivalent in one run, interleaved, so
the ratio holds even on a loaded box. Figures are medians (p50) in microseconds or ms.
"""

from __future__ import annotations

import base64
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.* helpers

from tdcontext import brief as brief_mod
from tdcontext import textsafety
from tdcontext.config import Settings
from tdcontext.corpus.files import CorpusStore
from tdcontext.fsutil import read_file_beneath
from tests.test_textsafety import INNOCENT


def p50_pair(a: Callable[[], object], b: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median seconds of a() and b(), interleaved."""
    ta: list[float] = []
    tb: list[float] = []
    for _ in range(repeat):
        for fn, out in ((a, ta), (b, tb)):
            started = time.perf_counter()
            fn()
            out.append(time.perf_counter() - started)
    return statistics.median(ta), statistics.median(tb)


def row(name: str, checked: float, plain: float, unit: str = "us") -> None:
    scale = 1e6 if unit == "us" else 1e3
    print(f"| {name} | {checked * scale:.1f} {unit} | {plain * scale:.1f} {unit} | {checked / plain:.2f}x |")


def old_finders(text: str) -> None:
    for finder in textsafety._FINDERS:
        list(finder(text))


def main() -> None:
    print("| check | with the check (p50) | without (p50) | ratio |\n|---|---|---|---|")
    tmp = Path(tempfile.mkdtemp(prefix="bench-sec1-"))

    # Skill reference: O_NOFOLLOW walk from the layer vs resolve() + read (the old path).
    settings = Settings(home=tmp / "home")
    pack = settings.skills_dir / "bench-pack"
    (pack / "references" / "deep").mkdir(parents=True)
    (pack / "SKILL.md").write_text("---\nname: bench-pack\ndescription: bench\n---\n\n# b\n", encoding="utf-8")
    ref = pack / "references" / "deep" / "notes.md"
    ref.write_text("x" * 4000, encoding="utf-8")
    checked, plain = p50_pair(
        lambda: read_file_beneath(settings.skills_dir, ["bench-pack", "references", "deep", "notes.md"], 512 * 1024),
        lambda: ref.resolve(strict=True).read_bytes(),
        2000,
    )
    row("skill reference open+read (4 KB, 2 folders deep)", checked, plain)

    # Corpus: lstat scan + no-follow capped read vs glob + read_bytes, 500 files.
    corpus = tmp / "corpus"
    kind_dir = corpus / "team" / "memory"
    kind_dir.mkdir(parents=True)
    for i in range(500):
        (kind_dir / f"n{i:04d}.md").write_text(f"---\ntitle: n{i}\n---\n\nnote {i} " * 20, encoding="utf-8")
    store = CorpusStore(corpus, include_builtin=False)
    checked, plain = p50_pair(lambda: store.scan(),
                              lambda: [p for p in sorted(kind_dir.glob("*.md")) if p.is_file()], 40)
    row("corpus scan, 500 files (lstat each, links reported)", checked, plain)
    refs = store.scan().files
    checked, plain = p50_pair(lambda: [store.read_bytes(r) for r in refs],
                              lambda: [r.path.read_bytes() for r in refs], 20)
    row("read 500 entry files (no-follow beneath root, capped)", checked, plain, "ms")

    # Detector: disguise passes (normalise, spaced groups, base64) vs the plain finders.
    rng = random.Random(1)
    texts = {
        "16 KiB innocent look-alikes": " ".join(rng.choice(INNOCENT) for _ in range(400))[:16384],
        "16 KiB non-ASCII prose": ("Привет мир, шейдер для стены: мягкий свет. " * 400)[:16384],
        "16 KiB base64 of text": (base64.b64encode(b"hello world, this is fine text").decode() + " ") * 400,
        "500-char brief field": "Slow warm feedback on the LED wall, 60 fps at 3840x2160, no strobe. " * 7,
    }
    for name, text in texts.items():
        checked, plain = p50_pair(lambda t=text: textsafety.find_secrets(t), lambda t=text: old_finders(t), 15)
        row(f"find_secrets, {name}", checked, plain, "ms")

    # Brief: the joined-fields scan inside validate_brief.
    data = {
        "creative_direction": "Organic slow-breathing feedback with warm analog colour. " * 20,
        "constraints": [f"constraint {i}: 60 fps at 3840x2160 on RTX4070" for i in range(20)],
        "named_outputs": [{"name": f"out{i}", "path": f"/project1/out{i}", "description": "LED wall"} for i in range(8)],
        "safety_rules": [f"rule {i}: no strobe above 3 Hz" for i in range(10)],
    }
    real = brief_mod._check_joined
    def without() -> None:
        brief_mod._check_joined = lambda brief: None  # type: ignore[assignment]
        try:
            brief_mod.validate_brief(data)
        finally:
            brief_mod._check_joined = real
    checked, plain = p50_pair(lambda: brief_mod.validate_brief(data), without, 30)
    row("validate_brief (7 KB brief) with vs without the joined-fields scan", checked, plain, "ms")


if __name__ == "__main__":
    main()
