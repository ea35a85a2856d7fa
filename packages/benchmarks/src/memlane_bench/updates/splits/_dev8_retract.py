"""dev8 retractions (the old state simply ends) and third-party reports (someone else tells of
the change). Hand-written; every scenario has its own people."""

from __future__ import annotations

from ._dev8_build import CUR, OTH, spec

RETRACTIONS = [
    spec("dev8-adaeze-volunteer", "volunteering", "retraction", "Adaeze",
         "Does Adaeze volunteer anywhere these days?", [
             ("Adaeze", 0, "Saturday mornings I volunteer at the Hollybrook food bank, sorting donations.", OTH),
             ("Adaeze", 21, "Long chat with Chioma about her wedding plans. She wants a boat. A BOAT."),
             ("Adaeze", 52, "I've stepped back from the food bank. Couldn't keep up the Saturdays with everything "
                            "else. I'm not volunteering anywhere right now.", CUR),
         ], past="Where did Adaeze volunteer?"),
    spec("dev8-kofi-mealkit", "subscription", "retraction", "Kofi",
         "Is Kofi still getting a meal kit delivered?", [
             ("Kofi", 0, "Crate & Ladle box comes every Thursday, so nobody buy veg this week.", OTH),
             ("Nana", 0, "noted 👍"),
             ("Kofi", 36, "Cancelled Crate & Ladle. Last box was yesterday. We're back to cooking from scratch, God "
                          "help us.", CUR),
             ("Nana", 36, "rip to the little recipe cards"),
         ], past="Which meal kit did Kofi get?"),
    spec("dev8-eilidh-choir", "music", "retraction", "Eilidh",
         "Is Eilidh still singing in a choir?", [
             ("Eilidh", 0, "I sing alto in the Greyfriars Community Choir, Tuesday nights in the church hall.", OTH),
             ("Eilidh", 40, "hey um take choir off my calendar i quit last week so no more tuesdays thanks", CUR),
         ], past="Which choir did Eilidh sing in?"),
    spec("dev8-dariush-antihistamine", "medication", "retraction", "Dariush",
         "Is Dariush taking anything for hay fever at the moment?", [
             ("Dariush", 0, "I'm on cetirizine, 10 mg daily, for the hay fever.", OTH),
             ("Dariush's assistant", 75, "Your cetirizine refill reminder is due. Want me to keep it?"),
             ("Dariush", 75, "bin it. GP said I can stop, been off it since sunday", CUR),
         ], past="What did Dariush take for his hay fever?"),
    spec("dev8-hanna-rabbit", "pet", "retraction", "Hanna",
         "Does Hanna have any pets at the moment?", [
             ("Hanna", 0, "We have a rabbit called Nappi, grey with one floppy ear.", OTH),
             ("Hanna", 60, "Nappi went to live on my niece's farm. It wasn't fair keeping him in a flat. So no pets "
                           "for us now.", CUR),
         ], past="What pet did Hanna have?"),
    spec("dev8-ravi-motorbike", "vehicle", "retraction", "Ravi",
         "Does Ravi still have a motorbike?", [
             ("Ravi", 0, "I ride a Sabre 400 motorbike to the office, rain or shine.", OTH),
             ("Ravi", 47, "Sold the Sabre on Sunday. I don't own a vehicle of any kind now, it's the metro and my own "
                          "two feet.", CUR),
         ], past="What motorbike did Ravi have?"),
    spec("dev8-zsofia-separated", "relationship", "retraction", "Zsófia",
         "Is Zsófia still with Levente?", [
             ("Zsófia", 0, "My husband Levente and I run the lángos stall at the Sunday market together.", OTH),
             ("Zsófia", 90, "Levente and I separated in the summer. I'm running the stall on my own now.", CUR),
         ], past="Who was Zsófia married to?"),
    spec("dev8-tevita-pixelgram", "contact", "retraction", "Tevita",
         "Is Tevita still on Pixelgram?", [
             ("Tevita", 0, "Find me on Pixelgram, @tevita.cooks. Mostly photos of my umu.", OTH),
             ("Tevita's assistant", 30, "Shall I put your Pixelgram on the event page?"),
             ("Tevita", 30, "no, deleted it last week. not on there anymore", CUR),
         ], past="What was Tevita's Pixelgram handle?"),
    spec("dev8-camille-pottery", "hobby", "retraction", "Camille",
         "Does Camille still take a pottery class?", [
             ("Camille", 0, "I do a pottery class at Argile Studio on Thursday evenings. Wheel throwing, very "
                            "messy.", OTH),
             ("Camille", 39, "Hi, I'd like to cancel my Thursday wheel-throwing course please, member number 4471."),
             ("Argile Studio (Joëlle)", 39, "Done: your place on the Thursday course is cancelled and there'll be no "
                                            "further charges. Sorry to see you go!"),
             ("Camille", 39, "Thanks. Bit sad, but that's me done with pottery for now.", CUR),
         ], past="Where did Camille take pottery?"),
    spec("dev8-mateus-running", "sport", "retraction", "Mateus",
         "Does Mateus still run with the club?", [
             ("Mateus", 0, "Sunday long runs with the Parque Vento Runners, 7am start, no excuses.", OTH),
             ("Mateus", 82, "Knee surgeon says no more impact sports, for good. So no more running club for me. "
                            "Gutted.", CUR),
         ], past="Which running club was Mateus in?"),
    spec("dev8-abebe-deacon", "faith", "retraction", "Abebe",
         "Is Abebe a deacon?", [
             ("Abebe", 0, "I serve as a deacon at St Gabriel's on Ashby Road.", OTH),
             ("Abebe", 66, "I stepped down as deacon at Easter. I still worship at St Gabriel's, but I don't serve "
                           "anymore.", CUR),
         ], past="Where did Abebe serve as a deacon?"),
    spec("dev8-lakshmi-saturdays", "schedule", "retraction", "Lakshmi",
         "Does Lakshmi still work Saturdays?", [
             ("Lakshmi", 0, "I work Saturdays at the Greenvale garden centre, 8 till 4.", OTH),
             ("Lakshmi", 57, "Handed in my notice at the garden centre and last Saturday was my last. Weekends are "
                             "mine again!", CUR),
         ], past="Where did Lakshmi work on Saturdays?"),
]

