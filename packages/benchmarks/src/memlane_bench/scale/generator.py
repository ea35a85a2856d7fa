"""Deterministic synthetic conversational memory for ``memlane-bench scale``.

One profile is a circle of people (``speakers`` of them, first name × surname) who talk in
two-person sessions that move forward in time. Each person has a state — home city, job and
employer, pet, hobby, favourite dish, the book they are reading — that they state, restate in
other words ("like I said, I still work at ..."), and change ("I moved from Lisbon to Graz"),
mixed with dated events with friends and relatives, numbers, feelings and questions to the
other speaker. A turn holds 2–3 sentences (≈ 2.4 facts after ingestion). Everything is drawn
from one seeded ``random.Random`` per profile, so a run is reproducible, and the combinations
(people × places × numbers × dates) keep sentences from repeating.

``queries`` asks about the current state of the people of a profile, the way an agent would."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from . import vocabulary as v

START = datetime(2021, 1, 4, 9, 0, tzinfo=UTC)
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


@dataclass
class Person:
    name: str
    city: str
    job: str
    company: str
    pet: str
    pet_name: str
    hobby: str
    food: str
    book: str
    friends: list[str] = field(default_factory=list)


def _a(noun: str) -> str:
    return f"an {noun}" if noun[0] in "aeiou" else f"a {noun}"


def _company(rng: random.Random) -> str:
    return f"{rng.choice(v.COMPANY_PARTS_A)} {rng.choice(v.COMPANY_PARTS_B)}"


def _person(rng: random.Random, name: str) -> Person:
    return Person(
        name=name, city=rng.choice(v.CITIES), job=rng.choice(v.JOBS), company=_company(rng), pet=rng.choice(v.PETS),
        pet_name=rng.choice(v.PET_NAMES), hobby=rng.choice(v.HOBBIES), food=rng.choice(v.FOODS), book=rng.choice(v.BOOKS),
    )  # fmt: skip


class ProfileConversation:
    """The turns of one profile, in order: ``turns()`` yields remember() records."""

    def __init__(self, profile: str, *, seed: int, speakers: int = 16) -> None:
        self.profile = profile
        self.rng = random.Random(f"{seed}:{profile}")
        names: list[str] = []
        while len(names) < speakers:
            name = f"{self.rng.choice(v.FIRST_NAMES)} {self.rng.choice(v.SURNAMES)}"
            if name not in names:
                names.append(name)
        self.people = [_person(self.rng, n) for n in names]
        for person in self.people:
            person.friends = self.rng.sample(names, k=min(4, len(names)))
        self.clock = START
        self.session = 0

    # -- the conversation -------------------------------------------------------------------
    def turns(self) -> Iterator[dict[str, Any]]:
        rng = self.rng
        while True:
            self.session += 1
            self.clock += timedelta(hours=rng.randint(10, 70))
            a, b = rng.sample(self.people, k=2)
            session_id = f"{self.profile}-s{self.session}"
            for turn in range(rng.randint(8, 24)):
                speaker, other = (a, b) if turn % 2 == 0 else (b, a)
                self.clock += timedelta(seconds=rng.randint(20, 240))
                count = 3 if rng.random() < 0.4 else 2
                content = " ".join(self._sentence(speaker, other) for _ in range(count))
                yield {
                    "content": content, "speaker": speaker.name, "session_id": session_id,
                    "observed_at": self.clock.isoformat(), "metadata": {"turn": turn, "session": self.session},
                }  # fmt: skip

    def _when(self) -> str:
        rng = self.rng
        pick = rng.randrange(5)
        if pick == 0:
            return "yesterday"
        if pick == 1:
            return f"last {rng.choice(v.WEEKDAYS)}"
        if pick == 2:
            return f"{rng.randint(2, 9)} days ago"
        month = (self.clock - timedelta(days=rng.randint(20, 300))).month
        return f"in {MONTHS[month - 1]} {self.clock.year if month <= self.clock.month else self.clock.year - 1}"

    def _sentence(self, me: Person, you: Person) -> str:
        rng = self.rng
        n = rng.randint(2, 97)
        kind = rng.randrange(16)
        first = you.name.split()[0]
        if kind == 0:
            return f"I live in {me.city} these days, about {n} minutes from the old harbour."
        if kind == 1 and rng.random() < 0.5:  # a change of fact
            old, me.city = me.city, rng.choice(v.CITIES)
            return f"I moved from {old} to {me.city} {self._when()} because of the rent."
        if kind == 1:
            return f"Like I told you before, I still live in {me.city} and I love my street."
        if kind == 2:
            return f"I work as {_a(me.job)} at {me.company} and my team has {n} people."
        if kind == 3 and rng.random() < 0.4:  # a change of job
            old, me.job, me.company = me.company, rng.choice(v.JOBS), _company(rng)
            return f"I left {old} and started as {_a(me.job)} at {me.company} {self._when()}."
        if kind == 3:
            return f"As I said, I am still {_a(me.job)} with {me.company}, now {n} months in."
        if kind == 4:
            return f"My {me.pet} {me.pet_name} turned {n % 15 + 1} and still steals socks every morning."
        if kind == 5 and rng.random() < 0.3:
            me.pet, me.pet_name = rng.choice(v.PETS), rng.choice(v.PET_NAMES)
            return f"I adopted {_a(me.pet)} called {me.pet_name} {self._when()} from a shelter in {me.city}."
        if kind == 5:
            return f"I have been {me.hobby} every {rng.choice(v.WEEKDAYS)} for {n} weeks now."
        if kind == 6:
            friend = rng.choice(me.friends)
            return f"On {rng.choice(v.WEEKDAYS)} I went to {rng.choice(v.EVENTS)} in {rng.choice(v.CITIES)} with {friend}."
        if kind == 7:
            return f"I cooked {me.food} for {n} friends and nobody left a single crumb."
        if kind == 8:
            return f"I am reading {me.book} and I am on chapter {n} of it."
        if kind == 9:
            return f"My {rng.choice(v.RELATIONS)} is visiting from {rng.choice(v.CITIES)} for {n % 20 + 2} days next month."
        if kind == 10:
            return f"{first}, how did your {you.hobby} go {self._when()}, did you manage {n % 9 + 2} sessions?"
        if kind == 11:
            return f"Did you ever make it to {rng.choice(v.CITIES)} after talking about it {self._when()}, {first}?"
        if kind == 12:
            return f"We spent {n * 7} euros on train tickets to {rng.choice(v.CITIES)} {self._when()}."
        if kind == 13:
            return f"I feel {rng.choice(v.FEELINGS)} about {rng.choice(v.EVENTS)} coming up on the {n % 28 + 1}th."
        if kind == 14 and rng.random() < 0.3:
            me.food = rng.choice(v.FOODS)
            return f"These days my favourite thing to cook is {me.food}, I make it twice a week."
        if kind == 14:
            return f"{me.food.capitalize()} is still what I cook when {n % 9 + 2} friends come over on {rng.choice(v.WEEKDAYS)}."
        return f"That reminds me of the {n} photos {you.name} sent me from {you.city} {self._when()}."

    # -- what an agent asks -----------------------------------------------------------------
    def queries(self, count: int, *, seed: int) -> list[str]:
        rng = random.Random(f"{seed}:{self.profile}:queries")
        forms = (
            "Where does {name} live now?",
            "What is {first}'s job these days?",
            "Where does {name} work?",
            "What is the name of {first}'s {pet}?",
            "What does {name} like to cook?",
            "Which book is {first} reading?",
            "What hobby does {name} do every week?",
            "Who did {first} go to the festival with?",
            "When did {name} move?",
            "How many people are on {first}'s team?",
        )
        out = []
        for _ in range(count):
            person = rng.choice(self.people)
            out.append(rng.choice(forms).format(name=person.name, first=person.name.split()[0], pet=person.pet))
        return out
