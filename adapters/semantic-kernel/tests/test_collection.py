"""MemlaneStore / MemlaneCollection through Semantic Kernel's own API: records round-trip,
vector search with exact scores per distance function, hybrid search, lambda filters, vectors
returned from the engine, model validation and refusals."""

from __future__ import annotations

import json

import numpy as np
import pytest
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.governance import PolicyDeniedError
from memlane_semantic_kernel import MemlaneEmbeddingGenerator, MemlaneStore
from records import Note
from semantic_kernel.data.vector import (
    DistanceFunction,
    VectorStoreCollectionDefinition,
    VectorStoreField,
)
from semantic_kernel.exceptions import (
    VectorSearchOptionsException,
    VectorStoreModelValidationError,
    VectorStoreOperationException,
)

NOTES = [
    Note(id="ann-diet", text="Ann is vegetarian and loves lentil soup.", category="food", rating=5, tags=["ann"]),
    Note(id="ann-cello", text="Ann plays the cello in a string quartet.", category="music", rating=4, tags=["ann"]),
    Note(id="ben-diet", text="Ben eats steak every Friday night.", category="food", rating=2, tags=["ben"]),
    Note(id="lisbon", text="Lisbon has steep hills and yellow trams.", category="travel", rating=3, tags=[]),
]


async def _ids(results) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.record.id async for r in results.results]


@pytest.fixture
async def notes(store: MemlaneStore):  # type: ignore[no-untyped-def]
    collection = store.get_collection(Note)
    await collection.upsert([Note(**vars(n)) for n in NOTES])
    return collection


async def test_records_round_trip_and_replace_by_key(notes) -> None:  # type: ignore[no-untyped-def]
    got = await notes.get("ann-cello")
    assert got == Note(id="ann-cello", text=NOTES[1].text, category="music", rating=4, tags=["ann"], embedding=None)
    assert [n.id for n in await notes.get(keys=["lisbon", "nope", "ann-diet"])] == ["lisbon", "ann-diet"]
    assert [n.id for n in await notes.get(top=2, skip=1)] == ["ann-cello", "ben-diet"]  # insertion order
    await notes.upsert(Note(id="ann-diet", text="Ann now eats fish on Sundays.", category="food", rating=1))
    assert (await notes.get("ann-diet")).text == "Ann now eats fish on Sundays."
    assert next(n.id for n in await notes.get(top=10)) == "ann-diet"  # a replaced record keeps its place
    assert not any("lentil" in r.fact.text for r in notes.memory.recall("lentil soup", limit=10))
    with pytest.raises(VectorStoreOperationException, match="order_by"):
        await notes.get(top=2, order_by="rating")
    assert await notes.get("missing") is None


async def test_vector_search_scores_follow_the_distance_function(memory: Memory, store: MemlaneStore) -> None:
    model = MemlaneEmbeddingGenerator(memory)
    query = (await model.generate_embeddings(["Who eats meat?"]))[0]
    texts = {n.id: (await model.generate_embeddings([n.text]))[0] for n in NOTES}
    cosine = {k: float(query @ v) for k, v in texts.items()}
    expected_order = sorted(cosine, key=cosine.get, reverse=True)
    for distance, score, best_first in [
        (DistanceFunction.COSINE_SIMILARITY, lambda c: c, True),
        (DistanceFunction.COSINE_DISTANCE, lambda c: 1 - c, False),
        (DistanceFunction.DEFAULT, lambda c: 1 - c, False),
        (DistanceFunction.DOT_PROD, lambda c: c, True),
        (DistanceFunction.EUCLIDEAN_DISTANCE, lambda c: np.sqrt(2 - 2 * c), False),
        (DistanceFunction.EUCLIDEAN_SQUARED_DISTANCE, lambda c: 2 - 2 * c, False),
    ]:
        definition = VectorStoreCollectionDefinition(fields=[
            VectorStoreField("key", name="id"), VectorStoreField("data", name="text"),
            VectorStoreField("vector", name="embedding", dimensions=384, distance_function=distance),
        ])  # fmt: skip
        collection = store.get_collection(dict, definition=definition, collection_name=f"d-{distance.value}")
        await collection.upsert([{"id": n.id, "text": n.text, "embedding": n.text} for n in NOTES])
        found = await collection.search("Who eats meat?", top=4)
        results = [(r.record["id"], r.score) async for r in found.results]
        assert [i for i, _ in results] == expected_order, distance
        for key, got in results:
            assert abs(got - score(cosine[key])) < 1e-4, (distance, key)
        scores = [s for _, s in results]
        assert scores == sorted(scores, reverse=best_first)
        by_vector = await collection.search(vector=query.tolist(), top=1, skip=1)
        assert await _ids_dict(by_vector) == expected_order[1:2]


