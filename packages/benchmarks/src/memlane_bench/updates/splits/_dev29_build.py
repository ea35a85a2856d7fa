"""dev29 scenario builder: a hand-written spec per scenario (its key turns fixed and worded one by
one) is turned into a Scenario with seeded small talk between the fixed turns.

Spec beats, in order:
* ``(who, text)``: a fixed turn; ``who`` is ``"m"`` (the main speaker), ``"p"`` (the pal) or a
  third speaker's own name.
* ``(who, text, "A")`` / ``(who, text, "B")``: a scored turn; ``A`` is the earlier statement and
  ``B`` the later one (change kinds: current = B, other = A; must-not kinds: current = A, other = B).
* a number: days pass.
* ``"~"``: one to three small-talk turns; ``("~", low, high, days)``: ``low``..``high`` small-talk
  turns spread over ``days`` days.

Only the small talk depends on the seed: which lines, how many, and who says them."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev29_filler import streams


@dataclass(frozen=True)
class Spec:
    sid: str
    family: str
    kind: str
    reg: str  # small-talk register: teen, carer, ng, ph, in, esl, biz
    me: str
    pal: str
    beats: tuple
    question: str
    past: str | None = None
    subject: str | None = None  # defaults to ``me`` (a relative when a carer speaks about them)


def S(sid: str, family: str, kind: str, reg: str, who: str, beats: tuple, question: str,
      past: str | None = None, subject: str | None = None) -> Spec:  # fmt: skip
    me, pal = who.split("/")
    return Spec(sid, family, kind, reg, me, pal, beats, question, past, subject)


def build(spec: Spec, seed: int) -> Scenario:
    rng = random.Random(f"dev29|{seed}|{spec.sid}")
    mine, theirs = streams(spec.reg, rng)
    fixed = {b[1] for b in spec.beats if isinstance(b, tuple) and b[0] != "~"}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0

    def pop(lines: list[str]) -> str:
        while True:
            line = lines.pop()
            if line not in fixed:
                return line

    def gap(n: int, days: float) -> None:
        nonlocal day
        step = days / max(n, 1)
        for _ in range(n):
            day += step
            if rng.random() < 0.55:
                turns.append(Turn(spec.me, pop(mine), round(day, 3)))
            else:
                turns.append(Turn(spec.pal, pop(theirs), round(day, 3)))

    for beat in spec.beats:
        if isinstance(beat, int | float):
            day += beat
        elif beat == "~":
            gap(rng.randint(1, 3), 0.2)
        elif beat[0] == "~":
            gap(rng.randint(beat[1], beat[2]), beat[3])
        else:
            who = {"m": spec.me, "p": spec.pal}.get(beat[0], beat[0])
            if len(beat) == 3:
                marks[beat[2]] = len(turns)
            turns.append(Turn(who, beat[1], round(day, 3)))
    change = spec.kind in CHANGE_KINDS
    current, other = (marks["B"], marks["A"]) if change else (marks["A"], marks["B"])
    return Scenario(f"dev29-{spec.sid}", spec.family, spec.kind, spec.subject or spec.me, tuple(turns),
                    current, other, spec.question, spec.past if change else None)  # fmt: skip
