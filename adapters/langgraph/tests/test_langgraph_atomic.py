"""The store under concurrency and bad batches (issue 14, "Fix first" 1, 2, 6): concurrent puts
to one key all succeed (last writer wins, as InMemoryStore/SqliteStore), a batch is validated
whole before any op runs, an unqueried search lists the most recently updated first."""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from langgraph.store.base import GetOp, PutOp
from memlane_langgraph import MemlaneStore


def test_threads_putting_one_key_all_succeed(store: MemlaneStore) -> None:
    start = threading.Barrier(10)

    def put(i: int) -> None:
        start.wait()
        store.put(("users", "ann"), "pref", {"text": f"Ann prefers seat {i}.", "writer": i})

    with ThreadPoolExecutor(10) as pool:
        list(pool.map(put, range(10)))  # re-raises a failed put
    item = store.get(("users", "ann"), "pref")
    assert item is not None and item.value["writer"] in range(10)
    assert len(store.search(("users",))) == 1


async def test_gathered_aputs_to_one_key_all_succeed(store: MemlaneStore) -> None:
    await asyncio.gather(*(store.aput(("a",), "k", {"text": f"Value {i}", "i": i}) for i in range(30)))
    item = await store.aget(("a",), "k")
    assert item is not None and item.value["i"] in range(30)


@pytest.mark.parametrize("bad", [PutOp(("ns", "a\x1fb"), "k", None), PutOp(("ns", "x" * 513), "k", {"v": 1}),
                                 PutOp(("ns",), "", {"v": 1}), GetOp(("ns", "a\x00b"), "k"),
                                 PutOp(("ns",), "k2", {"v": float("nan")}), PutOp(("ns",), "k3", {"v": object()})])  # fmt: skip
def test_a_batch_with_a_bad_op_changes_nothing(store: MemlaneStore, bad: object) -> None:
    store.put(("ns",), "old", {"v": 0})
    with pytest.raises(ValueError):
        store.batch([PutOp(("ns",), "new", {"v": 1}), PutOp(("ns",), "old", None), bad])  # type: ignore[list-item]
    assert store.get(("ns",), "new") is None and store.get(("ns",), "old") is not None


def test_puts_and_deletes_of_a_batch_are_one_transaction(store: MemlaneStore) -> None:
    store.put(("ns",), "old", {"v": 0})
    ops = store.memory.ops.recent(kind="remember", limit=100)
    store.batch([PutOp(("ns",), "new", {"v": 1}), PutOp(("ns",), "old", None)])
    assert len(store.memory.ops.recent(kind="remember", limit=100)) == len(ops) + 1
    assert [i.key for i in store.search(("ns",))] == ["new"]


def test_unqueried_search_lists_the_most_recently_updated_first(store: MemlaneStore) -> None:
    for key in ("a", "b", "c"):
        store.put(("docs",), key, {"text": f"Document {key}."})
        time.sleep(0.01)
    store.put(("docs",), "a", {"text": "Document a, revised."})
    assert [i.key for i in store.search(("docs",))] == ["a", "c", "b"]
    assert [i.key for i in store.search(("docs",), limit=2, offset=1)] == ["c", "b"]
