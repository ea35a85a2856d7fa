"""dev25 small talk: chatty messages to a personal assistant about everyday nothing, composed from
openers, little stories and sign-offs (chosen by the seed), plus per-family distractors that share
words with a family's facts without stating the speaker's value for it."""

from __future__ import annotations

import random

OPENERS = (
    "Okay, random one.", "Morning!", "Right, so.", "Bit of a ramble incoming, sorry.", "Not much to report, really.",
    "So this is a silly one.", "Quick update before I forget.", "Evening, assistant.", "Where do I even start.",
    "Mini life update.", "You'll laugh at this.", "Ugh, what a day.", "Just thinking out loud here.",
    "Honestly.", "Can I vent for a second?", "So, Sunday report.", "Small thing, but it made my day.",
    "Okay, here's a nothing story.", "Hello again.", "Right, brain dump time.",
    "File this under 'useless facts about me'.",
    "Bear with me.", "A quick one from the sofa.", "Well.", "Grim weather, grim mood, but anyway.",
    "So, funny thing.", "Writing this on my lunch break.", "It's late and I can't sleep, so.", "Tiny win to report.",
    "Long day, short message (ha, we'll see).",
)  # fmt: skip

STORIES = (
    "The washing machine makes a noise like a helicopter on the spin cycle, which I am choosing to ignore.",
    "I burnt the rice again, which takes real talent, and the smoke alarm made sure the whole street knew about it.",
    "Finished that detective series everyone was on about and the ending was ridiculous, the butler basically did it.",
    "The tomatoes on the windowsill have finally gone red, all four of them, so there's a salad in my future.",
    "I spent forty minutes on hold to the council about a parking fine that turned out to be somebody else's.",
    "A friend from school messaged out of nowhere and we ended up on the phone for two hours reminiscing.",
    "I tried to make sourdough from a starter someone gave me and it came out roughly the density of a brick.",
    "It rained so hard this afternoon that the drain at the end of the road turned into a small lake.",
    "I bought a fancy candle that smells of 'sea air' and it actually smells of dentist, six pounds well spent.",
    "There was a fox sitting on the garden wall at six this morning, bold as anything, staring me down.",
    "I've been trying to read before bed instead of scrolling and I've managed four pages in a week.",
    "The supermarket has moved everything round again and I spent ten minutes looking for the tinned tomatoes.",
    "I went to a quiz night at the pub and we came second to a team of retired teachers who knew every capital city.",
    "The bin men skipped our road again, so now there's a small mountain of recycling by the gate.",
    "My cousin sent a voice note that was nine minutes long and mostly about her wedding seating plan.",
    "I watched a documentary about deep-sea fish and now I can't stop thinking about the one with the lantern.",
    "I did a huge batch of soup on Sunday and I've eaten it five days running, which is about four too many.",
    "The boiler made a dramatic clunk last night and then carried on as if nothing had happened.",
    "I found a twenty-pound note in an old coat pocket, which felt like winning the lottery.",
    "I tried a pottery taster session and my bowl looks like an ashtray, but I'm weirdly proud of it.",
    "The heatwave has broken, thank god, I slept with a blanket for the first time in weeks.",
    "I finally sorted the drawer of mystery cables and threw out at least three chargers for phones nobody owns.",
    "There's a new café by the station that does an almond croissant the size of your head.",
    "I had a dentist-style dream where all my teeth fell out, which apparently means stress, who knew.",
    "My friend's little boy drew me a picture of a dinosaur eating a bus, it's on the fridge now.",
    "I went to the cinema on my own for the first time and honestly it was great, nobody stole my popcorn.",
    "The smoke alarm battery started chirping at three in the morning, as they always do.",
    "I've taken up crosswords again and I'm stuck on eleven down, it's been three days.",
    "I signed a birthday card for someone at a party whose name I still don't know.",
    "I made a proper roast for friends and forgot the potatoes entirely, nobody noticed until pudding.",
    "The clocks went back and my body has simply refused to accept it.",
    "There's scaffolding going up across the road and the radio the builders play is exclusively nineties dance.",
    "I went blackberry picking on the lane and came home with more scratches than blackberries.",
    "I finally returned a parcel that's been sitting in the hall since before Easter.",
    "My knees made a noise getting off the sofa that I can only describe as 'popcorn'.",
    "I binge-watched a baking show and now I want to buy a stand mixer I absolutely do not need.",
    "The post office queue was out the door because of one man posting what looked like a canoe.",
    "I spilled coffee on my only white shirt twenty minutes before a video call, so I did the call in a jumper.",
    "We had a power cut for an hour and I rediscovered the joy of a candlelit beans on toast.",
    "The library had a book sale and I came home with eleven books for two pounds, zero regrets.",
    "I got caught in a hailstorm on the way back from the shops and my umbrella turned inside out twice.",
    "I've been drinking green tea instead of coffee in the afternoons and I'm not sure I'm a better person for it.",
    "Somebody's car alarm went off at midnight and kept going for most of an hour.",
    "I repainted the spare room 'sage', which on the tin looked calm and on the wall looks like pea soup.",
    "I tried a meditation app and fell asleep four minutes in, which might be the point.",
    "The farmers' market had a man selling forty kinds of honey and I tasted, I think, thirty of them.",
    "I went for a walk along the river and saw a heron just standing there being majestic.",
    "I had the hiccups for forty minutes this afternoon, which is a personal record I didn't want.",
    "The jigsaw on the dining table is down to the last hundred pieces and they're all sky.",
    "A delivery driver left my parcel 'in a safe place', which turned out to be the recycling bin.",
    "I managed to kill a cactus, which I'm told is quite hard to do.",
    "I spent the evening watching old home videos and cringing at my haircut from 2003.",
    "There was a man on the high street playing the bagpipes, badly, for what felt like hours.",
    "I cleaned the oven for the first time this year and found a roast potato from another era.",
    "My friend dragged me to a salsa taster class and I stood on at least three people's feet.",
    "I got a letter saying I'd won a cruise, which I'm fairly sure is a scam, sadly.",
    "The kettle broke, so I've been boiling water in a saucepan like a Victorian.",
    "I went to a wedding fair with a friend who is not even engaged, purely for the free cake samples.",
    "The heating's on for the first time this autumn and the whole house smells of burnt dust.",
    "I accidentally liked a photo from 2014 while looking at an old classmate's profile, mortifying.",
    "I had the best fish and chips of my life at a seafront kiosk, in the rain, which somehow made it better.",
    "I've started a sourdough-discard pancake habit and I can't see it ending well for my waistline.",
    "There's a woodpecker in the park that has been attacking the same lamppost all week.",
    "I went to an open-mic night to support a friend and a man read a poem about his lawnmower.",
    "I knitted a scarf that is somehow wider at one end than the other, like a very long triangle.",
    "The neighbour's kids built a snowman with a carrot that is frankly obscene.",
    "I bought a plant for the bathroom and named it Steve, it seems to be thriving on neglect.",
    "I made a spreadsheet of my Christmas presents in October, which is very unlike me.",
    "I sat through a three-hour school concert for my godson, who appeared for roughly forty seconds.",
    "A seagull stole half my sandwich on the beach and didn't even look sorry.",
    "I tried to assemble a flat-pack bookcase and have two screws left over, which is concerning.",
    "We did a car-boot sale and made eleven pounds and bought back more than we sold.",
    "The internet went down for an hour and I had to talk to people, it was awful.",
    "I've been watching a series about Scandinavian murders and now I want a cardigan and a lighthouse.",
    "My godmother turned eighty and gave a speech longer than the vicar's at her own party.",
    "I found an old diary from when I was fourteen and it is pure, unfiltered drama.",
    "The sunset tonight was ridiculous, pink and orange, I took about thirty photos and none of them worked.",
    "I went to a museum late opening and there was a DJ next to the mummies, which felt disrespectful.",
    "I ate a chilli at a street-food stall that the man said was 'medium' and I lost feeling in my face.",
    "Spent the morning untangling the Christmas lights, which were put away tangled by past me, the villain.",
    "My friend is doing a sponsored silence and I've never heard her this quiet, it's unsettling.",
    "The window cleaner came and did only the front windows and then vanished, like a ghost.",
    "I watched the marathon go past the end of the road and cried at a man dressed as a rhino.",
    "I had to fill in a form at the council that asked for my mother's maiden name three times.",
    "I'm on day four of a cold and I've gone through a whole box of the good tissues.",
)

