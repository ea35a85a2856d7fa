"""The dev28 split: hand-written knowledge-update scenarios in four everyday registers.

How it was written
------------------
Blind to the engine. The author read only the benchmark contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the scoring (``updates/run.py``), the split loader
(``updates/splits/__init__.py``), the shape test (``tests/test_updates_blind_splits.py``), ``dev.py``
(for the module structure only) and lines 1-27 of ``_dev_families.py``. No engine code, docs, other
split, git history or search over this repository was looked at, and the engine was never run on it;
the only check run was the shape test (and ruff).

Style / register (each scenario one voice)
------------------------------------------
* teenagers and students on social-media style chat: emoji, slang ("lowkey", "ngl", "fr", "it's
  giving"), lower case, ALL CAPS for emphasis, sarcasm;
* carers, nurses and family managing someone else's life ("Mum's new GP is ...", "Dad's tablets
  changed"): the scored person is often NOT the one typing, and is named once and then called
  Mum / Dad / Nan / Grandad;
* English as a second language (Spanish, Polish, Hindi, Arabic, Chinese, Nigerian Pidgin, Filipino
  Taglish) with its own word order, articles and tenses;
* small-business owners and freelancers: suppliers, clients, premises, bank, accountant, van, host.

Families (25): residence, gp, medication, work, bank, web_host, partner, handle, vehicle, school,
care_setting, pharmacy, accountant, supplier, diet, sport, telecom, premises, commute, mobility,
worship, client, shift, appearance, pet, gym (26 labels; gym and sport kept apart).

How a change is told
--------------------
Through a consequence ("first month with Starling done", "keys handed back on the arch"), in passing
inside a longer message, as a reply to a question someone asked (an assistant or a mate, as a named
speaker), as a slip fixed a minute later that still names the wrong value ("Monzo*** not Metro",
"Adeyemi's her dentist"), by a relative, nurse, social worker or bookkeeper, and months and 170+
turns after the first statement.

Must-not traps
--------------
Additions worded like changes ("NEW BABY ALERT", "new tablet from today", "card payments land in the
new Tide account"); episodes worded like moves (respite, a hire van till Thursday, a float shift in
A&E, a semester abroad, a locum, a hospital ward); the writer's own change next to the scored
person's (the carer's GP, the husband's tablets), a sibling's or parent's change, another speaker's
change; plans worded as nearly done ("deposit's down", "seriously moving", "application's half
filled in"); the same value again with change words around it ("medication review done: no
changes", "nearly switched ... then stayed", "new curtains, same room").

Counts per kind (130 scenarios, 72 change / 58 must-not): replacement 24, correction 12,
retraction 12, third_party 12, far_apart 12, addition 12, time_bounded 12, other_person 12,
plan 11, restatement 11. ``past_question`` is given on about half of the change scenarios.

Determinism: the seed changes only the small talk (``_dev28_filler``); every scored turn, speaker,
question and the number of turns stay the same. Every scenario has its own people.
"""

from __future__ import annotations

from ..schema import Scenario
from ._dev28_build import build
from ._dev28_change_a import SPECS as REPLACE
from ._dev28_change_b import SPECS as FIX
from ._dev28_change_c import SPECS as REPORT
from ._dev28_keep_a import SPECS as KEEP_A
from ._dev28_keep_b import SPECS as KEEP_B


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic for a given seed; the seed varies only the small talk."""
    return build([*REPLACE, *FIX, *REPORT, *KEEP_A, *KEEP_B], seed)
