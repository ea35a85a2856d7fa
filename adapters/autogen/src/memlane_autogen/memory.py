"""memlane as an AutoGen ``Memory``: every ``MemoryContent`` is a memlane item under
``("autogen", collection)``; queries are the engine's recall; ``clear`` is verified erasure."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable
from typing import Any, Self, TypeVar

from autogen_core import CancellationToken, Component
from autogen_core.memory import Memory, MemoryContent, MemoryQueryResult, UpdateContextResult
from autogen_core.model_context import ChatCompletionContext
from autogen_core.models import SystemMessage, UserMessage
from memlane import Memory as MemlaneStore

from ._content import content_of, listing, text_of, value_of
from .config import MemlaneMemoryConfig

T = TypeVar("T")
NAMESPACE_ROOT = "autogen"
_PAGE = 1000


class MemlaneMemory(Memory, Component[MemlaneMemoryConfig]):
    """An AutoGen memory backed by memlane.

    Pass an open ``memlane.Memory`` (possibly a principal's view from ``memory.session(token)``;
    the caller keeps owning it) or connection settings (the adapter opens the store and closes
    it in :meth:`close`). Either way :meth:`dump_component` yields connection settings only.
    """

    component_config_schema = MemlaneMemoryConfig
    component_provider_override = "memlane_autogen.MemlaneMemory"

    def __init__(
        self,
        memory: MemlaneStore | None = None,
        *,
        data_dir: str | None = None,
        profile: str | None = None,
        collection: str = "default",
        k: int = 5,
        score_threshold: float | None = None,
    ) -> None:
        if memory is not None and data_dir is not None:
            raise ValueError("pass either an open memlane.Memory or data_dir, not both")
        if memory is not None and not isinstance(memory, MemlaneStore):
            raise TypeError(f"memory must be a memlane.Memory, got {type(memory).__name__}")
        # Validate settings before opening anything.
        settings = MemlaneMemoryConfig(
            data_dir=data_dir,
            profile=profile,
            collection=collection,
            k=k,
            score_threshold=score_threshold,
        )
        self._owns = memory is None
        opened = {"profile": profile} if profile else {}
        self._store = memory if memory is not None else MemlaneStore(data_dir, **opened)
        self._profile = profile  # None: whatever the store's default profile is
        self._settings = settings
        self._closed = False

    # -- identity ---------------------------------------------------------------------------
    @property
    def memory(self) -> MemlaneStore:
        """The underlying memlane store (for governance evidence, admin, ...)."""
        return self._store

    @property
    def collection(self) -> str:
        return self._settings.collection

    @property
    def namespace(self) -> tuple[str, str]:
        return (NAMESPACE_ROOT, self._settings.collection)

    # -- the Memory interface ---------------------------------------------------------------
    async def add(
        self, content: MemoryContent, cancellation_token: CancellationToken | None = None
    ) -> None:
        """Store one content under a generated key. Only textual mime types (text/plain,
        text/markdown, application/json) are accepted: they are what recall can index."""
        items = self._items()
        text, value = text_of(content), value_of(content)
        await _cancellable(
            items.aput(self.namespace, uuid.uuid4().hex, value, text=text, profile=self._profile),
            cancellation_token,
        )

    async def query(
        self,
        query: str | MemoryContent = "",
        cancellation_token: CancellationToken | None = None,
        **kwargs: Any,
    ) -> MemoryQueryResult:
        """The collection's memories ranked by memlane recall, best first, at most ``k``
        (config, or ``k=`` here), dropping scores below ``score_threshold``. Each result's
        metadata carries ``score`` and ``id``."""
        k = kwargs.pop("k", self._settings.k)
        threshold = kwargs.pop("score_threshold", self._settings.score_threshold)
        if kwargs:  # silently ignoring a filter the caller thinks applies would mislead
            raise TypeError(f"unsupported query arguments: {', '.join(sorted(kwargs))}")
        items = self._items()
        text = query if isinstance(query, str) else text_of(query)
        if not text.strip():
            return MemoryQueryResult(results=[])
        found = await _cancellable(
            items.asearch(self.namespace, text, limit=k, profile=self._profile), cancellation_token
        )
        # items.search appends unranked items (score None) to fill `limit`: they are not
        # relevant to the query, so they are no result here.
        ranked = [
            i for i in found if i.score is not None and (threshold is None or i.score >= threshold)
        ]
        return MemoryQueryResult(results=[content_of(i) for i in ranked])

    async def update_context(self, model_context: ChatCompletionContext) -> UpdateContextResult:
        """Recall for the last user message and add ONE system message listing what was
        recalled (nothing when nothing was); return exactly those memories."""
        messages = await model_context.get_messages()
        query = _last_user_text(messages)
        result = await self.query(query) if query else MemoryQueryResult(results=[])
        if result.results:
            await model_context.add_message(SystemMessage(content=listing(result.results)))
        return UpdateContextResult(memories=result)

    async def clear(self) -> None:
        """Erase every memory of this collection (memlane's verified erasure)."""
        deleted = await self._items().adelete(self.namespace, profile=self._profile)
        if not deleted.all_erased:  # the engine's proof says some index still holds data
            raise RuntimeError(
                f"clear did not fully erase the collection (erasure {deleted.erasure_id})"
            )

    async def close(self) -> None:
        """Close the store if this adapter opened it; a store passed in stays open."""
        if self._closed:
            return
        self._closed = True
        if self._owns:
            await asyncio.to_thread(self._store.close)

    # -- beyond the interface ---------------------------------------------------------------
    async def list_contents(self) -> list[MemoryContent]:
        """Every memory of the collection in insertion order (AutoGen's ``Memory`` has no
        listing; this mirrors ``ListMemory.content``)."""
        items, out = self._items(), []
        while True:
            page = await items.alist(
                self.namespace, prefix=False, offset=len(out), limit=_PAGE, profile=self._profile
            )
            out.extend(content_of(i) for i in page)
            if len(page) < _PAGE:
                return out

    # -- declarative config -----------------------------------------------------------------
    def _to_config(self) -> MemlaneMemoryConfig:
        return MemlaneMemoryConfig(
            data_dir=str(self._store.data_dir),
            profile=self._profile or self._store.default_profile,
            collection=self._settings.collection,
            k=self._settings.k,
            score_threshold=self._settings.score_threshold,
        )

    @classmethod
    def _from_config(cls, config: MemlaneMemoryConfig) -> Self:
        return cls(
            data_dir=config.data_dir,
            profile=config.profile,
            collection=config.collection,
            k=config.k,
            score_threshold=config.score_threshold,
        )

    # -- internals --------------------------------------------------------------------------
    def _items(self) -> Any:  # Any: memlane attaches the async twins (aput, ...) at import
        if self._closed:
            raise RuntimeError("this MemlaneMemory is closed")
        return self._store.items


def _last_user_text(messages: list[Any]) -> str:
    """The text of the last user message (text parts of a multimodal one)."""
    for message in reversed(messages):
        if isinstance(message, UserMessage):
            if isinstance(message.content, str):
                return message.content
            return "\n".join(part for part in message.content if isinstance(part, str))
    return ""


async def _cancellable(awaitable: Awaitable[T], token: CancellationToken | None) -> T:
    """AutoGen's cancellation: a cancelled token cancels the wait. The engine call runs in a
    worker thread and is not interrupted; a write that already started may still complete."""
    if token is None:
        return await awaitable
    if token.is_cancelled():
        if asyncio.iscoroutine(awaitable):
            awaitable.close()
        raise asyncio.CancelledError
    future = asyncio.ensure_future(awaitable)
    token.link_future(future)
    return await future


__all__ = ["MemlaneMemory"]
