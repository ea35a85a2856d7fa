"""MemlaneChatMessageHistory and the key-value stores with real LangChain messages and values:
every message type round-trips, bad input is refused before anything is stored."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.stores import InvalidKeyException
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane_langchain import MemlaneByteStore, MemlaneChatMessageHistory, MemlaneStore

MESSAGES = [
    SystemMessage("You are a travel assistant."),
    HumanMessage("Book me a train to Porto.", id="h1", name="ann"),
    AIMessage("", tool_calls=[{"name": "book", "args": {"to": "Porto", "seats": 1}, "id": "call-1", "type": "tool_call"}]),
    ToolMessage("Booked: seat 42A.", tool_call_id="call-1"),
    AIMessage([{"type": "text", "text": "Done — seat 42A on the 9:10 train."}], response_metadata={"model": "fake"}),
]


def test_every_message_type_round_trips_in_order(memory: Memory) -> None:
    history = MemlaneChatMessageHistory("trip", memory)
    history.add_messages(MESSAGES[:2])
    history.add_message(MESSAGES[2])
    history.add_messages(MESSAGES[3:])
    assert history.messages == MESSAGES
    assert MemlaneChatMessageHistory("other", memory).messages == []
    # The text of each message is indexed: recall finds the booking, not the empty tool call.
    assert history.search("which seat was booked", k=2)[0].content in ("Booked: seat 42A.", MESSAGES[4].content)
    history.clear()
    assert history.messages == []


def test_concurrent_appends_lose_nothing_and_keep_each_writer_in_order(memory: Memory) -> None:
    history = MemlaneChatMessageHistory("busy", memory)

    def writer(t: int) -> None:
        for i in range(3):
            history.add_user_message(f"writer {t} line {i}")

    with ThreadPoolExecutor(3) as pool:
        list(pool.map(writer, range(3)))
    got = [m.content for m in history.messages]
    assert sorted(got) == sorted(f"writer {t} line {i}" for t in range(3) for i in range(3))
    for t in range(3):
        assert [x for x in got if x.startswith(f"writer {t} ")] == [f"writer {t} line {i}" for i in range(3)]

    async def gather() -> None:
        await asyncio.gather(*(history.aadd_messages([AIMessage(f"async {i}")]) for i in range(5)))

    asyncio.run(gather())
    assert len(history.messages) == 14


def test_chat_history_refuses_bad_input_whole(memory: Memory) -> None:
    history = MemlaneChatMessageHistory("strict", memory)
    history.add_user_message("kept")
    with pytest.raises(InvalidInputError):  # the good message of the batch is not stored either
        history.add_messages([HumanMessage("good"), HumanMessage("bad", additional_kwargs={"x": object()})])
    with pytest.raises(InvalidInputError):
        history.add_messages(["not a message"])  # type: ignore[list-item]
    assert [m.content for m in history.messages] == ["kept"]
    for bad in ("", "a\x1fb", "x" * 513, None):
        with pytest.raises(InvalidInputError):  # at construction, not at the first write in a chain
            MemlaneChatMessageHistory(bad, memory)  # type: ignore[arg-type]


def test_key_value_stores(memory: Memory) -> None:
    raw = MemlaneByteStore(memory)
    raw.mset([("emb:1", b"\x00\x01"), ("emb:2", bytes(range(256))), ("doc:1", b"")])
    assert raw.mget(["emb:2", "missing", "doc:1"]) == [bytes(range(256)), None, b""]
    assert list(raw.yield_keys(prefix="emb:")) == ["emb:1", "emb:2"]
    with pytest.raises(InvalidInputError):
        raw.mset([("ok", b"fine"), ("text", "not bytes")])  # type: ignore[list-item]
    assert raw.mget(["ok"]) == [None]  # all or nothing

    values = MemlaneStore(memory)  # its own namespace: the byte store's keys are not visible
    assert list(values.yield_keys()) == []
    values.mset([("cfg", {"depth": 3, "tags": ["a"], "ratio": 0.5, "on": True, "none": None})])
    assert values.mget(["cfg"]) == [{"depth": 3, "tags": ["a"], "ratio": 0.5, "on": True, "none": None}]
    for bad in ({1, 2}, float("nan"), object()):
        with pytest.raises(InvalidInputError):
            values.mset([("bad", bad)])
    for key in ("", "k\x00", "k" * 1025):
        with pytest.raises(InvalidKeyException):
            values.mset([(key, 1)])
        with pytest.raises(ValueError):  # InvalidKeyError is also a ValueError
            values.mget([key])
    values.mdelete(["cfg", "never-set"])
    assert values.mget(["cfg"]) == [None]


def test_key_value_store_persists_and_isolates_principals(memory: Memory, open_memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, ben = principal("ann", "member"), principal("ben", "member")
    MemlaneStore(ann).mset([("pin", "4512")])
    assert MemlaneStore(ben).mget(["pin"]) == [None]
    assert list(MemlaneStore(ben).yield_keys()) == []
    memory.close()
    reopened = open_memory()
    ann_again = reopened.session(reopened.admin.login("ann", "ann-conformance-password").token)
    assert MemlaneStore(ann_again).mget(["pin"]) == ["4512"]
