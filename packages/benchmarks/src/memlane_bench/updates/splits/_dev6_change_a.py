"""dev6 change cases, part one: replacements, retractions and corrections (10 each).

In every case the later statement is what is true now and the earlier one is what it replaces;
``past_question`` is answered by the earlier one.
"""

from __future__ import annotations

from ._dev6_base import Case

# fmt: off
REPLACEMENT = [
    Case("replacement", "employer", "Oluwaseun",
         ("Oluwaseun", "Morning all. I'm doing stock control at Lidl on the ring road at the moment — not "
                       "glamorous, but the team are decent and the shifts are regular."),
         ("Oluwaseun", "handed in my notice at lidl last week, starting at the Co-op distribution centre on "
                       "monday. forklift licence finally paying off"),
         "Where does Oluwaseun work now?", "Which supermarket did Oluwaseun use to work at?"),
    Case("replacement", "residence", "Marguerite",
         ("Marguerite", "We're renting a flat in Montpellier, two minutes from the tram, which suits us "
                        "fine for now."),
         ("Marguerite", "So — we did it. We bought the little stone house in Sommières and moved in on the "
                        "third. The cat has spent a week under the bed and the boxes are winning, but we're "
                        "here, and the garden is ridiculous in the best way."),
         "Which town does Marguerite live in these days?", "Where was Marguerite living before?"),
    Case("replacement", "manager", "Tevita",
         ("Tevita", "My line manager is Ingrid Solberg. Fair, very strict about timesheets, but she backs "
                    "us up when it matters."),
         ("Tevita", "re-org finally landed. i report to Caspar Whitlock now, Ingrid got moved across to "
                    "the Auckland side"),
         "Who's Tevita's boss these days?", "Who did Tevita report to before the re-org?",
         ("Ingrid", "Solberg", "Caspar", "Whitlock")),
    Case("replacement", "phone", "Dilnoza",
         ("Dilnoza", "My phone is Samsung Galaxy A52. Not new, but the battery is holding two days, I am "
                     "happy with it."),
         ("Dilnoza", "Sad story: the Samsung fell in the river from the bridge. Now I have iPhone 13, "
                     "second hand from my cousin, and I am still learning where is everything."),
         "What phone does Dilnoza have?", "Which phone did Dilnoza have before?"),
    Case("replacement", "partner", "Ifeoma",
         ("Ifeoma", "Chidera and I have been together almost three years — we met at a friend's wedding "
                    "in Lagos, of all places."),
         ("Ifeoma", "Bit of personal news. Chidera and I went our separate ways over the summer, and I've "
                    "been seeing a man called Rafferty since October. Early days, but he's kind and he "
                    "cooks, which is more than I can say for myself."),
         "Who is Ifeoma dating?", "Who was Ifeoma with before?",
         ("Chidera", "Rafferty")),
    Case("replacement", "running_club", "Saoirse",
         ("Saoirse", "Tuesday nights I run with the Ringsend Harriers, mostly 10k training round the docks."),
         ("Saoirse", "Switched clubs — I'm with Clontarf Road Runners now. Their coach actually writes "
                     "proper marathon plans."),
         "Which running club is Saoirse in?", "Which club did Saoirse run with before?"),
    Case("replacement", "pharmacy", "Mehmet",
         ("Mehmet", "I take my prescriptions always from Boots on the high street, is near to my house."),
         ("Mehmet", "I change the pharmacy. Now I go to Hartley's Chemist by the station, the small one. "
                    "In Boots the waiting was forty minutes every time, too much."),
         "Which pharmacy does Mehmet use?", "Where did Mehmet use to collect his prescriptions?",
         ("Hartley",)),
    Case("replacement", "desk", "Annika",
         ("Annika", "If you want to find me I'm at desk 4B14 — fourth floor, window side, next to the "
                    "plant nobody waters."),
         ("Annika", "They moved our whole team down to the second floor on Friday. My desk is 2C07 now, "
                    "right beside the printers, so I'll be hearing every paper jam."),
         "Where is Annika's desk?", "Which desk was Annika at before the move?"),
    Case("replacement", "team_supported", "Wiremu",
         ("Aroha", "My brother Wiremu is a Blues fan through and through — the jersey, the flag, the lot."),
         ("Aroha", "You won't believe this: my brother has gone and switched to the Chiefs. Says the Blues "
                   "broke his heart one too many times; he's even bought the new jersey."),
         "Which rugby team does Wiremu support?", "Which team did Wiremu support before?"),
    Case("replacement", "email", "Przemysław",
         ("Przemysław", "For the invoices, my email is p.nowak@onet.pl."),
         ("Przemysław", "Please use przemek.nowak@fastmail.com from now on. The onet address is being "
                        "closed at the end of the month and I won't be checking it."),
         "What is Przemysław's email address?", "What email address did Przemysław use before?",
         ("Nowak", "Przemek")),
]

