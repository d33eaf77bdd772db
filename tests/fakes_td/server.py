"""A TouchDesigner MCP test server on the official `mcp` 2.x SDK, served over streamable HTTP.

Three tool families, one per server (tests only; the product never imports this):

* ``"tdmcp"``: Derivative's official TDMCP 1.1.55 (server name ``touchdesigner``): its tool
  names, parameters and annotations (readOnly/destructive/idempotent/openWorld) exactly as
  in shared/reference/td-mcp-servers.md §1.1; results are one text block holding JSON;
  errors are ``isError`` with ``{"error", "details": {"code", ...}}``. Shapes captured from a
  live TDMCP are reproduced verbatim (create_operator, build_network, set_parameters,
  wiring, delete_operator, list_operators, search_operators, get_errors, get_connections
  with graph=true, execute_code); get_operator_info, get_parameters, plain get_connections
  and project_info are not in the captures and follow the same conventions.
* ``"pantani"``: Pantani/tdmcp core tools (snake_case, annotations without idempotentHint,
  summary text + JSON fence + structuredContent, ``undo_label`` on mutations, errors with
  ``structuredContent.error.ambiguous``).
* ``"8beeeaaat"``: 8beeeaaat/touchdesigner-mcp (camelCase parameters, **no annotations**,
  Markdown summaries unless ``responseFormat="json"``, errors as ``<tool>: Error: ...`` text).

Scripted faults (`Fault`) make verification honest: a mutation that reports success but
does not apply (``noop``), one that applies something else (``wrong_value``), an error
(``error``), a Pantani ambiguous timeout that did or did not apply (``ambiguous``), or a
delay. Every call is recorded in ``TDServer.calls``; ``execute_code`` never executes.

Invariant: the network changes only through `TDNetwork`, so a read always reports what a
mutation really did, faults included.
"""

from __future__ import annotations

import asyncio
import fnmatch
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from mcp.server.mcpserver import MCPServer
from mcp_types import CallToolResult, TextContent, ToolAnnotations

from .network import TDError, TDNetwork

FLAVORS = ("tdmcp", "pantani", "8beeeaaat")

TDMCP_INSTRUCTIONS = (
    "You are connected to a live TouchDesigner session through TDMCP. Inspect before you change: "
    "list_operators, get_operator_info, get_parameters. Each tool call is one undo step."
)


@dataclass
class Fault:
    """A scripted misbehaviour for calls to `tool` (optionally only where `path` matches).

    kind:
      * ``noop``: report success, change nothing;
      * ``wrong_value``: set_parameters / update stores `value` instead of what was asked;
      * ``error``: fail with `code` (TDMCP details.code / Pantani error.code), change nothing;
      * ``ambiguous``: Pantani-style timeout error with ``ambiguous: true``; the mutation is
        applied when `applied` is True;
      * ``delay``: sleep `seconds`, then behave normally.
    `times` = how many matching calls it affects (None = every one).
    """

    tool: str
    kind: str = "noop"
    path: str | None = None
    code: str = "internal_error"
    value: Any = None
    applied: bool = False
    seconds: float = 0.0
    times: int | None = 1


@dataclass
class CallRecord:
    tool: str
    arguments: dict[str, Any]
    is_error: bool
    fault: str | None = None


@dataclass
class TDServer:
    """The fake's state: the network, its flavor, faults and the call log."""

    network: TDNetwork = field(default_factory=TDNetwork)
    flavor: str = "tdmcp"
    faults: list[Fault] = field(default_factory=list)
    calls: list[CallRecord] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.flavor not in FLAVORS:
            raise ValueError(f"unknown flavor {self.flavor!r}; use one of {FLAVORS}")

    def take_fault(self, tool: str, path: str | None) -> Fault | None:
        with self.network.lock:
            for fault in self.faults:
                if fault.tool != tool or fault.times == 0:
                    continue
                if fault.path is not None and fault.path != path:
                    continue
                if fault.times is not None:
                    fault.times -= 1
                return fault
        return None

    def tool_names(self) -> list[str]:
        return [c.tool for c in self.calls]


# ---------------------------------------------------------------------------- results


def _ann(ro: bool, d: bool, i: bool | None, ow: bool) -> ToolAnnotations:
    return ToolAnnotations(read_only_hint=ro, destructive_hint=d, idempotent_hint=i, open_world_hint=ow)


def _json_text(data: dict[str, Any], *, is_error: bool = False) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(data, indent=2))], is_error=is_error)


class _Recorder:
    """Wraps each tool body: records the call, applies delay faults, turns TDError into errors."""

    def __init__(self, state: TDServer, error_shape: Callable[[str, TDError], CallToolResult]) -> None:
        self.state = state
        self.error_shape = error_shape

    async def run(self, tool: str, arguments: dict[str, Any], body: Callable[[Fault | None], CallToolResult],
                  *, path: str | None = None, mutating: bool = False) -> CallToolResult:
        fault = self.state.take_fault(tool, path)
        if fault is not None and fault.kind == "delay":
            await asyncio.sleep(fault.seconds)
            fault = None
        try:
            if fault is not None and fault.kind == "error":
                raise TDError(fault.code, f"scripted failure in {tool}", path=path)
            with self.state.network.lock:
                result = body(fault if mutating else None)
        except TDError as exc:
            result = self.error_shape(tool, exc)
        args = {k: v for k, v in arguments.items() if v is not None}
        self.state.calls.append(CallRecord(tool, args, bool(result.is_error), fault.kind if fault else None))
        return result


