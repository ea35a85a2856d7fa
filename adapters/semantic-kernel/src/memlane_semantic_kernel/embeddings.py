"""``MemlaneEmbeddingGenerator``: the engine's own model as a Semantic Kernel embedding generator.

The engine embeds every record it stores itself; use this generator where Semantic Kernel needs
vectors of the same model (``collection.search(vector=...)``, another store you compare with)."""

from __future__ import annotations

import asyncio
from typing import Any

import numpy as np
from memlane import Memory
from pydantic import Field
from semantic_kernel.connectors.ai.embedding_generator_base import EmbeddingGeneratorBase


class MemlaneEmbeddingGenerator(EmbeddingGeneratorBase):
    memory: Memory = Field(exclude=True)

    def __init__(self, memory: Memory, **kwargs: Any) -> None:
        kwargs.setdefault("ai_model_id", memory.embedder.name)
        super().__init__(memory=memory, **kwargs)

    async def generate_embeddings(self, texts: list[str], settings: Any = None, **kwargs: Any) -> np.ndarray:
        # The model runs in a worker thread: the event loop stays free while it encodes.
        return await asyncio.to_thread(self.memory.embedder.encode, [str(t) for t in texts])
