"""One chat log = one memlane namespace; one message = one item. Both chat stores (the legacy
sync ``BaseChatStore`` and the async ``AsyncDBChatStore``) share this sync implementation; the
async store runs it in a worker thread, like the engine's own async twins."""

from __future__ import annotations

import math
import uuid
from collections.abc import Sequence
from typing import Any

from llama_index.core.llms import ChatMessage
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import Item, ItemWrite
from pydantic import BaseModel, Field, PrivateAttr

DEFAULT_PREFIX: tuple[str, ...] = ("llamaindex", "chat")

PAGE = 10_000  # the engine's largest list page
ACTIVE, ARCHIVED = "active", "archived"


def _finite(value: object) -> None:
    # pydantic's JSON mode turns NaN/inf into null silently; refuse a value that would not
    # come back as it was given, as the engine does for item values.
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInputError(
            f"chat message holds a non-finite number ({value!r}); JSON cannot store it"
        )
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list | tuple | set):
        for child in value:
            _finite(child)


def dump(message: object) -> dict[str, Any]:
    """The message as a JSON value (the shape LlamaIndex's own SQL store keeps)."""
    if not isinstance(message, ChatMessage):
        raise InvalidInputError(f"expected a ChatMessage, got {type(message).__name__}")
    _finite(message.additional_kwargs)
    try:
        return message.model_dump(mode="json")
    except ValueError as exc:  # PydanticSerializationError, e.g. an object() in additional_kwargs
        raise InvalidInputError(f"chat message is not JSON-serialisable: {exc}") from exc


def load(item: Item) -> ChatMessage:
    return ChatMessage.model_validate(item.value)


def text_of(message: ChatMessage) -> str | None:
    """What recall indexes: the message's text blocks (None for tool-call-only or media)."""
    text = message.content
    return text if text and text.strip() else None


def write_of(namespace: tuple[str, ...], message: ChatMessage, value: Any = None, status: str = "active") -> ItemWrite:
    # A participant name (OpenAI-style ``name``) is a person the engine can attribute facts to;
    # the role ("user", "assistant") is not a name, so it goes to ``role`` only.
    stored = dump(message) if value is None else value  # validates the message first
    name = message.additional_kwargs.get("name")
    return ItemWrite(
        namespace, uuid.uuid4().hex, stored, text=text_of(message),
        speaker=name if isinstance(name, str) and name.strip() else None, role=message.role.value, status=status,
    )  # fmt: skip


def _status(status: object) -> str | None:
    """MessageStatus (a str enum), a plain string, or None (= every status)."""
    return None if status is None else str(getattr(status, "value", status))


def _count(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidInputError(f"{what} must be a non-negative integer, got {value!r}")
    return value


class ChatLog:
    """The chat logs under ``prefix``: chat key ``k`` lives in namespace ``(*prefix, k)``."""

    def __init__(self, memory: Memory, prefix: Sequence[str]) -> None:
        if not isinstance(memory, Memory):
            raise InvalidInputError(f"expected a memlane.Memory, got {type(memory).__name__}")
        self.memory, self.prefix = memory, tuple(prefix)

    def ns(self, key: str) -> tuple[str, ...]:
        return (*self.prefix, key)

    # -- reads ------------------------------------------------------------------------------
    def items(
        self, key: str, status: object = None, offset: int = 0, limit: int | None = None
    ) -> list[Item]:
        """The log's items in insertion order, paged through the engine's list."""
        ns, wanted = self.ns(key), None if limit is None else _count(limit, "limit")
        offset, out = _count(offset, "offset"), []
        while wanted is None or len(out) < wanted:
            page = PAGE if wanted is None else min(PAGE, wanted - len(out))
            batch = self.memory.items.list(
                ns, prefix=False, status=_status(status), offset=offset + len(out), limit=page
            )
            out.extend(batch)
            if len(batch) < page:
                break
        return out

    def messages(
        self, key: str, status: object = None, offset: int = 0, limit: int | None = None
    ) -> list[ChatMessage]:
        return [load(i) for i in self.items(key, status, offset, limit)]

    def count(self, key: str, status: object = None) -> int:
        return self.memory.items.count(self.ns(key), prefix=False, status=_status(status))

    def keys(self) -> list[str]:
        depth = len(self.prefix)
        return [
            ns[depth] for ns in self.memory.items.namespaces(self.prefix) if len(ns) == depth + 1
        ]

    # -- writes -----------------------------------------------------------------------------
    def append(self, key: str, messages: Sequence[ChatMessage], status: object = ACTIVE) -> None:
        """Append in one transaction (all or nothing), archived ones stored archived."""
        if isinstance(messages, ChatMessage) or not isinstance(messages, Sequence):
            raise InvalidInputError("messages must be a list of ChatMessage")
        if not messages:
            return
        ns = self.ns(key)
        state = ARCHIVED if _status(status) == ARCHIVED else ACTIVE
        self.memory.items.put_many([write_of(ns, m, status=state) for m in messages])

    def replace(
        self,
        key: str,
        old: Sequence[Item],
        messages: Sequence[ChatMessage],
        status: object = ACTIVE,
    ) -> None:
        """Put ``messages`` in place of the items ``old`` (the log's tail, or all of it). The
        new items are written before the old are erased, so an interruption duplicates
        messages rather than losing them."""
        self.append(key, messages, status)
        self.erase(key, old)

    def erase(self, key: str, items: Sequence[Item]) -> list[ChatMessage]:
        """Verified erasure of exactly these items (one engine forget); returns their messages."""
        if items:
            self.memory.items.delete(self.ns(key), [i.key for i in items])
        return [load(i) for i in items]

    def archive(self, key: str, items: Sequence[Item]) -> list[ChatMessage]:
        if items:
            self.memory.items.set_status(self.ns(key), [i.key for i in items], ARCHIVED)
        return [load(i) for i in items]

    def clear(self, key: str, status: object = None) -> None:
        if status is None:  # every item of the log, in one erasure
            self.memory.items.delete(self.ns(key))
        else:
            self.erase(key, self.items(key, status))


class LogBacked(BaseModel):
    """What both chat stores share: the namespace prefix (a pydantic field, so it is part of
    the store's settings) and the ``ChatLog`` over the memlane ``Memory``, kept private so the
    engine never enters pydantic serialisation. Listed first among a store's bases."""

    namespace: tuple[str, ...] = Field(default=DEFAULT_PREFIX, description="Namespace prefix of the chat logs.")
    _log: ChatLog = PrivateAttr()

    def __init__(self, memory: Memory, **data: Any) -> None:
        super().__init__(**data)
        self._log = ChatLog(memory, self.namespace)

    @property
    def memory(self) -> Memory:
        return self._log.memory
