"""Scenario builder of the held-out test7 split (see test7.py): a tiny script language.

A case is written as a script of key turns and small-talk slots:

* ``O(text, d, who)`` the ``other`` statement, ``C(text, d, who)`` the ``current`` one,
  ``T(text, d, who)`` a fixed context turn that is not scored;
* ``F(n, d)`` ``n`` turns of small talk spread over ``d`` days (the only thing the seed changes).

``d`` is the number of days since the previous turn; ``who`` is ``"s"`` (the subject, default),
``"f"`` (the scenario's friend) or any other speaker's name."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn
from ._test7_filler import Filler

Step = tuple


def O(text: str, d: float = 0.0, who: str = "s") -> Step:  # noqa: E743
    return ("o", d, who, text)


def C(text: str, d: float = 0.0, who: str = "s") -> Step:
    return ("c", d, who, text)


def T(text: str, d: float = 0.0, who: str = "s") -> Step:
    return ("t", d, who, text)


def F(n: int, d: float = 0.0) -> Step:
    return ("f", n, d)


@dataclass(frozen=True)
class Case:
    family: str
    kind: str
    subject: str
    friend: str
    register: str  # small-talk register: scot, irish, aus, sa, indian, carib, southern, formal, parent, voice, plain
    script: tuple[Step, ...]
    question: str
    past: str | None = None


def case(family: str, kind: str, subject: str, friend: str, register: str, script: list[Step],
         question: str, past: str | None = None) -> Case:  # fmt: skip
    return Case(family, kind, subject, friend, register, tuple(script), question, past)


def build(number: int, c: Case, seed: int) -> Scenario:
    sid = f"test7-{number:03d}-{c.family}-{c.kind}"
    rng = random.Random(f"test7|{seed}|{sid}")
    fixed = {step[3] for step in c.script if step[0] != "f"}
    filler = Filler(rng, c.register, c.family, fixed)
    turns: list[Turn] = []
    day = 0.0
    marks: dict[str, int] = {}

    def speaker(who: str) -> str:
        return {"s": c.subject, "f": c.friend}.get(who, who)

    for step in c.script:
        if step[0] == "f":
            _, n, days = step
            for who, text in filler.take(n):
                day += days / max(n, 1)
                turns.append(Turn(speaker(who), text, round(day, 3)))
            continue
        tag, days, who, text = step
        day += days
        if tag in ("o", "c"):
            marks[tag] = len(turns)
        turns.append(Turn(speaker(who), text, round(day, 3)))
    return Scenario(sid, c.family, c.kind, c.subject, tuple(turns), marks["c"], marks["o"], c.question, c.past)
