"""Temporal channel: facts whose referenced interval (or observation time) is near the time the
query names ("in May 2023", "last week"). Inactive when the query names no time."""

from __future__ import annotations

from ..storage import Store
from .base import ChannelQuery, ChannelResult

DAY = 86_400.0


def proximity(q_start: float, q_end: float, f_start: float, f_end: float) -> float:
    """1.0 for overlapping intervals, decaying with the gap measured in query widths."""
    gap = max(0.0, f_start - q_end, q_start - f_end)
    width = max(q_end - q_start, DAY)
    return 1.0 / (1.0 + gap / width)


class TemporalChannel:
    name = "temporal"

    def __init__(self, store: Store) -> None:
        self.store = store

    def search(self, query: ChannelQuery) -> ChannelResult:
        if not query.time_refs:
            return ChannelResult(status="no time expression in query")
        ref = query.time_refs[0]
        start, end = ref.start.timestamp(), ref.end.timestamp()
        slack = max(end - start, 7 * DAY)
        rows = self.store.facts.temporal_candidates(
            query.profile_id,
            start=start,
            end=end,
            slack=slack,
            limit=query.candidates * 20,
            as_of=query.as_of,
            scopes=query.scopes,
        )
        scored = []
        for fid, observed, ref_start, ref_end in rows:
            f_start, f_end = (ref_start, ref_end) if ref_start is not None else (observed, observed)
            scored.append((fid, proximity(start, end, f_start, f_end), abs(observed - start)))
        scored.sort(key=lambda t: (-t[1], t[2], t[0]))
        return ChannelResult([(fid, score) for fid, score, _ in scored[: query.candidates]])
