"""dev24 scenarios, part A: job, home, car, phone number, pet, partner, course."""

from __future__ import annotations

from ._dev24_kit import S

SPECS = [
    # ---- job -------------------------------------------------------------------------------
    S("kezia", "job", "replacement", "Kezia", [
        "~2/1", "A: im on nights at the amazon warehouse in daventry, 4 on 4 off",
        "~5/70", "> How are the night shifts treating you?",
        "+0.2 B: oh i left amazon lol. days at the co-op distribution place now, i actually see daylight", "~2/2",
    ], "where does kezia work these days?", "where did kezia work before"),
    S("obinna", "job", "correction", "Obinna", [
        "~1/1", "A: started at kpmg last wk!! audit team, so many acronyms", "~2/0.1",
        "B: wait did i say kpmg?? its pwc lmao. kpmg was the offer i turned down, brain is fried", "~2/3",
    ], "Which firm is Obinna at?"),
    S("rhiannon", "job", "third_party", "Rhiannon", [
        "A: im a TA at st marys primary, yr 2 this year, the kids are feral", "~4/80",
        "+3 B@: hiya its gethin, rhis husband, on her phone. she finished at st marys at easter, shes a cover "
        "supervisor at oakfield high now. she said to put it in here lol", "~1/1",
    ], "what's rhiannon's job?", "what did rhiannon do before", helper="Gethin"),
    S("lowen", "job", "addition", "Lowen", [
        "~2/2", "A: im a line cook at the harbour kitchen, 6 years now", "~4/30",
        "+2 B: NEW JOB!! weekend barista at the little coffee hut on the beach. not leaving the kitchen obvs, "
        "rent doesnt pay itself", "~2/1",
    ], "where does lowen work?"),
    S("fenna", "job", "plan", "Fenna", [
        "A: i do planning admin at the council. its fine its a job", "~3/40",
        "+5 B: GOT THE JOB at the nhs trust!!! hr assistant. start date is 2nd sept so i hand my notice in "
        "friday eek", "~2/2",
    ], "Where is Fenna employed at the moment?"),
    S("thabo", "job", "time_bounded", "Thabo", [
        "~1/1", "A: i drive busses for first, mostly the number 14 route", "~3/25",
        "+4 B: theyve stuck me on rail replacement all this week lol driving coaches between york and leeds. "
        "back on the 14 monday", "~1/1",
    ], "what does thabo do for a living"),
    S("marit", "job", "far_apart", "Marit", [
        "A: i do the books for a little plumbing firm, 3 days a wk, its very chill", "~185/150",
        "+2 B: forgot to say i packed in the plumbing job in spring, doing payroll at the hospital full time now. "
        "miss the biscuits", "~2/1",
    ], "who does marit work for?", "who was marit working for before"),
    S("dunya", "job", "retraction", "Dunya", [
        "~1/1", "A: i work in the claims dept at aviva, been there 3 yrs", "~4/60",
        "+6 B: got made redundant from aviva on friday. so im unemployed now i guess?? weird feeling", "~2/2",
    ], "does dunya have a job at the moment?"),
    S("ansel", "job", "other_person", "Ansel", [
        "A: im a sparky, self employed, mostly domestic rewires", "~3/20",
        "+3 B@: hi its mikaela, ansels gf, borrowing the app. i just got the promotion!!! senior nurse at the "
        "royal from monday", "~2/1",
    ], "what does ansel do for work?", helper="Mikaela"),
    # ---- home ------------------------------------------------------------------------------
    S("casimir", "home", "replacement", "Casimir", [
        "A: my flat on drury lane is freezing, the radiators r useless", "~5/120",
        "+3 B: finally unpacked the last box!! the new place in hulme has a proper bath tub, never going back "
        "to drury lane lol", "~1/1",
    ], "where does casimir live?", "where did casimir live before"),
    S("bex", "home", "time_bounded", "Bex", [
        "~1/1", "A: we live on elmhurst road, the one w the red door", "~3/30",
        "+2 B: living at my nans in skegness for the next 2 wks while they rip the kitchen out. send snacks",
        "~2/2",
    ], "what's bex's home address"),
    S("anselm", "home", "correction", "Anselm", [
        "A: address for the parcel thing is 14 birch close", "~1/0.1",
        "B: *41 not 14 lol dyslexic moment", "~2/1",
    ], "whats anselm's address?"),
    S("joss", "home", "other_person", "Joss", [
        "~2/1", "A: i live in stockport w my partner, near the viaduct", "~3/25",
        "+2 B: my bro finally moved out of mums!! hes got a flat in salford now, on his own and everything",
        "~1/1",
    ], "whereabouts does joss live?"),
    S("imke", "home", "plan", "Imke", [
        "A: renting a room in clapton, 3 housemates, its chaos", "~4/40",
        "+3 B: put the deposit down on a flat in walthamstow!!! moving day is the 28th, cant wait to leave "
        "this zoo", "~1/1",
    ], "where does imke live rn?"),
    S("niamh", "home", "far_apart", "Niamh", [
        "~1/1", "A: we're in a little terrace in crookes, 2 up 2 down", "~200/160",
        "+2 B: the commute from the new house in hillsborough is actually fine, 20 min on the tram", "~1/1",
    ], "Where's Niamh living?", "where did niamh live before"),
    S("yorick", "home", "restatement", "Yorick", [
        "A: i live in the flat above the chippy on mill st", "~4/50",
        "+2 B: yeah still above the chippy lol, everything i own smells of vinegar", "~1/1",
    ], "where does yorick live"),
    S("aoife", "home", "third_party", "Aoife", [
        "A: home is a houseboat on the regents canal, yes really", "~4/90",
        "+2 B@: hi its cillian, aoife's brother. she sold the boat, shes in a ground floor flat in kentish town "
        "now, she asked me to tell the app thing lol", "~1/1",
    ], "where does aoife live?", "where was aoife living before", helper="Cillian"),
    S("leopoldine", "home", "addition", "Leopoldine", [
        "A: our house is in didsbury, we've been here 10 yrs", "~3/40",
        "+4 B: we bought a static caravan in abersoch!!! weekends by the sea from now on", "~2/2",
    ], "what property does leopoldine have?"),
    # ---- car -------------------------------------------------------------------------------
    S("deshawn", "car", "retraction", "Deshawn", [
        "A: my car is a 2011 ford focus, silver, bit rusty but she goes", "~4/70",
        "+2 B: focus is gone, scrapyard gave me 90 quid for it lol. bus pass life", "~1/1",
    ], "what car does deshawn drive?"),
    S("mirela", "car", "replacement", "Mirela", [
        "~1/1", "A: the clio failed its mot again, 3rd time this yr, i hate that car", "~4/50",
        "> Did you get the Clio sorted in the end?",
        "+0.3 B: gave up on it tbh, got a second hand yaris off my uncle, drives like a dream", "~1/1",
    ], "What is Mirela driving?", "what car did mirela drive before"),
    S("gunnar", "car", "time_bounded", "Gunnar", [
        "A: i drive a black skoda octavia estate", "~3/30",
        "+1 B: driving a hire car this week, tiny fiat 500 lol. the octavia is at the body shop after some "
        "idiot reversed into it", "~1/1",
    ], "what car does gunnar own"),
    S("halima", "car", "addition", "Halima", [
        "~2/1", "A: ive got a blue vw polo, its old but reliable", "~3/30",
        "+3 B: we bought a van!!! old transit for camping trips, the polo stays for work", "~1/1",
    ], "which vehicles does halima have?"),
    S("corin", "car", "correction", "Corin", [
        "A: car reg for the parking permit is LK19 XRT", "~1/0.1",
        "B: sorry reg is LK18 XRT not 19, got it mixed up w my dads", "~1/1",
    ], "corin's registration number?"),
    S("aurelio", "car", "third_party", "Aurelio", [
        "A: i drive a mazda mx5, red, my pride and joy", "~3/80",
        "+4 B@: this is pia, aurelios gf. hed kill me for telling u but he sold the mx5 last month, "
        "its a telsa model 3 now lol", "~1/1",
    ], "which car does aurelio have", "what car did aurelio used to drive", helper="Pia"),
    S("marnie", "car", "plan", "Marnie", [
        "A: i drive a 2016 nissan juke, white", "~3/30",
        "+2 B: test driving an mg4 on sat, pretty much decided tbh, the juke is going on autotrader", "~1/1",
    ], "what does marnie drive?"),
    S("rowntree", "car", "restatement", "Rowntree", [
        "A: my motor is a vauxhall corsa, 2009, 180k on the clock", "~4/60",
        "+2 B: the old corsa passed its mot somehow lol, shes staying another year", "~1/1",
    ], "What car has Rowntree got?"),
    S("kasimira", "car", "far_apart", "Kasimira", [
        "A: my car is a honda jazz, the most nan car ever but i love it", "~175/140",
        "+3 B: the new kia is so nice to drive compared to the jazz omg, heated seats!!", "~1/1",
    ], "what car is kasimira driving now"),
    # ---- phone number ---------------------------------------------------------------------
    S("sunniva", "phone_number", "replacement", "Sunniva", [
        "A: my number is 07700 914332 if the dentist asks", "~4/60",
        "+2 B: new phone new number lol its 07700 588120 now, and i finally caved and got an iphone", "~1/1",
    ], "whats sunniva's phone number now?", "what was sunniva's old number"),
    S("kwabena", "phone_number", "correction", "Kwabena", [
        "~1/1", "A: my mobile is 07911 203448", "~1/0.1",
        "B: *484 at the end sry, fat fingers", "~2/1",
    ], "what's the number for kwabena?"),
    S("ilse", "phone_number", "other_person", "Ilse", [
        "A: my numbers 07482 661090", "~3/30",
        "+1 B: mum changed her number, its 07482 300115 now, can u save it as mum", "~1/1",
    ], "ilse's mobile number?"),
    S("bartek", "phone_number", "restatement", "Bartek", [
        "A: number is 0795 221 8843", "~4/40",
        "+3 B: yep same number 07952218843, had it since uni", "~1/1",
    ], "what number can bartek be reached on"),
    S("cressida", "phone_number", "far_apart", "Cressida", [
        "~1/1", "A: u can text me on 07366 410227", "~170/130",
        "+2 B: my old sim got cloned or smth so ive had to get a new one. its 07366 907515", "~1/1",
    ], "what's cressida's number?"),
    S("olamide", "phone_number", "addition", "Olamide", [
        "A: personal mobile is 07534 119 207", "~3/30",
        "+2 B: work finally gave me a phone lol, the work number is 07534 880 612. dont give that one out", "~1/1",
    ], "what numbers does olamide have?"),
    # ---- pet -------------------------------------------------------------------------------
    S("ambrose", "pet", "addition", "Ambrose", [
        "A: my dog is a staffie called tank, big softie", "~3/40",
        "+2 B: new family member!!! rescue greyhound called pip. tank is not impressed lol", "~1/1",
    ], "what pets does ambrose have?"),
    S("marisa", "pet", "retraction", "Marisa", [
        "~1/1", "A: my cat mochi is 14 now, old lady", "~4/90",
        "+2 B: had to have mochi put to sleep yesterday. the house is so quiet", "~1/2",
    ], "does marisa have a cat?"),
    S("florian", "pet", "time_bounded", "Florian", [
        "A: i have a rabbit called biscuit, hes a lop", "~3/30",
        "+2 B: dogsitting my neighbours lab all week, hes massive, biscuit is hiding under the sofa", "~1/1",
    ], "what pet does florian have"),
    S("ngozi", "pet", "other_person", "Ngozi", [
        "A: my budgie is called kiwi, he says hello now", "~3/30",
        "+2 B: my sister got a kitten!! called him mango, im obsessed", "~1/1",
    ], "whats ngozi's pet?"),
    S("teodor", "pet", "third_party", "Teodor", [
        "A: we have a hamster called gizmo, the kids love him", "~4/100",
        "+3 B@: hi its aga, teos wife. gizmo died in march, the kids have a guinea pig called peanut now", "~1/1",
    ], "what pet does teodor have?", helper="Agnieszka"),
    S("suvi", "pet", "plan", "Suvi", [
        "A: i have a tortoise called gerald, hes 40", "~3/20",
        "+2 B: were getting a puppy!!! picking her up in 3 wks, a cockapoo, gerald doesnt know yet", "~1/1",
    ], "what pet does suvi have?"),
    # ---- partner ---------------------------------------------------------------------------
    S("jolene", "partner", "replacement", "Jolene", [
        "A: my bf marcus is cooking tonight, pray for me", "~4/70",
        "> How's Marcus doing?",
        "+0.2 B: oh we split in jan lol. seeing someone callled theo now, early days but hes lovely", "~1/1",
    ], "who's jolene dating?", "who was jolene's boyfriend before"),
    S("caius", "partner", "retraction", "Caius", [
        "~1/1", "A: me and my gf sophie have been together 3 yrs this month", "~4/80",
        "+3 B: single again btw. sophie moved her stuff out on sunday, it is what it is", "~1/1",
    ], "is caius seeing anyone?"),
    S("hedda", "partner", "correction", "Hedda", [
        "A: my husband is called tom, hes a chef", "~1/0.1",
        "B: lol autocorrect, his name is tim not tom. TIM", "~1/1",
    ], "what's the name of hedda's husband"),
    S("pascale", "partner", "other_person", "Pascale", [
        "A: my partner is jamie, we live together, 5 yrs in june", "~3/30",
        "+2 B: my best mate just got engaged to her boyfriend dan!!! im maid of honour", "~1/1",
    ], "who is pascale's partner?"),
    S("rosario", "partner", "plan", "Rosario", [
        "A: my girlfriend is kai, we met at climbing", "~3/40",
        "+3 B: gonna ask kai to marry me on holiday!!! ring is hidden in my sock drawer, dont tell anyone lol",
        "~1/1",
    ], "Who is Rosario going out with?"),
    S("evander", "partner", "restatement", "Evander", [
        "A: my wife is called lucia, married 8 yrs", "~3/30",
        "+2 B: lu (the missus) says hi lol, shes reading over my shoulder", "~1/1",
    ], "who is evander married to?"),
    S("marguerite", "partner", "far_apart", "Marguerite", [
        "A: my fiance is rob, wedding is next summer, stressing already", "~190/170",
        "+3 B: rob and i called the wedding off in november. im with ellis now and honestly its the happiest "
        "ive been", "~1/1",
    ], "who is marguerite with", "who was marguerite engaged to"),
    # ---- course ----------------------------------------------------------------------------
    S("jarrah", "course", "replacement", "Jarrah", [
        "~1/1", "A: im doing a nursing degree at salford, 2nd yr", "~4/60",
        "+3 B: switched courses!!! paramedic science now, nursing wasnt for me. same uni tho", "~1/1",
    ], "what is jarrah studying?", "what was jarrah studying before"),
    S("odalys", "course", "retraction", "Odalys", [
        "A: doing an open uni course in psychology in the evenings", "~4/70",
        "+2 B: dropped out of the OU thing, couldnt keep up w work and the kids. gutted", "~1/1",
    ], "is odalys studying anything?"),
    S("benedikt", "course", "addition", "Benedikt", [
        "A: im doing an accountancy apprenticeship w a firm in town", "~3/30",
        "+3 B: started a night class in ceramics too lol, my one creative thing", "~1/1",
    ], "what courses is benedikt doing"),
    S("yasmeen", "course", "time_bounded", "Yasmeen", [
        "A: im in yr 12, doing bio chem and maths a levels", "~3/30",
        "+2 B: doing 2 wks work experience at the vets instead of school, loving it honestly", "~1/1",
    ], "which a levels is yasmeen taking?"),
    S("cosmin", "course", "third_party", "Cosmin", [
        "A: im at sixth form at st anselms, doing btec sport", "~3/60",
        "+3 B@: hello this is cosmins mum. he has moved to the college in town now, he was unhappy at "
        "st anselms", "~1/1",
    ], "Where is Cosmin studying?", helper="Lavinia"),
]
