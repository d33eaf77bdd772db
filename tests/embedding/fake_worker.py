"""A stand-in for `tdcontext.embedding.worker`, stdlib only so it starts in ~20 ms.

Run as `python fake_worker.py --log LOG [--start MODE] [--crash-spawns N] [--ready-delay S]`.
It speaks the worker protocol with 8-dim vectors derived from sha256(text) (see `fake_vector`)
and misbehaves on cue, so the sidecar's lifecycle can be tested quickly:
  --start ok|crash|hang|notready|wrongversion|garbage   what happens before the ready line
  --crash-spawns N      the first N spawns (counted in LOG) crash at start, later ones are ok
  texts "__crash__" (exit 3 mid-request), "__hang__", "__sleep:S__", "__stderr__" (1 MiB to
  stderr first), "__garbage__" (a non-JSON line), "__refuse__" (ok: false), "__exit_after__"
  (answer, then exit 0), "__badshape__" (n off by one).
LOG gets "spawn <pid>" per start and "req <pid> <n>" per embed request.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import math
import os
import struct
import sys
import time

DIM = 8
VERSION = "fake@1"


def fake_vector(text: str) -> list[float]:
    raw = [b / 255.0 + 0.01 for b in hashlib.sha256(text.encode("utf-8")).digest()[:DIM]]
    norm = math.sqrt(sum(x * x for x in raw))
    return [x / norm for x in raw]


def _say(obj: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def _note(path: str, line: str) -> None:
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", required=True)
    parser.add_argument("--start", default="ok")
    parser.add_argument("--crash-spawns", type=int, default=0)
    parser.add_argument("--ready-delay", type=float, default=0.0)
    args = parser.parse_args()
    _note(args.log, f"spawn {os.getpid()}")
    with open(args.log, encoding="utf-8") as fh:
        spawns = sum(1 for line in fh if line.startswith("spawn "))
    start = "crash" if spawns <= args.crash_spawns else args.start
    time.sleep(args.ready_delay)
    if start == "crash":
        sys.stderr.write("Traceback (most recent call last):\nImportError: fake model boom\n")
        sys.stderr.flush()
        return 3
    if start == "hang":
        time.sleep(3600)
    if start == "garbage":
        sys.stdout.write("Loading weights... 100%\n")
        sys.stdout.flush()
        time.sleep(3600)
    if start == "notready":
        _say({"ready": False, "error": "fake: model file is corrupt"})
        return 2
    version = "other@9" if start == "wrongversion" else VERSION
    _say({"ready": True, "model_version": version, "dim": DIM})
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("op") == "info":
            _say({"id": req["id"], "ok": True, "model_version": VERSION, "dim": DIM})
            continue
        texts = req["texts"]
        _note(args.log, f"req {os.getpid()} {len(texts)}")
        exit_after = False
        n = len(texts)
        for text in texts:
            if text == "__crash__":
                os._exit(3)
            if text == "__hang__":
                time.sleep(3600)
            if text.startswith("__sleep:"):
                time.sleep(float(text[len("__sleep:") : -2]))
            if text == "__stderr__":
                sys.stderr.write(("x" * 1023 + "\n") * 1024)
                sys.stderr.flush()
            if text == "__garbage__":
                sys.stdout.write("not json\n")
                sys.stdout.flush()
            if text == "__refuse__":
                _say({"id": req["id"], "ok": False, "error": "fake: cannot embed that"})
                break
            if text == "__exit_after__":
                exit_after = True
            if text == "__badshape__":
                n += 1
        else:
            floats = [x for t in texts for x in fake_vector(t)]
            blob = struct.pack(f"<{len(floats)}f", *floats)
            _say({"id": req["id"], "ok": True, "dim": DIM, "n": n, "vectors_b64": base64.b64encode(blob).decode()})
        if exit_after:
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
