"""``memory.items``: keyed JSON items under namespaces — the surface framework adapters map
onto (a LangGraph store, a chat session, a CrewAI storage backend).

Nothing here is a second engine. A put is a ``remember`` of the item's text (its own verbatim
memory, so every channel, the sheaf check and the lifecycle see it) plus the item row, in the
same governed transaction; a search is the engine's recall restricted to the facts of the
selected items; a delete is the engine's verified erasure of the items' memories (the rows go
with them, and the erasure proves it)."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from ..errors import EmbeddingDimensionMismatchError, InvalidInputError, UnknownProfileError
from ..governance import OperationKind
from ..ids import memory_id, parse_id
from ..ingest.entities import extract_mentions
from ..ingest.pipeline import PreparedFact, PreparedMemory
from ..ingest.request import RememberRequest, build_request
from ..results import RememberResult, _ToDict
from ..storage import Store
from ..storage.items import ItemQuery, ItemRow
from ..timeutil import from_epoch
from ..transactions.spine import Projected
from . import model
from .model import Item, ItemWrite

if TYPE_CHECKING:
    from ..memory import Memory

_K = OperationKind
MAX_ITEM_FACTS = 200  # facts indexed per item (its whole text is always stored verbatim)


@dataclass(frozen=True)
class ItemsDeleted(_ToDict):
    """What a delete removed, and the verified erasure behind it (None when nothing matched)."""

    count: int
    erasure_id: str | None = None
    all_erased: bool = True


def _item(row: ItemRow, score: float | None = None, similarity: float | None = None) -> Item:
    return Item(
        namespace=model.decode(row.namespace), key=row.key, value=row.value,
        created_at=from_epoch(row.created_at), updated_at=from_epoch(row.updated_at),
        expires_at=from_epoch(row.expires_at) if row.expires_at is not None else None,
        status=row.status, scope=row.scope, memory_id=memory_id(row.memory_id), seq=row.id, score=score,
        similarity=similarity,
    )  # fmt: skip


class Items:
    def __init__(self, memory: Memory) -> None:
        self._memory = memory

    # -- writes -----------------------------------------------------------------------------
    def put(
        self,
        namespace: Sequence[str],
        key: str,
        value: Any,
        *,
        text: str | None = None,
        ttl: float | None = None,
        speaker: str | None = None,
        role: str | None = None,
        scope: str = "personal",
        profile: str | None = None,
    ) -> Item:
        """Store ``value`` under (namespace, key), replacing any earlier value (whose memory is
        then erased). ``text`` is what recall indexes (None: stored but not searchable)."""
        return self.put_many([ItemWrite(namespace, key, value, text, ttl, speaker, role, scope)], profile=profile)[0]

    def put_many(self, writes: Iterable[ItemWrite], *, profile: str | None = None) -> list[Item]:
        """Several puts in one transaction: every write is validated first; all or nothing."""
        m = self._memory
        name = m._name(profile)
        batch = list(writes)
        if not batch or not all(isinstance(w, ItemWrite) for w in batch):
            raise InvalidInputError("put_many takes a non-empty list of ItemWrite")
        max_bytes = m.config.ingest.max_content_bytes
        checked = []
        for w in batch:
            ns, key = model.namespace_of(w.namespace), model.key_of(w.key)
            value = model.json_value(w.value, max_bytes=max_bytes)
            if w.text is not None and not isinstance(w.text, str):
                raise InvalidInputError(f"item text must be a string, got {type(w.text).__name__}")
            indexed = bool(w.text and w.text.strip())
            request = build_request(
                w.text if indexed else "(item)", profile=name, scope=w.scope, session_id="/".join(ns),
                speaker=w.speaker, role=w.role, metadata={"memlane_item": {"namespace": list(ns), "key": key}},
                idempotency_key=f"item:{uuid.uuid4().hex}", max_bytes=max_bytes,
            )  # fmt: skip
            checked.append((ns, key, value, indexed, model.ttl_of(w.ttl), request, model.status_of(w.status)))
        if len({(c[0], c[1], c[5].scope) for c in checked}) != len(checked):
            raise InvalidInputError("put_many got the same (namespace, key) twice")
        replaced: list[int] = []

        def shape(i: int, prepared: PreparedMemory) -> PreparedMemory:
            if not checked[i][3]:  # not indexed: keep the verbatim memory, derive no facts
                return replace(prepared, facts=(), gated="not_indexed")
            if len(prepared.facts) > MAX_ITEM_FACTS:
                # A huge value is stored whole; its first sentences are what recall indexes.
                return replace(prepared, facts=prepared.facts[:MAX_ITEM_FACTS])
            if not prepared.facts:  # short values ("blue") still deserve one searchable fact
                text = prepared.request.content.strip()
                fact = PreparedFact(text, text, None, tuple(extract_mentions(text)))
                return replace(prepared, facts=(fact,), gated=None)
            return prepared

        def attach(store: Store, index: list[int], written: list[RememberRequest], results: list[RememberResult]) -> None:
            now = time.time()
            pid = store.catalog.profile_id(name)
            for i, request, result in zip(index, written, results, strict=True):
                ns, key, value, indexed, ttl, _, status = checked[i]
                assert pid is not None and result.memory_id
                old = store.items.upsert(
                    profile_id=pid, scope=request.scope, namespace=model.encode(ns), key=key, value=value,
                    memory_id=parse_id(result.memory_id).number,
                    indexed=indexed, now=now, ttl_seconds=ttl, status=status,
                )  # fmt: skip
                if old is not None:
                    replaced.append(old)

        results = m._writes.remember(m.actor, [c[5] for c in checked], single=True, shape=shape, attach=attach)
        if replaced:
            # The replaced values' memories: a verified erasure of their own (see docs/adapters).
            m.forget([memory_id(r) for r in replaced], profile=name)
        mids = [parse_id(r.memory_id).number for r in results]
        rows = self._read(name, lambda s, q: s.items.by_memories(q, mids), status=None)
        return [_item(rows[mid]) for mid in mids]

    def delete(
        self, namespace: Sequence[str], keys: str | Sequence[str] | None = None, *, prefix: bool = False,
        profile: str | None = None,
    ) -> ItemsDeleted:  # fmt: skip
        """Erase items: the given keys of ``namespace``, or every item of it (``keys=None``),
        or of every namespace under it (``prefix=True``). Verified erasure: the receipt's
        proofs say every index no longer holds them."""
        ns = model.namespace_of(namespace, allow_empty=prefix)
        key_list = None if keys is None else [model.key_of(k) for k in ([keys] if isinstance(keys, str) else keys)]
        m = self._memory
        name = m._name(profile)
        m._engine.gate.check(m.actor, _K.FORGET.value, profile=name)

        def select(store: Store, q: ItemQuery) -> list[ItemRow]:
            q = replace(q, exact=not prefix, now=None, status=None)
            return store.items.by_keys(q, key_list) if key_list is not None else store.items.list(q, limit=2**31)

        rows = self._read(name, select, namespace=ns, writable=True)
        if not rows:
            return ItemsDeleted(0)
        forgotten = m.forget([memory_id(r.memory_id) for r in rows], profile=name)
        return ItemsDeleted(len(rows), forgotten.erasure_id, forgotten.all_erased)

    def pop(self, namespace: Sequence[str], *, profile: str | None = None) -> Item | None:
        """Erase and return the newest item of ``namespace`` (None when empty). The choice
        and the erasure are one transaction: concurrent pops never return the same item."""
        ns = model.namespace_of(namespace)
        m = self._memory
        name = m._name(profile)
        decision = m._engine.gate.check(m.actor, _K.FORGET.value, profile=name)
        if self.count(ns, prefix=False, status=None, profile=profile) == 0:
            return None  # no erasure operation for an empty namespace
        try:
            plan, _ = m._writes.erase(
                m.actor, op="forget", kind="newest_item", target=model.encode(ns), profile=name, decision=decision,
                scopes=m._engine.writable_scopes(m.actor, name), tombstone=False,
            )  # fmt: skip
        except UnknownProfileError:
            return None
        return _item(plan.items[0]) if plan.items else None

    def set_status(self, namespace: Sequence[str], keys: Sequence[str], status: str, *, profile: str | None = None) -> int:
        """Mark items active or archived (a chat store's archived history); returns how many."""
        status = model.status_of(status)
        ns, key_list = model.namespace_of(namespace), [model.key_of(k) for k in keys]
        return self._metadata_write(
            _K.ARCHIVE, ns, key_list, profile, lambda store, ids, now: store.items.set_status(ids, status, now)
        )

    def touch(self, namespace: Sequence[str], keys: Sequence[str], *, profile: str | None = None) -> int:
        """Restart the TTL clock of items that have one (read-refresh)."""
        ns, key_list = model.namespace_of(namespace), [model.key_of(k) for k in keys]
        return self._metadata_write(_K.REMEMBER, ns, key_list, profile, lambda store, ids, now: store.items.touch(ids, now))

    def sweep_expired(self, *, profile: str | None = None) -> ItemsDeleted:
        """Erase every item of the profile whose TTL has run out, and item memories left
        unreferenced by an interrupted replace."""
        m = self._memory
        name = m._name(profile)
        m._engine.gate.check(m.actor, _K.FORGET.value, profile=name)
        now = time.time()

        def select(store: Store, q: ItemQuery) -> list[int]:
            expired = store.items.expired(q, now, limit=100_000)
            return expired + store.items.orphaned_memories(q.profile_id, q.scopes)

        mids = self._read(name, select, writable=True)  # only what this caller may erase
        if not mids:
            return ItemsDeleted(0)
        forgotten = m.forget([memory_id(x) for x in mids], profile=name)
        return ItemsDeleted(len(mids), forgotten.erasure_id, forgotten.all_erased)

    # -- reads ------------------------------------------------------------------------------
    def get(self, namespace: Sequence[str], key: str, *, refresh_ttl: bool = False, profile: str | None = None) -> Item | None:
        ns, key = model.namespace_of(namespace), model.key_of(key)
        row = self._read(self._memory._name(profile), lambda s, q: s.items.get(replace(q, exact=True, status=None), key), namespace=ns)
        found = None if row is None else _item(row)
        if found is not None and refresh_ttl:
            self._refresh([found], profile)
        return found

    def list(
        self,
        namespace: Sequence[str] = (),
        *,
        prefix: bool = True,
        status: str | None = "active",
        filter: Mapping[str, Any] | None = None,
        offset: int = 0,
        limit: int = 100,
        newest_first: bool = False,
        profile: str | None = None,
    ) -> list[Item]:
        """Items of ``namespace`` (and, with ``prefix``, of every namespace under it) in
        insertion order (or newest first); ``status`` None = active and archived."""
        ns = model.namespace_of(namespace, allow_empty=prefix)
        offset, limit = model.page_of(offset, limit)
        where = model.filter_of(filter)
        rows = self._read(
            self._memory._name(profile),
            lambda s, q: s.items.list(replace(q, exact=not prefix), offset=offset, limit=limit, newest_first=newest_first),
            namespace=ns, status=self._status(status), filter=where,
        )  # fmt: skip
        return [_item(r) for r in rows]

    def count(
        self, namespace: Sequence[str] = (), *, prefix: bool = True, status: str | None = "active", profile: str | None = None
    ) -> int:
        ns = model.namespace_of(namespace, allow_empty=prefix)
        return self._read(
            self._memory._name(profile), lambda s, q: s.items.count(replace(q, exact=not prefix)), namespace=ns,
            status=self._status(status),
        )  # fmt: skip

    def vectors(self, namespace: Sequence[str], keys: Sequence[str], *, profile: str | None = None) -> dict[str, np.ndarray]:
        """The engine's stored embedding of each item (the unit mean of its indexed facts'
        vectors), for adapters that rerank (MMR) or return a record's vector. Items that are
        missing, not readable or not indexed are absent from the result."""
        ns, key_list = model.namespace_of(namespace), [model.key_of(k) for k in keys]

        def fetch(store: Store, q: ItemQuery) -> dict[str, list[np.ndarray]]:
            key_of = {r.memory_id: r.key for r in store.items.by_keys(replace(q, exact=True, status=None), key_list)}
            sources = store.facts.memory_ids_of(store.memories.fact_ids_of(list(key_of)))
            found = store.vectors.vectors(list(sources))
            grouped: dict[str, list[np.ndarray]] = {}
            for fact, vector in found.items():
                for mid in sources[fact]:
                    if mid in key_of:
                        grouped.setdefault(key_of[mid], []).append(vector)
            return grouped

        grouped = self._read(self._memory._name(profile), fetch, namespace=ns)
        means = {key: np.mean(rows, axis=0) for key, rows in grouped.items()}
        return {key: mean / max(float(np.linalg.norm(mean)), 1e-12) for key, mean in means.items()}

    def namespaces(self, prefix: Sequence[str] = (), *, profile: str | None = None) -> list[tuple[str, ...]]:
        """Distinct namespaces holding live items, under ``prefix``, sorted."""
        ns = model.namespace_of(prefix, allow_empty=True)
        found = self._read(self._memory._name(profile), lambda s, q: s.items.namespaces(q), namespace=ns, status=None)
        return [model.decode(n) for n in found]

    def search(
        self,
        namespace: Sequence[str] = (),
        query: str | None = None,
        *,
        vector: Any = None,
        filter: Mapping[str, Any] | None = None,
        status: str | None = "active",
        offset: int = 0,
        limit: int = 10,
        refresh_ttl: bool = False,
        profile: str | None = None,
    ) -> list[Item]:
        """Items under ``namespace`` ranked by the engine's recall for ``query`` (or a query
        ``vector`` from the same embedding model), each with the score of its best fact.
        Without a query: filter matches, newest first, score None. Items matching the filter
        but not ranked for the query follow the ranked ones with score None. ``refresh_ttl``
        restarts the TTL clock of the returned items (as ``get``)."""
        ns = model.namespace_of(namespace, allow_empty=True)
        offset, limit = model.page_of(offset, limit, max_limit=1000)
        where = model.filter_of(filter)
        if query is None and vector is None:
            found = self.list(ns, filter=where, status=status, offset=offset, limit=limit, newest_first=True, profile=profile)
        else:
            found = self._ranked(ns, query, None if vector is None else self._vector(vector), where, status, offset, limit, profile)
        if refresh_ttl:
            self._refresh(found, profile)
        return found

    def _ranked(
        self, ns: tuple[str, ...], query: str | None, vector: np.ndarray | None, where: dict[str, Any] | None,
        status: str | None, offset: int, limit: int, profile: str | None,
    ) -> list[Item]:  # fmt: skip
        """Recall restricted to the selected items, then the unranked filter matches."""
        m = self._memory
        name = m._name(profile)
        wanted = offset + limit
        restrict = self._read(name, lambda s, q: s.items.fact_ids(q), namespace=ns, status=self._status(status), filter=where)
        ranked: list[tuple[ItemRow, float, float | None]] = []
        if restrict:
            readable = m._engine.readable_scopes(m.actor, name)
            result = m._engine.recall.run(
                query, profile=name, limit=min(1000, max(wanted * 3, 30)), as_of=None, scopes=readable,
                restrict=restrict, vector=vector,
            )  # fmt: skip
            order = [
                (parse_id(mid).number, item.score, item.channels["semantic"].score if "semantic" in item.channels else None)
                for item in result.items
                for mid in item.fact.memory_ids
            ]
            rows = self._read(name, lambda s, q: s.items.by_memories(q, [o[0] for o in order]), namespace=ns,
                              status=self._status(status), filter=where)  # fmt: skip
            seen: set[int] = set()
            for mid, score, similarity in order:
                if mid in rows and mid not in seen:
                    seen.add(mid)
                    ranked.append((rows[mid], score, similarity))
        if len(ranked) < wanted:
            scored = {row.id for row, _, _ in ranked}
            rest = self.list(ns, filter=where, status=status, limit=wanted + len(scored), newest_first=True, profile=profile)
            out = [_item(*r) for r in ranked] + [i for i in rest if i.seq not in scored]
        else:
            out = [_item(*r) for r in ranked]
        return out[offset:wanted]

    # -- internals --------------------------------------------------------------------------
    def _refresh(self, items: Iterable[Item], profile: str | None) -> None:
        """Read-refresh of TTLs: restart the clock of those items that have one and that the
        caller may write. A reader who may not write still reads; it just does not keep the
        items alive (and no denial is recorded for a plain read)."""
        m = self._memory
        name = m._name(profile)
        try:
            allowed = m._engine.gate.registry.evaluate(m.actor, _K.REMEMBER.value, profile=name).allowed
            writable = set(m._engine.writable_scopes(m.actor, name)) if allowed else set()
        except Exception:  # a denial of any kind means: do not refresh
            return
        expiring: dict[tuple[str, ...], list[str]] = {}
        for item in items:
            if item.expires_at is not None and item.scope in writable:
                expiring.setdefault(item.namespace, []).append(item.key)
        for ns, keys in expiring.items():
            self.touch(ns, keys, profile=profile)

    @staticmethod
    def _status(status: str | None) -> str | None:
        return None if status is None else model.status_of(status)

    def _vector(self, vector: Any) -> np.ndarray:
        try:
            array = np.asarray(vector, dtype=np.float32).reshape(-1)
        except (TypeError, ValueError) as exc:
            raise InvalidInputError(f"query vector is not a list of numbers: {exc}") from exc
        dim = self._memory.embedder.dimension
        if array.shape[0] != dim:
            raise EmbeddingDimensionMismatchError(
                f"query vector has {array.shape[0]} dimensions; this memory embeds with {dim}", expected=dim,
                got=int(array.shape[0]),
            )  # fmt: skip
        if not np.all(np.isfinite(array)):
            raise InvalidInputError("query vector has non-finite values")
        norm = float(np.linalg.norm(array))
        return array / norm if norm > 0 else array

    def _read(self, name: str, fetch: Callable[[Store, ItemQuery], Any], *, namespace: tuple[str, ...] = (),
              status: str | None = "active", filter: dict[str, Any] | None = None, writable: bool = False) -> Any:  # fmt: skip
        """The read prologue every item read shares: RECALL policy, the actor's scopes pushed
        into the query, one snapshot. An unknown profile reads as empty."""
        m = self._memory
        engine = m._engine
        engine.gate.check(m.actor, _K.RECALL.value, profile=name)
        scopes = engine.writable_scopes(m.actor, name) if writable else engine.readable_scopes(m.actor, name)
        reader = engine.reader
        with reader.read():
            pid = reader.catalog.profile_id(name)
            q = ItemQuery(pid if pid is not None else -1, scopes, model.encode(namespace), False, status, filter, time.time())
            return fetch(reader, q)

    def _metadata_write(self, kind: OperationKind, ns: tuple[str, ...], keys: list[str], profile: str | None, apply) -> int:  # type: ignore[no-untyped-def]
        m = self._memory
        name = m._name(profile)
        decision = m._engine.gate.check(m.actor, kind.value, profile=name)
        writes = m._writes
        writable = m._engine.writable_scopes(m.actor, name)
        admission = writes._admit(m.actor, kind.value, name, [list(ns), keys], decision)
        writes._audit(admission, "allowed", items=len(keys))

        def body(store: Store) -> Projected:
            pid = store.catalog.profile_id(name)
            q = ItemQuery(pid if pid is not None else -1, writable, model.encode(ns), True, None, None, None)
            ids = [r.id for r in store.items.by_keys(q, keys)]
            apply(store, ids, time.time())
            return Projected(len(ids), (), {"items": ids}, project=False)

        return writes._run(admission, body)
