"""Brief: view it, and edit it with compare-and-swap. A conflict shows both versions, and the
edit is kept in the form: never silently lost, never forced."""

from __future__ import annotations

import json
from typing import Any

from ...engine import Engine
from ...errors import InvalidInputError, TdcontextError


def read(engine: Engine) -> dict[str, Any]:
    result = engine.manage_brief("read")
    text = json.dumps(result.get("brief"), indent=2, ensure_ascii=False) if result.get("brief") else ""
    return {"result": result, "text": text, "revision": result.get("revision") or
            ("absent" if result.get("status") == "absent" else ""), "conflict": None, "error": None,
            "saved": None}


def replace(engine: Engine, *, text: str, expected_revision: str) -> dict[str, Any]:
    """Try the write; on conflict or a bad brief, return the form with the user's text intact."""
    context = read(engine)
    try:
        brief = json.loads(text)
    except ValueError as exc:
        context.update(text=text, error=f"the brief is not valid JSON: {exc}", revision=expected_revision)
        return context
    try:
        outcome = engine.manage_brief("replace", expected_revision=expected_revision or None, brief=brief)
    except (InvalidInputError, TdcontextError) as exc:
        context.update(text=text, error=str(exc), revision=expected_revision)
        return context
    if outcome.get("status") == "conflict":
        current = engine.manage_brief("read")
        context.update(
            text=text,
            revision=outcome.get("current_revision") or current.get("revision") or "",
            conflict={"current": json.dumps(current.get("brief"), indent=2, ensure_ascii=False),
                      "current_revision": outcome.get("current_revision"), "yours": text},
        )
        return context
    fresh = read(engine)
    fresh["saved"] = outcome.get("revision")
    return fresh
