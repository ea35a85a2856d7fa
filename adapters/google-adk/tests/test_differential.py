"""Differential test (``memlane_conformance.differential``): the same random operations — bad
input and concurrent calls included — against ADK's own ``InMemoryMemoryService`` (the
reference) and ``MemlaneMemoryService``, every result and the whole memory of every user
compared after each step. The differences declared here are listed, with their reasons, in
docs/adapters/google-adk.md.

Each pool event carries a made-up word no other event has, so a search for it ("probe") finds
exactly that event's copies in the reference (word matching) and in memlane (recall): probes
are compared exactly. The state of the reference is read with one probe per event (it has no
listing); memlane's with ``list_memories``."""

from __future__ import annotations

from typing import Any

import pytest
from google.adk.memory import InMemoryMemoryService
from google.adk.memory.memory_entry import MemoryEntry
from google.genai import types
from helpers import event, session
from hypothesis import strategies as st
from memlane import Memory
from memlane_conformance.differential import (
    Difference,
    DifferentialMachine,
    Op,
    Outcome,
    differential_test,
)
from memlane_google_adk import MemlaneMemoryService

RANKING = Difference(
    "recall-ranking",
    "memlane ranks by hybrid recall and also returns related memories that share no word with the "
    "query; ADK's in-memory service counts shared words. Only what a search finds for a probe word is "
    "compared exactly; any other search must return only memories the user has.",
)
METADATA = Difference(
    "event-metadata-kept",
    "custom_metadata given to add_events_to_memory is kept on the memories it creates (and returned "
    "by search); the reference ignores it.",
)
IDS = Difference(
    "ids-validated",
    "app names, user ids and session ids are namespace labels: empty, longer than 512 characters or "
    "holding U+001F/NUL they raise ValueError and nothing is stored; the reference accepts any string. "
    "Such calls are not sent to the reference.",
)
TYPED = Difference(
    "typed-errors",
    "a non-Event in events raises TypeError and non-JSON custom_metadata ValueError before anything is "
    "stored; the reference fails with AttributeError or ignores the metadata (and stores the events).",
)

USERS = [("app", "u1"), ("app", "u2"), ("app-2", "u1")]
SESSIONS = ["s1", "s2"]
WORDS = ["quorvex", "plimbat", "drassik", "velunor", "brontig", "skellat", "mirrowen", "zaphtic"]
POOL = [event(f"The {'user' if i % 2 == 0 else 'assistant'} said {w} was on the agenda.", author="user" if i % 2 == 0 else "assistant")
        for i, w in enumerate(WORDS)]  # fmt: skip
WORD_OF = {e.id: w for e, w in zip(POOL, WORDS, strict=True)}
NO_TEXT = event(None, parts=[types.Part(function_call=types.FunctionCall(name="lookup", args={}))])
# What each ADK session holds after n turns: a fixed order of events per (app, user, session),
# so adding a session again with a larger n is the conversation going on, a smaller n a rewind.
ORDER = {(*u, s): [POOL[(i * 3 + k) % len(POOL)] for k in range(5)] + [NO_TEXT] for i, (u, s) in
         enumerate((u, s) for u in USERS for s in SESSIONS)}  # fmt: skip
TAG = {"source": "differential"}
# google-adk before delete_memory joined BaseMemoryService (the oldest release this adapter
# supports is one): its reference cannot delete, so deletion is not part of the comparison there.
REFERENCE_DELETES = hasattr(InMemoryMemoryService, "delete_memory")
BAD_IDS = ["", "bad\x1fid", "nul\x00id", "x" * 513]


def _entry(m: MemoryEntry) -> tuple:
    return (m.id, m.author, m.timestamp, m.content.model_dump_json(exclude_none=True), tuple(sorted(m.custom_metadata.items())))


def _copies_of(system: Any, e: Any, found: list[MemoryEntry]) -> list[MemoryEntry]:
    """The entries of a search result that are copies of pool event ``e``. google-adk 2.0's
    reference leaves MemoryEntry.id unset (later releases give it the event's id): its copies are
    known by their content, unique to each pool event, and take the event's id, so the comparison
    with memlane's ids stays exact. memlane's entries must carry the id themselves."""
    if isinstance(system, InMemoryMemoryService):
        found = [m.model_copy(update={"id": e.id}) if m.id is None and m.content == e.content else m for m in found]
    return [m for m in found if m.id == e.id]


