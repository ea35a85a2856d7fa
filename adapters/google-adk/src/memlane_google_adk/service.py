"""``MemlaneMemoryService``: a Google ADK ``BaseMemoryService`` whose memory is a memlane engine.

Mapping (every id is one namespace label, so app, user and session never mix):
- session events -> items under ``("google-adk", app, user, "sessions", session_id)``, key =
  event id; ``add_events_to_memory`` without a session id uses ADK's own placeholder session;
- ``add_memory`` entries -> items under ``("google-adk", app, user, "memories")``;
- ``search_memory`` -> the engine's recall over ``("google-adk", app, user)`` only;
- ``delete_memory`` -> verified erasure of that id in every namespace of the user, plus a
  deletion mark under ``("google-adk-deleted", app, user)`` so re-adding the session does not
  bring the deleted event back (as ADK's in-memory service remembers deleted ids).
Each method is a thin async wrapper over one sync implementation run in a worker thread."""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
import uuid
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from google.adk.events.event import Event
from google.adk.memory.base_memory_service import BaseMemoryService, SearchMemoryResponse
from google.adk.memory.memory_entry import MemoryEntry
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import Item, ItemWrite

from .entries import content_text, entry_value, event_value, identifier, to_entry

if TYPE_CHECKING:
    from google.adk.sessions.session import Session

NAMESPACE_ROOT = "google-adk"
DELETED_ROOT = "google-adk-deleted"
# ADK's in-memory service files events added without a session id under this session.
UNKNOWN_SESSION_ID = "__unknown_session_id__"
_PAGE = 10_000  # the engine's largest list page
# Adding a session, adding events and deleting each read what is stored (and the deletion
# marks), then write: two such calls for one user must not interleave, or both write from a
# stale read (one add undoing half of the other, an add re-storing what a delete just erased).
# Within a process a lock per user serialises them; striped, so bounded and shared by every
# service over the same data directory.
_USER_LOCKS = tuple(threading.Lock() for _ in range(64))


class ErasureIncompleteError(RuntimeError):
    """The engine's erasure receipt says some index still holds what was deleted."""


