"""dev21: group-chat small talk between the key statements (the only text the seed changes).

Nothing here touches any relation family of the split (no providers, pets, money, jobs, partners,
homes, teams, classes or groups): weather, bins, cooking at home, DIY, parcels, family birthdays."""

from __future__ import annotations

import random
import re

EVENTS = (
    "the bins didn't get emptied again", "the roadworks on the high street have started up again",
    "it absolutely chucked it down", "a parcel got left on the wrong doorstep",
    "the neighbours started drilling at half seven", "I burnt the crumble", "the bus just didn't turn up",
    "the tumble dryer made that noise again", "we finally painted the hallway",
    "someone's balloon got stuck in the tree outside", "the Wordle was a stinker", "I found my other glove",
    "the ice cream van played Greensleeves at nine at night", "the kitchen tap started dripping",
    "I made a lasagne big enough for twelve", "the smoke alarm went off over toast",
    "I lost my keys for the third time", "the trains were all cancelled",
    "the fog was so thick you couldn't see the end of the road", "a pigeon walked into the kitchen",
    "we did the big jigsaw of the Lake District", "Nan's birthday cake collapsed",
    "the washing got rained on twice", "I found twenty quid in an old coat", "the loft ladder jammed",
    "I dropped a full pan of rice", "the sunset was ridiculous", "the fair set up on the rec",
    "I tried that air fryer recipe", "the kids built a den in the lounge", "the fireworks went on till midnight",
    "the hairdresser took off way too much", "the windows steamed up making jam",
    "a hot air balloon went right over the house", "I knitted a whole sleeve", "the car park lift was broken",
    "a fox had the bin bags open", "the hailstones were the size of peas", "the gravy went lumpy",
    "the sofa cushions got swapped round by someone", "I finally sorted the sock drawer",
    "the wind took the wheelie bin halfway down the road", "the boiled eggs exploded",
    "Grandad learnt how to send voice notes", "the new curtains are two inches too short",
    "the heron was back on the pond at the park", "I ate the last of the Easter eggs",
)  # fmt: skip
WHEN = (
    "yesterday", "this morning", "last night", "on Saturday", "on Sunday", "at teatime", "first thing",
    "on Friday", "after dinner", "just now", "earlier", "over the weekend", "on Tuesday", "at lunch",
)  # fmt: skip
TAILS = (
    "typical", "honestly", "you couldn't make it up", "lol", "so that was fun", "never a dull moment",
    "what a week", "don't ask", "send help", "I give up", "classic", "living the dream", "absolute scenes",
    "rolling my eyes", "can't even be cross", "just my luck", "made my day that", "still laughing", "bless",
    "the joys",
)  # fmt: skip
OUTINGS = (
    "a walk up the hill", "a bike ride along the canal", "a trip to the coast", "the car boot",
    "a film night", "the craft fair", "a swim at the lido", "a barbecue", "the farmers market",
    "a picnic at the reservoir", "the bonfire", "a jigsaw swap", "the Christmas lights switch-on",
    "blackberry picking", "the open day at the windmill",
)  # fmt: skip
DAYS = (
    "on Sunday",
    "this weekend",
    "next Saturday",
    "on the bank holiday",
    "tomorrow",
    "one evening this week",
)
INTERJ = (
    "ha",
    "oh no",
    "omg",
    "aw",
    "ooh",
    "lol",
    "ugh",
    "bless",
    "ha ha",
    "wow",
    "oof",
    "haha",
    "eek",
    "ahh",
)
REPLIES = (
    "that's brilliant", "poor you", "sounds about right", "I'd have cried", "same here to be fair",
    "that's so typical", "love that", "count me in", "can't this weekend sorry", "send pics",
    "what are they like", "I'm not surprised", "that's hilarious", "I'd pay to see that", "sounds grim",
    "sounds lush", "keep us posted", "you're a legend", "go on then", "not again", "who does that",
    "iconic", "the drama", "tell me everything",
)  # fmt: skip


def _dictated(text: str) -> str:
    """Voice-typed: lower case, no punctuation."""
    return re.sub(r"[,.?!']", "", text).lower()


def _one(rng: random.Random, opener: bool) -> str:
    roll = rng.random() * (0.75 if opener else 1.0)
    if roll < 0.6:
        text = f"{rng.choice(EVENTS)} {rng.choice(WHEN)}, {rng.choice(TAILS)}"
        text = text[0].upper() + text[1:]
    elif roll < 0.75:
        text = f"Anyone fancy {rng.choice(OUTINGS)} {rng.choice(DAYS)}?"
    else:
        text = f"{rng.choice(INTERJ).capitalize()} {rng.choice(REPLIES)}"
    return _dictated(text) if rng.random() < 0.2 else text


def small_talk(rng: random.Random, seen: set[str], *, opener: bool = False) -> str:
    """One line not in ``seen`` (which it joins); an ``opener`` is never a bare reaction."""
    for _ in range(2000):
        text = _one(rng, opener)
        if text not in seen:
            seen.add(text)
            return text
    raise RuntimeError("dev21 small talk ran out of lines")
