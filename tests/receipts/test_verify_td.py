"""Verdicts against the TouchDesigner MCP test server over real HTTP, per tool family.

PASS needs a read after the mutation that matches it; FAIL a read that contradicts it
(scripted faults make the server claim success without applying); UNVERIFIED means no read
settled it (auto-verify off, an opaque tool, an unknown family, an ambiguous error).
"""

from __future__ import annotations

from typing import Any

import pytest

from tdcontext.receipts import ReceiptObserver
from tests.fakes_td import Fault, TDNetwork, TDServer, running_td_server

from .helpers import drive_turn, td_client

NOISE = [{"path": "/project1", "type": "containerCOMP"},
         {"path": "/project1/noise1", "type": "noiseTOP"},
         {"path": "/project1/level1", "type": "levelTOP"}]


def _turn(state: TDServer, calls: list[tuple[str, dict[str, Any]]], *, auto_verify: bool = True,
          **kw: Any) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
    observer = ReceiptObserver(auto_verify=auto_verify)
    with running_td_server(state) as td, td_client(td.url) as client:
        receipt = drive_turn(observer, client, calls, **kw)
        assert receipt is not None
        return receipt, client.reads


def test_tdmcp_create_set_wire_delete_pass_with_auto_verify() -> None:
    state = TDServer(network=TDNetwork(NOISE))
    receipt, reads = _turn(state, [
        ("create_operator", {"parent_path": "/project1", "type": "blurTOP", "name": "soft blur"}),
        ("set_parameters", {"path": "/project1/noise1", "values": {"type": 4, "seed": 1.0, "period": 2}}),
        ("wiring", {"from_path": "/project1/noise1", "to_path": "/project1/level1"}),
        ("delete_operator", {"path": "/project1/level1"}),
    ])
    assert receipt["verdict"] == "PASS", receipt
    assert receipt["status"] == "success"
    create = receipt["actions"][0]
    # the created path differs from the requested name; the receipt records the real one
    assert create["paths"] == ["/project1/soft_blur"] and create["undo"] == "MCP create_operator /project1/soft_blur"
    assert receipt["actions"][1]["undo"] == "MCP set_parameters /project1/noise1"
    # seed=1.0 is the default: only include_defaults can show it, so auto-verify asks for it
    params = [a for t, a in reads if t == "get_parameters"]
    assert params and all(a["include_defaults"] is True for a in params)
    assert all(t in ("get_parameters", "get_operator_info", "get_connections") for t, _a in reads)
    # the wire check was superseded by deleting its target
    assert receipt["verification"]["checks"]["superseded"] == 1
    assert receipt["verification"]["auto"] is True
    assert len(receipt["verification"]["calls"]) == len(reads)


def test_tdmcp_silent_noop_is_fail() -> None:
    state = TDServer(network=TDNetwork(NOISE), faults=[Fault("set_parameters", "noop")])
    receipt, _reads = _turn(state, [("set_parameters", {"path": "/project1/noise1", "values": {"seed": 7}})])
    assert receipt["verdict"] == "FAIL"
    assert receipt["verification"]["failed"] == [{"kind": "param", "path": "/project1/noise1", "param": "seed"}]
    assert receipt["actions"][0]["outcome"] == "ok"  # the server said success; the read says otherwise


def test_tdmcp_wrong_value_and_missing_create_are_fail() -> None:
    state = TDServer(network=TDNetwork(NOISE), faults=[Fault("set_parameters", "wrong_value", value=3.0),
                                                       Fault("create_operator", "noop")])
    receipt, _ = _turn(state, [("set_parameters", {"path": "/project1/noise1", "values": {"seed": 7}}),
                               ("create_operator", {"parent_path": "/project1", "type": "nullTOP", "name": "out1"})])
    assert receipt["verdict"] == "FAIL"
    assert {f["kind"] for f in receipt["verification"]["failed"]} == {"param", "exists"}


def test_no_read_is_unverified_and_success_does_not_upgrade_it() -> None:
    state = TDServer(network=TDNetwork(NOISE))
    receipt, reads = _turn(state, [("create_operator", {"parent_path": "/project1", "type": "nullTOP"})],
                           auto_verify=False)
    assert reads == []
    assert (receipt["status"], receipt["verdict"]) == ("success", "UNVERIFIED")


def test_models_own_read_counts_only_after_the_mutation_and_include_defaults_matters() -> None:
    state = TDServer(network=TDNetwork(NOISE))
    # read before the change (does not count), change to the default, read without include_defaults
    receipt, _ = _turn(state, [
        ("get_parameters", {"path": "/project1/noise1", "names": ["seed"], "include_defaults": True}),
        ("set_parameters", {"path": "/project1/noise1", "values": {"seed": 1}}),
        ("get_parameters", {"path": "/project1/noise1", "names": ["seed"]}),
    ], auto_verify=False)
    assert receipt["verdict"] == "UNVERIFIED"  # a default value is omitted without include_defaults
    receipt, _ = _turn(state, [
        ("set_parameters", {"path": "/project1/noise1", "values": {"seed": 5}}),
        ("get_parameters", {"path": "/project1/noise1", "names": ["seed"]}),
    ], auto_verify=False)
    assert receipt["verdict"] == "PASS"


