"""dev8 must-not cases: a later line that looks like a change but leaves the standing statement
true (an addition with "now", a temporary state or a past-tense story, someone else's state, a
plan or hypothetical, a restatement in new words). Hand-written; every scenario its own people."""

from __future__ import annotations

from ._dev8_build import CUR, OTH, spec

ADDITIONS = [
    spec("dev8-anamaria-pharmacy", "job", "addition", "Ana-Maria",
         "Where does Ana-Maria work?", [
             ("Ana-Maria", 0, "I work as a pharmacist at Farmacia Tilia, weekdays.", CUR),
             ("Ana-Maria", 40, "Now I've got a second job too: weekend shifts at the hospital pharmacy. Tilia's still "
                               "my main one.", OTH),
         ]),
    spec("dev8-gwen-pets", "pet", "addition", "Gwen",
         "What pets does Gwen have?", [
             ("Gwen", 0, "We have a collie called Bryn, he's six and daft as a brush.", CUR),
             ("Gwen", 33, "We now have a kitten as well! Meet Sbarc. Bryn is very confused.", OTH),
         ]),
    spec("dev8-tiago-languages", "hobby", "addition", "Tiago",
         "What language classes does Tiago take?", [
             ("Tiago", 0, "I'm learning Japanese on Monday nights at the Sakurado language school.", CUR),
             ("Tiago", 47, "Now doing Korean on Wednesdays as well, because apparently I don't need free time. "
                           "Japanese stays.", OTH),
         ]),
    spec("dev8-halima-docs", "tools", "addition", "Halima",
         "Where does Halima's team keep its docs?", [
             ("Halima", 0, "Reminder for the team: all specs and meeting notes live in Draftwell.", CUR),
             ("Abdirahman", 0, "👍 got it"),
             ("Halima", 38, "We now also use Pinline for quick chat. Docs still live in Draftwell, please don't paste "
                            "specs into chat.", OTH),
             ("Abdirahman", 38, "understood boss"),
         ]),
    spec("dev8-aleksi-instruments", "music", "addition", "Aleksi",
         "What instruments does Aleksi play?", [
             ("Aleksi", 0, "I play the accordion in a folk trio called Kolme Kuusta.", CUR),
             ("Aleksi", 52, "Picked up the kantele now too. Slowly. Very slowly.", OTH),
         ]),
    spec("dev8-rahel-bank", "bank", "addition", "Rahel",
         "Who does Rahel bank with?", [
             ("Rahel", 0, "Everyday banking's with Sandstone Bank: salary, cards, the lot.", CUR),
             ("Rahel", 44, "Opened a savings ISA with Tallow Building Society now as well. Sandstone's still my main "
                           "bank.", OTH),
         ]),
    spec("dev8-elif-volunteer", "volunteering", "addition", "Elif",
         "Where does Elif volunteer?", [
             ("Elif", 0, "I volunteer at the Kestrel Lane animal shelter on Sundays, mostly walking the big dogs.", CUR),
             ("Elif", 29, "Now I'm also doing reading help at the library on Wednesday afternoons.", OTH),
         ]),
]

TIME_BOUNDED = [
    spec("dev8-tanvir-cover", "job", "time_bounded", "Tanvir",
         "What's Tanvir's role at the warehouse?", [
             ("Tanvir", 0, "I'm a shift supervisor in the returns department at the Halden warehouse.", CUR),
             ("Tanvir", 36, "This week I'm covering for Inesa on the inbound desk while she's on leave. Back to "
                            "returns on Monday.", OTH),
         ]),
    spec("dev8-beatriz-lyon", "residence", "time_bounded", "Beatriz",
         "Where does Beatriz live?", [
             ("Beatriz", 0, "I live in Porto, in Bonfim. Third floor, no lift.", CUR),
             ("Beatriz", 52, "I'm in Lyon until the 20th for a training course, staying in a guesthouse by the "
                             "river.", OTH),
         ]),
    spec("dev8-karan-firstcar", "vehicle", "time_bounded", "Karan",
         "What car does Karan drive?", [
             ("Karan", 0, "I drive a white Velden Tarn, 2019 model.", CUR),
             ("Karan", 41, "Was telling Dev about my first car yesterday: a clapped-out Pocco I drove for six years "
                           "at uni. By the end it had no reverse gear.", OTH),
         ]),
    spec("dev8-liam-number", "contact", "time_bounded", "Liam",
         "What's Liam's phone number?", [
             ("Liam", 0, "My number's 07700 912 448. Text rather than call.", CUR),
             ("Liam", 25, "In Japan for two weeks, reachable on a local SIM, 080 4471 2290, until the 14th. Normal "
                          "number back after that.", OTH),
         ]),
    spec("dev8-yasmin-veganuary", "diet", "time_bounded", "Yasmin",
         "What's Yasmin's diet?", [
             ("Yasmin", 0, "I'm vegetarian, have been since I was fifteen.", CUR),
             ("Yasmin", 30, "Doing a strict vegan month for January, so no cheese until February. Send help.", OTH),
         ]),
    spec("dev8-renata-stocktake", "schedule", "time_bounded", "Renata",
         "What hours does Renata work?", [
             ("Renata", 0, "I work 9 to 5, Monday to Friday, at the county records office.", CUR),
             ("Renata", 64, "To-do:\n- nights all this week for the stocktake (10pm to 6am)\n- back to normal hours "
                            "Monday\n- buy an eye mask", OTH),
         ]),
    spec("dev8-jarrah-bike", "commute", "time_bounded", "Jarrah",
         "How does Jarrah get to uni?", [
             ("Jarrah", 0, "I ride my bike to uni every day, fifteen minutes flat.", CUR),
             ("Jarrah", 22, "um bus this week cause my back wheel got buckled should be fixed by friday", OTH),
         ]),
]

