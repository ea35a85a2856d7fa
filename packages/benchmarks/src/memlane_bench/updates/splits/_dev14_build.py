"""Builders for the dev14 split: a user/assistant chat from short rows, and far-apart padding.

A chat is written as rows ``(who, text, day)`` or ``(who, text, day, mark)``: ``who`` is ``U``
(the user), ``A`` (the assistant) or any other speaker's name. ``mark`` is ``NOW`` for the turn
that answers the question (the newer statement for change kinds, the standing one for must-not
kinds) and ``WAS`` for the other scored turn; every other row is a distractor turn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn

U = "<user>"
A = "<assistant>"
NOW = "now"  # the turn the question is answered by (``current``)
WAS = "was"  # the other scored turn (``other``)
PREFIX = "dev14"

Row = tuple  # (who, text, day) or (who, text, day, mark)


def chat(sid: str, family: str, kind: str, subject: str, user: str, bot: str, rows: list[Row],
         question: str, past: str | None = None) -> Scenario:  # fmt: skip
    turns: list[Turn] = []
    current = other = None
    for i, row in enumerate(rows):
        who, text, day = row[0], row[1], float(row[2])
        mark = row[3] if len(row) > 3 else None
        speaker = user if who == U else bot if who == A else who
        turns.append(Turn(speaker, text, day))
        if mark == NOW:
            if current is not None:
                raise ValueError(f"{sid}: two NOW rows")
            current = i
        elif mark == WAS:
            if other is not None:
                raise ValueError(f"{sid}: two WAS rows")
            other = i
        elif mark is not None:
            raise ValueError(f"{sid}: unknown mark {mark!r}")
    if current is None or other is None:
        raise ValueError(f"{sid}: needs one NOW and one WAS row")
    return Scenario(id=f"{PREFIX}-{sid}", family=family, kind=kind, subject=subject, turns=tuple(turns),
                    current=current, other=other, question=question, past_question=past)  # fmt: skip


@dataclass(frozen=True)
class Far:
    """A far-apart change between ``user`` and the assistant ``bot``: ``head`` rows, the older
    statement ``old`` (marked WAS), the assistant's ``reply`` to it, ``gap`` turns of seeded small
    talk (user first), the newer statement ``new`` (marked NOW), then ``tail`` rows. Rows use
    ``U``/``A`` like ``chat``; ``gap`` is even so the small talk ends with the assistant."""

    sid: str
    family: str
    subject: str
    user: str
    bot: str
    head: tuple[Row, ...]
    old: Row
    reply: str
    gap: int
    new: Row
    tail: tuple[Row, ...]
    question: str
    past: str | None = None

    def fixed_texts(self) -> list[str]:
        return [r[1] for r in (*self.head, self.old, self.new, *self.tail)] + [self.reply]


def build_far(spec: Far, seed: int, small_talk) -> Scenario:
    """``small_talk(rng, n)`` -> n (who, text) pairs alternating U, A, U, ..."""
    if spec.gap % 2 or spec.gap < 150:
        raise ValueError(f"{spec.sid}: gap must be even and at least 150")
    rng = random.Random(f"{PREFIX}:{seed}:{spec.sid}")
    start, end = float(spec.old[2]), float(spec.new[2])
    padding_rows = small_talk(rng, spec.gap)
    step = (end - start) / (spec.gap + 1)
    padding = [
        (who, text, round(start + step * (i + 1), 2)) for i, (who, text) in enumerate(padding_rows)
    ]
    old = (spec.old[0], spec.old[1], spec.old[2], WAS)
    new = (spec.new[0], spec.new[1], spec.new[2], NOW)
    reply = (A, spec.reply, spec.old[2])
    rows = [*spec.head, old, reply, *padding, new, *spec.tail]
    return chat(
        spec.sid,
        spec.family,
        "far_apart",
        spec.subject,
        spec.user,
        spec.bot,
        rows,
        spec.question,
        spec.past,
    )
