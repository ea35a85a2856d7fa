"""Builder of the test6 split: turns a hand-written scenario script into a ``Scenario``.

A script is a list of lines. ``"~"`` (or ``"~a-b"``, ``"~a-b/D"``) is a slot of seed-dependent
small talk (a to b turns, spread over D days); anything else is a fixed turn written as
``[+D ][1|2]who|text``: ``+D`` moves the clock D days on, ``1``/``2`` mark the earlier and the
later scored statement, ``who`` is ``u`` (the subject), ``a`` (the subject's assistant) or a name.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._test6_filler import assistant_line, family_line, user_line

KIND = {"rep": "replacement", "cor": "correction", "ret": "retraction", "tp": "third_party", "far": "far_apart",
        "add": "addition", "tb": "time_bounded", "oth": "other_person", "plan": "plan",
        "res": "restatement"}  # fmt: skip
_LINE = re.compile(r"^(?:\+([\d.]+) )?([12])?([^|]+)\|(.+)$", re.S)
_SLOT = re.compile(r"^~(?:(\d+)-(\d+))?(?:/([\d.]+))?$")


@dataclass(frozen=True)
class Spec:
    kind: str
    family: str
    subject: str
    register: str
    lines: tuple[str, ...]
    question: str
    past: str | None = None
    pro: str = "she"  # pronoun of the subject, for a proxy's small talk
    voice: str | None = None  # who makes small talk (default: the subject)


def S(kind: str, family: str, subject: str, register: str, lines: list[str], question: str,
      past: str | None = None, pro: str = "she", voice: str | None = None) -> Spec:  # fmt: skip
    return Spec(KIND[kind], family, subject, register, tuple(lines), question, past, pro, voice)


def build(spec: Spec, number: int, seed: int) -> Scenario:
    rng = random.Random(f"test6|{seed}|{number}|{spec.subject}")
    voice = spec.voice or spec.subject
    helper = f"{voice}'s assistant"
    turns: list[Turn] = []
    used = {line.split("|", 1)[-1] for line in spec.lines}
    marks: dict[str, int] = {}
    day = 0.0
    topical = 1 if len(spec.lines) < 12 else 2

    def fresh(make) -> str:  # type: ignore[no-untyped-def]
        for _ in range(400):
            text = make()
            if text not in used:
                used.add(text)
                return text
        raise RuntimeError(f"no fresh small talk for {spec.subject}")

    for line in spec.lines:
        slot = _SLOT.match(line)
        if slot:
            low, high = (int(slot[1]), int(slot[2])) if slot[1] else (1, 2)
            n = rng.randint(low, high)
            step = float(slot[3]) / max(n, 1) if slot[3] else 0.0
            for _ in range(n):
                day += step
                roll = rng.random()
                if topical and roll < 0.12:
                    topical -= 1
                    text = fresh(lambda: family_line(spec.family, spec.register, rng))
                    turns.append(Turn(voice, text, round(day, 3)))
                elif roll < 0.4 and turns and turns[-1].speaker != helper:
                    turns.append(Turn(helper, fresh(lambda: assistant_line(rng)), round(day, 3)))
                else:
                    text = fresh(lambda: user_line(spec.register, rng, spec.pro))
                    turns.append(Turn(voice, text, round(day, 3)))
            continue
        m = _LINE.match(line)
        if not m:
            raise ValueError(f"bad script line for {spec.subject}: {line!r}")
        day += float(m[1] or 0)
        who = {"u": spec.subject, "a": helper}.get(m[3], m[3])
        if m[2]:
            marks[m[2]] = len(turns)
        turns.append(Turn(who, m[4], round(day, 3)))
    first, second = marks["1"], marks["2"]
    change = spec.kind in CHANGE_KINDS
    current, other = (second, first) if change else (first, second)
    sid = f"test6-{spec.family}-{spec.kind}-{number:03d}"
    return Scenario(sid, spec.family, spec.kind, spec.subject, tuple(turns), current, other, spec.question,
                    spec.past if change else None)  # fmt: skip