class MemlaneMemoryService(BaseMemoryService):
    """ADK memory backed by memlane: local, governed (the engine's actor and policies apply),
    searched with the engine's hybrid recall, deleted by verified erasure.

    ``memory`` is a :class:`memlane.Memory` (the caller keeps ownership; its actor — e.g.
    ``memory.session(token)`` — is the actor of every call) or a data-directory path (the
    service opens it; :meth:`close` closes it). ``profile`` selects a memlane profile
    (tenant). ``limit`` caps the memories one search returns (ADK's own services return 10)."""

    def __init__(
        self, memory: Memory | str | os.PathLike[str], *, profile: str | None = None, limit: int = 10
    ) -> None:
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 1000:
            raise InvalidInputError("limit must be an integer from 1 to 1000")
        self._owns_memory = not isinstance(memory, Memory)
        self._memory = memory if isinstance(memory, Memory) else Memory(memory)
        self._profile = profile
        self._limit = limit

    @property
    def memory(self) -> Memory:
        return self._memory

    def close(self) -> None:
        """Close the engine if this service opened it from a path; otherwise a no-op."""
        if self._owns_memory:
            self._memory.close()

    # -- BaseMemoryService ----------------------------------------------------------------------
    async def add_session_to_memory(self, session: Session) -> None:
        """Make the memory of this session match its events: new events are stored, events
        no longer in the session are erased, deleted ones stay deleted. Only what changed
        is written, so adding a growing session after every turn stays cheap."""
        await asyncio.to_thread(self._add_session, session)

    async def add_events_to_memory(
        self,
        *,
        app_name: str,
        user_id: str,
        events: Sequence[Event],
        session_id: str | None = None,
        custom_metadata: Mapping[str, object] | None = None,
    ) -> None:
        """Add events as a delta (one transaction): ids already stored in that session, or
        deleted, are skipped. ``custom_metadata`` (JSON) is kept on each new memory."""
        await asyncio.to_thread(self._add_events, app_name, user_id, events, session_id, custom_metadata)

    async def add_memory(
        self,
        *,
        app_name: str,
        user_id: str,
        memories: Sequence[MemoryEntry],
        custom_metadata: Mapping[str, object] | None = None,
    ) -> None:
        """Store explicit memories (one transaction). An entry's ``id`` is its key (a new
        one is generated when missing; an existing id is replaced); each needs text."""
        await asyncio.to_thread(self._add_memories, app_name, user_id, memories, custom_metadata)

    async def search_memory(self, *, app_name: str, user_id: str, query: str) -> SearchMemoryResponse:
        """This user's memories ranked by the engine's recall, best first, at most ``limit``."""
        entries = await asyncio.to_thread(self._search, app_name, user_id, query)
        return SearchMemoryResponse(memories=entries)

    async def delete_memory(self, *, app_name: str, user_id: str, memory_id: str | None = None) -> None:
        """Erase the memory with this id (a ``MemoryEntry.id``) wherever this user has it;
        an unknown or empty id is a no-op, as in ADK's own services."""
        await asyncio.to_thread(self._delete, app_name, user_id, memory_id)

    # -- beyond the interface -------------------------------------------------------------------
    async def list_memories(self, *, app_name: str, user_id: str) -> list[MemoryEntry]:
        """Every memory of this user (session events and explicit memories) in the order they
        were first stored. ADK's interface has no listing; this is for inspection and export."""
        return await asyncio.to_thread(self._list, app_name, user_id)

    # -- the one implementation ---------------------------------------------------------------
    def _add_session(self, session: Session) -> None:
        app, user = self._scope(session.app_name, session.user_id)
        sid = identifier(session.id, "session id")
        wanted = _textual(session.events)
        with self._user_lock(app, user):
            self._sync_session(app, user, sid, wanted)

    def _sync_session(self, app: str, user: str, sid: str, wanted: dict[str, Event]) -> None:
        ns = (NAMESPACE_ROOT, app, user, "sessions", sid)
        existing = {item.key: item for item in self._all(ns)}
        deleted = self._deleted(app, user, [k for k in wanted if k not in existing])
        writes = []
        for key, event in wanted.items():
            value = event_value(event, sid, None)
            if (key in existing and existing[key].value == value) or key in deleted:
                continue
            writes.append(_write(ns, key, value, event.content, event.author))
        stale = [key for key in existing if key not in wanted]  # e.g. after a rewind
        if writes:  # one transaction: the new events in, the stale ones out (then erased)
            self._items.put_many(writes, delete=[(ns, key) for key in stale], profile=self._profile)
        elif stale:
            self._erase(ns, stale, prefix=False)

    def _add_events(
        self, app_name: str, user_id: str, events: Sequence[Event], session_id: str | None,
        custom_metadata: Mapping[str, object] | None,
    ) -> None:  # fmt: skip
        app, user = self._scope(app_name, user_id)
        sid = UNKNOWN_SESSION_ID if session_id is None else identifier(session_id, "session_id")
        _check_metadata(custom_metadata)
        ns = (NAMESPACE_ROOT, app, user, "sessions", sid)
        wanted = _textual(events)
        with self._user_lock(app, user):
            fresh = [k for k in wanted if self._items.get(ns, k, profile=self._profile) is None]
            deleted = self._deleted(app, user, fresh)
            writes = [
                _write(ns, key, event_value(wanted[key], sid, custom_metadata), wanted[key].content, wanted[key].author)
                for key in fresh
                if key not in deleted
            ]  # fmt: skip
            if writes:
                self._items.put_many(writes, profile=self._profile)

    def _add_memories(
        self, app_name: str, user_id: str, memories: Sequence[MemoryEntry], custom_metadata: Mapping[str, object] | None
    ) -> None:
        app, user = self._scope(app_name, user_id)
        _check_metadata(custom_metadata)
        if isinstance(memories, str | bytes) or not isinstance(memories, Sequence):
            raise TypeError("memories must be a sequence of MemoryEntry")
        if not memories:
            raise InvalidInputError("memories must contain at least one entry")
        ns = (NAMESPACE_ROOT, app, user, "memories")
        writes = []
        for index, entry in enumerate(memories):
            if not isinstance(entry, MemoryEntry):
                raise TypeError(f"memories[{index}] must be a MemoryEntry, got {type(entry).__name__}")
            if content_text(entry.content) is None:
                raise InvalidInputError(f"memories[{index}] has no text to remember")
            key = identifier(entry.id, f"memories[{index}].id") if entry.id is not None else uuid.uuid4().hex
            writes.append(_write(ns, key, entry_value(entry, key, custom_metadata), entry.content, entry.author))
        self._items.put_many(writes, profile=self._profile)

    def _search(self, app_name: str, user_id: str, query: str) -> list[MemoryEntry]:
        app, user = self._scope(app_name, user_id)
        if not isinstance(query, str):
            raise TypeError(f"query must be a string, got {type(query).__name__}")
        if not query.strip():
            return []
        found = self._items.search((NAMESPACE_ROOT, app, user), query, limit=self._limit, profile=self._profile)
        # items.search fills up to `limit` with unranked items (score None): not results here.
        return [to_entry(item) for item in found if item.score is not None]

    def _list(self, app_name: str, user_id: str) -> list[MemoryEntry]:
        app, user = self._scope(app_name, user_id)
        return [to_entry(item) for item in self._all((NAMESPACE_ROOT, app, user), prefix=True)]

    def _delete(self, app_name: str, user_id: str, memory_id: str | None) -> None:
        app, user = self._scope(app_name, user_id)
        if memory_id is None or memory_id == "":
            return
        key = identifier(memory_id, "memory_id")
        user_ns = (NAMESPACE_ROOT, app, user)
        with self._user_lock(app, user):
            if not self._items.list(user_ns, status=None, filter={"id": key}, limit=1, profile=self._profile):
                return
            # The mark first: if the erasure is interrupted, the id is still never re-ingested
            # and a retry of delete_memory finishes the erasure.
            mark = {"id": key, "deleted_at": time.time()}
            self._items.put((DELETED_ROOT, app, user), key, mark, profile=self._profile)
            self._erase(user_ns, [key], prefix=True)

    # -- helpers ------------------------------------------------------------------------------
    @property
    def _items(self):  # type: ignore[no-untyped-def]
        return self._memory.items

    @staticmethod
    def _scope(app_name: object, user_id: object) -> tuple[str, str]:
        return identifier(app_name, "app_name"), identifier(user_id, "user_id")

    def _user_lock(self, app: str, user: str) -> threading.Lock:
        profile = self._profile or self._memory.default_profile
        return _USER_LOCKS[hash((str(self._memory.data_dir), profile, app, user)) % len(_USER_LOCKS)]

    def _all(self, ns: tuple[str, ...], *, prefix: bool = False) -> list[Item]:
        out: list[Item] = []
        while True:
            page = self._items.list(ns, prefix=prefix, status=None, offset=len(out), limit=_PAGE, profile=self._profile)
            out.extend(page)
            if len(page) < _PAGE:
                return out

    def _deleted(self, app: str, user: str, keys: list[str]) -> set[str]:
        ns = (DELETED_ROOT, app, user)
        return {k for k in keys if self._items.get(ns, k, profile=self._profile) is not None}

    def _erase(self, ns: tuple[str, ...], keys: list[str], *, prefix: bool) -> None:
        deleted = self._items.delete(ns, keys, prefix=prefix, profile=self._profile)
        if not deleted.all_erased:
            raise ErasureIncompleteError(f"erasure {deleted.erasure_id} did not prove every index dropped the data")

    def __repr__(self) -> str:
        return f"MemlaneMemoryService(profile={self._profile!r}, limit={self._limit})"


