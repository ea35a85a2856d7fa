"""Small talk of the dev30 split, one pool per register (the user's voice), the assistant's
replies, and composers for the long stretches between far-apart statements. None of it states
a scored fact; the per-family distractors live next to each family's scenarios."""

from __future__ import annotations

import random

VOICES: dict[str, tuple[str, ...]] = {
    "scot": (
        "Absolutely Baltic oot the day, had the heating on by three.",
        "Wee one's got a cold again, she's been greetin' all night.",
        "Went up Arthur's Seat wi' the dug, my legs are done in.",
        "The rain's no stopped since Tuesday, honestly.",
        "Had a fish supper on the way hame, couldnae be bothered cooking.",
        "Ma pal's birthday the morra, need tae get a card.",
        "Telly's been pure rubbish this week.",
        "Got drookit waiting on the 22, bus was twenty minutes late.",
        "Made a big pot of lentil soup, it'll do us till Thursday.",
        "The bairns are aff school on Friday for an in-service day.",
        "Watched the fitba at my brother's, dinnae ask about the score.",
        "Cannae find my good gloves anywhere.",
    ),
    "irish": (
        "Grand soft day, as they say, which means it's lashing.",
        "Had the mother on the phone for an hour, God love her.",
        "The craic at the match was mighty altogether.",
        "I'm wrecked, the young lad was up half the night.",
        "Sure look, it'll be grand.",
        "The kettle's after breaking on me, typical.",
        "Bought a rake of sausages for the barbecue, if the weather holds.",
        "Your man in the shop gave me the wrong change again.",
        "Hurling's on later, I'll be glued to it.",
        "Aunt Bríd sent a brack up in the post, fair play to her.",
        "Traffic on the M50 was a disaster this morning.",
        "Went for a spin out to the lake after the dinner.",
    ),
    "welsh": (
        "Tidy day for it, went down the beach with the kids.",
        "Mam made cawl, whole house smells lush.",
        "I'll do it now in a minute, honest.",
        "Rugby's on Saturday, whole street will be out.",
        "Been raining for what feels like a month.",
        "Went up the Beacons, proper windy on top.",
        "Nan's knitting us all jumpers for Christmas again.",
        "Bought Welsh cakes from the market, ate four before I got home.",
        "Kids are fighting over the remote again, mun.",
        "Having a cwtch on the sofa tonight, not moving.",
        "Cwm Rhondda got belted out at the club last night, lovely it was.",
        "Dropped my phone in the sink, it's sat in a bag of rice.",
    ),
    "aus": (
        "Stinking hot today, 38 by lunchtime.",
        "Went down the beach for a swim after arvo footy.",
        "Had a snag at the Bunnings sausage sizzle, as you do.",
        "Kids are feral, school holidays can't end soon enough.",
        "Saw a huntsman in the laundry, nearly had a heart attack.",
        "Brekkie at the café on the corner, smashed avo obviously.",
        "Servo had petrol at two bucks a litre, daylight robbery.",
        "Watching the cricket with a cold one, no complaints.",
        "Magpies swooping again on the walk to the park.",
        "Mate's bucks do is on the weekend, should be a laugh.",
        "Arvo storm knocked the power out for an hour.",
        "Cooked a lamb roast, heaps of leftovers.",
    ),
    "nz": (
        "Sweet as, got the lawns mowed before the rain came in.",
        "Went for a tramp up the Port Hills on Sunday.",
        "Chucked some sausages on the barbie, chur.",
        "Wind's munted today, nearly lost a jandal.",
        "Got a bag of feijoas off the neighbour, heaps of them.",
        "The All Blacks game was a nail-biter eh.",
        "Had fish and chips at the beach, seagulls were ruthless.",
        "Kids are at the bach with their nana for the week.",
        "Long weekend coming up, can't wait.",
        "Pavlova turned out alright for once.",
        "Traffic on the motorway was chocka this morning.",
        "Bought new gumboots, the old ones had a hole.",
    ),
    "saf": (
        "Load shedding again tonight, stage four, eish.",
        "Had a proper braai on Sunday, the boerewors was lekker.",
        "A taxi nearly took me out at the robot this morning.",
        "Just now I'm going to the shops, need milk.",
        "The Boks played hey, what a game.",
        "Made bobotie for supper, the family loved it.",
        "It's been so hot, the kids are living in the pool.",
        "Ag, my sister phoned about the Christmas plans again.",
        "Bought biltong for the road trip, finished it already.",
        "Sorry, was out all day, howzit going?",
        "Hadeda woke me up at five again.",
        "Rain finally came, the garden is so happy.",
    ),
    "india": (
        "Today only I finished the Diwali cleaning, so tired.",
        "My mother-in-law is coming next week, kindly pray for me.",
        "Had masala chai and samosa in the canteen.",
        "Traffic on the ring road was too much, took one hour.",
        "Cricket match is going on, whole family is watching.",
        "Son has exams from Monday, house is very tense.",
        "Prepared biryani for the guests, all were happy.",
        "Power cut for two hours this afternoon, inverter saved us.",
        "Monsoon has come finally, roads are full of water.",
        "Cousin's wedding in December, already shopping for lehenga.",
        "Doing yoga in the mornings, back is better.",
        "Kept the curd outside overnight, it set nicely.",
    ),
    "carib": (
        "Sun hot today bad, I stay inside.",
        "Mi cook some ackee and saltfish this morning, nice nice.",
        "Carnival practice start up again, the whole street a jump.",
        "Rain come down heavy heavy, the gutter full.",
        "Me and my cousin lime by the beach whole evening.",
        "Cricket on, West Indies batting good for once.",
        "Granny send up some black cake from home.",
        "The bus take forever this morning, I vex.",
        "Made some sorrel for the family, taste good.",
        "Watching the news, pure foolishness going on.",
        "Mango season, the tree in the yard loaded.",
        "Lil one start learning the steelpan, noise whole day.",
    ),
    "south_us": (
        "Y'all, it's hotter than blue blazes out here.",
        "Made a peach cobbler for the potluck Sunday.",
        "Bless her heart, my neighbor's been fixin' that fence all week.",
        "Fixin' to run to the Piggly Wiggly, need grits.",
        "The humidity's got my hair lookin' a fright.",
        "Went fishin' down at the creek, caught nothin' but sunburn.",
        "Football's on Saturday, whole town will be at the stadium.",
        "Mama called, she's doin' fine, thank the Lord.",
        "Sweet tea on the porch tonight, nothin' better.",
        "Storm blew through last night and took a limb off the oak.",
        "Grandbaby's learnin' to walk, cutest thing.",
        "Mowed the yard 'fore the heat got too bad.",
    ),
    "sing": (
        "Wah today so hot, I melt already lah.",
        "Just ate chicken rice at the hawker centre, shiok.",
        "MRT so packed this morning, cannot tahan.",
        "My boss ask me to OT again, sian.",
        "Went Jewel with my nephew, he want to see the waterfall.",
        "Rain so heavy, Circle Line got delay some more.",
        "Weekend want to go East Coast cycle, you know.",
        "My mother keep asking when I getting married, aiyo.",
        "Bought kaya toast for breakfast, the queue damn long.",
        "Haze coming back or not ah, sky look grey.",
        "Durian season again, whole house smell.",
        "Later need to go buy groceries, fridge empty already.",
    ),
    "formal": (
        "Good morning. I hope this finds you well. The weather here has been very mild for the time of year.",
        "I attended a lovely lunch with old friends from my working days on Thursday.",
        "My granddaughter visited on Sunday and helped me with the crossword. Kind regards.",
        "I have been reading a very good biography of Churchill, which I would recommend.",
        "Please forgive my slow typing, my fingers are not what they were.",
        "The garden is coming along nicely; the roses have been particularly fine this year.",
        "I watched a most interesting programme about the Lake District last evening.",
        "Thank you for your help yesterday. It was much appreciated. Yours, as ever.",
        "I have put the Christmas cards in the post early this year, as is my habit.",
        "My late husband always said November was the dreariest month, and he was quite right.",
        "I made a Victoria sponge for the neighbours, who have been very good to me.",
        "The television reception has been poor this week. I shall have to speak to someone about it.",
    ),
    "parent": (
        "omg school run was chaos, forgot the PE kit AGAIN",
        "quick one - remind me to buy nappies",
        "kids both have colds, zero sleep, send coffee",
        "sorry typing one handed, baby on hip",
        "swimming lessons are at 4.30 this term so thats fun",
        "packed lunches done, only 3 tears today (mine)",
        "need a birthday present for a 6yo party on sat, ideas??",
        "the toddler has discovered the word no",
        "in the car park waiting for pick up, 10 mins to myself",
        "dinner is fish fingers again and I refuse to feel bad",
        "can you add washing tablets and bananas to the list",
        "world book day costume needed by TOMORROW apparently",
    ),
    "voice": (
        "yeah so I was just walking back from the shops and it started hailing can you believe it",
        "remind me to call my brother later about the thing on Sunday",
        "okay so the dishwasher is making that noise again I think it's the filter",
        "just got in absolutely shattered gonna have a bath",
        "um what was I going to say oh yeah we're out of milk",
        "so the match last night was unreal honestly best game of the season",
        "I'm driving so ignore typos this is a voice note",
        "add eggs bread and that nice cheese to the shopping list",
        "had a really good chat with my neighbour about her holiday",
        "the dog got into the bins again there's rubbish everywhere",
        "can you remind me at six to take the chicken out of the freezer",
        "it's so windy my umbrella just turned inside out",
    ),
    "plain": (
        "Finally finished that jigsaw, took three weeks.",
        "Tried a new pasta recipe, pretty good.",
        "My back's been playing up since the weekend.",
        "Watched a decent film last night, bit long though.",
        "Went for a run, first in ages.",
        "The neighbours are having building work done, so loud.",
        "Got a parking ticket, annoyingly.",
        "Cleared out the spare room finally.",
        "Had lunch with my cousin, she's doing well.",
        "The washing machine is on its last legs.",
        "Started learning Spanish on an app, day four.",
        "Too tired to cook, ordered a curry.",
    ),
}

