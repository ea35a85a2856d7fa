"""HELD-OUT test split ``test7``: must never be opened, read or inspected for tuning; run it and
report score totals only (the split rule is in the package docstring). Its rows, ids and families
are not to be read either.

How it was written: blind to the engine. The author read only the package contract
(``updates/__init__.py``), ``schema.py``, ``run.py`` (scoring), the split loader
(``splits/__init__.py``), the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py``
(for structure only) and lines 1-27 of ``splits/_dev_families.py``. No engine code, no docs, no
other split, no git history; the engine was never run on it; only the shape test was run.

Style / register: a mix of many users' voices, each scenario its own user with their own names:
Scottish, Irish, Australian, South African, Indian and Caribbean English, American Southern, older
people writing slowly and formally, busy parents typing on the go (lower case, emoji,
abbreviations), voice notes transcribed without punctuation, pasted letters and forwarded
messages, relatives and carers writing on the user's behalf, and plain everyday chat. Small talk
is in the scenario's register and includes per-family distractors on the same topic that share
words with the facts but state none of them (router lights, meter readings, flea treatment ...).

Families (27): energy, insurer, worship, broadband, childcare, dentist, union, volunteering,
sports_club, landlord, subscription, supermarket (shop / loyalty card), hairdresser, vet, car,
email, gp, bank, mobile, employer, home, school, allotment, diet, music_group, pet, partner.

How a change is told: by its consequence (a first bill from the new supplier, a new insurance card
arriving, boxes everywhere in the new place, a first check-up at the new dentist), a pasted
letter from a new landlord, a port-out, "handed the key back", "cut the card up", "scrap man came",
a slip fixed minutes later ("I'm talkin' mince", "*Riverbank not Riverside lol autocorrect",
"that one was my late wife's number"), a relative, carer, flatmate or workmate passing it on or
writing for the user, and far-apart changes mentioned in passing 150+ turns and 60+ days later.

Must-not traps: additions worded like changes ("took on another plot", "new email for the shop",
"taken up a new post", "opened one new account"); episodes worded like moves (a month at a sister's
with post sent there, a courtesy car, a secondment "basically living" elsewhere, an out-of-hours
vet, a stand-in hairdresser, a walk-in GP); plans worded like done things (an offer letter with a
joining date, a welcome pack already sent, a nursery place "fae August", a deposit down); a
relative's or another speaker's own change (the wife's new car, the son's new network, a friend
who "moved from Virgin"); and the same value again in other words (a renewal, a new card, a new
tariff, a new phone with the same number, a password change, the creche moving building, moving
up a school year).

Counts per kind (132 scenarios; 72 change, 60 must-not): replacement 22, correction 12,
retraction 12, third_party 14, far_apart 12; addition 12, time_bounded 12, other_person 12,
plan 12, restatement 12. 38 change scenarios carry a past_question. The seed varies only the
small talk (which lines, in which order), never the key turns, questions or turn counts.
"""

from __future__ import annotations

from ..schema import Scenario
from . import _test7_far, _test7_fix, _test7_keep_a, _test7_keep_b, _test7_replace, _test7_report
from ._test7_build import build

_CASES = (
    _test7_replace.CASES + _test7_fix.CASES + _test7_report.CASES + _test7_far.CASES
    + _test7_keep_a.CASES + _test7_keep_b.CASES
)


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic per seed; the seed changes only the small talk."""
    return [build(n, c, seed) for n, c in enumerate(_CASES, start=1)]
