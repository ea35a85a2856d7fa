"""The audit anchor: a small file outside the audit database holding the latest (seq, hash).

A hash chain alone cannot reveal that its last N records were deleted: what remains is still a
valid chain. The anchor remembers how far the chain reached, so a shorter log (or a different
record at that position) is detected. It is replaced atomically (temp file + fsync + rename),
only ever moves forward, and is optionally HMAC-sealed so it cannot be rewritten to match a
truncated log by someone without the installation key.
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

ANCHOR_FORMAT = "memlane.audit-anchor/1"
SEAL_PURPOSE = "audit-anchor"


@dataclass(frozen=True, slots=True)
class Anchor:
    seq: int
    hash: str


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
            if document.get("format") != ANCHOR_FORMAT:
                raise ValueError("wrong format")
            seq, hash_ = document["seq"], document["hash"]
            if isinstance(seq, bool) or not isinstance(seq, int) or not isinstance(hash_, str):
                raise ValueError("wrong field types")
        except (ValueError, KeyError, AttributeError) as exc:
            raise AuditIntegrityError(f"audit anchor {self.path} is unreadable: {exc}") from exc
        if self._sealer is not None and not self._sealer.verify_document(
            document, purpose=SEAL_PURPOSE
        ):
            raise AuditIntegrityError(
                f"audit anchor {self.path} seal does not verify (rewritten or foreign key)"
            )
        return Anchor(seq, hash_)

    def _write(self, anchor: Anchor, *, durable: bool = False) -> None:
        document: dict[str, object] = {
            "format": ANCHOR_FORMAT,
            "seq": anchor.seq,
            "hash": anchor.hash,
        }
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
                self._write(anchor)

    def reset(self, anchor: Anchor) -> None:
        """Overwrite unconditionally. Only for the initial anchor and operator re-anchoring."""
        with self._locked():
            self._write(anchor, durable=True)
