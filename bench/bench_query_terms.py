"""Cost of `lexical.query_terms` on large hostile queries (issue 10 item 13).

Three shapes per size: every word distinct (the quadratic case of the old list
de-duplication), one word repeated (nothing new after the first word), and stopwords only
(no content term ever reaches the cap, so the whole capped input is read).

Usage: python bench/bench_query_terms.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import time

from tdcontext.retrieval.lexical import query_terms


def shapes(kib: int) -> dict[str, str]:
    size = kib * 1024
    return {
        "distinct": " ".join(f"w{i}x" for i in range(size // 5))[:size],
        "repeated": ("kick " * (size // 5))[:size],
        "stopwords": ("the and of " * (size // 11))[:size],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    for kib in (44, 352, 2048):
        for name, text in shapes(kib).items():
            times = []
            for _ in range(args.repeat):
                started = time.perf_counter()
                query_terms(text)
                times.append(time.perf_counter() - started)
            print(f"{kib:>5} KiB {name:<10} median {1000 * statistics.median(times):8.3f} ms")


if __name__ == "__main__":
    main()
