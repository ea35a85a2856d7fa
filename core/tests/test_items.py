"""memory.items: keyed JSON items (the adapters' surface) — validation, filters, namespaces,
TTL, replacement, recall restricted to a namespace, verified deletion."""

from __future__ import annotations

import time

import numpy as np
import pytest
from memlane.errors import EmbeddingDimensionMismatchError, InvalidInputError
from memlane.items import ItemWrite

NS = ("users", "alice", "memories")


def test_put_get_round_trip_keeps_value_and_order(memory):
    first = memory.items.put(NS, "k1", {"text": "Alice loves hiking", "n": 1}, text="Alice loves hiking")
    memory.items.put(NS, "k2", {"n": 2})
    got = memory.items.get(NS, "k1")
    assert got.value == {"text": "Alice loves hiking", "n": 1} and got.namespace == NS and got.seq == first.seq
    assert [i.key for i in memory.items.list(NS)] == ["k1", "k2"]
    assert [i.key for i in memory.items.list(NS, newest_first=True)] == ["k2", "k1"]
    assert memory.items.get(NS, "missing") is None
    assert memory.items.get(("users", "alice"), "k1") is None  # namespaces are exact for get


@pytest.mark.parametrize(
    "namespace, key, value",
    [((), "k", 1), (("a", ""), "k", 1), (("a\x1fb",), "k", 1), ("abc", "k", 1), (("a",), "", 1),
     (("a",), 5, 1), (("a",), "k", {"x": object()}), (("a",), "k", float("nan")), (("a",), "k", {1, 2})],
)  # fmt: skip
def test_bad_input_is_refused_and_nothing_stored(memory, namespace, key, value):
    with pytest.raises(InvalidInputError):
        memory.items.put(namespace, key, value)
    assert memory.items.count() == 0


def test_put_many_is_all_or_nothing(memory):
    with pytest.raises(InvalidInputError):
        memory.items.put_many([ItemWrite(("a",), "ok", {"x": 1}), ItemWrite(("a",), "bad", {"x": object()})])
    assert memory.items.count() == 0
    with pytest.raises(InvalidInputError):
        memory.items.put_many([ItemWrite(("a",), "same", 1), ItemWrite(("a",), "same", 2)])
    done = memory.items.put_many([ItemWrite(("a",), f"k{i}", {"i": i}, text=f"Note number {i} about apples") for i in range(3)])
    assert [i.key for i in done] == ["k0", "k1", "k2"] and memory.items.count(("a",)) == 3
    assert len(memory.ops.recent(kind="remember", limit=10)) == 1  # one transaction


def test_filters_push_down_every_operator(memory):
    for key, value in {"a": {"n": 1, "tag": "x", "cats": ["red", "blue"]}, "b": {"n": 2, "tag": "y", "cats": ["green"]},
                       "c": {"n": 3, "cats": [], "obj": {"k": [1, 2]}}}.items():  # fmt: skip
        memory.items.put(("f",), key, value)

    def keys(flt):
        return [i.key for i in memory.items.list(("f",), filter=flt)]

    assert keys({"tag": "x"}) == ["a"]
    assert keys({"tag": {"$ne": "x"}}) == ["b", "c"]  # a missing field is "not equal"
    assert keys({"n": {"$gt": 1, "$lte": 3}}) == ["b", "c"]
    assert keys({"n": {"$in": [1, 3]}}) == ["a", "c"]
    assert keys({"cats": {"$contains": "blue"}}) == ["a"]
    assert keys({"cats": {"$contains_any": ["green", "red"]}}) == ["a", "b"]
    assert keys({"obj": {"k": [1, 2]}}) == ["c"]
    assert keys({"tag": "'; DROP TABLE items; --"}) == []
    with pytest.raises(InvalidInputError):
        keys({"n": {"$regex": "x"}})
    with pytest.raises(InvalidInputError):
        keys({"cats": {"$in": "red"}})


def test_namespaces_prefix_is_label_exact(memory):
    for ns in [("a", "b"), ("a", "bc"), ("ab",), ("a", "b", "c")]:
        memory.items.put(ns, "k", 1)
    assert memory.items.namespaces(("a",)) == [("a", "b"), ("a", "b", "c"), ("a", "bc")]
    assert memory.items.count(("a", "b")) == 2 and memory.items.count(("a", "b"), prefix=False) == 1
    assert memory.items.namespaces() == [("a", "b"), ("a", "b", "c"), ("a", "bc"), ("ab",)]


