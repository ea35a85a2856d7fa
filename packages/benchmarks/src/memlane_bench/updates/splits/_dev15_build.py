"""Builder for the dev15 split: a user/assistant chat written as short rows, with seeded filler.

A conversation is a ``Chat``: rows ``(who, text, day)`` or ``(who, text, day, mark)`` where
``who`` is ``U`` (the user), ``A`` (the assistant) or another speaker's name, and ``mark`` is
``NOW`` (the turn the question is answered by: the newer statement for change kinds, the
standing one for must-not kinds) or ``WAS`` (the other scored turn). A row
``(FILL, n, day)`` or ``(FILL, n, first_day, last_day)`` is replaced by ``n`` seeded small-talk
exchanges (``2 * n`` turns, user first), spread evenly between the two days when both are given.
The seed only chooses which small talk fills those slots, so every fixed row, scored statement,
question and id is the same for every seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn

U = "<user>"
A = "<assistant>"
FILL = "<fill>"
NOW = "now"
WAS = "was"
PREFIX = "dev15"

Row = tuple  # (who, text, day[, mark]) or (FILL, n, day[, last_day])


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

    def fixed_texts(self) -> list[str]:
        return [r[1] for r in self.rows if r[0] != FILL]


def chat(sid: str, family: str, kind: str, subject: str, user: str, bot: str, rows: list[Row],
         question: str, past: str | None = None) -> Chat:  # fmt: skip
    return Chat(sid, family, kind, subject, user, bot, tuple(rows), question, past)


def build(spec: Chat, seed: int, small_talk) -> Scenario:
    """``small_talk(rng, n, avoid)`` -> ``n`` (user line, assistant line) pairs, none in ``avoid``."""
    rng = random.Random(f"{PREFIX}:{seed}:{spec.sid}")
    avoid = set(spec.fixed_texts())
    turns: list[Turn] = []
    current = other = None
    for row in spec.rows:
        if row[0] == FILL:
            n, first = int(row[1]), float(row[2])
            last = float(row[3]) if len(row) > 3 else first
            pairs = small_talk(rng, n, avoid)
            step = (last - first) / (2 * n + 1)
            for k, (said, answer) in enumerate(pairs):
                avoid |= {said, answer}
                turns.append(Turn(spec.user, said, round(first + step * (2 * k + 1), 2)))
                turns.append(Turn(spec.bot, answer, round(first + step * (2 * k + 2), 2)))
            continue
        who, text, day = row[0], row[1], float(row[2])
        mark = row[3] if len(row) > 3 else None
        speaker = spec.user if who == U else spec.bot if who == A else who
        if mark == NOW:
            if current is not None:
                raise ValueError(f"{spec.sid}: two NOW rows")
            current = len(turns)
        elif mark == WAS:
            if other is not None:
                raise ValueError(f"{spec.sid}: two WAS rows")
            other = len(turns)
        elif mark is not None:
            raise ValueError(f"{spec.sid}: unknown mark {mark!r}")
        turns.append(Turn(speaker, text, day))
    if current is None or other is None:
        raise ValueError(f"{spec.sid}: needs one NOW and one WAS row")
    return Scenario(id=f"{PREFIX}-{spec.sid}", family=spec.family, kind=spec.kind, subject=spec.subject,
                    turns=tuple(turns), current=current, other=other, question=spec.question,
                    past_question=spec.past)  # fmt: skip
