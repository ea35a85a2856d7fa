"""dev22: a blind knowledge-update split in learner English (English as a second language).

How it was written: blind to the engine. Read only the contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``), the loader
(``splits/__init__.py``), the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py``
for structure and lines 1-27 of ``splits/_dev_families.py``. No engine code, docs, other split
or git history was read and the engine was not run; only the shape test and ruff were run.

Register: users whose English is a second language chatting with a personal assistant, in the
first person, about themselves, their family and friends; a companion (wife, sister, friend)
sometimes writes in the same chat. Real learner patterns: tense and article slips ("I am working
in Bosch since two years"), calques ("I changed to other bank", "my chef at work", "I make now
the course of Italian", "I am by ZF"), missing subjects ("Is now in Lyon, my brother"), wrong
prepositions ("I live by my sister"), double negatives, odd word order, a stray word of the
home language (yaar, inshallah, gratulacje), missing apostrophes; short and long turns, some
with several facts.

Families (21): job, home, bank, phone, car, doctor, study, language (course), sport, partner,
pet, diet, commute, club (church/club/choir), landlord, kids_school, food (favourite), internet,
insurance (health), instrument, boss. Every scenario has its own subject and companion names.

How a change is told: "now is a Skoda" after "before I had the Opel"; a consequence only
("Leaving Infosys was good decision", "The new card from DAK came today, so Barmer is finished");
the new state in passing ("Here in Turin is colder than Bologna ... we moved in November");
a retraction with nothing in its place ("I finished with the gym", "We don't rent anymore");
a correction minutes later ("not Linz, is Leonding", "Allianz is for the car, the health is by
Médis"); a companion writing on the user's phone ("here is Emine, Yusuf's wife ... He dont work
more by Mercedes"); far apart: 150+ small-talk turns and 60+ days between the two statements.

Must-not traps, in the same register: additions worded like changes ("I have also one dog now",
"Now I have second number from Vodafone", "From this month I make also the course of Italian");
episodes worded like moves ("Since last week I am by my parents in Porto", "This week I drive
the car of my brother", "until May the chef is Monsieur Lambert"); others' changes told by the
user or the companion ("My husband changed to Vodafone", "Is now in Lyon, my brother", "I
switched to NOS this week"); plans worded like done things ("I am changing to N26 next month,
already I installed the app", "From next month I go by scooter, I ordered already"); the same
value said again in other words ("Is always the Dr. Santos", "Manti forever haha").

Counts (136 scenarios, 74 change / 62 must-not): replacement 26, correction 12, retraction 12,
third_party 12, far_apart 12; addition 11, time_bounded 15, other_person 13, plan 11,
restatement 12. A past question on 35 of the 74 change scenarios (none on corrections).

Determinism: the key and fixed lines are hand-written per scenario (``_dev22_replace``,
``_dev22_fix``, ``_dev22_report``, ``_dev22_keep_a``, ``_dev22_keep_b``; builder in
``_dev22_build``); the seed changes only the small talk (``_dev22_filler``), which shares words
with the facts (bank holiday, phone battery, the bus, the landlord of a friend) but states none."""

from __future__ import annotations

from ..schema import Scenario
from . import _dev22_fix, _dev22_keep_a, _dev22_keep_b, _dev22_replace, _dev22_report
from ._dev22_build import build

SPECS = (
    _dev22_replace.SPECS + _dev22_fix.SPECS + _dev22_report.SPECS + _dev22_keep_a.SPECS + _dev22_keep_b.SPECS
)


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic per seed; the seed changes only the small talk between the fixed lines."""
    out: list[Scenario] = []
    counter: dict[tuple[str, str], int] = {}
    for spec in SPECS:
        key = (spec.family, spec.kind)
        counter[key] = counter.get(key, 0) + 1
        out.append(build(spec, f"dev22-{spec.family}-{spec.kind}-{counter[key]}", seed))
    return out
