"""dev15 must-not cases, part two: someone else's state (o01-o08: the same relation for a relative
or friend), plans not yet carried out (n01-n09: "thinking about", "might", "planning to") and
restatements (s01-s06: the same fact again in other words). ``NOW`` marks the standing statement,
``WAS`` the later one that must not supersede it."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def other_person() -> list[Chat]:
    return [
        chat("o01", "job", "other_person", "Yazan", "Yazan", "Juju", [
            (U, "I'm a mortgage adviser at Ravelstone Building Society, and this week has been all remortgages. what's "
                "a nice lunch spot near the cathedral?", 0, NOW),
            (A, "There's a well-reviewed little deli on the cathedral green - great sandwiches.", 0),
            (FILL, 2, 3),
            (U, "my sister Rawan just started at a law firm in Manchester, trainee solicitor! so proud. what's a "
                "good congratulations gift", 44, WAS),
            (A, "A nice pen, a smart notebook, or a good travel mug for the long days.", 44),
        ], "what does Yazan do for work these days?"),
        chat("o02", "residence", "other_person", "Ihab", "Ihab", "Pepe", [
            (U, "I live in Cardiff, Canton area - any good Sunday markets?", 0, NOW),
            (A, "Riverside market on Sundays is a favourite, right by the river.", 0),
            (FILL, 1, 2),
            (U, "my sister Nisreen just moved to Swansea, she got a flat near the beach. I'm helping her paint "
                "on Saturday, what do I need?", 36, WAS),
            (A, "Rollers, brushes, a tray, masking tape, dust sheets and old clothes.", 36),
            (U, "and pizza", 36),
        ], "which city do I live in?"),
        chat("o03", "car", "other_person", "Lamia", "Lamia", "Mika", [
            (U, "my Mini's tyre pressure light is on, what should it be?", 0, NOW),
            (A, "Usually around 33-36 psi, but it's printed inside the driver's door frame.", 0),
            (FILL, 2, 1),
            (U, "Pouya bought himself a Skoda Octavia estate, very dad of him. He says it's for the dog. I'm keeping "
                "my Mini, it's my baby", 30, WAS),
            (A, "Ha, the estate-car-for-the-dog move is a classic.", 30),
        ], "what car has Lamia got?"),
        chat("o04", "pet", "other_person", "Afshin", "Afshin", "Rilo", [
            (U, "my rabbit Tapioca won't eat her pellets, should I worry?", 0, NOW),
            (A, "If she's still eating hay and pooping normally it's less urgent, but rabbits can go downhill fast - "
                "call the vet if it lasts more than a day.", 0),
            (FILL, 1, 2),
            (U, "My daughter Shahla's just got two hamsters for her flat, she can't decide on names. I've been sent 40 "
                "photos already", 26, WAS),
            (A, "Sounds like a proud hamster parent already!", 26),
        ], "what pet does Afshin have?"),
        chat("o05", "kids_school", "other_person", "Bijan", "Taraneh", "Zimba", [
            (U, "Bijan's at Bellfield Primary, when's their half term?", 0, NOW),
            (A, "Most schools in your area break the last week of October - Bellfield's site will confirm.", 0),
            (FILL, 2, 2),
            (U, "my niece Mojgan is starting at Kingsmoor Academy in September, my sister's stressing about the "
                "uniform list. Bijan's got two more years at Bellfield thank god", 40, WAS),
            (A, "Uniform lists are always longer than expected. Plenty of time for Bijan though.", 40),
        ], "where does Bijan go to school?"),
        chat("o06", "dentist", "other_person", "Oguz", "Oguz", "Ollo", [
            (U, "need a filling, ugh. my dentist is Dr Sinan at Harbour Dental, can you remind me to call at 9", 0, NOW),
            (A, "Reminder set for 9: call Dr Sinan's practice.", 0),
            (FILL, 1, 2),
            (U, "Hande's switched dentist to Dr Gokce on Queen St, she says she's gentler. I'm sticking with Sinan, "
                "he's never hurt me", 33, WAS),
            (A, "Sounds like you're both sorted.", 33),
        ], "who's Oguz's dentist?"),
        chat("o07", "diet", "other_person", "Tugba", "Tugba", "Ambi", [
            (U, "I'm pescatarian, fish yes meat no. Any ideas for a quick dinner with salmon?", 0, NOW),
            (A, "Teriyaki salmon with rice and greens - twenty minutes.", 0),
            (FILL, 2, 1),
            (U, "My flatmate Ugur's gone full vegan since watching some documentary, so our fridge is half oat "
                "milk now. What can I make that works for both of us?", 37, WAS),
            (A, "A chickpea curry is easy - you could add prawns to your portion.", 37),
        ], "what's Tugba's diet?"),
        chat("o08", "manager", "other_person", "Pinar", "Pinar", "Bexa", [
            (U, "my manager Arda wants a project update by 4, can you help me write 3 bullet points", 0, NOW),
            (A, "Sure - what's done, what's next, and any blockers?", 0),
            (FILL, 1, 1),
            (U, "My friend Panagiotis just got a new manager, Thanasis, and apparently he's a nightmare - emails at "
                "midnight. Makes me appreciate Arda tbh", 19, WAS),
            (A, "A good manager is worth a lot!", 19),
        ], "who's Pinar's boss?"),
    ]


def plans() -> list[Chat]:
    return [
        chat("n01", "residence", "plan", "Nikos", "Nikos", "Cyra", [
            (U, "Live in Brighton, the seagulls stole my chips AGAIN. Is that legal lol", 0, NOW),
            (A, "Sadly seagulls are above the law. Eat with your back to a wall.", 0),
            (FILL, 2, 2),
            (U, "Been thinking we might move to Lewes next year, rents are a bit less mad. nothing decided, just "
                "browsing Rightmove at midnight", 44, WAS),
            (A, "Lewes is lovely. Want me to keep an eye on listings?", 44),
        ], "where does Nikos live at the moment?"),
        chat("n02", "car", "plan", "Dimitris", "Dimitris", "Dova", [
            (U, "What oil does a 2016 Ford Focus take? Mine's due a top up", 0, NOW),
            (A, "Most 2016 Focus petrols take 5W-20; check the cap or the manual.", 0),
            (FILL, 1, 1),
            (U, "thinking about switching to an electric when the Focus's lease is up, maybe an MG or a Kia. "
                "no rush though, that's ages off", 27, WAS),
            (A, "Worth test driving a few. I can compare ranges when you're ready.", 27),
        ], "what's Dimitris driving?"),
        chat("n03", "job", "plan", "Ioanna", "Ioanna", "Elka", [
            (U, "I'm a curator at the Ashmore Museum, doing a talk for schools on Thursday, any tips for keeping "
                "10 year olds engaged?", 0, NOW),
            (A, "Let them handle objects, ask them to guess what things were for, and keep it to 20 minutes.", 0),
            (FILL, 2, 3),
            (U, "got an interview at the university archives next week! not sure I'd even take it if they offered, "
                "I love the museum, but it's good practice", 52, WAS),
            (A, "Good luck! It's always useful to see what's out there.", 52),
        ], "where does Ioanna work?"),
        chat("n04", "bank", "plan", "Vangelis", "Vangelis", "Fenn", [
            (U, "Lloyds app's down again. I bank with them, is there an outage?", 0, NOW),
            (A, "There are reports of a Lloyds app outage this morning - it should be back soon.", 0),
            (FILL, 1, 2),
            (U, "honestly considering moving my account to Starling, a mate swears by it. haven't done anything "
                "yet tho", 31, WAS),
            (A, "If you do, the current account switch service moves everything in seven working days.", 31),
        ], "which bank is Vangelis with?"),
        chat("n05", "phone_carrier", "plan", "Argyro", "Argyro", "Gilo", [
            (U, "my Vodafone bill's gone up again, how do I check my data usage?", 0, NOW),
            (A, "In the My Vodafone app, under Usage.", 0),
            (FILL, 2, 1),
            (U, "planning to switch to Three when my contract ends in June, they've got a better deal. still "
                "stuck with Vodafone till then", 39, WAS),
            (A, "I'll remind you a month before the contract ends.", 39),
        ], "who's Argyro's phone provider?"),
        chat("n06", "gym", "plan", "Beppe", "Beppe", "Hova", [
            (U, "Best time to go to the Kettlebell Yard gym on Hobbs Lane? I hate queuing for the squat rack", 0, NOW),
            (A, "Mid-morning or after 8pm tends to be quietest.", 0),
            (FILL, 1, 2),
            (U, "might cancel my gym and just run outside in summer to save money. haven't decided. the sauna is a "
                "strong argument for staying", 35, WAS),
            (A, "The sauna is a very strong argument.", 35),
        ], "what's Beppe's gym?"),
        chat("n07", "streaming", "plan", "Ornella", "Ornella", "Isko", [
            (U, "make me a spotify playlist for a rainy sunday? I'm on spotify premium", 0, NOW),
            (A, "Here's an idea: slow acoustic, a bit of jazz, some old soul. Want me to name 20 songs?", 0),
            (FILL, 2, 2),
            (U, "might try Apple Music's free trial next month, my friend says the sound is better. probably just "
                "stick with spotify tho", 25, WAS),
            (A, "A free trial won't hurt - set a reminder before it charges.", 25),
        ], "what does Ornella use for music?"),
        chat("n08", "course", "plan", "Ettore", "Ettore", "Jaxi", [
            (U, "doing an Open University history degree part time, essay due Friday on the Reformation, help me "
                "plan it?", 0, NOW),
            (A, "Sure - intro with your argument, three main points, a conclusion. What's the question?", 0),
            (FILL, 1, 3),
            (U, "Thinking I might switch to law next year. Or not. Need to talk to my tutor first", 42, WAS),
            (A, "Good idea to talk it through first.", 42),
        ], "what is Ettore studying?"),
        chat("n09", "diet", "plan", "Ruggero", "Ruggero", "Kelo", [
            (U, "Need a good bolognese recipe, proper beef and pork mince, none of that lentil stuff", 0, NOW),
            (A, "Brown the mince well, soffritto, a splash of milk, wine, tomatoes, and cook it low for 2 hours.", 0),
            (FILL, 2, 1),
            (U, "my daughter wants me to try going vegetarian in January. I said I'll think about it. might do "
                "it, might not", 40, WAS),
            (A, "January's a good time to experiment. I can suggest some meaty-tasting veg dishes.", 40),
        ], "does Ruggero eat meat?"),
    ]


def restatements() -> list[Chat]:
    return [
        chat("s01", "job", "restatement", "Agostino", "Agostino", "Mavi", [
            (U, "I'm a postman, been on the same round for 11 years. Best socks for walking 15 miles a day?", 0, NOW),
            (A, "Merino hiking socks - they wick sweat and stop blisters.", 0),
            (FILL, 1, 4),
            (U, "Still delivering post, same round, nothing's changed except the hill got steeper lol. Need "
                "new boots though", 49, WAS),
            (A, "Ha, hills do that. Want some boot suggestions?", 49),
        ], "what does Agostino do?"),
        chat("s02", "residence", "restatement", "Loredana", "Loredana", "Nilo", [
            (U, "I live on Carrow Road in Norwich, near the football ground. Match days are chaos for parking", 0, NOW),
            (A, "Residents' permits help - the council does them.", 0),
            (FILL, 2, 2),
            (U, "yep still in the flat on Carrow Road, still hate match days", 34, WAS),
            (A, "Some things never change!", 34),
        ], "where does Loredana live?"),
        chat("s03", "partner", "restatement", "Ercole", "Ercole", "Orli", [
            (U, "Simonetta's my girlfriend, we've been together 2 years next month. Anniversary idea?", 0, NOW),
            (A, "A weekend away somewhere you've never been, or recreate your first date.", 0),
            (FILL, 1, 3),
            (U, "me and Simonetta are still going strong btw, 3 years now. She wants a dog, I'm weakening", 63, WAS),
            (A, "Sounds lovely. A dog is a big step - maybe try fostering first.", 63),
        ], "who's Ercole's partner?"),
        chat("s04", "favourite_food", "restatement", "Leopoldo", "Leopoldo", "Quoll", [
            (U, "fave food in the world is pho, I could eat it every day. Anywhere good near me?", 0, NOW),
            (A, "There are a couple of well-rated Vietnamese places nearby. Want me to check opening times?", 0),
            (FILL, 2, 1),
            (U, "yeah pho is still number one for me, had it twice this week. no shame", 28, WAS),
            (A, "None needed.", 28),
        ], "what's Leopoldo's favourite food?"),
        chat("s05", "choir", "restatement", "Tiziano", "Tiziano", "Sumi", [
            (U, "I sing tenor with the Eastbrook community choir, we rehearse Wednesdays. Warm-up tips?", 0, NOW),
            (A, "Lip trills, sirens up and down your range, and humming scales.", 0),
            (FILL, 1, 2),
            (U, "still singing with the Eastbrook choir, Wednesdays as always. concert's in 3 weeks", 41, WAS),
            (A, "Exciting - want a rehearsal countdown?", 41),
        ], "what choir is Tiziano in?"),
        chat("s06", "doctor", "restatement", "Maite", "Maite", "Tavi", [
            (U, "My GP is Dr Casimiro at the Brindlemoor practice - book me in for a blood test when they open", 0, NOW),
            (A, "I'll look for a slot with Dr Casimiro.", 0),
            (FILL, 2, 3),
            (U, "still with Dr Casimiro, he's still at Brindlemoor. need to see him about my knee", 56, WAS),
            (A, "I'll find you an appointment about your knee.", 56),
        ], "who's Maite's GP?"),
    ]
