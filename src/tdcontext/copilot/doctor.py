"""`tdcontext doctor`: is the copilot ready? Each check says what is wrong and how to fix it.

Checks: endpoint reachable and key accepted (GET /models), the model served, each MCP server
(connects, lists tools, tiers), the index, the embedder, and the brief root.
Invariant: doctor never raises for a failing part; every failure is a check with a fix.
"""

from __future__ import annotations

from typing import Any

from ..config import Settings
from ..errors import TdcontextError

__all__ = ["run_checks"]


def _check(name: str, ok: bool, detail: str, fix: str = "") -> dict[str, Any]:
    return {"name": name, "ok": ok, "detail": detail, "fix": fix}


def run_checks(settings: Settings) -> list[dict[str, Any]]:
    from .llm import LLMClient, LLMConfig
    from .tools import (
        TIERS,
        MCPHub,
        MCPProjectRootProvider,
        ToolRegistry,
        parse_server_configs,
    )

    checks: list[dict[str, Any]] = []
    try:
        config = LLMConfig.from_settings(settings)
    except TdcontextError as exc:
        checks.append(_check("endpoint", False, str(exc), "fix llm_base_url / llm_model in config.toml"))
        config = None
    if config is not None:
        if not config.api_key:
            checks.append(_check("key", False, f"no API key for {config.base_url}", config.key_hint))
        else:
            client = LLMClient(config)
            try:
                models = client.list_models()
            except TdcontextError as exc:
                status = getattr(exc, "status", 0)
                name = "key" if status in (401, 403) else "endpoint"
                fix = config.key_hint if name == "key" else "check llm_base_url and the network"
                checks.append(_check(name, False, str(exc), fix))
            else:
                checks.append(_check("endpoint", True, f"{config.base_url} answers ({len(models)} models)"))
                checks.append(_check("key", True, "accepted"))
                if config.model in models:
                    checks.append(_check("model", True, config.model))
                else:
                    checks.append(_check("model", False, f"{config.model!r} is not served; available: "
                                         f"{', '.join(models[:30]) or '(none listed)'}",
                                         "set llm_model in config.toml or TDCONTEXT_LLM_MODEL"))
            finally:
                client.close()
    hub: MCPHub | None = None
    try:
        servers = parse_server_configs(settings.mcp_servers)
    except TdcontextError as exc:
        checks.append(_check("mcp servers", False, str(exc), "fix the [mcp_servers.*] tables in config.toml"))
        servers = []
    if not servers:
        checks.append(_check("mcp servers", True, "none configured (the copilot has only its own tools); add "
                             "[mcp_servers.touchdesigner] url = \"http://127.0.0.1:13316/mcp\""))
    else:
        hub = MCPHub(servers)
        outcome = hub.connect()
        try:
            registry = ToolRegistry([], hub, tier_overrides=settings.tool_tiers)
        except TdcontextError as exc:
            checks.append(_check("tool tiers", False, str(exc), "fix [tool_tiers] in config.toml"))
            registry = None
        for server in servers:
            error = outcome.get(server.name)
            if error:
                checks.append(_check(f"mcp {server.name}", False, f"{server.target}: {error}",
                                     "start TouchDesigner with the MCP server running (TDMCP: 127.0.0.1:13316), "
                                     "or fix url/command in config.toml"))
                continue
            specs = [s for s in (registry.specs.values() if registry else []) if s.server == server.name]
            counts = {t: sum(1 for s in specs if s.tier == t) for t in TIERS}
            tiers = ", ".join(f"{n} {t}" for t, n in counts.items() if n)
            check = _check(f"mcp {server.name}", True,
                           f"{len(specs)} tools ({tiers}), {hub.status()[server.name]['protocol']}")
            check["tools"] = {s.name: s.tier for s in specs}
            checks.append(check)
    try:
        from ..engine import Engine

        provider = MCPProjectRootProvider.from_configs(hub, servers) if hub is not None else None
        engine = Engine(settings, project_root_provider=provider if provider and provider.configured else None)
        try:
            status = engine.status()
            checks.append(_check("index", True, f"{status['entries']} entries, {status['pending_embeddings']} "
                                 "chunks waiting for vectors" if status["pending_embeddings"] else
                                 f"{status['entries']} entries"))
            if settings.embedder == "none":
                checks.append(_check("embedder", True, "disabled (BM25 only); context admission is degraded"))
            else:
                try:
                    engine.embedder.embed(["doctor"])
                    checks.append(_check("embedder", True, f"{settings.embedder} answers"))
                except TdcontextError as exc:
                    checks.append(_check("embedder", False, str(exc), "run `tdcontext index`; check worker_python"))
            root = engine.project_root_or_none()
            if root is not None:
                checks.append(_check("brief root", True, str(root)))
            else:
                why = provider.last_error if provider is not None and provider.last_error else "no source"
                checks.append(_check("brief root", False, f"not_configured ({why})",
                                     "set TDCONTEXT_PROJECT_ROOT, or project_root_tool = \"project_info\" and "
                                     "project_root_field = \"file\" on the TDMCP server, and save the .toe"))
        finally:
            engine.close()
    except TdcontextError as exc:
        checks.append(_check("index", False, str(exc), "run `tdcontext index --rebuild`"))
    if hub is not None:
        hub.close()
    return checks
