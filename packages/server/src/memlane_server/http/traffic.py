"""In-flight request accounting: readiness, graceful drain, and the one operation that needs
the daemon to itself (restoring a backup swaps the database file under every connection)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from ..errors import UnavailableError


class Traffic:
    def __init__(self) -> None:
        self.in_flight = 0
        self.exclusive = False
        self.draining = False
        self._changed: asyncio.Condition | None = None

    @property
    def changed(self) -> asyncio.Condition:
        if self._changed is None:  # created inside the server's event loop
            self._changed = asyncio.Condition()
        return self._changed

    @contextlib.asynccontextmanager
    async def request(self) -> AsyncIterator[None]:
        async with self.changed:
            while self.exclusive:  # a restore is running: wait for it, then see the new file
                await self.changed.wait()
            self.in_flight += 1
        try:
            yield
        finally:
            async with self.changed:
                self.in_flight -= 1
                self.changed.notify_all()

    @contextlib.asynccontextmanager
    async def alone(self) -> AsyncIterator[None]:
        """Inside a request: hold new requests and wait until this is the only one left."""
        async with self.changed:
            if self.exclusive:
                raise UnavailableError("another restore is running", retry_after=5)
            self.exclusive = True
            try:
                await self.changed.wait_for(lambda: self.in_flight <= 1)
            except BaseException:
                self.exclusive = False
                self.changed.notify_all()
                raise
        try:
            yield
        finally:
            async with self.changed:
                self.exclusive = False
                self.changed.notify_all()

    @property
    def ready(self) -> bool:
        return not (self.exclusive or self.draining)
