"""The reconciler: redrives projection obligations that are PENDING or FAILED, a bounded
number of attempts each, then dead-letters them for an operator (``memory.ops``).

A redrive rebuilds the owner's projection of the operation's facts from canonical rows (the
embedding from staging, else re-embedded), inside a savepoint: compensate whatever partial
projection exists, apply, verify by re-reading. Facts erased in the meantime are skipped.
Erasure operations are redriven by the erasure service (``redrive_erasure`` hook).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import groupby

import numpy as np

from ..governance import Manifest, ObligationState, Sealer
from ..ingest.pipeline import _date_words as date_words
from ..storage import Store
from ..storage.operations import ObligationRow, ReceiptRow
from ..storage.projections import FactInput, fact_inputs
from .faults import FaultInjector, ProjectionFailure
from .owners import ProjectionItem, ProjectionOwner
from .spine import CONTAINED, reseal, summarize

ERASURE_KINDS = frozenset({"erase", "forget"})
Embed = Callable[[list[str]], np.ndarray]
ErasureHook = Callable[[Store, ReceiptRow, Sequence[ObligationRow], bool], None]


@dataclass
class ReconcileReport:
    operations: int = 0
    applied: int = 0
    failed: int = 0
    dead_lettered: int = 0
    seconds: float = 0.0
    manifests: dict[str, str] = field(default_factory=dict)  # operation id -> status
    repaired: dict[str, int] = field(default_factory=dict)  # vector_repair.repair (on request)

    def to_dict(self) -> dict[str, object]:
        return {
            "operations": self.operations, "applied": self.applied, "failed": self.failed,
            "dead_lettered": self.dead_lettered, "seconds": round(self.seconds, 6),
            "manifests": dict(self.manifests), "repaired": dict(self.repaired),
        }  # fmt: skip


def item_from_input(inp: FactInput, vector: np.ndarray | None) -> ProjectionItem:
    """The projection input of a stored fact, with the same lexical context the write used."""
    if inp.supersedes is not None:
        context = inp.speaker or ""
    else:
        turn = inp.memory_content if inp.memory_content and inp.memory_fact_count > 1 else ""
        context = " ".join(filter(None, [inp.speaker, date_words(inp.observed_at), turn]))
    referenced = None
    if inp.referenced_start is not None and inp.referenced_end is not None:
        referenced = (inp.referenced_start, inp.referenced_end)
    return ProjectionItem(
        inp.fact_id, inp.profile_id, inp.scope, inp.text, context, inp.speaker, inp.observed_at,
        referenced, vector=vector, mentions=None, supersedes=inp.supersedes,
    )  # fmt: skip


class Reconciler:
    def __init__(
        self,
        owners: Sequence[ProjectionOwner],
        sealer: Sealer,
        faults: FaultInjector,
        *,
        max_attempts: int = 5,
        embed: Embed | None = None,
        redrive_erasure: ErasureHook | None = None,
    ) -> None:
        self.owners = {o.name: o for o in owners}
        self.sealer = sealer
        self.faults = faults
        self.max_attempts = max_attempts
        self.embed = embed
        self.redrive_erasure = redrive_erasure

    # -- passes -----------------------------------------------------------------------------
    def run(self, store: Store, *, limit: int = 10_000, operation_id: str | None = None, force: bool = False) -> ReconcileReport:
        """One pass over open obligations (or those of one operation). ``force`` ignores the
        attempt bound and also takes dead-lettered obligations (operator force-reconcile)."""
        started, report = time.perf_counter(), ReconcileReport()
        with store.read():
            if operation_id is not None:
                rows = [r for r in store.operations.obligations(operation_id) if self._open(r, force)]
            else:
                states = ["pending", "failed", *(["dead_lettered"] if force else [])]
                rows = store.operations.open_obligations(states, limit=limit)
        for op_id, group in groupby(rows, key=lambda r: r.operation_id):
            report.operations += 1
            manifest = self._reconcile_operation(store, op_id, list(group), force, report)
            if manifest is not None:
                report.manifests[op_id] = manifest.status.value
        report.seconds = time.perf_counter() - started
        return report

    @staticmethod
    def _open(row: ObligationRow, force: bool) -> bool:
        return row.state in ("pending", "failed") or (force and row.state == "dead_lettered")

    def _reconcile_operation(
        self, store: Store, op_id: str, rows: list[ObligationRow], force: bool, report: ReconcileReport
    ) -> Manifest | None:
        with store.write():
            receipt = store.operations.receipt(op_id)
            if receipt is None:
                return None
            if receipt.kind in ERASURE_KINDS:
                if self.redrive_erasure is not None:
                    self.redrive_erasure(store, receipt, rows, force)
                outcome = store.operations.obligations(op_id)
            else:
                for row in rows:
                    self._redrive(store, receipt, row, force, report)
                outcome = None
            manifest = reseal(
                store, self.sealer, op_id, kind=receipt.kind, profile=receipt.profile,
                generation=receipt.generation, at=time.time(),
            )  # fmt: skip
        if outcome is not None:
            for row in outcome:
                report.applied += row.state == "applied"
                report.failed += row.state == "failed"
                report.dead_lettered += row.state == "dead_lettered"
        return manifest

    def _redrive(self, store: Store, receipt: ReceiptRow, row: ObligationRow, force: bool, report: ReconcileReport) -> None:
        owner = self.owners.get(row.owner)
        attempts = row.attempts + 1
        if owner is None:
            state, detail = ObligationState.DEAD_LETTERED, f"no registered owner {row.owner!r}"
        else:
            try:
                with store.savepoint():
                    self.faults.hit(f"redrive:{owner.name}")
                    self.rebuild(store, owner, receipt)
                state, detail = ObligationState.APPLIED, None
                store.operations.unstage(receipt.id, owner.name)
            except CONTAINED as exc:
                exhausted = attempts >= self.max_attempts and not force
                state = ObligationState.DEAD_LETTERED if exhausted or force else ObligationState.FAILED
                detail = summarize(exc)
        store.operations.set_obligation(receipt.id, row.owner, state=state.value, attempts=attempts, detail=detail, at=time.time())
        report.applied += state is ObligationState.APPLIED
        report.failed += state is ObligationState.FAILED
        report.dead_lettered += state is ObligationState.DEAD_LETTERED

    def rebuild(self, store: Store, owner: ProjectionOwner, receipt: ReceiptRow) -> None:
        """Compensate, apply and verify ``owner``'s projection of the operation's facts."""
        inputs = fact_inputs(store.db.conn, list(receipt.targets.get("facts", ())))
        # Every owner gets the embeddings (the vector owner stores them, the geometry owner
        # derives from them): staged ones first, then the vector index, then the model.
        staged = store.operations.staged(receipt.id, "vector")
        vectors = {fid: np.frombuffer(blob, dtype=np.float32) for fid, blob in staged.items()}
        indexed = store.vectors.vectors([inp.fact_id for inp in inputs if inp.fact_id not in vectors])
        vectors.update(indexed)
        need = [inp for inp in inputs if inp.fact_id not in vectors]
        if need and owner.name == "vector" and self.embed is None:
            raise ProjectionFailure(f"{len(need)} embedding(s) neither staged nor computable")
        if need and self.embed is not None:
            for inp, vec in zip(need, self.embed([inp.text for inp in need]), strict=True):
                vectors[inp.fact_id] = vec
        items = [item_from_input(inp, vectors.get(inp.fact_id)) for inp in inputs]
        ids = [i.fact_id for i in items]
        owner.compensate(store, ids)
        if items:
            owner.apply(store, items)
        missing = owner.verify(store, items)
        if missing:
            raise ProjectionFailure(f"{len(missing)} fact(s) still missing after the redrive")

    # -- operator actions -------------------------------------------------------------------
    def cancel(self, store: Store, receipt: ReceiptRow, rows: Sequence[ObligationRow]) -> None:
        """Give up on non-applied obligations: remove any partial projection, mark CANCELLED."""
        ids = list(receipt.targets.get("facts", ()))
        for row in rows:
            owner = self.owners.get(row.owner)
            if owner is not None and receipt.kind not in ERASURE_KINDS:
                owner.compensate(store, ids)
            store.operations.unstage(receipt.id, row.owner)
            store.operations.set_obligation(
                receipt.id, row.owner, state="cancelled", attempts=row.attempts, detail="cancelled by operator", at=time.time()
            )
