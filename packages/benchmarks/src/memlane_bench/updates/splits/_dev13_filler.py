"""Seeded small talk for the dev13 far-apart gaps.

Lines are assembled from templates and slot lists (weather, cooking, telly, puzzles, birds,
chores, walks, baking, board games), then put in the scenario's register (plain, lower-case
voice transcript, texting shorthand, chat). They name no one and say nothing about where anyone
lives or works, what they drive, eat or own, so they never answer a scenario's question. A
``SmallTalk`` keeps every line it has handed out (and the split's fixed lines), so no line repeats
anywhere in the split."""

from __future__ import annotations

import random
import re

WHEN = ["this morning", "last night", "earlier", "at lunchtime", "yesterday", "first thing", "this afternoon",
        "just now", "after tea", "before breakfast", "late last night", "around midday", "at the weekend", "this evening"]  # fmt: skip
DISH = ["lentil soup", "tomato pasta", "chickpea curry", "fried rice", "mushroom risotto", "bean chilli", "roast squash",
        "vegetable stir-fry", "potato wedges", "pea and mint soup", "spicy noodles", "carrot and ginger soup",
        "stuffed peppers", "aubergine stew", "garlic flatbreads", "sweetcorn fritters"]  # fmt: skip
MEAL = ["dinner", "lunch", "tea", "supper", "a late snack", "brunch"]
VERDICT = ["surprisingly good", "a bit too salty", "far too spicy", "lovely", "edible, just about", "better than last time",
           "moreish", "a total disaster", "not bad at all", "weirdly sweet"]  # fmt: skip
SKY_EVENT = ["the rain didn't stop", "hail came out of nowhere", "the fog hung about", "the wind rattled the windows",
             "the sky cleared up", "the rain hammered down", "drizzle lingered", "the sun finally came out",
             "thunder rumbled on and off", "frost whitened the lawn", "sleet came in sideways", "the heat was unbearable"]  # fmt: skip
SKY_COMMENT = ["typical", "so the washing's still wet", "which suited me fine", "no complaints", "honestly, what a year",
               "so I stayed in", "so the garden's happy", "and the umbrella gave up", "so much for the forecast"]  # fmt: skip
GENRE = ["detective", "baking", "nature", "courtroom", "space", "history", "sitcom", "quiz", "cooking", "spy"]
TV_COMMENT = ["no regrets", "the ending was daft", "one more and I'm done", "the music is the best bit",
              "I've guessed the twist already", "it's oddly calming", "far too many cliffhangers", "it's got me hooked"]  # fmt: skip
COUNT = ["two", "three", "four", "five", "six", "seven", "eight", "ten", "twelve"]
PLANT = ["basil", "chilli plant", "spider plant", "peace lily", "rosemary", "fern", "orchid", "cactus", "mint", "sunflower"]
PLANT_NEWS = ["has a new leaf at last", "finally flowered", "has two fat buds", "has a brown patch, no idea why",
              "has roots poking out the bottom", "has shot up", "needs a bigger pot", "has greenfly, ugh",
              "is sulking on the windowsill", "is leaning towards the light like mad"]  # fmt: skip
SPAN = ["an hour", "ages", "twenty minutes", "half the evening", "most of the morning", "forty minutes", "two hours"]
PUZZLE = ["crossword", "jigsaw", "sudoku", "word search", "logic puzzle", "cryptic clue", "thousand-piece jigsaw"]
PUZZLE_END = ["still got stuck", "finally cracked it", "gave up in a huff", "got all but one",
              "had to look up the answer", "felt like a genius"]  # fmt: skip
SPORT = ["tennis", "snooker", "rugby", "cricket", "cycling", "darts", "golf", "athletics", "boxing", "rowing"]
SPORT_COMMENT = ["nail-biting stuff", "dull as ditchwater", "I shouted at the telly", "what a finish",
                 "fell asleep halfway", "the commentators were hilarious", "robbed, absolutely robbed"]  # fmt: skip
BIRD = ["robin", "blackbird", "magpie", "wood pigeon", "blue tit", "crow", "wren", "starling", "heron", "seagull"]
BIRD_DID = ["was sitting", "was singing", "was squabbling", "was showing off", "was sulking", "was nesting"]
PERCH = ["fence", "washing line", "bird table", "chimney", "gutter", "hedge", "wheelie bin", "lamp post"]
CHORE = ["cleaned the oven", "sorted the sock drawer", "defrosted the freezer", "ironed everything", "washed the windows",
         "hoovered the stairs", "emptied the shed", "descaled the shower", "tidied the cupboard under the sink"]  # fmt: skip
