"""``MemlaneSession``: an OpenAI Agents SDK ``Session`` whose history lives in a memlane engine.

Mapping: session ``session_id`` -> namespace ``("openai-agents", session_id)``; each input item
-> one engine item (random key; order = the engine's insertion order), value = the item dict
as JSON, text = the item's readable text (so the history is also searchable through recall).
Every method is a thin async wrapper over one sync implementation run in a worker thread."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from agents.memory import SessionSettings
from agents.memory.session_settings import coerce_session_settings, resolve_session_limit
from memlane import Memory
from memlane.items import Item, ItemWrite

from .text import item_role, item_text

if TYPE_CHECKING:
    from agents.items import TResponseInputItem
    from agents.run_context import RunContextWrapper

NAMESPACE_ROOT = "openai-agents"
_PAGE = 10_000  # the engine's largest list page

@dataclass(frozen=True)
class SessionHit:
    """One search result: the stored item (verbatim), its recall score (higher is better) and
    its engine key."""

    item: dict[str, Any]
    score: float
    key: str


class MemlaneSession:
    """Conversation history for one ``session_id`` stored as memlane items.

    ``memory`` is a :class:`memlane.Memory` (the caller keeps ownership; its actor is the
    session's actor) or a data-directory path (the session opens it and :meth:`close` closes
    it). ``profile`` selects a memlane profile (tenant); None = the memory's default."""

    session_settings: SessionSettings | None = None

    def __init__(
        self,
        session_id: str,
        memory: Memory | str | os.PathLike[str],
        profile: str | None = None,
        session_settings: SessionSettings | dict[str, Any] | None = None,
    ) -> None:
        if not isinstance(session_id, str) or not session_id:
            raise ValueError("session_id must be a non-empty string")
        self.session_id = session_id
        # Like the SDK's own sessions: always a SessionSettings, so the runner can resolve
        # per-run overrides against it.
        self.session_settings = (
            coerce_session_settings(session_settings)
            if session_settings is not None
            else SessionSettings()
        )
        self._owns_memory = not isinstance(memory, Memory)
        self._memory = memory if isinstance(memory, Memory) else Memory(memory)
        self._profile = profile
        self.namespace: tuple[str, ...] = (NAMESPACE_ROOT, session_id)

    @property
    def memory(self) -> Memory:
        return self._memory

    # -- the Session protocol (``wrapper`` is the SDK's opt-in run context; not needed here) ----
    async def get_items(
        self, limit: int | None = None, *, wrapper: RunContextWrapper[Any] | None = None
    ) -> list[TResponseInputItem]:
        """The latest ``limit`` items (default: ``session_settings.limit``; None = all) in
        chronological order. ``limit=0`` returns nothing; a negative limit returns everything,
        as the SDK's SQLiteSession does."""
        return await asyncio.to_thread(self._get, limit)

    async def add_items(
        self, items: list[TResponseInputItem], *, wrapper: RunContextWrapper[Any] | None = None
    ) -> None:
        """Append ``items`` in one engine transaction: all are stored, or (bad input, denied
        write) none is."""
        await asyncio.to_thread(self._add, items)

    async def pop_item(
        self, *, wrapper: RunContextWrapper[Any] | None = None
    ) -> TResponseInputItem | None:
        """Remove (verified erasure) and return the most recent item; None when empty."""
        return await asyncio.to_thread(self._pop)

    async def clear_session(self, *, wrapper: RunContextWrapper[Any] | None = None) -> None:
        """Erase every item of this session (one verified erasure)."""
        await asyncio.to_thread(self._clear)

    # -- extras -----------------------------------------------------------------------------------
    async def search(self, query: str, limit: int = 5) -> list[SessionHit]:
        """This session's items ranked by the engine's recall for ``query``, best first. Only
        ranked items are returned (items without text are never hits)."""
        return await asyncio.to_thread(self._search, query, limit)

    def close(self) -> None:
        """Close the engine if this session opened it from a path; otherwise a no-op."""
        if self._owns_memory:
            self._memory.close()

    def __repr__(self) -> str:
        return f"MemlaneSession(session_id={self.session_id!r}, profile={self._profile!r})"

    # -- the one implementation ---------------------------------------------------------------
    def _get(self, limit: int | None) -> list[TResponseInputItem]:
        limit = resolve_session_limit(limit, self.session_settings)
        if limit == 0:
            return []
        if limit is None or limit < 0:
            return [i.value for i in self._pages(newest_first=False, want=None)]
        newest = self._pages(newest_first=True, want=limit)
        return [i.value for i in reversed(newest)]

    def _pages(self, *, newest_first: bool, want: int | None) -> list[Item]:
        out: list[Item] = []
        while want is None or len(out) < want:
            size = _PAGE if want is None else min(_PAGE, want - len(out))
            page = self._memory.items.list(
                self.namespace, prefix=False, offset=len(out), limit=size, newest_first=newest_first,
                profile=self._profile,
            )  # fmt: skip
            out.extend(page)
            if len(page) < size:
                break
        return out

    def _add(self, items: list[TResponseInputItem]) -> None:
        batch = list(items)
        if not batch:
            return
        # Every item is checked before anything is written.
        writes = [self._write(item) for item in batch]
        self._memory.items.put_many(writes, profile=self._profile)

    def _write(self, item: Any) -> ItemWrite:
        if not isinstance(item, Mapping):
            raise TypeError(
                f"session items are dicts (Responses input items), got {type(item).__name__}"
            )
        # A random key: no read-modify-write of a counter, so concurrent writers cannot collide;
        # order comes from the engine's insertion sequence.
        return ItemWrite(
            self.namespace, uuid.uuid4().hex, dict(item), text=item_text(item), role=item_role(item)
        )

    def _pop(self) -> TResponseInputItem | None:
        # The engine picks the newest item and erases it in one transaction: two pops, from
        # threads or processes, never return the same item.
        popped = self._memory.items.pop(self.namespace, profile=self._profile)
        return None if popped is None else popped.value

    def _clear(self) -> None:
        self._memory.items.delete(self.namespace, profile=self._profile)

    def _search(self, query: str, limit: int) -> list[SessionHit]:
        found = self._memory.items.search(self.namespace, query, limit=limit, profile=self._profile)
        return [SessionHit(i.value, i.score, i.key) for i in found if i.score is not None]