# ---------------------------------------------------------------------------- TDMCP


def _op_row(net: TDNetwork, op: Any) -> dict[str, Any]:
    row = {"name": op.name, "path": op.path, "type": op.type, "family": op.family,
           "nodeX": op.node_x, "nodeY": op.node_y}
    if op.family == "COMP":
        row.update(nodeWidth=160, nodeHeight=130)
    return row


def _param_value(net: TDNetwork, op: Any, name: str) -> Any:
    if name in op.exprs:
        return {"value": net.value(op, name), "expr": op.exprs[name], "mode": "expression"}
    return net.value(op, name)


def _params_for(net: TDNetwork, op: Any, names: list[str] | None, pattern: str | None,
                include_defaults: bool, include_menus: bool) -> dict[str, Any]:
    spec = net.spec(op)
    wanted = list(spec)
    if names:
        for n in names:
            net.value(op, n)  # parameter_not_found for an unknown name
        wanted = list(names)
    if pattern:
        wanted = [n for n in wanted if fnmatch.fnmatchcase(n, pattern)]
    params = {n: _param_value(net, op, n) for n in wanted if include_defaults or not net.is_default(op, n)}
    out: dict[str, Any] = {"path": op.path, "type": op.type, "parameters": params, "sequences": {}}
    if include_menus:
        out["menus"] = {n: list(spec[n].menu) for n in wanted if spec[n].kind == "menu" and n in params}
    return out


