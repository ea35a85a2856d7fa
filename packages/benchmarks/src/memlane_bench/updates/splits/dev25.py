"""dev25: one person telling a personal assistant about everyday life over many months (blind split).

How it was written
------------------
Blind to the engine. The only files read were the contract (``updates/__init__.py``), the schema
(``updates/schema.py``), the scoring (``updates/run.py``), the loader (``updates/splits/__init__.py``),
the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py`` (for structure only) and
lines 1-27 of ``splits/_dev_families.py``. No engine code, docs, other split or git history was
read, and the engine was never run on this split before it was written. Every key turn was worded
by hand, one by one; no sentence template with slots is shared between scenarios.

Style / register
----------------
Long, chatty, well-written messages of several sentences from one user to their assistant: little
stories with asides and hedges ("So, the big news this week...", "long story short", "anyway"),
several facts and other people in one message, the change often buried mid-message or told through
its consequence ("the new routine is a killer, forty minutes on the number 9 tram"; "the Hyperoptic
box is blinking away in the hall, and I cancelled Virgin"). Family and friends appear alongside the
user's own facts; some updates are typed by a spouse, child, sibling or flatmate on the user's
behalf. Questions are varied, many without "now", some without a question mark, some as requests.

Families (24)
-------------
job, home, car, phone, pet, partner, course, manager, diet, band (bands, choirs, orchestras),
commute, gym, language_class, favourite_food, doctor, bank, insurance, hairdresser, neighbour,
volunteering, club (running clubs, church, chess, hash), broadband, dentist, email.

Ways a change is told
---------------------
Replacement: the new state mid-story, via consequences (new commute, new box in the hall, the
sauna at the new gym), or as "X left / retired / closed, so now ...". Correction: a same-day
fix of one's own slip, often noticed by someone else (digits swapped, confused with a relative's
dentist, a competitor's name typed). Retraction: the old state ends with nothing instead (sold
the car, left the choir, cancelled the gym, stopped volunteering, broke up, left the job).
Third party: a spouse, child, sibling, flatmate, new partner or bandmate typing for the user.
Far apart: 150+ small-talk turns and 60+ days later, told as how life goes now ("I don't miss
the Passat one bit ... charged the Kia overnight").

Must-not traps
--------------
Addition worded like a change ("I've got a new job" = Saturday tutoring; "new number" = a work
phone; "I bought a car!" = a weekend project; a second class, band, club, account, e-mail).
Time-bounded episodes worded like moves ("I'm living at my sister's for three weeks", seconded
until March, a rental while the car is repaired, a strike week on the bike, a locum, an
emergency dentist abroad, a hotspot during an outage, reindeer stew on a visit). Other people's
changes told in the user's voice ("We've finally done it, the old house is sold. Well, Mamma and
Papà have"; "Switched everything over to Revolut. Not me, Jakob"; "New number alert ... it's
Mum's"). Plans worded like done things (an offer put in, a second interview, a test drive,
"signed up" with an install date, "from January I'm going vegetarian"). Restatements in other
words next to change-sounding words about something else (moved the sofa, new tyres, a
reorganisation, a new meeting point).

Small talk is seeded (``_dev25_filler``): composed chatty messages about everyday nothing plus
per-family distractors sharing words with the facts without stating them; food stories are kept
out of diet conversations. Only the small talk varies with the seed.

Counts per kind (126 scenarios; 68 change = 54%, 58 must-not = 46%)
-------------------------------------------------------------------
replacement 22, correction 12, retraction 10, third_party 12, far_apart 12; addition 12,
time_bounded 12, other_person 12, plan 12, restatement 10. A past question is given on 36 of the
68 change scenarios.
"""

from __future__ import annotations

from ..schema import Scenario
from . import (
    _dev25_far,
    _dev25_fix,
    _dev25_keep_a,
    _dev25_keep_b,
    _dev25_keep_c,
    _dev25_replace_a,
    _dev25_replace_b,
    _dev25_third,
)
from ._dev25_build import build

_SPECS = (
    _dev25_replace_a.SPECS + _dev25_replace_b.SPECS + _dev25_fix.SPECS + _dev25_third.SPECS + _dev25_far.SPECS
    + _dev25_keep_a.SPECS + _dev25_keep_b.SPECS + _dev25_keep_c.SPECS
)  # fmt: skip


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic for a given seed; the seed only changes the small talk."""
    return [build(i, sp, seed) for i, sp in enumerate(_SPECS)]
