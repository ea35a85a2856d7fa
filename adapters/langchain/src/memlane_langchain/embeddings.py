"""``MemlaneEmbeddings``: LangChain's ``Embeddings`` over the engine's own model.

The engine embeds everything it stores with its model (all-MiniLM-L6-v2 by default, offline);
query vectors given to the vector store's ``*_by_vector`` methods must come from the same
model, which this class provides. Async methods are LangChain's defaults (the same code in an
executor)."""

from __future__ import annotations

from langchain_core.embeddings import Embeddings
from memlane import Memory


class MemlaneEmbeddings(Embeddings):
    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    @property
    def dimension(self) -> int:
        return self.memory.embedder.dimension

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        return [[float(x) for x in row] for row in self.memory.embedder.encode(list(texts))]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]
