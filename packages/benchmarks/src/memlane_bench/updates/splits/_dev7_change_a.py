"""dev7 replacements: a standing fact, some chat, then the fact changes (the newer turn is CUR)."""

from __future__ import annotations

from ._dev7_base import CUR, OTH, case, fill, t

# fmt: off
CASES = (
    case("r01", "job", "replacement", "Kwabena",
         t("Kwabena", 0, "ngl the night shifts at Brightwater Logistics r killing me, 4th one this wk", OTH),
         t("Efua", 0, "u need to get out of there fr"),
         fill("Kwabena", "Efua", day=1, n=3, until=9),
         t("Efua", 10, "my cousin's on a warehouse job too, says its mad busy before xmas"),
         t("Kwabena", 23, "update: handed my notice in at brightwater lol. started at Halden Freight monday, planning office, DAYS ONLY 🙌", CUR),
         q="where's Kwabena working these days?", past="Where did Kwabena work before his current job?"),

    case("r02", "residence", "replacement", "Inês",
         t("Inês", 0, "Our flat on Cowley Road is tiny but you can't beat the location, three minutes to everything.", OTH),
         fill("Inês", day=2, n=2, until=6),
         t("Inês", 9, "Rui's parents are visiting from Braga next month, so I'm trying to find them a hotel that isn't a fortune."),
         fill("Inês", day=12, n=2),
         t("Inês", 41, "Handed back the keys to the Cowley Road flat this morning and the landlord returned the whole deposit, a miracle. "
                       "First night in the Headington house tonight, sleeping on a mattress surrounded by boxes.", CUR),
         q="What part of Oxford does Inês live in now?", past="Where did Inês live before?"),

    case("r03", "provider", "replacement", "Deepika",
         t("Deepika", 0, "I've banked with Northgate Building Society since uni. Never bothered switching, the app is ancient but it works.", OTH),
         fill("Deepika", day=3, n=3, until=20),
         t("Deepika", 40, "Hi Marcus,\n\nHope the move went OK! Thanks again for sorting the invoices for the allotment association.\n\n"
                          "Quick admin thing: I've moved my current account from Northgate over to Kestrel Bank (the switching service did it "
                          "all in a week), so for the refund please use the new details: sort code 30-91-47, account 44180923. The old account "
                          "closes on Friday.\n\nSee you at the AGM,\nDeepika", CUR),
         q="which bank is Deepika with now", past="Which bank was Deepika with before?"),

    case("r04", "relationship", "replacement", "Caoimhe",
         t("Caoimhe", 0, "Me and Darragh are going out nearly two years now, he's an absolute dote, brings me tea in bed every Sunday.", OTH),
         t("Aoibheann", 0, "Stop, ye're disgusting, I love it"),
         fill("Aoibheann", "Caoimhe", day=5, n=4, until=30),
         t("Aoibheann", 50, "Are you coming to Sinéad's thing Saturday? Bring whoever"),
         t("Caoimhe", 50, "Ah sure look, Darragh and I called it a day back in March, all very grown up about it. I've been seeing a lad called "
                          "Fionn from the hurling club since, early days but he's a gas man. I'll bring him so.", CUR),
         q="Is Caoimhe still going out with Darragh?", past="Who was Caoimhe going out with before?"),

    case("r05", "pet", "replacement", "Hamid",
         t("Hamid", 0, "Our greyhound Biscuit is thirteen now and still does zoomies round the garden like a puppy.", OTH),
         fill("Hamid", day=4, n=3, until=40),
         t("Hamid", 95, "Long day. Started with the car failing its MOT on a brake light of all things, then I had to go into the office because "
                        "the VPN was down, then the school rang because Yasmin forgot her PE kit again. And I don't think I told you, we lost "
                        "Biscuit in the summer, it was his heart, the vet was lovely about it. The kids were in bits for weeks. Anyway we ended "
                        "up with a rescue lurcher from the Dogs Trust in October, Pip, she's two and completely feral but very sweet. So that's "
                        "been our autumn. How was Crete?", CUR),
         q="What dog does Hamid have now?", past="What was Hamid's previous dog called?"),

    case("r06", "vehicle", "replacement", "DeShawn",
         t("DeShawn", 0, "My '09 Tacoma's got 240k miles on it and still runs like a champ. Ain't never getting rid of that truck.", OTH),
         fill("DeShawn", day=2, n=2, until=8),
         t("DeShawn", 12, "Y'all see gas this week? Four sixty-nine at the Sunoco by my job, highway robbery."),
         fill("DeShawn", day=14, n=2, until=30),
         t("DeShawn", 70, "So I lied lol. Traded the Tacoma in Saturday, they gave me way more than I figured. Drove off the lot in a used "
                          "Rivian R1T. Payments are brutal but man, that thing is quick.", CUR),
         q="what truck does DeShawn drive at the moment", past="What did DeShawn drive before?"),

    case("r07", "contact", "replacement", "Lars",
         t("Lars", 0, "Best way to get me is the mobile, 07700 355120. I never check email.", OTH),
         fill("Lars", day=1, n=3, until=15),
         t("Lars", 33, "admin for the reunion list:\n- postal address unchanged\n- new mobile: 07700 918442\n"
                       "- 07700 355120 is dead (lost the phone, couldn't port the number)\n- dietary: none", CUR),
         q="What's Lars's mobile number?", past="What was Lars's old mobile number?"),

    case("r08", "provider", "replacement", "Mthunzi",
         t("Mthunzi", 0, "Our internet at home is through Lumen Connect, the LTE router thing, and it drops every time there's load shedding.", OTH),
         fill("Mthunzi", "Thandeka", day=1, n=4, until=14),
         t("Thandeka", 18, "did the guys ever come fix your connection"),
         t("Mthunzi", 18, "ok so update we cancelled lumen connect finally the contract was done anyway and we got fibre put in its zolani fibre "
                          "now with a little battery backup for the router and honestly its lekker no more dropping during stage four", CUR),
         q="who is Mthunzi's internet provider now", past="Which internet provider did Mthunzi have before?"),

    case("r09", "provider", "replacement", "Gwen",
         t("Gwen", 0, "We're with Ravensworth Energy for gas and electric, fixed deal till the spring.", OTH),
         fill("Gwen", day=10, n=3, until=90),
         t("Gwen", 120, "Right, as of today we are officially no longer Ravensworth customers. Final bill came and it's in credit, which is a first."),
         fill("Gwen", day=120.5, n=1),
         t("Gwen", 121, "oh forgot to say, the switch went through to Tidewell Power, smart meter and everything, their app is miles better", CUR),
         q="Who supplies Gwen's gas and electricity now?", past="Who was Gwen's energy supplier before?"),

    case("r10", "membership", "replacement", "Brodie",
         t("Brodie", 0, "Doing the 6am classes at Fernleigh CrossFit most days, the coaches are ripper.", OTH),
         t("Kirra", 0, "6am?? you're a madman"),
         fill("Kirra", "Brodie", day=3, n=4, until=25),
         t("Brodie", 45, "Chucked in the CrossFit membership mate, it was costing an arm and a leg. Signed up at the council leisure centre in "
                         "Marrickville instead, fifteen bucks a week and there's a pool.", CUR),
         q="Where does Brodie work out these days?", past="Which gym was Brodie going to before?"),

    case("r11", "membership", "replacement", "Yuki",
         t("Yuki", 0, "I am running with Harbourside Striders every Tuesday evening, it is good for my English also.", OTH),
         fill("Yuki", day=2, n=3, until=20),
         t("Yuki", 28, "Small news: I quit Harbourside Striders. Their pace is too fast for me, always I was the last one. Now I am member of "
                       "Canal Mile Runners, they run slowly and after we go to pub. Much better for me.", CUR),
         q="Which running club is Yuki a member of?", past="Which running club was Yuki in before?"),

    case("r12", "health", "replacement", "Ananya",
         t("Ananya", 0, "I'm pure veg only yaar, no egg also. Whole family is like that.", OTH),
         t("Rohini", 0, "Same same, my in-laws won't even keep onion in the house"),
         fill("Rohini", "Ananya", day=4, n=4, until=40),
         t("Ananya", 60, "Arrey, big change. Doctor said my B12 is very very low, so I have started having eggs and fish now. No more strict "
                         "veg for me, my mother is still in shock.", CUR),
         q="Is Ananya still vegetarian?", past="What was Ananya's diet before?"),

    case("r13", "health", "replacement", "Bernadette",
         t("Bernadette", 0, "I'm on amlodipine for the blood pressure, one every morning with my porridge.", OTH),
         fill("Bernadette", day=3, n=3, until=15),
         t("Bernadette", 21, "meds update (for my own records)\namlodipine: STOPPED, ankles swelling\nramipril 5mg: started Mon, mornings\n"
                             "recheck BP in 4 wks w/ practice nurse", CUR),
         q="what do I take for my blood pressure now?", past="What blood pressure tablet was Bernadette on before?"),

    case("r14", "hobby", "replacement", "Tevita",
         t("Tevita", 0, "Been learning the ukulele off YouTube, can do about six chords now, sweet as.", OTH),
         fill("Tevita", day=5, n=3, until=30),
         t("Tevita", 55, "Put the uke away for good eh, my fingers were never gonna manage it. Got a second-hand cello off Trade Me and I'm "
                         "having lessons with a lady in Ponsonby on Thursdays. Way harder but choice.", CUR),
         q="what instrument is Tevita learning now?", past="Which instrument was Tevita learning before?"),

    case("r15", "colleague", "replacement", "Sunniva",
         t("Sunniva", 0, "My manager's Rafael. He's great about remote days, never makes a fuss.", OTH),
         fill("Sunniva", day=4, n=3, until=30),
         t("Sunniva", 40, "Big reshuffle at work this month. Rafael's gone over to the payments team. He seemed relieved, honestly. So now I "
                          "report to a woman called Edith Mwangi, who I'd never even met before Tuesday. She seems sharp.", CUR),
         q="Who is Sunniva's manager?", past="Who did Sunniva report to before the reshuffle?"),

    case("r16", "routine", "replacement", "Oskar",
         t("Oskar", 0, "I cycle to work along the canal towpath, 25 minutes door to door. Best part of my day.", OTH),
         fill("Oskar", day=2, n=2, until=10),
         t("Oskar", 12, "Someone nicked the saddle off a bike outside our building. Just the saddle! Who does that?"),
         fill("Oskar", day=14, n=2, until=40),
         t("Oskar", 66, "Since the office moved out to Meadowbank business park I've been getting the 42 bus. Cycling out there means the "
                        "dual carriageway and I'd quite like to live.", CUR),
         q="How does Oskar get to work these days?", past="How did Oskar use to get to work?"),

    case("r17", "clinician", "replacement", "Farida",
         t("Farida", 0, "My GP is Dr Okafor at Linden Lane surgery. She's brilliant, she actually listens.", OTH),
         fill("Farida", day=6, n=3, until=30),
         t("Farida", 52, "Dear Mrs Hollis,\n\nThank you for the reminder about the school medical form. Just to update our details: Linden "
                         "Lane closed its list after the merger, so the whole family has registered at Mill Street Medical Centre and I've "
                         "been assigned to Dr Anand there. The new practice number is 0161 496 0732.\n\nKind regards,\nFarida Rahimi", CUR),
         q="who's Farida's GP", past="Who was Farida's GP before?"),

    case("r18", "clinician", "replacement", "Rosalind",
         t("Rosalind", 0, "I've been going to Brightsmile Dental on the high street for about ten years, they know all my dramas.", OTH),
         fill("Rosalind", "Kemi", day=3, n=4, until=35),
         t("Kemi", 48, "how did the filling go??"),
         t("Rosalind", 48, "First appointment at the new place on Mare Street today, Dr Oyelaran, she did the filling and it didn't even hurt. "
                           "Never setting foot in Brightsmile again after that £340 bill for a clean", CUR),
         q="Which dentist does Rosalind go to now?", past="Which dentist did Rosalind go to before?"),

    case("r19", "favourite", "replacement", "Matteo",
         t("Matteo", 0, "Favourite coffee in the city is Tazza on Bold Street, no contest, I'm there every morning.", OTH),
         fill("Matteo", day=2, n=3, until=25),
         t("Matteo", 38, "not gonna lie Tazza's dead to me since they changed the beans, tastes like burnt toast now. Rooftop Roasters in the "
                         "Baltic Triangle is my spot these days, the flat white there is unreal", CUR),
         q="what's Matteo's favourite coffee place at the moment?", past="Which coffee place did Matteo use to like best?"),

    case("r20", "language", "replacement", "Nadia",
         t("Nadia", 0, "I'm learning Portuguese on Duolingo for the Brazil trip, 84 day streak!", OTH),
         fill("Nadia", day=5, n=3, until=50),
         t("Nadia", 75, "started korean lessons with a tutor online, twice a week, hangul is actually so logical. and yeah portuguese is dead "
                        "to me, the brazil trip got cancelled so whats the point", CUR),
         q="Which language is Nadia learning at the moment?", past="Which language was Nadia learning before?"),

    case("r21", "faith_volunteering", "replacement", "Ezekiel",
         t("Ezekiel", 0, "Saturday mornings I volunteer at the Eastgate food bank, sorting donations mostly.", OTH),
         fill("Ezekiel", day=4, n=3, until=30),
         t("Ezekiel", 44, "The food bank moved its sessions to weekday mornings, which I can't do with work, so I've taken my volunteering "
                          "over to the hospice charity shop on Mill Road. Saturdays, 9 till 1, pricing books mostly.", CUR),
         q="Where does Ezekiel volunteer now?", past="Where did Ezekiel volunteer before?"),

    case("r22", "childcare", "replacement", "Amara",
         t("Chidi", 0, "My daughter Amara goes to Little Acorns nursery on Fenwick Road, three days a week.", OTH),
         fill("Chidi", day=10, n=3, until=120),
         t("Chidi", 150, "Our nephew Tobenna is staying with us for half term, the house is chaos."),
         fill("Chidi", day=160, n=2, until=200),
         t("Chidi", 240, "The little one started reception at St Brigid's Primary this week! Her uniform is enormous on her. Very emotional "
                         "saying goodbye to the nursery staff, they've been amazing.", CUR),
         q="Where does Amara go to school now?", past="Which nursery did Amara go to?"),

    case("r23", "housing", "replacement", "Priyanka",
         t("Priyanka", 0, "My flatmate Jonno leaves his dishes everywhere, I'm going to lose it.", OTH),
         fill("Priyanka", "Tamsin", day=2, n=4, until=30),
         t("Priyanka", 55, "Jonno FINALLY moved out, back to his parents in Swindon. His room's been taken by a nurse called Siobhan who is "
                           "never home and labels her food. It's bliss.", CUR),
         q="Who does Priyanka live with now?", past="Who was Priyanka's flatmate before?"),

    case("r24", "role", "replacement", "Wen",
         t("Wen", 0, "I'm a senior associate at Holloway Crane, in the litigation team.", OTH),
         fill("Wen", day=5, n=3, until=60),
         t("Wen", 90, "MADE PARTNER!!! Announced at the firm dinner tonight, I'm still shaking. Senior associate no more 🥂", CUR),
         q="What's Wen's title at Holloway Crane?", past="What was Wen's title before?"),

    case("r25", "education", "replacement", "Thabo",
         t("Thabo", 0, "I'm doing mechanical engineering at Wits, second year.", OTH),
         fill("Thabo", "Lwazi", day=3, n=4, until=40),
         t("Thabo", 70, "Eish, so I switched to architecture. The maths in mech was killing me and I was always drawing anyway. Same varsity, "
                        "just a new faculty, and I lost a semester but ja, no regrets.", CUR),
         q="What is Thabo studying now?", past="What did Thabo study before?"),

    case("r26", "contact", "replacement", "Björn",
         t("Björn", 0, "If you want to see the film photos my insta is @bjorn_shoots_film", OTH),
         fill("Björn", day=2, n=3, until=20),
         t("Björn", 31, "Changed my handle, it's @bjornkvist.studio now since I'm doing paid work. The old one is gone, someone grabbed it "
                        "within an hour lol", CUR),
         q="what's my instagram handle?", past="What was Björn's old instagram handle?"),

    case("r27", "faith_volunteering", "replacement", "Eleni",
         t("Eleni", 0, "We go to St Mary's, the Greek Orthodox church in Camberwell, every Sunday, the kids are in the Sunday school there.", OTH),
         fill("Eleni", day=7, n=3, until=70),
         t("Eleni", 100, "Father Andreas retired at Easter and honestly it hasn't felt the same since, so we've moved parishes. We go to Agia "
                         "Sophia in Bayswater now. Longer drive, but the choir is beautiful and the children have settled in.", CUR),
         q="Which church does Eleni's family go to now?", past="Which church did Eleni go to before?"),

    case("r28", "job", "replacement", "Aigerim",
         t("Aigerim", 0, "I'm a data analyst at Steppe Analytics, mostly dashboards for the oil people.", OTH),
         t("Dauren", 0, "I'm still at KazRail, twelve years now, they'll have to carry me out."),
         fill("Aigerim", "Dauren", day=3, n=4, until=30),
         t("Dauren", 40, "Still KazRail, still the same desk, still the same broken chair."),
         t("Aigerim", 41, "Well I left Steppe. I'm at Qazaq Air now, in ground operations planning. Very different, much more chaos.", CUR),
         q="Where does Aigerim work?", past="Where did Aigerim work before Qazaq Air?"),

    case("r29", "vehicle", "replacement", "Hedda",
         t("Hedda", 0, "My old Raleigh is still going strong, I ride it to the market every Saturday.", OTH),
         fill("Hedda", day=3, n=3, until=25),
         t("Hedda", 36, "Picked up my new Brompton today!! Folds up under my desk at work. And goodbye to the Raleigh I suppose, sold it to a "
                        "student from the flat downstairs for forty quid.", CUR),
         q="What bike does Hedda ride now?", past="What bike did Hedda have before?"),

    case("r30", "housing", "replacement", "Riaan",
         t("Riaan", 0, "Our landlord is old Mr Venter, he lives downstairs and fixes everything himself, good oke.", OTH),
         fill("Riaan", day=4, n=3, until=50),
         t("Riaan", 80, "Ag man. Venter sold the whole building, so now we rent from Protea Rentals, some agency in Bellville. Everything goes "
                        "through an app now and nobody answers the phone.", CUR),
         q="Who is Riaan's landlord now?", past="Who was Riaan's landlord before?"),
)
# fmt: on
