"""The shared memlane conformance suite, driven through MemlaneHistoryProvider's own methods.

A container is a session id; a record is one user ``Message`` saved with ``save_messages``
(metadata rides in its ``additional_properties``). Transcripts have no caller-chosen keys and
no delete-one-message operation, so KEYED and DELETE_BY_ID are not declared; ``search`` and
``clear`` are the provider's extras over recall and verified erasure."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from agent_framework import Message
from memlane import Memory
from memlane_agent_framework import MemlaneHistoryProvider
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record

C = Capability


class Handle:
    def __init__(self, provider: MemlaneHistoryProvider, session_id: str) -> None:
        self.provider, self.session_id = provider, session_id


def _record(message: Message, score: float | None = None) -> Record:
    return Record(text=message.text, metadata=message.additional_properties, score=score)


class AgentFrameworkDriver(AdapterDriver):
    name = "agent-framework"
    capabilities = frozenset({C.ORDERED, C.SEARCH, C.SCORES, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> Handle:
        return Handle(MemlaneHistoryProvider(memory), container)

    # The sync entry points run the provider's coroutines on a private loop per caller thread.
    def write(self, handle: Handle, text: str, *, key: str | None = None,
              metadata: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
        return asyncio.run(self.awrite(handle, text, key=key, metadata=metadata))

    async def awrite(self, handle: Handle, text: str, *, key: str | None = None,
                     metadata: Mapping[str, Any] | None = None) -> str | None:  # fmt: skip
        message = Message("user", [text], additional_properties=dict(metadata or {}))
        await handle.provider.save_messages(handle.session_id, [message])
        return None  # transcripts assign no caller-visible key

    def read(self, handle: Handle) -> list[Record]:
        return asyncio.run(self.aread(handle))

    async def aread(self, handle: Handle) -> list[Record]:
        return [_record(m) for m in await handle.provider.get_messages(handle.session_id)]

    def write_unserialisable(self, handle: Handle) -> None:
        # The framework's own serialisation drops what it cannot encode (an object()); a NaN
        # survives it and is what JSON cannot store.
        asyncio.run(self.awrite(handle, "not storable", metadata={"score": float("nan")}))

    def search(self, handle: Handle, query: str, limit: int = 5) -> list[Record]:
        hits = asyncio.run(handle.provider.search(handle.session_id, query, limit))
        return [_record(h.message, h.score) for h in hits]

    def clear(self, handle: Handle) -> None:
        asyncio.run(handle.provider.clear(handle.session_id))


class TestConformance(AdapterConformance):
    driver = AgentFrameworkDriver()
