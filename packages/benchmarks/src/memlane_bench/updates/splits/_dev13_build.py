"""Builders for the dev13 split: a scenario from marked turns, and far-apart padding.

A scenario is written as a list of ``t(speaker, text, day, mark)`` rows. ``mark`` is ``CUR`` for
the turn that answers the question (the newer statement for change kinds, the standing one for
must-not kinds) and ``OTH`` for the other scored turn; everything else is a distractor turn.
Far-apart scenarios are written as a ``Far`` spec whose gap is filled with seeded small talk."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn

CUR = "C"  # the turn the question is answered by (``current``)
OTH = "O"  # the other scored turn (``other``)
PREFIX = "dev13"

Row = tuple[str, str, float, str | None]


def t(speaker: str, text: str, day: float, mark: str | None = None) -> Row:
    return (speaker, text, float(day), mark)


def make(sid: str, family: str, kind: str, subject: str, rows: list[Row], question: str, past: str | None = None) -> Scenario:
    turns, current, other = [], None, None
    for i, (speaker, text, day, mark) in enumerate(rows):
        turns.append(Turn(speaker, text, day))
        if mark == CUR:
            current = i
        elif mark == OTH:
            other = i
    if current is None or other is None:
        raise ValueError(f"{sid}: needs one CUR and one OTH turn")
    return Scenario(id=f"{PREFIX}-{sid}", family=family, kind=kind, subject=subject, turns=tuple(turns),
                    current=current, other=other, question=question, past_question=past)  # fmt: skip


@dataclass(frozen=True)
class Far:
    """A far-apart change: ``head`` rows, the older statement, ``gap`` turns of small talk between
    ``subject`` and ``partner`` in ``style``, the newer statement, then ``tail`` rows."""

    sid: str
    family: str
    subject: str
    partner: str
    style: str  # plain | lower | sms | discord
    head: tuple[Row, ...]
    old: Row
    gap: int
    new: Row
    tail: tuple[Row, ...]
    question: str
    past: str | None = None
    assistant: bool = False  # the partner is a voice or chat assistant (its small talk differs)

    def fixed_texts(self) -> list[str]:
        return [r[1] for r in (*self.head, self.old, self.new, *self.tail)]


def build_far(spec: Far, seed: int, small_talk) -> Scenario:
    """``small_talk(rng, n, style, first, second, assistant)`` -> n (speaker, text) rows, alternating."""
    rng = random.Random(f"{PREFIX}:{seed}:{spec.sid}")
    start, end = spec.old[2], spec.new[2]
    chat = small_talk(rng, spec.gap, spec.style, spec.partner, spec.subject, spec.assistant)
    step = (end - start) / (spec.gap + 1)
    padding = [t(who, text, round(start + step * (i + 1), 2)) for i, (who, text) in enumerate(chat)]
    old = t(spec.old[0], spec.old[1], spec.old[2], OTH)
    new = t(spec.new[0], spec.new[1], spec.new[2], CUR)
    rows = [*spec.head, old, *padding, new, *spec.tail]
    return make(spec.sid, spec.family, "far_apart", spec.subject, rows, spec.question, spec.past)
