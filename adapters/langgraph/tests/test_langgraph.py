"""LangGraph's store contract on MemlaneStore: put/get/delete, search (query, filters,
pagination), list_namespaces, namespace validation, batch and abatch. Real engine, real model."""

from __future__ import annotations

from datetime import datetime

import pytest
from langgraph.store.base import (
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    PutOp,
    SearchItem,
    SearchOp,
)
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane_langgraph import MemlaneStore
from memlane_langgraph.mapping import index_text, parse_fields

DOCS = {
    "kayak": {"text": "Priya paddles her kayak across Lake Tahoe every summer.", "color": "blue", "rank": 1},
    "violin": {"text": "Marcus has played the violin in a string quartet for ten years.", "color": "red", "rank": 2},
    "allergy": {"text": "Elena is allergic to peanuts and carries an epinephrine pen.", "color": "red", "rank": 3},
    "garden": {"text": "Aiko grows heirloom tomatoes and basil in her rooftop garden.", "color": "green", "rank": 4},
}


@pytest.fixture
def docs(store: MemlaneStore) -> MemlaneStore:
    for key, value in DOCS.items():
        store.put(("docs", "people"), key, value)
    return store


# -- put / get / delete -------------------------------------------------------------------------
def test_put_get_update_delete(store: MemlaneStore) -> None:
    ns = ("users", "ann")
    assert store.get(ns, "diet") is None
    store.put(ns, "diet", {"text": "Ann is vegetarian.", "since": 2019})
    first = store.get(ns, "diet")
    assert isinstance(first, Item) and first.namespace == ns and first.key == "diet"
    assert first.value == {"text": "Ann is vegetarian.", "since": 2019}
    assert isinstance(first.created_at, datetime) and first.created_at.tzinfo is not None
    store.put(ns, "diet", {"text": "Ann is vegan now."})
    second = store.get(ns, "diet")
    assert second is not None and second.value == {"text": "Ann is vegan now."}
    assert second.created_at == first.created_at and second.updated_at >= first.updated_at
    assert store.get(("users", "ben"), "diet") is None  # another namespace
    store.delete(ns, "diet")
    assert store.get(ns, "diet") is None
    store.delete(ns, "diet")  # deleting a missing key is a no-op


def test_bad_values_are_refused_and_nothing_is_stored(store: MemlaneStore) -> None:
    with pytest.raises(ValueError):
        store.put(("bad",), "k", {"when": object()})
    with pytest.raises(ValueError):
        store.put(("bad",), "k", {"nan": float("nan")})
    with pytest.raises(ValueError):
        store.batch([PutOp(("bad",), "list", ["not", "a", "dict"])])  # type: ignore[arg-type]
    assert store.search(("bad",)) == [] and store.list_namespaces() == []


# -- search ------------------------------------------------------------------------------------
def test_query_ranks_with_real_scores(docs: MemlaneStore) -> None:
    for query, best in (("Who plays a string instrument?", "violin"), ("food allergy", "allergy"),
                        ("boating on a lake", "kayak")):  # fmt: skip
        results = docs.search(("docs",), query=query, limit=4)
        assert all(isinstance(r, SearchItem) for r in results)
        assert results[0].key == best, [(r.key, r.score) for r in results]
        scores = [r.score for r in results if r.score is not None]
        assert results[0].score is not None and results[0].score > 0
        assert scores == sorted(scores, reverse=True)
        # ranked items first; unranked filter matches follow with score None
        assert [r.score is None for r in results] == sorted(r.score is None for r in results)


def test_index_false_and_index_fields(store: MemlaneStore) -> None:
    ns = ("notes",)
    store.put(ns, "hidden", {"text": "The secret kayak rendezvous is at dawn."}, index=False)
    store.put(ns, "title-only", {"title": "Weekly groceries", "body": "kayak paddles and a life vest"}, index=["title"])
    store.put(ns, "body", {"title": "Trip", "body": "Bring the kayak to the lake."}, index=["body"])
    results = store.search(ns, query="kayak", limit=10)
    ranked = [r.key for r in results if r.score is not None]
    assert ranked[0] == "body"
    assert "hidden" not in ranked and "title-only" not in ranked
    assert {r.key for r in results} == {"hidden", "title-only", "body"}  # still listed, unscored


def test_index_config_fields_choose_the_indexed_text(memory: Memory) -> None:
    store = MemlaneStore(memory, index={"fields": ["summary"]})
    store.put(("n",), "a", {"summary": "A violin recital on Friday.", "raw": "kayak kayak kayak"})
    store.put(("n",), "b", {"summary": "Kayak trip to the lake.", "raw": "violin"})
    assert store.search(("n",), query="kayak", limit=1)[0].key == "b"
    assert store.search(("n",), query="violin recital", limit=1)[0].key == "a"


def test_whole_value_indexes_its_text_leaves(store: MemlaneStore) -> None:
    assert index_text({"a": {"b": "x"}, "n": 3, "l": ["y", True], "e": " "}, parse_fields(None)) == "x\ny"
    store.put(("n",), "nested", {"profile": {"bio": "Plays the cello in an orchestra."}, "age": 41})
    store.put(("n",), "other", {"profile": {"bio": "Grows tomatoes on a balcony."}})
    assert store.search(("n",), query="cello orchestra", limit=1)[0].key == "nested"


