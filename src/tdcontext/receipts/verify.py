"""Verification adapters: turn a TouchDesigner MCP server's mutations into checks and its reads into evidence.

One adapter per tool family knows that family's tool names, argument names and result shapes:

* ``tdmcp``: Derivative's TDMCP (create_operator, set_parameters, wiring, delete_operator,
  build_network; read back with get_operator_info / get_parameters{include_defaults} /
  get_connections / list_operators); no undo id, so the hint is the undo label TDMCP
  writes, ``MCP <tool> <path>``;
* ``pantani``: Pantani/tdmcp (create_td_node, update_td_node_parameters, connect_nodes,
  delete_td_node; read back with get_td_node_parameters / get_td_nodes); records the
  server's ``undo_label``; an error with ``ambiguous: true`` may or may not have applied;
* ``8beeeaaat``: 8beeeaaat/touchdesigner-mcp (camelCase arguments, Markdown or JSON text);
* ``tdcontext``: the copilot's own engine tools (td_remember / td_forget / td_ingest_url read
  back with td_get; a brief replace read back with manage_project_brief{action: "read"}).

A mutation yields `Check`s (exists with a type, parameter value, connection, absent, or
``opaque`` for what no read can confirm: execute_code, an unknown tool or family). A read
yields `Observation`s. `evaluate` matches each live check against the newest observation
made *after* it: PASS when it matches, FAIL when it contradicts, UNVERIFIED when nothing
settles it. `plan_reads` names the read-only calls that would settle the open checks.

Invariant: nothing here decides PASS without an observation made after the mutation; an
unknown family or tool can only ever be UNVERIFIED. Raw values live only in memory: the
receipt stores check kinds, paths and parameter names, never values.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = [
    "ADAPTERS",
    "Check",
    "Observation",
    "ToolFacts",
    "adapter_for",
    "evaluate",
    "family_of",
    "plan_reads",
]

PASS, FAIL, UNVERIFIED = "PASS", "FAIL", "UNVERIFIED"


@dataclass(frozen=True)
class Check:
    """One expectation a mutation left behind.

    kind: ``exists`` (expected = operator type or None), ``param`` (key = parameter name,
    expected = value), ``connected`` (path = input operator, key = input index, expected =
    (from path, from index) or None for a disconnect), ``absent``, ``opaque``.
    `ambiguous`: the call may or may not have applied; any definite read settles it.
    """

    kind: str
    path: str | None
    key: str | None = None
    expected: Any = None
    ambiguous: bool = False
    server: str = ""
    family: str = ""
    seq: int = 0
    call_id: str = ""


@dataclass(frozen=True)
class Observation:
    """One fact a read returned. kind: ``op`` (exists, type), ``param`` (key, value),
    ``inputs`` (value = {to_index: (from path, from index | None)}), ``listing``
    (path = parent, value = {child name: type}: a complete listing of one level)."""

    kind: str
    path: str
    key: str | None = None
    value: Any = None
    exists: bool | None = None
    seq: int = 0


@dataclass
class ToolFacts:
    """What an adapter extracted from one finished call (raw; the receipt builder sanitises)."""

    mutation: bool
    paths: list[str] = field(default_factory=list)
    undo: str | None = None
    outcome: str = "ok"  # ok | error | ambiguous
    error_code: str | None = None
    checks: list[Check] = field(default_factory=list)
    observations: list[Observation] = field(default_factory=list)


# --------------------------------------------------------------------------- parsing helpers

_FENCE = re.compile(r"```(?:json)?\s*\n(.*?)\n```", re.DOTALL)


def _json_from(result_text: str | None, structured: Any) -> dict[str, Any] | None:
    """The result's JSON object: structured content, else the text, else a ```json fence."""
    if isinstance(structured, dict) and structured:
        return structured
    if not result_text:
        return None
    text = result_text.strip()
    for candidate in (text, *(m.group(1) for m in _FENCE.finditer(text))):
        try:
            data = json.loads(candidate)
        except (ValueError, RecursionError):
            continue
        if isinstance(data, dict):
            return data
    return None


