"""The verifiable write spine: one SQLite transaction holding the canonical rows, the immutable
operation receipt, one projection obligation per registered owner and the sealed completion
manifest.

Owners apply inside their own SAVEPOINT of that transaction. A *contained* failure (the
owner's projection store failing: an SQLite error inside it, or ``ProjectionFailure``) rolls
back only that savepoint — the compensation, exact by construction — and the obligation is
recorded FAILED, so the manifest says DEGRADED and the reconciler redrives it. Anything else
(a bug, disk full, an interrupt) aborts the whole transaction: nothing is written, the error
propagates. Because receipt, obligations and manifest commit atomically with the data, a crash
at any instant leaves either nothing or a fully accounted operation.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import apsw
import numpy as np

from ..governance import Manifest, Obligation, ObligationState, Sealer
from ..storage import Store
from ..storage.content import lexical_digest, vector_digest
from ..storage.operations import ObligationRow, ReceiptRow
from .admission import Admission, check_fence
from .faults import FaultInjector, ProjectionFailure
from .owners import ProjectionItem, ProjectionOwner

T = TypeVar("T")

# Failures of a projection store that an owner's savepoint contains. Interrupts, disk-full,
# I/O and lock errors are not in the list: they concern the whole transaction.
CONTAINED: tuple[type[BaseException], ...] = (
    ProjectionFailure,
    apsw.SQLError,
    apsw.ConstraintError,
    apsw.CorruptError,
    apsw.MismatchError,
    apsw.TooBigError,
    apsw.RangeError,
)

# Facts projected per owner call between two heartbeats.
PROJECTION_CHUNK = 256


@dataclass
class Projected:
    """What the body of a governed write produced: its value for the caller, the facts to
    project and the ids the receipt records."""

    value: Any
    items: Sequence[ProjectionItem] = ()
    targets: dict[str, Any] = field(default_factory=dict)
    project: bool = True  # False: an operation with nothing to project (no obligations)


def summarize(exc: BaseException) -> str:
    """Short error text for an obligation: type and first line, never payload content."""
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}"[:300]


class Spine:
    def __init__(self, owners: Sequence[ProjectionOwner], sealer: Sealer, faults: FaultInjector) -> None:
        self.owners = tuple(owners)
        self.sealer = sealer
        self.faults = faults

    def run(self, store: Store, admission: Admission, body: Callable[[Store], Projected]) -> tuple[Any, Manifest]:
        """Must run on the writer (inside a coordinator job); opens the transaction itself."""
        with store.write():
            check_fence(store, admission)
            done = body(store)
            now = time.time()
            store.operations.add_receipt(self._receipt(admission, done.targets, now))
            states = self._project(store, admission, done) if done.project else []
            store.operations.add_obligations(
                ObligationRow(admission.operation_id, name, state.value, 1, detail, now)
                for name, state, detail in states
            )
            manifest = Manifest(
                operation_id=admission.operation_id,
                kind=admission.kind,
                profile=admission.profile,
                generation=admission.generation,
                canonical_committed=True,
                obligations=tuple(Obligation(name, state, 1, detail) for name, state, detail in states),
                metadata=evidence(store, admission, done),
            )
            store.operations.put_manifest(admission.operation_id, manifest.status.value, manifest.seal(self.sealer), now)
            self.faults.hit("commit")
        return done.value, manifest

    def _project(self, store: Store, admission: Admission, done: Projected) -> list[tuple[str, ObligationState, str | None]]:
        states = []
        for owner in self.owners:
            try:
                with store.savepoint():
                    self.faults.hit(f"apply:{owner.name}")
                    # In chunks, with a heartbeat after each: a big write that advances is
                    # not mistaken for a stuck one by the stall watchdog.
                    for start in range(0, len(done.items), PROJECTION_CHUNK):
                        owner.apply(store, done.items[start : start + PROJECTION_CHUNK])
                        store.heartbeat()
            except CONTAINED as exc:
                states.append((owner.name, ObligationState.FAILED, summarize(exc)))
                self._stage(store, admission.operation_id, owner.name, done.items)
                continue
            states.append((owner.name, ObligationState.APPLIED, None))
        return states

    @staticmethod
    def _stage(store: Store, operation_id: str, owner: str, items: Sequence[ProjectionItem]) -> None:
        """Keep what the reconciler cannot rebuild from canonical rows: the embeddings."""
        if owner == "vector":
            store.operations.stage(
                operation_id,
                owner,
                [(i.fact_id, np.asarray(i.vector, dtype=np.float32).tobytes()) for i in items if i.vector is not None],
            )

    @staticmethod
    def _receipt(admission: Admission, targets: dict[str, Any], now: float) -> ReceiptRow:
        actor = admission.actor
        return ReceiptRow(
            id=admission.operation_id,
            kind=admission.kind,
            profile=admission.profile,
            generation=admission.generation,
            principal_id=actor.principal_id,
            transport=actor.transport.value,
            payload_hash=admission.payload_hash,
            created_at=now,
            targets=targets,
        )


def evidence(store: Store, admission: Admission, done: Projected | None = None) -> dict[str, Any]:
    """What the sealed manifest records beyond the obligations, inside the write's own
    transaction: its audit record (seq, keyed hash) — so an audit trail deleted or replaced
    wholesale no longer matches the memory database —, the digest of its immutable receipt,
    and the content digests of every memory and fact it created (storage/content.py)."""
    meta: dict[str, Any] = {}
    ref = admission.evidence.get("audit")
    if ref is not None:
        meta["audit"] = {"seq": ref[0], "hash": ref[1]}
    op_id = admission.operation_id
    meta["receipt"] = store.content.receipt_digests([op_id]).get(op_id)
    if done is not None:
        memory_ids = [int(m) for m in done.targets.get("memories", ())] if isinstance(done.targets, dict) else []
        content: dict[str, dict[str, str]] = {}
        if memory_ids:
            content["memory"] = {str(k): v for k, v in store.content.memory_digests(memory_ids).items()}
        if done.items:
            content["fact"] = {str(k): v for k, v in store.content.fact_digests([i.fact_id for i in done.items]).items()}
            content["lexical"] = {str(i.fact_id): lexical_digest(i.fact_id, i.text, i.context) for i in done.items}
            content["vector"] = {str(i.fact_id): vector_digest(i.fact_id, i.vector) for i in done.items if i.vector is not None}
        if content:
            meta["content"] = content
    return meta


def reseal(
    store: Store, sealer: Sealer, operation_id: str, *, kind: str, profile: str, generation: int, at: float,
    metadata: dict[str, Any] | None = None,
) -> Manifest:  # fmt: skip
    """Rebuild the manifest of an operation from its obligation rows and store it sealed; its
    evidence (``metadata``) is kept from the previous manifest unless given."""
    if metadata is None:
        previous = store.operations.manifest(operation_id)
        metadata = dict(previous.get("metadata") or {}) if previous else {}
    rows = store.operations.obligations(operation_id)
    manifest = Manifest(
        operation_id=operation_id,
        kind=kind,
        profile=profile,
        generation=generation,
        canonical_committed=True,
        obligations=tuple(Obligation(r.owner, ObligationState(r.state), r.attempts, r.detail) for r in rows),
        metadata=metadata,
    )
    store.operations.put_manifest(operation_id, manifest.status.value, manifest.seal(sealer), at)
    return manifest
