"""dev7 must-not-supersede: other people's states, plans and restatements (the standing turn is CUR)."""

from __future__ import annotations

from ._dev7_base import CUR, OTH, case, fill, t

# fmt: off
OTHER_PERSON = (
    case("o01", "residence", "other_person", "Siddharth",
         t("Siddharth", 0, "I live in Pune, Kothrud side, ten minutes from my office by scooter.", CUR),
         fill("Siddharth", day=3, n=3, until=30),
         t("Siddharth", 45, "My brother Rohan shifted to Bengaluru last month, he is in Koramangala now. Already he is complaining "
                            "about the traffic.", OTH),
         q="Where does Siddharth live?"),

    case("o02", "job", "other_person", "Hana",
         t("Hana", 0, "I'm a pattern cutter at Moravia Textiles in Brno, mostly workwear.", CUR),
         fill("Hana", "Jiří", day=2, n=4, until=20),
         t("Jiří", 28, "I've just started at Vltava Systems! First week done, nobody knows where anything is, including me.", OTH),
         q="Where does Hana work?"),

    case("o03", "relationship", "other_person", "Camille",
         t("Camille", 0, "Théo and I have been together since lycée, ten years this autumn.", CUR),
         fill("Camille", day=4, n=3, until=40),
         t("Camille", 62, "Big news in the group chat: my best friend Romane got engaged to her girlfriend last night! I cried at my desk.", OTH),
         q="Who is Camille's partner?"),

    case("o04", "pet", "other_person", "Dov",
         t("Dov", 0, "We have a beagle called Hummus, he eats everything, including a sock last week.", CUR),
         fill("Dov", "Tali", day=3, n=4, until=30),
         t("Tali", 41, "The neighbours just got two rabbits and Hummus is obsessed, sits by the fence all day crying."),
         t("Dov", 41, "Honestly the rabbits are the best thing that's happened to him. Also my mum got a parrot, she's teaching it to "
                      "say shalom.", OTH),
         q="What pet does Dov have?"),

    case("o05", "clinician", "other_person", "Phoebe",
         t("Phoebe", 0, "My GP is Dr Sato at Riverside Health Centre, she's lovely.", CUR),
         fill("Phoebe", day=3, n=3, until=30),
         t("Phoebe", 47, "Mum's switched her GP to Dr Harrington at the Priory practice, says Dr Sato never listened to her.", OTH),
         q="Who is Phoebe's GP?"),

    case("o06", "childcare", "other_person", "Zara",
         t("Imran", 0, "Our eldest, Zara, goes to Oakfield Primary, she's in Year 4 now.", CUR),
         fill("Imran", day=5, n=3, until=40),
         t("Imran", 60, "My sister's boy just started at Greenway Academy, looks so grown up in the blazer. Time flies.", OTH),
         q="Which school does Zara go to?"),

    case("o07", "vehicle", "other_person", "Mateus",
         t("Mateus", 0, "I drive a Fiat Strada, the little pickup, for the farm stuff.", CUR),
         fill("Mateus", "Joana", day=2, n=4, until=25),
         t("Joana", 33, "I just got a Renault Kwid, my first car ever! It's tiny and I love it.", OTH),
         q="What does Mateus drive?"),

    case("o08", "provider", "other_person", "Olamide",
         t("Olamide", 0, "I bank with Harlow & Reed, the app is actually decent and they don't charge for transfers home.", CUR),
         fill("Olamide", day=3, n=3, until=30),
         t("Olamide", 52, "Tunde switched his account over to Tern Bank because of their cashback thing, he won't stop talking about it.", OTH),
         q="Which bank is Olamide with?"),
)

