"""The case record of the dev27 split and the builder that wraps each hand-written pair of key
statements in seeded small talk. Everything scored (speakers, key texts, question, past question,
kind, family) is fixed by the case; only the small talk around it depends on the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from . import _dev27_filler as filler


@dataclass(frozen=True)
class C:
    """One hand-written scenario.

    ``first`` is the earlier key statement, ``later`` the later one (for change kinds ``later``
    is the current fact; for must-not kinds ``first`` stands). ``by`` names their speakers:
    ``s`` the subject, ``f`` the friend (a note-taker, a relative, a correspondent). ``reg`` is
    the register of the small talk: ``t`` terse notes, ``f`` formal prose."""

    family: str
    kind: str
    reg: str
    subject: str
    friend: str
    first: str
    later: str
    question: str
    past: str | None = None
    by: str = ""
    gap: float = 0.0


# Days between the two key statements, unless the case says otherwise.
GAP = {"replacement": 41.0, "retraction": 33.0, "correction": 0.03, "third_party": 52.0, "far_apart": 160.0,
       "addition": 27.0, "time_bounded": 19.0, "other_person": 23.0, "plan": 16.0, "restatement": 38.0}


class _Talk:
    def __init__(self, rng: random.Random, case: C) -> None:
        self.rng, self.case = rng, case
        self.turns: list[Turn] = []
        self.used: set[str] = set()
        self.day = 0.0
        pools = (filler.FORMAL, filler.FRIEND_F) if case.reg == "f" else (filler.TERSE, filler.FRIEND_T)
        self.own = [line for line in pools[0] if line not in (case.first, case.later)]
        self.replies = list(pools[1])
        self.topical = list(filler.TOPICAL.get(case.family, ()))
        for pool in (self.own, self.replies, self.topical):
            rng.shuffle(pool)

    def say(self, speaker: str, text: str, days: float = 0.0) -> int:
        self.day += days
        self.used.add(text)
        self.turns.append(Turn(speaker, text, round(self.day, 4)))
        return len(self.turns) - 1

    def _fresh(self, pool: list[str], make) -> str | None:  # type: ignore[no-untyped-def]
        while pool:
            line = pool.pop()
            if line not in self.used:
                return line
        for _ in range(200):
            line = make()
            if line not in self.used:
                return line
        return None

    def chat(self, n: int, days: float, *, long: bool = False) -> None:
        """``n`` small-talk turns spread over ``days`` days."""
        step = days / (n + 1)
        reg, rng = self.case.reg, self.rng
        for _ in range(n):
            roll = rng.random()
            text = None
            if roll < 0.18 and self.topical:
                speaker, text = self.case.subject, self._fresh(self.topical, lambda: filler.long_line(rng, reg))
            elif roll < 0.45:
                pool = [] if long and rng.random() < 0.6 else self.replies
                speaker, text = self.case.friend, self._fresh(pool, lambda: filler.long_friend(rng, reg))
            if text is None:
                pool = [] if long else self.own
                speaker, text = self.case.subject, self._fresh(pool, lambda: filler.long_line(rng, reg))
            if text is None:
                raise RuntimeError("small talk exhausted")
            self.say(speaker, text, step)
        self.day += step


def build(number: int, case: C, seed: int) -> Scenario:
    rng = random.Random(f"dev27|{seed}|{number}|{case.subject}")
    talk = _Talk(rng, case)
    change = case.kind in CHANGE_KINDS
    by = case.by or ("sf" if case.kind == "third_party" else "ss")
    who = {"s": case.subject, "f": case.friend}
    talk.chat(rng.randint(1, 3), rng.uniform(0.2, 3.0))
    first = talk.say(who[by[0]], case.first)
    gap = case.gap or GAP[case.kind]
    if case.kind == "far_apart":
        talk.chat(rng.randint(165, 215), gap, long=True)
    elif case.kind == "correction":
        talk.chat(rng.randint(0, 2), gap)
    else:
        talk.chat(rng.randint(2, 6), gap)
    later = talk.say(who[by[1]], case.later)
    talk.chat(rng.randint(0, 2), rng.uniform(0.1, 2.0))
    current, other = (later, first) if change else (first, later)
    sid = f"dev27-{number:03d}-{case.family}-{case.kind}"
    return Scenario(sid, case.family, case.kind, case.subject, tuple(talk.turns), current, other,
                    case.question, case.past if change else None)
