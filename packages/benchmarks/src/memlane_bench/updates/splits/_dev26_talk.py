"""dev26 small talk: voice-assistant transcripts that state none of the scored facts.

Three sources, all seed-driven: hand-written household lines (the subject and whoever else uses
the device), per-family distractors that share words with the facts (cities, banks, buses,
tablets...) without stating the subject's state, and, for the long far-apart stretches, a
generator of dictated commands and chatter assembled from parts (unique within a conversation).
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class K:
    """A fixed turn: ``tag`` "o" (other), "c" (current) or "s" (plain); ``who`` None = subject."""

    tag: str
    day: float
    text: str
    who: str | None = None


@dataclass(frozen=True)
class Spec:
    family: str
    kind: str
    subject: str
    question: str
    past: str | None
    script: tuple  # K items and ints (that many small-talk turns)


SUBJECT_LINES = (
    "um set a timer for twelve minutes for the potatoes",
    "what time does the big Tesco shut tonight",
    "add washing up liquid and uh the blue bin bags to the shopping list",
    "remind me to ring the dentist tomorrow morning period",
    "whats the weather doing this afternoon is it gonna rain",
    "play some Fleetwood Mac in the kitchen",
    "so I made that lasagne recipe you found and it was actually really good",
    "turn the heating up a couple of degrees its freezing in here",
    "how many grams is half a pound um of butter",
    "okay new line dear Susan thank you for the card full stop",
    "uh how long do I boil an egg for soft boiled",
    "remind me the bins go out Wednesday night not Thursday this week",
    "what's on telly tonight anything good",
    "stop stop the alarm okay thank you",
    "I had the worst nights sleep the neighbours dog was barking till 3",
    "read me my messages",
    "so the car wash on the corner has put its prices up again unbelievable",
    "how do you spell necessary is it one s or two",
    "um what was the score in the rugby",
    "add a reminder for the boiler service on the 14th",
    "I've been on hold to the council for like forty minutes so",
    "what's eleven percent of 240",
    "call back that last number no wait don't",
    "put on the radio the um radio 2 one",
    "I burnt the toast again honestly this toaster",
    "set an alarm for ten to seven tomorrow",
    "hang on the pan's boiling over okay sorry where was I",
    "sorry there's a roundabout give me a sec",
    "remind me to water the tomatoes when I get in",
    "how many days till Christmas",
    "the grandkids are coming Sunday so um remind me to get squash",
    "is the post office open on a Saturday afternoon",
    "what's a good film for a rainy Sunday",
    "yeah we walked along the beach this morning blowing a gale it was",
    "my back's playing up again after gardening",
    "um add paracetamol no ibuprofen to the list",
    "I think I left the iron on no I didn't never mind",
    "what's the capital of Australia its not Sydney is it",
    "send a text to the window cleaner saying Thursday's fine",
    "play the next episode of that podcast the murder one",
    "how long does chicken thighs take in the air fryer",
    "ugh the traffic on the ring road is solid",
    "turn off the landing light please",
    "write a note um get birthday card for Auntie Jean period",
    "does it say anything about snow at the weekend",
    "remind me to take the recycling to the tip",
    "what time's sunset today",
    "I just want to say the new kettle is so much quieter",
    "did I already ask you to order more of the kitchen roll no hang on I did never mind",
    "okay cancel that last reminder",
)

HOUSE_LINES = (
    "hi its me not him can you put oat milk on the list",
    "hello um this is the other half just checking the alarm is off",
    "can you play something for the kids Frozen or whatever",
    "whats the time in New York right now",
    "turn the telly down a bit",
    "is it bin day tomorrow",
    "hey its just me the lodger can you remind me rent's due Friday",
    "set a timer for the pizza eighteen minutes",
    "what's the weather like for the school run",
    "add loo roll to the list we're nearly out",
    "can you tell me a joke",
    "who sang that song um it goes la la la ooh",
    "this is the daughter speaking can you turn the wifi back on",
    "remind everyone the plumber's coming at 10",
    "play Radio 4",
    "how do you convert Celsius to Fahrenheit",
    "I'm just borrowing this to set a timer sorry",
    "is there anything in the calendar for Saturday",
    "turn the big light off",
    "what's for tea he said to ask you haha",
)

# Per family: lines that share words with the scored facts but state nothing about the subject.
TOPIC = {
    "residence": (
        "how long would it take to drive to Leeds from here at rush hour",
        "whats the weather in Glasgow this weekend",
        "search for um estate agents reviews I'm just nosy",
        "remind me to update the address on the dog's microchip form for my mum",
        "we drove past our old school in the town centre and it's flats now",
    ),
    "employer": (
        "what time does Sainsbury's close on a Sunday",
        "remind me to fill in the staff survey thing",
        "my cousin's got an interview at the council next week bless him",
        "what's the number for HR no not ours the one on the letter",
        "ugh Monday tomorrow already",
    ),
    "job_title": (
        "how do you spell supervisor",
        "remind me to print my payslip",
        "the new manager in the shop downstairs seems nice",
        "what's the going rate for an electrician per hour round here",
    ),
    "partner": (
        "remind me it's our anniversary thing for Mum and Dad next Friday",
        "play something romantic no not that",
        "what's a good present for a boyfriend who has everything asking for a friend",
        "my best mate's wedding is in June so remind me about a suit",
    ),
    "pet": (
        "how much chocolate is dangerous for a dog",
        "remind me to get a birthday present for my nephew's hamster haha",
        "whats the vets number on the high street",
        "remind me to do the flea drops on the first",
    ),
    "vehicle": (
        "when's the MOT due um for the car",
        "how much is diesel at the Shell garage",
        "find me a car wash that does the inside as well",
        "what's the speed limit on a dual carriageway for a van",
    ),
    "diet": (
        "give me a recipe for lentil soup",
        "how many calories in a banana",
        "is Quorn vegan or just veggie",
        "add tofu and um oat cream to the list",
    ),
    "gp_practice": (
        "what time does the chemist close",
        "remind me to ring the surgery at 8 sharp for an appointment",
        "how do you book a flu jab",
        "is the walk in centre open on Sundays",
    ),
    "medication": (
        "remind me to pick up the prescription Thursday",
        "can you take ibuprofen and paracetamol together",
        "set a reminder for tablets at 8 pm every night",
        "what's the number for 111",
    ),
    "exercise": (
        "how many steps did I do today",
        "play my running playlist",
        "whats a good stretch for a tight hamstring",
        "is the leisure centre open bank holiday Monday",
    ),
    "commute": (
        "are there any delays on the trains this morning",
        "what time is the next 21 bus",
        "hows the traffic on the M25",
        "remind me my season ticket thing for my brother expires Monday",
    ),
    "bank": (
        "what's the sort code for um no never mind",
        "remind me to pay the window cleaner by bank transfer",
        "what time does the Barclays in town shut",
        "how do I report a scam text it says its from my bank",
    ),
    "mobile_phone": (
        "how do I turn on flashlight on this thing",
        "why is my battery draining so fast",
        "remind me to back up the photos",
        "what's the number for customer services on the bill",
    ),
    "volunteering": (
        "remind me to drop the bags off at the charity shop",
        "what time is the coffee morning at the church hall",
        "add biscuits for the meeting to the list",
        "is the food bank open Saturdays does anyone know",
    ),
    "work_hours": (
        "set an alarm for half five",
        "how many hours is seven till seven haha I know its twelve",
        "remind me to check the rota when it goes up",
        "I'm so tired I could sleep for a week",
    ),
    "sports_fandom": (
        "what time's kick off Saturday",
        "what was the score in the derby",
        "play the football phone in on the radio",
        "who won the cricket",
    ),
    "instrument": (
        "play some Bach cello suites",
        "remind me to buy new strings",
        "how do you tune a guitar without a tuner",
        "find me the chords for Wonderwall",
    ),
    "hairdresser": (
        "remind me to book the kids haircuts",
        "is it bad to wash your hair every day",
        "whats a good shampoo for grey hair",
        "how much do you tip a barber",
    ),
    "broadband": (
        "why is the internet so slow tonight",
        "how do I restart the router",
        "run a speed test",
        "what's the wifi password its on the back of the box somewhere",
    ),
    "course_of_study": (
        "remind me the essay's due on the 20th",
        "what's the Harvard referencing format for a website",
        "set a timer for forty five minutes revision",
        "my cousin's starting uni in September doing business",
    ),
}

# Parts for the long stretches (far-apart): many combinations, never the scored facts.
_OPEN = ("", "", "um ", "uh ", "okay so ", "hey ", "right ", "so um ", "alright ", "oh and ", "yeah so ")
_TASK = (
    "ring the garage about the tyre", "pick up a birthday card", "post the parcel back",
    "book the boiler service", "cancel the magazine subscription", "defrost the mince",
    "email the school about the trip money", "check the lottery numbers", "get stamps",
    "return the library books", "put the bins out", "order more printer ink", "water the hanging baskets",
    "call Auntie Marge", "renew the TV licence", "sort the washing", "move the car for the street sweeper",
    "charge the hoover", "buy a lightbulb for the hall", "phone the optician", "text the babysitter",
    "pay the milkman", "check the tyre pressures", "get the chimney swept", "send the thank you cards",
    "clean the fridge out", "book the tip slot", "tape the football", "collect the dry cleaning",
    "make the packed lunches",
)
_WHEN = (
    "tomorrow", "at six", "on Friday", "tonight", "first thing", "after lunch", "on Monday morning",
    "at half four", "this weekend", "before the school run", "at 7 30", "next Tuesday",
)
_ITEM = (
    "eggs", "bread the seeded one", "milk", "teabags", "bananas", "tin foil", "dishwasher tablets",
    "cheddar", "frozen peas", "orange juice", "kitchen roll", "toothpaste", "fish fingers", "coffee",
    "porridge oats", "onions", "garlic", "tinned tomatoes", "crisps for the kids", "a cucumber",
    "birdseed", "shampoo", "sausages", "rice", "plasters", "batteries double A", "butter",
)
_ACT = (
    "went to the garden centre", "cleaned the oven", "had a bacon sandwich at the market", "did the big shop",
    "walked round the park", "watched the snooker", "sorted out the loft", "made a crumble",
    "went to the car boot", "painted the shed", "had fish and chips on the front", "fixed the dripping tap",
    "went to the pictures", "did a jigsaw", "took the grandkids to the soft play", "cut the hedge",
    "went to the quiz at the pub", "tried that new cafe", "washed the windows", "had a nap on the sofa",
    "went to see the Christmas lights", "repotted the spider plant", "hoovered the stairs",
    "did the ironing", "went to the garden show", "watched a film with the kids",
)
_TAIL = (
    "", "", "it was alright", "absolutely shattered now", "lovely actually", "never again haha",
    "took ages", "not bad at all", "bit of a disaster", "so yeah", "period", "new line",
)
_MUSIC = (
    "some Motown", "the Beatles", "something relaxing", "Radio 1", "Classic FM", "the top 40",
    "some jazz", "ABBA", "Taylor Swift", "the news", "eighties music", "Elvis", "some reggae",
)


_PAST = ("yesterday", "this morning", "on Saturday", "last night", "at the weekend", "earlier", "on Sunday")
_FOOD = ("pasta", "rice", "eggs", "jacket potatoes", "sausages", "the cake", "fish fingers", "the roast",
         "the bread", "the crumble", "chips", "the quiche")  # fmt: skip
_HOWTO = (
    "get red wine out of a carpet", "descale a kettle", "bleed a radiator", "reset the smoke alarm",
    "make gravy without lumps", "get rid of fruit flies", "unblock a sink", "fold a fitted sheet",
    "stop the car windows steaming up", "clean a burnt pan", "poach an egg", "hang a picture straight",
)
_WHO = ("my sister", "the window cleaner", "our lad", "the babysitter", "my brother in law", "the neighbour")
_MSG = (
    "running ten minutes late", "I'll pick you up at six", "can you bring the ladder back",
    "thanks for the flowers", "don't forget the tickets", "ring me when you're home",
)


def generated(rng: random.Random) -> str:
    form = rng.randrange(8)
    if form == 0:
        text = f"{rng.choice(_OPEN)}remind me to {rng.choice(_TASK)} {rng.choice(_WHEN)}"
    elif form == 1:
        first, second = rng.sample(_ITEM, 2)
        text = f"{rng.choice(_OPEN)}add {first} and {second} to the list"
    elif form == 2:
        text = f"{rng.choice(_OPEN)}I {rng.choice(_ACT)} {rng.choice(_PAST)} {rng.choice(_TAIL)}"
    elif form == 3:
        minutes = rng.choice(("5", "ten", "15", "twenty", "25", "forty", "45", "an hour and"))
        text = f"{rng.choice(_OPEN)}set a timer for {minutes} minutes for the {rng.choice(_FOOD)}"
    elif form == 4:
        where = rng.choice(("", "please", "in the lounge", "louder"))
        text = f"{rng.choice(_OPEN)}play {rng.choice(_MUSIC)} {where}"
    elif form == 5:
        why = rng.choice(("", "do I need a coat", "for the washing"))
        text = f"{rng.choice(_OPEN)}whats the weather {rng.choice(_WHEN)} {why}"
    elif form == 6:
        tail = rng.choice(("", "", "asking for a friend", "without making a mess", "quickly"))
        text = f"{rng.choice(_OPEN)}how do you {rng.choice(_HOWTO)} {tail}"
    else:
        text = f"{rng.choice(_OPEN)}send a text to {rng.choice(_WHO)} saying {rng.choice(_MSG)}"
    text = " ".join(text.replace(" the the ", " the ").split())
    return text[0].upper() + text[1:] if rng.random() < 0.5 else text
