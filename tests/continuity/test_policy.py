"""The policies' arithmetic, pinned to the original design's figures, and their decisions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcontext.continuity.policy import (
    BandPolicy,
    CacheFirstPolicy,
    CliffPolicy,
    PolicyConfig,
    make_policy,
)
from tdcontext.errors import InvalidInputError

BIG = {"window": 1_048_576, "reserved": 256_000, "headroom": 65_536}


@pytest.mark.parametrize(("threshold_ratio", "retain_ratio", "retain", "removed"), [
    (0.8, 0.16, 126_812, 600_228),
    (0.92, 0.16, 126_812, 600_228),
    (0.8, 0.5, 396_288, 330_752),
    (0.92, 0.5, 396_288, 330_752),
])
def test_cliff_reproduces_the_original_arithmetic(threshold_ratio: float, retain_ratio: float,
                                                  retain: int, removed: int) -> None:
    policy = CliffPolicy(PolicyConfig(**BIG, threshold_ratio=threshold_ratio, retain_ratio=retain_ratio))
    plan = policy.plan()
    assert plan.budget == 792_576
    assert plan.threshold_tokens == 727_040
    assert plan.retain_tokens == retain
    assert plan.max_drop_tokens == removed
    assert policy.decide(727_039) is None
    decision = policy.decide(727_040)
    assert decision is not None and decision.max_tokens == removed and decision.protect_tokens == retain


def test_band_triggers_at_65_percent_and_protects_28() -> None:
    policy = BandPolicy(PolicyConfig(**BIG))
    plan = policy.plan()
    assert (plan.threshold_tokens, plan.retain_tokens, plan.max_drop_tokens) == (515_174, 221_921, 8_000)
    assert policy.decide(515_173) is None
    d = policy.decide(515_174)
    assert d is not None and d.max_tokens == 8_000 and d.protect_tokens == 221_921
    assert policy.passes_per_step == 32


def test_cache_first_drains_high_to_low_in_one_fold() -> None:
    policy = CacheFirstPolicy(PolicyConfig(**BIG))
    plan = policy.plan()
    assert plan.threshold_tokens == 681_615 and plan.low_tokens == 491_397
    assert plan.retain_tokens == 237_772
    assert 185_000 < plan.max_drop_tokens < 195_000  # "about 190k" at this size
    assert policy.decide(681_614) is None
    d = policy.decide(700_000)
    assert d is not None and d.target_tokens == 700_000 - 491_397 and d.protect_tokens == 237_772
    assert policy.passes_per_step == 1


@pytest.mark.parametrize("bad", [
    {"window": 100, "reserved": 100},
    {"window": 0},
    {"threshold_ratio": 0.0},
    {"retain_ratio": 1.5},
    {"low_ratio": 0.9, "high_ratio": 0.8},
    {"max_per_batch": 0},
    {"headroom": 900_000},
    {"window": True},
])
def test_bad_configs_are_refused_with_the_value(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidInputError) as err:
        PolicyConfig(**bad)  # type: ignore[arg-type]
    assert str(err.value)


def test_unknown_policy_names_the_choices() -> None:
    with pytest.raises(InvalidInputError, match="cliff, band, cache_first"):
        make_policy("lru")


@given(st.integers(min_value=0, max_value=2_000_000), st.sampled_from(["cliff", "band", "cache_first"]))
def test_decisions_never_eat_into_the_protected_tail(used: int, name: str) -> None:
    policy = make_policy(name, PolicyConfig(**BIG))
    d = policy.decide(used)
    if d is not None:
        assert 1 <= d.target_tokens and d.target_tokens <= max(d.max_tokens, 1)
        assert d.protect_tokens > 0
    e = policy.emergency(max(used, 1))
    assert e.include_gists and e.target_tokens >= 1
