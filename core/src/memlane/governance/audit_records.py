"""Audit records, their hash, and the verification report.

The hash of record *n* covers a domain label and the canonical JSON of EVERY field of the
record (seq, time, actor fields, operation, profile, decision, reason, targets, metadata)
together with the hash of record *n-1*. Canonical JSON is unambiguous where plain concatenation
is not ("ab"+"c" == "a"+"bc"), so no two different records share an encoding.

Keyed chain (``"v": 2``): the hash is an HMAC-SHA256 under the installation key, so nobody
without the key can append a record that verifies (a plain hash chain can be extended by
anyone who can write the file). Records from before the key was used (``"v": 1``) keep their
SHA-256; the sealed anchor says where keyed records start (governance/audit_anchor.py).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import InvalidInputError
from .canonical import canonical_json, freeze, thaw

GENESIS_HASH = "0" * 64
_DOMAIN = b"memlane.audit.v1\x00"
_KEYED_DOMAIN = b"memlane.audit.v2\x00"
MAC_PURPOSE = "audit-record"
Mac = Callable[[bytes], str]  # HMAC of a message under the installation key


def _text(name: str, value: object, *, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, str) or (not optional and not value):
        raise InvalidInputError(f"audit field {name} must be a non-empty string, got {value!r}")


@dataclass(frozen=True, slots=True)
class AuditRecord:
    seq: int
    timestamp: float  # UTC epoch seconds
    principal_id: str
    roles: tuple[str, ...]
    transport: str
    client_host: str | None
    session_token_hash: str | None
    operation: str
    profile: str | None
    decision: str
    reason: str
    target_ids: tuple[str, ...]
    metadata: Mapping[str, Any] = field(hash=False)
    prev_hash: str
    hash: str

    def __post_init__(self) -> None:
        if isinstance(self.seq, bool) or not isinstance(self.seq, int) or self.seq < 1:
            raise InvalidInputError(f"audit seq must be a positive int, got {self.seq!r}")
        if isinstance(self.timestamp, bool) or not isinstance(self.timestamp, int | float):
            raise InvalidInputError("audit timestamp must be a number")
        # Always a float, so a record and its stored REAL row encode identically.
        object.__setattr__(self, "timestamp", float(self.timestamp))
        for name in ("principal_id", "transport", "operation", "decision"):
            _text(name, getattr(self, name))
        for name in ("client_host", "session_token_hash", "profile"):
            _text(name, getattr(self, name), optional=True)
        if not isinstance(self.reason, str):
            raise InvalidInputError("audit reason must be a string")
        for name in ("roles", "target_ids"):
            values = getattr(self, name)
            if isinstance(values, str) or not all(isinstance(v, str) for v in values):
                raise InvalidInputError(f"audit field {name} must be a sequence of strings")
            object.__setattr__(self, name, tuple(values))
        if not isinstance(self.metadata, Mapping):
            raise InvalidInputError("audit metadata must be a mapping")
        object.__setattr__(self, "metadata", freeze(self.metadata))

    def body(self, version: int = 1) -> dict[str, Any]:
        """Everything the hash covers (all fields except ``hash`` itself); version 2 is a
        keyed record."""
        return {
            "v": version,
            "seq": self.seq,
            "timestamp": self.timestamp,
            "principal_id": self.principal_id,
            "roles": list(self.roles),
            "transport": self.transport,
            "client_host": self.client_host,
            "session_token_hash": self.session_token_hash,
            "operation": self.operation,
            "profile": self.profile,
            "decision": self.decision,
            "reason": self.reason,
            "target_ids": list(self.target_ids),
            "metadata": thaw(self.metadata),
            "prev_hash": self.prev_hash,
        }

    def computed_hash(self, mac: Mac | None = None) -> str:
        """SHA-256 (``mac`` None, a version-1 record) or the keyed HMAC (version 2)."""
        return record_hash(self.body(1 if mac is None else 2), mac)

    def to_dict(self) -> dict[str, Any]:
        return {**self.body(), "hash": self.hash}


def record_hash(body: Mapping[str, Any], mac: Mac | None = None) -> str:
    if mac is None:
        return hashlib.sha256(_DOMAIN + canonical_json(body)).hexdigest()
    return mac(_KEYED_DOMAIN + canonical_json(body))


# Column order of the audit_log table (shared by the writer and the verifier).
COLUMNS: tuple[str, ...] = (
    "seq", "ts", "principal_id", "roles", "transport", "client_host", "session_token_hash",
    "operation", "profile", "decision", "reason", "target_ids", "metadata", "prev_hash", "hash",
)  # fmt: skip


def record_to_row(record: AuditRecord) -> tuple[Any, ...]:
    return (
        record.seq,
        record.timestamp,
        record.principal_id,
        canonical_json(list(record.roles)).decode("utf-8"),
        record.transport,
        record.client_host,
        record.session_token_hash,
        record.operation,
        record.profile,
        record.decision,
        record.reason,
        canonical_json(list(record.target_ids)).decode("utf-8"),
        canonical_json(thaw(record.metadata)).decode("utf-8"),
        record.prev_hash,
        record.hash,
    )


def row_to_record(row: Sequence[Any]) -> AuditRecord:
    """Rebuild a record from a stored row. Raises ValueError/TypeError on undecodable rows
    (the verifier reports those as tampering)."""
    (seq, ts, principal, roles, transport, host, token_hash,
     operation, profile, decision, reason, targets, metadata, prev_hash, hash_) = row  # fmt: skip
    if not isinstance(seq, int) or not isinstance(ts, float | int):
        raise TypeError("seq/timestamp have the wrong storage type")
    return AuditRecord(
        seq=seq,
        timestamp=float(ts),
        principal_id=principal,
        roles=tuple(json.loads(roles)),
        transport=transport,
        client_host=host,
        session_token_hash=token_hash,
        operation=operation,
        profile=profile,
        decision=decision,
        reason=reason,
        target_ids=tuple(json.loads(targets)),
        metadata=json.loads(metadata),
        prev_hash=prev_hash,
        hash=hash_,
    )


@dataclass(frozen=True, slots=True)
class AuditVerification:
    ok: bool
    records_checked: int
    first_bad_seq: int | None = None
    reason: str = "ok"
    last_seq: int = 0
    last_hash: str = GENESIS_HASH
    anchor_seq: int | None = None
    # The memory database checked against the trail and its sealed manifests (access/tamper.py).
    content: Mapping[str, Any] | None = None

    def with_content(self, report: Mapping[str, Any]) -> AuditVerification:
        """This chain verification plus the content check: broken if either is."""
        problems = list(report.get("problems") or ())
        if self.ok and problems:
            reason = f"{problems[0]} ({report.get('problem_count', len(problems))} problem(s) in the memory database)"
            return replace(self, ok=False, reason=reason, content=dict(report))
        return replace(self, content=dict(report))

    def to_dict(self) -> dict[str, Any]:
        return {
            "content": None if self.content is None else dict(self.content),
            "ok": self.ok,
            "records_checked": self.records_checked,
            "first_bad_seq": self.first_bad_seq,
            "reason": self.reason,
            "last_seq": self.last_seq,
            "last_hash": self.last_hash,
            "anchor_seq": self.anchor_seq,
        }
