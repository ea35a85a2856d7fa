"""``MemlaneCollection``: a Semantic Kernel ``VectorStoreCollection`` + ``VectorSearch`` over
``memory.items``.

A collection is the namespace ``("semantic-kernel", collection_name)``; a record is one item
(key = the record key) whose value is the record's key and data fields. The engine embeds each
record itself, from the text in its vector field (SK's convention: the vector field holds the
content to embed) or, failing that, its ``is_full_text_indexed`` data fields. Upserts are
governed writes (one transaction per call), deletes verified erasures. Every method is a thin
async wrapper over one sync implementation run in a worker thread."""

from __future__ import annotations

import asyncio
import json
import math
import uuid
from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

import numpy as np
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import Item, ItemWrite
from memlane.items import model as item_model
from pydantic import Field
from semantic_kernel.data.vector import (
    DistanceFunction,
    FieldTypes,
    GetFilteredRecordOptions,
    KernelSearchResults,
    SearchType,
    VectorSearch,
    VectorSearchOptions,
    VectorSearchResult,
    VectorStoreCollection,
    VectorStoreField,
)
from semantic_kernel.exceptions import (
    VectorSearchOptionsException,
    VectorStoreModelValidationError,
    VectorStoreOperationException,
)

from . import filters

TKey = TypeVar("TKey", bound=str | int)
TModel = TypeVar("TModel")
NAMESPACE_ROOT = "semantic-kernel"
MAX_CANDIDATES = 1000  # the engine's largest ranked page
# The engine's vectors are unit length, so each of these is a function of the cosine.
SCORES = {
    DistanceFunction.COSINE_SIMILARITY: lambda c: c,
    DistanceFunction.DOT_PROD: lambda c: c,
    DistanceFunction.COSINE_DISTANCE: lambda c: 1.0 - c,
    DistanceFunction.DEFAULT: lambda c: 1.0 - c,  # SK's in-memory default: cosine distance
    DistanceFunction.EUCLIDEAN_DISTANCE: lambda c: math.sqrt(max(0.0, 2.0 - 2.0 * c)),
    DistanceFunction.EUCLIDEAN_SQUARED_DISTANCE: lambda c: max(0.0, 2.0 - 2.0 * c),
}