def test_search_recalls_only_inside_the_namespace(memory):
    memory.items.put(NS, "job", {"t": 1}, text="Alice works as a pediatric nurse in Boston.")
    memory.items.put(NS, "hobby", {"t": 2}, text="Alice goes rock climbing on weekends.")
    memory.items.put(("users", "bob", "memories"), "job", {"t": 3}, text="Bob works as a nurse in a hospital.")
    memory.items.put(NS, "plain", {"t": 4})  # not indexed: only listed after the ranked ones
    found = memory.items.search(("users", "alice"), "What is her job at the hospital?", limit=5)
    assert [i.key for i in found][:2] == ["job", "hobby"] and found[0].score > 0
    assert all(i.namespace[1] == "alice" for i in found)
    assert found[-1].key == "plain" and found[-1].score is None
    bob = memory.items.search(("users", "bob"), "nurse", limit=5)
    assert [i.namespace for i in bob] == [("users", "bob", "memories")]
    assert memory.items.search(("users",), "nurse", filter={"t": 3}, limit=5)[0].value == {"t": 3}


def test_search_by_vector_checks_the_dimension(memory):
    memory.items.put(("v",), "k", {"x": 1}, text="The lighthouse keeper feeds the gulls at dawn.")
    vector = memory.embedder.encode(["who feeds the birds in the morning"])[0]
    assert memory.items.search(("v",), vector=vector.tolist())[0].key == "k"
    with pytest.raises(EmbeddingDimensionMismatchError):
        memory.items.search(("v",), vector=np.ones(7))


def test_replacing_a_value_erases_the_old_text(memory):
    memory.items.put(NS, "city", {"c": "Paris"}, text="Alice lives in Paris near the Louvre.")
    memory.items.put(NS, "city", {"c": "Oslo"}, text="Alice lives in Oslo by the fjord.")
    assert memory.items.get(NS, "city").value == {"c": "Oslo"} and memory.items.count() == 1
    assert not [i for i in memory.recall("Louvre Paris", limit=10) if "Paris" in i.fact.text]
    [op] = memory.ops.recent(kind="forget", limit=1)
    assert memory.erasure_receipt(op["operation_id"]).all_erased


def test_delete_is_verified_erasure(memory):
    for key in ("a", "b"):
        memory.items.put(NS, key, {"k": key}, text=f"Secret note {key} about the zeppelin project.")
    memory.items.put(("other",), "a", {"k": "x"}, text="Unrelated note about gardening.")
    deleted = memory.items.delete(NS, ["a"])
    assert deleted.count == 1 and deleted.all_erased
    assert memory.erasure_receipt(deleted.erasure_id).all_erased
    assert [i.key for i in memory.items.list(NS)] == ["b"]
    assert memory.items.delete(NS, ["nope"]).count == 0
    assert memory.items.delete(("users",), prefix=True).count == 1
    assert memory.items.namespaces() == [("other",)]
    assert not memory.recall("zeppelin project", limit=10).items or all(
        "zeppelin" not in i.fact.text for i in memory.recall("zeppelin project", limit=10)
    )


def test_ttl_expires_refreshes_and_sweeps(memory):
    memory.items.put(("t",), "short", {"x": 1}, ttl=0.4)
    memory.items.put(("t",), "long", {"x": 2}, ttl=60)
    memory.items.put(("t",), "forever", {"x": 3})
    first = memory.items.get(("t",), "long").expires_at
    time.sleep(0.5)
    assert memory.items.get(("t",), "short") is None  # invisible before the sweep
    memory.items.get(("t",), "long", refresh_ttl=True)
    refreshed = memory.items.get(("t",), "long").expires_at
    assert refreshed > first
    memory.items.search(("t",), refresh_ttl=True)  # search refreshes what it returns, too
    assert memory.items.get(("t",), "long").expires_at > refreshed
    swept = memory.items.sweep_expired()
    assert swept.count == 1 and swept.all_erased
    assert [i.key for i in memory.items.list(("t",))] == ["long", "forever"]
    with pytest.raises(InvalidInputError):
        memory.items.put(("t",), "bad", 1, ttl=-1)


def test_status_archives_without_deleting(memory):
    for i in range(4):
        memory.items.put(("chat",), f"m{i}", {"i": i}, text=f"Message {i} of the chat")
    assert memory.items.set_status(("chat",), ["m0", "m1"], "archived") == 2
    assert [i.key for i in memory.items.list(("chat",))] == ["m2", "m3"]
    assert [i.key for i in memory.items.list(("chat",), status="archived")] == ["m0", "m1"]
    assert memory.items.count(("chat",), status=None) == 4