def _register_tdmcp(server: MCPServer, state: TDServer) -> None:
    net = state.network
    rec = _Recorder(state, lambda tool, exc: _json_text(exc.body(), is_error=True))
    RO = _ann(True, False, True, False)

    @server.tool(annotations=RO)
    async def project_info() -> CallToolResult:
        """Project name, file, folder, TouchDesigner build and timeline state."""
        def body(_f: Fault | None) -> CallToolResult:
            folder = net.toe_path.rsplit("/", 1)[0] if net.toe_path else None
            return _json_text({
                "name": net.project_name, "file": net.toe_path, "folder": folder,
                "saved": net.toe_path is not None, "build": net.td_version, "app": "TouchDesigner",
                "fps": 60.0, "realTime": True, "performMode": net.perform_mode, "tdmcp_version": "1.1.55",
            })
        return await rec.run("project_info", {}, body)

    @server.tool(annotations=RO)
    async def list_operators(path: str = "/project1", depth: int = 1) -> CallToolResult:
        """List the operators inside a COMP, `depth` levels down."""
        def body(_f: Fault | None) -> CallToolResult:
            net.get(path)
            ops = [_op_row(net, o) for o in net.children(path, depth)]
            return _json_text({"path": path, "operators": ops, "count": len(ops), "annotations": []})
        return await rec.run("list_operators", {"path": path, "depth": depth}, body, path=path)

    @server.tool(annotations=RO)
    async def search_operators(root_path: str = "/", type: str | None = None, family: str | None = None,
                               name_pattern: str | None = None, depth: int = 10) -> CallToolResult:
        """Find operators by type, family or name glob under `root_path`."""
        def body(_f: Fault | None) -> CallToolResult:
            net.get(root_path)
            hits = [o for o in net.match(root_path, name_pattern, depth)
                    if (type is None or o.type == type) and (family is None or o.family == family)]
            rows = [{"name": o.name, "path": o.path, "type": o.type, "family": o.family} for o in hits]
            return _json_text({"results": rows, "count": len(rows)})
        args = {"root_path": root_path, "type": type, "family": family, "name_pattern": name_pattern, "depth": depth}
        return await rec.run("search_operators", args, body, path=root_path)

    @server.tool(annotations=RO)
    async def get_operator_info(path: str, include_extensions: bool = False) -> CallToolResult:
        """Type, family, position, flags, inputs/outputs and errors of one operator."""
        def body(_f: Fault | None) -> CallToolResult:
            op = net.get(path)
            info = _op_row(net, op)
            info.update(
                inputs=[{"index": i, "path": src, "from_index": fi} for i, (src, fi) in sorted(op.inputs.items())],
                outputs=[{"path": to, "to_index": ti, "from_index": fi} for to, ti, fi in net.outputs(op.path)],
                flags={"bypass": op.bypass, "viewer": op.viewer, "display": False, "render": False},
                errors=op.errors, children=len(net.children(op.path)) if op.family == "COMP" else 0,
            )
            if include_extensions:
                info["extensions"] = []
            return _json_text(info)
        return await rec.run("get_operator_info", {"path": path, "include_extensions": include_extensions},
                             body, path=path)

    @server.tool(annotations=RO)
    async def get_parameters(path: str | None = None, names: list[str] | None = None, pattern: str | None = None,
                             include_defaults: bool = False, include_menus: bool = False,
                             parent_path: str | None = None, batch: dict[str, dict[str, Any]] | None = None,
                             search: dict[str, Any] | None = None) -> CallToolResult:
        """Read parameters. Values at their default are omitted unless include_defaults is true; menus read as names."""
        def body(_f: Fault | None) -> CallToolResult:
            if search is not None:
                root = path or parent_path or "/"
                limit = int(search.get("limit", 100))
                incl = bool(search.get("include_defaults", False))
                results: list[dict[str, Any]] = []
                scanned = net.children(root, int(search.get("depth", 1)))
                for op in scanned:
                    for n in net.spec(op):
                        if search.get("name") and not fnmatch.fnmatchcase(n, str(search["name"])):
                            continue
                        if not incl and net.is_default(op, n):
                            continue
                        if "value" in search and net.value(op, n) != search["value"]:
                            continue
                        if search.get("op_type") and op.type != search["op_type"]:
                            continue
                        results.append({"path": op.path, "name": n, "value": _param_value(net, op, n)})
                return _json_text({"root": root, "results": results[:limit], "count": len(results[:limit]),
                                   "scanned_ops": len(scanned)})
            if batch is not None:
                if not parent_path:
                    raise TDError("invalid_argument", "batch mode needs parent_path")
                out = {}
                for op_name, opts in batch.items():
                    op = net.get(parent_path.rstrip("/") + "/" + op_name)
                    out[op_name] = _params_for(net, op, opts.get("names"), opts.get("pattern"),
                                               bool(opts.get("include_defaults", False)),
                                               bool(opts.get("include_menus", False)))
                return _json_text({"parent_path": parent_path, "results": out})
            if not path:
                raise TDError("invalid_argument", "give path, parent_path + batch, or search")
            return _json_text(_params_for(net, net.get(path), names, pattern, include_defaults, include_menus))
        args = {"path": path, "names": names, "pattern": pattern, "include_defaults": include_defaults,
                "include_menus": include_menus, "parent_path": parent_path, "batch": batch, "search": search}
        return await rec.run("get_parameters", args, body, path=path)

    @server.tool(annotations=RO)
    async def get_connections(path: str, graph: bool = False) -> CallToolResult:
        """Inputs and outputs of an operator, or (graph=true on a COMP) the wiring of its children."""
        def body(_f: Fault | None) -> CallToolResult:
            op = net.get(path)
            if graph:
                kids = net.children(op.path)
                order = []
                count = 0
                for k in kids:
                    outs = [{"target": to.rsplit("/", 1)[-1], "inputIndex": ti} for to, ti, _fi in net.outputs(k.path)]
                    ins = [{"source": src.rsplit("/", 1)[-1], "outputIndex": fi} for _i, (src, fi) in sorted(k.inputs.items())]
                    count += len(ins)
                    order.append({"name": k.name, "type": k.type, "outputs": outs, "inputs": ins})
                return _json_text({"path": op.path, "nodeCount": len(kids), "connectionCount": count,
                                   "hasCycles": False, "order": order})
            return _json_text({
                "path": op.path,
                "inputs": [{"index": i, "from": src, "from_index": fi} for i, (src, fi) in sorted(op.inputs.items())],
                "outputs": [{"to": to, "to_index": ti, "from_index": fi} for to, ti, fi in net.outputs(op.path)],
            })
        return await rec.run("get_connections", {"path": path, "graph": graph}, body, path=path)

    @server.tool(annotations=RO)
    async def get_errors(path: str | None = None) -> CallToolResult:
        """Errors and warnings under `path` (recursive), or the whole project."""
        def body(_f: Fault | None) -> CallToolResult:
            root = path or "/"
            ops = [net.get(root)] + net.children(root, depth=1_000)
            items = [{"path": o.path, "type": o.type, "errors": o.errors} for o in ops if o.errors]
            return _json_text({"items": items, "count": len(items)})
        return await rec.run("get_errors", {"path": path}, body, path=path)

    @server.tool(annotations=_ann(False, False, False, False))
    async def create_operator(parent_path: str, type: str, name: str | None = None, nodeX: int = 0, nodeY: int = 0,
                              parameters: dict[str, Any] | None = None, viewer: bool = True) -> CallToolResult:
        """Create an operator. A same-type, same-name operator is reused (already_existed: true);
        a different type under that name fails with operator_type_mismatch; a bad parameter gives
        success:false plus param_errors. The created path can differ from the requested name."""
        def body(fault: Fault | None) -> CallToolResult:
            if fault is not None and fault.kind == "noop":
                guess = (parent_path.rstrip("/") + "/" + (name or type[:-3].lower() + "1"))
                return _json_text({"success": True, "path": guess, "name": guess.rsplit("/", 1)[-1], "type": type})
            param_errors: list[dict[str, Any]] = []
            good: dict[str, Any] = {}
            op, existed = net.create(parent_path, type, name, node_x=nodeX, node_y=nodeY, viewer=viewer)
            for k, v in (parameters or {}).items():
                try:
                    net._check_values(op, {k: v})
                    good[k] = v
                except TDError as exc:
                    param_errors.append({"name": k, "error": exc.message, "code": exc.code})
            if good:
                net._apply_values(op, good)
            out: dict[str, Any] = {"success": not param_errors, "path": op.path, "name": op.name, "type": op.type}
            if existed:
                out["already_existed"] = True
            if param_errors:
                out["param_errors"] = param_errors
            return _json_text(out)
        args = {"parent_path": parent_path, "type": type, "name": name, "nodeX": nodeX, "nodeY": nodeY,
                "parameters": parameters, "viewer": viewer}
        return await rec.run("create_operator", args, body, path=parent_path, mutating=True)

    @server.tool(annotations=_ann(False, False, False, False))
    async def build_network(parent_path: str, operators: list[dict[str, Any]],
                            connections: list[dict[str, Any]] | None = None,
                            auto_layout: bool = False) -> CallToolResult:
        """Create several operators and wire them in one step. On a partial failure the operators
        created before the error persist and the result lists `failed`."""
        def body(fault: Fault | None) -> CallToolResult:
            created: list[dict[str, Any]] = []
            connected: list[dict[str, Any]] = []
            failed: list[dict[str, Any]] = []
            by_name: dict[str, str] = {}
            for i, spec in enumerate(operators):
                if fault is not None and fault.kind == "noop" and i == len(operators) - 1:
                    # report the last operator as created without creating it
                    guess = parent_path.rstrip("/") + "/" + str(spec.get("name"))
                    created.append({"name": spec.get("name"), "path": guess, "type": spec.get("type")})
                    by_name[str(spec.get("name"))] = guess
                    continue
                try:
                    op, _existed = net.create(parent_path, str(spec.get("type")), spec.get("name"),
                                              node_x=int(spec.get("nodeX", i * 200 if auto_layout else 0)),
                                              node_y=int(spec.get("nodeY", 0)),
                                              parameters=spec.get("parameters"),
                                              viewer=bool(spec.get("viewer", True)), undo_tool="build_network")
                except TDError as exc:
                    failed.append({"name": spec.get("name"), "type": spec.get("type"), "error": exc.message,
                                   "code": exc.code})
                    continue
                by_name[str(spec.get("name"))] = op.path
                created.append({"name": op.name, "path": op.path, "type": op.type})
            for conn in connections or []:
                src, dst = str(conn.get("from")), str(conn.get("to"))
                try:
                    sp = src if src.startswith("/") else by_name.get(src, parent_path.rstrip("/") + "/" + src)
                    dp = dst if dst.startswith("/") else by_name.get(dst, parent_path.rstrip("/") + "/" + dst)
                    net.connect(sp, dp, int(conn.get("from_index", 0)), int(conn.get("to_index", 0)),
                                undo_tool="build_network")
                except TDError as exc:
                    failed.append({"from": src, "to": dst, "error": exc.message, "code": exc.code})
                    continue
                connected.append({"from": src, "to": dst, "from_index": int(conn.get("from_index", 0)),
                                  "to_index": int(conn.get("to_index", 0))})
            out: dict[str, Any] = {"success": not failed, "parent_path": parent_path, "created": created,
                                   "connected": connected}
            if failed:
                out["failed"] = failed
            return _json_text(out)
        args = {"parent_path": parent_path, "operators": operators, "connections": connections,
                "auto_layout": auto_layout}
        return await rec.run("build_network", args, body, path=parent_path, mutating=True)

    @server.tool(annotations=_ann(False, False, True, False))
    async def wiring(to_path: str, from_path: str | None = None, from_index: int = 0, to_index: int = 0,
                     disconnect: bool = False) -> CallToolResult:
        """Connect from_path's output into to_path's input, or disconnect that input."""
        def body(fault: Fault | None) -> CallToolResult:
            if fault is None or fault.kind != "noop":
                if disconnect:
                    net.get(to_path)
                    net.disconnect(to_path, to_index)
                else:
                    if not from_path:
                        raise TDError("invalid_argument", "from_path is required unless disconnect is true")
                    net.connect(from_path, to_path, from_index, to_index)
            if disconnect:
                return _json_text({"success": True, "to": to_path, "to_index": to_index, "disconnected": True})
            return _json_text({"success": True, "from": from_path, "to": to_path,
                               "from_index": from_index, "to_index": to_index})
        args = {"to_path": to_path, "from_path": from_path, "from_index": from_index, "to_index": to_index,
                "disconnect": disconnect}
        return await rec.run("wiring", args, body, path=to_path, mutating=True)

    @server.tool(annotations=_ann(False, False, True, False))
    async def set_parameters(path: str | None = None, values: dict[str, Any] | None = None,
                             sequences: dict[str, int] | None = None, parent_path: str | None = None,
                             batch: dict[str, dict[str, Any]] | None = None) -> CallToolResult:
        """Set parameter values: value | {"expr": ...} | {"reset": true} | {"unbind": true}.
        Menus accept names (or an index). Batch mode: parent_path + batch{opName: {par: value}}."""
        def body(fault: Fault | None) -> CallToolResult:
            if batch is not None:
                if not parent_path:
                    raise TDError("invalid_argument", "batch mode needs parent_path")
                results = {}
                for op_name, vals in batch.items():
                    target = parent_path.rstrip("/") + "/" + op_name
                    results[op_name] = _apply_set(net, target, vals, fault)
                return _json_text({"success": True, "parent_path": parent_path, "results": results})
            if not path or values is None:
                raise TDError("invalid_argument", "give path + values, or parent_path + batch")
            done = _apply_set(net, path, values, fault)
            return _json_text({"success": True, "path": net.get(path).path, "set": done})
        args = {"path": path, "values": values, "sequences": sequences, "parent_path": parent_path, "batch": batch}
        return await rec.run("set_parameters", args, body, path=path, mutating=True)

    @server.tool(annotations=_ann(False, True, False, True))
    async def delete_operator(path: str) -> CallToolResult:
        """Delete an operator (auto-accepted: no confirmation dialog in this build)."""
        def body(fault: Fault | None) -> CallToolResult:
            op = net.get(path)
            if fault is None or fault.kind != "noop":
                net.delete(path)
            return _json_text({"success": True, "path": op.path, "action": f"deleted {op.name}"})
        return await rec.run("delete_operator", {"path": path}, body, path=path, mutating=True)

    @server.tool(annotations=_ann(False, True, False, True))
    async def execute_code(code: str) -> CallToolResult:
        """Run Python inside TouchDesigner (this test server records it and never executes it)."""
        def body(_f: Fault | None) -> CallToolResult:
            net.executed_code.append(code)
            net.undo_stack.append("MCP execute_code")
            return _json_text({"success": True, "variables": {}, "output": ""})
        return await rec.run("execute_code", {"code": code}, body, mutating=True)


