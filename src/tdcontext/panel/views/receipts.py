"""Receipts: a filterable table (time, goal, actions, status, verdict) and one receipt's detail."""

from __future__ import annotations

from typing import Any

from ...engine import Engine

STATUSES = ("success", "failed", "cancelled", "max_steps")


def index(engine: Engine, *, status: str | None, limit: int) -> dict[str, Any]:
    listing = engine.list_receipts(limit=limit, status=status or None)
    rows = []
    for r in listing.get("receipts", []):
        actions = r.get("actions") or []
        rows.append({"id": r.get("id"), "time": r.get("ended_at") or r.get("started_at"), "goal": r.get("goal", ""),
                     "actions": len(actions) + int(r.get("actions_omitted") or 0),
                     "status": r.get("status"), "verdict": r.get("verdict"), "truncated": r.get("truncated")})
    return {"receipts": rows, "status": status or "", "limit": limit, "statuses": STATUSES,
            "persistence": listing.get("persistence")}


def detail(engine: Engine, receipt_id: str) -> dict[str, Any]:
    return {"receipt": engine.get_receipt(receipt_id)}
