"""dev8: a hand-written update split, written blind to the engine.

How it was written: its author read only the benchmark contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``, read, never run) and the split
loader (``updates/splits/__init__.py``). No engine code, no other split, no docs and no results
were opened, and neither the engine nor the benchmark was run while writing it. All names of
people, places, organisations and products were made up for it (or are ordinary place names).

The mix: 100 scenarios, each with its own people. 66 change kinds (18 replacement, 12
retraction, 12 correction, 12 third_party, 12 far_apart) and 34 must-not kinds (7 addition,
7 time_bounded, 7 other_person, 7 plan, 6 restatement) over 24 families: bank, provider,
healthcare, medication, contact (numbers, emails, handles, emergency contacts), vehicle, pet,
school, sport, diet, hobby, commute, relationship, home (landlords, addresses, rent),
residence, job, manager, tools, music, faith, volunteering, subscription, favourite and
schedule.

Registers: voice-assistant transcripts (no punctuation, "um", self-repairs), support and IT
helpdesk chats, stand-up minutes and to-do lists, forms ("GP: ...", "Emergency contact: ..."),
long multi-topic turns with the fact in the middle, forwarded letters and quoted announcements,
terse replies to an assistant's question (the question is its own turn by "<name>'s assistant"),
and group chats (family, team, housemates). Changes are often indirect: implied old values
("the Breeze is gone"), events ("my last day at Velmont was Friday"), negation and the new value
in separate turns, relative dates ("as of the 1st", "since the first of the month"), numbers,
doses, versions, plates, handles, emails and addresses as values, and changes of a group the
speaker belongs to. Must-not cases are built to look like changes: additions said with "now",
covering for someone this week, a past-tense story about a first car, a relative's or friend's
new state in the same relation, "might switch" plans and restatements in other words.

The seed picks only small talk (``_dev8_filler``): how much opens and closes each conversation
and sits between the hand-written lines, which lines (never one twice in a conversation) and
who says them. The hand-written lines, their days and the scored turns' texts never change.
"""

from __future__ import annotations

from memlane_bench.updates.schema import Scenario

from ._dev8_build import weave
from ._dev8_far import FAR_APART
from ._dev8_keep import ADDITIONS, OTHER_PERSON, PLANS, RESTATEMENTS, TIME_BOUNDED
from ._dev8_replace import CORRECTIONS, REPLACEMENTS
from ._dev8_retract import RETRACTIONS, THIRD_PARTY

SPECS = (
    *REPLACEMENTS, *RETRACTIONS, *CORRECTIONS, *THIRD_PARTY, *FAR_APART,
    *ADDITIONS, *TIME_BOUNDED, *OTHER_PERSON, *PLANS, *RESTATEMENTS,
)  # fmt: skip


def scenarios(seed: int) -> list[Scenario]:
    """The 100 dev8 scenarios; deterministic for a seed, which varies only the small talk."""
    return [weave(s, seed) for s in SPECS]
