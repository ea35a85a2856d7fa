"""TTL on MemlaneStore: LangGraph minutes become engine seconds; expired items vanish from every
read before they are swept; reads refresh TTLs (per op, per TTLConfig); the sweeper erases.
Expiry needs the clock to pass, so these sleep about a second (no timing assertions)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from memlane import Memory
from memlane_langgraph import MemlaneStore

SECOND = 1 / 60  # LangGraph TTLs are in minutes


def _expires(memory: Memory, ns: tuple[str, ...], key: str) -> float:
    item = memory.items.get(ns, key)  # the engine's own record is the evidence
    assert item is not None and item.expires_at is not None
    return item.expires_at.timestamp()


def test_items_expire_everywhere_then_are_swept(memory: Memory) -> None:
    store = MemlaneStore(memory, ttl={"default_ttl": SECOND})
    store.put(("ttl", "short"), "default", {"text": "expires with the default TTL"})
    store.put(("ttl", "short"), "explicit", {"text": "expires with its own TTL"}, ttl=SECOND)
    store.put(("ttl", "kept"), "forever", {"text": "never expires"}, ttl=None)
    store.put(("ttl", "kept"), "long", {"text": "expires in ten minutes"}, ttl=10)
    assert store.get(("ttl", "short"), "default", refresh_ttl=False) is not None
    time.sleep(1.5)
    assert store.get(("ttl", "short"), "default") is None
    assert store.get(("ttl", "short"), "explicit") is None
    assert store.search(("ttl", "short")) == [] and store.search(("ttl", "short"), query="expires") == []
    assert store.list_namespaces(prefix=("ttl",)) == [("ttl", "kept")]
    assert {i.key for i in store.search(("ttl",))} == {"forever", "long"}
    assert store.sweep_ttl() == 2
    [op] = memory.ops.recent(kind="forget")
    assert memory.erasure_receipt(op["operation_id"]).all_erased  # swept = verified erasure
    assert store.sweep_ttl() == 0


def test_reads_refresh_ttl_per_op(memory: Memory) -> None:
    store = MemlaneStore(memory)  # no TTLConfig: LangGraph refreshes on read by default
    ns = ("refresh",)
    store.put(ns, "k", {"text": "refresh me"}, ttl=1)
    before = _expires(memory, ns, "k")
    time.sleep(0.05)
    assert store.get(ns, "k", refresh_ttl=False) is not None
    assert store.search(ns, refresh_ttl=False)
    assert _expires(memory, ns, "k") == before
    store.get(ns, "k")
    after_get = _expires(memory, ns, "k")
    assert after_get > before
    time.sleep(0.05)
    store.search(ns, query="refresh")
    assert _expires(memory, ns, "k") > after_get


def test_ttl_config_refresh_on_read_false(memory: Memory) -> None:
    store = MemlaneStore(memory, ttl={"default_ttl": 1, "refresh_on_read": False})
    ns = ("norefresh",)
    store.put(ns, "k", {"text": "not refreshed"})
    before = _expires(memory, ns, "k")
    time.sleep(0.05)
    store.get(ns, "k")
    store.search(ns)
    assert _expires(memory, ns, "k") == before
    store.get(ns, "k", refresh_ttl=True)  # an explicit per-op request still refreshes
    assert _expires(memory, ns, "k") > before


def test_a_viewer_reads_without_refreshing(memory: Memory, principal: Callable[[str, str], Memory]) -> None:
    # Setup through the engine: a global-scope item (readable by a viewer; the adapter itself
    # writes to the caller's personal scope). Refreshing a TTL is a write the viewer may not
    # make: the read still succeeds and the TTL is left alone.
    memory.items.put(("team",), "k", {"text": "owner note"}, text="owner note", ttl=60, scope="global")
    before = _expires(memory, ("team",), "k")
    viewer = MemlaneStore(principal("vic", "viewer"))
    time.sleep(0.05)
    got = viewer.get(("team",), "k")
    assert got is not None and got.value == {"text": "owner note"}
    assert [i.key for i in viewer.search(("team",), query="owner note")] == ["k"]
    assert _expires(memory, ("team",), "k") == before


def test_sweeper_erases_in_the_background(memory: Memory) -> None:
    store = MemlaneStore(memory, ttl={"default_ttl": SECOND, "sweep_interval_minutes": 0.25 * SECOND})
    future = store.start_ttl_sweeper()
    assert not future.done()
    assert store.start_ttl_sweeper() is not future  # already running: a second handle, same thread
    store.put(("sweep",), "k", {"text": "swept soon"})
    deadline = time.monotonic() + 30
    while not memory.ops.recent(kind="forget") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert memory.ops.recent(kind="forget"), "the sweeper never erased the expired item"
    assert store.sweep_ttl() == 0
    assert store.stop_ttl_sweeper(timeout=10)
    assert future.result(timeout=10) is None


def test_cancelling_the_future_stops_the_sweeper(memory: Memory) -> None:
    store = MemlaneStore(memory)
    future = store.start_ttl_sweeper(sweep_interval_minutes=10)
    assert future.cancel()
    assert store.stop_ttl_sweeper(timeout=10)
    store.close()


def test_bad_ttl_is_refused(store: MemlaneStore) -> None:
    with pytest.raises(ValueError):
        store.put(("ttl",), "k", {"v": 1}, ttl=-1)
    assert store.get(("ttl",), "k") is None