ASSISTANT = (
    "Noted.", "Got it, thanks for letting me know.", "That sounds like quite a day!", "Shall I add that to your list?",
    "I've set a reminder for you.", "Oh no, I hope things settle down soon.", "Lovely, glad to hear it.",
    "Understood. Anything else you'd like me to keep track of?", "Happy to help with that.", "Sounds lovely.",
    "I'll remind you tomorrow morning.", "That's a shame, sorry to hear it.", "Ha, fair enough.", "Good to know.",
    "Take care of yourself.", "Thanks, I've made a note.", "Would you like me to look anything up about that?",
    "Done, it's on the shopping list.", "Enjoy!", "Hope you get some rest tonight.", "That must have been a relief.",
    "I can help you plan that if you like.",
)  # fmt: skip

ACTIVITIES = (
    "went for a walk along the river", "cleared out the shed", "had the neighbours round for tea",
    "watched a film with the kids", "fixed the dripping tap", "made a curry from scratch",
    "sorted the photos from the wedding", "repotted the houseplants", "did a big clear-out of the wardrobe",
    "caught up with an old school friend", "tried a new café near the station", "helped my cousin paint her kitchen",
    "went to a car boot sale", "finished the crossword for once", "found a hedgehog by the bins", "baked scones",
    "went to a quiz night", "watched the sunrise from the beach", "listened to an audiobook in the bath",
    "went to the market for fruit", "watered the neighbour's plants", "had a long lie-in",
    "did the ironing with the radio on", "went to a birthday party", "tried a new walking route",
    "fed the ducks at the pond", "had a takeaway and an early night", "rearranged the living room",
    "went to see a local band", "wrote a letter to an old friend", "sat in the garden with a book",
    "cleaned the windows", "went to a street food market", "tidied the garage", "played cards with the family",
    "tried to learn a new song on the guitar", "picked blackberries along the lane", "went for a swim", "made jam",
    "watched the match at the pub",
)  # fmt: skip
WHENS = (
    "yesterday", "this morning", "on Saturday", "last night", "after lunch", "on Sunday afternoon",
    "earlier today", "on Friday evening", "the other day", "at the weekend", "on Monday", "before work",
)  # fmt: skip
STYLE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "scot": (
        ("Och, I ", "Aye, I ", "I ", "Wee update: I "),
        ("", " Braw.", " Mind you, it was Baltic.", " Pure done in noo."),
    ),
    "irish": (
        ("Sure I ", "I ", "Ah, I ", "Well, I "),
        ("", " Grand altogether.", " Great craic.", " I'm wrecked now."),
    ),
    "welsh": (("I ", "Tidy, I ", "Well, I ", "Duw, I "), ("", " Lush it was.", " Proper tired now.", " Tidy.")),
    "aus": (("I ", "So I ", "Mate, I ", "Yeah, I "), ("", " Good arvo.", " No dramas.", " Stoked.")),
    "nz": (("I ", "Chur, I ", "So I ", "Eh, I "), ("", " Sweet as.", " Good times eh.", " Bit munted after.")),
    "saf": (("I ", "Ag, I ", "Ja, I ", "So I "), ("", " Lekker.", " Shame, so tired now.", " Was nice hey.")),
    "india": (
        ("I ", "Actually I ", "Simply I ", "Finally I "),
        ("", " Very nice it was.", " Too tiring.", " Good only."),
    ),
    "carib": (("Mi ", "I ", "So I ", "Well I "), ("", " Nice nice.", " Tired bad now.", " Irie.")),
    "south_us": (("I ", "Well, I ", "Y'all, I ", "Lord, I "), ("", " Bless.", " Plumb wore out now.", " Real nice.")),
    "sing": (("I ", "Wah, I ", "Eh, I ", "So I "), ("", " Shiok.", " Tired lah.", " Not bad leh.")),
    "formal": (("I ", "I am pleased to say I ", "You may like to know that I "),
               ("", " Kind regards.", " It was most pleasant.", " Yours sincerely.")),
    "parent": (
        ("we ", "quick update - we ", "lol we ", "finally we "),
        ("", " x", " (with kids in tow obvs)", " send wine"),
    ),
    "voice": (("so I ", "yeah I ", "I ", "okay so I "), ("", " it was nice", " anyway", " so that was that")),
    "plain": (("I ", "So I ", "Just ", "We "), ("", " Nice.", " Knackered now.", " Good day.")),
}  # fmt: skip
ACKS = ("Noted.", "Thanks for telling me.", "Sounds nice.", "Got it.", "Ah, lovely.", "Oh, nice one.", "Understood.",
        "How nice.")  # fmt: skip
FOLLOWS = ("Anything else today?", "I'll keep that in mind.", "Want a reminder for next week?", "Hope you enjoyed it.",
           "Let me know if you need anything.", "Shall I add anything to your list?", "Rest up.",
           "Glad you had a good time.", "I'm here if you need me.", "Have a good evening.")  # fmt: skip


def pools(voice: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return VOICES[voice], ASSISTANT


def compose_user(rng: random.Random, voice: str) -> str:
    openers, closers = STYLE[voice]
    head = rng.choice(openers) + rng.choice(ACTIVITIES) + " " + rng.choice(WHENS)
    if voice == "voice":
        return head + rng.choice(closers)
    text = head + "." + rng.choice(closers)
    return text if voice == "parent" else text[0].upper() + text[1:]


def compose_bot(rng: random.Random) -> str:
    return f"{rng.choice(ACKS)} {rng.choice(FOLLOWS)}"
