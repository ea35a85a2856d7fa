"""Small talk of the dev28 split, one voice per register (the only part that depends on the seed).

Lines touch the same topics as the scored facts (school, buses, the surgery, the pharmacy queue, vans,
invoices, rent) without stating any scored fact about the person typing."""

from __future__ import annotations

import random

TEEN_USER = (
    "the bus driver skipped my stop AGAIN 💀", "ngl that maths mock ate me alive", "my phone is on 3% and I'm in a field",
    "who decided 8:40 registration was a good idea fr", "mum's making me clean my room before anyone comes round 🙄",
    "just spent £6 on a matcha and it tasted like grass", "the school wifi is so bad today I'm literally using data",
    "new trainers came and they're SO clean 😍", "I have 3 essays due friday and I've started 0 of them",
    "lowkey obsessed with this new album", "fell asleep on the sofa at 7pm like a grandad", "the canteen pizza is a crime",
    "our group chat is at 400 unread I'm not reading all that", "it's giving monday energy and it's thursday",
    "my little brother ate my leftover chinese 😤", "tried to do a skincare routine, broke out immediately lol",
    "the parents evening was NOT as bad as I thought", "someone left a whole trifle on the bus this morning??",
    "revision timetable made, revision not done 🫠", "the gym at the leisure centre was packed with year 7s",
    "my screen time is 9 hours I need to be stopped", "haircut tomorrow, pray for me", "why is it raining sideways",
)  # fmt: skip
TEEN_FRIEND = (
    "LMAOOO", "nah that's crazy 😭", "fr fr", "be so fr rn", "no way 💀", "real", "pls tell me ur joking",
    "that's actually so funny", "I'm crying", "bestie what", "same tbh", "iconic", "you're so dramatic 😂",
    "wait send pic", "ok but why is that lowkey relatable", "the way I screamed", "not you again 💀", "W", "massive L",
)  # fmt: skip
TEEN_OPEN = ("ngl", "lowkey", "bro", "ok so", "update:", "not me saying", "fr", "pov:", "istg", "tbh", "also", "")
TEEN_BODY = (
    "the bus was late and I had to run the whole hill", "I accidentally liked a post from 2019", "I burnt toast somehow",
    "my mum found my old school reports", "we had a fire drill in the rain", "the group project is me doing everything",
    "I got a B on the history essay", "I forgot my PE kit again", "the library was full of people eating crisps",
    "my cousin's baby called me a potato", "I left my charger at my nan's", "the teacher played a video from 2006",
    "I watched a whole series instead of revising", "I stepped in a puddle in white socks", "our cat stole a sock",
    "the vending machine ate my pound", "I made pasta and it was actually good", "I saw a fox outside the chicken shop",
    "I slept through two alarms", "the queue at the chippy was round the block", "I found a fiver in my coat",
    "someone's speaker was playing nightcore on the bus", "my headphones died halfway home", "it snowed for 4 seconds",
    "I volunteered to read out loud by accident", "the wifi went out during the game", "I tripped up the stairs at school",
)  # fmt: skip
TEEN_TAIL = (" 💀", " 😭", " lmao", "", " fr", " 🙃", " it's giving chaos", " send help", " 😤", " ngl", " 🫠", "!!")

CARER_USER = (
    "The surgery phone line was engaged for forty minutes this morning.", "Hospital parking is four pounds an hour now.",
    "Picked up a new pill organiser from the pound shop, the big weekly one.", "Bins went out, finally remembered the recycling.",
    "Had a cuppa with the neighbour, she always asks after the family.", "The pharmacy queue was out the door again.",
    "I've been on hold with the council about the blue badge for an hour.", "Managed a whole night's sleep, miracle.",
    "Did the big Tesco shop, forgot the one thing I went in for.", "The district nurse was running late, all fine though.",
    "Washing machine's making that noise again.", "Sat in the car for ten minutes just to have some quiet.",
    "Bought some of those non-slip socks, the grippy ones.", "The carers' support group meets Thursday, might go.",
    "Cut the grass before the rain came in.", "Filled in another attendance allowance form, they never end.",
    "Took the dog round the block, he's getting slow too.", "Found a good podcast for the car journeys.",
    "The TV remote has gone missing again, third time this week.", "Batch cooked a shepherd's pie for the freezer.",
)  # fmt: skip
CARER_FRIEND = (
    "How are you holding up?", "You're doing an amazing job, honestly.", "Make sure you get a break this weekend.",
    "Give them my love.", "That's a lot on your plate.", "Oh bless.", "Let me know if you need anything from the shops.",
    "Ring me if you want to talk.", "I remember going through all that with my dad.", "Sending a big hug.",
    "Have you eaten today?", "That system is a joke, honestly.", "Fingers crossed for a quieter week.",
)  # fmt: skip
CARER_OPEN = ("Quick one:", "Long day.", "Right,", "Small win:", "Typical.", "Honestly,", "Well,", "")
CARER_BODY = (
    "the kettle's finally packed in", "I sorted the airing cupboard", "the chiropodist came round", "we did the crossword",
    "the window cleaner came a day early", "I rang the energy company about the meter", "we watched an old western",
    "the hearing aid batteries needed changing", "I found the spare keys in the biscuit tin", "we had soup and a nap",
    "I dropped the library books back", "the boiler man couldn't come till next week", "the cat knocked over the plant",
    "I defrosted the freezer", "the postman had a parcel for next door", "I took a load to the tip",
    "I re-labelled all the kitchen drawers", "we looked through the old photo albums", "I finally booked my own eye test",
    "the bus to town was cancelled", "I cleaned the grab rails in the bathroom", "the neighbour's grandkids came round",
    "I picked up more incontinence pads", "I changed the beds", "the gutters are overflowing again",
)  # fmt: skip
CARER_TAIL = (".", ", so that's something.", ", small mercies.", ", as ever.", " and I'm shattered.", ", one thing ticked off.")