ASIDES = (
    "Don't ask.", "Which, honestly, is typical.", "Long story short, nobody was hurt.", "Anyway, I digress.",
    "I know, I know.", "Classic me.", "You couldn't make it up.", "Not my finest hour.", "Small pleasures.",
    "I'm choosing to see it as character building.", "My mum would be appalled.", "Life, eh.",
    "Probably more detail than you needed.", "That's the whole story, really.", "It was a whole thing.",
)  # fmt: skip

CLOSERS = (
    "Anyway, that was my Tuesday.", "Anyway.", "No action needed, just venting.", "Right, bed.", "That's all for now.",
    "Carry on.", "Talk tomorrow, probably.", "Nothing to remember there, really.", "Onwards.", "More soon, no doubt.",
    "Okay, off to make tea.", "Just wanted to tell someone.", "Ignore me.", "Back to the chaos.", "Over and out.",
    "Anyway, how's your day going, ha.", "There you go, riveting stuff.", "Time for a cuppa.",
)  # fmt: skip

# Per family: lines that share words with the family's facts but do not state the speaker's own value.
DISTRACTORS: dict[str, tuple[str, ...]] = {
    "job": (
        "There was a piece on the radio about people changing careers at fifty, which got me thinking about my dad.",
        "A friend's CV landed in my inbox for a proofread, and she has listed 'napping' under skills.",
    ),
    "home": (
        "Watched one of those property shows where a couple turns down nine houses and buys the first one.",
        "The estate agent's window on the high street has a flat for rent that costs more than a small island.",
    ),
    "car": (
        "The car park at the hospital has put its prices up again, four pounds an hour, daylight robbery.",
        "Someone on our road has a vintage Jaguar they wash every Sunday like it's a baby.",
    ),
    "phone": (
        "Got three scam calls today, one claiming to be from my bank and one from 'the internet'.",
        "My screen protector cracked and I'm pretending it's a stylish spiderweb effect.",
    ),
    "pet": (
        "There's a cat on our street who visits every house for second breakfasts, the cheeky thing.",
        "The vet's surgery on the corner has a sign offering free nail clipping on Saturday, whatever that involves.",
    ),
    "partner": (
        "Went to a friend's engagement drinks and everyone spent the night asking each other how they met.",
        "Saw a couple having a whispered argument in the cereal aisle and felt very invested.",
    ),
    "course": (
        "The college leaflet for evening classes came through the door, there's one on 'beekeeping for beginners'.",
        "A friend's doing an online course in something called 'data storytelling', which sounds made up.",
    ),
    "manager": (
        "Read an article about bosses who send emails at midnight and felt very seen on behalf of everyone.",
        "A friend's manager made the whole team do trust falls at an away day, which, no.",
    ),
    "diet": (
        "The new bakery has a whole vegan shelf now and my carnivore uncle pretends not to buy from it.",
        "My aunt has discovered intermittent fasting and will now talk about nothing else.",
    ),
    "band": (
        "Went to see a friend's cousin's band at a pub and they were genuinely brilliant, which was a shock.",
        "The busker outside the station has learned a second song, which is progress.",
    ),
    "commute": (
        "The trains were cancelled because of 'leaves on the line' again, in April, somehow.",
        "There's a petition going round about the bus lane on the main road, I signed it without reading it.",
    ),
    "gym": (
        "Saw an advert for a gym that plays only eighties music, which is either heaven or hell.",
        "A friend's doing a thirty-day plank challenge and sends me a video every single day.",
    ),
    "language_class": (
        "Watched a subtitled film from Iceland and came away able to say precisely nothing in Icelandic.",
        "The language app owl sent me a guilt-trip notification that was frankly threatening.",
    ),
    "favourite_food": (
        "A new dumpling place opened on the corner and the queue went round the block on the first night.",
        "My friend is convinced pineapple on pizza is a human right, we argued for an hour.",
    ),
    "doctor": (
        "The surgery texted everyone a reminder about flu jabs, with three typos in two lines.",
        "Sat in a waiting room reading a magazine from 2017 about a celebrity divorce that's long since happened.",
    ),
    "bank": (
        "There was a queue out of the building society on the high street, no idea why, it felt very 1930s.",
        "Got a letter about a savings account I didn't know I had, with four pounds twelve in it.",
    ),
    "insurance": (
        "The travel insurance small print for a friend's trip excluded 'acts of volcano', which made us laugh.",
        "An insurance advert with a singing opera man has been stuck in my head all day.",
    ),
    "hairdresser": (
        "Walked past a barber's offering 'the Peaky Blinders' for twelve pounds, tempting in a strange way.",
        "A friend dyed her own hair blue in the bath and now the bath is also blue.",
    ),
    "neighbour": (
        "Someone on the street group chat is furious about a hedge, forty messages and counting.",
        "A parcel for a house three doors down ended up with us and we've adopted it like a foundling.",
    ),
    "volunteering": (
        "The charity shop had a wedding dress in the window for fifteen pounds and people were stopping to stare.",
        "There's a litter-pick on the common next month and the poster has a cartoon bin with a face.",
    ),
    "club": (
        "A friend's book club spent two hours on wine and about six minutes on the book.",
        "The parish newsletter came through with a recipe for 'funeral potatoes', which is a real thing apparently.",
    ),
    "broadband": (
        "The video call kept freezing on my friend's face mid-sneeze, which was the best part of the call.",
        "Got a leaflet for fibre broadband with a picture of a man grinning at a router.",
    ),
    "dentist": (
        "The toothpaste aisle now has forty-three kinds of whitening, I counted while waiting for a friend.",
        "Read that flossing is 'optional' according to some study, and I'm taking that personally in a good way.",
    ),
    "email": (
        "My inbox has eleven thousand unread emails, mostly newsletters I never signed up for.",
        "Someone replied-all to a whole-company email about a lost umbrella and chaos followed.",
    ),
}


