"""Vector projection owner: the sqlite-vec ``facts_vec`` table (profile-partitioned, scope as
metadata). The per-fact geometric state derived from the same embedding (``fact_state``) has
its own owner (geometry.py)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ...storage import Store
from ...storage.projections import profile_fact_ids
from ..faults import ProjectionFailure
from .base import ErasureTarget, OwnerHealth, ProjectionItem, Proof, health_of

_MAX_KNN_PROBES = 200


class VectorOwner:
    name = "vector"

    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        missing = [i.fact_id for i in items if i.vector is None]
        if missing:
            raise ProjectionFailure(f"no embedding available for {len(missing)} fact(s)")
        store.vectors.add_many([(i.fact_id, i.profile_id, i.scope, i.vector) for i in items])  # one batch per chunk

    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        ids = [i.fact_id for i in items]
        return set(ids) - store.vectors.held(ids)

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None:
        store.vectors.delete(list(fact_ids))

    def erase(self, store: Store, target: ErasureTarget) -> None:
        for start in range(0, len(target.fact_ids), 5000):
            chunk = list(target.fact_ids[start : start + 5000])
            store.vectors.delete(chunk)

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        erased = set(target.fact_ids)
        rows_left = set()
        for start in range(0, len(target.fact_ids), 5000):
            rows_left |= store.vectors.held(list(target.fact_ids[start : start + 5000]))
        # Live ANN probes with the erased embeddings: the nearest neighbours of an erased
        # vector inside its profile partition must not include any erased fact.
        probes, found = 0, set()
        for blob in list(target.vectors.values())[:_MAX_KNN_PROBES]:
            probes += 1
            hits = store.vectors.knn(target.profile_id, np.frombuffer(blob, dtype=np.float32), k=10, scopes=None)
            found |= {fid for fid, _ in hits} & erased
        checks = {"rows_left": len(rows_left), "knn_probes": probes, "knn_hits": len(found)}
        if target.whole_profile:
            checks["partition_rows"] = len(store.vectors.held_in_profile(target.profile_id))
        held = not rows_left and not found and not checks.get("partition_rows")
        return Proof(self.name, held, checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        held = store.vectors.held_in_profile(profile_id)
        return health_of(self.name, profile_id, held, profile_fact_ids(store.db.conn, profile_id), len(store.vectors.orphans()))
