"""memlane-semantic-kernel: Semantic Kernel's vector store and a memory plugin on the memlane
memory engine.

    from memlane import Memory
    from memlane_semantic_kernel import MemlaneStore

    store = MemlaneStore(Memory("./memory"))
    notes = store.get_collection(Note, collection_name="notes")
"""

from .__about__ import __version__
from .collection import MemlaneCollection
from .embeddings import MemlaneEmbeddingGenerator
from .plugin import MemlaneMemoryPlugin
from .store import MemlaneStore

__all__ = ["MemlaneCollection", "MemlaneEmbeddingGenerator", "MemlaneMemoryPlugin", "MemlaneStore", "__version__"]
