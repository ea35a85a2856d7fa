"""Seeded small talk for the dev14 far-apart gaps: everyday questions to an assistant and chat.

Every exchange is a user line and the assistant's answer: unit conversions, tips and discounts,
recipe scaling, cooking and household questions, word meanings, spellings, rhymes, quick facts,
weather remarks, meal ideas and light chat (the fixed tables are in ``_dev14_talk``, the
numeric exchanges are generated here). None of it says anything about the families the split
scores (work, home, cars, phones, banks, health, people). Within one conversation no line is used
twice; across the split the wording is varied so that lines repeat as little as the pool allows.
"""

from __future__ import annotations

import random

from . import _dev14_talk as talk
from ._dev14_build import A, U


def _num(x: float, places: int = 1) -> str:
    text = f"{x:.{places}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _conversions() -> list[tuple[str, str, str]]:
    out = []
    for n in range(2, 31):
        out.append(
            (
                f"mi{n}",
                f"How far is {n} miles in kilometres?",
                f"{n} miles is about {_num(n * 1.609)} km.",
            )
        )
    for n in range(1, 26):
        out.append(
            (f"kg{n}", f"What's {n} kilos in pounds?", f"That's roughly {_num(n * 2.2046)} lb.")
        )
    for f in range(32, 106, 4):
        out.append(
            (f"f{f}", f"What's {f} Fahrenheit in Celsius?", f"About {_num((f - 32) * 5 / 9, 0)}°C.")
        )
    for n in range(1, 25):
        out.append(
            (
                f"in{n}",
                f"How many centimetres is {n} inches?",
                f"{n} inches is {_num(n * 2.54, 2)} cm.",
            )
        )
    for n in (1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 32):
        out.append(
            (
                f"oz{n}",
                f"Convert {n} ounces to grams for me?",
                f"{n} oz is about {_num(n * 28.35, 0)} g.",
            )
        )
    for q, word in ((0.25, "a quarter of a cup"), (0.5, "half a cup"), (0.75, "three quarters of a cup"),
                    (1, "one cup"), (1.5, "a cup and a half"), (2, "two cups"), (3, "three cups")):  # fmt: skip
        out.append(
            (
                f"cup{q}",
                f"How many millilitres is {word}?",
                f"Around {_num(q * 240, 0)} ml, using a 240 ml US cup.",
            )
        )
    for n in range(7, 21):
        out.append(
            (
                f"st{n}",
                f"What's {n} stone in kilograms?",
                f"{n} stone comes to about {_num(n * 6.35)} kg.",
            )
        )
    for n in (1, 2, 3, 4, 5, 6, 8, 10):
        out.append(
            (
                f"l{n}",
                f"Roughly how many pints in {n} litres?",
                f"Just under {_num(n * 1.76)} UK pints.",
            )
        )
    for feet, inch in ((5, 0), (5, 2), (5, 4), (5, 6), (5, 8), (5, 10), (6, 0), (6, 2), (6, 4)):
        metres = (feet * 12 + inch) * 0.0254
        out.append(
            (
                f"ht{feet}{inch}",
                f"How tall is {feet} foot {inch} in metres?",
                f"That's about {_num(metres, 2)} m.",
            )
        )
    return out


def _money() -> list[tuple[str, str, str]]:
    out = []
    for p in (10, 12.5, 15, 18, 20):
        for amt in range(20, 100, 5):
            cur = "£" if amt % 10 else "$"
            tip = amt * p / 100
            out.append((f"tip{p}-{amt}", f"What's a {_num(p)} percent tip on {cur}{amt}?",
                        f"{cur}{tip:.2f}, so {cur}{amt + tip:.2f} in total."))  # fmt: skip
    for p in (10, 15, 20, 25, 30, 40):
        for amt in (12, 18, 24, 30, 36, 45, 60, 75, 90, 120):
            cur = "£" if amt % 4 else "$"
            out.append((f"off{p}-{amt}", f"If something's {p}% off {cur}{amt}, what do I actually pay?",
                        f"You'd pay {cur}{amt * (100 - p) / 100:.2f}."))  # fmt: skip
    return out


_SCALE = (("flour", 250), ("sugar", 150), ("butter", 120), ("rice", 300), ("pasta", 400), ("oats", 90),
          ("lentils", 200), ("cheese", 180))  # fmt: skip


