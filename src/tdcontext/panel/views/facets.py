"""Facets: the sensitivity curve for a query with folded and protected spans, per-slot counts,
alias -> facet pairs with turn counts, and anomalies shown plainly."""

from __future__ import annotations

from typing import Any

from ...continuity.log import SessionLog
from ...engine import Engine
from ...errors import NotFoundError
from ...facets.plot import curve_svg


def data(engine: Engine, *, query: str, session: str | None) -> dict[str, Any]:
    facets = engine.facets
    snap = facets.panel(write=False)
    context: dict[str, Any] = {"snapshot": snap, "query": query, "session": session or "", "curve": None,
                               "svg": "", "sessions": facets.index.sessions(), "note": ""}
    if not query:
        return context
    try:
        curve = facets.curve(query, session=session or None)
    except NotFoundError as exc:
        context["note"] = str(exc)
        return context
    target = curve["session"]
    folded = [(int(r["range"][0]), int(r["range"][1]))
              for r in SessionLog(engine.settings.sessions_dir, target).read() if r.get("kind") == "fold"]
    plan = facets.fold_plan(query, session=target, curve=curve) if curve["status"] == "ok" else {"protected": []}
    context.update(curve=curve, svg=curve_svg(curve["points"], title=f"{target}: {query}", folded=folded,
                                              protected=plan.get("protected", [])))
    return context
