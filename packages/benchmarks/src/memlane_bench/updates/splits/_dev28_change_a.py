"""dev28 replacements: a new value replaces the old one, often told through a consequence, in passing,
as a reply to a question, or about someone the writer looks after."""

from __future__ import annotations

from ._dev28_build import Spec, a, b, f, spec, x

R = "replacement"

SPECS: list[Spec] = [
    spec("r01", "residence", R, "teen", "Jaylen", "what street is Jaylen living on",
         a("Jaylen", "ngl living on the Fenwick estate is mid, the lift's been broken since like october 💀"),
         f(4, 35),
         b("Jaylen", "first night at the new place on Marlowe Street and the upstairs neighbour is ALREADY doing drum "
                     "practice 😐 at least I can walk to school in 5 mins now"),
         past="Where did Jaylen live before Marlowe Street?"),
    spec("r02", "gp", R, "carer", "Edith", "Who is Edith's doctor at the moment?",
         a("Grace", "Mum (Edith, 86) is with Dr Farouk at Ashgrove Surgery. Getting an appointment is a nightmare."),
         f(3, 50),
         b("Grace", "Rang to book Mum's bloods and Ashgrove said she's not on their list any more since the merger - "
                    "she's under Dr Lindqvist at Riverside Health Centre, all her notes went across in May.")),
    spec("r03", "medication", R, "carer", "Arthur", "what does Arthur take for his blood pressure",
         a("Neil", "Dad (Arthur) takes amlodipine 5mg every morning for his blood pressure, I put it in his dosette."),
         f(4, 40),
         b("Neil", "Dad's tablets changed after the review - the amlodipine was making his ankles swell like balloons so "
                   "the GP's swapped it for ramipril 2.5, one at breakfast. Dosette redone."),
         past="What was Arthur taking for his blood pressure before the review?"),
    spec("r04", "work", R, "esl:es", "Lucía", "Where is Lucía working these days?",
         a("Lucía", "I am working in a hotel, the Regency Park, in the reception since two years. Is a lot of night."),
         f(4, 60),
         b("Lucía", "My life is very different now. In the dental clinic Sonrisa the hours are normal, I finish at six "
                    "and I can take the children from the school. No more night in the reception, gracias a Dios.")),
    spec("r05", "bank", R, "biz", "Kwame", "Who does Kwame bank with for the plumbing business?",
         a("Kwame", "All the plumbing money goes through Barclays, had the business account there since I went self-employed."),
         f(3, 45),
         b("Kwame", "First full month on Starling done. Feels weird not paying Barclays eight quid a month for the privilege. "
                    "Switch service moved all the direct debits on the 3rd."),
         past="Which bank did Kwame use for the business before Starling?"),
    spec("r06", "web_host", R, "biz", "Faye", "where's Faye's website hosted",
         a("Faye", "Our flower shop site runs on a cheap Bluehost plan and it falls over every time we post a Valentine's promo."),
         f(3, 70),
         x("Orrin", "Is the shop website still on Bluehost? I can draft the Mother's Day banner for it."),
         b("Faye", "nope, my nephew moved it to Netlify over Easter, hasn't gone down once since. Yes please to the banner")),
    spec("r07", "partner", R, "teen", "Maddie", "who's Maddie dating",
         a("Maddie", "me and Theo are officially a thing 🥹🥹 3 weeks today"),
         f(5, 55),
         b("Maddie", "ANYWAY can people stop asking me about theo, kai is literally sat next to me rn 🙄💕"),
         past="Who was Maddie going out with before Kai?"),
    spec("r08", "handle", R, "teen", "Rohan", "What's Rohan's Instagram",
         a("Rohan", "my insta is @ro.han.shoots if u wanna see the car edits"),
         f(4, 30),
         b("Rohan", "ro.han.shoots got hacked and is posting crypto scams 😤 DON'T click anything, I'm @rohan.frames, "
                    "pls refollow")),
    spec("r09", "vehicle", R, "biz", "Gareth", "What van is Gareth driving for jobs?",
         a("Gareth", "Still driving the old white Transit Connect, 180k on the clock and she refuses to die."),
         f(4, 50),
         b("Gareth", "Well she finally died on the A38. Picked up a second-hand Vivaro on Tuesday, ladders sit better on "
                     "the roof anyway and it's got a bulkhead."),
         past="What did Gareth drive before the Vivaro?"),
    spec("r10", "school", R, "teen", "Aaliyah", "Which A levels is Aaliyah taking?",
         a("Aaliyah", "doing biology, chemistry and psychology for a levels. chem is genuinely killing me"),
         f(4, 25),
         b("Aaliyah", "ok so chem is OFFICIALLY gone, head of sixth form signed it off, it's bio psych and sociology now "
                      "and ngl I'm thriving")),
    spec("r11", "care_setting", R, "carer", "Hazel", "Which room is Hazel in at Beechwood",
         a("Ruksana", "Nan (Hazel) is in room 24 at Beechwood, second floor, the one overlooking the car park."),
         f(3, 40),
         b("Ruksana", "Beechwood brought Nan down to the ground floor after her fall - room 7, right next to the lounge, "
                      "so the staff can keep an eye. She's already complaining about the telly noise."),
         past="Which room was Hazel in before her fall?"),
    spec("r12", "pharmacy", R, "carer", "Ron", "Where does Ron get his prescriptions from?",
         a("Bridget", "I pick up Dad's repeat prescription from Boots on the high street every month, Ron Tully, they know us."),
         f(4, 45),
         b("Bridget", "Boots lost Dad's script for the third time so I nominated the Well pharmacy by the medical centre - "
                      "first collection today, ready in ten minutes, I nearly cried.")),
    spec("r13", "accountant", R, "biz", "Shirin", "Who does Shirin's accounts",
         a("Shirin", "My accountant is Tom Beale of Beale & Co, he does my self-assessment every January."),
         f(3, 80),
         b("Shirin", "Dropped a box of receipts at Hollins Accountancy this morning, they're doing this year's return - "
                     "Tom retired in March and shut up shop."),
         past="Who was Shirin's accountant before Hollins?"),
    spec("r14", "supplier", R, "esl:pcm", "Olu", "Who supplies flour to Olu's bakery?",
         a("Olu", "For the bakery we dey buy flour from Makro, 25kg bags, every Monday morning."),
         f(4, 55),
         b("Olu", "Makro price don cost pass my pocket. Na Bako Wholefoods dey bring our flour now, dem dey deliver "
                  "every Thursday, no need to carry am myself again.")),
    spec("r15", "diet", R, "teen", "Zara", "what does Zara eat",
         a("Zara", "im vegetarian btw so no pepperoni for me 🍕"),
         f(4, 40),
         b("Zara", "2 weeks fully vegan and my mum is convinced it's a phase 🙄 no cheese no eggs no nothing, it's "
                   "giving commitment"),
         past="What diet was Zara on before she went vegan?"),
    spec("r16", "sport", R, "esl:pl", "Bartek", "Which team does Bartek play football for",
         a("Bartek", "On Sunday I play football in the league, my team is Red Lions from Acton, I am goalkeeper."),
         f(4, 90),
         b("Bartek", "Red Lions have no enough players so the team is finish. From this season I am goalkeeper for "
                     "Ealing Rovers, first match we lose 4-1, not my fault haha.")),
    spec("r17", "telecom", R, "esl:zh", "Wei", "Which network is Wei's mobile on?",
         a("Wei", "My phone contract is with Vodafone, 30 pound every month, is expensive."),
         f(3, 60),
         b("Wei", "Vodafone contract is end last week. I put giffgaff SIM, only 10 pound, signal in my shop also better."),
         past="What network was Wei with before giffgaff?"),
    spec("r18", "premises", R, "biz", "Marisa", "Where is Marisa's salon",
         a("Marisa", "The salon's in a rented unit on Kings Parade, next to the launderette."),
         f(4, 75),
         b("Marisa", "First week trading from Station Approach!! Footfall's miles better than Kings Parade ever was and "
                     "the commuters are booking lunchtime blow-dries.")),
    spec("r19", "commute", R, "teen", "Deji", "How does Deji get to college",
         a("Deji", "I get the 43 to college every morning and it's always rammed, like sardine levels"),
         f(4, 30),
         b("Deji", "my dad finally sorted me a bike so no more 43 🙏 12 mins door to door, my legs are dead tho"),
         past="How did Deji use to get to college?"),
    spec("r20", "mobility", R, "carer", "Walter", "What does Walter use to get about",
         a("Fiona", "Grandad Walter walks with a stick and won't hear of anything else, stubborn as a mule."),
         f(3, 50),
         b("Fiona", "Since the hip op the physio's got Grandad on a wheeled walker and he's actually using it - the stick "
                    "lives in the umbrella stand now.")),
    spec("r21", "worship", R, "esl:tl", "Marites", "Which church does Marites go to?",
         a("Marites", "Every Sunday we attend mass sa St Anne's, 10am, kasama ang mga anak ko."),
         f(4, 65),
         b("Marites", "Since lumipat kami ng bahay, sa Our Lady of Lourdes na kami nagsisimba, walking distance lang, "
                      "the kids are happy no more bus."),
         past="Which church did Marites attend before the house move?"),
    spec("r22", "client", R, "biz", "Hugo", "Who's Hugo's biggest client",
         a("Hugo", "Biggest client by far is Thornbury Estates - about 60% of what I invoice."),
         f(3, 85),
         b("Hugo", "Thornbury took design in-house, so Nettle & Co are carrying me now. Good job I'd been chasing them "
                   "since last spring.")),
    spec("r23", "shift", R, "carer", "Abena", "What shifts does Abena work?",
         a("Abena", "I'm on permanent nights on Ward 9, three twelve-hour shifts a week. My body clock is a mess."),
         f(4, 60),
         b("Abena", "Sleeping like a normal human again since I went on days in the discharge lounge. 7.30 to 8, no "
                    "more 3am toast."),
         past="What shifts did Abena work before the discharge lounge?"),
    spec("r24", "appearance", R, "teen", "Skye", "what colour is Skye's hair",
         a("Skye", "my hair is pink rn, like full bubblegum pink 💗"),
         f(4, 45),
         b("Skye", "dyed it back to brown for my cousin's wedding and honestly?? kinda miss being a highlighter 😭")),
]
