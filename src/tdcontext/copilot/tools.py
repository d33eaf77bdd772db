"""The copilot's tools: the engine's own (in process) and the configured MCP servers'.

Sources:
* engine tools - td_search, td_get, td_remember, td_ingest_url, td_load_skill, td_unload_skill,
  td_list_skills, manage_project_brief and td_read_result (pages through a capped result);
* MCP servers from `[mcp_servers.NAME]` in config.toml: `url = "http://127.0.0.1:13316/mcp"`
  (streamable HTTP; the new handshake first, then the older initialize handshake) or
  `command = "npx"` + `args = [...]` (stdio). Each server runs in one long-lived task on a
  private event loop thread, so one connection serves the whole session.

Tiers: read-only, mutating, destructive, code. They come from MCP annotations (no annotations:
mutating), then a built-in override map for servers whose hints understate risk (TDMCP's
set_dat_content, edit_custom_parameters, edit_operator and delete_operator are destructive,
execute_code is code), then config (`[tool_tiers]` and `[mcp_servers.NAME.tiers]`).

Invariants: the tool list of a session is built once, in a fixed order (cache-stable); a
colliding name is exposed as `server__tool`; a server that is down costs one warning and the
turn goes on without its tools; this is the only copilot module that imports the MCP SDK.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError, TdcontextError
from ..tokens import count_tokens, truncate_to_tokens

log = logging.getLogger("tdcontext.copilot")

__all__ = [
    "BUILTIN_TIER_OVERRIDES",
    "ENGINE_SERVER",
    "TIERS",
    "MCPHub",
    "MCPProjectRootProvider",
    "ServerConfig",
    "ToolRegistry",
    "ToolResult",
    "ToolSpec",
    "cap_result",
    "parse_server_configs",
    "tier_from_annotations",
]

TIERS = ("read-only", "mutating", "destructive", "code")
ENGINE_SERVER = "tdcontext"
_NAME_OK = re.compile(r"[^A-Za-z0-9_-]")

#: Tools whose annotations understate their risk, by tool name, on any server. These only
#: ever raise a tier; config can still set any tier explicitly.
BUILTIN_TIER_OVERRIDES: dict[str, str] = {
    # Derivative TDMCP
    "set_dat_content": "destructive",  # whole-DAT overwrite, annotated non-destructive
    "edit_custom_parameters": "destructive",  # delete / delete_page remove parameters and pages
    "edit_operator": "destructive",  # move_to is copy + delete
    "delete_operator": "destructive",  # auto-accepted by TDMCP by default: our consent is the gate
    "execute_code": "code",  # arbitrary Python inside TouchDesigner
    # Pantani/tdmcp and 8beeeaaat/touchdesigner-mcp (the latter sets no annotations)
    "delete_td_node": "destructive",
    "execute_python_script": "code",
    "exec_node_method": "code",
}


def tier_from_annotations(annotations: Any) -> str:
    """read-only / destructive from MCP hints; no annotations (or no hint) means mutating."""
    if annotations is None:
        return "mutating"
    read_only = getattr(annotations, "read_only_hint", None)
    destructive = getattr(annotations, "destructive_hint", None)
    if isinstance(annotations, dict):
        read_only = annotations.get("readOnlyHint", annotations.get("read_only_hint"))
        destructive = annotations.get("destructiveHint", annotations.get("destructive_hint"))
    if read_only is True:
        return "read-only"
    if destructive is True:
        return "destructive"
    return "mutating"


def _raise_tier(current: str, floor: str) -> str:
    return floor if TIERS.index(floor) > TIERS.index(current) else current


def _check_tier(value: Any, where: str) -> str:
    text = str(value).strip().lower().replace("_", "-")
    text = {"readonly": "read-only", "read": "read-only", "code-execution": "code"}.get(text, text)
    if text not in TIERS:
        raise InvalidInputError(f"{where}: tier {value!r} is not one of {', '.join(TIERS)}")
    return text


@dataclass(frozen=True)
class ToolSpec:
    """One tool as the model sees it (`name`) and where it really lives (`server`, `tool`)."""

    name: str
    server: str
    tool: str
    description: str
    input_schema: dict[str, Any]
    tier: str
    annotated: bool = False

    def to_openai(self) -> dict[str, Any]:
        return {"type": "function", "function": {"name": self.name, "description": self.description[:1024],
                                                  "parameters": self.input_schema}}


@dataclass
class ToolResult:
    """A tool's outcome as text for the model; `structured` when the tool returned JSON."""

    text: str
    structured: Any = None
    is_error: bool = False
    images: int = 0


