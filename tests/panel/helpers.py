"""Panel fixtures: a home with a session (messages, a fold, an event), receipts, a brief and
entries whose titles carry HTML/JS/CSS payloads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tdcontext.continuity.log import SessionLog
from tdcontext.engine import Engine
from tdcontext.receipts.receipt import ReceiptBuilder

PAYLOADS = ['<script>alert("x")</script>', '"><img src=x onerror=alert(1)>', "</pre><style>body{display:none}</style>",
            "{{ 7*7 }}", "javascript:alert(1)"]


def populate(engine: Engine, project_root: Path) -> dict[str, Any]:
    log = SessionLog.create(engine.settings.sessions_dir, "s-demo")
    log.append_messages([{"role": "user", "content": "build a kaleidoscope feedback loop " + PAYLOADS[0],
                          "meta": {"grounding": {"brief": None, "context": ["kb_demo"], "disclosure": {"kb_demo": "stub"},
                                                 "skills": ["feedback-loops"]}}}], turn=1)
    log.append_messages([{"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "create_operator",
                                                      "arguments": json.dumps({"parent_path": "/project1", "type": "feedbackTOP"})}}],
        "meta": {"usage": {"prompt_cache_hit_tokens": 900, "prompt_cache_miss_tokens": 100}}}], turn=1)
    log.append_messages([{"role": "tool", "tool_call_id": "c1", "content": '{"success": true, "path": "/project1/feedback1"}',
                          "meta": {"tier": "mutating", "outcome": "ok"}}], turn=1)
    log.append_messages([{"role": "assistant", "content": "Added feedback1 " + PAYLOADS[1]}], turn=1)
    log.append_messages([{"role": "user", "content": "now the audio kick"}], turn=2)
    log.append_messages([{"role": "assistant", "content": "Done."}], turn=2)
    log.append([{"kind": "fold", "range": [1, 4], "gist": "[gist] log:s-demo#seq=1-4 (4 messages, 80 tokens)\n"
                 "Built feedback1. " + PAYLOADS[2], "tokens_before": 80, "tokens_after": 20, "policy": "band"}], turn=2)
    log.append([{"kind": "event", "event": "cancelled", "detail": PAYLOADS[3]}], turn=3)
    store = engine.receipt_store()
    for i, status in enumerate(["success", "failed", "success"]):
        b = ReceiptBuilder(prompt=f"make noise {i} " + PAYLOADS[i], session_id="s-demo")
        b.tool(call_id=f"c{i}", tool="create_operator", server="touchdesigner", tier="mutating",
               arguments={"parent_path": "/project1", "type": "noiseTOP"},
               result_text=json.dumps({"success": True, "path": f"/project1/noise{i}", "name": f"noise{i}", "type": "noiseTOP"}))
        store.append(b.finalize(status))
    for payload in PAYLOADS:
        engine.add(f"A note about feedback trails {payload}", title=f"Feedback {payload}", kind="knowledge")
    engine.add("KICK1: flash the whole frame white on the kick, then decay over 200 ms.", title="KICK1",
               kind="memory", content_type="instruction")
    engine.facets.scan()
    return {"session": "s-demo"}
