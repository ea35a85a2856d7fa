"""test6 must-not cases: other people's changes, plans worded like done things, restatements."""

from __future__ import annotations

from ._test6_build import S

OTHERS = [
    S("oth", "home", "Ffion", "teen", [
        "1u|i live in dundee with my mum and my wee brother",
        "~2-3/60",
        "+2 2u|my big brother's moved out to glasgow for his apprenticeship, i've got his room now 😎",
        "~0-1",
    ], "Where does Ffion live?"),
    S("oth", "employer", "Bethan", "plain", [
        "1u|I'm a nurse at the Royal Derby, on the cardiac ward.",
        "~2-3/60",
        "+2 2u|My husband's just been taken on at Rolls-Royce! Three interviews and a presentation. We're celebrating "
        "with a takeaway.",
    ], "Where does Bethan work?"),
    S("oth", "partner", "Lakshmi", "plain", [
        "1u|My partner Ashwin and I have been together six years this summer.",
        "~2-3/60",
        "+2 2u|Gemma's engaged!!! Tom proposed on the beach in Tenby and I'm chief bridesmaid, apparently.",
        "~0-1",
    ], "Who is Lakshmi's partner?"),
    S("oth", "pet", "Wendell", "speech", [
        "1u|we've got two rabbits flopsy and the other one the kids named him dave",
        "~2-3/60",
        "+2 2u|the neighbour's only gone and got a parrot it shouts hello at me every time i hang the washing out",
    ], "What pets does Wendell have?", pro="he"),
    S("oth", "diet", "Mei", "l2", [
        "1u|I eat everything, meat, fish, no problem, I am not on diet.",
        "~2-3/50",
        "+2 2u|My husband became vegetarian since one month, so now I am cooking two dinners every night. Very tiring.",
        "~0-1",
    ], "Does Mei eat meat?"),
    S("oth", "vehicle", "Percival", "older", [
        "1u|I still drive my old Rover 75. It's older than some of my grandchildren.",
        "~2-3/80",
        "+2 2u|My son has bought himself one of these electric cars, a Tesla no less. Silent as a ghost. I don't "
        "trust it.",
    ], "What car does Percival drive?", pro="he"),
    S("oth", "commute", "Henrike", "notes", [
        "1u|Commute: Northern line, Tooting to Bank.",
        "~2-3/40",
        "+2 2u|Flatmate cycles to work now. Bike in hallway again.",
        "~0-1",
    ], "How does Henrike commute?"),
    S("oth", "school", "Daisy", "lower", [
        "1Shirin|daisy's at st benedict's, year 8, loves it",
        "~2-3/60",
        "+2 2Shirin|my nephew got into the grammar!!! whole family is losing it",
    ], "Which school does Daisy attend?", voice="Shirin"),
    S("oth", "employer", "Lowri", "plain", [
        "1u|I've been at the Welsh Government for eight years now, in Cathays Park.",
        "~2-3/50",
        "+2 2Cerys|Big news from me: I've left the Welsh Government and started at the BBC in Central Square!",
        "~0-1",
    ], "Where does Lowri work?"),
    S("oth", "team", "Alfie", "teen", [
        "1u|chelsea till i die",
        "~2-3/50",
        "+2 2u|my dad has turned into an arsenal fan because of some bet. disowned",
    ], "Which team does Alfie support?", pro="he"),
    S("oth", "role", "Mehdi", "work", [
        "1u|I'm a product manager at Brightloop, looking after the mobile app.",
        "~2-3/60",
        "+2 2u|Roshni on my team just got promoted to head of product. Totally deserved, and it means I report to "
        "her now.",
        "~0-1",
    ], "What's Mehdi's role at Brightloop?", pro="he"),
    S("oth", "faith", "Enid", "older", [
        "1u|Harold and I have gone to St Mary's every Sunday since we married in 1962.",
        "~2-3/80",
        "+3 2u|My daughter and her husband have joined the Baptist church in Ashford. Full immersion, the lot. Each to "
        "their own.",
    ], "Which church does Enid attend?"),
]

