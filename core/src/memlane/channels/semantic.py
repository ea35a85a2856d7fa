"""Semantic channel: sqlite-vec KNN inside the profile's partition (scope filtered in the
scan), then exact cosine rescoring of the candidates from their stored float32 vectors."""

from __future__ import annotations

import numpy as np

from ..storage import Store
from .base import ChannelQuery, ChannelResult


class SemanticChannel:
    name = "semantic"

    def __init__(self, store: Store) -> None:
        self.store = store

    def search(self, query: ChannelQuery) -> ChannelResult:
        if query.vector is None:
            return ChannelResult(status="no query vector")
        # Over-fetch when a system-time cut will drop some candidates afterwards.
        k = query.candidates * (2 if query.as_of is not None else 1)
        nearest = self.store.vectors.knn(query.profile_id, query.vector, k=k, scopes=query.scopes)
        ids = [fid for fid, _ in nearest]
        if query.as_of is not None:
            allowed = self.store.facts.visible(ids, as_of=query.as_of)
            ids = [fid for fid in ids if fid in allowed]
        vectors = self.store.vectors.vectors(ids)
        if not vectors:
            return ChannelResult()
        order = list(vectors)
        scores = np.stack([vectors[f] for f in order]) @ np.asarray(query.vector, dtype=np.float32)
        ranked = sorted(zip(order, scores.tolist(), strict=True), key=lambda p: (-p[1], p[0]))
        return ChannelResult(ranked[: query.candidates])
