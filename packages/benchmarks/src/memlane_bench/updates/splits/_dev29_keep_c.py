"""dev29 must-not, last part: plans worded like done things ("signed the forms", "told Brixham",
"I don resign for my mind", "registration done, possession in 2026") and restatements of the same
value in other words (a postcode for the area, the church by its famous organ, "the big bank")."""

from __future__ import annotations

from ._dev29_build import S

PLANS = (
    S("plan-sim-logan", "phone_network", "plan", "teen", "Logan/Charlie", (
        "~",
        ("m", "im on EE pay monthly, its on my mums contract", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "switching to voxi next month!! mum said i can have my own contract 🙏 endless socials here i come", "B"),
        "~",
    ), "What network is Logan on"),
    S("plan-home-wilfred", "residence", "plan", "carer", "Natasha/Jordan-Lee", (
        ("m", "Grandad (Wilfred) still lives on his own in Clacton, in the house he built", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Grandad Wilf is moving to Orchard View sheltered housing!! Viewed it today and he's signed the forms."
              " Move-in date is early March", "B"),
        "~",
    ), "Where does Wilfred live", None, "Wilfred"),
    S("plan-job-chiamaka", "job", "plan", "ng", "Chiamaka/Nneka", (
        "~",
        ("m", "I dey work for Union Bank, customer service for the Ikeja branch", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "I don resign for my mind o 😂 Once Flutterwave confirm the offer I go submit the letter", "B"),
    ), "Where does Chiamaka work?"),
    S("plan-fish-gordon", "supplier", "plan", "biz", "Gordon/Morag", (
        ("m", "Fish comes from Brixham Fish Co, daily drop before 8", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Going with Kingfisher Seafood from the 1st. Told Brixham on the phone this morning, they weren't"
              " thrilled", "B"),
        "~",
    ), "Who supplies fish to Gordon's restaurant"),
    S("plan-flat-vinod", "residence", "plan", "in", "Vinod/Geetha", (
        "~",
        ("m", "Staying in Whitefield, 2BHK on rent, near ITPL", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "We have booked a flat in Sarjapur, registration done today itself! Possession is in 2026 only", "B"),
        "~",
    ), "Where does Vinod live?"),
    S("plan-job-rhea", "job", "plan", "ph", "Rhea/Jasmine", (
        ("m", "Cashier ako sa SM Megamall, sa department store", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "NAKAPASA AKO SA EMIRATES!!! Cabin crew na ako sis 🥹 Training sa Dubai sa September", "B"),
        "~",
    ), "what's Rhea's job"),
    S("plan-car-bartek", "vehicle", "plan", "esl", "Bartek/Ewelina", (
        "~",
        ("m", "I drive Opel Astra, old but never broken", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "I pay the deposit for Toyota Corolla hybrid! They deliver in 6 weeks, I cannot wait", "B"),
    ), "What car does Bartek drive?"),
    S("plan-single-maddison", "relationship", "plan", "teen", "Maddison/Leah", (
        ("m", "im single rn and honestly loving it, no drama", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "ok its happening. asking Leo out at prom, me and him r basically a thing already 🤭", "B"),
        "~",
    ), "Is Maddison seeing anyone?"),
    S("plan-course-rami", "school", "plan", "esl", "Rami/Lina", (
        "~",
        ("m", "I study ESOL level 1 at Newham College, three mornings", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Next year I go to the access course in Barking College, they accept me already!", "B"),
        "~",
    ), "What is Rami studying and where"),
    S("plan-meds-clarice", "medication", "plan", "carer", "Yvonne/Trevor", (
        ("m", "Mum (Clarice) takes co-codamol for her hip, two at night", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Consultant says she'll come off the co-codamol once the hip replacement's done in June", "B"),
        "~",
    ), "What painkiller is Clarice on", None, "Clarice"),
    S("plan-manager-kieran", "staff", "plan", "biz", "Kieran/Shauna", (
        "~",
        ("m", "Our bar manager is Rosie, she basically runs the place", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Rosie's handed her notice in. Six weeks. She's off to manage the new place in Galway, gutted", "B"),
        "~",
    ), "Who manages Kieran's bar"),
)

RESTATEMENTS = (
    S("rs-home-ashanti", "residence", "restatement", "teen", "Ashanti/Kayla", (
        ("m", "we live in moss side, round the corner from the leisure centre", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "still in M14 innit 😂 mum aint moving anywhere, she says they'll carry her out", "B"),
        "~",
    ), "Where does Ashanti live"),
    S("rs-carehome-ethel", "care_home", "restatement", "carer", "Chantelle/Ryan", (
        "~",
        ("m", "Nan (Ethel) is at The Beeches in Worksop", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Went to see Eth at the Beeches today, they'd done her hair lovely. She's not going anywhere, she loves"
              " it there", "B"),
    ), "Which care home is Ethel in", None, "Ethel"),
    S("rs-job-adebayo", "job", "restatement", "ng", "Adebayo/Tolu", (
        ("m", "I dey work for Shell for Port Harcourt, na offshore rotation", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Shell still dey pay my salary o, no worry. Dem never sack me like those people for the news", "B"),
        "~",
    ), "Who does Adebayo work for"),
    S("rs-van-dougie", "van", "restatement", "biz", "Dougie/Alison-Jane", (
        "~",
        ("m", "My work van's a 2017 Ford Ranger pickup, landscaping gear fits in the back", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "The Ranger's still going strong, 140k and never missed a beat. Best money I ever spent", "B"),
    ), "what does Dougie drive for work"),
    S("rs-bank-shreya", "bank", "restatement", "in", "Shreya/Ananya", (
        ("m", "My salary account is in HDFC, Koramangala branch", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "HDFC only yaar, from first job itself. Not changing now, too much paperwork", "B"),
        "~",
    ), "Shreya banks with?"),
    S("rs-parish-ramil", "church", "restatement", "ph", "Ramil/Noel", (
        "~",
        ("m", "Parish namin St. Joseph sa Las Piñas, dun kami every Sunday", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Sa Bamboo Organ church pa rin kami nagsisimba, hindi kami lumipat kahit malayo na", "B"),
        "~",
    ), "Which church does Ramil go to?"),
    S("rs-job-yuting", "job", "restatement", "esl", "Yuting/Xiaoli", (
        ("m", "I am accountant at HSBC in Canary Wharf", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Still doing the numbers for the big bank at Canary Wharf, nothing change, same desk same boss", "B"),
        "~",
    ), "What's Yuting's job"),
    S("rs-swim-ollie", "club", "restatement", "teen", "Ollie/Theo", (
        "~",
        ("m", "i swim for Barracudas swim club, 4 sessions a week", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "cudas training at 5am again 😴 why do i do this to myself", "B"),
    ), "which swimming club is Ollie in"),
    S("rs-diet-montserrat", "diet", "restatement", "esl", "Montserrat/Nuria", (
        ("m", "I am vegetarian, since I was fifteen", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "No meat for me, never. My father still try every Christmas with the jamón haha", "B"),
        "~",
    ), "Does Montserrat eat meat"),
    S("rs-gp-stanley", "gp_surgery", "restatement", "carer", "Hollie/Connor-Jay", (
        "~",
        ("m", "Grandad Stanley's GP is at Riverside Health Centre, Dr Baines", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Took Stan to Riverside for his bloods, same surgery as ever, the receptionists know him by name", "B"),
        "~",
    ), "Which GP surgery is Stanley with?", None, "Stanley"),
)

SPECS = PLANS + RESTATEMENTS
