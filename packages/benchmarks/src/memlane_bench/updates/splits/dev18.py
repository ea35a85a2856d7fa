"""The dev18 split: generated from sixteen relation families × phrasings × small talk
(deterministic per seed; the seed changes only the small talk).

How it was written: blind to the engine. Its author read only the benchmark contract
(``updates/__init__.py``), the schema, the scoring (``run.py``), the split loader, the shape test
(``tests/test_updates_blind_splits.py``), the generator of ``dev.py`` (for its structure only) and
the ``Family`` record at the top of ``_dev_families.py``; no engine code, no docs and no other
split's families or phrasings. Families, values, phrasings, small talk and names are its own
(``_dev18_families_a.py``, ``_dev18_families_b.py``, ``_dev18_filler.py``); every person's name
was checked to occur nowhere else in the repository and none is shared by two scenarios.

Style: everyday English as people type it to an assistant, with a friend chiming in; short and
long turns. Sixteen families of ordinary life (hairdresser, bank, gym, choir or band, language
course, commute, football team, dentist, car insurer, streaming subscription, the child's nursery
or school, mobile number, e-mail address, usual coffee order, supermarket, car). Each family tells
a change six ways (an explicit change word, the new fact with "now"/"these days", a consequence,
an idiom, a dated change, the change tucked into a longer sentence about something else); which
of them a family's replacements and far-apart change use rotates from family to family. Third-
party reports come from the friend, naming the subject; other-person cases are the friend's own
state or a relative's, told by the subject. Key statements (their wording, values, speakers and
the day gaps between them) come from a fixed random stream; only the small talk, its length and
the subject's statements of other families in between come from the seeded one.

Counts per kind (176 scenarios): replacement 48, correction 16, retraction 16, third_party 24,
far_apart 8; addition 16, time_bounded 16, other_person 16, plan 8, restatement 8.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev18_families_a import FAMILIES_A, Family
from ._dev18_families_b import FAMILIES_B
from ._dev18_filler import ASK, DOINGS, FRIEND_SHORT, HOW, NOD, SHORT, WHEN

FAMILIES: tuple[Family, ...] = FAMILIES_A + FAMILIES_B
# Families close enough that one's standing statement could pass for the other's answer: the
# small talk never mixes them in as "other facts".
NEAR = (frozenset({"car", "car_insurer", "commute"}), frozenset({"phone_number", "email"}))

NAMES = (
    "Aapo", "Aarne", "Aatu", "Abbas", "Abdoulaye", "Adina", "Agron", "Agusti", "Ahmet", "Ahti",
    "Aitziber", "Aladar", "Aleksei", "Algirdas", "Almaz", "Alpay", "Amadeo", "Amaka", "Amal",
    "Anacleto", "Anan", "Andrzej", "Aneurin", "Anirban", "Annegret", "Aperahama", "Arindam",
    "Armine", "Arna", "Arnaldur", "Arpita", "Arshak", "Arturs", "Arumugam", "Arunas", "Arvo",
    "Asdis", "Ashot", "Asli", "Auberon", "Audra", "Babacar", "Baiba", "Baishali", "Bakari", "Banu",
    "Barnabe", "Baudilio", "Bekele", "Benigno", "Bergthora", "Bernardo", "Berta", "Besa", "Bheki",
    "Biel", "Bienvenido", "Birute", "Biswajit", "Bjarki", "Blanka", "Bohumil", "Bohuslava",
    "Bojana", "Bolaji", "Branko", "Bretislav", "Brynhildur", "Bujar", "Bukola", "Bulent", "Bushra",
    "Cadfael", "Candelaria", "Carlota", "Carolina", "Chandrima", "Charalampos", "Cheruiyot",
    "Ciriaco", "Claudete", "Clothilde", "Clovis", "Corazon", "Crisanto", "Csilla", "Dagobert",
    "Daiki", "Daiva", "Dalibor", "Danilo", "Debashis", "Debjani", "Defne", "Desiderio", "Dezso",
    "Dieuwke", "Dipankar", "Dmytro", "Domhnall", "Donato", "Doruk", "Dusan", "Eachann", "Ebele",
    "Ebenezer", "Edgars", "Edivaldo", "Eemeli", "Eeva", "Efren", "Eino", "Emese", "Emyr",
    "Encarnacion", "Ercan", "Erlinda", "Ernesto", "Erwan", "Eudes", "Eusebio", "Fahad", "Ferit",
    "Ferran", "Filipa", "Florante", "Folarin", "Forough", "Fortunato", "Friedl", "Fulbert",
    "Fulgencio", "Fyodor", "Gagik", "Gatis", "Gayane", "Gediminas", "Gennady", "Gentian",
    "Getachew", "Giannis", "Gisele", "Gislaine", "Giuseppina", "Gonca", "Goncalo", "Gordana",
    "Goulven", "Graca", "Gruffydd", "Gudula", "Gunilla", "Guus", "Gwenael", "Gwenola", "Ha-eun",
    "Haakon", "Halldora", "Hallgrimur", "Hamisi", "Hannes", "Haruka", "Hasmik", "Hedwig", "Hege",
    "Heino", "Helju", "Helmi", "Henrique", "Henryk", "Hilario", "Hilkka", "Hina",
    "Hinemoa", "Hippolyte", "Hirut", "Hjalti", "Honorio", "Hovhannes", "Hrafnhildur", "Huguette",
    "Huw", "Hye-jin", "Ibai", "Idowu", "Ignazio", "Ilir", "Immacolata", "Indranil", "Indrek",
    "Inese", "Inocencio", "Iolo", "Iosefa", "Irakli", "Irati", "Irfan", "Jaanus", "Jabari",
    "Jabulani", "Jailson", "Jalmari", "Janis", "Jarmila", "Jaroslaw", "Jepchirchir", "Jianhong",
    "Jide", "Jitka", "Josiane", "Jouko", "Jovito", "Julen", "Jurga", "Kaarina", "Kairi", "Kalena",
    "Kalevi", "Kannan", "Kanoa", "Kashif", "Kauko", "Kaushik", "Kebede", "Kekoa", "Kenta", "Kerttu",
    "Kestutis", "Ketevan", "Khady", "Khatia", "Kinga", "Koldo", "Krista", "Krystyna", "Lachlann",
    "Lacramioara", "Lahja", "Laima", "Lanre", "Lasha", "Lauri", "Lazare", "Leelo", "Leevi", "Lempi",
    "Leocadio", "Leonid", "Leonida", "Leonilo", "Leonora", "Lesya", "Libuse", "Lindita", "Lluc",
    "Loeiz", "Lourdes", "Lubomir", "Lucjan", "Lungile", "Luzviminda", "Maciej", "Madhumita",
    "Mafalda", "Mairi", "Maiwenn", "Mamuka", "Margareta", "Margus", "Marieke", "Marjatta", "Martta",
    "Matiu", "Mauno", "Melchior", "Meltem", "Merce", "Mererid", "Mesut", "Mieczyslaw", "Millicent",
    "Mimoza", "Miren", "Misaki", "Modou", "Mousumi", "Mulugeta", "Nairi", "Natia", "Naveed",
    "Nazario", "Nazia", "Nazim", "Ndeye", "Nemanja", "Nesrin", "Niilo", "Niloufar", "Nolwenn",
    "Nomsa", "Nour", "Nunzia", "Nurcan", "Oana", "Oier", "Oighrig", "Oili", "Oiva", "Onni",
    "Onyeka", "Orest", "Orri", "Ozlem", "Palani", "Paromita", "Partha", "Peio", "Pentti", "Petrit",
    "Piret", "Pirkko", "Ponni", "Prasert", "Predrag", "Priit", "Primitivo", "Purificacion",
    "Queralt", "Quim", "Ragnar", "Ragnheidur", "Raili", "Raimonds", "Ramasamy", "Randi", "Rasha",
    "Recep", "Reino", "Renato", "Riku", "Rimas", "Rituparna", "Rogelio", "Rokhaya", "Ronke",
    "Rosalia", "Rupertina", "Ruta", "Sadhbh", "Saimi", "Samvel", "Sandip", "Saravanan", "Sarmite",
    "Sauda", "Selcuk", "Seonag", "Seppo", "Seumas", "Shahram", "Shota", "Sietske", "Sigurdur",
    "Sigvald", "Sindisiwe", "Siranush", "Sirkka", "Siwan", "Snezana", "Snorri", "Soazig", "Socorro",
    "Solange", "Somsak", "Somto", "Songul", "Sourav", "Stavroula", "Steinn", "Sture", "Subhas",
    "Subrata", "Suchitra", "Sulo", "Suvendu", "Svatopluk", "Szabolcs", "Taisto", "Tallulah",
    "Tamaz", "Tamilselvi", "Tanmoy", "Tanushree", "Tapio", "Teodoro", "Teresita", "Terje",
    "Theodosia", "Thiru", "Thorunn", "Thorvaldur", "Thuli", "Tihamer", "Tiina", "Toivo", "Tormod",
    "Tulay", "Turgut", "Tuulikki", "Tyyne", "Ufuk", "Unto", "Urho", "Vaiva", "Vakhtang", "Valli",
    "Vappu", "Vardan", "Vasuki", "Veikko", "Vellaiyan", "Velu", "Vendula", "Vieno", "Vilho",
    "Virgilio", "Vjosa", "Vlasta", "Vratislav", "Vsevolod", "Wanderley", "Weiping", "Wibeke",
    "Wieslawa", "Wikitoria", "Xiaohong", "Yamato", "Yavuz", "Yesim", "Yildiz", "Ysaline", "Zane",
    "Zenaida", "Zoran", "Zsuzsa", "Zurab",
)  # fmt: skip


class _Talk:
    """Turns of one scenario: key statements plus small talk that never repeats a line."""

    def __init__(self, filler: random.Random, subject: str, friend: str) -> None:
        self.rng, self.subject, self.friend = filler, subject, friend
        self.turns: list[Turn] = []
        self.used: set[str] = set()
        self.day = 0.0

    def say(self, speaker: str, text: str, *, days: float = 0.0) -> int:
        self.day += days
        self.used.add(text)
        self.turns.append(Turn(speaker, text, round(self.day, 3)))
        return len(self.turns) - 1

    def _fresh(self, make: Callable[[], str]) -> str:
        for _ in range(200):
            line = make()
            if line not in self.used:
                return line
        raise RuntimeError("small talk ran out of fresh lines")

    def _mine(self, long: bool) -> str:
        if not long:
            return self._fresh(lambda: self.rng.choice(SHORT))
        return self._fresh(
            lambda: f"I {self.rng.choice(DOINGS)} {self.rng.choice(WHEN)}{self.rng.choice(HOW)}."
        )

    def _theirs(self, long: bool) -> str:
        if not long or self.rng.random() < 0.15:
            return self._fresh(lambda: self.rng.choice(FRIEND_SHORT))
        return self._fresh(lambda: f"{self.rng.choice(NOD)} {self.rng.choice(ASK)}")

    def chatter(self, n: int, *, days: float = 0.0, facts: tuple[str, ...] = ()) -> None:
        """``n`` small-talk turns spread over ``days`` days; the subject's statements of other
        families (``facts``) are slipped in among them."""
        if n == 0:
            self.day += days
            return
        step, pending, long = days / n, list(facts), n >= 10
        for _ in range(n):
            roll = self.rng.random()
            if pending and roll < 0.2:
                self.say(self.subject, pending.pop(0), days=step)
            elif roll < 0.62:
                self.say(self.subject, self._mine(long), days=step)
            else:
                self.say(self.friend, self._theirs(long), days=step)


def _fill(template: str, value: str, old: str = "", p: str = "") -> str:
    text = template.format(v=value, old=old, p=p)
    return text[0].upper() + text[1:]


def _facts(filler: random.Random, family: Family, k: int) -> tuple[str, ...]:
    """``k`` standing statements of other (not near) families, for the small talk."""
    near = next((g for g in NEAR if family.name in g), frozenset({family.name}))
    pool = [f for f in FAMILIES if f.name not in near]
    return tuple(
        _fill(filler.choice(f.state), filler.choice(f.values)[0]) for f in filler.sample(pool, k)
    )


def _plan(i: int, fam: Family) -> list[tuple[str, str]]:
    """(kind, template) of family ``i``'s scenarios: three replacements whose change phrasings
    rotate with ``i``; even families add a far-apart change and a restatement, odd ones a second
    third-party report and a plan; the other-person case alternates friend / relative."""
    c = len(fam.change)
    plan = [("replacement", fam.change[(i + j) % c]) for j in range(3)]
    if i % 2 == 0:
        plan.append(("far_apart", fam.change[(i + 3) % c]))
    plan.append(("retraction", fam.retract[i % len(fam.retract)]))
    plan.append(("correction", fam.correction[i % len(fam.correction)]))
    plan.append(("third_party", fam.reported[i % len(fam.reported)]))
    if i % 2 == 1:
        plan.append(("third_party", fam.reported[(i + 1) % len(fam.reported)]))
    plan.append(("addition", fam.addition[i % len(fam.addition)]))
    plan.append(("time_bounded", fam.episodic[i % len(fam.episodic)]))
    plan.append(("plan", fam.plan[i % len(fam.plan)]) if i % 2 else ("restatement", fam.restate[0]))
    plan.append(("other_person", fam.friend_own[0] if i % 2 == 0 else fam.relative[0]))
    return plan


def _family(
    i: int, fam: Family, fixed: random.Random, filler: random.Random, names: Iterator[str]
) -> list[Scenario]:
    out: list[Scenario] = []
    seen: dict[str, int] = {}
    for k, (kind, template) in enumerate(_plan(i, fam)):
        n = seen[kind] = seen.get(kind, -1) + 1
        old, new = fam.values[(i + k) % len(fam.values)]
        # a value that is neither this scenario's old nor new one (someone else's, a second one)
        spare = next(
            v
            for j in range(1, len(fam.values))
            for v in fam.values[(i + k + j) % len(fam.values)][::-1]
            if v not in (old, new)
        )
        p, friend = next(names), next(names)
        t = _Talk(filler, p, friend)
        state = fixed.choice(fam.state)
        gap = round(fixed.uniform(20, 110), 2)
        if kind == "correction":
            t.chatter(filler.randint(0, 2), days=0.5)
            other = t.say(p, _fill(state, old))
            t.chatter(filler.randint(1, 3), days=0.02)
            current = t.say(p, _fill(template, new, old), days=0.01)
            t.chatter(filler.randint(0, 2), days=0.1)
        elif kind in CHANGE_KINDS:
            t.chatter(filler.randint(0, 2), days=0.5)
            other = t.say(p, _fill(state, old))
            if kind == "far_apart":
                t.chatter(
                    filler.randint(210, 300),
                    days=fixed.uniform(120, 280),
                    facts=_facts(filler, fam, 4),
                )
            else:
                t.chatter(filler.randint(2, 6), days=gap, facts=_facts(filler, fam, 2))
            if kind == "replacement" and fixed.random() < 0.35:  # a relative's value in between
                t.say(p, _fill(fam.relative[0], spare), days=1)
            speaker = friend if kind == "third_party" else p
            value = old if kind == "retraction" else new
            current = t.say(
                speaker, _fill(template, value, old, p), days=round(fixed.uniform(1, 20), 2)
            )
            t.chatter(filler.randint(0, 2), days=0.3)
        else:
            t.chatter(filler.randint(0, 2), days=0.5)
            current = t.say(p, _fill(state, old))
            t.chatter(filler.randint(1, 4), days=gap / 2, facts=_facts(filler, fam, 2))
            speaker = friend if kind == "other_person" and i % 2 == 0 else p
            value = old if kind == "restatement" else spare
            other = t.say(
                speaker, _fill(template, value, old, p), days=round(fixed.uniform(1, 20), 2)
            )
            t.chatter(filler.randint(0, 2), days=0.3)
        question = fam.questions[(i + k) % len(fam.questions)].format(p=p)
        past = None
        if kind in ("replacement", "third_party", "far_apart") and fam.past_questions:
            past = fam.past_questions[k % len(fam.past_questions)].format(p=p)
        sid = f"dev18-{fam.name}-{kind}-{n}"
        out.append(Scenario(sid, fam.name, kind, p, tuple(t.turns), current, other, question, past))
    return out


def scenarios(seed: int = 0) -> list[Scenario]:
    fixed = random.Random("memlane-updates-dev18-fixed")  # key statements: the same for every seed
    filler = random.Random(f"memlane-updates-dev18-talk-{seed}")  # small talk only
    pool = list(NAMES)
    fixed.shuffle(pool)
    names = iter(pool)
    out: list[Scenario] = []
    for i, fam in enumerate(FAMILIES):
        out.extend(_family(i, fam, fixed, filler, names))
    return out
