"""LangChain's own standard tests (langchain-tests), subclassed: the suites LangChain asks
every VectorStore and BaseStore integration to pass. Each fixture hands them an empty store on
a fresh engine."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_tests.integration_tests import (
    BaseStoreAsyncTests,
    BaseStoreSyncTests,
    VectorStoreIntegrationTests,
)
from memlane import Memory
from memlane_langchain import MemlaneByteStore, MemlaneStore, MemlaneVectorStore


class TestVectorStoreStandard(VectorStoreIntegrationTests):
    # The suite's DeterministicFakeEmbedding (get_embeddings) is not passed: the engine embeds
    # with its own model, which is what makes "bar" rank first for the query "bar".
    @pytest.fixture
    def vectorstore(self, memory: Memory) -> Iterator[MemlaneVectorStore]:
        store = MemlaneVectorStore(memory, collection="standard")
        yield store
        store.clear()


class TestByteStoreSync(BaseStoreSyncTests[bytes]):
    @pytest.fixture
    def kv_store(self, memory: Memory) -> MemlaneByteStore:
        return MemlaneByteStore(memory)

    @pytest.fixture
    def three_values(self) -> tuple[bytes, bytes, bytes]:
        return b"foo", b"\x00\xffbar", "bäz".encode()


class TestByteStoreAsync(BaseStoreAsyncTests[bytes]):
    @pytest.fixture
    async def kv_store(self, memory: Memory) -> MemlaneByteStore:
        return MemlaneByteStore(memory)

    @pytest.fixture
    def three_values(self) -> tuple[bytes, bytes, bytes]:
        return b"foo", b"\x00\xffbar", "bäz".encode()


class TestJsonStoreSync(BaseStoreSyncTests[Any]):
    @pytest.fixture
    def kv_store(self, memory: Memory) -> MemlaneStore:
        return MemlaneStore(memory)

    @pytest.fixture
    def three_values(self) -> tuple[Any, Any, Any]:
        return {"a": [1, 2.5, None]}, "bar", 3


class TestJsonStoreAsync(BaseStoreAsyncTests[Any]):
    @pytest.fixture
    async def kv_store(self, memory: Memory) -> MemlaneStore:
        return MemlaneStore(memory)

    @pytest.fixture
    def three_values(self) -> tuple[Any, Any, Any]:
        return {"a": [1, 2.5, None]}, "bar", 3
