"""dev29 corrections (the speaker fixes their own slip minutes later: a swapped digit, the wrong
one of two places, "ignore me, that was the old lot") and retractions (the old value simply stops:
broke up, sacked, gave up the pitch, came off the tablets; no new value given)."""

from __future__ import annotations

from ._dev29_build import S

CORRECTIONS = (
    S("cor-college-tyler", "school", "correction", "teen", "Tyler/Jordan", (
        "~",
        ("m", "starting at barking & dagenham college in sept for my btec sport", "A"),
        "~",
        ("m", "wait no im dumb 💀 b&d was my backup"),
        ("p", "lmao u dont even know ur own college. so where then"),
        ("m", "havering college, got the acceptance email up now", "B"),
        "~",
    ), "Which college is Tyler going to?", "Which college did Tyler name first?"),
    S("cor-dose-bernard", "medication", "correction", "carer", "Ruth/Alison", (
        ("m", "For the record, Dad (Bernard) is on 10mg of donepezil at night", "A"),
        "~",
        ("m", "Sorry, just checked the blister pack. It's 5mg, the 10 is what the memory clinic said for later on."
              " Bernie's on the 5", "B"),
        "~",
    ), "What dose of donepezil is Bernard on", None, "Bernard"),
    S("cor-number-oluwaseun", "phone_number", "correction", "ng", "Oluwaseun/Kelechi", (
        "~",
        ("m", "My new line na 0803 412 7790, save am", "A"),
        ("p", "I don save am"),
        "~",
        ("m", "Abeg no vex, e be 0803 412 7709. The last two number, I swap dem", "B"),
    ), "What's Oluwaseun's phone number", "Which number did Oluwaseun send first?"),
    S("cor-accountant-hannah", "accountant", "correction", "biz", "Hannah/Rob", (
        ("m", "Our accountant's Brightwater Accounting in Frome, they do the VAT returns too", "A"),
        "~",
        ("m", "Ignore me, Brightwater was the old lot. Been with Penny at Lane & Hart since April, I keep forgetting",
         "B"),
        "~",
    ), "who does Hannah use as an accountant"),
    S("cor-home-jericho", "residence", "correction", "ph", "Jericho/Kristine", (
        "~",
        ("m", "Dito ako nakatira sa Quezon City, Cubao area", "A"),
        "~",
        ("m", "Ay mali, Marikina pala ako! Cubao yung office ko haha sorry lutang", "B"),
        "~",
    ), "Where does Jericho live?", "Which area did Jericho say first?"),
    S("cor-company-aravind", "job", "correction", "in", "Aravind/Meera", (
        ("m", "I am working with TCS only, in Chennai Siruseri", "A"),
        "~",
        ("m", "Sorry sorry typo. Cognizant, not TCS. TCS was the offer I rejected. Siruseri is correct", "B"),
    ), "Aravind's employer", "Which company did Aravind mention by mistake?"),
    S("cor-diet-jiayi", "diet", "correction", "esl", "Jiayi/Ruolan", (
        ("m", "I am vegetarian, no meat no fish since 2019", "A"),
        "~",
        ("m", "Ah I said wrong. I still eat fish. Pescatarian is the correct word? Only no meat", "B"),
        "~",
    ), "What does Jiayi eat, diet-wise?"),
    S("cor-meat-kwame", "supplier", "correction", "biz", "Kwame/Efua", (
        "~",
        ("m", "Our meat all comes from Halal Fresh in Tottenham", "A"),
        "~",
        ("m", "Scratch that, I'm thinking of before we took over. Meat's from Bashir's Butchers in Edmonton", "B"),
        "~",
    ), "Where does Kwame's restaurant get its meat", "Which butcher did Kwame name at first?"),
    S("cor-psn-kai", "handle", "correction", "teen", "Kai/Ashton", (
        ("m", "my psn is kaiboi_2009 add me for fifa", "A"),
        "~",
        ("m", "oops its kaiboi_2008 not 09, put my bday wrong when i made it lol", "B"),
        "~",
    ), "kai's psn name"),
    S("cor-home-margaret", "care_home", "correction", "carer", "Fiona/Stewart", (
        ("m", "Mum (Margaret, Peggy to her pals) is at Sunnybank House in Troon now", "A"),
        "~",
        ("m", "Och, I said Sunnybank. It's Seabank House. Sunnybank's the one we turned down. Peggy's in Seabank,"
              " room 12", "B"),
        "~",
    ), "Which care home is Margaret staying in?", "Which home did Fiona name by mistake for Margaret?", "Margaret"),
    S("cor-pharmacy-samar", "job", "correction", "esl", "Samar/Dalia", (
        "~",
        ("m", "I work as pharmacist at Boots in Leicester city centre", "A"),
        "~",
        ("m", "Excuse me I mean Lloyds Pharmacy, not Boots. The one inside Sainsbury's at Fosse Park. I mix them"
              " always", "B"),
    ), "Which pharmacy does Samar work in"),
    S("cor-closed-ben", "opening_hours", "correction", "biz", "Ben/Priti", (
        ("m", "Café's open 7 till 3 weekdays, shut Sundays", "A"),
        "~",
        ("m", "That's wrong actually, we shut Mondays not Sundays. Sundays are our busiest lol", "B"),
        "~",
    ), "What day is Ben's café closed?", "Which closing day did Ben give first?"),
)

