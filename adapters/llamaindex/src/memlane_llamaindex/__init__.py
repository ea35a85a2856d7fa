"""memlane-llamaindex: LlamaIndex chat stores and a long-term memory block backed by memlane.

- :class:`MemlaneChatStore`: the legacy ``BaseChatStore`` (``ChatMemoryBuffer``, chat engines).
- :class:`MemlaneAsyncChatStore`: the ``AsyncDBChatStore`` of the current ``Memory``.
- :class:`MemlaneMemoryBlock`: a ``Memory`` block that recalls long-term facts.
"""

from .__about__ import __version__
from .chat_store import MemlaneChatStore
from .db_chat_store import MemlaneAsyncChatStore
from .memory_block import MemlaneMemoryBlock

__all__ = ["MemlaneAsyncChatStore", "MemlaneChatStore", "MemlaneMemoryBlock", "__version__"]
