"""test6 must-not cases: additions worded like changes and time-bounded episodes worded like moves."""

from __future__ import annotations

from ._test6_build import S

ADDITIONS = [
    S("add", "pet", "Nadia", "plain", [
        "1u|I have a ginger cat called Biscuit who thinks he owns the whole street.",
        "~2-3/40",
        "+3 2u|New arrival! We picked up a rescue greyhound called Pilot on Saturday. Biscuit hasn't come down from "
        "the wardrobe since.",
        "~0-1",
    ], "What pets does Nadia have?"),
    S("add", "employer", "Rowena", "plain", [
        "1u|I work at the county library, mostly in the children's section.",
        "~2-3/60",
        "+2 2u|I'm working at the Crown and Anchor now, Friday and Saturday nights behind the bar. No social life "
        "whatsoever, but the tips are decent.",
    ], "Where does Rowena work?"),
    S("add", "hobby", "Agnes", "older", [
        "1u|I play the piano most afternoons, hymns mainly, and a bit of Chopin when I'm feeling brave.",
        "~2-3/90",
        "+3 2u|At eighty-one I've gone and taken up watercolours! Thursday class at the library, and the teacher is "
        "younger than my grandchildren.",
        "~0-1",
    ], "What are Agnes's hobbies?"),
    S("add", "bank", "Jodie", "lower", [
        "1u|i bank with halifax, had it since school",
        "~2-3/40",
        "+2 2u|opened a monzo for the savings pots, the little round ups are addictive",
    ], "which banks does jodie use"),
    S("add", "club", "Mason", "teen", [
        "1u|i play for riverside rovers u16s, left back",
        "~2-3/60",
        "+2 2u|joined the climbing club at school, tuesday nights. coach says its good for grip which, fair, i "
        "guess",
        "~0-1",
    ], "What clubs is Mason part of?", pro="he"),
    S("add", "citizenship", "Ngozi", "careful", [
        "1u|I'm a Nigerian citizen; I've lived in Manchester for eleven years on a series of visas.",
        "~2-3/150",
        "+4 2u|Today I became a British citizen. The ceremony was at the town hall and I cried all the way through the "
        "oath, which my sister will never let me forget.",
    ], "What nationality is Ngozi?"),
    S("add", "study", "Anselm", "careful", [
        "1u|I'm doing a part-time MBA at Warwick, weekends and one evening a week.",
        "~2-3/60",
        "+2 2u|I've signed up for a Spanish evening class at the college on Thursdays; the first session was last "
        "night. My brain is full, but happily so.",
        "~0-1",
    ], "What is Anselm studying?", pro="he"),
    S("add", "home", "Hamish", "work", [
        "1u|I'm based in Bristol, Clifton, ten minutes' walk from the office.",
        "~2-3/90",
        "+3 2u|We've got the keys to a cottage in St Ives! Weekends and holidays, but I'm already there in my head "
        "during every budget meeting.",
    ], "Where does Hamish live?", pro="he"),
    S("add", "phone", "Fenella", "notes", [
        "1u|Phone: Vodafone, SIM-only, 24 months.",
        "~2-3/50",
        "+2 2u|Work phone issued today. O2. Mgr insists it stays on at weekends.",
        "~0-1",
    ], "Which mobile network is Fenella on?"),
    S("add", "vehicle", "Lorcan", "speech", [
        "1u|i drive a ford focus estate the kids call it the bus",
        "~2-3/60",
        "+2 2u|so i went and got myself a motorbike a honda cb500 been wanting one since i was twenty the wife "
        "thinks it's a midlife crisis and she might be right",
    ], "What vehicles does Lorcan have?", pro="he"),
    S("add", "volunteer", "Evangeline", "careful", [
        "1u|I volunteer at the food bank on Wednesday mornings, mostly sorting tins by date.",
        "~2-3/80",
        "+3 2u|My Saturdays belong to the repair café now, once a month. I mostly hold things steady while retired "
        "engineers fix them, but I am learning.",
        "~0-1",
    ], "Where does Evangeline volunteer?"),
    S("add", "meds", "Farhan", "l2", [
        "1u|Every morning I take amlodipine for the blood pressure.",
        "~2-3/60",
        "+3 2u|Now the doctor gives me atorvastatin, for the cholesterol, I take it in the evening with the dinner.",
    ], "What medicines does Farhan take?", pro="he"),
]

