"""How Agent Framework messages become memlane items and back.

A message is stored verbatim as its own serialisation (``Message.to_dict()``, which leaves out
the provider's ``raw_representation``); its ``text`` is what recall indexes, its role and
author name go to the engine as role and speaker."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from agent_framework import Message
from memlane.errors import InvalidInputError
from memlane.items import ItemWrite

NAMESPACE_ROOT = "agent-framework"
MAX_ID = 512  # a session id or collection name is one namespace label: the engine's limit


def label(value: object, what: str) -> str:
    """A session id or collection name as the engine accepts it, or a typed error naming it."""
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a string, got {type(value).__name__}")
    if not value:
        raise InvalidInputError(f"{what} must not be empty")
    if len(value) > MAX_ID:
        raise InvalidInputError(f"{what} is longer than {MAX_ID} characters")
    if "\x1f" in value or "\x00" in value:
        raise InvalidInputError(f"{what} contains a control character (U+001F or NUL)")
    return value


def checked(messages: object) -> list[Message]:
    """Every element must be a Message (checked before anything is written)."""
    if isinstance(messages, str | bytes | Message) or not isinstance(messages, Sequence):
        raise TypeError("messages must be a sequence of agent_framework.Message")
    for index, message in enumerate(messages):
        if not isinstance(message, Message):
            raise TypeError(f"messages[{index}] must be a Message, got {type(message).__name__}")
    return list(messages)


def text_of(message: Message) -> str | None:
    text = message.text
    return text if text.strip() else None


def write(namespace: tuple[str, ...], message: Message, value: Any) -> ItemWrite:
    """One message as a new item (a random key: concurrent writers never collide)."""
    return ItemWrite(
        namespace, uuid.uuid4().hex, value, text=text_of(message), speaker=message.author_name or None,
        role=message.role or None,
    )  # fmt: skip


def restore(value: dict[str, Any]) -> Message:
    return Message.from_dict(value)
