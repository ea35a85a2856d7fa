"""The engine's audit trail: one hash-chained AuditLog at ``<data_dir>/audit.db`` (anchor
sealed with the installation key), appended for every write operation and every denial.

Group commit: appends use the log's "batched" durability (see governance/audit.py for the
trade-off), except erasure, which appends durably before anything is deleted."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..governance import (
    ActorContext,
    AuditLog,
    AuditRecord,
    AuditVerification,
    PolicyDecision,
    Sealer,
)
from ..transactions.faults import FaultInjector

AUDIT_FILENAME = "audit.db"


class AuditSink:
    def __init__(
        self,
        data_dir: Path,
        sealer: Sealer,
        faults: FaultInjector,
        *,
        durability: str = "batched",
        flush_interval: float = 0.2,
        busy_timeout_ms: int = 10_000,
    ) -> None:
        self.path = data_dir / AUDIT_FILENAME
        self.faults = faults
        self.log = AuditLog(
            self.path, sealer=sealer, busy_timeout_ms=busy_timeout_ms, durability=durability, flush_interval=flush_interval
        )

    def write(
        self,
        actor: ActorContext,
        operation: str,
        decision: str,
        *,
        profile: str | None = None,
        reason: str = "",
        target_ids: Iterable[str] = (),
        metadata: Mapping[str, Any] | None = None,
        durable: bool = False,
    ) -> int:
        """Append one record; returns its seq. Raises AuditError if it could not be written."""
        return self.record(
            actor, operation, decision, profile=profile, reason=reason,
            target_ids=target_ids, metadata=metadata, durable=durable,
        ).seq  # fmt: skip

    def record(
        self,
        actor: ActorContext,
        operation: str,
        decision: str,
        *,
        profile: str | None = None,
        reason: str = "",
        target_ids: Iterable[str] = (),
        metadata: Mapping[str, Any] | None = None,
        durable: bool = False,
    ) -> AuditRecord:
        """:meth:`write`, returning the record (its seq and keyed hash)."""
        self.faults.hit("audit")
        return self.log.append(
            actor, operation, decision, profile=profile, reason=reason,
            target_ids=target_ids, metadata=metadata, durable=durable,
        )  # fmt: skip

    def decision(
        self,
        actor: ActorContext,
        decision: PolicyDecision,
        *,
        profile: str | None,
        target_ids: Iterable[str] = (),
        metadata: Mapping[str, Any] | None = None,
    ) -> int:
        self.faults.hit("audit")
        return self.log.append_decision(actor, decision, profile=profile, target_ids=target_ids, metadata=metadata).seq

    def verify(self) -> AuditVerification:
        self.log.flush()
        return self.log.verify()

    def flush(self) -> None:
        self.log.flush()

    def close(self) -> None:
        self.log.close()
