"""dev14 replacements, part one: the speaker's own state changes (r01-r10; r02 and r06 change
twice, A -> B -> C, and ask about C with B as the replaced statement)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def cases() -> list[Scenario]:
    return [
        chat("r01", "employer", "replacement", "Brenda", "Brenda", "Nova", [
            (U, "Morning! Can you help me write a polite email asking for the 14th off? For context I do the payroll "
                "at Tollgate Freight, so it goes to our finance lead, who is a stickler for notice.", 0, WAS),
            (A, "Of course. Something like: 'Hi, I'd like to request annual leave on the 14th. My payroll tasks for "
                "that week will be finished by the 12th.' Want it more formal?", 0),
            (U, "No that's perfect, ta.", 0),
            (U, "Bit of news - I've jumped ship! Handed my notice in at Tollgate last month and today was my first "
                "day running payroll for Harcastle Bakeries. They gave us iced buns at the induction, so far so good.",
             41, NOW),
            (A, "Congratulations! Iced buns on day one is a strong start. How did it feel?", 41),
            (U, "Knackered but happy. The new place is right by the river so lunchtime walks are a thing now.", 41),
        ], "Where's Brenda working these days?", past="Which company did Brenda do the payroll for before?"),
        chat("r02", "residence", "replacement", "Clifford", "Clifford", "Sage", [
            (U, "I'm in Ipswich, have been since uni. Any decent walks within half an hour's drive?", 0),
            (A, "There are some lovely estuary paths close by. Want a few that end at a pub?", 0),
            (U, "Always.", 0),
            (U, "Update for your records: the flat's sold and I'm renting in Colchester now, five minutes from my mum.",
             45, WAS),
            (A, "Thanks for letting me know. I hope the move went smoothly!", 45),
            (U, "So Colchester didn't last long. The new contract took me up north and I've signed a year's lease on a "
                "terrace in Lancaster. Still living out of boxes, to be honest.", 131, NOW),
            (A, "That's a big change! Shout if you want help finding a GP or a good chippy up there.", 131),
            (U, "Chippy first, obviously.", 132),
        ], "Which town does Clifford live in now?", past="Where was Clifford living before he went north?"),
        chat("r03", "phone_number", "replacement", "Doris", "Doris", "Pebble", [
            (U, "Can you save my mobile for the surgery reminders? It's 07700 914 332.", 0, WAS),
            (A, "Saved. Would you like the reminder the day before each appointment?", 0),
            (U, "Yes please, in the morning.", 0),
            (U, "Had my handbag pinched on the bus on Tuesday, phone and all. The shop couldn't keep my old number, so "
                "I've a new sim and it's 07700 186 245. The 332 one is dead.", 23, NOW),
            (A, "Oh no, I'm sorry, what a horrible thing to happen. I'll use the new one from now on.", 23),
            (U, "Thank you. At least the bus driver was kind about it.", 23),
        ], "Remind me of Doris's mobile number?"),
        chat("r04", "car", "replacement", "Gavin", "Gavin", "Marlo", [
            (U, "My silver Fabia's MOT is due on the 3rd, can you nudge me the week before? She's a 2014, rattles a "
                "bit but gets me about.", 0, WAS),
            (A, "Reminder set for the 27th.", 0),
            (U, "Cancel that MOT reminder. The Fabia's gone for scrap and I picked up a second-hand Kia Ceed on "
                "Saturday. Honestly it's like driving a spaceship after the old girl.", 52, NOW),
            (A, "Reminder cancelled. Want me to note when the new one's MOT is due?", 52),
            (U, "Not till next spring, I'll tell you nearer the time.", 52),
        ], "What car does Gavin drive at the moment?", past="What did Gavin drive before?"),
        chat("r05", "manager", "replacement", "Janice", "Janice", "Tully", [
            (U, "One-to-one with my manager Rhonda Greenhalgh tomorrow. What should I bring up about workload?", 0, WAS),
            (A, "List your projects with their deadlines and flag what won't fit. Managers tend to respond well to a "
                "clear picture.", 0),
            (U, "Good shout.", 0),
            (U, "The reorg finally happened. Rhonda's been bumped up to regional, and our team reports to a guy called "
                "Lloyd Fazakerley now. First meeting with him on Thursday, no idea what he's like.", 35, NOW),
            (A, "Fingers crossed he's a good one. Want a few questions for a first meeting?", 35),
            (U, "Go on then, three at most.", 35),
            (A, "What does a good first three months look like? How do you like to get updates? What should the team "
                "keep doing?", 35),
        ], "Who's Janice's boss now?"),
        chat("r06", "dentist", "replacement", "Rodney", "Rodney", "Bodie", [
            (U, "Booked a check-up with Dr Vernon at the Tanpit Lane practice for the 9th.", 0),
            (A, "Added to your calendar for the 9th.", 0),
            (U, "New dentist for me. Vernon has retired, so they've passed me over to Dr Halloway at Millbeck Dental.",
             60, WAS),
            (A, "Got it. Hope Dr Halloway is as gentle.", 60),
            (U, "Millbeck has stopped seeing NHS patients, so I've gone private. It's Dr Nuttall at Greenmarket Smiles "
                "for me now - pricey, but they do Saturday mornings.", 150, NOW),
            (A, "Saturdays are handy. Want a reminder to check what your plan covers?", 150),
            (U, "Please, before the end of the month.", 150),
        ], "Who's Rodney's dentist?", past="Which dentist was Rodney seeing before he went private?"),
        chat("r07", "email", "replacement", "Judith", "Judith", "Kip", [
            (U, "For the quilting newsletter sign-ups, my email is judith.rowe@fastpost.net", 0, WAS),
            (A, "Noted for the sign-ups.", 0),
            (U, "I've finally ditched fastpost, the spam was unbearable. Everything should go to "
                "jrowe.sews@inboxly.com now; I'm closing the old account this weekend.", 28, NOW),
            (A, "Understood. Anything else you'd like updated while we're at it?", 28),
            (U, "No, that's it. Now I just have to tell forty quilters.", 28),
        ], "What email address should I use for Judith?"),
        chat("r08", "gym", "replacement", "Harold", "Harold", "Lark", [
            (U, "I'm a member at PulseFit on Corporation Street and go Monday, Wednesday and Friday mornings. Can you "
                "give me a 30-minute routine?", 0, WAS),
            (A, "Try 5 minutes rowing, then three rounds of squats, press-ups, lunges and a plank, and finish with "
                "5 minutes of stretching.", 0),
            (U, "Right, where do I start. The car failed its MOT again, my sister's coming to stay on Friday, and I've "
                "cancelled PulseFit - I'm at the leisure centre gym on Glebe Street now, half the price and there's "
                "a pool. Oh, and can you remind me to buy a spare duvet?", 40, NOW),
            (A, "Busy week! Duvet reminder set for tomorrow. A pool's a nice bonus.", 40),
            (U, "Cheers. Fingers crossed the car's a cheap fix.", 40),
        ], "Which gym does Harold go to?"),
        chat("r09", "pet", "replacement", "Marion", "Marion", "Willow", [
            (U, "Our old tabby Crumble turned fourteen today and still rules the house.", 0, WAS),
            (A, "Happy birthday to Crumble! Fourteen is a grand age.", 0),
            (U, "She sleeps about twenty hours a day, living the dream.", 0),
            (U, "Sad week. We had to say goodbye to Crumble on Tuesday. The house felt so empty that we ended up "
                "adopting a retired greyhound called Wisp from the rescue on Saturday, and he's already claimed the "
                "sofa.", 70, NOW),
            (A, "I'm so sorry about Crumble. It sounds like Wisp landed in a very loving home.", 70),
            (U, "He has. He's scared of the hoover though.", 71),
        ], "What pet does Marion have?"),
        chat("r10", "broadband", "replacement", "Cheryl", "Cheryl", "Widget", [
            (U, "Our broadband is with Skylink Fibre and it keeps dropping out in the evening. Any tips before I ring "
                "them?", 0, WAS),
            (A, "Restart the router, try a cable to rule out wifi, and note the times it drops so you have evidence.",
             0),
            (U, "Good news: no more Skylink! The engineer came Tuesday and we're on Northwave now. 300 meg and the "
                "telly doesn't buffer.", 33, NOW),
            (A, "That's a big upgrade. Enjoy the buffer-free evenings!", 33),
            (U, "Do I need to return the old router?", 33),
            (A, "Usually yes, they send a prepaid bag. Check the email they sent when you cancelled.", 33),
        ], "Who's our internet provider at the moment?"),
    ]  # fmt: skip
