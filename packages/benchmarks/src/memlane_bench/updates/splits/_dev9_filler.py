"""dev9 small talk: neutral filler the seed scatters around the hand-written lines.

Nothing here names a person, an employer, a home, a vehicle, a pet, a diet, a club, an
instrument or a routine, so a filler line never answers (or contradicts) a scored question.
Shows, books and brands are made up. The pools are built once, in a fixed order; the seed only
decides which lines are used, how many, and who says them (``_dev9_build``).
"""

from __future__ import annotations

from functools import cache
from itertools import product

_PLAIN = (
    "ha, fair enough",
    "lol ok",
    "Right, I'll let you know.",
    "Anyway, enough of that.",
    "Sorry, got distracted, where were we?",
    "Thanks for listening to me ramble.",
    "brb, someone at the door",
    "ok back",
    "That's a good point actually.",
    "Hmm, not sure about that one.",
    "Morning!",
    "Evening all.",
    "Long day. Very long day.",
    "Did the clocks go forward already? I never know.",
    "The bin lorry came at six again, I swear they do it on purpose.",
    "Why is there always one sock missing.",
    "Tell me something cheerful.",
    "Honestly the news is too much today.",
    "Found a tenner in an old coat pocket, best feeling.",
    "The parcel says 'delivered' but it is not here.",
    "Parcel turned up, it was behind the recycling.",
    "Pretty sure the spider in the bathroom is paying rent at this point.",
    "Ordered a lamp online and it's the size of a thimble.",
    "Tried to fix the wobbly table with a folded beer mat. Success.",
    "Is it just me or are envelopes more expensive every month.",
    "The neighbours are drilling again. Sunday morning. Drilling.",
    "I need a holiday from my holiday admin.",
    "Quick question, how many teaspoons in a tablespoon?",
    "Three, got it, thanks.",
    "My phone autocorrected 'see you soon' to 'see you spoon'.",
    "Someone left a whole piano on the pavement down the road.",
    "Power cut for twenty minutes, very dramatic candles.",
    "Just remembered I left the washing in the machine since yesterday.",
    "Big thunderstorm last night, didn't hear a thing apparently.",
    "The library book is three weeks overdue, I'm a criminal.",
    "Can you recommend a podcast for ironing?",
    "ok that one was good, thx",
    "Spent an hour choosing a birthday card. An hour.",
    "Why do printers know when you're in a hurry.",
    "Bought a plant. Named it. Am I okay?",
)

_SHOWS = ("The Glass Orchard", "Harbour Lights", "Quiet Tenants", "Salt and Iron", "The Lantern Men",
          "Far Shore", "Northbound", "The Ninth Kettle", "Paper Kings", "Low Tide", "Copper Sky",
          "Little Archive")  # fmt: skip
_REACTIONS = ("what an ending", "I did not see that coming", "bit slow this week tbh",
              "the music was gorgeous", "I shouted at the telly", "no spoilers please",
              "that cliffhanger though", "best episode so far")  # fmt: skip
_WEATHER = ("pouring", "freezing", "weirdly warm", "so windy", "grey and drizzly", "foggy",
            "sunny for once", "hailing", "muggy", "bright but cold")  # fmt: skip
_WHEN = ("again today", "this morning", "all afternoon", "tonight", "since Tuesday", "out there")
_TAILS = ("typical", "not complaining", "umbrella's inside out", "washing's not drying",
          "the windows are steaming up", "perfect for staying in")  # fmt: skip
_BOOKS = ("The Salt Road", "A Year of Small Rooms", "Winter at Hollins End", "The Cartographer's Dog",
          "Seven Bridges Down", "The Brass Orchestra", "Night Ferry", "The Quiet Census",
          "Lemon Moon", "Paper Lanterns", "The Long Thaw", "Under Glass")  # fmt: skip
_VERDICTS = ("Loved it.", "Meh, the middle dragged.", "Couldn't put it down.",
             "Ending was a bit rushed.", "Would recommend.", "Not my thing, but well written.",
             "Made me cry on the bus.", "Weirdly funny.")  # fmt: skip
_THINGS = ("kettle", "fridge", "radiator", "washing machine", "printer", "smoke alarm",
           "doorbell", "extractor fan", "toaster", "hoover")  # fmt: skip
_NOISES = ("that clicking noise again", "a sort of whistle", "a grinding sound",
           "a beep every forty seconds")  # fmt: skip
_ITEMS = ("batteries", "bin bags", "light bulbs", "stamps", "an umbrella", "washing-up liquid",
          "envelopes", "string", "sellotape", "a birthday card", "fuse wire", "tea towels")  # fmt: skip
_PUZZLES = ("crossword", "sudoku", "word search", "jigsaw")
_GOT = ("half of it", "three clues", "nowhere", "all but one", "the corners", "most of it")

_ASSIST_PLAIN = (
    "Happy to help.",
    "Noted.",
    "Sure, anything else?",
    "Done.",
    "I've added that to your notes.",
    "Of course. Let me know if you need anything else.",
    "Three teaspoons make one tablespoon.",
    "It should be dry tomorrow afternoon, with showers in the evening.",
    "I couldn't find that file, could you send it again?",
    "Understood.",
    "That sounds like a long day. Anything I can take off your plate?",
    "Sorry, I didn't catch that. Could you rephrase?",
    "Reminder cleared.",
    "Good morning! Nothing urgent on today's list.",
    "No problem at all.",
)
_ASSIST_ITEMS = ("buy " + item for item in _ITEMS)


@cache
def chat_lines() -> tuple[str, ...]:
    """Human small talk, several hundred distinct lines (enough for a far-apart gap)."""
    lines = list(_PLAIN)
    lines += [f"Did anyone else watch {s} last night? {r}" for s, r in product(_SHOWS, _REACTIONS)]
    lines += [f"It's {w} {n}, {t}." for w, n, t in product(_WEATHER, _WHEN, _TAILS)]
    lines += [f"Just finished {b}. {v}" for b, v in product(_BOOKS, _VERDICTS)]
    lines += [f"The {t} is making {n}." for t, n in product(_THINGS, _NOISES)]
    lines += [f"Note to self: buy {i}." for i in _ITEMS]
    lines += [f"Did the {p} this morning, got {g}." for p, g in product(_PUZZLES, _GOT)]
    return tuple(lines)


@cache
def assistant_lines() -> tuple[str, ...]:
    """What an assistant says in passing (only given to speakers named "<name>'s assistant")."""
    lines = list(_ASSIST_PLAIN)
    lines += [f"Reminder added: {item}." for item in _ASSIST_ITEMS]
    lines += [f"The forecast says {w} {n}." for w, n in product(_WEATHER, _WHEN[:4])]
    return tuple(lines)
