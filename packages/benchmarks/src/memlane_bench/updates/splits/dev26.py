"""dev26: a blind knowledge-update split of voice-assistant transcripts (see below).

How it was written
------------------
Blind to the engine. Read only the contract (``updates/__init__.py``), ``schema.py``, the scoring
(``run.py``), the split loader (``splits/__init__.py``), the shape test
(``tests/test_updates_blind_splits.py``), ``splits/dev.py`` for structure only and lines 1-27 of
``splits/_dev_families.py``. No engine code, docs, other splits, git history or engine runs; the
only engine-side command run was the shape test. Every key turn is worded by hand, one by one.

Register
--------
Every turn is a speech-to-text transcript of someone talking to a personal assistant: little or
no punctuation, run-ons joined with "and"/"so"/"and then", fillers (um, uh, like, you know, I
mean), false starts and self-repairs ("she's moved — no sorry she's moving"), transcription slips
(planner/plumber, physics/physiotherapy, phonetic names: "Gregor um Grzegorz"), numbers as words
or digits, dictation capitalisation, and "full stop"/"period"/"new line" said by accident. Speakers
differ: short bursts, ramblers, older people dictating ("Hello. This is Wilfred."), drivers and
cooks interrupting themselves, and other people speaking into the user's device ("this is Halina
the wife of ...", "Owain here on Rhys's phone", a carer, a grandson, a colleague).

Families (20)
-------------
residence, employer, job_title, partner, pet, vehicle, diet, gp_practice, medication, exercise,
commute, bank, mobile_phone, volunteering, work_hours, sports_fandom, instrument, hairdresser,
broadband, course_of_study.

How a change is told
--------------------
Outcomes rather than statements ("got the keys Saturday ... properly out in Sutton", "last day at
Sainsbury's was Friday"), retractions by event ("had to have Monty put to sleep", "let my
membership lapse"), corrections of a dictation error in the next breath ("that should say plumber
not planner"), corrections of the wrong detail only ("the 21 not the 12"), reports by someone else
holding the user's phone, and far-apart changes told in passing 150+ turns and 60+ days later.

Must-not traps
--------------
additions worded like a change ("I've got a new job Saturday mornings"), episodes worded like a
move ("basically I'm living in Glasgow for the next six weeks", a courtesy car, a locum),
plans worded like done things ("offer accepted ... we're off to Woodbridge in the spring", "I've
ordered the MG4"), a relative's or housemate's change told by the user or by the relative on
the user's device, and restatements in other words ("we never did move in the end", a phone
number read back as words).

Counts per kind (seed-independent)
-----------------------------------
replacement 22, correction 14, retraction 12, third_party 12, far_apart 10 (70 change, 53%);
addition 12, time_bounded 12, other_person 12, plan 13, restatement 12 (61 must-not); 131 in all.
39 of the 70 change scenarios carry a past question. Questions vary in wording; few say "now",
some end without "?" ("Aoife's current job"). The seed changes only the small talk (which lines,
how many, who says them); the key turns, people, questions and kinds are fixed.
"""

from __future__ import annotations

import random

from ..schema import Scenario, Turn
from ._dev26_a import SPECS as _A
from ._dev26_b import SPECS as _B
from ._dev26_c import SPECS as _C
from ._dev26_d import SPECS as _D
from ._dev26_talk import HOUSE_LINES, SUBJECT_LINES, TOPIC, K, Spec, generated

SPECS: tuple[Spec, ...] = _A + _B + _C + _D

