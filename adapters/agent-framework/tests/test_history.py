"""MemlaneHistoryProvider against real Agent Framework objects and the real engine: the
HistoryProvider contract (verbatim round trip, the framework's replay rule, skip_excluded),
isolation, governance, persistence, concurrency and bad input, and a real ``Agent`` whose
second run sees the first run's turn."""

from __future__ import annotations

import asyncio
import inspect
import itertools

import pytest
from agent_framework import (
    Agent,
    AgentSession,
    Content,
    HistoryProvider,
    InMemoryHistoryProvider,
    Message,
)
from agent_framework._sessions import filter_new_messages
from helpers import LocalChatClient, assistant, dicts, tool_turn, user
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.governance import PolicyDeniedError
from memlane_agent_framework import MemlaneHistoryProvider


def test_is_a_history_provider(memory: Memory) -> None:
    provider = MemlaneHistoryProvider(memory)
    assert isinstance(provider, HistoryProvider) and provider.source_id == "memlane_history"
    assert inspect.iscoroutinefunction(provider.get_messages) and inspect.iscoroutinefunction(provider.save_messages)
    assert MemlaneHistoryProvider(memory, source_id="chat").source_id == "chat"


async def test_messages_round_trip_verbatim(memory: Memory) -> None:
    provider = MemlaneHistoryProvider(memory)
    messages = [
        user("Zoë's café — 日本語 🚀", author_name="zoe", message_id="m1", additional_properties={"k": [1, {"x": None}]}),
        *tool_turn(),
        Message("assistant", ["It is raining.", Content.from_uri("https://example.com/radar.png", media_type="image/png")]),
        Message("system", ["Be brief."]),
    ]
    await provider.save_messages("s", messages)
    got = await provider.get_messages("s")
    assert dicts(got) == dicts(messages)
    assert got[0].author_name == "zoe" and got[0].message_id == "m1" and got[1].contents[0].type == "function_call"


async def test_replay_rule_matches_the_framework(memory: Memory) -> None:
    ours, ref, state = MemlaneHistoryProvider(memory), InMemoryHistoryProvider(), {}
    a, b, c, d = user("one"), assistant("two"), user("three"), assistant("four")
    for batch in ([a, b], [a, b, c], [b, c, d], [d], [user("again")], [user("again")],
                  [user("id", message_id="x")], [user("id", message_id="x")]):  # fmt: skip
        await ours.save_messages("s", batch)
        await ref.save_messages("s", batch, state=state)
        assert dicts(await ours.get_messages("s")) == dicts(await ref.get_messages("s", state=state))
    # A full transcript replay adds nothing; a repeated user turn without an id is a new turn.
    assert [m.text for m in await ours.get_messages("s")] == ["one", "two", "three", "four", "again", "again", "id"]


def test_the_replay_rule_needs_only_the_newest_messages() -> None:
    """What _save relies on to stay bounded: the framework's rule decides the same on the last
    len(incoming) stored messages as on the whole history (exhaustive over short histories)."""
    alphabet = [user("u"), assistant("a"), user("x", message_id="1")]  # the rule's three cases
    for n in range(5):
        for existing in itertools.product(alphabet, repeat=n):
            for k in range(1, 4):
                for incoming in itertools.product(alphabet, repeat=k):
                    full = filter_new_messages(list(existing), list(incoming))
                    assert full == filter_new_messages(list(existing[-k:]), list(incoming)), (existing, incoming)


async def test_skip_excluded(memory: Memory) -> None:
    kept, hidden = user("kept"), assistant("hidden", additional_properties={"_excluded": True})
    await MemlaneHistoryProvider(memory).save_messages("s", [kept, hidden])
    assert [m.text for m in await MemlaneHistoryProvider(memory, skip_excluded=True).get_messages("s")] == ["kept"]
    assert len(await MemlaneHistoryProvider(memory).get_messages("s")) == 2


async def test_sessions_are_isolated_and_odd_ids_mapped(memory: Memory) -> None:
    provider = MemlaneHistoryProvider(memory)
    ids = ["o'brien\"; DROP TABLE items;--", "100%_*?[x]", "zoë/日本/🚀", "s", "s/child"]
    for sid in ids:
        await provider.save_messages(sid, [user(f"message of {sid}")])
    for sid in ids:
        assert [m.text for m in await provider.get_messages(sid)] == [f"message of {sid}"]
    assert await provider.get_messages("never-used") == []


