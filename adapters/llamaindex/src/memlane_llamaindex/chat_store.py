"""``MemlaneChatStore``: LlamaIndex's legacy ``BaseChatStore`` (used by ``ChatMemoryBuffer``,
``ChatSummaryMemoryBuffer``, chat engines) over memlane items.

The legacy interface has no message status: it reads and indexes a chat key's whole log
(active and archived messages alike, should the same log also be used by ``Memory``)."""

from __future__ import annotations

import asyncio

from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store.base import BaseChatStore

from ._log import DEFAULT_PREFIX, LogBacked

__all__ = ["DEFAULT_PREFIX", "MemlaneChatStore"]


class MemlaneChatStore(LogBacked, BaseChatStore):
    """Chat key ``k`` is the namespace ``(*namespace, k)``; each message one item, in order.
    Construct with ``MemlaneChatStore(memory, namespace=...)``; the memory's actor governs
    every call."""

    @classmethod
    def class_name(cls) -> str:
        return "MemlaneChatStore"

    def set_messages(self, key: str, messages: list[ChatMessage]) -> None:
        """Replace the whole log, in one transaction."""
        self._log.replace(key, messages)

    def get_messages(self, key: str) -> list[ChatMessage]:
        return self._log.messages(key)

    def add_message(self, key: str, message: ChatMessage, idx: int | None = None) -> None:
        """Append, or insert before ``idx`` like ``SimpleChatStore`` (``list.insert``): one
        transaction either way."""
        if idx is None:
            self._log.append(key, [message])
        else:
            self._log.insert(key, idx, message)

    def delete_messages(self, key: str) -> list[ChatMessage] | None:
        """Erase the whole log and return what it held, in one verified erasure (None when it
        held nothing)."""
        return self._log.take(key) or None

    def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Erase and return the message at position ``idx`` (negative counts from the end), in
        one verified erasure; None when the log is empty or ``idx`` is past its end; like
        ``SimpleChatStore`` (``list.pop``), an ``IndexError`` when ``idx`` is before its start."""
        taken = self._log.take(key, idx, 1)
        if not taken and isinstance(idx, int) and idx < 0 and self._log.count(key) > 0:
            raise IndexError(f"message position {idx} is out of range")
        return taken[0] if taken else None

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
