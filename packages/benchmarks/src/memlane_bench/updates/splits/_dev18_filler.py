"""Small talk of the dev18 split: lines about home, weather, cooking and odd jobs that touch none
of the relation families (no banks, haircuts, cars, trains, phones, shops, coffee, teams, ...).

Short stretches draw whole lines from ``SHORT``/``FRIEND_SHORT``; long stretches (changes
hundreds of turns apart) build lines from ``DOINGS`` × ``WHEN`` × ``HOW`` and ``NOD`` × ``ASK``
so that no line comes twice in one conversation."""

from __future__ import annotations

# What the subject says in a short stretch (also questions to the assistant, as people type them).
SHORT = (
    "Any tips for getting candle wax off a tablecloth?",
    "The heating came on for the first time this year, feels like a milestone.",
    "Finally sorted the sock drawer. Thrilling life I lead.",
    "What's a good swap for buttermilk in pancakes?",
    "There's a fox sleeping on our shed roof, third morning in a row.",
    "Made a lentil soup that came out far better than it had any right to.",
    "Windy today. Lost a bin lid.",
    "How many grams in an ounce again?",
    "Started a jigsaw of a lighthouse, 1500 pieces and most of them are sea.",
    "The neighbours are having their roof redone, hammering from eight every morning.",
    "Repotted the spider plant, it had completely outgrown the old pot.",
    "I've been listening to a podcast about shipwrecks, weirdly soothing.",
    "Is it normal for a sourdough starter to smell like nail varnish?",
    "Finished a crossword without cheating for once!",
    "Fog so thick this morning I couldn't see the end of the street.",
    "My cousin's wedding invite came, it's in a castle apparently.",
    "Cleared the gutters. Found a tennis ball and half a bird's nest.",
    "How long do boiled eggs keep in the fridge?",
    "The new kettle is so loud, it sounds like a jet taking off.",
    "Put up the hallway shelves, only one of them slightly wonky.",
    "Had a lie-in, the first in weeks.",
    "I'm knitting a scarf and it keeps getting wider, no idea how.",
    "Birthday card for my aunt still not posted, oops.",
    "Raining sideways all afternoon.",
    "Could you suggest a quick dinner with chickpeas and spinach?",
    "Picked blackberries along the lane, my hands are purple.",
    "Smoke alarm went off while I was making toast. Classic.",
    "Sorted the recycling, there's an alarming number of jars.",
    "Watched a heron stand perfectly still in the pond for about twenty minutes.",
    "Can you freeze cooked rice?",
    "Bit of a headache today, taking it easy.",
    "Power cut for an hour last night, we played cards by candlelight.",
    "Trying to learn birds by their song. Mostly failing.",
    "Tidied the loft and found a box of my old diaries, very cringe.",
    "Honestly just a quiet day, nothing much to report.",
    "Made marmalade. The kitchen is sticky beyond belief.",
    "Any idea what to plant in a shady corner of the garden?",
    "The neighbour's cat has adopted us, turns up every evening for a chat.",
    "Bought a second-hand armchair, it smells faintly of pipe smoke.",
    "Defrosted the freezer at last, found peas from years ago.",
    "Sun's out for once, so I sat on the step with a book.",
    "What temperature should a fridge be at?",
    "Hung the washing out and of course it rained five minutes later.",
    "I think I've finally got the hang of poaching eggs.",
)

# What the friend says in a short stretch.
FRIEND_SHORT = (
    "Ha, classic.",
    "Oh no, how annoying.",
    "That sounds like a proper Sunday.",
    "Did you manage in the end?",
    "I'd have done exactly the same.",
    "You've been busy!",
    "Pics or it didn't happen.",
    "Love that for you.",
    "Ugh, this weather.",
    "Oh, that reminds me, I still owe you a fiver.",
    "How's your back holding up?",
    "Are you free Thursday evening at all?",
    "Mine's been a slow week too.",
    "Aw, that's nice.",
    "Where did you find that?",
    "Let me know how it turns out.",
    "I tried that once, total disaster.",
    "No way.",
    "You're so much more organised than me.",
    "Fair enough.",
    "Honestly, same.",
    "That's on my list too, one day.",
    "Oh brilliant.",
    "Hope you're feeling better.",
    "That's my kind of evening.",
    "Ooh, go on then, tell me everything.",
    "Ha, the glamour.",
    "Sounds like hard work.",
)

# Long stretches: "I {doing} {when}{how}."
DOINGS = (
    "repotted the cheese plant", "made a big batch of chutney", "walked up to the reservoir and back",
    "varnished the garden bench", "made dumplings from scratch", "went round a flea market",
    "sorted out the airing cupboard", "put up a bird feeder", "had a go at fresh pasta",
    "listened to a whole audiobook", "cleared out the shed", "wandered round the botanical gardens",
    "did some sketching in the park", "fixed the dripping bathroom tap", "tried a new curry recipe",
    "wrote a long letter to my godmother", "went to a quiz night at the village hall", "regrouted the kitchen tiles",
    "saw an open-air play", "built a wonky bird box", "rearranged the living room", "went to a craft fair",
    "pickled a jar of onions", "had a little bonfire in the garden", "baked a rye loaf",
    "walked a stretch of the coast path", "watched the starlings at dusk", "went to an exhibition about old maps",
    "helped next door put up a fence", "took a load to the tip", "made a tray of flapjacks",
    "rehung the bedroom curtains", "cleaned every window in the house", "went to a local history talk",
    "did a mosaic workshop", "planted a row of tulip bulbs", "made soup with the last of the squash",
    "poked around a castle ruin", "went to a book swap", "oiled the squeaky gate",
    "finished a cross-stitch", "joined a beach clean", "went stargazing in the field behind the house",
    "made a proper Sunday roast", "mended the hole in my favourite jumper", "pressed some flowers",
    "sanded down an old chest of drawers", "sat in the garden doing absolutely nothing",
)  # fmt: skip
WHEN = (
    "yesterday", "this morning", "on Saturday afternoon", "last night", "on Tuesday", "over the weekend",
    "first thing today", "on Sunday morning", "on Wednesday evening", "earlier on", "on Thursday", "at lunchtime",
)  # fmt: skip
HOW = (
    "", " and it was lovely", ", which took far longer than planned", ", bit of a mixed bag",
    ", very satisfying", " and then fell asleep on the sofa", ", would recommend", ", though it drizzled throughout",
    " with the radio on", ", not bad at all", ", and I'm aching now", ", finally",
)  # fmt: skip

# Long stretches, the friend: "{nod} {ask}".
NOD = (
    "Nice!", "Oh lovely.", "Ha, brilliant.", "Sounds grand.", "Ooh.", "Fair play.", "Oh good.", "Love it.",
    "Well done.", "Nice one.", "Oh wow.", "Very wholesome.", "Good stuff.", "That's lovely.", "Oh fun.",
)  # fmt: skip
ASK = (
    "Was it busy?", "How long did that take?", "Would you do it again?", "I'm jealous.",
    "We should do that together sometime.", "Did anyone else come?", "Bet you slept well after.",
    "I keep meaning to try that.", "What was the best bit?", "Was the weather okay?", "Send a photo!",
    "You'll have to show me.", "Mine was nowhere near as productive.", "Sounds better than my day.",
    "Any disasters?",
)  # fmt: skip
