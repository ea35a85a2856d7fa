"""One ASGI middleware for what every request shares: a request id, in-flight accounting
(readiness, drain, restore), metrics, and a structured access log line WITHOUT content — no
body, no query string, the route template instead of the concrete path."""

from __future__ import annotations

import json
import logging
import time
import uuid
from typing import Any

from .metrics import Metrics
from .traffic import Traffic

access_log = logging.getLogger("memlane.server.access")
PRINCIPAL_KEY = "memlane.principal"
UNTRACKED = ("/healthz", "/readyz", "/static/")


def route_of(scope: dict[str, Any]) -> str:
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) else "unmatched"


class Observe:
    def __init__(self, app: Any, *, metrics: Metrics, traffic: Traffic, log_enabled: bool) -> None:
        self.app, self.metrics, self.traffic, self.log_enabled = app, metrics, traffic, log_enabled

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started = time.perf_counter()
        request_id = uuid.uuid4().hex[:16]
        status, sent, received = 500, 0, 0

        async def counted_receive() -> Any:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            return message

        async def tracked_send(message: Any) -> None:
            nonlocal status, sent
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (b"x-request-id", request_id.encode())]
            elif message["type"] == "http.response.body":
                sent += len(message.get("body", b""))
            await send(message)

        tracked = not scope["path"].startswith(UNTRACKED)
        try:
            if tracked:
                self.metrics.in_flight.inc()
                async with self.traffic.request():
                    await self.app(scope, counted_receive, tracked_send)
            else:
                await self.app(scope, counted_receive, tracked_send)
        finally:
            if tracked:
                self.metrics.in_flight.dec()
            seconds = time.perf_counter() - started
            route = route_of(scope)
            self.metrics.observe(scope["method"], route, status, seconds)
            if self.log_enabled:
                self._log(scope, request_id, route, status, seconds, received, sent)

    @staticmethod
    def _log(scope: dict[str, Any], request_id: str, route: str, status: int, seconds: float, received: int, sent: int) -> None:
        client = scope.get("client")
        access_log.info(json.dumps({
            "ts": round(time.time(), 3), "request_id": request_id, "method": scope["method"], "route": route,
            "profile": (scope.get("path_params") or {}).get("profile"), "status": status,
            "ms": round(seconds * 1000, 2), "principal": scope.get(PRINCIPAL_KEY), "bytes_in": received,
            "bytes_out": sent, "client": client[0] if client else None,
        }))  # fmt: skip