OTHER_PERSON = [
    spec("dev8-aditi-pune", "residence", "other_person", "Aditi",
         "Where does Aditi live?", [
             ("Aditi", 0, "I live in Pune, in Kothrud, ten minutes from my parents.", CUR),
             ("Aditi", 28, "My sister Kavya just moved to Leeds for her PhD! Very proud, slightly jealous.", OTH),
         ]),
    spec("dev8-malik-paramedic", "job", "other_person", "Malik",
         "What does Malik do for work?", [
             ("Malik", 0, "I'm a paramedic with the Harlow County ambulance service.", CUR),
             ("Malik", 39, "Big family news round-up: Grandma's ninetieth went off without a hitch, my brother "
                           "Darnell just started a new job at Copperline Software as a tester, and the cousins are "
                           "all coming for Thanksgiving, so the house will be chaos.", OTH),
         ]),
    spec("dev8-ines-partner", "relationship", "other_person", "Inés",
         "Who is Inés's partner?", [
             ("Inés", 0, "My girlfriend Valeria is a vet. She's on call this weekend, again.", CUR),
             ("Inés", 45, "My best friend Paloma just got engaged to her boyfriend Rodrigo! I'm maid of honour.", OTH),
         ]),
    spec("dev8-hamid-bank", "bank", "other_person", "Hamid",
         "Who does Hamid bank with?", [
             ("Hamid", 0, "I'm with Northwind Credit Union, no complaints.", CUR),
             ("Farshid", 31, "Just switched to Aurelia Bank. Their app is so much better, you lot should too.", OTH),
             ("Hamid", 31, "maybe one day lol"),
         ]),
    spec("dev8-linnea-budgies", "pet", "other_person", "Linnea",
         "What pets does Linnea have?", [
             ("Linnea", 0, "I have two budgies, Pelle and Stina, and they are LOUD.", CUR),
             ("Linnea", 26, "My neighbour just got a puppy, a dachshund called Korv.", OTH),
         ]),
    spec("dev8-anh-gp", "healthcare", "other_person", "Anh",
         "Who is Anh's GP?", [
             ("Anh", 0, "My GP is Dr Sandhu at Elmwood Practice.", CUR),
             ("Anh", 37, "Mum's changed GP, she's with Dr Osei at the new health centre now.", OTH),
         ]),
    spec("dev8-tatiana-email", "contact", "other_person", "Tatiana",
         "What's Tatiana's email address?", [
             ("Tatiana", 0, "Email me at tati.ribeiro@larkmail.com, I check it every day.", CUR),
             ("Tatiana", 18, "My husband Paulo's new email is paulo.r@larkmail.com, he lost access to the old "
                             "one.", OTH),
         ]),
]

