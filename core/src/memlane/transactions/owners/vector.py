"""Vector projection owner: the sqlite-vec ``facts_vec`` table (profile-partitioned, scope as
metadata) and its quantised ANN tier (``facts_vec_bits``, storage/vector_tiers.py), written,
erased and proven together; the HNSW graph files of large profiles (storage/ann_index.py) are
derived by maintenance, but erased and proven here too: an erasure zeroes the vectors in the
graph and rewrites its file before the proof runs. The per-fact geometric state derived from the same embedding (``fact_state``) has
its own owner (geometry.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
        if target.whole_profile:
            store.vectors.hnsw.drop(target.profile_id)
        else:
            store.vectors.hnsw.forget([target.profile_id], list(target.fact_ids))

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        erased = set(target.fact_ids)
        rows_left, bits_left = set(), set()
        graph_left = store.vectors.hnsw.labels(target.profile_id) & erased
        for start in range(0, len(target.fact_ids), 5000):
            chunk = list(target.fact_ids[start : start + 5000])
            rows_left |= store.vectors.held(chunk)
            bits_left |= store.vectors.tier.held(chunk)
        # Live probes with the erased embeddings, in the exact index and in the ANN tier: the
        # nearest neighbours of an erased vector inside its profile must not include it.
        probes, found, ann_found, graph_found = 0, set(), set(), set()
        for blob in list(target.vectors.values())[:_MAX_KNN_PROBES]:
            probes += 1
            vector = np.frombuffer(blob, dtype=np.float32)
            found |= {fid for fid, _ in store.vectors.knn(target.profile_id, vector, k=10, scopes=None)} & erased
            ann_found |= set(store.vectors.tier.candidates(target.profile_id, vector, n=10, scopes=None)) & erased
            graph_found |= set(store.vectors.hnsw.graph_candidates(target.profile_id, vector, 10)) & erased
        checks = {
            "rows_left": len(rows_left), "ann_rows_left": len(bits_left), "knn_probes": probes,
            "knn_hits": len(found), "ann_hits": len(ann_found),
            "hnsw_labels_left": len(graph_left), "hnsw_hits": len(graph_found),
        }  # fmt: skip
        if target.whole_profile:
            checks["partition_rows"] = len(store.vectors.held_in_profile(target.profile_id))
            checks["ann_partition_rows"] = len(store.vectors.tier.held_in_profile(target.profile_id))
            checks["hnsw_file"] = int(store.vectors.hnsw.enabled() and store.vectors.hnsw.files(target.profile_id).index.exists())
        held = not (
            rows_left or bits_left or found or ann_found or graph_left or graph_found
            or checks.get("partition_rows") or checks.get("ann_partition_rows") or checks.get("hnsw_file")
        )  # fmt: skip
        return Proof(self.name, held, checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        held = store.vectors.held_in_profile(profile_id)
        # A fact whose vector is missing from the ANN tier is reported missing (the tier
        # exists once a model is bound; a rebuild re-adds both rows).
        if store.vectors.tier.exists():
            quantised = set(store.vectors.tier.held_in_profile(profile_id))
            held = [f for f in held if f in quantised]
        health = health_of(self.name, profile_id, held, profile_fact_ids(store.db.conn, profile_id), len(store.vectors.orphans()))
        # The HNSW file: stale, corrupt or foreign (another model/database) is unhealthy; the
        # background maintenance (or ``memory.ops.reconcile()``) rebuilds it from SQLite.
        return replace(health, index=store.vectors.hnsw.status(profile_id))
