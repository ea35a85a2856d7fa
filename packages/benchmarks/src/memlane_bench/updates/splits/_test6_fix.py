"""test6: corrections of one's own slip and retractions (the old value simply stops holding)."""

from __future__ import annotations

from ._test6_build import S

CORRECTIONS = [
    S("cor", "home", "Kwame", "lower", [
        "1u|just moved into halls in leeds, room is a shoebox",
        "~1-2",
        "2u|wait did i say leeds?? bradford. its bradford. leeds is where my cousin is, brain not working",
        "~0-1",
    ], "Which city does Kwame live in?", "Where did Kwame say he lived at first?", pro="he"),
    S("cor", "role", "Rosalie", "plain", [
        "1u|I'm a solicitor at a small firm in Leeds, family law mostly.",
        "~1-2",
        "2u|Actually, let me be accurate: I'm a paralegal, not a solicitor. Still two exams off qualifying. I say "
        "solicitor at parties because it's quicker.",
    ], "What's Rosalie's job?"),
    S("cor", "pet", "Katarzyna", "l2", [
        "1u|I have a cat, her name is Kicia, she is very white and fluffy.",
        "~1-2",
        "2u|Sorry, I wrote cat but I mean rabbit! Kicia is a rabbit. In Polish kicia is like 'kitty', so I confused "
        "myself. She is rabbit with very long ears.",
        "~0-1",
    ], "What kind of animal is Katarzyna's pet?"),
    S("cor", "diet", "Lenny", "speech", [
        "1u|oh and i'm lactose intolerant so no milk in anything",
        "~1-2",
        "2u|no hang on what am i saying it's gluten i can't have not lactose milk's fine it's bread and pasta "
        "that does me in sorry",
    ], "what can't lenny eat", "What did Lenny say his intolerance was first?", pro="he"),
    S("cor", "doctor", "Annabel", "careful", [
        "1u|My dentist is Dr Marchant, at the practice on Castle Street.",
        "~1-2",
        "2u|Apologies, I have given you the wrong name. My dentist is Dr Marchetti; Marchant is my optician. The "
        "two of them are three doors apart on Castle Street, which is how I muddle them.",
        "~0-1",
    ], "Who is Annabel's dentist?"),
    S("cor", "meds", "Shanice", "lower", [
        "1u|on 10mg ramipril for the blood pressure",
        "~1-2",
        "2u|ugh typo its 5mg not 10, just checked the box",
    ], "What dose of ramipril does Shanice take?", "What ramipril dose did Shanice mention first?"),
    S("cor", "school", "Poppy", "speech", [
        "1Lorraine|poppy's in year four at st michael's with mrs daly",
        "~1-2",
        "2Lorraine|sorry not year four she's year five she went up in september i keep forgetting mrs daly was "
        "last year",
        "~0-1",
    ], "Poppy's school year", voice="Lorraine"),
    S("cor", "music", "Greer", "notes", [
        "1u|Choir: Thurs 7pm, soprano section.",
        "~1-2",
        "2u|Correction: alto, not soprano. Moved down in Sept, forgot to say.",
    ], "Which section does Greer sing in?"),
    S("cor", "bank", "Iker", "l2", [
        "1u|My bank here is Sabadell, I have the account for the salary there.",
        "~1-2",
        "2u|Ah no, I made mistake. My bank is Santander. Sabadell is the bank of my father, I always confuse because "
        "he talks about it all the time.",
        "~0-1",
    ], "Which bank is Iker with?", "Which bank did Iker name first?", pro="he"),
    S("cor", "team", "Brody", "lower", [
        "1u|man city all the way",
        "~1-2",
        "2u|lol i typed city?? meant united obviously, my thumbs hate me",
    ], "which team does brody support", pro="he"),
    S("cor", "contact", "Olamide", "work", [
        "1u|Please send the contract to o.adeyemi@brightwater.co.uk, that's my work address.",
        "~1-2",
        "2u|Correction, the letters are swapped: it's o.adeymi@brightwater.co.uk. IT misspelt my name when they set "
        "it up and nobody has ever fixed it.",
        "~0-1",
    ], "What is Olamide's work email?"),
    S("cor", "vehicle", "Cecily", "older", [
        "1u|I drive a little red Nissan Micra.",
        "~1-2",
        "2u|Oh dear, what am I saying. It's a Fiat Panda, the red one. The Micra was the car before, we gave it to my "
        "niece years ago.",
    ], "What car does Cecily have?"),
]

