"""memlane for Microsoft Agent Framework: ``MemlaneContextProvider`` (recall into the run's
context before, remember after) and ``MemlaneHistoryProvider`` (transcripts per session), both
over a memlane engine (local, governed, hybrid recall, verified erasure)."""

from .__about__ import __version__
from .context import DEFAULT_CONTEXT_PROMPT, MemlaneContextProvider, Recalled
from .history import HistoryHit, MemlaneHistoryProvider
from .messages import NAMESPACE_ROOT

__all__ = [
    "DEFAULT_CONTEXT_PROMPT",
    "NAMESPACE_ROOT",
    "HistoryHit",
    "MemlaneContextProvider",
    "MemlaneHistoryProvider",
    "Recalled",
    "__version__",
]