def _apply_set(net: TDNetwork, path: str, values: dict[str, Any], fault: Fault | None) -> list[dict[str, Any]]:
    op = net.get(path)
    net._check_values(op, values)
    if fault is not None and fault.kind == "noop":
        return [{"name": k, "value": v} for k, v in values.items() if not isinstance(v, dict)]
    if fault is not None and fault.kind == "wrong_value":
        stored = net.set_values(path, {k: fault.value for k in values})
        # still echo what was asked: the server *claims* success
        return [{"name": s["name"], "value": values[s["name"]]} for s in stored]
    return net.set_values(path, values)


# ---------------------------------------------------------------------------- Pantani


def _pantani_ok(summary: str, data: dict[str, Any]) -> CallToolResult:
    text = f"{summary}\n\n```json\n{json.dumps(data, indent=2)}\n```"
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


def _pantani_error(tool: str, exc: TDError, *, ambiguous: bool = False) -> CallToolResult:
    err: dict[str, Any] = {"code": exc.code, "message": exc.message, "ambiguous": ambiguous}
    if exc.details:
        err["details"] = exc.details
    data = {"status": "failed", "error": err}
    return CallToolResult(content=[TextContent(type="text", text=f"{tool} failed: {exc.message}")],
                          structured_content=data, is_error=True)


