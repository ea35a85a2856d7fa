"""dev8 replacements (a new value takes the old one's place) and corrections (the speaker fixes
their own slip). Hand-written; every scenario has its own people."""

from __future__ import annotations

from ._dev8_build import CUR, OTH, spec

REPLACEMENTS = [
    spec("dev8-seun-bank", "bank", "replacement", "Seun",
         "Which bank does Seun use these days?", [
             ("Seun", 0, "Quick one: my salary and all my bills run through Harbourline Bank, so if you see a "
                         "Harbourline email it's probably legit.", OTH),
             ("Seun", 1, "Also the plumber is coming Thursday between 8 and 12, no idea why it's always a "
                         "four-hour window."),
             ("Seun", 34, "um okay so can you remind me to um cancel the old standing order because I I moved "
                          "everything over to Koru Mutual last week so the Harbourline account is closed now yeah", CUR),
             ("Seun", 34, "and uh remind me about the plumber thing thursday morning thanks"),
         ], past="Which bank was Seun with before?"),
    spec("dev8-pania-car", "vehicle", "replacement", "Pania",
         "What car does Pania drive at the moment?", [
             ("Pania", 0, "My car is a 2011 Hokuto Breeze, silver, bit of rust on the arches but she starts every "
                          "time.", OTH),
             ("Pania", 9, "Whanau dinner at Aunty Huia's on Sunday and I'm on pavlova duty. No pressure."),
             ("Pania", 47, "The Breeze is gone, scrap man towed her on Thursday, RIP. Picked up a little blue "
                           "Corvane Pip on Saturday, second-hand, 38k on the clock.", CUR),
             ("Pania", 48, "Remind me to send Aunty Huia the photos from Sunday."),
         ], past="What car did Pania have before?"),
    spec("dev8-dragana-job", "job", "replacement", "Dragana",
         "Where does Dragana work now?", [
             ("Dragana", 0, "I'm a dispatcher at Velmont Logistics, night desk mostly, which is why I'm messaging "
                            "you at 3am.", OTH),
             ("Dragana", 58, "My last day at Velmont was Friday, they did a cake and everything. On Monday I start "
                             "as a route planner at Sunfold Freight. Day hours at last!", CUR),
         ], past="Where did Dragana work before?"),
    spec("dev8-kaito-tracker", "tools", "replacement", "Kaito",
         "Which tool does Kaito's team track its work in at the moment?", [
             ("Kaito", 0, "Standup notes, Tue:\n- our team tracks all work in Quillboard\n- sprint review moved to "
                          "Thursday\n- Kaito owns the release checklist", OTH),
             ("Kaito", 0, "Can you keep those notes somewhere I can find them?"),
             ("Kaito", 29, "Standup notes, Mon:\n- as of the 1st our team has switched to Trellisly for tickets, "
                           "Quillboard is read-only now\n- Bettina to migrate the old epics\n- retro on Friday", CUR),
         ], past="Which tool did Kaito's team use for tickets before?"),
    spec("dev8-amaru-handle", "contact", "replacement", "Amaru",
         "What's Amaru's current handle on Chirp?", [
             ("Amaru", 0, "If anyone asks where my weaving stuff is, my handle on Chirp is @amaru_weaves.", OTH),
             ("Amaru", 12, "Finished the big alpaca-wool wall hanging, finally. Three months."),
             ("Amaru's assistant", 40, "Want me to put @amaru_weaves on the flyer for the craft fair?"),
             ("Amaru", 40, "no, @quispe.threads. ditched the old one, too many spam bots", CUR),
         ], past="What was Amaru's old Chirp handle?"),
    spec("dev8-niamh-landlord", "home", "replacement", "Niamh",
         "Who does Niamh deal with about repairs to her flat now?", [
             ("Niamh", 0, "Our landlord is Mr Breslin. He's grand, answers texts and fixes things the same week.", OTH),
             ("Niamh", 0, "Flat's 14 Tullow Row, top floor, if you ever need it for forms."),
             ("Niamh", 51, "Fwd from the letting agent: 'Dear tenant, from 1 March the property at 14 Tullow Row is "
                           "managed by Cairnwell Lettings. Rent and repair requests should now go to Cairnwell, not "
                           "to Mr Breslin.' So that's who I'm dealing with now. Great.", CUR),
         ], past="Who was Niamh's landlord before?"),
    spec("dev8-farid-gp", "healthcare", "replacement", "Farid",
         "Who is Farid's GP now?", [
             ("Farid", 0, "Patient registration. Name: Farid Haidari. DOB: 04/09/1987. GP: Dr Anne Hollings, Marsh "
                          "Lane Surgery. Allergies: none known.", OTH),
             ("Farid", 3, "Can you save that so I don't have to dig it out every time?"),
             ("Farid", 88, "Updating my details. GP: Dr Obi Nwachukwu, Riverside Health Centre. Changed practice in "
                           "May after the move, Marsh Lane wouldn't keep me on.", CUR),
         ], past="Who was Farid's GP before?"),
    spec("dev8-ingrid-pet", "pet", "replacement", "Ingrid",
         "What pet does Ingrid have now?", [
             ("Ingrid", 0, "Our cat Moppe is twelve and absolutely rules the house.", OTH),
             ("Ingrid", 70, "Moppe died in April, peacefully, in her sunny spot. It's been very quiet."),
             ("Ingrid", 95, "We adopted a rescue greyhound last week! Vinter. He sleeps twenty hours a day and "
                            "thinks the sofa is his.", CUR),
         ], past="What pet did Ingrid have before?"),
    spec("dev8-thandiwe-commute", "commute", "replacement", "Thandiwe",
         "How does Thandiwe get to work these days?", [
             ("Thandiwe", 0, "I get the 07:12 Blue Line tram to work, door to door about 40 minutes.", OTH),
             ("Thandiwe", 38, "Done with the tram. Sold my monthly pass to a colleague."),
             ("Thandiwe", 39, "Cycling in every day now: 25 minutes along the canal path, and I arrive in a much "
                              "better mood.", CUR),
         ], past="How did Thandiwe use to get to work?"),
    spec("dev8-rafael-diet", "diet", "replacement", "Rafael",
         "What does Rafael eat these days?", [
             ("Rafael", 0, "I'm pescatarian, have been since uni. Fish yes, meat no.", OTH),
             ("Rafael", 44, "Busy week. The boiler man finally came, I booked the flights for my cousin's wedding in "
                            "Oaxaca, oh and since the start of the month I've gone fully vegan, so no fish anymore "
                            "either, and on Sunday I'm helping Beto carry a sofa up four flights, pray for my back.", CUR),
         ], past="What was Rafael's diet before?"),
    spec("dev8-yusuf-band", "music", "replacement", "Yusuf",
         "Which band does Yusuf play with now?", [
             ("Yusuf", 0, "I play bass in a covers band called The Lantern Kids. Weddings, birthdays, that sort of "
                          "gig.", OTH),
             ("Yusuf", 62, "Left The Lantern Kids after the summer. I'm playing bass with Salt Meridian now, originals "
                           "only, rehearsals on Wednesdays.", CUR),
         ], past="Which band was Yusuf in before?"),
    spec("dev8-meiling-shift", "schedule", "replacement", "Mei-Ling",
         "What shift does Mei-Ling work at the moment?", [
             ("Mei-Ling", 0, "I'm on early shifts at the depot, 6 till 2, Monday to Friday.", OTH),
             ("Mei-Ling's assistant", 41, "Should I keep scheduling your reminders around the 6-till-2 shift?"),
             ("Mei-Ling", 41, "no. lates now. 2 till 10", CUR),
         ], past="What shift did Mei-Ling work before?"),
    spec("dev8-bogdan-streaming", "subscription", "replacement", "Bogdan",
         "Which streaming service does Bogdan have now?", [
             ("Bogdan", 0, "We've got StreamHive for the kids' cartoons, it's on the family card.", OTH),
             ("Bogdan", 33, "Hi, I cancelled my StreamHive plan yesterday. Can you confirm I won't be billed in "
                            "March?"),
             ("StreamHive support (Ilan)", 33, "Confirmed: your plan ends on 28 February and you won't be charged "
                                               "again. Sorry to see you go!"),
             ("Bogdan", 34, "We're on Orbitflix now instead, cheaper, and it has the cartoons the kids actually "
                            "want.", CUR),
         ], past="Which streaming service did Bogdan have before?"),
    spec("dev8-aigerim-dose", "medication", "replacement", "Aigerim",
         "What dose of levothyroxine is Aigerim on now?", [
             ("Aigerim", 0, "I take 50 mcg of levothyroxine every morning, half an hour before anything else.", OTH),
             ("Aigerim", 26, "Blood test came back and the TSH is still high, apparently."),
             ("Aigerim", 30, "The endocrinologist bumped my levothyroxine up to 75 mcg as of Monday.", CUR),
         ], past="What dose of levothyroxine was Aigerim on before?"),
    spec("dev8-lucia-partner", "relationship", "replacement", "Lucía",
         "Who is Lucía dating now?", [
             ("Lucía", 0, "My boyfriend Tomás is taking me to the coast for my birthday, he booked a cabin and "
                          "everything.", OTH),
             ("Lucía", 55, "Tomás and I aren't together anymore. It's fine. Honestly."),
             ("Lucía", 120, "I've been seeing someone: Ezequiel. He's a sound engineer and the calmest person I've "
                            "ever met.", CUR),
         ], past="Who was Lucía's boyfriend before?"),
    spec("dev8-sione-home", "residence", "replacement", "Sione",
         "Where does Sione live now?", [
             ("Sione", 0, "I live in Porirua with my aunties. Big house, always someone cooking.", OTH),
             ("Sione", 64, "Been in Wellington Central since the first of the month, studio above a bakery on Cuba "
                           "Street. Smells amazing every morning.", CUR),
         ], past="Where did Sione live before?"),
    spec("dev8-anouk-nursery", "school", "replacement", "Anouk",
         "Which nursery does Anouk go to?", [
             ("Pieter", 0, "Anouk goes to Little Acorns nursery on Beukstraat, Monday to Thursday.", OTH),
             ("Pieter", 27, "The staffing at Little Acorns is a mess, three new faces in two weeks."),
             ("Pieter", 49, "Anouk started at Het Zonnehuis last week. We took her out of Little Acorns, and she "
                            "already loves the sandpit.", CUR),
         ], past="Which nursery did Anouk go to before?"),
    spec("dev8-eunji-swim", "sport", "replacement", "Eun-ji",
         "Which swim club is Eun-ji with at the moment?", [
             ("Eun-ji", 0, "I swim with the Tidewater Masters, 6am Tuesdays and Fridays.", OTH),
             ("Eun-ji", 45, "switched clubs!! Northgate Aquatics now, the lane times suit me way better and the coach "
                            "actually gives feedback", CUR),
         ], past="Which swim club was Eun-ji with before?"),
]

