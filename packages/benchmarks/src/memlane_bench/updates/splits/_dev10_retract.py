"""dev10 retractions: a standing state simply stops (quit, rehomed, taken off, not renewed)."""

from __future__ import annotations

from ._dev10_build import case

K = "retraction"

CASES = [
    case("ret-bacon-roll", "diet", K, "Ingrid", [
        ("Ingrid", 2, "A", "I've been vegetarian since uni, so just get me the halloumi one please"),
        ("Björn", 2, "", "Ingrid's the only person I know who's stuck to it for ten years"),
        ("Kalinda", 3, "", "I tried once and lasted a week lol"),
        ("Björn", 20, "", "Kalinda's gone keto now apparently"),
        ("Kalinda", 20, "", "for the third time, yes 😂"),
        ("Ingrid", 45, "", "who's hosting games night?"),
        ("Ingrid", 71, "B", "ok confession time: I'm eating meat again. had a bacon roll this morning and it was glorious. the vegetarian era is officially over"),
    ], "Ingrid is still vegetarian, right?", "What was Ingrid's diet before?", style="text"),
    case("ret-cat-rehomed", "pet", K, "Yusuf", [
        ("Yusuf", 4, "A", "We've got a ginger cat called Biscuit, total menace, sleeps on the radiator all day."),
        ("Leyla", 5, "", "Send pics of Biscuit! My parrot would love to meet him haha."),
        ("Yusuf", 18, "", "The baby's rash is back, we're seeing someone about it next week."),
        ("Leyla", 19, "", "Poor thing, hope it clears up."),
        ("Yusuf", 33, "", "Turns out it's an allergy to cat dander. Great."),
        ("Yusuf", 62, "B", "Biscuit was rehomed last month. He's with a lovely retired couple in Bolton now. No pets in the house at all for the moment, it's weirdly quiet."),
    ], "Does Yusuf have any pets at the moment?", "What pet did Yusuf have?"),
    case("ret-tablets-off", "medication", K, "Wendell", [
        ("Wendell", 3, "A", "so um every morning I take the blood pressure tablets the little white ones with breakfast been on them like two years now"),
        ("Dolores", 3, "", "Don't forget to order your repeat prescription before the holiday."),
        ("Wendell", 15, "", "yeah yeah I know um remind me thursday"),
        ("Dolores", 28, "", "Did you ring the garage about the clunking noise?"),
        ("Wendell", 28, "", "not yet I'll do it tomorrow"),
        ("Wendell", 57, "B", "so the doctor says my pressure's fine now like really good so she took me off the tablets totally no pills at all anymore which is um yeah amazing"),
    ], "Is Wendell taking any medication right now?", "What medication was Wendell on?", style="voice"),
    case("ret-food-bank", "volunteering", K, "Harriet", [
        ("Harriet", 2, "A", "Hello Cecily,\n\nThanks for the minutes from Thursday. Just so you have it for the rota: I'm volunteering at the Larkfield Food Bank every Saturday morning, so I can't do weekend committee slots.\n\nAll best,\nHarriet"),
        ("Cecily", 3, "", "Hi Harriet,\n\nNoted, I'll keep you on weekdays. See you at the AGM.\n\nCecily"),
        ("Harriet", 24, "", "Hi Cecily,\n\nCould you send me the hall booking form again? The link didn't open.\n\nThanks,\nHarriet"),
        ("Cecily", 25, "", "Attached again, hopefully it works this time!"),
        ("Harriet", 52, "", "Hello Cecily,\n\nLovely turnout at the AGM. The cake stall did very well.\n\nHarriet"),
        ("Harriet", 80, "B", "Hello Cecily,\n\nA couple of bits. The room is booked for the 14th. Also, I should let you know I've stepped down from the food bank altogether: my knees simply won't take the standing any more, so Saturdays are free if you need me. Finally, I've attached my receipts.\n\nAll best,\nHarriet"),
    ], "Does Harriet still volunteer at the food bank?", "Where did Harriet volunteer on Saturdays?", style="email"),
    case("ret-chess-mid", "club", K, "Zainab", [
        ("Zainab", 5, "A", "chess club every wednesday is lowkey the best part of my week ngl"),
        ("Hafsa", 5, "", "nerd 😭 jk i love that for u"),
        ("Hafsa", 20, "", "did u finish the geography coursework"),
        ("Zainab", 20, "", "nope it's giving all-nighter"),
        ("Hafsa", 34, "", "my brother joined robotics club btw, he won't shut up about it"),
        ("Zainab", 58, "B", "quit chess club lol it got so mid, wednesdays are free now"),
    ], "Does Zainab still go to chess club?", "Which club did Zainab go to on Wednesdays?", style="text"),
    case("ret-peanut-cleared", "allergy", K, "Imogen", [
        ("Imogen", 4, "A", "I'm allergic to peanuts, so I'll have to skip the satay, sorry!"),
        ("Felix", 4, "", "No worries, I'll do a separate batch for you."),
        ("Imogen", 15, "", "The allergy clinic's finally sent me an appointment for a food challenge."),
        ("Felix", 30, "", "How did your sister's graduation go?"),
        ("Imogen", 30, "", "So emotional, I cried through the whole thing."),
        ("Imogen", 64, "B", "Guess who ate a whole peanut butter sandwich under supervision and was totally fine? The clinic says I've outgrown it, and the allergy's been taken off my records."),
    ], "Does Imogen have a nut allergy?", "What was Imogen allergic to?"),
    case("ret-bought-flat", "landlord", K, "Teodor", [
        ("Teodor", 3, "A", "Help me write to my landlord, Mr Achterberg. The boiler's been broken for a week."),
        ("Wren", 3, "", "Here's a draft: 'Dear Mr Achterberg, the boiler at the flat has not worked since last Tuesday. Could you arrange a repair this week? Regards, Teodor.'"),
        ("Teodor", 21, "", "Thanks. What's a quick dinner I can make tonight?"),
        ("Wren", 21, "", "A one-pan lemon chicken with potatoes takes about forty minutes."),
        ("Teodor", 40, "", "remind me to call the bank about the mortgage paperwork"),
        ("Wren", 40, "", "Reminder set for tomorrow at 10."),
        ("Wren", 85, "", "Did Mr Achterberg ever sort out your boiler?"),
        ("Teodor", 85, "B", "no landlord anymore, we bought the place in March, so it's all ours, boiler included."),
    ], "Who is Teodor's landlord now?", "Who was Teodor's landlord?", bot="Wren"),
    case("ret-sunday-sleep-in", "worship", K, "Wei Jie", [
        ("Wei Jie", 2, "A", "Every Sunday I go Bethel Light Chapel at Bukit Timah with my whole family, after that we go eat prata."),
        ("Xiu Ying", 2, "", "Wah so steady. I only go temple during Chinese New Year one."),
        ("Wei Jie", 17, "", "This week so busy, my boss keep changing the deadline, sian."),
        ("Xiu Ying", 33, "", "You want to go Sentosa next Saturday or not?"),
        ("Wei Jie", 33, "", "Can, can."),
        ("Wei Jie", 70, "B", "Aiya I stopped going church already lah, since after my grandma passed. Sunday now I just sleep in. My parents still go but not me."),
    ], "Does Wei Jie still go to church on Sundays?", "Which church did Wei Jie attend?"),
    case("ret-bia-retired", "nickname", K, "Beatriz", [
        ("Beatriz", 2, "A", "everyone calls me Bia, nobody says Beatriz except my mum when I'm in trouble"),
        ("Tiago", 2, "", "Bia it is 😎"),
        ("Luana", 10, "", "tiago you still owe me for the pizza btw"),
        ("Tiago", 10, "", "pix coming, calma"),
        ("Luana", 30, "", "Beatriz's presentation was amazing today, the whole class clapped"),
        ("Beatriz", 66, "B", "ok small announcement: I'm retiring 'Bia'. new job, fresh start, no more nickname. it's just Beatriz now, please and thank you"),
    ], "What does Beatriz like to be called these days?", "What nickname did Beatriz go by before?", style="text"),
    case("ret-north-stand", "sport", K, "Callum", [
        ("Callum", 3, "A", "Got ma season ticket for Lochburn Athletic again, same seat in the north stand as ma da had."),
        ("Euan", 3, "", "Ye're a glutton for punishment, that team."),
        ("Callum", 20, "", "Pure baltic at the bus stop this morning, ma hands are numb."),
        ("Euan", 40, "", "Ma wee sister's got a season ticket for the rugby now, she's obsessed."),
        ("Callum", 40, "", "Good on her."),
        ("Callum", 75, "B", "Ma season ticket wisnae renewed. The club sent a letter sayin the north stand's shut for rebuilding and there's nae seats left. So that's me, nae ticket this year."),
    ], "Does Callum have a season ticket this year?", "Which club did Callum have a season ticket for?"),
    case("ret-lanyard-returned", "job", K, "Philomena", [
        ("Philomena", 3, "A", "I'm the part-time receptionist at Willowbank Vets, three mornings a week, I love the animals."),
        ("Bernadette", 4, "", "That suits you down to the ground, Phil."),
        ("Bernadette", 22, "", "Are you coming to the quiz at the parish hall?"),
        ("Philomena", 22, "", "If I can get a lift, I'll be there."),
        ("Philomena", 45, "", "My grandson's teaching me to use the tablet, heaven help him."),
        ("Philomena", 78, "B", "Handed my lanyard and keys back at Willowbank on Friday; the girls threw me a party with a cake shaped like a Labrador. My mornings are my own from now on."),
    ], "Does Philomena still work at Willowbank Vets?", "What did Philomena do at Willowbank?"),
    case("ret-tin-foxes", "band", K, "Mateus", [
        ("Mateus", 4, "A", "I play bass in a covers band, The Tin Foxes. We do weddings and bars around Porto."),
        ("Rafaela", 4, "", "The Tin Foxes! I saw you at Sofia's wedding, you were brilliant."),
        ("Rafaela", 19, "", "My cousin's band is playing a bar in Ribeira on Friday, wanna come?"),
        ("Mateus", 19, "", "Can't, working late, next time."),
        ("Mateus", 38, "", "Rain, rain, rain. Porto in November."),
        ("Mateus", 73, "B", "The Tin Foxes split up in the summer, and honestly I've hung the bass up for good. No band for me anymore."),
    ], "Mateus isn't still in The Tin Foxes, is he?", "Which band was Mateus in?"),
]  # fmt: skip
