"""Writing prepared memories.

``CanonicalWriter`` writes the canonical rows of a write (memories, facts, their sources,
scenes) and returns one ``ProjectionItem`` per new fact; the projection owners (lexical,
vector, temporal, graph) then project those items. The governed path
(``memlane.transactions.spine``) runs both inside one transaction with a receipt, obligations
and a sealed manifest; ``MemoryWriter`` is the same canonical + projection code *without*
governance, kept for embedding callers that manage their own transaction and as the
"ungoverned insert" baseline of the spine benchmark.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from ..errors import ConflictError, ErasedContentError, UnknownProfileError
from ..ids import fact_id, memory_id, parse_id
from ..results import Fact, RememberResult
from ..storage import NewFact, Store
from ..timeutil import now_utc
from ..transactions.owners import ProjectionItem, ProjectionOwner, default_owners
from .pipeline import PreparedMemory

# ``PreparedMemory.gated`` of a request found already stored before it was prepared: it is
# deduplicated against that memory (and never written without its facts).
ALREADY_STORED = "already_stored"


def fact_hash(text: str) -> str:
    """Tombstone key of a fact statement (case and whitespace insensitive)."""
    return hashlib.sha256(" ".join(text.casefold().split()).encode("utf-8")).hexdigest()


@dataclass
class CanonicalWrite:
    results: list[RememberResult] = field(default_factory=list)
    items: list[ProjectionItem] = field(default_factory=list)
    memory_ids: list[int] = field(default_factory=list)  # newly stored

    @property
    def fact_ids(self) -> list[int]:
        return [i.fact_id for i in self.items]


class CanonicalWriter:
    def __init__(self, *, auto_create_profiles: bool) -> None:
        self.auto_create_profiles = auto_create_profiles

    def profile_id(self, store: Store, name: str, *, create: bool) -> int:
        pid = store.catalog.profile_id(name)
        if pid is None:
            if not (create and self.auto_create_profiles):
                raise UnknownProfileError(f"unknown profile {name!r}", profile=name)
            pid = store.catalog.create_profile(name)
        return pid

    def write(
        self,
        store: Store,
        prepared: Sequence[PreparedMemory],
        vectors: Sequence[np.ndarray],
        *,
        on_written: Callable[[int], None] | None = None,
        skip_erased: bool = True,
    ) -> CanonicalWrite:
        """Must run inside ``store.write()``. ``vectors[i]`` holds one row per fact of
        ``prepared[i]``. Content erased before (tombstoned) is skipped and reported with
        ``erased=True``, or raises ``ErasedContentError`` when ``skip_erased`` is False."""
        out = CanonicalWrite()
        for item, matrix in zip(prepared, vectors, strict=True):
            out.results.append(self._write_one(store, item, matrix, out, skip_erased))
            store.heartbeat()  # per record: the stall watchdog sees a long write advance
            if on_written:
                on_written(1)
        return out

    def _write_one(
        self, store: Store, item: PreparedMemory, matrix: np.ndarray, out: CanonicalWrite, skip_erased: bool
    ) -> RememberResult:
        req = item.request
        pid = self.profile_id(store, req.profile, create=True)
        existing = store.memories.find_by_idempotency_key(pid, req.idempotency_key)
        if existing is not None:
            facts = store.memories.fact_ids_of([existing])
            return RememberResult(memory_id(existing), tuple(fact_id(f) for f in sorted(facts)), deduplicated=True)
        if item.gated == ALREADY_STORED:  # forgotten between the lookup and this transaction
            raise ConflictError(
                "a stored memory this write deduplicated against was removed meanwhile; retry the write",
                profile=req.profile,
            )
        erased_facts: set[str] = set()
        if store.tombstones.any_for(req.profile):
            if store.tombstones.matching(req.profile, "idempotency_key", [req.idempotency_key]) or (
                store.tombstones.matching(req.profile, "content_hash", [req.content_hash])
            ):
                if not skip_erased:
                    raise ErasedContentError(
                        "this content was erased from the profile; a replay cannot resurrect it",
                        profile=req.profile,
                    )
                return RememberResult("", (), erased=True)
            hashes = [fact_hash(f.text) for f in item.facts]
            erased_facts = store.tombstones.matching(req.profile, "fact_hash", hashes)
        now = now_utc().timestamp()
        mid = store.memories.insert(
            profile_id=pid,
            scope=req.scope,
            content=req.content,
            content_hash=req.content_hash,
            idempotency_key=req.idempotency_key,
            session_id=req.session_id,
            speaker=req.speaker,
            role=req.role,
            observed_at=req.observed_at,
            recorded_at=now,
            metadata=req.metadata,
        )
        store.catalog.note_scope(pid, req.scope)
        out.memory_ids.append(mid)
        facts = [(f, v) for f, v in zip(item.facts, matrix, strict=True) if fact_hash(f.text) not in erased_facts]
        if not facts:
            return RememberResult(memory_id(mid), (), gated=item.gated or ("erased" if item.facts else None))
        scene = store.facts.scene_for(pid, req.scope, req.session_id, req.observed_at)
        # Facts split from a longer turn keep the whole turn as low-weight lexical context.
        turn_context = req.content if len(item.facts) > 1 else ""
        context = f"{item.context} {turn_context}".strip()
        fids = []
        for fact, vector in facts:
            ref = fact.referenced or (None, None)
            fid = store.facts.insert(
                profile_id=pid,
                scope=req.scope,
                scene_id=scene,
                fact=NewFact(fact.text, fact.verbatim, req.speaker, req.observed_at, ref[0], ref[1]),
                recorded_at=now,
            )
            store.facts.link_source(fid, mid, pid, req.scope)
            out.items.append(
                ProjectionItem(
                    fid, pid, req.scope, fact.text, context, req.speaker, req.observed_at,
                    fact.referenced, vector=vector, mentions=tuple(fact.mentions),
                )
            )
            fids.append(fid)
        return RememberResult(memory_id(mid), tuple(fact_id(f) for f in fids))

    def supersede(self, store: Store, old: Fact, pid: int, text: str, vector: np.ndarray, *, mentions) -> ProjectionItem:
        """A correction: a new fact with the old one's provenance; the old fact's system time
        ends now. The graph owner records why with a ``supersedes`` edge (new -> old)."""
        now = now_utc().timestamp()
        ref_start = old.referenced_start.timestamp() if old.referenced_start else None
        ref_end = old.referenced_end.timestamp() if old.referenced_end else None
        scope = old.scope_key or old.scope
        old_number = parse_id(old.id).number
        fid = store.facts.insert(
            profile_id=pid,
            scope=scope,
            scene_id=store.facts.scene_of(old_number),
            fact=NewFact(text, text, old.speaker, old.observed_at.timestamp(), ref_start, ref_end, importance=old.importance),
            recorded_at=now,
        )
        for mid in old.memory_ids:
            store.facts.link_source(fid, parse_id(mid).number, pid, scope)
        store.facts.expire(old_number, now)
        referenced = (ref_start, ref_end) if ref_start is not None and ref_end is not None else None
        return ProjectionItem(
            fid, pid, scope, text, old.speaker or "", old.speaker, old.observed_at.timestamp(), referenced,
            vector=vector, mentions=tuple(mentions), supersedes=old_number,
        )  # fmt: skip


class MemoryWriter:
    """Canonical rows + every projection, in the caller's transaction, without governance
    (no receipt, obligations, manifest or audit): an owner failure aborts the transaction."""

    def __init__(
        self, store: Store, *, auto_create_profiles: bool, owners: Sequence[ProjectionOwner] | None = None
    ) -> None:
        self.store = store
        self.canonical = CanonicalWriter(auto_create_profiles=auto_create_profiles)
        self.owners = tuple(owners) if owners is not None else default_owners()

    def profile_id(self, name: str, *, create: bool) -> int:
        return self.canonical.profile_id(self.store, name, create=create)

    def write(
        self,
        prepared: Sequence[PreparedMemory],
        vectors: Sequence[np.ndarray],
        *,
        on_written: Callable[[int], None] | None = None,
    ) -> list[RememberResult]:
        """Must run inside ``store.write()``."""
        done = self.canonical.write(self.store, prepared, vectors, on_written=on_written)
        for owner in self.owners:
            owner.apply(self.store, done.items)
        return done.results

    def supersede(self, old: Fact, pid: int, text: str, vector: np.ndarray, *, mentions) -> int:
        item = self.canonical.supersede(self.store, old, pid, text, vector, mentions=mentions)
        for owner in self.owners:
            owner.apply(self.store, [item])
        return item.fact_id
