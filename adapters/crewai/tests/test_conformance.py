"""The shared conformance suite over MemlaneStorage, driven through CrewAI's StorageBackend
methods. A container is a scope path ``/conformance/<container>``; records are keyed by
their id; search embeds the query with the engine embedder (as crewai.Memory does) and
calls ``search`` with the container as scope prefix."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from uuid import uuid4

from crewai.memory.types import MemoryRecord
from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_crewai import MemlaneStorage

C = Capability


@dataclass(frozen=True)
class Handle:
    storage: MemlaneStorage
    scope: str


def _scope(container: str) -> str:
    # '/' would nest scopes; escape it (and '%', to stay injective). Everything else maps as is.
    return "/conformance/" + container.replace("%", "%25").replace("/", "%2F")


def _record(record: MemoryRecord, score: float | None = None) -> Record:
    return Record(text=record.content, key=record.id, metadata=record.metadata, score=score)


class CrewAIDriver(AdapterDriver):
    name = "crewai"
    capabilities = frozenset(
        {C.KEYED, C.SEARCH, C.SCORES, C.DELETE_BY_ID, C.CLEAR, C.METADATA, C.ASYNC}
    )

    def open(self, memory: Memory, container: str) -> Handle:
        return Handle(MemlaneStorage(memory), _scope(container))

    def _new(
        self, handle: Handle, text: str, key: str | None, metadata: Mapping[str, Any] | None
    ) -> MemoryRecord:
        # As crewai's EncodingFlow builds them: the embedding comes from the Memory's embedder.
        return MemoryRecord(id=key or str(uuid4()), content=text, scope=handle.scope, metadata=dict(metadata or {}),
                            embedding=handle.storage.embedder([text])[0])  # fmt: skip

    def write(
        self,
        handle: Handle,
        text: str,
        *,
        key: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> str:
        record = self._new(handle, text, key, metadata)
        handle.storage.save([record])
        return record.id

    async def awrite(
        self,
        handle: Handle,
        text: str,
        *,
        key: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> str:
        record = self._new(handle, text, key, metadata)
        await handle.storage.asave([record])
        return record.id

    def read(self, handle: Handle) -> list[Record]:
        return [_record(r) for r in handle.storage.list_records(handle.scope, limit=10_000)]

    def write_unserialisable(self, handle: Handle) -> None:
        handle.storage.save(
            [MemoryRecord(content="valid text", scope=handle.scope, metadata={"handle": object()})]
        )

    def get(self, handle: Handle, key: str) -> Record | None:
        record = handle.storage.get_record(key)
        return None if record is None else _record(record)

    def search(self, handle: Handle, query: str, limit: int = 5) -> list[Record]:
        vector = handle.storage.embedder([query])[0]
        return [
            _record(r, s)
            for r, s in handle.storage.search(vector, scope_prefix=handle.scope, limit=limit)
        ]

    def delete(self, handle: Handle, key: str) -> None:
        handle.storage.delete(scope_prefix=handle.scope, record_ids=[key])

    def clear(self, handle: Handle) -> None:
        handle.storage.reset(scope_prefix=handle.scope)

    def close(self, handle: Handle) -> None:
        handle.storage.close()


class TestConformance(AdapterConformance):
    driver = CrewAIDriver()
