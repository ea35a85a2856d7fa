"""Geometry projection owner: each fact's Gaussian belief (``fact_state``) and the sheaf
consistency check run when a fact is stored.

Belief: the fact's embedding is its first observation; the neighbourhood prior v0 comes from
the density of the profile around it (k nearest facts among a bounded candidate set, see
neighbours.py). A new fact that restates an existing
one (cosine ≥ ``PARAPHRASE_COSINE``) is a further observation of that fact's belief — evidence
that narrows its variance along the directions its phrasings agree on.

Consistency (frame_check.py, geometry/frames.py): a new fact that fills the same relation
frame about the same subject entity as an older fact, with another value and evidence of a
change, supersedes it: a ``supersedes`` edge NEW → OLD and the old fact's system time ends.
Both stay; the OLD one is demoted at recall."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from ...geometry.frames import FrameThresholds
from ...geometry.relations import RelationBank
from ...geometry.sheaf import SheafThresholds
from ...geometry.variance import GaussianBelief, neighbourhood_prior_var, observe
from ...storage import Store
from .base import ErasureTarget, OwnerHealth, ProjectionItem, Proof, health_of
from .frame_check import Found, check_consistency, embed_frames
from .neighbours import NeighbourPool

PARAPHRASE_COSINE = 0.9
NEIGHBOURS = 8
FRAME_THRESHOLDS = FrameThresholds()
EntityEmbedder = Callable[[Sequence[str]], dict[str, np.ndarray]]


class GeometryOwner:
    name = "geometry"

    def __init__(self, embed_names: EntityEmbedder | None = None, *, consistency: bool = True) -> None:
        self.embed_names = embed_names
        # Relation frames are indexed whenever names can be embedded (recall's state awareness
        # reads them); ``consistency`` only decides whether a write may supersede another.
        self.consistency = consistency and embed_names is not None
        self.thresholds = SheafThresholds()
        # The relation families' reference texts, embedded on first use. Held per owner (it
        # was a module dict keyed by id(), which a later engine of another model could reuse).
        self.bank = None if embed_names is None else RelationBank(embed_names)

    def embedder_changed(self) -> None:
        """The names are embedded by another model now: the reference bank is embedded again."""
        self.bank = None if self.embed_names is None else RelationBank(self.embed_names)

    # -- apply ------------------------------------------------------------------------------
    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        pool = NeighbourPool(store, items)  # bounded candidates, shared by the whole write
        for item in items:
            if item.vector is None:
                continue  # the vector owner reports the missing embedding
            self._belief(store, item, pool)
        if self.embed_names is not None:
            found = embed_frames(store, items, self.embed_names)  # type: ignore[arg-type]
            for item in items:
                if item.vector is not None:
                    self._check_consistency(store, item, found[item.fact_id])

    def _belief(self, store: Store, item: ProjectionItem, pool: NeighbourPool) -> None:
        vector = np.asarray(item.vector, dtype=np.float64)
        near = pool.nearest(item, NEIGHBOURS)  # bounded: never a search of the whole profile
        vectors = pool.vectors
        neighbours = np.stack([vectors[f] for f, _ in near]) if near else np.zeros((0, vector.shape[0]))
        prior = neighbourhood_prior_var(vector, neighbours, k=NEIGHBOURS)
        store.geometry.insert(item.fact_id, item.profile_id, item.scope, vector, prior)
        restated = [f for f, cos in near if cos >= PARAPHRASE_COSINE]
        if not restated:
            return
        beliefs = store.geometry.beliefs([item.fact_id, *restated])
        for fid in restated:
            if fid in beliefs:  # the older fact gains this phrasing as an observation ...
                self._observe(store, beliefs[fid], vector)
                # ... and the new fact gains the older phrasing.
                self._observe(store, store.geometry.beliefs([item.fact_id])[item.fact_id], vectors[fid])

    @staticmethod
    def _observe(store: Store, row, x: np.ndarray) -> None:
        belief = GaussianBelief(row.mu.astype(np.float64), row.m2.astype(np.float64), row.n_obs, row.n_confirm, row.prior_var)
        updated = observe(belief, x)
        store.geometry.save_belief(row.fact_id, updated.mu, updated.m2, updated.n_obs)

    def _check_consistency(self, store: Store, item: ProjectionItem, found: Found) -> None:
        check_consistency(store, item, self.embed_names, self.bank, FRAME_THRESHOLDS, found, detect=self.consistency)  # type: ignore[arg-type]

    # -- the rest of the owner protocol ------------------------------------------------------
    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        ids = [i.fact_id for i in items if i.vector is not None]
        return set(ids) - store.fact_state.held(ids)

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None:
        store.fact_state.delete(list(fact_ids))
        store.frames.delete(list(fact_ids))

    def erase(self, store: Store, target: ErasureTarget) -> None:
        store.fact_state.delete(list(target.fact_ids))
        store.frames.delete(list(target.fact_ids))

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        left = store.fact_state.held(list(target.fact_ids))
        frames_left = store.frames.held(list(target.fact_ids))
        checks = {"fact_state_left": len(left), "fact_frames_left": len(frames_left)}
        if target.whole_profile:
            checks["fact_state_in_profile"] = store.fact_state.count_in_profile(target.profile_id)
            checks["fact_frames_in_profile"] = store.frames.count_in_profile(target.profile_id)
        return Proof(self.name, not any(checks.values()), checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        held = store.retrieval.state_fact_ids(profile_id)
        expected = store.vectors.held_in_profile(profile_id)  # every embedded fact has a belief
        return health_of(self.name, profile_id, held, expected, 0)
