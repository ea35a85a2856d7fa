"""Fault injection points on the write spine, for the reliability harness and tests.

Disarmed (the default) a check is one dict lookup. Armed, a point raises the configured
exception (``ProjectionFailure`` for "this projection store is broken") or blocks for a while
(a stuck worker). Points: ``apply:<owner>``, ``erase:<owner>``, ``redrive:<owner>``,
``audit``, ``commit``.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass


class ProjectionFailure(Exception):
    """A projection store failed in a way its owner contains: the owner's savepoint is rolled
    back, its obligation is recorded FAILED and the reconciler redrives it later."""


@dataclass
class _Arm:
    error: BaseException | None
    hang_seconds: float
    times: int | None  # None = every time


class FaultInjector:
    def __init__(self) -> None:
        self._arms: dict[str, _Arm] = {}
        self._lock = threading.Lock()
        self.released = threading.Event()

    def arm(
        self,
        point: str,
        *,
        error: BaseException | None = None,
        hang_seconds: float = 0.0,
        times: int | None = None,
    ) -> None:
        if error is None and not hang_seconds:
            error = ProjectionFailure(f"injected failure at {point}")
        with self._lock:
            self._arms[point] = _Arm(error, hang_seconds, times)
        self.released.clear()

    def disarm(self, point: str | None = None) -> None:
        with self._lock:
            if point is None:
                self._arms.clear()
            else:
                self._arms.pop(point, None)
        self.released.set()  # wake any injected hang

    def hit(self, point: str) -> None:
        if not self._arms:
            return
        with self._lock:
            arm = self._arms.get(point)
            if arm is None:
                return
            if arm.times is not None:
                arm.times -= 1
                if arm.times <= 0:
                    del self._arms[point]
        if arm.hang_seconds:
            # A stuck worker: blocks (outside any SQLite call) until released or timed out.
            self.released.wait(arm.hang_seconds)
            time.sleep(0)
        if arm.error is not None:
            raise arm.error
