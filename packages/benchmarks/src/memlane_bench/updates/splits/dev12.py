"""dev12: a knowledge-update split written blind to the engine.

How it was written: only the contract (``updates/__init__.py``), ``updates/schema.py``, the
scoring (``updates/run.py``) and the loader (``updates/splits/__init__.py``) were read; no engine
code, no other split, no docs. Names were checked against the other splits only with a
whole-word grep (a hit meant: pick another name), so every scenario has its own people, none
shared with any other scenario here or elsewhere; assistants and agents get their own invented
names (Pipit, Quillo, Halvy, Zimbo, Lumo, Glimmet, Nubbin, Tally).

Registers, mixed: group-chat banter with several speakers, customer-service and booking
transcripts, a podcast with a returning guest, therapist and coaching sessions, a landlord-
tenant thread, bullet-point status dumps and a status sheet, e-mail threads with quoted replies,
formal letters between older people, a diary, teenagers' slang, non-native English, Spanish,
Italian, Polish, Portuguese, Turkish, Serbian, Hindi/Hinglish and Swahili code-switching, long
turns with the fact buried mid-sentence, and indirect questions ("any idea who does X's hair
these days?", "what should I put down as X's employer on the form?"); a few questions use a
nickname (Brammy, Lulu, Sindo, Rosi) and two are asked in the subject's own first person
(rep-02, a diary; rep-06, the subject's status dumps).
Change cues avoid the obvious words in most cases ("handed in the badge", "first week at",
"parted ways", "got poached by", "ported my number", "signed with", "scrap that", "my bad",
"ho sbagliato", "turns out I'm not", "let the membership lapse", "last bell rang", implicit
changes).

Families (41): address, allergy, band, bank, car, childcare, city, club, coffee_shop, commute,
community_group, dentist, diet, doctor, email, employer, favourite, game, gym, hairdresser,
hobby, instrument, insurer, internet, job, landlord, language, manager, medication, partner,
pet, phone, phone_plan, podcast, role, schedule, school, sport_team, team, tutor, volunteering.

Counts (100): change 62 = replacement 22 (6 of them A -> B -> C), correction 10, retraction 8,
third_party 8, far_apart 14 (150-260 small-talk turns between the scored statements, 3 of them
A -> B -> C); must-not 38 = addition 9, time_bounded 9, other_person 8, plan 7, restatement 5.

The seed changes only the small talk of the far-apart scenarios; every other turn is fixed, and
no line of text repeats anywhere in the split.
"""

from __future__ import annotations

from ..schema import Scenario
from . import (
    _dev12_correct,
    _dev12_far,
    _dev12_keep_a,
    _dev12_keep_b,
    _dev12_replace_a,
    _dev12_replace_b,
    _dev12_retract,
    _dev12_third,
)


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; the seed only redraws the far-apart small talk."""
    return [
        *_dev12_replace_a.cases(),
        *_dev12_replace_b.cases(),
        *_dev12_correct.cases(),
        *_dev12_retract.cases(),
        *_dev12_third.cases(),
        *_dev12_far.cases(seed),
        *_dev12_keep_a.cases(),
        *_dev12_keep_b.cases(),
    ]
