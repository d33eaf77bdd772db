"""`tdcontext continuity ...`: plan a policy, simulate it on transcripts, inspect and load sessions.

A thin door over `continuity/`: parse, call, print. Invariant: every option is validated by
`PolicyConfig` (bad values exit 1 with the value quoted); progress goes to stderr, and only
when stderr is a terminal.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ..errors import InvalidInputError, TdcontextError
from .main import Progress, emit, engine_for, json_option

__all__ = ["continuity_group"]

POLICY_CHOICE = click.Choice(["cliff", "band", "cache_first"])


def _config_options(func: Callable[..., Any]) -> Callable[..., Any]:
    options = [
        click.option("--window", type=int, default=None, help="Model context window in tokens (default: setting continuity_window, 1,048,576)."),
        click.option("--reserved", type=int, default=None, help="Tokens reserved for the output (default: continuity_reserved, 256,000)."),
        click.option("--headroom", type=int, default=None, help="Safety margin under the budget (default: continuity_headroom, 65,536)."),
        click.option("--threshold-ratio", type=float, default=None, help="cliff: threshold as a share of the window (0.8)."),
        click.option("--retain-ratio", type=float, default=None, help="cliff: retained tail as a share of the budget (0.16)."),
        click.option("--trigger-ratio", type=float, default=None, help="band: trigger as a share of the budget (0.65)."),
        click.option("--protect-ratio", type=float, default=None, help="band: protected tail share (0.28)."),
        click.option("--max-per-batch", type=int, default=None, help="band: most tokens one pass folds (8,000)."),
        click.option("--high-ratio", type=float, default=None, help="cache_first: drain starts at this share (0.86)."),
        click.option("--low-ratio", type=float, default=None, help="cache_first: drain stops at this share (0.62)."),
        click.option("--drain-protect-ratio", type=float, default=None, help="cache_first: protected tail share (0.30)."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


_CONFIG_KEYS = ("window", "reserved", "headroom", "threshold_ratio", "retain_ratio", "trigger_ratio",
                "protect_ratio", "max_per_batch", "high_ratio", "low_ratio", "drain_protect_ratio")


def _settings(ctx: click.Context) -> Any:
    from ..config import load_settings

    obj = ctx.find_root().obj or {}
    return load_settings(home=obj.get("home"))


def _policy(ctx: click.Context, name: str | None, overrides: dict[str, Any]) -> Any:
    from ..continuity.policy import policy_from_settings

    return policy_from_settings(_settings(ctx), name, **overrides)


def _progress(bar: Progress) -> Callable[[str, int, int], None] | None:
    """Core progress callbacks drawn as the shared throttled bar, or None off a terminal."""
    if not bar.enabled:
        return None

    def show(status: str, done: int, total: int) -> None:
        bar({"status": status, "progress": f"{done}/{total}"})

    return show


@click.group("continuity")
def continuity_group() -> None:
    """Long copilot sessions: fold policies, their simulator, session status and recall.

    Old history is folded into gists that point back to the raw session log
    (`[gist] log:<session>#seq=a-b`); `continuity load` brings the originals back.
    """


@continuity_group.command("plan")
@click.option("--policy", "policy_name", type=POLICY_CHOICE, default=None, help="cliff, band or cache_first (default: setting continuity_policy).")
@_config_options
@json_option
@click.pass_context
def plan_cmd(ctx: click.Context, /, policy_name: str | None, as_json: bool, **kwargs: Any) -> None:
    """The config-only arithmetic of a policy: budget, threshold, retained tail, largest drop.

    Example: tdcontext continuity plan --policy cliff --window 1048576 --reserved 256000 --headroom 65536
    """
    plan = _policy(ctx, policy_name, kwargs).plan().to_dict()
    if as_json:
        emit(plan)
        return
    click.echo(f"policy {plan['policy']}: window {plan['window']:,} - reserved {plan['reserved']:,} "
               f"= budget {plan['budget']:,} (ceiling {plan['ceiling']:,} with headroom {plan['headroom']:,})")
    click.echo(f"  folds at      {plan['threshold_tokens']:,} tokens")
    click.echo(f"  keeps a tail  {plan['retain_tokens']:,} tokens")
    if "low_tokens" in plan:
        click.echo(f"  drains to     {plan['low_tokens']:,} tokens")
    click.echo(f"  largest drop  {plan['max_drop_tokens']:,} tokens per fold")
    for note in plan["notes"]:
        click.echo(f"  ({note})")


@continuity_group.command("simulate")
@click.option("--policy", "policies", type=click.Choice(["cliff", "band", "cache_first", "all"]), multiple=True,
              help="Policy to replay (repeat, or 'all'; default: band).")
@click.option("--transcript", "transcripts", type=click.Path(dir_okay=False, path_type=Path), multiple=True,
              help="A tdcontext session log or an OpenAI-style chat JSONL (repeatable).")
@click.option("--synthetic", type=int, default=None, help="Generate synthetic sessions of N turns instead.")
@click.option("--sessions", type=click.IntRange(1, 1000), default=1, show_default=True, help="How many synthetic sessions (seeds seed..seed+n-1).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first synthetic session.")
@click.option("--locomo", type=click.Path(path_type=Path), default=None,
              help="LoCoMo data (locomo10.json or its folder): fold each conversation and measure evidence recoverability.")
@click.option("--unit-interval", type=click.IntRange(1, None), default=4096, show_default=True, help="units cache model: stored unit every N input tokens.")
@click.option("--hit-price", type=float, default=None, help="USD per million cached input tokens (default 0.028).")
@click.option("--miss-price", type=float, default=None, help="USD per million uncached input tokens (default 0.28).")
@_config_options
@json_option
@click.pass_context
def simulate_cmd(ctx: click.Context, /, policies: tuple[str, ...], transcripts: tuple[Path, ...], synthetic: int | None,
                 sessions: int, seed: int, locomo: Path | None, unit_interval: int, hit_price: float | None,
                 miss_price: float | None, as_json: bool, **kwargs: Any) -> None:
    """Replay sessions under each policy: fold events, drops, prefix-cache hit share, cost, orphans.

    Example: tdcontext continuity simulate --policy all --synthetic 400 --sessions 3 --json
    """
    from ..continuity import simulate as sim

    sources = sum(x for x in (bool(transcripts), synthetic is not None, locomo is not None))
    if sources != 1:
        raise click.UsageError("give exactly one of --transcript FILE, --synthetic N or --locomo PATH")
    names = ["cliff", "band", "cache_first"] if "all" in policies else list(dict.fromkeys(policies)) or ["band"]
    prices = {"hit_price": sim.DEFAULT_HIT_PRICE if hit_price is None else hit_price,
              "miss_price": sim.DEFAULT_MISS_PRICE if miss_price is None else miss_price}
    if min(prices.values()) < 0:
        raise InvalidInputError(f"prices must be >= 0, got {prices}")
    bar = Progress("simulate")
    progress = _progress(bar)
    overrides = {k: kwargs[k] for k in _CONFIG_KEYS}
    if locomo is not None:
        for key, value in (("window", 8192), ("reserved", 1024), ("headroom", 512), ("max_per_batch", 1024)):
            if overrides[key] is None:
                overrides[key] = value  # scaled down so that LoCoMo conversations fold
    reports: list[dict[str, Any]] = []
    if locomo is not None:
        engine = engine_for(ctx)
        embedder = None
        try:
            embedder = engine.embedder
        except TdcontextError as exc:  # degrade visibly: BM25-only recall
            click.echo(f"warning: embedder unavailable ({exc}); recall is BM25 only", err=True)
        for name in names:
            policy = engine.continuity_policy(name, **overrides)
            with tempfile.TemporaryDirectory(prefix="tdcontext-locomo-") as tmp:
                report = sim.simulate_locomo(locomo, policy, sessions_dir=Path(tmp), embedder=embedder,
                                             model_version=engine.model_version, progress=progress)
            report["source"] = {"locomo": str(locomo)}
            reports.append(report)
    else:
        runs: list[tuple[str, list[dict[str, Any]]]] = []
        if transcripts:
            for path in transcripts:
                reading = (lambda done, total, p=path: progress(f"reading {p.name}", done, total)) if progress else None
                runs.append((str(path), sim.read_transcript(path, progress=reading)))
        else:
            assert synthetic is not None
            for i in range(sessions):
                runs.append((f"synthetic seed {seed + i}", sim.synthetic_session(synthetic, seed=seed + i)))
        for name in names:
            policy = _policy(ctx, name, overrides)
            total: sim.SimReport | None = None
            for label, messages in runs:
                step = (lambda done, total, n=name, lb=label: progress(f"{n} on {lb}", done, total)) if progress else None
                one = sim.simulate(messages, policy, unit_interval=unit_interval, hit_price=prices["hit_price"],
                                   miss_price=prices["miss_price"], progress=step)
                if total is None:
                    total = one
                else:
                    total.merge(one)
            assert total is not None
            data = total.to_dict()
            data["source"] = {"sessions": [label for label, _ in runs], "unit_interval": unit_interval}
            if synthetic is not None:
                data["source"]["synthetic"] = sim.SyntheticParams().to_dict()
            reports.append(data)
    bar.finish()
    if as_json:
        emit(reports[0] if len(reports) == 1 else {"policies": reports})
        return
    _print_reports(reports)


def _print_reports(reports: list[dict[str, Any]]) -> None:
    head = f"{'policy':<12}{'events/100t':>12}{'median':>10}{'p90':>10}{'max':>10}{'hit prefix':>12}{'hit units':>11}{'cost $':>10}{'orphans':>9}"
    click.echo(head)
    for r in reports:
        click.echo(f"{r['policy']:<12}{r['events_per_100_turns']:>12}{r['median_drop']:>10,}{r['p90_drop']:>10,}"
                   f"{r['max_drop']:>10,}{r['cache_hit_share']['prefix']:>12.1%}{r['cache_hit_share']['units']:>11.1%}"
                   f"{r['billed_input']['units']['usd']:>10.2f}{r['orphaned_tool_pairs']:>9}")
    r0 = reports[0]
    click.echo(f"{r0['turns']:,} turns, {r0['requests']:,} requests; drops in tokens; cost = billed input "
               "under the units model")
    for r in reports:
        if r.get("part_folds"):
            click.echo(f"{r['policy']}: {r['part_folds']} folds took part of one message larger than a slice, "
                       "in place (its tool pair stays whole)")
        if r.get("oversize_unit_folds"):
            click.echo(f"{r['policy']}: {r['oversize_unit_folds']} single tool exchanges larger than a slice were "
                       f"folded alone; the largest slice drop was {r['max_slice_drop']:,}")
        if "recoverability" in r:
            rec = r["recoverability"]
            click.echo(f"{r['policy']}: evidence recoverability {rec['recovered_any']:.1%} "
                       f"(all evidence: {rec['recovered_all']:.1%}) over {rec['questions']} questions")


@continuity_group.command("status")
@click.option("--session", "session_id", default=None, help="Session id (default: the most recent).")
@click.option("--policy", "policy_name", type=POLICY_CHOICE, default=None, help="Measure against this policy (default: setting).")
@json_option
@click.pass_context
def status_cmd(ctx: click.Context, session_id: str | None, policy_name: str | None, as_json: bool) -> None:
    """A session's token use against its policy's thresholds, and its folds so far."""
    data = engine_for(ctx).continuity_status(session_id, policy=policy_name)
    if as_json:
        emit(data)
        return
    plan = data["plan"]
    click.echo(f"session {data['session_id']} · policy {data['policy']}")
    click.echo(f"  history  {data['history_tokens']:,} tokens in {data['history_messages']} messages "
               f"({data['use_of_budget']:.1%} of the {plan['budget']:,} budget)")
    click.echo(f"  raw log  {data['messages']} messages, {data['raw_tokens']:,} tokens; {data['folds']} folds")
    click.echo(f"  folds at {plan['threshold_tokens']:,}; ceiling {plan['ceiling']:,}; next: {data['next']}")


@continuity_group.command("load")
@click.option("--session", "session_id", default=None, help="Session id (default: the most recent).")
@click.option("--range", "ranges", multiple=True, help="Seq range like 12-40 (repeatable).")
@click.option("--seq", "seqs", type=int, multiple=True, help="A single seq (repeatable).")
@click.option("--query", default=None, help="Search the session's own messages.")
@click.option("--facet", default=None, help="A topic in your words, e.g. 'the kaleidoscope' (facet ranges).")
@click.option("-k", type=int, default=10, show_default=True, help="Messages a query returns.")
@click.option("--budget", "budget_tokens", type=int, default=4000, show_default=True, help="Token cap on the text.")
@click.option("--scope", type=click.Choice(["folded", "all"]), default="folded", show_default=True,
              help="Query over the folded messages or all of them.")
@click.option("--from-token", "from_token", type=int, default=0, show_default=True,
              help="Start each message at this token (a part gist's 'tokens a-b'; a cut message names it).")
@json_option
@click.pass_context
def load_cmd(ctx: click.Context, session_id: str | None, ranges: tuple[str, ...], seqs: tuple[int, ...],
             query: str | None, facet: str | None, k: int, budget_tokens: int, scope: str, from_token: int,
             as_json: bool) -> None:
    """Print raw messages of a session by seq range, seq, query or facet (what continuity_load returns).

    Example: tdcontext continuity load --range 12-40
    """
    selectors: dict[str, Any] = {"ranges": list(ranges) or None, "seqs": list(seqs) or None, "query": query,
                                 "k": k, "budget_tokens": budget_tokens, "scope": scope, "from_token": from_token}
    if facet is not None:
        selectors["facet"] = facet
    engine = engine_for(ctx)
    # a first query over an old session embeds its messages once (seconds): say so on a terminal
    with Progress("continuity load").waiting("searching the session" if query is not None else "loading"):
        data = engine.continuity_load(session_id, **selectors)
    if as_json:
        emit(data)
        return
    click.echo(data["text"])
    search = data.get("search")
    if search and search.get("degraded"):
        click.echo(f"note: {search.get('note')}", err=True)


def compact_command(session: Any, arg: str) -> None:
    """fold the oldest slice of history into a gist now (the originals stay in the log)"""
    hook = getattr(session, "history_hook", None)
    if hook is None or not hasattr(hook, "compact"):
        click.echo("continuity is off in this session; nothing to compact", err=True)
        return
    step = hook.compact(session.history, session=session)
    session.history = step.history
    if not step.folds:
        click.echo("nothing to fold yet: " + ("; ".join(step.notes) or "the history is all recent"))
    for fold in step.folds:
        click.echo(f"folded {fold.where}: {fold.tokens_before:,} -> "
                   f"{fold.tokens_after:,} tokens ({fold.summariser} gist); history now {step.used_after:,} tokens")


def _register_chat_commands() -> None:
    from .copilot import CHAT_COMMANDS

    CHAT_COMMANDS.setdefault("/compact", compact_command)


_register_chat_commands()