STATE = ["shattered", "weirdly proud", "filthy", "ready for a nap", "in need of tea", "smug", "sore all over"]
KETTLE_DID = ["gave up", "started sparking", "sounds like a jet engine", "leaks now", "won't switch off"]
DRINK = ["tea", "coffee", "rooibos", "peppermint tea", "instant coffee"]
DRINK_HOW = ["from a saucepan", "made in the microwave", "lukewarm", "with a lot of patience", "out of a flask"]
LOST = ["a pound coin", "the good scissors", "a birthday card from years ago", "the remote", "a single glove",
        "my reading glasses", "a jigsaw piece", "a pen that actually works", "a lost teaspoon"]  # fmt: skip
FURNITURE = ["sofa", "radiator", "bookcase", "fridge", "wardrobe", "washing machine", "bed", "armchair"]
BOOK = ["novel", "memoir", "thick paperback", "short story collection", "library book", "graphic novel"]
TOPIC = ["lighthouses", "old maps", "volcanoes", "beekeeping", "shipwrecks", "the moon landings", "bridges",
         "medieval castles", "clouds", "ancient bread", "glaciers", "typewriters", "the deep sea"]  # fmt: skip
BOOK_COMMENT = ["can't put it down", "slow going", "beautifully written", "too many footnotes", "halfway through",
                "I keep nodding off", "a proper page-turner"]  # fmt: skip
COLOUR = ["bright pink", "deep orange", "all purple", "gold", "a bit grey", "properly fiery", "pale lilac"]
SUNSET_COMMENT = ["had to stop and stare", "photos don't do it justice", "gorgeous", "nice end to the day",
                  "the whole street was out looking"]  # fmt: skip
CHORE_ING = ["fold the washing", "peel potatoes", "water the plants", "sort the recycling", "wipe the skirting boards",
             "do the dishes", "iron shirts"]  # fmt: skip
KNIT = ["scarf", "blanket", "hat", "jumper sleeve", "tea cosy", "pair of mittens"]
KNIT_COMMENT = ["dropped a stitch, of course", "nearly there", "it's wonky but mine", "the wool's gorgeous",
                "slow and steady"]  # fmt: skip
NOISE = ["was drilling", "was mowing", "played the drums", "had a bonfire going", "was hammering", "had music blasting"]
NOISE_COMMENT = ["again", "for the third day running", "and kept it up for hours", "so much for a lie-in",
                 "which was a treat", "and the whole street heard"]  # fmt: skip
HOUR = ["seven", "eight sharp", "half six", "nine", "dawn", "ten at night"]
DISTANCE = ["five miles", "a couple of miles", "three miles", "further than planned", "for an hour", "eight kilometres"]
WALKWAY = ["river", "canal", "beach", "old railway path", "cliff path", "seafront", "reservoir", "towpath"]
WALK_COMMENT = ["legs are jelly now", "saw a heron", "lovely and quiet", "mud up to my knees", "blew the cobwebs away",
                "needed that"]  # fmt: skip
BAKE = ["a tray of oat biscuits", "a focaccia", "a batch of rolls", "two loaves of soda bread", "a dozen bagels",
        "some pitta breads", "a pile of flatbreads", "crackers from scratch", "a ginger loaf"]  # fmt: skip
BAKE_END = ["ate half straight away", "burnt the bottom", "gave most of it away", "it all vanished by teatime",
            "it came out flat", "the kitchen smells amazing"]  # fmt: skip
BOARDGAME = ["chess", "cards", "dominoes", "backgammon", "snakes and ladders", "draughts", "rummy", "mahjong"]
RIVAL = ["nephew", "neighbour", "niece", "oldest friend", "cousin", "godson"]
LOSS_COMMENT = ["demanding a rematch", "still sulking", "I was robbed", "fair and square, sadly", "never again"]
DIY = ["put up a shelf", "fix the dripping tap", "hang a picture", "oil the squeaky door", "unblock the sink",
       "paint the fence", "re-grout the bathroom"]  # fmt: skip
DIY_END = ["it's slightly wonky", "it actually worked", "made it worse", "gave up halfway", "needed three attempts",
           "flooded the floor a bit"]  # fmt: skip
INSECT = ["spider", "moth", "wasp", "bee", "daddy long legs", "ladybird", "beetle"]
ROOM = ["bathroom", "hallway", "kitchen", "spare room", "porch", "landing"]
INSECT_END = ["I'm not going in there", "it's staring at me", "we've agreed to share", "I've named it", "it won't leave"]
BUY = ["a bag of plums", "cheap tulips", "a second-hand lamp", "a huge cabbage", "some odd-looking pears",
       "a jar of olives", "an old postcard"]  # fmt: skip
BUY_COMMENT = ["bargain", "no idea why", "couldn't resist", "total impulse buy", "worth every penny"]

