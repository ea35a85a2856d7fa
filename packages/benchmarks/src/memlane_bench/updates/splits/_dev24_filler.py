"""dev24 small talk: a person texting their assistant app about nothing much, and the app's short
replies. Per-family noise lines share words with the scored facts (work, flat, car, gym, ...)
without stating any of them. Nothing here names a person."""

from __future__ import annotations

import random

_BITS = (
    "made pasta again", "fell asleep on the sofa at like 9", "finally did the laundry mountain",
    "its raining sideways here", "cant find my other airpod anywhere", "ate a whole bag of crisps for tea",
    "the neighbours are drilling at 8am on a saturday", "bought a plant, give it a week",
    "watched 4 eps of that baking show", "need a haircut so bad", "my back hurts from sleeping weird",
    "spilled coffee on my white top", "cleaned the fridge, found things", "been up since 5 for no reason",
    "tried that tiktok feta pasta", "the heating is on full and im still cold", "left my umbrella on the bus",
    "got a parking ticket outside the chemist", "walked 12k steps today", "brain fog all day",
    "ordered a takeaway even tho theres food in", "the wifi keeps dropping", "hayfever is killing me",
    "forgot to defrost the chicken", "did a big shop, spent way too much", "my mum called for an hour",
    "re-watching the office for the 5th time", "cant sleep again", "painted my nails and smudged them straight away",
    "the kettle broke", "had a nap and woke up more tired", "sorted the recycling finally",
    "bin day and i missed it again", "got soaked walking home", "made a curry from scratch, proud",
    "its so hot i cant think", "dropped my phone in the sink", "cinema tonight, the new horror one",
    "my toe hurts, stubbed it on the bed", "someone parked across my drive", "did a puzzle all evening",
    "the ice cream van plays the same tune all day", "found a fiver in my old coat", "broke a glass",
    "need to book a birthday present for my nephew", "the clocks went back and im confused",
    "had cereal for dinner", "ran out of milk", "my knee clicks when i go upstairs now", "too tired to cook",
    "washed the duvet, took all day to dry", "got a new water bottle, its massive", "hoovered the whole house",
    "my phone is on 3% as usual", "ordered new trainers", "the cat next door sat in my window for ages",
    "been binging a podcast about cults", "tried to do yoga, lasted 10 mins", "the post came at 7pm??",
    "burnt the toast", "rearranged the living room", "fridge is making a weird hum", "my hands are freezing",
    "made banana bread w the sad bananas", "the shop was out of oat milk", "hoodie weather finally",
    "bought too many candles", "couldnt find a parking space for ages", "sunburnt on my nose lol",
    "did a clear out of the wardrobe", "got my flu jab", "had a long bath", "the smoke alarm went off again",
    "my eyes are so tired from screens", "spent an hour looking for my keys, they were in my hand",
    "made soup, it was mostly water", "the roadworks outside are never ending", "got a new duvet cover",
    "overslept by an hour", "fixed the wobbly shelf myself", "charity shop haul today", "watched the rugby",
)
_PRE = ("", "", "", "ok so ", "random but ", "update: ", "omg ", "also ", "btw ", "lol ")
_TAIL = ("", "", " lol", " tbh", " ngl", " haha", " lmao", " fr", " honestly", " today", " again")

_OPEN = (
    "Ha, noted.", "Oh no!", "Sounds like a day.", "Got it.", "Oof.", "Love that.", "Ah, that's annoying.",
    "Nice one.", "Fair enough!", "Haha, classic.", "That's rough.", "Good to hear.", "Ooh.", "Understood.",
    "Sorry to hear that.", "That sounds cosy.", "Oh nice!", "Ugh, the worst.", "Sounds about right.", "Yikes.",
)
_FOLLOW = (
    "", "", " Want me to set a reminder?", " Anything I can help with?", " How did it go?",
    " Drink some water!", " Want a recipe idea for tonight?", " Shall I add it to your list?",
    " Hope tomorrow's calmer.", " Want me to remind you later?", " Try to get an early night.",
    " I can add that to your to-do list.", " Did you sort it in the end?", " Anything else today?",
    " Want a podcast recommendation?", " Treat yourself this weekend.", " I'll keep that in mind.",
    " Let me know if you want help planning.", " Fingers crossed it gets better.", " Rest up.",
)

