"""Process bodies for the brief concurrency test (module-level so `spawn` can import them)."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from tdcontext.brief import ABSENT, read_brief, replace_brief
from tdcontext.errors import RevisionConflictError


def sample_brief(marker: str) -> dict[str, Any]:
    """A valid brief whose constraints carry `marker`, so each write is recognisable."""
    return {
        "creative_direction": f"Slow warm feedback tunnels; written by {marker}",
        "constraints": [marker, "60 fps at 1920x1080"],
        "named_outputs": [{"name": "program", "path": "/project1/out_program", "description": "main"}],
        "safety_rules": ["no strobe above 3 Hz"],
    }


def writer(root: str, worker: int, cycles: int, start: Any, results: Any) -> None:
    """Read-then-replace `cycles` times; report (expected, new revision, marker) per success."""
    rng = random.Random(worker)
    successes: list[tuple[str, str, str]] = []
    conflicts: list[tuple[str, str]] = []
    errors: list[str] = []
    start.wait()
    for cycle in range(cycles):
        marker = f"w{worker}-c{cycle}"
        try:
            state = read_brief(Path(root))
            expected = ABSENT if state is None else state.revision
            time.sleep(rng.random() * 0.002)  # widen the read-to-write window so writers collide
            new = replace_brief(Path(root), sample_brief(marker), expected)
        except RevisionConflictError as exc:
            conflicts.append((exc.expected, exc.actual))
        except Exception as exc:  # noqa: BLE001 - a torn read or failed write: report it, don't hang the test
            errors.append(f"{marker}: {exc!r}")
        else:
            successes.append((expected, new.revision, marker))
    results.put(("writer", worker, successes, conflicts, errors))


def reader(root: str, start: Any, stop: Any, results: Any) -> None:
    """Read until told to stop; report how many reads saw a brief and every failure."""
    seen = 0
    failures: list[str] = []
    start.wait()
    finished = False
    while not finished:
        finished = stop.is_set()  # one last read after the writers are done, then stop
        try:
            state = read_brief(Path(root))
        except Exception as exc:  # noqa: BLE001 - any failure here is a torn or invalid file: report it
            if len(failures) < 20:
                failures.append(repr(exc))
            continue
        if state is not None:
            seen += 1
            marker = state.brief.constraints[0]
            if not state.brief.creative_direction.endswith(marker):
                failures.append(f"mixed content at {state.revision}")
    results.put(("reader", seen, failures))
