"""Building blocks of the dev8 split: a hand-written scenario (``Spec``) and the seeded weave.

A spec lists its hand-written lines as ``(speaker, day, text)`` or ``(speaker, day, text, CUR|OTH)``;
exactly one line is tagged ``CUR`` (the scenario's ``current``) and one ``OTH`` (its ``other``).
``weave`` keeps those lines (speaker, text, day) fixed and only lets the seed choose small talk
from ``_dev8_filler``: how many lines open and close the conversation, how many sit between the
hand-written lines (at least one between the two scored lines; 150+ after the older one for
``far_apart``), which lines they are (never one twice in a conversation) and who says them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from memlane_bench.updates.schema import Scenario, Turn

from ._dev8_filler import FILLER

CUR = "cur"
OTH = "oth"
FAR_GAP = 150  # the least number of small-talk turns after the older statement of a far_apart case


@dataclass(frozen=True)
class Spec:
    id: str
    family: str
    kind: str
    subject: str
    question: str
    lines: tuple[tuple, ...]
    past_question: str | None = None


def spec(id: str, family: str, kind: str, subject: str, question: str, lines: list[tuple], past: str | None = None) -> Spec:
    return Spec(id=id, family=family, kind=kind, subject=subject, question=question, lines=tuple(lines), past_question=past)


def _is_bot(speaker: str) -> bool:
    """Assistants and support agents ask and confirm; they never make the small talk."""
    return speaker.endswith("'s assistant") or "(" in speaker


def _tag_index(lines: tuple[tuple, ...], tag: str, where: str) -> int:
    found = [i for i, line in enumerate(lines) if len(line) > 3 and line[3] == tag]
    if len(found) != 1:
        raise ValueError(f"{where}: expected exactly one {tag!r} line, found {len(found)}")
    return found[0]


def weave(s: Spec, seed: int) -> Scenario:
    rng = random.Random(f"dev8|{seed}|{s.id}")
    cur, oth = _tag_index(s.lines, CUR, s.id), _tag_index(s.lines, OTH, s.id)
    first, second = min(cur, oth), max(cur, oth)
    talkers = [sp for sp in dict.fromkeys(line[0] for line in s.lines) if not _is_bot(sp)]
    opening = rng.randint(1, 4)
    gaps = []
    for i in range(1, len(s.lines)):
        if s.kind == "far_apart" and i == first + 1:
            gaps.append(FAR_GAP + rng.randint(0, 24))
        elif first < i <= second:
            gaps.append(rng.randint(1, 3))
        else:
            gaps.append(rng.randint(0, 2))
    closing = rng.randint(0, 3)
    pool = iter(rng.sample(FILLER, opening + sum(gaps) + closing))

    def small_talk(n: int, start: float, end: float) -> list[Turn]:
        return [Turn(rng.choice(talkers), next(pool), round(start + (end - start) * (k + 1) / (n + 1), 2)) for k in range(n)]

    turns: list[Turn] = []
    index: dict[int, int] = {}
    first_day = float(s.lines[0][1])
    turns += small_talk(opening, first_day, first_day)
    for i, line in enumerate(s.lines):
        if i:
            turns += small_talk(gaps[i - 1], float(s.lines[i - 1][1]), float(line[1]))
        index[i] = len(turns)
        turns.append(Turn(line[0], line[2], float(line[1])))
    last_day = float(s.lines[-1][1])
    turns += small_talk(closing, last_day, last_day)
    return Scenario(
        id=s.id, family=s.family, kind=s.kind, subject=s.subject, turns=tuple(turns),
        current=index[cur], other=index[oth], question=s.question, past_question=s.past_question,
    )  # fmt: skip
