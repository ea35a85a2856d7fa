"""The dev27 split: terse note-takers and careful, formal writers (blind to the engine).

How it was written
------------------
Blind: its author read only the contract (``updates/__init__.py``), ``updates/schema.py``,
``updates/run.py`` (scoring), the split loader (``splits/__init__.py``), the shape test
(``tests/test_updates_blind_splits.py``), ``splits/dev.py`` for the module structure and the first
27 lines of ``splits/_dev_families.py`` (the family record). No engine code, docs, other split or
git history was read, and the engine was not run on it before it was handed over. Every key
statement, question and past question was written by hand, one at a time; no sentence template
with slots is shared between scenarios.

Style / register
----------------
Two kinds of users, mixed across scenarios (about half each):

* terse note-takers using the assistant as a notebook: verbless fragments, colons, arrows,
  slashes, parentheses, abbreviations ("wef Mon", "p/x'd", "bb", "mob"), emoji, one-line lists
  ("dentist: Dr Okafor, Halton St", "gym → PureFit (cancelled Anytime)", "bike sold. car now.");
* careful, formal writers: full sentences with semi-colons, subordinate clauses, passive voice
  and old-fashioned vocabulary ("I am no longer in the employ of", "I have since taken up",
  "the account has been transferred", "please disregard my earlier remark", "I misspoke").

Both also note other people's news ("Note: Fergus — retired Fri", "My brother-in-law has, I am
told, accepted a post in Dundee"). Small talk (``_dev27_filler``) is in the same register as the
scenario and varies with the seed; family-topical lines share words with the facts (surgery,
renewal, payslip, bins, salon) without stating any of them.

Families (22)
-------------
residence, employer, role, health (dentist, GP, physio, chiropodist), gym, vehicle, phone,
email, bank, utility (energy, broadband), partner, pet, diet, medication, club (running, choir,
book, bridge, photography, five-a-side), barber, commute, surname, office, studies, team
(cricket, netball, hurling, orchestra, organist), insurance.

How a change is told
--------------------
Arrows ("Harriers → Elswick RC"), bare juxtaposition ("bike sold. car now."), parenthesised
reasons ("(old one dead)"), "wef 1/4", "as of this rota", a death then a new pet, a closed
account, a folded firm whose e-mail bounces, a retirement noted in three words, formal
"I am no longer in the employ of ... I have since taken up", passive transfers ("my care has
been transferred"), appointments "with effect from", corrections by asterisk or "typo!!", by
"I misspoke", "I should clarify", "please disregard my earlier remark", or by blaming a mixed-up
source (a late husband's office number, a sister's address, the previous house's policy);
retractions without any replacement ("hotspotting off my phone", "laid down the organ for good").
far_apart changes sit 165-215 turns and 118-265 days after the first statement.

Must-not traps
--------------
* addition worded like a change: "new job!!" (a Saturday job), "new dentist — well,
  orthodontist", "new phone: ... work one", "new broadband — Starlink, for the caravan",
  "a new medication", "Weds: Cardiff office from now on";
* time_bounded worded like a move: staying at Mum's till the damp is done, rooms at the Old
  Vicarage until the roof is finished, a summer secondment, a courtesy car, Lent, a course of
  antibiotics, a bus strike, guesting for a London side in August;
* other_person: a mother's new address, a brother-in-law's post, a sister's divorce and new
  surname, a husband's commute, a grandmother's bank, and friends reporting their own switches
  in first person ("We have at last left Braid Hills", "moved our pet insurance to ManyPets");
* plan worded like a done thing: arrows with "??", "trial wk booked", "form completed, switch
  promised", "applied ... says it's mine", a deposit conditional on a sale, "half a mind to";
* restatement in other words: a re-formatted number (+353), an e-mail signature "updated" to
  the same title, the employer given as a postal address, a visit to the same dentist or barber.

Counts per kind (132 scenarios)
-------------------------------
replacement 22, correction 13, retraction 12, third_party 14, far_apart 13 (74 change, 56%);
addition 12, time_bounded 12, other_person 12, plan 11, restatement 11 (58 must-not, 44%).
past_question on 36 of the 74 change scenarios (about half). Every scenario has its own subject and friend.
"""

from __future__ import annotations

import random

from ..schema import Scenario
from ._dev27_build import C, build
from ._dev27_change_a import CASES as CHANGE_A
from ._dev27_change_b import CASES as CHANGE_B
from ._dev27_change_c import CASES as CHANGE_C
from ._dev27_keep_a import CASES as KEEP_A
from ._dev27_keep_b import CASES as KEEP_B
from ._dev27_keep_c import CASES as KEEP_C


def _ordered() -> list[C]:
    """All cases in one fixed interleaved order (independent of the seed)."""
    cases = [*CHANGE_A, *CHANGE_B, *CHANGE_C, *KEEP_A, *KEEP_B, *KEEP_C]
    random.Random("dev27-order").shuffle(cases)
    return cases


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic for a given seed; the seed varies only the small talk."""
    return [build(n, case, seed) for n, case in enumerate(_ordered(), start=1)]
