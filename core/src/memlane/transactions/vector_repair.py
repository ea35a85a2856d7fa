"""Vector rows that disagree with the canonical facts: found by ``check_integrity`` and
repaired by an explicit reconciler pass (``memory.ops.reconcile()``, ``memlane ops reconcile``).

An *orphan* is a vector row whose fact does not exist (the rolled-back writes of issue 10 left
thousands; its id is later reused by a new fact, whose own vector then cannot be stored). A
*missing* vector is a fact without a row that no open vector obligation accounts for (a degraded
write's facts are the reconciler's ordinary work, not damage). Both scans read the whole vector
table, so they run on request, never per write or on open."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..storage import Store
from ..storage.projections import fact_inputs

_OPEN = ("pending", "failed", "dead_lettered")
_REPAIR_BATCH = 256


@dataclass(frozen=True)
class VectorDamage:
    orphans: tuple[int, ...]
    missing: tuple[int, ...]

    @property
    def ok(self) -> bool:
        return not self.orphans and not self.missing

    def problems(self) -> tuple[str, ...]:
        out = []
        if self.orphans:
            out.append(f"vectors: {len(self.orphans)} orphan row(s) without a fact (fact ids {list(self.orphans[:10])})")
        if self.missing:
            out.append(f"vectors: {len(self.missing)} fact(s) without a vector (fact ids {list(self.missing[:10])})")
        return tuple(out)


def _accounted(store: Store) -> set[int]:
    """Facts of operations whose vector obligation is still open (the redrive owns them)."""
    facts: set[int] = set()
    for row in store.operations.open_obligations(_OPEN, limit=10_000):
        if row.owner == "vector" and (receipt := store.operations.receipt(row.operation_id)) is not None:
            facts.update(int(f) for f in receipt.targets.get("facts", ()))
    return facts


def find_damage(store: Store) -> VectorDamage:
    """Run inside a read snapshot (or the write transaction) of ``store``."""
    missing = set(store.vectors.facts_without_vector()) - _accounted(store)
    return VectorDamage(tuple(store.vectors.orphans()), tuple(sorted(missing)))


def repair(store: Store, embed: Callable[[list[str]], np.ndarray]) -> dict[str, int]:
    """Inside a write transaction: delete orphan rows, embed and store missing vectors."""
    damage = find_damage(store)
    for start in range(0, len(damage.orphans), 5000):
        store.vectors.delete(list(damage.orphans[start : start + 5000]))
    restored = 0
    for start in range(0, len(damage.missing), _REPAIR_BATCH):
        inputs = fact_inputs(store.db.conn, list(damage.missing[start : start + _REPAIR_BATCH]))
        if inputs:
            vectors = embed([i.text for i in inputs])
            store.vectors.add_many([(i.fact_id, i.profile_id, i.scope, v) for i, v in zip(inputs, vectors, strict=True)])
            restored += len(inputs)
        store.heartbeat()
    return {"orphans_deleted": len(damage.orphans), "vectors_restored": restored}