def test_build_network_checks_every_created_operator_and_wire() -> None:
    state = TDServer(network=TDNetwork(NOISE))
    receipt, reads = _turn(state, [("build_network", {
        "parent_path": "/project1",
        "operators": [{"type": "noiseTOP", "name": "src"}, {"type": "levelTOP", "name": "lvl", "parameters": {"gamma1": 2}}],
        "connections": [{"from": "src", "to": "lvl"}]})])
    assert receipt["verdict"] == "PASS"
    assert receipt["verification"]["checks"]["total"] == 4  # 2 exists, 1 param, 1 connection
    assert ("get_connections", {"path": "/project1/lvl"}) in reads
    # the last operator is reported created but never made
    state = TDServer(network=TDNetwork(NOISE), faults=[Fault("build_network", "noop")])
    receipt, _ = _turn(state, [("build_network", {
        "parent_path": "/project1", "operators": [{"type": "noiseTOP", "name": "a"}, {"type": "nullTOP", "name": "b"}],
        "connections": [{"from": "a", "to": "b"}]})])
    assert receipt["verdict"] == "FAIL"


def test_execute_code_and_validation_errors() -> None:
    state = TDServer(network=TDNetwork(NOISE))
    receipt, _ = _turn(state, [("execute_code", {"code": "op('/project1/noise1').par.seed = 3"})])
    assert receipt["verdict"] == "UNVERIFIED"  # no read can confirm arbitrary code
    assert receipt["actions"][0]["undo"] == "MCP execute_code"
    # a refused (validation) error changed nothing: nothing to verify, no contradiction
    receipt, reads = _turn(state, [("set_parameters", {"path": "/project1/noise1", "values": {"type": "perlin_99"}})])
    assert receipt["actions"][0]["outcome"] == "error" and receipt["actions"][0]["error.type"] == "invalid_menu_value"
    assert receipt["verdict"] == "PASS" and reads == []


def test_tdmcp_internal_error_is_settled_by_a_read() -> None:
    state = TDServer(network=TDNetwork(NOISE), faults=[Fault("delete_operator", "error", code="internal_error")])
    receipt, reads = _turn(state, [("delete_operator", {"path": "/project1/noise1"})])
    assert receipt["actions"][0]["outcome"] == "ambiguous"
    assert reads == [("get_operator_info", {"path": "/project1/noise1"})]
    assert receipt["verdict"] == "PASS"  # the read settled it: not applied


@pytest.mark.parametrize("applied", [True, False])
def test_pantani_undo_label_and_ambiguous(applied: bool) -> None:
    state = TDServer(flavor="pantani", network=TDNetwork(NOISE),
                     faults=[Fault("update_td_node_parameters", "ambiguous", applied=applied)])
    calls = [("create_td_node", {"type": "nullTOP", "parent_path": "/project1", "name": "out"}),
             ("update_td_node_parameters", {"path": "/project1/noise1", "parameters": {"seed": 4}})]
    receipt, _ = _turn(state, calls, auto_verify=False)
    assert receipt["actions"][0]["undo"] == "MCP create_td_node /project1/out"
    assert receipt["actions"][1]["outcome"] == "ambiguous"
    assert receipt["verdict"] == "UNVERIFIED"
    state.faults = [Fault("update_td_node_parameters", "ambiguous", applied=applied)]
    state.network = TDNetwork(NOISE)
    receipt, reads = _turn(state, calls)
    assert {t for t, _ in reads} == {"get_td_node_parameters"}
    assert receipt["verdict"] == "PASS"  # a read settled it either way


def test_pantani_noop_connect_and_delete() -> None:
    state = TDServer(flavor="pantani", network=TDNetwork(NOISE), faults=[Fault("connect_nodes", "noop")])
    receipt, _ = _turn(state, [("connect_nodes", {"source_path": "/project1/noise1", "target_path": "/project1/level1"})])
    assert receipt["verdict"] == "FAIL"
    state = TDServer(flavor="pantani", network=TDNetwork(NOISE))
    receipt, _ = _turn(state, [("delete_td_node", {"path": "/project1/level1"})])
    assert receipt["verdict"] == "PASS" and receipt["actions"][0]["undo"] == "MCP delete_td_node /project1/level1"


def test_8beeeaaat_create_update_delete() -> None:
    state = TDServer(flavor="8beeeaaat", network=TDNetwork(NOISE))
    receipt, reads = _turn(state, [
        ("create_td_node", {"parentPath": "/project1", "nodeType": "nullTOP", "nodeName": "out"}),
        ("update_td_node_parameters", {"nodePath": "/project1/noise1", "properties": {"period": 3}}),
        ("delete_td_node", {"nodePath": "/project1/level1"}),
    ])
    assert receipt["verdict"] == "PASS", receipt["verification"]
    assert all(t == "get_td_node_parameters" and a["responseFormat"] == "json" for t, a in reads)
    assert "undo" not in receipt["actions"][0]  # this family has no undo
    state = TDServer(flavor="8beeeaaat", network=TDNetwork(NOISE), faults=[Fault("update_td_node_parameters", "noop")])
    receipt, _ = _turn(state, [("update_td_node_parameters", {"nodePath": "/project1/noise1", "properties": {"period": 3}})])
    assert receipt["verdict"] == "FAIL"


def test_unknown_family_is_never_pass() -> None:
    observer = ReceiptObserver()
    observer.turn_started(session_id="s", turn=1, prompt="p", grounding={})
    observer.tool_finished(call_id="c1", tool="frobnicate_node", server="other", tier="edit",
                           arguments={"path": "/project1/x"}, result_text='{"success": true}', is_error=False)

    def call_tool(server: str, tool: str, arguments: dict[str, Any]) -> tuple[str, Any, bool]:
        raise AssertionError("nothing to read for an unknown family")

    receipt = observer.turn_ended(status="success", call_tool=call_tool)
    assert receipt is not None and receipt["verdict"] == "UNVERIFIED"
    assert receipt["actions"][0]["mutation"] is True
