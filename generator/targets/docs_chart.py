"""Targets stage: the geometry of the "changes per revision by level" chart (an SVG, no script).

Entry point: :func:`chart_context`. One stacked bar per revision (oldest left): breaking at the bottom,
then warning, then info. Bar height grows with log(1 + changes), so a revision with hundreds of changes
does not flatten the others; each segment's share of its bar is linear. The template
``docs/chart.svg.jinja`` draws it; every number here is rounded so the SVG text is stable.
"""

from __future__ import annotations

import math
from typing import Any

from generator.history.model import History, summarize_counts
from generator.rules.change import LEVELS

WIDTH = 960
HEIGHT = 240
LEFT, RIGHT, TOP, BOTTOM = 48, 12, 16, 40
LABEL_HALF = 34  # half the width of a date label (10 characters of 11 px type)
COLORS = {"error": "#c62828", "warning": "#ef8f00", "info": "#7a8699"}


def _r(x: float) -> float:
    return round(x, 2)


def chart_context(history: History, revision_slugs: dict[str, str], link_prefix: str = "revisions/", link_suffix: str = ".html") -> dict[str, Any]:
    revisions = history.revisions
    n = max(len(revisions), 1)
    plot_w = WIDTH - LEFT - RIGHT
    plot_h = HEIGHT - TOP - BOTTOM
    step = plot_w / n
    bar_w = max(step * 0.7, 1.0)
    totals = [len(r.changes) for r in revisions]
    peak = max(totals + [1])
    scale = math.log1p(peak)
    bars: list[dict[str, Any]] = []
    for i, rev in enumerate(revisions):
        counts = rev.counts
        total = totals[i]
        height = plot_h * math.log1p(total) / scale if total else 0.0
        x = LEFT + i * step + (step - bar_w) / 2
        y = float(TOP + plot_h)
        segments = []
        for level in LEVELS:
            count = counts.get(level, 0)
            if not count:
                continue
            h = height * count / total
            y -= h
            segments.append({"level": level, "count": count, "y": _r(y), "h": _r(h), "color": COLORS[level]})
        bars.append(
            {
                "x": _r(x),
                "w": _r(bar_w),
                "segments": segments,
                "id": rev.id,
                "href": f"{link_prefix}{revision_slugs[rev.id]}{link_suffix}",
                "title": f"{rev.day} {rev.id}: {summarize_counts(counts)}",
                "label": rev.day,
                "label_x": _r(LEFT + i * step + step / 2),
            }
        )
    _place_labels(bars)
    ticks = sorted({0, peak} | {v for v in (1, 10, 100, 1000, 10000) if v < peak})
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "left": LEFT,
        "top": TOP,
        "plot_w": _r(plot_w),
        "plot_h": _r(plot_h),
        "base_y": TOP + plot_h,
        "bars": bars,
        "ticks": _spaced([{"value": t, "y": _r(TOP + plot_h - (plot_h * math.log1p(t) / scale))} for t in ticks]),
        "legend": [{"level": lv, "label": {"error": "breaking", "warning": "warning", "info": "info"}[lv], "color": COLORS[lv]} for lv in LEVELS],
    }


def _label_span(bar: dict[str, Any], first: bool, last: bool) -> tuple[float, float]:
    """Anchor a bar's date label (centred under the bar; the first and last end at the chart's edges
    rather than be cut off) and give the span it covers."""
    x = bar["label_x"]
    bar["label_anchor"] = "middle"
    if first and x - LABEL_HALF < 0:
        bar["label_x"], bar["label_anchor"] = float(LEFT), "start"
        return float(LEFT), LEFT + 2.0 * LABEL_HALF
    if last and x + LABEL_HALF > WIDTH:
        bar["label_x"], bar["label_anchor"] = float(WIDTH - 1), "end"
        return WIDTH - 1 - 2.0 * LABEL_HALF, float(WIDTH - 1)
    return x - LABEL_HALF, x + LABEL_HALF


def _place_labels(bars: list[dict[str, Any]], gap: float = 6.0) -> None:
    """Date labels: the last and the first always, between them at most ~8 evenly spread, each left
    out where it would come closer than ``gap`` to a label already kept (no two overlap)."""
    n = len(bars)
    every = max(1, math.ceil(n / 8))
    kept: list[tuple[float, float]] = []
    for i in [n - 1] + list(range(0, n - 1, every)):
        bar = bars[i]
        left, right = _label_span(bar, i == 0, i == n - 1)
        bar["show_label"] = all(right + gap <= a or b + gap <= left for a, b in kept)
        if bar["show_label"]:
            kept.append((left, right))
    for i, bar in enumerate(bars):
        bar.setdefault("show_label", False)
        bar.setdefault("label_anchor", "middle")


def _spaced(ticks: list[dict[str, Any]], gap: float = 12.0) -> list[dict[str, Any]]:
    """Leave out a tick label that would overlap the one below it (the top one wins)."""
    kept: list[dict[str, Any]] = []
    for tick in reversed(ticks):  # from the top (largest value) down
        if all(abs(tick["y"] - k["y"]) >= gap for k in kept):
            kept.append(tick)
    return sorted(kept, key=lambda t: t["value"])
