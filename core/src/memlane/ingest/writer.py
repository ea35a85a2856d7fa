"""Writes prepared memories: canonical rows, lexical index, vectors and graph links of one
memory always commit together (the caller holds one transaction around ``write``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

import numpy as np

from ..errors import UnknownProfileError
from ..ids import fact_id, memory_id, parse_id
from ..results import Fact, RememberResult
from ..storage import NewFact, Store
from ..timeutil import now_utc
from .entities import EntityResolver, ResolvedMention, entity_key
from .pipeline import PreparedMemory


class MemoryWriter:
    def __init__(self, store: Store, *, auto_create_profiles: bool) -> None:
        self.store = store
        self.auto_create_profiles = auto_create_profiles
        self._resolvers: dict[int, EntityResolver] = {}

    def profile_id(self, name: str, *, create: bool) -> int:
        pid = self.store.catalog.profile_id(name)
        if pid is None:
            if not (create and self.auto_create_profiles):
                raise UnknownProfileError(f"unknown profile {name!r}", profile=name)
            pid = self.store.catalog.create_profile(name)
        return pid

    def write(
        self,
        prepared: Sequence[PreparedMemory],
        vectors: Sequence[np.ndarray],
        *,
        on_written: Callable[[int], None] | None = None,
    ) -> list[RememberResult]:
        """Must run inside ``store.write()``. ``vectors[i]`` holds one row per fact of
        ``prepared[i]``."""
        self._resolvers.clear()  # the profile's entities may have changed since the last batch
        results = []
        for item, matrix in zip(prepared, vectors, strict=True):
            results.append(self._write_one(item, matrix))
            if on_written:
                on_written(1)
        return results

    def _write_one(self, item: PreparedMemory, matrix: np.ndarray) -> RememberResult:
        req, store = item.request, self.store
        pid = self.profile_id(req.profile, create=True)
        existing = store.memories.find_by_idempotency_key(pid, req.idempotency_key)
        if existing is not None:
            facts = store.memories.fact_ids_of([existing])
            return RememberResult(memory_id(existing), tuple(fact_id(f) for f in sorted(facts)), deduplicated=True)
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
        if not item.facts:
            return RememberResult(memory_id(mid), (), gated=item.gated)
        scene = store.facts.scene_for(pid, req.scope, req.session_id, req.observed_at)
        resolver = self._resolver(pid)
        # Facts split from a longer turn keep the whole turn as low-weight lexical context.
        turn_context = req.content if len(item.facts) > 1 else ""
        context = f"{item.context} {turn_context}".strip()
        fids = []
        for fact, vector in zip(item.facts, matrix, strict=True):
            ref = fact.referenced or (None, None)
            fid = store.facts.insert(
                profile_id=pid,
                scope=req.scope,
                scene_id=scene,
                fact=NewFact(fact.text, fact.verbatim, req.speaker, req.observed_at, ref[0], ref[1]),
                recorded_at=now,
            )
            store.facts.link_source(fid, mid, pid, req.scope)
            store.lexical.add(fid, fact.text, context)
            store.vectors.add(fid, pid, req.scope, vector)
            self._link_entities(pid, req.scope, fid, fact.text, fact.mentions, resolver, now)
            fids.append(fid)
        return RememberResult(memory_id(mid), tuple(fact_id(f) for f in fids))

    def supersede(self, old: Fact, pid: int, text: str, vector: np.ndarray, *, mentions) -> int:
        """A correction: a new fact with the old one's provenance; the old fact's system time
        ends now and a ``supersedes`` edge (new -> old) records why. Both are kept."""
        store, now = self.store, now_utc().timestamp()
        ref_start = old.referenced_start.timestamp() if old.referenced_start else None
        ref_end = old.referenced_end.timestamp() if old.referenced_end else None
        fid = store.facts.insert(
            profile_id=pid,
            scope=old.scope,
            scene_id=store.facts.scene_of(parse_id(old.id).number),
            fact=NewFact(text, text, old.speaker, old.observed_at.timestamp(), ref_start, ref_end, importance=old.importance),
            recorded_at=now,
        )
        for mid in old.memory_ids:
            store.facts.link_source(fid, parse_id(mid).number, pid, old.scope)
        store.lexical.add(fid, text, old.speaker or "")
        store.vectors.add(fid, pid, old.scope, vector)
        self._link_entities(pid, old.scope, fid, text, mentions, self._resolver(pid), now)
        old_number = parse_id(old.id).number
        store.facts.expire(old_number, now)
        store.graph.add_edge(pid, old.scope, "supersedes", ("fact", fid), ("fact", old_number), weight=1.0, at=now)
        return fid

    def _resolver(self, pid: int) -> EntityResolver:
        if pid not in self._resolvers:
            self._resolvers[pid] = EntityResolver(self.store.graph.aliases(pid))
        return self._resolvers[pid]

    def _link_entities(self, pid, scope, fid, text, mentions, resolver: EntityResolver, now) -> None:
        resolved: dict[int, ResolvedMention] = {}
        for mention in mentions:
            hit = resolver.resolve(mention)
            eid = hit.entity_id
            if eid is None:
                eid = self.store.graph.create_entity(pid, scope, hit.canonical, hit.kind, now)
                resolver.register(entity_key(hit.canonical), eid, hit.canonical, hit.kind)
            key = entity_key(mention.surface)
            if key not in resolver.aliases:
                resolver.register(key, eid, hit.canonical, hit.kind)
            self.store.graph.add_alias(pid, scope, eid, mention.surface, key)
            self.store.graph.add_alias(pid, scope, eid, hit.canonical, entity_key(hit.canonical))
            resolved[eid] = hit
        for hit in resolver.known_in(text):
            resolved.setdefault(hit.entity_id, hit)
        for eid in resolved:
            self.store.graph.link_fact(fid, eid, pid, scope)
        for a, b in combinations(sorted(resolved), 2):
            self.store.graph.add_edge(pid, scope, "co_occurs", ("entity", a), ("entity", b), weight=1.0, at=now)
