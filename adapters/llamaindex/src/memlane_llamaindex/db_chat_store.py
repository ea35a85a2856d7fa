"""``MemlaneAsyncChatStore``: the ``AsyncDBChatStore`` behind LlamaIndex's current ``Memory``
(its FIFO short-term queue), over memlane items.

``MessageStatus`` maps onto the item status ("active" / "archived"): ``Memory`` archives the
messages it flushes from the queue, and they stay readable (``status=ARCHIVED`` or ``None``)
and searchable through the engine. Every method is the shared sync implementation run in a
worker thread (one hop per call)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store.base_db import AsyncDBChatStore, MessageStatus

from ._log import ACTIVE, LogBacked

R = TypeVar("R")


class MemlaneAsyncChatStore(LogBacked, AsyncDBChatStore):
    """Chat key ``k`` (``Memory``'s ``session_id``) is the namespace ``(*namespace, k)``; each
    message one item, in insertion order. The default prefix is the same as
    :class:`MemlaneChatStore`'s, so both stores see the same chat logs."""

    @classmethod
    def class_name(cls) -> str:
        return "MemlaneAsyncChatStore"

    @staticmethod
    async def _run(fn: Callable[..., R], *args: Any) -> R:
        return await asyncio.to_thread(fn, *args)

    async def get_messages(
        self, key: str, status: MessageStatus | None = MessageStatus.ACTIVE, limit: int | None = None,
        offset: int | None = None,
    ) -> list[ChatMessage]:  # fmt: skip
        """Messages in insertion order; ``status=None`` = active and archived."""
        return await self._run(self._log.messages, key, status, offset or 0, limit)

    async def count_messages(
        self, key: str, status: MessageStatus | None = MessageStatus.ACTIVE
    ) -> int:
        return await self._run(self._log.count, key, status)

    async def add_message(
        self, key: str, message: ChatMessage, status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        await self._run(self._log.append, key, [message], status)

    async def add_messages(
        self, key: str, messages: list[ChatMessage], status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """One transaction for the whole batch: all stored or none."""
        await self._run(self._log.append, key, messages, status)

    async def set_messages(
        self, key: str, messages: list[ChatMessage], status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Replace the whole log (every status), as the SQL store does, in one transaction."""
        await self._run(self._log.replace, key, messages, status)

    async def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Erase the active message at position ``idx`` (0 = oldest) and return it; None when
        out of range. A position, not the SQL store's row id, which this interface never
        hands out. Chosen and erased in one verified erasure."""
        if isinstance(idx, int) and idx < 0:
            return None
        taken = await self._run(self._log.take, key, idx, 1, ACTIVE)
        return taken[0] if taken else None

    async def delete_messages(self, key: str, status: MessageStatus | None = None) -> None:
        await self._run(self._log.clear, key, status)

    async def delete_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Erase the ``n`` oldest active messages and return them, oldest first (one verified
        erasure: concurrent calls never return the same message)."""
        if n <= 0:
            return []
        return await self._run(self._log.take, key, 0, n, ACTIVE)

    async def archive_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Archive the ``n`` oldest active messages (kept, out of the queue) and return them
        (one transaction)."""
        if n <= 0:
            return []
        return await self._run(self._log.archive_oldest, key, n)

    async def get_keys(self) -> list[str]:
        return await self._run(self._log.keys)
