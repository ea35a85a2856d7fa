"""``MemlaneContextProvider``: long-term memory for an Agent Framework agent.

Before each run it recalls, for the run's user input, the best memories of its collection
(namespace ``("agent-framework", "memories", collection)``) and adds them to the run's context
as one message; after the run it remembers the run's input and response messages there (one
transaction), each with the session it came from. Recall is the engine's hybrid recall; the
engine's actor decides whose memories these are."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from agent_framework import ContextProvider, Message
from memlane import Memory
from memlane.errors import InvalidInputError

from .messages import NAMESPACE_ROOT, checked, label, restore, text_of, write

if TYPE_CHECKING:
    from agent_framework import AgentSession, SessionContext, SupportsAgentRun

DEFAULT_CONTEXT_PROMPT = "## Memories\nConsider the following memories when answering the user:"


@dataclass(frozen=True)
class Recalled:
    """One recalled memory: the message it came from, its recall score, the session that
    produced it (None if unknown) and its key."""

    message: Message
    score: float
    session_id: str | None
    key: str


class MemlaneContextProvider(ContextProvider):
    """Recall before the run, remember after it.

    ``memory`` is a :class:`memlane.Memory` (the caller keeps ownership; its actor is the
    provider's actor) or a data-directory path (:meth:`close` closes it). ``collection``
    names the memory (e.g. one per assistant); ``limit`` and ``score_threshold`` bound what
    is recalled; ``remember_roles`` says whose messages are remembered after a run."""

    DEFAULT_SOURCE_ID: ClassVar[str] = "memlane"

    def __init__(
        self,
        memory: Memory | str | os.PathLike[str],
        *,
        source_id: str | None = None,
        collection: str = "default",
        profile: str | None = None,
        limit: int = 5,
        score_threshold: float | None = None,
        context_prompt: str = DEFAULT_CONTEXT_PROMPT,
        remember_roles: Collection[str] = ("user", "assistant"),
    ) -> None:
        super().__init__(source_id or self.DEFAULT_SOURCE_ID)
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 1000:
            raise InvalidInputError("limit must be an integer from 1 to 1000")
        self.namespace = (NAMESPACE_ROOT, "memories", label(collection, "collection"))
        self.limit, self.score_threshold, self.context_prompt = limit, score_threshold, context_prompt
        if isinstance(remember_roles, str):
            raise TypeError("remember_roles is a collection of roles, e.g. ('user', 'assistant')")
        self.remember_roles = frozenset(remember_roles)
        self._owns_memory = not isinstance(memory, Memory)
        self._memory = memory if isinstance(memory, Memory) else Memory(memory)
        self._profile = profile

    @property
    def memory(self) -> Memory:
        return self._memory

    # -- ContextProvider ------------------------------------------------------------------------
    async def before_run(
        self, *, agent: SupportsAgentRun, session: AgentSession, context: SessionContext, state: dict[str, Any]
    ) -> None:
        """Recall for the run's user text; add one context message listing what was found
        (nothing when nothing was). ``state["recalled"]`` holds the recalled keys."""
        query = "\n".join(t for m in context.input_messages if m.role == "user" and (t := text_of(m)))
        found = await self.search(query) if query else []
        state["recalled"] = [r.key for r in found]
        if not found:
            return
        listing = "\n".join(f"- {text_of(r.message)}" for r in found)
        origins = sorted({r.session_id for r in found if r.session_id and r.session_id != context.session_id})
        context.extend_messages(
            self, [Message("user", [f"{self.context_prompt}\n{listing}"])], origin_session_ids=origins or None
        )

    async def after_run(
        self, *, agent: SupportsAgentRun, session: AgentSession, context: SessionContext, state: dict[str, Any]
    ) -> None:
        """Remember the run's input and response messages (of ``remember_roles``, with text)."""
        messages = list(context.input_messages)
        if context.response is not None:
            messages.extend(context.response.messages)
        await self.remember(messages, session_id=context.session_id)

    # -- beyond the interface -------------------------------------------------------------------
    async def search(self, query: str, limit: int | None = None) -> list[Recalled]:
        """The collection's memories ranked by the engine's recall for ``query``, best first,
        at most ``limit`` (default: the provider's), none below ``score_threshold``."""
        return await asyncio.to_thread(self._search, query, self.limit if limit is None else limit)

    async def remember(self, messages: list[Message], *, session_id: str | None = None) -> int:
        """Store the messages of ``remember_roles`` that have text (one transaction); returns
        how many were stored."""
        return await asyncio.to_thread(self._remember, messages, session_id)

    async def clear(self) -> int:
        """Erase the whole collection (one verified erasure); returns how many memories."""
        return await asyncio.to_thread(self._clear)

    def close(self) -> None:
        """Close the engine if this provider opened it from a path; otherwise a no-op."""
        if self._owns_memory:
            self._memory.close()

    # -- the one implementation ---------------------------------------------------------------
    def _search(self, query: str, limit: int) -> list[Recalled]:
        if not isinstance(query, str):
            raise TypeError(f"query must be a string, got {type(query).__name__}")
        if not query.strip():
            return []
        found = self._memory.items.search(self.namespace, query, limit=limit, profile=self._profile)
        threshold = self.score_threshold
        return [
            Recalled(restore(i.value["message"]), i.score, i.value.get("session_id"), i.key)
            for i in found
            if i.score is not None and (threshold is None or i.score >= threshold)
        ]

    def _remember(self, messages: list[Message], session_id: str | None) -> int:
        kept = [m for m in checked(messages) if m.role in self.remember_roles and text_of(m) is not None]
        if not kept:
            return 0
        writes = [write(self.namespace, m, {"message": m.to_dict(), "session_id": session_id}) for m in kept]
        self._memory.items.put_many(writes, profile=self._profile)
        return len(writes)

    def _clear(self) -> int:
        deleted = self._memory.items.delete(self.namespace, profile=self._profile)
        if not deleted.all_erased:
            raise RuntimeError(f"erasure {deleted.erasure_id} did not prove every index dropped the memories")
        return deleted.count

    def __repr__(self) -> str:
        return f"MemlaneContextProvider(source_id={self.source_id!r}, collection={self.namespace[2]!r})"
