"""dev5: a development split for the knowledge-update benchmark, written blind to the engine.

Who and how: written on 2026-12-02 by a helper session started from the project, as a development
split. Written blind: the only files read were the split contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``) and the loader
(``updates/splits/__init__.py``). No engine code, no other split, no docs and no benchmark
result was opened, and the benchmark was not run on this split while writing it. Statements,
questions and small talk are the author's own words.

Content (98 scenarios, 2 statements each, every scenario with its own people):

* change kinds (50, each with a ``past_question`` answered by the older statement):
  replacement 12, retraction 10, correction 10, third_party 10, far_apart 8;
* must-not kinds (48): addition 10, time_bounded 10, other_person 10, plan 9, restatement 9.

Families span job/employer/role, home/city/neighbourhood, partner/engagement/marriage, pets,
vehicles, phone numbers/models/providers, email, GP/dentist/barber, gyms/sports/clubs/choir,
diet/allergies/medication/smoking, schools/courses/university, banks/broadband/streaming,
schedules/shifts, usual orders, instruments, languages, managers and flatmates.

Shape of a scenario (``seed`` varies the filler cast, which small talk is said by whom, and the
exact days; statements and questions are fixed per scenario):

* sometimes one small-talk turn at day 0, then the earlier statement (day 0.05-0.9);
* 4-12 small-talk turns over a gap of 2-9 weeks (far_apart: 150-250 turns over 5-10 months);
* the later statement, then 2-4 more small-talk turns within a few days.

Change kinds: ``current`` = later statement, ``other`` = earlier one. Must-not kinds: ``current``
= earlier (standing) statement, ``other`` = later one. The filler cast (2-3 speakers, 3-4 for
far_apart) is drawn from ``_dev5_filler.NAMES`` without reuse across scenarios, minus any name
that occurs in a statement or question.
"""

from __future__ import annotations

import random
import re

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev5_cases import CHANGE, Case, parse
from ._dev5_filler import ADDRESSED, LINES, NAMES, REACTIONS
from ._dev5_keep import KEEP

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def cases() -> list[Case]:
    """All dev5 cases in a fixed order (change kinds first)."""
    return parse(CHANGE) + parse(KEEP)


def _words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(text)}


def filler_names(all_cases: list[Case] | None = None) -> list[str]:
    """The filler pool: ``NAMES`` minus any name said or asked about in a statement/question."""
    taken: set[str] = set()
    for case in all_cases if all_cases is not None else cases():
        for speaker, text in (case.first, case.second):
            taken |= _words(speaker) | _words(text)
        taken |= _words(case.subject) | _words(case.question) | _words(case.past_question or "")
    return [name for name in dict.fromkeys(NAMES) if name.casefold() not in taken]


class _SmallTalk:
    """Draws small-talk turns for one scenario without repeating a line."""

    def __init__(self, rng: random.Random, cast: list[str], addressable: list[str]) -> None:
        self.rng = rng
        self.cast = cast
        self.addressable = addressable
        self.deck = list(LINES)
        rng.shuffle(self.deck)
        self.addressed = list(ADDRESSED)
        rng.shuffle(self.addressed)
        self.paired = False
        self.last_speaker: str | None = None
        self.last_was_chat = False

    def _line(self) -> str:
        if self.deck and not self.paired:
            return self.deck.pop()
        # A long conversation used every line once: from then on two lines make one longer
        # message, from a reshuffled deck so no pair repeats a line before it runs out again.
        self.paired = True
        if len(self.deck) < 2:
            self.deck = list(LINES)
            self.rng.shuffle(self.deck)
        first, second = self.deck.pop(), self.deck.pop()
        return f"{first}{'' if first[-1] in '.!?' else '.'} {second}"

    def turn(self, day: float) -> Turn:
        speakers = [s for s in self.cast if s != self.last_speaker] or self.cast
        speaker = self.rng.choice(speakers)
        roll = self.rng.random()
        if self.last_was_chat and roll < 0.12:
            text = self.rng.choice(REACTIONS)
        elif roll < 0.22 and self.addressed:
            to = self.rng.choice([p for p in self.addressable if p != speaker])
            text = self.addressed.pop().format(to=to)
        else:
            text = self._line()
        self.last_speaker = speaker
        self.last_was_chat = True
        return Turn(speaker, text, round(day, 2))

    def statement(self) -> None:
        self.last_speaker = None
        self.last_was_chat = False


def _build(index: int, case: Case, cast: list[str], rng: random.Random) -> Scenario:
    far = case.kind == "far_apart"
    people = list(dict.fromkeys([case.subject, case.first[0], case.second[0], *cast]))
    talk = _SmallTalk(rng, cast, people)
    turns: list[Turn] = []
    if rng.random() < 0.35:
        turns.append(talk.turn(0.0))
    first_day = round(rng.uniform(0.05, 0.9), 2)
    first = len(turns)
    turns.append(Turn(case.first[0], case.first[1], first_day))
    talk.statement()
    if far:
        between, gap = rng.randint(150, 250), rng.uniform(152.0, 300.0)
    else:
        between, gap = rng.randint(4, 12), rng.uniform(14.0, 63.0)
    second_day = round(first_day + gap, 2)
    for day in sorted(rng.uniform(first_day + 0.1, second_day - 0.1) for _ in range(between)):
        turns.append(talk.turn(day))
    second = len(turns)
    turns.append(Turn(case.second[0], case.second[1], second_day))
    talk.statement()
    for day in sorted(second_day + rng.uniform(0.02, 6.0) for _ in range(rng.randint(2, 4))):
        turns.append(talk.turn(day))
    change = case.kind in CHANGE_KINDS
    return Scenario(
        id=f"dev5-{index:03d}-{case.kind}-{case.family}",
        family=case.family,
        kind=case.kind,
        subject=case.subject,
        turns=tuple(turns),
        current=second if change else first,
        other=first if change else second,
        question=case.question,
        past_question=case.past_question if change else None,
    )


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed (see the module docstring for what the seed varies)."""
    all_cases = cases()
    pool = filler_names(all_cases)
    random.Random(f"dev5-cast:{seed}").shuffle(pool)
    out: list[Scenario] = []
    cursor = 0
    for index, case in enumerate(all_cases, start=1):
        rng = random.Random(f"dev5:{seed}:{case.kind}:{case.subject}")
        size = rng.randint(3, 4) if case.kind == "far_apart" else rng.randint(2, 3)
        cast = pool[cursor : cursor + size]
        if len(cast) < size:
            raise RuntimeError("dev5: the filler name pool is too small")
        cursor += size
        out.append(_build(index, case, cast, rng))
    return out
