"""The projection-owner protocol shared by every derived store of a fact.

An owner projects canonical fact rows into its own structure (FTS5, vec0, the temporal index,
the entity graph) and answers for it: ``apply`` writes, ``verify`` re-reads, ``compensate``
removes what it wrote for some facts, ``erase`` deletes for an erasure, ``prove_erased``
re-queries its live store, ``health`` compares what it holds with the canonical rows, with a
checksum over the fact ids it holds.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from ...ingest.entities import Mention
from ...storage import Store


@dataclass(frozen=True)
class ProjectionItem:
    """One fact as every owner needs it. Built from the prepared write (fast path) or read
    back from canonical rows (reconciler); ``vector``/``mentions`` may then be missing."""

    fact_id: int
    profile_id: int
    scope: str
    text: str
    context: str  # lexical context: speaker, date words, the surrounding turn
    speaker: str | None
    observed_at: float
    referenced: tuple[float, float] | None
    vector: np.ndarray | None = None
    mentions: tuple[Mention, ...] | None = None  # None = derive from text
    supersedes: int | None = None  # the corrected fact (graph owner links it)


@dataclass(frozen=True)
class ErasureTarget:
    """What an erasure removes, with what was captured before deletion for the proofs."""

    profile_id: int
    fact_ids: tuple[int, ...]
    memory_ids: tuple[int, ...]
    entity_ids: tuple[int, ...] = ()
    alias_keys: tuple[str, ...] = ()
    whole_profile: bool = False
    texts: dict[int, str] = field(default_factory=dict)  # fact id -> text (proof probes)
    vectors: dict[int, bytes] = field(default_factory=dict)  # fact id -> embedding (ANN probes)


@dataclass(frozen=True)
class Proof:
    owner: str
    held: bool  # True when every check found nothing left
    checks: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {"owner": self.owner, "held": self.held, "checks": self.checks}


@dataclass(frozen=True)
class OwnerHealth:
    owner: str
    profile_id: int
    held: int
    expected: int
    missing: tuple[int, ...]
    orphans: int
    checksum: str
    index: dict[str, Any] | None = None  # a derived index file's state (vector owner's HNSW graph)

    @property
    def ok(self) -> bool:
        index_ok = self.index is None or self.index.get("state") not in ("stale", "corrupt", "foreign")
        return not self.missing and not self.orphans and index_ok

    def to_dict(self) -> dict[str, Any]:
        return {
            "owner": self.owner, "held": self.held, "expected": self.expected,
            "missing": list(self.missing[:50]), "orphans": self.orphans,
            "checksum": self.checksum, "ok": self.ok,
            **({"index": self.index} if self.index is not None else {}),
        }  # fmt: skip


class ProjectionOwner(Protocol):
    name: str

    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None: ...

    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        """Fact ids of ``items`` this owner does not (correctly) hold."""
        ...

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None: ...

    def erase(self, store: Store, target: ErasureTarget) -> None: ...

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof: ...

    def health(self, store: Store, profile_id: int) -> OwnerHealth: ...


def checksum(fact_ids: Sequence[int]) -> str:
    """SHA-256 over the sorted fact ids an owner holds (equal sets, equal checksums)."""
    digest = hashlib.sha256(b"memlane.projection.v1\x00")
    for fid in sorted(fact_ids):
        digest.update(int(fid).to_bytes(8, "big", signed=True))
    return digest.hexdigest()


def health_of(owner: str, profile_id: int, held: Sequence[int], expected: Sequence[int], orphans: int) -> OwnerHealth:
    held_set = set(held)
    missing = tuple(sorted(set(expected) - held_set))
    extra = len(held_set - set(expected))
    return OwnerHealth(owner, profile_id, len(held_set), len(expected), missing, orphans + extra, checksum(held))
