"""dev7 far_apart: the change comes months and hundreds of small-talk turns after the first statement."""

from __future__ import annotations

from ._dev7_base import CUR, OTH, case, fill, t

# fmt: off
CASES = (
    case("f01", "residence", "far_apart", "Anneliese",
         t("Anneliese", 0, "I live in Graz, in Lend, right above a bakery, so I wake up to the smell of bread every day.", OTH),
         fill("Anneliese", "Wolfram", day=1, n=80, until=60),
         t("Anneliese", 64, "The bakery downstairs changed owners and the croissants are worse now. Small tragedy."),
         fill("Wolfram", "Anneliese", day=66, n=100, until=190),
         t("Anneliese", 205, "Moved to Linz in the end! The museum job was too good to turn down. Little flat in Urfahr with a view of the "
                             "Danube, I miss the bread smell though.", CUR),
         q="Where does Anneliese live?", past="Where did Anneliese live before Linz?"),

    case("f02", "job", "far_apart", "Obinna",
         t("Obinna", 0, "I'm a site engineer with Kelani Construction, mostly bridges and culverts on the Lagos-Ibadan corridor.", OTH),
         fill("Obinna", "Chioma", day=2, n=120, until=120),
         t("Chioma", 126, "Did Kelani ever pay you for the overtime from that weekend?"),
         fill("Chioma", "Obinna", day=127, n=100, until=230),
         t("Obinna", 240, "Dear Uncle Ifeanyi,\n\nGood evening sir, I hope Aunty and the twins are well. Thank you for the yams, they arrived "
                          "safely. I wanted to let you know I have moved on from Kelani Construction. Since last month I am a design "
                          "engineer at Okeke & Partners in Victoria Island, so no more site boots for now. Mummy says you should not "
                          "worry about me.\n\nYour nephew,\nObinna", CUR),
         q="Who does Obinna work for now?", past="Who did Obinna work for before?"),

    case("f03", "provider", "far_apart", "Svetlana",
         t("Svetlana", 0, "I'm on Vireo Mobile, cheapest SIM-only deal I could find, even if the signal at work is rubbish.", OTH),
         fill("Svetlana", "Natasha", day=1, n=150, until=170),
         t("Svetlana", 180, "done this week:\n- passport renewal posted\n- ported my number to Pylon Mobile, Vireo finally gone\n"
                            "- dentist booked\n- still haven't fixed the shower", CUR),
         q="Which mobile network is Svetlana on?", past="Which mobile network was Svetlana on before?"),

    case("f04", "relationship", "far_apart", "Marguerite",
         t("Marguerite", 0, "Single and loving it, honestly. No plans to change that any time soon.", OTH),
         fill("Marguerite", "Solène", day=2, n=90, until=80),
         t("Solène", 85, "My brother just got engaged, the whole family is losing it."),
         fill("Solène", "Marguerite", day=86, n=90, until=170),
         t("Marguerite", 185, "Okay so remember when I said single and loving it? I've been seeing Augustin from the choir since June. "
                              "It's serious. Like, meeting-his-parents serious.", CUR),
         q="Is Marguerite single?", past="What was Marguerite's relationship status before?"),

    case("f05", "pet", "far_apart", "Haruto",
         t("Haruto", 0, "We keep two budgies, Sora and Kumo. They scream at the postman every morning.", OTH),
         fill("Haruto", "Mitsuko", day=1, n=200, until=200),
         t("Haruto", 215, "Sad update. Kumo died in March and Sora followed a few weeks later, the vet said budgies do that sometimes. "
                          "We have a leopard gecko now, Taro, my son chose him. He does not scream at anybody.", CUR),
         q="What pet does Haruto have now?", past="What pets did Haruto have before?"),

    case("f06", "routine", "far_apart", "Zanele",
         t("Zanele", 0, "Tuesdays and Thursdays I work from home, rest of the week I'm in the Rosebank office.", OTH),
         fill("Zanele", "Nomvula", day=2, n=120, until=140),
         t("Nomvula", 145, "The Gautrain was packed today, I nearly missed my stop."),
         fill("Nomvula", "Zanele", day=146, n=40, until=175),
         t("Zanele", 180, "New hybrid policy from HR. I'm in the office Monday to Wednesday now and home on Thursdays and Fridays. "
                          "Goodbye Tuesday pyjama meetings.", CUR),
         q="Which days does Zanele work from home now?", past="Which days did Zanele work from home before?"),

    case("f07", "favourite", "far_apart", "Ignacio",
         t("Ignacio", 0, "Favourite band of all time: Los Planetas. Nothing comes close, I've seen them eleven times.", OTH),
         fill("Ignacio", "Pilar", day=1, n=100, until=90),
         t("Pilar", 95, "My favourite bar in Granada closed, I'm devastated."),
         fill("Pilar", "Ignacio", day=96, n=150, until=250),
         t("Ignacio", 262, "Weird few months, work's been a nightmare, the flat flooded, I finally got my residency paperwork through. "
                           "And I've been listening to nothing but Khruangbin, they've overtaken Los Planetas as my favourite band, "
                           "which I never thought I'd say out loud. Anyway, how's the new place?", CUR),
         q="What's Ignacio's favourite band?", past="What was Ignacio's favourite band before?"),

    case("f08", "language", "far_apart", "Leilani",
         t("Leilani", 0, "I'm learning ʻōlelo Hawaiʻi at the community college on Tuesday nights, my tūtū is so proud.", OTH),
         fill("Leilani", "Kealoha", day=2, n=170, until=180),
         t("Leilani", 196, "Paused the Hawaiian classes, too much with the new job. What I'm learning now is Tagalog, on an app, so I "
                           "can actually talk to my husband's lola at Christmas.", CUR),
         q="What language is Leilani learning at the moment?", past="Which language was Leilani learning before?"),

    case("f09", "education", "far_apart", "Gethin",
         t("Gethin", 0, "Doing a part-time MSc in Ecology at Bangor, one module a term alongside work.", OTH),
         fill("Gethin", "Rhiannon", day=3, n=130, until=120),
         t("Rhiannon", 125, "Bangor pier is closed again, storms."),
         fill("Rhiannon", "Gethin", day=126, n=80, until=200),
         t("Gethin", 214, "so i transferred out of the ecology msc its now the environmental data science one at aberystwyth all online "
                          "so i can keep working full time", CUR),
         q="What course is Gethin doing?", past="What course was Gethin doing before?"),
)
# fmt: on
