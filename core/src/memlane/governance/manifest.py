"""The completion manifest of one governed operation, and its derived status.

Status is *derived* from the obligation states, never stored independently, so it cannot drift:
- FAILED    if the canonical transaction did not commit, or no projection obligation applied;
- COMPLETE  if the canonical rows committed and every obligation is APPLIED (an operation with
            no registered owner has nothing to project and is COMPLETE once committed);
- DEGRADED  otherwise (some applied, some pending/failed). DEGRADED is never success.
A sealed manifest carries the status it was sealed with; opening it re-derives the status and
refuses a document whose recorded status disagrees.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ..errors import InvalidInputError
from .canonical import freeze, thaw
from .errors import ManifestIntegrityError
from .sealing import Sealer

MANIFEST_FORMAT = "memlane.manifest/1"
SEAL_PURPOSE = "manifest"


class ObligationState(StrEnum):
    PENDING = "pending"
    APPLIED = "applied"
    FAILED = "failed"
    DEAD_LETTERED = "dead_lettered"
    COMPENSATED = "compensated"  # partial projection rolled back after a failure
    CANCELLED = "cancelled"  # an operator gave up on it


class ManifestStatus(StrEnum):
    COMPLETE = "complete"
    DEGRADED = "degraded"
    FAILED = "failed"


def derive_status(canonical_committed: bool, states: Iterable[ObligationState]) -> ManifestStatus:
    if not canonical_committed:
        return ManifestStatus.FAILED
    states = tuple(states)
    if not states:
        return ManifestStatus.COMPLETE
    applied = sum(1 for s in states if s is ObligationState.APPLIED)
    if applied == len(states):
        return ManifestStatus.COMPLETE
    if applied == 0:
        return ManifestStatus.FAILED
    return ManifestStatus.DEGRADED


@dataclass(frozen=True, slots=True)
class Obligation:
    owner: str
    state: ObligationState = ObligationState.PENDING
    attempts: int = 0
    detail: str | None = None  # short last-error text; never payload content

    def __post_init__(self) -> None:
        if not isinstance(self.owner, str) or not self.owner:
            raise InvalidInputError("an obligation needs a non-empty owner name")
        object.__setattr__(self, "state", ObligationState(self.state))
        if (
            isinstance(self.attempts, bool)
            or not isinstance(self.attempts, int)
            or self.attempts < 0
        ):
            raise InvalidInputError(f"attempts must be a non-negative int, got {self.attempts!r}")
        if self.detail is not None and not isinstance(self.detail, str):
            raise InvalidInputError("obligation detail must be a string or None")

    def to_dict(self) -> dict[str, Any]:
        return {
            "owner": self.owner,
            "state": self.state.value,
            "attempts": self.attempts,
            "detail": self.detail,
        }


def _non_empty(name: str, value: object) -> None:
    if not isinstance(value, str) or not value:
        raise InvalidInputError(f"manifest {name} must be a non-empty string, got {value!r}")


@dataclass(frozen=True, slots=True)
class Manifest:
    operation_id: str
    kind: str
    profile: str
    generation: int
    canonical_committed: bool
    obligations: tuple[Obligation, ...] = ()
    metadata: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        _non_empty("operation_id", self.operation_id)
        _non_empty("kind", self.kind)
        _non_empty("profile", self.profile)
        if (
            isinstance(self.generation, bool)
            or not isinstance(self.generation, int)
            or self.generation < 0
        ):
            raise InvalidInputError(
                f"generation must be a non-negative int, got {self.generation!r}"
            )
        if not isinstance(self.canonical_committed, bool):
            raise InvalidInputError("canonical_committed must be a bool")
        obligations = tuple(self.obligations)
        owners = [o.owner for o in obligations]
        if len(set(owners)) != len(owners):
            raise InvalidInputError(f"duplicate obligation owners in {owners}")
        # Sorted by owner: the same obligations always produce the same document and seal.
        object.__setattr__(self, "obligations", tuple(sorted(obligations, key=lambda o: o.owner)))
        if not isinstance(self.metadata, Mapping):
            raise InvalidInputError("manifest metadata must be a mapping")
        object.__setattr__(self, "metadata", freeze(self.metadata))

    # -- derived ------------------------------------------------------------------------------
    @property
    def status(self) -> ManifestStatus:
        return derive_status(self.canonical_committed, (o.state for o in self.obligations))

    @property
    def is_success(self) -> bool:
        return self.status is ManifestStatus.COMPLETE

    @property
    def is_settled(self) -> bool:
        """No obligation is still PENDING (the reconciler has nothing left to try)."""
        return all(o.state is not ObligationState.PENDING for o in self.obligations)

    def obligation(self, owner: str) -> Obligation:
        for o in self.obligations:
            if o.owner == owner:
                return o
        raise InvalidInputError(f"no obligation for owner {owner!r}")

    def owners_in(self, *states: ObligationState) -> tuple[str, ...]:
        return tuple(o.owner for o in self.obligations if o.state in states)

    def with_obligation(self, obligation: Obligation) -> Manifest:
        """A new manifest with ``obligation`` replacing the one of the same owner."""
        self.obligation(obligation.owner)  # raises for an unknown owner
        rest = tuple(o for o in self.obligations if o.owner != obligation.owner)
        return replace(self, obligations=(*rest, obligation), metadata=thaw(self.metadata))

    # -- documents ----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": MANIFEST_FORMAT,
            "operation_id": self.operation_id,
            "kind": self.kind,
            "profile": self.profile,
            "generation": self.generation,
            "canonical_committed": self.canonical_committed,
            "obligations": [o.to_dict() for o in self.obligations],
            "metadata": thaw(self.metadata),
            "status": self.status.value,
        }

    @classmethod
    def from_dict(cls, document: Mapping[str, Any]) -> Manifest:
        expected = {
            "format", "operation_id", "kind", "profile", "generation",
            "canonical_committed", "obligations", "metadata", "status",
        }  # fmt: skip
        if not isinstance(document, Mapping) or set(document) != expected:
            got = sorted(document) if isinstance(document, Mapping) else type(document).__name__
            raise ManifestIntegrityError(f"not a manifest document (fields: {got})")
        if document["format"] != MANIFEST_FORMAT:
            raise ManifestIntegrityError(f"unsupported manifest format {document['format']!r}")
        try:
            obligations = tuple(
                Obligation(o["owner"], o["state"], o["attempts"], o["detail"])
                for o in document["obligations"]
            )
            manifest = cls(
                operation_id=document["operation_id"],
                kind=document["kind"],
                profile=document["profile"],
                generation=document["generation"],
                canonical_committed=document["canonical_committed"],
                obligations=obligations,
                metadata=document["metadata"],
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ManifestIntegrityError(f"malformed manifest document: {exc}") from exc
        if document["status"] != manifest.status.value:
            raise ManifestIntegrityError(
                f"manifest records status {document['status']!r} but its obligations derive "
                f"{manifest.status.value!r}",
                operation_id=manifest.operation_id,
            )
        return manifest

    def seal(self, sealer: Sealer) -> dict[str, Any]:
        return sealer.seal_document(self.to_dict(), purpose=SEAL_PURPOSE)

    @classmethod
    def open_sealed(cls, document: Mapping[str, Any], sealer: Sealer) -> Manifest:
        """Verify the seal (:class:`SealInvalidError` on any change), then parse strictly."""
        return cls.from_dict(sealer.require_document(document, purpose=SEAL_PURPOSE))
