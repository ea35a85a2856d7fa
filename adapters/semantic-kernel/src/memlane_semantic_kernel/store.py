"""``MemlaneStore``: Semantic Kernel's ``VectorStore`` over a memlane engine."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from memlane import Memory
from pydantic import Field
from semantic_kernel.data.vector import VectorStore, VectorStoreCollectionDefinition

from ._engine import engine
from .collection import NAMESPACE_ROOT, MemlaneCollection, TModel


class MemlaneStore(VectorStore):
    """Collections of records in a memlane engine.

    ``memory``: a ``memlane.Memory`` (its actor is the caller; you close it) or a data
    directory path (the store opens the engine and closes it on ``async with`` exit or
    :meth:`close`). ``profile``: the engine profile (None = the memory's default)."""

    memory: Memory = Field(exclude=True)
    profile: str | None = None
    owns_memory: bool = Field(default=False, exclude=True)

    def __init__(self, memory: Memory | str | os.PathLike[str], *, profile: str | None = None, **kwargs: Any) -> None:
        opened, owns = engine(memory)
        super().__init__(memory=opened, profile=profile, owns_memory=owns, **kwargs)

    def get_collection(
        self,
        record_type: type[TModel],
        *,
        definition: VectorStoreCollectionDefinition | None = None,
        collection_name: str | None = None,
        embedding_generator: Any = None,
        **kwargs: Any,
    ) -> MemlaneCollection:
        return MemlaneCollection(
            record_type=record_type, memory=self.memory, definition=definition, collection_name=collection_name,
            embedding_generator=embedding_generator or self.embedding_generator, profile=self.profile, **kwargs,
        )  # fmt: skip

    async def list_collection_names(self, **kwargs: Any) -> Sequence[str]:
        """The collections that hold records."""
        found = await self.memory.items.anamespaces((NAMESPACE_ROOT,), profile=self.profile)
        return sorted({ns[1] for ns in found if len(ns) == 2})

    def close(self) -> None:
        """Close the engine if this store opened it from a path; otherwise a no-op."""
        if self.owns_memory:
            self.owns_memory = False
            self.memory.close()

    async def __aexit__(self, exc_type: Any, exc_value: Any, traceback: Any) -> None:
        self.close()
