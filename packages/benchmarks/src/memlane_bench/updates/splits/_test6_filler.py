"""Small talk of the test6 split (the only part of a conversation the seed changes).

Each register has its own frames and asides; activities are shared and carry no fact of any
scored family. ``family_line`` gives a topical distractor: it shares words with a family's facts
without stating anyone's state."""

from __future__ import annotations

import random

ACTS = (
    "made a huge pot of lentil soup", "cleared out the shed", "watched the snooker final", "repotted the spider plants",
    "walked along the river path", "tidied the cupboard under the stairs", "sorted the sock drawer",
    "finished a jigsaw of a lighthouse",
    "went to a car boot sale", "binged a baking show", "fixed the dripping tap", "made a fruit crumble",
    "tried a new curry recipe", "watched an old film", "went to the garden centre",
    "found a fiver in an old coat", "cleaned the oven", "watched a documentary about whales",
    "made pancakes for no reason",
    "went to the charity shop", "painted the garden bench", "did a big shop",
    "did a crossword in pen", "went blackberry picking", "re-watched an old detective series", "got the bus into town",
    "made flapjacks", "walked up to the old fort", "took the recycling out in the rain", "went to a quiz night",
    "ironed a mountain of shirts", "tried to learn a card trick", "had a long bath", "defrosted the freezer",
    "bought far too many plants at the market", "made a playlist of old songs", "fed the ducks at the pond",
    "watched the rugby at a mate's", "changed the bedding", "wrote a few birthday cards",
)  # fmt: skip
WHEN = ("yesterday", "this morning", "on Saturday", "last night", "after lunch", "on Sunday", "earlier today",
        "on Friday evening", "at the weekend", "on Tuesday")  # fmt: skip
WORK_ACTS = (
    "sat through a two-hour budget review", "cleared about two hundred emails", "had back-to-back calls",
    "fought with the printer", "ran a workshop nobody wanted", "rewrote the same slide four times",
    "ate lunch at my desk", "had a one-to-one that overran", "got stuck in a fire drill", "wrote the quarterly summary",
    "onboarded a new starter", "fixed a spreadsheet someone broke", "missed the stand-up", "sorted the rota",
    "chaired a meeting with no agenda", "argued about the office thermostat", "did my expenses at last",
    "covered the phones for an hour", "tidied the shared drive", "ordered cake for the team",
)  # fmt: skip
ASIDES = {
    "plain": ("Nice change.", "Not bad at all.", "Bit of a waste of time really.", "Quite relaxing.",
              "Glad that's done.", "Weirdly satisfying.", "Pretty tired now.", "Small wins.", "Felt good.",
              "Don't ask how it went.", "Honestly lovely.", "No regrets."),
    "careful": ("I mention it only because it took rather longer than I had planned.",
                "It was, on balance, a pleasant way to spend the time.",
                "I don't think it needs noting anywhere, but there it is.",
                "I had meant to do it for weeks, so I am relieved.", "I suspect I will regret it tomorrow.",
                "It was more enjoyable than I expected, which is saying something.",
                "Nothing remarkable, but I like to keep you in the picture.",
                "The afternoon went by very quickly.", "It did me good, I think."),
    "lower": ("lol", "not bad tbh", "send help", "idk why i bother", "was ok", "ugh",
              "was actualy fun", "dont ask", "so tired rn", "fml", "kinda nice tho", "anyway"),
    "speech": ("which was nice actually", "and i was shattered after", "don't ask me why", "it was alright i suppose",
               "took ages though", "and that was that really", "so yeah", "which i needed honestly",
               "anyway moving on", "and i'm not doing that again"),
    "notes": ("Tired.", "Good.", "Meh.", "Again next wk?", "Done.", "Worth it.", "Never again.", "OK.",
              "Took ages.", "Fine."),
    "l2": ("it was very nice for me", "I am not used for this", "this is normal here I think",
           "my English teacher would be proud", "it was more long than I thinked", "I like it very much",
           "it was a bit strange for me", "in my country we do differently", "so now I am tired",
           "it was funny experience"),
    "older": ("Not bad for someone my age.", "My knees complained afterwards, mind.",
              "We never had such things when I was young.", "The kettle was on straight after.",
              "Mustn't grumble.", "It kept me out of mischief.", "I'll sleep well tonight.",
              "My late mother would have enjoyed that.", "One does what one can."),
    "teen": ("ngl it was kinda mid", "lowkey a vibe", "10/10", "bro it took forever", "💀", "no thoughts just vibes",
             "it was actually fire", "dont judge me", "idc", "literally so boring", "lmaooo"),
    "work": ("Classic.", "Need a holiday.", "Living the dream.", "Nobody warned me.",
             "Another productive day, sort of.",
             "Coffee count: four.", "Onwards.", "Could be worse.", "Will not be repeating that."),
    "proxy": ("{P} seemed happy enough.", "Bit tired after, but fine.", "{P} enjoyed it, I think.",
              "No complaints from {o}.", "{P} was chatty all afternoon.", "Good day overall.",
              "{P} said to tell you.", "It perked {o} up."),
}  # fmt: skip
HELPER_OPEN = ("Thanks for telling me.", "Got it.", "That sounds like a full day.", "Noted.", "Ha, fair enough.",
               "Good to hear from you.", "Understood.", "Sounds like quite a day.", "Okay.", "I see.")  # fmt: skip
