"""MemlaneMemoryService against real ADK objects and the real engine: the BaseMemoryService
contract (session ingestion, event deltas, explicit memories, deletion), isolation per app and
user, governance, persistence, concurrency and bad input."""

from __future__ import annotations

import asyncio
import inspect
from datetime import datetime

import pytest
from google.adk.memory import BaseMemoryService
from google.adk.memory.base_memory_service import SearchMemoryResponse
from google.adk.sessions.session import Session
from google.genai import types
from helpers import entry, event, session, texts
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.governance import PolicyDeniedError
from memlane_google_adk import UNKNOWN_SESSION_ID, MemlaneMemoryService

CAT = "I adopted a rescue cat named Luna last spring."
BANK = "My bank PIN is 4512, please keep it secret."
TRIP = "Next month I am flying to Lisbon for a solar energy conference."


async def search(service: MemlaneMemoryService, query: str, app: str = "app", user: str = "u1") -> list:
    found = await service.search_memory(app_name=app, user_id=user, query=query)
    assert isinstance(found, SearchMemoryResponse)
    return found.memories


async def listed(service: MemlaneMemoryService, app: str = "app", user: str = "u1") -> list[str]:
    return texts(await service.list_memories(app_name=app, user_id=user))


def remembers(memory: Memory) -> int:
    return len(memory.ops.recent(kind="remember", limit=10_000))


