"""dev13: a blind knowledge-update split in registers unlike ordinary chat.

How it was written
------------------
Blind to the engine: the author read only the benchmark contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``), the split loader
(``splits/__init__.py``) and the shape test (``tests/test_updates_blind_splits.py``). No engine
code, no docs and no other split's content was opened, and no benchmark was run while writing it.
Every person, place, company and pet name was checked with a whole-word grep against the
``updates`` package and the test folders and is used nowhere else, and no name is shared between
two scenarios here; assistants have their own invented names, one per transcript.

Registers
---------
Voice-assistant transcripts (lower case, no punctuation, run-on), texting shorthand ("nw num
is ...", "first payslip frm ..."), meeting minutes and action items, vet and medical intake forms
in Q/A style, HR and recruiter chats, an assistant asking and the user answering tersely,
third-person family diaries, Discord and gaming chat, French, German, Dutch, Basque and romanised
Japanese code-switching, Australian, Scottish, Nigerian and Irish English, long rambling voice
notes with the fact buried mid-turn.

Change cues
-----------
Consequences only ("got the keys to the wee house in peebles", "first payslip frm ...", "the
new vet says she's perfectly fine"), dated changes ("as of the first of March", "since the 3rd",
"from this school year", "as of 1 October"), self-corrections ("wait no its tuesdays", "I
misspoke", "scratch that, wrong club"), retractions ("we're not together any more", "I don't
do it now", "cancelled the gym"), reports by relatives, recruiters, receptionists, minute-takers
and team-mates. Must-not cases: hypotheticals and wishes ("if I moved to ...", "I'd love to work
at ..."), plans not made or called off, trips, secondments, borrowed phones and hire cars,
someone else's news (a brother's move, a mother's new number, a sister's engagement), additions
("also got a 2nd cat", "a work mobile too") and restatements in other words. Questions ask about
the present, mostly indirectly ("which site should the courier bring ... to?", "who's signing
off ... leave requests?"), some through a nickname or a relation introduced in the scenario.

Families (40)
-------------
residence, address, employer, job_title, manager, partner, phone_number, email, vet, pet,
pet_breed, car, diet, choir, gym, commute, school, gp_doctor, medication, dentist, bank,
mobile_network, sports_club, instrument, language_class, landlord, hairdresser,
emergency_contact, work_days, class_day, guild, main_game, insurance, surname, book_club,
volunteering, office_location, allergy, birthday, habit.

Counts (100)
------------
Changes 62: replacement 22 (rep04, rep06, rep08, rep11, rep17 and the phone number in rep03
change twice, A -> B -> C), correction 10, retraction 8, third_party 8, far_apart 14 (150-260
small-talk turns and 60+ days between the scored statements; far03, far10 and far13 are
A -> B -> C with the gap between B and C). Must-not 38: addition 8, time_bounded 8,
other_person 8, plan 8, restatement 6.

Seed rule
---------
The seed changes only the far-apart small talk (``_dev13_filler``); every other turn, every
scored statement, question and id is fixed. No line of text repeats anywhere in the split.
"""

from __future__ import annotations

from memlane_bench.updates.schema import Scenario

from ._dev13_build import build_far
from ._dev13_correct import cases as corrections
from ._dev13_far import SPECS
from ._dev13_filler import SmallTalk
from ._dev13_keep_a import additions, time_bounded
from ._dev13_keep_b import other_person, plans, restatements
from ._dev13_replace_a import cases as replacements_a
from ._dev13_replace_b import cases as replacements_b
from ._dev13_retract import cases as retractions
from ._dev13_third import cases as third_party


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; the seed varies only the far-apart small talk."""
    changes = [*replacements_a(), *replacements_b(), *corrections(), *retractions(), *third_party()]
    keeps = [*additions(), *time_bounded(), *other_person(), *plans(), *restatements()]
    taken = {turn.text for s in (*changes, *keeps) for turn in s.turns}
    taken |= {text for spec in SPECS for text in spec.fixed_texts()}
    small_talk = SmallTalk(taken)
    far = [build_far(spec, seed, small_talk) for spec in SPECS]
    return [*changes, *far, *keeps]
