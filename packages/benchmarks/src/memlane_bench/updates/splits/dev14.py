"""dev14: a blind knowledge-update split in plain, everyday user-to-assistant chat.

How it was written
------------------
Blind to the engine: the author read only the benchmark contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``), the split loader
(``splits/__init__.py``) and the shape test (``tests/test_updates_blind_splits.py``), and skimmed
one earlier blind split's entry module and builder for layout only. No engine code, no docs and
no other split's scenarios were opened, and no benchmark was run while writing it. Every person,
place, company and pet name was checked with a whole-word grep against the rest of the repository
and is used nowhere else (real car, phone and laptop brands excepted), and no name is shared
between two scenarios; every conversation has its own assistant name.

Style
-----
Ordinary people writing to a personal assistant: short requests with the fact tucked in ("for the
delivery form, my number is ..."), long messages with the fact mid-paragraph among errands, two
facts in one message, idioms ("I've jumped ship", "oat milk and I have fallen out"), consequences
("my commute's ten minutes since the move to ..."), passive voice ("I was bought a ..."), the odd
typo and lower-case message, British and American spelling. The assistant answers helpfully and
mostly does not repeat the new value back. Questions ask about the present in other words ("Who
cuts Warren's hair these days?", "Would Valerie eat salmon if I cooked it for her?"), a few in the
first person ("What's my email address again?").

Counts (100)
------------
Changes 60: replacement 20 (r02, r06, r12, r20 are A -> B -> C), correction 10, retraction 9,
third_party 9 (p07 is A -> B -> C), far_apart 12 (150-250 small-talk turns and 60+ days between
the scored statements; f06 and f11 are A -> B -> C with the gap between B and C). Must-not 40:
addition 8, time_bounded 9, other_person 8, plan 9, restatement 6. 44 families.

Seed rule
---------
The seed changes only the far-apart small talk (``_dev14_filler``, ``_dev14_talk``); every other turn, every scored
statement, question and id is fixed. No fixed line repeats anywhere in the split, and small talk
never repeats within a conversation or copies a fixed line.
"""

from __future__ import annotations

from memlane_bench.updates.schema import Scenario

from ._dev14_build import build_far
from ._dev14_correct import cases as corrections
from ._dev14_far import SPECS
from ._dev14_filler import SmallTalk
from ._dev14_keep_a import additions, time_bounded
from ._dev14_keep_b import other_person, plans, restatements
from ._dev14_replace_a import cases as replacements_a
from ._dev14_replace_b import cases as replacements_b
from ._dev14_retract import cases as retractions
from ._dev14_third import cases as third_party


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; the seed varies only the far-apart small talk."""
    changes = [*replacements_a(), *replacements_b(), *corrections(), *retractions(), *third_party()]
    keeps = [*additions(), *time_bounded(), *other_person(), *plans(), *restatements()]
    taken = {turn.text for s in (*changes, *keeps) for turn in s.turns}
    taken |= {text for spec in SPECS for text in spec.fixed_texts()}
    small_talk = SmallTalk(taken)
    far = [build_far(spec, seed, small_talk) for spec in SPECS]
    return [*changes, *far, *keeps]
