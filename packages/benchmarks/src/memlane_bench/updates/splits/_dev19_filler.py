"""Small talk of the dev19 split: lines built combinatorially (an opener, an activity, a time and
an ending for the subject; a reaction and a follow-up for the friend), so a long conversation
never repeats a line. The activities stay clear of every dev19 family (no work, home, partner,
pets, food, children, phones, music, travel to work, gyms, languages or cars)."""

from __future__ import annotations

import random

OPENERS = (
    "",
    "",
    "",
    "Quick update: ",
    "Not much news. ",
    "Oh, and ",
    "Random one, but ",
    "Small win: ",
)
ACTIVITIES = (
    "sorted out the cupboard under the stairs", "finally finished that crime novel", "repotted the spider plants",
    "watched three episodes of a baking show", "did a jigsaw of a lighthouse", "went to a pottery taster class",
    "fixed the dripping tap in the bathroom", "got a haircut", "had a dentist check-up", "tried knitting a scarf",
    "watched an old Hitchcock film", "wandered round the botanic gardens", "cleared out my inbox",
    "defrosted the freezer", "washed all the windows", "did the Saturday crossword in ink",
    "listened to a podcast about shipwrecks", "went to a flea market", "ironed a mountain of shirts",
    "took photos of the frost on the hedges", "visited a ruined castle", "spent an hour in the library",
    "painted a small watercolour of the harbour", "built a flat-pack bookcase", "rearranged the living room",
    "went to a pub quiz", "played chess online", "reread some old letters", "planted tulip bulbs",
    "wrote a long letter to my aunt", "went to a photography exhibition", "saw a film at the cinema",
    "had a proper nap", "watched the fireworks from the hill", "made a photo album",
    "glued together a model ship", "went to a garden centre", "watched the snooker final",
    "finally did my tax return", "went to a craft fair", "sewed a button back on my coat",
    "went birdwatching by the reservoir", "tidied the shed", "did a free online course on astronomy",
)  # fmt: skip
WHEN = (
    "yesterday", "on Saturday", "this morning", "last night", "on Sunday afternoon", "on Thursday",
    "earlier today", "over the weekend", "on my day off", "on Tuesday evening", "first thing today",
    "on Wednesday",
)  # fmt: skip
ENDINGS = (
    ".", ", it was oddly satisfying.", " and it took ages.", ", which I'd been putting off for weeks.",
    ". Pretty quiet otherwise.", ", so that's one thing done.", " and really enjoyed it.",
    ", not very exciting, I know.", ". Would recommend.", " and I'm glad I did.",
)  # fmt: skip
REACTIONS = (
    "Ha, nice.", "Oh lovely.", "Fair enough.", "Sounds like a good day.", "Love that.", "Oh, nice one.",
    "Ooh.", "Good for you.", "Not bad at all.", "Classic.", "Brilliant.", "Ah, that's nice.", "Respect.",
    "Ha, I can picture it.", "Sounds peaceful.",
)  # fmt: skip
FOLLOW_UPS = (
    "", " How long did it take?", " Was it busy?", " I've been meaning to do the same.",
    " My weekend was nowhere near that productive.", " Send me a photo later.", " Did you enjoy it?",
    " I'd never have the patience.", " Same plan for me next week.", " Any good?", " Was anyone else there?",
    " What's next on the list?", " I'm jealous.", " The weather was awful here though.", " I need to get out more.",
)  # fmt: skip


def _fresh(rng: random.Random, used: set[str], make) -> str:  # type: ignore[no-untyped-def]
    for _ in range(200):
        line = make()
        if line not in used:
            used.add(line)
            return line
    raise RuntimeError("dev19 small talk ran out of fresh lines")


def own_line(rng: random.Random, used: set[str]) -> str:
    """A line of the subject's small talk, not yet in ``used`` (then added to it)."""

    def make() -> str:
        opener = OPENERS[rng.randrange(len(OPENERS))]
        core = f"I {rng.choice(ACTIVITIES)} {rng.choice(WHEN)}{rng.choice(ENDINGS)}"
        return opener + core

    return _fresh(rng, used, make)


def friend_line(rng: random.Random, used: set[str]) -> str:
    """A friend's reply, not yet in ``used`` (then added to it)."""
    return _fresh(rng, used, lambda: rng.choice(REACTIONS) + rng.choice(FOLLOW_UPS))