@pytest.mark.parametrize(
    ("session_id", "messages", "error"),
    [(None, [user("x")], TypeError), ("", [user("x")], InvalidInputError), ("a\x1fb", [user("x")], InvalidInputError),
     ("s" * 513, [user("x")], InvalidInputError), ("s", [user("x"), "not a message"], TypeError),
     ("s", user("x"), TypeError), ("s", [user("x", additional_properties={"h": float("nan")})], InvalidInputError)],
    ids=["none", "empty", "unit-separator", "too-long", "not-a-message", "bare-message", "not-json"],
)  # fmt: skip
async def test_bad_input_is_typed_and_stores_nothing(memory: Memory, session_id, messages, error) -> None:  # type: ignore[no-untyped-def]
    provider = MemlaneHistoryProvider(memory)
    await provider.save_messages("s", [user("kept")])
    with pytest.raises(error):
        await provider.save_messages(session_id, messages)
    assert [m.text for m in await provider.get_messages("s")] == ["kept"]
    assert memory.items.count(("agent-framework",)) == 1


async def test_search_and_clear(memory: Memory) -> None:
    provider = MemlaneHistoryProvider(memory)
    await provider.save_messages("s", [user("Book a table for two at an Italian restaurant."), *tool_turn(),
                                       assistant("Your table at Trattoria Roma is booked for 8 pm.")])  # fmt: skip
    await provider.save_messages("other", [user("Italian restaurants near me?")])
    hits = await provider.search("s", "dinner reservation", limit=3)
    assert hits and hits[0].score > 0 and [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(h.message.text for h in hits)  # tool messages have no text: never hits
    assert "Italian restaurants near me?" not in [h.message.text for h in hits]
    assert await provider.clear("s") == 4
    [op] = memory.ops.recent(kind="forget", limit=1)
    assert memory.erasure_receipt(op["operation_id"]).all_erased
    assert await provider.get_messages("s") == [] and len(await provider.get_messages("other")) == 1


async def test_concurrent_saves_lose_nothing(memory: Memory) -> None:
    provider = MemlaneHistoryProvider(memory)
    batches = [[user(f"task {t} asks"), assistant(f"task {t} answers")] for t in range(6)]
    await asyncio.gather(*(provider.save_messages("s", b) for b in batches))
    got = [m.text for m in await provider.get_messages("s")]
    assert sorted(got) == sorted(m.text for b in batches for m in b)
    for b in batches:  # one transaction per save: each batch contiguous and in order
        at = got.index(b[0].text)
        assert got[at + 1] == b[1].text


async def test_governed_by_the_memorys_actor(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, vic = principal("ann", "member"), principal("vic", "viewer")
    await MemlaneHistoryProvider(ann).save_messages("shared", [user("Ann's private note")])
    assert await MemlaneHistoryProvider(memory).get_messages("shared") == []  # another actor's view
    with pytest.raises(PolicyDeniedError):
        await MemlaneHistoryProvider(vic).save_messages("shared", [user("viewer write")])
    assert [m.text for m in await MemlaneHistoryProvider(ann).get_messages("shared")] == ["Ann's private note"]


async def test_agent_runs_share_history_across_processes(memlane_dir, open_memory) -> None:  # type: ignore[no-untyped-def]
    first = open_memory()
    client = LocalChatClient(["San Francisco.", "California."])
    agent = Agent(client, "Answer briefly.", context_providers=[MemlaneHistoryProvider(first)])
    session = agent.create_session(session_id="trip")
    assert (await agent.run("Which city is the Golden Gate Bridge in?", session=session)).text == "San Francisco."
    assert not any(isinstance(p, InMemoryHistoryProvider) for p in agent.context_providers)  # ours replaces it
    first.close()

    # A new engine and agent (as after a restart), the same session id: the history is there.
    owned = MemlaneHistoryProvider(memlane_dir)
    try:
        later = Agent(client, "Answer briefly.", context_providers=[owned])
        assert (await later.run("Which state is it in?", session=AgentSession(session_id="trip"))).text == "California."
        sent = [(m.role, m.text) for m in client.calls[1]]
        assert sent[-3:] == [("user", "Which city is the Golden Gate Bridge in?"), ("assistant", "San Francisco."),
                             ("user", "Which state is it in?")]  # fmt: skip
        assert [m.text for m in await owned.get_messages("trip")] == [
            "Which city is the Golden Gate Bridge in?", "San Francisco.", "Which state is it in?", "California."]  # fmt: skip
    finally:
        owned.close()
