"""Differential conformance: the same random operations against the framework's own reference
implementation and against the adapter, every observable result compared.

An adapter subclasses :class:`DifferentialMachine` (a hypothesis ``RuleBasedStateMachine``)
and says how to build the reference and its own object, which operations exist (a strategy of
:class:`Op`, bad inputs included) and what a state read looks like (:meth:`observe`). Each step
applies one random operation to both and compares

- the outcomes: equal return values (after :meth:`normalize`), or both raise and ours is an
  instance of the reference's error type (code catching the framework's error catches ours);
- then the state both report (:meth:`observe`).

A *concurrent* step runs 2..``max_concurrent`` operations at once against ours (threads, or
``asyncio.gather`` for coroutines) and accepts the result only if the reference, running the
same operations one after another in SOME order, gives the same outcomes and the same state:
our concurrent operations must behave as atomic ones (linearizable), whatever the interleaving.

Differences an adapter means to have are declared, each with its reason (and listed in the
adapter's doc; ``conformance-tests/tests/test_declared_differences.py`` checks that):
:meth:`excuse` may explain a mismatch by returning one of the declared :class:`Difference`s.
Anything else that differs fails the test, with hypothesis's shrunk sequence of operations.
"""

from __future__ import annotations

import asyncio
import inspect
import itertools
import os
import threading
import unittest
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, rule
from memlane import Memory
from memlane.embeddings import shared_default_embedder


@dataclass(frozen=True)
class Difference:
    """A deliberate difference from the reference: ``name`` (listed in the adapter's doc)
    and why it is right for memlane."""

    name: str
    reason: str


@dataclass(frozen=True)
class Op:
    """One operation, applied alike to either system: ``call(system)`` (may return a
    coroutine). ``label`` is what a failure report shows; ``concurrent=False`` keeps it out
    of concurrent steps (e.g. a read whose answer depends on the interleaving by design)."""

    label: str
    call: Callable[[Any], Any] = field(compare=False)
    concurrent: bool = True

    @property
    def name(self) -> str:
        return self.label.split("(", 1)[0]

    def __repr__(self) -> str:
        return self.label


@dataclass(frozen=True)
class Outcome:
    value: Any = None
    error: BaseException | None = None

    def __repr__(self) -> str:
        return f"raised {type(self.error).__name__}: {self.error}" if self.error is not None else f"returned {self.value!r}"


