"""A deterministic synthetic corpus for the load benchmark: short first-person statements by
a few dozen people about places, pets, jobs and plans, and questions about them. Generated,
not tuned on: the benchmark measures the daemon, not retrieval quality."""

from __future__ import annotations

import random

PEOPLE = ["Ana", "Bo", "Chen", "Dara", "Eli", "Farah", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lena", "Mira", "Nils",
          "Omar", "Pia", "Quinn", "Rosa", "Sami", "Tove", "Uma", "Vik", "Wren", "Yara"]  # fmt: skip
PLACES = ["Lisbon", "Oslo", "Accra", "Galway", "Kyoto", "Quito", "Tartu", "Hobart", "Porto", "Nantes", "Cusco", "Split"]
PETS = ["cat", "dog", "parrot", "rabbit", "tortoise", "ferret"]
NAMES = ["Luna", "Biscuit", "Pepper", "Mochi", "Rex", "Olive", "Juniper", "Tofu"]
JOBS = ["nurse", "carpenter", "pilot", "teacher", "chemist", "baker", "editor", "welder"]
PLANS = ["a pottery class", "a trip to the coast", "a half marathon", "a choir audition", "a bike tour", "a book club"]
TEMPLATES = [
    "I moved to {place} last year and I love the harbour there.",
    "I adopted a {pet} named {name} a few weeks ago.",
    "I work as a {job} at the hospital near the station.",
    "I signed up for {plan} next month.",
    "My sister visited me in {place} and we cooked together.",
    "My {pet} {name} hates the rain but loves the garden.",
]
QUESTIONS = [
    "Where did {person} move to?",
    "What is the name of {person}'s {pet}?",
    "What does {person} do for work?",
    "What did {person} sign up for?",
    "Who visited {person}?",
]


def statement(rng: random.Random) -> tuple[str, str]:
    person = rng.choice(PEOPLE)
    text = rng.choice(TEMPLATES).format(place=rng.choice(PLACES), pet=rng.choice(PETS), name=rng.choice(NAMES),
                                        job=rng.choice(JOBS), plan=rng.choice(PLANS))  # fmt: skip
    return person, text


def question(rng: random.Random) -> str:
    return rng.choice(QUESTIONS).format(person=rng.choice(PEOPLE), pet=rng.choice(PETS))