PLANS = [
    spec("dev8-benedikt-provider", "provider", "plan", "Benedikt",
         "Which mobile provider is Benedikt with?", [
             ("Benedikt", 0, "My mobile contract is with Alpenfunk.", CUR),
             ("Benedikt", 50, "Might switch to Tellaro next month if they match the price. Not decided yet.", OTH),
         ]),
    spec("dev8-siriporn-chiangmai", "residence", "plan", "Siriporn",
         "Where does Siriporn live?", [
             ("Siriporn", 0, "I live in Chiang Mai, near Nimman, with far too many plants.", CUR),
             ("Siriporn", 58, "Thinking about moving to Bangkok next year for work. Maybe. We'll see.", OTH),
         ]),
    spec("dev8-omari-guide", "job", "plan", "Omari",
         "What does Omari do for work?", [
             ("Omari", 0, "I'm a safari guide with Kopje Trails out of Arusha.", CUR),
             ("Omari", 40, "Got an interview with Baobab Air for cabin crew on Thursday. If it goes well I'd start "
                           "in March.", OTH),
         ]),
    spec("dev8-fenella-car", "vehicle", "plan", "Fenella",
         "What car does Fenella drive?", [
             ("Fenella", 0, "I drive an old green Alvra estate. It smells permanently of wet dog.", CUR),
             ("Fenella", 34, "um remind me to look at electric cars this weekend i might trade in the estate for "
                             "something electric if the numbers work", OTH),
         ]),
    spec("dev8-rashid-gym", "sport", "plan", "Rashid",
         "Which gym is Rashid a member of?", [
             ("Rashid", 0, "I'm a member at Ironbark Gym, twelve-month contract.", CUR),
             ("Rashid", 46, "Planning to try Crestway Climbing once the Ironbark contract ends in June.", OTH),
         ]),
    spec("dev8-lior-school", "school", "plan", "Lior",
         "Which school does Lior attend?", [
             ("Noa", 0, "Lior goes to Hadar Elementary, second grade.", CUR),
             ("Noa", 30, "We're on the waiting list for the Montessori on Oak Street. If a place opens up we'd move "
                         "her in January.", OTH),
         ]),
    spec("dev8-jonas-ci", "tools", "plan", "Jonas",
         "What does Jonas's team use for CI?", [
             ("Jonas", 0, "Our team runs all our CI on Forgely.", CUR),
             ("Jonas", 40, "Minutes, platform sync:\n- Jonas to evaluate Runloop as a possible replacement for "
                           "Forgely, report by end of Q3\n- no decision yet\n- next sync in two weeks", OTH),
         ]),
]

RESTATEMENTS = [
    spec("dev8-alinta-alice", "residence", "restatement", "Alinta",
         "Where does Alinta live?", [
             ("Alinta", 0, "I live in Alice Springs, out past the Gap.", CUR),
             ("Alinta", 70, "Still in Mparntwe, Alice, and not going anywhere. I love it here.", OTH),
         ]),
    spec("dev8-mehmet-sparky", "job", "restatement", "Mehmet",
         "Who does Mehmet work for?", [
             ("Mehmet", 0, "I'm an electrician with Voltaris Services.", CUR),
             ("Mehmet's assistant", 60, "Are you still with Voltaris? Asking for the reference letter."),
             ("Mehmet", 60, "yep still sparkying for them, eleven years now", OTH),
         ]),
    spec("dev8-rosa-gianni", "relationship", "restatement", "Rosa",
         "Who is Rosa married to?", [
             ("Rosa", 0, "My husband Gianni and I have been married twenty years this June.", CUR),
             ("Rosa", 50, "Gianni and I celebrated our anniversary at the lake. Twenty years and he still makes me "
                          "laugh.", OTH),
         ]),
    spec("dev8-ludmila-metformin", "medication", "restatement", "Ludmila",
         "What dose of metformin does Ludmila take?", [
             ("Ludmila", 0, "I take metformin 500 mg twice a day.", CUR),
             ("Ludmila", 55, "Doctor reviewed my meds, no changes: metformin, 500 milligrams, morning and evening, "
                             "same as ever.", OTH),
         ]),
    spec("dev8-marlon-album", "favourite", "restatement", "Marlon",
         "What's Marlon's favourite album?", [
             ("Marlon", 0, "My favourite album is 'Lowlands' by The Marram Grass. No contest.", CUR),
             ("Marlon", 40, "Put Lowlands on again last night. Still the best record ever made.", OTH),
         ]),
    spec("dev8-ruta-chess", "hobby", "restatement", "Rūta",
         "What club is Rūta in?", [
             ("Rūta", 0, "I'm in a chess club, the Vilnius Knights. We meet Thursdays in the old library.", CUR),
             ("Rūta", 35, "Chess club on Thursday as always. The Knights are still going strong.", OTH),
         ]),
]
