"""dev9 must-not cases, part A: additions (7), time-bounded episodes (7), other people (7).

Every later statement is built to look like a change ("now", "new", "just started", a different
value in the same relation) while the standing statement (``current``) stays true: a second pet,
a temporary cover, a hire car, someone else's new job or number.
Registers: text messages, status updates, minutes, non-native English, Spanish, Norwegian and
Māori words, Korean kinship words, quoted speech.
"""

from __future__ import annotations

from ._dev9_build import CUR, OTH, Case, case

A = "addition"
T = "time_bounded"
P = "other_person"

# fmt: off
ADDITIONS: list[Case] = [
    case("add01", "pet", A, "Marisol", "What pets does Marisol have?", [
        (0, "Marisol", "We have a dog, Bruno, a scruffy little terrier who thinks he's a wolf.", CUR),
        (18, "Marisol", "Bruno ate a whole sock and is absolutely fine, the vet is less fine."),
        (52, "Marisol", "New family member!! We now have a kitten too, Pim, all grey fluff. Bruno is confused but gentle with her.", OTH),
    ]),
    case("add02", "language", A, "Tendai", "What languages does Tendai speak?", [
        (0, "Tendai", "I speak Shona at home and English at work.", CUR),
        (30, "Tendai", "My grandmother says my Shona is getting lazy, the cheek."),
        (66, "Tendai", "Started Portuguese evening classes — now I'm the one in the family with three languages. Obrigado, obrigado.", OTH),
    ]),
    case("add03", "hobby", A, "Akosua", "What are Akosua's hobbies?", [
        (0, "Akosua", "I paint watercolours at the weekend, mostly the harbour.", CUR),
        (21, "Akosua", "Sold my first painting at the church fete! Twelve pounds!"),
        (57, "Akosua", "New hobby: birdwatching. Got the binoculars, the notebook, the silly hat. Spotted a heron on Sunday.", OTH),
    ]),
    case("add04", "software", A, "Halvard", "What software does Halvard use for work?", [
        (0, "Halvard", "I write all my code in Emacs, have done for twenty years.", CUR),
        (15, "Halvard", "Spent the morning fighting with a config file."),
        (44, "Halvard", "Update: now using Dockyard as well for the containers, the team standardised on it this sprint.", OTH),
    ]),
    case("add05", "subscription", A, "Nadia", "What subscriptions does Nadia have?", [
        (0, "Nadia", "We get the Veggie Crate box every Thursday, enough for the whole week.", CUR),
        (26, "Nadia", "This week's box had a celeriac the size of a football."),
        (61, "Nadia", "just signed up for Brewline too — new coffee every 2 weeks, my kitchen is basically all subscriptions now lol", OTH),
    ]),
    case("add06", "job", A, "Santiago", "What does Santiago do for work?", [
        (0, "Santiago", "I'm a physio at Lindenfield Hospital, mostly the orthopaedic ward.", CUR),
        (33, "Santiago", "Double shift today, three hip replacements walking by lunchtime."),
        (70, "Santiago", "New side gig: I teach Pilates at the Orchard Studio on Saturday mornings now. Weekdays are still the hospital, don't worry.", OTH),
    ]),
    case("add07", "volunteering", A, "Keziah", "Where does Keziah volunteer?", [
        (0, "Keziah", "I volunteer with the Riverside litter pickers, first Sunday of the month.", CUR),
        (35, "Keziah", "We pulled a shopping trolley out of the river. Again."),
        (80, "Keziah", "Now also volunteering at the Larchfield animal shelter on Tuesday evenings — walking dogs, scooping things.", OTH),
    ]),
]
# fmt: on

