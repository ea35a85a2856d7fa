"""What every surface of this package shares: the engine it runs on and how keys are checked."""

from __future__ import annotations

import os

from langchain_core.stores import InvalidKeyException
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import model as item_model


class InvalidKeyError(InvalidKeyException, InvalidInputError):
    """A key or id the engine cannot store (empty, over 1024 characters, U+001F or NUL):
    LangChain's ``InvalidKeyException`` and memlane's ``InvalidInputError`` (a ``ValueError``)."""


def engine(memory: Memory | str | os.PathLike[str]) -> tuple[Memory, bool]:
    """The ``Memory`` to use and whether we opened it (a path) and so must close it."""
    if isinstance(memory, Memory):
        return memory, False
    if isinstance(memory, str | os.PathLike):
        return Memory(memory), True
    raise TypeError(f"memory must be a memlane.Memory or a data directory path, got {type(memory).__name__}")


def checked_key(key: object) -> str:
    """The engine's own key rule, raised as LangChain's invalid-key error."""
    try:
        return item_model.key_of(key)
    except InvalidInputError as exc:
        raise InvalidKeyError(str(exc)) from exc