def _scaling() -> list[tuple[str, str, str]]:
    out = []
    for ing, grams in _SCALE:
        for serves, want in ((4, 6), (4, 2), (6, 4), (2, 5), (8, 3)):
            need = grams * want / serves
            out.append((f"sc-{ing}-{serves}-{want}",
                        f"A recipe for {serves} uses {grams}g of {ing}. How much for {want} people?",
                        f"Scale it to {_num(need, 0)}g of {ing}."))  # fmt: skip
    return out


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _days() -> list[tuple[str, str, str]]:
    out = []
    for i, day in enumerate(_WEEKDAYS):
        for n in (3, 5, 9, 10, 12, 17):
            out.append((f"day{i}-{n}", f"If today's {day}, what day will it be in {n} days?",
                        f"It'll be a {_WEEKDAYS[(i + n) % 7]}."))  # fmt: skip
    return out


_ASKS = ("", "Quick question: ", "Random one, ", "Hey, ", "Can you help? ", "Out of interest, ")
_THANKS = ("", " Hope that helps.", " Anything else?", " Happy to help.")


def _ask(prefix: str, text: str) -> str:
    if not prefix or prefix.endswith("? ") or text.startswith(("I ", "I'")):
        return prefix + text
    return prefix + text[:1].lower() + text[1:]


def _pool() -> list[tuple[str, list[str], list[str]]]:
    """(key, user wordings, assistant wordings) for every exchange."""
    questions: list[tuple[str, str, str]] = [*_conversions(), *_money(), *_scaling(), *_days()]
    questions += [(f"cook{i}", q, a) for i, (q, a) in enumerate(talk.COOKING)]
    questions += [(f"hh{i}", q, a) for i, (q, a) in enumerate(talk.HOUSEHOLD)]
    questions += [(f"fact{i}", q, a) for i, (q, a) in enumerate(talk.FACTS)]
    questions += [
        (f"def-{w}", f"What does '{w}' mean?", f"'{w.capitalize()}' means {m}.")
        for w, m in talk.DEFINITIONS
    ]
    questions += [
        (f"syn-{w}", f"What's another word for {w}?", f"You could say {s}.")
        for w, s in talk.SYNONYMS
    ]
    questions += [(f"sp-{r}", f"Is it '{w}' or '{r}'?", f"It's '{r}'.") for r, w in talk.SPELLING]
    questions += [(f"rh-{w}", f"What rhymes with {w}?", a) for w, a in talk.RHYMES]
    for ing, ideas in talk.MEALS:
        for i, when in enumerate(talk.MEAL_TIMES):
            questions.append(
                (
                    f"meal-{ing}-{i}",
                    f"Got some {ing} to use up. Idea for {when}?",
                    f"How about {ideas[i]}?",
                )
            )
    pool = [(key, [_ask(p, q) for p in _ASKS], [a, *(a + s for s in _THANKS[1:])])
            for key, q, a in questions]  # fmt: skip
    for weather, replies in talk.WEATHER:
        for i, when in enumerate(talk.WHEN):
            line = (
                f"It's {weather} out {when}."
                if when != "tonight"
                else f"It's so {weather} tonight."
            )
            pool.append((f"w-{weather}-{i}", [line], [replies[i]]))
    pool += [(f"chat{i}", [u], [a]) for i, (u, a) in enumerate(talk.CHAT)]
    return pool


class SmallTalk:
    """``small_talk(rng, n)`` -> n alternating (U, text), (A, text) rows. ``taken`` holds the
    split's fixed lines, which small talk never repeats; lines used by earlier gaps are avoided
    while another wording is left."""

    def __init__(self, taken: set[str]) -> None:
        self.taken = set(taken)
        self.used: set[str] = set()
        self.pool = _pool()

    def __call__(self, rng: random.Random, n: int) -> list[tuple[str, str]]:
        order = list(range(len(self.pool)))
        rng.shuffle(order)
        pairs = (n + 1) // 2
        if pairs > len(order):
            raise ValueError("small-talk pool too small")
        rows: list[tuple[str, str]] = []
        seen: set[str] = set()
        for index in order:
            if len(rows) >= 2 * pairs:
                break
            _key, asks, answers = self.pool[index]
            blocked = self.taken | seen
            combos = [
                (q, a) for q in asks for a in answers if q not in blocked and a not in blocked
            ]
            if not combos:
                continue
            fresh = [(q, a) for q, a in combos if q not in self.used and a not in self.used]
            q, a = rng.choice(fresh or combos)
            self.used |= {q, a}
            seen |= {q, a}
            rows += [(U, q), (A, a)]
        return rows[:n]