RETRACTIONS = [
    S("ret", "partner", "Jade", "lower", [
        "1u|me and my boyfriend jason have been together 2 years in march",
        "~2-3/60",
        "+2 2u|me n jase are done. for real this time. blocked him everywhere",
        "~0-1",
    ], "Is Jade in a relationship?", "Who was Jade going out with?"),
    S("ret", "employer", "Norbert", "older", [
        "1u|I work for Network Rail as a signalman at Dawlish.",
        "~2-3/90",
        "+3 2u|Forty-two years on the railway and that's me done. They gave me a carriage clock and a cake shaped like "
        "a signal box. Whatever I'm supposed to do with Mondays now, I've no idea.",
    ], "What does Norbert do for a living?", "Where did Norbert work?", pro="he"),
    S("ret", "role", "Radu", "l2", [
        "1u|I am shift supervisor in the packing factory, I have eleven people under me.",
        "~2-3/60",
        "+2 2u|The company made restructure and they removed all supervisor positions. So I am not supervisor anymore, "
        "I work on the line again like in the beginning. Same money, less headache.",
        "~0-1",
    ], "Is Radu still a supervisor?", pro="he"),
    S("ret", "pet", "Edna", "older", [
        "1u|I have a springer spaniel called Mabel. She's twelve but still daft as a brush.",
        "~2-3/120",
        "+3 2u|We lost Mabel in October. The house is very quiet and I keep putting the bowl down out of habit.",
    ], "Does Edna have a dog?", "What dog did Edna have?"),
    S("ret", "vehicle", "Mickey", "speech", [
        "1u|i've got a transit van for work white one with a ladder rack",
        "~2-3/60",
        "+3 2u|sold the van last week bloke came up from swindon cash in hand so it's the bus for me until i sort "
        "something out",
        "~0-1",
    ], "what does mickey drive", pro="he"),
    S("ret", "diet", "Saffron", "teen", [
        "1u|im vegetarian since year 7, dont even like the smell of bacon",
        "~2-3/80",
        "+2 2u|ok dont judge me but i caved at nandos and thats the end of being veggie. it was the peri peri chicken. "
        "4 years down the drain",
    ], "Is Saffron vegetarian?", "What diet did Saffron follow before Nando's?"),
    S("ret", "meds", "Ravindra", "notes", [
        "1u|Meds: sertraline 50mg, mornings.",
        "~2-3/100",
        "+3 2u|Sertraline: stopped 3 wks ago, tapered w/ GP. OK so far.",
        "~0-1",
    ], "What medication does Ravindra take", pro="he"),
    S("ret", "club", "Kerys", "lower", [
        "1u|paying 25 a month for puregym and going about twice a month lol",
        "~2-3/60",
        "+2 2u|finally cancelled puregym. no more paying for a gym i just walk past",
    ], "Is Kerys a member of a gym?", "Which gym was Kerys paying for?"),
    S("ret", "study", "Francesca", "plain", [
        "1u|I'm doing an Open University degree in history, part time, two modules a year.",
        "~2-3/150",
        "+4 2u|I've withdrawn from the OU. With the baby up every two hours there was no way, and I'd rather stop than "
        "fail. Maybe one day.",
        "~0-1",
    ], "What is Francesca studying?", "What was Francesca studying before the baby came?"),
    S("ret", "contact", "Lettice", "older", [
        "1u|Best to ring me on the landline, 01392 447210, I don't always hear the mobile.",
        "~2-3/90",
        "+3 2u|The landline's been cut off, they're putting everything through the internet and I couldn't be doing "
        "with it. So it's just the mobile, ring that and let it ring a good while.",
    ], "How should people phone Lettice?", "What was Lettice's landline number?"),
    S("ret", "habit", "Craig", "plain", [
        "1u|I smoke about ten a day, more when work's bad.",
        "~2-3/90",
        "+5 2u|Six months today without a single cigarette! Bought myself a decent pair of boots with the money I'd "
        "have burned.",
        "~0-1",
    ], "Does Craig smoke?", "How much did Craig smoke?", pro="he"),
    S("ret", "school", "Kit", "speech", [
        "1Danielle|kit goes to little acorns nursery three days a week",
        "~2-3/60",
        "+3 2Danielle|we pulled kit out of little acorns in the end the fees went up again and my mum's retired "
        "so she has him those days",
    ], "Where is Kit looked after during the week?", voice="Danielle"),
]
