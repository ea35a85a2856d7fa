"""``MemlaneHistoryProvider``: an Agent Framework ``HistoryProvider`` keeping each session's
transcript in a memlane engine.

Mapping: session ``session_id`` -> namespace ``("agent-framework", "history", session_id)``;
each message -> one item (random key; order = the engine's insertion order), value = the
message's ``to_dict()``, text = its text (so transcripts are searchable through recall).
Saving applies the framework's own replay rule (a transcript that repeats what is stored adds
only what is new), reading only as many of the newest stored messages as it is given. Every
method is a thin async wrapper over one sync implementation run in a worker thread."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from agent_framework import HistoryProvider, Message
from agent_framework._sessions import filter_new_messages
from memlane import Memory
from memlane.items import Item

from .messages import NAMESPACE_ROOT, checked, label, restore, write

_PAGE = 10_000  # the engine's largest list page
_LOCKS = tuple(threading.Lock() for _ in range(64))  # striped: bounded, shared by every provider


def _lock_for(memory: Memory, profile: str | None, ns: tuple[str, ...]) -> threading.Lock:
    return _LOCKS[hash((str(memory.data_dir), profile or memory.default_profile, ns)) % len(_LOCKS)]


@dataclass(frozen=True)
class HistoryHit:
    """One search result: the stored message, its recall score (higher is better), its key."""

    message: Message
    score: float
    key: str


class MemlaneHistoryProvider(HistoryProvider):
    """Conversation history per session, stored as memlane items.

    ``memory`` is a :class:`memlane.Memory` (the caller keeps ownership; its actor is the
    provider's actor) or a data-directory path (the provider opens it; :meth:`close` closes
    it). ``profile`` selects a memlane profile (tenant). The other options are the
    framework's ``HistoryProvider`` flags, as on ``InMemoryHistoryProvider``."""

    DEFAULT_SOURCE_ID: ClassVar[str] = "memlane_history"

    def __init__(
        self,
        memory: Memory | str | os.PathLike[str],
        *,
        source_id: str | None = None,
        profile: str | None = None,
        load_messages: bool = True,
        store_inputs: bool = True,
        store_context_messages: bool = False,
        store_context_from: set[str] | None = None,
        store_outputs: bool = True,
        skip_excluded: bool = False,
    ) -> None:
        super().__init__(
            source_id or self.DEFAULT_SOURCE_ID, load_messages=load_messages, store_inputs=store_inputs,
            store_context_messages=store_context_messages, store_context_from=store_context_from,
            store_outputs=store_outputs,
        )  # fmt: skip
        self.skip_excluded = skip_excluded
        self._owns_memory = not isinstance(memory, Memory)
        self._memory = memory if isinstance(memory, Memory) else Memory(memory)
        self._profile = profile

    @property
    def memory(self) -> Memory:
        return self._memory

    @staticmethod
    def namespace(session_id: str) -> tuple[str, str, str]:
        return (NAMESPACE_ROOT, "history", label(session_id, "session_id"))

    # -- HistoryProvider ------------------------------------------------------------------------
    async def get_messages(self, session_id: str | None, *, state: dict[str, Any] | None = None, **kwargs: Any) -> list[Message]:
        """The session's messages in the order they were stored. ``state`` is not used: the
        transcript lives in the engine, not in the session object."""
        return await asyncio.to_thread(self._get, session_id)

    async def save_messages(
        self, session_id: str | None, messages: Sequence[Message], *, state: dict[str, Any] | None = None, **kwargs: Any
    ) -> None:
        """Append what is new in ``messages`` (one transaction: all of it, or nothing)."""
        await asyncio.to_thread(self._save, session_id, messages)

    # -- beyond the interface -------------------------------------------------------------------
    async def search(self, session_id: str, query: str, limit: int = 5) -> list[HistoryHit]:
        """This session's messages ranked by the engine's recall for ``query``, best first."""
        return await asyncio.to_thread(self._search, session_id, query, limit)

    async def clear(self, session_id: str) -> int:
        """Erase the session's transcript (one verified erasure); returns how many messages."""
        return await asyncio.to_thread(self._clear, session_id)

    def close(self) -> None:
        """Close the engine if this provider opened it from a path; otherwise a no-op."""
        if self._owns_memory:
            self._memory.close()

    # -- the one implementation ---------------------------------------------------------------
    def _get(self, session_id: str | None) -> list[Message]:
        messages = [restore(i.value) for i in self._pages(self._ns(session_id), newest_first=False, want=None)]
        if self.skip_excluded:
            messages = [m for m in messages if not m.additional_properties.get("_excluded", False)]
        return messages

    def _save(self, session_id: str | None, messages: Sequence[Message]) -> None:
        ns = self._ns(session_id)
        incoming = checked(messages)
        if not incoming:
            return
        values = [m.to_dict() for m in incoming]  # serialised (and so checked) before any read
        # The replay rule reads the stored tail, then appends: two saves of one session must
        # not interleave there, or both would append what the other just stored. Within a
        # process a lock per session serialises them (as FileHistoryProvider does per file).
        with _lock_for(self._memory, self._profile, ns):
            # The rule's decision depends on the last len(incoming) stored messages only (a
            # longer history can neither match the incoming list nor overlap it further).
            tail = [restore(i.value) for i in reversed(self._pages(ns, newest_first=True, want=len(incoming)))]
            new = filter_new_messages(tail, incoming)
            if not new:
                return
            # `new` is a suffix of `incoming`: pair each with its serialised value by position.
            start = len(incoming) - len(new)
            self._memory.items.put_many(
                [write(ns, m, v) for m, v in zip(new, values[start:], strict=True)], profile=self._profile
            )

    def _search(self, session_id: str, query: str, limit: int) -> list[HistoryHit]:
        found = self._memory.items.search(self._ns(session_id), query, limit=limit, profile=self._profile)
        return [HistoryHit(restore(i.value), i.score, i.key) for i in found if i.score is not None]

    def _clear(self, session_id: str) -> int:
        deleted = self._memory.items.delete(self._ns(session_id), profile=self._profile)
        if not deleted.all_erased:  # the engine's proof says some index still holds data
            raise RuntimeError(f"erasure {deleted.erasure_id} did not prove every index dropped the transcript")
        return deleted.count

    def _ns(self, session_id: str | None) -> tuple[str, str, str]:
        return self.namespace(session_id)  # type: ignore[arg-type]  # None is refused there

    def _pages(self, ns: tuple[str, ...], *, newest_first: bool, want: int | None) -> list[Item]:
        out: list[Item] = []
        while want is None or len(out) < want:
            size = _PAGE if want is None else min(_PAGE, want - len(out))
            page = self._memory.items.list(
                ns, prefix=False, offset=len(out), limit=size, newest_first=newest_first, profile=self._profile
            )
            out.extend(page)
            if len(page) < size:
                break
        return out

    def __repr__(self) -> str:
        return f"MemlaneHistoryProvider(source_id={self.source_id!r}, profile={self._profile!r})"
