"""The receipt itself: one per turn on every exit path, idempotence, the 8 KiB cap,
allowlisted facts and OpenTelemetry GenAI names, recovery evidence, consent."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcontext.receipts import (
    MAX_RECEIPT_BYTES,
    ReceiptBuilder,
    ReceiptObserver,
    summary_line,
)
from tdcontext.receipts.receipt import receipt_bytes, summarize_goal

from .helpers import FakeClock

CREATE_OK = '{"success": true, "path": "/project1/noise1", "name": "noise1", "type": "noiseTOP"}'


def _start(obs: ReceiptObserver, turn: int = 1, **kw: Any) -> None:
    obs.turn_started(session_id="s1", turn=turn, prompt="add noise",
                     grounding={"brief": "r7", "context": ["mem-1", "kn-2"], "disclosure": {"kn-2": "stub"},
                                "skills": ["shader"]}, **kw)


def _create(obs: ReceiptObserver, cid: str = "c1", **kw: Any) -> None:
    obs.consent_decided(call_id=cid, tool="create_operator", server="td", tier="edit", decision="allowed")
    obs.tool_finished(call_id=cid, tool="create_operator", server="td", tier="edit",
                      arguments={"parent_path": "/project1", "type": "noiseTOP"}, result_text=CREATE_OK,
                      structured=None, is_error=False, duration_ms=12, **kw)


def test_every_exit_path_gives_exactly_one_receipt() -> None:
    obs = ReceiptObserver()
    outcomes = [("success", None), ("failed", "tool error"), ("failed", RuntimeError("model 500")),
                ("cancelled", None), ("max_steps", None)]
    for turn, (status, error) in enumerate(outcomes, 1):
        _start(obs, turn)
        _create(obs, f"c{turn}")
        receipt = obs.turn_ended(status=status, error=error, call_tool=None)
        assert receipt is not None and receipt["status"] == status and receipt["turn"] == turn
    assert [r["status"] for r in obs.history] == [s for s, _e in outcomes]
    assert len({r["id"] for r in obs.history}) == 5
    assert obs.history[2]["error.type"] == "RuntimeError" and obs.history[2]["error.message"] == "model 500"


def test_a_turn_that_never_ended_is_closed_when_the_next_starts() -> None:
    obs = ReceiptObserver()
    _start(obs, 1)
    _create(obs)
    _start(obs, 2)  # turn 1 crashed before turn_ended
    obs.turn_ended(status="success", call_tool=None)
    assert [(r["turn"], r["status"]) for r in obs.history] == [(1, "failed"), (2, "success")]
    # a turn_ended with no turn_started still yields its receipt
    fresh = ReceiptObserver()
    assert fresh.turn_ended(status="cancelled") is not None and len(fresh.history) == 1


def test_duplicate_call_ids_and_double_finalisation_are_ignored() -> None:
    obs = ReceiptObserver()
    _start(obs)
    _create(obs, "c1")
    _create(obs, "c1")  # the same call reported twice
    obs.consent_decided(call_id="c1", tool="create_operator", server="td", tier="edit", decision="refused")
    first = obs.turn_ended(status="success", call_tool=None)
    second = obs.turn_ended(status="failed", error="late", call_tool=None)
    assert first is second and first is not None
    assert first["counts"]["actions"] == 1 and first["actions"][0]["consent"] == "allowed"
    assert first["status"] == "success" and len(obs.history) == 1
    builder = ReceiptBuilder()
    assert builder.finalize("success") is builder.finalize("failed")
    assert builder.tool(call_id="x", tool="t", arguments={}) is False  # nothing changes after finalize


def test_fields_use_opentelemetry_genai_names_and_allowlisted_facts() -> None:
    obs = ReceiptObserver()
    _start(obs, tier="edit", effective_tier="read", mode="edit")
    _create(obs)
    r = obs.turn_ended(status="success", call_tool=None)
    assert r is not None
    action = r["actions"][0]
    assert set(action) == {"gen_ai.tool.call.id", "gen_ai.tool.name", "server", "tier", "consent", "outcome",
                           "mutation", "paths", "undo", "duration_ms", "verdict"}
    assert r["gen_ai.conversation.id"] == "s1" and r["gen_ai.operation.name"] == "invoke_agent"
    assert r["tier"] == {"requested": "edit", "effective": "read"}
    assert r["grounding"] == {"brief": {"present": True, "revision": "r7"},
                              "context": {"present": True, "ids": ["mem-1", "kn-2"], "count": 2, "stubs": 1},
                              "skills": {"present": True, "names": ["shader"]}}
    assert "arguments" not in json.dumps(r) and "noiseTOP" not in json.dumps(r)  # no raw args or results
    assert r["consents"] == {"allowed": 1}


def test_refused_consent_is_recorded_and_never_counts_as_a_change() -> None:
    obs = ReceiptObserver()
    _start(obs)
    obs.consent_decided(call_id="c1", tool="delete_operator", server="td", tier="destructive",
                        decision="perform_mode_refused")
    obs.tool_finished(call_id="c1", tool="delete_operator", server="td", tier="destructive",
                      arguments={"path": "/project1"}, result_text="refused", is_error=True)
    r = obs.turn_ended(status="success", call_tool=None)
    assert r is not None
    assert r["actions"][0]["outcome"] == "refused" and r["counts"]["refused"] == 1
    assert r["counts"]["mutations"] == 0 and r["verdict"] == "PASS"
    assert summary_line(r) == "PASS \u00b7 no changes"


def test_retries_and_fallbacks_are_counted() -> None:
    b = ReceiptBuilder()
    fail = '{"error": "boom", "details": {"code": "internal_error"}}'
    args = {"path": "/project1/noise1", "values": {"seed": 2}}
    b.tool(call_id="1", tool="set_parameters", server="td", tier="edit", arguments=args, result_text=fail, is_error=True)
    b.tool(call_id="2", tool="set_parameters", server="td", tier="edit", arguments=args, result_text=fail, is_error=True)
    b.tool(call_id="3", tool="execute_code", server="td", tier="code", arguments={"code": "x", "path": "/project1/noise1"},
           result_text='{"success": true}', is_error=False)
    assert b.retries == 1
    b.recovery("fallback")
    r = b.finalize("success")
    assert r["recovery"]["retries"] == 1 and r["recovery"]["fallbacks"] >= 1


def test_goal_is_redacted_single_line_and_short() -> None:
    goal = summarize_goal("make\x00 it\n\nglow  with key sk-proj-" + "a1B2c3D4" * 6 + " and " + "x" * 500)
    assert "sk-proj" not in goal and "\n" not in goal and "\x00" not in goal
    assert len(goal) <= 200 and goal.endswith("\u2026") and "[REDACTED" in goal


_text = st.text(alphabet=st.characters(codec="utf-8"), max_size=2000)
_path = st.builds(lambda parts: "/" + "/".join(parts),
                  st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_", min_size=1, max_size=400),
                           min_size=1, max_size=6))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(goal=_text, paths=st.lists(_path, min_size=0, max_size=120), ids=st.lists(_text, max_size=50),
       error=_text, n_verify=st.integers(0, 40))
def test_receipt_never_exceeds_8_kib(goal: str, paths: list[str], ids: list[str], error: str, n_verify: int) -> None:
    b = ReceiptBuilder(prompt=goal, session_id="s" * 64, grounding={"brief": "r" * 64, "context": ids, "skills": ids})
    for i, path in enumerate(paths):
        result = json.dumps({"success": True, "path": path, "name": "n", "type": "noiseTOP"})
        b.tool(call_id=f"call-{i}-" + "x" * 50, tool="create_operator", server="touchdesigner", tier="edit",
               arguments={"parent_path": path, "type": "noiseTOP"}, result_text=result, duration_ms=i)

    def call_tool(server: str, tool: str, arguments: dict[str, Any]) -> tuple[str, Any, bool]:
        return json.dumps({"path": arguments.get("path"), "type": "noiseTOP"}), None, False

    b.verify(call_tool, limit=n_verify)
    r = b.finalize("failed", error=error)
    r["saved"], r["not_saved"] = False, "persistence_off"
    assert receipt_bytes(r) <= MAX_RECEIPT_BYTES
    assert r["counts"]["actions"] == len(paths)
    if len(paths) > 60:
        assert r["truncated"] is True
    if r["truncated"] and r["actions"]:
        assert len(r["actions"]) + r.get("actions_omitted", 0) == len(paths)
        assert r["actions"][0]["gen_ai.tool.call.id"].startswith("call-0-")  # first action kept
        assert r["actions"][-1]["gen_ai.tool.call.id"].startswith(f"call-{len(paths) - 1}-")  # last kept


def test_many_actions_keep_counts_and_ends() -> None:
    b = ReceiptBuilder(prompt="build a huge network")
    for i in range(500):
        b.tool(call_id=f"c{i}", tool="create_operator", server="td", tier="edit",
               arguments={"parent_path": "/project1", "type": "noiseTOP", "name": f"n{i}"},
               result_text=json.dumps({"success": True, "path": f"/project1/n{i}", "name": f"n{i}", "type": "noiseTOP"}))
    r = b.finalize("max_steps")
    assert receipt_bytes(r) <= MAX_RECEIPT_BYTES and r["truncated"] is True
    assert r["counts"]["mutations"] == 500 and r["actions_omitted"] == 500 - len(r["actions"])
    assert r["actions"][0]["gen_ai.tool.call.id"] == "c0" and r["actions"][-1]["gen_ai.tool.call.id"] == "c499"
    assert summary_line(r).startswith("UNVERIFIED") and summary_line(r).endswith("turn max_steps")


def test_timestamps_and_duration_come_from_the_clock() -> None:
    clock = FakeClock()
    b = ReceiptBuilder(clock=clock)
    clock.t += 2.5
    r = b.finalize("success")
    assert r["started_at"].endswith("Z") and r["duration_ms"] == 2500
    assert r["id"].startswith("r2026")


def test_a_hook_never_raises_into_the_copilot() -> None:
    obs = ReceiptObserver()
    _start(obs)
    obs.tool_finished(call_id=object(), tool=None, arguments="not a dict", result_text=b"bytes", structured=42,
                      is_error="yes", duration_ms=-5)

    def broken(server: str, tool: str, arguments: dict[str, Any]) -> Any:
        raise ConnectionError("TD went away")

    _create(obs, "c9")
    r = obs.turn_ended(status="success", call_tool=broken)
    assert r is not None and r["verdict"] == "UNVERIFIED"
    assert r["verification"]["calls"][0]["outcome"] == "error"


def test_provider_call_ids_that_look_random_become_stable_pseudonyms() -> None:
    b = ReceiptBuilder()
    for cid in ("call_Zx8kQ2mN7pL4vR9sT1wY", "call_1_0", "sk-proj-" + "Ab9" * 20):
        b.tool(call_id=cid, tool="get_errors", server="td", tier="read-only", arguments={}, result_text="{}")
    ids = [a["gen_ai.tool.call.id"] for a in b.finalize("success")["actions"]]
    assert ids[1] == "call_1_0"
    assert ids[0].startswith("sha256:") and ids[2].startswith("sha256:") and ids[0] != ids[2]
    again = ReceiptBuilder()
    again.tool(call_id="call_Zx8kQ2mN7pL4vR9sT1wY", tool="get_errors", arguments={}, result_text="{}")
    assert again.finalize("success")["actions"][0]["gen_ai.tool.call.id"] == ids[0]  # stable


def test_short_tokens_skip_the_scan_only_below_the_shortest_findable_secret() -> None:
    import random
    import string

    from tdcontext.receipts.receipt import _SHORTEST_FINDABLE
    from tdcontext.textsafety import find_secrets
    from tests.test_textsafety import SECRET_CASES

    alphabet = string.ascii_letters + string.digits + "_.:-"
    rng = random.Random(14)
    for _ in range(5000):
        token = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, _SHORTEST_FINDABLE - 1)))
        assert not find_secrets(token), token
    for _text, secret, _kind in SECRET_CASES:
        for i in range(len(secret)):
            fragment = secret[i:i + _SHORTEST_FINDABLE - 1]
            if all(c in alphabet for c in fragment):
                assert not find_secrets(fragment), fragment
