"""The custody half of the facade (mixed into ``Memory``): what an owner or operator does with
the store as a whole — export it (GDPR), back it up, restore it, and check its integrity. Each
runs the operation policy first and is audited like every other governed call."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from . import limits
from .access.sessions import SnapshotRepos, guard_of
from .governance import OperationKind
from .governance.backup import BackupReceipt, RestoreReport, create_backup, restore_backup
from .governance.export import build_export
from .ingest.request import profile_name
from .storage import Store, dump
from .storage.ann_index import ann_directory
from .storage.ann_index import discard_all as discard_graphs
from .storage.integrity import IntegrityResult, check_fts
from .storage.integrity import check_store as check_store_integrity
from .storage.integrity import combine as combine_integrity
from .transactions.vector_repair import find_damage as find_vector_damage

_K = OperationKind


class CustodyMixin:
    # Provided by Memory.
    _engine: Any
    _actor: Any
    _keystore: Any

    def export(
        self,
        profile: str | None = None,
        subject: str | None = None,
        *,
        include_embeddings: bool = False,
        scopes: Sequence[str] | None = None,
    ) -> dict[str, Any]:
        """GDPR export: everything held about a profile, or about one named person
        (``subject``), as one JSON-native document with provenance. ``scopes`` limits it to
        those scopes, inside every query. Read from its own snapshot: writers are not blocked."""
        name = profile_name(self.default_profile if profile is None else profile)
        self._engine.gate.check(self.actor, "export", profile=name)
        readable = self._engine.readable_scopes(self.actor, name, scopes)
        with dump.snapshot(self.path, busy_timeout_ms=self.config.busy_timeout_ms) as conn:
            guard = guard_of(self._actor)
            if guard is not None:  # the session holds in the snapshot the export reads
                guard.current(SnapshotRepos.of(conn))
            return build_export(
                conn, profile=name, subject_name=subject, scopes=readable, include_embeddings=include_embeddings
            )

    def backup(self, path: str | os.PathLike[str]) -> BackupReceipt:
        """Write an online, consistent, encrypted backup of every profile to a new file."""
        self._engine.gate.check(self.actor, _K.BACKUP.value, profile=None)
        path = limits.check_path(path)
        receipt = create_backup(self.path, path, keystore=self._keystore, sealer=self._sealer())
        self._audit_admin(_K.BACKUP.value, path=str(path))
        return receipt

    def restore(self, path: str | os.PathLike[str]) -> RestoreReport:
        """Replace this memory's database with a backup's content, atomically: on any failure
        the previous database stays exactly as it was. Profiles whose key was destroyed
        (erased since the backup) are reported as shredded and not restored. Nothing else may
        use this memory (or the database file) while it runs."""
        self._engine.gate.check(self.actor, _K.RESTORE_BACKUP.value, profile=None)
        path = limits.check_path(path)
        adopted: list[Any] = []

        def expected(model: str | None) -> tuple[str, int]:
            # A memory on the default model follows the backup's identity of it (an int8
            # backup restored into a float memory, or back); any other embedder must match.
            other = None if model is None or model == self.embedder.name else self._engine.adopt_model(model)
            if other is not None:
                adopted.append(other)
                return other.name, other.dimension
            return self.embedder.name, self.embedder.dimension

        report = restore_backup(
            self.path,
            path,
            keystore=self._keystore,
            sealer=self._sealer(),
            live=_LiveStore(self),
            expect_embedding=expected,
            known_profiles=self.profiles(),
        )
        if adopted:
            self._engine.use_embedder(adopted[0])
        discard_graphs(ann_directory(self.path))  # derived from the old database; rebuilt by maintenance
        self._audit_admin(_K.RESTORE_BACKUP.value, path=str(path))
        return report

    def check_integrity(self, *, full: bool = False) -> IntegrityResult:
        """SQLite ``quick_check`` (or, when ``full``, ``integrity_check``, the FTS5 index check
        and the tamper check of every stored memory, fact, FTS row, embedding and receipt
        against its sealed manifest) plus foreign keys, and vector rows against facts (orphan
        or missing vectors; ``memory.ops.reconcile()`` repairs them). Not run on open; see
        docs/architecture.md and docs/security.md for costs."""
        self._engine.gate.check(self.actor, _K.OPS_INSPECT.value, profile=None)
        # The pragmas run on a read snapshot: a write transaction that met corruption fails
        # at COMMIT instead of reporting it.
        result = check_store_integrity(self._engine.reader, full=full)
        if result.ok:  # vector rows vs facts (orphans, missing): one scan of the vector table
            with self._engine.reader.read():
                result = combine_integrity(result, find_vector_damage(self._engine.reader).problems())
        if not (full and result.ok):
            return result

        def job(store: Store) -> tuple[str, ...]:
            with store.write():  # the FTS5 check is an INSERT command (it changes nothing)
                return check_fts(store.db.conn)

        result = combine_integrity(result, self._engine.submit(job, deadline=self._engine.deadline()))
        # Content against the sealed manifests: edits of memories, facts, FTS rows, embeddings
        # and receipts, and index drift (access/tamper.py).
        return combine_integrity(result, tuple(self._engine.verify_content().problems))


class _LiveStore:
    """How a restore closes and reopens a memory's database around the file swap."""

    def __init__(self, memory: Any) -> None:
        self.memory = memory

    def close(self) -> None:
        self.memory._engine.close_stores()

    def reopen(self) -> None:
        self.memory._open_store()
