"""Continuity: the config-only projection for a route (recomputed as you type) and the three
policies simulated side by side on the same synthetic session."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine import Engine
from ...errors import InvalidInputError

POLICIES = ("cliff", "band", "cache_first")
FIELDS = ("window", "reserved", "headroom", "threshold_ratio", "retain_ratio", "trigger_ratio", "protect_ratio",
          "max_per_batch", "high_ratio", "low_ratio", "drain_protect_ratio")
INT_FIELDS = ("window", "reserved", "headroom", "max_per_batch")


def parse(params: Mapping[str, str]) -> dict[str, Any]:
    """Numbers from the query string; a bad one is an InvalidInputError naming it."""
    out: dict[str, Any] = {}
    for key in FIELDS:
        raw = (params.get(key) or "").strip()
        if not raw:
            continue
        try:
            out[key] = int(raw.replace(",", "").replace("_", "")) if key in INT_FIELDS else float(raw)
        except ValueError:
            raise InvalidInputError(f"{key} must be a number, got {raw[:40]!r}") from None
    return out


def plans(engine: Engine, overrides: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in POLICIES:
        try:
            out[name] = engine.continuity_policy(name, **overrides).plan().to_dict()
        except InvalidInputError as exc:
            out[name] = {"error": str(exc)}
    return out


def simulations(engine: Engine, overrides: Mapping[str, Any], *, turns: int = 300, seed: int = 7) -> dict[str, Any]:
    from ...continuity.simulate import simulate, synthetic_session

    if not 10 <= turns <= 2000:
        raise InvalidInputError(f"turns must be 10-2000, got {turns}")
    messages = synthetic_session(turns, seed=seed)
    out: dict[str, Any] = {}
    for name in POLICIES:
        try:
            out[name] = simulate(messages, engine.continuity_policy(name, **overrides)).to_dict()
        except InvalidInputError as exc:
            out[name] = {"error": str(exc)}
    return out


def data(engine: Engine, params: Mapping[str, str], *, simulate: bool) -> dict[str, Any]:
    overrides = parse(params)
    context: dict[str, Any] = {"values": {k: params.get(k, "") for k in FIELDS}, "plans": plans(engine, overrides),
                               "policies": POLICIES, "simulation": None, "turns": params.get("turns", "300")}
    if simulate:
        try:
            turns = int(params.get("turns") or 300)
        except ValueError:
            raise InvalidInputError(f"turns must be a whole number, got {params.get('turns')!r:.40}") from None
        context["simulation"] = simulations(engine, overrides, turns=turns)
    return context
