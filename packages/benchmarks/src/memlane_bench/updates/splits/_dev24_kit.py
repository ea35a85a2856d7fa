"""dev24 builder: turns a short hand-written script into a Scenario, filling the small talk.

A script is a list of steps (strings):

* ``"~N/D"``: N small-talk turns spread over D days (user chatter and assistant replies);
* ``"[+G ]TAG: text"``: one turn, G days after the previous turn (default 0.04). TAG is
  ``A`` (the earlier scored statement, said by the user), ``B`` (the later scored statement, by
  the user), ``B@`` (the later scored statement, said by the helper person), ``@`` (the helper,
  not scored), ``>`` (the assistant), ``u`` (the user, not scored); ``> text`` is also accepted for the assistant.

Change kinds: current = B, other = A. Must-not kinds: current = A, other = B. Only the text of
the small talk depends on the seed; counts, days and every scripted line are fixed."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev24_filler import assistant_line, noise_lines, user_line

_STEP = re.compile(r"^(?:\+(?P<gap>[0-9.]+) )?(?P<tag>A|B@|B|@|>|u):? (?P<text>.+)$")
_FILL = re.compile(r"^~(?P<n>\d+)/(?P<days>[0-9.]+)$")
DEFAULT_GAP = 0.04


@dataclass(frozen=True)
class Spec:
    slug: str
    family: str
    kind: str
    name: str  # the user (subject)
    script: tuple[str, ...]
    question: str
    past: str | None = None
    helper: str | None = None  # another person who speaks (third party, partner, flatmate)


def S(slug: str, family: str, kind: str, name: str, script: list[str], question: str,
      past: str | None = None, helper: str | None = None) -> Spec:
    return Spec(slug, family, kind, name, tuple(script), question, past, helper)


def assistant_of(name: str) -> str:
    return f"{name}'s assistant"


def build(spec: Spec, seed: int) -> Scenario:
    rng = random.Random(f"memlane-dev24-{seed}-{spec.slug}")
    scripted = {m.group("text") for step in spec.script if (m := _STEP.match(step))}
    used: set[str] = set(scripted)
    noise = list(noise_lines(spec.family))
    rng.shuffle(noise)
    bot = assistant_of(spec.name)
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0

    def add(speaker: str, text: str, gap: float) -> int:
        nonlocal day
        day += gap
        turns.append(Turn(speaker, text, round(day, 3)))
        return len(turns) - 1

    for step in spec.script:
        fill = _FILL.match(step)
        if fill:
            n, days = int(fill.group("n")), float(fill.group("days"))
            for _ in range(n):
                roll = rng.random()
                if roll < 0.22 and noise and noise[-1] not in used:
                    speaker, text = spec.name, noise.pop()
                elif roll < 0.66:
                    speaker, text = spec.name, user_line(rng, used)
                else:
                    speaker, text = bot, assistant_line(rng, used)
                used.add(text)
                add(speaker, text, days / n)
            continue
        m = _STEP.match(step)
        if not m:
            raise ValueError(f"dev24 {spec.slug}: bad step {step!r}")
        gap = float(m.group("gap")) if m.group("gap") else DEFAULT_GAP
        tag, text = m.group("tag"), m.group("text")
        if tag in ("@", "B@"):
            if not spec.helper:
                raise ValueError(f"dev24 {spec.slug}: helper line without a helper")
            speaker = spec.helper
        elif tag == ">":
            speaker = bot
        else:
            speaker = spec.name
        index = add(speaker, text, gap)
        if tag in ("A", "B", "B@"):
            key = tag[0]
            if key in marks:
                raise ValueError(f"dev24 {spec.slug}: two {key} lines")
            marks[key] = index
    if set(marks) != {"A", "B"}:
        raise ValueError(f"dev24 {spec.slug}: needs one A and one B line")
    change = spec.kind in CHANGE_KINDS
    current, other = (marks["B"], marks["A"]) if change else (marks["A"], marks["B"])
    return Scenario(
        id=f"dev24-{spec.family}-{spec.kind}-{spec.slug}", family=spec.family, kind=spec.kind,
        subject=spec.name, turns=tuple(turns), current=current, other=other,
        question=spec.question, past_question=spec.past if change else None,
    )  # fmt: skip
