"""``memory.items``: keyed JSON items under namespaces — the surface framework adapters map
onto (a LangGraph store, a chat session, a CrewAI storage backend).

Nothing here is a second engine. A put is a ``remember`` of the item's text (its own verbatim
memory, so every channel, the sheaf check and the lifecycle see it) plus the item row, in the
same governed transaction; a search is the engine's recall restricted to the facts of the
selected items; a delete is the engine's verified erasure of the items' memories (the rows go
with them, and the erasure proves it)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from ..errors import EmbeddingDimensionMismatchError, InvalidInputError
from ..governance import OperationKind
from ..ids import memory_id, parse_id
from ..results import _ToDict
from ..storage import Store
from ..storage.items import ItemQuery, ItemRow
from ..timeutil import from_epoch
from ..transactions.spine import Projected
from . import model, writing
from .model import Item, ItemWrite

if TYPE_CHECKING:
    from ..memory import Memory

_K = OperationKind


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

    # -- writes: each one transaction (see items/writing.py) ------------------------------------
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
        then erased). ``text`` is what recall indexes (None: stored but not searchable).
        Concurrent puts to one key: the last writer wins, none fails."""
        return self.put_many([ItemWrite(namespace, key, value, text, ttl, speaker, role, scope)], profile=profile)[0]

    def put_many(
        self, writes: Iterable[ItemWrite], *, delete: Iterable[tuple[Sequence[str], str]] = (), profile: str | None = None
    ) -> list[Item]:  # fmt: skip
        """Several puts in one transaction, plus the ``delete`` (namespace, key) pairs removed in
        that same transaction: everything is validated first; all or nothing."""
        name = self._memory._name(profile)
        batch, gone = list(writes), _pairs(delete)
        if not batch and not gone:
            raise InvalidInputError("put_many takes a non-empty list of ItemWrite (or keys to delete)")
        checked = writing.check(self._memory, name, batch)
        if {(c.ns, c.key) for c in checked} & {(ns, k) for ns, keys in gone.items() for k in keys}:
            raise InvalidInputError("put_many got the same (namespace, key) to write and to delete")
        if not checked:
            writing.erase(self._memory, name, writing.by_keys(dict(gone)))
            return []
        rows = writing.write(self._memory, name, checked, remove=writing.removing(dict(gone)) if gone else None)
        return [_item(r) for r in rows]

    def replace_all(self, namespace: Sequence[str], writes: Iterable[ItemWrite], *, profile: str | None = None) -> list[Item]:
        """Make ``writes`` (all in ``namespace``) the namespace's only items, in one transaction:
        every item the caller may write there goes, the new ones take their place in order.
        Concurrent replacements: the last one wins whole."""
        ns = model.namespace_of(namespace)
        name = self._memory._name(profile)
        checked = writing.check(self._memory, name, list(writes), namespace=ns)
        if not checked:
            writing.erase(self._memory, name, writing.by_keys({ns: None}))
            return []
        return [_item(r) for r in writing.write(self._memory, name, checked, remove=writing.removing({ns: None}))]

    def insert_at(self, namespace: Sequence[str], index: int, writes: Iterable[ItemWrite], *, profile: str | None = None) -> list[Item]:
        """Insert ``writes`` (all in ``namespace``, new keys) before position ``index`` of the
        namespace, like ``list.insert`` (negative counts from the end, past the end appends), in
        one transaction: the position is read where it is used, so concurrent inserts never
        lose or duplicate an item. A write whose key exists replaces that item in place."""
        ns = model.namespace_of(namespace)
        index = _index(index)
        name = self._memory._name(profile)
        checked = writing.check(self._memory, name, list(writes), namespace=ns)
        if not checked:
            raise InvalidInputError("insert_at takes a non-empty list of ItemWrite")
        return [_item(r) for r in writing.write(self._memory, name, checked, place=writing.before(ns, index))]

    def delete(
        self, namespace: Sequence[str], keys: str | Sequence[str] | None = None, *, prefix: bool = False,
        profile: str | None = None,
    ) -> ItemsDeleted:  # fmt: skip
        """Erase items: the given keys of ``namespace``, or every item of it (``keys=None``),
        or of every namespace under it (``prefix=True``). Verified erasure: the receipt's
        proofs say every index no longer holds them. The items are chosen inside the erasure's
        transaction: keys someone else erased first are simply not counted."""
        ns = model.namespace_of(namespace, allow_empty=prefix)
        key_list = None if keys is None else [model.key_of(k) for k in ([keys] if isinstance(keys, str) else keys)]
        name = self._memory._name(profile)
        if self.count(ns, prefix=prefix, status=None, profile=profile) == 0:
            self._memory._engine.gate.check(self._memory.actor, _K.FORGET.value, profile=name)
            return ItemsDeleted(0)  # no erasure operation when nothing can match
        done = writing.erase(self._memory, name, writing.by_keys({ns: key_list}, prefix=prefix))
        return ItemsDeleted(len(done.rows), done.erasure_id, done.all_erased)

    def delete_at(
        self, namespace: Sequence[str], index: int, count: int = 1, *, status: str | None = None, profile: str | None = None
    ) -> list[Item]:  # fmt: skip
        """Erase ``count`` items from position ``index`` (negative counts from the end) among
        the namespace's items of ``status`` (None: all), chosen and erased in one transaction
        (five concurrent ``delete_at(ns, 0)`` erase five items). Returns them, in order;
        nothing when ``index`` is out of range."""
        ns = model.namespace_of(namespace)
        index, status = _index(index), self._status(status)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise InvalidInputError(f"count must be a positive integer, got {count!r}")
        name = self._memory._name(profile)
        if self.count(ns, prefix=False, status=status, profile=profile) == 0:
            self._memory._engine.gate.check(self._memory.actor, _K.FORGET.value, profile=name)
            return []
        rows = writing.erase(self._memory, name, writing.at(ns, index, count, status)).rows
        return [_item(r) for r in sorted(rows, key=lambda r: (r.pos, r.id))]

    def pop(self, namespace: Sequence[str], *, profile: str | None = None) -> Item | None:
        """Erase and return the last item of ``namespace`` (None when empty). The choice and
        the erasure are one transaction: concurrent pops never return the same item."""
        popped = self.delete_at(namespace, -1, profile=profile)
        return popped[0] if popped else None

    def set_status(self, namespace: Sequence[str], keys: Sequence[str], status: str, *, profile: str | None = None) -> int:
        """Mark items active or archived (a chat store's archived history); returns how many."""
        status = model.status_of(status)
        ns, key_list = model.namespace_of(namespace), [model.key_of(k) for k in keys]
        return len(self._metadata_write(
            _K.ARCHIVE, ns, profile, lambda store, q: store.items.by_keys(q, key_list),
            lambda store, ids, now: store.items.set_status(ids, status, now),
        ))  # fmt: skip

    def set_status_at(
        self, namespace: Sequence[str], index: int, count: int, status: str, *, current: str = "active",
        profile: str | None = None,
    ) -> list[Item]:  # fmt: skip
        """Set ``status`` on ``count`` items from position ``index`` among those whose status
        is ``current``, chosen and changed in one transaction (a chat store archiving its
        oldest messages). Returns them as they were, in order."""
        status, current = model.status_of(status), model.status_of(current)
        ns, index = model.namespace_of(namespace), _index(index)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise InvalidInputError(f"count must be a non-negative integer, got {count!r}")
        if count == 0:
            return []

        def select(store: Store, q: ItemQuery) -> list[ItemRow]:
            q = replace(q, status=current)
            start, size = writing.span(index, store.items.count(q), count)
            return store.items.list(q, offset=start, limit=size) if size else []

        rows = self._metadata_write(
            _K.ARCHIVE, ns, profile, select, lambda store, ids, now: store.items.set_status(ids, status, now)
        )
        return [_item(r) for r in rows]

    def touch(self, namespace: Sequence[str], keys: Sequence[str], *, profile: str | None = None) -> int:
        """Restart the TTL clock of items that have one (read-refresh)."""
        ns, key_list = model.namespace_of(namespace), [model.key_of(k) for k in keys]
        return len(self._metadata_write(
            _K.REMEMBER, ns, profile, lambda store, q: store.items.by_keys(q, key_list),
            lambda store, ids, now: store.items.touch(ids, now),
        ))  # fmt: skip

    def sweep_expired(self, *, profile: str | None = None) -> ItemsDeleted:
        """Erase every item of the profile whose TTL has run out, and item memories left
        unreferenced by an interrupted replace (both chosen inside the erasure)."""
        m = self._memory
        name = m._name(profile)
        m._engine.gate.check(m.actor, _K.FORGET.value, profile=name)
        now = time.time()

        def probe(store: Store, q: ItemQuery) -> list[int]:
            return store.items.expired(q, now, limit=1) + store.items.orphaned_memories(q.profile_id, q.scopes)[:1]

        if not self._read(name, probe, writable=True):  # only what this caller may erase
            return ItemsDeleted(0)

        def select(store: Store, pid: int, scopes: Sequence[str] | None) -> tuple[list[ItemRow], list[int]]:
            q = ItemQuery(pid, scopes)
            return [], store.items.expired(q, now, limit=100_000) + store.items.orphaned_memories(pid, scopes)

        done = writing.erase(m, name, select)
        return ItemsDeleted(done.memories, done.erasure_id, done.all_erased)

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
        recent_first: bool = False,
        profile: str | None = None,
    ) -> list[Item]:
        """Items of ``namespace`` (and, with ``prefix``, of every namespace under it) by
        position — insertion order, unless ``insert_at`` placed them — or last position first
        (``newest_first``), or most recently written first (``recent_first``: ``updated_at``
        descending); ``status`` None = active and archived."""
        ns = model.namespace_of(namespace, allow_empty=prefix)
        offset, limit = model.page_of(offset, limit)
        where = model.filter_of(filter)
        rows = self._read(
            self._memory._name(profile),
            lambda s, q: s.items.list(replace(q, exact=not prefix), offset=offset, limit=limit, newest_first=newest_first,
                                      recent_first=recent_first),
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
        Without a query: filter matches, most recently written first (``updated_at``
        descending, as LangGraph's SQL stores), score None. Items matching the filter
        but not ranked for the query follow the ranked ones with score None. ``refresh_ttl``
        restarts the TTL clock of the returned items (as ``get``)."""
        ns = model.namespace_of(namespace, allow_empty=True)
        offset, limit = model.page_of(offset, limit, max_limit=1000)
        where = model.filter_of(filter)
        if query is None and vector is None:
            found = self.list(ns, filter=where, status=status, offset=offset, limit=limit, recent_first=True, profile=profile)
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
            rest = self.list(ns, filter=where, status=status, limit=wanted + len(scored), recent_first=True, profile=profile)
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

    def _metadata_write(
        self, kind: OperationKind, ns: tuple[str, ...], profile: str | None, select: Callable[[Store, ItemQuery], list[ItemRow]],
        apply: Callable[[Store, list[int], float], None],
    ) -> list[ItemRow]:  # fmt: skip
        """A write that changes item rows only (status, TTL clock): the rows are chosen by
        ``select`` inside the transaction that changes them. Returns them as they were."""
        m = self._memory
        name = m._name(profile)
        decision = m._engine.gate.check(m.actor, kind.value, profile=name)
        writes = m._writes
        writable = m._engine.writable_scopes(m.actor, name)
        admission = writes._admit(m.actor, kind.value, name, [list(ns), kind.value], decision)
        writes._audit(admission, "allowed")

        def body(store: Store) -> Projected:
            pid = store.catalog.profile_id(name)
            rows = select(store, ItemQuery(pid if pid is not None else -1, writable, model.encode(ns), True, None, None, None))
            ids = [r.id for r in rows]
            apply(store, ids, time.time())
            return Projected(rows, (), {"items": ids}, project=False)

        return writes._run(admission, body)


def _pairs(delete: Iterable[tuple[Sequence[str], str]]) -> dict[tuple[str, ...], list[str]]:
    """(namespace, key) pairs to delete, validated and grouped by namespace."""
    out: dict[tuple[str, ...], list[str]] = {}
    for pair in delete:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise InvalidInputError(f"delete takes (namespace, key) pairs, got {pair!r}")
        out.setdefault(model.namespace_of(pair[0]), []).append(model.key_of(pair[1]))
    return out


def _index(index: object) -> int:
    if isinstance(index, bool) or not isinstance(index, int):
        raise InvalidInputError(f"a position is an integer, got {type(index).__name__}")
    return index
