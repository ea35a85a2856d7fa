"""``MemlaneChatMessageHistory``: LangChain's ``BaseChatMessageHistory`` over ``memory.items``.

A session is the namespace ``(*namespace, session_id)``; each message one item (a random key;
order = the engine's insertion order), its value LangChain's own message dict
(``message_to_dict``), its text what recall indexes (so a history is also searchable). The
async methods are LangChain's defaults: the same sync code run in an executor."""

from __future__ import annotations

import os
import uuid
from collections.abc import Sequence

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage, message_to_dict, messages_from_dict
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import ItemWrite

from ._engine import engine

DEFAULT_NAMESPACE = ("langchain", "chat")
_PAGE = 10_000  # the engine's largest list page


class MemlaneChatMessageHistory(BaseChatMessageHistory):
    """The messages of one ``session_id``, stored in a memlane engine.

    ``memory``: a ``memlane.Memory`` (its actor is the caller; you close it) or a data
    directory path (closed by :meth:`close`). Two principals using the same ``session_id``
    never see each other's messages (each writes its own scope)."""

    def __init__(
        self,
        session_id: str,
        memory: Memory | str | os.PathLike[str],
        *,
        namespace: Sequence[str] = DEFAULT_NAMESPACE,
        profile: str | None = None,
    ) -> None:
        if not isinstance(session_id, str) or not session_id:
            raise InvalidInputError("session_id must be a non-empty string")
        if isinstance(namespace, str) or not namespace:
            raise InvalidInputError("namespace is a non-empty tuple of labels, e.g. ('langchain', 'chat')")
        self.session_id = session_id
        self.namespace: tuple[str, ...] = (*namespace, session_id)
        self.memory, self._owns = engine(memory)
        self._profile = profile
        try:  # a bad session id fails here, not at the first write inside a chain
            self.memory.items.count(self.namespace, prefix=False, profile=profile)
        except BaseException:
            self.close()
            raise

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        """Every message of the session, oldest first."""
        values = []
        while page := self.memory.items.list(
            self.namespace, prefix=False, offset=len(values), limit=_PAGE, profile=self._profile
        ):
            values.extend(item.value for item in page)
            if len(page) < _PAGE:
                break
        return messages_from_dict(values)

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Append ``messages`` in one transaction: all are stored or (bad input, a denied
        write) none is."""
        batch = list(messages)
        for message in batch:
            if not isinstance(message, BaseMessage):
                raise InvalidInputError(f"messages must be BaseMessage objects, got {type(message).__name__}")
        if batch:
            self.memory.items.put_many([self._write(m) for m in batch], profile=self._profile)

    def clear(self) -> None:
        """Erase every message of the session (one verified erasure)."""
        self.memory.items.delete(self.namespace, profile=self._profile)

    def search(self, query: str, k: int = 4) -> list[BaseMessage]:
        """This session's messages ranked by the engine's recall for ``query``, best first
        (only messages some channel ranked)."""
        found = self.memory.items.search(self.namespace, query, limit=k, profile=self._profile)
        return messages_from_dict([i.value for i in found if i.score is not None])

    def close(self) -> None:
        """Close the engine if this history opened it from a path; otherwise a no-op."""
        if self._owns:
            self._owns = False
            self.memory.close()

    def _write(self, message: BaseMessage) -> ItemWrite:
        # A random key: no counter to read and bump, so concurrent writers never collide.
        text = str(message.text)
        return ItemWrite(self.namespace, uuid.uuid4().hex, message_to_dict(message), text=text, role=message.type)
