"""Background facts for the scale run: many other people saying ordinary things, including
statements of the same kinds as the scenarios (where they live, work, what they drive), so the
check has to find the subject's old fact among many similar ones. Owned by the harness, not by
a split: the same haystack serves every split."""

from __future__ import annotations

import random
from collections.abc import Collection

FIRST = ["Abel", "Agnes", "Alvaro", "Ama", "Anders", "Aoife", "Bao", "Bela", "Bodil", "Boris", "Cai", "Calla", "Cato", "Cyrus", "Dagny", "Dante", "Dara", "Dov", "Edda", "Elio", "Enzo", "Eris", "Faye", "Felix", "Fenna", "Gale", "Gianni", "Greer", "Halle", "Hugo", "Ilse", "Inez", "Ivo", "Jana", "Jory", "Juno", "Kai", "Kasimir", "Kira", "Lale", "Levi", "Lior", "Lotte", "Mads", "Mae", "Milo", "Mina", "Nelly", "Nico", "Nils", "Noa", "Oda", "Otto", "Pilar", "Quill", "Remy", "Rhea", "Rocco", "Runa", "Sami", "Sela", "Silas", "Sunny", "Tariq", "Tilde", "Timo", "Una", "Ursa", "Vaclav", "Vida", "Wim", "Wyn", "Yann", "Yoko", "Zeno", "Zuri"]
PLACES = ("Oslo", "Bergen", "Lyon", "Nantes", "Graz", "Basel", "Turin", "Bilbao", "Cork", "Galway", "Malmo", "Aarhus",
          "Krakow", "Brno", "Tartu", "Split", "Kyoto", "Busan", "Quito", "Cusco", "Halifax", "Boise", "Tulsa", "Reno")  # fmt: skip
JOBS = ("a plumber", "a florist", "a pilot", "a dentist", "a translator", "a carpenter", "a pharmacist", "an architect",
        "a midwife", "a sound engineer", "a tax advisor", "a zookeeper", "a librarian", "a welder", "a tour guide")  # fmt: skip
THINGS = ("a green bicycle", "a vintage camera", "a sailboat", "an electric piano", "a camper van", "a telescope",
          "a motorbike", "a sewing machine", "a kayak", "a 3D printer")  # fmt: skip
ACTIVITIES = ("went fishing", "painted the fence", "visited the museum", "cooked a big stew", "cleaned the garage",
              "watched a film", "planted roses", "fixed the sink", "walked by the river", "played tennis", "wrote letters",
              "went to a concert", "tried a new cafe", "built a bookshelf", "read the newspaper")  # fmt: skip
WHEN = ("yesterday", "this morning", "on Sunday", "last night", "after work", "over the weekend", "today")
TEMPLATES = (
    "I live in {place}.", "I work as {job}.", "I {activity} {when}.", "I {activity} {when} with my cousin.",
    "I bought {thing} {when}.", "My friend in {place} {activity} {when}.", "I'm {job} and I enjoy it.",
    "I {activity} {when} and it was great.", "We {activity} {when}.", "I moved to {place} years ago.",
    "My uncle is {job} in {place}.", "I own {thing}.", "The weather in {place} was lovely {when}.",
)


def haystack(n: int, *, seed: int = 0, exclude: Collection[str] = ()) -> list[tuple[str, str]]:
    """``n`` (speaker, text) turns of one sentence each, from speakers not in ``exclude``."""
    rng = random.Random(f"memlane-updates-haystack-{seed}")
    taken = {e.casefold() for e in exclude}
    speakers = [f for f in FIRST if f.casefold() not in taken]
    if not speakers:
        raise ValueError("every haystack speaker name is taken by a scenario")
    out = []
    for _ in range(n):
        template = TEMPLATES[rng.randrange(len(TEMPLATES))]
        text = template.format(place=rng.choice(PLACES), job=rng.choice(JOBS), thing=rng.choice(THINGS),
                               activity=rng.choice(ACTIVITIES), when=rng.choice(WHEN))  # fmt: skip
        out.append((rng.choice(speakers), text))
    return out
