"""Admission: what a governed write captures before it is queued, so that what later commits
can be checked against it (who, the policy decision, the operation id, the payload hash and
the profile generation it was admitted under)."""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..errors import StaleGenerationError
from ..governance import ActorContext, PolicyDecision, canonical_json
from ..storage import Store


def new_operation_id() -> str:
    """Time-ordered (hex nanoseconds) plus randomness: sortable, unique across processes."""
    return f"op_{time.time_ns():016x}{secrets.token_hex(4)}"


def payload_hash(parts: Iterable[object]) -> str:
    """SHA-256 over the canonical JSON of the payload's identifying parts (hashes, keys):
    the receipt proves *what* was written without holding the content."""
    return hashlib.sha256(b"memlane.payload.v1\x00" + canonical_json(list(parts))).hexdigest()


@dataclass(frozen=True)
class Admission:
    operation_id: str
    kind: str
    actor: ActorContext
    decision: PolicyDecision
    profile: str
    generation: int
    payload_hash: str
    admitted_at: float  # wall clock (receipts)
    deadline: float  # time.monotonic() after which the write must not start
    idempotency_key: str | None = None
    # What the sealed manifest records about the admission beyond the receipt: "audit" = the
    # (seq, keyed hash) of its audit record, set once that record is appended.
    evidence: dict[str, Any] = field(default_factory=dict, compare=False)


def admit(
    actor: ActorContext,
    decision: PolicyDecision,
    *,
    kind: str,
    profile: str,
    generation: int,
    payload: Iterable[object],
    timeout: float,
    idempotency_key: str | None = None,
) -> Admission:
    return Admission(
        operation_id=new_operation_id(),
        kind=kind,
        actor=actor,
        decision=decision,
        profile=profile,
        generation=generation,
        payload_hash=payload_hash(payload),
        admitted_at=time.time(),
        deadline=time.monotonic() + timeout,
        idempotency_key=idempotency_key,
    )


def captured_generation(store: Store, actor: ActorContext, profile: str) -> int:
    """The generation a write is admitted under: the one bound to the actor's session when it
    targets its active profile (a session opened before a recreation stays fenced off, across
    restarts), else the profile name's current generation."""
    if actor.active_profile == profile and actor.profile_generation is not None:
        return actor.profile_generation
    with store.read():
        return store.catalog.generation(profile)


def check_fence(store: Store, admission: Admission) -> None:
    """Inside the write transaction, before anything is written: a profile deleted and
    recreated (or rebound) since admission fences the write off."""
    current = store.catalog.generation(admission.profile)
    if current != admission.generation:
        raise StaleGenerationError(
            f"profile {admission.profile!r} is at generation {current}, but this write was "
            f"admitted under generation {admission.generation}: the profile was deleted and "
            "recreated (or rebound) in between; nothing was written",
            profile=admission.profile,
            admitted=admission.generation,
            current=current,
            operation_id=admission.operation_id,
        )
    # A session-derived actor re-validates here, in the write's own transaction: a write
    # queued before a logout, disable, revocation or demotion never commits.
    check = getattr(admission.actor.credential, "check_write", None)
    if check is not None:
        check(store, admission.kind, admission.profile)
