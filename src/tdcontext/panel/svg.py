"""Server-side SVG for the panel: the token-use bar and the fold timeline (the facet curve is
drawn by `facets.plot`). Every label is XML-escaped; no script, no external reference.

Invariant: well-formed SVG for any input, including zeros and missing plan fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

__all__ = ["fold_timeline_svg", "token_bar_svg"]

W = 720


def _num(value: Any) -> int:
    try:
        return max(0, int(value))
    except (TypeError, ValueError):
        return 0


def token_bar_svg(status: Mapping[str, Any]) -> str:
    """History tokens against the policy's budget, with the trigger, the protected tail and the band."""
    plan = status.get("plan") or {}
    budget = _num(plan.get("budget")) or 1
    used = _num(status.get("history_tokens"))
    scale = (W - 20) / max(budget, used, 1)

    def x(tokens: int) -> float:
        return 10 + tokens * scale

    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="74" viewBox="0 0 {W} 74" role="img" '
             f'aria-label="token use {used:,} of {budget:,}">'),
             f'<rect x="10" y="18" width="{x(budget) - 10:.1f}" height="22" fill="#1e2630" stroke="#455"/>']
    retain = _num(plan.get("retain_tokens"))
    if retain:
        parts.append(f'<rect x="{x(max(used - retain, 0)):.1f}" y="18" width="{retain * scale:.1f}" height="22" '
                     f'fill="#2e7d32" fill-opacity="0.35"><title>protected tail {retain:,}</title></rect>')
    colour = "#4fc3f7" if used <= _num(plan.get("threshold_tokens")) or not plan.get("threshold_tokens") else "#ffb300"
    parts.append(f'<rect x="10" y="24" width="{used * scale:.1f}" height="10" fill="{colour}">'
                 f"<title>history {used:,} tokens</title></rect>")
    for key, label, col in (("threshold_tokens", "trigger", "#ffb300"), ("low_tokens", "band low", "#90caf9"),
                            ("ceiling", "ceiling", "#e53935")):
        value = _num(plan.get(key))
        if value:
            parts.append(f'<line x1="{x(value):.1f}" y1="12" x2="{x(value):.1f}" y2="46" stroke="{col}" stroke-width="2">'
                         f"<title>{escape(label)} {value:,}</title></line>")
            parts.append(f'<text x="{x(value):.1f}" y="60" fill="{col}" font-size="11" text-anchor="middle">'
                         f"{escape(label)}</text>")
    share = used / budget
    parts.append(f'<text x="10" y="11" fill="currentColor" font-size="11">{used:,} / {budget:,} tokens ({share:.0%}) · '
                 f"{escape(str(status.get('policy', '')))}</text>")
    parts.append("</svg>")
    return "\n".join(parts)


def fold_timeline_svg(folds: Sequence[Mapping[str, Any]], last_seq: int) -> str:
    """Each fold as a span over the session's seqs, labelled with its range."""
    total = max(last_seq, 1)
    height = 22 + 18 * len(folds)
    scale = (W - 20) / total
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{height}" viewBox="0 0 {W} {height}" '
             f'role="img" aria-label="{len(folds)} folds">'),
             f'<line x1="10" y1="10" x2="{W - 10}" y2="10" stroke="#667"/>']
    for i, fold in enumerate(folds):
        a, b = _num(fold.get("start")), _num(fold.get("end"))
        y = 18 + 18 * i
        parts.append(f'<rect x="{10 + a * scale:.1f}" y="{y}" width="{max((b - a + 1) * scale, 2):.1f}" height="12" '
                     f'fill="#c62828" fill-opacity="0.6"><title>fold seq {a}-{b}</title></rect>')
        parts.append(f'<text x="{min(14 + b * scale, W - 80):.1f}" y="{y + 10}" fill="#ddd" font-size="10">'
                     f"seq {a}-{b}</text>")
    parts.append("</svg>")
    return "\n".join(parts)
