"""The cases. Each is a short conversation (speaker, text, day offset), a question, and what
is expected: which statement is current, which it supersedes, or that nothing conflicts.

Written by hand from templates over varied people and values, so every category has enough
cases to count; the values never repeat within a case."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import cycle, islice

PEOPLE = ["Alice", "Bruno", "Chen", "Dana", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kemi", "Luca"]
OTHERS = ["Marta", "Nils", "Olga", "Pavel", "Quinn", "Rosa"]
CITIES = [("Paris", "Berlin"), ("Lisbon", "Madrid"), ("Chicago", "Denver"), ("Austin", "Houston"), ("Toronto", "Vancouver"),
          ("Oslo", "Bergen"), ("Kyoto", "Osaka"), ("Dublin", "Cork"), ("Seattle", "Portland"), ("Milan", "Turin"),
          ("Prague", "Vienna"), ("Sydney", "Melbourne")]
JOBS = [("nurse", "St. Mary's Hospital", "teacher", "Lincoln High School"), ("software engineer", "a bank", "product manager", "a startup"),
        ("chef", "a bistro", "baker", "a bakery downtown"), ("accountant", "a law firm", "data analyst", "an insurance company"),
        ("graphic designer", "an agency", "illustrator", "a publishing house"), ("pharmacist", "a pharmacy", "lab technician", "a research institute"),
        ("electrician", "a construction company", "project manager", "the city council"), ("journalist", "a newspaper", "editor", "a magazine"),
        ("barista", "a coffee shop", "shop manager", "a bookstore"), ("mechanic", "a garage", "driving instructor", "a driving school"),
        ("librarian", "the public library", "archivist", "the national archive"), ("physiotherapist", "a clinic", "personal trainer", "a gym")]
COLORS = [("blue", "green"), ("red", "purple"), ("yellow", "orange"), ("black", "white"), ("teal", "navy"), ("pink", "grey")]
FOODS = ["sushi", "mushrooms", "spicy curry", "coffee", "cheese", "chocolate", "olives", "tofu", "oysters", "licorice"]
SIBLINGS = [("sister", "Anne", "Anna"), ("brother", "Jon", "John"), ("sister", "Katy", "Katie"), ("brother", "Marc", "Mark"),
            ("sister", "Sara", "Sarah"), ("brother", "Steven", "Stephen")]
PARTNERS = ["Sam", "Robin", "Alex", "Jordan", "Taylor", "Morgan"]
DISTRACTORS = ["I went hiking in the hills on Saturday.", "My dog Max learned a new trick this week.",
               "I finished reading a great mystery novel.", "We had a barbecue with the neighbours.",
               "I signed up for a pottery class.", "The garden tomatoes are finally ripe."]


@dataclass(frozen=True)
class Case:
    id: str
    category: str
    turns: tuple[tuple[str, str, int], ...]  # (speaker, text, day)
    question: str
    current: str | None = None  # a phrase identifying the current statement
    superseded: str | None = None  # a phrase identifying the statement it replaces
    flag_expected: bool = True  # False: a must-not-flag case
    notes: str = ""
    extra: dict = field(default_factory=dict)


def _distractors(person_index: int, n: int = 2) -> list[str]:
    return list(islice(cycle(DISTRACTORS), person_index, person_index + n))


def moves() -> list[Case]:
    out = []
    for i, (old, new) in enumerate(CITIES):
        p, o = PEOPLE[i], OTHERS[i % len(OTHERS)]
        d1, d2 = _distractors(i)
        out.append(Case(f"move-{i}", "move", (
            (p, f"I live in {old} with my two cats.", 0), (o, f"I have always lived in {CITIES[(i + 3) % len(CITIES)][0]}.", 1),
            (p, d1, 10), (p, f"Big news: I moved to {new} last month and I love my new apartment.", 60), (p, d2, 61),
        ), f"Where does {p} live?", current=new, superseded=old))
    return out


def jobs() -> list[Case]:
    out = []
    for i, (j1, c1, j2, c2) in enumerate(JOBS):
        p = PEOPLE[(i + 1) % len(PEOPLE)]
        d1, _ = _distractors(i + 1)
        out.append(Case(f"job-{i}", "job", (
            (p, f"I work as a {j1} at {c1}.", 0), (p, d1, 5),
            (p, f"I quit last week and I got a new job as a {j2} at {c2}.", 90),
        ), f"What is {p}'s job?", current=j2, superseded=j1))
    return out


def relationships() -> list[Case]:
    out = []
    for i, partner in enumerate(PARTNERS * 2):
        p = PEOPLE[(i + 2) % len(PEOPLE)]
        if i < len(PARTNERS):
            first, second, current = "I am single and honestly enjoying it.", f"I got engaged to {partner} last weekend!", "engaged"
            superseded = "single"
        else:
            first, second, current = f"I am married to {partner} and we live by the lake.", f"{partner} and I got divorced this spring.", "divorced"
            superseded = "married"
        out.append(Case(f"rel-{i}", "relationship", (
            (p, first, 0), (p, _distractors(i)[0], 3), (p, second, 120),
        ), f"What is {p}'s relationship status?", current=current, superseded=superseded))
    return out


def preferences() -> list[Case]:
    out = []
    for i, (c1, c2) in enumerate(COLORS):
        p = PEOPLE[(i + 3) % len(PEOPLE)]
        out.append(Case(f"color-{i}", "preference", (
            (p, f"My favorite color is {c1}.", 0), (p, _distractors(i)[1], 2), (p, f"These days my favorite color is {c2}, not {c1}.", 200),
        ), f"What is {p}'s favorite color?", current=f"is {c2}", superseded=f"is {c1}."))
    for i, food in enumerate(FOODS):
        p = PEOPLE[(i + 4) % len(PEOPLE)]
        out.append(Case(f"food-{i}", "preference", (
            (p, f"I love {food}, I could eat it every day.", 0), (p, _distractors(i)[0], 4),
            (p, f"I don't like {food} anymore, it makes me feel sick.", 150),
        ), f"Does {p} like {food}?", current="anymore", superseded="every day"))
    return out


def corrections() -> list[Case]:
    out = []
    for i, (rel, wrong, right) in enumerate(SIBLINGS * 2):
        p = PEOPLE[(i + 5) % len(PEOPLE)]
        out.append(Case(f"fix-{i}", "correction", (
            (p, f"My {rel}'s name is {wrong}.", 0), (p, _distractors(i)[1], 1),
            (p, f"Sorry, I misspoke: my {rel}'s name is {right}.", 2),
        ), f"What is the name of {p}'s {rel}?", current=right, superseded=f"is {wrong}."))
    return out


def must_not_flag() -> list[Case]:
    out = []
    for i in range(12):  # two different people, different jobs / cities
        a, b = PEOPLE[i], OTHERS[i % len(OTHERS)]
        j1, _, j2, _ = JOBS[i]
        out.append(Case(f"nf-people-{i}", "must_not_flag", (
            (a, f"I work as a {j1}.", 0), (b, f"I work as a {j2}.", 1),
            (a, f"I live in {CITIES[i][0]}.", 2), (b, f"I live in {CITIES[i][1]}.", 3),
        ), f"What is {a}'s job?", flag_expected=False, notes="different people"))
    for i in range(12):  # one person, different slots
        p = PEOPLE[i]
        out.append(Case(f"nf-slots-{i}", "must_not_flag", (
            (p, f"I live in {CITIES[i][0]}.", 0), (p, f"I work as a {JOBS[i][0]} at {JOBS[i][1]}.", 5),
            (p, f"My favorite color is {COLORS[i % len(COLORS)][0]}.", 9),
        ), f"Where does {p} live?", flag_expected=False, notes="different slots"))
    for i in range(12):  # restatement / confirmation, not a change
        p = PEOPLE[i]
        out.append(Case(f"nf-restate-{i}", "must_not_flag", (
            (p, f"I live in {CITIES[i][0]}.", 0), (p, f"I still live in {CITIES[i][0]} and I love it there.", 30),
        ), f"Where does {p} live?", flag_expected=False, notes="restatement"))
    for i in range(10):  # liking two different things
        p = PEOPLE[i]
        out.append(Case(f"nf-likes-{i}", "must_not_flag", (
            (p, f"I love {FOODS[i]}.", 0), (p, f"I love {FOODS[(i + 5) % len(FOODS)]} too.", 7),
        ), f"What food does {p} love?", flag_expected=False, notes="different objects"))
    return out


def all_cases() -> list[Case]:
    return moves() + jobs() + relationships() + preferences() + corrections() + must_not_flag()