def ann_and_vic(memory):
    """Two principals on the default profile: ann (member) and vic (viewer), logged in."""
    sessions = []
    for name, role in (("ann", "member"), ("vic", "viewer")):
        memory.admin.create_principal(name, f"{name}-password-1")
        memory.admin.grant(name, "default", role)
        sessions.append(memory.session(memory.admin.login(name, f"{name}-password-1").token))
    return sessions


def test_personal_scopes_isolate_principals(memory):
    ann, vic = ann_and_vic(memory)
    ann.items.put(NS, "k", {"secret": 1}, text="Ann hides the key under the blue flowerpot.")
    memory.items.put(NS, "k", {"owner": 1}, text="The owner keeps a spare key at the office.")
    assert ann.items.get(NS, "k").value == {"secret": 1}  # same key, own scope
    assert memory.items.get(NS, "k").value == {"owner": 1}
    assert [i.value for i in ann.items.search(NS, "where is the key hidden")] == [{"secret": 1}]
    from memlane.governance import PolicyDeniedError

    with pytest.raises(PolicyDeniedError):
        vic.items.put(NS, "k", {"x": 1}, text="A viewer cannot write.")
    assert vic.items.list(NS) == []


async def test_async_twins_share_the_implementation(memory):
    import asyncio

    await asyncio.gather(*(memory.items.aput(("a",), f"k{i}", {"i": i}) for i in range(5)))
    assert await memory.items.acount(("a",)) == 5
    assert (await memory.items.aget(("a",), "k3")).value == {"i": 3}


def test_viewer_reads_refresh_nothing_and_sweeps_stay_in_own_scopes(memory):
    ann, vic = ann_and_vic(memory)
    memory.items.put(("g",), "k", {"x": 1}, ttl=60, scope="global")
    before = memory.items.get(("g",), "k").expires_at
    assert vic.items.get(("g",), "k", refresh_ttl=True).value == {"x": 1}  # no PolicyDeniedError
    assert memory.items.get(("g",), "k").expires_at == before
    memory.items.put(("t",), "owner", {"x": 1}, ttl=0.2)
    time.sleep(0.3)
    assert ann.items.sweep_expired().count == 0  # not ann's to erase
    assert memory.items.sweep_expired().count == 1


def test_search_reports_similarity_and_put_can_archive(memory):
    memory.items.put(("s",), "a", {"x": 1}, text="The orchard grows apples and pears.")
    memory.items.put_many([ItemWrite(("s",), "old", {"x": 2}, text="Old archived chatter about apples.", status="archived")])
    [hit] = memory.items.search(("s",), "apple orchard", limit=5)
    assert hit.key == "a" and 0 < hit.similarity <= 1 and hit.score > 0
    assert [i.key for i in memory.items.list(("s",), status="archived")] == ["old"]
    with pytest.raises(InvalidInputError):
        memory.items.put_many([ItemWrite(("s",), "b", 1, status="deleted")])


def test_threads_share_the_engine_safely(memory):
    """Reads and writes from many threads at once: no connection is used by two threads."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    start = threading.Barrier(4)
    memory.items.put(("w", "seed"), "k", {"i": -1}, text="A seed event so the profile exists.")
    memory._engine._index_bound = False  # as in a fresh process: the first recalls check the index

    def worker(t: int) -> None:
        start.wait()  # every thread's first recall at once (the lazy index check included)
        memory.recall("events in a sector", limit=3)
        for i in range(3):
            memory.items.put(("w", str(t)), f"k{i}", {"i": i}, text=f"Worker {t} logged event {i} in sector {t * 7 + i}.")
            memory.items.search(("w",), f"worker {t} event", limit=3)
            memory.recall(f"sector {t}", limit=3)
            memory.stats()

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(worker, range(4)))  # re-raises a worker's exception here
    assert memory.items.count(("w",)) == 13


def test_pop_takes_the_newest_once_even_under_concurrency(memory):
    import threading

    for i in range(6):
        memory.items.put(("chat",), f"m{i}", {"i": i}, text=f"Message number {i} of the chat.")
    assert memory.items.pop(("chat",)).key == "m5"
    got: list[str] = []

    def worker() -> None:
        for _ in range(3):
            item = memory.items.pop(("chat",))
            if item is not None:
                got.append(item.key)

    threads = [threading.Thread(target=worker) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(got) == ["m0", "m1", "m2", "m3", "m4"]  # each exactly once
    assert memory.items.pop(("chat",)) is None and memory.items.pop(("never",)) is None
    [op] = memory.ops.recent(kind="forget", limit=1)
    assert memory.erasure_receipt(op["operation_id"]).all_erased
