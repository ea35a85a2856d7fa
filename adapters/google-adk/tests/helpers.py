"""Real ADK objects for the tests: events, sessions and memory entries."""

from __future__ import annotations

import itertools
from typing import Any

from google.adk.events.event import Event
from google.adk.memory.memory_entry import MemoryEntry
from google.adk.sessions.session import Session
from google.genai import types

_clock = itertools.count(1_700_000_000)


def event(text: str | None, author: str = "user", *, id: str | None = None, parts: list[types.Part] | None = None) -> Event:
    """An event with a text part (or the given parts); a fresh id unless one is given."""
    role = "user" if author == "user" else "model"
    content = types.Content(role=role, parts=parts if parts is not None else [types.Part(text=text)])
    extra: dict[str, Any] = {"id": id} if id is not None else {}
    return Event(author=author, invocation_id="inv", content=content, timestamp=float(next(_clock)), **extra)


def session(events: list[Event], *, id: str = "s1", app: str = "app", user: str = "u1") -> Session:
    return Session(id=id, app_name=app, user_id=user, events=list(events))


def entry(text: str, *, id: str | None = None, author: str | None = "user", **metadata: Any) -> MemoryEntry:
    content = types.Content(role="user", parts=[types.Part(text=text)])
    return MemoryEntry(id=id, content=content, author=author, custom_metadata=metadata)


def texts(entries: list[MemoryEntry]) -> list[str]:
    return ["".join(p.text or "" for p in e.content.parts or []) for e in entries]
