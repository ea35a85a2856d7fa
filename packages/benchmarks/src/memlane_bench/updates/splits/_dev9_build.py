"""dev9 builder: a hand-written case plus seed-driven small talk -> one ``Scenario``.

A case lists its hand-written lines as ``(day, speaker, text)`` or ``(day, speaker, text, mark)``;
``CUR`` marks the turn the question is answered by and ``OTH`` the other scored turn (the contract's
``current`` and ``other``). The builder never changes a hand-written line or its day. The seed
decides how much small talk opens and closes the conversation and sits between the lines, which
filler lines are used and which of the case's own speakers says each one (so filler never brings
in a new person). Far-apart cases get 205-240 filler turns between the old and the new statement;
every other case ends up with 6-20 turns.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn
from ._dev9_filler import assistant_lines, chat_lines

CUR = "cur"
OTH = "oth"
MIN_TURNS, MAX_TURNS = 6, 20
FAR_GAP = (205, 240)

Line = tuple  # (day, speaker, text) or (day, speaker, text, CUR | OTH)


@dataclass(frozen=True)
class Case:
    id: str
    family: str
    kind: str
    subject: str
    question: str
    lines: tuple[Line, ...]
    past_question: str | None = None


def case(id_: str, family: str, kind: str, subject: str, question: str, lines: list[Line],
         past: str | None = None) -> Case:  # fmt: skip
    return Case(id_, family, kind, subject, question, tuple(lines), past)


def _is_assistant(speaker: str) -> bool:
    return speaker.endswith("'s assistant")


def _counts(rng: random.Random, c: Case, n: int, old: int) -> list[int]:
    """Filler turns per slot: slot 0 opens, slot i sits before line i, slot n closes."""
    counts = [rng.randint(0, 2) for _ in range(n + 1)]
    if c.kind == "far_apart":
        counts[old + 1] = rng.randint(*FAR_GAP)
        return counts
    while n + sum(counts) > MAX_TURNS:
        counts[rng.choice([i for i, k in enumerate(counts) if k])] -= 1
    while n + sum(counts) < MIN_TURNS:
        counts[rng.randrange(n + 1)] += 1
    return counts


def build(c: Case, seed: int) -> Scenario:
    rng = random.Random(f"dev9:{seed}:{c.id}")
    rows = [(float(x[0]), str(x[1]), str(x[2]), x[3] if len(x) > 3 else None) for x in c.lines]
    marks = {row[3]: i for i, row in enumerate(rows) if row[3]}
    if set(marks) != {CUR, OTH}:
        raise ValueError(f"dev9 case {c.id}: needs exactly one CUR and one OTH line")
    n = len(rows)
    # The older of the two scored lines: far-apart filler goes right after it.
    counts = _counts(rng, c, n, min(marks.values()))
    cast = sorted({row[1] for row in rows})
    chat, assist = list(chat_lines()), list(assistant_lines())
    rng.shuffle(chat)
    rng.shuffle(assist)
    used = {"chat": 0, "assist": 0}

    def filler(day: float) -> Turn:
        speaker = rng.choice(cast)
        pool, key = (assist, "assist") if _is_assistant(speaker) else (chat, "chat")
        text = pool[used[key] % len(pool)]
        used[key] += 1
        return Turn(speaker, text, day)

    turns: list[Turn] = []
    index: dict[str, int] = {}
    for slot in range(n + 1):
        m = counts[slot]
        if slot == 0:
            days = [rows[0][0]] * m
        elif slot == n:
            days = [rows[-1][0]] * m
        else:
            a, b = rows[slot - 1][0], rows[slot][0]
            days = [round(a + (b - a) * (k + 1) / (m + 1), 2) for k in range(m)]
        turns += [filler(d) for d in days]
        if slot < n:
            day, speaker, text, mark = rows[slot]
            if mark:
                index[mark] = len(turns)
            turns.append(Turn(speaker, text, day))
    return Scenario(id=f"dev9-{c.id}", family=c.family, kind=c.kind, subject=c.subject,
                    turns=tuple(turns), current=index[CUR], other=index[OTH],
                    question=c.question, past_question=c.past_question)  # fmt: skip
