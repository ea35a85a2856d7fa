"""A second dev split, hand-written (not generated) by the engineers of the update detection to
check that what helps on ``dev`` is not tied to its templates: other people, other relation
families, other phrasings, and small talk full of one-off episodes between the statements.
Like ``dev`` it may be inspected and tuned on; it is no stand-in for the independent test split.

Each scenario: a few turns of everyday conversation, one key statement, small talk, the later
statement (a change, or something that must not change it), more small talk, a question."""

from __future__ import annotations

import random

from ..schema import Scenario, Turn

# One-off episodes and chit-chat, said by the subject or a friend between the key statements.
SMALL_TALK = (
    "Last Sunday I took my niece to the aquarium, she loved the sharks.",
    "Yesterday we grilled sausages in the backyard until it got dark.",
    "I burnt the toast this morning, the whole kitchen smelled of it.",
    "On Friday I met an old school friend for a drink.",
    "We watched the fireworks from the roof on New Year's Eve.",
    "I finally fixed the squeaky door hinge.",
    "My phone screen cracked when I dropped it on the stairs.",
    "The bakery near the station had fresh pretzels today.",
    "I ran five kilometres before breakfast.",
    "We got caught in the rain on the way home from the cinema.",
    "I spent the afternoon sorting my sock drawer, very exciting.",
    "My neighbour's cat sat on my windowsill all evening.",
    "I cooked a curry for six people on Saturday.",
    "The traffic on the ring road was terrible this week.",
    "I listened to a podcast about ancient Rome during the drive.",
    "We went bowling after work and I lost badly.",
    "I bought a new kettle because the old one leaked.",
    "My cousin visited for the weekend and we played cards.",
    "I tried knitting a scarf but it turned into a potholder.",
    "We had pancakes for dinner, no regrets.",
    # standing small talk: true of the speaker, but no relation any scenario asks about
    "I love rainy Sundays, they're perfect for reading.",
    "My kitchen is tiny but really cosy.",
    "I'm exhausted, work has been mad lately.",
    "My back hurts again, I need a better chair.",
    "Our upstairs neighbours are really noisy.",
    "I'm not a morning person at all.",
    "I need a haircut badly.",
    "My garden is full of weeds right now.",
)
FRIEND_REPLIES = (
    "Ha, classic.",
    "That sounds great!",
    "Oh no, sorry to hear.",
    "Nice one.",
    "Tell me more!",
    "Lucky you.",
)