def cap_result(text: str, cap_tokens: int, *, call_id: str) -> tuple[str, dict[str, Any] | None]:
    """(what the model gets, cut facts or None). The head, plus a note on how to read the rest."""
    if len(text.encode("utf-8", "surrogatepass")) <= cap_tokens:
        # the tokenizer is byte-level BPE: a token is at least one byte (not one character: "\x80" is two
        # bytes and may be two tokens), so a text of no more bytes than the cap is certainly under it
        return text, None
    total = count_tokens(text)
    if total <= cap_tokens:
        return text, None
    head = truncate_to_tokens(text, max(100, cap_tokens - 80))
    note = (f"\n\n[tdcontext: result truncated: showing the first {count_tokens(head):,} of {total:,} tokens "
            f"(characters 0-{len(head):,} of {len(text):,}). The full result is in the session log; read more "
            f"with td_read_result(call_id=\"{call_id}\", offset={len(head)}) only if you need it.]")
    return head + note, {"total_tokens": total, "total_chars": len(text), "shown_chars": len(head)}


# --------------------------------------------------------------------------- MCP servers


@dataclass(frozen=True)
class ServerConfig:
    """One `[mcp_servers.NAME]` table."""

    name: str
    url: str = ""
    command: str = ""
    args: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    tiers: tuple[tuple[str, str], ...] = ()
    project_root_tool: str = ""
    project_root_field: str = ""
    connect_timeout_seconds: float = 10.0
    call_timeout_seconds: float = 60.0

    @property
    def target(self) -> str:
        return self.url or " ".join((self.command, *self.args))


_SERVER_KEYS = {"url", "command", "args", "env", "tiers", "project_root_tool", "project_root_field",
                "connect_timeout_seconds", "call_timeout_seconds"}


def parse_server_configs(table: dict[str, Any]) -> list[ServerConfig]:
    """Validate `[mcp_servers.*]`; the message names the server and the key at fault."""
    out: list[ServerConfig] = []
    for name, raw in table.items():
        where = f"[mcp_servers.{name}]"
        if not re.fullmatch(r"[A-Za-z0-9_-]{1,32}", str(name)) or name == ENGINE_SERVER:
            raise InvalidInputError(f"{where}: server names are 1-32 letters, digits, '-' or '_' "
                                    f"(and not {ENGINE_SERVER!r})")
        if not isinstance(raw, dict):
            raise InvalidInputError(f"{where} must be a table with url = ... or command = ...")
        unknown = set(raw) - _SERVER_KEYS
        if unknown:
            raise InvalidInputError(f"{where}: unknown key(s) {sorted(unknown)}; known: {sorted(_SERVER_KEYS)}")
        url, command = str(raw.get("url", "")).strip(), str(raw.get("command", "")).strip()
        if bool(url) == bool(command):
            raise InvalidInputError(f"{where}: give exactly one of url (streamable HTTP) or command (stdio)")
        if url and not url.startswith(("http://", "https://")):
            raise InvalidInputError(f"{where}: url {url!r} must start with http:// or https://")
        args = raw.get("args", [])
        env = raw.get("env", {})
        tiers = raw.get("tiers", {})
        if not isinstance(args, list) or not isinstance(env, dict) or not isinstance(tiers, dict):
            raise InvalidInputError(f"{where}: args is a list, env and tiers are tables")
        out.append(ServerConfig(
            name=str(name), url=url, command=command, args=tuple(str(a) for a in args),
            env=tuple((str(k), str(v)) for k, v in env.items()),
            tiers=tuple((str(k), _check_tier(v, f"{where}.tiers.{k}")) for k, v in tiers.items()),
            project_root_tool=str(raw.get("project_root_tool", "")),
            project_root_field=str(raw.get("project_root_field", "")),
            connect_timeout_seconds=float(raw.get("connect_timeout_seconds", 10.0)),
            call_timeout_seconds=float(raw.get("call_timeout_seconds", 60.0)),
        ))
    return out


@dataclass
class _Conn:
    config: ServerConfig
    tools: list[Any] = field(default_factory=list)
    queue: asyncio.Queue[Any] | None = None
    task: asyncio.Task[Any] | None = None
    error: str | None = None
    protocol: str = ""


