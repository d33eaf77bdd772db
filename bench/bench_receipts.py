"""Benchmarks for turn receipts (issue 14): the overhead a receipt adds to one copilot turn.

Run from the repo root:  .venv/bin/python bench/bench_receipts.py [--turns 2000] [--persist 300]

1. Build (target < 1 ms p50): everything the receipt observer does for a typical turn,
   from `turn_started` to the finalised dict, excluding the verification reads themselves
   (their `call_tool` answers at once from memory): a ~150-character prompt, grounding with
   3 context ids and 1 skill, 4 TDMCP calls (create_operator, set_parameters with 3 values,
   wiring, get_operator_info) each with its consent decision, auto-verify planning and
   matching (3 reads), the verdict, redaction and the 8 KiB cap.
2. A heavy turn: 60 create_operator calls (the cap keeps first/last actions).
3. Persist (target < 5 ms p50): `ReceiptStore.append` of one typical receipt into a store
   already holding 100 receipts (steady state: lock, read, retention, atomic write with
   fsync), in a temporary directory on the local disk; every 20th or so append compacts
   (atomic rewrite). A bare 2.3 KB append + fsync on the same disk, in the same run, is the
   floor: the ratio persist / bare says how much the store adds to the disk's own cost.

The turns are synthetic and fixed (no randomness); the figures are in-sample for this script.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tdcontext.receipts import ReceiptObserver, ReceiptStore  # noqa: E402

PROMPT = ("Add a noise TOP feeding a level TOP under /project1, set the noise to simplex 3D with period 4 "
          "and seed 7, then wire it into level1 and check it")
GROUNDING = {"brief": "r12", "context": ["mem-20261130-a1", "kn-feedback-2", "rc-audio-3"],
             "disclosure": {"rc-audio-3": "stub"}, "skills": ["feedback-loops"], "private": False, "live": False}
CALLS: list[tuple[str, str, dict[str, Any], str]] = [
    ("create_operator", "mutating", {"parent_path": "/project1", "type": "noiseTOP", "name": "noise1"},
     '{"success": true, "path": "/project1/noise1", "name": "noise1", "type": "noiseTOP"}'),
    ("set_parameters", "mutating", {"path": "/project1/noise1", "values": {"type": "simplex3d", "period": 4, "seed": 7}},
     '{"success": true, "path": "/project1/noise1", "set": [{"name": "type", "value": "simplex3d"}, '
     '{"name": "period", "value": 4}, {"name": "seed", "value": 7}]}'),
    ("wiring", "mutating", {"from_path": "/project1/noise1", "to_path": "/project1/level1"},
     '{"success": true, "from": "/project1/noise1", "to": "/project1/level1", "from_index": 0, "to_index": 0}'),
    ("get_operator_info", "read-only", {"path": "/project1/level1"},
     '{"name": "level1", "path": "/project1/level1", "type": "levelTOP", "family": "TOP"}'),
]
READS = {
    "get_parameters": json.dumps({"path": "/project1/noise1", "type": "noiseTOP",
                                  "parameters": {"type": "simplex3d", "period": 4.0, "seed": 7.0}}),
    "get_operator_info": json.dumps({"path": "/project1/noise1", "type": "noiseTOP"}),
    "get_connections": json.dumps({"path": "/project1/level1",
                                   "inputs": [{"index": 0, "from": "/project1/noise1", "from_index": 0}]}),
}


def call_tool(server: str, tool: str, arguments: dict[str, Any]) -> tuple[str, Any, bool]:
    return READS[tool], None, False


def typical_turn(observer: ReceiptObserver, turn: int) -> dict[str, Any] | None:
    observer.turn_started(session_id="s20261130-bench", turn=turn, prompt=PROMPT, grounding=GROUNDING)
    for i, (tool, tier, args, result) in enumerate(CALLS):
        cid = f"call_{turn}_{i}"
        observer.consent_decided(call_id=cid, tool=tool, server="touchdesigner", tier=tier, decision="allowed")
        observer.tool_finished(call_id=cid, tool=tool, server="touchdesigner", tier=tier, arguments=args,
                               result_text=result, structured=None, is_error=False, duration_ms=14)
    return observer.turn_ended(status="success", error=None, call_tool=call_tool)


def heavy_turn(observer: ReceiptObserver, turn: int) -> dict[str, Any] | None:
    observer.turn_started(session_id="s20261130-bench", turn=turn, prompt=PROMPT, grounding=GROUNDING)
    for i in range(60):
        path = f"/project1/noise{i}"
        observer.tool_finished(call_id=f"h{turn}_{i}", tool="create_operator", server="touchdesigner",
                               tier="mutating", arguments={"parent_path": "/project1", "type": "noiseTOP"},
                               result_text=json.dumps({"success": True, "path": path, "type": "noiseTOP"}),
                               is_error=False, duration_ms=9)
    return observer.turn_ended(status="max_steps", error="stopped", call_tool=None)


def _ms(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"p50_ms": round(statistics.median(ordered) * 1000, 3),
            "p90_ms": round(ordered[int(len(ordered) * 0.9)] * 1000, 3),
            "n": len(ordered)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--persist", type=int, default=300)
    args = parser.parse_args()

    observer = ReceiptObserver()
    for t in range(50):  # warm up imports and regex caches
        typical_turn(observer, t)
    samples = []
    receipt: dict[str, Any] | None = None
    for t in range(args.turns):
        t0 = time.perf_counter()
        receipt = typical_turn(observer, t)
        samples.append(time.perf_counter() - t0)
    assert receipt is not None and receipt["verdict"] == "PASS", receipt
    build = _ms(samples)
    size = len(json.dumps(receipt, separators=(",", ":")).encode())

    heavy = []
    for t in range(max(50, args.turns // 20)):
        t0 = time.perf_counter()
        big = heavy_turn(observer, t)
        heavy.append(time.perf_counter() - t0)
    assert big is not None and big["truncated"] is True

    with tempfile.TemporaryDirectory() as tmp:
        store = ReceiptStore(Path(tmp) / "receipts.json")
        for _ in range(100):
            store.append(dict(receipt, id=f"warm-{_}"))
        persist = []
        for i in range(args.persist):
            copy = dict(receipt, id=f"p-{i}")
            t0 = time.perf_counter()
            store.append(copy)
            persist.append(time.perf_counter() - t0)
        store_bytes = (Path(tmp) / "receipts.json").stat().st_size
        kept = len(store.read_all())
        # the floor on this disk, measured in the same run: one bare 2.3 KB append + fsync
        bare = []
        line = json.dumps(receipt).encode() + b"\n"
        for _ in range(args.persist):
            t0 = time.perf_counter()
            fd = os.open(Path(tmp) / "bare.jsonl", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            os.write(fd, line)
            os.fsync(fd)
            os.close(fd)
            bare.append(time.perf_counter() - t0)

    print(json.dumps({
        "build_typical_turn": build, "receipt_bytes": size,
        "build_heavy_turn_60_calls": _ms(heavy), "heavy_receipt_bytes": len(json.dumps(big, separators=(",", ":"))),
        "persist_append_into_100": _ms(persist), "store_bytes": store_bytes, "store_receipts": kept,
        "bare_append_fsync_same_disk": _ms(bare),
        "persist_over_bare_p50": round(statistics.median(persist) / statistics.median(bare), 2),
    }, indent=2))


if __name__ == "__main__":
    main()
