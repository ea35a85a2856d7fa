"""MemlaneVectorStore through LangChain's own API: scores, filters, MMR over the engine's
stored vectors, retrievers, construction and refusals."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest
from langchain_core.documents import Document
from langchain_core.embeddings import DeterministicFakeEmbedding
from langchain_core.stores import InvalidKeyException
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane_langchain import MemlaneEmbeddings, MemlaneVectorStore

DOCS = [
    Document("Ann is vegetarian and loves lentil soup.", metadata={"user": "ann", "year": 2021, "tags": ["food"]}, id="ann-diet"),
    Document("Ann plays the cello in a string quartet.", metadata={"user": "ann", "year": 2023, "tags": ["music"]}, id="ann-cello"),
    Document("Ben eats steak every Friday night.", metadata={"user": "ben", "year": 2022, "tags": ["food"]}, id="ben-diet"),
    Document("Ben's sister moved to Lisbon last spring.", metadata={"user": "ben", "year": 2024}, id="ben-sister"),
]


@pytest.fixture
def store(memory: Memory) -> MemlaneVectorStore:
    s = MemlaneVectorStore(memory, collection="notes")
    s.add_documents(DOCS)
    return s


def _ids(found: list) -> list[str]:
    return [(d[0] if isinstance(d, tuple) else d).id for d in found]


def test_scores_are_real_and_best_first(store: MemlaneVectorStore) -> None:
    found = store.similarity_search_with_score("What does Ann eat?", k=4)
    assert _ids(found)[0] == "ann-diet"
    scores = [s for _, s in found]
    assert scores == sorted(scores, reverse=True) and scores[0] > 0
    assert all(isinstance(s, float) for s in scores)
    relevance = store.similarity_search_with_relevance_scores("What does Ann eat?", k=4)
    assert _ids(relevance) == _ids(found)  # same ranking, cosine relevance
    assert all(0.0 <= r <= 1.0 for _, r in relevance)
    # The relevance is the cosine to the stored vector: recomputable with the engine's model.
    model = MemlaneEmbeddings(store.memory)
    expected = float(np.dot(model.embed_query("What does Ann eat?"), model.embed_query(DOCS[0].page_content)))
    assert abs(next(r for d, r in relevance if d.id == "ann-diet") - expected) < 1e-4


def test_metadata_filters_run_in_the_engine(store: MemlaneVectorStore) -> None:
    def ids(flt: dict) -> set[str]:
        return set(_ids(store.similarity_search("food", k=10, filter=flt)))

    assert ids({"user": "ann"}) == {"ann-diet", "ann-cello"}
    assert ids({"year": {"$gte": 2022}}) == {"ann-cello", "ben-diet", "ben-sister"}
    assert ids({"$and": [{"user": "ben"}, {"year": {"$lt": 2024}}]}) == {"ben-diet"}
    assert ids({"user": {"$in": ["ann", "zed"]}, "year": {"$ne": 2021}}) == {"ann-cello"}
    assert ids({"tags": ["food"]}) == {"ann-diet", "ben-diet"}  # a list compares as a whole
    assert ids({"user": "nobody"}) == set()
    for bad in ({"$or": [{"user": "ann"}]}, {"user": {"$nin": ["ann"]}}, {"year": {"$gt": float("inf")}}, "user == ann"):
        with pytest.raises(InvalidInputError):
            store.similarity_search("food", k=3, filter=bad)
    with pytest.raises(InvalidInputError, match="callable"):  # InMemoryVectorStore's filter style
        store.similarity_search("food", k=3, filter=lambda doc: doc.metadata["user"] == "ann")


def test_mmr_uses_the_engine_vectors_to_diversify(memory: Memory) -> None:
    store = MemlaneVectorStore(memory, collection="mmr")
    store.add_texts(
        ["The cat sleeps on the warm windowsill.", "A cat naps on the sunny windowsill.",
         "The cat dozes by the window in the sun.", "Cats chase mice in the old barn."],
        ids=["a", "b", "c", "d"],
    )  # fmt: skip
    plain = _ids(store.similarity_search("cat sleeping at the window", k=2))
    diverse = _ids(store.max_marginal_relevance_search("cat sleeping at the window", k=2, fetch_k=4, lambda_mult=0.1))
    assert plain[0] == diverse[0] and len(diverse) == 2
    assert diverse[1] == "d"  # the near-duplicates give way to the different document
    by_vector = store.max_marginal_relevance_search_by_vector(store.embeddings.embed_query("barn mice"), k=1, fetch_k=4)
    assert _ids(by_vector) == ["d"]
    retriever = store.as_retriever(search_type="mmr", search_kwargs={"k": 2, "fetch_k": 4, "lambda_mult": 0.1})
    assert _ids(retriever.invoke("cat sleeping at the window")) == diverse


def test_retrievers_and_async_variants(store: MemlaneVectorStore) -> None:
    assert _ids(store.as_retriever(search_kwargs={"k": 1}).invoke("cello"))[0] == "ann-cello"
    threshold = store.as_retriever(search_type="similarity_score_threshold", search_kwargs={"score_threshold": 0.45, "k": 4})
    assert _ids(threshold.invoke("Ann plays the cello in a quartet.")) == ["ann-cello"]
    filtered = store.as_retriever(search_kwargs={"k": 4, "filter": {"user": "ben"}})
    assert set(_ids(filtered.invoke("food"))) == {"ben-diet", "ben-sister"}

    async def run() -> tuple:
        return await asyncio.gather(
            store.asimilarity_search("Lisbon", k=1), store.aget_by_ids(["ben-sister", "nope"]),
            store.amax_marginal_relevance_search("food", k=2), store.as_retriever().ainvoke("steak"),
        )  # fmt: skip

    found, got, mmr, retrieved = asyncio.run(run())
    assert _ids(found) == ["ben-sister"] and _ids(got) == ["ben-sister"]
    assert len(mmr) == 2 and _ids(retrieved)[0] == "ben-diet"


def test_by_vector_search_with_the_engine_model(store: MemlaneVectorStore) -> None:
    vector = store.embeddings.embed_query("a musical instrument")
    assert _ids(store.similarity_search_by_vector(vector, k=1)) == ["ann-cello"]
    with pytest.raises(ValueError, match="dimension"):  # another model's vectors are refused
        store.similarity_search_by_vector(DeterministicFakeEmbedding(size=6).embed_query("x"), k=1)


def test_replace_by_id_keeps_one_document_and_erases_the_old_text(store: MemlaneVectorStore) -> None:
    store.add_documents([Document("Ann now eats fish on Sundays.", metadata={"user": "ann"})], ids=["ann-diet"])
    [doc] = store.get_by_ids(["ann-diet"])
    assert doc.page_content == "Ann now eats fish on Sundays." and doc.metadata == {"user": "ann"}
    assert "lentil" not in " ".join(d.page_content for d in store.similarity_search("lentil soup", k=10))
    assert not any("lentil" in r.fact.text for r in store.memory.recall("lentil soup", limit=10))


def test_same_id_twice_in_one_call_keeps_the_last(memory: Memory) -> None:
    store = MemlaneVectorStore(memory, collection="dups")
    assert store.add_texts(["first", "second"], ids=["x", "x"]) == ["x", "x"]
    assert [d.page_content for d in store.get_by_ids(["x", "x"])] == ["second", "second"]


def test_bad_input_is_refused_and_nothing_is_stored(store: MemlaneVectorStore) -> None:
    before = store.memory.ops.recent(kind="remember", limit=1000)
    bad_calls = [
        lambda: store.add_documents([Document("ok"), Document("bad", metadata={"t": object()})]),
        lambda: store.add_texts(["a", "b"], ids=["only-one"]),
        lambda: store.add_texts(["a"], metadatas=[{"x": float("nan")}]),
        lambda: store.add_texts(["a"], ids=["bad\x1fid"]),
        lambda: store.delete(),
        lambda: store.similarity_search("x", k=2000),
        lambda: store.similarity_search(42, k=1),  # type: ignore[arg-type]
    ]
    for call in bad_calls:
        with pytest.raises(ValueError):
            call()
    with pytest.raises(InvalidKeyException):  # LangChain's own error type for a bad key
        store.get_by_ids([""])
    assert store.memory.ops.recent(kind="remember", limit=1000) == before
    assert len(store.similarity_search("", k=100)) == len(DOCS)


def test_from_documents_and_the_embedding_argument(memory: Memory, memlane_dir) -> None:
    store = MemlaneVectorStore.from_documents(DOCS[:2], memory=memory, collection="built")
    assert {d.id for d in store.get_by_ids(["ann-diet", "ann-cello"])} == {"ann-diet", "ann-cello"}
    with pytest.raises(InvalidInputError, match="own model"):
        MemlaneVectorStore.from_texts(["x"], DeterministicFakeEmbedding(size=6), memory=memory)
    empty = MemlaneVectorStore(memory, collection="empty")
    assert empty.similarity_search("anything", k=3) == [] and empty.get_by_ids(["ann-diet"]) == []
    assert empty.similarity_search("anything", k=0) == []


def test_collections_and_principals_are_isolated(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, ben = principal("ann", "member"), principal("ben", "member")
    MemlaneVectorStore(ann, collection="shared").add_texts(["Ann's locker code is 4512."], ids=["code"])
    MemlaneVectorStore(ben, collection="shared").add_texts(["Ben likes hiking."], ids=["hike"])
    assert MemlaneVectorStore(ben, collection="shared").get_by_ids(["code"]) == []
    assert [d.id for d in MemlaneVectorStore(ben, collection="shared").similarity_search("locker code", k=5)] == ["hike"]
    assert MemlaneVectorStore(ann, collection="other").similarity_search("locker code", k=5) == []


def test_a_path_opens_and_closes_its_own_engine(memlane_dir) -> None:
    store = MemlaneVectorStore(str(memlane_dir), collection="owned")
    store.add_texts(["Persisted across opening the engine again."], ids=["p"])
    store.close()
    again = MemlaneVectorStore(memlane_dir, collection="owned")
    try:
        assert [d.id for d in again.get_by_ids(["p"])] == ["p"]
    finally:
        again.close()
