"""The ``test2`` split: a second held-out split for ``memlane-bench updates``.

Written on 2026-12-01 by a separate helper that did not read the engine's update detection nor
the ``dev`` and ``test`` splits, only the schema and the scoring. 160 scenarios over 40 everyday
relation families (work, home, love, pets, vehicles, contact details, money, health, food,
study, music, sport, routines, ...), each the two statements that matter (``_test2_cases``)
wrapped in small talk (``_test2_filler``) with fresh speaker names. The seed picks the names,
the small talk, where it goes and how many days pass; the statements and questions are fixed.
"""

from __future__ import annotations

import random
import re

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._test2_cases import CORES, Core
from ._test2_filler import SMALL_TALK, episodes, small_talk

# Small-talk topics a family leaves out, so that filler never touches the scored relation.
AVOID: dict[str, frozenset[str]] = {
    family: frozenset(tags.split())
    for family, tags in {
        "employer": "work", "job_title": "work", "manager": "work", "teammate": "work",
        "working_hours": "work sleep", "city": "home travel", "neighbourhood": "home travel",
        "landlord": "home", "address": "home", "partner": "love", "marital_status": "love",
        "pet": "pets", "car": "transport", "bike": "transport sport", "commute": "transport work",
        "phone": "contact", "email": "contact", "bank": "money", "doctor": "health",
        "dentist": "health", "medication": "health", "allergy": "health food pets",
        "smoking": "health", "diet": "food", "favourite_food": "food", "favourite_drink": "food",
        "coffee_order": "food sleep", "school": "study", "degree": "study", "language": "study travel",
        "band_instrument": "music", "choir": "music", "podcast": "media", "favourite_show": "media",
        "favourite_author": "media", "sport_club": "sport", "gym": "sport", "hairdresser": "hair",
        "sleep": "sleep", "religion": "weekend", "volunteering": "weekend", "birthday": "dates",
    }.items()
}  # fmt: skip

# Speakers (a fresh set; names that also occur inside some sentence are dropped below).
_SPEAKER_NAMES = """
Aurelio Bettina Caspian Dagny Eero Fenella Gideon Halima Ignatius Jolanda Kasimir Leocadia Mattias
Nerys Orla Perpetua Quinlan Rosalind Sölve Tamsin Ulrike Valentin Wilhelmina Xanthe Yorick Zinnia
Ambrose Blessing Cormac Desdemona Evander Fiorella Gaspard Hester Ingvar Juniper Kalani Lucan
Marisela Niamh Osric Philippa Radomir Saoirse Thaddeus Una Vesna Wendeline Ximena Yaroslav Zofia
Anneliese Bartholomew Cressida Dorian Elspeth Faustino Greer Hamish Isolde Jericho Katrin Lysander
Mireille Nikolai Ottoline Percival Quilla Ravenna Seraphina Torsten Umberto Verity Winslow Yevgenia
Zeno Adaeze Bronwen Cyprian Delphina Emrys Florentyna Gunnhild Horatio Imelda Jasper Kestrel
Ludovica Magnus Nanette Oswin Petronella Rainer Sabine Tobiah Undine Vittorio Wynne Yolanda Zebedee
Alasdair Beatrix Columba Drusilla Eamon Felicity Grigor Henrietta Idris Jessamy Kazimiera Leander
Marigold Nestor Odessa Piers Rowena Sigrun Theodora Ulysses Viveka Wolfram Ysolde Zuleika Anatole
Berenike Clement Dervla Eulalia Fitzgerald Ginevra Hollis Iolanthe Jovan Kirsi Laszlo Melisande
Nils Oona Prosper Roisin Silvan Tertia Urban Venetia Wilbur Yasmin Zsofia Aldous Brigitta Crispin
Dymphna Ezekiel Fleur Gwydion Hyacinth Ivo Jacinta Konstantin Lavinia Marcellus Noemi Orrin Paloma
Ruairi Svetlana Tancred Ulla Vasco Willemijn Yannick Zelda Araminta Benedek Calixta Dunstan Efua
Florian Gisela Hartmut Ines Jarvis Klementyna Lorcan Minerva Neville Oriel Primrose Reinhold
Solveig Tiberius Ursula Valerian Wenna Xavier Yseult Zygmunt
"""
SPEAKERS = _SPEAKER_NAMES.split()
# Friends who are talked about ({C}) but never speak.
FRIENDS = ["Marisol", "Tibor", "Agnieszka", "Fergal", "Lupita", "Hendrik", "Sunniva", "Bogdan",
           "Philomena", "Rasmus", "Cosima", "Eustace"]  # fmt: skip

# Days between the earlier and the later statement, per kind (a correction is the same chat).
GAP_DAYS: dict[str, tuple[float, float]] = {
    "replacement": (14, 120), "retraction": (20, 90), "correction": (0, 0), "third_party": (10, 60),
    "far_apart": (150, 320), "addition": (10, 60), "time_bounded": (5, 40), "other_person": (0, 20),
    "plan": (3, 30), "restatement": (20, 90),
}  # fmt: skip
FAR_FILLER = (200, 240)  # small-talk turns between the statements of a far_apart scenario
STEP = 0.003  # days between two turns of one chat (about four minutes)
_ROLE = re.compile(r"^(~?)([SAB]): (.+)$")


