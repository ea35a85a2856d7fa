"""The dev split: generated from the dev families × phrasings × distractors (deterministic per
seed). Tuning happens here only; see the package docstring for the split rule."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..schema import Scenario, Turn
from ._dev_families import FAMILIES, Family

NAMES = ["Priya", "Maya", "Jonas", "Aisha", "Bjorn", "Carmen", "Dmitri", "Esme", "Femi", "Gwen", "Hamid", "Ingrid", "Jamal", "Keiko", "Lars", "Lucia", "Mateo", "Nia", "Omar", "Paula", "Quentin", "Rania", "Soren", "Tamsin", "Umar", "Vera", "Wren", "Xavi", "Yara", "Zoltan", "Amara", "Bastian", "Celine", "Dario", "Eliska", "Fatima", "Goran", "Helga", "Idris", "Janneke", "Kofi", "Linnea", "Malik", "Noor", "Orla", "Pietro", "Rosalind", "Sanjay", "Thea", "Ulrich", "Valentina", "Wiebke", "Yusuf", "Zainab", "Anouk", "Bruno", "Chiara", "Dev", "Emeka", "Freya", "Gustavo", "Hollis", "Imani", "Joaquin", "Kirsten", "Lorenzo", "Marisol", "Nikolai", "Odette", "Pax", "Renata", "Selim", "Tova", "Uriel", "Vikram", "Willa", "Ximena", "Yannick", "Zelda", "Arjun", "Beatriz", "Cosmo", "Delphine", "Ezra", "Flora", "Gideon", "Hyun", "Isolde", "Jude", "Kalani", "Leopold", "Magnus", "Nell", "Ottilie", "Parveen", "Ruben", "Saoirse", "Tobias"]

# Chit-chat turns: about the subject's life but no relation of the scenario's family.
CHATTER = (
    "I went hiking in the hills on Saturday and the view was amazing.",
    "I finished reading a great mystery novel last night.",
    "We had a barbecue with the neighbours, it was loud but fun.",
    "The garden tomatoes are finally ripe.",
    "I baked banana bread this morning.",
    "My laptop keeps crashing, I need to get it fixed.",
    "I watched a documentary about octopuses, they're so smart.",
    "It rained all day so I stayed in and did a puzzle.",
    "I'm trying to drink more water this week.",
    "The new season of that cooking show is out.",
    "I repainted the bathroom, it's sea green now.",
    "My knee hurts a bit after the run.",
    "We played board games until midnight.",
    "I found a nice little bakery around the corner.",
    "The train was delayed again this morning.",
    "I bought new running shoes on sale.",
)
FRIEND_CHATTER = (
    "How was your week?",
    "That sounds lovely, send me photos!",
    "Haha, same here honestly.",
    "Did you see the match last night?",
    "I can't believe it's already autumn.",
    "We should grab coffee soon.",
    "My sister just had a baby girl!",
    "I'm so tired, work has been crazy.",
)


# Long stretches of small talk (changes hundreds of turns apart) are built from these, so that
# they do not repeat one sentence dozens of times.
ACTIVITIES = (
    "went for a long walk by the canal", "tried a new ramen place downtown", "cleaned out the garage", "watched two episodes of a crime show",
    "fixed the wobbly kitchen table", "baked cinnamon rolls", "called my grandmother", "finished a thousand-piece puzzle",
    "went to a pottery workshop", "played tennis with a neighbour", "read half of a fantasy novel", "planted herbs on the balcony",
    "went to a jazz concert", "painted the fence", "took the dog of a friend to the park", "sorted old photos",
    "tried a yoga video", "organised the bookshelf", "made a huge pot of soup", "went to the farmers market",
    "helped a friend move a sofa", "watched the sunset from the hill", "learned a card trick", "repaired a bike tyre",
    "visited the science museum", "wrote some postcards", "went swimming at the lake", "had a picnic in the park",
)  # fmt: skip
WHEN = ("yesterday", "this morning", "on Saturday", "last night", "after lunch", "on Sunday", "earlier today", "on Friday evening")
FRIEND_LINES = (
    "That sounds fun!", "Nice, how was it?", "Haha, I love that.", "Oh wow, tell me more.", "Same here this week.",
    "Sounds relaxing.", "I should try that too.", "Good for you!", "Was it busy?", "Send pictures!",
)  # fmt: skip


def _small_talk(rng: random.Random) -> str:
    return f"I {rng.choice(ACTIVITIES)} {rng.choice(WHEN)}."


def _pick(rng: random.Random, options: tuple[str, ...]) -> str:
    return options[rng.randrange(len(options))]


class _Builder:
    """Turns of one scenario, with distractors around the key statements."""

    def __init__(self, rng: random.Random, subject: str, friend: str) -> None:
        self.rng, self.subject, self.friend = rng, subject, friend
        self.turns: list[Turn] = []
        self.day = 0.0

    def say(self, speaker: str, text: str, *, days: float = 0.0) -> int:
        self.day += days
        self.turns.append(Turn(speaker, text, round(self.day, 3)))
        return len(self.turns) - 1

    def chatter(self, n: int, *, days: float = 0.0, other_facts: tuple[str, ...] = ()) -> None:
        """``n`` distractor turns over ``days`` days: small talk, the subject's statements of
        other families (``other_facts``, each once) and a friend's turns."""
        step = days / max(n, 1)
        pending = list(other_facts)
        for _ in range(n):
            roll = self.rng.random()
            if pending and roll < 0.25:
                self.say(self.subject, pending.pop(0), days=step)
            elif roll < 0.6:
                line = _pick(self.rng, CHATTER) if n < 10 else _small_talk(self.rng)
                self.say(self.subject, line, days=step)
            else:
                line = _pick(self.rng, FRIEND_CHATTER) if n < 10 else _pick(self.rng, FRIEND_LINES + FRIEND_CHATTER)
                self.say(self.friend, line, days=step)


