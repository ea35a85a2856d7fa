"""``MemlaneVectorStore``: LangChain's ``VectorStore`` over ``memory.items``.

A collection is the namespace ``("langchain", "vectorstore", collection)``; a document is one
item (key = document id) whose ``page_content`` the engine indexes with its own model. Adds
are governed writes (one transaction per call), searches are the engine's recall restricted to
the collection, deletes are verified erasures. The async methods are LangChain's defaults: the
same sync code run in an executor."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.vectorstores import VectorStore
from langchain_core.vectorstores.utils import maximal_marginal_relevance
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import Item, ItemWrite

from . import _documents as docs
from ._engine import checked_key, engine
from .embeddings import MemlaneEmbeddings

NAMESPACE_ROOT = ("langchain", "vectorstore")


class MemlaneVectorStore(VectorStore):
    """Documents in a memlane engine, found by its multi-channel recall.

    ``memory``: a ``memlane.Memory`` (its actor is the caller; you close it) or a data
    directory path (the store opens the engine; :meth:`close` closes it). ``collection``:
    separates document sets (any non-empty string). ``profile``: the engine profile (tenant);
    None = the memory's default."""

    def __init__(
        self,
        memory: Memory | str | os.PathLike[str],
        *,
        collection: str = "default",
        profile: str | None = None,
    ) -> None:
        self.memory, self._owns = engine(memory)
        self.collection = collection
        self.namespace: tuple[str, ...] = (*NAMESPACE_ROOT, collection)
        self._profile = profile
        self._embeddings = MemlaneEmbeddings(self.memory)

    @property
    def embeddings(self) -> Embeddings:
        """The engine's model as LangChain ``Embeddings`` (for ``*_by_vector`` queries)."""
        return self._embeddings

    def close(self) -> None:
        """Close the engine if this store opened it from a path; otherwise a no-op."""
        if self._owns:
            self._owns = False
            self.memory.close()

    # -- writes -------------------------------------------------------------------------------
    def add_texts(
        self,
        texts: Iterable[str],
        metadatas: list[dict] | None = None,
        *,
        ids: list[str] | None = None,
        **kwargs: Any,
    ) -> list[str]:
        """Add (or replace, by id) documents in one transaction: all or nothing. Documents
        without an id get a new UUID; a blank ``page_content`` is stored but never ranked."""
        texts = list(texts)
        metadatas = list(metadatas) if metadatas is not None else [{}] * len(texts)
        for name, given in (("metadatas", metadatas), ("ids", ids)):
            if given is not None and len(given) != len(texts):
                raise InvalidInputError(f"{name} must be as long as texts ({len(given)} != {len(texts)})")
        out = [checked_key(i) if i else str(uuid.uuid4()) for i in (ids or [None] * len(texts))]
        # The same id twice in one call: the last document wins (as a dict would), one write.
        writes = {
            key: ItemWrite(self.namespace, key, docs.to_value(text, meta), text=text)
            for key, text, meta in zip(out, texts, metadatas, strict=True)
        }
        if writes:
            self.memory.items.put_many(list(writes.values()), profile=self._profile)
        return out

    def delete(self, ids: list[str] | None = None, **kwargs: Any) -> bool:
        """Erase the documents with these ids (unknown ids are ignored) in one verified
        erasure. ``ids=None`` is refused: erase a whole collection with :meth:`clear`."""
        if ids is None:
            raise InvalidInputError("delete() needs ids; call clear() to erase the whole collection")
        keys = list(dict.fromkeys(checked_key(i) for i in ids))
        if keys:
            self.memory.items.delete(self.namespace, keys, profile=self._profile)
        return True

    def clear(self) -> int:
        """Erase every document of the collection (one verified erasure); returns how many."""
        return self.memory.items.delete(self.namespace, profile=self._profile).count

    async def aclear(self) -> int:
        return (await self.memory.items.adelete(self.namespace, profile=self._profile)).count

    # -- reads --------------------------------------------------------------------------------
    def get_by_ids(self, ids: Sequence[str], /) -> list[Document]:
        """The documents with these ids, in the order asked; unknown ids are skipped."""
        out = []
        for key in ids:
            item = self.memory.items.get(self.namespace, checked_key(key), profile=self._profile)
            if item is not None:
                out.append(docs.to_document(item))
        return out

    def similarity_search(self, query: str, k: int = 4, **kwargs: Any) -> list[Document]:
        return [doc for doc, _ in self.similarity_search_with_score(query, k, **kwargs)]

    def similarity_search_with_score(
        self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[tuple[Document, float]]:
        """The ``k`` best documents for ``query`` by the engine's recall (lexical, semantic,
        entity-graph… channels fused), best first, each with its fused recall score (higher is
        better; 0.0 when no channel ranked it and it only fills the ``k`` places)."""
        return [(docs.to_document(i), i.score or 0.0) for i in self._search(query, None, k, filter)]

    def similarity_search_by_vector(
        self, embedding: list[float], k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[Document]:
        """Search with a query vector of the engine's model (see :attr:`embeddings`)."""
        return [docs.to_document(i) for i in self._search(None, embedding, k, filter)]

    def _similarity_search_with_relevance_scores(
        self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[tuple[Document, float]]:
        """Ranked as :meth:`similarity_search`; each relevance is the cosine similarity of the
        query to the document's stored embedding, clamped to [0, 1] (what a score threshold
        compares against, as with InMemoryVectorStore)."""
        found = self._search(query, None, k, filter)
        vectors = self._vectors(found)
        query_vector = np.asarray(self._embeddings.embed_query(query), dtype=np.float32)
        scored = []
        for item in found:
            document, vector = docs.to_document(item), vectors.get(item.key)
            if vector is None and document.page_content.strip():
                continue  # deleted between the search and the vector read (a concurrent delete)
            scored.append((document, _relevance(query_vector, vector)))
        return scored

    def max_marginal_relevance_search(
        self, query: str, k: int = 4, fetch_k: int = 20, lambda_mult: float = 0.5,
        filter: dict[str, Any] | None = None, **kwargs: Any,
    ) -> list[Document]:  # fmt: skip
        """MMR over the engine's stored vectors: the ``fetch_k`` best documents by recall, of
        which ``k`` are chosen balancing relevance and diversity (``lambda_mult`` 1 = only
        relevance)."""
        vector = self._embeddings.embed_query(query)
        return self._mmr(self._search(query, None, fetch_k, filter), vector, k, lambda_mult)

    def max_marginal_relevance_search_by_vector(
        self, embedding: list[float], k: int = 4, fetch_k: int = 20, lambda_mult: float = 0.5,
        filter: dict[str, Any] | None = None, **kwargs: Any,
    ) -> list[Document]:  # fmt: skip
        return self._mmr(self._search(None, embedding, fetch_k, filter), embedding, k, lambda_mult)

    # -- construction (LangChain's classmethods; ``embedding`` is optional here) -----------------
    @classmethod
    def from_documents(cls, documents: list[Document], embedding: Embeddings | None = None, **kwargs: Any) -> MemlaneVectorStore:
        return super().from_documents(documents, embedding, **kwargs)  # type: ignore[arg-type]

    @classmethod
    async def afrom_documents(
        cls, documents: list[Document], embedding: Embeddings | None = None, **kwargs: Any
    ) -> MemlaneVectorStore:
        return await super().afrom_documents(documents, embedding, **kwargs)  # type: ignore[arg-type]

    @classmethod
    def from_texts(
        cls,
        texts: list[str],
        embedding: Embeddings | None = None,
        metadatas: list[dict] | None = None,
        *,
        ids: list[str] | None = None,
        memory: Memory | str | os.PathLike[str] | None = None,
        collection: str = "default",
        profile: str | None = None,
        **kwargs: Any,
    ) -> MemlaneVectorStore:
        """A store over ``memory`` holding ``texts``. The engine embeds with its own model, so
        ``embedding`` must be None or this store's :class:`MemlaneEmbeddings`."""
        if memory is None:
            raise InvalidInputError("from_texts needs memory= (a memlane.Memory or a data directory path)")
        store = cls(memory, collection=collection, profile=profile)
        if embedding is not None and not isinstance(embedding, MemlaneEmbeddings):
            store.close()
            raise InvalidInputError(
                "the engine embeds documents with its own model; pass embedding=None "
                f"(or MemlaneEmbeddings), not {type(embedding).__name__}"
            )
        store.add_texts(texts, metadatas, ids=ids)
        return store

    # -- internals --------------------------------------------------------------------------------
    def _search(self, query: str | None, vector: Sequence[float] | None, k: int, flt: object) -> list[Item]:
        if isinstance(k, bool) or not isinstance(k, int):
            raise InvalidInputError(f"k must be an integer, got {type(k).__name__}")
        if k <= 0:
            return []
        if query is not None and not isinstance(query, str):
            raise InvalidInputError(f"query must be a string, got {type(query).__name__}")
        if query is not None and not query.strip():
            query = None  # nothing to rank by: the collection's newest documents, unscored
        return self.memory.items.search(
            self.namespace, query, vector=vector, filter=docs.engine_filter(flt), limit=k, profile=self._profile,
        )  # fmt: skip

    def _vectors(self, found: list[Item]) -> dict[str, np.ndarray]:
        return self.memory.items.vectors(self.namespace, [i.key for i in found], profile=self._profile) if found else {}

    def _mmr(self, found: list[Item], query: Sequence[float], k: int, lambda_mult: float) -> list[Document]:
        vectors = self._vectors(found)
        # A document without indexed text has no vector to compare: it cannot take part.
        candidates = [i for i in found if i.key in vectors]
        if not candidates or k <= 0:
            return []
        chosen = maximal_marginal_relevance(
            np.asarray(query, dtype=np.float32), [vectors[i.key] for i in candidates], lambda_mult=lambda_mult, k=k
        )
        return [docs.to_document(candidates[j]) for j in chosen]


def _relevance(query: np.ndarray, vector: np.ndarray | None) -> float:
    if vector is None:  # stored without indexed text (blank page_content)
        return 0.0
    return float(min(1.0, max(0.0, float(query @ vector))))