EPISODES = [
    S("tb", "home", "Siobhan", "speech", [
        "1u|we live in limerick just off o'connell avenue",
        "~2-3/60",
        "+3 2u|so we're at my sister's place in cork for the month while the roof gets done the kids think it's a "
        "holiday",
        "~0-1",
    ], "Where does Siobhan live?"),
    S("tb", "role", "Bronagh", "work", [
        "1u|I'm deputy head of science at Castlebrook High.",
        "~2-3/60",
        "+2 2u|I'm acting head of department until Easter while Marion's on maternity leave. New office, same "
        "terrible coffee.",
    ], "What is Bronagh's position at the school?"),
    S("tb", "pet", "Tiegan", "lower", [
        "1u|got a hamster called peanut, he runs on his wheel all night",
        "~2-3/40",
        "+2 2u|dogsitting my sisters husky til sunday, shes eaten a cushion already pray for me",
        "~0-1",
    ], "what pet does tiegan have"),
    S("tb", "vehicle", "Aurelio", "work", [
        "1u|I drive a Skoda Octavia estate, company car.",
        "~2-3/60",
        "+2 2u|Garage gave me a courtesy Fiesta while the Octavia's in for a new clutch. Like driving a roller skate.",
    ], "What car does Aurelio drive?", pro="he"),
    S("tb", "diet", "Yolanda", "plain", [
        "1u|I'm vegan, five years in March, and I still miss cheese.",
        "~2-3/70",
        "+3 2u|Confession: I'm eating fish out here in Japan. There's dashi in literally everything and I'd rather not "
        "starve. Normal service resumes when I land.",
        "~0-1",
    ], "Is Yolanda vegan?"),
    S("tb", "commute", "Bartek", "work", [
        "1u|I take the Central line in from Leytonstone every day.",
        "~2-3/40",
        "+2 2u|Tube strike all week, so I'm driving in and paying a fortune for parking. Spare a thought.",
    ], "How does Bartek get to work?", pro="he"),
    S("tb", "doctor", "Yusra", "l2", [
        "1u|My doctor is Dr Weiss at the Gemeinschaftspraxis, she knows all my history.",
        "~2-3/60",
        "+2 2u|For the next three weeks I see Dr Novak, because Dr Weiss is on holiday. He is also okay but he speaks "
        "very fast.",
        "~0-1",
    ], "Who is Yusra's doctor?"),
    S("tb", "meds", "Hattie", "plain", [
        "1u|I take levothyroxine every morning before breakfast, have done for years.",
        "~2-3/60",
        "+2 2u|On amoxicillin for a week for this chest infection, three times a day, and it tastes like a pencil.",
    ], "What medication does Hattie take regularly?"),
    S("tb", "study", "Zuzanna", "l2", [
        "1u|I study architecture at the Politechnika in Kraków, fourth year.",
        "~2-3/90",
        "+3 2u|This semester I am in Lyon for Erasmus, at the école d'architecture. I come back to Kraków in February.",
        "~0-1",
    ], "Where does Zuzanna study?"),
    S("tb", "club", "Wilf", "plain", [
        "1u|I swim at Ponds Forge three mornings a week before work.",
        "~2-3/60",
        "+2 2u|Ponds Forge is shut for six weeks for repairs, so I'm doing my lengths at the uni pool. Fewer lanes, "
        "more students.",
    ], "Where does Wilf swim?", pro="he"),
    S("tb", "habit", "Shay", "lower", [
        "1u|usually have a few pints most weekends with the lads",
        "~2-3/50",
        "+2 2u|doing dry jan this year so no pints till feb, lads are ruthless about it",
        "~0-1",
    ], "What are Shay's drinking habits?", pro="he"),
    S("tb", "employer", "Isobel", "work", [
        "1u|I work at HMRC in the Newcastle office, policy side.",
        "~2-3/60",
        "+3 2u|Week one of my secondment at the Cabinet Office done. Six months of it, then back up north.",
    ], "Who employs Isobel?"),
]