def _fill(template: str, value: str, old: str = "", p: str = "") -> str:
    text = template.format(v=value, old=old, p=p)
    return text[0].upper() + text[1:]


def _other_facts(rng: random.Random, family: Family) -> tuple[str, ...]:
    """Standing statements of two other families (different slot, same subject)."""
    others = [f for f in FAMILIES if f.name != family.name]
    rng.shuffle(others)
    return tuple(_fill(_pick(rng, f.state), f.values[rng.randrange(len(f.values))][0]) for f in others[:2])


def _scenarios_of(family: Family, rng: random.Random, names: Iterator[str]) -> Iterator[Scenario]:
    def new(kind: str, n: int) -> tuple[str, _Builder, str, str, str]:
        old, value = family.values[(n + len(kind)) % len(family.values)]
        subject, friend = next(names), next(names)
        return f"{family.name}-{kind}-{n}", _Builder(rng, subject, friend), old, value, subject

    def unrelated_value(n: int, kind: str, side: int = 1) -> str:  # neither the old nor the new value
        return family.values[(n + len(kind) + 1) % len(family.values)][side]

    def question(p: str, n: int) -> str:
        return family.questions[n % len(family.questions)].format(p=p)

    def past(p: str, n: int) -> str | None:
        return family.past_questions[n % len(family.past_questions)].format(p=p) if family.past_questions else None

    def scenario(sid: str, kind: str, b: _Builder, current: int, other: int, p: str, n: int) -> Scenario:
        change = kind in ("replacement", "retraction", "correction", "third_party", "far_apart")
        return Scenario(sid, family.name, kind, p, tuple(b.turns), current, other, question(p, n + len(kind)),
                        past(p, n) if change and kind != "retraction" else None)  # fmt: skip

    for n in range(len(family.change)):  # replacements, one per change phrasing
        sid, b, old, value, p = new("replacement", n)
        extra = _other_facts(rng, family)
        b.chatter(1)
        first = b.say(p, _fill(_pick(rng, family.state), old))
        b.chatter(rng.randint(2, 5), days=rng.uniform(20, 90), other_facts=extra)
        if family.third_state:
            b.say(p, _fill(_pick(rng, family.third_state), unrelated_value(n, "replacement")), days=1)
        last = b.say(p, _fill(family.change[n], value, old), days=rng.uniform(1, 30))
        b.chatter(rng.randint(0, 2), days=1)
        yield scenario(sid, "replacement", b, last, first, p, n)
    for n, template in enumerate(family.retract):
        sid, b, old, _value, p = new("retraction", n)
        first = b.say(p, _fill(_pick(rng, family.state), old))
        b.chatter(rng.randint(2, 5), days=rng.uniform(20, 90), other_facts=_other_facts(rng, family))
        last = b.say(p, _fill(template, old), days=2)
        yield scenario(sid, "retraction", b, last, first, p, n)
    for n, template in enumerate(family.correction):
        sid, b, old, value, p = new("correction", n)
        first = b.say(p, _fill(_pick(rng, family.state), old))
        b.chatter(rng.randint(1, 3), days=0.01)
        last = b.say(p, _fill(template, value, old), days=0.01)
        yield scenario(sid, "correction", b, last, first, p, n)
    for n, template in enumerate(family.reported):
        sid, b, old, value, p = new("third_party", n)
        first = b.say(p, _fill(_pick(rng, family.state), old))
        b.chatter(rng.randint(2, 4), days=rng.uniform(30, 120))
        last = b.say(b.friend, _fill(template, value, old, p), days=3)
        yield scenario(sid, "third_party", b, last, first, p, n)
    sid, b, old, value, p = new("far_apart", 0)  # hundreds of turns between
    first = b.say(p, _fill(family.state[0], old))
    b.chatter(rng.randint(200, 320), days=rng.uniform(120, 300), other_facts=_other_facts(rng, family))
    last = b.say(p, _fill(_pick(rng, family.change), value, old), days=2)
    yield scenario(sid, "far_apart", b, last, first, p, 0)
    must_not = (("addition", family.addition), ("time_bounded", family.episodic), ("plan", family.plan), ("restatement", family.restate))
    for kind, templates in must_not:
        for n, template in enumerate(templates):
            sid, b, old, value, p = new(kind, n)
            first = b.say(p, _fill(_pick(rng, family.state), old))
            b.chatter(rng.randint(1, 4), days=rng.uniform(5, 60), other_facts=_other_facts(rng, family))
            later = b.say(p, _fill(template, old if kind == "restatement" else value, old), days=rng.uniform(1, 20))
            b.chatter(rng.randint(0, 2), days=1)
            yield scenario(sid, kind, b, first, later, p, n)
    for n in range(2):  # someone else's state: another speaker's own, or a relative's
        sid, b, old, value, p = new("other_person", n)
        first = b.say(p, _fill(_pick(rng, family.state), old))
        b.chatter(rng.randint(1, 3), days=rng.uniform(5, 40))
        if n == 0 or not family.third_state:
            later = b.say(b.friend, _fill(_pick(rng, family.change), value, unrelated_value(n, kind, 0)), days=2)
        else:
            later = b.say(p, _fill(_pick(rng, family.third_state), value), days=2)
        yield scenario(sid, "other_person", b, first, later, p, n)


def scenarios(seed: int = 0) -> list[Scenario]:
    rng = random.Random(f"memlane-updates-dev-{seed}")
    pool = list(NAMES)
    rng.shuffle(pool)

    def names() -> Iterator[str]:
        while True:
            yield from pool

    stream = names()
    out: list[Scenario] = []
    for family in FAMILIES:
        out.extend(_scenarios_of(family, rng, stream))
    return out
