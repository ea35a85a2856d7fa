"""Small SVG charts drawn on the server (no JavaScript, nothing fetched). Every mark carries
its data in ``data-*`` attributes and a <title>, so what is drawn can be read back (by people
with a screen reader, and by the browser tests)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from markupsafe import Markup, escape

PALETTE = {"lexical": "#2b6cb0", "semantic": "#2f855a", "temporal": "#b7791f", "entity_graph": "#805ad5",
           "hopfield": "#c53030", "spreading": "#319795", "active": "#2f855a", "warm": "#d69e2e",
           "cold": "#3182ce", "archived": "#718096"}  # fmt: skip


def _color(name: str) -> str:
    return PALETTE.get(name, "#4a5568")


def bars(series: Sequence[tuple[str, float]], *, chart: str, width: int = 420, unit: str = "") -> Markup:
    """Horizontal bars, one per (label, value)."""
    row, label_w = 26, 110
    top = max([v for _, v in series] + [1e-9])
    height = row * max(1, len(series)) + 8
    parts = [f'<svg class="chart" data-chart="{escape(chart)}" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" aria-label="{escape(chart)}">']  # fmt: skip
    for i, (label, value) in enumerate(series):
        y = 4 + i * row
        length = (width - label_w - 60) * (value / top)
        parts.append(
            f'<text x="0" y="{y + 15}" class="label">{escape(label)}</text>'
            f'<rect class="bar" x="{label_w}" y="{y}" width="{length:.1f}" height="18" fill="{_color(label)}" '
            f'data-label="{escape(label)}" data-value="{value:g}"><title>{escape(label)}: {value:g}{unit}</title></rect>'
            f'<text x="{label_w + length + 4:.1f}" y="{y + 15}" class="value">{value:g}{unit}</text>'
        )
    parts.append("</svg>")
    return Markup("".join(parts))


def growth(points: Sequence[dict[str, Any]], *, width: int = 560, height: int = 160) -> Markup:
    """Cumulative facts and memories per day (a line each, a dot per day)."""
    if not points:
        return Markup('<p class="empty">No writes yet.</p>')
    pad, n = 30, len(points)
    totals = {"facts": 0, "memories": 0}
    series: dict[str, list[tuple[float, int, str]]] = {"facts": [], "memories": []}
    for i, point in enumerate(points):
        for key in series:
            totals[key] += int(point[key])
            series[key].append((i, totals[key], point["day"]))
    top = max(totals.values()) or 1
    x_of = (lambda i: pad + (width - 2 * pad) * (i / (n - 1))) if n > 1 else (lambda i: width / 2)

    def y_of(v: int) -> float:
        return height - pad - (height - 2 * pad) * v / top

    parts = [f'<svg class="chart" data-chart="growth" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" aria-label="growth">']  # fmt: skip
    for key, color in (("facts", "#2b6cb0"), ("memories", "#2f855a")):
        coords = " ".join(f"{x_of(i):.1f},{y_of(v):.1f}" for i, v, _ in series[key])
        parts.append(f'<polyline fill="none" stroke="{color}" stroke-width="2" points="{coords}"/>')
        for i, v, day in series[key]:
            parts.append(f'<circle class="point" cx="{x_of(i):.1f}" cy="{y_of(v):.1f}" r="3" fill="{color}" '
                         f'data-series="{key}" data-day="{day}" data-value="{v}"><title>{day}: {v} {key}</title></circle>')  # fmt: skip
    parts.append(f'<text x="{pad}" y="{height - 8}" class="label">{escape(points[0]["day"])}</text>')
    parts.append(f'<text x="{width - pad}" y="{height - 8}" class="label" text-anchor="end">{escape(points[-1]["day"])}</text>')
    parts.append(f'<text x="{pad}" y="14" class="label">{totals["facts"]} facts, {totals["memories"]} memories</text></svg>')
    return Markup("".join(parts))


def channel_ranks(items: Sequence[dict[str, Any]], *, weights: dict[str, float], rrf_k: int, boosters: Sequence[str]) -> Markup:
    """Per result (a row), one bar per channel that found it: its RRF contribution
    ``weight / (k + rank)`` for candidate channels, ``1 / rank`` scaled for boosters."""
    channels = sorted({name for item in items for name in item["channels"]})
    if not items:
        return Markup('<p class="empty">No results.</p>')
    row, label_w, bar_h = 18 * max(1, len(channels)) + 10, 90, 14
    width, height = 640, row * len(items) + 24
    top = max(weights.values() or [1.0]) / (rrf_k + 1)
    parts = [f'<svg class="chart" data-chart="channel-ranks" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" aria-label="channel ranks">']  # fmt: skip
    for i, item in enumerate(items):
        y0 = 4 + i * row
        parts.append(f'<text x="0" y="{y0 + 12}" class="label">#{i + 1} {escape(item["fact"]["id"])}</text>')
        for j, name in enumerate(channels):
            hit = item["channels"].get(name)
            if hit is None:
                continue
            rank = int(hit["rank"])
            booster = name in boosters
            contribution = (1.0 / rank) * top if booster else weights.get(name, 0.0) / (rrf_k + rank)
            length = (width - label_w - 150) * min(1.0, contribution / top)
            y = y0 + j * 18
            parts.append(
                f'<rect class="bar" x="{label_w}" y="{y}" width="{length:.1f}" height="{bar_h}" fill="{_color(name)}" '
                f'data-fact="{escape(item["fact"]["id"])}" data-channel="{escape(name)}" data-rank="{rank}" '
                f'data-contribution="{contribution:.6f}" data-booster="{str(booster).lower()}">'
                f'<title>{escape(name)}: rank {rank}{" (booster)" if booster else ""}</title></rect>'
                f'<text x="{label_w + length + 4:.1f}" y="{y + 11}" class="value">{escape(name)} #{rank}</text>'
            )
    parts.append("</svg>")
    return Markup("".join(parts))


def timeline(facts: Sequence[dict[str, Any]], supersessions: Sequence[dict[str, Any]], *, now: datetime) -> Markup:
    """System-time lines of a supersession history: each fact from when it was recorded to
    when it stopped being believed (or now), with what superseded what."""
    if not facts:
        return Markup("")
    start = min(f["recorded_at"] for f in facts).timestamp()
    end = max([now.timestamp(), *(f["expired_at"].timestamp() for f in facts if f["expired_at"])])
    span = max(end - start, 1.0)
    width, row, pad = 640, 30, 150
    height = row * len(facts) + 10
    x_of = lambda t: pad + (width - pad - 20) * (t - start) / span  # noqa: E731
    index = {f["id"]: i for i, f in enumerate(facts)}
    parts = [f'<svg class="chart" data-chart="timeline" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" aria-label="timeline">']  # fmt: skip
    for i, fact in enumerate(facts):
        y = 6 + i * row
        begin = fact["recorded_at"].timestamp()
        stop = fact["expired_at"].timestamp() if fact["expired_at"] else end
        parts.append(
            f'<text x="0" y="{y + 12}" class="label">{escape(fact["id"])}</text>'
            f'<rect class="span{" expired" if fact["expired_at"] else ""}" x="{x_of(begin):.1f}" y="{y}" '
            f'width="{max(2.0, x_of(stop) - x_of(begin)):.1f}" height="14" data-fact="{escape(fact["id"])}" '
            f'data-recorded="{fact["recorded_at"].isoformat()}" '
            f'data-expired="{fact["expired_at"].isoformat() if fact["expired_at"] else ""}">'
            f'<title>{escape(fact["text"])}</title></rect>'
        )
    for link in supersessions:
        if link["newer"] in index and link["older"] in index:
            newer, older = facts[index[link["newer"]]], index[link["older"]]
            x = x_of(newer["recorded_at"].timestamp())
            parts.append(f'<line class="supersedes" x1="{x:.1f}" y1="{6 + index[link["newer"]] * row + 7}" x2="{x:.1f}" '
                         f'y2="{6 + older * row + 7}" data-newer="{escape(link["newer"])}" data-older="{escape(link["older"])}"/>')  # fmt: skip
    parts.append("</svg>")
    return Markup("".join(parts))
