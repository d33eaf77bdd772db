"""An in-memory TouchDesigner-like network: operators, parameters, connections, undo labels.

This is the state behind the TouchDesigner MCP test server (tests only; the product never
imports it). It models what verification needs to be honest about:

* operators live at absolute paths under COMPs, with a type (`noiseTOP`), a family (`TOP`),
  a node position and per-type parameters with defaults;
* names are sanitised and auto-numbered the way TouchDesigner does it, so the created path
  can differ from the requested name (`"my noise"` -> `my_noise`, no name -> `noise1`);
* menu parameters store and report menu *names*; an integer sets by index;
* connections are per input index (one source per input, many outputs per source);
* every mutation pushes one undo label `MCP <tool> <path>`.

Invariant: every method either applies its whole change or raises `TDError` and changes
nothing; the lock makes the network safe to read from a test thread while the server runs.
"""

from __future__ import annotations

import copy
import fnmatch
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

FAMILIES = ("COMP", "TOP", "CHOP", "SOP", "DAT", "MAT", "POP")


class TDError(Exception):
    """A TouchDesigner-side failure with a TDMCP machine code and its facts."""

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details

    def body(self) -> dict[str, Any]:
        """The TDMCP error body: {"error": ..., "details": {"code": ..., ...}}."""
        return {"error": self.message, "details": {"code": self.code, **self.details}}


@dataclass(frozen=True)
class ParSpec:
    """One parameter of an operator type: kind is float|int|toggle|menu|str|op|pulse."""

    kind: str
    default: Any
    menu: tuple[str, ...] = ()


def _f(default: float) -> ParSpec:
    return ParSpec("float", float(default))


def _i(default: int) -> ParSpec:
    return ParSpec("int", int(default))


def _t(default: bool) -> ParSpec:
    return ParSpec("toggle", bool(default))


def _m(default: str, *names: str) -> ParSpec:
    return ParSpec("menu", default, tuple(names))


def _s(default: str = "") -> ParSpec:
    return ParSpec("str", default)


_NOISE_TYPES = ("perlin2d", "perlin3d", "perlin4d", "simplex2d", "simplex3d", "simplex4d",
                "randomgpu", "sparse", "hermite", "harmonic", "random", "alligator")
_TOP_COMMON = {"resolutionw": _i(256), "resolutionh": _i(256),
               "outputresolution": _m("useinput", "useinput", "eighth", "quarter", "half", "2x", "4x", "8x", "fit", "limit", "custom"),
               "format": _m("useinput", "useinput", "rgba8fixed", "rgba16float", "rgba32float", "mono8fixed")}

#: A small, real-looking catalog. Tests may add types through `TDNetwork(types=...)`.
DEFAULT_TYPES: dict[str, dict[str, ParSpec]] = {
    "baseCOMP": {},
    "containerCOMP": {"w": _i(1280), "h": _i(720), "opacity": _f(1.0)},
    "geometryCOMP": {"tx": _f(0), "ty": _f(0), "tz": _f(0), "rx": _f(0), "ry": _f(0), "rz": _f(0),
                     "scale": _f(1.0), "material": ParSpec("op", "")},
    "noiseTOP": {"type": _m("sparse", *_NOISE_TYPES), "seed": _f(1.0), "period": _f(1.0),
                 "harmon": _i(2), "rough": _f(0.5), "exp": _f(1.0), "amp": _f(0.5),
                 "offset": _f(0.5), "mono": _t(True), **_TOP_COMMON},
    "levelTOP": {"brightness1": _f(1.0), "gamma1": _f(1.0), "contrast": _f(1.0),
                 "opacity": _f(1.0), "invert": _f(0.0), **_TOP_COMMON},
    "constantTOP": {"colorr": _f(0.0), "colorg": _f(0.0), "colorb": _f(0.0), "alpha": _f(1.0), **_TOP_COMMON},
    "blurTOP": {"size": _f(10.0), "type": _m("gaussian", "gaussian", "box", "triangle"), **_TOP_COMMON},
    "transformTOP": {"tx": _f(0.0), "ty": _f(0.0), "rotate": _f(0.0), "sx": _f(1.0), "sy": _f(1.0), **_TOP_COMMON},
    "feedbackTOP": {"top": ParSpec("op", ""), "resetpulse": ParSpec("pulse", False), **_TOP_COMMON},
    "compositeTOP": {"operand": _m("over", "over", "under", "add", "multiply", "screen", "subtract"), **_TOP_COMMON},
    "nullTOP": {**_TOP_COMMON},
    "outTOP": {**_TOP_COMMON},
    "moviefileinTOP": {"file": _s(""), "play": _t(True), "speed": _f(1.0), **_TOP_COMMON},
    "lfoCHOP": {"wavetype": _m("sin", "sin", "gaussian", "triangle", "ramp", "square", "pulse"),
                "frequency": _f(1.0), "amp": _f(1.0), "offset": _f(0.0)},
    "noiseCHOP": {"type": _m("sparse", "sparse", "hermite", "harmonic", "random", "alligator"),
                  "seed": _f(1.0), "period": _f(1.0), "amp": _f(1.0)},
    "mathCHOP": {"gain": _f(1.0), "postoff": _f(0.0), "preoff": _f(0.0)},
    "audiofileinCHOP": {"file": _s(""), "play": _t(True), "volume": _f(1.0)},
    "nullCHOP": {},
    "constantCHOP": {"name0": _s("chan1"), "value0": _f(0.0)},
    "textDAT": {"language": _m("python", "python", "glsl", "text")},
    "tableDAT": {},
    "sphereSOP": {"rad": _f(1.0), "freq": _i(2)},
    "nullSOP": {},
    "phongMAT": {"diffr": _f(1.0), "diffg": _f(1.0), "diffb": _f(1.0)},
    "particlePOP": {"birthrate": _f(100.0)},
}


