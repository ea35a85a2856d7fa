"""The erasure receipt: what was erased, each store's live proof, the WAL checkpoint, and
``all_erased`` — true only when every proof holds. HMAC-sealed under the installation key;
any change to any field breaks the seal."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..governance import ManifestIntegrityError, Sealer
from ..transactions.owners import Proof

RECEIPT_FORMAT = "memlane.erasure-receipt/1"
SEAL_PURPOSE = "erasure-receipt"


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
    completed_by: str = "erasure",
) -> dict[str, Any]:
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
        "all_erased": bool(proofs) and all(p.held for p in proofs),
    }


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
        if body.get("format") != RECEIPT_FORMAT:
            raise ManifestIntegrityError(f"not an erasure receipt (format {body.get('format')!r})")
        held = bool(body["proofs"]) and all(p["held"] for p in body["proofs"].values())
        if bool(body["all_erased"]) != held:
            raise ManifestIntegrityError("erasure receipt's all_erased disagrees with its proofs")
        return cls(dict(document))
