"""Semantic channel: nearest-neighbour search inside the profile's partition (exact for small
profiles, the quantised ANN tier for large ones; scope filtered in the scan), then rescoring of the candidates from their stored float32 vectors: exact cosine, ramped
towards the Fisher-Rao (precision-weighted) similarity of each fact's Gaussian belief as its
evidence accumulates (no evidence = plain cosine)."""

from __future__ import annotations

import numpy as np

from ..geometry.fisher_rao import fisher_similarity, graduated_score
from ..geometry.variance import GaussianBelief, stack_beliefs
from ..storage import Store
from .base import ChannelQuery, ChannelResult

EXACT_SUBSET = 20_000  # up to this many facts a subset recall scores every vector


class SemanticChannel:
    name = "semantic"

    def __init__(self, store: Store, *, fisher: bool = True) -> None:
        self.store = store
        self.fisher = fisher

    def search(self, query: ChannelQuery) -> ChannelResult:
        if query.vector is None:
            return ChannelResult(status="no query vector")
        vector = query.vector if query.search_vector is None else query.search_vector
        # Over-fetch when a system-time cut will drop some candidates afterwards.
        k = query.candidates * (2 if query.as_of is not None else 1)
        if query.restrict is not None and len(query.restrict) <= EXACT_SUBSET:
            # A small subset is scored exactly (its stored vectors, below) instead of hoping
            # the profile-wide KNN reaches it; scope and system time filtered in one query.
            ids = sorted(self.store.facts.visible(sorted(query.restrict), as_of=query.as_of, scopes=query.scopes))
        else:
            want = k * (4 if query.restrict else 1)
            if query.nearest is not None and len(query.nearest) >= want and query.search_vector is None:
                nearest = list(query.nearest[:want])  # searched once for every dense channel
            else:
                nearest = self.store.vectors.nearest(query.profile_id, vector, k=want, scopes=query.scopes)
            ids = [fid for fid, _ in nearest if query.restrict is None or fid in query.restrict]
            if query.as_of is not None:
                allowed = self.store.facts.visible(ids, as_of=query.as_of)
                ids = [fid for fid in ids if fid in allowed]
        vectors = self.store.vectors.vectors(ids)
        if not vectors:
            return ChannelResult()
        order = list(vectors)
        scores = np.stack([vectors[f] for f in order]) @ np.asarray(vector, dtype=np.float32)
        if self.fisher:
            scores = self._fisher_rescore(order, scores.astype(np.float64), np.asarray(vector, dtype=np.float64))
        ranked = sorted(zip(order, scores.tolist(), strict=True), key=lambda p: (-p[1], p[0]))
        return ChannelResult(ranked[: query.candidates])

    def _fisher_rescore(self, order: list[int], cosine: np.ndarray, query: np.ndarray) -> np.ndarray:
        beliefs = self.store.geometry.beliefs(order)
        with_evidence = [i for i, f in enumerate(order) if f in beliefs and beliefs[f].n_obs + beliefs[f].n_confirm > 1]
        if not with_evidence:
            return cosine
        rows = [beliefs[order[i]] for i in with_evidence]
        stacked = [GaussianBelief(r.mu.astype(np.float64), r.m2.astype(np.float64), r.n_obs, r.n_confirm, r.prior_var) for r in rows]
        mu, var, evidence = stack_beliefs(stacked)
        out = cosine.copy()
        out[with_evidence] = graduated_score(cosine[with_evidence], fisher_similarity(query, mu, var), evidence)
        return out
