"""memlane-autogen: memlane as an AutoGen memory (``autogen_core.memory.Memory``)."""

from .__about__ import __version__
from .config import MemlaneMemoryConfig
from .memory import MemlaneMemory

__all__ = ["MemlaneMemory", "MemlaneMemoryConfig", "__version__"]
