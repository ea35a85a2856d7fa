"""The erasure receipt: what was erased, each store's live proof, the WAL checkpoint, and
``all_erased`` — true only when every proof holds (``logically_erased``) *and* the erased bytes
have left the files (``byte_level == "erased"``: a TRUNCATE checkpoint emptied the WAL into
the database, whose deleted cells secure-delete has zeroed). While another connection's read
transaction blocks that checkpoint the receipt says ``byte_level == "pending_checkpoint"``
(``status`` too) and the engine finishes it later (erasure/checkpoint.py), sealing a
completed receipt. HMAC-sealed under the installation key; any change breaks the seal."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..governance import ManifestIntegrityError, Sealer
from ..governance.sealing import SEAL_FIELD
from ..transactions.owners import Proof

RECEIPT_FORMAT = "memlane.erasure-receipt/2"
LEGACY_FORMAT = "memlane.erasure-receipt/1"  # before byte-level status: all_erased == proofs held
SEAL_PURPOSE = "erasure-receipt"
ERASED, PENDING_CHECKPOINT = "erased", "pending_checkpoint"
# status: complete (all_erased) / pending_checkpoint (proofs held, bytes not yet gone) /
# incomplete (a proof failed; the reconciler redrives it)
COMPLETE, INCOMPLETE = "complete", "incomplete"


def build_document(
    *,
    erasure_id: str,
    operation: str,
    target_kind: str,
    profile: str,
    generation: int,
    counts: Mapping[str, int],
    proofs: list[Proof],
    checkpoint: Mapping[str, Any] | None,
    audit_seq: int | None,
    key_destroyed: bool | None,
    requested_at: float,
    completed_at: float,
    byte_level: str,
    completed_by: str = "erasure",
) -> dict[str, Any]:
    held = bool(proofs) and all(p.held for p in proofs)
    return {
        "format": RECEIPT_FORMAT,
        "erasure_id": erasure_id,
        "operation": operation,
        "target_kind": target_kind,
        "profile": profile,
        "generation": generation,
        "counts": dict(counts),
        "proofs": {p.owner: {"held": p.held, "checks": p.checks} for p in proofs},
        "checkpoint": None if checkpoint is None else dict(checkpoint),
        "audit_seq": audit_seq,
        "profile_key_destroyed": key_destroyed,
        "requested_at": requested_at,
        "completed_at": completed_at,
        "completed_by": completed_by,
        "logically_erased": held,
        "byte_level": byte_level,
        "byte_level_completed_at": completed_at if byte_level == ERASED else None,
        "status": _status(held, byte_level),
        "all_erased": held and byte_level == ERASED,
    }


def _status(held: bool, byte_level: str) -> str:
    return (COMPLETE if byte_level == ERASED else PENDING_CHECKPOINT) if held else INCOMPLETE


@dataclass(frozen=True)
class ErasureReceipt:
    """A verified (opened) receipt document; ``document`` still carries its seal."""

    document: Mapping[str, Any]

    @property
    def erasure_id(self) -> str:
        return str(self.document["erasure_id"])

    @property
    def all_erased(self) -> bool:
        return bool(self.document["all_erased"])

    @property
    def logically_erased(self) -> bool:
        """Every store proved by live re-query that it no longer holds the data."""
        return bool(self.document.get("logically_erased", self.document["all_erased"]))

    @property
    def byte_level(self) -> str:
        """"erased" once the WAL checkpoint truncated the log; else "pending_checkpoint"."""
        return str(self.document.get("byte_level", ERASED))

    @property
    def status(self) -> str:
        return str(self.document.get("status", _status(self.logically_erased, self.byte_level)))

    def status_dict(self) -> dict[str, Any]:
        d = self.document
        return {
            "erasure_id": self.erasure_id, "status": self.status, "all_erased": self.all_erased,
            "logically_erased": self.logically_erased, "byte_level": self.byte_level,
            "checkpoint": d.get("checkpoint"), "requested_at": d.get("requested_at"),
            "completed_at": d.get("completed_at"), "byte_level_completed_at": d.get("byte_level_completed_at"),
        }  # fmt: skip

    def bytes_erased(self, checkpoint: Mapping[str, Any], at: float, sealer: Sealer) -> ErasureReceipt:
        """The completed receipt once a later checkpoint truncated the WAL (resealed)."""
        body = {k: v for k, v in self.document.items() if k != SEAL_FIELD}
        held = bool(body["logically_erased"])
        body.update(checkpoint=dict(checkpoint), byte_level=ERASED, byte_level_completed_at=at,
                    status=_status(held, ERASED), all_erased=held)  # fmt: skip
        return ErasureReceipt.seal(body, sealer)

    @property
    def proofs(self) -> Mapping[str, Any]:
        return self.document["proofs"]

    @property
    def counts(self) -> Mapping[str, int]:
        return self.document["counts"]

    def to_dict(self) -> dict[str, Any]:
        return dict(self.document)

    @classmethod
    def seal(cls, document: Mapping[str, Any], sealer: Sealer) -> ErasureReceipt:
        return cls(sealer.seal_document(dict(document), purpose=SEAL_PURPOSE))

    @classmethod
    def open(cls, document: Mapping[str, Any], sealer: Sealer) -> ErasureReceipt:
        """Verify the seal (``SealInvalidError`` on any change) and the derived flag."""
        body = sealer.require_document(document, purpose=SEAL_PURPOSE)
        if body.get("format") not in (RECEIPT_FORMAT, LEGACY_FORMAT):
            raise ManifestIntegrityError(f"not an erasure receipt (format {body.get('format')!r})")
        held = bool(body["proofs"]) and all(p["held"] for p in body["proofs"].values())
        byte_level = body.get("byte_level", ERASED) if body["format"] == RECEIPT_FORMAT else ERASED
        if bool(body["all_erased"]) != (held and byte_level == ERASED):
            raise ManifestIntegrityError("erasure receipt's all_erased disagrees with its proofs and byte-level status")
        return cls(dict(document))
