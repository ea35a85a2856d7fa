"""dev14 far-apart changes (f01-f12): 150-250 turns of seeded small talk and 60+ days between
the older and the newer statement. f06 and f11 change twice (A -> B -> C): A is in the head,
B is the older scored statement and C the newer."""

from __future__ import annotations

from ._dev14_build import A, Far, U

SPECS: tuple[Far, ...] = (
    Far(
        "f01",
        "employer",
        "Kathleen",
        "Kathleen",
        "Zenith",
        head=(
            (U, "Evening! I've got a free week coming up and I want to actually rest for once.", 0),
            (A, "Sounds overdue. Any ideas, or want some suggestions?", 0),
        ),
        old=(
            U,
            "Suggestions please. I'm a teaching assistant at Holyfield Primary, so it's term-time only and "
            "the holidays are all mine.",
            0,
        ),
        reply="Lovely perk. A couple of day trips and one completely lazy day, maybe?",
        gap=180,
        new=(
            U,
            "So I handed my notice in at Holyfield in the end. I start at the town library on Monday as a "
            "library assistant - quieter, and paid all year round.",
            110,
        ),
        tail=(
            (A, "That's a big change, good luck on Monday!", 110),
            (U, "Thanks, I'm excited and terrified in equal measure.", 110),
        ),
        question="Where does Kathleen work?",
        past="Where did Kathleen work before the library?",
    ),
    Far(
        "f02",
        "residence",
        "Gilbert",
        "Gilbert",
        "Vesper",
        head=(),
        old=(
            U,
            "I live in Tavistock, right on the edge of the moor. Great for walking, rubbish for buses.",
            0,
        ),
        reply="Best of both worlds, mostly. Do you get up on the moor often?",
        gap=200,
        new=(
            U,
            "My commute's ten minutes since the move to Totnes. Feels like I've got my evenings back, and "
            "there's a proper bakery at the end of the road.",
            95,
        ),
        tail=((A, "Ten minutes is the dream. Enjoy the bakery!", 95),),
        question="Which town does Gilbert call home?",
        past="Where did Gilbert live before?",
    ),
    Far(
        "f03",
        "phone_number",
        "Stacy",
        "Stacy",
        "Aurora",
        head=(),
        old=(U, "For the dentist's form, my number is 07700 321 876.", 3),
        reply="Got it, added to the form.",
        gap=160,
        new=(
            U,
            "Quick admin: I switched networks and they gave me a new number, 07700 654 210. The old one ending "
            "876 stops working on Friday.",
            84,
        ),
        tail=((A, "Thanks, I'll use that from now on.", 84),),
        question="What's Stacy's number?",
    ),
    Far(
        "f04",
        "partner",
        "Marvin",
        "Marvin",
        "Twilight",
        head=(),
        old=(
            U,
            "My girlfriend Tiffany and I have been together three years this month. Any ideas for a low-key "
            "celebration?",
            1,
        ),
        reply="A picnic somewhere meaningful to you both, or recreating your first date, always goes down well.",
        gap=220,
        new=(
            U,
            "Haven't mentioned it, but Tiffany and I broke up back in the spring. I've been seeing someone new "
            "for a couple of months, Kristen. Early days, but it's good.",
            140,
        ),
        tail=(
            (A, "I'm glad you're happy. Early days can be the fun part.", 140),
            (U, "She's got me doing pub quizzes, which is new.", 140),
        ),
        question="Who is Marvin going out with?",
        past="Who was Marvin's girlfriend before Kristen?",
    ),
    Far(
        "f05",
        "gym",
        "Phyllis",
        "Phyllis",
        "Polaris",
        head=(),
        old=(U, "I'm at the Forgeyard gym on Ropery Road, I go before work most days.", 0),
        reply="Early sessions are the best way to make sure they happen!",
        gap=170,
        new=(
            U,
            "I swapped Forgeyard for a little boxing gym round the corner from me called Southpaw. Way more fun "
            "and nobody hogs the squat rack.",
            100,
        ),
        tail=((A, "Boxing is a brilliant workout. Enjoy!", 100),),
        question="Where does Phyllis train these days?",
    ),
    Far(
        "f06",
        "car",
        "Tommy",
        "Tommy",
        "Altair",
        head=(
            (U, "First car ever! A 2009 Honda Jazz, bought it off my aunt for a song.", 0),
            (A, "Congratulations! Jazzes are famously reliable.", 0),
            (U, "It's got a cassette player, I love it.", 0),
        ),
        old=(U, "Traded the Jazz in for a Toyota Yaris hybrid and my fuel bills are tiny now.", 30),
        reply="Nice, the hybrids are great in town.",
        gap=190,
        new=(
            U,
            "Sold the Yaris to my nephew and I've gone electric! Picked up a used Nissan Leaf on Friday. Charging "
            "it at home is costing pennies.",
            150,
        ),
        tail=((A, "Welcome to the electric club!", 150), (U, "Range anxiety is real, mind.", 150)),
        question="What car does Tommy have now?",
        past="What did Tommy drive before going electric?",
    ),
    Far(
        "f07",
        "diet",
        "Heather",
        "Heather",
        "Deneb",
        head=(),
        old=(
            U,
            "I'm vegetarian, have been since I was fifteen, so please keep meat out of any meal plans.",
            2,
        ),
        reply="Of course, vegetarian it is.",
        gap=180,
        new=(
            U,
            "Big change, I'm eating meat again. The doctor wanted my iron up, and honestly I've enjoyed a roast "
            "chicken more than I expected to. So feel free to include it in meal plans.",
            122,
        ),
        tail=((A, "Thanks for letting me know. I'll mix some in.", 122),),
        question="Is Heather vegetarian?",
    ),
    Far(
        "f08",
        "hobby",
        "Clarence",
        "Clarence",
        "Rigel",
        head=(),
        old=(
            U,
            "Pottery's my thing. I throw pots every Thursday night at the studio on the high street.",
            0,
        ),
        reply="How lovely. What are you making at the moment?",
        gap=160,
        new=(
            U,
            "I've given up pottery, my wrists hated it. Bouldering is my new obsession, I'm at the climbing "
            "wall twice a week.",
            90,
        ),
        tail=((A, "That's a fun one. Look after those wrists though!", 90),),
        question="What does Clarence do for fun?",
    ),
    Far(
        "f09",
        "bank",
        "Gertrude",
        "Gertrude",
        "Lyra",
        head=(),
        old=(
            U,
            "I've banked with Fitzwilliam & Co for thirty years and I'm not about to change now.",
            0,
        ),
        reply="Thirty years is real loyalty.",
        gap=200,
        new=(
            U,
            "Well, I did change after all. Fitzwilliam shut our local branch, so I closed my account and I'm "
            "with Pennine Mutual now. They still have a counter in town with real people.",
            140,
        ),
        tail=(
            (A, "A local counter makes a big difference.", 140),
            (U, "And the lady there remembers my name.", 140),
        ),
        question="Who does Gertrude bank with?",
        past="Which bank was Gertrude with for thirty years?",
    ),
    Far(
        "f10",
        "surname",
        "Helen",
        "Helen",
        "Orion",
        head=(),
        old=(U, "My name's Helen Briggs, by the way, in case you need it for any forms.", 0),
        reply="Thanks, Helen.",
        gap=180,
        new=(
            U,
            "Just back from honeymoon! I've taken Lance's name, so it's Helen Cartwright on everything from "
            "now on.",
            100,
        ),
        tail=((A, "Congratulations! I'll use Cartwright from now on.", 100),),
        question="What's Helen's surname?",
        past="What was Helen's maiden name?",
    ),
    Far(
        "f11",
        "school",
        "Owen",
        "Judy",
        "Quasar",
        head=(
            (U, "Owen starts at Redhill Infants in September and I'm a wreck.", 0),
            (A, "Totally normal! He'll probably be fine before you are.", 0),
        ),
        old=(
            U,
            "Owen's moved up to Sycamore Junior School now. Big-boy backpack and everything.",
            120,
        ),
        reply="Aw, they grow up so fast. How did his first week go?",
        gap=210,
        new=(
            U,
            "We've moved Owen to Larchwood Primary. Sycamore wasn't working out with the bullying, and he's "
            "like a different boy already.",
            250,
        ),
        tail=((A, "I'm so glad he's happier.", 250),),
        question="Which school does Owen go to?",
        past="Which school was Owen at before his current one?",
    ),
    Far(
        "f12",
        "insurance",
        "Joel",
        "Joel",
        "Pulsar",
        head=(),
        old=(
            U,
            "Our home insurance is with Brightholme, renews in March. Remind me in February to shop around?",
            0,
        ),
        reply="Reminder set for the 1st of February.",
        gap=170,
        new=(
            U,
            "Didn't renew with Brightholme after all. Switched the house cover to Fernhill Direct and saved "
            "nearly a hundred quid.",
            110,
        ),
        tail=((A, "Nice saving.", 110),),
        question="Who insures Joel's house?",
    ),
)