def _speaker_pool() -> list[str]:
    """Speakers whose names appear in no sentence, question or friend list (no accidental subject)."""
    said = " ".join([*(t for c in CORES for t in c.turns), *(c.question for c in CORES),
                     *(text for _tags, _role, text in SMALL_TALK), *FRIENDS])  # fmt: skip
    words = {w.casefold() for w in re.findall(r"[A-Za-zÀ-ÿ]+", said)}
    return [name for name in SPEAKERS if name.casefold() not in words]


def _fill(text: str, names: dict[str, str], friend: str) -> str:
    return text.replace("{S}", names["S"]).replace("{C}", friend)


def _build(number: int, core: Core, rng: random.Random, names: dict[str, str], friend: str) -> Scenario:
    parsed = [_ROLE.match(t) for t in core.turns]
    if not all(parsed):
        raise ValueError(f"test2 core {core.family}/{core.kind}: a turn without a role")
    keyed = [(m.group(1) == "", m.group(2), m.group(3)) for m in parsed if m]
    keys = [i for i, (is_key, _r, _t) in enumerate(keyed) if is_key]
    if keys != [0, len(keyed) - 1]:
        raise ValueError(f"test2 core {core.family}/{core.kind}: the earlier statement first, the later one last")
    roles = "SAB" if "B" in names else "SA"
    avoid = AVOID[core.family]
    pre_n, between_n, post_n = rng.randint(2, 3), rng.randint(2, 4), rng.randint(1, 2)
    talk = small_talk(rng, pre_n + between_n + post_n, avoid, roles)
    if core.kind == "third_party":
        # The report is made while the subject is away: the later chat is between the others.
        first = talk[: pre_n + between_n // 2]
        talk = first + small_talk(rng, between_n - between_n // 2 + post_n, avoid, "AB", frozenset(t for _r, t in first))
    pre, between, post = talk[:pre_n], talk[pre_n : pre_n + between_n], talk[pre_n + between_n :]
    if core.kind == "far_apart":
        between = episodes(rng, rng.randint(*FAR_FILLER), avoid, roles)

    low, high = GAP_DAYS[core.kind]
    start = round(rng.uniform(0, 3), 2)
    gap = round(rng.uniform(low, high), 1) if high else 0.0
    if core.kind == "other_person" and rng.random() < 0.5:
        gap = 0.0  # said in the same chat, one after the other

    # Sessions: the opening chat, the chats in between (only when days pass), the closing chat.
    early = [*pre, (keyed[0][1], keyed[0][2])]
    late = [(r, t) for _k, r, t in keyed[1:]] + post
    sessions: list[tuple[float, list[tuple[str, str]]]]
    if gap == 0:
        sessions = [(start, early + between + late)]
    elif core.kind == "far_apart":
        chunk = 12
        parts = [between[i : i + chunk] for i in range(0, len(between), chunk)]
        spread = [start + 1 + (gap - 2) * (j + 0.5) / len(parts) for j in range(len(parts))]
        sessions = [(start, early), *zip(spread, parts, strict=True), (start + gap, late)]
    else:
        half = len(between) // 2
        sessions = [(start, early + between[:half]), (start + gap, between[half:] + late)]

    turns: list[Turn] = []
    for day, lines in sessions:
        for k, (role, text) in enumerate(lines):
            turns.append(Turn(names[role], _fill(text, names, friend), round(day + k * STEP, 4)))
    earlier = len(pre)
    later = len(turns) - len(post) - 1
    current, other = (later, earlier) if core.kind in CHANGE_KINDS else (earlier, later)
    past = _fill(core.past_question, names, friend) if core.past_question else None
    return Scenario(id=f"t2-{number:03d}-{core.family}-{core.kind}", family=core.family, kind=core.kind,
                    subject=names["S"], turns=tuple(turns), current=current, other=other,
                    question=_fill(core.question, names, friend), past_question=past)  # fmt: skip


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a seed: the seed shuffles who speaks, the small talk and the days."""
    rng = random.Random(f"memlane-updates-test2:{seed}")
    pool = _speaker_pool()
    rng.shuffle(pool)
    out, cursor = [], 0
    for number, core in enumerate(CORES, start=1):
        roles = {r for t in core.turns for r in (_ROLE.match(t).group(2),) if r}  # type: ignore[union-attr]
        if "B" not in roles and (core.kind == "third_party" or rng.random() < 0.3):
            roles.add("B")  # a third person joins the small talk
        roles |= {"S", "A"}
        names = {}
        for role in sorted(roles, key="SAB".index):
            names[role] = pool[cursor % len(pool)]
            cursor += 1
        out.append(_build(number, core, rng, names, rng.choice(FRIENDS)))
    return out
