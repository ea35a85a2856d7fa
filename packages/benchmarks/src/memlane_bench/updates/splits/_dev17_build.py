"""Builder for the dev17 split: each conversation is a list of rows, small talk is drawn by seed.

Rows of a ``Chat``:

* ``(U, text, day)`` / ``(U, text, day, mark)``: the user writes ``text`` on ``day``;
* ``(A, text, day)``: the user's assistant replies;
* ``(name, text, day)`` / ``(name, text, day, mark)``: another person (a sibling, a colleague,
  a son writing for his father) writes to the same assistant;
* ``(FILL, n, day)`` / ``(FILL, n, first_day, last_day)``: ``n`` seeded small-talk exchanges
  (user line, assistant reply), all on ``day`` or spread evenly strictly between the two days.

``mark`` is ``NOW`` on the turn that answers the present-state question (the newer statement
for change kinds, the standing statement for must-not kinds) and ``WAS`` on the other scored
turn. Nothing but the FILL rows depends on the seed.
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
PREFIX = "dev17"

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


def chat(sid: str, family: str, kind: str, *, user: str, bot: str, rows: list[Row], question: str,
         subject: str | None = None, past: str | None = None) -> Chat:  # fmt: skip
    """One conversation; the subject defaults to the user."""
    return Chat(sid, family, kind, subject or user, user, bot, tuple(rows), question, past)


def build(spec: Chat, seed: int, small_talk: SmallTalk) -> Scenario:
    """Turn the rows into a Scenario; ``small_talk(rng, n, avoid)`` returns ``n`` unused pairs."""
    rng = random.Random(f"{PREFIX}:{spec.sid}:{seed}")
    used = {row[1] for row in spec.rows if row[0] != FILL}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    for row in spec.rows:
        if row[0] == FILL:
            count, first = int(row[1]), float(row[2])
            last = float(row[3]) if len(row) > 3 else first
            gap = (last - first) / (count + 1)
            for k, (said, reply) in enumerate(small_talk(rng, count, used)):
                used |= {said, reply}
                day = round(first + gap * (k + 1), 2) if last > first else first
                turns += [Turn(spec.user, said, day), Turn(spec.bot, reply, day)]
            continue
        who, text, day = row[0], row[1], float(row[2])
        if len(row) > 3:
            if row[3] not in (NOW, WAS) or row[3] in marks:
                raise ValueError(f"{spec.sid}: bad or repeated mark {row[3]!r}")
            marks[row[3]] = len(turns)
        speaker = spec.user if who == U else spec.bot if who == A else who
        turns.append(Turn(speaker, text, day))
    if set(marks) != {NOW, WAS}:
        raise ValueError(f"{spec.sid}: needs one NOW row and one WAS row")
    for before, after in itertools.pairwise(turns):
        if after.day < before.day:
            raise ValueError(f"{spec.sid}: the day goes back at {after.text[:40]!r}")
    texts = [t.text for t in turns]
    if len(set(texts)) != len(texts):
        raise ValueError(f"{spec.sid}: a line repeats")
    return Scenario(id=f"{PREFIX}-{spec.sid}", family=spec.family, kind=spec.kind, subject=spec.subject,
                    turns=tuple(turns), current=marks[NOW], other=marks[WAS], question=spec.question,
                    past_question=spec.past)  # fmt: skip
