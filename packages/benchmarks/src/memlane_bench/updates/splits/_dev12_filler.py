"""Small talk for the far-apart scenarios of the blind dev12 split.

A line is an opener, a body and a closer; ``Filler(seed)`` hands out distinct combinations, so
no filler line repeats anywhere in the split for a given seed, and the seed changes only which
combinations are drawn (every other turn of the split is fixed)."""

from __future__ import annotations

import random

OPENERS = (
    "Random aside:", "Unrelated, but", "Not that you asked,", "Quick one:", "Side note:",
    "Honestly,", "Okay so", "Meanwhile,", "In other news,", "Small update:", "Fun fact:",
    "Before I forget,", "Weirdly,", "For the record,", "Brief report:", "Totally off topic,",
    "Update from the sofa:", "Confession:", "Today's headline:", "Nobody will care, but",
    "Story time, short version:", "Low-stakes news:", "Also,", "PSA:", "Tiny win:",
    "Mild drama:", "Observation of the day:", "Sooo", "Right, so", "Breaking:",
)

BODIES = (
    "the kettle has started whistling like a steam train",
    "I finally finished the thousand-piece lighthouse puzzle",
    "the rain hasn't let up since breakfast",
    "someone on the third floor is learning the trumpet",
    "the basil on the windowsill has doubled in size",
    "I burned the garlic bread for the second night running",
    "the washing machine walked halfway across the kitchen on spin",
    "there was a double rainbow over the car park at six",
    "I reorganised the spice drawer alphabetically",
    "the new season of that baking show is painfully slow",
    "a pigeon has been staring at me through the window all morning",
    "the lift in the building is out of order yet again",
    "I found a twenty folded inside an old winter glove",
    "the power flickered twice during dinner",
    "I tried making flatbread from scratch and it came out like cardboard",
    "the neighbour's wind chimes are going absolutely wild",
    "I lost an hour to a documentary about deep-sea squid",
    "the fridge light has given up completely",
    "I ironed every shirt I own in one sitting",
    "the sunset was bright orange because of the dust",
    "I dropped my toast butter side down, classic",
    "there's a hailstorm happening in the middle of what was a sunny day",
    "I've been humming the same jingle for three days",
    "the parcel I ordered in winter finally turned up",
    "my houseplants got repotted and the floor got soil",
    "the crossword beat me again, one clue short",
    "the street outside is being dug up for the fourth time this year",
    "I made soup big enough to feed a football team",
    "the smoke alarm chirped at 3 a.m. for a new battery",
    "I rewatched an old detective series from the nineties",
    "the ice cream van plays the wrong tune now and then",
    "a moth got into the wardrobe and I am at war",
    "I untangled a box of fairy lights without swearing",
    "the fog this morning was thick as porridge",
    "I tried a recipe with tamarind and it actually worked",
    "the stairwell smells of fresh paint",
    "I spent the evening sorting old photos into albums",
    "the microwave clock has been wrong since the clocks changed",
    "I finally descaled the shower head",
    "the pancakes stuck to the pan no matter what I did",
    "there was a lunar halo last night, very eerie",
    "I read two chapters and remembered none of them",
    "the tap in the bathroom drips in waltz time",
    "I baked banana bread with the last three brown bananas",
    "the wind took the recycling bin for a walk down the road",
    "I defrosted the freezer and found mystery peas from 2019",
    "the radio played four songs in a row that I love",
    "I sewed a button back on for the first time in years",
    "the heatwave turned the flat into a greenhouse",
    "I stayed up far too late watching a snooker final",
    "the queue at the post office went round the block",
    "I grew exactly one tomato this summer and I'm proud of it",
    "the ceiling fan makes a ticking sound on setting two",
    "I cleaned the oven, which deserves a medal",
    "the thunder last night rattled every window",
    "I made a spreadsheet for my sock collection, don't judge",
    "the bread machine beeped at me for no reason",
    "I tried to fold a fitted sheet and lost",
    "the snail in the garden is back on the same leaf",
    "I watched a whole cooking competition in one go",
)

CLOSERS = (
    ", and I'm choosing to find it funny.", ", which feels like a sign.", ", so that's my afternoon sorted.",
    ". That's it, that's the update.", ", no further questions.", ", if anyone was wondering.",
    ". Life is rich.", ", and honestly it made my day.", ". Send snacks.", ", as one does.",
    ". Moving on.", ", classic me.", ". What a time to be alive.", ", and the cycle continues.",
    ", thrilling stuff.", ". Anyway, back to it.", ", just saying.", ". Ten out of ten, would repeat.",
    ", and nobody else noticed.", ". I need a nap.", ". Thoughts and prayers.", ", apparently.",
    ". Small joys.", ", which is about right for a Tuesday.", ". End of report.",
)


class Filler:
    """Distinct small-talk lines drawn for one seed."""

    def __init__(self, seed: int) -> None:
        total = len(OPENERS) * len(BODIES) * len(CLOSERS)
        self._order = random.Random(f"dev12-filler-{seed}").sample(range(total), 4000)
        self._next = 0

    def take(self, count: int) -> list[str]:
        picked = self._order[self._next : self._next + count]
        if len(picked) < count:
            raise ValueError("dev12 filler pool exhausted")
        self._next += count
        out = []
        for number in picked:
            number, close = divmod(number, len(CLOSERS))
            opener, body = divmod(number, len(BODIES))
            out.append(f"{OPENERS[opener]} {BODIES[body]}{CLOSERS[close]}")
        return out
