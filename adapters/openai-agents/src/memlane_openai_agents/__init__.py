"""memlane for the OpenAI Agents SDK: ``MemlaneSession`` implements ``agents.memory.Session``
over a memlane engine (verbatim, governed, searchable conversation history)."""

from .__about__ import __version__
from .session import NAMESPACE_ROOT, MemlaneSession, SessionHit
from .text import item_text

__all__ = ["NAMESPACE_ROOT", "MemlaneSession", "SessionHit", "__version__", "item_text"]