BIZ_USER = (
    "Chased three invoices today, one paid.", "VAT return due next week, dreading it.", "Quiet morning, busy afternoon.",
    "Printer jammed twice before 10am.", "Quote sent, fingers crossed.", "The van needed screenwash, that's my excitement today.",
    "Spent an hour on hold to the council about business rates.", "New price list is printed.", "Insurance renewal came in.",
    "Got a one-star review from someone who never came in.", "Sorted the stockroom, found stuff I forgot we had.",
    "Card machine went offline at lunch, cash only for an hour.", "Did the payroll, all three of them.",
    "Customer paid in coins, a whole bag of them.", "Updated the opening hours on Google.", "Bank holiday trade was decent.",
    "The till roll ran out mid-sale.", "Had a supplier rep turn up unannounced.", "Three no-shows today.",
)  # fmt: skip
BIZ_FRIEND = (
    "Sounds like a good day.", "That's small business life.", "Nightmare.", "Any bites on the quote?", "Well done you.",
    "Don't work too late.", "Who'd be self-employed eh.", "Ha, classic.", "Are you taking a day off at all this month?",
    "Rather you than me.", "Nice one.", "Ugh, the council.", "Busy is good though.",
)  # fmt: skip
BIZ_OPEN = ("Today:", "Update -", "Right,", "Mad day,", "FYI", "So", "Good news,", "Annoying:", "")
BIZ_BODY = (
    "a client asked for a discount after paying", "the postman lost a parcel", "I finally did the filing",
    "I spent the morning on emails", "someone paid an invoice from March", "I redid the shop window",
    "the alarm went off at 3am for no reason", "I ran out of receipt paper", "the phone didn't stop",
    "I trained the Saturday lad on the till", "I updated the price of everything", "a rep tried to sell me a new till",
    "I cleared the backlog of orders", "the heating packed up for an hour", "we got a big order from a regular",
    "I posted on Instagram for the first time in weeks", "a customer left their umbrella again", "I did a stock take",
    "I rearranged the whole front counter", "the courier came at 7am", "I sorted the petty cash",
    "I tidied the loft of old paperwork", "we sold out of the usual by noon", "I read the new rates letter",
)  # fmt: skip
BIZ_TAIL = (".", ", never a dull moment.", ", typical.", ", so that's something.", " - onwards.", ", ha.", " and I need a coffee.")

