"""How ADK events and memory entries become memlane items, and back.

An item's value keeps what a ``MemoryEntry`` needs verbatim (the ``Content`` as JSON, author,
timestamp, custom metadata, the event or memory id); its ``text`` is the content's text parts,
which is what recall indexes and what ADK's own memory services search. Content with no text
(a bare function call, an image) is nothing a search can return, so it is not stored."""

from __future__ import annotations

import time
from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from google.adk.memory.memory_entry import MemoryEntry
from google.genai import types
from memlane.errors import InvalidInputError

if TYPE_CHECKING:
    from google.adk.events.event import Event
    from memlane.items import Item

MAX_ID = 512  # an id is one namespace label or item key; the engine's label limit


def identifier(value: object, what: str) -> str:
    """An app name, user id, session id or memory id as the engine will accept it, or a
    typed error naming the argument (instead of failing later inside a write)."""
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a string, got {type(value).__name__}")
    if not value:
        raise InvalidInputError(f"{what} must not be empty")
    if len(value) > MAX_ID:
        raise InvalidInputError(f"{what} is longer than {MAX_ID} characters")
    if "\x1f" in value or "\x00" in value:
        raise InvalidInputError(f"{what} contains a control character (U+001F or NUL)")
    return value


def content_text(content: types.Content | None) -> str | None:
    """The text parts joined by newlines (thoughts included, as ADK's in-memory service
    searches them), or None when there is no text."""
    if content is None or not content.parts:
        return None
    text = "\n".join(part.text for part in content.parts if part.text)
    return text if text.strip() else None


def format_timestamp(seconds: float) -> str:
    """ADK's own rendering of an event time for the model: local ISO 8601."""
    return datetime.fromtimestamp(seconds).isoformat()


def event_value(event: Event, session_id: str, custom_metadata: Mapping[str, object] | None) -> dict[str, Any]:
    assert event.content is not None
    return {
        "id": event.id,
        "kind": "event",
        "session_id": session_id,
        "author": event.author,
        "time": event.timestamp,  # epoch seconds; rendered when read, as ADK does
        "content": event.content.model_dump(mode="json", exclude_none=True),
        "custom_metadata": dict(custom_metadata or {}),
    }


def entry_value(entry: MemoryEntry, memory_id: str, custom_metadata: Mapping[str, object] | None) -> dict[str, Any]:
    # Write-level metadata first, the entry's own keys win (as ADK's Vertex Memory Bank merges).
    merged = {**dict(custom_metadata or {}), **entry.custom_metadata}
    return {
        "id": memory_id,
        "kind": "memory",
        "session_id": None,
        "author": entry.author,
        "timestamp": entry.timestamp if entry.timestamp is not None else format_timestamp(time.time()),
        "content": entry.content.model_dump(mode="json", exclude_none=True),
        "custom_metadata": merged,
    }


def to_entry(item: Item) -> MemoryEntry:
    value = item.value
    return MemoryEntry(
        id=value["id"],
        content=types.Content.model_validate(value["content"]),
        author=value["author"],
        timestamp=format_timestamp(value["time"]) if "time" in value else value["timestamp"],
        custom_metadata=value["custom_metadata"],
    )
