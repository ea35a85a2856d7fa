"""The hash-chained audit trail, in its own SQLite file (apsw).

Appends run in ``BEGIN IMMEDIATE`` transactions: the write lock is taken up front (a second
process waits on the busy timeout instead of failing a lock upgrade) and the next seq and
previous hash are read inside that lock. Appends refuse to extend a log that no longer matches
its anchor, or whose last record does not verify (fail closed: the trail must be investigated
before more history is written on top of a gap or a forgery).

With a sealer (the engine always passes one) the chain is keyed: each record's hash is an
HMAC under the installation key (audit_records.py), from the seq the sealed anchor names.

Durability, two modes:
- ``"full"`` (default): ``synchronous=FULL``, the commit is fsynced and the anchor advanced
  (another fsync) before ``append`` returns: two fsyncs per record.
- ``"batched"`` (group commit; what the engine uses on its write path): ``synchronous=NORMAL``
  and the anchor is advanced by ``flush()`` — fsync of the log, then the anchor — at most every
  ``flush_interval`` seconds by a background thread, at close, and right away for
  ``append(..., durable=True)`` (erasure writes its record that way before deleting anything).
  Trade-off: a record survives a process crash as soon as ``append`` returns, but a power loss
  can drop the records of the last ``flush_interval``; the same holds for the memory database
  itself (WAL, ``synchronous=NORMAL``), so the trail never claims less than the data it
  describes. The anchor only ever points at fsynced records, so a power loss can never make
  it run ahead of the log (no false truncation alarm); truncation of the unanchored tail
  (at most ``flush_interval`` of records) is not detectable.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import apsw

from ..permissions import private_dir, private_file
from .actors import ActorContext
from .audit_anchor import Anchor, AnchorFile
from .audit_records import (
    COLUMNS,
    GENESIS_HASH,
    MAC_PURPOSE,
    AuditRecord,
    AuditVerification,
    Mac,
    record_hash,
    record_to_row,
    row_to_record,
)
from .canonical import thaw
from .errors import AuditError, AuditIntegrityError
from .policy import PolicyDecision
from .sealing import Sealer

_SQLITE_HEADER = b"SQLite format 3\x00"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS audit_log (
    seq INTEGER PRIMARY KEY,
    ts REAL NOT NULL,
    principal_id TEXT NOT NULL,
    roles TEXT NOT NULL,
    transport TEXT NOT NULL,
    client_host TEXT,
    session_token_hash TEXT,
    operation TEXT NOT NULL,
    profile TEXT,
    decision TEXT NOT NULL,
    reason TEXT NOT NULL,
    target_ids TEXT NOT NULL,
    metadata TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
"""
_SELECT = f"SELECT {', '.join(COLUMNS)} FROM audit_log"
_INSERT = f"INSERT INTO audit_log ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"


def default_anchor_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".anchor")


