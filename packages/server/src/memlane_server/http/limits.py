"""Request body size limits (an ASGI middleware counting what is actually received, not only
what Content-Length claims) and per-key rate limiting (the ``limits`` library's moving
window)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from limits import parse_many, storage, strategies

from ..errors import BodyTooLargeError, RateLimitedError
from .problems import error_response

Scope = dict[str, Any]


class BodyLimit:
    """413 as soon as a body exceeds its route's limit (``limit_for(path)``)."""

    def __init__(self, app: Any, *, limit_for: Callable[[str], int]) -> None:
        self.app = app
        self.limit_for = limit_for

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        limit = self.limit_for(scope["path"])
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            return await error_response(_too_large(limit))(scope, receive, send)
        received, started = 0, False

        async def counted() -> Any:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise _too_large(limit)
            return message

        async def tracked(message: Any) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, tracked)
        except BodyTooLargeError as error:
            if started:
                raise
            await error_response(error)(scope, receive, send)


def _too_large(limit: int) -> BodyTooLargeError:
    return BodyTooLargeError(f"the request body exceeds {limit} bytes", limit=limit)


class RateLimiter:
    """``hit(key)`` raises RateLimitedError (429, Retry-After) once ``key`` exceeds any of the
    configured rates. An empty spec disables it."""

    def __init__(self, spec: str, *, namespace: str) -> None:
        self.rates = parse_many(spec) if spec else []
        self.namespace = namespace
        self.window = strategies.MovingWindowRateLimiter(storage.MemoryStorage())

    def hit(self, key: str) -> None:
        for rate in self.rates:
            if not self.window.hit(rate, self.namespace, key):
                reset = self.window.get_window_stats(rate, self.namespace, key).reset_time
                retry = max(1, math.ceil(reset - time.time()))
                raise RateLimitedError(f"rate limit {rate} exceeded; retry in {retry}s", retry_after=retry)

    def note(self, key: str) -> None:
        """Count one event for ``key`` without raising (failed authentications)."""
        for rate in self.rates:
            self.window.hit(rate, self.namespace, key)

    def test(self, key: str) -> bool:
        """Would a hit now be allowed (without counting one)?"""
        return all(self.window.test(rate, self.namespace, key) for rate in self.rates)
