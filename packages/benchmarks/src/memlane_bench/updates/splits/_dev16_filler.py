"""Seeded small talk for dev16: the everyday requests a person makes of an assistant between
the turns that matter (sums, conversions, timers, reminders for chores, spellings, word
meanings, the weather, odd facts, calendar look-ups, household tips).

None of it states anything about the person: no home, work, family, pets, vehicles, phones,
money, health, food likes, music, sport, clubs or travel, so no line competes with a scored
statement. ``small_talk(rng, n, avoid)`` returns ``n`` (user line, assistant line) pairs, none of
whose lines is in ``avoid`` and none repeated among themselves.
"""

from __future__ import annotations

import random
from datetime import date

_TASKS = (
    "put the bins out", "water the tomatoes", "defrost the freezer", "descale the kettle",
    "post the birthday card", "change the smoke alarm battery", "bring the washing in",
    "sweep the patio", "take the recycling out", "clean the oven", "repot the basil",
    "vacuum the stairs", "fix the wobbly shelf", "wrap the present", "polish my shoes",
    "refill the bird feeder", "wash the windows", "empty the dehumidifier", "sort the sock drawer",
    "move the washing to the dryer", "oil the squeaky hinge", "wipe down the fridge",
    "send the thank-you notes", "cut back the ivy", "clear out the gutters",
)  # fmt: skip
_WHEN = (
    "at six tonight", "tomorrow morning", "on Saturday", "at half past seven", "after lunch",
    "on Sunday evening", "in an hour", "at noon tomorrow", "first thing on Monday", "at eight",
)  # fmt: skip
_SPELL = (
    "necessary", "accommodate", "rhythm", "separate", "definitely", "embarrass", "occurrence",
    "millennium", "questionnaire", "conscientious", "liaison", "bureaucracy", "mischievous",
    "privilege", "silhouette", "fluorescent", "guarantee", "manoeuvre", "onomatopoeia",
    "parallel", "queue", "threshold", "acquaintance", "conscience", "exaggerate", "hierarchy",
    "miniature", "noticeable", "perseverance", "rhubarb",
)  # fmt: skip
_MEANING = (
    ("petrichor", "The earthy smell in the air when rain falls on dry ground."),
    ("defenestration", "Throwing someone or something out of a window."),
    ("crepuscular", "Active or appearing at twilight."),
    ("apricity", "The warmth of the sun on a cold winter day."),
    ("gloaming", "An old word for dusk."),
    ("kerfuffle", "A commotion or fuss, usually over something small."),
    ("discombobulated", "Confused and disconcerted."),
    ("brouhaha", "A noisy, overexcited reaction to something."),
    ("susurrus", "A soft whispering or rustling sound."),
    ("ephemeral", "Lasting only a very short time."),
    ("quixotic", "Idealistic in an impractical way."),
    ("halcyon", "Calm and happy, often said of days gone by."),
    ("lackadaisical", "Lacking enthusiasm and effort."),
    ("mellifluous", "Sweet and smooth to listen to."),
    ("sesquipedalian", "Given to using very long words."),
    ("widdershins", "Anticlockwise, or against the direction of the sun."),
    ("collywobbles", "Nervousness, or a queasy stomach."),
    ("gubbins", "Assorted bits and pieces, or gadgets."),
    ("zugzwang", "In chess, being forced to move when any move makes things worse."),
    ("sonder", "The sudden sense that every passer-by has a life as full as yours."),
    ("hygge", "A Danish idea of cosy, contented comfort."),
    ("flibbertigibbet", "A frivolous, flighty person."),
)  # fmt: skip
_WEATHER = (
    ("It's absolutely chucking it down out there.", "Sounds grim. Stay dry if you can."),
    ("The fog this morning was so thick I couldn't see the end of the road.", "Take it slowly out there."),
    ("Finally, a bit of sunshine!", "Make the most of it."),
    ("The wind nearly took the fence panel off last night.", "That sounds alarming. Is it still standing?"),
    ("It's properly frosty, the windscreens are white all down the street.", "A morning for gloves, then."),
    ("There's a rainbow over the rooftops right now.", "Lovely. A double one, by any chance?"),
    ("It's muggy and close today, I think there's a storm coming.", "The forecast does mention thunder later."),
    ("It snowed overnight, just a dusting.", "Pretty, as long as it doesn't settle on the paths."),
    ("Is it going to rain this afternoon?", "There's a fair chance of showers after three."),
    ("What's the temperature likely to be tomorrow?", "Around twelve degrees, with some cloud."),
    ("The hail just now was the size of peas.", "Hopefully nothing got dented."),
    ("It's far too hot to sleep tonight.", "A damp flannel on the wrists can help."),
    ("The clocks go back this weekend, don't they?", "They do, early on Sunday morning."),
    ("Sunset's so early now.", "The shortest day isn't far off, then it turns."),
    ("The sky's gone a strange yellow colour.", "That can happen with dust high up in the air."),
    ("Is it worth hanging washing out today?", "Probably, the rain isn't due until the evening."),
    ("That was the loudest thunder I've ever heard.", "It sounded close. Stay away from the windows for a bit."),
    ("The puddle outside the gate is basically a pond now.", "Wellies weather, then."),
    ("There's a heat warning for the weekend.", "Keep the curtains shut in the day and drink plenty."),
    ("The cherry blossom is out along the road.", "It never lasts long, so enjoy it."),
    ("How windy is it meant to get tonight?", "Gusts of around forty miles an hour are forecast."),
    ("It was minus four when I got up.", "Brr. Mind the ice on the steps."),
)  # fmt: skip
_FACTS = (
    ("octopuses", "They have three hearts and blue blood."),
    ("honeybees", "A single bee makes about a twelfth of a teaspoon of honey in its life."),
    ("tardigrades", "They can survive being dried out for years and even the vacuum of space."),
    ("owls", "Most can turn their heads about 270 degrees."),
    ("blue whales", "Their hearts are roughly the size of a small car."),
    ("hummingbirds", "They're the only birds that can fly backwards."),
    ("the moon", "It's drifting away from Earth by about four centimetres a year."),
    ("Saturn", "It's less dense than water, so it would float in a big enough bath."),
    ("lightning", "A bolt is several times hotter than the surface of the sun."),
    ("bamboo", "Some kinds can grow almost a metre in a single day."),
    ("Venus", "A day there is longer than its year."),
    ("ants", "Some colonies farm fungus in underground gardens."),
    ("glaciers", "They hold about two thirds of the world's fresh water."),
    ("sea otters", "They hold hands while they sleep so they don't drift apart."),
    ("volcanoes", "There are more of them under the sea than on land."),
    ("crows", "They can recognise individual human faces and remember them for years."),
    ("jellyfish", "They've been around for more than 500 million years."),
    ("sunflowers", "Young ones turn to follow the sun across the sky."),
    ("starfish", "They can regrow a lost arm."),
    ("penguins", "Emperor penguins can dive deeper than 500 metres."),
)  # fmt: skip
_TIPS = (
    ("How do I get candle wax off a tablecloth?", "Freeze it, scrape it off, then iron through brown paper."),
    ("What's the best way to clean a burnt pan?", "Simmer water with a spoonful of bicarbonate of soda, then scrub."),
    ("How do I stop a door from squeaking?", "A drop of oil or a rub of petroleum jelly on the hinge pin."),
    ("How can I get rid of a sticker residue?", "A little cooking oil, left for a few minutes, then wipe."),
    ("How often should I wash bath towels?", "Every three or four uses is a good rule."),
    ("What gets biro out of a shirt?", "Dab it with rubbing alcohol before washing."),
    ("How do I unblock a slow sink?", "Bicarbonate of soda, then vinegar, then boiling water after ten minutes."),
    ("Is it safe to mix bleach and vinegar?", "No, never. It releases chlorine gas."),
    ("How do I keep cut flowers fresh longer?", "Trim the stems at an angle and change the water every two days."),
    ("What's the trick for folding a fitted sheet?", "Tuck the corners into each other, then fold it as a rectangle."),
    ("How do I get a stuck ring off my finger?", "Cold water, hand held up, and a little soap or washing-up liquid."),
    ("How can I stop the windows steaming up?", "Open them for ten minutes each morning and wipe the sills."),
    ("What's the best way to hang a heavy mirror?", "Two fixings into a stud or with wall plugs rated for the weight."),
    ("How do I remove limescale from a tap?", "Wrap it in a cloth soaked in vinegar for an hour."),
    ("How do I revive a wilting houseplant?", "Water it from below and keep it out of direct sun for a day or two."),
)  # fmt: skip
_SYNONYMS = (
    ("happy", "cheerful"), ("big", "substantial"), ("tired", "weary"), ("quick", "brisk"),
    ("important", "crucial"), ("angry", "irate"), ("funny", "droll"), ("strange", "peculiar"),
    ("clever", "astute"), ("messy", "chaotic"), ("beautiful", "striking"), ("boring", "tedious"),
    ("brave", "intrepid"), ("calm", "serene"), ("difficult", "arduous"), ("quiet", "hushed"),
    ("small", "diminutive"), ("old", "venerable"), ("busy", "hectic"), ("careful", "meticulous"),
    ("loud", "raucous"), ("kind", "considerate"), ("honest", "candid"), ("shy", "retiring"),
    ("lucky", "fortunate"), ("sad", "downcast"), ("rude", "impolite"), ("cold", "frosty"),
)  # fmt: skip
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")  # fmt: skip
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _sums(rng: random.Random) -> tuple[str, str]:
    a, b = rng.randint(12, 99), rng.randint(3, 29)
    style = rng.randrange(3)
    if style == 0:
        return f"What's {a} times {b}?", f"That comes to {a * b}."
    if style == 1:
        return f"Quick one: {a * b} divided by {b}?", f"Exactly {a}."
    pct = rng.choice((5, 10, 15, 20, 25, 12.5))
    whole = a * 8
    return f"What's {pct:g} per cent of {whole}?", f"It's {whole * pct / 100:g}."


