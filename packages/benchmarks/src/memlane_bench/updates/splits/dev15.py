"""dev15: a blind knowledge-update split in the way people really type to a phone assistant.

How it was written
------------------
Blind to the engine: the author read only the benchmark contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``), the split loader
(``splits/__init__.py``) and the shape test (``tests/test_updates_blind_splits.py``), and skimmed
one earlier blind split's entry module for layout only. No engine code, no docs and no other
split's scenarios were read, and no benchmark was run while writing it. Every person's name
(users, assistants, the people they mention, pets) was checked with a whole-word grep against the
rest of the repository and is used nowhere else, and no name is shared between two scenarios.

Style
-----
A user talks to a personal assistant across many sessions, the way people type on a phone:
mixed lengths, lower case, abbreviations ("tbh", "rn", "pls", "obvs"), long messages where the
fact sits in the middle of other news, short answers to the assistant, the odd emoji. Changes
are said explicitly ("switched to", "not ... anymore", "left") or only implied by the new fact
("since we got the Corolla"); corrections fix the speaker's own slip ("wait no, it's Thursdays");
retractions withdraw a fact ("turns out I'm not lactose intolerant after all"); third-party
reports come second-hand ("my sister says ..."). The assistant's lines are short and varied.
Questions ask about the present in indirect, everyday ways, some in the first person ("remind me
who I bank with", "what did I say my number is now?"), others about the person by name.

Counts (100)
------------
Changes 60: replacement 20 (r02, r12, r20 are A -> B -> C), correction 10, retraction 9,
third_party 9 (p03 is A -> B -> C), far_apart 12 (150-258 turns and 60+ days between the scored
statements; f03, f07, f11 are A -> B -> C). Must-not 40: addition 8, time_bounded 9,
other_person 8, plan 9, restatement 6. 45+ families.

Seed rule
---------
The seed only chooses the small talk (``_dev15_filler``) that fills the marked slots between
sessions and the far-apart gaps; every fixed turn, scored statement, question and id is the same
for every seed, and no line repeats within a conversation.
"""

from __future__ import annotations

from memlane_bench.updates.schema import Scenario

from ._dev15_build import build
from ._dev15_correct import cases as corrections
from ._dev15_far import cases as far_apart
from ._dev15_filler import small_talk
from ._dev15_keep_a import additions, time_bounded
from ._dev15_keep_b import other_person, plans, restatements
from ._dev15_replace_a import cases as replacements_a
from ._dev15_replace_b import cases as replacements_b
from ._dev15_retract import cases as retractions
from ._dev15_third import cases as third_party


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; the seed varies only the small talk."""
    specs = [
        *replacements_a(), *replacements_b(), *corrections(), *retractions(), *third_party(), *far_apart(),
        *additions(), *time_bounded(), *other_person(), *plans(), *restatements(),
    ]  # fmt: skip
    return [build(spec, seed, small_talk) for spec in specs]
