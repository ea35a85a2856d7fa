"""dev15 retractions (t01-t09): something the user said about themselves turns out not to be so,
or stops being so without a replacement ("turns out I'm not ... after all", "that fell through",
"I've stopped ...")."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("t01", "intolerance", "retraction", "Tasnim", "Tasnim", "Cass", [
            (U, "I'm lactose intolerant so any recipes you give me need to be dairy free pls", 0, WAS),
            (A, "Got it - dairy-free recipes from now on.", 0),
            (FILL, 2, 4),
            (U, "So the hospital test came back and turns out I'm not lactose intolerant after all!! It was the IBS "
                "the whole time. Cheese is back on the menu. Can you find me a proper mac and cheese recipe to "
                "celebrate", 38, NOW),
            (A, "Ha, well deserved. A baked mac and cheese with cheddar and a bit of parmesan on top?", 38),
            (U, "yesss", 38),
        ], "can Tasnim have dairy?", past="What did Tasnim think she was intolerant to?"),
        chat("t02", "job", "retraction", "Shakil", "Shakil", "Evie", [
            (U, "I work the phones at Sunbridge Energy's call centre, it's dead boring, any podcasts for the bus?", 0),
            (A, "A comedy podcast or a gripping true-crime series helps the bus fly by.", 0),
            (U, "GOT THE JOB AT THE COUNCIL!!! planning department, start in 4 weeks. handing my notice in at "
                "Sunbridge tomorrow", 19, WAS),
            (A, "Congratulations! That's brilliant news.", 19),
            (FILL, 1, 22),
            (U, "well that's gutting. the council pulled the offer, hiring freeze. luckily I hadn't handed my notice "
                "in yet so I'm staying at Sunbridge on the phones for now", 30, NOW),
            (A, "I'm really sorry, that's so frustrating. Want help keeping an eye out for other roles?", 30),
            (U, "yeah maybe. not today", 30),
        ], "where does Shakil work at the moment?", past="Which job offer did Shakil lose?"),
        chat("t03", "residence", "retraction", "Nazma", "Nazma", "Flo", [
            (U, "We live in Swindon but it's so flat and grey. Any nice day trips?", 0),
            (A, "Avebury and the White Horse hill at Uffington are both lovely and close.", 0),
            (U, "Sold the house!!! We're moving to Bristol in May, it's all agreed", 15, WAS),
            (A, "Congratulations! Bristol's a great city.", 15),
            (FILL, 2, 20),
            (U, "scrap what I said about Bristol. buyer pulled out a week before exchange so we're not moving, "
                "staying in Swindon in the same house. honestly I'm a bit relieved, packing was hell", 49, NOW),
            (A, "Sorry it fell through - though a bit of relief is understandable.", 49),
        ], "where's Nazma living these days?", past="Where did Nazma think she was moving to?"),
        chat("t04", "medication", "retraction", "Mahfuz", "Mahfuz", "Hattie", [
            (U, "The doc's put me on atorvastatin for my cholesterol, 20mg at night. Can you set a reminder", 0, WAS),
            (A, "Nightly reminder set for your atorvastatin.", 0),
            (FILL, 1, 3),
            (U, "you can delete that statin reminder. muscle aches were awful so the GP took me off them, I'm not on "
                "any cholesterol tablets now, just trying diet and walking first", 42, NOW),
            (A, "Deleted. Hope the walking goes well.", 42),
            (U, "it's the diet bit I'm dreading", 42),
        ], "is Mahfuz on anything for his cholesterol?", past="What cholesterol tablet was Mahfuz put on?"),
        chat("t05", "relationship_status", "retraction", "Jahid", "Jahid", "Iggy", [
            (U, "Shathi said yes!!! We're engaged!! Can you help me find a venue for an engagement party", 0, WAS),
            (A, "Congratulations to you both! How many guests are you thinking?", 0),
            (U, "like 40", 0),
            (FILL, 2, 5),
            (U, "Bit of an update. Shathi and me have called off the engagement - we're still together, we just "
                "rushed it and both want to wait a few years. So no party, can you cancel that venue enquiry?", 64, NOW),
            (A, "Of course, I'll cancel it. Sounds like a sensible decision made together.", 64),
        ], "is Jahid engaged?", past="Who did Jahid get engaged to?"),
        chat("t06", "volunteering", "retraction", "Nuwan", "Nuwan", "Jojo", [
            (U, "I volunteer at the Halberd Road food bank every Saturday morning, so don't let me book anything before 1", 0, WAS),
            (A, "Noted - Saturday mornings blocked until 1pm.", 0),
            (FILL, 2, 2),
            (U, "Saturdays are free again fyi. I've stopped at the food bank - new volunteer coordinator and it just "
                "wasn't the same. Not volunteering anywhere for now, might find something later.", 57, NOW),
            (A, "Understood, I've unblocked your Saturday mornings.", 57),
        ], "does Nuwan volunteer anywhere?", past="Where did Nuwan use to volunteer?"),
        chat("t07", "sport", "retraction", "Ishara", "Ishara", "Kazoo", [
            (U, "netball training is Mondays, I play goal defence for the Ormsby Hornets - got a match sat!", 0, WAS),
            (A, "Good luck on Saturday!", 0),
            (U, "we'll need it", 0),
            (FILL, 1, 4),
            (U, "knee's done. physio says no more netball, so I've quit the team. gutted. Mondays are free now I suppose", 50, NOW),
            (A, "I'm so sorry. Give the knee time - there might be gentler sports later.", 50),
            (U, "swimming maybe", 50),
        ], "does Ishara still play netball?", past="Which netball team did Ishara play for?"),
        chat("t08", "diet", "retraction", "Madushani", "Madushani", "Mimi", [
            (U, "Doing keto from today, no carbs. Help me plan lunches?", 0, WAS),
            (A, "Sure - think salads with chicken or halloumi, egg muffins, and tuna-stuffed peppers.", 0),
            (FILL, 2, 1),
            (U, "ok forget what I said about keto, lasted 9 days and I was a monster. Back to eating normally, "
                "bread and all. Can you give me normal lunch ideas lol", 15, NOW),
            (A, "Welcome back, carbs. Wraps, pasta salad or a good soup with crusty bread?", 15),
        ], "is Madushani still doing keto?", past="What diet did Madushani try?"),
        chat("t09", "pet", "retraction", "Xueying", "Xueying", "Nessa", [
            (U, "We're adopting a greyhound! He's called Paprika and we pick him up on the 20th. What do I need "
                "to buy?", 0, WAS),
            (A, "A soft bed, a martingale collar, a coat for winter and a raised bowl. How exciting!", 0),
            (FILL, 1, 4),
            (U, "So Paprika isn't coming to us after all - the rescue found he's not safe around cats and our "
                "neighbour's cat is always in our garden. So no dog for now. I'm sad", 16, NOW),
            (A, "I'm sorry, that's hard. It's good they checked before he moved in though.", 16),
            (U, "yeah. I'll return the bed", 16),
        ], "does Xueying have a dog?", past="Which dog was Xueying going to adopt?"),
    ]
