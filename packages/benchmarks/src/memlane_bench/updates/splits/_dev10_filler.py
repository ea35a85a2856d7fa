"""dev10 small talk: neutral lines the seed draws from (weather, errands, reactions).

Deliberately free of the split's families (no work, homes, vehicles, pets, food or drink, health,
money, music, sport, schooling, travel to work, phones or hair), so that filler never answers
or contradicts a question. ``style`` renders a line in the register of its scenario.
"""

from __future__ import annotations

import random
import re

LINES = (
    "Lovely and bright out there today.",
    "It has not stopped raining since Tuesday.",
    "Did you catch the sunset last night? Unreal colours.",
    "The wind's picked up again, the bins are all over the street.",
    "How's your week going?",
    "Not much happening here, honestly.",
    "The clocks change soon, don't they?",
    "I finally finished that crossword.",
    "The storm took half the fence panels on our road.",
    "My umbrella turned inside out again.",
    "The library's having a book sale on Saturday.",
    "Found a tenner in an old coat pocket, best day of the month.",
    "The fog was so thick this morning you couldn't see the end of the road.",
    "There's a heron standing by the pond again.",
    "Can't believe it's nearly the weekend already.",
    "Right, I'd better get on.",
    "Speak soon!",
    "We had a power cut for an hour last night.",
    "The leaves are turning already.",
    "Saw a double rainbow earlier.",
    "Is it just me or is it freezing for this time of year?",
    "Got caught in a hailstorm, of all things.",
    "I keep losing my keys, it's getting silly.",
    "Someone was setting off fireworks till midnight.",
    "I've started a thousand-piece jigsaw, what was I thinking.",
    "Hope you're keeping well.",
    "Any plans for the weekend?",
    "Just having a bit of a tidy-up.",
    "The moon was enormous last night.",
    "Someone keeps feeding the pigeons outside the flats.",
    "The post came really early today.",
    "My houseplants are somehow still alive.",
    "Stuck indoors today, the weather's foul.",
    "The market was heaving this morning.",
    "There's a new mural going up on the corner, it looks great.",
    "The roadworks outside are driving everyone mad.",
    "I need to sort out my wardrobe, it's chaos.",
    "My neighbour's been hoovering at seven in the morning.",
    "The days are getting longer, finally.",
    "Heard thunder earlier but nothing came of it.",
    "I spent an hour looking for a receipt that was in my pocket.",
    "The snowdrops are out in the park.",
    "I've been meaning to clear out the loft for ages.",
    "Has it been windy where you are?",
    "Oh I meant to say, happy belated birthday to your mum.",
    "I watched a documentary about octopuses, they're so clever.",
    "The power washer next door has been going all day.",
    "The sky's a strange orange colour tonight.",
    "I've lost a glove again, just the left one as usual.",
    "Somebody left a sofa on the pavement down the road.",
    "The frost on the windows this morning was beautiful.",
    "I must write some thank-you cards this week.",
    "There's a fox that sits on our wall every evening.",
    "The noise from the building site has finally stopped.",
    "I got the washing in just before the downpour.",
    "We've got a wasp nest under the eaves, apparently.",
    "I've got a pile of ironing the size of a mountain.",
    "Saw the hot air balloons drifting over this morning.",
    "The lamp post outside has been flickering all week.",
    "I spent the afternoon sorting old photographs.",
)

REACTIONS = (
    "Ha, fair enough.",
    "Oh no, really?",
    "That's brilliant.",
    "What a week.",
    "Sounds about right.",
    "Ha, typical.",
    "Good to hear.",
    "Not bad, not bad.",
    "Oh wow.",
    "True, true.",
    "Love that.",
    "Same here, honestly.",
    "Mad, isn't it.",
    "Fingers crossed.",
    "No way!",
)

STARTERS = ("", "", "", "Honestly, ", "Ha, ", "Oh, ", "Anyway, ", "So, ", "Also, ")

BOT_LINES = (
    "Noted.",
    "Got it.",
    "Sure thing.",
    "Anything else I can help with today?",
    "Happy to help whenever you need.",
    "Today looks mild with a few light showers.",
    "Okay, I'll keep that in mind.",
    "Understood.",
    "Here if you need me.",
    "Let me know if you want a summary later.",
)

FORMAL = (
    "I trust you are keeping well.",
    "One does hope the weather improves.",
    "Thank you for your kind note.",
    "I shall write again shortly.",
    "It has been an uneventful week here, I am glad to say.",
)


def _line(rng: random.Random, style: str) -> str:
    if style == "email":
        return rng.choice(LINES)
    if rng.random() < 0.25:
        return rng.choice(REACTIONS)
    text = rng.choice(LINES)
    starter = rng.choice(STARTERS)
    if not starter:
        return text
    keep = text.startswith(("I ", "I'"))
    return starter + (text if keep else text[0].lower() + text[1:])


def _render(text: str, rng: random.Random, style: str) -> str:
    if style == "voice":
        words = re.sub(r"\bi\b", "I", re.sub(r"[^\w' ]", "", text.lower()))
        return ("um " + words) if rng.random() < 0.35 else words
    if style == "text":
        out = text.lower().rstrip(".")
        return out + (" lol" if rng.random() < 0.2 else "")
    if style == "email":
        return f"Hi,\n\n{text}\n\nBest wishes"
    if style == "formal" and rng.random() < 0.4:
        return rng.choice(FORMAL)
    return text


def small_talk(
    rng: random.Random, used: set[str], *, bot: bool = False, style: str = "plain"
) -> str:
    """One filler line, avoiding repeats within a scenario while fresh lines remain."""
    for _ in range(200):
        text = rng.choice(BOT_LINES) if bot else _render(_line(rng, style), rng, style)
        if text not in used:
            break
    else:
        # a long far-apart stretch exhausts the bot's and the e-mail style's few lines: plain chat
        for _ in range(500):
            text = _render(_line(rng, "plain"), rng, "plain")
            if text not in used:
                break
    used.add(text)
    return text
