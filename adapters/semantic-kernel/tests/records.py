"""The record type the tests share, declared as Semantic Kernel's samples declare records.
(No ``from __future__ import annotations`` here: SK reads the field annotations at runtime.)"""

from dataclasses import dataclass, field
from typing import Annotated, Any

from semantic_kernel.data.vector import DistanceFunction, VectorStoreField, vectorstoremodel


@vectorstoremodel(collection_name="notes")
@dataclass
class Note:
    """A record as Semantic Kernel's samples write them: the vector field holds the text to
    embed on upsert (the engine embeds it) and the vector on a read with include_vectors."""

    id: Annotated[str | None, VectorStoreField("key")] = None
    text: Annotated[str, VectorStoreField("data", is_full_text_indexed=True)] = ""
    category: Annotated[str, VectorStoreField("data", is_indexed=True)] = "misc"
    rating: Annotated[int, VectorStoreField("data", is_indexed=True)] = 0
    tags: Annotated[list[str], VectorStoreField("data")] = field(default_factory=list)
    meta: Annotated[dict[str, Any], VectorStoreField("data")] = field(default_factory=dict)
    embedding: Annotated[
        str | list[float] | None,
        VectorStoreField("vector", dimensions=384, distance_function=DistanceFunction.COSINE_SIMILARITY),
    ] = None

    def __post_init__(self) -> None:
        if self.embedding is None:
            self.embedding = self.text
