"""dev10: a blind, hand-written development split for the knowledge-update benchmark.

How it was written
------------------
Blind to the engine. The author read only four files: ``updates/__init__.py`` (the split
contract), ``updates/schema.py`` (Scenario, Turn, validate), ``updates/run.py`` (how scenarios
are scored; read, never run) and ``updates/splits/__init__.py`` (the loader). No other split, no
engine code, docs, results or tests were opened, and neither the engine nor the benchmark was run
while writing it. Every line was written by hand for this split.

Mix (100 scenarios)
-------------------
66 change kinds: replacement 18, retraction 12, correction 12, third_party 12, far_apart 12.
34 must-not kinds: addition 7, time_bounded 7, other_person 7, plan 7, restatement 6.
``past_question`` is set on the replacement, retraction, third_party and far_apart cases (not
on corrections, where the earlier statement was never true).

Families (41): job, employer, role, manager, work_pattern, shift, residence, address, landlord,
phone, email, phone_plan, internet, bank, insurance, doctor, dentist, medication, allergy, diet,
drink, food, hairdresser, appearance, nickname, partner, pet, car, bike, commute, gym, sport,
club, band, instrument, music, language, education, volunteering, worship, sleep.

Registers
---------
Voice-dictated transcripts (no punctuation, "um", "like", self-repairs: "we moved to Hamilton,
no wait, Cambridge"); e-mails with greeting and sign-off, the fact buried mid-message; bullet or
list updates; group chats where people talk about each other; an assistant turn that restates
or asks about the old fact and a brief user answer ("Still at Lowmere?" / "nope, left in May");
hedged-then-confirmed changes ("thinking of switching" ... "done, switched"); passive voice ("was
rehomed", "wisnae renewed", "the building was sold"); changes shown only by consequence (a
returned lanyard, textbooks given away, a new baby and early nights); old and new values in
different words (salon/barber, gym/leisure centre, blood thinner/anticoagulant, GP/family
doctor); regional Englishes (Indian, Australian, Scottish, Nigerian incl. Pidgin, Singaporean,
Irish, American South, New Zealand); older formal speakers and teenagers with slang; facts
changed twice (A -> B -> C, the question asks for C, ``other`` is B); relatives named once and
then referred to by role ("my sister", "Mum"); negated questions ("Kofi doesn't still stay up
till 2am, does he?"). Must-not cases are built to tempt: "also" additions, stays and cover
arrangements ("staying at my sister's this week", maternity cover, a hire car), the same
relation for someone else (a friend's new job, a son's dentist, a mum's new bank), plans
("might move", "interviewing", "applied", "thinking of") and restatements in other words.

People, organisations, shops and products are made up; every person name belongs to one scenario
only (speakers, subjects and people mentioned), so all scenarios can share the scale profile.
Assistant turns use a per-scenario assistant name for the same reason. Places are real.

Shape and seed
--------------
Non-far scenarios: 6-20 turns between the two scored statements (hand-written distractors plus
small talk), weeks or months apart, at most 20 turns in all. far_apart: 150-260 turns between
them, months apart. The seed varies only the small talk (which filler lines, how many, where
among the hand-written lines, who says them); the hand-written lines, their days, the scored
turns and the questions never change with the seed. Deterministic for a given seed.
"""

from __future__ import annotations

from itertools import zip_longest

from ..schema import Scenario
from . import (
    _dev10_correct,
    _dev10_far,
    _dev10_keep_a,
    _dev10_keep_b,
    _dev10_replace,
    _dev10_retract,
    _dev10_third,
)
from ._dev10_build import build

_GROUPS = (
    _dev10_replace.CASES,
    _dev10_retract.CASES,
    _dev10_correct.CASES,
    _dev10_third.CASES,
    _dev10_far.CASES,
    _dev10_keep_a.CASES,
    _dev10_keep_b.CASES,
)


def scenarios(seed: int) -> list[Scenario]:
    """All 100 dev10 scenarios, kinds interleaved; deterministic for a given seed."""
    cases = [c for row in zip_longest(*_GROUPS) for c in row if c is not None]
    return [build(c, seed) for c in cases]
