"""The shared conformance suite over MemlaneMemory. A container is a collection name.

AutoGen's memory interface is async only: the sync driver methods run the adapter's
coroutines with asyncio.run (the suite calls them from plain threads), the async ones await
them directly. ``read`` uses ``list_contents`` because AutoGen's Memory has no listing."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from autogen_core.memory import MemoryContent, MemoryMimeType
from memlane import Memory
from memlane_autogen import MemlaneMemory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record

C = Capability


def _record(content: MemoryContent) -> Record:
    meta = dict(content.metadata or {})
    key, score = meta.pop("id", None), meta.pop("score", None)
    return Record(text=str(content.content), key=key, metadata=meta, score=score)


class AutoGenDriver(AdapterDriver):
    name = "autogen"
    capabilities = frozenset({C.SEARCH, C.SCORES, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> MemlaneMemory:
        return MemlaneMemory(memory, collection=container)

    # AutoGen's add() returns nothing: keys are generated, so write returns None (not KEYED).
    def write(
        self,
        handle: Any,
        text: str,
        *,
        key: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        return asyncio.run(self.awrite(handle, text, key=key, metadata=metadata))

    async def awrite(
        self,
        handle: Any,
        text: str,
        *,
        key: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        await handle.add(
            MemoryContent(
                content=text, mime_type=MemoryMimeType.TEXT, metadata=dict(metadata or {})
            )
        )

    def read(self, handle: Any) -> list[Record]:
        return asyncio.run(self.aread(handle))

    async def aread(self, handle: Any) -> list[Record]:
        return [_record(c) for c in await handle.list_contents()]

    def write_unserialisable(self, handle: Any) -> None:
        bad = MemoryContent(
            content="valid text", mime_type=MemoryMimeType.TEXT, metadata={"handle": object()}
        )
        asyncio.run(handle.add(bad))

    def search(self, handle: Any, query: str, limit: int = 5) -> list[Record]:
        return [_record(c) for c in asyncio.run(handle.query(query, k=limit)).results]

    def clear(self, handle: Any) -> None:
        asyncio.run(handle.clear())

    def close(self, handle: Any) -> None:
        asyncio.run(handle.close())


class TestConformance(AdapterConformance):
    driver = AutoGenDriver()
