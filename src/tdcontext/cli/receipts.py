"""`tdcontext receipts [--limit N] [--status S] [--json]` and `tdcontext receipts show ID`.

A thin door over `receipts.store`: list the stored turn receipts newest first as a table
(time, goal, actions, verdict), or show one in full. Reading needs no engine, so it is fast.
Invariant: never prints the store's file path and never writes.
"""

from __future__ import annotations

import json
from typing import Any

import click

from .main import ErrorPresentingGroup, json_option

__all__ = ["receipts_group"]

_STATUSES = ("success", "failed", "cancelled", "max_steps")


def _store(ctx: click.Context) -> tuple[Any, str]:
    from ..config import load_settings
    from ..receipts.store import ReceiptStore

    root = ctx.find_root()
    obj = root.obj if isinstance(root.obj, dict) else {}
    settings = load_settings(home=obj.get("home"))
    return ReceiptStore(settings.receipts_store_path), settings.receipts


def _when(receipt: dict[str, Any]) -> str:
    stamp = str(receipt.get("ended_at") or receipt.get("started_at") or "")
    return stamp[:16].replace("T", " ") if stamp else "?"


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "\u2026"


@click.group("receipts", cls=ErrorPresentingGroup, invoke_without_command=True)
@click.option("--limit", type=click.IntRange(1, 50), default=10, show_default=True,
              help="How many receipts to list (1-50).")
@click.option("--status", type=click.Choice(_STATUSES), default=None,
              help="Only turns that ended this way.")
@json_option
@click.pass_context
def receipts_group(ctx: click.Context, limit: int, status: str | None, as_json: bool) -> None:
    """Turn receipts: what each copilot turn attempted, and whether it was verified.

    Lists the stored receipts newest first: time, goal, actions and verdict (PASS, FAIL
    or UNVERIFIED). Receipts are kept only with TDCONTEXT_RECEIPTS=persist (the last
    100, 7 days, 256 KiB). `tdcontext receipts show ID` prints one in full.
    """
    if ctx.invoked_subcommand is not None:
        return
    store, persistence = _store(ctx)
    receipts = store.list(limit=limit, status=status)
    if as_json:
        click.echo(json.dumps({"receipts": receipts, "count": len(receipts), "persistence": persistence},
                              ensure_ascii=False))
        return
    if not receipts:
        if persistence != "persist":
            click.echo("no receipts stored: persistence is off (set TDCONTEXT_RECEIPTS=persist to keep them)")
        else:
            click.echo("no receipts" + (f" with status {status}" if status else "") + " yet")
        return
    click.echo(f"{'TIME (UTC)':<16}  {'VERDICT':<10}  {'ACTIONS':>7}  {'STATUS':<9}  {'ID':<26}  GOAL")
    for r in receipts:
        counts = r.get("counts") or {}
        actions = f"{counts.get('mutations', 0)}/{counts.get('actions', 0)}"
        click.echo(f"{_when(r):<16}  {r.get('verdict')!s:<10}  {actions:>7}  {r.get('status')!s:<9}  "
                   f"{r.get('id')!s:<26}  {_cut(str(r.get('goal') or ''), 60)}")
    click.echo("(ACTIONS = changes/calls; `tdcontext receipts show ID` for details)")


@receipts_group.command("show")
@click.argument("receipt_id")
@json_option
@click.pass_context
def show(ctx: click.Context, receipt_id: str, as_json: bool) -> None:
    """Show one receipt in full: actions, paths, undo hints, consent and verification."""
    store, _persistence = _store(ctx)
    receipt = store.get(receipt_id)
    if as_json:
        click.echo(json.dumps(receipt, ensure_ascii=False, indent=2))
        return
    click.echo(render(receipt))


def render(receipt: dict[str, Any]) -> str:
    """A receipt as readable lines (also used by chat's /receipts)."""
    from ..receipts.receipt import summary_line

    lines = [
        f"receipt {receipt.get('id')}  ({_when(receipt)} UTC, {receipt.get('duration_ms', 0)} ms)",
        f"  goal:     {receipt.get('goal') or '-'}",
        f"  status:   {receipt.get('status')}" + (f" ({receipt['error.type']})" if receipt.get("error.type") else ""),
        f"  verdict:  {summary_line(receipt)}",
    ]
    tier = receipt.get("tier") or {}
    if tier.get("requested") or tier.get("effective"):
        lines.append(f"  tier:     requested {tier.get('requested') or '-'}, effective {tier.get('effective') or '-'}")
    g = receipt.get("grounding") or {}
    if g:
        brief = g.get("brief") or {}
        ctxg = g.get("context") or {}
        skills = g.get("skills") or {}
        lines.append(
            "  grounding: brief " + (f"rev {brief.get('revision')}" if brief.get("present") else "none")
            + f", context {ctxg.get('count', 0)} entries ({ctxg.get('stubs', 0)} stubs)"
            + ", skills " + (", ".join(skills.get("names") or []) or "none")
        )
    for i, a in enumerate(receipt.get("actions") or [], 1):
        bits = [f"{i:>3}. {a.get('gen_ai.tool.name')}"]
        if a.get("server"):
            bits[0] += f" @{a['server']}"
        meta = ", ".join(str(a[k]) for k in ("tier", "consent") if a.get(k))
        if meta:
            bits.append(f"[{meta}]")
        bits.append(str(a.get("outcome")) + (f" ({a['error.type']})" if a.get("error.type") else ""))
        if a.get("paths"):
            bits.append(" ".join(a["paths"]))
        if a.get("verdict"):
            bits.append(str(a["verdict"]))
        lines.append("  " + "  ".join(bits))
        if a.get("undo"):
            lines.append(f"       undo: {a['undo']}")
    if receipt.get("actions_omitted"):
        lines.append(f"  ... {receipt['actions_omitted']} more actions not kept (receipt truncated at 8 KiB)")
    v = receipt.get("verification") or {}
    checks = v.get("checks") or {}
    if checks:
        lines.append(f"  checks:   {checks.get('passed', 0)} passed, {checks.get('failed', 0)} failed, "
                     f"{checks.get('unverified', 0)} unverified"
                     + (f"; {len(v.get('calls') or [])} verification reads" if v.get("auto") else ""))
    for f in v.get("failed") or []:
        lines.append(f"  FAILED:   {f.get('kind')} {f.get('path')}" + (f" {f['param']}" if f.get("param") else ""))
    rec = receipt.get("recovery") or {}
    if rec.get("retries") or rec.get("fallbacks"):
        lines.append(f"  recovery: {rec.get('retries', 0)} retries, {rec.get('fallbacks', 0)} fallbacks")
    return "\n".join(lines)
