"""dev15 must-not cases, part one: additions (a01-a08: a second one of something, the first still
true) and time-bounded episodes (b01-b09: a dated one-off that leaves the standing fact alone).
``NOW`` marks the standing statement, ``WAS`` the later one that must not supersede it."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def additions() -> list[Chat]:
    return [
        chat("a01", "pet", "addition", "Jennelyn", "Jennelyn", "Pixie", [
            (U, "my cat Biscotti has started knocking everything off the counter at 5am, why do cats do this", 0, NOW),
            (A, "Usually for attention or breakfast. A timed feeder can break the habit.", 0),
            (FILL, 2, 2),
            (U, "so I may have also got a second cat. Gnocchi, grey kitten, 10 weeks. Biscotti is furious but "
                "curious. any tips for introducing them?", 31, WAS),
            (A, "Keep them in separate rooms for a few days, swap bedding so they learn each other's smell, then "
                "short supervised meetings.", 31),
            (U, "on it", 31),
        ], "what pets have I got?"),
        chat("a02", "language_study", "addition", "Wulan", "Wulan", "Sparky", [
            (U, "Je parle un peu francais!! doing a french evening class at the community college, we're on "
                "the past tense which is killing me", 0, NOW),
            (A, "Bravo! The passé composé takes a while - être verbs are the tricky bit.", 0),
            (FILL, 1, 3),
            (U, "started Korean on the side as well, just an app for now, because of all the dramas lol. still "
                "doing the french class obv", 40, WAS),
            (A, "Two languages at once - ambitious! Hangul is surprisingly quick to learn.", 40),
        ], "what languages is Wulan learning?"),
        chat("a03", "hobby", "addition", "Bagus", "Bagus", "Zippy", [
            (U, "Been knitting every evening, it's my thing now. Just finished a scarf that's 3 metres long by "
                "accident", 0, NOW),
            (A, "That's a statement scarf! Very cosy though.", 0),
            (FILL, 2, 2),
            (U, "oh and I've joined a life drawing class on Sundays too. Needles in the week, charcoal at the "
                "weekend, my hands are never clean", 26, WAS),
            (A, "A lovely combination - both very absorbing.", 26),
        ], "what does Bagus do for hobbies?"),
        chat("a04", "streaming", "addition", "Sekar", "Sekar", "Doodle", [
            (U, "we've got Netflix, anything good to watch tonight? something funny", 0, NOW),
            (A, "There's a new stand-up special and a couple of sitcoms people rate highly.", 0),
            (U, "ooh", 0),
            (FILL, 1, 3),
            (U, "signed up for Apple TV as well for that one show everyone at work won't shut up about. keeping "
                "Netflix though, can't live without it", 29, WAS),
            (A, "Makes sense - one show can be worth a month.", 29),
        ], "what streaming services have I got?"),
        chat("a05", "phone_number", "addition", "Nyoman", "Nyoman", "Pogo", [
            (U, "Put my number down as 07722 618 304 on that booking form please", 0, NOW),
            (A, "Done.", 0),
            (FILL, 2, 2),
            (U, "Work finally gave me a phone, number's 07386 220 571 - that's only for work stuff though, keep "
                "using my own number for everything personal", 22, WAS),
            (A, "Understood, your personal number stays the default.", 22),
        ], "what number should the dentist use for Nyoman?"),
        chat("a06", "job", "addition", "Ratih", "Ratih", "Nuri", [
            (U, "Knackered. I'm a staff nurse on the stroke ward at St Kenelm's, 3 long days this week. Quick dinner "
                "ideas?", 0, NOW),
            (A, "Stir-fry, an omelette, or a jacket potato in the microwave - all under 15 minutes.", 0),
            (FILL, 1, 4),
            (U, "picked up a second job, bar shifts at the Rose & Crown on my days off, saving for a deposit. "
                "still at the hospital obviously, just doing both", 47, WAS),
            (A, "That's a lot on your plate - please make sure you're getting proper rest days.", 47),
            (U, "ha rest days", 47),
        ], "what does Ratih do for work?"),
        chat("a07", "club", "addition", "Dimas", "Dimas", "Kobi", [
            (U, "I'm in the Pelham Warblers, concert on the 18th, we're doing a medley of ABBA, pray for us", 0, NOW),
            (A, "ABBA always gets a crowd going. Good luck!", 0),
            (FILL, 2, 1),
            (U, "joined the chess club at the library too, Tuesday nights. choir is Thursday so they don't clash", 35, WAS),
            (A, "Nice balance of voices and silence.", 35),
        ], "what clubs is Dimas a member of?"),
        chat("a08", "allergy", "addition", "Fitri", "Fitri", "Tiki", [
            (U, "I'm allergic to penicillin, can you make sure it's on my notes for the clinic form", 0, NOW),
            (A, "I'll include it under allergies.", 0),
            (FILL, 1, 2),
            (U, "Update for the allergy list: had a reaction to ibuprofen last week, GP says I'm allergic to that "
                "too. So penicillin AND ibuprofen now, paracetamol is fine", 55, WAS),
            (A, "Added ibuprofen alongside penicillin. Glad you're alright.", 55),
        ], "what is Fitri allergic to?"),
    ]


def time_bounded() -> list[Chat]:
    return [
        chat("b01", "residence", "time_bounded", "Galih", "Galih", "Pipa", [
            (U, "what's the weather doing in Leeds this weekend? that's home for me", 0, NOW),
            (A, "Mostly cloudy, a few showers Saturday, brighter Sunday.", 0),
            (FILL, 2, 2),
            (U, "I was in Lisbon for work last week, the pasteis de nata lived up to the hype. Back home now and "
                "it's raining obviously", 38, WAS),
            (A, "Sounds like a tasty trip! Leeds weather was never going to compete.", 38),
        ], "where does Galih live?"),
        chat("b02", "car", "time_bounded", "Ghada", "Ghada", "Zaza", [
            (U, "my Yaris needs new wipers, which size?", 0, NOW),
            (A, "For most recent Yaris models it's 26 inch driver side and 14 inch passenger - check the manual.", 0),
            (FILL, 1, 2),
            (U, "Had a courtesy car for 3 days last week while mine was in for the bump repair - a Nissan Qashqai. "
                "Way too big, I parked it like a bus. So glad to have the Yaris back", 24, WAS),
            (A, "Ha, small cars do spoil you for parking.", 24),
        ], "what car does Ghada drive?"),
        chat("b03", "job", "time_bounded", "Wael", "Wael", "Nono", [
            (U, "I'm an auditor at Marrowby & Gannet in Leeds - what's a good way to say no to working Saturday "
                "without sounding lazy?", 0, NOW),
            (A, "Try: 'I can't do Saturday, but I can stay late Thursday or start early Monday to make up for it.'", 0),
            (FILL, 2, 3),
            (U, "did a two-week secondment at our London office in March, just got the expenses through. it was "
                "fun but I missed my own desk", 61, WAS),
            (A, "Good experience though! Glad the expenses went through.", 61),
        ], "where does Wael work?"),
        chat("b04", "diet", "time_bounded", "Ayman", "Ayman", "Mumu", [
            (U, "I'm veggie, have been for 10 yrs. need a veggie main for a dinner party of 6 pls", 0, NOW),
            (A, "A big mushroom and chestnut wellington always goes down well.", 0),
            (FILL, 1, 2),
            (U, "confession: ate a bit of lamb at my gran's 90th on Saturday to keep the peace, she'd made it "
                "specially. back to veggie on Sunday, no regrets", 33, WAS),
            (A, "Sounds like a kind thing to do for her 90th.", 33),
        ], "is Ayman vegetarian?"),
        chat("b05", "holiday_home", "time_bounded", "Suha", "Suha", "Tutu", [
            (U, "We've got a little holiday cottage in St Ives that we go to every summer - need a packing list for "
                "2 weeks with kids", 0, NOW),
            (A, "Swimwear, wetsuits, sun cream, rain jackets (it's Cornwall), buckets, books and a first aid kit.", 0),
            (FILL, 2, 2),
            (U, "Rented a lodge in Snowdonia for Easter week, just for a change. It was lovely but the kids kept "
                "asking when we're going to the cottage", 70, WAS),
            (A, "Good sign that the cottage is still the favourite!", 70),
        ], "where's our holiday place?"),
        chat("b06", "coffee_order", "time_bounded", "Marwan", "Marwan", "Bibi", [
            (U, "always a black americano for me, no sugar. can you add that to the office coffee order", 0, NOW),
            (A, "Added: black americano, no sugar.", 0),
            (FILL, 1, 1),
            (U, "had a pumpkin spice latte yesterday as a one-off because it was my birthday. too sweet honestly. "
                "back to the americano today", 20, WAS),
            (A, "Happy belated birthday! Noted, americano it is.", 20),
        ], "what's Marwan's usual coffee?"),
        chat("b07", "commute", "time_bounded", "Hisham", "Hisham", "Lala", [
            (U, "I cycle to work, 6 miles along the river. Is there a decent waterproof that isn't £200?", 0, NOW),
            (A, "There are some good packable cycling jackets around £50-70.", 0),
            (FILL, 2, 2),
            (U, "took the bus every day last week because of the snow, never again, 55 minutes and a guy ate "
                "an egg sandwich next to me. back on the bike now", 58, WAS),
            (A, "Ha, the bike wins again.", 58),
        ], "how does Hisham get to work?"),
        chat("b08", "hairdresser", "time_bounded", "Dima", "Dima", "Rara", [
            (U, "Manal at Tresses does my colour every 8 weeks. Remind me to book the next one", 0, NOW),
            (A, "Reminder set for 7 weeks' time to book with Manal.", 0),
            (FILL, 1, 3),
            (U, "Manal was on holiday last week so I just got a quick trim at a walk-in place near work on Tuesday. "
                "Fine but not Manal. Booked with her for next month as usual", 42, WAS),
            (A, "Nothing beats your regular. Reminder kept for the booking.", 42),
        ], "who does Dima's hair?"),
        chat("b09", "phone_number", "time_bounded", "Sameh", "Sameh", "Vava", [
            (U, "My mobile's 07944 713 529, use that on the gym form please", 0, NOW),
            (A, "Will do.", 0),
            (FILL, 2, 1),
            (U, "Phone's in for a screen repair till Friday so I'm using my wife's old phone for a few days, "
                "07411 902 366. Just till Friday, my normal number's the same", 27, WAS),
            (A, "Got it, temporary until Friday.", 27),
        ], "what's Sameh's mobile number?"),
    ]
