"""The dev30 split: 130 hand-written knowledge-update scenarios in many users' voices.

How it was written: blind to the engine. Only the contract (``updates/__init__.py``), the schema
(``updates/schema.py``), the scoring (``updates/run.py``), the loader (``splits/__init__.py``), the
shape test (``tests/test_updates_blind_splits.py``), ``splits/dev.py`` (for structure only) and
lines 1-27 of ``splits/_dev_families.py`` were read; no engine code, docs, other split or git
history, and the engine was never run on it. Every key turn was worded individually.

Style/register: each scenario is its own user talking to a personal assistant (speaker
"<user>'s assistant"), in one voice per scenario: Scottish, Irish, Welsh, Australian, New
Zealand, South African, Indian, Caribbean (Jamaican/Trinidadian), American Southern and
Singaporean English, older people writing slowly and formally (courtesies, sign-offs), busy
parents typing on the go (lower case, abbreviations), voice notes transcribed without
punctuation, and plain chat. Some turns are pasted (a landlord's letter, a cousin's text) and
some are written on the user's behalf by a son, daughter, niece, granddaughter, husband, wife,
girlfriend, sister or choir friend.

Families (26): insurance, energy (utility supplier), worship (church/gurdwara/chapel), allotment,
broadband, childminder, dentist, optician, union, charity (volunteering), sports_club, landlord,
subscription, loyalty (store card), hairdresser, vet, car, email, pharmacy, library, choir, bank,
gp_surgery, phone (network/number), job, gym.

How a change is told: rarely with "now"/"switched"; mostly by consequence ("final meter reading's
done ... Octopus sent the welcome email", "wages landed there for the first time Friday", "the Ories
jersey for the first time"), by a refusal of the old one ("Telstra rang begging me to come back"),
by following a person to a new place, by a pasted sale notice, by idiom ("moved her letter" to
another church), by retirement/emigration of the old provider, and by a relative writing in.
Retractions end a state with no replacement (cancelled paper, surrendered licence, lapsed union
subs, LASIK instead of lenses). Corrections fix a slip a moment later (a swapped digit, the wife's
GP, the shed number instead of the plot number). Far-apart changes come 150+ turns and 60+ days
after the first statement.

Must-not traps: additions worded like a change ("NEW CAR!!", "signed for Glasnevin FC", "new
arrangement from this week", "Now I go ... also", "went with Budget Direct this time round, for the
ute"); episodes worded like a move (a church shut for roof works, a locum vet, a childminder's
friend for a fortnight, onsite abroad for six months, a casual patient for the ski season);
plans worded like done things ("that's it, I'm done with State Farm", "already sign up MyRepublic",
"I've basically switched to Monzo", "I'm moving gyms", a deposit paid); other people's changes (a
brother's plot, a sister's letting agent, a cousin's pasted text, a friend or colleague speaking
for themselves, a mother with the same first name); restatements in other words (a renewal with
a price rise, "same place up the hill", an address spelt out in words, a modem swap).

Counts per kind: replacement 22, correction 13, retraction 12, third_party 12, far_apart 12
(71 change, 55%); addition 12, time_bounded 12, other_person 11, plan 12, restatement 12 (59
must-not). Past questions on 36 of the 71 change scenarios (none on corrections).

The seed only changes the small talk (which lines, from the user's register pool, the family's
distractor lines, the assistant's replies, and composed lines for the long far-apart stretches);
the key turns, their order, counts and days are fixed.
"""

from __future__ import annotations

from ..schema import Scenario
from . import _dev30_f1, _dev30_f2, _dev30_f3, _dev30_f4, _dev30_f5
from ._dev30_build import build

_PARTS = (_dev30_f1, _dev30_f2, _dev30_f3, _dev30_f4, _dev30_f5)


def scenarios(seed: int = 0) -> list[Scenario]:
    out: list[Scenario] = []
    for part in _PARTS:
        for spec in part.SPECS:
            out.append(build(spec, seed, part.TALK.get(spec.family, ())))
    return out
