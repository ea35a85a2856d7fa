"""Differential conformance against LangGraph's reference store, ``InMemoryStore``: the same
random puts, deletes, gets, searches, namespace listings and batches (bad ones and concurrent
ones included) against both; every difference is declared here and in docs/adapters/langgraph.md."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from langgraph.store.base import BaseStore, Item, PutOp
from langgraph.store.memory import InMemoryStore
from memlane import Memory
from memlane_conformance.differential import (
    Difference,
    DifferentialMachine,
    Op,
    Outcome,
    differential_test,
)
from memlane_langgraph import MemlaneStore

SEARCH_ORDER = Difference(
    "search-order",
    "an unqueried search lists the most recently updated items first, like LangGraph's SqliteStore "
    "and PostgresStore; InMemoryStore lists them in insertion order",
)
RANKING = Difference(
    "query-ranking",
    "a search with a query is ranked by the engine's recall and scored; InMemoryStore without an "
    "index configuration ignores the query (unranked, score None)",
)
EMPTY_NAMESPACES = Difference(
    "empty-namespaces",
    "list_namespaces lists namespaces that hold items (like SqliteStore); InMemoryStore also lists "
    "namespaces only read or emptied",
)
LIMITS = Difference(
    "engine-limits",
    "labels with U+001F or NUL or longer than 512 characters, empty keys or keys over 1024 "
    "characters are refused with a ValueError; InMemoryStore stores them",
)
JSON = Difference(
    "json-values",
    "values must be JSON (no NaN/Infinity, no arbitrary objects) and at most 1 MiB: they are stored "
    "in SQLite and survive restarts; InMemoryStore keeps any Python object",
)

NAMESPACES = [("a",), ("a", "b"), ("c",)]
BAD_NAMESPACES = [("a", "x\x1fy"), ("a", "n" * 513), ("a", "p\x00q")]
KEYS = ["k1", "k2", "k3"]
TEXTS = ["Ann likes kayaking on the lake.", "Bo plays the violin.", "Cy grows tomatoes."]


def _item(item: Item | None) -> Any:
    return None if item is None else (item.namespace, item.key, item.value)


def _put(ns: tuple[str, ...], key: str, value: dict[str, Any]) -> Op:
    return Op(f"put({ns}, {key!r}, {value!r})", lambda s: s.put(ns, key, value))


def _delete(ns: tuple[str, ...], key: str) -> Op:
    return Op(f"delete({ns}, {key!r})", lambda s: s.delete(ns, key))


def _get(ns: tuple[str, ...], key: str) -> Op:
    return Op(f"get({ns}, {key!r})", lambda s: _item(s.get(ns, key)))


def _search(prefix: tuple[str, ...], flt: dict | None) -> Op:
    return Op(f"search({prefix}, filter={flt})", lambda s: [_item(i) for i in s.search(prefix, filter=flt, limit=50)])


def _search_query(prefix: tuple[str, ...], query: str) -> Op:
    return Op(f"search_query({prefix}, {query!r})", lambda s: [_item(i) for i in s.search(prefix, query=query, limit=50)])


def _list_namespaces(prefix: tuple[str, ...]) -> Op:
    def call(store: BaseStore) -> tuple[list, list]:
        """What list_namespaces lists, and which of those hold items."""
        listed = store.list_namespaces(prefix=prefix or None, limit=1000)
        return listed, [ns for ns in listed if any(i.namespace == ns for i in store.search(ns, limit=1000))]

    return Op(f"list_namespaces({prefix})", call)


def _batch(ops: list[tuple[tuple[str, ...], str, dict | None]]) -> Op:
    return Op(f"batch({ops!r})", lambda s: s.batch([PutOp(ns, key, value) for ns, key, value in ops]))


def _refused(op: Op) -> Op:
    return Op(op.label, op.call, concurrent=False)


class LangGraphDifferential(DifferentialMachine):
    differences = (SEARCH_ORDER, RANKING, EMPTY_NAMESPACES, LIMITS, JSON)

    def reference(self) -> BaseStore:
        return InMemoryStore()

    def ours(self, memory: Memory) -> BaseStore:
        return MemlaneStore(memory)

    def close(self, system: Any) -> None:
        if isinstance(system, MemlaneStore):
            system.close()

    def operations(self) -> st.SearchStrategy[Op]:
        ns, key = st.sampled_from(NAMESPACES), st.sampled_from(KEYS)
        value = st.builds(lambda t, n: {"text": t, "n": n}, st.sampled_from(TEXTS), st.integers(0, 3))
        prefix = st.sampled_from([(), ("a",), ("a", "b"), ("c",), ("z",)])
        flt = st.sampled_from([None, {"n": 1}, {"n": {"$gt": 1}}, {"n": {"$ne": 2}}])
        query = st.sampled_from(["violin", "who grows vegetables?"])
        bad_value = st.sampled_from([{"n": float("nan")}, {"when": object()}, {"big": "x" * (1024 * 1024 + 1)}])
        valid = st.one_of(
            st.builds(_put, ns, key, value),
            st.builds(_delete, ns, key),
            st.builds(_get, ns, key),
            st.builds(_search, prefix, flt),
            st.builds(_search_query, prefix, query),
            st.builds(_list_namespaces, prefix),
            st.builds(_batch, st.lists(st.tuples(ns, key, st.none() | value), min_size=1, max_size=3)),
        )
        # bad input (never concurrent): refused by both, or by us only (declared)
        bad = st.one_of(
            st.builds(lambda n, v: _refused(_put(n, "k1", v)), st.sampled_from(BAD_NAMESPACES), value),
            st.builds(lambda n, v: _refused(_put(n, "", v)), ns, value),
            st.builds(lambda n, v: _refused(_put(n, "k2", v)), ns, bad_value),
            st.builds(lambda good, n: _refused(_batch([(*good, {"text": "fine", "n": 0}), (n, "k", {"n": 0})])),
                      st.tuples(ns, key), st.sampled_from(BAD_NAMESPACES)),
            st.just(_refused(_put(("a.b",), "k", {"n": 0}))),
        )
        return st.one_of(valid, valid, valid, bad)

    def observe(self, system: BaseStore) -> Any:
        # Every item, by namespace and key (order is compared by the search operations).
        return sorted((_item(i) for i in system.search((), limit=1000)), key=repr)

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        if op == "search" and _same_items(reference, ours):
            return SEARCH_ORDER
        if op == "search_query" and _same_items(reference, ours):
            return RANKING
        if op == "list_namespaces" and ours.value is not None and reference.value is not None:
            _, holding = reference.value
            if ours.value == (holding, holding):
                return EMPTY_NAMESPACES
        if reference.error is None and isinstance(ours.error, ValueError):
            return JSON if str(ours.error).startswith("item value") else LIMITS
        return None


def _same_items(reference: Outcome, ours: Outcome) -> bool:
    if reference.error is not None or ours.error is not None:
        return False
    return sorted(reference.value, key=repr) == sorted(ours.value, key=repr)


TestLangGraphDifferential = differential_test(LangGraphDifferential)
