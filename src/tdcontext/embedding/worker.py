"""The embedding worker: `python -m tdcontext.embedding.worker`, one JSON object per line.

On start it loads the model, runs one warm-up embedding and prints a ready line:
    {"ready": true, "model_version": "...", "dim": 384}    (or {"ready": false, "error": "..."}, exit 2)
Then, for each request line on stdin, exactly one response line on stdout:
    {"id": 7, "op": "embed", "texts": ["..."]} -> {"id": 7, "ok": true, "dim": 384, "n": 1, "vectors_b64": "..."}
    an "embed" may add "purpose": "query" (default "document"): the rows of a search query,
    encoded with the model's query graph when it has one; they are never stored
    {"id": 8, "op": "info"}                     -> {"id": 8, "ok": true, "model_version": "...", "dim": 384}
    anything that fails                         -> {"id": 9, "ok": false, "error": "..."}
`vectors_b64` is base64 of the float32 little-endian (n, dim) row-major matrix. EOF on stdin
ends the worker with exit code 0, so it dies with its parent's pipe.
Invariant: stdout carries protocol lines only - before the model loads, file descriptor 1 and
`sys.stdout` are both pointed at stderr, so a stray print (Python or C) cannot corrupt the stream.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import signal
import sys
from collections.abc import Callable
from typing import IO, Any

import numpy as np

from ..errors import TdcontextError
from .base import query_embed
from .model import Embedder

log = logging.getLogger("tdcontext.embedding.worker")

WARMUP_TEXT = "TouchDesigner warm-up: connect a Noise TOP to a Level TOP."


def _line(obj: dict[str, Any]) -> bytes:
    return json.dumps(obj, ensure_ascii=True, separators=(",", ":")).encode("ascii") + b"\n"


def handle(embedder: Embedder, raw: bytes) -> dict[str, Any]:
    """The response to one request line; never raises for bad input or model errors."""
    try:
        request = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        return {"id": None, "ok": False, "error": f"request is not JSON: {exc}"}
    if not isinstance(request, dict):
        return {"id": None, "ok": False, "error": f"request must be a JSON object, got {type(request).__name__}"}
    req_id = request.get("id")
    op = request.get("op")
    try:
        if op == "embed":
            texts = request.get("texts")
            if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
                return {"id": req_id, "ok": False, "error": "'texts' must be a list of strings"}
            purpose = request.get("purpose", "document")
            if purpose not in ("document", "query"):
                return {"id": req_id, "ok": False, "error": f"'purpose' must be 'document' or 'query', got {purpose!r}"}
            # A query may use the faster query graph; a document row is what gets stored.
            embed = query_embed(embedder) if purpose == "query" else embedder.embed
            vectors = np.ascontiguousarray(embed(texts), dtype="<f4")
            return {
                "id": req_id,
                "ok": True,
                "dim": int(vectors.shape[1]),
                "n": int(vectors.shape[0]),
                "vectors_b64": base64.b64encode(vectors.tobytes()).decode("ascii"),
            }
        if op == "info":
            return {"id": req_id, "ok": True, "model_version": embedder.model_version, "dim": embedder.dim}
        return {"id": req_id, "ok": False, "error": f"unknown op {op!r}; expected 'embed' or 'info'"}
    except TdcontextError as exc:
        return {"id": req_id, "ok": False, "error": str(exc)}
    except Exception as exc:  # the worker must answer every request, whatever broke
        log.exception("request %r failed", req_id)
        return {"id": req_id, "ok": False, "error": f"{type(exc).__name__}: {exc}"}


def serve(embedder: Embedder, stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """Answer request lines from `stdin` until EOF; returns the exit code (0)."""
    for raw in stdin:
        if not raw.strip():
            continue
        stdout.write(_line(handle(embedder, raw)))
        stdout.flush()
    return 0


def _default_factory() -> Embedder:
    from .model import OnnxMiniLM

    threads = int(os.environ.get("TDCONTEXT_EMBED_THREADS", "2") or "2")
    return OnnxMiniLM(threads=max(1, threads))


def main(factory: Callable[[], Embedder] | None = None) -> int:
    """Load the model, print the ready line, serve until stdin closes."""
    # onnxruntime gets its thread count explicitly; keep every other pool (OpenMP, BLAS,
    # the tokenizer's rayon) small so the worker uses about two cores, not all of them.
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    os.environ.setdefault("RAYON_NUM_THREADS", "2")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    # Ctrl-C in the parent's terminal reaches this process too; the parent decides when we stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Keep a private handle on the real stdout, then point fd 1 (for C libraries) and
    # sys.stdout (for Python code) at stderr: only protocol lines can reach the parent.
    sys.stdout.flush()
    protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout = sys.stderr
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="embed-worker[%(process)d] %(message)s")

    try:
        embedder = (factory or _default_factory)()
        embedder.embed([WARMUP_TEXT])
    except Exception as exc:  # noqa: BLE001 - report any load failure on the protocol stream, then exit
        log.error("model failed to load: %s", exc)
        protocol_out.write(_line({"ready": False, "error": str(exc) or type(exc).__name__}))
        protocol_out.flush()
        return 2
    log.info("ready: %s", embedder.model_version)
    protocol_out.write(_line({"ready": True, "model_version": embedder.model_version, "dim": embedder.dim}))
    protocol_out.flush()
    try:
        return serve(embedder, sys.stdin.buffer, protocol_out)
    except BrokenPipeError:  # the parent went away mid-answer; nothing left to tell it
        return 0
    finally:
        embedder.close()


if __name__ == "__main__":
    sys.exit(main())
