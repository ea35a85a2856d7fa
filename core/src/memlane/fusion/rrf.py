"""Weighted reciprocal rank fusion: score(d) = sum over channels c of w_c / (k + rank_c(d))."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..results import ChannelHit


def weighted_rrf(
    ranked: Mapping[str, Sequence[tuple[int, float]]],
    weights: Mapping[str, float],
    *,
    k: int,
) -> list[tuple[int, float, dict[str, ChannelHit]]]:
    """Fused (id, score, per-channel hits), best first; ties broken by id for determinism."""
    fused: dict[int, float] = {}
    hits: dict[int, dict[str, ChannelHit]] = {}
    for channel, items in ranked.items():
        weight = weights.get(channel, 1.0)
        if weight <= 0:
            continue
        for rank, (item, score) in enumerate(items, start=1):
            fused[item] = fused.get(item, 0.0) + weight / (k + rank)
            hits.setdefault(item, {})[channel] = ChannelHit(rank, float(score))
    order = sorted(fused, key=lambda i: (-fused[i], i))
    return [(i, fused[i], hits[i]) for i in order]
