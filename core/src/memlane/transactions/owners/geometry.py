"""Geometry projection owner: each fact's Gaussian belief (``fact_state``) and the sheaf
consistency check run when a fact is stored.

Belief: the fact's embedding is its first observation; the neighbourhood prior v0 comes from
the density of the profile around it (k nearest facts among a bounded candidate set, see
neighbours.py). A new fact that restates an existing
one (cosine ≥ ``PARAPHRASE_COSINE``) is a further observation of that fact's belief — evidence
that narrows its variance along the directions its phrasings agree on.

Consistency: a new fact that fills the same relation slot ("lives_in", "job", ...) about the
same subject entity as an older fact, with a different content (sheaf coboundary κ above the
restatement level), supersedes it: a ``supersedes`` edge NEW → OLD and the old fact's system
time ends. Both stay; the OLD one is demoted at recall."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from ...geometry.sheaf import FactSection, SheafThresholds, score_new_fact
from ...geometry.variance import GaussianBelief, neighbourhood_prior_var, observe
from ...ingest.slots import slot_of
from ...storage import Store
from ...timeutil import now_utc
from .base import ErasureTarget, OwnerHealth, ProjectionItem, Proof, health_of
from .neighbours import NeighbourPool

PARAPHRASE_COSINE = 0.9
NEIGHBOURS = 8
EntityEmbedder = Callable[[Sequence[str]], dict[str, np.ndarray]]


class GeometryOwner:
    name = "geometry"

    def __init__(self, embed_names: EntityEmbedder | None = None, *, consistency: bool = True) -> None:
        self.embed_names = embed_names
        self.consistency = consistency and embed_names is not None
        self.thresholds = SheafThresholds()

    # -- apply ------------------------------------------------------------------------------
    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        pool = NeighbourPool(store, items)  # bounded candidates, shared by the whole write
        for item in items:
            if item.vector is None:
                continue  # the vector owner reports the missing embedding
            self._belief(store, item, pool)
        if self.consistency:
            for item in items:
                if item.vector is not None:
                    self._check_consistency(store, item)

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

    def _check_consistency(self, store: Store, item: ProjectionItem) -> None:
        slot = slot_of(item.text)
        if slot is None:
            return
        retrieval = store.retrieval
        entities = retrieval.entities_of_facts([item.fact_id]).get(item.fact_id, [])
        subject = retrieval.subject_entity(item.fact_id, item.speaker)
        if subject is None or subject not in entities:
            return
        candidates = []
        for row in retrieval.slot_candidates(item.profile_id, subject, exclude=item.fact_id, scope=item.scope):
            other = slot_of(row.text)
            # Same slot, and not visibly the same value (that would be a confirmation).
            if other is not None and other.name == slot.name and not (slot.value and slot.value == other.value):
                candidates.append(row)
        # The same value named again ("still lives in Paris") confirms; it never contradicts.
        # Relationships are the exception: the partner stays while the status changes.
        values = set(entities) - {subject}
        if values and candidates and slot.name != "relationship":
            linked = retrieval.entities_of_facts([c.fact_id for c in candidates])
            candidates = [c for c in candidates if not values & (set(linked.get(c.fact_id, [])) - {subject})]
        if not candidates:
            return
        names = retrieval.entity_names([subject])
        entity_vectors = self.embed_names(list(names.values()))  # type: ignore[misc]
        vectors = store.vectors.vectors([c.fact_id for c in candidates])
        key = str(subject)
        new = FactSection(str(item.fact_id), np.asarray(item.vector), frozenset({key}), "", None, item.observed_at, slot.name)
        sections = [
            FactSection(str(c.fact_id), vectors[c.fact_id], frozenset({key}), "", c.valid_from, c.observed_at, slot.name)
            for c in candidates
            if c.fact_id in vectors
        ]
        ev = {key: entity_vectors[names[subject]]} if names.get(subject) in entity_vectors else {}
        now = now_utc().timestamp()
        for verdict in score_new_fact(new, sections, ev, self.thresholds):
            if verdict.relation != "supersedes" or verdict.edge is None:
                continue
            newer, older = (int(x) for x in verdict.edge)
            store.graph.add_edge(item.profile_id, item.scope, "supersedes", ("fact", newer), ("fact", older), weight=verdict.kappa, at=now)
            store.facts.expire(older, now)

    # -- the rest of the owner protocol ------------------------------------------------------
    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        ids = [i.fact_id for i in items if i.vector is not None]
        return set(ids) - store.fact_state.held(ids)

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None:
        store.fact_state.delete(list(fact_ids))

    def erase(self, store: Store, target: ErasureTarget) -> None:
        store.fact_state.delete(list(target.fact_ids))

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        left = store.fact_state.held(list(target.fact_ids))
        checks = {"fact_state_left": len(left)}
        if target.whole_profile:
            checks["fact_state_in_profile"] = store.fact_state.count_in_profile(target.profile_id)
        return Proof(self.name, not left and not checks.get("fact_state_in_profile"), checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        held = store.retrieval.state_fact_ids(profile_id)
        expected = store.vectors.held_in_profile(profile_id)  # every embedded fact has a belief
        return health_of(self.name, profile_id, held, expected, 0)
