"""``MemlaneChatStore``: LlamaIndex's legacy ``BaseChatStore`` (used by ``ChatMemoryBuffer``,
``ChatSummaryMemoryBuffer``, chat engines) over memlane items.

The legacy interface has no message status: it reads and indexes a chat key's whole log
(active and archived messages alike, should the same log also be used by ``Memory``)."""

from __future__ import annotations

import asyncio

from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store.base import BaseChatStore

from ._log import DEFAULT_PREFIX, LogBacked, load

__all__ = ["DEFAULT_PREFIX", "MemlaneChatStore"]


class MemlaneChatStore(LogBacked, BaseChatStore):
    """Chat key ``k`` is the namespace ``(*namespace, k)``; each message one item, in order.
    Construct with ``MemlaneChatStore(memory, namespace=...)``; the memory's actor governs
    every call."""

    @classmethod
    def class_name(cls) -> str:
        return "MemlaneChatStore"

    def set_messages(self, key: str, messages: list[ChatMessage]) -> None:
        self._log.replace(key, self._log.items(key), messages)

    def get_messages(self, key: str) -> list[ChatMessage]:
        return self._log.messages(key)

    def add_message(self, key: str, message: ChatMessage, idx: int | None = None) -> None:
        """Append, or insert at ``idx`` like ``SimpleChatStore`` (the tail is rewritten)."""
        if idx is None:
            self._log.append(key, [message])
            return
        tail = self._log.items(key)[idx:]
        self._log.replace(key, tail, [message, *map(load, tail)])

    def delete_messages(self, key: str) -> list[ChatMessage] | None:
        """Erase the whole log; returns what it held (None when it held nothing)."""
        items = self._log.items(key)
        return self._log.erase(key, items) if items else None

    def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Erase the message at position ``idx`` (negative counts from the end); None when out of range."""
        items = self._log.items(key)
        if not -len(items) <= idx < len(items):
            return None
        return self._log.erase(key, [items[idx]])[0]

    def delete_last_message(self, key: str) -> ChatMessage | None:
        return self.delete_message(key, -1)

    def get_keys(self) -> list[str]:
        return self._log.keys()

    # BaseChatStore's async twins already run the sync methods in a thread; only
    # async_add_message is redefined, to pass ``idx`` through.
    async def async_add_message(
        self, key: str, message: ChatMessage, idx: int | None = None
    ) -> None:
        await asyncio.to_thread(self.add_message, key, message, idx)
