"""Builder of the held-out test5 split (do not open when working on the engine).

A ``Spec`` holds the fixed part of one scenario: the earlier and the later key statement (worded
by hand), who says them, the question(s), how many days and small-talk turns lie between. The
builder wraps them in seeded small talk: the seed picks the small talk only, never a key turn."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._test5_filler import DID, FOLLOW, GENERAL, PAL, REACT, SHORT, TAIL, TOPIC, WHEN, WHO

PAL_SPEAKER = "pal"  # ``by``/``old_by`` value: the scenario's companion says it

_TOPIC_OF = {
    "job": "job", "home": "home", "car": "car", "phone": "phone", "pet": "pet", "partner": "partner",
    "study": "study", "manager": "manager", "diet": "diet", "allergy": "allergy", "band": "band",
    "commute": "commute", "gym": "gym", "language": "language", "favourite_food": "food", "doctor": "doctor",
    "dentist": "dentist", "bank": "bank", "insurance": "insurance", "hairdresser": "hair",
    "streaming": "streaming", "volunteering": "volunteer", "hobby_club": "hobby", "childcare": "childcare",
    "coffee": "coffee", "vet": "vet", "surname": "name", "football": "team", "broadband": "utility",
    "energy": "utility", "therapy": "therapy",
}  # fmt: skip


@dataclass(frozen=True)
class Spec:
    kind: str
    family: str
    subject: str
    reg: str  # care | low | voice | terse: how the small talk of this user is typed
    old: str  # the earlier key statement
    new: str  # the later key statement
    question: str
    past: str | None = None
    by: str | None = None  # speaker of ``new``: None = the subject, PAL_SPEAKER or a name
    old_by: str | None = None  # speaker of ``old``: None = the subject, or a name (the chat's user)
    gap: float = 30.0  # days from ``old`` to ``new``
    mid: int = 3  # small-talk turns between
    pre: int = 1
    post: int = 1
    between: tuple[str, ...] = ()  # fixed turns of the chat's user between the two, mid-way


def K(kind: str, family: str, subject: str, reg: str, old: str, new: str, question: str,
      past: str | None = None, **kw: object) -> Spec:  # fmt: skip
    return Spec(kind, family, subject, reg, old, new, question, past, **kw)  # type: ignore[arg-type]


def names_of(spec: Spec) -> set[str]:
    return {n for n in (spec.subject, spec.by, spec.old_by) if n and n != PAL_SPEAKER}


def _styled(text: str, reg: str) -> str:
    if reg == "low":
        return text.lower().rstrip(".")
    if reg == "voice":
        out = text.replace(",", "").replace(" — ", " ").replace("!", "")
        out = re.sub(r"\. ([A-Z])(?=[a-z])", lambda m: " " + m.group(1).lower(), out).replace(". ", " ")
        return out.rstrip(".")
    return text


def _line(rng: random.Random, spec: Spec, pal: bool, long: bool, used: set[str]) -> str:
    for _ in range(200):
        if pal:
            if long or rng.random() < 0.3:
                text = f"{rng.choice(REACT)}, {rng.choice(FOLLOW)}"
            else:
                text = rng.choice(PAL)
        else:
            roll = rng.random()
            topic = TOPIC[_TOPIC_OF[spec.family]]
            if roll < 0.22:
                text = rng.choice(topic)
            elif spec.reg == "terse":
                short = f"{rng.choice(DID).capitalize()} {rng.choice(WHEN)}."
                text = rng.choice(SHORT) if not long or roll < 0.4 else short
            elif long and roll < 0.8:
                text = f"{rng.choice(WHO)} {rng.choice(DID)} {rng.choice(WHEN)}{rng.choice(TAIL)}"
            else:
                text = rng.choice(GENERAL)
            text = _styled(text, spec.reg)
        if text not in used:
            used.add(text)
            return text
    raise RuntimeError(f"test5: ran out of small talk for {spec.subject}")


def build(spec: Spec, seed: int, pal: str) -> Scenario:
    rng = random.Random(f"memlane-test5-{seed}-{spec.subject}")
    user = spec.old_by or spec.subject
    new_by = pal if spec.by == PAL_SPEAKER else (spec.by or spec.subject)
    used = {spec.old, spec.new, *spec.between}
    long = spec.mid > 20
    turns: list[Turn] = []
    day = 0.0

    def say(who: str, text: str, step: float) -> int:
        nonlocal day
        day += step
        turns.append(Turn(who, text, round(day, 3)))
        return len(turns) - 1

    def chat(n: int, step: float) -> None:
        for _ in range(n):
            is_pal = bool(turns) and turns[-1].speaker != pal and rng.random() < 0.35
            say(pal if is_pal else user, _line(rng, spec, is_pal, long, used), step)

    chat(spec.pre, 0.3)
    old = say(user, spec.old, 0.2)
    step = spec.gap / (spec.mid + len(spec.between) + 1)
    half = spec.mid // 2
    chat(half, step)
    for text in spec.between:
        say(user, text, step)
    chat(spec.mid - half, step)
    new = say(new_by, spec.new, step)
    chat(spec.post, 0.05)
    current, other = (new, old) if spec.kind in CHANGE_KINDS else (old, new)
    sid = f"test5-{spec.family}-{spec.kind}-{spec.subject.casefold()}"
    return Scenario(sid, spec.family, spec.kind, spec.subject, tuple(turns), current, other, spec.question,
                    spec.past)  # fmt: skip


# Companions (a friend, partner or relative in the chat), one per scenario, never a subject.
PALS = (
    "Agnetha", "Bramwell", "Cerys", "Dorian", "Elspeth", "Fenella", "Gaspard", "Hermione", "Ishbel", "Jago",
    "Kenelm", "Lettice", "Mungo", "Nerys", "Orson", "Pippa", "Quillon", "Roderick", "Sybil", "Tristram",
    "Ursula", "Verity", "Wystan", "Xanthe", "Yorick", "Zinnia", "Aled", "Blodwen", "Cadfael", "Dilys",
    "Eirlys", "Ffion", "Gareth", "Heulwen", "Iestyn", "Jocasta", "Kester", "Lowri", "Meirion", "Nesta",
    "Olwen", "Padraig", "Rhodri", "Sorcha", "Tegwen", "Uchenna", "Vaughan", "Wynne", "Xenia", "Yestin",
    "Zebedee", "Aurelie", "Bertille", "Corentin", "Delphie", "Eudes", "Fabrice", "Gaetane", "Honore", "Ines",
    "Josse", "Killian", "Laetitia", "Mireille", "Nolwenn", "Oriane", "Pierrick", "Quitterie", "Romane", "Solene",
    "Tanguy", "Ulysse", "Victoire", "Wandrille", "Yvelise", "Zephyrine", "Abebe", "Bisi", "Chidi", "Dayo",
    "Ebele", "Funmi", "Gbenga", "Hadiza", "Ifeoma", "Jumoke", "Kelechi", "Lanre", "Mobolaji", "Nkechi",
    "Obinna", "Peju", "Remi", "Segun", "Tobenna", "Uzoma", "Wale", "Yetunde", "Zainabu", "Anwar",
    "Basma", "Dalia", "Faris", "Ghada", "Hisham", "Jumana", "Karim", "Lamis", "Marwan", "Nadia",
    "Qusay", "Rima", "Samir", "Tariq", "Walid", "Yasmin", "Ziad", "Akemi", "Botan", "Chihiro",
    "Daichi", "Emiko", "Fumiko", "Goro", "Haruki", "Isamu", "Junko", "Kaede", "Mamoru", "Natsuki",
    "Osamu", "Rin", "Sachiko", "Takumi", "Umeko", "Yoshi", "Zenji", "Anneke", "Bram", "Cornelis",
)
