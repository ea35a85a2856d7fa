"""memory.items under concurrency: every item write is one transaction that reads what it
changes where it changes it (issue 14, "Fix first" 1-3): concurrent puts to one key (last
writer wins, no exception), batches with deletes, replace-all, insert/delete/archive by
position, and reads after close."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import textwrap
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from memlane.errors import InvalidInputError, StorageError
from memlane.items import ItemWrite

LOG = ("chat", "log")


def _keys(memory, ns=LOG, **kw):
    return [i.key for i in memory.items.list(ns, prefix=False, status=None, limit=1000, **kw)]


def _fill(memory, n=10, ns=LOG):
    memory.items.put_many([ItemWrite(ns, f"m{i}", {"i": i}, text=f"Message number {i} of the log.") for i in range(n)])


def _together(n, fn):
    """Run fn(i) for i in range(n) on n threads released at once; re-raise any failure."""
    start = threading.Barrier(n)

    def run(i):
        start.wait()
        return fn(i)

    with ThreadPoolExecutor(n) as pool:
        return list(pool.map(run, range(n)))


# -- 1. concurrent puts to one key ---------------------------------------------------------------
def test_threads_putting_one_key_all_succeed_and_the_last_writer_wins(memory):
    done = _together(10, lambda i: memory.items.put(("users", "ann"), "pref", {"writer": i}, text=f"Writer {i} prefers seat {i}."))
    assert [d.value for d in done] == [{"writer": i} for i in range(10)]  # each caller sees its own write
    [item] = memory.items.list(("users", "ann"))
    assert item.value in [{"writer": i} for i in range(10)]
    # every replaced value's memory is erased: one memory left for the key, no orphans
    assert memory.items.sweep_expired().count == 0
    assert memory.stats()["memories"] == 1, memory.stats()


def test_async_puts_to_one_key_all_succeed(memory):
    async def main():
        return await asyncio.gather(*(memory.items.aput(("a",), "k", {"i": i}, text=f"Value {i}") for i in range(20)))

    assert len(asyncio.run(main())) == 20
    assert memory.items.count(("a",)) == 1


_PROCESS = textwrap.dedent(
    """
    import sys
    from memlane import Memory
    with Memory(sys.argv[1]) as memory:
        for i in range(12):
            memory.items.put(("users", "ann"), "pref", {"proc": sys.argv[2], "i": i}, text=f"Ann prefers seat {i}.")
    print("ok")
    """
)


@pytest.mark.slow
def test_two_processes_putting_one_key_all_succeed(tmp_path, memory):
    data = str(memory.data_dir)
    memory.items.put(("users", "ann"), "pref", {"proc": "seed"}, text="Ann prefers the aisle.")
    procs = [
        subprocess.Popen([sys.executable, "-c", _PROCESS, data, name], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for name in ("p1", "p2")
    ]
    outs = [p.communicate(timeout=600) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [err[-2000:] for _, err in outs]
    [item] = memory.items.list(("users", "ann"))
    assert item.value["proc"] in ("p1", "p2") and item.value["i"] == 11


# -- 2. a batch with deletes is one transaction ------------------------------------------------------
def test_put_many_with_deletes_is_validated_whole_and_atomic(memory):
    memory.items.put(("ns",), "old", {"x": 1}, text="An old note.")
    for bad in [(("ns", "a\x1fb"), "k"), (("ns", "x" * 513), "k"), (("ns",), "")]:
        with pytest.raises(InvalidInputError):
            memory.items.put_many([ItemWrite(("ns",), "new", {"x": 2})], delete=[bad])
        assert _keys(memory, ("ns",)) == ["old"]  # nothing half-applied
    before = len(memory.ops.recent(limit=1000))
    done = memory.items.put_many([ItemWrite(("ns",), "new", {"x": 2}, text="A new note.")], delete=[(("ns",), "old"), (("ns",), "gone")])
    assert [d.key for d in done] == ["new"] and _keys(memory, ("ns",)) == ["new"]
    ops = memory.ops.recent(limit=1000)  # newest first
    assert [op["kind"] for op in ops[: len(ops) - before]] == ["forget", "remember"]  # one write, then the freed memory's erasure
    assert memory.items.put_many([], delete=[(("ns",), "new")]) == [] and _keys(memory, ("ns",)) == []
    with pytest.raises(InvalidInputError):
        memory.items.put_many([ItemWrite(("ns",), "k", 1)], delete=[(("ns",), "k")])


# -- 3. atomic primitives ---------------------------------------------------------------------------
def test_concurrent_inserts_at_a_position_keep_every_message(memory):
    _fill(memory)
    _together(5, lambda i: memory.items.insert_at(LOG, 2, [ItemWrite(LOG, f"new{i}", {"new": i}, text=f"Inserted message {i}.")]))
    keys = _keys(memory)
    assert len(keys) == 15 and keys[:2] == ["m0", "m1"] and keys[7:] == [f"m{i}" for i in range(2, 10)]
    assert sorted(keys[2:7]) == [f"new{i}" for i in range(5)]


def test_insert_at_follows_list_insert(memory):
    _fill(memory, 3)
    reference = ["m0", "m1", "m2"]
    for index, key in [(0, "a"), (-1, "b"), (99, "c"), (-99, "d"), (2, "e"), (2, "f")]:
        memory.items.insert_at(LOG, index, [ItemWrite(LOG, key, {"k": key})])
        reference.insert(index, key)
        assert _keys(memory) == reference
    memory.items.insert_at(LOG, 1, [ItemWrite(LOG, "x", 1), ItemWrite(LOG, "y", 2)])
    reference[1:1] = ["x", "y"]
    assert _keys(memory) == reference
    assert [i.key for i in memory.items.list(LOG, prefix=False, newest_first=True, limit=3)] == reference[::-1][:3]


def test_insert_at_one_spot_many_times_renumbers_and_keeps_order(memory):
    _fill(memory, 2)
    for i in range(60):  # more halvings than a float has bits: the namespace is renumbered
        memory.items.insert_at(LOG, 1, [ItemWrite(LOG, f"n{i}", i)])
    assert _keys(memory) == ["m0", *[f"n{i}" for i in reversed(range(60))], "m1"]


def test_concurrent_replace_all_leaves_exactly_one_replacement(memory):
    _fill(memory)

    def replace(i):
        return memory.items.replace_all(LOG, [ItemWrite(LOG, f"r{i}-{j}", {"r": i}, text=f"Reply {j} of writer {i}.") for j in range(2)])

    _together(5, replace)
    keys = _keys(memory)
    assert len(keys) == 2 and keys[0][:2] == keys[1][:2] and keys[0].endswith("-0") and keys[1].endswith("-1")
    assert memory.items.sweep_expired().count == 0  # every replaced message was erased
    assert memory.items.replace_all(LOG, []) == [] and _keys(memory) == []
    with pytest.raises(InvalidInputError):
        memory.items.replace_all(LOG, [ItemWrite(("elsewhere",), "k", 1)])


def test_concurrent_deletes_at_a_position_each_take_one(memory):
    _fill(memory)
    popped = _together(5, lambda i: memory.items.delete_at(LOG, 0))
    assert sorted(p[0].key for p in popped) == [f"m{i}" for i in range(5)]
    assert _keys(memory) == [f"m{i}" for i in range(5, 10)]
    assert [i.key for i in memory.items.delete_at(LOG, -1)] == ["m9"]
    assert memory.items.delete_at(LOG, 4) == [] and memory.items.delete_at(LOG, -5) == []
    assert [i.key for i in memory.items.delete_at(LOG, 0, count=9)] == ["m5", "m6", "m7", "m8"]
    assert memory.items.delete_at(LOG, 0) == [] and memory.items.pop(LOG) is None


def test_concurrent_deletes_of_one_key_never_fail(memory):
    _fill(memory, 3)
    deleted = _together(5, lambda i: memory.items.delete(LOG, ["m1"]).count)
    assert sorted(deleted) == [0, 0, 0, 0, 1] and _keys(memory) == ["m0", "m2"]


def test_archive_by_position_is_atomic(memory):
    _fill(memory)
    archived = _together(3, lambda i: memory.items.set_status_at(LOG, 0, 2, "archived"))
    assert sorted(k for batch in archived for k in (i.key for i in batch)) == [f"m{i}" for i in range(6)]
    assert [i.key for i in memory.items.list(LOG, prefix=False)] == ["m6", "m7", "m8", "m9"]
    assert [i.key for i in memory.items.delete_at(LOG, 0, status="archived")] == ["m0"]


# -- 6. search without a query: most recently written first -------------------------------------------
def test_unqueried_search_lists_most_recently_written_first(memory):
    for key in ("a", "b", "c"):
        memory.items.put(("s",), key, {"k": key})
        time.sleep(0.01)
    memory.items.put(("s",), "a", {"k": "a2"})  # a replacement keeps its position, updates its time
    assert [i.key for i in memory.items.search(("s",))] == ["a", "c", "b"]
    assert [i.key for i in memory.items.list(("s",))] == ["a", "b", "c"]


# -- 5. a closed memory says so in memlane's terms ---------------------------------------------------
def test_reads_and_writes_after_close_raise_storage_error(tmp_path, embedder):
    from memlane import Memory

    memory = Memory(tmp_path / "closed", embedder=embedder)
    memory.items.put(("a",), "k", 1)
    memory.close()
    for call in (lambda: memory.items.list(("a",)), lambda: memory.items.get(("a",), "k"), lambda: memory.items.put(("a",), "k", 2)):
        with pytest.raises(StorageError):
            call()
