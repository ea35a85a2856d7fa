"""The shared memlane adapter suite, driven through LangGraph's own store API: a container is
the namespace ("conformance", container); a record is the value {"text", "metadata"}."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from langgraph.store.base import PutOp, SearchItem
from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_langgraph import MemlaneStore

C = Capability
PAGE = 100


@dataclass(frozen=True)
class Handle:
    store: MemlaneStore
    namespace: tuple[str, ...]


def _record(item: SearchItem) -> Record:
    return Record(text=item.value["text"], key=item.key, metadata=item.value.get("metadata", {}), score=item.score)


def _exact(handle: Handle, items: list[SearchItem]) -> list[Record]:
    # search() takes a namespace *prefix*; a container is exactly its namespace.
    return [_record(i) for i in items if i.namespace == handle.namespace]


class LangGraphDriver(AdapterDriver):
    name = "langgraph"
    capabilities = frozenset({C.KEYED, C.SEARCH, C.SCORES, C.DELETE_BY_ID, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> Handle:
        return Handle(MemlaneStore(memory), ("conformance", container))

    def close(self, handle: Handle) -> None:
        handle.store.close()

    @staticmethod
    def _value(text: str, metadata: Mapping[str, Any] | None) -> dict[str, Any]:
        return {"text": text, "metadata": dict(metadata or {})}

    def write(self, handle: Handle, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        key = key or uuid.uuid4().hex
        handle.store.put(handle.namespace, key, self._value(text, metadata))
        return key

    async def awrite(self, handle: Handle, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        key = key or uuid.uuid4().hex
        await handle.store.aput(handle.namespace, key, self._value(text, metadata))
        return key

    def read(self, handle: Handle) -> list[Record]:
        items: list[SearchItem] = []
        while page := handle.store.search(handle.namespace, limit=PAGE, offset=len(items)):
            items.extend(page)
        return _exact(handle, items)

    async def aread(self, handle: Handle) -> list[Record]:
        items: list[SearchItem] = []
        while page := await handle.store.asearch(handle.namespace, limit=PAGE, offset=len(items)):
            items.extend(page)
        return _exact(handle, items)

    def write_unserialisable(self, handle: Handle) -> None:
        handle.store.put(handle.namespace, "bad", self._value("not JSON", {"when": object()}))

    def get(self, handle: Handle, key: str) -> Record | None:
        item = handle.store.get(handle.namespace, key)
        return None if item is None else Record(text=item.value["text"], key=item.key, metadata=item.value.get("metadata", {}))

    def search(self, handle: Handle, query: str, limit: int = 5) -> list[Record]:
        return [_record(i) for i in handle.store.search(handle.namespace, query=query, limit=limit)]

    def delete(self, handle: Handle, key: str) -> None:
        handle.store.delete(handle.namespace, key)

    def clear(self, handle: Handle) -> None:
        # One batch of deletes (value None) for every listed key: one verified erasure.
        keys = [r.key for r in self.read(handle)]
        if keys:
            handle.store.batch([PutOp(handle.namespace, key, None) for key in keys])


class TestConformance(AdapterConformance):
    driver = LangGraphDriver()
