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
        """Replace the whole log (every status), as the SQL store does."""
        await self._run(lambda: self._log.replace(key, self._log.items(key), messages, status))

    async def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Erase the active message at position ``idx`` (0 = oldest) and return it; None when
        out of range. A position, not the SQL store's row id, which this interface never
        hands out."""

        def run() -> ChatMessage | None:
            active = self._log.items(key, ACTIVE)
            return self._log.erase(key, [active[idx]])[0] if 0 <= idx < len(active) else None

        return await self._run(run)

    async def delete_messages(self, key: str, status: MessageStatus | None = None) -> None:
        await self._run(self._log.clear, key, status)

    async def delete_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Erase the ``n`` oldest active messages and return them, oldest first."""
        if n <= 0:
            return []
        return await self._run(lambda: self._log.erase(key, self._log.items(key, ACTIVE, limit=n)))

    async def archive_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Archive the ``n`` oldest active messages (kept, out of the queue) and return them."""
        if n <= 0:
            return []
        return await self._run(
            lambda: self._log.archive(key, self._log.items(key, ACTIVE, limit=n))
        )

    async def get_keys(self) -> list[str]:
        return await self._run(self._log.keys)
