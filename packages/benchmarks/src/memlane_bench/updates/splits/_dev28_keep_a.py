"""dev28 must-not cases, part one: additions worded like changes ("new", "now", "from today") and
time-bounded episodes worded like moves (respite, cover, a hire van, a semester away)."""

from __future__ import annotations

from ._dev28_build import Spec, a, b, f, spec, x

ADD = "addition"
EP = "time_bounded"

SPECS: list[Spec] = [
    # --- additions ---------------------------------------------------------------------------------
    spec("a01", "pet", ADD, "teen", "Harper", "what pets has Harper got",
         a("Harper", "my cat mochi is the love of my life and she knows it 🐈"),
         f(4, 40),
         b("Harper", "NEW BABY ALERT 🐹 meet nugget!! mochi is NOT impressed, she's been glaring at the cage for an hour")),
    spec("a02", "work", ADD, "esl:es", "Paloma", "Where does Paloma work?",
         a("Paloma", "I work in a nursery school, Little Acorns, in the mornings with the small ones."),
         f(3, 50),
         b("Paloma", "Now I start also in the evenings, cleaning offices for Brightclean in the city. Is hard but we need "
                     "the money for the deposit.")),
    spec("a03", "client", ADD, "biz", "Declan", "Who are Declan's clients",
         a("Declan", "Main client is Harbour Dental, I run all their social media and the newsletter."),
         f(3, 60),
         b("Declan", "Signed Fig & Olive today! Monthly retainer, socials plus food photography. Big one for me.")),
    spec("a04", "medication", ADD, "carer", "Joan", "What tablets is Joan on",
         a("Peter", "Mum (Joan) takes ramipril 5mg for her heart, every morning."),
         f(3, 30),
         b("Peter", "New tablet for Mum from today - atorvastatin 20mg at night. GP says her cholesterol came back at 7.2.")),
    spec("a05", "school", ADD, "esl:hi", "Deepak", "What is Deepak studying",
         a("Deepak", "I am doing MSc Data Science at Coventry University, full time."),
         f(3, 70),
         b("Deepak", "From January I have joined one evening course also, Advanced Excel at the city college, for job.")),
    spec("a06", "handle", ADD, "teen", "Jade", "what's Jade's tiktok",
         a("Jade", "my tiktok is @jadeyybakes, 2k followers 🧁"),
         f(4, 40),
         b("Jade", "ok new account for outfits 👗 @jadeyy.fits go go go")),
    spec("a07", "bank", ADD, "biz", "Farid", "Which bank does Farid's garage use",
         a("Farid", "We bank with Lloyds for the garage, wages and VAT all go out of there."),
         f(3, 45),
         b("Farid", "Card payments land in the new Tide account from this week, next-day instead of three days. Lloyds "
                    "still does wages.")),
    spec("a08", "sport", ADD, "esl:pl", "Kasia", "What sport does Kasia do?",
         a("Kasia", "I go swimming on Monday in the leisure centre, is my sport, 40 lengths."),
         f(4, 55),
         b("Kasia", "Now I play also volleyball with the girls from work, Thursday night, I am terrible but is fun.")),
    spec("a09", "care_setting", ADD, "carer", "Reg", "Where does Reg go in the daytime",
         a("Bev", "Reg goes to the Lighthouse day centre Mondays and Wednesdays, he likes the dominoes."),
         f(3, 50),
         b("Bev", "Got Reg a Friday place at the Oak Tree club too - one more day for me to breathe.")),
    spec("a10", "supplier", ADD, "biz", "Sione", "Who supplies the veg to Sione's kitchen?",
         a("Sione", "Veg comes from Fresh Direct every morning at six."),
         f(3, 40),
         b("Sione", "Started getting herbs and microgreens from Growing Underground, the farm in the old tunnels. "
                    "The pea shoots are unreal.")),
    spec("a11", "residence", ADD, "esl:pl", "Oksana", "Where does Oksana live?",
         a("Oksana", "I live in Croydon with my husband and our son."),
         f(3, 90),
         b("Oksana", "We buy small flat in Lviv now! Is for summer, when we visit my mother. My husband already paint "
                     "the kitchen.")),
    spec("a12", "vehicle", ADD, "teen", "Riley", "what does Riley ride or drive",
         a("Riley", "got a moped for getting to work, honda vision, 50cc of pure power lol 🛵"),
         f(4, 60),
         x("Riley", "theory test booked for the 12th, lowkey nervous"),
         f(2, 30),
         b("Riley", "PASSED FIRST TIME 😎 mum's old fiesta is officially mine. moped's staying for work tho, parking at "
                    "the depot is a nightmare")),
    # --- time bounded ------------------------------------------------------------------------------
    spec("e01", "residence", EP, "carer", "Margaret", "Where does Margaret live",
         a("Tina", "Mum (Margaret) lives in her own bungalow on Cedar Close and she's fiercely independent about it."),
         f(3, 40),
         b("Tina", "Mum's going into Ashford Lodge for a fortnight's respite while I have my operation, so post to there "
                   "till the 30th.")),
    spec("e02", "work", EP, "esl:tl", "Rowena", "Which ward does Rowena work on?",
         a("Rowena", "Staff nurse ako sa Ward 12, cardiology, sa St George's, 3 years na."),
         f(3, 50),
         b("Rowena", "This week naka-float ako sa A&E kasi kulang sila sa staff, grabe ang toxic. Balik Ward 12 by "
                     "Monday, thank God.")),
    spec("e03", "medication", EP, "carer", "Cyril", "What regular medication does Cyril take?",
         a("Dawn", "Dad's (Cyril) regular meds are just bisoprolol and his two inhalers, nothing else."),
         f(3, 45),
         b("Dawn", "GP's put Dad on amoxicillin for his chest, three times a day - course finishes Sunday.")),
    spec("e04", "handle", EP, "teen", "Amelia", "what's Amelia's number",
         a("Amelia", "my number is 07911 234 567 save it pls"),
         f(4, 35),
         b("Amelia", "dropped my phone in the bath 😭 text me on my sister's old one, 07722 445 018, till mine's back "
                     "from the repair place friday")),
    spec("e05", "vehicle", EP, "biz", "Stelian", "What van does Stelian drive",
         a("Stelian", "I drive a Ford Transit Custom for the multi-drop work."),
         f(3, 50),
         b("Stelian", "Transit's at the garage for a new clutch so I'm in a hire Sprinter till Thursday. Massive thing, "
                      "can't park it anywhere.")),
    spec("e06", "premises", EP, "biz", "Yasmin", "where's Yasmin's bakery",
         a("Yasmin", "The bakery's on Church Street, corner of Albert Road, open from 7."),
         f(3, 60),
         b("Yasmin", "We're trading out of a pop-up hut at the Christmas market for all of December - come find us by "
                     "the ice rink!")),
    spec("e07", "residence", EP, "teen", "Kayden", "where does Kayden live",
         a("Kayden", "I live with my mum in Luton, it's fine I guess"),
         f(4, 50),
         b("Kayden", "at my dad's in manchester for the WHOLE summer holidays, six weeks, it's giving exile 💀")),
    spec("e08", "diet", EP, "esl:ar", "Khalid", "What does Khalid eat - any special diet?",
         a("Khalid", "I eat normal food, everything, no special diet, my wife is a very good cook."),
         f(3, 60),
         b("Khalid", "Now it's Ramadan so I am fasting, I eat only after the sunset and before the fajr.")),
    spec("e09", "gp", EP, "carer", "Olive", "Who's Olive's GP",
         a("Sean", "Mum's GP is Dr Nakamura at Fernside - Olive Brennan, if they ask."),
         f(3, 40),
         b("Sean", "Mum saw a locum today, Dr Briggs, because Dr Nakamura's on leave till the 20th. He was fine, "
                   "didn't change anything.")),
    spec("e10", "school", EP, "esl:zh", "Haoran", "Where does Haoran study?",
         a("Haoran", "I study Business Management in Sheffield Hallam University, second year."),
         f(3, 70),
         b("Haoran", "This semester I am exchange student in Lyon, France. The croissant is very cheap. I come back in "
                     "June.")),
    spec("e11", "accountant", EP, "biz", "Ciara", "Who is Ciara's accountant?",
         a("Ciara", "Gail Morris at Morris & Webb does my books and the VAT."),
         f(3, 55),
         b("Ciara", "Gail's on maternity leave, so Sunil from her office is doing this quarter's VAT return for me.")),
    spec("e12", "care_setting", EP, "carer", "Frank", "Where does Frank live",
         a("Mel", "Frank lives at Oakwood Care Home, room 15, he's settled really well."),
         f(3, 50),
         b("Mel", "Frank's on ward 34 at the Royal Infirmary with a UTI - they're hoping to send him back to Oakwood by "
                  "the weekend.")),
]
