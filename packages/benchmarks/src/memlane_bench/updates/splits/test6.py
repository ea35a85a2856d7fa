"""The test6 split: a HELD-OUT test split of the knowledge-update benchmark, written blind.

Written without any knowledge of the engine. Its author read only the benchmark contract
(``updates/__init__.py``), ``updates/schema.py``, the scoring in ``updates/run.py``, the loader
(``splits/__init__.py``), the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py``
(for structure only) and the first 27 lines of ``splits/_dev_families.py``; nothing under core/ or
docs/, no other split, no git history, and the engine was never run on it before it was handed over.

Rule: this split must never be opened, read or inspected for tuning. Run it and report its score
totals only; no per-row or per-family reading, no fixes derived from it.

Registers (each scenario is its own user, with their own voice, talking to a personal assistant):
ordinary first-person chat; long careful messages; lower-case typing with typos and shorthand;
speech-to-text without punctuation; terse notebook notes; people writing in a second language;
older people; teenagers; people at work; and someone else (partner, son or daughter, carer,
flatmate, colleague, parent) writing or speaking on the user's behalf.

Families (24): home, employer, role, partner, pet, vehicle, diet, commute, doctor, meds, school,
club, music, phone, bank, study, team, habit, volunteer, contact, name, faith, citizenship, hobby.

How a change is told: plainly; through a consequence (what the new state makes possible); in
passing inside a longer story; as the answer to the assistant's question; as a correction of a
slip (a wrong word, a typo, a mixed-up name); as a retraction (quitting, losing, stopping) with
no new value; by someone else (carer, spouse, child, flatmate, colleague); and 150+ turns and
months after the first statement.

Must-not traps: additions worded like changes (a second job, pet, bank, vehicle, citizenship,
club or medicine, with "now" and no "also"); time-bounded episodes worded like moves (staying
elsewhere during works, acting up, courtesy cars, strikes, exchange terms, a trip's diet);
other people's changes told by the user or by another speaker (a brother's move, a spouse's
job, a friend leaving the user's own employer, a colleague's promotion); plans worded close to
done things (offers being weighed, waiting lists, booked programmes, "moving next month"); and
the same value said again in other words (nicknames, abbreviations, new detail).

Counts per kind (130 scenarios): replacement 24, correction 12, retraction 12, third_party 12,
far_apart 12 (72 change, with a past question on about half); addition 12, time_bounded 12,
other_person 12, plan 11, restatement 11 (58 must-not).

The seed changes only small talk (``_test6_filler``): its amount and its lines; scored turns,
questions, ids and people are fixed.
"""

from __future__ import annotations

from ..schema import Scenario
from ._test6_build import Spec, build
from ._test6_fix import CORRECTIONS, RETRACTIONS
from ._test6_keep_a import ADDITIONS, EPISODES
from ._test6_keep_b import OTHERS, PLANS, RESTATED
from ._test6_replace import SPECS as REPLACEMENTS
from ._test6_report import LATER, REPORTED

ALL: list[Spec] = [*REPLACEMENTS, *CORRECTIONS, *RETRACTIONS, *REPORTED, *LATER, *ADDITIONS, *EPISODES, *OTHERS,
                   *PLANS, *RESTATED]  # fmt: skip


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic for a given seed; the seed varies only the small talk."""
    return [build(spec, n, seed) for n, spec in enumerate(ALL, start=1)]
