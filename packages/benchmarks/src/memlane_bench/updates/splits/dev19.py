"""The dev19 split: generated from sixteen everyday relation families × five ways of telling a
change × small talk (deterministic per seed; the seed varies only the small talk).

How it was written: blind to the engine. Only the benchmark contract (``updates/__init__.py``),
the schema, the scoring (``run.py``), the split loader, the shape test of the blind splits, the
generator of ``dev.py`` (for its structure) and the ``Family`` record of ``_dev_families.py`` were
read; no other split, nothing of the engine, and the engine was not run on it. Families, values,
phrasings, small talk and names are our own (every name checked to be unused in the repository).

Style: plain chat as people type it to an assistant, short and long turns mixed. Each change is
told one of five ways per family (a plain change verb, a dated start, only the new fact with a
present-tense marker, leaving the old, news style, a reply to the assistant, a consequence, "not
... anymore", or the change in the middle of a sentence about something else). Far-apart changes
come 165+ turns and 75+ days after the old statement.

Families (16): employer, job_title, home_city, address, partner, pet, diet, school, manager,
phone, band, commute, gym, language_course, favourite_food, car.

Counts per kind (seed-independent): replacement 56, far_apart 8, retraction 16, correction 16,
third_party 16, addition 11, time_bounded 16, plan 8, restatement 8, other_person 24; 179 in all.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..schema import Scenario, Turn
from ._dev19_families_a import FAMILIES_A, Family
from ._dev19_families_b import FAMILIES_B
from ._dev19_filler import friend_line, own_line

FAMILIES: tuple[Family, ...] = FAMILIES_A + FAMILIES_B
CHANGE = ("replacement", "retraction", "correction", "third_party", "far_apart")

# Everyone in the split: subjects, friends and the people named as partners or managers.
NAMES = (
    'Aakash', 'Aare', 'Aart', 'Aasmund', 'Abilio', 'Achim', 'Adalbert', 'Adelajda', 'Adelino', 'Adesuwa',
    'Adjoa', 'Agota', 'Agris', 'Aguinaldo', 'Agustin', 'Ahanu', 'Ahmose', 'Aibek', 'Aidana', 'Aija', 'Ainur',
    'Ajoke', 'Alamgir', 'Alarik', 'Albertina', 'Alcide', 'Aldina', 'Aldona', 'Alemitu', 'Alessio', 'Almudena',
    'Aloysius', 'Altynai', 'Amalberga', 'Amandeep', 'Amaury', 'Ambrogio', 'Anastazja', 'Aneirin', 'Ankica',
    'Antanas', 'Anvar', 'Aranka', 'Arnulf', 'Artjom', 'Ashok', 'Ashwini', 'Askar', 'Aslak', 'Assefa', 'Asta',
    'Ataahua', 'Audrone', 'Avraham', 'Azamat', 'Bakhtiyor', 'Bakhyt', 'Baltasar', 'Baris', 'Barnabas',
    'Barthelemy', 'Bastiaan', 'Battista', 'Bauyrzhan', 'Bazyli', 'Beatrycze', 'Belen', 'Belisario', 'Belmiro',
    'Bendik', 'Benedita', 'Benvinda', 'Berhane', 'Bernfried', 'Bertil', 'Bhavesh', 'Birgitta', 'Bjarne',
    'Blazena', 'Bogdana', 'Bogumil', 'Bohdana', 'Boleslaw', 'Bonifacio', 'Borghild', 'Boyan', 'Bozydar',
    'Branimir', 'Brigida', 'Bronislava', 'Bronislaw', 'Byungchul', 'Catalin', 'Cecilija', 'Celestyna',
    'Cenek', 'Chitra', 'Chiwetel', 'Cipriano', 'Cirillo', 'Conceicao', 'Cornelis', 'Cristovao', 'Custodia',
    'Czeslaw', 'Dagfinn', 'Dainius', 'Dankwart', 'Darshan', 'Davron', 'Delali', 'Delaram', 'Delphin',
    'Demetrio', 'Deolinda', 'Derya', 'Dinara', 'Dionigi', 'Dionisio', 'Dobrawa', 'Dobroslaw', 'Domingos',
    'Domnall', 'Donatella', 'Dongwoo', 'Doroteo', 'Dragoslav', 'Drahomira', 'Dzintars', 'Edeltraud', 'Edita',
    'Edvard', 'Efosa', 'Egidio', 'Egill', 'Ehsan', 'Eivind', 'Eleftheria', 'Elfriede', 'Elikem', 'Eliseo',
    'Elvira', 'Elyor', 'Emidio', 'Emilija', 'Epifanio', 'Erlan', 'Erlend', 'Ermanno', 'Eudora', 'Eugeniusz',
    'Evariste', 'Eythor', 'Fabrizio', 'Fadumo', 'Faizan', 'Fazliddin', 'Fearghal', 'Feliks', 'Fereshteh',
    'Fidel', 'Filiberto', 'Firmin', 'Florindo', 'Fredrik', 'Fridtjof', 'Friedhelm', 'Fulgencia', 'Galymzhan',
    'Gaspar', 'Gayatri', 'Gelsomina', 'Genaro', 'Genoveva', 'Genowefa', 'Gerda', 'Gerolf', 'Gervaise',
    'Gervasio', 'Gerwazy', 'Ghassan', 'Ghazal', 'Ghislain', 'Ghislaine', 'Ghulam', 'Gjermund', 'Gonzalo',
    'Graciela', 'Gracinda', 'Gregoria', 'Gualtiero', 'Gudmundur', 'Gugu', 'Gulnora', 'Gulzhan', 'Gunta',
    'Gunvor', 'Gyula', 'Habiba', 'Habibullah', 'Hakon', 'Halszka', 'Hanan', 'Hanife', 'Hannele', 'Haukur',
    'Heiderose', 'Helge', 'Herminio', 'Hernan', 'Hideki', 'Hieronim', 'Higinio', 'Horacio', 'Houshang',
    'Hristo', 'Hrvoje', 'Hulkar', 'Humaira', 'Idalina', 'Ignacy', 'Ilhom', 'Ilsabe', 'Imara', 'Indulis',
    'Ingunn', 'Inigo', 'Ionut', 'Ippolita', 'Ireti', 'Irmtraud', 'Isamu', 'Isidora', 'Issam', 'Itzcoatl',
    'Ivar', 'Ivie', 'Izydor', 'Jaanika', 'Jacenty', 'Jacquemin', 'Jaewon', 'Jagdish', 'Jalal', 'Jarogniew',
    'Jaroslav', 'Jaroslawa', 'Jasur', 'Jaswinder', 'Javed', 'Jayant', 'Jenaro', 'Jiarui', 'Jiho', 'Jimena',
    'Jindrich', 'Jiri', 'Jobst', 'Jocelyne', 'Jorinde', 'Jostein', 'Josue', 'Jozsef', 'Jumana', 'Jurate',
    'Kacper', 'Kairat', 'Kaisu', 'Kalea', 'Kalina', 'Kalman', 'Kamran', 'Kari', 'Kasimira', 'Keala', 'Ketan',
    'Ketil', 'Ketill', 'Khaled', 'Khurram', 'Kidane', 'Kjetil', 'Klaasje', 'Klementina', 'Kleofas',
    'Kolawole', 'Komil', 'Kristaps', 'Krunoslav', 'Ksenia', 'Kulwant', 'Kvetoslava', 'Kyungmin', 'Labhaoise',
    'Ladislav', 'Laimute', 'Lajos', 'Lalitha', 'Laurinda', 'Leandra', 'Lechoslaw', 'Leela', 'Leokadia',
    'Leonarda', 'Leticia', 'Liesbeth', 'Lilja', 'Lina', 'Lioba', 'Lisbet', 'Llinos', 'Lobar', 'Loreto',
    'Lothar', 'Lourenco', 'Lucrecia', 'Ludek', 'Ludovina', 'Ludwika', 'Lyazzat', 'Lyubomir', 'Madhav',
    'Magnhild', 'Maher', 'Mailis', 'Maixent', 'Makary', 'Manuela', 'Maravillas', 'Marcelino', 'Marcella',
    'Marcin', 'Marcolina', 'Mariagrazia', 'Maris', 'Marjeta', 'Masako', 'Mavluda', 'Mazen', 'Mehrnoosh',
    'Meinhard', 'Melchiorre', 'Milada', 'Milena', 'Milorad', 'Minseo', 'Modesto', 'Monserrat', 'Nabeela',
    'Narcyza', 'Narek', 'Natale', 'Natalija', 'Nedelcho', 'Neelam', 'Nemesio', 'Ngozika', 'Nienke', 'Nigora',
    'Nikau', 'Nikolaus', 'Nima', 'Nkiruka', 'Notker', 'Ntombi', 'Nursultan', 'Nyasha', 'Obdulio', 'Octavio',
    'Olegario', 'Onesime', 'Onorato', 'Onufry', 'Onyekachi', 'Oralbek', 'Oriane', 'Orsola', 'Ortwin', 'Osamu',
    'Osaro', 'Otabek', 'Ottar', 'Ottilia', 'Oybek', 'Pancracia', 'Paramjit', 'Parvati', 'Pascaline',
    'Patrycja', 'Pavlina', 'Payam', 'Philomene', 'Pierluigi', 'Pirjo', 'Policarpo', 'Premysl', 'Protazy',
    'Prudencio', 'Qasim', 'Quirino', 'Quiteria', 'Quitterie', 'Radovan', 'Raffaella', 'Ragnvald', 'Raimondo',
    'Rami', 'Ramona', 'Raushan', 'Refilwe', 'Reinhild', 'Rigoberta', 'Roelof', 'Romualdo', 'Rosalba',
    'Rosendo', 'Rositsa', 'Rotraut', 'Rozalinda', 'Ruaraidh', 'Rufino', 'Rumiana', 'Rustambek', 'Sadaf',
    'Samal', 'Sandis', 'Sandrine', 'Sanjeev', 'Santino', 'Saturnino', 'Saule', 'Selasi', 'Senyo', 'Serafin',
    'Seungho', 'Sevda', 'Severino', 'Shadi', 'Shafiq', 'Shahlo', 'Shobha', 'Sidonio', 'Siegfried', 'Sigbjorn',
    'Sigridur', 'Sigve', 'Silvana', 'Silvestre', 'Sinforoso', 'Sirje', 'Slavomir', 'Sofija', 'Stanislaw',
    'Steinar', 'Steinunn', 'Stig', 'Sueli', 'Suhail', 'Svanhildur', 'Sverre', 'Szilvia', 'Szymon', 'Tadeu',
    'Tahira', 'Talgat', 'Tamara', 'Tapani', 'Tarun', 'Telmo', 'Temirlan', 'Teodolinda', 'Teofila', 'Teofilo',
    'Tereza', 'Thekla', 'Theophile', 'Thorvald', 'Tiburcio', 'Tiiu', 'Tinashe', 'Tjerk', 'Tomasa', 'Tonu',
    'Torgeir', 'Touraj', 'Traian', 'Traudl', 'Trygve', 'Tsvetan', 'Tullio', 'Ubaldo', 'Uday', 'Ugis', 'Ulf',
    'Umida', 'Unni', 'Urbano', 'Ursule', 'Uzoamaka', 'Vahid', 'Vaino', 'Vaishali', 'Valdemar', 'Valere',
    'Valeriano', 'Vasilisa', 'Vegard', 'Venanzio', 'Vibeke', 'Vilhelm', 'Vincenzo', 'Vinicius', 'Vinod',
    'Violaine', 'Viorica', 'Vitorino', 'Vladislav', 'Vojtech', 'Vukasin', 'Walenty', 'Wenceslao', 'Wincenty',
    'Wladyslaw', 'Wuraola', 'Xiomara', 'Xuan', 'Yannic', 'Yashoda', 'Yasuhiro', 'Yekaterina', 'Yeonwoo',
    'Yerzhan', 'Yinka', 'Yngve', 'Yordan', 'Yoshie', 'Yousra', 'Ypie', 'Yrsa', 'Yuhan', 'Yulduz', 'Zacarias',
    'Zaccaria', 'Zahra', 'Zbynek', 'Zdzislaw', 'Zephirin', 'Zewditu', 'Zhanar', 'Zhansaya', 'Zhivko',
    'Zivile', 'Zivko', 'Zlatan', 'Zoi', 'Zulmira',
)  # fmt: skip


def _fill(template: str, v: str, old: str = "", p: str = "") -> str:
    text = template.format(v=v, old=old, p=p)
    return text[0].upper() + text[1:]


class _Talk:
    """The turns of one conversation. ``shape`` (seed-independent) decides who speaks when and
    which statements are said; ``talk`` (seeded) only words the small talk."""

    def __init__(
        self, shape: random.Random, talk: random.Random, subject: str, friend: str
    ) -> None:
        self.shape, self.talk, self.subject, self.friend = shape, talk, subject, friend
        self.turns: list[Turn] = []
        self.day = 0.0
        self.used: set[str] = set()

    def say(self, speaker: str, text: str, *, days: float = 0.0) -> int:
        self.day += days
        self.turns.append(Turn(speaker, text, round(self.day, 3)))
        self.used.add(text)
        return len(self.turns) - 1

    def chat(self, n: int, *, days: float = 0.0, facts: tuple[str, ...] = ()) -> None:
        """``n`` turns over ``days`` days: small talk of both and, once each, the subject's
        standing statements of other families (``facts``)."""
        step = days / max(n, 1)
        pending = list(facts)
        for _ in range(n):
            roll = self.shape.random()
            if pending and self.turns and roll < 0.3:
                self.say(self.subject, pending.pop(0), days=step)
            elif roll < 0.62 or not self.turns:  # the subject opens the conversation
                self.say(self.subject, own_line(self.talk, self.used), days=step)
            else:
                self.say(self.friend, friend_line(self.talk, self.used), days=step)


def _names() -> Iterator[str]:
    pool = list(NAMES)
    random.Random("dev19-names").shuffle(pool)
    yield from pool
    raise RuntimeError("dev19 ran out of names")


def _facts(shape: random.Random, family: Family) -> tuple[str, ...]:
    """Standing statements of two other (unnamed) families: the subject's other facts."""
    others = [f for f in FAMILIES if f.name != family.name and not f.named]
    shape.shuffle(others)
    return tuple(
        _fill(shape.choice(f.state), shape.choice(f.values)[shape.randrange(2)]) for f in others[:2]
    )


