"""Instruments the engine boundary: every public method of ``Memory`` and of its
``items``/``ops``/``admin`` facades is wrapped to record its calls. Only the three calls that
establish and check identity are allowed before a refusal: ``admin.authenticate`` (the
session lookup), ``Memory.acting_as`` and ``Memory.authorize`` (the policy check)."""

from __future__ import annotations

import functools
import inspect

from memlane import Memory
from memlane.access.admin import Admin
from memlane.access.ops import Ops
from memlane.items import Items

IDENTITY = {"Admin.authenticate", "Memory.acting_as", "Memory.authorize", "Memory.session"}
# Logging a principal in (the test's own set-up) is not a route's engine call.
SETUP = {"Admin.login"}


class EngineSpy:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def install(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        # Memory's mixins (evidence, insight, custody, ...) through its MRO: a method moved into
        # a new mixin cannot escape the spy.
        for cls in (*(c for c in Memory.__mro__ if c is not object), Items, Ops, Admin):
            for name, member in list(vars(cls).items()):
                if name.startswith("_") or not inspect.isfunction(member):
                    continue
                qualified = f"{cls.__name__}.{name}"
                monkeypatch.setattr(cls, name, self._wrap(qualified, member))

    def _wrap(self, qualified: str, method):  # type: ignore[no-untyped-def]
        spy = self

        @functools.wraps(method)
        def recorded(*args, **kwargs):  # type: ignore[no-untyped-def]
            spy.calls.append(qualified)
            return method(*args, **kwargs)

        if inspect.iscoroutinefunction(method):

            @functools.wraps(method)
            async def recorded_async(*args, **kwargs):  # type: ignore[no-untyped-def]
                spy.calls.append(qualified)
                return await method(*args, **kwargs)

            return recorded_async
        return recorded

    def operations(self) -> list[str]:
        """Engine calls beyond establishing and checking identity."""
        return [c for c in self.calls if c not in IDENTITY | SETUP]

    def reset(self) -> None:
        self.calls.clear()
