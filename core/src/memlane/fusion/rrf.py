"""Weighted reciprocal rank fusion: score(d) = sum over channels c of w_c / (k + rank_c(d)).

Ranks are tie-aware: items whose channel scores are equal (within a small fraction of the
channel's score range) share the best rank of their group. Without this, a channel whose
scores are all but identical (BM25 on a term every fact contains) hands out rank 1, 2, 3 by
insertion order, and fusion rewards noise."""

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
        for (item, score), rank in zip(items, tied_ranks([s for _, s in items]), strict=True):
            fused[item] = fused.get(item, 0.0) + weight / (k + rank)
            hits.setdefault(item, {})[channel] = ChannelHit(rank, float(score))
    order = sorted(fused, key=lambda i: (-fused[i], i))
    return [(i, fused[i], hits[i]) for i in order]


def tied_ranks(scores: Sequence[float], *, tolerance: float = 1e-3) -> list[int]:
    """1-based ranks of best-first ``scores``; a score within ``tolerance`` × (score range, at
    least 1e-6) of the previous group's first score joins that group's rank."""
    if not scores:
        return []
    spread = max(max(scores) - min(scores), 0.0)
    eps = max(tolerance * spread, 1e-6)
    ranks, group_rank, group_score = [], 1, scores[0]
    for position, score in enumerate(scores, start=1):
        if abs(group_score - score) > eps:
            group_rank, group_score = position, score
        ranks.append(group_rank)
    return ranks