PLANS = [
    S("plan", "home", "Maarten", "l2", [
        "1u|I live in Rotterdam, in Kralingen, near the lake.",
        "~2-3/60",
        "+2 2u|We are looking at apartments in Utrecht, my wife got a job offer there. Maybe next year we move, maybe "
        "not, it is expensive.",
        "~0-1",
    ], "Where does Maarten live?", pro="he"),
    S("plan", "employer", "Peregrine", "careful", [
        "1u|I work at Nationwide in Swindon, in the mortgages team.",
        "~2-3/90",
        "+3 2u|I've been offered a position at Aldermore, and I'm seriously weighing it. The salary is better, but "
        "it would mean Reading three days a week, and I'm not sure I have the stamina for that commute.",
    ], "Which company does Peregrine work for?", pro="he"),
    S("plan", "pet", "Clarissa", "work", [
        "1u|No pets for us, the lease doesn't allow them.",
        "~2-3/60",
        "+2 2u|We're on the waiting list for a cockapoo puppy from a breeder near Maidstone, due in March, assuming "
        "the landlord says yes.",
        "~0-1",
    ], "Does Clarissa have any pets?"),
    S("plan", "vehicle", "Jamie", "lower", [
        "1u|drive a corsa, 2012, its fine",
        "~2-3/40",
        "+2 2u|lookin at a used golf gti, might pick it up saturday if the finance goes thru 🤞",
    ], "what does jamie drive", pro="he"),
    S("plan", "doctor", "Chantelle", "lower", [
        "1u|my gp is northgate medical centre, theyre ok when u can get through",
        "~2-3/50",
        "+2 2u|thinkin of switching gp, waited 3 weeks for an appt at northgate, the new place on king st is taking "
        "people",
        "~0-1",
    ], "Which GP practice is Chantelle registered with?"),
    S("plan", "diet", "Violet", "older", [
        "1u|I'm doing the 5:2 diet, two days of next to nothing and five days of whatever I like.",
        "~2-3/60",
        "+2 2u|My granddaughter has talked me into trying keto after Christmas. Bacon and eggs for breakfast, she "
        "says. "
        "We shall see.",
    ], "What diet is Violet on?"),
    S("plan", "music", "Roderick", "speech", [
        "1u|i play the clarinet in the town band been at it since school",
        "~2-3/60",
        "+2 2u|i really want to learn the saxophone next year there's a bloke at work selling an alto cheap",
        "~0-1",
    ], "What instrument does Roderick play?", pro="he"),
    S("plan", "phone", "Dorothy", "older", [
        "1u|I'm with O2 on a contract, the shop in the precinct set it up.",
        "~2-3/80",
        "+2 2u|My grandson says I should go over to Tesco Mobile when the O2 contract runs out in May. I'll have a "
        "think.",
    ], "Which network is Dorothy with?"),
    S("plan", "bank", "Quincy", "plain", [
        "1u|I'm with First Direct, and their phone people are always lovely.",
        "~2-3/60",
        "+2 2u|Chase are offering 1% cashback, so I'm moving my current account over next month.",
        "~0-1",
    ], "Who does Quincy bank with?", pro="he"),
    S("plan", "habit", "Gordon", "work", [
        "1u|I'm a smoker, twenty a day on a bad week.",
        "~2-3/60",
        "+2 2u|Booked onto the stop-smoking programme at the pharmacy, starts on the 4th. Quit date circled in red.",
    ], "Does Gordon smoke?", pro="he"),
    S("plan", "meds", "Philomena", "careful", [
        "1u|I'm on methotrexate once a week for the rheumatoid arthritis, with folic acid the next day.",
        "~2-3/90",
        "+3 2u|My consultant has suggested that, if the methotrexate continues to do very little, we might move me "
        "onto "
        "a biologic in the autumn. Adalimumab, probably. Nothing is decided.",
        "~0-1",
    ], "What is Philomena taking for her arthritis?"),
]

