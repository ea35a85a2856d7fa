"""``MemlaneMemoryBlock``: a long-term memory block for LlamaIndex's ``Memory``.

``Memory`` hands a block the messages it flushes out of its short-term queue (``aput``) and
asks every block for content on each read (``aget``). This block stores the flushed messages
as searchable memlane items and, on read, recalls the ones most relevant to the latest user
message through the engine's recall, formatted as a short list."""

from __future__ import annotations

from typing import Any

from llama_index.core.llms import ChatMessage, MessageRole
from llama_index.core.memory.memory import BaseMemoryBlock
from memlane import Memory
from memlane.errors import InvalidInputError
from pydantic import Field, PrivateAttr

from ._log import dump, text_of, write_of

DEFAULT_PREFIX: tuple[str, ...] = ("llamaindex", "memory_block")


class MemlaneMemoryBlock(BaseMemoryBlock[str]):
    """Recalled long-term facts, as text for ``Memory``'s memory-blocks template.

    Items live in ``(*namespace, name)``; each keeps the flushed message, its text and the
    ``session_id`` it came from. By default a block recalls only what its own session (the
    ``Memory``'s ``session_id``: one user's conversation) said — privacy by default, since one
    memlane actor often serves many users. ``session_scoped=False`` recalls across every
    session of the memlane actor: use it when that actor is one user (a principal's view from
    ``memory.session(token)``), for memory that spans that user's sessions.
    """

    name: str = Field(
        default="memlane_recall", description="The name/identifier of the memory block."
    )
    description: str | None = Field(
        default="Relevant facts recalled from long-term memory (memlane)."
    )
    namespace: tuple[str, ...] = Field(
        default=DEFAULT_PREFIX, description="Namespace prefix of the block's items."
    )
    top_k: int = Field(default=5, ge=1, le=100, description="How many recalled messages to inject.")
    min_score: float | None = Field(
        default=None, description="Drop recalled messages scored below this."
    )
    session_scoped: bool = Field(
        default=True,
        description="Recall only the current session's messages (False: every session of the memlane actor).",
    )
    _memory: Memory = PrivateAttr()

    def __init__(self, memory: Memory, **data: Any) -> None:
        if not isinstance(memory, Memory):
            raise InvalidInputError(f"expected a memlane.Memory, got {type(memory).__name__}")
        super().__init__(**data)
        self._memory = memory

    @property
    def memory(self) -> Memory:
        return self._memory

    @property
    def items_namespace(self) -> tuple[str, ...]:
        return (*self.namespace, self.name)

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        user_texts = [text_of(m) for m in messages or [] if m.role == MessageRole.USER]
        query = next((t for t in reversed(user_texts) if t), None)
        session_id = block_kwargs.get("session_id")
        if query is None or (self.session_scoped and not isinstance(session_id, str)):
            return ""  # nothing to recall for (or no session to scope to)
        where = {"session_id": session_id} if self.session_scoped else None
        found = await self._memory.items.asearch(
            self.items_namespace, query, filter=where, limit=self.top_k
        )
        # search appends unranked filter matches (score None) after the ranked ones: not recall.
        lines = [
            f"- {item.value['role']}: {item.value['text']}"
            for item in found
            if item.score is not None and (self.min_score is None or item.score >= self.min_score)
        ]
        return "\n".join(dict.fromkeys(lines))  # a repeated "Sure." once is enough

    async def _aput(self, messages: list[ChatMessage]) -> None:
        """Store the flushed messages that carry text, in one transaction."""
        ns = self.items_namespace
        writes = [
            write_of(ns, m, self._value(m, text))
            for m in messages
            if (text := text_of(m)) is not None
        ]
        if writes:
            await self._memory.items.aput_many(writes)

    @staticmethod
    def _value(message: ChatMessage, text: str) -> dict[str, Any]:
        # session_id is top-level so that a session-scoped recall can filter on it.
        session_id = message.additional_kwargs.get("session_id")
        return {
            "role": message.role.value,
            "text": text,
            "session_id": session_id,
            "message": dump(message),
        }
