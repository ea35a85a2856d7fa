"""dev16: a blind knowledge-update split in plain, careful everyday prose.

How it was written
------------------
Without looking at the engine. The author read the benchmark contract
(``updates/__init__.py``), the schema (``updates/schema.py``), the scoring
(``updates/run.py``), the split loader (``splits/__init__.py``) and the shape test
(``tests/test_updates_blind_splits.py``), and looked at one earlier blind split's entry module
and builder only to see how such a split is laid out. No engine code, no docs and no other
split's scenarios were opened, and no benchmark or engine was run while writing it. Every
person's name (users, assistants, reporters, the people and pets they mention) and every
made-up business was checked with a whole-word grep over ``packages``, ``core`` and ``docs``
and appears nowhere else, and no name is shared between two scenarios.

Style
-----
A person talks to their own assistant over weeks or months in full, well-punctuated sentences,
the way a careful adult writes. Each conversation has an old statement, small talk and the odd
unrelated exchange across several sessions, then the change in ordinary words, and finally a
question about the present. The change is told in different ways: outright ("I've cancelled
Fulcrum", "I've dropped Portuguese"); only by the new fact ("She took over the team on
Monday", "everything is delivered by Ocado now"); by a consequence ("My first payslip from
..."; "Getting to Brighton station from our place in Hove takes me forty minutes"); by what
became of the old value ("The Fiesta finally died", "We lost Marmite in the spring"); with an
idiom ("I've jumped ship to Three", "I've hung up my boots"); inside a long message about two
or three other things; or about a household member named by the user ("My son Tumelo has
started at ..."). Third-party reports come from a partner, brother, son, flatmate or colleague
who uses the same assistant. The assistant's replies are short and varied. Questions share few
words with the change ("Which company pays Tafadzwa's wages these days?", "Remind me who my
dentist is.", "Who looks after Munashe after school?"), some in the first person and one about
a household member by role ("Which school is my son at these days?"). Must-not
cases stay in the same family and wording as the standing fact: a husband's new Tesla against
"I drive a red Volkswagen Golf", a fortnight on another ward, a supply teacher until half term,
"I might switch to Octopus when the fix ends".

Counts (100)
------------
Changes 60: replacement 20 (r01, r03, r07, r09, r12 and r15 are A -> B -> C chains, scored
against B), correction 10, retraction 9, third_party 9, far_apart 12 (150-260 turns and 60+
days between the scored statements; f03, f07 and f11 are A -> B -> C, only B -> C far apart).
Must-not 40: addition 8, time_bounded 9, other_person 8, plan 9, restatement 6. 51 families.

Seed rule
---------
The seed only picks the small talk (``_dev16_filler``) placed in the marked slots between
sessions and in the far-apart gaps. Every fixed turn, scored statement, question, day and id is
the same for every seed, and no line repeats within a conversation.
"""

from __future__ import annotations

from memlane_bench.updates.schema import Scenario

from ._dev16_build import build
from ._dev16_correct import cases as corrections
from ._dev16_far import cases as far_apart
from ._dev16_filler import small_talk
from ._dev16_keep_a import additions, time_bounded
from ._dev16_keep_b import other_person, plans, restatements
from ._dev16_replace_a import cases as replacements_a
from ._dev16_replace_b import cases as replacements_b
from ._dev16_retract import cases as retractions
from ._dev16_third import cases as third_party


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; the seed changes only the small talk."""
    specs = [
        *replacements_a(), *replacements_b(), *corrections(), *retractions(), *third_party(), *far_apart(),
        *additions(), *time_bounded(), *other_person(), *plans(), *restatements(),
    ]  # fmt: skip
    return [build(spec, seed, small_talk) for spec in specs]
