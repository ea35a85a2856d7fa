"""The test4 split: a fourth HELD-OUT knowledge-update split, only scored, never read by the
authors of the detection (nobody tunes on it).

How it was written: blind to the engine. Only the contract (``updates/__init__.py``), the schema
(``schema.py``), the scoring (``run.py``), the split loader (``splits/__init__.py``), the shape
test of the blind dev splits, ``splits/dev.py`` (for structure) and the first 27 lines of
``splits/_dev_families.py`` were read; no engine code, docs, other split or git history. Every key
turn was written by hand, one by one (no template with slots).

Register: the issue's own setting. One user per scenario chats in the first person with their
personal AI assistant about everyday life (errands, weather, requests to the assistant, and the
assistant's short replies, speaker "<user>'s assistant"), plus reports about family and friends.
An old statement, several unrelated turns over weeks or months, the change in ordinary words, then
a question about the present, naming the person (varied wording; some without "now" or "?").

Families (23): job, home, car, phone_number, pet, partner, school, manager, diet, band, commute,
gym, language_course, favourite_food, morning_routine, allergy, bank, doctor, hobby, streaming,
coffee_order, running_route, hairdresser.

How a change is told: a consequence ("the new landlord finally fixed the boiler"), a dated start
("as of the first of the month I report to ..."), a comparison with the old value, how long it has
been ("three weeks on the buses now"), a promotion, a correction of a slip minutes later (typo,
autocorrect, transposed digits, an old value said by habit, a former pet's name), an ending with
no new value (redundancy, a death, a cancelled direct debit, "turns out I'm not allergic"), a
relative or friend changing told by the user, or a family member typing on the user's account.

Must-not traps: additions worded like switches ("new job!" on top of the round, "got a new
number" for work, moved the savings but not the current account, moved Sunday sessions only),
episodes worded like moves (living at a sister's till Friday, an Erasmus semester, a courtesy
car, a locum, Lent), someone else's change (parents' new house, a partner's new car, a partner on
the user's laptop announcing his own new job), plans worded like done things (an accepted offer,
an ordered e-bike, "from January I'm a 6am person") and restatements in other words (new class at
the same school, re-registered but kept the same GP, still my manager after the restructure).

Counts: replacement 29, correction 14, retraction 14, third_party 13, far_apart 12 (82 change,
55%); addition 14, time_bounded 13, other_person 13, plan 13, restatement 13 (66 must-not); 148
scenarios. The seed varies only the small talk; names are disjoint across scenarios.
"""

from __future__ import annotations

import random

from ..schema import Scenario
from ._test4_build import Spec, build
from ._test4_fix import CORRECTION, RETRACTION
from ._test4_keep_a import ADDITION, TIME_BOUNDED
from ._test4_keep_b import OTHER_PERSON, PLAN, RESTATEMENT
from ._test4_replace import REPLACEMENT
from ._test4_report import FAR_APART, THIRD_PARTY

_KINDS: tuple[tuple[str, tuple[Spec, ...]], ...] = (
    ("replacement", REPLACEMENT), ("correction", CORRECTION), ("retraction", RETRACTION),
    ("third_party", THIRD_PARTY), ("far_apart", FAR_APART), ("addition", ADDITION),
    ("time_bounded", TIME_BOUNDED), ("other_person", OTHER_PERSON), ("plan", PLAN),
    ("restatement", RESTATEMENT),
)  # fmt: skip


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic for a seed; the order and ids do not depend on it (kinds are interleaved)."""
    cases = [(kind, spec) for kind, specs in _KINDS for spec in specs]
    random.Random("memlane-updates-test4-order").shuffle(cases)
    return [build(f"test4-{n:03d}", kind, spec, seed) for n, (kind, spec) in enumerate(cases, start=1)]