# Housemates / friends who use the same device in the small talk (one per scenario).
_HOUSEMATES = (
    "Abelard", "Bronagh", "Caspian", "Dilys", "Eberhard", "Fionnuala", "Gaspard", "Hesketh", "Ilse",
    "Jocasta", "Kasimir", "Leocadia", "Mungo", "Nerys", "Orsolya", "Peregrine", "Quilla", "Radomir",
    "Sabella", "Thaddeus", "Ulla", "Vasco", "Wynona", "Xerxes", "Ysolde", "Zebedee", "Aurelio",
    "Blodwen", "Crispin", "Drusilla", "Evander", "Fenwick", "Gwenllian", "Horatio", "Isadora",
    "Jethro", "Kezia", "Lysette", "Montague", "Nesta", "Oriel", "Perpetua", "Quincy", "Rollo",
    "Saffron", "Tancred", "Ursula", "Valdis", "Wystan", "Yevgenia", "Zephyrine", "Alaric", "Berenice",
    "Cadfael", "Damaris", "Eulalia", "Florimond", "Griselda", "Hywel", "Iolanthe", "Jago", "Keturah",
    "Lowri", "Melisande", "Norberto", "Olwen", "Pasco", "Rhiannon", "Sigrun", "Torquil", "Undine",
    "Vashti", "Wilmot", "Xanthippe", "Yestin", "Zillah", "Ambrosine", "Bevis", "Cerys", "Dunstan",
    "Elowen", "Faramond", "Gaynor", "Hilaire", "Ivo", "Jessamy", "Kenelm", "Loveday", "Merrick",
    "Nonie", "Osric", "Petronella", "Ramsay", "Senara", "Tegwen", "Ulick", "Verity", "Wendeline",
    "Yorath", "Zenobia", "Anselm", "Briallen", "Caradoc", "Demelza", "Emrys", "Fleur", "Gawain",
    "Honora", "Idwal", "Jenifer", "Kerensa", "Lucan", "Morwenna", "Ninian", "Oswin", "Pryderi",
    "Rozenn", "Sulien", "Tristram", "Unity", "Vortigern", "Winnoc", "Yseult", "Zachary", "Aldous",
    "Bettany", "Cuthbert", "Delyth", "Eilidh", "Fergal", "Gruffydd", "Hephzibah", "Isolabella",
    "Jolyon", "Kinvara", "Leofric", "Mirabel", "Noreen", "Oenone", "Piran", "Roscoe",
)  # fmt: skip


def _housemates() -> list[str]:
    taken = {s.subject.casefold() for s in SPECS}
    taken |= {k.who.casefold() for s in SPECS for k in s.script if isinstance(k, K) and k.who}
    return [n for n in _HOUSEMATES if n.casefold() not in taken]


def _build(spec: Spec, sid: str, seed: int, mate: str) -> Scenario:
    rng = random.Random(f"dev26|{seed}|{sid}")
    own = list(SUBJECT_LINES)
    house = list(HOUSE_LINES)
    topic = list(TOPIC[spec.family])
    for pool in (own, house, topic):
        rng.shuffle(pool)
    used = {k.text for k in spec.script if isinstance(k, K)}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0
    for at, item in enumerate(spec.script):
        if isinstance(item, K):
            day = item.day
            if item.tag in ("c", "o"):
                marks[item.tag] = len(turns)
            turns.append(Turn(item.who or spec.subject, item.text, day))
            continue
        long = item >= 30
        count = item + (rng.randint(0, 12) if long else rng.randint(0, 1))
        nxt = next((k.day for k in spec.script[at + 1 :] if isinstance(k, K)), day + 1.5)
        for j in range(count):
            roll = rng.random()
            speaker = spec.subject
            if topic and roll < (0.05 if long else 0.25):
                text = topic.pop()
            elif house and roll < (0.15 if long else 0.5):
                speaker, text = mate, house.pop()
            elif own and roll < (0.3 if long else 1.0):
                text = own.pop()
            else:
                if rng.random() < 0.15:
                    speaker = mate
                text = generated(rng)
                while text in used:
                    text = generated(rng)
            used.add(text)
            turns.append(Turn(speaker, text, round(day + (nxt - day) * (j + 1) / (count + 1), 3)))
    return Scenario(sid, spec.family, spec.kind, spec.subject, tuple(turns), marks["c"], marks["o"],
                    spec.question, spec.past)  # fmt: skip


def scenarios(seed: int = 0) -> list[Scenario]:
    mates = _housemates()
    counts: dict[tuple[str, str], int] = {}
    out = []
    for i, spec in enumerate(SPECS):
        n = counts[(spec.family, spec.kind)] = counts.get((spec.family, spec.kind), 0) + 1
        out.append(_build(spec, f"dev26-{spec.family}-{spec.kind}-{n}", seed, mates[i]))
    return out
