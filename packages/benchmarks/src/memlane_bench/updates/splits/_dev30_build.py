"""Builder of the dev30 split: a hand-written script (key lines, context lines and filler slots)
becomes a Scenario; the filler slots are filled with seeded small talk in the user's register."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev30_talk import compose_bot, compose_user, pools

R, C, X, T, FA = "replacement", "correction", "retraction", "third_party", "far_apart"
AD, EP, OP, PL, RS = "addition", "time_bounded", "other_person", "plan", "restatement"


@dataclass(frozen=True)
class Line:
    text: str
    gap: float = 0.0  # days since the previous turn
    by: str | None = None  # None: the user; "@": the user's assistant; else a named speaker
    mark: str = ""  # "a": the earlier scored statement, "b": the later one


@dataclass(frozen=True)
class Fill:
    n: int  # filler turns
    days: float = 0.0  # spread over this many days


def say(text: str, gap: float = 0.0, by: str | None = None) -> Line:
    return Line(text, gap, by)


def A(text: str, gap: float = 0.0, by: str | None = None) -> Line:
    return Line(text, gap, by, "a")


def B(text: str, gap: float = 0.0, by: str | None = None) -> Line:
    return Line(text, gap, by, "b")


def F(n: int, days: float = 0.0) -> Fill:
    return Fill(n, days)


@dataclass(frozen=True)
class Spec:
    key: str
    family: str
    kind: str
    subject: str
    voice: str
    script: tuple[Line | Fill, ...]
    question: str
    past: str | None = None
    user: str | None = None  # who types (defaults to the subject)


def _filler(rng: random.Random, spec: Spec, talk: tuple[str, ...], user: str, bot: str, used: set[str],
            bot_ok: bool) -> Turn:  # fmt: skip
    """One small-talk turn; the assistant only answers the user (never opens, never twice in a row)."""
    voice_pool, bot_pool = pools(spec.voice)
    for _ in range(12):
        roll = rng.random()
        if roll < 0.3 and bot_ok:
            speaker, pool = bot, bot_pool
        elif roll < 0.5:
            speaker, pool = user, talk
        else:
            speaker, pool = user, voice_pool
        fresh = [line for line in pool if line not in used]
        if fresh:
            text = fresh[rng.randrange(len(fresh))]
            used.add(text)
            return Turn(speaker, text, 0.0)
    for _ in range(400):
        speaker = bot if bot_ok and rng.random() < 0.25 else user
        text = compose_bot(rng) if speaker == bot else compose_user(rng, spec.voice)
        if text not in used:
            used.add(text)
            return Turn(speaker, text, 0.0)
    raise RuntimeError(f"dev30: ran out of small talk for {spec.key}")


def build(spec: Spec, seed: int, talk: tuple[str, ...]) -> Scenario:
    rng = random.Random(f"dev30|{seed}|{spec.key}")
    user = spec.user or spec.subject
    bot = f"{user}'s assistant"
    used = {item.text for item in spec.script if isinstance(item, Line)}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0
    for item in spec.script:
        if isinstance(item, Fill):
            step = item.days / max(item.n, 1)
            for _ in range(item.n):
                day += step
                bot_ok = bool(turns) and turns[-1].speaker != bot
                turn = _filler(rng, spec, talk, user, bot, used, bot_ok)
                turns.append(Turn(turn.speaker, turn.text, round(day, 3)))
            continue
        day += item.gap
        speaker = user if item.by is None else bot if item.by == "@" else item.by
        if item.mark:
            marks[item.mark] = len(turns)
        turns.append(Turn(speaker, item.text, round(day, 3)))
    a, b = marks["a"], marks["b"]
    current, other = (b, a) if spec.kind in CHANGE_KINDS else (a, b)
    return Scenario(f"dev30-{spec.key}", spec.family, spec.kind, spec.subject, tuple(turns), current, other,
                    spec.question, spec.past)  # fmt: skip