PLANS = (
    case("l01", "job", "plan", "Esperanza",
         t("Esperanza", 0, "I'm a claims handler at Halcyon Insurance, six years now.", CUR),
         fill("Esperanza", day=4, n=3, until=40),
         t("Esperanza", 66, "I'm seriously thinking about handing in my notice. Might go freelance, might retrain as a teacher, who "
                            "knows. Haven't said a word to anyone at work yet.", OTH),
         q="Where does Esperanza work?"),

    case("l02", "residence", "plan", "Padraig",
         t("Padraig", 0, "We're in Drumcondra, handy for Croker on match days.", CUR),
         fill("Padraig", "Niamh", day=3, n=4, until=40),
         t("Padraig", 58, "If the remote thing sticks we might move to Galway next year, Niamh's always wanted to be near the sea. "
                          "We'll see, nothing's decided.", OTH),
         q="Where does Padraig live?"),

    case("l03", "provider", "plan", "Kalinda",
         t("Kalinda", 0, "I'm with Boomerang Mobile on a 24-month plan, coverage out at the station is dodgy as.", CUR),
         fill("Kalinda", day=4, n=3, until=40),
         t("Kalinda", 70, "When the contract's up in August I'll probably jump to Coastline Mobile, they've got a decent 5G deal.", OTH),
         q="Which phone company is Kalinda with?"),

    case("l04", "relationship", "plan", "Lindiwe",
         t("Lindiwe", 0, "Sam and I have been married eight years this December.", CUR),
         fill("Lindiwe", day=5, n=3, until=50),
         t("Lindiwe", 85, "If Sam and I ever split up I'm moving straight back to Durban, no question. Not that we're planning to, "
                          "he just left the milk out again.", OTH),
         q="Is Lindiwe still married to Sam?"),

    case("l05", "membership", "plan", "Aarav",
         t("Aarav", 0, "Member at Northside Climbing Centre, bouldering three times a week, it's my whole personality now.", CUR),
         fill("Aarav", day=3, n=3, until=30),
         t("Aarav", 40, "gonna check out the new wall in kings cross next month, might swap if the route setting's better, idk yet", OTH),
         q="Which climbing centre is Aarav a member of?"),

    case("l06", "childcare", "plan", "Leo",
         t("Grete", 0, "Our son Leo is at Fairfield Primary, Year 2, loves his teacher.", CUR),
         fill("Grete", day=5, n=3, until=60),
         t("Grete", 90, "We're looking at moving Leo to the Steiner school in Forest Row next year, went to their open day. Nothing "
                        "decided yet.", OTH),
         q="What school does Leo go to?"),
)

RESTATEMENTS = (
    case("s01", "residence", "restatement", "Ingeborg",
         t("Ingeborg", 0, "I live in Tromsø. It's dark for two months of the year and I don't mind at all.", CUR),
         fill("Ingeborg", day=5, n=3, until=100),
         t("Ingeborg", 150, "Yep, still in Tromsø, still dark, still love it.", OTH),
         q="Where does Ingeborg live?"),

    case("s02", "job", "restatement", "Blessing",
         t("Blessing", 0, "I'm a staff nurse on the cardiology ward at St Luke's.", CUR),
         fill("Blessing", "Tendai", day=5, n=4, until=150),
         t("Blessing", 200, "Still at St Luke's, same ward, same night shifts, same terrible vending machine.", OTH),
         q="Where does Blessing work?"),

    case("s03", "pet", "restatement", "Ravi",
         t("Ravi", 0, "Our tortoise Gerald is forty-two, older than me.", CUR),
         fill("Ravi", day=4, n=3, until=60),
         t("Ravi", 90, "Gerald's still going strong, ate an entire strawberry today, very proud of him.", OTH),
         q="What pet does Ravi have?"),

    case("s04", "membership", "restatement", "Tane",
         t("Tane", 0, "Sharks fan till I die. Cronulla forever.", CUR),
         fill("Tane", "Wiremu", day=3, n=4, until=80),
         t("Tane", 120, "Still a Sharks man, even after that season. Don't talk to me about the finals.", OTH),
         q="Which team does Tane support?"),

    case("s05", "hobby", "restatement", "Agnieszka",
         t("Agnieszka", 0, "I do pottery on Thursday evenings at the studio in Hackney Wick.", CUR),
         fill("Agnieszka", day=4, n=3, until=50),
         t("Agnieszka", 70, "still doing pottery thursdays, made a bowl that's almost round this week", OTH),
         q="what do I do on thursday evenings?"),
)

CASES = (*OTHER_PERSON, *PLANS, *RESTATEMENTS)
# fmt: on
