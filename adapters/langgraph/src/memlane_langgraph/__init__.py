"""memlane-langgraph: a LangGraph ``BaseStore`` backed by the memlane memory engine.

    from memlane import Memory
    from memlane_langgraph import MemlaneStore

    store = MemlaneStore(Memory("./memory"))
    graph = builder.compile(store=store)
"""

from .__about__ import __version__
from .store import MemlaneStore

__all__ = ["MemlaneStore", "__version__"]