THIRD_PARTY = [
    spec("dev8-yaw-moved", "residence", "third_party", "Yaw",
         "Where does Yaw live now?", [
             ("Yaw", 0, "Still in Kumasi, near Adum. Come visit when you're back!", OTH),
             ("Efua", 43, "Family update: Yaw moved to Takoradi last month, he got the port job. New place is near "
                          "the harbour.", CUR),
         ], past="Where did Yaw live before?"),
    spec("dev8-dilnoza-job", "job", "third_party", "Dilnoza",
         "What does Dilnoza do for work now?", [
             ("Dilnoza", 0, "I teach maths at School No. 47, eighth and ninth grades.", OTH),
             ("Rustam", 71, "FYI Dilnoza left School 47 in the autumn. She's doing curriculum work at the district "
                            "education office now.", CUR),
         ], past="What did Dilnoza do before?"),
    spec("dev8-gareth-email", "contact", "third_party", "Gareth",
         "What's Gareth's work email address now?", [
             ("Gareth", 0, "my work email is g.pritchard@tanwenco.com if the courier needs it", OTH),
             ("Tanwen IT helpdesk (Ffion)", 24, "Ticket #8812 resolved: Gareth Pritchard's mailbox has been migrated. "
                                                "His address is now gareth.pritchard@tanwen.cymru; the old "
                                                "tanwenco.com address stops receiving mail on Friday.", CUR),
         ], past="What was Gareth's old work email?"),
    spec("dev8-marisol-vet", "pet", "third_party", "Marisol",
         "Which vet does Marisol take Canelo to now?", [
             ("Marisol", 0, "Canelo goes to Dr Ruelas at Clínica Patitas, she's been his vet since he was a "
                            "puppy.", OTH),
             ("Itzel", 50, "Marisol switched Canelo to the vet on Calle Roble, Dr Anaya. Ruelas retired, "
                           "apparently.", CUR),
         ], past="Which vet did Canelo go to before?"),
    spec("dev8-luka-boss", "manager", "third_party", "Luka",
         "Who does Luka report to now?", [
             ("Luka", 0, "I report to Marta Jurić. She's fair, if a bit obsessed with spreadsheets.", OTH),
             ("Ivana", 35, "Org email just went out: 'Effective Monday, Luka Horvat, Ana Šimić and Davor Kos will "
                           "report to Nikola Babić.' So Luka has a new boss 😬", CUR),
         ], past="Who did Luka report to before?"),
    spec("dev8-aroha-partner", "relationship", "third_party", "Aroha",
         "Who is Aroha's partner now?", [
             ("Aroha", 0, "My partner Hemi's a builder. He's doing our deck this summer.", OTH),
             ("Kiri", 88, "did you hear Aroha and Hemi split up? she's with Tane now, they met at kapa haka", CUR),
         ], past="Who was Aroha's partner before?"),
    spec("dev8-kalani-college", "school", "third_party", "Kalani",
         "Where does Kalani study now?", [
             ("Kalani", 0, "I'm doing my nursing degree at Makai College, second year.", OTH),
             ("Leilani", 95, "Kalani transferred to Kona Pacific University for the spring term. Much closer to "
                             "home, thank goodness.", CUR),
         ], past="Where did Kalani study before?"),
    spec("dev8-teodor-anticoagulant", "medication", "third_party", "Teodor",
         "Which blood thinner is Teodor on now?", [
             ("Teodor", 0, "I take warfarin, 3 mg every evening, and they check my INR every fortnight.", OTH),
             ("Ioana", 42, "Carer note from today's visit: the clinic switched Teodor from warfarin to apixaban 5 mg "
                           "twice daily, started Tuesday. No more INR checks needed.", CUR),
         ], past="Which blood thinner was Teodor on before?"),
    spec("dev8-chinedu-salary", "bank", "third_party", "Chinedu",
         "Which bank does Chinedu's salary go into now?", [
             ("Chinedu", 0, "My salary goes into Brightvale Bank, always has.", OTH),
             ("Ifeoma", 68, "Quick updates since you asked: the twins have swimming on Wednesdays now, my sister lands "
                            "on the 12th, and Chinedu finally moved his salary to Pelican Trust because Brightvale "
                            "kept charging him for everything. Also the roof guy never came back.", CUR),
         ], past="Which bank did Chinedu's salary go into before?"),
    spec("dev8-parisa-netball", "sport", "third_party", "Parisa",
         "Which netball team does Parisa play for now?", [
             ("Parisa", 0, "I play goal shooter for the Westbrook Wasps, B team, Saturday mornings.", OTH),
             ("Hollie", 53, "Team announcement: Parisa is moving up to the Westbrook Hornets (A team) from this week. "
                            "Good luck P! 🎉", CUR),
         ], past="Which netball team did Parisa play for before?"),
    spec("dev8-arnav-wfh", "commute", "third_party", "Arnav",
         "How does Arnav get to work these days?", [
             ("Arnav", 0, "I get the 8:05 from Brindle Park into the office, then it's a ten-minute walk.", OTH),
             ("Meera", 77, "Arnav's working from home full time now. His team gave up the office lease in June.", CUR),
         ], past="How did Arnav use to get to the office?"),
    spec("dev8-bjorn-landlord", "home", "third_party", "Bjørn",
         "Who is Bjørn's landlord now?", [
             ("Bjørn", 0, "I rent from Sørli Eiendom. They're slow but fine.", OTH),
             ("Solveig", 61, "Heard from the caretaker: the building's been sold to Fjordbo Housing, so Bjørn and the "
                             "rest of us rent from them now.", CUR),
         ], past="Who did Bjørn rent from before?"),
]
