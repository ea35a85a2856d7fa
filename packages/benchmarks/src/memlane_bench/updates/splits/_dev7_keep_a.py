"""dev7 must-not-supersede: additions and time-bounded episodes (the standing turn is CUR)."""

from __future__ import annotations

from ._dev7_base import CUR, OTH, case, fill, t

# fmt: off
ADDITIONS = (
    case("a01", "pet", "addition", "Valentina",
         t("Valentina", 0, "We have two cats, Miso and Tofu, total menaces, they've shredded the sofa.", CUR),
         fill("Valentina", "Chiara", day=2, n=4, until=30),
         t("Valentina", 44, "And we've ALSO adopted a greyhound called Pepper! The cats are not impressed, they've moved onto the top of "
                            "the fridge in protest.", OTH),
         q="what pets does Valentina have?"),

    case("a02", "language", "addition", "Hyun-woo",
         t("Hyun-woo", 0, "I'm learning Spanish, the B1 exam is in June, wish me luck.", CUR),
         fill("Hyun-woo", day=3, n=3, until=25),
         t("Hyun-woo", 35, "Also started Arabic evening classes on Mondays, on top of the Spanish. My brain is melting but it's fun.", OTH),
         q="Which languages is Hyun-woo learning?"),

    case("a03", "hobby", "addition", "Ngaio",
         t("Ngaio", 0, "I play bass in a covers band, mostly Crowded House and Split Enz, pub gigs on Fridays.", CUR),
         fill("Ngaio", "Aroha", day=4, n=4, until=40),
         t("Ngaio", 58, "Joined a community choir as well, altos, Wednesday nights. Never sung in my life, terrifying.", OTH),
         q="What music groups is Ngaio part of?"),

    case("a04", "job", "addition", "Emeka",
         t("Emeka", 0, "I'm a paramedic with the ambulance service, four on four off.", CUR),
         fill("Emeka", day=5, n=3, until=45),
         t("Emeka", 70, "Picked up some weekend shifts at the climbing wall on my days off, belaying at kids' parties. Bit of extra cash "
                        "for the holiday.", OTH),
         q="What does Emeka do for work?"),

    case("a05", "faith_volunteering", "addition", "Dorota",
         t("Dorota", 0, "I volunteer at Parkrun most Saturdays, usually on the timekeeping.", CUR),
         fill("Dorota", day=3, n=3, until=30),
         t("Dorota", 42, "oh and i started doing reading with the kids at the library tuesday afternoons as well its so nice they are "
                         "so funny", OTH),
         q="Where does Dorota volunteer?"),

    case("a06", "health", "addition", "Ruairí",
         t("Ruairí", 0, "I'm allergic to penicillin, found out the hard way when I was seven.", CUR),
         fill("Ruairí", "Clodagh", day=6, n=4, until=60),
         t("Ruairí", 90, "Allergy clinic results are in: latex as well, would you believe. Explains the dentist. So that's two things "
                         "on the wristband now.", OTH),
         q="What is Ruairí allergic to?"),

    case("a07", "contact", "addition", "Mei-Ling",
         t("Mei-Ling", 0, "For anything work-related email me at meiling.tan@harbourgate.sg", CUR),
         fill("Mei-Ling", day=1, n=2, until=5),
         t("Mei-Ling", 9, "personal stuff can go to tanmeiling88@gmail.com too, I check both lah", OTH),
         q="which email addresses do I use?"),

    case("a08", "vehicle", "addition", "Parveen",
         t("Parveen", 0, "I drive a Skoda Octavia estate, fits the dog, both kids and a week of shopping.", CUR),
         fill("Parveen", day=4, n=3, until=35),
         t("Parveen", 52, "Bought myself a Royal Enfield Classic 350. Midlife crisis, fully aware. Sunday rides only.", OTH),
         q="What vehicles does Parveen have?"),
)

TIME_BOUNDED = (
    case("b01", "residence", "time_bounded", "Kamala",
         t("Kamala", 0, "I live in Hobart, North Hobart, five minutes from the footy oval.", CUR),
         fill("Kamala", "Bindi", day=3, n=4, until=30),
         t("Kamala", 40, "G'day from Darwin! Up here for two weeks on a field survey, the humidity is obscene. Back home on the 14th.", OTH),
         q="Where does Kamala live?"),

    case("b02", "job", "time_bounded", "Aurelio",
         t("Aurelio", 0, "I work for Rowan & Finch, the engineering consultancy, in their Milan office.", CUR),
         fill("Aurelio", day=5, n=3, until=40),
         t("Aurelio", 60, "Starting a three-month secondment at a client's site in Dublin on Monday, embedded with their team at "
                          "Liffey Water. Then straight back to Milan.", OTH),
         q="Who does Aurelio work for?"),

    case("b03", "health", "time_bounded", "Fergus",
         t("Fergus", 0, "I'm a proper carnivore, brisket is basically my religion.", CUR),
         fill("Fergus", "Ailsa", day=5, n=4, until=200),
         t("Fergus", 372, "Doing Veganuary with my girlfriend. Day 9. I would kill for a bacon roll. February can't come soon enough.", OTH),
         q="Does Fergus normally eat meat?"),

    case("b04", "vehicle", "time_bounded", "Birgit",
         t("Birgit", 0, "I drive a Volvo V60, the most Swedish car possible, I know.", CUR),
         fill("Birgit", day=3, n=3, until=30),
         t("Birgit", 50, "We rented a Fiat Panda for the week in Sicily, it has scratches on every single panel and nobody here cares.", OTH),
         q="What car does Birgit drive?"),

    case("b05", "routine", "time_bounded", "Amadou",
         t("Amadou", 0, "I take the Metro to work, Haymarket to South Gosforth, fifteen minutes, no stress.", CUR),
         fill("Amadou", "Sékou", day=3, n=4, until=40),
         t("Amadou", 55, "Metro's on strike all this week so I'm driving in and paying a fortune to park. Back to normal Monday hopefully.", OTH),
         q="How does Amadou get to work?"),

    case("b06", "membership", "time_bounded", "Jarrah",
         t("Jarrah", 0, "I train at Ironbark Gym in Freo, five mornings a week before work.", CUR),
         fill("Jarrah", day=3, n=3, until=30),
         t("Jarrah", 46, "at my sis's in Cairns for the month, been using the hotel gym down the road, it's tiny lol. back at "
                         "Ironbark on the 3rd", OTH),
         q="Which gym does Jarrah train at?"),

    case("b07", "contact", "time_bounded", "Orla",
         t("Orla", 0, "My number's 087 555 2231, text me any time, I'm useless at answering calls.", CUR),
         fill("Orla", "Deirdre", day=4, n=4, until=40),
         t("Orla", 61, "For the Japan trip I'm on a local SIM, +81 80 5555 0192. Back on my usual number after the 20th.", OTH),
         q="What's Orla's phone number?"),

    case("b08", "colleague", "time_bounded", "Nkechi",
         t("Nkechi", 0, "My manager is Priscilla, honestly the best boss I've had.", CUR),
         fill("Nkechi", day=4, n=3, until=50),
         t("Nkechi", 80, "Priscilla's on maternity leave till June, so Dev's covering her approvals in the meantime. He's nice but he "
                         "replies to emails at 2am.", OTH),
         q="Who is Nkechi's manager?"),
)

CASES = (*ADDITIONS, *TIME_BOUNDED)
# fmt: on
