"""Async twins: the sync implementation run in a worker thread (never a second copy)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from typing import Any


def async_twin(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    async def twin(self: Any, *args: Any, **kwargs: Any) -> Any:
        return await asyncio.to_thread(method, self, *args, **kwargs)

    owner = method.__qualname__.rpartition(".")[0] or "Memory"
    twin.__name__ = f"a{method.__name__}"
    twin.__qualname__ = f"{owner}.a{method.__name__}"
    twin.__doc__ = f"Async twin of :meth:`{owner}.{method.__name__}` (same implementation)."
    return twin
