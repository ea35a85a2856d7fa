"""dev28 third-party reports (someone else tells the change: a relative, a nurse, a mate, a bookkeeper)
and far-apart changes (months and 170+ turns of small talk between the two statements)."""

from __future__ import annotations

from ._dev28_build import Spec, a, b, f, spec, x

P = "third_party"
FAR = "far_apart"

SPECS: list[Spec] = [
    # --- third party -------------------------------------------------------------------------------
    spec("p01", "residence", P, "carer", "Beryl", "Where does Beryl live?",
         a("Beryl", "I live at Sunnyside Court, flat 3. My daughter pops in on Sundays with the shopping."),
         f(3, 60),
         b("Claire", "Hi, Beryl's daughter here. Mum's living in the annexe at ours now - we sold the Sunnyside flat in "
                     "June, so any post should come to Willow Farm."),
         past="Where did Beryl live before the annexe?"),
    spec("p02", "work", P, "teen", "Tyler", "where does Tyler work on saturdays",
         a("Tyler", "I work at Greggs on saturdays lol free sausage rolls is the only perk"),
         f(4, 70),
         b("Harvey", "tyler hasn't been at greggs for ages 😂 he's at JD now, that's how I got these trainers on his "
                     "staff discount")),
    spec("p03", "gp", P, "carer", "Harold", "Who's Harold's GP now",
         a("Harold", "My doctor is Dr Whitfield at the Grange practice, I've been with him thirty years."),
         f(3, 80),
         b("Bisi", "District nurse here, updating Harold's details: Dr Whitfield retired at Christmas and Harold has "
                   "been allocated to Dr Osei, still at the Grange."),
         past="Who was Harold's GP for thirty years?"),
    spec("p04", "bank", P, "biz", "Naveen", "Which bank is the restaurant account with",
         a("Naveen", "We bank with HSBC for the restaurant, always have."),
         f(3, 90),
         b("Carla", "Bookkeeping note: Naveen's restaurant account is with Tide now, I've reconnected the bank feed in "
                    "QuickBooks. The HSBC one was closed on the 28th.")),
    spec("p05", "partner", P, "esl:es", "Javier", "Who is Javier's girlfriend",
         a("Javier", "My girlfriend is Camila, she is from Medellín like me, we meet here in London."),
         f(4, 75),
         b("Andrés", "Javier and Camila is finish since long time, hombre. Now he is with Marta from his work, they look "
                     "very happy, she come to the barbecue."),
         past="Who was Javier's girlfriend before Marta?"),
    spec("p06", "school", P, "esl:hi", "Kavya", "Which school does Kavya go to?",
         a("Sunita", "My daughter Kavya is studying in Riverside Primary, she is in year 4."),
         f(3, 50),
         b("Rajesh", "Kavya's father here. From this term only we have shifted Kavya to St Mary's, because of the house "
                     "change it was too far.")),
    spec("p07", "supplier", P, "biz", "Dario", "who roasts the coffee for Dario's café",
         a("Dario", "Our beans come from Ozone Roasters, weekly drop on Tuesdays."),
         f(3, 60),
         b("Fern", "Note for ordering: Dario moved us to Square Mile last week, the Ozone standing order's cancelled so "
                   "don't panic when Tuesday's drop doesn't show.")),
    spec("p08", "medication", P, "carer", "Eileen", "What dose of donepezil is Eileen on?",
         a("Martin", "Mum (Eileen) is on donepezil 5mg at night for her memory."),
         f(3, 45),
         b("Joanne", "Nurse at Lark Rise here re Eileen: GP increased her donepezil to 10mg from Monday, she's "
                     "tolerating it well, no nausea so far."),
         past="What donepezil dose was Eileen on before the increase?"),
    spec("p09", "handle", P, "teen", "Amira", "whats Amira's snap",
         a("Amira", "add me on snap: amiraaa.x 👻"),
         f(4, 40),
         b("Jess", "amira's on amira.xo now btw, she got locked out of the old one and it's just dead")),
    spec("p10", "vehicle", P, "biz", "Lenny", "What does Lenny drive for the deliveries",
         a("Lenny", "I do my parcel rounds in a Citroën Berlingo, does the job."),
         f(3, 85),
         b("Sharon", "Lenny's wife here, he's too busy to type - he traded the Berlingo in, it's an electric Vauxhall "
                     "Combo now, charging off our driveway every night."),
         past="What did Lenny drive before the electric Combo?"),
    spec("p11", "residence", P, "esl:pcm", "Emeka", "Where Emeka dey stay?",
         a("Emeka", "I dey stay for Peckham, for my uncle house, e no too far from work."),
         f(4, 70),
         b("Tunde", "Emeka don comot from Peckham o. Him don rent him own room for Woolwich since last month, the boy "
                    "don grow."),
         past="Where was Emeka staying before Woolwich?"),
    spec("p12", "care_setting", P, "carer", "Norma", "Which day centre does Norma go to",
         a("Lesley", "Mum (Norma) goes to the Meadows day centre on Tuesdays and Fridays."),
         f(3, 55),
         x("Lesley", "The social worker's supposed to be ringing about the transport, we'll see."),
         b("Imran", "Social worker for Norma: her day centre place has moved to Hawthorn House as the Meadows is closed "
                    "for refurbishment. Same days, the minibus will pick her up at 9.15."),
         past="Which day centre did Norma attend before Hawthorn House?"),
    # --- far apart ---------------------------------------------------------------------------------
    spec("d01", "premises", FAR, "biz", "Tariq", "Where is Tariq's workshop?",
         a("Tariq", "Workshop's a railway arch in Bermondsey - damp, but cheap and I can make noise."),
         f(172, 150),
         b("Tariq", "Keys handed back on the Bermondsey arch this morning. Everything's set up at the Deptford Trading "
                    "Estate unit, proper loading bay at last."),
         past="Where was Tariq's workshop before Deptford?"),
    spec("d02", "gp", FAR, "carer", "Gladys", "who is Gladys's doctor",
         a("Pam", "My aunt Gladys sees Dr Mensah at Parkview Surgery, I drive her there."),
         f(171, 200),
         b("Pam", "Gladys is registered with the GP who visits the care home now, Dr Rowe - he comes in on Wednesdays so "
                  "no more driving her to Parkview.")),
    spec("d03", "school", FAR, "teen", "Leon", "which uni is Leon at",
         a("Leon", "first year comp sci at Kingston and the lectures are at 9am which should be illegal"),
         f(175, 240),
         b("Leon", "second year hits different when your uni is 10 mins from the sea 🌊 brighton transfer was the best "
                   "decision ever"),
         past="Which university was Leon at in first year?"),
    spec("d04", "work", FAR, "esl:tl", "Jomar", "Where does Jomar work?",
         a("Jomar", "Nagwo-work ako as care assistant sa Greenacres nursing home, night shift, 4 nights a week."),
         f(170, 180),
         b("Jomar", "Nag-resign na ako sa Greenacres, now healthcare assistant na ako sa St Thomas' hospital, day "
                    "shift, ang laki ng difference sa tulog ko!")),
    spec("d05", "telecom", FAR, "biz", "Ines", "Who provides the broadband at Ines's office",
         a("Ines", "Office broadband is BT, 70 meg, fine for translation calls mostly."),
         f(173, 160),
         b("Ines", "Community Fibre engineer's just left: 500 meg and the BT router's already in the return bag."),
         past="Who was Ines's broadband provider before Community Fibre?"),
    spec("d06", "partner", FAR, "teen", "Noah", "who's Noah going out with",
         a("Noah", "my gf isla is coming to the party, be nice to her 🙏"),
         f(174, 210),
         b("Noah", "one month with freya today 🥺 (yes isla and I ended it ages ago, we're cool, stop asking)")),
    spec("d07", "pet", FAR, "carer", "Bernard", "What pet does Bernard have",
         a("Alison", "Dad (Bernard) has a budgie called Captain, he talks to it all day long."),
         f(171, 190),
         b("Alison", "Dad's new companion is a rescue cat called Smudge - Captain died in the spring and he was lost "
                     "without something to fuss over."),
         past="What pet did Bernard have before Smudge?"),
    spec("d08", "diet", FAR, "esl:ar", "Layla", "does Layla eat meat",
         a("Layla", "I don't eat meat, only fish, since many years."),
         f(172, 170),
         b("Layla", "The doctor say my iron is too low, so I eat chicken and lamb again now. Finish with only fish.")),
    spec("d09", "bank", FAR, "esl:zh", "Jun", "Which bank does Jun use for the shop?",
         a("Jun", "My shop account is with Lloyds, because the branch is near my shop."),
         f(170, 220),
         b("Jun", "Lloyds branch is close, so now all the shop money is in NatWest, and the man there speak Mandarin, "
                  "very convenient."),
         past="Which bank did Jun use before NatWest?"),
    spec("d10", "supplier", FAR, "biz", "Bronwen", "who supplies eggs to Bronwen's farm shop",
         a("Bronwen", "Our eggs come from Hilltop Farm, forty dozen a week, customers love them."),
         f(175, 180),
         b("Bronwen", "Hilltop had bird flu and had to cull, so it's Cwm Farm in Llandeilo for the eggs - regulars say "
                      "the yolks are even better.")),
    spec("d11", "medication", FAR, "carer", "Kenneth", "What is Kenneth taking for his diabetes?",
         a("Rosa", "Ken's on metformin 500mg twice a day for his diabetes, with his breakfast and tea."),
         f(172, 200),
         b("Rosa", "Ken's off the metformin - they've put him on insulin, one injection at bedtime, the nurse showed me "
                   "how to do it."),
         past="What did Kenneth take for his diabetes before insulin?"),
    spec("d12", "commute", FAR, "esl:es", "Ramón", "How does Ramón go to work",
         a("Ramón", "I go to the work with the train from Reading, every day 7.10."),
         f(171, 170),
         b("Ramón", "I buy a car, a Seat León, because the trains is always strike. Now I drive to the work, 50 minutes.")),
]
