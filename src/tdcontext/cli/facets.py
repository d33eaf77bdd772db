"""`tdcontext facets ...`: scan, query, train, validate, curve, panel and fold over session turns.

A thin door over `engine.facets`: parse, call, print. `--json` on every command.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .main import ErrorPresentingGroup, Progress, emit, engine_for, json_option


@click.group(name="facets", cls=ErrorPresentingGroup)
def facets_group() -> None:
    """Topic facets of copilot turns: find "when we worked on X" as seq ranges."""


@facets_group.command("scan")
@json_option
@click.pass_context
def scan_cmd(ctx: click.Context, as_json: bool) -> None:
    """Tag every session turn not yet indexed (incremental, safe to interrupt and rerun)."""
    progress = Progress("scanning", enabled=not as_json)
    report = engine_for(ctx).facets.scan(progress=progress)
    progress.finish()
    if as_json:
        emit(report.to_dict())
    else:
        click.echo(f"tagged {report.tagged} turn(s) in {report.sessions} session(s) in {report.seconds:.2f} s"
                   + (f"; {report.residual} low-confidence turn(s) queued" if report.residual else ""))


@facets_group.command("query")
@click.argument("alias")
@click.option("--threshold", type=click.FloatRange(0.01, 1.0), default=0.6, show_default=True,
              help="Minimum idf-weighted coverage of the alias's facets.")
@click.option("--strict", is_flag=True, help="Every facet must match.")
@click.option("--session", "sessions", multiple=True, help="Only these sessions (repeatable).")
@click.option("--handover/--no-handover", default=True, show_default=True,
              help="End each range with the turn that moved on from the topic (it is about both).")
@json_option
@click.pass_context
def query_cmd(ctx: click.Context, alias: str, threshold: float, strict: bool, sessions: tuple[str, ...],
              handover: bool, as_json: bool) -> None:
    """Seq ranges where ALIAS happened, e.g. "the kaleidoscope" or "feedback".

    Example: tdcontext facets query "the kaleidoscope" --json
    """
    result = engine_for(ctx).facets.query(alias, threshold=threshold, strict=strict, sessions=list(sessions) or None,
                                          handover=handover)
    if as_json:
        emit(result)
        return
    facets = ", ".join(f"{k}={v}" for k, v in result["facets"].items()) or "none"
    click.echo(f"{alias!r} -> {facets} ({result['how']})")
    if result["status"] != "ok":
        click.echo(f"no match: {result.get('reason', '')}")
        return
    for r in result["ranges"]:
        click.echo(f"  {r['session']}  seq {r['start']}-{r['end']}  ({r['turns']} turns, coverage {r['coverage']:.2f})")


@facets_group.command("train")
@click.argument("rows", type=click.Path(exists=True, dir_okay=False, allow_dash=True, path_type=Path))
@click.option("--no-prototypes", is_flag=True, help="Skip embedding prototypes (naive Bayes and rules only).")
@json_option
@click.pass_context
def train_cmd(ctx: click.Context, rows: Path, no_prototypes: bool, as_json: bool) -> None:
    """Train the facet model from labelled JSONL ROWS ({"text", "role", "session", "facets": {slot: value}})."""
    stream = sys.stdin.buffer if str(rows) == "-" else open(rows, "rb")  # noqa: SIM115 - closed below
    try:
        result = engine_for(ctx).facets.train(stream, prototypes=not no_prototypes)
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
    if as_json:
        emit(result)
    else:
        click.echo(f"trained on {result['rows']} rows; saved {result['path']}")
        for slot, order in result["plan"].items():
            scores = ", ".join(f"{e} {a:.3f}" for e, a in result["validation"].get(slot, {}).items())
            click.echo(f"  {slot:<13} {' > '.join(order):<22} dev accuracy: {scores or 'n/a'}")
            seq = result["sequence"].get(slot)
            if seq:
                click.echo(f"  {'':<13} sequence pass: temperature {seq['temperature']:g}, "
                           f"transitions {'by speaker' if seq['by_role'] else 'shared'}, "
                           f"kNN evidence weight {seq['evidence_weight']:g}")
        for err in result["errors"]:
            click.echo(err, err=True)
    if result["errors"]:
        ctx.exit(1)


@facets_group.command("validate")
@click.option("--sgd", type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="A directory of SGD dialogue files (dialogues_*.json).")
@click.option("--tiage", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A TIAGE annotation file (anno_test.json).")
@click.option("--embeddings/--no-embeddings", default=None,
              help="Use MiniLM evidence (prototypes, kNN exemplars) [default: when the embedder is on]; "
                   "embedding ~20k SGD turns takes minutes.")
@click.option("--split", type=click.Choice(["test", "dev"]), default="test", show_default=True,
              help="test: report on held-out dialogues. dev: train on part of the training dialogues and "
                   "report on the rest, for developing the tagger without looking at the test ones.")
@click.option("--max-dialogues", type=click.IntRange(4, 100_000), default=None, help="Use at most N SGD dialogues.")
@json_option
@click.pass_context
def validate_cmd(ctx: click.Context, sgd: Path | None, tiage: Path | None, embeddings: bool | None, split: str,
                 max_dialogues: int | None, as_json: bool) -> None:
    """Measure tagging on held-out labelled dialogue (SGD slots and queries; TIAGE boundaries).

    Example: tdcontext facets validate --sgd ../shared/bench/sgd/test --json
    """
    progress = Progress("validating", enabled=not as_json)
    result = engine_for(ctx).facets.validate(sgd=sgd, tiage=tiage, embeddings=embeddings, split=split,
                                             max_dialogues=max_dialogues, progress=progress)
    progress.finish()
    if as_json:
        emit(result.get("sgd", result) if sgd is not None and tiage is None else result)
        return
    if "sgd" in result:
        r = result["sgd"]
        where = "held-out" if r["split"] == "test" else "dev (carved from the training dialogues)"
        click.echo(f"SGD {where}: {r['dialogues']['test']} dialogues, {r['turns']['test']} turns "
                   f"(trained on {r['dialogues']['train']}; embeddings {'on' if r['embedding_prototypes'] else 'off'})")
        for slot, s in r["slots"].items():
            click.echo(f"  {slot:<13} accuracy {s['accuracy']:.3f}  macro-F1 {s['macro_f1']:.3f}  ({s['extractor']})")
        click.echo(f"  query         precision {r['query']['precision']:.3f}  recall {r['query']['recall']:.3f}")
        click.echo(f"  tagging       {r['ms_per_turn']:.3f} ms/turn")
    if "tiage" in result:
        t = result["tiage"]
        b = t["boundary"]
        click.echo(f"TIAGE: boundary P {b['precision']:.3f} R {b['recall']:.3f} F1 {b['f1']:.3f}  Pk {t['pk']}")


def _write_svg(path: Path | None, svg: str) -> None:
    if path is not None:
        path.write_text(svg, encoding="utf-8")
        click.echo(f"wrote {path}", err=True)


@facets_group.command("curve")
@click.argument("query")
@click.option("--session", default=None, help="Session id (default: the most recent indexed one).")
@click.option("--svg", "svg_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also draw the curve to this SVG file.")
@json_option
@click.pass_context
def curve_cmd(ctx: click.Context, query: str, session: str | None, svg_path: Path | None, as_json: bool) -> None:
    """The sensitivity curve of a session for QUERY: one relevance score per turn."""
    from ..facets.plot import curve_svg

    data = engine_for(ctx).facets.curve(query, session=session)
    _write_svg(svg_path, curve_svg(data["points"], title=f"{data['session']}: {query}"))
    if as_json:
        emit(data)
        return
    click.echo(f"{data['session']}  {query!r} -> {data['facets']}")
    for p in data["points"]:
        bar = "#" * max(0, round(20 * max(0.0, p["score"])))
        click.echo(f"  seq {p['seq']:>5} {p['role'] or ''!s:<9} {p['score']:+.3f} {bar}")


@facets_group.command("panel")
@click.option("--query", "alias", default=None, help="Also compute the curve for this topic.")
@json_option
@click.pass_context
def panel_cmd(ctx: click.Context, alias: str | None, as_json: bool) -> None:
    """Write a snapshot (panel.json, panel.svg) of counts, unknowns, aliases, anomalies and the curve."""
    snap = engine_for(ctx).facets.panel(alias=alias)
    if as_json:
        emit(snap)
        return
    click.echo(f"{snap['total_turns']} turns in {snap['sessions']} sessions; {snap['residual']} low-confidence")
    for slot, values in snap["slots"].items():
        shown = ", ".join(f"{v} {n}" for v, n in sorted(values.items(), key=lambda kv: -kv[1]))
        click.echo(f"  {slot:<13} {shown}")
    for a in snap["aliases"]:
        click.echo(f"  alias {a['alias']!r} -> {a['facets']}: {a['turns']} turns")
    for anomaly in snap["anomalies"]:
        click.echo(f"  anomaly: {anomaly}")
    if snap.get("svg"):
        click.echo(f"plot: {snap['svg']}")


@facets_group.command("fold")
@click.argument("query")
@click.option("--session", default=None, help="Session id (default: the most recent indexed one).")
@click.option("--budget", "budget_tokens", type=click.IntRange(1, 10_000_000), default=8000, show_default=True)
@click.option("--protect-tokens", type=click.IntRange(0, 10_000_000), default=4000, show_default=True,
              help="The newest turns worth this many tokens are never folded.")
@click.option("--svg", "svg_path", type=click.Path(dir_okay=False, path_type=Path), default=None)
@json_option
@click.pass_context
def fold_cmd(ctx: click.Context, query: str, session: str | None, budget_tokens: int, protect_tokens: int,
             svg_path: Path | None, as_json: bool) -> None:
    """The fold plan for the current topic QUERY: old, low-relevance turns first, within a budget."""
    engine = engine_for(ctx)
    plan = engine.facets.fold_plan(query, session=session, budget_tokens=budget_tokens, protect_tokens=protect_tokens)
    if svg_path is not None:
        from ..facets.plot import curve_svg

        data = engine.facets.curve(query, session=plan["session"])
        _write_svg(svg_path, curve_svg(data["points"], title=f"fold plan: {query}",
                                       folded=[(r["start"], r["end"]) for r in plan["ranges"]],
                                       protected=plan["protected"]))
    if as_json:
        emit(plan)
        return
    if not plan["ranges"]:
        click.echo(f"nothing to plan ({plan['fallback'] or 'empty'}): continuity folds its oldest balanced range")
    for r in plan["ranges"]:
        click.echo(f"  fold seq {r['start']}-{r['end']}  {r['tokens']} tokens  priority {r['priority']:.2f}")

