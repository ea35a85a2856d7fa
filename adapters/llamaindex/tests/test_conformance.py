"""The shared conformance suite, driven through MemlaneChatStore (LlamaIndex's BaseChatStore).

A container is a chat key. Messages have no caller-chosen ids in LlamaIndex, so the driver
keeps its record key in the message's ``additional_kwargs`` and deletes by the position it
finds there (``delete_message`` is positional)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from llama_index.core.llms import ChatMessage
from memlane import Memory
from memlane_conformance import AdapterConformance, AdapterDriver, Capability, Record
from memlane_llamaindex import MemlaneChatStore

C = Capability
KEY = "conformance_key"


@dataclass(frozen=True)
class Handle:
    store: MemlaneChatStore
    chat_key: str


def _record(message: ChatMessage) -> Record:
    meta = {k: v for k, v in message.additional_kwargs.items() if k != KEY}
    return Record(text=message.content or "", key=message.additional_kwargs.get(KEY), metadata=meta)


def _message(
    text: str, key: str | None, metadata: Mapping[str, Any] | None
) -> tuple[str, ChatMessage]:
    record_key = key or uuid.uuid4().hex
    return record_key, ChatMessage(
        role="user", content=text, additional_kwargs={**(metadata or {}), KEY: record_key}
    )


class LlamaIndexChatStoreDriver(AdapterDriver):
    name = "llamaindex"
    capabilities = frozenset({C.ORDERED, C.DELETE_BY_ID, C.CLEAR, C.METADATA, C.ASYNC})

    def open(self, memory: Memory, container: str) -> Handle:
        return Handle(MemlaneChatStore(memory), container)

    def write(
        self,
        handle: Handle,
        text: str,
        *,
        key: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> str:
        record_key, message = _message(text, key, metadata)
        handle.store.add_message(handle.chat_key, message)
        return record_key

    def read(self, handle: Handle) -> list[Record]:
        return [_record(m) for m in handle.store.get_messages(handle.chat_key)]

    def write_unserialisable(self, handle: Handle) -> None:
        message = ChatMessage(
            role="user", content="Not storable.", additional_kwargs={"handle": object()}
        )
        handle.store.add_message(handle.chat_key, message)

    def delete(self, handle: Handle, key: str) -> None:
        keys = [m.additional_kwargs.get(KEY) for m in handle.store.get_messages(handle.chat_key)]
        assert handle.store.delete_message(handle.chat_key, keys.index(key)) is not None

    def clear(self, handle: Handle) -> None:
        handle.store.delete_messages(handle.chat_key)

    async def awrite(
        self,
        handle: Handle,
        text: str,
        *,
        key: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> str:
        record_key, message = _message(text, key, metadata)
        await handle.store.async_add_message(handle.chat_key, message)
        return record_key

    async def aread(self, handle: Handle) -> list[Record]:
        return [_record(m) for m in await handle.store.aget_messages(handle.chat_key)]


class TestConformance(AdapterConformance):
    driver = LlamaIndexChatStoreDriver()
