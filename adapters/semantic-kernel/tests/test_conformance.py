"""The shared memlane adapter suite through Semantic Kernel's collection API: a container is a
collection name, a record a ``Note`` (key, text, metadata)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Mapping
from typing import Any

from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_semantic_kernel import MemlaneCollection, MemlaneStore
from records import Note
from semantic_kernel.exceptions import VectorStoreOperationException

C = Capability
EVERYTHING = 10_000


def _record(note: Note, score: float | None = None) -> Record:
    return Record(text=note.text, key=note.id, metadata=note.meta, score=score)


class SemanticKernelDriver(AdapterDriver):
    name = "semantic-kernel"
    capabilities = frozenset({C.ORDERED, C.KEYED, C.SEARCH, C.SCORES, C.DELETE_BY_ID, C.CLEAR, C.METADATA, C.ASYNC})
    # Semantic Kernel wraps every error of a collection call in VectorStoreOperationException;
    # memlane's typed error (PolicyDeniedError, InvalidInputError) is its __cause__.
    denied_errors = (VectorStoreOperationException,)
    invalid_errors = (VectorStoreOperationException,)

    def open(self, memory: Memory, container: str) -> MemlaneCollection:
        return MemlaneStore(memory).get_collection(Note, collection_name=container)

    def write(self, handle: MemlaneCollection, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        return asyncio.run(self.awrite(handle, text, key=key, metadata=metadata))

    async def awrite(self, handle: MemlaneCollection, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        return await handle.upsert(Note(id=key or uuid.uuid4().hex, text=text, meta=dict(metadata or {})))

    def read(self, handle: MemlaneCollection) -> list[Record]:
        return asyncio.run(self.aread(handle))

    async def aread(self, handle: MemlaneCollection) -> list[Record]:
        return [_record(n) for n in await handle.get(top=EVERYTHING) or []]

    def write_unserialisable(self, handle: MemlaneCollection) -> None:
        asyncio.run(handle.upsert(Note(id="bad", text="valid text", meta={"when": object()})))

    def get(self, handle: MemlaneCollection, key: str) -> Record | None:
        note = asyncio.run(handle.get(key))
        return None if note is None else _record(note)

    def search(self, handle: MemlaneCollection, query: str, limit: int = 5) -> list[Record]:
        async def run() -> list[Record]:
            found = await handle.search(query, top=limit)
            return [_record(r.record, r.score) async for r in found.results]

        return asyncio.run(run())

    def delete(self, handle: MemlaneCollection, key: str) -> None:
        asyncio.run(handle.delete(key))

    def clear(self, handle: MemlaneCollection) -> None:
        asyncio.run(handle.ensure_collection_deleted())


class TestConformance(AdapterConformance):
    driver = SemanticKernelDriver()