ESL_USER = (
    "Today is raining too much, I stay home and cook.", "The bus this morning very full, I stand all the way.",
    "My English class teacher is very kind, she explain slowly.", "Weekend I go to the park with the children.",
    "The weather here always grey, I miss the sun.", "I try to make the English breakfast, is too heavy for me.",
    "My neighbour give me some tomatoes from his garden.", "I watch football last night, very good match.",
    "The shop near my house close early on Sunday, I forget.", "I call my family by video, they all say hello.",
    "Today I am very tired, long day.", "I buy new shoes in the sale, half price.", "The train was delay again.",
    "I learn new word today: 'knackered'. Is mean very tired.", "My daughter help me to fill the form online.",
)  # fmt: skip
ESL_FRIEND = (
    "Haha, yes same for me.", "Very good!", "Take rest, my friend.", "Oh no, why?", "You are doing well.", "Nice!",
    "Send me the photo.", "True, true.", "Your English is better every week.", "Same here.", "Inshallah better tomorrow.",
)  # fmt: skip
ESL_BODY = (
    "I make soup for all the family", "I fix the door of the cupboard", "I walk to the big supermarket",
    "the children play in the snow", "I go to the library for the free wifi", "I clean all the windows",
    "I visit my friend in hospital", "I send money to my mother", "I try the new bakery near station",
    "the heating in the flat is broken again", "I watch a film with subtitles", "the postman bring wrong letter",
    "I cut my hair myself", "I wait one hour for the bus", "I paint the small room", "I go to the market early",
)  # fmt: skip
ESL_WHEN = ("Yesterday", "Today", "This morning", "On Sunday", "Last night", "After work", "On Saturday", "In the evening")
ESL_BACKGROUND = {
    "es": ("Hoy hace un frío, I cannot feel my hands.", "My mother send me turrón from Spain, qué rico.",
           "Is crazy, here people eat dinner at six.", "Vale, I go to sleep early today.", "Madre mía, the rent is so expensive."),
    "pl": ("Today I make pierogi for all family.", "My mother call from Kraków, she worry too much.",
           "In Polish shop they have finally good bread.", "Is so cold, but in Poland is colder, haha.", "Kurczę, I lose my keys."),
    "hi": ("Today I made rajma chawal, very tasty.", "My mother-in-law is coming from Pune next month only.",
           "Cricket match was going on whole night, I did not sleep.", "Arre, the bus was late again.", "Diwali shopping is done."),
    "ar": ("Today I make maqluba for the family, alhamdulillah.", "My sister call from Amman, she say hello.",
           "Yalla, weekend finally.", "The weather is cold but the people are kind, mashallah.", "I drink too much tea today, haha."),
    "zh": ("Today I make dumplings with my daughter, very happy.", "My parents video call from Chengdu this morning.",
           "The Chinese supermarket have discount on rice.", "Weather is cold, I drink hot water.", "Spring Festival coming soon."),
    "pcm": ("Na wa o, this cold no be here.", "I cook jollof today, e sweet well well.", "My mama call from Enugu, she dey greet.",
            "Abeg, this bus wahala too much.", "Na God dey do am, I dey manage."),
    "tl": ("Grabe ang lamig today, I need my jacket.", "Nagluto ako ng adobo, sobrang sarap.", "Video call with Nanay in Batangas.",
           "Pagod na pagod ako today, but okay lang.", "Sana all may day off this weekend, haha."),
}  # fmt: skip


def _pick(rng: random.Random, pool: tuple[str, ...]) -> str:
    return pool[rng.randrange(len(pool))]


def _two(rng: random.Random, pool: tuple[str, ...]) -> str:
    first, second = _pick(rng, pool), _pick(rng, pool)
    return first if first == second else f"{first} {second}"


def _compose(rng: random.Random, register: str, who: str) -> str:
    if register == "teen":
        if who == "friend":
            return _two(rng, TEEN_FRIEND)
        opener, tail = _pick(rng, TEEN_OPEN), _pick(rng, TEEN_TAIL)
        if opener and opener in tail:
            tail = ""
        return f"{opener} {_pick(rng, TEEN_BODY)}{tail}".strip()
    if register == "carer":
        if who == "friend":
            return _two(rng, CARER_FRIEND)
        body = _pick(rng, CARER_BODY)
        opener = _pick(rng, CARER_OPEN)
        text = f"{opener} {body}" if opener else body[0].upper() + body[1:]
        return text + _pick(rng, CARER_TAIL)
    if register == "biz":
        if who == "friend":
            return _two(rng, BIZ_FRIEND)
        body = _pick(rng, BIZ_BODY)
        opener = _pick(rng, BIZ_OPEN)
        text = f"{opener} {body}" if opener else body[0].upper() + body[1:]
        return text + _pick(rng, BIZ_TAIL)
    if who == "friend":
        return _two(rng, ESL_FRIEND)
    return f"{_pick(rng, ESL_WHEN)} {_pick(rng, ESL_BODY)}."


def _single(rng: random.Random, register: str, who: str) -> str:
    if register == "teen":
        return _pick(rng, TEEN_FRIEND if who == "friend" else TEEN_USER)
    if register == "carer":
        return _pick(rng, CARER_FRIEND if who == "friend" else CARER_USER)
    if register == "biz":
        return _pick(rng, BIZ_FRIEND if who == "friend" else BIZ_USER)
    if who == "friend":
        return _pick(rng, ESL_FRIEND)
    background = register.split(":", 1)[1]
    return _pick(rng, ESL_USER + ESL_BACKGROUND[background] * 2)


def small_talk(rng: random.Random, register: str, n: int, used: set[str]) -> list[tuple[str, str]]:
    """``n`` (who, text) small-talk turns, who is "user" or "friend"; no text repeats ``used``."""
    out = []
    for _ in range(n):
        who = "user" if rng.random() < 0.6 else "friend"
        for attempt in range(200):
            text = _single(rng, register, who) if attempt < 4 and rng.random() < 0.5 else _compose(rng, register, who)
            if text not in used:
                break
        else:  # pragma: no cover - the pools hold far more lines than one scenario needs
            raise RuntimeError(f"small talk of register {register!r} ran out of lines")
        used.add(text)
        out.append((who, text))
    return out
