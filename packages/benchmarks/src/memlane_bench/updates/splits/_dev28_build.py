"""Spec helpers and the builder of the dev28 split (see dev28.py for how the split was written).

A spec lists the turns of one scenario in order: ``a(...)`` the earlier scored statement, ``b(...)``
the later one, ``x(...)`` a fixed context turn (a question from someone, a near-miss remark) and
``f(n, days)`` a block of ``n`` small-talk turns spread over ``days`` days. Only the small talk
depends on the seed; every scored turn, its speaker and its place are fixed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev28_filler import small_talk


@dataclass(frozen=True)
class Said:
    mark: str  # "A" earlier scored statement, "B" later scored statement, "X" fixed context
    speaker: str
    text: str
    gap: float  # days after the previous turn


@dataclass(frozen=True)
class Talk:
    n: int
    days: float


@dataclass(frozen=True)
class Spec:
    key: str
    family: str
    kind: str
    register: str  # teen, carer, biz, esl:<background>
    subject: str
    question: str
    turns: tuple[Said | Talk, ...]
    past: str | None = None


def a(speaker: str, text: str, gap: float = 0.3) -> Said:
    return Said("A", speaker, text, gap)


def b(speaker: str, text: str, gap: float = 0.3) -> Said:
    return Said("B", speaker, text, gap)


def x(speaker: str, text: str, gap: float = 0.05) -> Said:
    return Said("X", speaker, text, gap)


def f(n: int, days: float = 1.0) -> Talk:
    return Talk(n, days)


def spec(key: str, family: str, kind: str, register: str, subject: str, question: str, *turns: Said | Talk,
         past: str | None = None) -> Spec:  # fmt: skip
    return Spec(key, family, kind, register, subject, question, tuple(turns), past)


# Friends who carry the small talk, one per scenario (names used by a spec are skipped).
FRIENDS = (
    "Anouska", "Benedikt", "Cressida", "Dafydd", "Eilidh", "Florin", "Gulnara", "Hallvard", "Ilse", "Jurgita",
    "Kerensa", "Lorcan", "Mehmet", "Nadira", "Osvaldo", "Petronella", "Quilla", "Radomir", "Sigrun", "Tancredi",
    "Ulla", "Vesna", "Wenonah", "Xanthe", "Yevgenia", "Zbigniew", "Aurelio", "Brigid", "Casimir", "Dunja",
    "Evander", "Filippa", "Gaspard", "Henrike", "Ignatius", "Jovana", "Kasimir", "Leocadia", "Mireille", "Nikita",
    "Octavia", "Pranav", "Rosamund", "Svetlana", "Tadhg", "Ursula", "Vidar", "Wilhelmina", "Yolande", "Zenobia",
    "Alaric", "Bettina", "Cyprian", "Desdemona", "Eamon", "Fenella", "Gwilym", "Hortense", "Isidro", "Jocasta",
    "Kjell", "Lavinia", "Mstislav", "Nerys", "Orsolya", "Perpetua", "Ragnhild", "Seraphina", "Thaddeus", "Uchenna",
    "Valdis", "Wolfram", "Yaroslav", "Zuleika", "Ambrose", "Berenice", "Cormac", "Drusilla", "Erasmus", "Fionnuala",
    "Gervase", "Hermione", "Iolanthe", "Jaroslav", "Ksenia", "Leontyne", "Marguerite", "Nilufar", "Oisin", "Philippa",
    "Rasmus", "Sunniva", "Tiberius", "Undine", "Veronika", "Wendell", "Yvaine", "Zebedee", "Artemis", "Bronislava",
    "Clemency", "Dorcas", "Eulalia", "Fridtjof", "Gudrun", "Honoria", "Ingeborg", "Jerzy", "Kallisto", "Lucasta",
    "Melisande", "Norberto", "Ottoline", "Peregrine", "Rosalba", "Sabela", "Teodora", "Ulrike", "Valborg", "Winifreda",
    "Ysolde", "Zygmunt", "Anselm", "Blodwen", "Clotilde", "Demetrius", "Ermengarde", "Ferelith", "Grizel", "Hyacinth",
    "Isaura", "Jessamy", "Kunigunde", "Leofric", "Morwenna", "Nikephoros", "Olwen", "Pelagia", "Quirinus", "Radegund",
    "Sidonie", "Theodric", "Umberto", "Violetta", "Wystan", "Xiomara", "Yseult", "Zosimo", "Adalbert", "Bathsheba",
)  # fmt: skip


def _names(s: Spec) -> set[str]:
    return {s.subject.casefold(), *(t.speaker.casefold() for t in s.turns if isinstance(t, Said))}


def build(specs: list[Spec], seed: int) -> list[Scenario]:
    taken: set[str] = set()
    for s in specs:
        taken |= _names(s)
    friends = iter(name for name in FRIENDS if name.casefold() not in taken)
    out: list[Scenario] = []
    for s in specs:
        out.append(_scenario(s, next(friends), seed))
    return out


def _scenario(s: Spec, friend: str, seed: int) -> Scenario:
    rng = random.Random(f"dev28:{seed}:{s.key}")
    said = [t for t in s.turns if isinstance(t, Said)]
    user = next(t.speaker for t in said if t.mark == "A")
    items: list[Said | Talk] = list(s.turns)
    shape = random.Random(f"dev28:shape:{s.key}")  # how many small-talk turns: the same for every seed
    if not isinstance(items[0], Talk):
        items.insert(0, Talk(shape.randint(1, 3), 0.4))
    if not isinstance(items[-1], Talk):
        items.append(Talk(shape.randint(1, 2), 0.5))
    used = {t.text for t in said}
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    day = 0.0
    for item in items:
        if isinstance(item, Said):
            day += item.gap
            if item.mark != "X":
                marks[item.mark] = len(turns)
            turns.append(Turn(item.speaker, item.text, round(day, 3)))
            continue
        step = item.days / max(item.n, 1)
        for who, text in small_talk(rng, s.register, item.n, used):
            day += step
            turns.append(Turn(user if who == "user" else friend, text, round(day, 3)))
    first, later = marks["A"], marks["B"]
    change = s.kind in CHANGE_KINDS
    current, other = (later, first) if change else (first, later)
    return Scenario(f"dev28-{s.key}-{s.family}", s.family, s.kind, s.subject, tuple(turns), current, other,
                    s.question, s.past if change else None)  # fmt: skip
