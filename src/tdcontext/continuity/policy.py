"""When to fold and how much: the cliff, band and cache_first policies, pure arithmetic.

Every policy sees one number, the history's current token use, and answers with a `Decision`
(how many tokens to fold at least and at most, and how large a recent tail to protect) or
None. The message budget is `window - reserved`; the hard ceiling is `budget - headroom`.

    cliff        threshold = min(window * threshold_ratio, window - reserved - headroom);
                 at the threshold fold everything but a retained tail of retain_ratio * budget.
    band         at trigger_ratio * budget fold one oldest slice of at most max_per_batch
                 tokens, protecting a tail of protect_ratio * budget; passes repeat (bounded)
                 until the use is under the trigger. A tool exchange larger than a slice is
                 folded piecewise in place, at most max_per_batch tokens of it per pass.
    cache_first  at high_ratio * budget drain down to low_ratio * budget in one fold,
                 protecting protect_ratio * budget: one prefix-cache wipe per high crossing.

Fractional token counts are floored (`int()`), which reproduces the original design's figures
exactly (W=1,048,576, O=256,000, headroom 65,536: threshold 727,040; tail 126,812 at 0.16).
Invariant: no I/O, no state; the same inputs always give the same decision, and every fold loop
built on it is bounded by `passes_per_step` plus one emergency fold.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from ..errors import InvalidInputError

__all__ = [
    "POLICIES",
    "BandPolicy",
    "CacheFirstPolicy",
    "CliffPolicy",
    "Decision",
    "Plan",
    "Policy",
    "PolicyConfig",
    "make_policy",
    "policy_from_settings",
]

POLICIES = ("cliff", "band", "cache_first")
MIN_FOLD_TOKENS = 160
"""A range smaller than this is not worth a gist (header + summary floor is about 80 tokens)."""


@dataclass(frozen=True)
class PolicyConfig:
    """Every threshold, all configurable. Ratios are of the budget (window - reserved) unless named."""

    window: int = 1_048_576
    reserved: int = 256_000
    headroom: int = 65_536
    # cliff
    threshold_ratio: float = 0.8  # of the window, as shipped engines do
    retain_ratio: float = 0.16
    # band
    trigger_ratio: float = 0.65
    protect_ratio: float = 0.28
    max_per_batch: int = 8_000
    # cache_first
    high_ratio: float = 0.86
    low_ratio: float = 0.62
    drain_protect_ratio: float = 0.30
    # emergency (overflow, or a policy that cannot get under the hard ceiling)
    emergency_ratio: float = 0.5
    emergency_protect_ratio: float = 0.10
    passes_per_step: int = 32

    def __post_init__(self) -> None:
        for name in ("window", "reserved", "headroom", "max_per_batch", "passes_per_step"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise InvalidInputError(f"{name} must be a whole number >= 0, got {value!r}")
        if self.window <= 0 or self.reserved >= self.window:
            raise InvalidInputError(
                f"the window ({self.window:,}) must be larger than the reserved output ({self.reserved:,})"
            )
        if self.max_per_batch < 1 or self.passes_per_step < 1:
            raise InvalidInputError("max_per_batch and passes_per_step must be at least 1")
        for name in ("threshold_ratio", "retain_ratio", "trigger_ratio", "protect_ratio", "high_ratio",
                     "low_ratio", "drain_protect_ratio", "emergency_ratio", "emergency_protect_ratio"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0.0 < value <= 1.0:
                raise InvalidInputError(f"{name} must be a ratio in (0, 1], got {value!r}")
        if self.low_ratio >= self.high_ratio:
            raise InvalidInputError(
                f"low_ratio ({self.low_ratio}) must be below high_ratio ({self.high_ratio})"
            )
        if self.budget - self.headroom <= 0:
            raise InvalidInputError(
                f"headroom {self.headroom:,} leaves no room in a budget of {self.budget:,}; lower it"
            )

    @property
    def budget(self) -> int:
        """Tokens the messages may use: the window minus the reserved output."""
        return self.window - self.reserved

    @property
    def ceiling(self) -> int:
        """The hard limit: above it an emergency fold runs whatever the policy says."""
        return self.budget - self.headroom

    def of_budget(self, ratio: float) -> int:
        return int(ratio * self.budget)


@dataclass(frozen=True)
class Decision:
    """Fold the oldest balanced range holding >= target_tokens (or as close as fits) and
    <= max_tokens, never touching the last `protect_tokens` of the history.

    A range under `min_tokens` is not worth a gist (the gist would not be smaller) and is
    skipped. With `split_oversize`, an oldest balanced unit larger than `max_tokens` (one huge
    tool exchange that no balanced slice can hold) is folded piecewise in place: one of its
    messages keeps its place (so its tool call and result stay paired) and at most `max_tokens`
    of its content becomes a part gist per pass (`ranges.choose_range`, `Span.part`).
    """

    target_tokens: int
    max_tokens: int
    protect_tokens: int
    reason: str
    include_gists: bool = False
    min_tokens: int = 0
    split_oversize: bool = False


@dataclass(frozen=True)
class Plan:
    """The config-only arithmetic of a policy (what `tdcontext continuity plan` prints)."""

    policy: str
    window: int
    reserved: int
    headroom: int
    budget: int
    ceiling: int
    threshold_tokens: int
    retain_tokens: int
    max_drop_tokens: int
    low_tokens: int | None = None
    max_per_batch: int | None = None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "policy": self.policy, "window": self.window, "reserved": self.reserved,
            "headroom": self.headroom, "budget": self.budget, "ceiling": self.ceiling,
            "threshold_tokens": self.threshold_tokens, "retain_tokens": self.retain_tokens,
            "max_drop_tokens": self.max_drop_tokens,
        }
        if self.low_tokens is not None:
            out["low_tokens"] = self.low_tokens
        if self.max_per_batch is not None:
            out["max_per_batch"] = self.max_per_batch
        out["notes"] = list(self.notes)
        return out


class Policy(Protocol):
    """One interface for every policy: a decision for the current use, or None."""

    name: str
    config: PolicyConfig

    @property
    def passes_per_step(self) -> int: ...

    def decide(self, used: int) -> Decision | None: ...

    def emergency(self, used: int) -> Decision: ...

    def plan(self) -> Plan: ...


def _emergency(config: PolicyConfig, used: int) -> Decision:
    # Also reached when the provider rejects a request our count said would fit: then only the
    # actual use is trustworthy, so at least half of it goes and the tail is at most a quarter.
    target = max(used - config.of_budget(config.emergency_ratio), used - config.ceiling, used // 2, 1)
    return Decision(target_tokens=target, max_tokens=max(used, 1),
                    protect_tokens=min(config.of_budget(config.emergency_protect_ratio), used // 4),
                    reason="emergency", include_gists=True)


class _Base:
    name = "base"

    def __init__(self, config: PolicyConfig | None = None) -> None:
        self.config = config or PolicyConfig()

    @property
    def passes_per_step(self) -> int:
        return 1

    def emergency(self, used: int) -> Decision:
        """The overflow fold: bring the use down to emergency_ratio of the budget, gists included."""
        return _emergency(self.config, used)


class CliffPolicy(_Base):
    """Threshold-and-retain: one big fold at the threshold, keeping retain_ratio of the budget."""

    name = "cliff"

    @property
    def threshold(self) -> int:
        c = self.config
        return min(int(c.window * c.threshold_ratio), c.window - c.reserved - c.headroom)

    @property
    def retain(self) -> int:
        return self.config.of_budget(self.config.retain_ratio)

    def decide(self, used: int) -> Decision | None:
        if used < self.threshold:
            return None
        drop = max(used - self.retain, 1)
        return Decision(target_tokens=drop, max_tokens=drop, protect_tokens=self.retain, reason="threshold",
                        min_tokens=MIN_FOLD_TOKENS)

    def plan(self) -> Plan:
        c = self.config
        return Plan("cliff", c.window, c.reserved, c.headroom, c.budget, c.ceiling, self.threshold,
                    self.retain, max(self.threshold - self.retain, 0),
                    notes=["one fold removes everything but the retained tail"])


class BandPolicy(_Base):
    """Small oldest slices, one per pass, at most max_per_batch tokens each."""

    name = "band"

    @property
    def passes_per_step(self) -> int:
        return self.config.passes_per_step

    @property
    def trigger(self) -> int:
        return self.config.of_budget(self.config.trigger_ratio)

    @property
    def protect(self) -> int:
        return self.config.of_budget(self.config.protect_ratio)

    def decide(self, used: int) -> Decision | None:
        if used < self.trigger:
            return None
        batch = self.config.max_per_batch
        return Decision(target_tokens=batch, max_tokens=batch, protect_tokens=self.protect, reason="band",
                        min_tokens=min(MIN_FOLD_TOKENS, batch // 4), split_oversize=True)

    def plan(self) -> Plan:
        c = self.config
        return Plan("band", c.window, c.reserved, c.headroom, c.budget, c.ceiling, self.trigger,
                    self.protect, c.max_per_batch, max_per_batch=c.max_per_batch,
                    notes=[f"passes repeat (at most {c.passes_per_step} per step) until under the trigger"])


class CacheFirstPolicy(_Base):
    """One drain from the high mark to the low mark: one prefix-cache wipe per crossing."""

    name = "cache_first"

    @property
    def high(self) -> int:
        return self.config.of_budget(self.config.high_ratio)

    @property
    def low(self) -> int:
        return self.config.of_budget(self.config.low_ratio)

    @property
    def protect(self) -> int:
        return self.config.of_budget(self.config.drain_protect_ratio)

    def decide(self, used: int) -> Decision | None:
        if used < self.high:
            return None
        drop = max(used - self.low, 1)
        return Decision(target_tokens=drop, max_tokens=max(used - self.protect, drop),
                        protect_tokens=self.protect, reason="drain", min_tokens=MIN_FOLD_TOKENS)

    def plan(self) -> Plan:
        c = self.config
        return Plan("cache_first", c.window, c.reserved, c.headroom, c.budget, c.ceiling, self.high,
                    self.protect, max(self.high - self.low, 0), low_tokens=self.low,
                    notes=["one drain per high crossing, down to the low mark"])


_CLASSES: dict[str, type[CliffPolicy | BandPolicy | CacheFirstPolicy]] = {
    "cliff": CliffPolicy, "band": BandPolicy, "cache_first": CacheFirstPolicy,
}


def make_policy(name: str, config: PolicyConfig | None = None) -> CliffPolicy | BandPolicy | CacheFirstPolicy:
    """The policy called `name` (cliff, band or cache_first)."""
    cls = _CLASSES.get(name)
    if cls is None:
        raise InvalidInputError(f"policy {name!r} is not one of {', '.join(POLICIES)}")
    return cls(config)


def policy_from_settings(settings: Any, name: str | None = None,
                         **overrides: Any) -> CliffPolicy | BandPolicy | CacheFirstPolicy:
    """The policy named (default: `settings.continuity_policy`) with the `continuity_*` settings,
    then `overrides` (None values ignored) applied."""
    config: dict[str, Any] = {
        "window": settings.continuity_window, "reserved": settings.continuity_reserved,
        "headroom": settings.continuity_headroom, "max_per_batch": settings.continuity_max_per_batch,
    }
    config.update({k: v for k, v in overrides.items() if v is not None})
    try:
        built = PolicyConfig(**config)
    except TypeError as exc:
        raise InvalidInputError(f"unknown policy setting: {exc}") from None
    return make_policy(name or settings.continuity_policy, built)