def test_empty_query_means_no_query(docs: MemlaneStore) -> None:
    for query in (None, "", "   "):
        results = docs.search(("docs",), query=query, limit=10)
        assert len(results) == 4 and all(r.score is None for r in results)


def test_filters(docs: MemlaneStore) -> None:
    def keys(**kwargs: object) -> set[str]:
        return {r.key for r in docs.search(("docs",), limit=10, **kwargs)}  # type: ignore[arg-type]

    assert keys(filter={"color": "red"}) == {"violin", "allergy"}
    assert keys(filter={"color": {"$eq": "red"}}) == {"violin", "allergy"}
    assert keys(filter={"color": {"$ne": "red"}}) == {"kayak", "garden"}
    assert keys(filter={"rank": {"$gt": 2}}) == {"allergy", "garden"}
    assert keys(filter={"rank": {"$gte": 2}}) == {"violin", "allergy", "garden"}
    assert keys(filter={"rank": {"$lt": 2}}) == {"kayak"}
    assert keys(filter={"rank": {"$lte": 2}}) == {"kayak", "violin"}
    assert keys(filter={"rank": {"$gt": 1, "$lt": 4}, "color": "red"}) == {"violin", "allergy"}
    assert keys(filter={"color": "o'brien' OR '1'='1"}) == set()
    # with a query: the filter restricts what recall may rank
    ranked = docs.search(("docs",), query="peanut allergy", filter={"color": "red"}, limit=10)
    assert ranked[0].key == "allergy" and {r.key for r in ranked} == {"violin", "allergy"}


def test_unsupported_filters_are_refused_clearly(docs: MemlaneStore) -> None:
    with pytest.raises(ValueError, match=r"\$in"):
        docs.search(("docs",), filter={"color": {"$in": ["red"]}})
    with pytest.raises(ValueError, match="nested paths"):
        docs.search(("docs",), filter={"meta.color": "red"})
    with pytest.raises(ValueError, match="nested objects"):
        docs.search(("docs",), filter={"meta": {"color": "red"}})


def test_offset_and_limit(docs: MemlaneStore) -> None:
    for query in (None, "person"):
        pages = [docs.search(("docs",), query=query, limit=2, offset=o) for o in (0, 2, 4)]
        assert [len(p) for p in pages] == [2, 2, 0]
        assert {r.key for p in pages for r in p} == set(DOCS)
    assert docs.search(("docs",), limit=0) == []


def test_namespace_prefix_search_stops_at_label_boundaries(store: MemlaneStore) -> None:
    for ns in [("foo",), ("foo", "child"), ("foobar",), ("user_1",), ("userX1",), ("a%b",), ("star*",), ("Foo",)]:
        store.put(ns, "k", {"v": "x"})

    def found(prefix: tuple[str, ...]) -> set[tuple[str, ...]]:
        return {r.namespace for r in store.search(prefix, limit=100)}

    assert found(("foo",)) == {("foo",), ("foo", "child")}
    assert found(("user_1",)) == {("user_1",)}
    assert found(("a%b",)) == {("a%b",)} and found(("star*",)) == {("star*",)}
    assert found(("fo",)) == set()
    assert len(found(())) == 8


# -- list_namespaces -----------------------------------------------------------------------------
NAMESPACES = [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f"), ("a", "c", "f"),
              ("b", "a", "f"), ("users", "123"), ("users", "456", "settings"), ("admin", "users", "789")]  # fmt: skip