SELF = [
    "Made {DISH} for {MEAL} and it turned out {VERDICT}.",
    "{SKY_EVENT} {WHEN}, {SKY_COMMENT}.",
    "Finished {COUNT} episodes of that {GENRE} series {WHEN}, {TV_COMMENT}.",
    "My {PLANT} {PLANT_NEWS}.",
    "Spent {SPAN} on a {PUZZLE} and {PUZZLE_END}.",
    "Watched the {SPORT} {WHEN}, {SPORT_COMMENT}.",
    "The {BIRD} {BIRD_DID} on the {PERCH} again {WHEN}.",
    "{WHEN} I {CHORE}, so now I'm {STATE}.",
    "The kettle {KETTLE_DID}, so it's {DRINK} {DRINK_HOW} for now.",
    "Found {LOST} behind the {FURNITURE} {WHEN}.",
    "Reading a {BOOK} about {TOPIC}, {BOOK_COMMENT}.",
    "The sunset {WHEN} was {COLOUR}, {SUNSET_COMMENT}.",
    "Listening to a podcast about {TOPIC} while I {CHORE_ING}.",
    "Knitted {COUNT} rows of the {KNIT} {WHEN}, {KNIT_COMMENT}.",
    "Someone down the road {NOISE} from {HOUR}, {NOISE_COMMENT}.",
    "Walked {DISTANCE} along the {WALKWAY} {WHEN}, {WALK_COMMENT}.",
    "Baked {BAKE} {WHEN} and {BAKE_END}.",
    "Lost at {BOARDGAME} to my {RIVAL} {WHEN}, {LOSS_COMMENT}.",
    "Can't decide between {DISH} and {DISH} for {MEAL}.",
    "Tried to {DIY} {WHEN} and {DIY_END}.",
    "There's a {INSECT} in the {ROOM} and {INSECT_END}.",
    "Bought {BUY} at the market {WHEN}, {BUY_COMMENT}.",
]
REACT = ["Ha", "Oh no", "Nice one", "Classic", "Brilliant", "Oof", "Love that", "Typical", "Fair enough", "Lucky you",
         "Go on then", "Blimey", "Aw", "Good stuff", "Honestly"]  # fmt: skip
QUESTION = ["Was it worth it?", "How long did that take?", "Would you do it again?", "Any photos?", "What's next?",
            "Did anyone notice?", "How are you feeling now?", "Was it as bad as it sounds?", "Did you laugh?",
            "Is that a first?", "Are you mad?", "How did you manage that?", "Want a hand next time?",
            "Did you tell anyone?", "Was there tea involved?", "Why does that always happen?"]  # fmt: skip
WEATHER = ["rain", "sunshine", "fog", "a hailstorm", "wind", "drizzle", "a lovely clear sky", "a cold snap", "thunder"]
WEATHER_COMMENT = ["nobody saw it coming", "the streets emptied", "it didn't last", "the roads were a mess",
                   "I loved it", "very dramatic", "the forecast was useless"]  # fmt: skip
P_VERB = ["finish", "fix", "find", "sort out", "give away", "tidy", "get to the bottom of"]
P_OBJ = ["jigsaw", "squeaky door", "missing sock", "crossword", "shed", "bread", "mystery noise", "leaky tap", "spare key",
         "biscuit tin", "mountain of washing", "second season"]  # fmt: skip
P_DID = ["burnt the toast", "watched a documentary about owls", "fell asleep on the sofa", "walked round the park",
         "had a go at the crossword", "made soup", "did a massive clear-out", "tried a new tea", "saw a rainbow",
         "got caught in the rain", "found an old photo album", "rearranged the bookshelf", "sang in the shower",
         "had a nap", "defrosted the freezer", "lost the remote for an hour", "repotted a cactus", "dropped a whole mug",
         "tried to make bread", "spotted a fox on the wall", "found a tenner in a coat",
         "listened to an old album start to finish", "fixed a wobbly chair"]  # fmt: skip
P_COMMENT = ["great minds", "no regrets", "don't ask", "long story", "as you do", "not my finest hour", "quite the day",
             "it was the highlight", "I needed it", "weird day", "would recommend", "it happens"]  # fmt: skip
ADVICE = ["Put the kettle on and forget about it.", "Sleep on it.", "Treat yourself after that.", "Save me a slice.",
          "Send me a picture.", "Take it easy tonight.", "Don't let it beat you.", "Put your feet up.",
          "Have a biscuit, you've earned it.", "Open a window."]  # fmt: skip
Q_ANY = ["news", "progress", "luck", "update", "joy"]
PARTNER = [
    "{REACT}! {QUESTION}",
    "{REACT}. {QUESTION}",
    "We had {WEATHER} {WHEN} too, {WEATHER_COMMENT}.",
    "Did you {P_VERB} the {P_OBJ} in the end?",
    "I {P_DID} {WHEN} as well, {P_COMMENT}.",
    "{REACT}. {ADVICE}",
    "That reminds me, I {P_DID} {WHEN}.",
    "Any {Q_ANY} with the {P_OBJ}?",
    "{REACT}, I {P_DID} {WHEN}, {P_COMMENT}.",
]
A_ACK = ["Sounds lovely.", "Noted.", "Oh dear.", "That sounds like a good day.", "Glad to hear it.", "Sorry to hear that.",
         "Understood.", "How nice.", "That sounds tiring.", "Well done.", "Good to know.", "Ha, fair enough."]  # fmt: skip
