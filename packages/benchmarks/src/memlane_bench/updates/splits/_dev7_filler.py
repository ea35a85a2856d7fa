"""Small talk for dev7: turns that state nothing about the scored relation.

Lines are built from topic templates with slots, so a long gap (hundreds of turns) can be
filled without repeating a line. Each topic can be excluded for the families it could touch
(no food chat around a diet fact, no commute moans around a commute fact, ...).
"""

from __future__ import annotations

import random

SLOTS: dict[str, tuple[str, ...]] = {
    "show": (
        "that Danish crime thing",
        "the baking one",
        "Slow Horses",
        "a documentary about octopuses",
        "the new season of the hospital drama",
        "some Korean thriller",
        "Bluey with the kids",
        "a really bad heist film",
        "the snooker",
        "that series about the lighthouse keepers",
    ),
    "verdict": (
        "honestly not bad",
        "total waste of two hours",
        "I cried, no shame",
        "the ending made no sense",
        "weirdly addictive",
        "fell asleep halfway",
        "better than the reviews said",
    ),
    "weather": (
        "sideways rain all morning",
        "about thirty-four degrees and no breeze",
        "fog so thick I couldn't see the end of the road",
        "hail, in what is supposed to be summer",
        "the first properly sunny day in weeks",
        "wind that nearly took the bins away",
        "frost on the inside of the windows",
        "a thunderstorm at 3am",
    ),
    "errand": (
        "returning a parcel",
        "queueing at the post office",
        "getting a key cut",
        "picking up a prescription for next door",
        "renewing the TV licence",
        "finding a birthday card that isn't awful",
        "sorting out the recycling",
        "waiting in for a delivery that never came",
    ),
    "dish": (
        "a lentil dal",
        "shakshuka",
        "a very sad risotto",
        "banana bread",
        "jollof that was honestly a bit burnt",
        "pierogi from scratch",
        "a tray bake with whatever was in the fridge",
        "kimchi pancakes",
    ),
    "thing": (
        "the kettle",
        "the washing machine",
        "the printer",
        "the boiler",
        "the smoke alarm",
        "the toaster",
        "the car park barrier at the shops",
        "the hoover",
    ),
    "news": (
        "the council resurfacing the same road for the third time",
        "the price of butter",
        "a swan stopping traffic on the high street",
        "the bridge closure",
        "the new roundabout",
        "the heatwave warning",
        "a burst water main outside the chemist",
        "the local election leaflets",
    ),
    "kin": ("Mum", "my nan", "my uncle", "my aunt", "my dad", "my godmother"),
    "chore": (
        "defrosting the freezer",
        "clearing out the gutters",
        "ironing a mountain of shirts",
        "regrouting the bathroom",
        "sorting the sock drawer",
        "assembling a flat-pack wardrobe",
        "painting the fence",
    ),
    "game": (
        "the cricket",
        "the darts",
        "the tennis",
        "the Grand Prix",
        "the netball final",
        "the cup replay",
    ),
    "gadget": ("my laptop", "the tablet", "the smart speaker", "my old e-reader", "the telly"),
}

TOPICS: dict[str, tuple[str, ...]] = {
    "weather": (
        "We had {weather} here.",
        "{weather} today, unbelievable",
        "honestly the weather, {weather}.",
        "Forecast for tomorrow: {weather}. Great.",
        "woke up to {weather}",
    ),
    "tv": (
        "Watched {show} last night, {verdict}.",
        "started {show}, {verdict}",
        "Has anyone seen {show}? {verdict}.",
        "binged {show} at the weekend, {verdict}",
    ),
    "food": (
        "Made {dish} for tea, {verdict}.",
        "tried {dish} tonight",
        "the kids refused to eat {dish}, typical",
        "Attempted {dish} from a YouTube video. {verdict}.",
    ),
    "errands": (
        "Spent half of Saturday {errand}.",
        "lost an hour {errand} today",
        "{errand} took forever this morning",
        "Reminder to self: {errand} tomorrow.",
    ),
    "news": (
        "Did you see the thing about {news}?",
        "everyone's talking about {news}",
        "Local Facebook group is raging about {news}.",
        "{news}, you couldn't make it up",
    ),
    "home": (
        "{thing} has packed in again.",
        "think {thing} is on its last legs",
        "Spent the evening {chore}.",
        "finally got round to {chore}",
        "{thing} is making a noise like a dying goose",
    ),
    "kin": (
        "{kin} rang for an hour about nothing in particular.",
        "{kin} sent me forty photos of a sunset",
        "{kin} has discovered voice notes, help",
        "Had lunch with {kin}, it was nice actually.",
    ),
    "sport": (
        "Did you catch {game}? Madness.",
        "fell asleep during {game}",
        "{game} went to the wire last night",
    ),
    "tech": (
        "{gadget} wants to install an update every five minutes.",
        "{gadget} froze again mid-film",
        "factory reset {gadget}, fingers crossed",
    ),
    "misc": (
        "anyway how are you doing?",
        "Ha, fair enough.",
        "ok that's hilarious",
        "Sorry, been a mad week.",
        "Right, I need more tea.",
        "brb the doorbell",
        "no worries at all",
        "Cheers for that, appreciated.",
        "sounds good to me",
        "Lol yes exactly",
        "I'll believe it when I see it.",
        "good shout",
    ),
}

# Families whose facts a topic could brush against: the topic is left out around them.
EXCLUDE: dict[str, frozenset[str]] = {
    "health": frozenset({"food"}),
    "favourite": frozenset({"food", "tv"}),
    "hobby": frozenset({"tv"}),
    "membership": frozenset({"sport"}),
    "contact": frozenset({"tech"}),
    "provider": frozenset({"tech"}),
    "housing": frozenset({"home"}),
    "residence": frozenset({"home"}),
    "relationship": frozenset({"kin"}),
    "childcare": frozenset({"kin"}),
    "routine": frozenset({"errands"}),
}

_LEADS = (
    "",
    "",
    "",
    "Oh and ",
    "Random but ",
    "btw ",
    "Anyway, ",
    "Not to change the subject but ",
    "Also ",
)
_TAILS = ("", "", "", " lol", " Anyway.", " Classic.", " 🙃", " Such is life.")


def _render(template: str, rng: random.Random) -> str:
    out = template
    for key, values in SLOTS.items():
        token = "{" + key + "}"
        while token in out:
            out = out.replace(token, rng.choice(values), 1)
    return out


def _decorate(text: str, rng: random.Random) -> str:
    lead, tail = rng.choice(_LEADS), rng.choice(_TAILS)
    if lead and text[:1].isupper() and not text.startswith(("I ", "I'", "Mum")):
        text = text[0].lower() + text[1:]
    if tail[1:2].isupper() and text[-1:] not in ".!?":
        text += "."
    out = f"{lead}{text}{tail}"
    return out[0].upper() + out[1:] if out[:1].islower() and rng.random() < 0.5 else out


def filler_lines(
    n: int, family: str, rng: random.Random, seen: set[str] | None = None
) -> list[str]:
    """``n`` small-talk lines that steer clear of ``family``, none of them already in ``seen``."""
    topics = [k for k in TOPICS if k not in EXCLUDE.get(family, frozenset())]
    seen = set() if seen is None else seen
    out: list[str] = []
    attempts = 0
    while len(out) < n:
        attempts += 1
        topic = rng.choice(topics)
        text = _render(rng.choice(TOPICS[topic]), rng)
        text = text if topic == "misc" else _decorate(text, rng)
        if text.casefold() in seen and attempts < n * 50:
            continue
        seen.add(text.casefold())
        out.append(text)
    return out
