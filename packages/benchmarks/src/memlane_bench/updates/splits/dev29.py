"""dev29: a blind knowledge-update split in the voices tidy English under-serves.

How it was written
------------------
Blind to the engine. The only files read were the contract (``updates/__init__.py``), the schema
(``updates/schema.py``), the scoring (``updates/run.py``), the split loader (``splits/__init__.py``),
the shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py`` for its structure and the
first 27 lines of ``splits/_dev_families.py``. No engine code, docs, other split, git history or
engine run was looked at; the only command run was the shape test. Every key turn was written by
hand, one scenario at a time (no sentence template with slots); values, names and phrasings are
this split's own.

Style / register
----------------
* teenagers and students on social media: lower case, slang and abbreviations ("ngl", "lowkey",
  "fr", "💀", "w the lads", "u16s");
* carers and adult children/grandchildren managing an elderly relative's life, who name the
  relative once ("Dad (Kenneth, though it's Ken to everyone)") and then switch between "Dad", "Nan",
  "Mam", "Amma", "Grandad" and short forms (Ken, Bea, Dot, Hal, Bernie, Peggy, Wally, Nessie, Reg,
  Bert, Evie, Frank, Eth, Stan, Wilf) - the subject is the relative, the speaker the carer;
* English as a second language: Nigerian Pidgin, Taglish, Indian English, and Polish, Spanish,
  Arabic and Chinese speakers' patterns (article drops, tense mixing, "I not work", "is more far");
* small-business owners: suppliers, premises, accountants, vans, card machines, staff.

Families (32): residence, care_home, bank, job, supplier, phone_network, relationship, vehicle,
gp_surgery, premises, handle, club, care_agency, school, church, accountant, medication, remittance,
van, team, staff, pet, phone_number, diet, opening_hours, habit, side_business, school_set,
home_help, card_machine, phone, mobility (the must-not kinds use the same families).

How a change is told
--------------------
The change word and the new value are often apart: "we've moved 😭" / "wait where" / "croydon!!";
"Had the awkward conversation with Shipton" ... "Matthews Cotswold it is"; "handed my notice in"
... "odeon bro". Others in one turn, with the value in the second sentence ("Did port my number
yesterday itself. Jio was giving..."). Corrections fix a swapped digit, the wrong one of two
places or "ignore me, that was the old lot". Retractions end a state with no new value (broke up,
redundancy, gave up the pitch, came off warfarin, the cat stays with mum in Sevilla). Third-party
reports come from a mate, a sister, a mother, a care-home nurse, a business partner, a flatmate.
Far-apart changes come 165+ seeded small-talk turns and 60+ days after the first statement.

Must-not traps
--------------
additions worded like changes ("NEW JOB AT NANDOS", "Signed up with Abbeydale", "We bought a small
apartment", "GP's started Bert on a statin"); episodes worded like moves ("Nan's moved in with
us!!!" ... "only till they've done the new bathroom", "I dey Lagos now o", a hire van, a ward in
the Royal Derby, a boyfriend in Magaluf for a week: "basically single rn"); other people's changes told at length
and with feeling (a best friend's family moving to Newcastle, a cousin switching banks, a husband
changing jobs, a care-home friend moving away, a twin transferring college); plans worded as done
("signed the forms", "Told Brixham on the phone", "I don resign for my mind", "registration done",
"NAKAPASA AKO"); restatements in other words (M14 for Moss Side, the Bamboo Organ church for
St. Joseph Las Piñas, "the big bank at Canary Wharf", "cudas").

Counts per kind (130 scenarios, 72 change = 55%, 58 must-not): replacement 26, correction 12,
retraction 11, third_party 12, far_apart 11; addition 12, time_bounded 12, other_person 13,
plan 11, restatement 10. A past_question is given on 39 of the 72 change scenarios.

The seed varies only the small talk (which lines, how many and who says them); every scenario
has its own people."""

from __future__ import annotations

from ..schema import Scenario
from . import (
    _dev29_far,
    _dev29_fix,
    _dev29_keep_a,
    _dev29_keep_b,
    _dev29_keep_c,
    _dev29_replace_a,
    _dev29_replace_b,
    _dev29_third,
)
from ._dev29_build import build

_MODULES = (_dev29_replace_a, _dev29_replace_b, _dev29_fix, _dev29_third, _dev29_far, _dev29_keep_a,
            _dev29_keep_b, _dev29_keep_c)  # fmt: skip


def scenarios(seed: int = 0) -> list[Scenario]:
    return [build(spec, seed) for module in _MODULES for spec in module.SPECS]