class MemlaneCollection(VectorStoreCollection[TKey, TModel], VectorSearch[TKey, TModel], Generic[TKey, TModel]):
    """Records of one collection in a memlane engine. ``memory`` is a ``memlane.Memory`` (its
    actor is the caller); ``profile`` the engine profile (None = the memory's default)."""

    memory: Memory = Field(exclude=True)
    profile: str | None = None
    supported_key_types: ClassVar[set[str] | None] = {"str", "int"}
    supported_search_types: ClassVar[set[SearchType]] = {SearchType.VECTOR, SearchType.KEYWORD_HYBRID}

    def __init__(self, record_type: type[TModel], memory: Memory, **kwargs: Any) -> None:
        super().__init__(record_type=record_type, memory=memory, **kwargs)

    @property
    def namespace(self) -> tuple[str, ...]:
        return (NAMESPACE_ROOT, self.collection_name)

    # -- the model this store can hold ----------------------------------------------------------
    def _validate_data_model(self) -> None:
        super()._validate_data_model()
        try:
            item_model.namespace_of(self.namespace)
        except InvalidInputError as exc:
            raise VectorStoreModelValidationError(f"collection name {self.collection_name!r}: {exc}") from exc
        vectors = self.definition.vector_fields
        if len(vectors) > 1:
            raise VectorStoreModelValidationError("a memlane collection holds one vector field per record (the engine embeds one text)")
        for field in vectors:
            dimension = self.memory.embedder.dimension
            if field.dimensions != dimension:
                raise VectorStoreModelValidationError(
                    f"vector field {field.name!r} has {field.dimensions} dimensions; this memory embeds with "
                    f"{self.memory.embedder.name} ({dimension} dimensions)"
                )
            if field.distance_function not in SCORES:
                raise VectorStoreModelValidationError(
                    f"distance function {field.distance_function} is not supported; use one of "
                    f"{', '.join(sorted(str(d.value) for d in SCORES))}"
                )

    @property
    def _vector_field(self) -> VectorStoreField | None:
        return self.definition.vector_fields[0] if self.definition.vector_fields else None

    @staticmethod
    def _name(field: VectorStoreField) -> str:
        return field.storage_name or field.name

    # -- serialisation: records stay dicts; the engine embeds, so no generator runs ----------------
    def _serialize_dicts_to_store_models(self, records: Sequence[dict[str, Any]], **kwargs: Any) -> Sequence[Any]:
        return records

    def _deserialize_store_models_to_dicts(self, records: Sequence[Any], **kwargs: Any) -> Sequence[dict[str, Any]]:
        return records

    async def _add_vectors_to_records(self, records: Any, **kwargs: Any) -> Any:
        return records

    # -- the collection ---------------------------------------------------------------------------
    async def ensure_collection_exists(self, **kwargs: Any) -> None:
        """Collections are implicit: nothing to create."""

    async def collection_exists(self, **kwargs: Any) -> bool:
        """Always True: a collection exists as soon as it is named (empty until upserted)."""
        return True

    async def ensure_collection_deleted(self, **kwargs: Any) -> None:
        """Erase every record of the collection (one verified erasure)."""
        await self.memory.items.adelete(self.namespace, profile=self.profile)

    async def _inner_upsert(self, records: Sequence[Any], **kwargs: Any) -> Sequence[TKey]:
        return await asyncio.to_thread(self._upsert, records)

    async def _inner_get(
        self, keys: Sequence[TKey] | None = None, options: GetFilteredRecordOptions | None = None, **kwargs: Any
    ) -> Sequence[dict[str, Any]] | None:
        return await asyncio.to_thread(self._get, keys, options, bool(kwargs.get("include_vectors")))

    async def _inner_delete(self, keys: Sequence[TKey], **kwargs: Any) -> None:
        await asyncio.to_thread(self._delete, keys)

    async def _inner_search(
        self, search_type: SearchType, options: VectorSearchOptions, values: Any | None = None,
        vector: Sequence[float | int] | None = None, **kwargs: Any,
    ) -> KernelSearchResults[VectorSearchResult[TModel]]:  # fmt: skip
        where = self._filter(options.filter)  # a bad filter fails before any work
        found, total = await asyncio.to_thread(self._search, search_type, options, values, vector, where)
        return KernelSearchResults(results=self._get_vector_search_results_from_results(found, options), total_count=total)

    def _get_record_from_result(self, result: Any) -> Any:
        return result[0]

    def _get_score_from_result(self, result: Any) -> float | None:
        return result[1]

    def _lambda_parser(self, node: Any) -> dict[str, dict[str, Any]]:
        fields = {f.name: self._name(f) for f in self.definition.fields if f.field_type != FieldTypes.VECTOR}
        return filters.parse(node, fields)

    # -- the one implementation -------------------------------------------------------------------
    def _upsert(self, records: Sequence[dict[str, Any]]) -> list[TKey]:
        key_name = self._key_field_storage_name
        kept = [self._name(f) for f in self.definition.fields if f.field_type != FieldTypes.VECTOR]
        writes: dict[str, ItemWrite] = {}
        keys: list[Any] = []
        for record in records:
            if record.get(key_name) is None:  # the store makes keys that were left empty
                record = {**record, key_name: uuid.uuid4().hex}
            key = record[key_name]
            item_key = self._item_key(key)
            value = {name: record.get(name) for name in kept}
            # The last record with a key wins, as in a dict; all are written in one transaction.
            writes[item_key] = ItemWrite(self.namespace, item_key, value, text=self._text(record))
            keys.append(key)
        if writes:
            self.memory.items.put_many(list(writes.values()), profile=self.profile)
        return keys

    def _text(self, record: dict[str, Any]) -> str | None:
        """What the engine indexes: the vector field's text, else the full-text data fields."""
        field = self._vector_field
        source = record.get(self._name(field)) if field is not None else None
        if isinstance(source, str):
            return source
        texts = [record.get(self._name(f)) for f in self.definition.data_fields if f.is_full_text_indexed]
        text = "\n".join(t for t in texts if isinstance(t, str) and t.strip())
        if text:
            return text
        if source is not None:
            raise VectorStoreOperationException(
                f"the engine embeds records itself: put the text to embed in {self._name(field)!r} "  # type: ignore[arg-type]
                "(or mark a data field is_full_text_indexed) instead of a precomputed vector"
            )
        return None

    def _get(self, keys: Sequence[Any] | None, options: GetFilteredRecordOptions | None, include_vectors: bool) -> list[dict] | None:
        if keys:
            found = [self.memory.items.get(self.namespace, self._item_key(k), profile=self.profile) for k in keys]
            items = [i for i in found if i is not None]
        elif options is not None:
            if options.order_by:
                raise VectorStoreOperationException("order_by is not supported: records come in insertion order")
            items = self.memory.items.list(
                self.namespace, prefix=False, offset=options.skip, limit=options.top, profile=self.profile
            )
        else:
            return None
        return [record for record, _ in self._records([(i, None) for i in items], include_vectors)]

    def _delete(self, keys: Sequence[Any]) -> None:
        unique = list(dict.fromkeys(self._item_key(k) for k in keys))
        if unique:
            self.memory.items.delete(self.namespace, unique, profile=self.profile)

    def _search(
        self, search_type: SearchType, options: VectorSearchOptions, values: Any, vector: Any, where: dict | None
    ) -> tuple[list[tuple[dict, float]], int | None]:
        if options.include_total_count and where:
            raise VectorSearchOptionsException("include_total_count is only supported without a filter")
        total = self.memory.items.count(self.namespace, prefix=False, profile=self.profile) if options.include_total_count else None
        wanted = options.skip + options.top
        if search_type == SearchType.KEYWORD_HYBRID:
            if values is None:
                raise VectorSearchOptionsException("hybrid search needs values (the query text)")
            found = self.memory.items.search(
                self.namespace, _text_of(values), vector=vector, filter=where, offset=options.skip, limit=options.top,
                profile=self.profile,
            )  # fmt: skip
            # Only what recall ranked: unranked filter matches are not hits of a keyword search.
            return self._records([(i, float(i.score)) for i in found if i.score is not None], options.include_vectors), total
        field = self._vector_field
        if field is None:
            raise VectorSearchOptionsException("vector search needs a vector field in the record definition")
        if vector is None:
            if values is None:
                raise VectorSearchOptionsException("vector search needs values or a vector")
            vector = self.memory.embedder.encode([_text_of(values)])[0]
        query = np.asarray(vector, dtype=np.float32)
        # Recall's candidates, then the exact cosine to each record's stored vector decides the
        # order and the score (in the field's distance function).
        candidates = self.memory.items.search(
            self.namespace, None, vector=query, filter=where, limit=min(MAX_CANDIDATES, max(3 * wanted, 30)),
            profile=self.profile,
        )  # fmt: skip
        vectors = self.memory.items.vectors(self.namespace, [i.key for i in candidates], profile=self.profile)
        unit = query / max(float(np.linalg.norm(query)), 1e-12)
        scored = sorted(
            ((i, float(unit @ vectors[i.key])) for i in candidates if i.key in vectors), key=lambda p: p[1], reverse=True
        )[options.skip : wanted]
        score = SCORES[field.distance_function]
        return self._records([(i, score(c)) for i, c in scored], options.include_vectors), total

    def _records(self, scored: list[tuple[Item, float | None]], include_vectors: bool) -> list[tuple[dict, float | None]]:
        out = [(dict(i.value), s) for i, s in scored]
        field = self._vector_field
        if include_vectors and field is not None and scored:
            vectors = self.memory.items.vectors(self.namespace, [i.key for i, _ in scored], profile=self.profile)
            for (record, _), (item, _) in zip(out, scored, strict=True):
                found = vectors.get(item.key)
                record[self._name(field)] = None if found is None else [float(x) for x in found]
        return out

    def _filter(self, flt: Any) -> dict[str, dict[str, Any]] | None:
        built = self._build_filter(flt)
        if built is None:
            return None
        return filters.merge(built if isinstance(built, list) else [built])

    @staticmethod
    def _item_key(key: Any) -> str:
        if isinstance(key, bool) or not isinstance(key, str | int):
            raise VectorStoreOperationException(f"record keys are strings or integers, got {type(key).__name__}")
        try:
            return item_model.key_of(str(key))
        except InvalidInputError as exc:
            raise VectorStoreOperationException(f"record key {key!r}: {exc}") from exc


def _text_of(values: Any) -> str:
    # As Semantic Kernel's own vectorisation of search values: text as is, anything else as JSON.
    return values if isinstance(values, str) else json.dumps(values)
