"""dev10 corrections: the speaker fixes their own earlier mistake (typo, mix-up, misread)."""

from __future__ import annotations

from ._dev10_build import case

K = "correction"

CASES = [
    case("cor-dot-net", "email", K, "Rasmus", [
        ("Rasmus", 3, "A", "Hej Signe,\n\nFor the conference registration, please use my new address: rasmus.holt@quaymail.com. The old work one stops working at the end of the month.\n\nBest,\nRasmus"),
        ("Signe", 4, "", "Hi Rasmus,\n\nGot it, I'll put it on the form. Do you need a vegetarian lunch?\n\nSigne"),
        ("Rasmus", 4, "", "No, the normal lunch is fine, thanks!"),
        ("Signe", 20, "", "Hi all,\n\nThe speaker list is attached. Please check your name is spelt correctly.\n\nSigne"),
        ("Rasmus", 34, "B", "Hi Signe,\n\nSorry, I gave you the wrong address earlier, I mixed up two accounts. It's rasmus.holt@quaymail.net, not .com. Please correct it on the form.\n\nThanks, and sorry for the bother,\nRasmus"),
    ], "What's Rasmus's email address?", style="email"),
    case("cor-mums-dentist", "dentist", K, "Siddharth", [
        ("Siddharth", 5, "A", "um my dentist is Dr Abernethy at Smilecraft on George Street she's the one who did my crown"),
        ("Ishaan", 5, "", "Smilecraft is where I go too, they're good."),
        ("Siddharth", 16, "", "ok remind me to book the MOT thing"),
        ("Ishaan", 29, "", "Did you end up getting tickets for the cricket?"),
        ("Siddharth", 29, "", "yeah two for the saturday"),
        ("Siddharth", 44, "B", "wait no sorry I got that totally wrong earlier Dr Abernethy is my mum's dentist mine's Dr Okafor same practice he did the crown not her"),
    ], "Which dentist does Siddharth see?", style="voice"),
    case("cor-swapped-digits", "address", K, "Agnieszka", [
        ("Agnieszka", 3, "A", "Details for the party invites:\n- name: Agnieszka Nowak\n- address: 42 Fenwick Road, Leicester\n- dietary: none"),
        ("Bartek", 3, "", "Dzięki, adding you to the list."),
        ("Bartek", 15, "", "Invites go out next week, anyone else need to send details?"),
        ("Agnieszka", 16, "", "I think Ola still hasn't."),
        ("Bartek", 27, "", "Ola sent hers, all done."),
        ("Agnieszka", 29, "B", "Oops, correction for the list:\n- address: 24 Fenwick Road, not 42, I swapped the digits, sorry!\n- everything else is right"),
    ], "What's Agnieszka's address?"),
    case("cor-transport-planning", "education", K, "Chidera", [
        ("Chidera", 4, "A", "I'm doing a part-time MSc in urban planning at Dunmore University, evenings and weekends."),
        ("Uche", 4, "", "Urban planning! You'll fix Lagos traffic for us."),
        ("Chidera", 18, "", "First assignment is due Friday, pray for me."),
        ("Uche", 33, "", "How was the naming ceremony?"),
        ("Chidera", 33, "", "Beautiful, the baby slept through everything."),
        ("Chidera", 48, "B", "Small correction: I keep saying urban planning, but the course is actually transport planning. Different programme, different modules. I looked at my enrolment letter and felt silly."),
    ], "What is Chidera studying?"),
    case("cor-lates-not-earlies", "shift", K, "Kalani", [
        ("Kalani", 2, "A", "I'm on earlies at the hospital this month, six till two."),
        ("Noelani", 2, "", "Ugh, earlies. At least your afternoons are free."),
        ("Noelani", 6, "", "Beach on Sunday?"),
        ("Kalani", 6, "", "Yes, if the swell's not crazy."),
        ("Noelani", 12, "", "My shifts changed to weekends, so I'm out next Saturday."),
        ("Kalani", 16, "B", "Scratch what I said: I read the rota wrong, I'm on lates this month, two till ten. Which explains why my charge nurse looked so confused."),
    ], "What shift is Kalani working this month?"),
    case("cor-beagle-not-spaniel", "pet", K, "Joonas", [
        ("Joonas", 3, "A", "Our dog Pickle is a three-year-old spaniel, full of energy."),
        ("Aino", 3, "", "Pickle! Best name. Does he get on with cats?"),
        ("Joonas", 3, "", "He's terrified of them."),
        ("Aino", 17, "", "The ice on the lake is finally thick enough for skating."),
        ("Joonas", 30, "", "My partner keeps laughing at me about something I said the other day."),
        ("Joonas", 31, "B", "Right, I told you Pickle's a spaniel. He's a beagle. I mixed him up with my parents' dog, which is the spaniel. Hence the laughing."),
    ], "What breed is Joonas's dog?"),
    case("cor-sesame-letter", "allergy", K, "Thandiwe", [
        ("Thandiwe", 5, "A", "Just so you know for Saturday, I'm allergic to shellfish, so no prawns near my plate please."),
        ("Sipho", 5, "", "Noted, I'll do chicken for you."),
        ("Sipho", 12, "", "Is Lerato bringing the malva pudding?"),
        ("Thandiwe", 12, "", "She promised, so probably late but yes."),
        ("Sipho", 26, "", "The load-shedding schedule is a mess this week."),
        ("Thandiwe", 40, "B", "Correction to what I told you before the braai: it's not shellfish, it's sesame. I found the clinic letter and I'd remembered it wrong for years. Prawns are fine!"),
    ], "What is Thandiwe allergic to?"),
    case("cor-assistant-head", "role", K, "Gareth", [
        ("Gareth", 3, "A", "I'm deputy head at Elmstead Primary now, so evenings are full of marking and meetings."),
        ("Rhian", 3, "", "Deputy head! Mam will be so proud."),
        ("Rhian", 14, "", "Are you coming down for the rugby on Saturday?"),
        ("Gareth", 14, "", "Wouldn't miss it, I'll bring the flags."),
        ("Rhian", 30, "", "Mam says your school was in the local paper."),
        ("Gareth", 42, "B", "Right, correcting myself from the other week: I'm assistant head at Elmstead, not deputy. Different job; Mrs Pryce is the deputy. Please tell Mam before she tells the whole chapel."),
    ], "What's Gareth's role at Elmstead Primary?"),
    case("cor-fifty-gig", "phone_plan", K, "Esperanza", [
        ("Esperanza", 3, "A", "I'm on the 20GB plan with Vellum Mobile, is that enough for streaming on the train?"),
        ("Pico", 3, "", "20GB covers roughly 20 hours of standard-definition video a month. Want me to compare Vellum's other plans?"),
        ("Esperanza", 3, "", "maybe later"),
        ("Esperanza", 15, "", "what's a good birthday present for a 7 year old"),
        ("Pico", 15, "", "A build-your-own volcano kit or an illustrated atlas are popular picks."),
        ("Pico", 29, "", "You mentioned you're on Vellum's 20GB plan. Shall I look for a cheaper one?"),
        ("Esperanza", 29, "B", "wait, I just checked the bill, it's the 50GB one, not 20. my mistake"),
    ], "Which Vellum Mobile plan is Esperanza on?", bot="Pico"),
    case("cor-brokers-not-insurer", "insurance", K, "Cornelius", [
        ("Cornelius", 2, "A", "Our home insurance is with Marlowe & Crane; they have looked after the house since 1998."),
        ("Augusta", 2, "", "A most reliable firm, I am sure."),
        ("Augusta", 20, "", "Will you be attending the charity luncheon on the ninth?"),
        ("Cornelius", 20, "", "I shall, provided my knee behaves."),
        ("Augusta", 39, "", "The hedges on Church Lane are in a shocking state."),
        ("Cornelius", 47, "B", "I must correct what I told you earlier. Marlowe & Crane are merely brokers, and they handle only the motor policy. The house itself is insured with Stalbridge General; I found the schedule in the bureau this morning."),
    ], "Who insures Cornelius's house?", style="formal"),
    case("cor-pesarattu", "food", K, "Venkatesh", [
        ("Venkatesh", 3, "A", "My favourite dish is masala dosa, I can eat it morning, noon and night."),
        ("Padma", 3, "", "Then you must come to our place on Sunday, my mother makes it."),
        ("Venkatesh", 18, "", "The rains have started, my street is a river."),
        ("Padma", 30, "", "Did the bank process your loan or still pending?"),
        ("Venkatesh", 30, "", "Still pending only, they are asking one more form."),
        ("Venkatesh", 44, "B", "Arre, what I told earlier was wrong only. Masala dosa is my wife's favourite, I always confuse. Mine is pesarattu with ginger chutney, that is my number one."),
    ], "What's Venkatesh's favourite dish?"),
    case("cor-green-torrex", "bike", K, "Tyrese", [
        ("Tyrese", 4, "A", "my bike's a blue Rallex BMX, pegs n everything"),
        ("Jamal", 4, "", "bet, we should hit the park"),
        ("Jamal", 15, "", "yo u see the new trailer?? it's crazy"),
        ("Tyrese", 15, "", "fr fr"),
        ("Jamal", 29, "", "my cousin just got a bmx too lol everyone's on it"),
        ("Tyrese", 35, "B", "nah wait i capped, the blue bmx is my cousin's. mine's the green Torrex mountain bike lol"),
    ], "What kind of bike does Tyrese ride?", style="text"),
]  # fmt: skip
