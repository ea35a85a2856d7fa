"""dev10 builder: compact hand-written cases -> ``Scenario`` objects, with seeded small talk.

A case is a list of hand-written lines ``(speaker, day, tag, text)``. Exactly one line is tagged
``"A"`` (the earlier scored statement) and one ``"B"`` (the later one); every other hand-written
line is a distractor. For the change kinds ``current`` is B and ``other`` is A; for the must-not
kinds ``current`` is A (the standing statement) and ``other`` is B (the tempting later one).

The seed only decides the small talk: how many filler turns, where among the hand-written lines
they go, which lines and who says them. Hand-written lines, their days, the scored turns and the
questions are fixed. ``far_apart`` cases get 150-260 turns between A and B; the others 6-20
(hand-written distractors plus filler), at most 20 turns in all.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev10_filler import small_talk

Line = tuple[str, float, str, str]  # (speaker, day, tag, text); tag "", "A" or "B"

SHORT_MAX_TURNS = 20
SHORT_MIN_GAP = 6
FAR_GAP = (150, 260)


@dataclass(frozen=True)
class Case:
    id: str
    family: str
    kind: str
    subject: str
    lines: tuple[Line, ...]
    question: str
    past: str | None = None
    style: str = "plain"  # small-talk register: plain, voice, text, email, formal
    bot: str | None = None  # the assistant's speaker name, if one takes part


def case(
    key: str,
    family: str,
    kind: str,
    subject: str,
    lines: list[Line],
    question: str,
    past: str | None = None,
    *,
    style: str = "plain",
    bot: str | None = None,
) -> Case:
    return Case(f"dev10-{key}", family, kind, subject, tuple(lines), question, past, style, bot)


def _counts(c: Case, rng: random.Random, ia: int, ib: int) -> tuple[int, int, int]:
    """(filler before A, filler between A and B, filler after the last hand-written line)."""
    hand, between_hand = len(c.lines), ib - ia - 1
    if c.kind == "far_apart":
        between = rng.randint(*FAR_GAP) - between_hand
        return rng.randint(0, 2), between, rng.randint(0, 2)
    low = max(0, SHORT_MIN_GAP - between_hand)
    high = max(low, min(low + 6, SHORT_MAX_TURNS - hand))
    between = rng.randint(low, high)
    room = max(0, SHORT_MAX_TURNS - hand - between)
    before = rng.randint(0, min(2, room))
    after = rng.randint(0, min(2, room - before))
    return before, between, after


def build(c: Case, seed: int) -> Scenario:
    rng = random.Random(f"dev10:{seed}:{c.id}")
    tags = [line[2] for line in c.lines]
    ia, ib = tags.index("A"), tags.index("B")
    humans = list(dict.fromkeys(line[0] for line in c.lines if line[0] != c.bot))
    before, between, after = _counts(c, rng, ia, ib)
    # Small talk goes after hand-written line g (-1: before the first), never inside a same-day
    # exchange (a question and its answer, an assistant's prompt and the reply stay adjacent).
    open_after = [-1] + [g for g in range(len(c.lines) - 1) if c.lines[g + 1][1] > c.lines[g][1]]
    gaps: Counter[int] = Counter()
    for _ in range(before):
        gaps[rng.choice([g for g in open_after if g < ia])] += 1
    for _ in range(between):
        gaps[rng.choice([g for g in open_after if ia <= g < ib])] += 1
    gaps[len(c.lines) - 1] += after
    used: set[str] = set()
    turns: list[Turn] = []

    def fill(g: int) -> None:
        k = gaps[g]
        lo = c.lines[max(g, 0)][1]
        hi = c.lines[g + 1][1] if 0 <= g < len(c.lines) - 1 else lo
        for j in range(k):
            day = round(lo + (hi - lo) * (j + 1) / (k + 1), 2)
            bot = c.bot is not None and rng.random() < 0.3
            speaker = c.bot if bot and c.bot else rng.choice(humans)
            turns.append(Turn(speaker, small_talk(rng, used, bot=bot, style=c.style), day))

    pos: dict[str, int] = {}
    fill(-1)
    for i, (speaker, day, tag, text) in enumerate(c.lines):
        if tag:
            pos[tag] = len(turns)
        turns.append(Turn(speaker, text, float(day)))
        fill(i)
    change = c.kind in CHANGE_KINDS
    current, other = (pos["B"], pos["A"]) if change else (pos["A"], pos["B"])
    return Scenario(
        id=c.id,
        family=c.family,
        kind=c.kind,
        subject=c.subject,
        turns=tuple(turns),
        current=current,
        other=other,
        question=c.question,
        past_question=c.past if change else None,
    )