RETRACTION = [
    Case("retraction", "diet", "Anjali",
         ("Anjali", "I'm vegetarian, have been since uni, so honestly don't worry about me at the "
                    "barbecue, I'll bring halloumi."),
         ("Anjali", "Confession time: I'm not vegetarian any more. Had a bacon roll in March after a "
                    "night shift and that was the end of twelve years."),
         "Is Anjali still vegetarian?", "What diet did Anjali use to follow?"),
    Case("retraction", "gym", "Kwabena",
         ("Kwabena", "Got a membership at PureGym on Elm Street, I go most mornings before work."),
         ("Kwabena", "cancelled the puregym membership. doing push ups in the living room instead, saving "
                     "40 quid a month"),
         "Is Kwabena a member of a gym?", "Which gym did Kwabena use to go to?"),
    Case("retraction", "medication", "Solveig",
         ("Solveig", "fyi I'm on sertraline, 50mg, since january — in case I seem a bit flat some days"),
         ("Solveig", "The doctor agreed I could come off the sertraline. I tapered it over six weeks and "
                     "I'm not taking anything now. Feeling alright, actually."),
         "What medication is Solveig on?", "What medication was Solveig taking earlier?"),
    Case("retraction", "subscription", "Dmitri",
         ("Dmitri", "I subscribe to The Economist, the print edition. Sunday morning, coffee, cover to "
                    "cover — it is my little ritual."),
         ("Dmitri", "I let the Economist subscription lapse in the end. I don't take any magazines at "
                    "all now; the pile by the sofa was becoming a fire hazard."),
         "Which magazine does Dmitri subscribe to?", "What did Dmitri use to read on Sunday mornings?"),
    Case("retraction", "smoking", "Giedrė",
         ("Giedrė", "Yes, I smoke. About half a pack a day. I know, I know, don't start."),
         ("Giedrė", "Six weeks without a single cigarette today!! I quit properly this time, no more."),
         "Does Giedrė smoke?", "How much did Giedrė use to smoke?"),
    Case("retraction", "relationship", "Hamish",
         ("Hamish", "My girlfriend Noor and I are off to her parents' in Leicester this weekend. Wish me "
                    "luck with her dad."),
         ("Hamish", "Noor and I broke up last month. I'm single now and — weirdly — doing okay with it."),
         "Does Hamish have a girlfriend?", "Who was Hamish's girlfriend?",
         ("Noor",)),
    Case("retraction", "vehicle", "Leilani",
         ("Leilani", "i drive a 2012 honda civic, held together w duct tape but she runs"),
         ("Leilani", "sold the civic!! no car at all now, i bike or take the bus everywhere and my wallet "
                     "is sooo much happier"),
         "What does Leilani drive?", "What car did Leilani have before?"),
    Case("retraction", "landlord", "Zainab",
         ("Zainab", "Our landlord is Mr Abernethy, he lives downstairs. Nice enough, a bit slow with "
                    "repairs."),
         ("Zainab", "We ended up buying the flat off Mr Abernethy, so there's no landlord any more — just "
                    "us and a very large mortgage."),
         "Who is Zainab's landlord?", "Who did Zainab rent from?",
         ("Abernethy",)),
    Case("retraction", "choir", "Thandiwe",
         ("Sipho", "My mother, Thandiwe, sings alto in the Soweto Community Choir — every Thursday, rain "
                   "or shine."),
         ("Sipho", "Mum has stepped away from the choir completely. Her knees can't take the standing any "
                   "more, so Thursdays she's at home with her crosswords now."),
         "Does Thandiwe still sing in a choir?", "Which choir did Thandiwe sing in?"),
    Case("retraction", "language", "Björn",
         ("Björn", "Learning Portuguese on Duolingo — 200-day streak as of this morning. Obrigado very "
                   "much."),
         ("Björn", "I've given up on the Portuguese. Deleted the app, streak gone, and I'm not learning "
                   "any language at the moment."),
         "What language is Björn learning?", "What language was Björn learning before?"),
]