def family_of(op_type: str) -> str:
    for fam in FAMILIES:
        if op_type.endswith(fam):
            return fam
    raise TDError("invalid_argument", f"Unknown operator type: {op_type!r}", type=op_type)


def base_name(op_type: str) -> str:
    """noiseTOP -> noise (TouchDesigner's auto-name stem)."""
    return op_type[: -len(family_of(op_type))] or op_type


_BAD_NAME = re.compile(r"[^A-Za-z0-9_]")


def sanitise_name(name: str) -> str:
    """TouchDesigner replaces characters not allowed in names with '_'."""
    cleaned = _BAD_NAME.sub("_", name.strip())
    if not cleaned:
        raise TDError("invalid_argument", f"Invalid operator name: {name!r}", name=name)
    return cleaned


@dataclass
class Operator:
    path: str
    type: str
    node_x: int = 0
    node_y: int = 0
    values: dict[str, Any] = field(default_factory=dict)  # only non-default values
    exprs: dict[str, str] = field(default_factory=dict)
    inputs: dict[int, tuple[str, int]] = field(default_factory=dict)  # to_index -> (from path, from index)
    errors: str = ""
    viewer: bool = True
    bypass: bool = False
    code_log: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.path.rsplit("/", 1)[-1]

    @property
    def parent(self) -> str:
        parent = self.path.rsplit("/", 1)[0]
        return parent or "/"

    @property
    def family(self) -> str:
        return family_of(self.type)


def _join(parent: str, name: str) -> str:
    return f"/{name}" if parent == "/" else f"{parent}/{name}"


