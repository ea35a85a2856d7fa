"""``MemlaneChatStore``: LlamaIndex's legacy ``BaseChatStore`` (used by ``ChatMemoryBuffer``,
``ChatSummaryMemoryBuffer``, chat engines) over memlane items.

The legacy interface has no message status: it reads and indexes a chat key's whole log
(active and archived messages alike, should the same log also be used by ``Memory``)."""

from __future__ import annotations

import asyncio
from typing import Any

from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store.base import BaseChatStore
from memlane import Memory
from pydantic import Field, PrivateAttr

from ._log import ChatLog, load

DEFAULT_PREFIX: tuple[str, ...] = ("llamaindex", "chat")


class MemlaneChatStore(BaseChatStore):
    """Chat key ``k`` is the namespace ``(*namespace, k)``; each message one item, in order.

    The memlane ``Memory`` (whose actor governs every call) is a private attribute: it never
    enters the store's pydantic serialisation.
    """

    namespace: tuple[str, ...] = Field(
        default=DEFAULT_PREFIX, description="Namespace prefix of the chat logs."
    )
    _log: ChatLog = PrivateAttr()

    def __init__(self, memory: Memory, **data: Any) -> None:
        super().__init__(**data)
        self._log = ChatLog(memory, self.namespace)

    @classmethod
    def class_name(cls) -> str:
        return "MemlaneChatStore"

    @property
    def memory(self) -> Memory:
        return self._log.memory

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