# Stories about eating, left out of diet conversations (they would say what the speaker eats).
_FOOD = ("rice", "sourdough", "soup", "roast", "croissant", "fish and chips", "chilli", "honey", "beans on toast",
         "brownies", "sandwich", "cake", "blackberr", "salad", "popcorn", "biscuit")  # fmt: skip
_NO_FOOD = tuple(s for s in STORIES if not any(w in s for w in _FOOD))


def _compose(rng: random.Random, family: str) -> str:
    parts = [rng.choice(OPENERS)]
    stories = rng.sample(_NO_FOOD if family == "diet" else STORIES, 2 if rng.random() < 0.45 else 1)
    parts.append(stories[0])
    if rng.random() < 0.4:
        parts.append(rng.choice(ASIDES))
    if len(stories) > 1:
        second = stories[1] if stories[1].startswith(("I ", "I'")) else stories[1][0].lower() + stories[1][1:]
        parts.append("Also, " + second)
    parts.append(rng.choice(CLOSERS))
    return " ".join(parts)


def small_talk(rng: random.Random, family: str, seen: set[str]) -> str:
    """A line of small talk not yet said in this conversation (``seen``)."""
    pool = [d for d in DISTRACTORS.get(family, ()) if d not in seen]
    if pool and rng.random() < 0.15:
        return rng.choice(pool)
    for _ in range(1000):
        text = _compose(rng, family)
        if text not in seen:
            return text
    raise RuntimeError("dev25 small talk ran out of combinations")
