"""A seeded-secret corpus planted in prompts, tool arguments and tool results never reaches
a stored receipt: the whole store file is scanned for every secret (and a middle slice of
each, so a partial leak is caught too).

Where the receipt keeps identifiers (paths, tool/server names, call ids, entry ids), a
secret is planted bare when it is recognisable on its own (`sk-...`, `ghp_...`, random
keys) and in its natural context otherwise: `hunter2` alone is indistinguishable from an
operator name, `password = hunter2` is not."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tdcontext.receipts import ReceiptObserver, ReceiptStore
from tdcontext.textsafety import contains_secret
from tests.fakes_td import TDNetwork, TDServer, running_td_server
from tests.test_textsafety import SECRET_CASES

from .helpers import drive_turn, stored_bytes, td_client


def _needles(secret: str) -> list[bytes]:
    out = [secret.encode()]
    if len(secret) >= 24:
        mid = len(secret) // 2
        out.append(secret[mid - 8: mid + 8].encode())
    return out


def _assert_clean(raw: bytes, secrets: list[str]) -> None:
    assert raw, "nothing was stored"
    for secret in secrets:
        for needle in _needles(secret):
            assert needle not in raw, f"secret fragment {needle[:12]!r}... leaked into the store"


def test_secrets_in_prompts_args_and_results_never_reach_the_store(tmp_path: Path) -> None:
    path = tmp_path / "receipts.json"
    obs = ReceiptObserver(store=ReceiptStore(path), persist=True)
    secrets = [secret for _text, secret, _kind in SECRET_CASES]
    for turn, (text, bare, _kind) in enumerate(SECRET_CASES, 1):
        secret = bare if contains_secret(bare) else text  # see the module docstring
        obs.turn_started(session_id="s1", turn=turn, prompt=f"please use {text} for the show",
                         grounding={"brief": secret, "context": [secret, "mem-1"], "skills": [text]},
                         tier=secret, mode=text)
        hostile: dict[str, Any] = {"parent_path": "/project1", "type": "textDAT", "name": secret,
                                   "parameters": {"file": text, "token": secret}}
        result = json.dumps({"success": True, "path": f"/project1/{secret}", "name": secret, "type": "textDAT",
                             "note": text})
        obs.consent_decided(call_id=f"c{turn}", tool="create_operator", server="touchdesigner", tier="edit",
                            decision="allowed")
        obs.tool_finished(call_id=f"c{turn}", tool="create_operator", server="touchdesigner", tier="edit",
                          arguments=hostile, result_text=result, structured={"echo": text}, is_error=False,
                          duration_ms=1)
        obs.tool_finished(call_id=secret, tool=secret, server=secret, tier=text, arguments={"code": text},
                          result_text=text, structured=None, is_error=True)
        obs.tool_finished(call_id=f"e{turn}", tool="execute_code", server="touchdesigner", tier="code",
                          arguments={"code": f"print('{text}')"},
                          result_text=json.dumps({"success": False, "error": text, "traceback": text}), is_error=True)

        def call_tool(server: str, tool: str, arguments: dict[str, Any], text: str = text) -> tuple[str, Any, bool]:
            return json.dumps({"path": arguments.get("path"), "type": "textDAT", "parameters": {"file": text}}), None, False

        receipt = obs.turn_ended(status="failed", error=RuntimeError(f"upstream said {text}"), call_tool=call_tool)
        assert receipt is not None and receipt["saved"] is True
    _assert_clean(stored_bytes(path), secrets)
    # what is shown (not only what is stored) is clean too
    _assert_clean(json.dumps(list(obs.history)).encode(), secrets)


def test_secrets_through_the_td_test_server(tmp_path: Path) -> None:
    picks = [c for c in SECRET_CASES if c[2] in ("openai_key", "url_credentials", "github_token", "aws_access_key",
                                                  "bearer_token", "high_entropy_string")]
    path = tmp_path / "receipts.json"
    obs = ReceiptObserver(store=ReceiptStore(path), persist=True)
    state = TDServer(network=TDNetwork([{"path": "/project1", "type": "containerCOMP"},
                                        {"path": "/project1/movie1", "type": "moviefileinTOP"}]))
    with running_td_server(state) as td, td_client(td.url) as client:
        for turn, (text, bare, _kind) in enumerate(picks, 1):
            secret = bare if contains_secret(bare) else text
            receipt = drive_turn(obs, client, [
                ("set_parameters", {"path": "/project1/movie1", "values": {"file": text}}),
                ("create_operator", {"parent_path": "/project1", "type": "textDAT", "name": secret}),
                ("execute_code", {"code": f"token = '{secret}'"}),
            ], prompt=f"load {text}", turn=turn)
            assert receipt is not None and receipt["saved"] is True
    assert len(stored_bytes(path).splitlines()) == len(picks)
    _assert_clean(stored_bytes(path), [s for _t, s, _k in picks])
