"""dev9 retractions (12) and corrections (12).

Retractions: something stops being true and nothing takes its place (a membership cancelled, a
pet put to sleep, a role resigned in the minutes, an engagement called off). Corrections: the
speaker fixes their own earlier error, or fixes a mistaken statement by the assistant or by a
colleague (then ``other`` is the mistaken turn and ``current`` the correction).
Registers: text messages, a journal written days later, meeting minutes, quoted speech,
non-native English, a change given only as a consequence, replies to an assistant.
"""

from __future__ import annotations

from ._dev9_build import CUR, OTH, Case, case

R = "retraction"
C = "correction"

# fmt: off
RETRACTIONS: list[Case] = [
    case("ret01", "diet", R, "Sunniva", "Is Sunniva still avoiding gluten?", [
        (0, "Sunniva", "I'm off gluten completely, the GP thinks it might be coeliac", OTH),
        (9, "Sunniva", "found a gluten free bakery in town, the brownies r amazing"),
        (40, "Sunniva", "biopsy came back clear!! not coeliac. back on normal bread, pasta, everything, no more gluten free for me", CUR),
    ]),
    case("ret02", "pet", R, "Oskar", "Does Oskar have any pets at the moment?", [
        (0, "Oskar", "Our old tabby Biscuit is fifteen now and still rules the house.", OTH),
        (22, "Oskar", "Biscuit knocked a glass off the table at 3am, classic."),
        (58, "Oskar", "We had to put Biscuit to sleep on Friday. The house feels very empty; we're not getting another animal for a while.", CUR),
    ], past="What pet did Oskar have?"),
    case("ret03", "gym", R, "Jomo", "Is Jomo a member of a gym?", [
        (0, "Jomo", "joined Ironleaf Gym, £35 a month, going to get so fit", OTH),
        (14, "Jomo", "legs still sore from tuesday smh"),
        (60, "Jomo", "cancelled ironleaf rn, was paying for nothing bc I never go. parks r free anyway", CUR),
    ], past="Which gym had Jomo joined?"),
    case("ret04", "subscription", R, "Marguerite", "What newspaper does Marguerite get delivered?", [
        (0, "Marguerite", "We get the Sunday Ledger delivered, Philippe does the crossword before breakfast.", OTH),
        (30, "Marguerite", "Journal, 2 Feb: rained all week. Philippe's back is better."),
        (72, "Marguerite", "Journal, written Tuesday about last weekend: cancelled the Ledger at last. The paperboy's final Sunday was the 10th; we read the news on the tablet now and Philippe does his crossword from a puzzle book.", CUR),
    ]),
    case("ret05", "medication", R, "Delroy", "What medication is Delroy taking?", [
        (0, "Delroy", "I take metformin twice a day with meals.", OTH),
        (28, "Delroy", "Walking to the shop and back every day, trying to keep the numbers down."),
        (84, "Delroy", "Dr Baptiste stopped the metformin at my review — HbA1c is fine on diet and walking alone. No tablets at all now.", CUR),
    ], past="What medication was Delroy on before his review?"),
    case("ret06", "relationship", R, "Ffion", "Is Ffion engaged?", [
        (0, "Ffion", "Lucan proposed on the beach at Rhossili! We're engaged!", OTH),
        (30, "Ffion", "Looking at venues, everything is booked until 2026."),
        (140, "Ffion", "Told Nain last night and she just said 'well, better now than after the wedding'. The engagement's off — Lucan and I split in May, it was mutual.", CUR),
    ]),
    case("ret07", "vehicle", R, "Arjun", "Does Arjun still have a motorbike?", [
        (0, "Arjun", "I ride a Royal Enfield Classic, 350cc, green, my pride and joy.", OTH),
        (25, "Arjun", "Got absolutely soaked this morning."),
        (90, "Arjun", "Bus pass renewed for the year — since I sold the Enfield in the spring it's buses and feet now, and honestly I don't miss the rain.", CUR),
    ], past="What motorbike did Arjun have?"),
    case("ret08", "volunteering", R, "Agnieszka", "Where does Agnieszka volunteer?", [
        (0, "Agnieszka", "I volunteer at the Hollybank food bank on Saturday mornings, sorting donations.", OTH),
        (21, "Agnieszka", "Hollybank got a delivery of 300 tins of peaches, nobody knows why."),
        (77, "Agnieszka", "Stepped back from Hollybank for good — my knees can't take the lifting anymore. I miss the people, not the crates.", CUR),
    ]),
    case("ret09", "hobby", R, "Cormac", "Is Cormac still in a pub quiz team?", [
        (0, "Cormac", "I'm in a pub quiz team, the Quizzly Bears, every Wednesday at the Lamb and Flag.", OTH),
        (20, "Cormac", "We lost by one point on a question about lighthouses."),
        (66, "Cormac", "The Quizzly Bears have disbanded, half the team moved away. No more Wednesday quizzes for me.", CUR),
    ]),
    case("ret10", "role", R, "Kofi", "Is Kofi still treasurer of the residents' association?", [
        (0, "Kofi", "I'm the treasurer of the Elm Court residents' association, so send your receipts my way.", OTH),
        (30, "Hedda", "Minutes, Elm Court RA, 31 Jan. Present: Kofi (treasurer), Hedda (chair), Lorcan. Bins rota agreed; Kofi to present the accounts in March."),
        (65, "Kofi", "Accounts presented. Nobody asked a single question, which is either very good or very bad."),
        (92, "Hedda", "Minutes, Elm Court RA, 2 Apr. Present: Hedda (chair), Lorcan, Zainab. Kofi has resigned as treasurer (thanks minuted); the role is vacant until the AGM.", CUR),
    ], past="What role did Kofi hold in the residents' association?"),
    case("ret11", "language", R, "Beatrix", "What language is Beatrix studying at the moment?", [
        (0, "Beatrix", "I'm learning Korean with the Lingbird app, twenty minutes every night.", OTH),
        (18, "Beatrix", "Can finally read a menu in Hangul, slowly."),
        (75, "Beatrix", "Deleted Lingbird and dropped the Korean. Between the baby and everything else there's just no time, maybe in a few years.", CUR),
    ]),
    case("ret12", "schedule", R, "Tariq", "Does Tariq still work on-call weekends?", [
        (0, "Tariq", "I'm on call every other weekend for the network team, phone on loud.", OTH),
        (15, "Tariq", "2am page about a printer. A printer."),
        (55, "Tariq", "Good news from the all-hands: the on-call rota has been scrapped for our team, the overseas NOC covers weekends now. My weekends are mine again!", CUR),
    ]),
]
# fmt: on