def _plan(index: int, family: Family) -> list[tuple[str, int, str]]:
    """(kind, n, template) of every scenario of the family at ``index`` (seed-independent)."""
    even = index % 2 == 0
    out = [("replacement", n, family.change[n]) for n in range(3 if even else 4)]
    if even:
        out.append(("far_apart", 0, family.change[3]))
    out.append(("retraction", 0, family.retract[index % len(family.retract)]))
    out.append(("correction", 0, family.correction[index % len(family.correction)]))
    out.append(("third_party", 0, family.reported[index % len(family.reported)]))
    out += [("addition", n, t) for n, t in enumerate(family.addition)]
    out.append(("time_bounded", 0, family.episodic[0]))
    out.append(("plan", 0, family.plan[0]) if even else ("restatement", 0, family.restate[0]))
    out.append(("other_person", 0, family.change[4]))
    if not even:
        out.append(("other_person", 1, family.relative[0]))
    return out


def _scenarios_of(
    index: int, family: Family, seed: int, names: Iterator[str]
) -> Iterator[Scenario]:
    for k, (kind, n, template) in enumerate(_plan(index, family)):
        sid = f"dev19-{family.name}-{kind}-{n}"
        shape, talk = random.Random(f"dev19-shape-{sid}"), random.Random(f"dev19-talk-{seed}-{sid}")
        p, friend = next(names), next(names)
        if family.named:  # fresh people: the subject's old and new, and someone else's two
            old, new, spare_old, spare = next(names), next(names), next(names), next(names)
        else:
            old, new = family.values[(k + index) % len(family.values)]
            spare_old, spare = family.values[(k + index + 2) % len(family.values)]
        b = _Talk(shape, talk, p, friend)
        state = family.state[0] if kind == "far_apart" else shape.choice(family.state)
        if kind != "correction":
            b.chat(shape.randint(1, 2))
        first = b.say(p, _fill(state, old))
        if kind == "far_apart":
            b.chat(
                shape.randint(165, 215), days=shape.uniform(75, 190), facts=_facts(shape, family)
            )
            last = b.say(p, _fill(template, new, old), days=shape.uniform(0.5, 3))
        elif kind == "correction":
            b.chat(shape.randint(1, 2), days=0.01)
            last = b.say(p, _fill(template, new, old), days=0.01)
        elif kind == "third_party":
            b.chat(shape.randint(2, 5), days=shape.uniform(30, 110), facts=_facts(shape, family))
            last = b.say(friend, _fill(template, new, old, p), days=shape.uniform(1, 6))
        elif kind == "other_person" and n == 0:  # the friend's own change
            b.chat(shape.randint(2, 4), days=shape.uniform(5, 40))
            last = b.say(friend, _fill(template, spare, spare_old), days=2)
        else:
            gap = shape.uniform(20, 90) if kind in CHANGE else shape.uniform(5, 60)
            b.chat(shape.randint(2, 5), days=gap, facts=_facts(shape, family))
            value = {"retraction": old, "restatement": old, "other_person": spare}.get(kind, new)
            last = b.say(p, _fill(template, value, old), days=shape.uniform(1, 20))
        b.chat(shape.randint(0, 2), days=1)
        q = family.questions[(k + index) % len(family.questions)].format(p=p)
        change = kind in CHANGE
        past = (
            family.past[k % len(family.past)].format(p=p)
            if change and kind != "retraction"
            else None
        )
        current, other = (last, first) if change else (first, last)
        yield Scenario(sid, family.name, kind, p, tuple(b.turns), current, other, q, past)


def scenarios(seed: int = 0) -> list[Scenario]:
    names = _names()
    out: list[Scenario] = []
    for index, family in enumerate(FAMILIES):
        out.extend(_scenarios_of(index, family, seed, names))
    return out
