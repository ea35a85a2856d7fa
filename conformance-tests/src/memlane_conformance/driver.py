"""What an adapter's test module declares to get the whole suite: a small driver saying how to
open the adapter over an engine and how to write, read, search and delete in that framework's
own terms. Capabilities say which optional parts of the suite apply."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from memlane import Memory
from memlane.governance import PolicyDeniedError


class Capability(StrEnum):
    ORDERED = "ordered"  # read() returns writes in insertion order (chat histories, sessions)
    KEYED = "keyed"  # the caller chooses keys; get(key) reads one record back
    SEARCH = "search"  # search(query) ranks records by relevance through the engine's recall
    SCORES = "scores"  # search results carry real scores, best first
    DELETE_BY_ID = "delete_by_id"  # delete(key) removes one record
    CLEAR = "clear"  # clear() removes everything in one container
    METADATA = "metadata"  # records carry a metadata mapping that round-trips
    ASYNC = "async"  # the framework interface is async (awrite/aread/asearch drive it)


@dataclass(frozen=True)
class Record:
    """A record as the framework returns it, reduced to what the suite compares."""

    text: str
    key: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    score: float | None = None


class AdapterDriver:
    """Subclass and implement ``open``, ``write``, ``read``, ``write_unserialisable`` and what
    the declared capabilities need. A *container* is the framework's unit of separation (a
    thread, a session id, a namespace, a scope path); its name may hold any characters the
    suite chooses (quotes, ``%``, ``_``, ``*``, non-ASCII) — map it, don't reject it."""

    name: ClassVar[str] = "adapter"
    capabilities: ClassVar[frozenset[Capability]] = frozenset()
    # The framework's idiom for "this actor may not write" and for invalid input.
    denied_errors: ClassVar[tuple[type[BaseException], ...]] = (PolicyDeniedError,)
    invalid_errors: ClassVar[tuple[type[BaseException], ...]] = (ValueError, TypeError)

    # -- required ---------------------------------------------------------------------------
    def open(self, memory: Memory, container: str) -> Any:
        """The framework object over ``memory`` (an engine, possibly a principal's view),
        bound to ``container``."""
        raise NotImplementedError

    def write(self, handle: Any, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str | None:
        """Store one record through the framework's own write method; return its key/id."""
        raise NotImplementedError

    def read(self, handle: Any) -> list[Record]:
        """Every record of the container through the framework's own read method."""
        raise NotImplementedError

    def write_unserialisable(self, handle: Any) -> None:
        """Write a value the framework accepts by type but that cannot be stored as JSON
        (e.g. an object() inside metadata); must raise one of ``invalid_errors``."""
        raise NotImplementedError

    # -- optional ---------------------------------------------------------------------------
    def close(self, handle: Any) -> None:
        return None

    def get(self, handle: Any, key: str) -> Record | None:
        raise NotImplementedError

    def search(self, handle: Any, query: str, limit: int = 5) -> list[Record]:
        raise NotImplementedError

    def delete(self, handle: Any, key: str) -> None:
        raise NotImplementedError

    def clear(self, handle: Any) -> None:
        raise NotImplementedError

    async def awrite(self, handle: Any, text: str, *, key: str | None = None, metadata: Mapping[str, Any] | None = None) -> str | None:
        return await asyncio.to_thread(self.write, handle, text, key=key, metadata=metadata)

    async def aread(self, handle: Any) -> list[Record]:
        return await asyncio.to_thread(self.read, handle)

    def has(self, capability: Capability) -> bool:
        return capability in self.capabilities

    def detected(self) -> frozenset[Capability]:
        """Capabilities whose methods this driver implements (behaviours such as ORDERED,
        SCORES and METADATA cannot be detected: they are only declared)."""
        mine = type(self)
        return frozenset(
            c for c, names in _METHODS.items() if all(getattr(mine, n) is not getattr(AdapterDriver, n) for n in names)
        )


# The optional methods each capability needs.
_METHODS: dict[Capability, tuple[str, ...]] = {
    Capability.KEYED: ("get",),
    Capability.SEARCH: ("search",),
    Capability.DELETE_BY_ID: ("delete",),
    Capability.CLEAR: ("clear",),
    Capability.ASYNC: ("awrite",),  # aread may stay the threaded default (no async list)
}