def _without_metadata(state: Any) -> Any:
    return {who: sorted(e[:4] for e in entries) for who, entries in state.items()}


class ADKMachine(DifferentialMachine):
    differences = (RANKING, METADATA, IDS, TYPED)

    def reference(self) -> Any:
        return InMemoryMemoryService()

    def ours(self, memory: Memory) -> Any:
        return MemlaneMemoryService(memory)

    # -- operations ---------------------------------------------------------------------------
    def operations(self) -> st.SearchStrategy[Op]:
        users, sessions = st.sampled_from(USERS), st.sampled_from(SESSIONS)
        events = st.lists(st.sampled_from([*POOL, NO_TEXT]), max_size=3)
        ids = st.sampled_from([e.id for e in POOL]) | st.sampled_from(["", "never-stored"]) | st.none()
        return st.one_of(
            st.builds(_add_session, users, sessions, st.integers(0, 6)),
            st.builds(_add_session, users, sessions, st.integers(0, 6)),  # twice: the common call
            st.builds(_add_events, users, st.none() | sessions, events, st.booleans()),
            *([st.builds(_delete, users, ids)] if REFERENCE_DELETES else []),
            st.builds(_probe, users, st.sampled_from(POOL)),
            st.builds(_search, users, st.sampled_from(["", "   ", "agenda", "what was said about the agenda?"])),
            st.builds(_bad_id, users, st.sampled_from(BAD_IDS), st.sampled_from(["app", "user", "session"])),
            st.builds(_bad_value, users, st.booleans()),
        )

    # -- state --------------------------------------------------------------------------------
    async def observe(self, system: Any) -> Any:
        state = {}
        for app, user in USERS:
            if isinstance(system, MemlaneMemoryService):
                entries = await system.list_memories(app_name=app, user_id=user)
            else:  # the reference has no listing: one probe per event finds all its copies
                entries = []
                for e in POOL:
                    found = await system.search_memory(app_name=app, user_id=user, query=WORD_OF[e.id])
                    entries += _copies_of(system, e, found.memories)
            state[(app, user)] = sorted(map(_entry, entries))
        return state

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        if op == "observe" and _without_metadata(reference.value) == _without_metadata(ours.value):
            return METADATA
        if op == "probe" and reference.error is None and ours.error is None:
            strip = [r[:4] for r in ours.value]
            return METADATA if strip == [r[:4] for r in reference.value] else None
        if op == "search" and reference.error is None and ours.error is None:
            who, query, ids = ours.value
            if not query.strip():  # a blank query finds nothing on either side: no excuse
                return None
            live = {e[0] for e in self._normalized_state(self.ref)[who]}
            return RANKING if set(ids) <= live else None  # nothing of another user, nothing deleted
        if op == "bad_id" and isinstance(ours.error, ValueError) and reference.error is None:
            return IDS
        if op == "bad_value" and isinstance(ours.error, TypeError | ValueError):
            return TYPED
        return None


# Each operation: a label (what a failure shows) and a call applied alike to both services.
def _add_session(who: tuple[str, str], sid: str, n: int) -> Op:
    snapshot = session(ORDER[(*who, sid)][:n], id=sid, app=who[0], user=who[1])
    return Op(f"add_session({who}, {sid!r}, first {n})", lambda s: s.add_session_to_memory(snapshot))


def _add_events(who: tuple[str, str], sid: str | None, evs: list, tagged: bool) -> Op:
    meta = TAG if tagged else None
    words = [WORD_OF.get(e.id, "no-text") for e in evs]
    return Op(f"add_events({who}, {sid!r}, {words}, metadata={meta})",
              lambda s: s.add_events_to_memory(app_name=who[0], user_id=who[1], session_id=sid, events=evs, custom_metadata=meta))  # fmt: skip