RESTATED = [
    S("res", "home", "Nigel", "work", [
        "1u|I'm based in Basingstoke, handy for the M3.",
        "~2-3/60",
        "+3 2u|Still Basingstoke, same semi, same neighbour with the leaf blower at 7am.",
    ], "Where is Nigel based?", pro="he"),
    S("res", "role", "Cuthbert", "older", [
        "1u|I'm treasurer of the Heathfield Bowls Club, and have been since 2004.",
        "~2-3/80",
        "+3 2u|At the AGM nobody else put their hand up, so I'm keeping the books for Heathfield Bowls another year. "
        "Twenty years of it.",
        "~0-1",
    ], "What is Cuthbert's role at the bowls club?", pro="he"),
    S("res", "music", "Jaden", "teen", [
        "1u|i play bass, mostly in my room, sometimes with jake's garage band",
        "~2-3/50",
        "+2 2u|still grinding the four-string every day, fingertips are like leather",
    ], "What instrument does Jaden play?", pro="he"),
    S("res", "team", "Kieron", "speech", [
        "1u|i support tottenham always have my grandad took me to white hart lane when i was six",
        "~2-3/60",
        "+2 2u|spurs till i die mate doesn't matter how bad it gets and trust me it gets bad",
        "~0-1",
    ], "Which football team does Kieron support?", pro="he"),
    S("res", "vehicle", "Malte", "notes", [
        "1u|Car: Toyota Yaris, 2014, silver.",
        "~2-3/90",
        "+2 2u|Car still the '14 Yaris. MOT passed, 2 advisories.",
    ], "Malte's car", pro="he"),
    S("res", "doctor", "Abigail", "plain", [
        "1u|My GP is Dr Okonjo at Riverside Surgery, and she's brilliant.",
        "~2-3/60",
        "+2 2u|Saw Dr Okonjo again about my ankle. Honestly I'd follow that woman to any practice in the country.",
        "~0-1",
    ], "Who is Abigail's GP?"),
    S("res", "volunteer", "Tabitha", "notes", [
        "1u|Vol.: food bank, Weds am.",
        "~2-3/50",
        "+2 2u|Weds: food bank as usual. Sorted 40 crates.",
    ], "Where does Tabitha volunteer?"),
    S("res", "faith", "Ebenezer", "l2", [
        "1u|Every Sunday I go to the Ghanaian Methodist church in Peckham, all my community is there.",
        "~2-3/60",
        "+2 2u|Sunday again at our Methodist church in Peckham, the choir sang so beautiful, I stayed until three "
        "o'clock.",
        "~0-1",
    ], "Which church does Ebenezer belong to?", pro="he"),
    S("res", "employer", "Tyrone", "lower", [
        "1u|work at the amazon warehouse in rugeley, nights",
        "~2-3/50",
        "+2 2u|another night shift at the rugeley fc done, amazon owns my soul",
    ], "Where does Tyrone work?", pro="he"),
    S("res", "partner", "Lavinia", "careful", [
        "1u|My wife, Ruth, is an anaesthetist; we met at a mutual friend's fortieth.",
        "~2-3/90",
        "+3 2u|Ruth and I celebrated our tenth anniversary on Saturday: a quiet dinner, after which she was called in "
        "for an emergency, as is tradition.",
        "~0-1",
    ], "Who is Lavinia married to?"),
    S("res", "home", "Arthur", "proxy", [
        "1u|I live on Barton Street, number 12, second floor. Sixty-three steps, I've counted.",
        "~2-3/80",
        "+3 2Martin|Martin here, Arthur's son. Dad's still at 12 Barton Street, second floor, and he won't hear of "
        "anywhere with a lift.",
    ], "Where does Arthur live?", pro="he", voice="Martin"),
]
