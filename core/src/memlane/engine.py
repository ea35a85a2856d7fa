"""The engine behind ``Memory``: stores, the write spine, governance, erasure, reconciliation.

One engine per data directory and process. It opens the database first (a file that is not a
memlane database is refused before anything else is created), then the installation key
(``keys/install.key``, 0600, shared with backups), the audit trail (``audit.db``), the
single-writer coordinator with its own write connection, and runs the reconciler once so an
operation interrupted by a crash is redriven before the first call is served.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from .access.audit_sink import AuditSink
from .access.gate import Gate, default_registry
from .access.scopes import LEGACY_PERSONAL, access_for, readable
from .access.tamper import WATERMARK_KEY, ContentReport, verify_content, watermark_document
from .config import DATABASE_FILENAME, MemoryConfig
from .embeddings import Embedder
from .embeddings.checked import CheckedEmbedder
from .embeddings.default import chosen_by_default, embedder_for_database, runtime_for_model
from .embeddings.text_cache import TextVectors
from .erasure import ErasureService
from .erasure import checkpoint as erasure_checkpoint
from .errors import MemlaneError
from .governance import (
    ActorContext,
    DeploymentMode,
    Role,
    Scope,
    ScopeAccess,
    Sealer,
    Transport,
    anonymous_actor,
    load_or_create_key,
    local_owner,
    system_actor,
)
from .ingest.writer import CanonicalWriter
from .recall.access import AccessLog
from .recall.pipeline import RecallPipeline
from .storage import Store
from .transactions import vector_repair
from .transactions.coordinator import WriteCoordinator
from .transactions.faults import FaultInjector
from .transactions.owners import default_owners
from .transactions.reconciler import Reconciler, ReconcileReport
from .transactions.spine import Spine

T = TypeVar("T")
KEYS_DIRNAME, INSTALL_KEY_FILENAME = "keys", "install.key"  # same file as governance/keystore.py
# Scope keys of the implicit local owner ("personal:local:<os user>"); principal ids cannot
# contain ':', so no configured principal ever has one.
IMPLICIT_PERSONAL = "personal:local:"


def install_key_path(data_dir: Path) -> Path:
    return data_dir / KEYS_DIRNAME / INSTALL_KEY_FILENAME


class Engine:
    def __init__(self, data_dir: Path, config: MemoryConfig, embedder: Embedder | None, *, mode: DeploymentMode) -> None:
        """``embedder`` None: the default model's runtime that matches the database (see
        embeddings/default.py: a database keeps the identity it was made with)."""
        self.data_dir, self.config = data_dir, config
        self.mode = DeploymentMode(mode)
        self.path = data_dir / DATABASE_FILENAME
        self.reader = self._open()  # refuses a foreign/corrupt/newer file before anything else
        self.access = AccessLog(co_retrieval_top=config.recall.co_retrieval_top)
        self.coordinator: WriteCoordinator | None = None
        self.audit: AuditSink | None = None
        self._stop = threading.Event()
        self._background: threading.Thread | None = None
        self._vector_maintenance = threading.Lock()  # one graph build at a time per process
        try:
            # The default model's runtime follows the database (a restore may switch it).
            self.follows_database = embedder is None and chosen_by_default()
            if embedder is None:
                with self.reader.read():
                    bound = self.reader.vectors.bound_model()
                embedder = embedder_for_database(bound[0] if bound else None)
            # Every vector the engine stores or searches with is checked (shape, finite, non-zero).
            self.embedder = CheckedEmbedder(embedder)
            keys = data_dir / KEYS_DIRNAME
            if not keys.exists():
                keys.mkdir(mode=0o700, parents=True, exist_ok=True)
            self.sealer = Sealer(load_or_create_key(install_key_path(data_dir)))
            self.faults = FaultInjector()
            spine = config.spine
            self.audit = AuditSink(
                data_dir, self.sealer, self.faults, durability=spine.audit_durability,
                flush_interval=spine.audit_flush_interval, busy_timeout_ms=config.busy_timeout_ms,
            )  # fmt: skip
            self.gate = Gate(default_registry(self.mode), self.audit)
            self._embed_names = TextVectors(self.embedder)  # entity names and relation frames, cached
            self.owners = default_owners(self._embed_names, consistency=config.ingest.consistency)
            self.spine = Spine(self.owners, self.sealer, self.faults)
            self.canonical = CanonicalWriter(auto_create_profiles=config.auto_create_profiles)
            self.erasure = ErasureService(
                self.owners, self.sealer, self.faults,
                destroy_profile_key=self._destroy_profile_key, max_attempts=spine.reconcile_max_attempts,
            )  # fmt: skip
            self.reconciler = Reconciler(
                self.owners, self.sealer, self.faults, max_attempts=spine.reconcile_max_attempts,
                embed=self._embed, redrive_erasure=self.erasure.redrive,
            )  # fmt: skip
            self._start_writer()
            self.recall = self._recall_pipeline()
            with self.reader.read():
                configured = self.reader.identity.count_principals() > 0
            # No users configured: the OS user is the implicit OWNER, still policy-evaluated.
            self.implicit_owner = self.mode is DeploymentMode.LOCAL and not configured
            self.reconcile()
            self._mark_content_watermark()
            self._start_background()
        except BaseException:
            self.close()
            raise

    # -- stores -----------------------------------------------------------------------------
    def _open(self) -> Store:
        return Store(self.path, busy_timeout_ms=self.config.busy_timeout_ms)

    def _start_writer(self) -> None:
        spine = self.config.spine
        self._index_bound = False  # the read path's ensure_index() has bound it
        self.coordinator = WriteCoordinator(
            self._open(), self._open, queue_size=spine.write_queue_size, stall_timeout=spine.write_stall_seconds
        )

    def _recall_pipeline(self) -> RecallPipeline:
        tracking = self.config.recall.track_access
        return RecallPipeline(
            self.reader, self.embedder, self.config.recall, ensure_index=self.ensure_index,
            on_result=self._note_access if tracking else None,
        )  # fmt: skip

    # -- access tracking (recall/access.py) -------------------------------------------------------
    def _note_access(self, profile: str, facts: list[tuple[int, str]]) -> None:
        if self.access.note(profile, facts) >= self.config.recall.access_flush_every:
            with contextlib.suppress(MemlaneError):  # a busy writer defers it to the next flush
                self.flush_access()

    def flush_access(self) -> dict[str, int] | None:
        """Write the pending access notes (one transaction, audited as the engine itself)."""
        accesses = self.access.drain()
        if not accesses or self.coordinator is None:
            return None

        def job(store: Store) -> dict[str, int]:
            with store.write():
                return self.access.apply(store, accesses)

        done = self.submit(job, deadline=self.deadline())
        with contextlib.suppress(MemlaneError, OSError):
            assert self.audit is not None
            self.audit.write(system_actor("access-tracker"), "record_access", "applied", metadata=done)
        return done

    @property
    def writer(self) -> Store:
        assert self.coordinator is not None
        return self.coordinator.store

    def close_stores(self) -> None:
        """Close every connection (a restore swaps the database file in between)."""
        if self.coordinator is not None:
            self.coordinator.close()
            self.coordinator = None
        self.reader.close()

    def reopen_stores(self) -> None:
        self.reader = self._open()
        self._start_writer()
        self.recall = self._recall_pipeline()

    def close(self) -> None:
        self._stop.set()
        if self._background is not None:
            self._background.join(5)
        with contextlib.suppress(Exception):
            self.flush_access()
        with contextlib.suppress(Exception):
            self.finish_erasures()  # the last chance in this process; the next open retries
        with contextlib.suppress(Exception):
            if self.coordinator is not None:
                self.coordinator.close()
        with contextlib.suppress(Exception):
            if self.audit is not None:
                self.audit.close()
        with contextlib.suppress(Exception):
            self.reader.close()

    # -- running writes ---------------------------------------------------------------------
    def submit(self, job: Callable[[Store], T], *, deadline: float) -> T:
        assert self.coordinator is not None, "the memory's stores are closed"
        return self.coordinator.submit(job, deadline=deadline)

    def deadline(self) -> float:
        return time.monotonic() + self.config.spine.write_deadline_seconds

    def bind_index(self, store: Store) -> None:
        """Inside the write transaction: bind the vector index to this embedder (checks model
        and dimension; two meta lookups). Checked every time, so a rolled-back first write
        cannot leave a stale "bound" belief behind."""
        store.vectors.bind(self.embedder.name, self.embedder.dimension)

    def ensure_index(self) -> None:
        if not self._index_bound:
            with self.reader.read():  # the reader connection is shared by threads: always under its lock
                bound = self.reader.vectors.bound_model()
            if bound is None or bound != (self.embedder.name, self.embedder.dimension):

                def bind(store: Store) -> None:
                    with store.write():
                        store.vectors.bind(self.embedder.name, self.embedder.dimension)

                self.submit(bind, deadline=self.deadline())
            self._index_bound = True

    def adopt_model(self, model: str) -> Embedder | None:
        """The default embedder serving ``model`` if this engine's runtime follows the database
        and ``model`` is one of the default model's identities (a restored backup's model)."""
        if not self.follows_database or runtime_for_model(model) is None:
            return None
        return embedder_for_database(model)

    def use_embedder(self, embedder: Embedder) -> None:
        """Serve another model from now on (a restore brought a database bound to it): every
        cache of the old model's vectors is dropped."""
        self.embedder.inner = embedder
        self._embed_names.clear()
        for owner in self.owners:
            changed = getattr(owner, "embedder_changed", None)
            if changed is not None:
                changed()
        self._index_bound = False
        self.recall = self._recall_pipeline()

    def _embed(self, texts: list[str]) -> np.ndarray:
        return self.embedder.encode(texts)

    # -- identity and scopes ----------------------------------------------------------------
    def default_actor(self, transport: Transport) -> ActorContext:
        if self.implicit_owner:
            return local_owner(transport=transport)
        return anonymous_actor(transport)

    def is_implicit(self, actor: ActorContext) -> bool:
        return self.implicit_owner and actor.principal_id == local_owner().principal_id

    def scope_access(self, actor: ActorContext, profile: str, *, extra_share: str | None = None) -> ScopeAccess:
        shares: list[str] = []
        if self.is_implicit(actor):
            shares = [s for s in self._scopes_in_use(profile) if s.startswith("shared:")]
            if extra_share:
                shares.append(extra_share)
        access = access_for(actor, profile, implicit_shares=shares)
        if self._inherits_implicit(actor, profile):
            # What the implicit local owner wrote before users existed (personal:local:<os user>)
            # belongs to the profile's owner now: mapped, not migrated, so nothing is rewritten.
            keys = frozenset(Scope.parse(s) for s in self._scopes_in_use(profile) if s.startswith(IMPLICIT_PERSONAL))
            access = replace(access, readable=access.readable | keys, writable=access.writable | keys)
        return access

    def _scopes_in_use(self, profile: str) -> list[str]:
        with self.reader.read():
            pid = self.reader.catalog.profile_id(profile)
            return self.reader.catalog.scopes(pid) if pid else []

    def _inherits_implicit(self, actor: ActorContext, profile: str) -> bool:
        """An OWNER of the profile other than the implicit owner itself (users configured)."""
        return (
            not self.is_implicit(actor) and actor.authenticated and Role.OWNER in actor.roles
            and actor.may_access_profile(profile)
        )  # fmt: skip

    def _legacy(self, actor: ActorContext, profile: str) -> tuple[str, ...]:
        # Rows from before scope keys (bare 'personal') belong to the implicit owner, then to the owner.
        return (LEGACY_PERSONAL,) if self.is_implicit(actor) or self._inherits_implicit(actor, profile) else ()

    def readable_scopes(self, actor: ActorContext, profile: str, requested: Any = None) -> list[str]:
        return readable(self.scope_access(actor, profile), requested, extra=self._legacy(actor, profile))

    def writable_scopes(self, actor: ActorContext, profile: str) -> list[str]:
        return [*self.scope_access(actor, profile).writable_keys(), *self._legacy(actor, profile)]

    # -- reconciliation ---------------------------------------------------------------------
    def reconcile(self, *, operation_id: str | None = None, force: bool = False, repair: bool = False) -> ReconcileReport:
        """``repair``: also find and repair vector rows that disagree with the facts (scans
        the vector table: operator passes only, not on open or in the background)."""
        finished: list[str] = []

        def job(store: Store) -> ReconcileReport:
            report = self.reconciler.run(store, operation_id=operation_id, force=force)
            self._finish_pending_erasures(store)
            finished.extend(erasure_checkpoint.finish_pending(store, self.sealer))
            if repair:
                with store.write():
                    report.repaired = vector_repair.repair(store, self._embed)
            return report

        report = self.submit(job, deadline=self.deadline())
        if repair:  # the operator pass also rebuilds stale, corrupt or foreign HNSW files
            report.repaired.update({f"hnsw:{name}": int(r.get("vectors", 0)) for name, r in self.maintain_vectors().items()})
        self._audit_bytes_erased(finished)
        if report.operations or any(report.repaired.values()):
            with contextlib.suppress(MemlaneError, OSError):
                assert self.audit is not None
                self.audit.write(
                    system_actor("reconciler"), "reconcile", "applied",
                    target_ids=sorted(report.manifests), metadata=report.to_dict(),
                )  # fmt: skip
        return report

    def maintain_vectors(self, profile: str | None = None, *, wait: bool = True) -> dict[str, dict[str, Any]]:
        """Build or extend the HNSW graph of every large profile (or one): proportional to N,
        so only background and maintenance call it. It reads SQLite in short chunks on the
        reader connection and never holds the write lock; searches keep being served."""
        if not self._vector_maintenance.acquire(blocking=wait):
            return {}
        try:
            with self.reader.read():
                unmarked = self.reader.vectors.hnsw.needs_schema()
            if unmarked:  # a database bound before the tier existed, not written to since

                def mark(store: Store) -> None:
                    with store.write():
                        store.vectors.hnsw.ensure()

                self.submit(mark, deadline=self.deadline())
            with self.reader.read():
                names = [name for name, _ in self.reader.catalog.profiles()]
                ids = {name: self.reader.catalog.profile_id(name) for name in names}
            spine, out = self.config.spine, {}
            for name in names:
                pid = ids[name]
                if pid is None or (profile is not None and name != profile):
                    continue
                out[name] = self.reader.vectors.hnsw.maintain(
                    pid, self.reader.read, min_facts=spine.hnsw_from_facts, extend_at=spine.hnsw_extend_at
                )
            return out
        finally:
            self._vector_maintenance.release()

    def _finish_pending_erasures(self, store: Store) -> None:
        """Erasures whose receipt was never sealed (crash between their two transactions) and
        whose obligations already settled: prove again and seal."""
        for op_id in store.operations.unsealed_erasures():
            receipt = store.operations.receipt(op_id)
            if receipt is not None:
                with store.write():
                    self.erasure.redrive(store, receipt, store.operations.obligations(op_id), False)

    def _mark_content_watermark(self) -> None:
        """Once per database: rows up to today's highest ids predate content digests (the
        full tamper check counts them as legacy); every later row must come from a sealed
        write. Sealed, so it cannot be raised to hide an inserted row."""
        with self.reader.read():
            if self.reader.catalog.get_meta(WATERMARK_KEY) is not None:
                return

        def job(store: Store) -> None:
            with store.write():
                if store.catalog.get_meta(WATERMARK_KEY) is None:
                    store.catalog.set_meta(WATERMARK_KEY, watermark_document(self.sealer, store.content.max_ids()))

        self.submit(job, deadline=self.deadline())

    def verify_content(self) -> ContentReport:
        """The full tamper check (access/tamper.py): maintenance cost, one pass."""
        assert self.audit is not None
        self.audit.flush()
        return verify_content(self.path, self.sealer, self.audit.log, busy_timeout_ms=self.config.busy_timeout_ms)

    def finish_erasures(self) -> list[str]:
        """Retry the WAL checkpoint of erasures whose bytes still wait for it and complete
        their receipts (one meta lookup when none wait). Returns the completed ids."""
        with self.reader.read():
            if not erasure_checkpoint.pending(self.reader):
                return []
        done = self.submit(lambda store: erasure_checkpoint.finish_pending(store, self.sealer), deadline=self.deadline())
        self._audit_bytes_erased(done)
        return done

    def _audit_bytes_erased(self, erasure_ids: list[str]) -> None:
        if erasure_ids and self.audit is not None:
            with contextlib.suppress(MemlaneError, OSError):
                self.audit.write(system_actor("erasure"), "erasure_checkpoint", "applied", target_ids=erasure_ids)

    def _start_background(self) -> None:
        interval = self.config.spine.reconcile_interval_seconds
        if interval > 0:
            self._background = threading.Thread(target=self._loop, args=(interval,), name="memlane-reconciler", daemon=True)
            self._background.start()

    def _loop(self, interval: float) -> None:
        while not self._stop.wait(interval):
            with contextlib.suppress(Exception):
                self.flush_access()
            with contextlib.suppress(Exception):
                self.finish_erasures()
            with contextlib.suppress(Exception):
                with self.reader.read():
                    pending = self.reader.operations.open_obligations(["pending", "failed"], limit=1)
                if pending:
                    self.reconcile()
            with contextlib.suppress(Exception):
                self.maintain_vectors(wait=False)

    # -- erasure of a whole profile: its backup data key goes too ----------------------------
    def _destroy_profile_key(self, profile: str) -> bool | None:
        try:  # the backup/keystore module may not be installed in every build
            from .governance.keystore import ProfileKeystore
        except ImportError:
            return None
        return ProfileKeystore(self.data_dir, install_key=self.sealer_key()).destroy(profile)

    def sealer_key(self) -> bytes:
        return load_or_create_key(install_key_path(self.data_dir))

