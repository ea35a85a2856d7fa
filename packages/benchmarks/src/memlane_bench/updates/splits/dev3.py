"""A third dev split (issue 12, fourth pass): 34 scenarios hand-written by the engineer of that
pass *before* changing anything, in phrasings not taken from ``dev`` or ``dev2`` (mixed subjects
such as "Gerald got moved to another team, my manager is Sunita now", "we" for the speaker,
reports introduced by "she says", "ran into X's mum", "did you know", changes said without a
change word). Its draft (the same cases, another draw of small talk) scored current-first
0.500, top-1 0.567 on the engine before that pass, close to the held-out splits; after that it
was inspected and tuned on like ``dev`` and ``dev2``, so it is no stand-in for the test splits.

Each scenario: small talk, the key statement, small talk (60 turns for far_apart), the later
statement, small talk, a question about the present."""

from __future__ import annotations

import random

from ..schema import Scenario, Turn

SMALL = (
    "We walked along the canal after lunch, it was freezing.",
    "I watched two episodes of that baking show last night.",
    "My sister called to complain about her landlord again.",
    "The printer at the office jammed three times today.",
    "I made lasagne from scratch on Sunday, it took forever.",
    "I'm really into crossword puzzles lately.",
    "Our street is being dug up for new pipes.",
    "I forgot my umbrella on the tram this morning.",
    "My knee is acting up after the hike.",
    "I saw a fox in the park at dusk.",
    "The new season of that detective show is disappointing.",
    "I've been trying to drink more water.",
)
REPL = ("Oh nice.", "Ugh, sorry.", "Ha!", "Fair enough.")

