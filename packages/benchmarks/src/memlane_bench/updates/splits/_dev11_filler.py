"""Small talk for the ``dev11`` far-apart scenarios.

Lines are built from templates (weather, sky, puzzles, films, books, plants, tidying, trivia)
and stay clear of what the scenarios ask about: no homes, jobs, phones, money, health, animals,
vehicles, gyms, schools or music-making. ``pick_filler`` never returns the same line twice; if
more lines are asked for than the templates give, it makes further distinct ones.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import product

_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)  # fmt: skip

_SKY = (
    "full moon", "meteor shower", "sunset over the rooftops", "lightning out over the hills",
    "fog rolling in after ten", "double rainbow", "huge orange moonrise",
)  # fmt: skip
_SKY_REACTION = (
    "Unreal.", "I only saw the tail end of it.", "Honestly gorgeous.",
    "Missed most of it, typical.", "Worth staying up for.",
)  # fmt: skip
_CLUE_COUNT = ("three", "four", "five", "six")
_CLUE_TOPIC = (
    "rivers", "operas", "chess openings", "Greek letters", "old coins", "sailing knots",
    "constellations", "minerals",
)  # fmt: skip
_WEATHER = (
    "drizzle all afternoon", "gusts up to sixty", "a proper frost", "sunshine until four",
    "thunder after dark", "thick fog first thing", "sleet by the evening", "a mild spell",
)  # fmt: skip
_PIECES = ("500", "750", "1000", "1500", "2000")
_SCENE = (
    "a lighthouse at dusk", "a harbour full of sailing boats", "a hot-air balloon festival",
    "an old sea chart", "a snowy village square", "a field of tulips",
)  # fmt: skip
_FILM = (
    "that old heist film with the twins", "the black-and-white submarine one",
    "the one about the lighthouse keeper", "that documentary about glaciers",
    "a silent comedy with a live score", "the courtroom drama set in a snowstorm",
)  # fmt: skip
_FILM_VERDICT = (
    "it still holds up.", "the ending is weaker than I remembered.", "I dozed off halfway through.",
    "the soundtrack is the best part.", "I'd forgotten how funny it is.",
)  # fmt: skip
_PLANT = (
    "fern", "cactus", "orchid", "spider plant", "geranium", "peace lily", "jade plant", "aloe",
)  # fmt: skip
_PLANT_STATE = (
    "finally flowered", "is sulking again", "has a new shoot", "keeps leaning towards the glass",
    "needs a bigger pot",
)  # fmt: skip
_FACT = (
    "the dot over a lowercase i is called a tittle.",
    "strengths is one of the longest one-syllable words in English.",
    "a jiffy is an actual unit of time.",
    "the hash symbol is properly called an octothorpe.",
    "some sand dunes hum when the wind is right.",
    "lightning is hotter than the surface of the sun.",
    "glass is made mostly from sand.",
    "the first crossword puzzle was printed in 1913.",
    "a big cumulus cloud can weigh hundreds of tonnes.",
    "snowflakes nearly always have six sides.",
    "the word quarantine comes from the word for forty.",
    "some old tower clocks only ever had an hour hand.",
    "you can't fold a sheet of paper in half more than about seven times by hand.",
    "rainbows are really full circles.",
    "a leap second gets added now and then to keep clocks honest.",
    "the ampersand used to be recited as part of the alphabet.",
    "hot water can sometimes freeze faster than cold.",
    "bubble wrap was first sold as wallpaper.",
    "the smell after rain has a name, petrichor.",
    "the little hook on a printed g is called the ear.",
)
_GAMES_N = ("two", "three", "four", "five")
_GAME = ("chess", "backgammon", "dominoes", "cribbage", "draughts", "rummy")
_GAME_AFTER = (
    "which is a new personal low.", "and I'm demanding a rematch.",
    "so I'm retiring from competition.", "but the company was good.",
)  # fmt: skip
_PODCAST = (
    "the history of maps", "lighthouses", "medieval bridges", "typefaces", "glaciers",
    "clock-making", "shipwrecks", "the invention of the postcard",
)  # fmt: skip
_PODCAST_VERDICT = (
    "oddly gripping", "far too long", "surprisingly funny", "a bit dry", "worth a listen",
)  # fmt: skip
_TIDY_PLACE = ("junk drawer", "coat cupboard", "shed", "space under the sofa", "box in the loft")
_TIDY_FIND = (
    "three odd gloves", "a calendar from 2009", "a broken compass", "a stack of old postcards",
    "a single domino", "a roll of film nobody ever developed",
)  # fmt: skip
_CRAFT = (
    "the scarf I started", "the patchwork cushion cover", "the model lighthouse kit",
    "the cross-stitch sampler", "the paper lantern set", "the wooden bookshelf kit",
)  # fmt: skip
_LATE = ("two", "three", "four", "five")
_GENRE = ("mystery", "fantasy", "historical", "science-fiction", "comic")
_PLOT = (
    "a stolen map", "a drowned village", "a clockmaker's apprentice",
    "a lighthouse on a tidal island", "two rival cartographers", "a failed polar expedition",
)  # fmt: skip
_BOOK_VERDICT = ("recommended.", "the twist was obvious.", "couldn't put it down.", "not my thing.")
_NOW = (
    "blowing a gale", "absolutely bucketing down", "weirdly warm", "grey and still",
    "bright but freezing", "muggy", "hailing sideways", "foggy",
)  # fmt: skip
_FIXED = ("wobbly shelf", "squeaky door", "dripping tap", "loose cupboard handle", "sticky window")
_EFFORT = ("two attempts", "three attempts", "an entire Saturday")


def _all_lines() -> list[str]:
    lines: list[str] = []
    lines += [f"Did you catch the {a} last night? {b}" for a, b in product(_SKY, _SKY_REACTION)]
    lines += [
        f"Today's crossword had {a} clues about {b}, which felt a bit unfair."
        for a, b in product(_CLUE_COUNT, _CLUE_TOPIC)
    ]
    lines += [f"The forecast for {a} says {b}." for a, b in product(_DAYS, _WEATHER)]
    lines += [
        f"Started a {a}-piece jigsaw of {b}; the sky section is a nightmare."
        for a, b in product(_PIECES, _SCENE)
    ]
    lines += [f"Rewatched {a} last night and {b}" for a, b in product(_FILM, _FILM_VERDICT)]
    lines += [f"The {a} on the windowsill {b}." for a, b in product(_PLANT, _PLANT_STATE)]
    lines += [f"Random fact I learned today: {a}" for a in _FACT]
    lines += [
        f"Lost {a} games of {b} in a row last night, {c}"
        for a, b, c in product(_GAMES_N, _GAME, _GAME_AFTER)
    ]
    lines += [f"Can't believe it's nearly {a} already." for a in _MONTHS]
    lines += [
        f"That podcast episode about {a} was {b}." for a, b in product(_PODCAST, _PODCAST_VERDICT)
    ]
    lines += [f"Tidied the {a} and found {b}." for a, b in product(_TIDY_PLACE, _TIDY_FIND)]
    lines += [
        f"Finished {a}, only {b} months later than planned." for a, b in product(_CRAFT, _LATE)
    ]
    lines += [
        f"Just finished a {a} novel about {b}; {c}"
        for a, b, c in product(_GENRE, _PLOT, _BOOK_VERDICT)
    ]
    lines += [f"It's {a} out there right now." for a in _NOW]
    lines += [f"Finally fixed the {a}, only took {b}." for a, b in product(_FIXED, _EFFORT)]
    return list(dict.fromkeys(lines))


LINES: tuple[str, ...] = tuple(_all_lines())


def pick_filler(rng: random.Random, n: int, avoid: Iterable[str] = ()) -> list[str]:
    """``n`` distinct filler lines (none of them in ``avoid``), in an order set by ``rng``."""
    banned = set(avoid)
    pool = [line for line in LINES if line not in banned]
    rng.shuffle(pool)
    picked = pool[:n]
    k = 1
    while len(picked) < n:  # more asked for than the templates give: distinct numbered asides
        line = f"Unrelated aside number {k}: {rng.choice(LINES)}"
        k += 1
        if line not in banned and line not in picked:
            picked.append(line)
    return picked
