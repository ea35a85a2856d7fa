"""``MemlaneStorage``: CrewAI's ``StorageBackend`` protocol over ``memory.items``.

Every call goes through the engine's public item API as the actor the given ``Memory``
carries (a principal's view from ``memory.session(token)`` only sees and writes its own
items). Deletes are the engine's verified erasure. A denied write raises memlane's
``PolicyDeniedError``; invalid input (e.g. non-JSON metadata) raises ``InvalidInputError``
(a ``ValueError``) before anything is stored."""

from __future__ import annotations

import asyncio
import os
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from crewai.memory.storage.backend import EmbeddingDimensionMismatchError
from crewai.memory.types import MemoryRecord, ScopeInfo
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import Item, ItemWrite

from ._mapping import item_filter, scope_labels, scope_path, to_record, to_value
from .embedder import EngineEmbedder, text_for

DEFAULT_NAMESPACE = ("crewai",)
_PAGE = 1000  # rows per items.list call when a method has to see every match
_MAX_SEARCH = 1000  # the engine's ceiling for one search


class MemlaneStorage:
    """A CrewAI memory storage backend backed by memlane.

    ``namespace``: the labels every scope lives under (the root scope ``"/"`` is this
    namespace itself); two storages with different namespaces never see each other's records.
    Pass ``storage.embedder`` as ``crewai.Memory(embedder=...)`` so queries are embedded with
    the engine's model."""

    def __init__(
        self,
        memory: Memory,
        *,
        namespace: Sequence[str] = DEFAULT_NAMESPACE,
        owns_memory: bool = False,
    ) -> None:
        if isinstance(namespace, str) or not namespace:
            raise InvalidInputError("namespace is a non-empty tuple of labels, e.g. ('crewai',)")
        self.memory = memory
        self.namespace = tuple(namespace)
        self.embedder = EngineEmbedder(memory)
        self._owns_memory = owns_memory

    @classmethod
    def open(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        namespace: Sequence[str] = DEFAULT_NAMESPACE,
    ) -> MemlaneStorage:
        """A storage over its own engine at ``data_dir`` (closed by :meth:`close`)."""
        return cls(Memory(data_dir), namespace=namespace, owns_memory=True)

    def close(self) -> None:
        # crewai.Memory.close() calls this; a shared engine stays open for its owner.
        if self._owns_memory:
            self.memory.close()

    # -- writes -----------------------------------------------------------------------------
    def save(self, records: list[MemoryRecord]) -> None:
        """Insert or replace records (keyed by id within their scope) in one transaction."""
        writes: dict[tuple[tuple[str, ...], str], ItemWrite] = {}
        for record in records:
            self._check_dimension(record.embedding)
            ns = self._ns(record.scope)
            writes[(ns, record.id)] = ItemWrite(
                ns, record.id, to_value(record), text=record.content
            )
        if writes:
            self.memory.items.put_many(list(writes.values()))

    def update(self, record: MemoryRecord) -> None:
        """Replace the record with the same id, moving it if its scope changed."""
        self._check_dimension(record.embedding)
        ns = self._ns(record.scope)
        moved = [item for item in self._by_ids([record.id]) if item.namespace != ns]
        self.memory.items.put(ns, record.id, to_value(record), text=record.content)
        for item in moved:  # the copy left in the old scope
            self.memory.items.delete(item.namespace, [item.key])

    def delete(
        self,
        scope_prefix: str | None = None,
        categories: list[str] | None = None,
        record_ids: list[str] | None = None,
        older_than: datetime | None = None,
        metadata_filter: dict[str, Any] | None = None,
    ) -> int:
        """Erase the records matching every given criterion; returns how many."""
        ns = self._ns(scope_prefix)
        where = item_filter(
            categories=categories,
            metadata_filter=metadata_filter,
            record_ids=record_ids,
            older_than=older_than,
        )
        if where is None:
            return self.memory.items.delete(ns, prefix=True).count
        groups: dict[tuple[str, ...], list[str]] = {}
        for item in self._list(ns, where):
            groups.setdefault(item.namespace, []).append(item.key)
        return sum(self.memory.items.delete(group, keys).count for group, keys in groups.items())

    def reset(self, scope_prefix: str | None = None) -> None:
        self.memory.items.delete(self._ns(scope_prefix), prefix=True)

    # -- reads ------------------------------------------------------------------------------
    def search(
        self,
        query_embedding: list[float],
        scope_prefix: str | None = None,
        categories: list[str] | None = None,
        metadata_filter: dict[str, Any] | None = None,
        limit: int = 10,
        min_score: float = 0.0,
    ) -> list[tuple[MemoryRecord, float]]:
        """Records under ``scope_prefix`` ranked by the engine's recall, best first, with the
        engine's relevance score (a fused score, not a cosine; see docs/adapters/crewai.md)."""
        dim = self.embedder.dimension
        if len(query_embedding) != dim:
            raise EmbeddingDimensionMismatchError(dim, len(query_embedding))
        if limit <= 0:
            return []
        where = item_filter(categories=categories, metadata_filter=metadata_filter)
        found = self.memory.items.search(
            self._ns(scope_prefix), text_for(query_embedding), vector=query_embedding, filter=where,
            limit=min(limit, _MAX_SEARCH),
        )  # fmt: skip
        # Unscored items are filter matches recall did not rank: not search hits.
        return [
            (_record(i), float(i.score))
            for i in found
            if i.score is not None and i.score >= min_score
        ]

    def get_record(self, record_id: str) -> MemoryRecord | None:
        found = self.memory.items.list(
            self.namespace, filter={"id": record_id}, limit=1, newest_first=True
        )
        return _record(found[0]) if found else None

    def list_records(
        self, scope_prefix: str | None = None, limit: int = 200, offset: int = 0
    ) -> list[MemoryRecord]:
        """Newest first (by when each record was first saved)."""
        if limit <= 0 or offset < 0:
            return []
        return [
            _record(i)
            for i in self._list(
                self._ns(scope_prefix), offset=offset, limit=limit, newest_first=True
            )
        ]

    def count(self, scope_prefix: str | None = None) -> int:
        return self.memory.items.count(self._ns(scope_prefix))

    def list_scopes(self, parent: str = "/") -> list[str]:
        """Immediate child scopes of ``parent`` that hold records (directly or below)."""
        labels = scope_labels(parent)
        ns = self.namespace + labels
        deeper = (n for n in self.memory.items.namespaces(ns) if len(n) > len(ns))
        return sorted({scope_path((*labels, n[len(ns)])) for n in deeper})

    def list_categories(self, scope_prefix: str | None = None) -> dict[str, int]:
        return dict(
            Counter(c for i in self._list(self._ns(scope_prefix)) for c in i.value["categories"])
        )

    def get_scope_info(self, scope: str) -> ScopeInfo:
        labels = scope_labels(scope)
        items = self._list(self.namespace + labels)
        path = scope_path(labels)
        if not items:
            return ScopeInfo(path=path)
        by_time = sorted(items, key=lambda i: i.value["created_ts"])
        return ScopeInfo(
            path=path,
            record_count=len(items),
            categories=sorted({c for i in items for c in i.value["categories"]}),
            oldest_record=datetime.fromisoformat(by_time[0].value["created_at"]),
            newest_record=datetime.fromisoformat(by_time[-1].value["created_at"]),
            child_scopes=self.list_scopes(path),
        )

    # -- async: the same implementation in a worker thread ------------------------------------
    async def asave(self, records: list[MemoryRecord]) -> None:
        await asyncio.to_thread(self.save, records)

    async def asearch(
        self,
        query_embedding: list[float],
        scope_prefix: str | None = None,
        categories: list[str] | None = None,
        metadata_filter: dict[str, Any] | None = None,
        limit: int = 10,
        min_score: float = 0.0,
    ) -> list[tuple[MemoryRecord, float]]:
        return await asyncio.to_thread(
            self.search,
            query_embedding,
            scope_prefix,
            categories,
            metadata_filter,
            limit,
            min_score,
        )

    async def adelete(
        self,
        scope_prefix: str | None = None,
        categories: list[str] | None = None,
        record_ids: list[str] | None = None,
        older_than: datetime | None = None,
        metadata_filter: dict[str, Any] | None = None,
    ) -> int:
        return await asyncio.to_thread(
            self.delete, scope_prefix, categories, record_ids, older_than, metadata_filter
        )

    # -- internals --------------------------------------------------------------------------
    def _ns(self, scope: str | None) -> tuple[str, ...]:
        return self.namespace + scope_labels(scope)

    def _check_dimension(self, embedding: Sequence[float] | None) -> None:
        # The engine embeds content itself; a vector of another size means the caller's
        # embedder is not the engine's, and its queries would not match what is stored.
        if embedding is not None and len(embedding) and len(embedding) != self.embedder.dimension:
            raise EmbeddingDimensionMismatchError(self.embedder.dimension, len(embedding))

    def _by_ids(self, ids: Iterable[str]) -> list[Item]:
        return self._list(self.namespace, {"id": {"$in": list(ids)}})

    def _list(
        self, ns: tuple[str, ...], where: Mapping[str, Any] | None = None, *, offset: int = 0, limit: int | None = None,
        newest_first: bool = False,
    ) -> list[Item]:  # fmt: skip
        """Every match (or ``limit`` of them) under ``ns``, paging through items.list."""
        out: list[Item] = []
        while limit is None or len(out) < limit:
            size = _PAGE if limit is None else min(_PAGE, limit - len(out))
            page = self.memory.items.list(
                ns, filter=where, offset=offset + len(out), limit=size, newest_first=newest_first
            )
            out.extend(page)
            if len(page) < size:
                break
        return out


def _record(item: Item) -> MemoryRecord:
    return to_record(item.value, item.key)


def storage_factory(
    memory: Memory,
    *,
    specs: Collection[str] | None = None,
    namespace: Sequence[str] = DEFAULT_NAMESPACE,
) -> Callable[[str], MemlaneStorage | None]:
    """For ``crewai.memory.storage.factory.set_memory_storage_factory``: every
    ``crewai.Memory(storage="<spec>")`` built afterwards gets a MemlaneStorage over ``memory``.
    ``specs``: only these spec strings (e.g. ``{"memlane"}``); None = all, including the
    default ``"lancedb"``. Other specs return None, so CrewAI's built-in choice applies."""

    def make(spec: str) -> MemlaneStorage | None:
        if specs is not None and spec not in specs:
            return None
        return MemlaneStorage(memory, namespace=namespace)

    return make