class TDNetwork:
    """The whole project: `/` plus whatever the test seeds. All methods are thread-safe."""

    def __init__(
        self,
        operators: list[dict[str, Any]] | None = None,
        *,
        types: dict[str, dict[str, ParSpec]] | None = None,
        project_name: str = "NewProject",
        toe_path: str | None = None,
        perform_mode: bool = False,
        td_version: str = "2025.32460",
    ) -> None:
        """`operators`: [{"path", "type", "parameters"?, "nodeX"?, "nodeY"?, "errors"?}], parents first.

        `toe_path` None models an unsaved project (project_info reports no folder).
        """
        self.lock = threading.RLock()
        self.types: dict[str, dict[str, ParSpec]] = {**DEFAULT_TYPES, **(types or {})}
        self.ops: dict[str, Operator] = {"/": Operator("/", "baseCOMP")}
        self.undo_stack: list[str] = []
        self.executed_code: list[str] = []
        self.project_name = project_name
        self.toe_path = toe_path
        self.perform_mode = perform_mode
        self.td_version = td_version
        if operators is None:
            operators = [{"path": "/project1", "type": "containerCOMP"}]
        for spec in operators:
            path = spec["path"]
            parent = path.rsplit("/", 1)[0]
            self._require_comp(parent or "/")
            op = Operator(path, spec["type"], int(spec.get("nodeX", 0)), int(spec.get("nodeY", 0)))
            family_of(op.type)
            self.ops[path] = op
            self._apply_values(op, spec.get("parameters") or {})
            op.errors = str(spec.get("errors", ""))
        for spec in operators:
            for conn in spec.get("inputs", []):  # [{"from": path, "from_index": 0, "to_index": 0}]
                self.ops[spec["path"]].inputs[int(conn.get("to_index", 0))] = (conn["from"], int(conn.get("from_index", 0)))

    # ------------------------------------------------------------------ lookups

    def get(self, path: str) -> Operator:
        path = self._norm(path)
        op = self.ops.get(path)
        if op is None:
            raise TDError("operator_not_found", f"Operator not found: {path}", path=path)
        return op

    def exists(self, path: str) -> bool:
        with self.lock:
            return self._norm(path) in self.ops

    def children(self, parent: str, depth: int = 1) -> list[Operator]:
        parent = self._norm(parent)
        prefix = "/" if parent == "/" else parent + "/"
        out = []
        for path, op in self.ops.items():
            if path == "/" or not path.startswith(prefix):
                continue
            level = path[len(prefix):].count("/") + 1
            if level <= max(depth, 1):
                out.append(op)
        return out

    def spec(self, op: Operator) -> dict[str, ParSpec]:
        return self.types.get(op.type, {})

    def value(self, op: Operator, name: str) -> Any:
        spec = self.spec(op)
        if name not in spec:
            raise TDError("parameter_not_found", f"Parameter not found: {name} on {op.path}",
                          parameter=name, path=op.path)
        return op.values.get(name, spec[name].default)

    def is_default(self, op: Operator, name: str) -> bool:
        return name not in op.exprs and self.value(op, name) == self.spec(op)[name].default

    def outputs(self, path: str) -> list[tuple[str, int, int]]:
        """(to path, to index, from index) for every wire leaving `path`."""
        out = []
        for op in self.ops.values():
            for to_index, (src, from_index) in sorted(op.inputs.items()):
                if src == path:
                    out.append((op.path, to_index, from_index))
        return out

    # ------------------------------------------------------------------ mutations

    def create(self, parent: str, op_type: str, name: str | None = None, *, node_x: int = 0,
               node_y: int = 0, parameters: dict[str, Any] | None = None, viewer: bool = True,
               undo_tool: str = "create_operator") -> tuple[Operator, bool]:
        """Create (or reuse a same-type, same-name) operator. Returns (op, already_existed)."""
        with self.lock:
            parent = self._norm(parent)
            self._require_comp(parent)
            if op_type not in self.types:
                family_of(op_type)  # raises on a type without a family suffix
                raise TDError("invalid_argument", f"Unknown operator type: {op_type!r}", type=op_type)
            if name:
                clean = sanitise_name(name)
                path = _join(parent, clean)
                existing = self.ops.get(path)
                if existing is not None:
                    if existing.type != op_type:
                        raise TDError("operator_type_mismatch",
                                      f"{path} exists as {existing.type}, not {op_type}",
                                      path=path, existing_type=existing.type, requested_type=op_type)
                    return existing, True
            else:
                stem = base_name(op_type)
                n = 1
                while _join(parent, f"{stem}{n}") in self.ops:
                    n += 1
                path = _join(parent, f"{stem}{n}")
            op = Operator(path, op_type, node_x, node_y, viewer=viewer)
            if parameters:
                self._check_values(op, parameters)
            self.ops[path] = op
            if parameters:
                self._apply_values(op, parameters)
            self.undo_stack.append(f"MCP {undo_tool} {path}")
            return op, False

    def set_values(self, path: str, values: dict[str, Any], *, undo_tool: str = "set_parameters") -> list[dict[str, Any]]:
        """Set parameters atomically; returns [{name, value}] as stored (menus as names)."""
        with self.lock:
            op = self.get(path)
            self._check_values(op, values)
            result = self._apply_values(op, values)
            self.undo_stack.append(f"MCP {undo_tool} {op.path}")
            return result

    def connect(self, from_path: str, to_path: str, from_index: int = 0, to_index: int = 0,
                *, undo_tool: str = "wiring") -> None:
        with self.lock:
            src, dst = self.get(from_path), self.get(to_path)
            if src.family != dst.family and not (src.family == "COMP" or dst.family == "COMP"):
                raise TDError("wrong_operator_type",
                              f"cannot wire {src.type} into {dst.type}: families differ",
                              from_path=src.path, to_path=dst.path)
            if src.parent != dst.parent:
                raise TDError("invalid_argument", "operators must share a parent to be wired",
                              from_path=src.path, to_path=dst.path)
            dst.inputs[int(to_index)] = (src.path, int(from_index))
            self.undo_stack.append(f"MCP {undo_tool} {dst.path}")

    def disconnect(self, to_path: str, to_index: int = 0, *, undo_tool: str = "wiring") -> None:
        with self.lock:
            dst = self.get(to_path)
            dst.inputs.pop(int(to_index), None)
            self.undo_stack.append(f"MCP {undo_tool} {dst.path}")

    def delete(self, path: str, *, undo_tool: str = "delete_operator") -> Operator:
        with self.lock:
            op = self.get(path)
            if op.path == "/":
                raise TDError("invalid_argument", "cannot delete the root", path="/")
            doomed = {op.path} | {c.path for c in self.children(op.path, depth=1_000)}
            for p in doomed:
                del self.ops[p]
            for other in self.ops.values():
                for idx, (src, _fi) in list(other.inputs.items()):
                    if src in doomed:
                        del other.inputs[idx]
            self.undo_stack.append(f"MCP {undo_tool} {op.path}")
            return op

    def snapshot(self) -> dict[str, dict[str, Any]]:
        """A deep copy of every operator's facts (for test assertions)."""
        with self.lock:
            return {
                path: {"type": op.type, "values": copy.deepcopy(op.values), "exprs": dict(op.exprs),
                       "inputs": dict(op.inputs)}
                for path, op in self.ops.items()
            }

    # ------------------------------------------------------------------ helpers

    def _norm(self, path: str) -> str:
        if not isinstance(path, str) or not path.startswith("/"):
            raise TDError("invalid_argument", f"path must be absolute: {path!r}", path=str(path))
        return path.rstrip("/") or "/"

    def _require_comp(self, path: str) -> Operator:
        op = self.get(path)
        if op.family != "COMP":
            raise TDError("wrong_operator_type", f"{path} is a {op.type}, not a COMP", path=path, type=op.type)
        return op

    def _coerce(self, op: Operator, name: str, raw: Any) -> Any:
        spec = self.spec(op).get(name)
        if spec is None:
            raise TDError("parameter_not_found", f"Parameter not found: {name} on {op.path}",
                          parameter=name, path=op.path)
        if spec.kind == "menu":
            if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < len(spec.menu):
                return spec.menu[raw]
            if raw not in spec.menu:
                raise TDError("invalid_menu_value",
                              f"invalid menu value {raw!r} for {name!r} \u2014 valid: {list(spec.menu)}",
                              parameter=name, valid_values=list(spec.menu), path=op.path)
            return raw
        try:
            if spec.kind == "float":
                if isinstance(raw, bool):
                    raise ValueError
                return float(raw)
            if spec.kind == "int":
                if isinstance(raw, bool):
                    raise ValueError
                return int(raw)
            if spec.kind in ("toggle", "pulse"):
                if isinstance(raw, bool):
                    return raw
                if raw in (0, 1):
                    return bool(raw)
                raise ValueError
        except (TypeError, ValueError):
            raise TDError("invalid_argument", f"bad value {raw!r} for {spec.kind} parameter {name!r}",
                          parameter=name, path=op.path) from None
        return str(raw)

    def _check_values(self, op: Operator, values: dict[str, Any]) -> None:
        for name, raw in values.items():
            if isinstance(raw, dict):
                if name not in self.spec(op):
                    self._coerce(op, name, None)
                if not ({"expr", "reset", "unbind"} & raw.keys()):
                    raise TDError("invalid_argument", f"unknown value form for {name!r}", parameter=name)
            else:
                self._coerce(op, name, raw)

    def _apply_values(self, op: Operator, values: dict[str, Any]) -> list[dict[str, Any]]:
        done = []
        for name, raw in values.items():
            spec = self.spec(op).get(name)
            if isinstance(raw, dict):
                if "expr" in raw:
                    op.exprs[name] = str(raw["expr"])
                    done.append({"name": name, "expr": op.exprs[name]})
                    continue
                op.exprs.pop(name, None)
                if raw.get("reset"):
                    op.values.pop(name, None)
                done.append({"name": name, "value": self.value(op, name)})
                continue
            value = self._coerce(op, name, raw)
            op.exprs.pop(name, None)
            if spec is not None and value == spec.default:
                op.values.pop(name, None)
            else:
                op.values[name] = value
            done.append({"name": name, "value": value})
        return done

    def walk(self) -> Iterator[Operator]:
        with self.lock:
            yield from list(self.ops.values())

    def match(self, root: str, pattern: str | None, depth: int) -> list[Operator]:
        ops = self.children(root, depth)
        if pattern:
            ops = [o for o in ops if fnmatch.fnmatchcase(o.name, pattern)]
        return ops