def _result_from_mcp(result: Any) -> ToolResult:
    parts: list[str] = []
    images = 0
    for block in getattr(result, "content", None) or ():
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(str(block.text))
        elif kind == "image":
            images += 1
            size = len(getattr(block, "data", "") or "") * 3 // 4
            parts.append(f"[image: {getattr(block, 'mime_type', 'image')} of about {size:,} bytes, not shown]")
        elif kind == "audio":
            parts.append(f"[audio: {getattr(block, 'mime_type', 'audio')}, not shown]")
        elif kind == "resource":
            resource = getattr(block, "resource", None)
            text = getattr(resource, "text", None)
            parts.append(str(text) if text is not None else f"[resource {getattr(resource, 'uri', '')}, not shown]")
        elif kind == "resource_link":
            parts.append(f"[resource link: {getattr(block, 'uri', '')}]")
        else:
            parts.append(f"[{kind or 'unknown'} content, not shown]")
    structured = getattr(result, "structured_content", None)
    if not parts and structured is not None:
        parts.append(json.dumps(structured, ensure_ascii=False))
    if structured is None and len(parts) == 1:
        try:
            structured = json.loads(parts[0])
        except ValueError:
            structured = None
    return ToolResult(text="\n".join(parts), structured=structured,
                      is_error=bool(getattr(result, "is_error", False)), images=images)


class MCPHub:
    """Connections to the configured MCP servers, on one private event-loop thread."""

    def __init__(self, configs: list[ServerConfig]) -> None:
        self.configs = list(configs)
        self._conns: dict[str, _Conn] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.warnings: list[str] = []
        self._warned: set[str] = set()

    # ---- lifecycle ---------------------------------------------------------------------------

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                ready = threading.Event()

                def run() -> None:
                    asyncio.set_event_loop(loop)
                    loop.call_soon(ready.set)
                    loop.run_forever()

                self._thread = threading.Thread(target=run, name="tdcontext-mcp", daemon=True)
                self._thread.start()
                ready.wait()
                self._loop = loop
            return self._loop

    def connect(self) -> dict[str, str | None]:
        """Connect every server not yet connected; returns {server: error or None}."""
        outcome: dict[str, str | None] = {}
        for config in self.configs:
            conn = self._conns.get(config.name)
            if conn is not None and conn.error is None:
                outcome[config.name] = None
                continue
            outcome[config.name] = self._connect_one(config)
        return outcome

    def _connect_one(self, config: ServerConfig) -> str | None:
        loop = self._ensure_loop()
        conn = _Conn(config)
        ready: Future[Any] = Future()
        error: str | None = None
        for mode in ("auto", "legacy"):  # the new handshake first; TDMCP speaks 2025-06-18
            ready = Future()
            conn.queue = None

            def start(mode: str = mode, ready: Future[Any] = ready) -> None:
                conn.task = loop.create_task(self._serve(conn, mode, ready))

            loop.call_soon_threadsafe(start)
            try:
                ready.result(timeout=config.connect_timeout_seconds)
                error = None
                break
            except FutureTimeout:
                error = f"no answer within {config.connect_timeout_seconds:g} s"
                self._cancel(conn)
            except Exception as exc:  # noqa: BLE001 - any failure to connect is reported the same way
                error = _describe(exc)
                self._cancel(conn)
        conn.error = error
        self._conns[config.name] = conn
        if error is not None:
            self._warn(config.name, f"MCP server {config.name!r} ({config.target}) is unavailable: {error}; "
                                    "continuing without its tools (run `tdcontext doctor`)")
        return error

    def _cancel(self, conn: _Conn) -> None:
        loop = self._loop
        task = conn.task
        if loop is not None and task is not None:
            loop.call_soon_threadsafe(task.cancel)

    async def _serve(self, conn: _Conn, mode: str, ready: Future[Any]) -> None:
        from mcp import Client, StdioServerParameters

        config = conn.config
        target: Any
        if config.url:
            target = config.url
        else:
            target = StdioServerParameters(command=config.command, args=list(config.args),
                                           env=dict(config.env) or None)
        try:
            async with Client(target, mode=mode, read_timeout_seconds=config.call_timeout_seconds) as client:
                listed = await client.list_tools()
                tools = list(listed.tools)
                cursor = getattr(listed, "next_cursor", None)
                while cursor:
                    listed = await client.list_tools(cursor=cursor)
                    tools.extend(listed.tools)
                    cursor = getattr(listed, "next_cursor", None)
                conn.tools = tools
                try:
                    conn.protocol = f"protocol {client.protocol_version}" + (" (legacy handshake)"
                                                                             if mode == "legacy" else "")
                except Exception:  # noqa: BLE001 - the version is informational only
                    conn.protocol = f"{mode} handshake"
                conn.queue = asyncio.Queue()
                if not ready.done():
                    ready.set_result(True)
                while True:
                    item = await conn.queue.get()
                    if item is None:
                        return
                    name, arguments, reply = item
                    try:
                        result = await client.call_tool(name, arguments)
                        reply.set_result(_result_from_mcp(result))
                    except Exception as exc:  # noqa: BLE001 - a failed call is a tool error for the model
                        reply.set_result(ToolResult(text=f"tool call failed: {_describe(exc)}", is_error=True))
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else RuntimeError("cancelled"))
            conn.error = conn.error or _describe(exc) if isinstance(exc, Exception) else conn.error
            if conn.queue is not None:  # fail whatever is still waiting
                while not conn.queue.empty():
                    item = conn.queue.get_nowait()
                    if item is not None:
                        item[2].set_result(ToolResult(text=f"server {config.name!r} disconnected", is_error=True))
            if not isinstance(exc, Exception):
                raise

    def close(self) -> None:
        loop = self._loop
        if loop is None:
            return
        for conn in self._conns.values():
            if conn.queue is not None and conn.task is not None and not conn.task.done():
                queue = conn.queue
                loop.call_soon_threadsafe(queue.put_nowait, None)
        deadline = time.monotonic() + 3.0
        for conn in self._conns.values():
            while conn.task is not None and not conn.task.done() and time.monotonic() < deadline:
                time.sleep(0.01)
            if conn.task is not None and not conn.task.done():
                self._cancel(conn)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=3.0)
        self._loop = None

    # ---- use ---------------------------------------------------------------------------------

    def _warn(self, key: str, message: str) -> None:
        if key not in self._warned:  # one warning per server per session
            self._warned.add(key)
            self.warnings.append(message)
            log.info("%s", message)  # the session surfaces it once, as a turn warning

    def status(self) -> dict[str, dict[str, Any]]:
        return {name: {"error": c.error, "tools": len(c.tools), "protocol": c.protocol}
                for name, c in self._conns.items()}

    def server_tools(self, server: str) -> list[Any]:
        conn = self._conns.get(server)
        return list(conn.tools) if conn is not None and conn.error is None else []

    def call(self, server: str, tool: str, arguments: dict[str, Any]) -> ToolResult:
        """Call one tool; a down server or a timeout is an error result, never an exception."""
        conn = self._conns.get(server)
        if conn is None or conn.error is not None or conn.queue is None or self._loop is None:
            why = conn.error if conn is not None and conn.error else "not connected"
            return ToolResult(text=f"MCP server {server!r} is unavailable ({why})", is_error=True)
        reply: Future[ToolResult] = Future()
        queue = conn.queue
        self._loop.call_soon_threadsafe(queue.put_nowait, (tool, arguments, reply))
        timeout = conn.config.call_timeout_seconds + 5.0
        try:
            return reply.result(timeout=timeout)
        except FutureTimeout:
            return ToolResult(text=f"{server}.{tool} gave no answer within {timeout:g} s", is_error=True)


