"""The dev21 split: family and friends' group chats about named people (mostly third person).

How it was written: blind to the engine. Only the benchmark's contract
(``updates/__init__.py``), ``schema.py``, ``run.py`` (scoring), ``splits/__init__.py``,
``tests/test_updates_blind_splits.py``, ``splits/dev.py`` (for structure only) and lines 1-27 of
``splits/_dev_families.py`` were read; nothing under ``core/`` or ``docs/``, no other split, no git
history and no engine code. The split was never run through the engine or ``memlane-bench``;
only the shape test was run. Families, values, names and phrasings are this split's own.

Style: a WhatsApp-style family or friends' group chat (members ``A``/``B``/``C``, each scenario
with its own names) talking about a named person who is mostly not the speaker: gossip with
hedges ("apparently", "last I heard", "Mum says"), corrections by another member ("no, she's with
Castlegate Dental"), nicknames ("Teo", "Fen"), pronoun chains (the person named once, then
"she"/"he" over the next turns, the scored turn naming nobody), possessives ("Wilfried's car
insurance is with LV these days"), a change told inside a long multi-topic round-up, and
voice-dictated turns (lower case, no punctuation: about one turn in five, key turns and small
talk). The named person also speaks for themself in the same chat in about a third of the key
turns. Questions are mostly third person about the named person (about a third without "?"), a
bit over a quarter first person from the person themself ("which bank am I with").

Families (18): dentist, vet, energy, mobile, bank, insurer, team (supported or played for),
book_club, language, tutor (the kids'), cleaner (cleaner or dog walker), allotment, choir (choir
or community group), cafe (café or takeaway), physio (physio or therapist), landlord (landlord or
letting agent), partner, shifts (working days).

Ways a change is told: an explicit change verb ("has moved over to", "switched from"), a present
marker only ("these days", "now"), contrast ("not on Vodafone anymore, he's on giffgaff"), a
consequence ("her first bill from So Energy came", "the renewal from Hastings Direct came
through", "paid with a Monzo card"), a dated start ("since March", "since January"), reported
speech ("Ottoline said she's with Smarty now"), idiom ("jumped ship to", "got shot of", "gave
Sparkle and Shine the push"), and an answer to someone's question in the chat ("which vet? Dr
Hale's in Upton"). Must-not traps in the same register: a second value next to the first
(addition), an episode (a locum, a hire car, a fortnight abroad, a closed-for-refit week), a
relative's or a chat member's own change (other_person), a plan or wish ("thinking of switching",
"on the waiting list", "nothing booked") and the same value said again (restatement).

Counts per kind (146 scenarios, the same for every seed): replacement 18, third_party 17,
far_apart 15, correction 14, retraction 14, other_person 15, plan 15, time_bounded 14,
addition 12, restatement 12. far_apart changes are 160+ turns and 90+ days after the first
statement.

The seed varies only the small talk (the lines' text): names, key statements, questions, turn
counts, speakers and days are fixed across seeds."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev21_families_a import SPECS as _A
from ._dev21_families_b import SPECS as _B
from ._dev21_families_c import SPECS as _C
from ._dev21_families_d import SPECS as _D
from ._dev21_filler import small_talk
from ._dev21_spec import POOL, F, Spec

SPECS: tuple[Spec, ...] = (*_A, *_B, *_C, *_D)
LEAD, TAIL = F(2, 1.0), F(1, 0.5)  # small talk before the first and after the last key turn
STEP = 0.01  # days between consecutive key turns (minutes apart in the chat)


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[A-Za-z]+", text)}


def _pool() -> list[str]:
    """Chat members' names: none occurs in any scenario's text, subject or question."""
    taken: set[str] = set()
    for spec in SPECS:
        taken |= _words(f"{spec.subject} {spec.question} {spec.past or ''}")
        for item in spec.script:
            if isinstance(item, tuple):
                taken |= _words(item[1])
    return [name for name in POOL.split() if name.casefold() not in taken]


def _build(
    spec: Spec, sid: str, names: Iterator[str], rng: random.Random, seen: set[str]
) -> Scenario:
    keyed = [item for item in spec.script if isinstance(item, tuple)]
    used = {role[0] for role, _text in keyed}
    cast = {"S": spec.subject} | {r: next(names) for r in sorted((used | {"A", "B"}) - {"S"})}
    chatters = [cast[r] for r in sorted(cast) if r != "S"] + ([spec.subject] if "S" in used else [])
    seen |= {text for _role, text in keyed}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0
    for item in (LEAD, *spec.script, TAIL):
        if isinstance(item, F):
            for _ in range(item.n):
                day += item.days / item.n
                turns.append(
                    Turn(
                        chatters[len(turns) % len(chatters)],
                        small_talk(rng, seen, opener=not turns),
                        round(day, 3),
                    )
                )
            continue
        role, text = item
        day += STEP
        if role[1:]:
            marks[role[1:]] = len(turns)
        turns.append(Turn(cast[role[0]], text, round(day, 3)))
    first, second = marks["1"], marks["2"]
    current, other = (second, first) if spec.kind in CHANGE_KINDS else (first, second)
    past = spec.past if spec.kind in CHANGE_KINDS else None
    return Scenario(
        sid, spec.family, spec.kind, spec.subject, tuple(turns), current, other, spec.question, past
    )


def scenarios(seed: int = 0) -> list[Scenario]:
    """Deterministic per seed; the seed changes only the small-talk lines."""
    names = iter(_pool())
    seen: set[str] = set()
    numbers: Counter[tuple[str, str]] = Counter()
    out: list[Scenario] = []
    for spec in SPECS:
        numbers[spec.family, spec.kind] += 1
        sid = f"dev21-{spec.family}-{spec.kind}-{numbers[spec.family, spec.kind]}"
        out.append(_build(spec, sid, names, random.Random(f"dev21:{seed}:{sid}"), seen))
    return out
