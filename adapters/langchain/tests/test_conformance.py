"""The shared memlane adapter suite, driven through LangChain's own interfaces — once per
surface: the vector store (a container is a collection), the chat message history (a
container is a session id) and the JSON key-value store (a container is a namespace)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Any

from langchain_core.documents import Document
from langchain_core.messages import HumanMessage
from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_langchain import MemlaneChatMessageHistory, MemlaneStore, MemlaneVectorStore

C = Capability
EVERYTHING = 1000  # more than any container of the suite holds


class VectorStoreDriver(AdapterDriver):
    name = "langchain-vectorstore"
    capabilities = frozenset({C.KEYED, C.SEARCH, C.SCORES, C.DELETE_BY_ID, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> MemlaneVectorStore:
        return MemlaneVectorStore(memory, collection=container)

    def write(self, handle: MemlaneVectorStore, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        [written] = handle.add_documents([Document(text, metadata=dict(metadata or {}))], ids=[key or uuid.uuid4().hex])
        return written

    async def awrite(self, handle: MemlaneVectorStore, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        [written] = await handle.aadd_documents([Document(text, metadata=dict(metadata or {}))], ids=[key or uuid.uuid4().hex])
        return written

    def read(self, handle: MemlaneVectorStore) -> list[Record]:
        # A VectorStore has no listing; a blank query ranks nothing and returns the collection.
        return [_doc(d) for d in handle.similarity_search("", k=EVERYTHING)]

    def write_unserialisable(self, handle: MemlaneVectorStore) -> None:
        handle.add_documents([Document("valid text", metadata={"when": object()})])

    def get(self, handle: MemlaneVectorStore, key: str) -> Record | None:
        found = handle.get_by_ids([key])
        return _doc(found[0]) if found else None

    def search(self, handle: MemlaneVectorStore, query: str, limit: int = 5) -> list[Record]:
        return [_doc(d, score) for d, score in handle.similarity_search_with_score(query, k=limit)]

    def delete(self, handle: MemlaneVectorStore, key: str) -> None:
        handle.delete([key])

    def clear(self, handle: MemlaneVectorStore) -> None:
        handle.clear()


class ChatHistoryDriver(AdapterDriver):
    name = "langchain-chat-history"
    capabilities = frozenset({C.ORDERED, C.SEARCH, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> MemlaneChatMessageHistory:
        return MemlaneChatMessageHistory(container, memory)

    @staticmethod
    def _message(text: str, metadata: Mapping[str, Any] | None) -> HumanMessage:
        return HumanMessage(text, additional_kwargs={"metadata": dict(metadata or {})})

    def write(self, handle: MemlaneChatMessageHistory, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> None:
        handle.add_message(self._message(text, metadata))

    async def awrite(self, handle: MemlaneChatMessageHistory, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> None:
        await handle.aadd_messages([self._message(text, metadata)])

    def read(self, handle: MemlaneChatMessageHistory) -> list[Record]:
        return [Record(text=m.content, metadata=m.additional_kwargs.get("metadata", {})) for m in handle.messages]

    async def aread(self, handle: MemlaneChatMessageHistory) -> list[Record]:
        return [Record(text=m.content, metadata=m.additional_kwargs.get("metadata", {})) for m in await handle.aget_messages()]

    def write_unserialisable(self, handle: MemlaneChatMessageHistory) -> None:
        handle.add_message(HumanMessage("valid text", additional_kwargs={"handle": object()}))

    def search(self, handle: MemlaneChatMessageHistory, query: str, limit: int = 5) -> list[Record]:
        return [Record(text=m.content) for m in handle.search(query, k=limit)]

    def clear(self, handle: MemlaneChatMessageHistory) -> None:
        handle.clear()


class KeyValueDriver(AdapterDriver):
    name = "langchain-kv-store"
    capabilities = frozenset({C.KEYED, C.DELETE_BY_ID, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> MemlaneStore:
        return MemlaneStore(memory, namespace=("conformance", container))

    def write(self, handle: MemlaneStore, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        key = key or uuid.uuid4().hex
        handle.mset([(key, {"text": text, "metadata": dict(metadata or {})})])
        return key

    async def awrite(self, handle: MemlaneStore, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str:
        key = key or uuid.uuid4().hex
        await handle.amset([(key, {"text": text, "metadata": dict(metadata or {})})])
        return key

    def read(self, handle: MemlaneStore) -> list[Record]:
        keys = list(handle.yield_keys())
        return [Record(text=v["text"], key=k, metadata=v["metadata"]) for k, v in zip(keys, handle.mget(keys), strict=True) if v]

    def write_unserialisable(self, handle: MemlaneStore) -> None:
        handle.mset([("bad", {"text": "valid text", "metadata": {"when": object()}})])

    def get(self, handle: MemlaneStore, key: str) -> Record | None:
        [value] = handle.mget([key])
        return None if value is None else Record(text=value["text"], key=key, metadata=value["metadata"])

    def delete(self, handle: MemlaneStore, key: str) -> None:
        handle.mdelete([key])

    def clear(self, handle: MemlaneStore) -> None:
        handle.mdelete(list(handle.yield_keys()))  # one verified erasure


def _doc(doc: Document, score: float | None = None) -> Record:
    return Record(text=doc.page_content, key=doc.id, metadata=doc.metadata, score=score)


class TestVectorStoreConformance(AdapterConformance):
    driver = VectorStoreDriver()


class TestChatHistoryConformance(AdapterConformance):
    driver = ChatHistoryDriver()


class TestKeyValueConformance(AdapterConformance):
    driver = KeyValueDriver()
