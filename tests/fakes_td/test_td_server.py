"""The TD test server over real streamable HTTP with the SDK client: names, annotations,
TDMCP-shaped results and errors, include_defaults, auto-naming, faults, other flavors."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import anyio
import pytest
from mcp import Client

from tests.fakes_td import (
    Fault,
    RunningTDServer,
    TDNetwork,
    TDServer,
    running_td_server,
)

# RO, D, I, OW from shared/reference/td-mcp-servers.md §1.1
TDMCP_ANNOTATIONS = {
    "project_info": (True, False, True, False),
    "list_operators": (True, False, True, False),
    "search_operators": (True, False, True, False),
    "get_operator_info": (True, False, True, False),
    "get_parameters": (True, False, True, False),
    "get_connections": (True, False, True, False),
    "get_errors": (True, False, True, False),
    "create_operator": (False, False, False, False),
    "build_network": (False, False, False, False),
    "wiring": (False, False, True, False),
    "set_parameters": (False, False, True, False),
    "delete_operator": (False, True, False, True),
    "execute_code": (False, True, False, True),
}


def _text(result: Any) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


def run(url: str, steps: Any) -> Any:
    async def go() -> Any:
        async with Client(url) as client:
            return await steps(client)
    return anyio.run(go)


async def call(client: Client, tool: str, args: dict[str, Any] | None = None, *, ok: bool = True) -> dict[str, Any]:
    result = await client.call_tool(tool, args or {})
    assert bool(result.is_error) is (not ok), _text(result)
    return json.loads(_text(result))


def test_tdmcp_tool_names_parameters_and_annotations(td_server: RunningTDServer) -> None:
    async def steps(client: Client) -> Any:
        return (await client.list_tools()).tools
    tools = {t.name: t for t in run(td_server.url, steps)}
    assert set(TDMCP_ANNOTATIONS) <= set(tools)
    for name, (ro, d, i, ow) in TDMCP_ANNOTATIONS.items():
        a = tools[name].annotations
        assert (a.read_only_hint, a.destructive_hint, a.idempotent_hint, a.open_world_hint) == (ro, d, i, ow), name
    assert tools["create_operator"].input_schema["required"] == ["parent_path", "type"]
    assert set(tools["create_operator"].input_schema["properties"]) == {
        "parent_path", "type", "name", "nodeX", "nodeY", "parameters", "viewer"}
    assert tools["get_operator_info"].input_schema["required"] == ["path"]
    assert {"include_defaults", "include_menus", "batch", "search"} <= set(tools["get_parameters"].input_schema["properties"])
    assert tools["delete_operator"].input_schema["required"] == ["path"]


def test_create_set_read_wire_delete_round_trip(td_server: RunningTDServer) -> None:
    async def steps(client: Client) -> None:
        created = await call(client, "create_operator", {"parent_path": "/project1", "type": "noiseTOP"})
        assert created == {"success": True, "path": "/project1/noise1", "name": "noise1", "type": "noiseTOP"}
        named = await call(client, "create_operator", {"parent_path": "/project1", "type": "levelTOP", "name": "my level"})
        assert named["path"] == "/project1/my_level"  # the path differs from the requested name
        again = await call(client, "create_operator", {"parent_path": "/project1", "type": "levelTOP", "name": "my_level"})
        assert again["already_existed"] is True and again["path"] == "/project1/my_level"
        clash = await call(client, "create_operator", {"parent_path": "/project1", "type": "nullTOP", "name": "my_level"}, ok=False)
        assert clash["details"]["code"] == "operator_type_mismatch"

        info = await call(client, "get_operator_info", {"path": "/project1/noise1"})
        assert info["type"] == "noiseTOP" and info["family"] == "TOP"

        sp = await call(client, "set_parameters", {"path": "/project1/noise1", "values": {"type": "simplex3d", "resolutionw": 512, "seed": 1}})
        assert sp == {"success": True, "path": "/project1/noise1", "set": [
            {"name": "type", "value": "simplex3d"}, {"name": "resolutionw", "value": 512}, {"name": "seed", "value": 1.0}]}
        default_omitted = await call(client, "get_parameters", {"path": "/project1/noise1", "names": ["seed", "type"]})
        assert default_omitted["parameters"] == {"type": "simplex3d"}  # seed=1 is its default: omitted
        with_defaults = await call(client, "get_parameters", {"path": "/project1/noise1", "names": ["seed", "type"], "include_defaults": True})
        assert with_defaults["parameters"] == {"seed": 1.0, "type": "simplex3d"}
        menus = await call(client, "get_parameters", {"path": "/project1/noise1", "names": ["type"], "include_menus": True})
        assert "simplex3d" in menus["menus"]["type"]
        bad_menu = await call(client, "set_parameters", {"path": "/project1/noise1", "values": {"type": "perlin_99"}}, ok=False)
        assert bad_menu["details"]["code"] == "invalid_menu_value" and "perlin2d" in bad_menu["details"]["valid_values"]
        missing = await call(client, "get_parameters", {"path": "/project1/noise1", "names": ["nope"]}, ok=False)
        assert missing["details"]["code"] == "parameter_not_found"

        wired = await call(client, "wiring", {"from_path": "/project1/noise1", "to_path": "/project1/my_level"})
        assert wired == {"success": True, "from": "/project1/noise1", "to": "/project1/my_level", "from_index": 0, "to_index": 0}
        conns = await call(client, "get_connections", {"path": "/project1/my_level"})
        assert conns["inputs"] == [{"index": 0, "from": "/project1/noise1", "from_index": 0}]
        graph = await call(client, "get_connections", {"path": "/project1", "graph": True})
        assert graph["connectionCount"] == 1

        gone = await call(client, "delete_operator", {"path": "/project1/noise1"})
        assert gone == {"success": True, "path": "/project1/noise1", "action": "deleted noise1"}
        nf = await call(client, "get_operator_info", {"path": "/project1/noise1"}, ok=False)
        assert nf == {"error": "Operator not found: /project1/noise1",
                      "details": {"code": "operator_not_found", "path": "/project1/noise1"}}
        assert (await call(client, "get_connections", {"path": "/project1/my_level"}))["inputs"] == []

    run(td_server.url, steps)
    assert td_server.network.undo_stack[:2] == ["MCP create_operator /project1/noise1", "MCP create_operator /project1/my_level"]
    assert [c.tool for c in td_server.calls][:2] == ["create_operator", "create_operator"]


def test_build_network_execute_code_errors_and_lists(td_server: RunningTDServer) -> None:
    async def steps(client: Client) -> None:
        built = await call(client, "build_network", {
            "parent_path": "/project1",
            "operators": [{"type": "noiseTOP", "name": "src"}, {"type": "levelTOP", "name": "lvl"},
                          {"type": "bogusTOP", "name": "bad"}],
            "connections": [{"from": "src", "to": "lvl"}]})
        assert built["success"] is False and [c["path"] for c in built["created"]] == ["/project1/src", "/project1/lvl"]
        assert built["connected"] == [{"from": "src", "to": "lvl", "from_index": 0, "to_index": 0}]
        assert built["failed"][0]["code"] == "invalid_argument"
        listed = await call(client, "list_operators", {"path": "/project1"})
        assert listed["count"] == 2 and {"name", "path", "type", "family", "nodeX", "nodeY"} <= set(listed["operators"][0])
        found = await call(client, "search_operators", {"name_pattern": "l*"})
        assert found == {"results": [{"name": "lvl", "path": "/project1/lvl", "type": "levelTOP", "family": "TOP"}], "count": 1}
        ran = await call(client, "execute_code", {"code": "op('/project1/lvl').destroy()"})
        assert ran == {"success": True, "variables": {}, "output": ""}
        errs = await call(client, "get_errors", {"path": "/project1"})
        assert errs == {"items": [], "count": 0}

    run(td_server.url, steps)
    assert td_server.network.exists("/project1/lvl")  # execute_code is recorded, never run
    assert td_server.network.executed_code == ["op('/project1/lvl').destroy()"]


@pytest.mark.parametrize("toe", [None, "/shows/gig/gig.toe"])
def test_project_info_saved_and_unsaved(toe: str | None) -> None:
    with running_td_server(TDServer(network=TDNetwork(toe_path=toe, project_name="gig"))) as td:
        info = run(td.url, lambda c: call(c, "project_info"))
    assert info["saved"] is (toe is not None)
    assert info["folder"] == ("/shows/gig" if toe else None)


def test_faults_noop_wrong_value_and_error() -> None:
    state = TDServer(network=TDNetwork([{"path": "/project1", "type": "containerCOMP"},
                                        {"path": "/project1/noise1", "type": "noiseTOP"}]),
                     faults=[Fault("set_parameters", "noop"), Fault("set_parameters", "wrong_value", value=9.0),
                             Fault("delete_operator", "error", code="internal_error")])

    async def steps(client: Client) -> None:
        claimed = await call(client, "set_parameters", {"path": "/project1/noise1", "values": {"seed": 5}})
        assert claimed["set"] == [{"name": "seed", "value": 5}]  # claims success ...
        read = await call(client, "get_parameters", {"path": "/project1/noise1", "names": ["seed"], "include_defaults": True})
        assert read["parameters"]["seed"] == 1.0  # ... but nothing changed
        await call(client, "set_parameters", {"path": "/project1/noise1", "values": {"seed": 5}})
        read = await call(client, "get_parameters", {"path": "/project1/noise1", "names": ["seed"]})
        assert read["parameters"]["seed"] == 9.0
        err = await call(client, "delete_operator", {"path": "/project1/noise1"}, ok=False)
        assert err["details"]["code"] == "internal_error"

    with running_td_server(state) as td:
        run(td.url, steps)
        assert td.network.exists("/project1/noise1")
        assert [c.fault for c in td.calls] == ["noop", None, "wrong_value", None, "error"]


def test_pantani_flavor_undo_label_and_ambiguous() -> None:
    state = TDServer(flavor="pantani", faults=[Fault("update_td_node_parameters", "ambiguous", applied=True),
                                               Fault("connect_nodes", "ambiguous", applied=False)])

    async def steps(client: Client) -> list[Any]:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert tools["delete_td_node"].annotations.destructive_hint is True
        assert tools["get_td_nodes"].annotations.read_only_hint is True
        assert tools["create_td_node"].annotations.idempotent_hint is None
        made = await client.call_tool("create_td_node", {"type": "noiseTOP", "name": "n"})
        assert not made.is_error and made.structured_content["undo_label"] == "MCP create_td_node /project1/n"
        amb = await client.call_tool("update_td_node_parameters", {"path": "/project1/n", "parameters": {"seed": 3}})
        assert amb.is_error and amb.structured_content["error"]["ambiguous"] is True
        read = await client.call_tool("get_td_node_parameters", {"path": "/project1/n", "keys": ["seed"]})
        await client.call_tool("create_td_node", {"type": "levelTOP", "name": "l"})
        amb2 = await client.call_tool("connect_nodes", {"source_path": "/project1/n", "target_path": "/project1/l"})
        return [read.structured_content, amb2.structured_content]

    with running_td_server(state) as td:
        read, amb2 = run(td.url, steps)
        assert read["parameters"] == {"seed": 3.0}  # the ambiguous update did apply
        assert amb2["error"]["ambiguous"] is True and td.network.get("/project1/l").inputs == {}


def test_8beeeaaat_flavor_has_no_annotations_and_camel_case() -> None:
    async def steps(client: Client) -> tuple[Any, str, str, str]:
        tools = (await client.list_tools()).tools
        made = await client.call_tool("create_td_node", {"parentPath": "/project1", "nodeType": "noiseTOP", "nodeName": "n"})
        read = await client.call_tool("get_td_node_parameters", {"nodePath": "/project1/n", "detailLevel": "detailed", "responseFormat": "json"})
        bad = await client.call_tool("delete_td_node", {"nodePath": "/project1/zz"})
        assert bad.is_error
        return tools, _text(made), _text(read), _text(bad)

    with running_td_server(TDServer(flavor="8beeeaaat")) as td:
        tools, made, read, bad = run(td.url, steps)
    assert all(t.annotations is None for t in tools)
    assert made.startswith("\u2713 Created node 'n' (noiseTOP) at /project1/n")
    assert json.loads(read)["properties"]["seed"] == 1.0
    assert bad.startswith("delete_td_node: Error: Operator not found")


def test_subprocess_mode_prints_url_and_serves(tmp_path: Any) -> None:
    cfg = tmp_path / "cfg.json"
    cfg.write_text(json.dumps({"toe_path": "/a/b.toe", "operators": [{"path": "/project1", "type": "containerCOMP"}]}))
    proc = subprocess.Popen([sys.executable, "-m", "tests.fakes_td", "--config", str(cfg)],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/mcp")
        info = run(url, lambda c: call(c, "project_info"))
        assert info["file"] == "/a/b.toe"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