def _conversion(rng: random.Random) -> tuple[str, str]:
    style = rng.randrange(4)
    if style == 0:
        f = rng.choice(range(300, 460, 10))
        return (
            f"What's {f} Fahrenheit in Celsius?",
            f"About {round((f - 32) * 5 / 9)} degrees Celsius.",
        )
    if style == 1:
        g = rng.choice(range(50, 1000, 25))
        return f"How many ounces is {g} grams?", f"Roughly {g / 28.35:.1f} ounces."
    if style == 2:
        inches = rng.randint(2, 80)
        return (
            f"Convert {inches} inches to centimetres, please.",
            f"{inches} inches is {inches * 2.54:.1f} centimetres.",
        )
    pints = rng.randint(2, 12)
    return (
        f"How many litres are in {pints} pints?",
        f"{pints} pints is about {pints * 0.568:.2f} litres.",
    )


def _timer(rng: random.Random) -> tuple[str, str]:
    n = rng.randint(2, 45)
    return rng.choice((
        (f"Set a timer for {n} minutes, please.", f"Timer running: {n} minutes."),
        (f"Can you time {n} minutes for me?", f"Okay, {n} minutes starting now."),
    ))  # fmt: skip


def _reminder(rng: random.Random) -> tuple[str, str]:
    task, when = rng.choice(_TASKS), rng.choice(_WHEN)
    return f"Remind me to {task} {when}.", f"Reminder set: {task}, {when}."