def test_list_namespaces(store: MemlaneStore) -> None:
    store.batch([PutOp(ns, f"id{i}", {"n": i}, index=False) for i, ns in enumerate(NAMESPACES)])
    assert store.list_namespaces() == sorted(NAMESPACES)
    assert store.list_namespaces(prefix=("a", "b")) == [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f")]
    assert store.list_namespaces(suffix=("f",)) == [("a", "b", "f"), ("a", "c", "f"), ("b", "a", "f")]
    assert store.list_namespaces(prefix=("a",), suffix=("f",)) == [("a", "b", "f"), ("a", "c", "f")]
    assert store.list_namespaces(prefix=("a", "*", "f")) == [("a", "b", "f"), ("a", "c", "f")]
    assert store.list_namespaces(suffix=("*", "f")) == [("a", "b", "f"), ("a", "c", "f"), ("b", "a", "f")]
    assert store.list_namespaces(prefix=("*", "users")) == [("admin", "users", "789")]
    assert store.list_namespaces(prefix=("*", "users"), suffix=("*", "settings")) == []
    assert store.list_namespaces(prefix=("a", "b"), max_depth=3) == [("a", "b", "c"), ("a", "b", "d"), ("a", "b", "f")]
    assert store.list_namespaces(max_depth=1) == [("a",), ("admin",), ("b",), ("users",)]
    assert store.list_namespaces(prefix=("a", "b"), limit=2) == [("a", "b", "c"), ("a", "b", "d", "e")]
    assert store.list_namespaces(prefix=("a", "b"), offset=2) == [("a", "b", "d", "i"), ("a", "b", "f")]
    assert store.list_namespaces(prefix=("nonexistent",)) == []
    assert store.list_namespaces(prefix=("users", "123")) == [("users", "123")]
    store.delete(("users", "123"), "id6")  # a namespace with no items left is not listed
    assert ("users", "123") not in store.list_namespaces()


# -- namespace validation ------------------------------------------------------------------------
@pytest.mark.parametrize("ns", [(), ("a.b",), ("ok", ""), ("langgraph", "x"), (123,)])
def test_invalid_put_namespaces(store: MemlaneStore, ns: tuple) -> None:
    with pytest.raises(InvalidNamespaceError):
        store.put(ns, "k", {"v": 1})
    with pytest.raises(InvalidNamespaceError):  # straight to batch: the store checks too
        store.batch([PutOp(ns, "k", {"v": 1})])


def test_batch_validates_every_op_before_running_any(store: MemlaneStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        store.batch([PutOp(("fine",), "k", {"v": 1}), GetOp(("bad.label",), "k")])
    with pytest.raises(InvalidNamespaceError):
        store.batch([PutOp(("fine",), "k", {"v": 1}), GetOp("users", "k")])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        store.batch([PutOp(("fine",), "k", {"v": 1}), SearchOp(("fine",), filter={"v": {"$regex": "x"}})])
    assert store.get(("fine",), "k") is None
    with pytest.raises(InvalidNamespaceError):
        store.search(("a.b",))
    with pytest.raises(InvalidNamespaceError):
        store.list_namespaces(prefix=("a", ""))
    store.put(("foo", "langgraph"), "k", {"v": 1})  # only the root label is reserved
    assert store.get(("foo", "langgraph"), "k") is not None


def test_odd_labels_and_keys_round_trip(store: MemlaneStore) -> None:
    ns = ("o'brien\"; DROP TABLE items;--", "100%_*?[x]", "zoë-日本-🚀")
    store.put(ns, "k'%_*", {"v": "odd"})
    got = store.get(ns, "k'%_*")
    assert got is not None and got.value == {"v": "odd"}
    assert store.list_namespaces(prefix=ns[:1]) == [ns]


# -- batch / abatch ------------------------------------------------------------------------------
def test_batch_mixed_ops(store: MemlaneStore) -> None:
    store.put(("test", "foo"), "key1", {"data": "value1"})
    store.put(("test", "bar"), "key2", {"data": "value2"})
    results = store.batch([
        GetOp(("test", "foo"), "key1"),
        PutOp(("test", "baz"), "key3", {"data": "value3"}),
        SearchOp(("test",), filter={"data": "value1"}),
        ListNamespacesOp(match_conditions=None, max_depth=None, limit=10, offset=0),
        GetOp(("test", "baz"), "key3"),  # reads see the state before the batch's writes
        PutOp(("test", "bar"), "key2", None),
        PutOp(("test", "baz"), "key3", {"data": "last wins"}),
    ])  # fmt: skip
    assert isinstance(results[0], Item) and results[0].value == {"data": "value1"}
    assert results[1] is None and results[4] is None and results[5] is None and results[6] is None
    assert [r.key for r in results[2]] == ["key1"]
    assert results[3] == [("test", "bar"), ("test", "foo")]
    assert store.get(("test", "baz"), "key3").value == {"data": "last wins"}  # type: ignore[union-attr]
    assert store.get(("test", "bar"), "key2") is None


async def test_async_api(store: MemlaneStore) -> None:
    await store.aput(("async",), "a", {"text": "Marcus plays the violin."})
    await store.aput(("async", "deeper"), "b", {"text": "Priya paddles a kayak."})
    assert (await store.aget(("async",), "a")).value["text"] == "Marcus plays the violin."  # type: ignore[union-attr]
    hits = await store.asearch(("async",), query="string instrument", limit=2)
    assert hits[0].key == "a" and hits[0].score is not None
    assert await store.alist_namespaces(prefix=("async",)) == [("async",), ("async", "deeper")]
    results = await store.abatch([GetOp(("async",), "a"), PutOp(("async",), "a", None), GetOp(("async", "deeper"), "b")])
    assert results[0] is not None and results[1] is None and results[2] is not None
    await store.adelete(("async", "deeper"), "b")
    assert await store.asearch(("async",)) == []
    with pytest.raises(InvalidInputError):
        await store.aput(("async",), "bad", {"x": object()})


def test_profiles_are_separate_tenants(memory: Memory) -> None:
    a, b = MemlaneStore(memory, profile="tenant-a"), MemlaneStore(memory, profile="tenant-b")
    a.put(("users", "ann"), "k", {"text": "Tenant A's note about the violin."})
    assert a.get(("users", "ann"), "k") is not None  # positive control
    assert b.get(("users", "ann"), "k") is None
    assert b.search(("users",), query="violin") == [] and b.list_namespaces() == []
    assert MemlaneStore(memory).list_namespaces() == []  # nor the default profile