RETRACTIONS = (
    S("ret-bf-lacey", "relationship", "retraction", "teen", "Lacey/Skye", (
        ("m", "me n jayden been together a year today 🥹", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "its over w jayden. single era 💅 not even sad fr", "B"),
        "~",
    ), "is Lacey seeing anyone?", "Who was Lacey with before?"),
    S("ret-carers-norman", "care_agency", "retraction", "carer", "Steph/Dan", (
        "~",
        ("m", "Grandad Norman gets a carer from Careline twice a day", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "We've cancelled Careline. Norm kept refusing to let them in, so no carers going in at all for now", "B"),
        "~",
    ), "Does Norman have any carers coming in?", None, "Norman"),
    S("ret-job-babatunde", "job", "retraction", "ng", "Babatunde/Segun", (
        ("m", "I dey work for Dangote Cement for Obajana, na shift work", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Dem don sack me for Dangote o. Redundancy. I dey house now dey find another work", "B"),
        "~",
    ), "Where Babatunde dey work?", "Where was Babatunde working before the redundancy?"),
    S("ret-stall-lorna", "premises", "retraction", "biz", "Lorna/Hamish", (
        "~",
        ("m", "We've got a stall at Stockbridge market every Sunday, the soap stall right by the entrance", "A"),
        ("~", 2, 4, 45), 45,
        ("m", "Gave up the Stockbridge pitch. Online only from now on, the market fees were a joke", "B"),
    ), "Where can people buy Lorna's soaps in person"),
    S("ret-car-nikhil", "vehicle", "retraction", "in", "Nikhil/Pooja", (
        ("m", "I have Honda City, white colour, 2018 model", "A"),
        ("~", 2, 4, 70), 70,
        ("m", "Sold off the City last week. In Bangalore traffic no point, metro and Rapido only now", "B"),
        "~",
    ), "Does Nikhil have a car", "What car did Nikhil have?"),
    S("ret-smoke-krzysztof", "habit", "retraction", "esl", "Krzysztof/Marta", (
        "~",
        ("m", "I smoke maybe 10 cigarettes a day, is my bad habit", "A"),
        ("~", 2, 4, 90), 90,
        ("m", "Three months now without cigarette. I am finish with this", "B"),
        "~",
    ), "does Krzysztof smoke"),
    S("ret-sideline-ligaya", "side_business", "retraction", "ph", "Ligaya/Ellen", (
        ("m", "May sideline ako, nagbebenta ng ube cheese pandesal online tuwing weekend", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Tinigil ko na yung pandesal business ko, sobrang pagod na talaga with my main work", "B"),
    ), "Does Ligaya still have a side business?", "What did Ligaya sell on weekends?"),
    S("ret-warfarin-glenys", "medication", "retraction", "carer", "Carys/Rhodri", (
        "~",
        ("m", "Mam (Glenys) is on warfarin, so we have to watch the cranberry juice", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Anticoag clinic said Glenys can come off the warfarin completely, the AF's been fine for a year", "B"),
        "~",
    ), "Is Glenys on any blood thinners", None, "Glenys"),
    S("ret-team-rio", "team", "retraction", "teen", "Rio/Deji", (
        ("m", "i play sunday league for Barnet Colts, striker 🔥", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "quit barnet colts. focusing on gcses, mums orders", "B"),
        "~",
    ), "does Rio play for a team", "Which team did Rio play for?"),
    S("ret-cat-rocio", "pet", "retraction", "esl", "Rocío/Ainhoa", (
        "~",
        ("m", "I have a cat, Michi, he is orange and very fat", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Michi is with my mother in Sevilla now. In the new flat no pets allowed, so no cat for me here in"
              " London", "B"),
    ), "Has Rocío got any pets in London?"),
    S("ret-saturday-tariq", "staff", "retraction", "biz", "Tariq/Sinead", (
        ("m", "We've got a Saturday lad, Connor, does the pots and front of house", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "Connor's off to uni so no Saturday help any more, it's just me and Sinead on weekends", "B"),
        "~",
    ), "who helps out at Tariq's café on Saturdays", "Who was Tariq's Saturday help?"),
)

SPECS = CORRECTIONS + RETRACTIONS