def _node(net: TDNetwork, op: Any) -> dict[str, Any]:
    return {"path": op.path, "name": op.name, "type": op.type}


def _register_pantani(server: MCPServer, state: TDServer) -> None:
    net = state.network
    rec = _Recorder(state, lambda tool, exc: _pantani_error(tool, exc))
    RO = _ann(True, False, None, True)
    MUT = _ann(False, False, None, True)

    def ambiguous(tool: str, fault: Fault, apply: Callable[[], Any]) -> CallToolResult:
        if fault.applied:
            apply()
        return _pantani_error(tool, TDError("timeout", "bridge request timed out"), ambiguous=True)

    @server.tool(annotations=RO)
    async def get_td_info() -> CallToolResult:
        """Bridge and TouchDesigner versions."""
        def body(_f: Fault | None) -> CallToolResult:
            return _pantani_ok("TouchDesigner connected.", {"td_version": net.td_version, "bridge_version": "0.13.2",
                                                             "project": net.project_name, "toe_path": net.toe_path})
        return await rec.run("get_td_info", {}, body)

    @server.tool(annotations=RO)
    async def get_td_nodes(parent_path: str = "/project1", pattern: str | None = None, path_only: bool = False,
                           limit: int | None = None, detail_level: str = "summary") -> CallToolResult:
        """List nodes under parent_path (glob `pattern` on names)."""
        def body(_f: Fault | None) -> CallToolResult:
            net.get(parent_path)
            ops = net.match(parent_path, pattern, 1)
            shown = ops[: limit] if limit else ops
            data: dict[str, Any] = {"parent_path": parent_path, "count": len(ops), "detail_level": detail_level,
                                    "truncated": len(shown) < len(ops)}
            if path_only:
                data["paths"] = [o.path for o in shown]
            else:
                data["nodes"] = [_node(net, o) for o in shown]
            return _pantani_ok(f"{len(ops)} node(s) under {parent_path}.", data)
        args = {"parent_path": parent_path, "pattern": pattern, "path_only": path_only, "limit": limit,
                "detail_level": detail_level}
        return await rec.run("get_td_nodes", args, body, path=parent_path)

    @server.tool(annotations=RO)
    async def get_td_node_parameters(path: str, keys: list[str] | None = None, omit_io: bool = False) -> CallToolResult:
        """Every parameter value of a node (or just `keys`), with its inputs and outputs."""
        def body(_f: Fault | None) -> CallToolResult:
            op = net.get(path)
            names = keys or list(net.spec(op))
            params = {n: net.value(op, n) for n in names}
            data: dict[str, Any] = {"path": op.path, "type": op.type, "name": op.name, "parameters": params}
            if not omit_io:
                data["inputs"] = [src for _i, (src, _fi) in sorted(op.inputs.items())]
                data["outputs"] = [to for to, _ti, _fi in net.outputs(op.path)]
            return _pantani_ok(f"{len(params)} parameter(s) of {op.path}.", data)
        return await rec.run("get_td_node_parameters", {"path": path, "keys": keys, "omit_io": omit_io}, body, path=path)

    @server.tool(annotations=MUT)
    async def create_td_node(type: str, parent_path: str = "/project1", name: str | None = None,
                             parameters: dict[str, Any] | None = None, placement: str = "auto",
                             node_x: int | None = None, node_y: int | None = None,
                             viewer: bool | None = None) -> CallToolResult:
        """Create a node; same-name, same-type creates are idempotent (already_existed)."""
        def body(fault: Fault | None) -> CallToolResult:
            def apply() -> Any:
                return net.create(parent_path, type, name, node_x=node_x or 0, node_y=node_y or 0,
                                  parameters=parameters, viewer=viewer is not False, undo_tool="create_td_node")
            if fault is not None and fault.kind == "ambiguous":
                return ambiguous("create_td_node", fault, apply)
            if fault is not None and fault.kind == "noop":
                guess = parent_path.rstrip("/") + "/" + (name or "node1")
                return _pantani_ok(f"Created {type} at {guess}.", {"node": {"path": guess, "type": type,
                                   "name": guess.rsplit("/", 1)[-1]}, "warnings": [], "undo_label": "MCP create_td_node"})
            op, existed = apply()
            node = {**_node(net, op), "nodeX": op.node_x, "nodeY": op.node_y, "viewer": op.viewer}
            if existed:
                node["already_existed"] = True
            data = {"node": node, "warnings": [], "undo_label": net.undo_stack[-1] if not existed else None}
            return _pantani_ok(f"Created {type} at {op.path}.", data)
        args = {"type": type, "parent_path": parent_path, "name": name, "parameters": parameters,
                "placement": placement, "node_x": node_x, "node_y": node_y, "viewer": viewer}
        return await rec.run("create_td_node", args, body, path=parent_path, mutating=True)

    @server.tool(annotations=MUT)
    async def update_td_node_parameters(path: str, parameters: dict[str, Any]) -> CallToolResult:
        """Set parameters; one unknown name fails the whole call atomically."""
        def body(fault: Fault | None) -> CallToolResult:
            def apply() -> Any:
                return net.set_values(path, parameters, undo_tool="update_td_node_parameters")
            if fault is not None and fault.kind == "ambiguous":
                return ambiguous("update_td_node_parameters", fault, apply)
            op = net.get(path)
            net._check_values(op, parameters)
            if fault is None or fault.kind != "noop":
                apply()
            params = {n: net.value(op, n) for n in net.spec(op)}
            if fault is not None and fault.kind == "noop":
                params.update(parameters)  # claims the new values
            data = {"node": {**_node(net, op), "parameters": params}, "undo_label": f"MCP update_td_node_parameters {op.path}"}
            return _pantani_ok(f"Updated {len(parameters)} parameter(s) on {op.path}.", data)
        return await rec.run("update_td_node_parameters", {"path": path, "parameters": parameters}, body,
                             path=path, mutating=True)

    @server.tool(annotations=MUT)
    async def connect_nodes(source_path: str, target_path: str, source_output: int = 0,
                            target_input: int = 0) -> CallToolResult:
        """Wire source_path's output into target_path's input."""
        def body(fault: Fault | None) -> CallToolResult:
            def apply() -> Any:
                return net.connect(source_path, target_path, source_output, target_input, undo_tool="connect_nodes")
            if fault is not None and fault.kind == "ambiguous":
                return ambiguous("connect_nodes", fault, apply)
            if fault is None or fault.kind != "noop":
                apply()
            data = {"source": source_path, "target": target_path, "source_output": source_output,
                    "target_input": target_input, "actual_input": target_input, "method": "inputConnectors",
                    "undo_label": f"MCP connect_nodes {target_path}"}
            return _pantani_ok(f"Connected {source_path} -> {target_path}.", data)
        args = {"source_path": source_path, "target_path": target_path, "source_output": source_output,
                "target_input": target_input}
        return await rec.run("connect_nodes", args, body, path=target_path, mutating=True)

    @server.tool(annotations=_ann(False, True, None, True))
    async def delete_td_node(path: str, mode: str = "delete", confirmation_timeout_ms: int = 30000) -> CallToolResult:
        """Delete (or bypass) a node; TD shows a native confirmation dialog (here: accepted)."""
        def body(fault: Fault | None) -> CallToolResult:
            def apply() -> Any:
                return net.delete(path, undo_tool="delete_td_node")
            if fault is not None and fault.kind == "ambiguous":
                return ambiguous("delete_td_node", fault, apply)
            op = net.get(path)
            applied = fault is None or fault.kind != "noop"
            if applied:
                if mode == "bypass":
                    op.bypass = True
                    net.undo_stack.append(f"MCP delete_td_node {op.path}")
                else:
                    apply()
            data = {"deleted": mode == "delete", "bypassed": mode == "bypass", "mode": mode,
                    "decision": "Delete" if mode == "delete" else "Bypass", "original_path": op.path,
                    "final_path": op.path, "action_applied": True, "applied": True, "request_id": "r1",
                    "confirmation_policy": "yolo", "undo_label": f"MCP delete_td_node {op.path}"}
            return _pantani_ok(f"Deleted {op.path}.", data)
        args = {"path": path, "mode": mode, "confirmation_timeout_ms": confirmation_timeout_ms}
        return await rec.run("delete_td_node", args, body, path=path, mutating=True)

    @server.tool(annotations=_ann(False, True, None, True))
    async def execute_python_script(script: str, return_output: bool = True) -> CallToolResult:
        """Run Python in TouchDesigner (recorded here, never executed)."""
        def body(_f: Fault | None) -> CallToolResult:
            net.executed_code.append(script)
            return _pantani_ok("Script ran.", {"result": None, "stdout": ""})
        return await rec.run("execute_python_script", {"script": script}, body, mutating=True)


