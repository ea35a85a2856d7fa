"""memlane-langchain: LangChain's VectorStore, chat message history and key-value stores on
the memlane memory engine.

    from memlane import Memory
    from memlane_langchain import MemlaneVectorStore

    store = MemlaneVectorStore(Memory("./memory"), collection="docs")
    retriever = store.as_retriever(search_kwargs={"k": 3})
"""

from .__about__ import __version__
from ._engine import InvalidKeyError
from .chat_history import MemlaneChatMessageHistory
from .embeddings import MemlaneEmbeddings
from .kv_store import MemlaneByteStore, MemlaneStore
from .vectorstore import MemlaneVectorStore

__all__ = [
    "InvalidKeyError",
    "MemlaneByteStore",
    "MemlaneChatMessageHistory",
    "MemlaneEmbeddings",
    "MemlaneStore",
    "MemlaneVectorStore",
    "__version__",
]
