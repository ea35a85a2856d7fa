"""memlane-crewai: memlane as a CrewAI memory storage backend.

``MemlaneStorage`` implements ``crewai.memory.storage.backend.StorageBackend``; plug it in with
``crewai.Memory(storage=MemlaneStorage(memory), embedder=engine_embedder(memory), ...)`` or,
process-wide, ``set_memory_storage_factory(storage_factory(memory))``."""

from .__about__ import __version__
from .embedder import EngineEmbedder, engine_embedder
from .storage import MemlaneStorage, storage_factory

__all__ = ["EngineEmbedder", "MemlaneStorage", "__version__", "engine_embedder", "storage_factory"]