# ---------------------------------------------------------------------------- 8beeeaaat


def _register_8beeeaaat(server: MCPServer, state: TDServer) -> None:
    net = state.network

    def error(tool: str, exc: TDError) -> CallToolResult:
        text = (f"{tool}: Error: {exc.message} Check reference resources: "
                "https://docs.derivative.ca/Python_Classes_and_Modules")
        return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)

    rec = _Recorder(state, error)

    def render(summary: str, data: dict[str, Any], response_format: str | None) -> CallToolResult:
        if response_format == "json":
            return CallToolResult(content=[TextContent(type="text", text=json.dumps(data))])
        return CallToolResult(content=[TextContent(type="text", text=summary)])

    def tdnode(op: Any, with_props: bool = True) -> dict[str, Any]:
        node = {"id": abs(hash(op.path)) % 100000, "name": op.name, "path": op.path, "opType": op.type}
        if with_props:
            node["properties"] = {n: net.value(op, n) for n in net.spec(op)}
        return node

    @server.tool()
    async def get_td_info(detailLevel: str | None = None, responseFormat: str | None = None) -> CallToolResult:
        """TouchDesigner server information."""
        def body(_f: Fault | None) -> CallToolResult:
            data = {"server": "TouchDesigner", "version": net.td_version, "osName": "linux"}
            return render(f"TouchDesigner {net.td_version}", data, responseFormat)
        return await rec.run("get_td_info", {}, body)

    @server.tool()
    async def get_td_nodes(parentPath: str, pattern: str = "*", includeProperties: bool = False,
                           detailLevel: str | None = None, limit: int | None = None,
                           responseFormat: str | None = None) -> CallToolResult:
        """Nodes under parentPath matching `pattern`."""
        def body(_f: Fault | None) -> CallToolResult:
            net.get(parentPath)
            ops = net.match(parentPath, pattern, 1)[: limit or 500]
            data = {"nodes": [tdnode(o, includeProperties) for o in ops]}
            lines = "\n".join(f"- {o.name} ({o.type}) {o.path}" for o in ops)
            return render(f"Found {len(ops)} node(s) in {parentPath}\n{lines}", data, responseFormat)
        args = {"parentPath": parentPath, "pattern": pattern, "includeProperties": includeProperties,
                "responseFormat": responseFormat}
        return await rec.run("get_td_nodes", args, body, path=parentPath)

    @server.tool()
    async def get_td_node_parameters(nodePath: str, detailLevel: str | None = None, limit: int | None = None,
                                     responseFormat: str | None = None) -> CallToolResult:
        """Every parameter of a node (detailLevel='detailed', responseFormat='json' for full values)."""
        def body(_f: Fault | None) -> CallToolResult:
            op = net.get(nodePath)
            node = tdnode(op)
            lines = "\n".join(f"- {k}: {str(v)[:40]}" for k, v in list(node["properties"].items())[: limit or 20])
            return render(f"{op.path} ({op.type})\n{lines}", node, responseFormat)
        args = {"nodePath": nodePath, "detailLevel": detailLevel, "responseFormat": responseFormat}
        return await rec.run("get_td_node_parameters", args, body, path=nodePath)

    @server.tool()
    async def get_td_node_errors(nodePath: str, detailLevel: str | None = None, limit: int | None = None,
                                 responseFormat: str | None = None) -> CallToolResult:
        """Errors of a node and its children."""
        def body(_f: Fault | None) -> CallToolResult:
            ops = [net.get(nodePath)] + net.children(nodePath, depth=1_000)
            errs = [{"nodePath": o.path, "message": o.errors} for o in ops if o.errors]
            return render(f"{len(errs)} error(s)", {"errorCount": len(errs), "errors": errs}, responseFormat)
        return await rec.run("get_td_node_errors", {"nodePath": nodePath}, body, path=nodePath)

    @server.tool()
    async def create_td_node(parentPath: str, nodeType: str, nodeName: str | None = None,
                             detailLevel: str | None = None, responseFormat: str | None = None) -> CallToolResult:
        """Create a node under parentPath."""
        def body(fault: Fault | None) -> CallToolResult:
            if fault is not None and fault.kind == "noop":
                guess = parentPath.rstrip("/") + "/" + (nodeName or "node1")
                data = {"result": {"name": guess.rsplit("/", 1)[-1], "path": guess, "opType": nodeType, "properties": {}}}
                return render(f"\u2713 Created node '{nodeName}' ({nodeType}) at {guess}\nProperties detected: 0",
                              data, responseFormat)
            op, _existed = net.create(parentPath, nodeType, nodeName, undo_tool="create_td_node")
            node = tdnode(op)
            return render(f"\u2713 Created node '{op.name}' ({op.type}) at {op.path}\n"
                          f"Properties detected: {len(node['properties'])}", {"result": node}, responseFormat)
        args = {"parentPath": parentPath, "nodeType": nodeType, "nodeName": nodeName, "responseFormat": responseFormat}
        return await rec.run("create_td_node", args, body, path=parentPath, mutating=True)

    @server.tool()
    async def update_td_node_parameters(nodePath: str, properties: dict[str, Any], detailLevel: str | None = None,
                                        responseFormat: str | None = None) -> CallToolResult:
        """Update node parameters; reports which were updated and which failed."""
        def body(fault: Fault | None) -> CallToolResult:
            op = net.get(nodePath)
            updated, failed = [], []
            for k, v in properties.items():
                try:
                    net._check_values(op, {k: v})
                    if fault is None or fault.kind != "noop":
                        net.set_values(op.path, {k: v}, undo_tool="update_td_node_parameters")
                    updated.append(k)
                except TDError as exc:
                    failed.append({"name": k, "reason": exc.message})
            if not updated:
                raise TDError("invalid_argument", "no parameters were updated")
            data = {"path": op.path, "updated": updated, "failed": failed, "message": "ok"}
            return render(f"\u2713 Updated {len(updated)} parameter(s), {len(failed)} failed", data, responseFormat)
        args = {"nodePath": nodePath, "properties": properties, "responseFormat": responseFormat}
        return await rec.run("update_td_node_parameters", args, body, path=nodePath, mutating=True)

    @server.tool()
    async def delete_td_node(nodePath: str, detailLevel: str | None = None,
                             responseFormat: str | None = None) -> CallToolResult:
        """Delete a node."""
        def body(fault: Fault | None) -> CallToolResult:
            op = net.get(nodePath)
            node = tdnode(op, with_props=False)
            if fault is None or fault.kind != "noop":
                net.delete(nodePath, undo_tool="delete_td_node")
            return render(f"\u2713 Deleted node {op.path}", {"deleted": True, "node": node}, responseFormat)
        return await rec.run("delete_td_node", {"nodePath": nodePath, "responseFormat": responseFormat}, body,
                             path=nodePath, mutating=True)

    @server.tool()
    async def execute_python_script(script: str, detailLevel: str | None = None,
                                    responseFormat: str | None = None) -> CallToolResult:
        """Run a Python script in TouchDesigner (recorded here, never executed)."""
        def body(_f: Fault | None) -> CallToolResult:
            net.executed_code.append(script)
            return render("Script executed", {"result": {"value": None}, "stdout": "", "stderr": ""}, responseFormat)
        return await rec.run("execute_python_script", {"script": script}, body, mutating=True)


