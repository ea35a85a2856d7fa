"""Builder for the dev16 split: conversations written as rows, small talk filled in by seed.

A conversation is a ``Chat``. Each row is one of

* ``(U, text, day)`` or ``(U, text, day, mark)``: the user says ``text`` on ``day``;
* ``(A, text, day)``: the user's assistant answers;
* ``(name, text, day)`` or ``(name, text, day, mark)``: someone else (a partner, a parent, a
  flatmate) says ``text`` to the same assistant;
* ``(FILL, n, day)`` or ``(FILL, n, first_day, last_day)``: ``n`` seeded small-talk exchanges
  (``2 * n`` turns, the user first, each answer on the day of its request), all on ``day`` or
  spread evenly strictly between the two days.

``mark`` is ``NOW`` for the turn the present-state question is answered by (the newer
statement for the change kinds, the standing one for the must-not kinds) and ``WAS`` for the
other scored turn. Only the FILL rows depend on the seed.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..schema import Scenario, Turn

U = "<user>"
A = "<assistant>"
FILL = "<small talk>"
NOW = "now"
WAS = "was"
PREFIX = "dev16"

Row = tuple  # (who, text, day[, mark]) or (FILL, n, day[, last_day])
SmallTalk = Callable[[random.Random, int, set[str]], list[tuple[str, str]]]


@dataclass(frozen=True)
class Chat:
    sid: str
    family: str
    kind: str
    subject: str
    user: str
    bot: str
    rows: tuple[Row, ...]
    question: str
    past: str | None = None


def chat(sid: str, family: str, kind: str, *, subject: str, user: str, bot: str, rows: list[Row],
         question: str, past: str | None = None) -> Chat:  # fmt: skip
    return Chat(sid, family, kind, subject, user, bot, tuple(rows), question, past)


def build(spec: Chat, seed: int, small_talk: SmallTalk) -> Scenario:
    """Play the rows into turns; ``small_talk(rng, n, avoid)`` gives ``n`` unused pairs."""
    rng = random.Random(f"{PREFIX}|{spec.sid}|{seed}")
    avoid = {r[1] for r in spec.rows if r[0] != FILL}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    for row in spec.rows:
        if row[0] == FILL:
            n, first = int(row[1]), float(row[2])
            last = float(row[3]) if len(row) > 3 else first
            step = (last - first) / (n + 1)
            for k, (said, reply) in enumerate(small_talk(rng, n, avoid)):
                avoid |= {said, reply}
                day = round(first + step * (k + 1), 2) if last > first else first
                turns.append(Turn(spec.user, said, day))
                turns.append(Turn(spec.bot, reply, day))
            continue
        who, text, day = row[0], row[1], float(row[2])
        speaker = spec.user if who == U else spec.bot if who == A else who
        if len(row) > 3:
            mark = row[3]
            if mark not in (NOW, WAS) or mark in marks:
                raise ValueError(f"{spec.sid}: bad or repeated mark {mark!r}")
            marks[mark] = len(turns)
        turns.append(Turn(speaker, text, day))
    if set(marks) != {NOW, WAS}:
        raise ValueError(f"{spec.sid}: needs exactly one NOW row and one WAS row")
    for a, b in itertools.pairwise(turns):
        if b.day < a.day:
            raise ValueError(f"{spec.sid}: day goes back at {b.text[:40]!r}")
    return Scenario(id=f"{PREFIX}-{spec.sid}", family=spec.family, kind=spec.kind, subject=spec.subject,
                    turns=tuple(turns), current=marks[NOW], other=marks[WAS], question=spec.question,
                    past_question=spec.past)  # fmt: skip
