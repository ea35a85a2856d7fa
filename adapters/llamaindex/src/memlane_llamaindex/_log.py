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
ALL = 2**31  # "every message" for the positional engine calls
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

    # -- writes: each one engine transaction, choosing its messages where it changes them -----
    def append(self, key: str, messages: Sequence[ChatMessage], status: object = ACTIVE) -> None:
        """Append in one transaction (all or nothing), archived ones stored archived."""
        writes = self._writes(key, messages, status)
        if writes:
            self.memory.items.put_many(writes)

    def replace(self, key: str, messages: Sequence[ChatMessage], status: object = ACTIVE) -> None:
        """Make ``messages`` the whole log (every status), in one transaction: concurrent
        replacements leave exactly one of them."""
        self.memory.items.replace_all(self.ns(key), self._writes(key, messages, status))

    def insert(self, key: str, idx: int, message: ChatMessage) -> None:
        """Insert before position ``idx`` like ``list.insert``, in one transaction."""
        self.memory.items.insert_at(self.ns(key), _position(idx), self._writes(key, [message], ACTIVE))

    def take(self, key: str, idx: int = 0, n: int = ALL, status: object = None) -> list[ChatMessage]:
        """Erase ``n`` messages from position ``idx`` (negative counts from the end) among those
        of ``status`` (None: all) and return them, oldest first: chosen and erased in one
        verified erasure, so concurrent callers never take the same message."""
        taken = self.memory.items.delete_at(self.ns(key), _position(idx), n, status=_status(status))
        return [load(i) for i in taken]

    def archive_oldest(self, key: str, n: int) -> list[ChatMessage]:
        """Archive the ``n`` oldest active messages (kept, out of the queue), in one transaction."""
        return [load(i) for i in self.memory.items.set_status_at(self.ns(key), 0, n, ARCHIVED, current=ACTIVE)]

    def clear(self, key: str, status: object = None) -> None:
        if status is None:  # every item of the log, in one erasure
            self.memory.items.delete(self.ns(key))
        else:
            self.take(key, 0, ALL, status)

    def _writes(self, key: str, messages: Sequence[ChatMessage], status: object) -> list[ItemWrite]:
        if isinstance(messages, ChatMessage) or not isinstance(messages, Sequence):
            raise InvalidInputError("messages must be a list of ChatMessage")
        state = ARCHIVED if _status(status) == ARCHIVED else ACTIVE
        return [write_of(self.ns(key), m, status=state) for m in messages]


def _position(idx: object) -> int:
    if isinstance(idx, bool) or not isinstance(idx, int):
        raise TypeError(f"a message position is an int, got {type(idx).__name__}")
    return idx


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
