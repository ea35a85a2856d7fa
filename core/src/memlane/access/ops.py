"""``memory.ops``: operators list the operations whose projections are not (yet) complete and
resolve them — ``retry`` (attempts reset, redriven now), ``force-reconcile`` (rebuild from
canonical rows regardless of the attempt bound, re-embedding if needed) or ``cancel`` (remove
any partial projection and give up; the manifest stays DEGRADED, honestly). OWNER/ADMIN only
(ops_inspect / ops_resolve policies); every resolve is audited."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..errors import InvalidInputError, UnknownOperationError
from ..governance import Manifest, OperationKind
from ..ingest.request import profile_name
from ..limits import OPERATION_ID_CHARS, check_text
from ..storage import Store
from ..transactions.spine import reseal
from .sessions import check_write

if TYPE_CHECKING:
    from ..memory import Memory

ACTIONS = ("retry", "force-reconcile", "cancel")
OPEN_STATES = ("pending", "failed", "dead_lettered")


class Ops:
    def __init__(self, memory: Memory) -> None:
        self._memory = memory

    @property
    def _engine(self):  # type: ignore[no-untyped-def]
        return self._memory._engine

    def list(self, *, states: tuple[str, ...] = OPEN_STATES, limit: int = 100) -> list[dict[str, Any]]:
        """Unsettled obligations with their operation, oldest first (only profiles the caller
        may access)."""
        engine, actor = self._engine, self._memory.actor
        engine.gate.check(actor, OperationKind.OPS_INSPECT.value, profile=None)
        if isinstance(states, str) or not isinstance(states, list | tuple) or not all(isinstance(s, str) for s in states):
            raise InvalidInputError("states must be a list of obligation states", field="states")
        bad = set(states) - {"pending", "failed", "dead_lettered", "cancelled", "compensated", "applied"}
        if bad or not isinstance(limit, int) or not 1 <= limit <= 10_000:
            raise InvalidInputError("states must be obligation states and limit 1..10000")
        out = []
        with engine.reader.read():
            for row in engine.reader.operations.open_obligations(list(states), limit=limit):
                receipt = engine.reader.operations.receipt(row.operation_id)
                if receipt is None or not actor.may_access_profile(receipt.profile):
                    continue
                out.append({
                    "operation_id": row.operation_id, "kind": receipt.kind, "profile": receipt.profile,
                    "owner": row.owner, "state": row.state, "attempts": row.attempts, "detail": row.detail,
                    "created_at": receipt.created_at, "updated_at": row.updated_at,
                })  # fmt: skip
        return out

    def recent(self, *, kind: str | None = None, limit: int = 20) -> list[dict[str, Any]]:
        """The newest operations (any state), newest first: what an operator or a conformance
        check inspects after a write ("did that put produce a complete manifest?")."""
        engine, actor = self._engine, self._memory.actor
        engine.gate.check(actor, OperationKind.OPS_INSPECT.value, profile=None)
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 10_000:
            raise InvalidInputError("limit must be an integer from 1 to 10000", field="limit")
        if kind is not None:
            check_text(kind, "kind", 100)
        with engine.reader.read():
            rows = engine.reader.operations.recent(kind=kind, limit=limit)
        return [
            {"operation_id": r.id, "kind": r.kind, "profile": r.profile, "principal": r.principal_id,
             "transport": r.transport, "created_at": r.created_at}
            for r in rows
            if actor.may_access_profile(r.profile)
        ]  # fmt: skip

    def resolve(self, operation_id: str, action: str) -> Manifest:
        engine, actor = self._engine, self._memory.actor
        if action not in ACTIONS:
            raise InvalidInputError(f"action must be one of {', '.join(ACTIONS)}; got {action!r}")
        receipt = self._receipt(operation_id)
        engine.gate.check(actor, OperationKind.OPS_RESOLVE.value, profile=receipt.profile, target_ids=[operation_id])
        if action == "force-reconcile":
            engine.reconcile(operation_id=operation_id, force=True)
        elif action == "retry":
            self._reset(operation_id)
            engine.reconcile(operation_id=operation_id)
        else:
            self._cancel(operation_id)
        manifest = self._memory.manifest(operation_id)
        engine.audit.write(
            actor, OperationKind.OPS_RESOLVE.value, "applied", profile=receipt.profile, target_ids=[operation_id],
            metadata={"action": action, "status": manifest.status.value,
                      "obligations": [o.to_dict() for o in manifest.obligations]},
        )  # fmt: skip
        return manifest

    def reconcile(self) -> dict[str, Any]:
        """Run one reconciler pass now (it also runs on open and in the background), plus a
        repair of vector rows that disagree with the facts (orphans, missing vectors)."""
        self._engine.gate.check(self._memory.actor, OperationKind.OPS_RESOLVE.value, profile=None)
        return self._engine.reconcile(repair=True).to_dict()

    def health(self, profile: str | None = None) -> dict[str, Any]:
        """Per projection owner: what it holds against the canonical rows, with checksums."""
        engine, actor = self._engine, self._memory.actor
        name = self._memory.default_profile if profile is None else profile_name(profile)
        engine.gate.check(actor, OperationKind.OPS_INSPECT.value, profile=name)
        with engine.reader.read():
            pid = engine.reader.catalog.profile_id(name)
            owners = {} if pid is None else {o.name: o.health(engine.reader, pid).to_dict() for o in engine.owners}
            statuses = engine.reader.operations.status_counts()
        return {
            "profile": name,
            "owners": owners,
            "ok": all(o["ok"] for o in owners.values()),
            "manifests": statuses,
            "writer": {"replacements": engine.coordinator.replacements, "stalled": engine.coordinator.stalled},
        }

    def counters(self) -> dict[str, Any]:
        """Content-free, installation-wide counters for a metrics endpoint: unsettled
        obligations per state (an index lookup, no scan) and the single writer's state."""
        engine = self._engine
        engine.gate.check(self._memory.actor, OperationKind.OPS_INSPECT.value, profile=None)
        with engine.reader.read():
            obligations = engine.reader.overview.open_obligation_counts()
        coordinator = engine.coordinator
        writer = {"replacements": 0, "stalled": False, "queue_depth": 0}
        if coordinator is not None:
            writer = {"replacements": coordinator.replacements, "stalled": coordinator.stalled,
                      "queue_depth": coordinator.queue_depth}  # fmt: skip
        return {"obligations": obligations, "writer": writer}

    # -- internals --------------------------------------------------------------------------
    def _receipt(self, operation_id: object):  # type: ignore[no-untyped-def]
        check_text(operation_id, "operation_id", OPERATION_ID_CHARS)
        with self._engine.reader.read():
            receipt = self._engine.reader.operations.receipt(operation_id)
        if receipt is None or not self._memory.actor.may_access_profile(receipt.profile):
            raise UnknownOperationError(f"unknown operation {operation_id!r}", operation_id=operation_id)
        return receipt

    def _reset(self, operation_id: str) -> None:
        actor = self._memory.actor

        def job(store: Store) -> None:
            with store.write():
                check_write(store, actor, "ops_resolve", None)
                for row in store.operations.obligations(operation_id):
                    if row.state in ("failed", "dead_lettered"):
                        store.operations.set_obligation(operation_id, row.owner, state="pending", attempts=0,
                                                        detail="retry requested by operator", at=time.time())  # fmt: skip

        self._engine.submit(job, deadline=self._engine.deadline())

    def _cancel(self, operation_id: str) -> None:
        engine, actor = self._engine, self._memory.actor

        def job(store: Store) -> None:
            with store.write():
                check_write(store, actor, "ops_resolve", None)
                receipt = store.operations.receipt(operation_id)
                rows = [r for r in store.operations.obligations(operation_id) if r.state in OPEN_STATES]
                engine.reconciler.cancel(store, receipt, rows)
                reseal(store, engine.sealer, operation_id, kind=receipt.kind, profile=receipt.profile,
                       generation=receipt.generation, at=time.time())  # fmt: skip

        engine.submit(job, deadline=engine.deadline())
