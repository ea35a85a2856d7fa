"""Builds the test4 scenarios: a fixed pair of key turns per scenario (written by hand in the
``_test4_*`` case modules) with seeded small talk between a user and their assistant around them."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._test4_filler import Chatter


@dataclass(frozen=True)
class Spec:
    """One scenario's fixed content. ``old`` is said first by ``user``; ``new`` later by
    ``new_by`` (default: the user). ``subject`` defaults to the user (a relative or friend when
    the user reports about them)."""

    family: str
    user: str
    old: str
    new: str
    question: str
    past: str | None = None
    subject: str | None = None
    new_by: str | None = None


# (filler turns before the old statement, filler turns between, days between) per kind group
_SHAPES = {
    "correction": ((1, 3), (0, 3), (0.01, 0.4)),
    "far_apart": ((1, 3), (160, 185), (75.0, 260.0)),
    "change": ((1, 4), (3, 9), (18.0, 140.0)),
    "keep": ((1, 4), (3, 8), (4.0, 70.0)),
}


def build(sid: str, kind: str, spec: Spec, seed: int) -> Scenario:
    rng = random.Random(f"memlane-updates-test4-{sid}-{seed}")
    group = kind if kind in ("correction", "far_apart") else ("change" if kind in CHANGE_KINDS else "keep")
    lead, between, gap = _SHAPES[group]
    chat = Chatter(rng, spec.family, spec.user, used={spec.old, spec.new})
    turns: list[Turn] = []
    day = 0.0

    def add(speaker: str, text: str, step: float) -> int:
        nonlocal day
        day += step
        turns.append(Turn(speaker, text, round(day, 3)))
        return len(turns) - 1

    for speaker, text in chat.lines(rng.randint(*lead)):
        add(speaker, text, rng.uniform(0.0, 0.2))
    first = add(spec.user, spec.old, rng.uniform(0.0, 0.1))
    middle = chat.lines(rng.randint(*between), after_key=True)
    span = rng.uniform(*gap)
    step = span / (len(middle) + 1)
    for speaker, text in middle:
        add(speaker, text, step)
    last = add(spec.new_by or spec.user, spec.new, step)
    for speaker, text in chat.lines(rng.randint(0, 2), after_key=True, near=False):
        add(speaker, text, rng.uniform(0.0, 0.3))
    change = kind in CHANGE_KINDS
    return Scenario(
        id=sid, family=spec.family, kind=kind, subject=spec.subject or spec.user, turns=tuple(turns),
        current=last if change else first, other=first if change else last,
        question=spec.question, past_question=spec.past if change else None,
    )  # fmt: skip
