"""Hopfield channel: associative completion of the query over the profile's embeddings.

One modern-Hopfield update q̂ = Xᵀ softmax(β X q) (over a top-m prefilter, so it scales)
moves the query towards the cluster of facts it resembles; candidates are then ranked by
their similarity to q̂. It differs from the semantic channel exactly where a query is vague:
facts close to the *neighbourhood* the query points at rise, not only those close to it."""

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
        self._cache: dict[tuple, tuple[np.ndarray, np.ndarray]] = {}

    def _matrix(self, query: ChannelQuery) -> tuple[np.ndarray, np.ndarray]:
        key = (query.profile_id, tuple(query.scopes) if query.scopes is not None else None, self.store.retrieval.change_counter())
        if key not in self._cache:
            self._cache.clear()  # one profile matrix at a time keeps memory bounded
            self._cache[key] = self.store.retrieval.profile_vectors(query.profile_id, scopes=query.scopes)
        return self._cache[key]

    def search(self, query: ChannelQuery) -> ChannelResult:
        if query.vector is None:
            return ChannelResult(status="no query vector")
        ids, matrix = self._matrix(query)
        if len(ids) == 0:
            return ChannelResult()
        result = hopfield_retrieve(matrix, query.vector, beta=self.beta, top_m=self.top_m)
        pattern = result.pattern / (np.linalg.norm(result.pattern) or 1.0)
        candidates = result.indices
        scores = matrix[candidates] @ pattern.astype(np.float32)
        order = np.argsort(-scores, kind="stable")[: query.candidates]
        hits = [(int(ids[candidates[i]]), float(scores[i])) for i in order]
        if query.as_of is not None:
            allowed = self.store.facts.visible([f for f, _ in hits], as_of=query.as_of)
            hits = [h for h in hits if h[0] in allowed]
        return ChannelResult(hits)
