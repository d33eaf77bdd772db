"""A server-side SVG plot of a sensitivity curve, with folded and protected spans marked.

No JavaScript, fonts or network: a self-contained SVG string that a browser, the panel or an
image viewer shows as it is. Every label is XML-escaped.

Invariant: the output is well-formed SVG for any input, including an empty curve.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

__all__ = ["curve_svg"]

WIDTH = 760
HEIGHT = 260
PAD = 40


def curve_svg(points: Sequence[Mapping[str, Any]], *, title: str, folded: Sequence[tuple[int, int]] = (),
              protected: Sequence[int] = ()) -> str:
    """The curve as an SVG document: smoothed score per turn, folded ranges and protected turns shaded.

    `points` are the curve's serialised points (`CurvePoint.to_dict()`: `seq`, `score`, ...).
    """
    seqs = [int(p["seq"]) for p in points]
    scores = [float(p["score"]) for p in points]
    lo = min([0.0, *scores])
    hi = max([0.0, *scores]) or 1.0
    span = (hi - lo) or 1.0
    inner_w = WIDTH - 2 * PAD
    inner_h = HEIGHT - 2 * PAD

    def x(i: float) -> float:
        return PAD + (inner_w * i / max(len(points) - 1, 1))

    def y(v: float) -> float:
        return PAD + inner_h * (1 - (v - lo) / span)

    parts = [
        (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'role="img" aria-label="{escape(title, {chr(34): "&quot;"})}">'),
        f"<title>{escape(title)}</title>",
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="#111418"/>',
    ]
    index_of = {s: i for i, s in enumerate(seqs)}
    protected_set = set(protected)
    for i, s in enumerate(seqs):
        if s in protected_set:
            parts.append(f'<rect x="{x(i - 0.5):.1f}" y="{PAD}" width="{inner_w / max(len(points) - 1, 1):.1f}" '
                         f'height="{inner_h}" fill="#2e7d32" fill-opacity="0.25"><title>protected seq {s}</title></rect>')
    for a, b in folded:
        ia = next((index_of[s] for s in seqs if a <= s), None)
        ib = next((index_of[s] for s in reversed(seqs) if s <= b), None)
        if ia is None or ib is None or ib < ia:
            continue
        parts.append(f'<rect x="{x(ia - 0.5):.1f}" y="{PAD}" width="{x(ib + 0.5) - x(ia - 0.5):.1f}" height="{inner_h}" '
                     f'fill="#c62828" fill-opacity="0.30"><title>folded seq {a}-{b}</title></rect>')
    parts.append(f'<line x1="{PAD}" y1="{y(0):.1f}" x2="{WIDTH - PAD}" y2="{y(0):.1f}" stroke="#555" stroke-dasharray="4 3"/>')
    if points:
        path = " ".join(f"{'M' if i == 0 else 'L'}{x(i):.1f},{y(v):.1f}" for i, v in enumerate(scores))
        parts.append(f'<path d="{path}" fill="none" stroke="#4fc3f7" stroke-width="2"/>')
        parts.append(f'<text x="{PAD}" y="{HEIGHT - 12}" fill="#ccc" font-size="12">seq {seqs[0]}</text>')
        parts.append(f'<text x="{WIDTH - PAD}" y="{HEIGHT - 12}" fill="#ccc" font-size="12" text-anchor="end">seq {seqs[-1]}</text>')
    else:
        parts.append(f'<text x="{WIDTH / 2}" y="{HEIGHT / 2}" fill="#ccc" font-size="14" text-anchor="middle">no turns indexed</text>')
    parts.append(f'<text x="{PAD}" y="24" fill="#eee" font-size="14">{escape(title)}</text>')
    parts.append(f'<text x="{WIDTH - PAD}" y="24" fill="#aaa" font-size="11" text-anchor="end">'
                 "blue: relevance · red: folded · green: protected</text>")
    parts.append("</svg>")
    return "\n".join(parts)
