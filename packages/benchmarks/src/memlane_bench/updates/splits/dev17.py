"""dev17: a blind knowledge-update split in the English of fluent non-native speakers.

How it was written
------------------
Blind to the engine. The only files read were the benchmark contract (``updates/__init__.py``),
the schema (``updates/schema.py``), the scoring (``updates/run.py``), the split loader
(``splits/__init__.py``) and the shape test (``tests/test_updates_blind_splits.py``), plus the
entry module and builder of one earlier blind split, and those two only for the layout (an entry
module, a row builder, seeded small talk). Nothing under ``core/`` or ``docs/`` and no other
split's scenarios were opened, and neither the benchmark nor the engine was run while it was
written. Every name of a person or pet (users, assistants, people who report or are reported
on) and every invented business was checked with a whole-word grep over ``packages``, ``core``
and ``docs``: none occurs anywhere else, and no name is used in two scenarios.

Style
-----
People from many language backgrounds write to their own assistant in fluent but non-native
English: missing or extra articles ("I am training in ... gym", "English at the work"),
calques and odd prepositions ("since two weeks we are living in ...", "I am working by ...",
"I changed again to other company"), the progressive for states ("I am having a cat"), comma
run-ons, greetings in their own language, and now and then a stiff courtesy ("Kindly note",
"Please to remember") or a false friend ("Eventually I will change to ..." meaning perhaps). Some
users write long messages covering three or four topics in which the change sits in the middle.
Each conversation has the old statement, small talk and unrelated questions over several
sessions (the assistant answers briefly and differently each time), then the change, said
outright, only by the new fact, by what became of the old one, or by a consequence (the first
bill from the new supplier). Third-party reports are relayed by the user (a neighbour or an aunt
told them), written by another person in their own words (a sister, a colleague, a brother), or
written by a family member on the user's behalf (a son for his father with bad eyes, a wife
while her husband drives). Most questions are asked for a task that needs the current fact ("The
school form wants the company where the parent is employed", "The wifi is down again, whose
support line should I phone?", "Help me write a birthday card for my partner") and share few
words with the change. Must-not cases keep the family and wording of the standing fact: a
sister's new job against "I work at ...", a month at an uncle's house in another city, a
hired car while one's own is repaired, a wife's new phone operator, "maybe switch in autumn".

Counts (100)
------------
Changes 60: replacement 20 (r01, r04, r08, r12, r15 and r18 are A -> B -> C chains scored
against B -> C), correction 10, retraction 9, third_party 9, far_apart 12 (150-260 turns and
60+ days between the scored statements; f03 and f11 are A -> B -> C, only B -> C far apart).
Must-not 40: addition 8, time_bounded 9, other_person 8, plan 9, restatement 6. 48 families.

Seed rule
---------
The seed only chooses which small talk (``_dev17_filler``) goes into the marked slots between
sessions and into the far-apart gaps. Every fixed turn, scored statement, question, day and id
is identical for every seed, and no line repeats within a conversation.
"""

from __future__ import annotations

from memlane_bench.updates.schema import Scenario

from ._dev17_build import build
from ._dev17_correct import cases as corrections
from ._dev17_far import cases as far_apart
from ._dev17_filler import small_talk
from ._dev17_keep_a import additions, time_bounded
from ._dev17_keep_b import other_person, plans, restatements
from ._dev17_replace_a import cases as replacements_a
from ._dev17_replace_b import cases as replacements_b
from ._dev17_retract import cases as retractions
from ._dev17_third import cases as third_party


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; the seed changes only the small talk."""
    specs = [
        *replacements_a(), *replacements_b(), *corrections(), *retractions(), *third_party(), *far_apart(),
        *additions(), *time_bounded(), *other_person(), *plans(), *restatements(),
    ]  # fmt: skip
    return [build(spec, seed, small_talk) for spec in specs]
