"""The incremental facet scanner: session logs -> facet index, from a persisted cursor.

For each `sessions/<id>.jsonl`, the scanner reads the message records after the session's
cursor (`last_seq`), tags them with the facet model (with a few already-indexed turns before
them as context, so sequence slots see their neighbours), and writes the tags, the token
counts and the new cursor in one transaction. Turns whose topic the model cannot tag
confidently also go to a residual queue; the queue is a report, it never blocks the scan.

Invariant: running it twice, or interrupting it anywhere, leaves the index consistent: a
session's cursor moves only in the same transaction as the turns it covers, and a re-scan
of the same seqs replaces rather than duplicates them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..continuity.log import SessionLog, list_sessions
from .extract import FacetModel, Turn
from .index import FacetIndex

__all__ = ["ScanReport", "message_text", "scan"]

log = logging.getLogger(__name__)

CONTEXT_TURNS = 6
RESIDUAL_CONFIDENCE = 0.5
MAX_TURN_CHARS = 4000
Embed = Callable[[Sequence[str]], Any]
Count = Callable[[str], int]


@dataclass(frozen=True)
class ScanReport:
    sessions: int
    tagged: int
    residual: int
    seconds: float
    embedded: bool

    def to_dict(self) -> dict[str, Any]:
        return {"sessions": self.sessions, "tagged": self.tagged, "residual": self.residual,
                "seconds": round(self.seconds, 3), "embedded": self.embedded}


def message_text(record: dict[str, Any]) -> str:
    """What a turn says, for tagging: its content plus the names and arguments of its tool calls."""
    parts: list[str] = []
    content = record.get("content")
    if isinstance(content, str):
        parts.append(content)
    elif isinstance(content, list):  # OpenAI content parts
        parts.extend(str(p.get("text", "")) for p in content if isinstance(p, dict))
    for call in record.get("tool_calls") or []:
        if isinstance(call, dict):
            fn = call.get("function") or {}
            parts.append(f"{fn.get('name', '')} {str(fn.get('arguments', ''))[:500]}")
    return " ".join(p for p in parts if p)[:MAX_TURN_CHARS]


def scan(
    sessions_dir: Path,
    index: FacetIndex,
    model: FacetModel,
    *,
    embed: Embed | None = None,
    count_tokens: Count | None = None,
    only: Sequence[str] | None = None,
    progress: Callable[[dict[str, Any]], None] | None = None,
) -> ScanReport:
    """Tag every new message of every session (or only `only`) and advance the cursors."""
    started = time.perf_counter()
    report = progress or (lambda _e: None)
    infos = [i for i in list_sessions(sessions_dir) if only is None or i.session_id in only]
    tagged = residual_n = 0
    embedded = False
    for number, info in enumerate(infos, 1):
        cursor = index.cursor(info.session_id)
        if info.last_seq <= cursor:
            continue
        session_log = SessionLog(sessions_dir, info.session_id)
        context_seqs = [seq for seq, _r, _t, _f in index.turns(info.session_id)][-CONTEXT_TURNS:]
        # one pass over the log: the few indexed turns before the cursor (context), then the new ones
        tail = list(session_log.read(start=min(context_seqs, default=cursor + 1)))
        by_seq = {int(r["seq"]): r for r in tail}
        new = [r for r in tail if int(r["seq"]) > cursor and r.get("kind") == "message"]
        last_seq = max((int(r["seq"]) for r in tail), default=cursor)
        if not new:
            index.add_turns([], cursor={info.session_id: last_seq})
            continue
        ctx = [by_seq[s] for s in context_seqs if s in by_seq]
        records = ctx + new
        turns = [Turn(message_text(r), str(r.get("role", "user"))) for r in records]
        calls: list[int] = []

        def embed_some(texts: Sequence[str], _calls: list[int] = calls) -> Any:
            assert embed is not None
            _calls.append(len(texts))
            return embed(texts)

        try:
            tags = model.tag(turns, embed=embed_some if embed is not None else None)[len(ctx):]
        except Exception as exc:  # noqa: BLE001 - a failed embedder degrades to the other extractors
            log.warning("facet scan continues without embeddings: %s", exc)
            tags = model.tag(turns)[len(ctx):]
        embedded = embedded or bool(calls)
        rows = []
        roles: dict[tuple[str, int], str] = {}
        tokens: dict[tuple[str, int], int] = {}
        residual: list[tuple[str, int, str]] = []
        for record, tag in zip(new, tags, strict=True):
            seq = int(record["seq"])
            rows.append((info.session_id, seq, {s: (t.value, t.confidence) for s, t in tag.items()}))
            roles[(info.session_id, seq)] = str(record.get("role"))
            text = message_text(record)
            tokens[(info.session_id, seq)] = count_tokens(text) if count_tokens else max(1, len(text) // 4)
            topic = tag.get("topic")
            if topic is not None and topic.confidence < RESIDUAL_CONFIDENCE:
                residual.append((info.session_id, seq, f"topic {topic.value} at {topic.confidence:.2f}"))
        index.add_turns(rows, roles=roles, tokens=tokens, cursor={info.session_id: last_seq}, residual=residual)
        tagged += len(rows)
        residual_n += len(residual)
        report({"status": "scanning", "progress": f"{number}/{len(infos)}"})
    return ScanReport(len(infos), tagged, residual_n, time.perf_counter() - started, embedded)
