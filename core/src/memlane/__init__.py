"""memlane: a local-first, governed memory engine for AI agents."""

from .__about__ import __version__
from .config import IngestConfig, MemoryConfig, RecallConfig
from .embeddings import Embedder, SentenceTransformerEmbedder
from .errors import *  # noqa: F403 - the typed error hierarchy is public API
from .errors import MemlaneError
from .memory import Memory
from .results import (
    ChannelHit,
    Fact,
    ForgetResult,
    ImportResult,
    MemoryRecord,
    Page,
    Provenance,
    RecallItem,
    RecallResult,
    RememberResult,
)

__all__ = [
    "ChannelHit",
    "Embedder",
    "Fact",
    "ForgetResult",
    "ImportResult",
    "IngestConfig",
    "MemlaneError",
    "Memory",
    "MemoryConfig",
    "MemoryRecord",
    "Page",
    "Provenance",
    "RecallConfig",
    "RecallItem",
    "RecallResult",
    "RememberResult",
    "SentenceTransformerEmbedder",
    "__version__",
]