def _delete(who: tuple[str, str], memory_id: str | None) -> Op:
    return Op(f"delete({who}, {WORD_OF.get(memory_id, memory_id)!r})",
              lambda s: s.delete_memory(app_name=who[0], user_id=who[1], memory_id=memory_id))  # fmt: skip


def _probe(who: tuple[str, str], e: Any) -> Op:
    async def call(s):  # type: ignore[no-untyped-def]
        found = await s.search_memory(app_name=who[0], user_id=who[1], query=WORD_OF[e.id])
        return sorted(map(_entry, _copies_of(s, e, found.memories)))

    return Op(f"probe({who}, {WORD_OF[e.id]!r})", call)


def _search(who: tuple[str, str], query: str) -> Op:
    async def call(s):  # type: ignore[no-untyped-def]
        found = await s.search_memory(app_name=who[0], user_id=who[1], query=query)
        return who, query, [m.id for m in found.memories]

    # Not concurrent: the excuse reads the reference's state, which must be the one searched.
    return Op(f"search({who}, {query!r})", call, concurrent=False)


def _bad_id(who: tuple[str, str], bad: str, where: str) -> Op:
    app, user = (bad if where == "app" else who[0]), (bad if where == "user" else who[1])
    sid = bad if where == "session" else "s1"

    async def call(s):  # type: ignore[no-untyped-def]
        if isinstance(s, InMemoryMemoryService):
            return None  # difference ids-validated: the reference would store it
        await s.add_events_to_memory(app_name=app, user_id=user, session_id=sid, events=POOL[:1])

    return Op(f"bad_id({where}={bad[:8]!r})", call)


def _bad_value(who: tuple[str, str], not_an_event: bool) -> Op:
    async def call(s):  # type: ignore[no-untyped-def]
        if not_an_event:  # both fail before storing anything (AttributeError / TypeError)
            return await s.add_events_to_memory(app_name=who[0], user_id=who[1], events=[POOL[0], "not an event"])
        if isinstance(s, InMemoryMemoryService):
            return None  # the reference ignores custom_metadata and would store the events
        return await s.add_events_to_memory(app_name=who[0], user_id=who[1], events=POOL[:1], custom_metadata={"h": object()})

    return Op(f"bad_value({'not an event' if not_an_event else 'metadata'})", call)


TestADKDifferential = differential_test(ADKMachine, max_examples=8, steps=15)


def serially(*ops: Op) -> None:
    """Paths too important to leave to chance, through the same machine and comparisons."""
    machine = ADKMachine()
    try:
        for op in ops:
            reference, ours = machine._apply(machine.ref, op), machine._apply(machine.our, op)
            machine._history.append(op)
            machine._require(op.name, reference, ours)
            machine._compare_states()
    finally:
        machine.teardown()


needs_delete = pytest.mark.skipif(not REFERENCE_DELETES, reason="this google-adk's reference has no delete_memory")


@needs_delete
def test_a_deleted_event_stays_deleted_when_its_session_is_added_again() -> None:
    first = ORDER[("app", "u1", "s1")][0]
    serially(
        _add_session(("app", "u1"), "s1", 3),
        _delete(("app", "u1"), first.id),
        _add_session(("app", "u1"), "s1", 4),
        _probe(("app", "u1"), first),
        _add_events(("app", "u1"), "s2", [first], False),
        _add_session(("app", "u2"), "s1", 6),  # another user's copies are not affected
        _probe(("app", "u2"), first),
    )


@needs_delete
def test_rewinds_copies_and_apps_stay_apart() -> None:
    s1 = ORDER[("app", "u1", "s1")]
    serially(
        _add_session(("app", "u1"), "s1", 5),
        _add_events(("app", "u1"), "s2", [s1[0], s1[0]], True),
        _add_session(("app", "u1"), "s1", 1),  # a rewind: four events leave s1
        _probe(("app", "u1"), s1[0]),  # two copies (s1 and s2)
        _probe(("app", "u1"), s1[1]),
        _add_events(("app-2", "u1"), None, [s1[1]], False),
        _probe(("app-2", "u1"), s1[1]),
        _delete(("app", "u1"), s1[0].id),  # both copies
        _probe(("app", "u1"), s1[0]),
    )
