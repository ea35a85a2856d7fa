"""dev13 far-apart changes (far01-far14): the newer statement comes 150-260 small-talk turns and
60+ days after the older one. far03, far10 and far13 change twice (A -> B -> C, the gap sits
between B and C). Only the small talk depends on the seed."""

from __future__ import annotations

from ._dev13_build import Far, t

SPECS: tuple[Far, ...] = (
    Far("far01", "residence", "Lutz", "Jördis", "plain", (),
        t("Lutz", "Ich wohne in Lüneburg, mitten in der Altstadt, and I can hear the church bells from my bed.", 1),
        180,
        t("Lutz", "Seit dem 1. Juni wohne ich in Celle. The boxes are finally unpacked and the new flat even has a balcony.", 95),
        (t("Jördis", "Celle! Dann besuche ich dich im Sommer.", 95.1),),
        "Which town should Lutz's post be going to now?", "Where did Lutz live before June?"),

    Far("far02", "employer", "Damilola", "Ibukun", "sms", (),
        t("Damilola", "still at Oduduwa Prints, 8 to 5, same wahala every single day", 2),
        210,
        t("Damilola", "resumed at Lagoonside Fintech on monday!! new ID card, new laptop, omo the AC alone", 110),
        (t("Ibukun", "ehn ehn! big girl. congrats o", 110.1),),
        "Where is Damilola working these days?", "Where did Damilola work before the fintech?"),

    Far("far03", "partner", "Morven", "Kenzie", "plain",
        (t("Morven", "Me and Lorne have been winching for two years now, he's a good lad.", 0),),
        t("Morven", "Lorne's history. I'm seeing Dougal now, met him at the ceilidh, dinnae laugh.", 12),
        160,
        t("Morven", "Dougal and I called it a day back in the spring. I'm wi Murray now and he's a pure gent, so he is.", 100),
        (t("Kenzie", "Murray! Bring him tae the pub quiz then.", 100.1),),
        "Who's Morven's fella these days?", "Who was Morven seeing before Murray?"),

    Far("far04", "phone_number", "Hotaru", "Zephyra", "lower",
        (t("Zephyra", "What number should I use for your reminder texts?", 0),),
        t("Hotaru", "use 07700 900529 for the texts thats my mobile", 0),
        170,
        t("Hotaru", "zephyra change my texts number to 07700 900674 i got a new contract and the old number is gone", 88),
        (t("Zephyra", "Done. Reminders will go to the new number from now on.", 88),),
        "Which number do Hotaru's reminder texts need to go to?", "What number did Hotaru's texts go to before?", True),

    Far("far05", "pet", "Tiphaine", "Josselin", "plain", (),
        t("Tiphaine", "J'ai un chat, Cassis, il dort toute la journée sur le radiateur comme un vieux monsieur.", 1),
        230,
        t("Tiphaine", "Cassis est mort en mars, il avait seize ans. On a adopté un lapin, Praline, et elle ronge tous les câbles.", 120),
        (t("Josselin", "Oh, pauvre Cassis. Bienvenue à Praline quand même.", 120.1),),
        "What animal is waiting at home for Tiphaine now?", "What pet did Tiphaine have before?"),

    Far("far06", "diet", "Bronte", "Tarni", "discord", (),
        t("Bronte", "i eat literally anything, bbq every weekend, the more snags the better", 0),
        190,
        t("Bronte", "went vegan in march, 3 months in now. yes i miss the bbq, no im not going back", 105),
        (t("Tarni", "respect, ill bring the tofu skewers", 105.1),),
        "If Bronte comes to the barbecue, what should I put on the grill for her?", "How did Bronte eat before March?"),

    Far("far07", "commute", "Aodhan", "Laoise", "plain", (),
        t("Aodhan", "I drive into Letterkenny every day, forty minutes each way, the radio keeps me sane.", 0),
        155,
        t("Aodhan", "Sold the car, you know yourself, so I'm on the bus into Letterkenny since the first of the month. It's grand, I get to read.", 90),
        (),
        "How does Aodhan get into Letterkenny now?", "How did Aodhan use to get into Letterkenny?"),

    Far("far08", "manager", "Merle", "Tjorven", "plain", (),
        t("Merle", "Mein Chef ist Eckbert, streng aber fair, he answers emails at midnight.", 1),
        250,
        t("Merle", "Eckbert ist in Rente gegangen. Since April my boss is Hella, much more relaxed, meetings end on time.", 140),
        (t("Tjorven", "Grüß Hella von mir, wir waren zusammen in der Ausbildung.", 140.1),),
        "Who does Merle answer to at work now?", "Who was Merle's boss before April?"),

    Far("far09", "bank", "Maaike", "Roel", "sms", (),
        t("Maaike", "mijn salaris komt binnen bij de Dijkbank, al 10 jaar, never had a problem", 0),
        200,
        t("Maaike", "overgestapt naar Stroomgeld, de dijkbank rekende gewoon te veel. salaris komt daar nu binnen vanaf deze maand", 100),
        (t("Roel", "slim, ik ga ook eens kijken", 100.1),),
        "Which bank does Maaike's salary land in now?", "Where did Maaike bank before switching?"),

    Far("far10", "car", "Kirrily", "Shane", "plain",
        (t("Kirrily", "The old Commodore's still going, mate, two hundred thousand k's and counting.", 0),),
        t("Kirrily", "Commodore finally carked it. Picked up a second-hand Forester, goes alright on the dirt.", 20),
        190,
        t("Kirrily", "Flogged the Forester to my cousin and bought a little electric Qashqai, charging it off the solar. Never thought I'd see the day.", 120),
        (t("Shane", "Electric! You'll be a greenie next.", 120.1),),
        "What'll Kirrily rock up in when she collects me?", "What was Kirrily driving before the electric one?"),

    Far("far11", "work_days", "Gijs", "Eline", "plain", (),
        t("Gijs", "For the rota: I work Monday to Thursday, Fridays off for the kids.", 0),
        175,
        t("Gijs", "Rota update for HR: as of 1 October I'm on Tuesday to Friday, Mondays off now because the childcare changed.", 100),
        (t("Eline", "Thanks Gijs, the rota is updated.", 100.1),),
        "Which weekday is Gijs off now?", "Which day did Gijs use to have off?"),

    Far("far12", "gp_doctor", "Masaru", "Azusa", "plain", (),
        t("Masaru", "kakaritsuke no oishasan wa Dr Higa, Minami clinic, mou juunen mo kayotteru.", 0),
        220,
        t("Masaru", "Dr Higa ga intai shita kara, since May I'm registered with Dr Tokashiki at the Nishibaru clinic.", 115),
        (t("Azusa", "Tokashiki sensei, yasashii tte kiita yo.", 115.1),),
        "Which clinic do I ring to book Masaru an appointment?", "Who was Masaru's doctor before May?"),

    Far("far13", "insurance", "Ryosuke", "Talvik", "plain",
        (t("Talvik", "Who's your car insurer, for the renewal reminder?", 0), t("Ryosuke", "Kesselworth Mutual.", 0)),
        t("Ryosuke", "Switched to Brightfen Insure at renewal. Cheaper.", 15),
        200,
        t("Ryosuke", "Brightfen dropped me after the claim. Policy's with Harlowmere Direct now.", 130),
        (t("Talvik", "Thanks, the reminder is moved to the new policy.", 130),),
        "Who should Ryosuke ring after a bump in the car park?", "Who insured Ryosuke before Harlowmere Direct?", True),

    Far("far14", "surname", "Blathnaid", "Ruadhan", "plain", (),
        t("Blathnaid", "Dear diary, signed the form as Blathnaid Keogh, same as every form since I was born.", 0),
        260,
        t("Blathnaid", "Dear diary, first post today addressed to Blathnaid Mulqueen since the wedding. Changed it at the bank and on the passport, so Mulqueen it is now.", 150),
        (t("Ruadhan", "Mrs Mulqueen! It suits you.", 150.1),),
        "What surname should go on the plane ticket I'm booking for Blathnaid?", "What was Blathnaid's surname before the wedding?"),
)  # fmt: skip
