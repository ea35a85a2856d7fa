"""The erasure service: one governed path for ``erase`` (fact / memory / entity / subject /
profile) and ``forget``.

Order (T1 and T2 are transactions on the writer connection):
1. T1: fence check; resolve the plan; append the audit record *durably* (if that fails, T1
   rolls back and nothing is deleted); tombstones (erase only: a replay cannot resurrect);
   the operation receipt and one obligation per owner plus ``canonical``; each owner erases
   its projection; the canonical rows go; a pending erasure-receipt row. Any exception rolls
   all of it back: an erasure is never half-applied.
2. After commit: every owner proves the erasure by *live* re-query of its store (FTS5 rows and
   MATCH probes of the erased words, vec0 rows and KNN probes with the erased embeddings,
   graph rows, temporal rows, fact_state rows), the canonical tables are re-queried, then the
   WAL is checkpointed (TRUNCATE) so erased pages do not linger in the log. If a reader
   blocks that, the receipt says ``pending_checkpoint`` and erasure/checkpoint.py finishes it.
3. T2: obligations APPLIED (proof held) or FAILED (the reconciler redrives them), the sealed
   manifest, and the sealed erasure receipt; ``all_erased`` only if every proof held and the
   checkpoint emptied the log.
``forget`` is the same path without tombstones (a forgotten memory may be learned again), with
the caller's writable scopes; ``erase`` is an ADMIN operation over every scope.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import UnknownProfileError
from ..governance import Sealer
from ..ingest.writer import fact_hash
from ..storage import Store
from ..storage.operations import ObligationRow, ReceiptRow
from ..transactions.admission import Admission, check_fence
from ..transactions.faults import FaultInjector
from ..transactions.owners import ErasureTarget, ProjectionOwner, Proof
from ..transactions.spine import evidence, reseal
from .checkpoint import ERASE_WAIT_MS, add_pending, checkpoint
from .plan import ErasurePlan, plan
from .receipt import ERASED, PENDING_CHECKPOINT, ErasureReceipt, build_document

CANONICAL = "canonical"
AuditBefore = Callable[[ErasurePlan], int | None]


class ErasureService:
    def __init__(
        self,
        owners: Sequence[ProjectionOwner],
        sealer: Sealer,
        faults: FaultInjector,
        *,
        destroy_profile_key: Callable[[str], bool | None] = lambda name: None,
        max_attempts: int = 5,
    ) -> None:
        self.owners = tuple(owners)
        self.sealer = sealer
        self.faults = faults
        self.destroy_profile_key = destroy_profile_key
        self.max_attempts = max_attempts

    # -- the erasure ------------------------------------------------------------------------
    def run(
        self,
        store: Store,
        admission: Admission,
        *,
        kind: str,
        target: object,
        scopes: Sequence[str] | None,
        tombstone: bool,
        audit_before: AuditBefore,
    ) -> tuple[ErasurePlan, ErasureReceipt]:
        op_id, now = admission.operation_id, time.time()
        with store.write():
            check_fence(store, admission)
            pid = store.catalog.profile_id(admission.profile)
            if pid is None:
                raise UnknownProfileError(f"unknown profile {admission.profile!r}", profile=admission.profile)
            the_plan = plan(store, kind, target, pid, scopes)
            erasure_target = self._capture(store, the_plan)
            audit_seq = audit_before(the_plan)  # durable; raising here deletes nothing
            tombstones = self._tombstone(store, admission, the_plan, now) if tombstone else 0
            store.operations.add_receipt(ReceiptRow(
                op_id, admission.kind, admission.profile, admission.generation, admission.actor.principal_id,
                admission.actor.transport.value, admission.payload_hash, now, the_plan.targets(),
            ))  # fmt: skip
            names = [o.name for o in self.owners] + [CANONICAL]
            store.operations.add_obligations(ObligationRow(op_id, n, "pending", 0, None, now) for n in names)
            for owner in self.owners:
                self.faults.hit(f"erase:{owner.name}")
                owner.erase(store, erasure_target)
            self._erase_canonical(store, erasure_target, admission.profile)
            store.operations.pending_erasure(op_id, admission.profile, the_plan.kind, now)
        proofs = self.prove(store, erasure_target)
        info, truncated = checkpoint(store, ERASE_WAIT_MS)
        key_destroyed = self.destroy_profile_key(admission.profile) if the_plan.whole_profile else None
        counts = {
            "facts": len(the_plan.fact_ids), "memories": len(the_plan.memory_ids),
            "entities": len(the_plan.entity_ids), "tombstones": tombstones,
        }  # fmt: skip
        document = build_document(
            erasure_id=op_id, operation=admission.kind, target_kind=the_plan.kind, profile=admission.profile,
            generation=admission.generation, counts=counts, proofs=proofs,
            checkpoint=info, audit_seq=audit_seq, key_destroyed=key_destroyed, requested_at=now,
            completed_at=time.time(), byte_level=ERASED if truncated else PENDING_CHECKPOINT,
        )  # fmt: skip
        receipt = ErasureReceipt.seal(document, self.sealer)
        with store.write():
            self._settle(store, op_id, proofs, attempts=1)
            store.operations.put_erasure_receipt(op_id, receipt.all_erased, receipt.document)
            if not truncated:  # a reader held the log: finished later (erasure/checkpoint.py)
                add_pending(store, op_id)
            reseal(store, self.sealer, op_id, kind=admission.kind, profile=admission.profile,
                   generation=admission.generation, at=time.time(), metadata=evidence(store, admission))  # fmt: skip
        return the_plan, receipt

    def prove(self, store: Store, target: ErasureTarget) -> list[Proof]:
        """Live re-query of every store (outside any write transaction)."""
        with store.read():
            proofs = [owner.prove_erased(store, target) for owner in self.owners]
            proofs.append(self._prove_canonical(store, target))
        return proofs

    # -- pieces -----------------------------------------------------------------------------
    @staticmethod
    def _capture(store: Store, the_plan: ErasurePlan) -> ErasureTarget:
        ids = sorted(the_plan.fact_ids)
        return ErasureTarget(
            profile_id=the_plan.profile_id,
            fact_ids=tuple(ids),
            memory_ids=tuple(sorted(the_plan.memory_ids)),
            entity_ids=tuple(sorted(the_plan.entity_ids)),
            alias_keys=tuple(sorted(the_plan.alias_keys)),
            whole_profile=the_plan.whole_profile,
            texts=store.erasure.fact_texts(ids),
            vectors=store.erasure.fact_vectors(ids),
        )

    @staticmethod
    def _tombstone(store: Store, admission: Admission, the_plan: ErasurePlan, now: float) -> int:
        keyed = store.erasure.memory_hashes(sorted(the_plan.memory_ids))
        texts = store.erasure.fact_texts(sorted(the_plan.fact_ids))
        name, op = admission.profile, admission.operation_id
        n = store.tombstones.add(name, "idempotency_key", [k for _, k, _ in keyed], op, now)
        n += store.tombstones.add(name, "content_hash", [h for _, _, h in keyed], op, now)
        n += store.tombstones.add(name, "fact_hash", [fact_hash(t) for t in texts.values()], op, now)
        return n

    @staticmethod
    def _erase_canonical(store: Store, target: ErasureTarget, profile: str) -> None:
        rows = store.erasure
        for start in range(0, max(len(target.fact_ids), 1), 5000):
            chunk = list(target.fact_ids[start : start + 5000])
            rows.delete_staging(chunk)
            rows.delete_facts(chunk)
        rows.delete_memories(list(target.memory_ids))
        rows.delete_empty_scenes(target.profile_id)
        if target.whole_profile:
            # Every tenant row is gone; the profile row goes and the name's generation moves
            # on, fencing off every write admitted before (persisted, so also after restarts).
            store.catalog.delete_profile(target.profile_id)
            store.catalog.advance_generation(profile)

    @staticmethod
    def _prove_canonical(store: Store, target: ErasureTarget) -> Proof:
        checks: dict[str, Any] = {}
        for start in range(0, max(len(target.fact_ids), len(target.memory_ids), 1), 5000):
            part = store.erasure.remaining(
                facts=list(target.fact_ids[start : start + 5000]), memories=list(target.memory_ids[start : start + 5000])
            )
            for name, n in part.items():
                checks[name] = checks.get(name, 0) + n
        if target.whole_profile:
            checks.update({f"profile_{k}": v for k, v in store.erasure.remaining_in_profile(target.profile_id).items()})
            checks["profile_row"] = int(store.erasure.profile_row_exists(target.profile_id))
        return Proof(CANONICAL, not any(checks.values()), checks)

    def _settle(self, store: Store, op_id: str, proofs: list[Proof], *, attempts: int) -> None:
        for proof in proofs:
            exhausted = attempts >= self.max_attempts
            state = "applied" if proof.held else ("dead_lettered" if exhausted else "failed")
            detail = None if proof.held else f"proof did not hold: {proof.checks}"[:300]
            store.operations.set_obligation(op_id, proof.owner, state=state, attempts=attempts, detail=detail, at=time.time())

    # -- reconciler hook --------------------------------------------------------------------
    def redrive(self, store: Store, receipt: ReceiptRow, rows: Sequence[ObligationRow], force: bool) -> None:
        """Inside the reconciler's transaction: erase again (idempotent) what a failed or
        interrupted erasure left, prove it, and complete the receipt."""
        t = receipt.targets
        target = ErasureTarget(
            profile_id=int(t["profile_id"]),
            fact_ids=tuple(t.get("facts", ())),
            memory_ids=tuple(t.get("memories", ())),
            entity_ids=tuple(t.get("entities", ())),
            whole_profile=bool(t.get("whole_profile")),
        )
        by_name = {o.name: o for o in self.owners}
        for row in rows:
            if row.owner == CANONICAL:
                # A whole-profile erasure whose profile row is already gone must not advance
                # the generation a second time.
                if not target.whole_profile or store.erasure.profile_row_exists(target.profile_id):
                    self._erase_canonical(store, target, receipt.profile)
            elif row.owner in by_name:
                by_name[row.owner].erase(store, target)
        proofs = [o.prove_erased(store, target) for o in self.owners] + [self._prove_canonical(store, target)]
        attempts = max((r.attempts for r in rows), default=0) + 1
        self._settle(store, receipt.id, [p for p in proofs if p.owner in {r.owner for r in rows}],
                     attempts=self.max_attempts if force and attempts < self.max_attempts else attempts)  # fmt: skip
        document = build_document(
            erasure_id=receipt.id, operation=receipt.kind, target_kind=str(t.get("target_kind")), profile=receipt.profile,
            generation=receipt.generation, counts={"facts": len(target.fact_ids), "memories": len(target.memory_ids),
            "entities": len(target.entity_ids)}, proofs=proofs, checkpoint=None, audit_seq=None, key_destroyed=None,
            requested_at=receipt.created_at, completed_at=time.time(), completed_by="reconciler",
            byte_level=PENDING_CHECKPOINT,  # inside a transaction: the checkpoint comes after it
        )  # fmt: skip
        sealed = ErasureReceipt.seal(document, self.sealer)
        store.operations.put_erasure_receipt(receipt.id, sealed.all_erased, sealed.document)
        add_pending(store, receipt.id)