CORRECTIONS = [
    spec("dev8-bao-phone", "contact", "correction", "Bao",
         "What's Bao's phone number?", [
             ("Bao", 0, "My new number is 0412 558 903, the old SIM died on me.", OTH),
             ("Bao", 0, "Can you update it wherever you keep my stuff?"),
             ("Bao", 1, "Oops, typo yesterday: it's 0412 558 930, not 903.", CUR),
         ], past="What number did Bao give first?"),
    spec("dev8-ilse-emergency", "contact", "correction", "Ilse",
         "Who is Ilse's emergency contact?", [
             ("Ilse", 0, "Emergency contact: Dieter Brandt (brother), +49 151 2233 4401.", OTH),
             ("Ilse", 2, "Sorry, wrong person on that form. My emergency contact should be my sister Greta Brandt, "
                         "+49 151 7788 1200. Dieter is abroad half the year.", CUR),
         ], past="Who did Ilse first give as her emergency contact?"),
    spec("dev8-anjali-address", "home", "correction", "Anjali",
         "If I wanted to send Anjali a parcel, which address should I use?", [
             ("Anjali", 0, "My address for deliveries: Flat 3, 22 Canning Street, Bristol BS8.", OTH),
             ("Anjali", 9, "The bookshop parcel went astray, so annoying."),
             ("Anjali", 9, "Oh, that's on me. Correction on my address: it's 22 Canning Road, not Street. Flat 3 is "
                           "right.", CUR),
         ], past="What address did Anjali give at first?"),
    spec("dev8-sebastian-dentist", "healthcare", "correction", "Sebastián",
         "Who is Sebastián's dentist?", [
             ("Sebastián", 0, "My dentist is Dr Pereira at Smile Quarter. Nice guy, terrible music in the waiting "
                              "room.", OTH),
             ("Sebastián", 15, "Wait, I mixed them up. Dr Pereira is my brother's dentist. Mine is Dr Halvorsen at "
                               "Linden Dental.", CUR),
         ], past="Who did Sebastián first say was his dentist?"),
    spec("dev8-yuki-tea", "favourite", "correction", "Yuki",
         "What's Yuki's favourite tea?", [
             ("Yuki", 0, "My favourite tea is lapsang souchong. Smoky and strange, like me.", OTH),
             ("Yuki's assistant", 6, "Shall I add lapsang souchong to your gift ideas list?"),
             ("Yuki", 6, "ah no, I said lapsang but I meant genmaicha. lapsang is the one I can't stand, sorry", CUR),
         ], past="Which tea did Yuki first name as her favourite?"),
    spec("dev8-kwabena-gymdays", "schedule", "correction", "Kwabena",
         "Which days does Kwabena train at the gym?", [
             ("Kwabena", 0, "set a weekly reminder i train at forgeline gym on tuesdays and thursdays at seven", OTH),
             ("Kwabena", 2, "hey about the gym thing um I said thursdays before but that's wrong it's tuesdays and "
                            "fridays at forgeline not thursdays", CUR),
         ], past="Which days did Kwabena first say he trains?"),
    spec("dev8-oksana-manager", "manager", "correction", "Oksana",
         "Who is Oksana's manager?", [
             ("Oksana", 0, "My manager is Petro Savchuk, he signs off my leave.", OTH),
             ("Oksana", 11, "I told you wrong earlier. Petro is the head of department. My actual line manager is "
                            "Iryna Bondar, she's the one who approves my leave.", CUR),
         ], past="Who did Oksana first say was her manager?"),
    spec("dev8-callum-plate", "vehicle", "correction", "Callum",
         "What's the registration of Callum's car?", [
             ("Callum", 0, "Parking permit application. Name: Callum Fraser. Vehicle: grey Meriden Kessel. "
                           "Registration: SK19 RTV.", OTH),
             ("Callum", 1, "Typed the plate wrong on that: the registration is SK19 RVT, not RTV. Letters "
                           "swapped.", CUR),
         ], past="What registration did Callum first give?"),
    spec("dev8-fatima-omeprazole", "medication", "correction", "Fatima",
         "How much omeprazole does Fatima take?", [
             ("Fatima", 0, "I take 20 mg omeprazole at night.", OTH),
             ("Fatima", 8, "Checked the box: it's 40 mg omeprazole, not 20, and it's in the morning before "
                           "breakfast. I was going from memory, clearly a bad idea.", CUR),
         ], past="What omeprazole dose did Fatima first mention?"),
    spec("dev8-henrik-version", "tools", "correction", "Henrik",
         "Which Pellmark version is Henrik's production cluster on?", [
             ("Henrik", 0, "Our production cluster runs Pellmark 3.2.", OTH),
             ("Henrik", 4, "Correction: prod is on Pellmark 3.4. 3.2 is the staging box I had open in the other "
                           "tab.", CUR),
         ], past="Which Pellmark version did Henrik first say prod runs?"),
    spec("dev8-sipho-grade", "school", "correction", "Sipho",
         "What grade is Sipho in?", [
             ("Nomvula", 0, "Sipho's in Grade 3 at Jacaranda Primary, Mrs Dube's class.", OTH),
             ("Nomvula", 13, "I keep saying Grade 3. He's in Grade 4 this year, Mr Khumalo's class. I'm living in "
                             "last year.", CUR),
         ], past="What grade did Nomvula first say Sipho was in?"),
    spec("dev8-mariam-rent", "home", "correction", "Mariam",
         "How much rent does Mariam pay each month?", [
             ("Mariam", 0, "Rent is £1,150 a month, out of my account on the 28th.", OTH),
             ("Mariam", 5, "Sorry, I misspoke: the rent is £1,350 a month, not £1,150. I forgot the service "
                           "charge is bundled in.", CUR),
         ], past="What rent did Mariam first mention?"),
]