A_ITEM = ["tea bags", "bin bags", "washing-up liquid", "lightbulbs", "oat milk", "batteries", "plant food", "flour",
          "dish cloths", "string", "glue", "matches"]  # fmt: skip
A_REMIND = ["the plants", "the laundry", "bedtime", "the recycling", "a stretch break", "that podcast", "the crossword"]
A_MINUTES = ["five", "ten", "fifteen", "twenty", "forty"]
A_MUSIC = ["jazz", "rain sounds", "piano music", "old soul records", "lo-fi beats", "folk songs"]
A_LATER = ["tomorrow", "the weekend", "this evening", "tomorrow morning"]
A_FACT = ["octopuses have three hearts", "honey never really spoils", "a group of crows is called a murder",
          "bananas are technically berries", "the moon drifts about four centimetres further away each year",
          "sea otters hold hands while they sleep", "snails can nap for days on end",
          "some turtles can breathe through their back ends", "the first jigsaw puzzles were maps",
          "wombats make cube-shaped droppings", "lightning strikes somewhere about forty times a second",
          "herons can stand still for over an hour"]  # fmt: skip
A_FACT_INTRO = ["Fun fact:", "Here's something odd:", "Random fact for you:", "Apparently"]
ASSISTANT = [
    "{A_ACK} Want me to add {A_ITEM} to your shopping list?",
    "{A_ACK} Shall I set a reminder for {A_REMIND}?",
    "{A_ACK} Would you like a {A_MINUTES}-minute timer?",
    "{A_ACK} I can play some {A_MUSIC} if you like.",
    "{A_ACK} Want the forecast for {A_LATER}?",
    "{A_FACT_INTRO} {A_FACT}.",
]
SLOTS = {name: value for name, value in globals().items() if name.isupper() and isinstance(value, list)}
_SLOT = re.compile(r"\{([A-Z_]+)\}")

SMS = [("you", "u"), ("your", "ur"), ("are", "r"), ("tonight", "2nite"), ("really", "rly"), ("because", "cos"),
       ("please", "pls"), ("thanks", "thx"), ("with", "w/"), ("about", "abt"), ("before", "b4"), ("great", "gr8"),
       ("probably", "prob"), ("later", "l8r"), ("minutes", "mins"), ("weekend", "wknd"), ("yesterday", "yday"),
       ("tomorrow", "tmrw"), ("see", "c"), ("for", "4"), ("to", "2"), ("too", "2"), ("and", "n")]  # fmt: skip
CHAT_TAGS = ["", "", "", " lol", " ngl", " fr", " tbh", " lmao", " :)", " xd", " haha", " honestly", " 10/10", " smh"]


def _fill(template: str, rng: random.Random) -> str:
    text = _SLOT.sub(lambda m: rng.choice(SLOTS[m.group(1)]), template)
    return text[0].upper() + text[1:]


def styled(text: str, style: str, rng: random.Random) -> str:
    if style == "plain":
        return text
    low = text.lower()
    if style == "lower":
        return re.sub(r"\s+", " ", re.sub(r"[.,!?;:]", "", low)).strip()
    if style == "sms":
        for long, short in SMS:
            low = re.sub(rf"\b{re.escape(long)}\b", short, low)
        return low.rstrip(".")
    if style == "discord":
        return low.rstrip(".") + rng.choice(CHAT_TAGS)
    raise ValueError(f"unknown style {style!r}")


class SmallTalk:
    """Hands out small-talk rows, never the same line twice (nor one of ``taken``)."""

    def __init__(self, taken: set[str]) -> None:
        self.used = set(taken)

    def line(self, rng: random.Random, templates: list[str], style: str) -> str:
        for _ in range(500):
            text = styled(_fill(rng.choice(templates), rng), style, rng)
            if text not in self.used:
                self.used.add(text)
                return text
        raise RuntimeError("small talk ran out of fresh lines")

    def __call__(self, rng: random.Random, n: int, style: str, first: str, second: str, assistant: bool = False) -> list[tuple[str, str]]:
        """``n`` rows alternating ``first`` (replies; an assistant's if ``assistant``) and ``second``
        (the subject's own chatter)."""
        replies = ASSISTANT if assistant else PARTNER
        rows = []
        for i in range(n):
            speaker, templates = (first, replies) if i % 2 == 0 else (second, SELF)
            rows.append((speaker, self.line(rng, templates, style)))
        return rows
