"""Sessions: the list, and one session's turns, tool calls, usage, token bar and fold timeline."""

from __future__ import annotations

from typing import Any

from ...continuity.log import SessionLog, list_sessions
from ...engine import Engine
from ...errors import TdcontextError
from ..svg import fold_timeline_svg, token_bar_svg

MAX_TEXT = 4000


def index(engine: Engine) -> dict[str, Any]:
    return {"sessions": [s.to_dict() for s in list_sessions(engine.settings.sessions_dir)]}


def _clip(text: Any) -> str:
    s = text if isinstance(text, str) else ("" if text is None else str(text))
    return s if len(s) <= MAX_TEXT else s[:MAX_TEXT] + f"\n… ({len(s) - MAX_TEXT:,} more characters)"


def detail(engine: Engine, session_id: str) -> dict[str, Any]:
    log = SessionLog.open(engine.settings.sessions_dir, session_id)
    records = log.records()
    turns: dict[int, dict[str, Any]] = {}
    folds: list[dict[str, Any]] = []
    hit = miss = 0
    cost = 0.0
    for r in records:
        turn = turns.setdefault(int(r.get("turn") or 0), {"turn": int(r.get("turn") or 0), "items": []})
        kind = r.get("kind")
        meta = r.get("meta") or {}
        if kind == "message":
            usage = meta.get("usage") or {}
            hit += int(usage.get("prompt_cache_hit_tokens") or usage.get("cache_hit") or 0)
            miss += int(usage.get("prompt_cache_miss_tokens") or usage.get("cache_miss") or 0)
            cost += float(usage.get("cost") or 0.0)
            calls = [{"id": c.get("id"), "name": (c.get("function") or {}).get("name"),
                      "arguments": _clip((c.get("function") or {}).get("arguments"))}
                     for c in r.get("tool_calls") or [] if isinstance(c, dict)]
            turn["items"].append({"kind": "message", "seq": r["seq"], "role": r.get("role"),
                                  "content": _clip(r.get("content")), "calls": calls,
                                  "tier": meta.get("tier"), "outcome": meta.get("outcome"),
                                  "consent": meta.get("consent"), "usage": usage,
                                  "context": meta.get("grounding") or meta.get("context")})
        elif kind == "fold":
            a, b = r.get("range") or [0, 0]
            fold = {"seq": r["seq"], "start": a, "end": b, "gist": _clip(r.get("gist")),
                    "tokens_before": r.get("tokens_before"), "tokens_after": r.get("tokens_after"),
                    "policy": r.get("policy"), "ts": r.get("ts")}
            folds.append(fold)
            turn["items"].append({"kind": "fold", **fold})
        else:
            turn["items"].append({"kind": "event", "seq": r["seq"], "event": r.get("event"),
                                  "facts": {k: v for k, v in r.items()
                                            if k not in ("seq", "ts", "turn", "kind", "event")}})
    status: dict[str, Any] | None
    try:
        status = engine.continuity_status(session_id)
    except (TdcontextError, AttributeError):
        status = None
    bar = token_bar_svg(status) if status else ""
    last = records[-1]["seq"] if records else 0
    return {
        "session_id": session_id,
        "turns": [turns[k] for k in sorted(turns)],
        "folds": folds,
        "usage": {"hit": hit, "miss": miss, "share": (hit / (hit + miss)) if hit + miss else None,
                  "cost": cost},
        "status": status,
        "token_bar": bar,
        "timeline": fold_timeline_svg(folds, last) if folds else "",
    }


def raw_range(engine: Engine, session_id: str, start: int, end: int) -> dict[str, Any]:
    """The raw logged messages of one range (what a gist points back to)."""
    log = SessionLog.open(engine.settings.sessions_dir, session_id)
    rows = [{"seq": r["seq"], "role": r.get("role"), "content": _clip(r.get("content")),
             "tool_calls": [(c.get("function") or {}).get("name") for c in r.get("tool_calls") or []
                            if isinstance(c, dict)]}
            for r in log.read(start, end) if r.get("kind") == "message"]
    return {"session_id": session_id, "start": start, "end": end, "messages": rows}