def _s(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _int(value: Any, default: int = 0) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return default


def _join(parent: str, name: str) -> str:
    return f"/{name}" if parent.rstrip("/") == "" else f"{parent.rstrip('/')}/{name}"


def _error_code(data: dict[str, Any] | None) -> str | None:
    if not data:
        return None
    details = data.get("details")
    if isinstance(details, dict) and isinstance(details.get("code"), str):
        return str(details["code"])
    err = data.get("error")
    if isinstance(err, dict) and isinstance(err.get("code"), str):
        return str(err["code"])
    return None


def values_match(expected: Any, observed: Any) -> bool:
    """Parameter equality as TouchDesigner reports it: numbers with a tolerance, menus as names,
    expressions by their text, toggles as booleans or 0/1."""
    if isinstance(expected, dict) and "expr" in expected:
        return isinstance(observed, dict) and str(observed.get("expr")) == str(expected["expr"])
    if isinstance(observed, dict) and "value" in observed and "expr" not in observed:
        observed = observed["value"]
    if isinstance(observed, dict) and "expr" in observed:
        return False  # a value was set, but the parameter reads as an expression
    num_e, num_o = _number(expected), _number(observed)
    if num_e is not None and num_o is not None:
        return math.isclose(num_e, num_o, rel_tol=1e-6, abs_tol=1e-9)
    if isinstance(expected, str) and isinstance(observed, str):
        return expected == observed
    return bool(expected == observed)


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


# --------------------------------------------------------------------------- adapters


class Adapter:
    """Base: a family's tool sets and the two translations (call -> facts, read plan)."""

    family = "unknown"
    mutations: frozenset[str] = frozenset()
    reads: frozenset[str] = frozenset()
    #: error codes that mean "validated and refused, nothing changed"
    refused_codes: frozenset[str] = frozenset()

    def facts(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
              is_error: bool, *, tier_mutation: bool) -> ToolFacts:
        if tool in self.reads:
            return ToolFacts(mutation=False, observations=self.observe(tool, args, result_text, structured, is_error))
        if tool not in self.mutations:
            # unknown to this family: trust the tier; a mutation we cannot read back is opaque
            facts = ToolFacts(mutation=tier_mutation, outcome="error" if is_error else "ok")
            if tier_mutation and not is_error:
                facts.checks.append(Check("opaque", None))
            return facts
        return self.mutation(tool, args, result_text, structured, is_error)

    def mutation(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                 is_error: bool) -> ToolFacts:
        return ToolFacts(mutation=True, checks=[Check("opaque", None)])

    def observe(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                is_error: bool) -> list[Observation]:
        return []

    def plan(self, checks: list[Check]) -> list[tuple[str, dict[str, Any]]]:
        return []


class TDMCPAdapter(Adapter):
    """Derivative's official TDMCP (v1.1.x)."""

    family = "tdmcp"
    mutations = frozenset({
        "create_operator", "build_network", "wiring", "set_parameters", "delete_operator", "execute_code",
        "pulse_parameter", "edit_operator", "reposition_operators", "edit_custom_parameters", "annotation",
        "set_dat_content", "save_project",
    })
    reads = frozenset({
        "project_info", "list_operators", "search_operators", "get_operator_info", "get_parameters",
        "get_connections", "get_errors", "get_dat_content", "get_help", "get_docs", "get_cook_performance",
        "inspect_values", "view_operator",
    })
    refused_codes = frozenset({"invalid_menu_value", "parameter_not_found", "operator_not_found",
                               "wrong_operator_type", "operator_type_mismatch", "invalid_argument",
                               "capture_busy"})

    def mutation(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                 is_error: bool) -> ToolFacts:
        data = _json_from(result_text, structured)
        facts = ToolFacts(mutation=True)
        target = self._target(tool, args, data)
        if target:
            facts.paths.append(target)
            facts.undo = f"MCP {tool} {target}"
        else:
            facts.undo = f"MCP {tool}"
        if is_error:
            code = _error_code(data)
            facts.error_code = code
            if code in self.refused_codes:
                facts.outcome = "error"  # validated and refused: nothing changed, nothing to check
                return facts
            facts.outcome = "ambiguous"  # internal_error or an unshaped failure may have half-applied
            facts.checks = [replace(c, ambiguous=True) for c in self._expectations(tool, args, None)]
            if not facts.checks:
                facts.checks.append(Check("opaque", target))
            return facts
        if data is None:
            facts.checks.append(Check("opaque", target))
            return facts
        if data.get("success") is False and tool != "build_network":
            facts.outcome = "error"
        facts.checks = self._expectations(tool, args, data)
        for c in facts.checks:
            if c.path and c.path not in facts.paths:
                facts.paths.append(c.path)
        return facts

    def _target(self, tool: str, args: dict[str, Any], data: dict[str, Any] | None) -> str | None:
        if tool == "create_operator":
            return _s((data or {}).get("path")) or (
                _join(str(args.get("parent_path")), str(args["name"])) if _s(args.get("parent_path")) and _s(args.get("name")) else _s(args.get("parent_path")))
        if tool == "wiring":
            return _s(args.get("to_path"))
        if tool in ("build_network", "reposition_operators"):
            return _s(args.get("parent_path"))
        if tool == "annotation":
            return _s(args.get("path")) or _s(args.get("parent_path"))
        return _s(args.get("path")) or _s(args.get("parent_path"))

    def _expectations(self, tool: str, args: dict[str, Any], data: dict[str, Any] | None) -> list[Check]:
        out: list[Check] = []
        if tool == "create_operator":
            path = _s((data or {}).get("path"))
            if path is None and _s(args.get("parent_path")) and _s(args.get("name")):
                path = _join(str(args["parent_path"]), str(args["name"]))
            if path is None:
                return [Check("opaque", _s(args.get("parent_path")))]
            out.append(Check("exists", path, expected=_s(args.get("type")) or _s((data or {}).get("type"))))
            bad = {str(e.get("name")) for e in (data or {}).get("param_errors", []) if isinstance(e, dict)}
            for name, value in (args.get("parameters") or {}).items():
                if name not in bad:
                    out.append(Check("param", path, key=str(name), expected=value))
            return out
        if tool == "set_parameters":
            if isinstance(args.get("batch"), dict) and _s(args.get("parent_path")):
                for op_name, values in args["batch"].items():
                    if isinstance(values, dict):
                        out += self._param_checks(_join(args["parent_path"], str(op_name)), values, None)
                return out
            path = _s((data or {}).get("path")) or _s(args.get("path"))
            if path is None or not isinstance(args.get("values"), dict):
                return [Check("opaque", path)]
            echoed = {str(e.get("name")): e for e in (data or {}).get("set", []) if isinstance(e, dict)}
            return self._param_checks(path, args["values"], echoed)
        if tool == "wiring":
            to_path = _s(args.get("to_path"))
            if to_path is None:
                return [Check("opaque", None)]
            to_index = _int(args.get("to_index"))
            if args.get("disconnect"):
                return [Check("connected", to_path, key=str(to_index), expected=None)]
            from_path = _s(args.get("from_path"))
            if from_path is None:
                return [Check("opaque", to_path)]
            return [Check("connected", to_path, key=str(to_index), expected=(from_path, _int(args.get("from_index"))))]
        if tool == "delete_operator":
            path = _s(args.get("path"))
            return [Check("absent", path)] if path else [Check("opaque", None)]
        if tool == "build_network":
            parent = _s(args.get("parent_path")) or "/"
            if data is None:
                # an ambiguous failure: expect what was asked, any read settles it
                names = {}
                for spec in args.get("operators") or []:
                    if isinstance(spec, dict) and _s(spec.get("name")):
                        names[str(spec["name"])] = _join(parent, str(spec["name"]))
                        out.append(Check("exists", names[str(spec["name"])], expected=_s(spec.get("type"))))
                return out
            by_name: dict[str, str] = {}
            specs = {str(s.get("name")): s for s in args.get("operators") or [] if isinstance(s, dict)}
            for made in data.get("created") or []:
                if not isinstance(made, dict) or not _s(made.get("path")):
                    continue
                path = str(made["path"])
                by_name[str(made.get("name"))] = path
                out.append(Check("exists", path, expected=_s(made.get("type"))))
                spec = specs.get(str(made.get("name")), {})
                for name, value in (spec.get("parameters") or {}).items():
                    out.append(Check("param", path, key=str(name), expected=value))
            for conn in data.get("connected") or []:
                if not isinstance(conn, dict):
                    continue
                src, dst = str(conn.get("from")), str(conn.get("to"))
                sp = src if src.startswith("/") else by_name.get(src, _join(parent, src))
                dp = dst if dst.startswith("/") else by_name.get(dst, _join(parent, dst))
                out.append(Check("connected", dp, key=str(_int(conn.get("to_index"))),
                                 expected=(sp, _int(conn.get("from_index")))))
            return out
        # every other mutation (execute_code, edit_operator, set_dat_content ...) cannot be read back here
        return [Check("opaque", self._target(tool, args, data))]

    @staticmethod
    def _param_checks(path: str, values: dict[str, Any], echoed: dict[str, Any] | None) -> list[Check]:
        out = []
        for name, value in values.items():
            expected = value
            if isinstance(value, dict) and "expr" not in value:
                # {reset: true} / {unbind: true}: the echo says what it became, if anything
                echo = (echoed or {}).get(str(name))
                if not echo or "value" not in echo:
                    out.append(Check("opaque", path, key=str(name)))
                    continue
                expected = echo["value"]
            elif echoed and str(name) in echoed and "value" in echoed[str(name)] and not isinstance(value, dict):
                # a menu set by index echoes its name: compare against the name
                echo_value = echoed[str(name)]["value"]
                if isinstance(value, int) and isinstance(echo_value, str):
                    expected = echo_value
            out.append(Check("param", path, key=str(name), expected=expected))
        return out

    def observe(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                is_error: bool) -> list[Observation]:
        data = _json_from(result_text, structured)
        if data is None:
            return []
        if is_error:
            code = _error_code(data)
            path = _s((data.get("details") or {}).get("path")) if isinstance(data.get("details"), dict) else None
            path = path or _s(args.get("path"))
            if code == "operator_not_found" and path and tool in ("get_operator_info", "get_parameters",
                                                                   "get_connections", "list_operators"):
                return [Observation("op", path, exists=False)]
            return []
        obs: list[Observation] = []
        if tool == "get_operator_info" and _s(data.get("path")):
            obs.append(Observation("op", str(data["path"]), value=_s(data.get("type")), exists=True))
            inputs = self._inputs(str(data["path"]), data.get("inputs"))
            if inputs is not None:
                obs.append(inputs)
        elif tool == "get_parameters":
            if isinstance(data.get("results"), dict) and _s(data.get("parent_path")):
                for op_name, block in data["results"].items():
                    if isinstance(block, dict):
                        obs += self._params(block, _join(str(data["parent_path"]), str(op_name)))
            elif _s(data.get("path")):
                obs += self._params(data, str(data["path"]))
        elif tool == "get_connections" and _s(data.get("path")):
            path = str(data["path"])
            obs.append(Observation("op", path, exists=True))
            if isinstance(data.get("order"), list):  # graph=true on a COMP
                graph: dict[str, dict[int, tuple[str, int | None]]] = {}
                for node in data["order"]:
                    if not isinstance(node, dict) or not _s(node.get("name")):
                        continue
                    src = _join(path, str(node["name"]))
                    obs.append(Observation("op", src, value=_s(node.get("type")), exists=True))
                    graph.setdefault(src, {})
                    for out in node.get("outputs") or []:
                        if isinstance(out, dict) and _s(out.get("target")):
                            graph.setdefault(_join(path, str(out["target"])), {})[_int(out.get("inputIndex"))] = (src, None)
                for dst, ins in graph.items():
                    obs.append(Observation("inputs", dst, value=ins))
            else:
                inputs = self._inputs(path, data.get("inputs"))
                if inputs is not None:
                    obs.append(inputs)
        elif tool in ("list_operators", "search_operators"):
            rows = data.get("operators") if tool == "list_operators" else data.get("results")
            listing: dict[str, str | None] = {}
            for row in rows or []:
                if isinstance(row, dict) and _s(row.get("path")):
                    obs.append(Observation("op", str(row["path"]), value=_s(row.get("type")), exists=True))
                    if str(row["path"]).rsplit("/", 1)[0] == str(data.get("path", "")).rstrip("/"):
                        listing[str(row["path"]).rsplit("/", 1)[-1]] = _s(row.get("type"))
            if tool == "list_operators" and _s(data.get("path")):
                obs.append(Observation("op", str(data["path"]), exists=True))
                obs.append(Observation("listing", str(data["path"]), value=listing))
        return obs

    @staticmethod
    def _inputs(path: str, rows: Any) -> Observation | None:
        """An inputs observation, or None when the rows are missing or in a shape we do not know
        (an unknown shape must never read as "not connected")."""
        if not isinstance(rows, list):
            return None
        ins: dict[int, tuple[str, int | None]] = {}
        for position, row in enumerate(rows):
            if not isinstance(row, dict):
                return None
            source = next((row[k] for k in ("from", "source", "path", "op") if _s(row.get(k))), None)
            if source is None:
                return None
            index = next((_int(row[k]) for k in ("index", "to_index", "inputIndex") if k in row), position)
            out = next((_int(row[k]) for k in ("from_index", "outputIndex", "output_index") if k in row), None)
            ins[index] = (str(source), out)
        return Observation("inputs", path, value=ins)

    @staticmethod
    def _params(block: dict[str, Any], path: str) -> list[Observation]:
        obs = [Observation("op", path, value=_s(block.get("type")), exists=True)]
        params = block.get("parameters")
        if isinstance(params, dict):
            for name, value in params.items():
                obs.append(Observation("param", path, key=str(name), value=value))
        return obs

    def plan(self, checks: list[Check]) -> list[tuple[str, dict[str, Any]]]:
        params: dict[str, list[str]] = {}
        info: list[str] = []
        conns: list[str] = []
        for c in checks:
            if c.path is None:
                continue
            if c.kind == "param" and c.key:
                params.setdefault(c.path, [])
                if c.key not in params[c.path]:
                    params[c.path].append(c.key)
            elif c.kind in ("exists", "absent") and c.path not in info:
                info.append(c.path)
            elif c.kind == "connected" and c.path not in conns:
                conns.append(c.path)
        calls: list[tuple[str, dict[str, Any]]] = []
        for path, names in params.items():
            calls.append(("get_parameters", {"path": path, "names": names, "include_defaults": True}))
        calls += [("get_operator_info", {"path": p}) for p in info if p not in params]
        calls += [("get_connections", {"path": p}) for p in conns]
        return calls


class PantaniAdapter(Adapter):
    """Pantani/tdmcp ("MindDesigner"): snake_case, undo_label, ambiguous errors."""

    family = "pantani"
    mutations = frozenset({"create_td_node", "update_td_node_parameters", "connect_nodes", "delete_td_node",
                           "disconnect_nodes", "set_parameter_expression", "pulse_td_parameter",
                           "execute_python_script", "exec_node_method", "set_dat_content", "edit_dat_content",
                           "save_td_project", "rebuild_network"})
    reads = frozenset({"get_td_info", "get_td_nodes", "find_td_nodes", "get_td_node_parameters", "get_td_node_errors",
                       "summarize_td_errors", "get_td_topology", "get_td_node_flags", "snapshot_td_graph",
                       "diff_snapshots"})

    def mutation(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                 is_error: bool) -> ToolFacts:
        data = _json_from(result_text, structured) or {}
        facts = ToolFacts(mutation=True)
        facts.undo = _s(data.get("undo_label"))
        err = data.get("error") if isinstance(data.get("error"), dict) else None
        ambiguous = bool(err and err.get("ambiguous") is True)
        checks = self._expectations(tool, args, data if not is_error else {})
        if is_error:
            facts.error_code = _error_code(data)
            if ambiguous:
                facts.outcome = "ambiguous"
                facts.checks = [replace(c, ambiguous=True) for c in checks] or [Check("opaque", None)]
            else:
                facts.outcome = "error"
        else:
            facts.checks = checks
        facts.paths = [c.path for c in checks if c.path]
        return facts

    def _expectations(self, tool: str, args: dict[str, Any], data: dict[str, Any]) -> list[Check]:
        if tool == "create_td_node":
            node: dict[str, Any] = data["node"] if isinstance(data.get("node"), dict) else {}
            path = _s(node.get("path"))
            if path is None and _s(args.get("name")):
                path = _join(str(args.get("parent_path") or "/project1"), str(args["name"]))
            if path is None:
                return [Check("opaque", _s(args.get("parent_path")))]
            out = [Check("exists", path, expected=_s(args.get("type")) or _s(node.get("type")))]
            for name, value in (args.get("parameters") or {}).items():
                out.append(Check("param", path, key=str(name), expected=value))
            return out
        if tool == "update_td_node_parameters":
            path = _s(args.get("path"))
            values = args.get("parameters")
            if path is None or not isinstance(values, dict):
                return [Check("opaque", path)]
            return [Check("param", path, key=str(k), expected=v) for k, v in values.items()]
        if tool == "connect_nodes":
            src, dst = _s(args.get("source_path")), _s(args.get("target_path"))
            if not src or not dst:
                return [Check("opaque", dst)]
            index = _int(data.get("actual_input"), _int(args.get("target_input")))
            return [Check("connected", dst, key=str(index), expected=(src, _int(args.get("source_output"))))]
        if tool == "delete_td_node":
            path = _s(args.get("path"))
            if path and args.get("mode", "delete") == "delete" and data.get("decision", "Delete") == "Delete":
                return [Check("absent", path)]
            return [Check("opaque", path)]  # bypass / Keep: no read here settles a flag
        return [Check("opaque", _s(args.get("path")) or _s(args.get("parent_path")))]

    def observe(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                is_error: bool) -> list[Observation]:
        data = _json_from(result_text, structured)
        if data is None:
            return []
        if is_error:
            code = _error_code(data) or ""
            path = _s(args.get("path"))
            if "not_found" in code and path and tool == "get_td_node_parameters":
                return [Observation("op", path, exists=False)]
            return []
        obs: list[Observation] = []
        if tool == "get_td_node_parameters" and _s(data.get("path")):
            path = str(data["path"])
            obs.append(Observation("op", path, value=_s(data.get("type")), exists=True))
            for name, value in (data.get("parameters") or {}).items():
                obs.append(Observation("param", path, key=str(name), value=value))
            if isinstance(data.get("inputs"), list):
                obs.append(Observation("inputs", path, value={
                    i: (str(src), None) for i, src in enumerate(data["inputs"]) if _s(src)}))
        elif tool == "get_td_nodes":
            nodes = data.get("nodes") or []
            listing: dict[str, str | None] = {}
            for node in nodes:
                if isinstance(node, dict) and _s(node.get("path")):
                    obs.append(Observation("op", str(node["path"]), value=_s(node.get("type")), exists=True))
                    listing[str(node["path"]).rsplit("/", 1)[-1]] = _s(node.get("type"))
            for path in data.get("paths") or []:
                if _s(path):
                    obs.append(Observation("op", str(path), exists=True))
                    listing[str(path).rsplit("/", 1)[-1]] = None
            parent = _s(data.get("parent_path")) or _s(args.get("parent_path"))
            if parent and not args.get("pattern") and data.get("truncated") is False:
                obs.append(Observation("listing", parent, value=listing))
        return obs

    def plan(self, checks: list[Check]) -> list[tuple[str, dict[str, Any]]]:
        seen: list[str] = []
        for c in checks:
            if c.path and c.kind in ("exists", "param", "absent", "connected") and c.path not in seen:
                seen.append(c.path)
        return [("get_td_node_parameters", {"path": p}) for p in seen]


_CREATED = re.compile(r"Created node '(?P<name>[^']*)' \((?P<type>[A-Za-z0-9_]+)\) at (?P<path>/\S*)")


class EightBeeAdapter(Adapter):
    """8beeeaaat/touchdesigner-mcp: camelCase arguments, no annotations, Markdown or JSON text."""

    family = "8beeeaaat"
    mutations = frozenset({"create_td_node", "update_td_node_parameters", "delete_td_node",
                           "execute_python_script", "exec_node_method"})
    reads = frozenset({"get_td_info", "get_td_nodes", "get_td_node_parameters", "get_td_node_errors",
                       "get_td_classes", "get_td_class_details", "get_td_module_help", "describe_td_tools",
                       "get_top_image"})

    def mutation(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                 is_error: bool) -> ToolFacts:
        data = _json_from(result_text, structured) or {}
        facts = ToolFacts(mutation=True)
        checks: list[Check] = []
        if tool == "create_td_node":
            made: dict[str, Any] = data["result"] if isinstance(data.get("result"), dict) else {}
            path = _s(made.get("path"))
            if path is None and result_text and (m := _CREATED.search(result_text)):
                path = m.group("path")
            if path is None and _s(args.get("nodeName")) and _s(args.get("parentPath")):
                path = _join(str(args["parentPath"]), str(args["nodeName"]))
            checks = [Check("exists", path, expected=_s(args.get("nodeType")))] if path else [Check("opaque", None)]
        elif tool == "update_td_node_parameters":
            path, props = _s(args.get("nodePath")), args.get("properties")
            if path and isinstance(props, dict):
                updated = data.get("updated") if isinstance(data.get("updated"), list) else None
                checks = [Check("param", path, key=str(k), expected=v) for k, v in props.items()
                          if updated is None or k in updated]
            else:
                checks = [Check("opaque", path)]
        elif tool == "delete_td_node":
            path = _s(args.get("nodePath"))
            checks = [Check("absent", path)] if path else [Check("opaque", None)]
        else:
            checks = [Check("opaque", _s(args.get("nodePath")))]
        facts.paths = [c.path for c in checks if c.path]
        if is_error:
            # no machine-readable error: a bridge timeout may still have applied; reads settle it
            facts.outcome = "ambiguous"
            facts.checks = [replace(c, ambiguous=True) for c in checks]
        else:
            facts.checks = checks
        return facts

    def observe(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                is_error: bool) -> list[Observation]:
        if is_error:
            path = _s(args.get("nodePath"))
            if path and tool == "get_td_node_parameters" and "not found" in (result_text or "").lower():
                return [Observation("op", path, exists=False)]
            return []
        data = _json_from(result_text, structured)
        if data is None:
            return []
        obs: list[Observation] = []
        if tool == "get_td_node_parameters" and _s(data.get("path")):
            path = str(data["path"])
            obs.append(Observation("op", path, value=_s(data.get("opType")), exists=True))
            for name, value in (data.get("properties") or {}).items():
                obs.append(Observation("param", path, key=str(name), value=value))
        elif tool == "get_td_nodes":
            for node in data.get("nodes") or []:
                if isinstance(node, dict) and _s(node.get("path")):
                    obs.append(Observation("op", str(node["path"]), value=_s(node.get("opType")), exists=True))
        return obs

    def plan(self, checks: list[Check]) -> list[tuple[str, dict[str, Any]]]:
        seen: list[str] = []
        for c in checks:
            if c.path and c.kind in ("exists", "param", "absent") and c.path not in seen:
                seen.append(c.path)
        return [("get_td_node_parameters", {"nodePath": p, "detailLevel": "detailed", "responseFormat": "json"})
                for p in seen]


class EngineAdapter(Adapter):
    """tdcontext's own engine tools in the copilot (server "tdcontext"): notes, pages, the brief.

    Checks use pseudo-paths `entry:<id>` and `brief:` (never shown as TouchDesigner paths).
    """

    family = "tdcontext"
    mutations = frozenset({"td_remember", "td_ingest_url", "td_forget", "manage_project_brief"})
    reads = frozenset({"td_search", "td_get", "td_context", "td_list_skills", "td_load_skill", "td_unload_skill",
                       "td_read_result"})

    def facts(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
              is_error: bool, *, tier_mutation: bool) -> ToolFacts:
        if tool == "manage_project_brief" and args.get("action") == "read":
            return ToolFacts(mutation=False, observations=self.observe(tool, args, result_text, structured, is_error))
        return super().facts(tool, args, result_text, structured, is_error, tier_mutation=tier_mutation)

    def mutation(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                 is_error: bool) -> ToolFacts:
        data = _json_from(result_text, structured) or {}
        if is_error:
            return ToolFacts(mutation=True, outcome="error")  # the engine validates before it writes
        if tool in ("td_remember", "td_ingest_url"):
            entry = _s(data.get("id")) or _s(data.get("entry_id"))
            return ToolFacts(mutation=True, checks=[Check("exists", f"entry:{entry}")] if entry else [Check("opaque", None)])
        if tool == "td_forget":
            entry = _s(data.get("forgotten")) or _s(args.get("id"))
            return ToolFacts(mutation=True, checks=[Check("absent", f"entry:{entry}")] if entry else [Check("opaque", None)])
        if data.get("status") == "ok" and _s(data.get("revision")):
            return ToolFacts(mutation=True, checks=[Check("param", "brief:", key="revision", expected=data["revision"])])
        outcome = "error" if data.get("status") in ("conflict", "not_configured") else "ok"
        return ToolFacts(mutation=True, outcome=outcome, checks=[] if outcome == "error" else [Check("opaque", None)])

    def observe(self, tool: str, args: dict[str, Any], result_text: str | None, structured: Any,
                is_error: bool) -> list[Observation]:
        if tool == "td_get" and _s(args.get("id")):
            if is_error:
                return [Observation("op", f"entry:{args['id']}", exists=False)] if "NotFound" in (result_text or "") else []
            return [Observation("op", f"entry:{args['id']}", exists=True)]
        if tool == "manage_project_brief" and not is_error:
            data = _json_from(result_text, structured) or {}
            if data.get("status") == "ok" and _s(data.get("revision")):
                return [Observation("param", "brief:", key="revision", value=data["revision"])]
        return []

    def plan(self, checks: list[Check]) -> list[tuple[str, dict[str, Any]]]:
        calls: list[tuple[str, dict[str, Any]]] = []
        for c in checks:
            if c.path and c.path.startswith("entry:") and c.kind in ("exists", "absent"):
                calls.append(("td_get", {"id": c.path[len("entry:"):]}))
            elif c.path == "brief:" and ("manage_project_brief", {"action": "read"}) not in calls:
                calls.append(("manage_project_brief", {"action": "read"}))
        return calls


ADAPTERS: dict[str, Adapter] = {a.family: a for a in (TDMCPAdapter(), PantaniAdapter(), EightBeeAdapter(),
                                                         EngineAdapter())}
_UNKNOWN = Adapter()
_CAMEL_KEYS = frozenset({"nodePath", "parentPath", "nodeType", "nodeName", "properties", "responseFormat",
                         "detailLevel"})


def family_of(tool: str, args: dict[str, Any], known: str | None = None) -> str:
    """The tool family of a call: the server's known family, else guessed from names and arguments."""
    if known and known in ADAPTERS and (tool in ADAPTERS[known].mutations or tool in ADAPTERS[known].reads):
        return known
    engine = ADAPTERS["tdcontext"]
    if tool in engine.mutations or tool in engine.reads:
        return "tdcontext"
    tdmcp = ADAPTERS["tdmcp"]
    if tool in tdmcp.mutations or tool in tdmcp.reads:
        return "tdmcp"
    if tool in ADAPTERS["pantani"].mutations | ADAPTERS["pantani"].reads | ADAPTERS["8beeeaaat"].reads:
        if _CAMEL_KEYS & set(args):
            return "8beeeaaat"
        if tool in ADAPTERS["pantani"].mutations or tool in ADAPTERS["pantani"].reads:
            return "pantani"
        return "8beeeaaat"
    return "unknown"


def adapter_for(family: str) -> Adapter:
    return ADAPTERS.get(family, _UNKNOWN)


# --------------------------------------------------------------------------- evaluation


def supersedes(new: Check, old: Check) -> bool:
    """True when a later check makes an earlier one moot (same target changed again, or deleted)."""
    if old.path is None or new.path is None or old.server != new.server:
        return False
    if new.kind == "absent":
        if old.path == new.path or old.path.startswith(new.path.rstrip("/") + "/"):
            return True
        return old.kind == "connected" and isinstance(old.expected, tuple) and (
            old.expected[0] == new.path or str(old.expected[0]).startswith(new.path.rstrip("/") + "/"))
    if new.kind == "exists":
        return old.path == new.path and old.kind in ("absent", "exists")
    if new.kind == "param":
        return old.kind == "param" and old.path == new.path and old.key == new.key
    if new.kind == "connected":
        return old.kind == "connected" and old.path == new.path and old.key == new.key
    return False


def evaluate(check: Check, observations: Iterable[Observation]) -> tuple[str, str | None]:
    """(PASS | FAIL | UNVERIFIED, how it was settled) from observations made after the check."""
    if check.kind == "opaque" or check.path is None:
        return UNVERIFIED, None
    relevant = [o for o in observations if o.seq > check.seq]
    # newest first: the latest read is the state the turn ended with
    for obs in reversed(relevant):
        verdict = _judge(check, obs)
        if verdict is None:
            continue
        applied = verdict
        if check.ambiguous:
            return PASS, "applied" if applied else "not_applied"
        return (PASS, "observed") if applied else (FAIL, "contradicted")
    return UNVERIFIED, None


def _judge(check: Check, obs: Observation) -> bool | None:
    """True = the state shows the mutation, False = it shows otherwise, None = says nothing."""
    path = check.path or ""
    if obs.kind == "listing" and path.rsplit("/", 1)[0] == obs.path.rstrip("/") and check.kind in ("exists", "absent"):
        name = path.rsplit("/", 1)[-1]
        present = name in obs.value
        if check.kind == "absent":
            return not present
        if not present:
            return False
        return check.expected is None or obs.value.get(name) in (None, check.expected)
    if obs.path != path:
        if obs.kind == "op" and obs.exists is False and path.startswith(obs.path.rstrip("/") + "/"):
            return check.kind == "absent"  # the parent is gone, so this is gone too
        return None
    if obs.kind == "op":
        if check.kind == "absent":
            return obs.exists is False
        if obs.exists is False:
            return False
        if check.kind == "exists":
            return check.expected is None or obs.value is None or obs.value == check.expected
        return None
    if check.kind == "absent":
        return False  # any successful read of the path shows it still exists
    if obs.kind == "param" and check.kind == "param" and obs.key == check.key:
        return values_match(check.expected, obs.value)
    if obs.kind == "inputs" and check.kind == "connected":
        index = _int(check.key)
        got = obs.value.get(index)
        if check.expected is None:
            return got is None
        if got is None:
            return False
        return bool(got[0] == check.expected[0] and (got[1] is None or got[1] == check.expected[1]))
    if check.kind == "exists" and obs.kind in ("param", "inputs"):
        return True  # the read found the operator
    return None


def plan_reads(checks: Iterable[Check], limit: int = 8) -> list[tuple[str, str, str, dict[str, Any]]]:
    """(server, family, tool, arguments) read-only calls that would settle `checks`, at most `limit`."""
    groups: dict[tuple[str, str], list[Check]] = {}
    for c in checks:
        if c.kind != "opaque" and c.family in ADAPTERS:
            groups.setdefault((c.server, c.family), []).append(c)
    calls = []
    for (server, family), group in groups.items():
        adapter = ADAPTERS[family]
        for tool, arguments in adapter.plan(group):
            if tool in adapter.reads or (tool, arguments) == ("manage_project_brief", {"action": "read"}):
                calls.append((server, family, tool, arguments))
    return calls[:limit]