# (id, family, kind, subject, friend, first statement (speaker, text), later statement (speaker, text),
#  question, past question or None). For change kinds the later statement is current; for
#  must-not kinds the first statement is current.
_S = "{s}"  # the subject's name in third-person lines
CASES: tuple[
    tuple[str, str, str, str, str, tuple[str, str], tuple[str, str], str, str | None], ...
] = (
    # replacements, first person
    (
        "home-1",
        "home",
        "replacement",
        "Halvard",
        "Ines",
        ("s", "My flat is in Glasgow, right by the river."),
        ("s", "I packed up and I'm now renting a cottage in Inverness."),
        "Where does Halvard live?",
        "Where did Halvard live before?",
    ),
    (
        "job-1",
        "job",
        "replacement",
        "Mirela",
        "Tomas",
        ("s", "I'm a receptionist at a dental clinic."),
        ("s", "I handed in my notice at the clinic, I'm a flight attendant with KLM now."),
        "What does Mirela do for a living?",
        None,
    ),
    (
        "partner-1",
        "partner",
        "replacement",
        "Oskar",
        "Ruth",
        ("s", "My girlfriend Lena and I have been together two years."),
        ("s", "Lena and I split up in spring. I'm seeing someone called Marta now."),
        "Who is Oskar dating?",
        None,
    ),
    (
        "pet-1",
        "pet",
        "replacement",
        "Beatrix",
        "Colm",
        ("s", "We have a grumpy old tortoise called Sheldon."),
        ("s", "Sheldon went to live with my uncle, and we adopted a beagle named Pip instead."),
        "What pet does Beatrix have?",
        None,
    ),
    (
        "phone-1",
        "phone",
        "replacement",
        "Cillian",
        "Dana",
        ("s", "My mobile number is 0771 234 5678."),
        ("s", "New number: 0798 765 4321, the old one is dead."),
        "What is Cillian's phone number?",
        None,
    ),
    (
        "car-1",
        "car",
        "replacement",
        "Dagmar",
        "Emil",
        ("s", "I drive a red Fiat Panda."),
        ("s", "I traded the Panda in for a Toyota Yaris hybrid."),
        "What car does Dagmar drive?",
        "What did Dagmar drive before?",
    ),
    (
        "school-1",
        "school",
        "replacement",
        "Eero",
        "Fiona",
        ("s", "My son goes to Hillcrest Primary."),
        ("s", "We changed schools, my son is at Oakwood Academy since September."),
        "Which school does Eero's son attend?",
        None,
    ),
    (
        "routine-1",
        "routine",
        "replacement",
        "Fenella",
        "Gus",
        ("s", "I cycle to the office every day."),
        ("s", "These days I take the tram to work, the cycling got too much in winter."),
        "How does Fenella get to work?",
        None,
    ),
    (
        "diet-1",
        "diet",
        "replacement",
        "Gaspard",
        "Hana",
        ("s", "I eat pretty much everything, I love a good steak."),
        ("s", "I've gone fully vegetarian since the new year."),
        "What does Gaspard eat?",
        None,
    ),
    (
        "team-1",
        "team",
        "replacement",
        "Hiroshi",
        "Iris",
        ("s", "I play in goal for the Rovers on Sundays."),
        ("s", "I left the Rovers and signed for Athletic, I'm their keeper now."),
        "Which team does Hiroshi play for?",
        None,
    ),
    (
        "hobby-1",
        "hobby",
        "replacement",
        "Ilona",
        "Jack",
        ("s", "My big hobby is rock climbing."),
        ("s", "I gave up climbing after my shoulder injury, I've taken up pottery instead."),
        "What is Ilona's hobby?",
        None,
    ),
    (
        "pref-1",
        "preference",
        "replacement",
        "Jorunn",
        "Kit",
        ("s", "My favourite drink is black coffee."),
        ("s", "I've switched to green tea, coffee makes me jittery now."),
        "What does Jorunn like to drink?",
        None,
    ),
    (
        "gym-1",
        "gym",
        "replacement",
        "Kasper",
        "Lia",
        ("s", "I train at the Iron Temple gym on Main Street."),
        ("s", "I cancelled my Iron Temple membership and joined the leisure centre pool."),
        "Where does Kasper work out?",
        None,
    ),
    (
        "boss-1",
        "boss",
        "replacement",
        "Leonie",
        "Max",
        ("s", "My manager is a guy called Patrick."),
        ("s", "Patrick got moved to another department, so now I report to Sunita."),
        "Who is Leonie's manager?",
        None,
    ),
    # retractions
    (
        "allergy-1",
        "health",
        "retraction",
        "Magnus",
        "Nora",
        ("s", "I'm allergic to peanuts, so no satay for me."),
        ("s", "Turns out I'm not allergic to peanuts after all, the test was negative."),
        "Is Magnus allergic to peanuts?",
        None,
    ),
    (
        "smoke-1",
        "habit",
        "retraction",
        "Nadia",
        "Otto",
        ("s", "I smoke about ten cigarettes a day."),
        ("s", "I don't smoke anymore, six months clean."),
        "Does Nadia smoke?",
        None,
    ),
    # corrections
    (
        "corr-1",
        "home",
        "correction",
        "Olaf",
        "Petra",
        ("s", "I live in Aarhus."),
        ("s", "Sorry, I meant Aalborg, not Aarhus. I always mix them up."),
        "Where does Olaf live?",
        None,
    ),
    (
        "corr-2",
        "age",
        "correction",
        "Pernille",
        "Quinn",
        ("s", "My daughter is seven."),
        ("s", "Actually my daughter is eight, she had her birthday last month."),
        "How old is Pernille's daughter?",
        None,
    ),
    # third-party reports
    (
        "third-1",
        "job",
        "third_party",
        "Rasmus",
        "Sigrid",
        ("Rasmus", "I teach maths at a secondary school."),
        ("Sigrid", "Rasmus told me he quit teaching and now runs a bike repair shop."),
        "What does Rasmus do for work?",
        None,
    ),
    (
        "third-2",
        "home",
        "third_party",
        "Tilda",
        "Ugo",
        ("Tilda", "I live in a small flat in Naples."),
        ("Ugo", "Guess what, Tilda moved to Milan for her new job."),
        "Where does Tilda live?",
        None,
    ),
    (
        "third-3",
        "partner",
        "third_party",
        "Vilma",
        "Walt",
        ("Vilma", "I'm married to Georg."),
        ("Walt", "Vilma and Georg divorced last year, she's single now."),
        "Is Vilma married?",
        None,
    ),
    (
        "third-4",
        "pet",
        "third_party",
        "Xander",
        "Yvette",
        ("Xander", "My cat Mochi sleeps on my keyboard."),
        ("Yvette", "I heard Xander's cat Mochi died, he has a hamster now."),
        "What pet does Xander have?",
        None,
    ),
    # far apart (filled with a long stretch of small talk)
    (
        "far-1",
        "car",
        "far_apart",
        "Ysolde",
        "Zac",
        ("s", "I ride a Vespa scooter to work."),
        ("s", "I sold the Vespa, I bike to work on an e-bike now."),
        "How does Ysolde get to work?",
        None,
    ),
    (
        "far-2",
        "job",
        "far_apart",
        "Zdenek",
        "Ada",
        ("s", "I work night shifts at the post office sorting centre."),
        ("s", "No more night shifts: I got a job as a driving instructor."),
        "What is Zdenek's job?",
        None,
    ),
    (
        "far-3",
        "home",
        "far_apart",
        "Anneli",
        "Bram",
        ("s", "I share a house with three students in Utrecht."),
        ("s", "I finally got my own place in Rotterdam."),
        "Where does Anneli live now?",
        "Where did Anneli live before?",
    ),
    # must not supersede: additions
    (
        "add-1",
        "pet",
        "addition",
        "Birgit",
        "Cas",
        ("s", "I have a golden retriever called Honey."),
        ("s", "We also got two guinea pigs for the kids."),
        "What pets does Birgit have?",
        None,
    ),
    (
        "add-2",
        "hobby",
        "addition",
        "Caspar",
        "Dilys",
        ("s", "I play the cello in a community orchestra."),
        ("s", "I started learning the ukulele too, just for fun."),
        "What instrument does Caspar play?",
        None,
    ),
    (
        "add-3",
        "language",
        "addition",
        "Delia",
        "Espen",
        ("s", "I speak Spanish and English."),
        ("s", "I'm taking an evening class in Japanese as well."),
        "What languages does Delia speak?",
        None,
    ),
    # time-bounded episodes
    (
        "tb-1",
        "home",
        "time_bounded",
        "Edvin",
        "Frida",
        ("s", "I live in Helsinki with my wife."),
        ("s", "Last week I was in Tallinn for a friend's wedding."),
        "Where does Edvin live?",
        None,
    ),
    (
        "tb-2",
        "job",
        "time_bounded",
        "Fleur",
        "Gregor",
        ("s", "I'm a pharmacist at the hospital."),
        ("s", "Yesterday I helped out at my brother's cafe behind the counter all day."),
        "What is Fleur's job?",
        None,
    ),
    (
        "tb-3",
        "car",
        "time_bounded",
        "Gunnar",
        "Hedda",
        ("s", "My car is a grey Skoda Octavia."),
        ("s", "I drove a rental Mustang on holiday in California, what a ride."),
        "What car does Gunnar drive?",
        None,
    ),
    (
        "tb-4",
        "diet",
        "time_bounded",
        "Heike",
        "Ivo",
        ("s", "I've been vegan for five years."),
        ("s", "On Saturday we had a huge barbecue at my parents' place."),
        "What diet does Heike follow?",
        None,
    ),
    # other people
    (
        "op-1",
        "home",
        "other_person",
        "Ingmar",
        "Jette",
        ("s", "I live in Bergen."),
        ("s", "My sister moved to Stavanger last month."),
        "Where does Ingmar live?",
        None,
    ),
    (
        "op-2",
        "job",
        "other_person",
        "Juliette",
        "Kjell",
        ("s", "I work as a vet in a small practice."),
        ("Kjell", "I just started as a firefighter, first shift next week."),
        "What is Juliette's job?",
        None,
    ),
    (
        "op-3",
        "partner",
        "other_person",
        "Karolina",
        "Lasse",
        ("s", "My husband is called Pieter."),
        ("s", "My best friend Anja got engaged to a guy named Rui."),
        "Who is Karolina married to?",
        None,
    ),
    (
        "op-4",
        "pet",
        "other_person",
        "Lucian",
        "Mette",
        ("Lucian", "I have a parrot called Captain."),
        ("Mette", "Lucian's neighbour has a new puppy."),
        "What pet does Lucian have?",
        None,
    ),
    # plans
    (
        "plan-1",
        "home",
        "plan",
        "Mikkel",
        "Nanna",
        ("s", "I live in Odense."),
        ("s", "I might move to Copenhagen if the job there works out."),
        "Where does Mikkel live?",
        None,
    ),
    (
        "plan-2",
        "job",
        "plan",
        "Nerys",
        "Olli",
        ("s", "I work as a bank clerk."),
        ("s", "I'm thinking of retraining as a yoga teacher someday."),
        "What is Nerys's job?",
        None,
    ),
    (
        "plan-3",
        "car",
        "plan",
        "Orvar",
        "Pia",
        ("s", "I drive an old Volvo estate."),
        ("s", "I'd love to get an electric car next year."),
        "What car does Orvar drive?",
        None,
    ),
    # restatements
    (
        "re-1",
        "home",
        "restatement",
        "Paavo",
        "Rita",
        ("s", "I live in Tampere."),
        ("s", "Still in Tampere, still loving the lakes."),
        "Where does Paavo live?",
        None,
    ),
    (
        "re-2",
        "job",
        "restatement",
        "Quirin",
        "Sanna",
        ("s", "I'm a postman in the old town."),
        ("s", "Delivered letters in the snow again today, the life of a postman."),
        "What does Quirin do for work?",
        None,
    ),
)
FAR_TURNS = 120  # small-talk turns between the statements of a far_apart scenario


