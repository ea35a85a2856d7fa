"""Builder of the dev22 split: a small step language for hand-written scenarios.

A scenario spec is a family, a kind, the subject (the user who chats), a companion (a friend or
relative who also writes in the chat; the reporter in third-party reports), a list of steps and
the questions. Steps:

* ``A(text)`` the earlier key statement (standing fact for must-not kinds, the old one for changes);
* ``B(text)`` the later key statement (the new one for changes, the one that must not supersede);
* ``M(text)`` / ``C(text)`` a fixed line of the subject / of the companion (context, not scored);
* ``F(n, days)`` ``n`` turns of seeded small talk spread over ``days`` days.

Key and fixed lines are the same for every seed; only ``F`` small talk depends on the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev22_filler import Filler


@dataclass(frozen=True)
class Step:
    tag: str  # "A", "B", "M", "C" or "F"
    text: str = ""
    gap: float = 0.0  # days before this line (A/B/M/C)
    by_co: bool = False  # said by the companion instead of the subject
    n: int = 0  # F: number of small-talk turns
    days: float = 0.0  # F: days the small talk spans


def A(text: str, gap: float = 0.0, *, co: bool = False) -> Step:
    return Step("A", text, gap, co)


def B(text: str, gap: float = 1.0, *, co: bool = False) -> Step:
    return Step("B", text, gap, co)


def M(text: str, gap: float = 0.0) -> Step:
    return Step("M", text, gap)


def C(text: str, gap: float = 0.0) -> Step:
    return Step("C", text, gap, True)


def F(n: int, days: float = 1.0) -> Step:
    return Step("F", n=n, days=days)


@dataclass(frozen=True)
class Spec:
    family: str
    kind: str
    subject: str
    co: str
    steps: tuple[Step, ...]
    question: str
    past: str | None = None


def S(family: str, kind: str, subject: str, co: str, steps: list[Step], question: str, past: str | None = None) -> Spec:
    return Spec(family, kind, subject, co, tuple(steps), question, past)


def build(spec: Spec, sid: str, seed: int) -> Scenario:
    rng = random.Random(f"dev22|{seed}|{sid}")
    filler = Filler(rng)
    turns: list[Turn] = []
    seen: set[str] = set()
    day = 0.0
    a = b = -1

    def say(speaker: str, text: str) -> int:
        if text in seen:
            raise ValueError(f"{sid}: line repeated: {text!r}")
        seen.add(text)
        turns.append(Turn(speaker, text, round(day, 3)))
        return len(turns) - 1

    for step in spec.steps:
        if step.tag == "F":
            each = step.days / max(step.n, 1)
            for _ in range(step.n):
                day += each
                by_co, text = filler.line(seen)
                say(spec.co if by_co else spec.subject, text)
            continue
        day += step.gap
        index = say(spec.co if step.by_co else spec.subject, step.text)
        if step.tag == "A":
            a = index
        elif step.tag == "B":
            b = index
    if a < 0 or b < 0:
        raise ValueError(f"{sid}: needs an A and a B step")
    change = spec.kind in CHANGE_KINDS
    current, other = (b, a) if change else (a, b)
    return Scenario(sid, spec.family, spec.kind, spec.subject, tuple(turns), current, other, spec.question,
                    spec.past if change else None)  # fmt: skip