def _describe(exc: BaseException) -> str:
    parts = [f"{type(exc).__name__}: {exc}".strip().rstrip(":")]
    inner = getattr(exc, "exceptions", None)  # an ExceptionGroup from a task group
    if inner:
        parts = [_describe(e) for e in inner[:2]]
    return "; ".join(parts)[:300]


class MCPProjectRootProvider:
    """The brief's project root from a TouchDesigner MCP server (e.g. TDMCP `project_info`).

    Configured per server: `project_root_tool` (a read-only tool) and `project_root_field`
    (a dotted path into its JSON result, e.g. "project.path"). A `.toe` file gives its folder.
    The answer is cached for the session; an unsaved project, an error or no configuration
    gives None (the brief is then `not_configured`), never the current directory.
    """

    def __init__(self, hub: MCPHub | None, config: ServerConfig | None) -> None:
        self.hub = hub
        self.config = config
        self._cached: tuple[Path | None] | None = None
        self.last_error: str | None = None

    @classmethod
    def from_configs(cls, hub: MCPHub, configs: list[ServerConfig]) -> MCPProjectRootProvider:
        chosen = next((c for c in configs if c.project_root_tool and c.project_root_field), None)
        return cls(hub, chosen)

    @property
    def configured(self) -> bool:
        return self.hub is not None and self.config is not None

    def refresh(self) -> None:
        self._cached = None

    def project_root(self) -> Path | None:
        if self._cached is None:
            self._cached = (self._ask(),)
        return self._cached[0]

    def _ask(self) -> Path | None:
        if self.hub is None or self.config is None:
            return None
        if self.config.name not in self.hub.status():
            self.hub.connect()
        result = self.hub.call(self.config.name, self.config.project_root_tool, {})
        if result.is_error:
            self.last_error = result.text[:200]
            return None
        data = result.structured
        if data is None:
            try:
                data = json.loads(result.text)
            except ValueError:
                self.last_error = "the result is not JSON"
                return None
        for key in self.config.project_root_field.split("."):
            data = data.get(key) if isinstance(data, dict) else None
        if not isinstance(data, str) or not data.strip():
            self.last_error = "unsaved project (no path reported)"
            return None
        path = Path(data.strip())
        if not path.is_absolute():
            self.last_error = f"the reported path {data!r:.80} is not absolute"
            return None
        if path.suffix.lower() == ".toe":
            path = path.parent
        if not path.is_dir():
            self.last_error = f"the reported folder {str(path)!r:.120} does not exist (unsaved project?)"
            return None
        return path


