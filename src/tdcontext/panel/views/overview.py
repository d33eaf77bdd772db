"""Overview: index counts, the embedder and its daemon, degraded state, model, MCP servers, brief root."""

from __future__ import annotations

from typing import Any

from ...engine import Engine


def data(engine: Engine, *, run_checks: bool = False) -> dict[str, Any]:
    status = engine.status()
    settings = engine.settings
    servers = []
    for name, spec in sorted((getattr(settings, "mcp_servers", None) or {}).items()):
        spec = spec if isinstance(spec, dict) else {}
        target = spec.get("url") or " ".join([str(spec.get("command", ""))] + [str(a) for a in spec.get("args", [])])
        servers.append({"name": name, "target": target.strip()})
    checks: list[dict[str, Any]] | None = None
    if run_checks:
        from ...copilot.doctor import run_checks as doctor_checks

        checks = doctor_checks(settings)
    root = engine.project_root_or_none()
    counts = {k: v for k, v in status.items() if not isinstance(v, dict | list)}
    return {
        "counts": counts,
        "by_kind": status.get("by_kind") or {},
        "by_project": status.get("by_project") or {},
        "daemon": status.get("embed_daemon") or status.get("daemon"),
        "degraded": bool(status.get("degraded")),
        "degraded_reasons": status.get("degraded_reasons") or [],
        "model": {"base_url": getattr(settings, "llm_base_url", ""), "model": getattr(settings, "llm_model", ""),
                  "live": bool(getattr(settings, "live", False))},
        "servers": servers,
        "checks": checks,
        "brief_root": str(root) if root else None,
        "home": str(settings.home),
    }