CORRECTION = [
    Case("correction", "phone_number", "Xochitl",
         ("Xochitl", "New mobile number: 0771 302 5589. The old one's dead, don't bother texting it."),
         ("Xochitl", "Oops — I gave you all the wrong number a while back. It's 0771 302 5598, last two "
                     "digits swapped. Sorry to anyone who's been texting a stranger!"),
         "Xochitl's number?", "Which number did Xochitl give first?"),
    Case("correction", "school", "Ebuka",
         ("Nkechi", "My son Ebuka is in Year 4 at St Anne's Primary, he loves it there."),
         ("Nkechi", "Correction to something I told you ages ago: Ebuka's school is St Agnes's, not St "
                    "Anne's. St Anne's is where his cousin goes. No idea why I mixed them up — too little "
                    "sleep, probably."),
         "Which school does Ebuka go to?", "Which school did Nkechi first say Ebuka attends?",
         ("Anne", "Agnes")),
    Case("correction", "job_title", "Matteo",
         ("Matteo", "I'm a senior analyst at Bain, mostly healthcare clients."),
         ("Matteo", "I should correct myself — I'm not senior yet. My title is associate analyst; I got a "
                    "bit ahead of myself the other week."),
         "What is Matteo's job title?", "What title did Matteo first give?"),
    Case("correction", "email", "Yusra",
         ("Yusra", "email me at yusra.hamdan@gmail.com and I'll send the photos"),
         ("Yusra", "ugh I mistyped my own email. it's yusra.hamdani@gmail.com, with an i on the end. the "
                   "other one just bounces"),
         "What's Yusra's email address?", "What email address did Yusra give originally?",
         ("Hamdan", "Hamdani")),
    Case("correction", "doctor", "Elspeth",
         ("Elspeth", "My GP is Dr Morrow at the Larchfield practice."),
         ("Elspeth", "I keep saying Dr Morrow, but that's wrong — Dr Morrow retired two years ago. My GP "
                     "is Dr Adeyemi, same practice, and has been all this time."),
         "Who is Elspeth's GP?", "Which doctor did Elspeth first name as her GP?",
         ("Morrow", "Adeyemi")),
    Case("correction", "pet", "Tomasz",
         ("Tomasz", "Our dog Fig is a whippet, three years old, fastest thing in the park."),
         ("Tomasz", "My wife just laughed at me: Fig is a lurcher, not a whippet. I've been telling "
                    "everyone wrong for weeks."),
         "What breed is Tomasz's dog?", "What breed did Tomasz first say Fig was?",
         ("Fig",)),
    Case("correction", "address", "Chayton",
         ("Chayton", "I'm at 14 Birch Lane now, if you're mailing that package."),
         ("Chayton", "CORRECTION: it's 41 Birch Lane, not 14. Fourteen is my neighbor, who already has "
                     "one of my packages."),
         "What's Chayton's street address?", "What address did Chayton give before?"),
    Case("correction", "shift", "Aigerim",
         ("Aigerim", "My shifts are nights, from 22 to 6, Monday until Thursday."),
         ("Aigerim", "Sorry, I wrote wrong before — it is Tuesday until Friday, not Monday until "
                     "Thursday. Same hours, 22 to 6."),
         "Which nights does Aigerim work?", "Which nights did Aigerim first say she worked?"),
    Case("correction", "vehicle", "Hyun-woo",
         ("Hyun-woo", "I drive a Kia Sportage, the grey one in bay 12."),
         ("Hyun-woo", "Small correction, it's a Hyundai Tucson, not a Sportage. Basically the same car, "
                      "but my brother sold it to me and he'd be offended."),
         "What does Hyun-woo drive?", "What car did Hyun-woo say he drove at first?"),
    Case("correction", "bank", "Fatoumata",
         ("Fatoumata", "My salary goes into my Barclays current account."),
         ("Fatoumata", "Actually, I got that wrong: my salary is paid into Monzo. Barclays is the old "
                       "savings account I never touch."),
         "Which bank does Fatoumata's salary go into?", "Which bank did Fatoumata first say her salary "
                                                        "went to?"),
]
# fmt: on
