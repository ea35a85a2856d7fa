"""memlane for Google ADK: ``MemlaneMemoryService`` implements ``google.adk.memory.BaseMemoryService``
over a memlane engine (local, governed, hybrid recall, verified erasure)."""

from .__about__ import __version__
from .entries import content_text
from .service import (
    DELETED_ROOT,
    NAMESPACE_ROOT,
    UNKNOWN_SESSION_ID,
    ErasureIncompleteError,
    MemlaneMemoryService,
)

__all__ = [
    "DELETED_ROOT",
    "NAMESPACE_ROOT",
    "UNKNOWN_SESSION_ID",
    "ErasureIncompleteError",
    "MemlaneMemoryService",
    "__version__",
    "content_text",
]
