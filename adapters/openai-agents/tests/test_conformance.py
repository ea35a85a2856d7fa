"""The shared memlane conformance suite, driven through MemlaneSession's own Session methods.

A container is a session id; a record is one user message item ``{"role": "user", "content":
text}`` (metadata, when given, rides inside the item dict). Sessions have no caller-chosen keys
and no delete-one-item operation (pop_item removes only the newest), so KEYED and DELETE_BY_ID
are not declared."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_openai_agents import MemlaneSession

C = Capability


def _item(text: str, metadata: Mapping[str, Any] | None) -> dict[str, Any]:
    item: dict[str, Any] = {"role": "user", "content": text}
    if metadata:
        item["metadata"] = dict(metadata)
    return item


def _record(item: Mapping[str, Any], score: float | None = None) -> Record:
    return Record(text=item["content"], metadata=item.get("metadata", {}), score=score)


class OpenAIAgentsDriver(AdapterDriver):
    name = "openai-agents"
    capabilities = frozenset({C.ORDERED, C.SEARCH, C.SCORES, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> MemlaneSession:
        return MemlaneSession(container, memory)

    # The sync entry points run the session's async methods on a private loop (each caller
    # thread gets its own, as asyncio.run does).
    def write(self, handle: MemlaneSession, text: str, *, key: str | None = None,
              metadata: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
        return asyncio.run(self.awrite(handle, text, key=key, metadata=metadata))

    def read(self, handle: MemlaneSession) -> list[Record]:
        return asyncio.run(self.aread(handle))

    async def awrite(self, handle: MemlaneSession, text: str, *, key: str | None = None,
                     metadata: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
        await handle.add_items([_item(text, metadata)])
        return None  # sessions assign no caller-visible key

    async def aread(self, handle: MemlaneSession) -> list[Record]:
        return [_record(item) for item in await handle.get_items()]

    def write_unserialisable(self, handle: MemlaneSession) -> None:
        asyncio.run(handle.add_items([_item("not storable", {"handle": object()})]))

    def search(self, handle: MemlaneSession, query: str, limit: int = 5) -> list[Record]:
        return [_record(hit.item, hit.score) for hit in asyncio.run(handle.search(query, limit))]

    def clear(self, handle: MemlaneSession) -> None:
        asyncio.run(handle.clear_session())


class TestConformance(AdapterConformance):
    driver = OpenAIAgentsDriver()
