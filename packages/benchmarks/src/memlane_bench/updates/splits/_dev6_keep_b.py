"""dev6 must-not cases, part two: plans and restatements (10 each).

The earlier statement stays true. A plan is a hope, a maybe, an application or an intention
that has not happened; a restatement says the same state again in other words.
"""

from __future__ import annotations

from ._dev6_base import Case

# fmt: off
PLAN = [
    Case("plan", "residence", "Cristóbal",
         ("Cristóbal", "I live in Mendoza, in a house with a little vineyard out back."),
         ("Cristóbal", "We might move to Buenos Aires next year if my wife gets the post at the ministry. "
                       "Nothing decided yet, so don't tell my mother."),
         "Where does Cristóbal live?"),
    Case("plan", "employer", "Hanne",
         ("Hanne", "I work at LEGO in Billund, in product design. Yes, I play with bricks for a living."),
         ("Hanne", "I've applied for a job at Novo Nordisk — interview next Thursday, fingers crossed."),
         "Where does Hanne work?"),
    Case("plan", "vehicle", "Arjun",
         ("Arjun", "I drive a 2015 Maruti Swift, it has never let me down once."),
         ("Arjun", "Thinking of getting an electric car when the Swift finally dies, maybe a Tata Nexon EV. "
                   "Not anytime soon though."),
         "What car does Arjun drive?"),
    Case("plan", "phone", "Małgorzata",
         ("Małgorzata", "I've got an old iPhone SE, it's small enough for my pocket."),
         ("Małgorzata", "Will probably get a Pixel when the contract is up in June."),
         "What phone does Małgorzata have?"),
    Case("plan", "diet", "Dagny",
         ("Dagny", "I eat meat. I'm a farmer's daughter, it's not up for discussion."),
         ("Dagny", "i'd like to try going vegetarian at some point, maybe january? we'll see"),
         "Does Dagny eat meat?"),
    Case("plan", "running_club", "Thiago",
         ("Thiago", "I am in the Ibirapuera Runners club, we do the long runs on Saturday."),
         ("Thiago", "I'm considering joining a triathlon club, if I can learn to swim properly first."),
         "Which club does Thiago belong to?"),
    Case("plan", "school", "Zayan",
         ("Mehwish", "Zayan is at Beaconsfield Primary, Year 5."),
         ("Mehwish", "We're hoping to get Zayan into the grammar school for Year 7 — he sits the test in "
                     "September."),
         "Which school does Zayan attend?"),
    Case("plan", "bank", "Rasmus",
         ("Rasmus", "I bank with Danske Bank, like my parents did."),
         ("Rasmus", "Planning to switch to Lunar at some point; the fees at Danske are silly."),
         "Which bank is Rasmus with?"),
    Case("plan", "relationship", "Aiyana",
         ("Aiyana", "My boyfriend Dakota and I have been together since college."),
         ("Aiyana", "Dakota and I are talking about getting married next summer, maybe. No ring yet!"),
         "Is Aiyana married?", None, ("Dakota",)),
    Case("plan", "job", "Stanislav",
         ("Stanislav", "I am sous chef at Bistro Vltava, six days a week."),
         ("Stanislav", "The head chef is leaving in the spring and I will probably apply for his job."),
         "What's Stanislav's job?"),
]

RESTATEMENT = [
    Case("restatement", "residence", "Idris",
         ("Idris", "I live in Marrakech, in the old medina."),
         ("Idris", "Still in Marrakech. I can't see myself anywhere else — the light here is something."),
         "Where does Idris live?"),
    Case("restatement", "employer", "Greta",
         ("Greta", "I'm an editor at Penguin, non-fiction."),
         ("Greta", "Long week. Still at Penguin — eight years in the editing department this month, if you "
                   "can believe it — and still drowning in manuscripts about sourdough. Somebody stop "
                   "the sourdough books."),
         "Where does Greta work?"),
    Case("restatement", "gym", "Malakai",
         ("Malakai", "I train at Fitness First on Waimanu Road."),
         ("Malakai", "yep still going to fitness first, nothing's changed, same 6am class"),
         "Which gym does Malakai go to?"),
    Case("restatement", "partner", "Ishaan",
         ("Ishaan", "My wife Meera is a vet; our house is basically a rescue centre."),
         ("Ishaan", "Meera and I just had our tenth anniversary. Still happily married, still outnumbered "
                    "by animals."),
         "Who is Ishaan married to?", None, ("Meera",)),
    Case("restatement", "pet", "Wilhelmina",
         ("Wilhelmina", "I've got one dog, a collie called Moss."),
         ("Wilhelmina", "Moss is still my only dog, and still herding the postman."),
         "What dog does Wilhelmina have?", None, ("Moss",)),
    Case("restatement", "medication", "Jovana",
         ("Jovana", "I take levothyroxine every morning for my thyroid."),
         ("Jovana", "Same old levothyroxine each morning — the dose hasn't changed in years, the doctor is "
                    "happy."),
         "What medication does Jovana take?"),
    Case("restatement", "team_supported", "Eoghan",
         ("Eoghan", "I'm a Celtic supporter, season ticket holder."),
         ("Eoghan", "Celtic till I die. Renewed the season ticket again, the missus just sighed."),
         "Which team does Eoghan support?"),
    Case("restatement", "language", "Nasrin",
         ("Nasrin", "At home we speak Farsi."),
         ("Nasrin", "Yes, Farsi is still the language at home; the kids answer in English but we keep "
                    "trying."),
         "What language is spoken at Nasrin's home?"),
    Case("restatement", "schedule", "Gustavo",
         ("Gustavo", "I work Tuesday to Saturday at the bakery, starting at 4am."),
         ("Gustavo", "Same schedule as ever: Tuesday through Saturday, 4am starts. Sundays and Mondays off."),
         "Which days does Gustavo work?"),
    Case("restatement", "chess_club", "Zofia",
         ("Zofia", "I'm a member of the Hetman Chess Club in Kraków, we meet on Wednesdays."),
         ("Zofia", "Wednesday evening = Hetman club night, like always. lost twice last week lol"),
         "Which chess club is Zofia in?"),
]
# fmt: on