CASES = (
    ("job-a", "job", "replacement", "Teodor", "Hana", ("s", "I teach chemistry at a secondary school in Leeds."), ("s", "These days I'm writing software for a logistics company."), "What does Teodor do for work?", "What did Teodor do before?"),
    ("home-a", "home", "replacement", "Signe", "Paul", ("s", "I've got a little flat in Bergen near the fish market."), ("s", "We bought a house in Stavanger and moved in over the summer."), "Where does Signe live?", "Where did Signe live before?"),
    ("car-a", "car", "replacement", "Rafael", "Lin", ("s", "My car is an old silver Honda Civic."), ("s", "My car is a blue Kia Niro these days."), "What car does Rafael have?", None),
    ("gym-a", "gym", "replacement", "Odile", "Mark", ("s", "I'm a member at FitZone on Elm Street."), ("s", "I cancelled FitZone and signed up at Pure Gym by the station."), "Which gym does Odile go to?", None),
    ("diet-a", "diet", "replacement", "Kwame", "Jo", ("s", "I eat pretty much everything, meat included."), ("s", "I've been fully vegetarian since March."), "What is Kwame's diet?", None),
    ("boss-a", "manager", "replacement", "Petra", "Anil", ("s", "My manager is Gerald, he's fine."), ("s", "Gerald got moved to another team, my manager is Sunita now."), "Who is Petra's manager?", None),
    ("phone-a", "phone", "replacement", "Bruno", "Ela", ("s", "You can reach me on 0612 345 678."), ("s", "I got a new SIM, my number is 0687 111 222."), "What is Bruno's phone number?", None),
    ("band-a", "band", "replacement", "Yusuf", "Ada", ("s", "I play bass in a band called The Loose Ends."), ("s", "I'm drumming for Velvet Static since the Loose Ends broke up."), "Which band does Yusuf play in?", None),
    ("partner-a", "partner", "replacement", "Greta", "Tom", ("s", "My boyfriend Lukas is a nurse."), ("s", "I'm with Jonas now, Lukas and I ended things in June."), "Who is Greta's boyfriend?", None),
    ("coffee-a", "coffee", "replacement", "Ivo", "Mia", ("s", "My usual order is a flat white."), ("s", "I only drink oat cappuccinos nowadays."), "What coffee does Ivo order?", None),
    # retractions
    ("allergy-a", "allergy", "retraction", "Nadia", "Sam", ("s", "I'm allergic to shellfish."), ("s", "The allergist says I'm not actually allergic to shellfish after all."), "Is Nadia allergic to shellfish?", None),
    ("smoke-a", "smoking", "retraction", "Victor", "Ola", ("s", "I smoke about ten cigarettes a day."), ("s", "I haven't smoked in four months, I'm done with cigarettes."), "Does Victor smoke?", None),
    # corrections
    ("bday-a", "birthday", "correction", "Lucia", "Ben", ("s", "My birthday is on the 14th of May."), ("s", "Oops, I said the 14th, my birthday is actually the 12th of May."), "When is Lucia's birthday?", None),
    ("city-a", "home", "correction", "Hamid", "Zoe", ("s", "I live in Antwerp."), ("s", "I misspoke earlier, I live in Ghent, not Antwerp."), "Where does Hamid live?", None),
    ("email-a", "email", "correction", "Irene", "Kai", ("s", "My email is irene.k@mailbox.org."), ("s", "That email was wrong, it's irene.kos@mailbox.org."), "What is Irene's email address?", None),
    # third party
    ("tp-job", "job", "third_party", "Dario", "Elsa", ("s", "I work as a barista at Grind House."), ("Elsa", "Ran into Dario's mum, she says Dario works at a bank now."), "Where does Dario work?", None),
    ("tp-home", "home", "third_party", "Fenna", "Rick", ("s", "I rent a room in Utrecht."), ("Rick", "Fenna's moved to Rotterdam, she texted me the new address."), "Where does Fenna live?", None),
    ("tp-partner", "partner", "third_party", "Gino", "Ute", ("s", "My wife Carla and I just had our tenth anniversary."), ("Ute", "Did you know Gino and Carla separated? He lives alone now."), "Is Gino married?", None),
    ("tp-pet", "pet", "third_party", "Hilde", "Omar", ("s", "I have a ginger cat called Mango."), ("Omar", "Hilde gave Mango to her parents and got a parrot."), "What pet does Hilde have?", None),
    ("tp-school", "school", "third_party", "Jens", "Pia", ("s", "I'm studying law at Leiden."), ("Pia", "Jens told me he switched to medicine in Groningen."), "What does Jens study?", None),
    # far apart
    ("far-job", "job", "far_apart", "Karin", "Leo", ("s", "I'm a paramedic with the city ambulance service."), ("s", "I'm an instructor at the fire academy these days."), "What is Karin's job?", None),
    ("far-home", "home", "far_apart", "Mats", "Noor", ("s", "I live in a houseboat in Amsterdam."), ("s", "Since the spring I've been living in a bungalow outside Haarlem."), "Where does Mats live?", None),
    # must-not: addition
    ("add-pet", "pet", "addition", "Olga", "Piet", ("s", "I have a black labrador called Bear."), ("s", "We adopted a kitten as well, her name is Miso."), "What pets does Olga have?", None),
    ("add-lang", "language", "addition", "Quentin", "Rosa", ("s", "I speak French fluently."), ("s", "I picked up some Italian too."), "Which languages does Quentin speak?", None),
    # time bounded
    ("tb-home", "home", "time_bounded", "Sven", "Tara", ("s", "I live in Malmo."), ("s", "I spent last week at a conference in Lisbon."), "Where does Sven live?", None),
    ("tb-car", "car", "time_bounded", "Uma", "Vik", ("s", "I drive a grey Skoda Octavia."), ("s", "We hired a campervan for the Easter weekend."), "What car does Uma drive?", None),
    ("tb-job", "job", "time_bounded", "Wim", "Xena", ("s", "I'm an accountant at Deloitte."), ("s", "I covered the reception desk on Tuesday because Anna was off sick."), "What is Wim's job?", None),
    # other person
    ("op-home", "home", "other_person", "Yara", "Zack", ("s", "I live in Brighton."), ("s", "My brother just moved to Manchester."), "Where does Yara live?", None),
    ("op-job", "job", "other_person", "Abel", "Bea", ("s", "I'm a plumber."), ("Bea", "My husband started as an electrician last month."), "What does Abel do for a living?", None),
    ("op-car", "car", "other_person", "Cleo", "Dirk", ("s", "I drive a Mini Cooper."), ("s", "My neighbour bought a Tesla."), "What car does Cleo drive?", None),
    # plan
    ("plan-home", "home", "plan", "Edda", "Finn", ("s", "I live in Dublin."), ("s", "I might move to Cork next year if the job works out."), "Where does Edda live?", None),
    ("plan-job", "job", "plan", "Gus", "Hedy", ("s", "I'm a chef at a hotel restaurant."), ("s", "I'd love to open my own food truck someday."), "What is Gus's job?", None),
    # restatement
    ("rs-home", "home", "restatement", "Ilse", "Jan", ("s", "I live in Vienna."), ("s", "Vienna is still home, love it here."), "Where does Ilse live?", None),
    ("rs-job", "job", "restatement", "Kurt", "Lea", ("s", "I'm a dentist."), ("s", "Still pulling teeth as a dentist, nothing changes."), "What does Kurt do?", None),
)


FAR_TURNS = 60
CHANGE_KINDS = frozenset({"replacement", "retraction", "correction", "third_party", "far_apart"})


def scenarios(seed: int) -> list[Scenario]:
    rng = random.Random(f"memlane-updates-dev3-{seed}")
    return [_scenario(rng, *case) for case in CASES]


def _scenario(rng: random.Random, sid, family, kind, subject, friend, first, later, question, past) -> Scenario:  # type: ignore[no-untyped-def]
    turns: list[Turn] = []
    day = 0.0

    def say(speaker: str, text: str, step: float) -> int:
        nonlocal day
        day += step
        turns.append(Turn(speaker, text, round(day, 2)))
        return len(turns) - 1

    def chatter(n: int) -> None:
        for _ in range(n):
            say(subject, SMALL[rng.randrange(len(SMALL))], rng.uniform(0.2, 2.0))
            if rng.random() < 0.5:
                say(friend, REPL[rng.randrange(len(REPL))], 0.01)

    chatter(2)
    a = say(subject if first[0] == "s" else first[0], first[1], 1.0)
    chatter(FAR_TURNS if kind == "far_apart" else 4)
    b = say(subject if later[0] == "s" else later[0], later[1], 1.0)
    chatter(2)
    change = kind in CHANGE_KINDS
    current, other = (b, a) if change else (a, b)
    return Scenario(f"dev3-{sid}", family, kind, subject, tuple(turns), current, other, question, past if change else None)