HELPER_ASK = ("Anything you'd like me to remind you about?", "Want me to jot that in your diary?",
              "How are you feeling about the rest of the week?", "Shall I keep that in mind?",
              "Is there anything else on your list today?", "Do you want a reminder for tomorrow?",
              "Anything I can help with?", "Did you get some rest after?", "What's next on the agenda?",
              "Let me know if you need anything.")  # fmt: skip
TOPICAL = {
    "home": ("The estate agent's window has some silly prices in it again.", "Saw a removal van wedged on the bridge.",
             "The street party flyers went through every door today."),
    "employer": ("Everyone on the train seemed to be on a work call.", "Read an article about four-day weeks.",
                 "LinkedIn keeps emailing me about people I barely know."),
    "role": ("Someone at the bus stop was talking about their promotion very loudly.",
             "Read a thing about job titles getting longer and meaning less."),
    "partner": ("Went to a wedding fair with a friend, just for the cake samples.",
                "Watched a terrible romcom, the ending was so predictable."),
    "pet": ("Saw a dog in a raincoat at the park.", "The pet shop had a sale on fish food."),
    "vehicle": ("The petrol station on the ring road has shut down.", "Some idiot parked across two spaces at Lidl."),
    "diet": ("The new café does a decent soup.", "Read a recipe that needed eleven spices."),
    "commute": ("There were roadworks everywhere in town today.", "The station clock is still wrong."),
    "doctor": ("The pharmacy queue was out of the door.", "Read that flu jabs are open for booking."),
    "meds": ("The pharmacy queue went round the corner.", "Saw an advert for vitamin gummies, looked like sweets."),
    "school": ("The uniform shop had a queue round the block.", "Parents' evening invitations are out everywhere."),
    "club": ("Saw the marathon runners go past this morning.", "The leisure centre car park was rammed."),
    "music": ("Heard a busker playing by the station.", "The radio played nothing but eighties hits today."),
    "phone": ("Phone screen cracked a little more today.", "Got another spam text about a parcel."),
    "bank": ("Another scam call pretending to be a bank.", "The cash machine on the corner is broken again."),
    "study": ("The library was full of students cramming.", "Found my old school reports in a box."),
    "team": ("The pub was full of people watching the match.", "Saw a kid in a retro football shirt."),
    "habit": ("Someone was vaping cherry smoke at the bus stop.", "The pub garden was packed today."),
    "volunteer": ("Dropped a bag of clothes at the charity bin.", "The church hall had a jumble sale on."),
    "contact": ("Spent ten minutes finding a charger.", "Got a letter addressed to the previous owner."),
    "name": ("Filled in a form that asked for my middle name twice.", "A parcel came with the name spelt wrong."),
    "faith": ("The bells were ringing all morning.", "Walked past a wedding at the town hall."),
    "citizenship": ("The passport office queue was on the news.", "Watched a programme about border control."),
}  # fmt: skip