class AuditLog:
    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        anchor_path: str | os.PathLike[str] | None = None,
        sealer: Sealer | None = None,
        busy_timeout_ms: int = 10_000,
        clock: Callable[[], float] = time.time,
        durability: str = "full",
        flush_interval: float = 0.2,
    ) -> None:
        if durability not in ("full", "batched"):
            raise ValueError("durability must be 'full' or 'batched'")
        self.path = Path(path)
        self.durability = durability
        self._flush_interval = flush_interval
        self._unanchored: tuple[int, str] | None = None  # newest appended, not yet anchored
        self._flush_lock = threading.Lock()
        self._closed = threading.Event()
        self._flusher: threading.Thread | None = None
        self.anchor = AnchorFile(
            Path(anchor_path) if anchor_path is not None else default_anchor_path(self.path), sealer
        )
        self._clock = clock
        self._mac: Mac | None = None if sealer is None else (lambda message: sealer.mac(message, purpose=MAC_PURPOSE))
        self._keyed_from: int | None = None
        self._lock = threading.Lock()  # one transaction at a time on this connection
        private_dir(self.path.parent)
        is_new = not self.path.exists() or self.path.stat().st_size == 0
        if not is_new:
            with self.path.open("rb") as handle:
                if handle.read(len(_SQLITE_HEADER)) != _SQLITE_HEADER:
                    raise AuditError(
                        f"{self.path} is not an SQLite audit database", path=str(self.path)
                    )
        private_file(self.path)  # 0600 (its WAL/SHM inherit it), like the key files
        try:
            self._conn = apsw.Connection(str(self.path))
            self._conn.set_busy_timeout(busy_timeout_ms)
            self._conn.execute("PRAGMA journal_mode=WAL")
            # FULL: an acknowledged audit record survives power loss, not just a process crash.
            # NORMAL (batched): flush() fsyncs the log before it advances the anchor.
            self._conn.execute(f"PRAGMA synchronous={'FULL' if durability == 'full' else 'NORMAL'}")
            with self._transaction():
                self._conn.execute(_SCHEMA)
                tip = self._tip()
                empty = tip is None
        except apsw.Error as exc:
            raise AuditError(
                f"cannot open audit log {self.path}: {exc}", path=str(self.path)
            ) from exc
        if empty and self.anchor.read() is None:
            # Anchor the empty chain, so a missing anchor later always means deletion.
            self.anchor.reset(Anchor(0, GENESIS_HASH, 1 if sealer is not None else None))
        if sealer is not None:  # from here on every record carries the key's HMAC
            # An unreadable anchor is evidence for verify() and blocks appends; opening stays possible.
            with contextlib.suppress(AuditIntegrityError):
                self._keyed_from = self.anchor.ensure_keyed_from((tip[0] if tip else 0) + 1)
        if durability == "batched":
            self._flusher = threading.Thread(target=self._flush_loop, name="memlane-audit-flush", daemon=True)
            self._flusher.start()

    # -- lifecycle ------------------------------------------------------------------------------
    def close(self) -> None:
        self._closed.set()
        if self._flusher is not None:
            self._flusher.join(5)
            with contextlib.suppress(AuditError, OSError):
                self.flush()
        self._conn.close()

    # -- group commit ---------------------------------------------------------------------------
    def flush(self) -> None:
        """Make every appended record durable (fsync the log), then advance the anchor to it."""
        with self._flush_lock:
            pending = self._unanchored
            if pending is None:
                return
            for suffix in ("-wal", ""):
                target = self.path.with_name(self.path.name + suffix)
                with contextlib.suppress(FileNotFoundError):
                    fd = os.open(target, os.O_RDONLY)
                    try:
                        os.fsync(fd)
                    finally:
                        os.close(fd)
            self.anchor.advance(Anchor(*pending))
            with self._lock:
                if self._unanchored == pending:
                    self._unanchored = None

    def _flush_loop(self) -> None:
        while not self._closed.wait(self._flush_interval):
            if self._unanchored is not None:
                with contextlib.suppress(AuditError, OSError):
                    self.flush()

    def __enter__(self) -> AuditLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- internals ------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except apsw.BusyError as exc:
            raise AuditError(f"audit log {self.path} stayed locked: {exc}") from exc
        try:
            yield
        except BaseException:
            if not self._conn.get_autocommit():
                self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def _tip(self) -> tuple[int, str] | None:
        row = self._conn.execute(
            "SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1"
        ).fetchone()
        return None if row is None else (int(row[0]), str(row[1]))

    def _hash_at(self, seq: int) -> str | None:
        row = self._conn.execute("SELECT hash FROM audit_log WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else str(row[0])

    def _mac_for(self, seq: int) -> Mac | None:
        """The keyed hash for records at or after the anchor's keyed_from, else None (SHA-256)."""
        keyed = self._mac is not None and self._keyed_from is not None and seq >= self._keyed_from
        return self._mac if keyed else None

    def _check_tip(self, tip: tuple[int, str] | None) -> None:
        """The record a new one chains onto must verify: a forged record appended without
        the key is refused here instead of being anchored by the next real write."""
        if tip is None or self._mac is None:
            return
        row = self._conn.execute(f"{_SELECT} WHERE seq = ?", (tip[0],)).fetchone()
        try:
            ok = row_to_record(row).computed_hash(self._mac_for(tip[0])) == tip[1]
        except (ValueError, TypeError):
            ok = False
        if not ok:
            raise AuditIntegrityError(f"audit record {tip[0]} does not verify (modified or forged without the key)")

    def _check_against_anchor(self, tip: tuple[int, str] | None) -> None:
        anchor = self.anchor.read()
        tip_seq = tip[0] if tip else 0
        if anchor is None:
            if tip is not None:
                raise AuditIntegrityError(f"audit anchor {self.anchor.path} is missing")
            return
        if anchor.seq > tip_seq:
            raise AuditIntegrityError(
                f"audit log truncated: anchor is at seq {anchor.seq}, log ends at {tip_seq}",
                anchor_seq=anchor.seq,
                last_seq=tip_seq,
            )
        if anchor.seq > 0 and self._hash_at(anchor.seq) != anchor.hash:
            raise AuditIntegrityError(f"audit record {anchor.seq} does not match the anchor")

    # -- writing --------------------------------------------------------------------------------
    def append(
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
        """Append one record and return it (with its seq and hash). In "full" mode, or with
        ``durable=True``, it is fsynced and anchored before this returns."""
        fields = actor.audit_fields()
        with self._lock:
            try:
                with self._transaction():
                    tip = self._tip()
                    self._check_against_anchor(tip)
                    self._check_tip(tip)
                    seq, prev_hash = (tip[0] + 1, tip[1]) if tip else (1, GENESIS_HASH)
                    draft = AuditRecord(
                        seq=seq,
                        timestamp=self._clock(),
                        principal_id=str(fields["principal_id"]),
                        roles=tuple(fields["roles"]),  # type: ignore[arg-type]
                        transport=str(fields["transport"]),
                        client_host=fields["client_host"],  # type: ignore[arg-type]
                        session_token_hash=fields["session_token_hash"],  # type: ignore[arg-type]
                        operation=operation,
                        profile=profile,
                        decision=decision,
                        reason=reason,
                        target_ids=tuple(target_ids),
                        metadata=dict(metadata or {}),
                        prev_hash=prev_hash,
                        hash="",
                    )
                    record = _with_hash(draft, self._mac_for(seq))
                    self._conn.execute(_INSERT, record_to_row(record))
            except apsw.Error as exc:
                raise AuditError(f"audit append failed: {exc}", path=str(self.path)) from exc
            if self.durability == "full":
                self.anchor.advance(Anchor(record.seq, record.hash))
            elif self._unanchored is None or record.seq > self._unanchored[0]:
                self._unanchored = (record.seq, record.hash)
        if durable and self.durability != "full":
            try:
                self.flush()
            except OSError as exc:
                raise AuditError(f"audit flush failed: {exc}", path=str(self.path)) from exc
        return record

    def append_decision(
        self,
        actor: ActorContext,
        decision: PolicyDecision,
        *,
        profile: str | None = None,
        target_ids: Iterable[str] = (),
        metadata: Mapping[str, Any] | None = None,
    ) -> AuditRecord:
        """Audit a policy decision (allowed or denied) with its deciding check and advisories."""
        meta = dict(metadata or {})
        meta["policy"] = {
            "decided_by": decision.decided_by.value,
            "advisories": [a.value for a in decision.advisories],
        }
        return self.append(
            actor,
            decision.kind,
            "allowed" if decision.allowed else "denied",
            profile=profile,
            reason=decision.reason,
            target_ids=target_ids,
            metadata=meta,
        )

    def reanchor(self, actor: ActorContext, *, reason: str) -> AuditRecord:
        """Operator action after investigating a verify failure: accept the log as it is now,
        then record that decision itself in the chain (so re-anchoring is never silent)."""
        with self._lock:
            tip = self._tip()
            previous = None
            with contextlib.suppress(AuditIntegrityError):  # a broken anchor is why we are here
                previous = self.anchor.read()
            self.anchor.reset(Anchor(*tip) if tip else Anchor(0, GENESIS_HASH))
            if self._mac is not None and self._keyed_from is None:  # the anchor was unreadable at open
                self._keyed_from = self.anchor.ensure_keyed_from((tip[0] if tip else 0) + 1)
        old = None if previous is None else {"seq": previous.seq, "hash": previous.hash}
        return self.append(
            actor, "audit_reanchor", "applied", reason=reason, metadata={"previous_anchor": old}
        )

    # -- reading --------------------------------------------------------------------------------
    def records(self, start_seq: int = 1) -> Iterator[AuditRecord]:
        with self._lock:  # never read through another thread's open transaction
            rows = self._conn.execute(
                f"{_SELECT} WHERE seq >= ? ORDER BY seq", (start_seq,)
            ).fetchall()
        for row in rows:
            yield row_to_record(row)

    def hashes_at(self, seqs: Iterable[int]) -> dict[int, str]:
        """seq -> stored hash for those of ``seqs`` the log holds (cross-checks from the
        memory database's manifests)."""
        wanted = sorted({int(s) for s in seqs})
        with self._lock:
            return {
                int(seq): str(h)
                for seq, h in self._conn.execute(
                    "SELECT seq, hash FROM audit_log WHERE seq IN (SELECT value FROM json_each(?))", (json.dumps(wanted),)
                )
            }

    def last(self) -> AuditRecord | None:
        with self._lock:
            row = self._conn.execute(f"{_SELECT} ORDER BY seq DESC LIMIT 1").fetchone()
        return None if row is None else row_to_record(row)

    def verify(self) -> AuditVerification:
        """Walk the whole chain, then compare its end with the anchor."""
        # Anchor first: it is written after each commit, so read before the rows it can only be
        # behind them, never ahead (no false truncation alarm under concurrent appends).
        try:
            anchor = self.anchor.read()
        except AuditIntegrityError as exc:
            return AuditVerification(False, 0, None, exc.message)
        with self._lock:
            rows = self._conn.execute(f"{_SELECT} ORDER BY seq").fetchall()
        checked, prev_hash, expected = 0, GENESIS_HASH, 1
        anchored_hash: str | None = None  # hash of the record at the anchor's seq, if reached

        def bad(seq: int | None, reason: str) -> AuditVerification:
            return AuditVerification(
                False, checked, seq, reason, expected - 1, prev_hash,
                None if anchor is None else anchor.seq,
            )  # fmt: skip

        for row in rows:
            seq = row[0]
            if seq != expected:
                return bad(expected, f"record {expected} is missing (next stored record is {seq})")
            try:
                record = row_to_record(row)
                computed = record.computed_hash(self._mac_for(seq))
            except (ValueError, TypeError) as exc:
                return bad(seq, f"record {seq} is undecodable: {exc}")
            if record.prev_hash != prev_hash:
                return bad(seq, f"record {seq} does not link to record {seq - 1}")
            if computed != record.hash:
                return bad(seq, f"record {seq} was modified (hash mismatch)")
            checked, prev_hash, expected = checked + 1, record.hash, expected + 1
            if anchor is not None and seq == anchor.seq:
                anchored_hash = record.hash

        last_seq = expected - 1
        if anchor is None:
            if last_seq:
                return bad(None, "audit anchor is missing")
        elif anchor.seq > last_seq:
            return bad(
                last_seq + 1, f"log truncated: anchor at seq {anchor.seq}, log ends at {last_seq}"
            )
        elif anchor.seq > 0 and anchored_hash != anchor.hash:
            return bad(anchor.seq, f"record {anchor.seq} does not match the anchor")
        return AuditVerification(
            True, checked, None, "ok", last_seq, prev_hash, None if anchor is None else anchor.seq
        )


def _with_hash(draft: AuditRecord, mac: Mac | None) -> AuditRecord:
    return replace(draft, hash=record_hash(draft.body(1 if mac is None else 2), mac), metadata=thaw(draft.metadata))
