"""Small talk for the ``test2`` split: the unrelated turns around the two statements that matter.

Many of them are the subject's own one-off doings, plans and questions ("I went to a concert on
Friday", "I'm off to my cousin's this weekend"), so a detector that treats every first-person
sentence as a change of state has something to trip over. Each line carries topic tags; a
scenario leaves out the lines on its own topic so that a human reader never finds the small talk
contradicting or blurring the answer.
"""

from __future__ import annotations

import random

# (tags, role, text): role S = the subject, A = the other speaker, B = a third speaker if present.
SMALL_TALK: list[tuple[frozenset[str], str, str]] = [
    (frozenset({"music"}), "S", "I went to a concert on Friday, some folk band from up the coast."),
    (frozenset({"food"}), "S", "Had the best dumplings of my life at a street market yesterday."),
    (frozenset({"travel"}), "S", "I'm off to my cousin's in the countryside for a long weekend."),
    (frozenset({"sport"}), "S", "Watched the cup final at the pub last night, what a finish."),
    (frozenset({"home"}), "S", "Spent all of Sunday repainting the bathroom ceiling."),
    (frozenset({"media"}), "S", "I started a 900-page novel and I already regret it."),
    (frozenset(), "S", "My umbrella turned inside out on the way here, what a morning."),
    (frozenset(), "S", "I finally sorted out the photos from last summer."),
    (frozenset({"work"}), "S", "Had a presentation today and my laptop died halfway through."),
    (frozenset({"health"}), "S", "Had my flu jab this morning, my arm is sore."),
    (frozenset({"transport"}), "S", "The train was cancelled so I shared a taxi with a total stranger."),
    (frozenset({"money"}), "S", "I paid the council tax early for once, feeling very grown-up."),
    (frozenset({"pets"}), "S", "A neighbour's cat keeps sneaking in through our kitchen window."),
    (frozenset(), "S", "I planted tomatoes on the balcony, let's see if they survive."),
    (frozenset({"weekend"}), "S", "On Saturday I'm helping a friend move a piano, wish me luck."),
    (frozenset({"study"}), "S", "I signed up for a one-day pottery workshop next month."),
    (frozenset({"food"}), "S", "I tried making sourdough and it came out like a brick."),
    (frozenset(), "S", "Lost my keys for an hour this morning. They were in the fridge."),
    (frozenset({"love"}), "S", "Went to a friend's wedding on Saturday and danced till two."),
    (frozenset({"sport"}), "S", "I ran a charity 5k on Sunday, very slowly."),
    (frozenset({"media"}), "S", "I watched an old black-and-white film last night, surprisingly good."),
    (frozenset({"contact"}), "S", "My inbox is a disaster after the holidays."),
    (frozenset({"hair"}), "S", "I tried trimming my own fringe last night. Big mistake."),
    (frozenset({"sleep"}), "S", "I had a weird dream about being late for an exam."),
    (frozenset({"travel"}), "S", "Thinking of a day trip to the seaside if the weather holds."),
    (frozenset({"dates"}), "S", "It's my nephew's birthday on Thursday, I still need a present."),
    (frozenset({"home"}), "S", "The boiler made a terrible noise this morning, I've called someone."),
    (frozenset({"music"}), "S", "I've had the same song stuck in my head for three days."),
    (frozenset(), "S", "I bought a new pair of walking boots, they're killing my heels."),
    (frozenset({"food"}), "S", "I'm going to try that new ramen place on Saturday."),
    (frozenset({"work"}), "S", "I've got a dull training day on Wednesday."),
    (frozenset({"weekend"}), "S", "We had a quiz night at the pub and came second to last."),
    (frozenset(), "S", "Do you know anyone who can fix a dripping tap?"),
    (frozenset({"media"}), "S", "Any good film recommendations for a rainy evening?"),
    (frozenset(), "S", "Remind me to call my grandmother tomorrow."),
    (frozenset({"health"}), "S", "I twisted my wrist carrying the shopping, nothing serious."),
    (frozenset({"transport"}), "S", "I had to walk home last night, the last bus never came."),
    (frozenset(), "S", "Is it me or is the weather completely mad this year?"),
    (frozenset(), "A", "How was your weekend, {S}?"),
    (frozenset(), "A", "Did you see the storm last night? Our fence is in the road."),
    (frozenset({"weekend"}), "A", "Have you got plans for the bank holiday?"),
    (frozenset(), "A", "Ha, that sounds exactly like you."),
    (frozenset({"food"}), "A", "Can you send me that soup recipe you mentioned?"),
    (frozenset(), "A", "What are you up to on Thursday evening?"),
    (frozenset({"pets"}), "A", "I'm exhausted, the neighbours' dog barked all night."),
    (frozenset({"transport"}), "A", "Did you hear the bridge is closed for repairs?"),
    (frozenset({"study"}), "A", "My kids have their school play on Thursday."),
    (frozenset({"media"}), "A", "I found a great second-hand bookshop near the station."),
    (frozenset(), "A", "Happy Friday, everyone!"),
    (frozenset({"food"}), "A", "We should do a picnic when it warms up."),
    (frozenset(), "A", "Sorry I'm late, the printer ate my boarding pass."),
    (frozenset({"sport"}), "A", "Are you watching the tennis this afternoon?"),
    (frozenset(), "A", "That's brilliant news, well done."),
    (frozenset({"music"}), "A", "My nephew just got a drum kit. Pray for his parents."),
    (frozenset(), "A", "Did you ever find your reading glasses?"),
    (frozenset({"travel"}), "A", "I'm back from the mountains, my legs are jelly."),
    (frozenset({"home"}), "A", "We're having the kitchen redone, so it's takeaway every night."),
    (frozenset({"work"}), "A", "Oh, I meant to ask: how did your friend's job interview go?"),
    (frozenset(), "B", "Morning all. Who took the last of the biscuits?"),
    (frozenset({"weekend"}), "B", "I spent Saturday at a car boot sale and bought a lamp I don't need."),
    (frozenset(), "B", "Is anyone else freezing today?"),
    (frozenset({"media"}), "B", "Has anyone seen the new documentary about octopuses?"),
    (frozenset({"sport"}), "B", "I'm doing a sponsored swim next month, I'll send the link."),
    (frozenset(), "B", "Ha! Same thing happened to me last year."),
    (frozenset({"food"}), "B", "I brought lemon cake, help yourselves."),
]