class DifferentialMachine(RuleBasedStateMachine):
    differences: ClassVar[tuple[Difference, ...]] = ()
    max_concurrent: ClassVar[int] = 3

    # -- what an adapter provides ---------------------------------------------------------------
    def reference(self) -> Any:
        """A fresh, empty reference implementation (the framework's in-memory one)."""
        raise NotImplementedError

    def ours(self, memory: Memory) -> Any:
        """The adapter's object over ``memory`` (a fresh engine with the real model)."""
        raise NotImplementedError

    def operations(self) -> st.SearchStrategy[Op]:
        raise NotImplementedError

    def observe(self, system: Any) -> Any:
        """A read of the whole state the interface exposes (may be a coroutine)."""
        raise NotImplementedError

    def normalize(self, op: str, value: Any) -> Any:
        """What of a returned value (or, for ``op == "observe"``, of a state) is comparable:
        drop what differs by construction (timestamps, generated ids)."""
        return value

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        """Explain a mismatch by one of ``differences``, or None (the test fails)."""
        return None

    def close(self, system: Any) -> None:
        """Release a system (called for both at the end of every example)."""
        return None

    # -- the machine ------------------------------------------------------------------------
    def __init__(self) -> None:
        super().__init__()
        self._loop = asyncio.new_event_loop()
        self.memory = Memory.temporary(embedder=shared_default_embedder())
        self.ref, self.our = self.reference(), self.ours(self.memory)
        self._history: list[Op] = []  # what the reference has seen, in its order

    def teardown(self) -> None:
        try:
            self._closing(self.ref)
            self._closing(self.our)
        finally:
            self.memory.close()
            self._loop.close()

    @rule(data=st.data())
    def one_operation(self, data: st.DataObject) -> None:
        op = data.draw(self.operations(), label="operation")
        reference, ours = self._apply(self.ref, op), self._apply(self.our, op)
        self._history.append(op)
        self._require(op.name, reference, ours)
        self._compare_states()

    @rule(data=st.data())
    def concurrent_operations(self, data: st.DataObject) -> None:
        ops = data.draw(
            st.lists(self.operations().filter(lambda o: o.concurrent), min_size=2, max_size=self.max_concurrent),
            label="concurrent operations",
        )
        ours = self._together(ops)
        state = self._normalized_state(self.our)
        tried = []
        for order in itertools.permutations(range(len(ops))):
            candidate = self._replayed()
            outcomes: list[Outcome] = [Outcome()] * len(ops)
            for i in order:
                outcomes[i] = self._apply(candidate, ops[i])
            if all(self._matches(ops[i].name, outcomes[i], ours[i]) for i in range(len(ops))) and self._same_state(
                self._normalized_state(candidate), state
            ):
                self._closing(self.ref)
                self.ref = candidate
                self._history.extend(ops[i] for i in order)
                return
            tried.append((order, outcomes))
            self._closing(candidate)
        raise AssertionError(
            f"no serial order of {ops} explains the concurrent outcome:\n  ours: {ours}\n  our state: {state!r}\n"
            + "\n".join(f"  reference in order {o}: {r}" for o, r in tried[:3])
        )

    # -- comparisons ----------------------------------------------------------------------------
    def _matches(self, op: str, reference: Outcome, ours: Outcome) -> bool:
        if reference.error is None and ours.error is None:
            same = self.normalize(op, reference.value) == self.normalize(op, ours.value)
        elif reference.error is not None and ours.error is not None:
            same = isinstance(ours.error, type(reference.error))
        else:
            same = False
        return same or self._excused(op, reference, ours)

    def _excused(self, op: str, reference: Outcome, ours: Outcome) -> bool:
        difference = self.excuse(op, reference, ours)
        if difference is not None and difference not in self.differences:
            raise AssertionError(f"excuse() returned an undeclared difference: {difference}")
        return difference is not None

    def _require(self, op: str, reference: Outcome, ours: Outcome) -> None:
        assert self._matches(op, reference, ours), f"{op}: the reference {reference}, ours {ours}"

    def _normalized_state(self, system: Any) -> Any:
        return self.normalize("observe", self._await(self.observe(system)))

    def _same_state(self, reference: Any, ours: Any) -> bool:
        return reference == ours or self._excused("observe", Outcome(reference), Outcome(ours))

    def _compare_states(self) -> None:
        reference, ours = self._normalized_state(self.ref), self._normalized_state(self.our)
        assert self._same_state(reference, ours), f"state differs:\n  reference {reference!r}\n  ours      {ours!r}"

    # -- running operations -----------------------------------------------------------------
    def _await(self, value: Any) -> Any:
        return self._loop.run_until_complete(value) if inspect.isawaitable(value) else value

    def _apply(self, system: Any, op: Op) -> Outcome:
        try:
            return Outcome(self._await(op.call(system)))
        except Exception as exc:  # an outcome to compare, not a test failure
            return Outcome(error=exc)

    def _together(self, ops: list[Op]) -> list[Outcome]:
        """Our system under the ops at once: coroutines gathered on one loop, sync calls on
        threads released together."""
        start = threading.Barrier(len(ops))
        results: list[Outcome] = [Outcome()] * len(ops)

        def run(i: int) -> None:
            start.wait()
            try:
                value = ops[i].call(self.our)
            except Exception as exc:
                results[i] = Outcome(error=exc)
                return
            results[i] = Outcome(value)

        threads = [threading.Thread(target=run, args=(i,)) for i in range(len(ops))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        pending = [i for i, r in enumerate(results) if r.error is None and inspect.isawaitable(r.value)]
        if pending:
            # The calls made coroutines on the threads; they run concurrently here.
            done = self._loop.run_until_complete(asyncio.gather(*(results[i].value for i in pending), return_exceptions=True))
            for i, value in zip(pending, done, strict=True):
                results[i] = Outcome(error=value) if isinstance(value, Exception) else Outcome(value)
        return results

    def _replayed(self) -> Any:
        """A fresh reference brought to the current state by replaying its history."""
        candidate = self.reference()
        for op in self._history:
            self._apply(candidate, op)
        return candidate

    def _closing(self, system: Any) -> None:
        self._await(self.close(system))


def differential_test(machine: type[DifferentialMachine], *, max_examples: int = 6, steps: int = 12) -> type[unittest.TestCase]:
    """The pytest-collectable test of ``machine``: ``TestX = differential_test(XMachine)``.
    Modest defaults keep CI fast; ``MEMLANE_DIFFERENTIAL_EXAMPLES`` raises them for a deep run."""
    test = machine.TestCase
    test.settings = settings(
        max_examples=int(os.environ.get("MEMLANE_DIFFERENTIAL_EXAMPLES", max_examples)),
        stateful_step_count=steps,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
        database=None,
    )
    return test
