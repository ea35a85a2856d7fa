"""dev9: 100 hand-written scenarios in registers other than clean chat, written blind to the engine.

How it was written
------------------
Blind: the author read only the contract (``updates/__init__.py``), the schema
(``updates/schema.py``), the scoring (``updates/run.py``, read, never run) and the split loader
(``splits/__init__.py``). No engine code, no other split module, no docs and no benchmark results
were opened, and neither the engine nor the benchmark was run while writing it. Every person,
organisation, product and shop is made up (places are ordinary place names); names come from
many cultures and no name is shared between scenarios, so all 100 can take part in the scale run.

Mix (``kind``: count)
---------------------
Change kinds (66): replacement 18, retraction 12, correction 12, third_party 12, far_apart 12.
Must-not kinds (34): addition 7, time_bounded 7, other_person 7, plan 7, restatement 6.
26 families: job, role, manager, residence, address, contact, vehicle, pet, relationship,
school, diet, medication, clinic, provider, gym, hobby, commute, favourite, schedule, language,
team, subscription, software, volunteering, appearance, routine.

Registers
---------
Diary and journal entries written days later; meeting minutes with several named people (a
re-org, a resignation, a correction of earlier minutes); text messages with abbreviations and
typos; non-native English; code-switching (Spanish, Portuguese, Georgian, Polish, Hungarian,
Norwegian, Māori, Hawaiian, Korean); status updates ("Update: ..."); quoted speech inside a
turn; changes stated only as a consequence ("I don't need to drive to Halton anymore since the
transfer went through"); corrections of the assistant or of a colleague; explicit dates ("From
1 March my number is ..."); turns said by an assistant ("<name>'s assistant"); old and new
values worded very differently. Questions vary in form ("Who does X report to these days?",
"Is X still ...?", "What car is X driving?", "Remind me of X's number.").

Shape and seed
--------------
Far-apart scenarios put 205-240 filler turns between the old and the new statement, months
apart; every other scenario has 6-20 turns with hand-written distractors between the two scored
statements, weeks or months apart (the ``day`` field). The hand-written lines, their days, the
scored turns' texts and the questions never change with the seed. The seed varies only small
talk (``_dev9_filler``): how much opens and closes each conversation and sits between the
hand-written lines, which filler lines are used, and which of the scenario's own speakers says
each one (``_dev9_build``).

Files: ``_dev9_build`` (case -> Scenario), ``_dev9_filler`` (small talk), ``_dev9_replace``,
``_dev9_retract`` (retractions and corrections), ``_dev9_third``, ``_dev9_far``,
``_dev9_keep_a`` (additions, time-bounded, other person), ``_dev9_keep_b`` (plans,
restatements).
"""

from __future__ import annotations

from ..schema import Scenario
from . import _dev9_far, _dev9_keep_a, _dev9_keep_b, _dev9_replace, _dev9_retract, _dev9_third
from ._dev9_build import Case, build

CASES: tuple[Case, ...] = (
    *_dev9_replace.CASES,
    *_dev9_retract.RETRACTIONS,
    *_dev9_retract.CORRECTIONS,
    *_dev9_third.CASES,
    *_dev9_far.CASES,
    *_dev9_keep_a.ADDITIONS,
    *_dev9_keep_a.TIME_BOUNDED,
    *_dev9_keep_a.OTHER_PERSON,
    *_dev9_keep_b.PLANS,
    *_dev9_keep_b.RESTATEMENTS,
)


def _check_people(scenarios: list[Scenario]) -> None:
    """No person (speaker or subject) may appear in two scenarios."""
    owner: dict[str, str] = {}
    for s in scenarios:
        for person in s.people():
            if owner.setdefault(person, s.id) != s.id:
                raise ValueError(f"dev9: {person!r} appears in {owner[person]} and {s.id}")


def scenarios(seed: int) -> list[Scenario]:
    out = [build(c, seed) for c in CASES]
    _check_people(out)
    return out
