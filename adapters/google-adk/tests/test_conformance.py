"""The shared memlane conformance suite, driven through MemlaneMemoryService's ADK methods.

A container is an ADK user id (ADK's unit of memory isolation, under one app); a record is one
``MemoryEntry`` written with ``add_memory`` (its ``id`` is the record key, metadata rides in
``custom_metadata``). ADK has no listing, so ``read`` uses the service's ``list_memories``
extra; it has no get-by-id and no clear, so KEYED and CLEAR are not declared. MemoryEntry
carries no score, so SCORES is not declared either."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from google.adk.memory.memory_entry import MemoryEntry
from google.genai import types
from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_google_adk import MemlaneMemoryService, content_text

C = Capability
APP = "conformance-app"


class Handle:
    def __init__(self, service: MemlaneMemoryService, user_id: str) -> None:
        self.service, self.user_id = service, user_id


def _record(entry: MemoryEntry) -> Record:
    return Record(text=content_text(entry.content) or "", key=entry.id, metadata=entry.custom_metadata)


def _entry(text: str, key: str | None, metadata: Mapping[str, Any] | None) -> MemoryEntry:
    content = types.Content(role="user", parts=[types.Part(text=text)])
    return MemoryEntry(id=key, content=content, author="user", custom_metadata=dict(metadata or {}))


class GoogleADKDriver(AdapterDriver):
    name = "google-adk"
    capabilities = frozenset({C.ORDERED, C.SEARCH, C.DELETE_BY_ID, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> Handle:
        return Handle(MemlaneMemoryService(memory), container)

    # The sync entry points run the service's coroutines on a private loop per caller thread.
    def write(self, handle: Handle, text: str, *, key: str | None = None,
              metadata: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
        return asyncio.run(self.awrite(handle, text, key=key, metadata=metadata))

    async def awrite(self, handle: Handle, text: str, *, key: str | None = None,
                     metadata: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
        await handle.service.add_memory(app_name=APP, user_id=handle.user_id, memories=[_entry(text, key, metadata)])
        return key

    def read(self, handle: Handle) -> list[Record]:
        return asyncio.run(self.aread(handle))

    async def aread(self, handle: Handle) -> list[Record]:
        return [_record(e) for e in await handle.service.list_memories(app_name=APP, user_id=handle.user_id)]

    def write_unserialisable(self, handle: Handle) -> None:
        asyncio.run(self.awrite(handle, "not storable", key=None, metadata={"handle": object()}))

    def search(self, handle: Handle, query: str, limit: int = 5) -> list[Record]:
        found = asyncio.run(handle.service.search_memory(app_name=APP, user_id=handle.user_id, query=query))
        return [_record(e) for e in found.memories[:limit]]

    def delete(self, handle: Handle, key: str) -> None:
        asyncio.run(handle.service.delete_memory(app_name=APP, user_id=handle.user_id, memory_id=key))


class TestConformance(AdapterConformance):
    driver = GoogleADKDriver()
