"""dev7: a hand-written split (100 scenarios), written blind to the engine.

Its author read only the contract (``updates/__init__.py``), the schema, the scoring
(``updates/run.py``) and the split loader: no engine code, no other split, no docs, no results.
About two thirds are changes (plain replacements, retractions, the speaker correcting their own
slip, reports about a named person from someone else, changes hundreds of small-talk turns after
the first statement) and a third must not supersede (additions, trips and other time-bounded
episodes, relatives' and friends' states, plans and hypotheticals, restatements). Relations are
spread over twenty families (providers, clinicians, nursery and school, flatmates, faith and
volunteering, routines, favourites, ...), not mostly job and city. Registers are mixed on
purpose: dictated text with no punctuation, emails with the fact between greeting and sign-off,
note and bullet style, rambling turns, texting shorthand, non-native English, regional idiom,
kin and role references after a name, changes implied by an event, the old value denied before
(or after) the new one is given. The seed picks only the small-talk filler (its lines, and how
much of it opens and closes each conversation); the hand-written turns are fixed.
"""

from __future__ import annotations

import random

from memlane_bench.updates.schema import Scenario, Turn

from ._dev7_base import CUR, OTH, Case, Fill, Line
from ._dev7_change_a import CASES as CHANGE_A
from ._dev7_change_b import CASES as CHANGE_B
from ._dev7_change_c import CASES as CHANGE_C
from ._dev7_filler import filler_lines
from ._dev7_keep_a import CASES as KEEP_A
from ._dev7_keep_b import CASES as KEEP_B


def _build(c: Case, seed: int) -> Scenario:
    rng = random.Random(f"dev7:{seed}:{c.id}")
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    seen: set[str] = set()  # no filler line twice in one conversation
    for item in c.lines:
        if isinstance(item, Line):
            if item.mark is not None:
                if item.mark in marks:
                    raise ValueError(f"dev7 case {c.id}: mark {item.mark!r} used twice")
                marks[item.mark] = len(turns)
            turns.append(Turn(item.speaker, item.text, item.day))
            continue
        assert isinstance(item, Fill)
        end = item.day if item.until is None else item.until
        for k, text in enumerate(filler_lines(item.n, c.family, rng, seen)):
            day = item.day + (end - item.day) * k / max(item.n - 1, 1)
            turns.append(Turn(item.speakers[k % len(item.speakers)], text, round(day, 3)))
    # Some conversations open and close with a little small talk, so the scored turns are not
    # always the first and the last.
    speaker = next(i.speaker for i in c.lines if isinstance(i, Line))
    lead = [
        Turn(speaker, text, turns[0].day)
        for text in filler_lines(rng.choice((0, 0, 1, 2)), c.family, rng, seen)
    ]
    tail = [
        Turn(speaker, text, turns[-1].day)
        for text in filler_lines(rng.choice((0, 1, 1, 2)), c.family, rng, seen)
    ]
    marks = {k: v + len(lead) for k, v in marks.items()}
    turns = lead + turns + tail
    if set(marks) != {CUR, OTH}:
        raise ValueError(f"dev7 case {c.id}: needs exactly one CUR and one OTH turn")
    return Scenario(id=f"dev7-{c.id}", family=c.family, kind=c.kind, subject=c.subject, turns=tuple(turns),
                    current=marks[CUR], other=marks[OTH], question=c.question, past_question=c.past)  # fmt: skip


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed (the seed picks only the small-talk filler)."""
    return [_build(c, seed) for c in (*CHANGE_A, *CHANGE_B, *CHANGE_C, *KEEP_A, *KEEP_B)]