async def _ids_dict(results) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.record["id"] async for r in results.results]


async def test_hybrid_search_is_the_engines_recall(notes) -> None:  # type: ignore[no-untyped-def]
    found = await notes.hybrid_search("lentil soup vegetarian", top=3)
    results = [(r.record.id, r.score) async for r in found.results]
    assert results[0][0] == "ann-diet"
    assert all(s is not None and s > 0 for _, s in results)
    assert [s for _, s in results] == sorted((s for _, s in results), reverse=True)
    with pytest.raises(VectorSearchOptionsException):
        await notes.hybrid_search(None, top=3)


async def test_lambda_filters_run_in_the_engine(notes) -> None:  # type: ignore[no-untyped-def]
    async def ids(flt) -> set[str]:  # type: ignore[no-untyped-def]
        return set(await _ids(await notes.search("food", top=10, filter=flt)))

    assert await ids(lambda x: x.category == "food") == {"ann-diet", "ben-diet"}
    assert await ids(lambda x: x.rating >= 3 and x.category != "travel") == {"ann-diet", "ann-cello"}
    assert await ids(lambda x: 2 < x.rating <= 4) == {"ann-cello", "lisbon"}
    assert await ids(lambda x: x.category in ["music", "travel"]) == {"ann-cello", "lisbon"}
    assert await ids(lambda x: "ben" in x.tags) == {"ben-diet"}
    assert await ids(lambda x: x["id"] == "lisbon") == {"lisbon"}
    assert await ids("lambda x: 4 <= x.rating") == {"ann-diet", "ann-cello"}  # SK also takes strings
    assert await ids([lambda x: x.category == "food", lambda x: x.rating > 3]) == {"ann-diet"}  # a list: AND
    for refused in (lambda x: x.category == "food" or x.rating > 3, lambda x: not x.rating, lambda x: x.text.startswith("Ann"),
                    lambda x: x.rating + 1 > 3, lambda x: x.category not in ["food"], lambda x: x.embedding == "x",
                    lambda x: x.nope == 1):  # fmt: skip
        with pytest.raises(VectorStoreOperationException):
            await notes.search("food", top=3, filter=refused)


async def test_vectors_come_from_the_engine(notes, memory: Memory) -> None:  # type: ignore[no-untyped-def]
    found = await notes.search("yellow trams", top=1, include_vectors=True)
    [record] = [r.record async for r in found.results]
    expected = (await MemlaneEmbeddingGenerator(memory).generate_embeddings([NOTES[3].text]))[0]
    assert record.id == "lisbon" and float(np.dot(record.embedding, expected)) > 0.999
    [got] = await notes.get(keys=["lisbon"], include_vectors=True)
    assert len(got.embedding) == 384
    # Not asked for: no vector comes back (Note.__post_init__ then puts its text in the field).
    assert (await notes.get("lisbon")).embedding == NOTES[3].text


