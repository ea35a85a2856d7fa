"""Chat stores under concurrency (issue 14, "Fix first" 3): every store call is one engine
transaction, so five concurrent positional inserts, replacements or deletions end as they do
with LlamaIndex's SimpleChatStore, no caller fails and no engine id reaches the caller."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store import SimpleChatStore
from memlane import Memory
from memlane_llamaindex import MemlaneAsyncChatStore, MemlaneChatStore

LOG = [ChatMessage(role="user", content=f"Message number {i} of the log.") for i in range(10)]


def _together(n, fn):  # type: ignore[no-untyped-def]
    start = threading.Barrier(n)

    def run(i):  # type: ignore[no-untyped-def]
        start.wait()
        return fn(i)

    with ThreadPoolExecutor(n) as pool:
        return list(pool.map(run, range(n)))  # re-raises a failed call


def _both(memory: Memory):  # type: ignore[no-untyped-def]
    stores = [SimpleChatStore(), MemlaneChatStore(memory)]
    for store in stores:
        store.set_messages("log", list(LOG))
    return stores


def test_concurrent_positional_inserts_keep_every_message(memory: Memory) -> None:
    for store in _both(memory):
        _together(5, lambda i, s=store: s.add_message("log", ChatMessage(role="user", content=f"new {i}"), idx=2))
        got = [m.content for m in store.get_messages("log")]
        assert len(got) == 15 and got[:2] == [m.content for m in LOG[:2]] and got[7:] == [m.content for m in LOG[2:]]
        assert sorted(got[2:7]) == [f"new {i}" for i in range(5)]


def test_concurrent_set_messages_leave_one_replacement(memory: Memory) -> None:
    for store in _both(memory):
        _together(5, lambda i, s=store: s.set_messages("log", [ChatMessage(content=f"{i}a"), ChatMessage(content=f"{i}b")]))
        got = [m.content for m in store.get_messages("log")]
        assert len(got) == 2 and got[0][0] == got[1][0] and got[0].endswith("a") and got[1].endswith("b")


def test_concurrent_deletions_at_a_position_each_take_one(memory: Memory) -> None:
    for store in _both(memory):
        taken = _together(5, lambda i, s=store: s.delete_message("log", 0))
        assert sorted(m.content for m in taken) == sorted(m.content for m in LOG[:5])
        assert [m.content for m in store.get_messages("log")] == [m.content for m in LOG[5:]]


async def test_concurrent_oldest_deletions_return_messages_not_engine_ids(memory: Memory) -> None:
    store = MemlaneAsyncChatStore(memory)
    await store.add_messages("log", list(LOG))
    taken = await asyncio.gather(*(store.delete_oldest_messages("log", 2) for _ in range(4)))
    flat = [m for batch in taken for m in batch]
    assert sorted(m.content for m in flat) == sorted(m.content for m in LOG[:8])  # each exactly once
    assert all(isinstance(m, ChatMessage) and m.additional_kwargs == {} for m in flat)
    assert [m.content for m in await store.get_messages("log")] == [m.content for m in LOG[8:]]
    archived = await asyncio.gather(*(store.archive_oldest_messages("log", 1) for _ in range(2)))
    assert sorted(m.content for batch in archived for m in batch) == [m.content for m in LOG[8:]]
    assert await store.count_messages("log") == 0 and await store.count_messages("log", status=None) == 2