# --------------------------------------------------------------------------- the registry

EngineCall = Callable[[dict[str, Any]], ToolResult]


@dataclass(frozen=True)
class EngineTool:
    spec: ToolSpec
    run: EngineCall
    tier_for: Callable[[dict[str, Any]], str] | None = None


class ToolRegistry:
    """Every tool of a session, by exposed name, with its tier."""

    def __init__(self, engine_tools: list[EngineTool], hub: MCPHub | None, *,
                 tier_overrides: dict[str, Any] | None = None) -> None:
        self.hub = hub
        self._engine = {t.spec.name: t for t in engine_tools}
        self._overrides = {str(k): _check_tier(v, f"[tool_tiers].{k}") for k, v in (tier_overrides or {}).items()}
        self.specs: dict[str, ToolSpec] = {}
        self._build()

    def _build(self) -> None:
        specs: list[ToolSpec] = [t.spec for t in self._engine.values()]
        mcp_specs: list[ToolSpec] = []
        if self.hub is not None:
            for config in self.hub.configs:
                server_overrides = dict(config.tiers)
                for tool in self.hub.server_tools(config.name):
                    annotations = getattr(tool, "annotations", None)
                    tier = _raise_tier(tier_from_annotations(annotations),
                                       BUILTIN_TIER_OVERRIDES.get(tool.name, "read-only"))
                    for key in (tool.name, f"{config.name}.{tool.name}", f"{config.name}__{tool.name}"):
                        if key in self._overrides:
                            tier = self._overrides[key]
                    tier = server_overrides.get(tool.name, tier)
                    schema = getattr(tool, "input_schema", None) or {"type": "object", "properties": {}}
                    mcp_specs.append(ToolSpec(name=tool.name, server=config.name, tool=tool.name,
                                              description=str(getattr(tool, "description", "") or ""),
                                              input_schema=dict(schema), tier=tier,
                                              annotated=annotations is not None))
        counts: dict[str, int] = {}
        for spec in specs + mcp_specs:
            counts[spec.name] = counts.get(spec.name, 0) + 1
        for spec in mcp_specs:
            name = spec.name
            if counts[name] > 1:
                name = f"{_NAME_OK.sub('_', spec.server)}__{spec.tool}"
            specs.append(ToolSpec(name=_NAME_OK.sub("_", name)[:64], server=spec.server, tool=spec.tool,
                                  description=spec.description, input_schema=spec.input_schema, tier=spec.tier,
                                  annotated=spec.annotated))
        self.specs = {s.name: s for s in specs}

    def refresh(self) -> None:
        self._build()

    def openai_tools(self) -> list[dict[str, Any]]:
        return [s.to_openai() for s in self.specs.values()]

    def tier_of(self, name: str, arguments: dict[str, Any]) -> str:
        spec = self.specs[name]
        engine_tool = self._engine.get(name)
        if engine_tool is not None and engine_tool.tier_for is not None:
            return engine_tool.tier_for(arguments)
        return spec.tier

    def find(self, server: str, tool: str) -> ToolSpec | None:
        return next((s for s in self.specs.values() if s.server == server and s.tool == tool), None)

    def call(self, name: str, arguments: dict[str, Any]) -> ToolResult:
        spec = self.specs.get(name)
        if spec is None:
            known = ", ".join(sorted(self.specs))
            return ToolResult(text=f"there is no tool {name!r}; available tools: {known}", is_error=True)
        if spec.server == ENGINE_SERVER:
            try:
                return self._engine[name].run(arguments)
            except TdcontextError as exc:
                return ToolResult(text=f"{exc.type_name}: {exc}", is_error=True)
            except (TypeError, ValueError) as exc:
                return ToolResult(text=f"bad arguments for {name}: {exc}", is_error=True)
        assert self.hub is not None
        return self.hub.call(spec.server, spec.tool, arguments)