async def test_collections_store_and_total_count(store: MemlaneStore, notes) -> None:  # type: ignore[no-untyped-def]
    other = store.get_collection(Note, collection_name="other")
    await other.upsert(Note(id="x", text="A record of another collection."))
    assert await store.list_collection_names() == ["notes", "other"]
    assert await store.collection_exists("never-used")  # collections are implicit
    found = await notes.search("anything", top=1, include_total_count=True)
    assert found.total_count == len(NOTES)
    with pytest.raises(VectorSearchOptionsException):
        await notes.search("anything", top=1, include_total_count=True, filter=lambda x: x.rating > 1)
    await store.ensure_collection_deleted("notes")
    assert await notes.get(top=100) is None
    assert await store.list_collection_names() == ["other"]
    assert [n.id for n in await other.get(top=10)] == ["x"]


async def test_keys_and_bad_input(store: MemlaneStore) -> None:
    definition = VectorStoreCollectionDefinition(fields=[
        VectorStoreField("key", name="n", type="int"), VectorStoreField("data", name="text", is_full_text_indexed=True),
        VectorStoreField("vector", name="v", dimensions=384),
    ])  # fmt: skip
    numbered = store.get_collection(dict, definition=definition, collection_name="numbered")
    assert await numbered.upsert([{"n": 7, "text": "Seven is a prime number.", "v": None}]) == [7]
    assert (await numbered.get(7))["n"] == 7
    generated = await store.get_collection(Note).upsert(Note(text="A record whose key the store makes."))
    assert isinstance(generated, str) and len(generated) == 32

    collection = store.get_collection(Note, collection_name="strict")
    bad = [
        Note(id="a\x1fb", text="bad key"),
        Note(id="ok", text="bad meta", meta={"x": float("nan")}),
        Note(id="vec", text="", embedding=[0.1] * 384),  # a vector without any text to index
    ]
    for note in bad:
        with pytest.raises(VectorStoreOperationException):
            await collection.upsert([Note(id="fine", text="A good record in the same call."), note])
    assert await collection.get(top=10) is None  # nothing of a refused call was stored
    with pytest.raises(VectorStoreOperationException) as denied:
        await MemlaneStore(store.memory).get_collection(Note, collection_name="x").upsert(Note(id="k", text="t", meta={"o": object()}))
    assert isinstance(denied.value.__cause__, InvalidInputError)


@pytest.mark.parametrize(
    "fields, message",
    [
        ([VectorStoreField("vector", name="v", dimensions=8)], "dimensions"),
        ([VectorStoreField("vector", name="v", dimensions=384, distance_function=DistanceFunction.MANHATTAN)], "distance"),
        ([VectorStoreField("vector", name="v", dimensions=384), VectorStoreField("vector", name="w", dimensions=384)], "one vector"),
    ],
)
def test_models_the_engine_cannot_hold_are_refused(store: MemlaneStore, fields: list, message: str) -> None:
    definition = VectorStoreCollectionDefinition(fields=[VectorStoreField("key", name="id"), *fields])
    with pytest.raises(VectorStoreModelValidationError, match=message):
        store.get_collection(dict, definition=definition, collection_name="c")
    with pytest.raises(VectorStoreModelValidationError):
        store.get_collection(Note, collection_name="bad\x1fname")


async def test_principals_are_isolated_and_denials_keep_their_type(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, vic = principal("ann", "member"), principal("vic", "viewer")
    await MemlaneStore(ann).get_collection(Note).upsert(Note(id="pin", text="Ann's locker code is 4512."))
    ben = principal("ben", "member")
    assert await MemlaneStore(ben).get_collection(Note).get("pin") is None
    assert await _ids(await MemlaneStore(ben).get_collection(Note).search("locker code", top=3)) == []
    with pytest.raises(VectorStoreOperationException) as denied:
        await MemlaneStore(vic).get_collection(Note).upsert(Note(id="v", text="A viewer writes."))
    assert isinstance(denied.value.__cause__, PolicyDeniedError)


async def test_a_path_opens_and_closes_its_own_engine(memlane_dir) -> None:
    async with MemlaneStore(memlane_dir) as store:
        await store.get_collection(Note).upsert(Note(id="p", text="Persisted across opening the engine again."))
    async with MemlaneStore(str(memlane_dir)) as again:
        assert (await again.get_collection(Note).get("p")).text.startswith("Persisted")
    assert json.loads(json.dumps(again.profile)) is None
