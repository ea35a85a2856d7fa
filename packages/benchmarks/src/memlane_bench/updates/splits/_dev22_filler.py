"""Small talk of the dev22 split, in the same learner English as the key turns: everyday life,
weather, cooking, family visits, shopping, TV, and lines that share words with the scored facts
(bank holiday, phone battery, the bus, a colleague, the doctor's waiting room) without stating any
standing fact of the speaker. Seeded: only these lines change with the seed."""

from __future__ import annotations

import random

WHEN = (
    "Yesterday", "Today morning", "This morning", "On the weekend", "Saturday", "In the evening", "After lunch",
    "Sunday", "Last night", "Before two days", "Today", "On Friday", "In the afternoon", "Tonight", "Monday",
)  # fmt: skip
ACT = (
    "I was cooking soup of lentils for everybody", "we was in the park with the neighbours", "I cleaned all the flat",
    "I watched the football, we lost again", "I tried to fix the washing machine alone", "I was in IKEA for a shelf",
    "I make the taxes, so boring", "it was raining whole day", "I slept very bad because of the heat",
    "I was shopping in the Lidl, everything so expensive now", "I called with my mother on video",
    "I went walking by the river", "I made dumplings with my aunt", "I was ironing like two hours",
    "I watched one Turkish series, very dramatic", "I baked a cake for the birthday of my niece",
    "the neighbours made party until 3", "I was in the post office, big queue", "I repaired the bike of my nephew",
    "I was sitting on the balcony with a tea", "I tried new recipe from YouTube", "we played cards with my cousins",
    "I was at the market for vegetables", "I painted the small room", "I went to the cinema alone",
    "I helped my friend to carry a sofa", "I read a book in my language", "I was in the hairdresser",
    "I was waiting for a package whole day", "I cooked rice with chicken, the simple one",
    "I went to a wedding of a colleague", "I visited my uncle in the hospital", "I was in the city center for shoes",
    "I watched a documentary about sharks", "I made pancakes for breakfast", "I planted tomatoes in the pots",
    "I was learning some new words with an app", "we had barbecue by friends", "I sorted old photos",
    "I was at the flea market", "I washed the windows", "I listened to old music from my country",
)  # fmt: skip
TAIL = (
    ".", ". Was nice.", ". Very tired now.", ", is normal, no?", ". Haha.", ", I dont know why.", ". Next time better.",
    ", was ok.", ". Uff.", ", finally!", ". Not so bad.", ", like always.", ". I am happy.", ", is life.", "!",
)  # fmt: skip
STANDALONE = (
    "The bank was closed because of holiday, I lost the whole morning.", "My phone battery is dying so fast, is old.",
    "The internet in the train is terrible always.", "The bus was so full today, people like sardines.",
    "The doctor's waiting room in TV series is always so clean, not like real, haha.",
    "Is very hot here this week, 35 degrees, I cannot sleep.", "Snow again! In April! Crazy weather.",
    "Prices for electricity are going up again, I saw in the news.", "My colleague brought cake from her country.",
    "I need new glasses I think, I can't read the small letters.", "Which movie you recommend for tonight?",
    "How I say in English when you are tired but cannot sleep?", "Can you help me write a message for birthday?",
    "Please remind me to buy milk.", "What is the weather tomorrow? I want to hang the laundry outside.",
    "Is correct to say 'I am agree'? My friend laughs always.", "Tell me one joke, I am bored.",
    "How many grams is one cup of flour?", "I forgot again the password of the email, what a day.",
    "Somebody parked in front of the garage of the neighbour, big drama.", "The street is closed for a marathon.",
    "My cousin send me a video of his wedding, very long, 40 minutes.",
    "There is a new bakery, the bread is fantastic.",
    "I think I have allergy, sneezing all day.", "The lift in our building is broken again.",
    "Tomorrow is holiday here, nobody works.", "How to say 'saudade' in English? Is not existing I think.",
    "Give me idea for dinner, something fast.", "I lost my umbrella in the tram, third time this year.",
    "The train strike again, everybody is angry.", "I saw a fox in the street, in the city!",
    "My colleague has birthday today, we ate cake in the office kitchen.",
    "In the school of my nephew the teachers make strike this week.",
    "The church bells at 7 in the morning every Sunday, I cannot sleep.",
    "Insurance letters in German are impossible to understand, even with translator.",
    "The landlord of my friend wants 200 euro more rent, crazy how expensive is everything.",
    "My friend's dog ate her shoe, she send me the video haha.",
    "Can you explain me what is 'Kündigungsfrist'? Everybody says this word.",
    "I read that the internet companies make prices higher next year.",
    "Which is correct: 'I live here since 3 years' or 'for 3 years'?",
    "My cousin moved to Canada, everybody in the family is crying.",
    "What means 'to switch' and 'to change', is the same?",
    "The car of the neighbour has alarm that goes at night for nothing.",
)  # fmt: skip
REACT = (
    "Haha, typical!", "Oh no, poor you.", "Same by us.", "Jaja.", "Ok, good to know.", "Nice!", "Hmm.", "Wow.",
    "Really?", "Ah ok.", "Inshallah better tomorrow.", "Bravo!", "Ayy.", "Hahaha.", "Uff, I know.",
)  # fmt: skip
FOLLOW = (
    "And how was it?", "Send me photo pls.", "We must meet soon.", "Tell me later, now I am driving.",
    "My mother says hello.", "Call me when you have time.", "I am so tired this week.", "Here also rain.",
    "Did you eat already?", "We miss you here.", "I go sleep now.", "My kids are crazy today.",
    "Don't forget the birthday of auntie on Sunday.", "You watched the match?", "Kisses to everybody.",
)  # fmt: skip


class Filler:
    """Seeded learner-English small talk; never repeats a line inside one conversation."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def _one(self) -> tuple[bool, str]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.12:
            return False, rng.choice(STANDALONE)
        if roll < 0.62:
            return False, f"{rng.choice(WHEN)} {rng.choice(ACT)}{rng.choice(TAIL)}"
        if roll < 0.75:
            return True, rng.choice(REACT)
        return True, f"{rng.choice(REACT)} {rng.choice(FOLLOW)}"

    def line(self, seen: set[str]) -> tuple[bool, str]:
        for _ in range(200):
            by_co, text = self._one()
            if text not in seen:
                return by_co, text
        raise RuntimeError("small talk exhausted")