# fmt: off
TIME_BOUNDED: list[Case] = [
    case("tmb01", "residence", T, "Gaspard", "Where does Gaspard live?", [
        (0, "Gaspard", "I live in Porto, in Bonfim, a tiny flat with a huge window.", CUR),
        (20, "Gaspard", "The landlord finally fixed the shower."),
        (58, "Gaspard", "Writing from Lyon — I'm here three weeks on a site job, hotel room with a view of a car park. Home on the 20th.", OTH),
    ]),
    case("tmb02", "manager", T, "Rutendo", "Who is Rutendo's manager?", [
        (0, "Rutendo", "My manager is Clement, he's great about flexible hours.", CUR),
        (28, "Rutendo", "Clement's wife had the baby! Twin girls!"),
        (31, "Ulrike", "Minutes, claims team, 1 Feb. Present: Rutendo, Abena, Ulrike (notes). Clement on paternity leave until June; Rutendo reports to Abena for the duration, then back to Clement.", OTH),
    ]),
    case("tmb03", "vehicle", T, "Lachlan", "What car does Lachlan own?", [
        (0, "Lachlan", "I drive a Subaru Outback, good for the dogs and the dirt roads.", CUR),
        (37, "Lachlan", "Some genius reversed into me at the shops."),
        (40, "Lachlan", "outback's in the panel shop for a fortnight so I'm stuck in a hire Yaris till friday week, feel like I'm driving a shoe", OTH),
    ]),
    case("tmb04", "schedule", T, "Esperanza", "What shift does Esperanza normally work?", [
        (0, "Esperanza", "I work days at the bakery, seven to three, the best hours in the world.", CUR),
        (22, "Esperanza", "Learned to make conchas the proper way, from Rocío's grandmother's recipe."),
        (50, "Esperanza", "Nights for me now — solo por dos semanas, covering while Rocío is away, then back to my normal days.", OTH),
    ]),
    case("tmb05", "diet", T, "Danuta", "What's Danuta's usual diet?", [
        (0, "Danuta", "I eat everything, honestly, a big meat eater — sausage for breakfast if I can.", CUR),
        (30, "Danuta", "Pierogi night at my aunt's, I ate eleven."),
        (45, "Danuta", "No meat from today — giving it up for Lent, forty days, back to bacon on Easter Sunday.", OTH),
    ]),
    case("tmb06", "clinic", T, "Augustin", "Who is Augustin's regular GP?", [
        (0, "Augustin", "My GP is Dr Mensah at Parkway Surgery, very thorough.", CUR),
        (40, "Augustin", "Flu jab done, arm is sore."),
        (90, "Augustin", "Dr Mensah is on sabbatical until September, so I'm seeing a locum, Dr Reyes, for now. He's fine, just very fast.", OTH),
    ]),
    case("tmb07", "address", T, "Ilona", "What's Ilona's home address?", [
        (0, "Ilona", "I live at 4 Kestrel Close, the house with the yellow door.", CUR),
        (25, "Ilona", "Chose the paint colours finally: 'Oat' and 'Dusk'."),
        (60, "Ilona", "Update: staying at my sister Kasia's in Mile End for ten days while the decorators do the whole flat. Post still goes to Kestrel Close.", OTH),
    ]),
]
# fmt: on

# fmt: off
OTHER_PERSON: list[Case] = [
    case("oth01", "job", P, "Yerlan", "Where does Yerlan work?", [
        (0, "Yerlan", "I'm a signalling engineer at Steppeway Rail, based in the Almaty depot.", CUR),
        (19, "Yerlan", "Night inspection on the main line, very cold, very quiet."),
        (55, "Yerlan", "Big news: my sister Aigerim just started a new job at Altyn Bank! Corporate lending, very fancy.", OTH),
    ]),
    case("oth02", "contact", P, "Mireia", "What's Mireia's phone number?", [
        (0, "Mireia", "My number is 612 48 90 33, WhatsApp is the same.", CUR),
        (14, "Mireia", "Mi hermano Jordi lost his phone on the beach, típico."),
        (29, "Mireia", "Jordi has a new number: 699 12 77 40. Save it, he won't remember to tell anyone.", OTH),
    ]),
    case("oth03", "language", P, "Sveinung", "What languages does Sveinung speak?", [
        (0, "Sveinung", "I speak Norwegian, of course, and decent German from my student days in Kiel.", CUR),
        (24, "Sveinung", "Ja, the snow is back. Skiing to the shop."),
        (63, "Sveinung", "My brother Sindre is learning Mandarin now — new job in Shanghai from the autumn. Lykke til to him.", OTH),
    ]),
    case("oth04", "pet", P, "Marama", "What pet does Marama have?", [
        (0, "Marama", "I've got a cat called Kūmara, orange like the name.", CUR),
        (16, "Marama", "Kūmara brought a live weta inside. Ka pai, thanks cat."),
        (47, "Marama", "Our neighbour Tipene just got a new puppy, a husky called Storm. Loud. So loud.", OTH),
    ]),
    case("oth05", "appearance", P, "Consolata", "How does Consolata wear her hair?", [
        (0, "Consolata", "I keep my hair in short natural twists, easy in the morning.", CUR),
        (20, "Consolata", "Salon day, three hours, worth it."),
        (52, "Consolata", "My daughter Imani dyed her hair electric blue yesterday — new look for the new term. I said 'it's lovely' and meant it.", OTH),
    ]),
    case("oth06", "gym", P, "Pieter", "Which gym does Pieter go to?", [
        (0, "Pieter", "I train at Fitfabriek in Utrecht, mostly weights before work.", CUR),
        (32, "Pieter", "Deadlift PB, 160kg!"),
        (70, "Pieter", "Lotte has joined the new climbing gym, Klimhal Noord — she's there every night now. Not for me, I like the weights.", OTH),
    ]),
    case("oth07", "medication", P, "Soo-ah", "What dose of levothyroxine does Soo-ah take?", [
        (0, "Soo-ah", "I take 25mcg of levothyroxine every morning, before coffee.", CUR),
        (27, "Soo-ah", "Blood test results came back normal."),
        (40, "Soo-ah", "Appa's doctor changed his dose on Tuesday — he's on 75mcg now, and I've set up his pill box so he doesn't mix them up with mine.", OTH),
    ]),
]
# fmt: on
