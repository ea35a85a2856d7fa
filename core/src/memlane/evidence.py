"""The governance evidence half of the facade (mixed into ``Memory``): verified manifests and
erasure receipts, and the audit-trail check. Reading your own operation's evidence is a read
(RECALL); anyone else's is an operator's inspection (OPS_INSPECT)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .erasure import ErasureReceipt
from .errors import UnknownOperationError
from .governance import AuditVerification, Manifest, ManifestIntegrityError, OperationKind
from .limits import OPERATION_ID_CHARS, check_text
from .storage import Store


class EvidenceMixin:
    _engine: Any
    actor: Any

    def manifest(self, operation_id: str) -> Manifest:
        """The operation's completion manifest, its HMAC seal verified (SealInvalidError on any
        change) and checked against the live obligation rows (ManifestIntegrityError)."""
        document, rows = self._evidence(operation_id, lambda s: s.operations.manifest(operation_id))
        manifest = Manifest.open_sealed(document, self._engine.sealer)
        if {(r.owner, r.state) for r in rows} != {(o.owner, o.state.value) for o in manifest.obligations}:
            raise ManifestIntegrityError("the sealed manifest disagrees with the stored obligations", operation_id=operation_id)
        return manifest

    def erasure_receipt(self, erasure_id: str) -> ErasureReceipt:
        """A sealed erasure receipt, verified (seal and its all_erased flag)."""
        document, _ = self._evidence(erasure_id, lambda s: s.operations.erasure_receipt(erasure_id))
        return ErasureReceipt.open(document, self._engine.sealer)

    def erasure_status(self, erasure_id: str) -> dict[str, Any]:
        """Where an erasure stands (from its verified receipt): ``status`` is "complete",
        "pending_checkpoint" (every store proved it, the bytes wait for a WAL checkpoint that
        a reader blocked; the engine finishes it by itself) or "incomplete" (a proof failed;
        the reconciler redrives it)."""
        return self.erasure_receipt(erasure_id).status_dict()

    def audit_verify(self) -> AuditVerification:
        """Walk the keyed audit chain and compare it with its sealed anchor, then check the
        memory database against the trail and the sealed manifests: every manifest's audit
        record present with its hash, receipts unmodified, every memory, fact, FTS row and
        embedding as written (access/tamper.py; one pass, a maintenance operation)."""
        self._engine.gate.check(self.actor, "audit_verify")
        chain = self._engine.audit.verify()
        return chain.with_content(self._engine.verify_content().to_dict())

    def _evidence(self, operation_id: object, load: Callable[[Store], Any]) -> tuple[Any, Any]:
        check_text(operation_id, "operation_id", OPERATION_ID_CHARS)
        reader, actor = self._engine.reader, self.actor
        with reader.read():
            receipt = reader.operations.receipt(operation_id)
            document = load(reader) if receipt else None
            rows = reader.operations.obligations(operation_id) if receipt else []
        if receipt is None or document is None or not actor.may_access_profile(receipt.profile):
            raise UnknownOperationError(f"unknown operation {operation_id!r}", operation_id=operation_id)
        own = receipt.principal_id == actor.principal_id
        kind = OperationKind.RECALL if own else OperationKind.OPS_INSPECT
        self._engine.gate.check(actor, kind.value, profile=receipt.profile)
        return document, rows
