"""Hopfield channel: associative completion of the query over the profile's nearest facts.

One modern-Hopfield update q̂ = Xᵀ softmax(β X q) over the query's ``top_m`` nearest facts
moves the query towards the cluster of facts it resembles; those candidates are then ranked by
their similarity to q̂. It differs from the semantic channel exactly where a query is vague:
facts close to the *neighbourhood* the query points at rise, not only those close to it.

The candidates come from the vector index's nearest-neighbour search (shared with the semantic
channel), so the cost is bounded by ``top_m``: no profile matrix is held or reloaded after
writes. Outside the top m the softmax mass is negligible (see geometry/hopfield.py), so this
is the same update the whole-profile computation made with its top-m prefilter."""

from __future__ import annotations

import numpy as np

from ..geometry.hopfield import hopfield_retrieve
from ..storage import Store
from .base import ChannelQuery, ChannelResult


class HopfieldChannel:
    name = "hopfield"

    def __init__(self, store: Store, *, beta: float = 12.0, top_m: int = 256) -> None:
        self.store = store
        self.beta = beta
        self.top_m = top_m

    def search(self, query: ChannelQuery) -> ChannelResult:
        if query.vector is None:
            return ChannelResult(status="no query vector")
        nearest = query.nearest
        if nearest is None or len(nearest) < self.top_m:
            nearest = tuple(self.store.vectors.nearest(query.profile_id, query.vector, k=self.top_m, scopes=query.scopes))
        vectors = self.store.vectors.vectors([f for f, _ in nearest[: self.top_m]])
        ids = [f for f, _ in nearest[: self.top_m] if f in vectors]
        if not ids:
            return ChannelResult()
        matrix = np.stack([vectors[f] for f in ids])
        result = hopfield_retrieve(matrix, query.vector, beta=self.beta, top_m=len(ids))
        pattern = result.pattern / (np.linalg.norm(result.pattern) or 1.0)
        candidates = result.indices
        scores = matrix[candidates] @ pattern.astype(np.float32)
        order = np.argsort(-scores, kind="stable")[: query.candidates]
        hits = [(int(ids[candidates[i]]), float(scores[i])) for i in order]
        if query.as_of is not None:
            allowed = self.store.facts.visible([f for f, _ in hits], as_of=query.as_of)
            hits = [h for h in hits if h[0] in allowed]
        return ChannelResult(hits)
