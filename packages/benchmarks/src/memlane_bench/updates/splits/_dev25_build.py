"""dev25 builder: a scenario is written as a list of parts (fixed lines, the two scored lines, small
talk, waits); ``build`` turns it into a ``Scenario``. Only the small talk depends on the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn
from ._dev25_filler import small_talk


@dataclass(frozen=True)
class Line:
    text: str
    role: str = ""  # "cur" (answers the question), "oth" (the other scored line) or "" (fixed context)
    by: str | None = None  # speaker; None = the subject


@dataclass(frozen=True)
class Fill:
    n: int  # small-talk turns (seeded)
    days: float  # spread over this many days


@dataclass(frozen=True)
class Wait:
    days: float


def C(text: str, by: str | None = None) -> Line:
    return Line(text, "cur", by)


def O(text: str, by: str | None = None) -> Line:  # noqa: E743
    return Line(text, "oth", by)


def S(text: str, by: str | None = None) -> Line:
    return Line(text, "", by)


def F(n: int, days: float = 1.0) -> Fill:
    return Fill(n, days)


def W(days: float) -> Wait:
    return Wait(days)


@dataclass(frozen=True)
class Spec:
    family: str
    kind: str
    subject: str
    question: str
    parts: tuple[Line | Fill | Wait, ...]
    past: str | None = None


def spec(
    family: str, kind: str, subject: str, question: str, *parts: Line | Fill | Wait, past: str | None = None
) -> Spec:
    return Spec(family, kind, subject, question, tuple(parts), past)


def build(index: int, sp: Spec, seed: int) -> Scenario:
    sid = f"dev25-{sp.kind}-{index:02d}-{sp.family}"
    rng = random.Random(f"dev25|{seed}|{sid}")
    seen = {p.text for p in sp.parts if isinstance(p, Line)}
    turns: list[Turn] = []
    day = 0.0
    roles: dict[str, int] = {}
    for part in sp.parts:
        if isinstance(part, Wait):
            day += part.days
        elif isinstance(part, Fill):
            step = part.days / max(part.n, 1)
            for _ in range(part.n):
                day += step
                text = small_talk(rng, sp.family, seen)
                seen.add(text)
                turns.append(Turn(sp.subject, text, round(day, 3)))
        else:
            if part.role:
                roles[part.role] = len(turns)
            turns.append(Turn(part.by or sp.subject, part.text, round(day, 3)))
    return Scenario(sid, sp.family, sp.kind, sp.subject, tuple(turns), roles["cur"], roles["oth"], sp.question, sp.past)
