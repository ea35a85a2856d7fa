"""The engine a store runs on: a ``Memory`` given by the caller, or one opened from a path."""

from __future__ import annotations

import os

from memlane import Memory


def engine(memory: Memory | str | os.PathLike[str]) -> tuple[Memory, bool]:
    """The ``Memory`` to use and whether we opened it (a path) and so must close it."""
    if isinstance(memory, Memory):
        return memory, False
    if isinstance(memory, str | os.PathLike):
        return Memory(memory), True
    raise TypeError(f"memory must be a memlane.Memory or a data directory path, got {type(memory).__name__}")