# fmt: off
CORRECTIONS: list[Case] = [
    case("cor01", "contact", C, "Imogen", "What's Imogen's Instagram handle?", [
        (0, "Imogen", "my insta is @kestrel_ink if u want to see the prints", OTH),
        (5, "Imogen", "sold 3 prints at the market today!!"),
        (19, "Imogen", "omg just realised I gave u the wrong handle weeks ago — @kestrel_ink is some random guy. mine is @kestrel.inkworks, with the dot", CUR),
    ]),
    case("cor02", "schedule", C, "Florin", "What time do Florin's shifts start?", [
        (0, "Florin", "My shifts at the sorting office start at 7, so I'm up at half five.", OTH),
        (9, "Florin", "Bought a second alarm clock, just in case."),
        (24, "Florin", "Correction, I misread the rota back then — my start is 8 o'clock, not 7. I've been an hour early for three weeks like an idiot.", CUR),
    ]),
    case("cor03", "clinic", C, "Leona", "Who is Leona's dentist?", [
        (0, "Leona", "Need to book a check-up at Quayside Dental before my insurance year ends."),
        (2, "Leona's assistant", "Noted: your dentist is Dr Faber at Quayside Dental. I'll remind you to book.", OTH),
        (20, "Leona", "Booked for the 14th."),
        (34, "Leona", "Just saw your note — that's wrong. Dr Faber is my husband Aurelio's dentist. Mine has always been Dr Ahn at Quayside.", CUR),
    ]),
    case("cor04", "address", C, "Thanh", "What's Thanh's home address?", [
        (0, "Thanh", "My address is 12 Harlow Street, flat 3, please send the invitation there.", OTH),
        (10, "Thanh", "Yesterday I try the new pho place near my work, not so good like my mother cook."),
        (26, "Thanh", "Sorry, I made mistake before with my address — is 21 Harlow Street, not 12. Flat 3 is correct. This is why the postman bring me letters for other people.", CUR),
    ]),
    case("cor05", "diet", C, "Birgit", "What is Birgit allergic to?", [
        (0, "Birgit", "I'm allergic to peanuts, so no satay at the team lunch please.", OTH),
        (14, "Birgit", "The team lunch was nice, the Thai place did a separate plate for me."),
        (45, "Birgit", "Correction to what I told everyone: the allergist says it's tree nuts — cashew, walnut, almond — not peanuts. Peanut butter is fine, it turns out.", CUR),
    ], past="What did Birgit first say she was allergic to?"),
    case("cor06", "team", C, "Soraya", "Which project is Soraya leading?", [
        (0, "Caspar", "Minutes, product sync 8 Jan. Present: Soraya, Ewan, Dagny, Caspar (notes). Action: Soraya to lead Project Larkspur from February.", OTH),
        (14, "Soraya", "Kick-off slides are done, Dagny is doing the budget."),
        (23, "Caspar", "Correction to the 8 Jan minutes: Larkspur is led by Ewan, not Soraya. Soraya leads Project Tamarind. Apologies for the mix-up.", CUR),
    ]),
    case("cor07", "favourite", C, "Quentin", "What's Quentin's favourite film?", [
        (0, "Quentin", "Favourite film, easy: Heat. Always has been.", OTH),
        (40, "Quentin", "Watched three films this weekend, none of them any good."),
        (55, "Quentin", "Thinking about it properly, I fibbed earlier — I say Heat to sound cool, but my actual favourite film is Paris, Texas. Cried at it four times.", CUR),
    ]),
    case("cor08", "medication", C, "Hamza", "What dose of amlodipine does Hamza take?", [
        (0, "Hamza", "I'm on 5mg of amlodipine for blood pressure, one a day.", OTH),
        (20, "Hamza", "BP was 128 over 82 this morning."),
        (36, "Hamza", "Checked the box properly — it's 10mg amlodipine, not 5. The pharmacist changed it in November and I never noticed.", CUR),
    ]),
    case("cor09", "software", C, "Ji-woo", "What design tool does Ji-woo use for mockups?", [
        (0, "Minh", "Ji-woo does all our mockups in Figma, ask her for the file.", OTH),
        (5, "Minh", "Sprint review moved to Thursday."),
        (30, "Ji-woo", "Minh has that wrong — I've never used Figma here. All the mockups are in Penpot, the file's in the shared drive.", CUR),
    ]),
    case("cor10", "vehicle", C, "Ottavio", "What car does Ottavio drive?", [
        (0, "Ottavio", "We've got a Kia Ceed, dark blue, handy for the kids.", OTH),
        (17, "Ottavio", "School trip form signed, finally."),
        (49, "Ottavio", "Sorry, I mixed up the cars when I told you that — the Ceed was our last one. We drive a Kia Niro, the hybrid. Same dealer, different car.", CUR),
    ]),
    case("cor11", "school", C, "Wanjiru", "What is Wanjiru studying, and in which year?", [
        (0, "Wanjiru", "Placement starts Monday at the St Columba's maternity unit."),
        (1, "Wanjiru's assistant", "Good luck! So you're in your second year of the nursing degree at Carrow University, right?", OTH),
        (15, "Wanjiru", "First delivery I assisted with! Mum and baby both fine."),
        (20, "Wanjiru", "Also, I meant to correct you weeks ago: third year, not second, and it's the midwifery degree at Carrow, not nursing.", CUR),
    ]),
    case("cor12", "manager", C, "Sigrun", "Who is Sigrun's direct manager?", [
        (0, "Sigrun", "My manager is Pavla, she's brilliant.", OTH),
        (12, "Sigrun", "Pavla ran the quarterly all-hands, very polished."),
        (19, "Sigrun", "Sorry, I told you wrong last time: Pavla is my skip-level. My direct manager is Rune — we have our one-to-ones on Fridays.", CUR),
    ]),
]
# fmt: on
