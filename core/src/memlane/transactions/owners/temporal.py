"""Temporal projection owner: ``fact_times``, when each fact happened (its referenced
interval, else the instant it was said); the temporal channel scans it."""

from __future__ import annotations

from collections.abc import Sequence

from ...storage import Store
from ...storage.projections import profile_fact_ids
from .base import ErasureTarget, OwnerHealth, ProjectionItem, Proof, health_of


class TemporalOwner:
    name = "temporal"

    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        store.temporal.add_many(
            [
                (i.fact_id, i.profile_id, i.scope, *(i.referenced or (None, None)), i.observed_at)
                for i in items
            ]
        )

    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        ids = [i.fact_id for i in items]
        return set(ids) - store.temporal.held(ids)

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None:
        store.temporal.delete(list(fact_ids))

    def erase(self, store: Store, target: ErasureTarget) -> None:
        for start in range(0, len(target.fact_ids), 5000):
            store.temporal.delete(list(target.fact_ids[start : start + 5000]))

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        left = set()
        for start in range(0, len(target.fact_ids), 5000):
            left |= store.temporal.held(list(target.fact_ids[start : start + 5000]))
        checks = {"rows_left": len(left)}
        if target.whole_profile:
            checks["profile_rows"] = len(store.temporal.held_in_profile(target.profile_id))
        return Proof(self.name, not left and not checks.get("profile_rows"), checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        held = store.temporal.held_in_profile(profile_id)
        return health_of(self.name, profile_id, held, profile_fact_ids(store.db.conn, profile_id), len(store.temporal.orphans()))