def _spelling(rng: random.Random) -> tuple[str, str]:
    word = rng.choice(_SPELL)
    return f"How do you spell {word}?", "-".join(word.upper()) + "."


def _meaning(rng: random.Random) -> tuple[str, str]:
    word, gloss = rng.choice(_MEANING)
    return f"What does '{word}' mean?", gloss


def _weather(rng: random.Random) -> tuple[str, str]:
    return rng.choice(_WEATHER)


def _fact(rng: random.Random) -> tuple[str, str]:
    thing, fact = rng.choice(_FACTS)
    return f"Tell me something interesting about {thing}.", fact


def _weekday(rng: random.Random) -> tuple[str, str]:
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    name = _WEEKDAYS[date(2024, month, day).weekday()]
    return (
        f"What day of the week is {day} {_MONTHS[month - 1]}?",
        f"{day} {_MONTHS[month - 1]} is a {name}.",
    )


def _tip(rng: random.Random) -> tuple[str, str]:
    return rng.choice(_TIPS)


def _synonym(rng: random.Random) -> tuple[str, str]:
    word, other = rng.choice(_SYNONYMS)
    return f"Give me another word for '{word}'.", f"How about '{other}'?"


_KINDS = (
    _sums,
    _conversion,
    _timer,
    _reminder,
    _spelling,
    _meaning,
    _weather,
    _fact,
    _weekday,
    _tip,
    _synonym,
)


def small_talk(rng: random.Random, n: int, avoid: set[str]) -> list[tuple[str, str]]:
    """``n`` small-talk pairs, a kind picked at random for each, skipping any line already used."""
    used = set(avoid)
    out: list[tuple[str, str]] = []
    tries = 0
    while len(out) < n:
        tries += 1
        if tries > 200 * (n + 10):
            raise RuntimeError("small talk ran out of unused lines")
        said, reply = rng.choice(_KINDS)(rng)
        if said in used or reply in used:
            continue
        used |= {said, reply}
        out.append((said, reply))
    return out
