"""dev23 builder: a tiny script format for hand-written scenarios plus seed-dependent small talk.

A scenario is written as ``case(family, kind, subject, question, turns, past=None)`` where each
item of ``turns`` is either a key turn ``(tag, speaker, text)`` / ``(tag, speaker, text, days)``
(tag ``"A"`` = the older scored statement, ``"B"`` = the newer one, ``"-"`` = an unscored
context turn) or a block of small talk: an int ``n`` (n turns within the same day) or
``F(n, days)`` (n turns spread over ``days`` days). Only small talk depends on the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev23_filler import colleague_line, lead_line


@dataclass(frozen=True)
class F:
    n: int
    days: float = 0.0


def case(family: str, kind: str, subject: str, question: str, turns: list[Any], past: str | None = None) -> dict:
    return {"family": family, "kind": kind, "subject": subject, "question": question, "turns": turns, "past": past}


def build(seed: int, index: int, spec: dict) -> Scenario:
    sid = f"dev23-{index:03d}-{spec['family']}-{spec['kind']}"
    rng = random.Random(f"dev23:{seed}:{sid}")
    keys = [t for t in spec["turns"] if isinstance(t, tuple)]
    speakers: list[str] = []
    for t in keys:
        if t[1] not in speakers:
            speakers.append(t[1])
    used = {t[2] for t in keys}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0
    for item in spec["turns"]:
        if isinstance(item, tuple):
            tag, speaker, text = item[0], item[1], item[2]
            day += item[3] if len(item) > 3 else 0.02
            if tag in ("A", "B"):
                marks[tag] = len(turns)
            turns.append(Turn(speaker, text, round(day, 3)))
            continue
        block = item if isinstance(item, F) else F(item, 0.03 * item)
        step = block.days / max(block.n, 1)
        long = block.n >= 20
        for _ in range(block.n):
            day += step
            speaker = speakers[0] if len(speakers) == 1 or rng.random() < 0.68 else rng.choice(speakers[1:])
            maker = lead_line if speaker == speakers[0] else colleague_line
            line = maker(rng, long)
            while line in used:
                line = maker(rng, True)
            used.add(line)
            turns.append(Turn(speaker, line, round(day, 3)))
    change = spec["kind"] in CHANGE_KINDS
    current, other = (marks["B"], marks["A"]) if change else (marks["A"], marks["B"])
    return Scenario(sid, spec["family"], spec["kind"], spec["subject"], tuple(turns), current, other,
                    spec["question"], spec["past"])  # fmt: skip