# ---------------------------------------------------------------------------- build and run


def build_td_server(state: TDServer | None = None) -> MCPServer:
    """The MCPServer for `state.flavor` over `state.network`."""
    state = state or TDServer()
    if state.flavor == "tdmcp":
        server = MCPServer("touchdesigner", instructions=TDMCP_INSTRUCTIONS, version="1.1.55")
        _register_tdmcp(server, state)
    elif state.flavor == "pantani":
        server = MCPServer("tdmcp", version="0.13.2")
        _register_pantani(server, state)
    else:
        server = MCPServer("touchdesigner-mcp-server", version="2.0.0")
        _register_8beeeaaat(server, state)
    return server


@dataclass
class RunningTDServer:
    """A TD test server listening on 127.0.0.1; `url` ends in /mcp."""

    url: str
    state: TDServer
    _server: uvicorn.Server
    _thread: threading.Thread

    @property
    def network(self) -> TDNetwork:
        return self.state.network

    @property
    def calls(self) -> list[CallRecord]:
        return self.state.calls

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)


def start_td_server(state: TDServer | None = None, *, host: str = "127.0.0.1") -> RunningTDServer:
    """Serve `state` over streamable HTTP on a free port in a daemon thread; returns when it accepts."""
    state = state or TDServer()
    app = build_td_server(state).streamable_http_app(host=host)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="on", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True,
                              name=f"td-test-server-{port}")
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("TD test server did not start")
        time.sleep(0.02)
    return RunningTDServer(f"http://{host}:{port}/mcp", state, server, thread)


@contextmanager
def running_td_server(state: TDServer | None = None, **kwargs: Any) -> Iterator[RunningTDServer]:
    """`with running_td_server(TDServer(flavor="pantani")) as td: ... td.url ...`"""
    running = start_td_server(state, **kwargs)
    try:
        yield running
    finally:
        running.stop()
