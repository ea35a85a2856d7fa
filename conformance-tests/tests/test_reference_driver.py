"""The suite run against the engine's own item API (the surface every adapter maps onto):
proves the suite's checks pass on a correct implementation, so an adapter failing one has a
bug of its own."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record


class ItemsDriver(AdapterDriver):
    name = "memlane.items"
    capabilities = frozenset(Capability)

    def open(self, memory: Memory, container: str) -> Any:
        return memory, ("conformance", container)

    def write(self, handle: Any, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        memory, ns = handle
        key = key or f"auto-{memory.items.count(ns)}"
        memory.items.put(ns, key, {"text": text, "metadata": dict(metadata or {})}, text=text)
        return key

    def read(self, handle: Any) -> list[Record]:
        memory, ns = handle
        return [_record(i) for i in memory.items.list(ns, prefix=False, limit=10_000)]

    def write_unserialisable(self, handle: Any) -> None:
        memory, ns = handle
        memory.items.put(ns, "bad", {"text": "x", "metadata": {"when": object()}}, text="x")

    def get(self, handle: Any, key: str) -> Record | None:
        memory, ns = handle
        item = memory.items.get(ns, key)
        return None if item is None else _record(item)

    def search(self, handle: Any, query: str, limit: int = 5) -> list[Record]:
        memory, ns = handle
        return [_record(i) for i in memory.items.search(ns, query, limit=limit)]

    def delete(self, handle: Any, key: str) -> None:
        memory, ns = handle
        memory.items.delete(ns, [key])

    def clear(self, handle: Any) -> None:
        memory, ns = handle
        memory.items.delete(ns)

    async def awrite(self, handle: Any, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        memory, ns = handle
        await memory.items.aput(ns, key, {"text": text, "metadata": dict(metadata or {})}, text=text)
        return key  # type: ignore[return-value]

    async def aread(self, handle: Any) -> list[Record]:
        memory, ns = handle
        return [_record(i) for i in await memory.items.alist(ns, prefix=False, limit=10_000)]


def _record(item: Any) -> Record:
    json.dumps(item.value)  # values come back JSON-native
    return Record(text=item.value["text"], key=item.key, metadata=item.value["metadata"], score=item.score)


class TestItemsConformance(AdapterConformance):
    driver = ItemsDriver()