# Hundreds of distinct turns for the scenarios whose two statements are far apart.
WHEN = ["Yesterday", "On Sunday", "Last night", "This morning", "On Tuesday", "Over the weekend",
        "After lunch today", "On the way home", "Earlier today", "On Friday evening", "Last week",
        "Before breakfast", "On Wednesday", "This afternoon"]  # fmt: skip
ACTIVITIES: list[tuple[frozenset[str], str]] = [
    (frozenset({"home"}), "cleared out the garage"),
    (frozenset(), "finished a thousand-piece jigsaw"),
    (frozenset({"food"}), "made a huge pot of chilli"),
    (frozenset(), "got caught in a hailstorm"),
    (frozenset({"media"}), "watched a documentary about glaciers"),
    (frozenset({"sport"}), "went for a long walk along the river"),
    (frozenset({"home"}), "put up some shelves in the hallway"),
    (frozenset({"money"}), "sorted out a pile of old receipts"),
    (frozenset(), "helped my neighbour carry a wardrobe up the stairs"),
    (frozenset({"food"}), "baked a lemon drizzle cake"),
    (frozenset({"music"}), "listened to an old album from start to finish"),
    (frozenset(), "found a twenty-pound note in an old coat"),
    (frozenset({"travel"}), "took a day trip to the hills"),
    (frozenset(), "repotted all the houseplants"),
    (frozenset({"media"}), "read half a detective novel in one go"),
    (frozenset({"work"}), "sat through a very long meeting"),
    (frozenset({"sport"}), "played frisbee in the park"),
    (frozenset(), "wrote three postcards and forgot to post them"),
    (frozenset({"food"}), "tried a new bakery on the corner"),
    (frozenset(), "went to a car boot sale"),
    (frozenset({"home"}), "fixed the squeaky kitchen door"),
    (frozenset({"study"}), "went to a talk about old maps at the library"),
    (frozenset(), "took the recycling to the tip"),
    (frozenset({"media"}), "went to see a comedy at the cinema"),
    (frozenset(), "walked past a street parade by accident"),
    (frozenset({"sport"}), "watched a rugby match in the rain"),
    (frozenset(), "got lost looking for a new shop"),
    (frozenset({"food"}), "had a picnic by the lake"),
    (frozenset(), "visited an exhibition of old clocks"),
    (frozenset({"home"}), "washed every window in the house"),
    (frozenset(), "played board games until midnight"),
    (frozenset({"travel"}), "went to a wedding fair with my cousin"),
    (frozenset(), "went to a birthday party for a five-year-old"),
    (frozenset({"food"}), "picked blackberries along the lane"),
    (frozenset(), "spent an hour on the phone to the council"),
    (frozenset({"music"}), "went to an open-mic night"),
    (frozenset(), "tidied the shed and found my old roller skates"),
    (frozenset({"media"}), "binged a whole season of a cartoon"),
    (frozenset(), "did a crossword without cheating"),
    (frozenset({"sport"}), "went ice skating for the first time in years"),
    (frozenset(), "went to the flea market"),
    (frozenset({"food"}), "cooked dinner for eight people"),
    (frozenset(), "watched the fireworks from the bridge"),
    (frozenset(), "sorted my sock drawer, don't laugh"),
]
TAILS = ["", " Not bad at all.", " Bit of a disaster, honestly.", " Would do it again.", " Took ages.",
         " Lovely, actually.", " Don't ask."]  # fmt: skip
REACTIONS = ["Sounds fun.", "Oh no!", "Ha, classic.", "Nice one.", "Really?", "Good for you.",
             "I'd have done the same.", "Tell me more.", "That's so you."]  # fmt: skip


def small_talk(rng: random.Random, count: int, avoid: frozenset[str], roles: str,
               taken: frozenset[str] = frozenset()) -> list[tuple[str, str]]:  # fmt: skip
    """``count`` distinct lines (role, text) off the avoided topics, spoken by the given roles, none
    of the ``taken`` texts; without S among the roles, no line addresses S either."""
    pool = [(role, text) for tags, role, text in SMALL_TALK
            if not tags & avoid and role in roles and text not in taken and ("S" in roles or "{S}" not in text)]  # fmt: skip
    return rng.sample(pool, count)


def episodes(rng: random.Random, count: int, avoid: frozenset[str], roles: str) -> list[tuple[str, str]]:
    """``count`` distinct one-off doings, mostly alternating S and the other speakers, with a short
    reaction now and then (a long, ordinary stretch of chat)."""
    acts = [text for tags, text in ACTIVITIES if not tags & avoid]
    combos = [(w, a, t) for w in WHEN for a in acts for t in TAILS]
    picked = rng.sample(combos, count)
    out: list[tuple[str, str]] = []
    for i, (when, act, tail) in enumerate(picked):
        speaker = "S" if i % 2 == 0 else rng.choice([r for r in roles if r != "S"] or ["S"])
        if i % 7 == 6:
            out.append((speaker, f"{rng.choice(REACTIONS)} {when} I {act}.{tail}"))
        else:
            out.append((speaker, f"{when} I {act}.{tail}"))
    return out