def _textual(events: Sequence[Event]) -> dict[str, Event]:
    """The events a search could return (content with text), first occurrence per id; every
    element is checked before anything is written."""
    if isinstance(events, str | bytes) or not isinstance(events, Sequence):
        raise TypeError("events must be a sequence of google.adk Events")
    out: dict[str, Event] = {}
    for index, event in enumerate(events):
        if not isinstance(event, Event):
            raise TypeError(f"events[{index}] must be an Event, got {type(event).__name__}")
        if content_text(event.content) is not None:
            out.setdefault(identifier(event.id, "event id"), event)
    return out


def _write(ns: tuple[str, ...], key: str, value: dict, content, author: str | None) -> ItemWrite:  # type: ignore[no-untyped-def,type-arg]
    return ItemWrite(ns, key, value, text=content_text(content), speaker=author or None, role=content.role or None)


def _check_metadata(custom_metadata: object) -> None:
    """Checked up front: a call whose events are all skipped must fail the same way."""
    if custom_metadata is None:
        return
    if not isinstance(custom_metadata, Mapping):
        raise TypeError(f"custom_metadata must be a mapping, got {type(custom_metadata).__name__}")
    try:
        json.dumps(custom_metadata, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(f"custom_metadata is not JSON-serialisable: {exc}") from exc
