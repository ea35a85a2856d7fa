"""The small harness the differential tests share: run one step on the framework's reference
and on ours and compare what each returned or raised. Kept separate so the machines can move
onto the shared base in ``memlane_conformance`` without changing their rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, run_state_machine_as_test

SETTINGS = settings(
    max_examples=6, stateful_step_count=12, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)  # fmt: skip


@dataclass(frozen=True)
class Outcome:
    value: Any = None
    error: BaseException | None = None


def attempt(call: Callable[[], Any]) -> Outcome:
    try:
        return Outcome(value=call())
    except Exception as exc:  # the comparison is the assertion
        return Outcome(error=exc)


def same(ours: Outcome, ref: Outcome, *, normalise: Callable[[Any], Any] = lambda v: v) -> Any:
    """Both raised, or both returned equal (normalised) values; returns our value."""
    assert (ours.error is None) == (ref.error is None), f"ours: {ours}, reference: {ref}"
    if ours.error is None:
        assert normalise(ours.value) == normalise(ref.value), (ours.value, ref.value)
    return ours.value


def refused(call: Callable[[], Any], *errors: type[BaseException]) -> BaseException:
    """A documented difference: the reference accepts this input, ours refuses it with a
    typed error (and the machine's invariant then proves nothing was stored)."""
    outcome = attempt(call)
    assert isinstance(outcome.error, errors or (ValueError,)), f"expected a refusal, got {outcome}"
    return outcome.error


def run(machine: type[RuleBasedStateMachine], **overrides: Any) -> None:
    run_state_machine_as_test(machine, settings=settings(SETTINGS, **overrides))
