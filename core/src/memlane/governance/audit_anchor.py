"""The audit anchor: a small file outside the audit database holding the latest (seq, hash).

A hash chain alone cannot reveal that its last N records were deleted: what remains is still a
valid chain. The anchor remembers how far the chain reached, so a shorter log (or a different
record at that position) is detected. It is replaced atomically (temp file + fsync + rename),
only ever moves forward, and is optionally HMAC-sealed so it cannot be rewritten to match a
truncated log by someone without the installation key.

It also records ``keyed_from``: the first seq of the keyed (HMAC) chain. Records from there on
must carry the installation key's HMAC, so a record appended by someone without the key — or
an old-style unkeyed record slipped in after that point — fails verification. An anchor
without ``keyed_from`` (format 1) comes from before the keyed chain.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ._fsutil import atomic_replace
from .errors import AuditIntegrityError
from .sealing import Sealer

try:  # POSIX: serialise anchor updates across processes
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

ANCHOR_FORMAT = "memlane.audit-anchor/2"
LEGACY_FORMAT = "memlane.audit-anchor/1"
SEAL_PURPOSE = "audit-anchor"


@dataclass(frozen=True, slots=True)
class Anchor:
    seq: int
    hash: str
    keyed_from: int | None = None  # first seq of the keyed chain (None: not keyed yet)


class AnchorFile:
    def __init__(self, path: Path, sealer: Sealer | None = None) -> None:
        self.path = path
        self.lock_path = path.with_name(path.name + ".lock")
        self._sealer = sealer
        self._thread_lock = threading.Lock()

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        with self._thread_lock:
            if fcntl is None:  # pragma: no cover
                yield
                return
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield
            finally:
                os.close(fd)  # closing releases the flock

    def read(self) -> Anchor | None:
        """The stored anchor, None if the file does not exist; AuditIntegrityError if it is
        unreadable or its seal does not verify."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        try:
            document = json.loads(raw)
            if document.get("format") not in (ANCHOR_FORMAT, LEGACY_FORMAT):
                raise ValueError("wrong format")
            seq, hash_ = document["seq"], document["hash"]
            keyed_from = document.get("keyed_from") if document["format"] == ANCHOR_FORMAT else None
            if isinstance(seq, bool) or not isinstance(seq, int) or not isinstance(hash_, str):
                raise ValueError("wrong field types")
            if keyed_from is not None and (isinstance(keyed_from, bool) or not isinstance(keyed_from, int)):
                raise ValueError("wrong field types")
        except (ValueError, KeyError, AttributeError) as exc:
            raise AuditIntegrityError(f"audit anchor {self.path} is unreadable: {exc}") from exc
        if self._sealer is not None and not self._sealer.verify_document(
            document, purpose=SEAL_PURPOSE
        ):
            raise AuditIntegrityError(
                f"audit anchor {self.path} seal does not verify (rewritten or foreign key)"
            )
        return Anchor(seq, hash_, keyed_from)

    def _write(self, anchor: Anchor, *, durable: bool = False) -> None:
        document: dict[str, object] = {"format": LEGACY_FORMAT, "seq": anchor.seq, "hash": anchor.hash}
        if anchor.keyed_from is not None:
            document.update(format=ANCHOR_FORMAT, keyed_from=anchor.keyed_from)
        if self._sealer is not None:
            document = self._sealer.seal_document(document, purpose=SEAL_PURPOSE)
        # No directory fsync: if a power loss undoes the rename, the previous anchor comes back,
        # which is merely *behind* the log (never a false truncation alarm). The file content is
        # still fsynced before the rename, so the anchor is never torn or empty.
        atomic_replace(
            self.path,
            json.dumps(document, sort_keys=True).encode("utf-8"),
            mode=0o600,
            sync_dir=durable,
        )

    def advance(self, anchor: Anchor) -> None:
        """Record ``anchor`` unless the stored one is already at or beyond it (writers from
        other processes may commit later records and update the anchor first)."""
        with self._locked():
            current = self.read()
            if current is None or anchor.seq > current.seq:
                self._write(Anchor(anchor.seq, anchor.hash, current.keyed_from if current else anchor.keyed_from))

    def reset(self, anchor: Anchor) -> None:
        """Overwrite unconditionally (keeping where the keyed chain starts). Only for the
        initial anchor and operator re-anchoring."""
        with self._locked():
            current = None
            with contextlib.suppress(AuditIntegrityError):
                current = self.read()
            keyed_from = anchor.keyed_from if anchor.keyed_from is not None else (current.keyed_from if current else None)
            self._write(Anchor(anchor.seq, anchor.hash, keyed_from), durable=True)

    def ensure_keyed_from(self, next_seq: int) -> int | None:
        """Record that the keyed chain starts at ``next_seq`` unless the anchor already says
        where it starts; returns the start. A missing anchor over a non-empty log stays
        missing (that is evidence), so this returns None then."""
        with self._locked():
            current = self.read()
            if current is None:
                return None
            if current.keyed_from is None:
                current = Anchor(current.seq, current.hash, next_seq)
                self._write(current, durable=True)
            return current.keyed_from
