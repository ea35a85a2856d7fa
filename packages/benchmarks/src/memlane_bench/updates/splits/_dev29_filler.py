"""dev29 small talk, per register: the main speaker's lines are an activity + a when + a tail, the
pal's lines a reaction + a follow-up, so long stretches never repeat a line. They share words with
the scored facts (shifts, the bus, the bank app, the chemist, the van, the GP, the landlord) but
never state where anyone lives, works, banks or is cared for."""

from __future__ import annotations

import random

_TEEN = (
    ("went to the skate park w the boys", "spent 2 hrs on tiktok instead of revising", "got my nails done",
     "missed the bus to college AGAIN", "had maccies with the girls", "did my whole skincare routine",
     "watched love island w my sister", "got told off for my phone in class", "tried that viral pasta recipe",
     "played fifa till my eyes hurt", "bought a hoodie i cant afford", "went to the trampoline park",
     "did a mock in chemistry and flopped it", "walked the dog in the rain", "got a haircut at the barbers",
     "stayed up til 3 on facetime", "went to westfield just to look", "ate a whole share bag of doritos",
     "binged a kdrama", "helped my little brother with his homework", "had a nap that lasted 4 hrs",
     "queued for the new trainers drop", "went to my cousins bday thing", "did a gym sesh w the lads"),
    ("today", "last night", "after college", "on sat", "this morning", "at lunch", "yesterday", "before work"),
    ("", " lol", " ngl", " 💀", " fr", " lowkey", " 😭", " no cap"),
    ("lmaooo", "omg same", "ur so real for that", "stoppp", "thats so valid", "bro 💀", "no way", "haha love that",
     "deaddd", "period", "fr fr", "nah thats crazy", "icl thats funny", "literally me"),
    ("what else u been up to", "send pics", "i'm so bored rn", "we need to link soon", "did u see the group chat",
     "my mum's doing my head in", "i've got so much coursework", "r u going to the party", "my phone's on 3%",
     "the bus was packed today", "my shift dragged so bad", "who's coming sat"),
)  # fmt: skip
_CARER = (
    ("sorted out the pill organiser for the week", "sat on hold to the council for forty minutes",
     "did a big Tesco shop for everyone", "finally got the blue badge form posted", "changed the bedding at hers",
     "took the bins out and did the hoovering", "got the hearing aid batteries from the chemist",
     "had a little cry in the car park", "drove over with a shepherd's pie", "fixed the telly remote again",
     "took her out for a coffee and a scone", "went through the post, mostly junk", "got the wheelchair in the boot",
     "sat with him through the whole of Countdown", "phoned the pharmacy about the repeat",
     "put new bulbs in the hallway", "sorted the Attendance Allowance letter", "cut his toenails, grim job",
     "went to the hospital for the eye appointment", "read her the paper", "booked the chiropodist",
     "did his washing and ironing"),
    ("this morning", "yesterday", "after work", "on Sunday", "tonight", "at lunchtime", "on Friday", "first thing"),
    ("", ", knackered now", ", small wins", ", honestly", " x", ", the usual", ", bless", ", one of those days"),
    ("Oh love", "Bless you", "You're a saint", "Sounds exhausting", "That's good", "Aw", "Ha, typical",
     "Well done you", "Honestly", "Sending hugs", "Ugh", "Brilliant"),
    ("how are you holding up?", "make sure you eat something.", "did she recognise you today?",
     "is the back any better?", "I can do Thursday if that helps.", "the GP never rings back, do they.",
     "shall I ring the pharmacy?", "don't forget the form.", "have a glass of wine tonight.",
     "is he still off his food?", "give her my love.", "let me know if you need me to drive."),
)  # fmt: skip
_NG = (
    ("I go market buy pepper and crayfish", "NEPA take light again, generator dey run", "I cook jollof for the house",
     "traffic for Third Mainland hold me two hours", "I watch the Arsenal match with the guys",
     "I go owambe for my colleague side", "fuel price don go up again, I queue for station",
     "I carry my mama go hospital for check-up", "I finish my assignment for the course",
     "rain fall well well, road flood", "I help my brother fix him car", "I waka go church choir practice",
     "I sleep like log", "my data finish, I buy another bundle", "I go gym small", "I play ludo with the pikin dem",
     "we do family meeting for video call", "I wash all my clothes"),
    ("today", "yesterday", "this morning", "for evening", "Saturday", "last night", "after work", "since morning"),
    ("", " o", " sha", " abeg", " 😂", " sef", " 🙏", " na wa"),
    ("Ehen", "Lol", "Na so", "Omo", "God abeg", "E be like say", "Chai", "I hail o", "Wahala", "Shey you dey",
     "No vex", "Correct"),
    ("how body?", "how work?", "the heat for here no be small.", "make we yarn later.", "did you see the match?",
     "my oga dey stress me.", "I never chop since morning.", "call me when you free.", "how your people?",
     "data dey finish anyhow.", "this country sef.", "e go better."),
)  # fmt: skip
_PH = (
    ("nagluto ako ng adobo", "nag-videocall kami ng family sa Pinas", "nag-grocery ako sa Asian store",
     "natulog lang ako buong araw", "nanood ako ng teleserye", "nag-church kami", "nag-laundry ako",
     "nag-Zumba kami sa park", "kumain kami sa Jollibee", "nag-padala ako ng balikbayan box",
     "nag-overtime ako", "naglinis ako ng kwarto", "nag-karaoke kami hanggang madaling araw",
     "nag-shopping ako sa Primark", "tumawag si Mama", "nag-bake ako ng ube cake", "nagpa-massage ako",
     "nag-mall kami ng barkada"),
    ("kanina", "kahapon", "last night", "this morning", "nung Sunday", "after work", "today", "nung weekend"),
    ("", " haha", " grabe", " sis", " 😂", " talaga", " huhu", " lol"),
    ("Haha", "Grabe", "Sana all", "Ay ang saya", "Uy", "Nakakapagod", "Same sis", "Hala", "Love it",
     "Ingat lagi", "Hahaha", "Naks"),
    ("kumusta ka na?", "miss na kita", "pasalubong ha", "tara kain tayo", "busy ka ba?", "ang lamig dito",
     "send pics!", "inggit ako", "sabay tayo next time", "uwi ka ba this Christmas?", "tulog na ako after",
     "pagod na pagod ako"),
)  # fmt: skip
_IN = (
    ("went for morning walk in the park", "had masala dosa at the Udupi hotel", "attended cousin's engagement",
     "watched the IPL match till late", "was stuck in traffic on ORR", "did full house cleaning",
     "went to the temple with amma", "ordered biryani on Swiggy", "had power cut for three hours",
     "did yoga as per the YouTube video", "went to Phoenix mall for shopping", "had long call with my uncle",
     "got the AC serviced", "prepared for the certification exam", "took the kids to the swimming class",
     "did the Diwali shopping", "paid the electricity bill online", "visited the in-laws"),
    ("today itself", "yesterday", "this morning", "in the evening", "on Sunday", "last weekend", "after office",
     "day before yesterday"),
    ("", " only", " yaar", " 😅", ", what to do", " also", ", very tired", " 🙏"),
    ("Super", "Nice nice", "Arre wah", "Haha", "Very good", "Oh ho", "Same here", "Accha", "Too good", "Oh no",
     "Ya ya", "Nice yaar"),
    ("how is everyone at home?", "send photos na", "weather is too hot here", "when are you coming?",
     "we must meet soon", "how is the work pressure?", "take rest", "what's the plan for weekend?",
     "traffic is worst these days", "did you eat?", "mummy is asking about you", "call me in evening"),
)  # fmt: skip
_ESL = (
    ("I go to the park with my daughter", "I cook pierogi for all the family", "I watch football in the bar",
     "I make the paella for friends", "I learn new words for my English class", "I walk very long by the river",
     "I have dinner with my cousins", "I clean the kitchen very deep", "I read the news from my country",
     "I go to shopping in the market", "I call my mother by video", "I fix the bicycle of my son",
     "I make the dumplings from zero", "I drink tea with the neighbour", "I visit the museum, is free",
     "I sleep early because very tired", "I bake bread in the oven", "I go to the mosque for prayer"),
    ("today", "yesterday", "in the morning", "this weekend", "on Sunday", "after the work", "in the evening",
     "on Saturday"),
    ("", ", was nice", ", very good", " 😊", ", is normal", ", I like", ", not bad", " haha"),
    ("Very nice", "Ah good", "Haha yes", "Wow", "I am happy for you", "Sounds good", "Oh no", "Ok ok",
     "Same for me", "Beautiful", "Really?", "Good good"),
    ("how is your family?", "the weather here is terrible", "you want to meet this week?", "my English still bad",
     "I am very busy with work", "send me photo", "the bus was late again", "how is your English class?",
     "my landlord not fix the heating", "we go to eat something soon", "the rent is very high", "take care"),
)  # fmt: skip
_BIZ = (
    ("did the VAT return", "chased three invoices", "fixed the leak under the sink at the unit",
     "did the stocktake", "sat through a webinar on Making Tax Digital", "sorted the rota for next week",
     "unloaded a pallet on my own", "got the van washed", "argued with the card machine",
     "put new prices up on the board", "did the payroll", "had a walk-in asking for a job",
     "posted on Instagram for the first time in weeks", "got a one-star review from a bloke who never came in",
     "renewed the public liability insurance", "spent an hour on the phone to the bank's business line",
     "cleaned out the walk-in fridge", "quoted for a big job in town", "did the deliveries myself",
     "got the fire extinguishers checked"),
    ("today", "this morning", "yesterday", "last night", "on Saturday", "after close", "before opening",
     "at lunch"),
    ("", ", living the dream", ", fun times", ", glamorous", ", never again", ", small business life", "",
     ", lol"),
    ("Ha, the glamour", "Rather you than me", "Classic", "Fair play", "Nightmare", "Nice one", "Ugh",
     "Love that for you", "Oof", "Standard", "Good stuff", "Typical"),
    ("how's trade?", "is it picking up?", "you still doing Saturdays?", "the rates round here are mental.",
     "have you had a day off?", "did the rep ever ring back?", "I'll pop in this week.", "how's the new till?",
     "HMRC are a law unto themselves.", "what's parking like?", "are you still hiring?", "get some sleep."),
)  # fmt: skip
_POOLS = {"teen": _TEEN, "carer": _CARER, "ng": _NG, "ph": _PH, "in": _IN, "esl": _ESL, "biz": _BIZ}


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _interleaved(groups: list[list[str]], rng: random.Random) -> list[str]:
    """One line of every group per round (groups and their lines shuffled), so a head word or a
    follow-up comes back only after all the others have been used; returned in pop order."""
    rng.shuffle(groups)
    for group in groups:
        rng.shuffle(group)
    order = [group[k] for k in range(max(map(len, groups))) for group in groups if k < len(group)]
    return order[::-1]


def streams(reg: str, rng: random.Random) -> tuple[list[str], list[str]]:
    """Distinct small-talk lines for the main speaker and for the pal (pop from the end)."""
    acts, whens, tails, reacts, follows = _POOLS[reg]
    lower = reg in ("teen", "ng")
    mine = [sorted({f"{a} {w}{t}" if lower else _cap(f"{a} {w}{t}") for w in whens for t in tails}) for a in acts]
    theirs = [[f"{r}, {f}" if reg != "biz" else f"{r}. {_cap(f)}" for r in reacts] for f in follows]
    return _interleaved(mine, rng), _interleaved(theirs, rng)
