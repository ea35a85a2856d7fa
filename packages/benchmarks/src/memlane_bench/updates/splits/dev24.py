"""dev24: one person texting a personal assistant app about everyday life over many months.

How it was written: blind to the engine. The only files read were the contract
(``updates/__init__.py``), ``updates/schema.py``, the scoring (``updates/run.py``), the split loader
(``splits/__init__.py``), the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py``
(for structure only) and lines 1-27 of ``splits/_dev_families.py``. No engine code, docs, other
split, git history or engine run was looked at; only the shape test was run. Every key line and
question was written by hand for its scenario (no sentence template with slots).

Register: quick casual phone typing to an assistant app: lower case, names and places often lower
case, u, rn, tbh, bc, w/, ngl, lol, missing apostrophes (im, dont, its), a few typos (telsa, seaosn,
callled, swtiched), short bursts, "*41 not 14" style corrections, sometimes two facts in one
message. The app answers in short normal sentences and now and then asks a question the user's
change is the answer to ("Did you get the Clio sorted in the end?" -> "gave up on it tbh, got a
second hand yaris off my uncle"). Speakers: the user (the subject), "<Name>'s assistant", and
for some scenarios one more person typing on the user's phone (partner, sister, flatmate,
colleague, mum, daughter) or speaking for themselves.

Families (22): job, home, car, phone_number, pet, partner, course, manager, diet, band, commute,
gym, language, fav_food, doctor, dentist, bank, phone_plan, streaming, hair, best_friend, weekend.

How a change is told: as news ("karens gone!!!! raj is our manager now"), as an aside where the
new value is only implied ("the commute from the new house in hillsborough is actually fine",
"the new kia is so nice to drive compared to the jazz"), as an answer to the assistant ("nah
giffgaff since feb"), with an unrelated second fact in the same message, through a letter or an
event ("got a letter saying dr patel retired, so im under dr okoro now apparently"), corrections
with "*", "wait no", "sorry did i say", retractions without the word "no longer" ("focus is gone,
scrapyard gave me 90 quid for it", "they shut the manchester office so im full time from the
spare room now"), reports by someone on the user's phone, and far_apart changes 160-200 turns and
120-170 days after the first statement.

Must-not traps: additions worded like changes ("NEW JOB!! weekend barista ...", "new family
member!!!", "we bought a van!!!", a work phone number next to the personal one); episodes worded
like moves ("living at my nans in skegness for the next 2 wks", a hire car, rail replacement
shifts, a locum, a local sim abroad, a week-long french course); plans worded like done things
("put the deposit down on a flat ...", "GOT THE JOB ... start date is 2nd sept", "test driving an
mg4 on sat, pretty much decided"); other people's changes (a brother's flat, mum's new number, a
son's band, a wife's favourite food, a flatmate or girlfriend typing about their own change);
restatements in other words ("the old corsa passed its mot", "lu (the missus) says hi", a phone
number written without spaces).

Questions: about the subject by name, mostly lower case, some with "now"/"rn"/"these days", about
a quarter without "?". past_question on 35 of the 70 change scenarios.

Counts per kind (131 scenarios): replacement 21, correction 12, retraction 12, third_party 12,
far_apart 13 (change: 70, 53%); addition 12, time_bounded 13, other_person 12, plan 12,
restatement 12 (must-not: 61). The seed changes only the text of the small talk (the user's
everyday chatter, family-flavoured noise lines that share words with the facts without stating
any, and the assistant's replies); turn counts, days and every scripted line are fixed."""

from __future__ import annotations

from ..schema import Scenario
from ._dev24_kit import assistant_of, build
from ._dev24_life_a import SPECS as _A
from ._dev24_life_b import SPECS as _B
from ._dev24_life_c import SPECS as _C

SPECS = (*_A, *_B, *_C)


def _check() -> None:
    """Every person (user, helper, the user's assistant) belongs to one scenario only."""
    seen: set[str] = set()
    for spec in SPECS:
        people = {spec.name.casefold(), assistant_of(spec.name).casefold()}
        if spec.helper:
            people.add(spec.helper.casefold())
        if people & seen:
            raise ValueError(f"dev24 {spec.slug}: a name is used twice ({sorted(people & seen)})")
        seen |= people


def scenarios(seed: int = 0) -> list[Scenario]:
    _check()
    return [build(spec, seed) for spec in SPECS]
