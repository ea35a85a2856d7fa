"""A deterministic stream of chat turns for import benchmarks: several speakers, places, dates,
activities and changes of fact, phrased in varied templates (not one sentence repeated).
Only for timing; the retrieval-quality benchmarks use LoCoMo."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

PEOPLE = ["Ana", "Bruno", "Carla", "Dario", "Elif", "Femi", "Greta", "Hiro", "Ines", "Jonas", "Kalani", "Lena"]
PLACES = ["Lisbon", "Berlin", "Osaka", "Lagos", "Quito", "Oslo", "Tunis", "Perth", "Denver", "Krakow", "Hanoi", "Porto"]
THINGS = ["a sourdough starter", "an old film camera", "a rescue greyhound", "a second-hand piano", "a kayak",
          "a balcony garden", "a vintage bicycle", "a chess set", "a ceramic kiln", "a telescope"]
ACTIVITIES = ["started pottery classes", "ran a half marathon", "joined a choir", "began learning Portuguese",
              "volunteered at the food bank", "repainted the kitchen", "went camping by the lake",
              "finished a novel about sailors", "fixed the roof", "adopted a routine of morning swims"]
WHEN = ["yesterday", "last weekend", "two weeks ago", "in March", "last summer", "on Friday", "this morning", "in 2022"]
FILLER = ["Haha, that's great!", "Oh wow, really?", "I know, right?", "Sounds lovely.", "Tell me more!"]
TEMPLATES = [
    "I {activity} {when}. It was {adjective}!",
    "Guess what, I bought {thing} {when}. {other} helped me carry it home.",
    "We moved to {place} {when}; the neighbourhood is {adjective}.",
    "{other} and I {activity} {when}, and afterwards we had dinner in {place}.",
    "Did you hear that {other} {activity}? I think it was {when}.",
    "My sister visited from {place} {when}. We talked about {thing} for hours.",
    "Actually, I no longer live in {place}; I moved to {place2} {when}.",
    "I'm thinking about selling {thing}. What do you think, {other}?",
]
ADJECTIVES = ["exhausting", "wonderful", "a bit chaotic", "surprisingly calm", "so much fun", "unforgettable"]


def turns(count: int, *, seed: int = 10, start: datetime | None = None) -> Iterator[dict]:
    """``count`` import records (content, speaker, session_id, observed_at)."""
    rng = random.Random(seed)
    moment = start or datetime(2023, 1, 2, 9, 0, tzinfo=UTC)
    session, in_session = 0, 0
    for index in range(count):
        if in_session >= rng.randint(8, 30):
            session, in_session = session + 1, 0
            moment += timedelta(days=rng.randint(1, 9))
        speaker, other = rng.sample(PEOPLE, 2)
        if rng.random() < 0.15:
            text = rng.choice(FILLER)
        else:
            place, place2 = rng.sample(PLACES, 2)
            text = rng.choice(TEMPLATES).format(
                activity=rng.choice(ACTIVITIES), when=rng.choice(WHEN), adjective=rng.choice(ADJECTIVES),
                thing=rng.choice(THINGS), other=other, place=place, place2=place2,
            )  # fmt: skip
            if rng.random() < 0.4:  # a second sentence: turns carry ~2 facts on average
                text += " " + rng.choice(TEMPLATES).format(
                    activity=rng.choice(ACTIVITIES), when=rng.choice(WHEN), adjective=rng.choice(ADJECTIVES),
                    thing=rng.choice(THINGS), other=rng.choice(PEOPLE), place=rng.choice(PLACES), place2=place,
                )  # fmt: skip
        in_session += 1
        moment += timedelta(seconds=rng.randint(20, 240))
        yield {"content": text, "speaker": speaker,
               "session_id": f"s{session}", "observed_at": moment.isoformat(),
               "idempotency_key": f"bench:{seed}:{index}"}  # fmt: skip