_NOISE: dict[str, tuple[str, ...]] = {
    "job": ("so many emails today ugh", "someone microwaved fish in the break room again",
            "payday cant come soon enough", "had a 2 hour meeting that couldve been an email",
            "the work christmas do is in a bar this yr", "ppl at work are so loud on mondays"),
    "home": ("the boiler is making that noise again", "landlord still hasnt sorted the damp",
             "council tax bill came, ouch", "the stairs in my building smell like smoke",
             "thinking of painting the hallway", "the street lights outside are so bright at night"),
    "car": ("petrol is so expensive rn", "the fuel light has been on since tuesday", "need new wipers",
            "some idiot cut me up on the roundabout", "car wash queue was insane", "parking in town is a joke"),
    "phone_number": ("got a spam call about my car accident i never had", "my screen is cracked again",
                     "voicemail is full, i never check it", "someone keeps ringing me from a withheld number",
                     "texted the wrong person lol mortifying", "phone keeps autocorrecting my name"),
    "pet": ("saw the cutest dog at the park", "pet food prices are wild", "a fox was in the garden last night",
            "vets bills are a scam tbh", "found fur on my work trousers lol",
            "watched a video of otters holding hands"),
    "partner": ("watched a romcom and cried lol", "my mates wedding is in may, need an outfit",
                "valentines day is such a scam", "everyone on my feed is getting engaged",
                "made a playlist of cheesy love songs ironically", "dating shows are my guilty pleasure"),
    "course": ("essay deadline friday, havent started", "library was packed today", "student loan email, ignoring it",
               "group project people not replying", "coffee is the only thing keeping me going thru revision",
               "lecture was cancelled, woke up early for nothing"),
    "manager": ("appraisal season again, dreading it", "got told to do a timesheet for the timesheets",
                "team meeting ran over, as always", "everyone is stressed about the restructure rumours",
                "asked for a day off and still waiting", "the new rota makes no sense"),
    "diet": ("ate too many biscuits today", "tried a new recipe, kinda bland", "meal prepped for the week, smug",
             "the canteen only had chips", "craving something sweet rn", "drank like 3 litres of water, proud"),
    "band": ("cant stop listening to that new album", "my fingers hurt from practising", "went to a gig, ears ringing",
             "tuned the wrong string for 10 mins lol", "local open mic was packed", "bought new strings finally"),
    "commute": ("the roads were a car park this morning", "the bus driver just didnt stop",
                "its so dark in the mornings now",
                "train was 20 min late, shocker", "cyclists vs drivers discourse on the local fb group lol",
                "forgot my headphones for the journey"),
    "gym": ("legs are dead from yesterday", "bought a protein shaker, very gym bro of me",
            "pulled something in my shoulder",
            "new years resolution people everywhere lol", "need new leggings", "foam rolled for 5 min and cried"),
    "language": ("my streak almost died lol", "trying to watch a show w no subtitles", "the grammar is killing me",
                 "practised ordering a coffee out loud in the shower", "found a good podcast for learners",
                 "verb conjugations in my dreams now"),
    "fav_food": ("the new bakery on the corner is dangerous", "had the best chips of my life",
                 "tried sushi from the supermarket, mistake",
                 "made a pie from scratch, took 3 hours", "food festival this weekend!", "hungry again already"),
    "doctor": ("tried to book an appt, 45 min on hold", "prescription still not ready at the chemist",
               "blood test tomorrow, hate needles", "doctors waiting room had a telly w daytime tv",
               "pharmacist was so nice today", "need to fill in a form for the surgery"),
    "dentist": ("tooth is sensitive w cold stuff", "bought an electric toothbrush finally", "flossing is so boring",
                "check up reminder came thru the post", "bit into a mint and nearly died", "gum is a bit sore"),
    "bank": ("banking app logged me out 3 times", "card got declined at tesco, panic, it was the machine",
             "direct debit went out early", "trying to save for a holiday lol",
             "got a scam text pretending to be my bank",
             "overdraft is looking grim"),
    "phone_plan": ("ran out of data on the train", "signal in my kitchen is zero bars", "bill was higher this month",
                   "roaming charges r a scam", "5g doesnt work anywhere here", "my contract renewal email came"),
    "streaming": ("nothing to watch as usual", "scrolled for 40 min then watched friends again",
                  "the adverts are getting worse", "price went up again, robbery", "finished that docuseries",
                  "someone keeps watching stuff on my profile"),
    "hair": ("my fringe is in my eyes", "bad hair day all week", "bought a dry shampoo",
             "my roots are showing lol", "tried to curl my hair, burnt my finger", "hair in a bun all week"),
    "best_friend": ("group chat is popping off", "missed a call from an old school friend",
                    "friendship bracelet era again lol", "someone at work is planning a hen do",
                    "sleepover vibes at 30 lol", "voice notes are a love language"),
    "weekend": ("saturday plans r nothing and im happy", "the weekend went too fast", "sunday scaries are real",
                "lie in until 10, glorious", "car boot haul was rubbish this time", "bank holiday weekend soon!!"),
}


def noise_lines(family: str) -> tuple[str, ...]:
    return _NOISE.get(family, ())


def user_line(rng: random.Random, used: set[str]) -> str:
    """A fresh line; a bit of small talk is reused (with another opener or ending) only once
    every bit has been said in this conversation."""
    fresh = [b for b in _BITS if not any(b in u for u in used)]
    while True:
        text = f"{rng.choice(_PRE)}{rng.choice(fresh or _BITS)}{rng.choice(_TAIL)}"
        if text not in used:
            return text


def assistant_line(rng: random.Random, used: set[str]) -> str:
    while True:
        text = f"{rng.choice(_OPEN)}{rng.choice(_FOLLOW)}"
        if text not in used:
            return text