TASKS = ("ring the plumber", "buy birthday candles", "put the bins out", "book the car in for a service",
         "return the library books", "defrost the chicken", "pay the window cleaner", "water the tomatoes",
         "send the card to my aunt", "order more printer ink", "renew the TV licence", "take the parcel back",
         "pick up the dry cleaning", "text the plumber back", "check the boiler pressure", "buy more teabags",
         "cancel the magazine subscription", "look out the passport", "book a haircut", "get stamps")  # fmt: skip
WHEN_ASK = ("tomorrow morning", "on Thursday", "at six tonight", "before the weekend", "on Monday", "after lunch",
            "first thing Friday", "next week")  # fmt: skip
MUSINGS = ("Is it just me or are the evenings drawing in fast?", "What's a quick dinner with eggs and not much else?",
           "How long do you boil an egg for a runny yolk?", "Any idea if it's going to rain later?",
           "Can you recommend a film for a wet afternoon?", "Why does the washing machine always eat one sock?",
           "Tell me something cheerful, it's been a long day.", "How do I get candle wax out of a tablecloth?",
           "Remind me what the capital of Australia is, I've had an argument about it.",
           "What's a good present for someone who has everything?", "Do tomatoes go in the fridge or not?",
           "How many steps is a mile, roughly?", "The wind is howling tonight.", "First frost on the car this morning.",
           "Can't believe how early it gets dark.", "Glorious sunshine out there for once.",
           "I think I'm coming down with a cold.", "Slept terribly, the neighbours had a party.",
           "Had the loveliest chat with the woman at the bakery.",
           "Found a spider the size of a saucer in the bath.")  # fmt: skip


def _style(text: str, register: str, rng: random.Random) -> str:
    if register in ("lower", "teen"):
        text = text.lower()
        if rng.random() < 0.2:
            text = text.replace(" the ", " teh ", 1)
        if rng.random() < 0.6:
            text = text.replace("you", "u")
        return text.rstrip(".")
    if register == "speech":
        return "".join(c for c in text.lower() if c not in ".,;!?'")
    return text


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def user_line(register: str, rng: random.Random, pro: str = "she") -> str:
    roll = rng.random()
    if roll < 0.18:
        task, when = rng.choice(TASKS), rng.choice(WHEN_ASK)
        if register == "proxy":
            task = task.replace("my ", "her " if pro == "she" else "his ")
            return f"Could you remind {pro} to {task} {when}?".replace("remind she", "remind her").replace(
                "remind he", "remind him")
        if register == "notes":
            return f"Reminder: {task}, {when}."
        frame = rng.choice(("Can you remind me to {t} {w}?", "Remind me to {t} {w} please.",
                            "Don't let me forget to {t} {w}.", "Nudge me {w} to {t}."))
        return _style(frame.format(t=task, w=when), register, rng)
    if roll < 0.3:
        return _style(rng.choice(MUSINGS), register, rng)
    when = rng.choice(WHEN)
    aside = rng.choice(ASIDES.get(register, ASIDES["plain"]))
    if register == "work":
        return f"{_cap(when)} I {rng.choice(WORK_ACTS)}. {aside}"
    act = rng.choice(ACTS)
    if register == "proxy":
        obj = {"she": "her", "he": "him"}.get(pro, "them")
        aside = aside.format(P=pro.capitalize(), o=obj)
        return f"{_cap(when)} {pro} {act}. {aside}"
    if register == "careful":
        return f"{_cap(when)}, I {act}. {aside}"
    if register == "notes":
        return f"{_cap(when)}: {act}. {aside}"
    if register == "l2":
        return f"{_cap(when)} I {act}, {aside}."
    if register == "speech":
        lead = rng.choice(("so", "um so", "okay so", "yeah so", "right so"))
        return _style(f"{lead} {when} I {act} {aside}", "speech", rng)
    if register in ("lower", "teen"):
        return _style(f"{when} I {act}", register, rng) + " " + aside
    return f"{_cap(when)} I {act}. {aside}"


def assistant_line(rng: random.Random) -> str:
    return f"{rng.choice(HELPER_OPEN)} {rng.choice(HELPER_ASK)}"


def family_line(family: str, register: str, rng: random.Random) -> str:
    return _style(rng.choice(TOPICAL.get(family, TOPICAL["contact"])), register, rng)