def _speaker(who: str, subject: str) -> str:
    return subject if who == "s" else who


class _Conversation:
    def __init__(self, rng: random.Random, subject: str, friend: str) -> None:
        self.rng, self.subject, self.friend = rng, subject, friend
        self.turns: list[Turn] = []
        self.day = 0.0

    def say(self, speaker: str, text: str, step: float) -> int:
        self.day += step
        self.turns.append(Turn(speaker, text, round(self.day, 2)))
        return len(self.turns) - 1

    def chatter(self, n: int) -> None:
        for _ in range(n):
            self.say(
                self.subject,
                SMALL_TALK[self.rng.randrange(len(SMALL_TALK))],
                self.rng.uniform(0.2, 2.0),
            )
            if self.rng.random() < 0.5:
                self.say(self.friend, FRIEND_REPLIES[self.rng.randrange(len(FRIEND_REPLIES))], 0.01)


def scenarios(seed: int) -> list[Scenario]:
    rng = random.Random(f"memlane-updates-dev2-{seed}")
    out = []
    for sid, family, kind, subject, friend, first, later, question, past in CASES:
        talk = _Conversation(rng, subject, friend)
        talk.chatter(2)
        a = talk.say(_speaker(first[0], subject), first[1], 1.0)
        talk.chatter(FAR_TURNS if kind == "far_apart" else 4)
        b = talk.say(_speaker(later[0], subject), later[1], 1.0)
        talk.chatter(2)
        change = kind in {"replacement", "retraction", "correction", "third_party", "far_apart"}
        current, other = (b, a) if change else (a, b)
        out.append(
            Scenario(
                f"dev2-{sid}",
                family,
                kind,
                subject,
                tuple(talk.turns),
                current,
                other,
                question,
                past if change else None,
            )
        )
    return out
