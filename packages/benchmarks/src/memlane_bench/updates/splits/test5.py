"""The test5 split: HELD OUT. Engineers working on the engine or on update detection must not open
this module, its helpers (``_test5_*.py``) or its per-scenario rows; run it and read the totals
only. Nothing is tuned on it.

How it was written
------------------
Blind to the engine. The author read only the benchmark contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``), the split loader
(``splits/__init__.py``), the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py``
(for its structure only) and lines 1-27 of ``splits/_dev_families.py``. No engine code, docs,
other split or git history was read and the engine was never run on it; only the shape test was.
Every key turn and every question was worded by hand, one by one (no template with slots), with
names, values and phrasings of the author's own.

Register
--------
One user telling a personal assistant about everyday life over weeks and months, in the words of
many kinds of people: careful writers with capitals and full stops, casual lower-case typists,
voice dictation with run-on sentences and no commas, and terse note-takers ("Bank: HSBC.").
Some chats include a friend, partner or relative who replies or reports news. The small talk
(seeded: the seed varies only the small talk) is in the same register and shares topics and
words with the scored facts (work, the flat, petrol prices, the pharmacy queue, renewal letters)
without stating any of them. Each scenario has its own people (subject, companion, reporter).

Families (31): job, home, car, phone, pet, partner, study, manager, diet, allergy, band, commute,
gym, language, favourite_food, doctor, dentist, bank, insurance, hairdresser, streaming,
volunteering, hobby_club, childcare, coffee, vet, surname, football, broadband, energy, therapy.

How a change is told
--------------------
Replacements are often implied rather than announced ("first week in the council's finance team
done", "played my first gig with <new band>", a letter saying the GP retired and the patients were
moved, "the BT engineer has been"). Corrections fix the user's own slip minutes later ("did I say
Focus I meant Fiesta", "Graham is my manager's manager", "*Cortado"). Retractions end a state with
nothing in its place ("turns out I'm not allergic to penicillin", "sold the golf", "the wedding's
off"). Third-party reports come from a friend in the chat, a sister or a spouse ("my sister said
Benedikt ... moved in with his girlfriend in Potsdam"). Far-apart changes come 150-185 small-talk
turns and 75-240 days after the first statement.

Must-not traps
--------------
Additions worded like a change ("started my new job at the garden centre" next to teaching, "new
number is ..." for a work phone, "a new book club"); time-bounded stays worded like a move ("I'm
living here for the next three weeks", "back from a week in Lisbon", a locum, a hire car, a dog
being sat); someone else's change (the friend's own new number, gym or car; a sister's rabbit, a
son's new favourite food or team, a wife's new dentist, a brother leaving the same vet); plans
worded like done deals ("they offered me the job and I said yes ... I start in eight weeks",
"offer ACCEPTED ... completion around June", "got the twins a place ... from September"); and
restatements in other words ("Hoops till I die", "back at The Foundry", "let the renewal roll
over").

Counts per kind (132 scenarios; change kinds 72 = 55%, must-not kinds 60 = 45%)
--------------------------------------------------------------------------------
replacement 22, correction 12, retraction 11, third_party 12, far_apart 15; addition 13,
time_bounded 13, other_person 12, plan 12, restatement 10. ``past_question`` is given on 37 of
the 72 change scenarios.
"""

from __future__ import annotations

from ..schema import Scenario
from ._test5_build import PALS, build, names_of
from ._test5_far import FAR
from ._test5_fix import FIX
from ._test5_keep_a import KEEP_A
from ._test5_keep_b import KEEP_B
from ._test5_replace import REPLACE
from ._test5_report import REPORT

SPECS = (*REPLACE, *FIX, *REPORT, *FAR, *KEEP_A, *KEEP_B)


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic per seed; the seed picks the small talk only."""
    taken = {n.casefold() for spec in SPECS for n in names_of(spec)}
    pals = iter(p for p in PALS if p.casefold() not in taken)
    return [build(spec, seed, next(pals)) for spec in SPECS]
