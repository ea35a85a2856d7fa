"""The reliability harness: scenarios x N repetitions, each bracketed by a positive control.

A scenario is a function ``run(ctx, rep)`` that drives the real write path through the public
API and raises ``ScenarioFailure`` (or any exception) when the property does not hold. Each
repetition first checks a *positive control* (the thing being verified is observable: e.g. the
text is findable before it is erased), so a check can never pass vacuously. Scenarios may
declare *mutants*: context managers that switch their mechanism off; with ``mutants=True``
every mutant must make the scenario fail ("caught"), which proves the check has teeth.
"""

from __future__ import annotations

import contextlib
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class ScenarioFailure(AssertionError):
    """The property under test did not hold."""


class NotRun(Exception):
    """The scenario cannot run in this build (e.g. a module it needs is absent)."""


def check(condition: object, message: str) -> None:
    if not condition:
        raise ScenarioFailure(message)


@dataclass
class Context:
    """Shared per-scenario state: a work directory, the embedder, scratch objects."""

    workdir: Path
    embedder: Any
    n: int
    seed: int
    state: dict[str, Any] = field(default_factory=dict)
    # Outlives the scenario (e.g. the zygote holding the model); closed by the runner.
    shared: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def close(self) -> None:
        for closer in reversed(self.state.get("_closers", [])):
            with contextlib.suppress(Exception):
                closer()

    def on_close(self, closer: Callable[[], None]) -> None:
        self.state.setdefault("_closers", []).append(closer)


Mutant = Callable[[Context], contextlib.AbstractContextManager[Any]]


@dataclass(frozen=True)
class Scenario:
    number: int
    name: str
    title: str
    run: Callable[[Context, int], None]
    setup: Callable[[Context], None] | None = None
    mutants: dict[str, Mutant] = field(default_factory=dict)
    max_reps: int | None = None  # cap for very slow scenarios (reported)


@dataclass
class ScenarioResult:
    number: int
    name: str
    title: str
    status: str  # passed | failed | not_run
    repetitions: int
    failures: int
    seconds: float
    first_failure: str | None = None
    notes: list[str] = field(default_factory=list)
    mutants: dict[str, str] = field(default_factory=dict)  # name -> caught | MISSED

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number, "name": self.name, "title": self.title, "status": self.status,
            "repetitions": self.repetitions, "failures": self.failures, "seconds": round(self.seconds, 3),
            "first_failure": self.first_failure, "notes": self.notes, "mutants": self.mutants,
        }  # fmt: skip


def _describe(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)[-2:]
    where = "; ".join(f"{Path(f.filename).name}:{f.lineno}" for f in frames)
    return f"{type(exc).__name__}: {str(exc)[:500]} ({where})"


def run_scenario(scenario: Scenario, ctx: Context, *, mutants: bool) -> ScenarioResult:
    started = time.perf_counter()
    reps = min(ctx.n, scenario.max_reps) if scenario.max_reps else ctx.n
    result = ScenarioResult(scenario.number, scenario.name, scenario.title, "passed", 0, 0, 0.0)
    try:
        if scenario.setup is not None:
            scenario.setup(ctx)
        for rep in range(reps):
            result.repetitions += 1
            try:
                scenario.run(ctx, rep)
            except NotRun:
                raise
            except Exception as exc:  # every failure is counted, the first one described
                result.failures += 1
                result.first_failure = result.first_failure or f"rep {rep}: {_describe(exc)}"
        if mutants:
            for index, (name, mutant) in enumerate(scenario.mutants.items()):
                result.mutants[name] = _run_mutant(scenario, ctx, mutant, reps, first_rep=10_000 + 100 * index)
    except NotRun as exc:
        result.status, result.first_failure = "not_run", str(exc)
    except Exception as exc:
        result.failures += 1
        result.first_failure = result.first_failure or f"setup: {_describe(exc)}"
    finally:
        ctx.close()
    missed = any(v.startswith("MISSED") for v in result.mutants.values())
    if result.status != "not_run" and (result.failures or missed):
        result.status = "failed"
    if reps < ctx.n and result.status != "not_run":
        ctx.note(f"capped at {reps} repetitions")
    result.notes = list(ctx.notes)
    result.seconds = time.perf_counter() - started
    return result


def _run_mutant(scenario: Scenario, ctx: Context, mutant: Mutant, reps: int, *, first_rep: int) -> str:
    """The scenario with its mechanism switched off must fail within a few repetitions
    (repetition numbers of their own, so mutants never reuse a real repetition's data)."""
    for rep in range(max(1, min(3, reps))):
        try:
            with mutant(ctx):
                scenario.run(ctx, first_rep + rep)
        except NotRun:
            return "not_run"
        except AssertionError:  # the property check fired (ScenarioFailure is one)
            return "caught"
        except Exception as exc:  # failed for another reason: not evidence the check works
            return f"MISSED (errored: {type(exc).__name__}: {str(exc)[:120]})"
    return "MISSED"


@contextlib.contextmanager
def patched(target: Any, name: str, value: Any) -> Iterator[None]:
    original = getattr(target, name)
    setattr(target, name, value)
    try:
        yield
    finally:
        setattr(target, name, original)
