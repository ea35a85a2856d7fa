"""dev10 far-apart changes: the new statement comes months and 150-260 turns after the old one."""

from __future__ import annotations

from ._dev10_build import case

K = "far_apart"

CASES = [
    case("far-ceramicist", "job", K, "Agathe", [
        ("Agathe", 2, "A", "I'm a junior architect at Pell & Vane in Lyon, mostly school buildings at the moment."),
        ("Basile", 2, "", "Pell & Vane! Fancy."),
        ("Basile", 120, "", "Did you get to the festival of lights this year?"),
        ("Agathe", 120, "", "Yes, freezing but magical."),
        ("Agathe", 215, "B", "Big change since we last properly talked: I left architecture. I'm a ceramicist now. I rent a wheel in a shared studio in Croix-Rousse and sell at the Sunday market."),
    ], "What does Agathe do for a living now?", "What was Agathe's job before?"),
    case("far-cambridge-not-hamilton", "residence", K, "Rangi", [
        ("Rangi", 3, "A", "so yeah we're still in Rotorua um near the lake you can smell the sulphur from our deck haha"),
        ("Hemi", 3, "", "Chur, Rotorua's home."),
        ("Hemi", 100, "", "How's the whānau?"),
        ("Rangi", 100, "", "all good bro kids are growing like weeds"),
        ("Rangi", 190, "B", "oh yeah we moved to Hamilton — no wait not Hamilton proper Cambridge just outside it been here since like April the kids love the new school"),
    ], "Where does Rangi live now?", "Where did Rangi live before?", style="voice"),
    case("far-app-bank", "bank", K, "Hyun-woo", [
        ("Hyun-woo", 4, "A", "For the flat-share spreadsheet:\n- rent: my half on the 1st\n- bank: Midori Bank, account ending 4471\n- bills: split evenly"),
        ("Seo-yeon", 4, "", "Perfect, added."),
        ("Seo-yeon", 90, "", "Reminder: the council tax bill is due next week."),
        ("Hyun-woo", 91, "", "On it."),
        ("Hyun-woo", 180, "B", "Spreadsheet update:\n- bank: moved everything to Tessellate (app-only), new account ending 9023\n- rent: still on the 1st\n- Midori account closed"),
    ], "Which bank does Hyun-woo use now?", "Which bank did Hyun-woo use before?"),
    case("far-engagement-off", "partner", K, "Ngozi", [
        ("Ngozi", 2, "A", "Dear Adaeze,\n\nHappy new year from Enugu! Work is busy, but my fiancé Chukwuma and I are well and we have finally picked a date for the traditional wedding. He sends his greetings.\n\nWith love,\nNgozi"),
        ("Adaeze", 5, "", "Ngozi dear, congratulations! Please send the date so I can book my flight.\n\nAda"),
        ("Adaeze", 110, "", "Dear Ngozi,\n\nHow is your mother's leg? Mine says hello.\n\nAda"),
        ("Ngozi", 112, "", "She is walking again, thank God."),
        ("Ngozi", 240, "B", "Dear Adaeze,\n\nForgive my long silence. There is news I should share: Chukwuma and I called off the engagement in the spring; it was mutual and for the best. I have since met someone, Emeka, a lecturer at the polytechnic, and we are very happy together. I will tell you everything when you visit.\n\nWith love,\nNgozi"),
    ], "Who is Ngozi's partner now?", "Who was Ngozi engaged to?", style="email"),
    case("far-curling", "sport", K, "Fraser", [
        ("Fraser", 3, "A", "Five-a-side every Thursday at the Meadowbank pitches, that's ma sport, nae chance I'm giving it up."),
        ("Kirsty", 3, "", "Aye, until yer hamstring goes again."),
        ("Kirsty", 80, "", "Did ye see the Northern Lights last week?"),
        ("Fraser", 80, "", "Aye, pure magic ower the Forth."),
        ("Fraser", 200, "B", "Hamstring went, as Kirsty said it would. I've swapped the fives for curling, Tuesday nights at the rink in Murrayfield, an' I'm no bad at sweeping."),
    ], "What sport does Fraser play now?", "What sport did Fraser play before?"),
    case("far-fibre-summer", "internet", K, "Amara", [
        ("Amara", 5, "A", "our wifi is through Zephyrline and it keeps dropping during video calls, any tips?"),
        ("Nimbus", 5, "", "Try restarting the router and moving it off the floor. If it keeps happening, Zephyrline's support line can run a line test."),
        ("Amara", 60, "", "thanks, what's a good name for a book club?"),
        ("Nimbus", 60, "", "How about 'Chapter and Verse' or 'The Dog-Eared Pages'?"),
        ("Nimbus", 230, "", "Are you still having trouble with the Zephyrline connection?"),
        ("Amara", 230, "B", "oh no, we switched to Brightfield Fibre over the summer, it's been solid"),
    ], "Which internet provider does Amara have now?", "Which internet provider did Amara use to have?", bot="Nimbus"),
    case("far-no-blood-tests", "medication", K, "Reginald", [
        ("Reginald", 2, "A", "I take a blood thinner each evening, and I must go to the clinic every Wednesday for a blood test to check the dose."),
        ("Hermione", 2, "", "How tiresome for you, Reginald."),
        ("Hermione", 95, "", "The bridge evenings have moved to Fridays, did you hear?"),
        ("Reginald", 96, "", "I did. Most inconvenient."),
        ("Reginald", 205, "B", "The consultant has switched me to one of the newer anticoagulants, a small tablet twice daily, and I am delighted to report that the weekly blood tests are no longer required."),
    ], "Does Reginald still need weekly blood tests?", "How often did Reginald use to have blood tests?", style="formal"),
    case("far-yoga-done", "gym", K, "Vaishnavi", [
        ("Vaishnavi", 3, "A", "I am going to Pulse Fitness in Koramangala, 6 am batch daily, treadmill and weights."),
        ("Keerthana", 3, "", "6 am! You are a warrior only."),
        ("Vaishnavi", 70, "", "Thinking of switching to yoga instead of the gym, my back is complaining."),
        ("Keerthana", 71, "", "Try it, no? My mother swears by it."),
        ("Vaishnavi", 150, "", "Still thinking about the yoga thing, Pulse membership runs till March."),
        ("Vaishnavi", 220, "B", "Done! Cancelled Pulse, now I'm doing yoga at Prana Loft five mornings a week. Back is so much better."),
    ], "Where does Vaishnavi exercise these days?", "Which gym did Vaishnavi go to before?"),
    case("far-building-sold", "landlord", K, "Cosmin", [
        ("Cosmin", 4, "A", "Our landlord is Mr Petrescu, a kind old man who lives downstairs and brings us plum brandy at Christmas."),
        ("Ioana", 4, "", "You're so lucky, mine never answers the phone."),
        ("Ioana", 100, "", "Did you see the snow in the mountains?"),
        ("Cosmin", 101, "", "Beautiful, we went up to Sinaia for a day."),
        ("Cosmin", 195, "B", "The building was sold over the summer, so Mr Petrescu is no longer our landlord. The rent now goes to Harlow Lettings, a management company in Bucharest, and everything is by email."),
    ], "Who is Cosmin's landlord now?", "Who was Cosmin's landlord before?"),
    case("far-call-me-lee", "nickname", K, "Aaliyah", [
        ("Aaliyah", 3, "A", "everyone calls me Liya, like literally no one says aaliyah"),
        ("Imani", 3, "", "Liya 🫶"),
        ("Imani", 90, "", "happy bday queen!!"),
        ("Aaliyah", 90, "", "ty ilysm"),
        ("Aaliyah", 175, "B", "ok nobody calls me liya anymore, it's Lee now. new school new me, and yes that includes u imani"),
    ], "What do people call Aaliyah these days?", "What nickname did Aaliyah use to go by?", style="text"),
    case("far-fully-remote", "work_pattern", K, "Pita", [
        ("Pita", 2, "", "I'm in the office in Ōtāhuhu Monday to Friday, nine to five, very old school."),
        ("Sione", 2, "", "Classic Pita."),
        ("Pita", 60, "A", "Work's gone hybrid now: three days in the office, two at home."),
        ("Sione", 61, "", "Nice, more time with the kids."),
        ("Sione", 150, "", "Church feast on Sunday, you bringing the lu pulu?"),
        ("Pita", 150, "", "Always."),
        ("Pita", 250, "B", "The office lease ended, so the whole team is fully remote now. I work from the spare room every day; haven't been into Ōtāhuhu in months."),
    ], "Where does Pita work from these days?", "What was Pita's working arrangement before the office closed?"),
    case("far-quartet-cello", "music", K, "Marit", [
        ("Marit", 3, "A", "I sing alto in Kor Nordlys, the community choir in Bergen, rehearsals every Monday."),
        ("Torstein", 3, "", "I'll come to the spring concert!"),
        ("Torstein", 85, "", "Have you been up Fløyen lately?"),
        ("Marit", 86, "", "Last weekend, the view was incredible."),
        ("Marit", 230, "B", "I don't sing with Nordlys any more. My Mondays go to the cello now: I play in a string quartet with three friends, we rehearse in my living room."),
    ], "What does Marit do musically these days?", "Which choir did Marit sing in?"),
]  # fmt: skip