# -- the interface ---------------------------------------------------------------------------------
def test_is_a_memory_service(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    assert isinstance(service, BaseMemoryService)
    for name in ("add_session_to_memory", "add_events_to_memory", "add_memory", "search_memory", "delete_memory"):
        method = getattr(service, name)
        assert inspect.iscoroutinefunction(method)
        # (Older google-adk releases have no delete_memory in the base class; ours has it.)
        assert getattr(type(service), name) is not getattr(BaseMemoryService, name, None), f"{name} is not implemented"


async def test_session_round_trip_keeps_author_timestamp_and_content(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    said = event(CAT)
    reply = event("Luna is a lovely name for a cat!", author="assistant")
    await service.add_session_to_memory(session([said, reply]))
    found = await search(service, "What is the name of my pet?")
    assert said.id in [m.id for m in found[:2]] and reply.id in [m.id for m in found[:2]]
    [hit] = [m for m in found if m.id == said.id]
    assert hit.author == "user"
    assert hit.content == said.content  # the Content itself, verbatim
    assert hit.timestamp == datetime.fromtimestamp(said.timestamp).isoformat()
    assert hit.custom_metadata == {}
    assert await listed(service) == [CAT, "Luna is a lovely name for a cat!"]


async def test_search_is_semantic_and_bounded(memory: Memory) -> None:
    service = MemlaneMemoryService(memory, limit=3)
    await service.add_session_to_memory(session([event(CAT), event(BANK), event(TRIP)] + [
        event(f"Filler note number {i} about the weather being mild.") for i in range(8)
    ]))  # fmt: skip
    found = await search(service, "travel plans abroad")
    assert texts(found)[0] == TRIP  # no shared keyword: recall, not word matching
    assert len(found) <= 3
    assert await search(service, "   ") == []
    with pytest.raises(TypeError):
        await search(service, None)  # type: ignore[arg-type]


async def test_adding_a_growing_session_writes_only_the_new_events(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    events = [event(CAT), event("Noted.", author="assistant")]
    await service.add_session_to_memory(session(events))
    before = remembers(memory)
    await service.add_session_to_memory(session(events))  # nothing changed: nothing written
    assert remembers(memory) == before
    events.append(event(TRIP))
    await service.add_session_to_memory(session(events))
    assert remembers(memory) == before + 1
    assert await listed(service) == [CAT, "Noted.", TRIP]


async def test_events_without_text_are_not_memories(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    call = types.Part(function_call=types.FunctionCall(name="lookup", args={"q": "x"}))
    blob = types.Part(inline_data=types.Blob(mime_type="image/png", data=b"\x89PNG"))
    mixed = event(None, parts=[types.Part(text=TRIP), blob])
    await service.add_session_to_memory(session([event(None, parts=[call]), event(None, parts=[blob]), mixed]))
    assert await listed(service) == [TRIP]
    [hit] = [m for m in await search(service, "conference in Lisbon") if m.id == mixed.id]
    assert hit.content == mixed.content  # non-text parts are kept with the text they came with


async def test_session_that_lost_events_is_followed(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    keep, rewound = event(CAT), event(BANK)
    await service.add_session_to_memory(session([keep, rewound]))
    await service.add_session_to_memory(session([keep]))  # e.g. after a rewind
    assert await listed(service) == [CAT]
    [op] = memory.ops.recent(kind="forget", limit=1)
    assert memory.erasure_receipt(op["operation_id"]).all_erased
    assert BANK not in texts(await search(service, "bank PIN"))


async def test_add_events_is_a_delta(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    first, second = event(CAT), event(TRIP)
    await service.add_events_to_memory(app_name="app", user_id="u1", session_id="s1", events=[first])
    await service.add_events_to_memory(app_name="app", user_id="u1", session_id="s1", events=[first, second, second])
    assert await listed(service) == [CAT, TRIP]  # the repeated ids are skipped, nothing replaced
    # Without a session id: ADK's placeholder session, kept apart from s1.
    loose = event(BANK)
    await service.add_events_to_memory(app_name="app", user_id="u1", events=[loose], custom_metadata={"source": "import"})
    [hit] = [m for m in await search(service, "bank PIN") if m.id == loose.id]
    assert hit.custom_metadata == {"source": "import"}
    assert memory.items.get(("google-adk", "app", "u1", "sessions", UNKNOWN_SESSION_ID), loose.id) is not None
    # Bad metadata is refused even when every event is already stored (nothing to write).
    with pytest.raises(ValueError):
        await service.add_events_to_memory(app_name="app", user_id="u1", events=[loose], custom_metadata={"h": object()})
    # A delta does not remove what the session has and it lacks.
    await service.add_events_to_memory(app_name="app", user_id="u1", session_id="s1", events=[])
    assert await listed(service) == [CAT, TRIP, BANK]


async def test_add_memory(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    await service.add_memory(app_name="app", user_id="u1", memories=[entry(CAT, id="pet", kind="fact"), entry(TRIP)],
                             custom_metadata={"kind": "default", "batch": 7})  # fmt: skip
    found = {m.id: m for m in await service.list_memories(app_name="app", user_id="u1")}
    assert found["pet"].custom_metadata == {"kind": "fact", "batch": 7}  # the entry's keys win
    [generated] = [k for k in found if k != "pet"]
    assert generated and found[generated].timestamp is not None
    datetime.fromisoformat(found[generated].timestamp)
    # The same id again replaces the memory (the old text is erased).
    await service.add_memory(app_name="app", user_id="u1", memories=[entry("Luna is now a grown-up cat.", id="pet")])
    assert await listed(service) == ["Luna is now a grown-up cat.", TRIP]
    assert CAT not in texts(await search(service, "rescue cat adopted"))


@pytest.mark.parametrize(
    ("memories", "error"),
    [
        ([], ValueError),
        ("a memory", TypeError),
        ([{"content": "not an entry"}], TypeError),
        ([entry("fine"), entry("   ")], ValueError),
        ([entry("fine", id="x"), entry("again", id="x")], ValueError),
        ([entry("fine", handle=object())], ValueError),
    ],
    ids=["empty", "string", "dict", "no-text", "same-id-twice", "not-json"],
)
async def test_bad_memories_store_nothing(memory: Memory, memories, error) -> None:  # type: ignore[no-untyped-def]
    service = MemlaneMemoryService(memory)
    await service.add_memory(app_name="app", user_id="u1", memories=[entry(CAT)])
    with pytest.raises(error):
        await service.add_memory(app_name="app", user_id="u1", memories=memories)
    assert await listed(service) == [CAT]


async def test_delete_memory_erases_and_stays_deleted(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    secret, other = event(BANK), event(CAT)
    await service.add_session_to_memory(session([secret, other]))
    await service.add_events_to_memory(app_name="app", user_id="u1", session_id="s2", events=[secret])
    [hit] = [m for m in await search(service, "bank PIN") if m.id == secret.id][:1]
    await service.delete_memory(app_name="app", user_id="u1", memory_id=hit.id)
    [op] = memory.ops.recent(kind="forget", limit=1)
    receipt = memory.erasure_receipt(op["operation_id"])
    assert receipt.all_erased and receipt.counts["memories"] == 2  # both sessions' copies
    assert secret.id not in [m.id for m in await search(service, "bank PIN secret")]
    assert not any("4512" in r.fact.text for r in memory.recall("bank PIN 4512", limit=20))
    # Adding the session (or the events) again does not bring it back.
    await service.add_session_to_memory(session([secret, other]))
    await service.add_events_to_memory(app_name="app", user_id="u1", session_id="s3", events=[secret])
    assert await listed(service) == [CAT]
    # Unknown and empty ids are no-ops, as in ADK's services: no erasure is run.
    forgets = len(memory.ops.recent(kind="forget", limit=100))
    await service.delete_memory(app_name="app", user_id="u1", memory_id="no-such-id")
    await service.delete_memory(app_name="app", user_id="u1", memory_id=None)
    await service.delete_memory(app_name="app", user_id="u1", memory_id="")
    assert len(memory.ops.recent(kind="forget", limit=100)) == forgets


async def test_delete_is_confined_to_the_user(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    shared = event(CAT, id="same-event-id")
    await service.add_events_to_memory(app_name="app", user_id="ann", session_id="s", events=[shared])
    await service.add_events_to_memory(app_name="app", user_id="bob", session_id="s", events=[shared])
    await service.delete_memory(app_name="app", user_id="ann", memory_id="same-event-id")
    assert await listed(service, user="ann") == []
    assert await listed(service, user="bob") == [CAT]
    # The deletion mark is Ann's: Bob can store the event again, Ann cannot.
    await service.add_events_to_memory(app_name="app", user_id="ann", session_id="t", events=[shared])
    assert await listed(service, user="ann") == []


# -- isolation (adk-python#1019: a memory service that did not filter by user) ----------------------
async def test_search_never_crosses_users_or_apps(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    await service.add_session_to_memory(session([event(BANK)], user="alice"))
    await service.add_session_to_memory(session([event(CAT)], user="bob"))
    await service.add_session_to_memory(session([event(TRIP)], app="other-app", user="alice"))
    assert texts(await search(service, "bank PIN", user="alice"))[0] == BANK  # positive control
    for app, user in (("app", "bob"), ("other-app", "alice"), ("app", "alice2"), ("app", "alic")):
        assert BANK not in texts(await search(service, "bank PIN secret", app=app, user=user))
    assert await listed(service, user="bob") == [CAT]
    assert await listed(service, app="other-app", user="alice") == [TRIP]


async def test_odd_ids_are_mapped_not_rejected(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    ids = ["o'brien\"; DROP TABLE items;--", "100%_*?[x]", "zoë/日本/🚀", "a.b"]
    for i, name in enumerate(ids):
        await service.add_session_to_memory(session([event(f"Record {i} for {name}.")], id=name, app=name, user=name))
    for i, name in enumerate(ids):
        assert await listed(service, app=name, user=name) == [f"Record {i} for {name}."]


@pytest.mark.parametrize(
    ("app", "user", "error"),
    [("", "u1", ValueError), ("app", "", ValueError), ("app", "u\x1f1", ValueError), ("app", "u\x001", ValueError),
     ("a" * 513, "u1", ValueError), (None, "u1", TypeError), ("app", 7, TypeError)],
    ids=["empty-app", "empty-user", "unit-separator", "nul", "too-long", "none-app", "int-user"],
)  # fmt: skip
async def test_bad_scope_is_a_typed_error_and_stores_nothing(memory: Memory, app, user, error) -> None:  # type: ignore[no-untyped-def]
    service = MemlaneMemoryService(memory)
    before = remembers(memory)
    unvalidated = Session.model_construct(id="s1", app_name=app, user_id=user, events=[event(CAT)])  # as a duck-typed caller
    with pytest.raises(error):
        await service.add_session_to_memory(unvalidated)
    with pytest.raises(error):
        await service.add_events_to_memory(app_name=app, user_id=user, events=[event(CAT)])
    with pytest.raises(error):
        await service.add_memory(app_name=app, user_id=user, memories=[entry(CAT)])
    with pytest.raises(error):
        await service.search_memory(app_name=app, user_id=user, query="cat")
    assert remembers(memory) == before
    with pytest.raises(InvalidInputError):
        await service.add_session_to_memory(session([event(CAT)], id=""))


async def test_governed_by_the_memorys_actor(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, vic = principal("ann", "member"), principal("vic", "viewer")
    mine = MemlaneMemoryService(ann)
    await mine.add_session_to_memory(session([event(BANK)]))
    assert texts(await search(mine, "bank PIN"))[0] == BANK
    # Same app and user id, another principal: nothing of Ann's.
    assert await search(MemlaneMemoryService(memory), "bank PIN") == []
    with pytest.raises(PolicyDeniedError):
        await MemlaneMemoryService(vic).add_session_to_memory(session([event(CAT)]))
    ops = [op for op in memory.ops.recent(limit=50) if op["principal"] == "ann" and op["kind"] == "remember"]
    assert ops and all(memory.manifest(op["operation_id"]).status.value == "complete" for op in ops)


async def test_persists_across_reopen(memlane_dir, open_memory) -> None:  # type: ignore[no-untyped-def]
    first = open_memory()
    await MemlaneMemoryService(first).add_session_to_memory(session([event(CAT), event(TRIP)]))
    first.close()
    owned = MemlaneMemoryService(memlane_dir)  # the service opens (and closes) the engine
    try:
        assert texts(await search(owned, "my cat's name"))[0] == CAT
    finally:
        owned.close()


async def test_concurrent_adds_lose_nothing_and_duplicate_nothing(memory: Memory) -> None:
    service = MemlaneMemoryService(memory)
    events = [event(f"Concurrent note {i} about topic {i * 7}.") for i in range(8)]
    await asyncio.gather(
        *(service.add_events_to_memory(app_name="app", user_id="u1", session_id="s", events=events[i % 4 : i % 4 + 4])
          for i in range(6)),
        service.add_session_to_memory(session(events[:2], id="other")),
    )  # fmt: skip
    in_s = [i.key for i in memory.items.list(("google-adk", "app", "u1", "sessions", "s"), prefix=False)]
    assert sorted(in_s) == sorted({e.id for e in events[:7]})  # each once, none lost
    assert len(await service.list_memories(app_name="app", user_id="u1")) == 7 + 2  # + the other session's


async def test_concurrent_adds_of_one_session_apply_one_after_the_other(memory: Memory) -> None:
    """Two snapshots of one session added at once (a rewind racing the conversation going on):
    the memory ends as one of them, never half of each (one call's removal with the other's
    additions). Repeated, since which thread runs first varies."""
    service = MemlaneMemoryService(memory)
    events = [event(f"Turn {i}: the group agreed on item {i * 11} of the plan.") for i in range(3)]
    for _ in range(6):
        await service.add_session_to_memory(session(events[:1]))
        await asyncio.gather(service.add_session_to_memory(session([])), service.add_session_to_memory(session(events)))
        assert await listed(service) in ([], texts(events))


async def test_a_delete_racing_an_add_of_the_event_stays_deleted(memory: Memory) -> None:
    """An event held by one session is deleted while another session holding it is added: in
    either order nothing of it remains (the add skips a deleted id; the delete erases every
    copy), so an add that checked for the deletion mark before it existed must not store it."""
    service = MemlaneMemoryService(memory)
    for i in range(4):
        code = event(f"Round {i}: my locker code is {1000 + i}.")
        await service.add_session_to_memory(session([code], id=f"a{i}"))
        await asyncio.gather(
            service.delete_memory(app_name="app", user_id="u1", memory_id=code.id),
            service.add_session_to_memory(session([code], id=f"b{i}")),
        )
        assert await service.list_memories(app_name="app", user_id="u1") == []
