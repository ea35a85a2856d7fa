"""Small talk for dev17: what the seed picks for the marked slots between sessions.

The user lines are in the same register as the split (fluent, non-native English); the replies are
short. None of it names a person, a business or a place of the scenarios, and none of it says
anything about the families the scenarios ask about (no job, home, phone, car, partner ...).
"""

from __future__ import annotations

import random
from datetime import date

_CHAT = [
    ("Today I made bread first time in my life, is little bit flat but tasty.", "Flat but tasty still counts as a win."),
    ("I watched a documentary about octopus yesterday, they are so clever animals.", "They really are — some can open jars."),
    ("On the balcony finally the tomatoes are becoming red.", "Nothing beats a tomato you grew yourself."),
    ("I am so tired today, I slept only five hours because of the heat.", "Try to get an early night if you can."),
    ("I found very nice recipe of lentil soup, is cheap and healthy.", "Lentil soup is a great thing to have in the freezer."),
    ("The neighbours were drilling the whole morning, my head is exploding.", "That sounds exhausting. Maybe a quiet walk?"),
    ("I bought new umbrella, the old one broke in the wind like a flower.", "Good timing, with the season turning."),
    ("Today I saw the first flowers in the park, spring is coming finally.", "Lovely — the days are getting longer too."),
    ("I cleaned the whole kitchen, also the oven, now I deserve a cake.", "Well earned. Enjoy the cake."),
    ("My laptop is so slow today, it takes five minutes for opening one file.", "A restart often helps, and check for updates."),
    ("I started a puzzle with thousand pieces, is crazy idea.", "Do the edges first — it makes the rest easier."),
    ("I tried to make sushi at home, everything fell apart but we laughed a lot.", "The laughing is half the point."),
    ("Yesterday was full moon, so bright that I could read outside almost.", "Full-moon nights can be magical."),
    ("I forgot my umbrella in the shop, second time this month.", "Maybe keep a small spare one in your bag."),
    ("The supermarket changed where everything is, I was lost like a tourist.", "They do it on purpose so you browse more."),
    ("I fixed the dripping tap by myself, with one video from internet.", "Nice work — that saves a plumber visit."),
    ("Today the sky was pink at the sunset, I stayed on the window ten minutes.", "Sounds beautiful."),
    ("I ate too much at lunch, now I am sleeping on the sofa almost.", "A short walk might wake you up."),
    ("Last night there was a hedgehog in the garden, eating the fallen apples.", "Lucky you — hedgehogs are good guests."),
    ("I sorted all my old printed photos in albums this weekend.", "That's a big job done."),
    ("The bakery had fresh cinnamon rolls today, I could not resist, I took three.", "Three is a reasonable number."),
    ("Outside is raining since the morning, I will stay inside with tea.", "A good day for tea and a blanket."),
    ("It snowed in the night, everything is white and quiet now.", "Enjoy it before it turns to slush."),
    ("Is so windy today that the bins are flying in the street.", "Hold on to your hat out there."),
    ("Today is very hot, thirty-four degrees, I closed all curtains.", "Smart — and keep some water near you."),
    ("The fog this morning was so thick I could not see the end of the street.", "Take care if you're out in it."),
    ("I made a big pot of vegetable soup, enough for one week I think.", "Soup always tastes better on day two."),
    ("I bought a small cactus for the desk, he looks at me all day.", "A low-maintenance companion."),
    ("There is a new ice cream shop opened, pistachio is fantastic.", "Pistachio is an excellent choice."),
    ("I cannot find my second glove anywhere, is a mystery.", "It'll turn up in the pocket of another coat."),
    ("Today I walked twelve thousand steps, I am proud a little.", "You should be — that's a good day's walking."),
    ("I finished a very long novel at two in the night, now I am zombie.", "Worth it if the ending was good."),
    ("Somebody in my building is practising the trumpet every evening.", "At least it's live music."),
    ("The birds are waking me up at five in the morning now.", "Earplugs, or an early start to the day."),
    ("I tried to bake cookies without sugar, they are tasting like cardboard.", "Try a mashed banana next time for sweetness."),
    ("The electricity went off for one hour, I played cards with candles.", "Sounds almost cosy."),
    ("I planted some basil and mint in pots, we will see if they survive me.", "Mint survives almost anything."),
    ("I cooked rice and forgot it, now the pot is black.", "Soak it with baking soda overnight."),
    ("My washing machine makes noise like airplane when it spins.", "Check it's level — that often fixes it."),
    ("Today I had a very long lunch with a friend in the old town.", "Nice to hear."),
    ("I watched the sunrise today, first time in years I was awake for it.", "Worth getting up for."),
    ("There was a small earthquake this night, the glasses were shaking.", "Unsettling — glad it was small."),
    ("I went to the market and bought too many strawberries again.", "Jam, or a very good breakfast."),
    ("My tea got cold three times today, I always forget it.", "A classic. Maybe a thermos mug?"),
    ("The road in front is closed for works, everybody is honking.", "Hopefully it's finished soon."),
    ("I saw a rainbow from the window, a double one even.", "Double rainbows are rare — lucky."),
    ("I reorganised my wardrobe, I found a shirt I never wore.", "A new shirt for free, then."),
    ("The cake I baked went down in the middle, like a volcano.", "Fill the crater with cream — nobody will know."),
    ("Today I did nothing at all and it was wonderful.", "Everyone needs a day like that."),
    ("I cut my finger with the new knife, it is very sharp, be careful they said.", "Ouch. Keep it clean and covered."),
    ("I bought a second-hand bookshelf, it was only ten euros.", "A bargain."),
    ("I am trying to wake up earlier, but the alarm and me are enemies.", "Put it across the room so you have to get up."),
    ("The sunflowers in the park are taller than me now.", "They grow astonishingly fast."),
    ("The shop had no more eggs, everybody is baking for the holidays I think.", "Try again early tomorrow."),
    ("I tried a new tea with ginger and lemon, is very strong.", "Good for a cold day."),
    ("Today it is grey and cold, the kind of day for pancakes.", "Pancakes fix most grey days."),
    ("I painted the old chair in blue, now it looks like new.", "Nice upcycling."),
    ("The wind took my laundry from the line, I found one sock in the tree.", "Nature's washing line."),
]  # fmt: skip

_GRAMMAR = [
    ("When I use 'since' and when 'for'? I mix always.", "'Since' with a point in time (since May), 'for' with a length (for two weeks)."),
    ("Is it 'in the weekend' or 'at the weekend'?", "British English says 'at the weekend', American 'on the weekend'."),
    ("What is correct, 'I am agree' or 'I agree'?", "'I agree' — no 'am' needed."),
    ("Is 'informations' a correct word?", "No — 'information' has no plural s."),
    ("Can I say 'I have thirty years' in English?", "Say 'I am thirty' or 'I am thirty years old'."),
    ("What is the past form of 'to lead'?", "'Led'."),
    ("Is it 'make a photo' or 'take a photo'?", "'Take a photo' is the usual phrase."),
    ("How I say politely that I don't want more food?", "'No more for me, thanks — it was delicious.'"),
    ("What is the plural of 'cactus'?", "'Cacti', or 'cactuses' informally."),
    ("Is it 'advices' or 'advice'?", "'Advice' — it's uncountable; say 'some advice' or 'a piece of advice'."),
    ("What is difference between 'affect' and 'effect'?", "'Affect' is usually the verb, 'effect' the noun."),
    ("Is it correct to say 'I am knowing the answer'?", "Just 'I know the answer' — 'know' is rarely used in the -ing form."),
    ("How to say in English when the bread is not fresh anymore?", "'Stale'."),
    ("What is the word for the small talk before a meeting starts?", "'Small talk' itself, or 'chit-chat'."),
    ("Is 'I am boring' the same like 'I am bored'?", "No — 'bored' is how you feel, 'boring' is what makes others feel it."),
    ("What is the opposite of 'generous'?", "'Mean' or 'stingy'."),
    ("Can I say 'I will explain you' or is wrong?", "Say 'I will explain it to you'."),
    ("Is it 'depend of' or 'depend on'?", "'Depend on'."),
    ("How do you call a baby cat in English?", "A kitten."),
    ("What means 'under the weather'?", "Feeling a little ill."),
]  # fmt: skip

_WORDS = [
    ("to procrastinate", "to keep delaying something you should do"), ("frugal", "careful with money"),
    ("to mull over", "to think about something slowly and carefully"), ("sluggish", "slow and without energy"),
    ("a bargain", "something bought for less than it's worth"), ("drizzle", "very light rain"),
    ("a chore", "a routine task, often a boring one"), ("a hunch", "a feeling you can't prove"),
    ("to doze off", "to fall asleep lightly, without meaning to"), ("tedious", "long and boring"),
    ("a knack", "a natural skill for something"), ("brisk", "quick and energetic"),
    ("to squander", "to waste something, like money or time"), ("a nuisance", "an annoying thing or person"),
    ("to dawdle", "to move slowly and waste time"), ("meticulous", "very careful about small details"),
    ("a glitch", "a small technical fault"), ("scrumptious", "very tasty"),
    ("to splurge", "to spend a lot on a treat"), ("a stroll", "a slow, relaxed walk"),
    ("grumpy", "in a bad mood"), ("to fumble", "to handle something clumsily"),
    ("a fluke", "a lucky accident"), ("snug", "warm and comfortable, fitting closely"),
]  # fmt: skip

_SPELLING = [
    ("recieve", "receive"), ("definately", "definitely"), ("accomodation", "accommodation"),
    ("seperate", "separate"), ("occured", "occurred"), ("tommorow", "tomorrow"), ("begining", "beginning"),
    ("goverment", "government"), ("enviroment", "environment"), ("neccessary", "necessary"),
    ("untill", "until"), ("wierd", "weird"), ("beleive", "believe"), ("calender", "calendar"),
    ("existance", "existence"), ("reccomend", "recommend"), ("succesful", "successful"),
    ("truely", "truly"), ("greatful", "grateful"), ("arguement", "argument"),
    ("embarass", "embarrass"), ("noticable", "noticeable"), ("occassion", "occasion"),
    ("persistant", "persistent"), ("wether", "whether"),
]  # fmt: skip

_FACTS = [
    ("How long I should boil an egg for soft yolk?", "About six minutes from when the water boils."),
    ("Tomato is fruit or vegetable? We had a discussion at dinner.", "Botanically a fruit, in the kitchen a vegetable."),
    ("How many bones has the human body?", "206 in an adult."),
    ("Which planet is the biggest one?", "Jupiter."),
    ("How deep is the deepest place of the ocean?", "About 11 km, in the Mariana Trench."),
    ("What is the fastest animal on the land?", "The cheetah."),
    ("How many legs has a spider, six or eight?", "Eight."),
    ("Penguins are living also at the North Pole?", "No — almost all live in the southern hemisphere."),
    ("Water is boiling at lower temperature on a high mountain, is true?", "Yes — around 90 °C at 3,000 metres."),
    ("How long the light needs from the sun to us?", "About eight minutes."),
    ("Why the onions make me cry when I cut them?", "They release a gas that irritates the eyes."),
    ("How often I should water a cactus?", "Every two to four weeks, less in winter."),
    ("Honey is going bad ever?", "Stored sealed, practically never."),
    ("Which is the longest river of the world?", "The Nile or the Amazon, depending on how you measure."),
    ("Which is the smallest country in the world?", "Vatican City."),
    ("How many hearts has an octopus?", "Three."),
    ("Can I freeze rice after cooking?", "Yes — cool it quickly and use it within a month."),
    ("How long a boiled egg is keeping in the fridge?", "About a week, in its shell."),
    ("Why the bread is getting hard so fast?", "The starch dries out and recrystallises."),
    ("Which vitamin we get from the sun?", "Vitamin D."),
    ("Goldfish has really memory of three seconds?", "No, that's a myth — they remember for months."),
    ("Capital of Australia is Sydney, yes?", "No, it's Canberra."),
    ("How many countries are in Africa?", "54."),
    ("How high is Mount Everest?", "About 8,849 metres."),
    ("What is heavier, one kilo of feathers or one kilo of iron? I was tricked.", "Neither — both weigh a kilo."),
    ("How long I cook pasta for al dente?", "Usually a minute or two less than the packet says."),
    ("Why the sea is salty and the rivers not?", "Rivers carry traces of minerals that build up in the sea."),
    ("When is the shortest day of the year?", "Around 21 December in the northern hemisphere."),
    ("Bananas are growing on trees?", "On giant herbs, technically — the 'trunk' is made of leaves."),
    ("How many time zones has Russia?", "Eleven."),
    ("Why we have leap years?", "A year is about 365.25 days, so every fourth year gets an extra day."),
    ("How much of the earth is covered by water?", "About 71 percent."),
    ("Which is the coldest place on earth?", "East Antarctica — below minus 90 °C has been measured."),
    ("Snails have teeth, is it true?", "Yes, thousands of tiny ones."),
    ("How long is one day on the moon?", "About 29.5 earth days from sunrise to sunrise."),
]  # fmt: skip

_UNITS = [
    ("How many grams is one cup of flour, more or less?", "Roughly 120 to 130 grams."),
    ("350 Fahrenheit is how much in Celsius? Is American recipe.", "About 175 °C."),
    ("How many ml is one tablespoon?", "About 15 ml."),
    ("One mile is how much kilometres, I forget always.", "About 1.6 km."),
    ("How many ounces are 100 grams?", "About 3.5 ounces."),
    ("What is 5 feet 8 inches in centimetres?", "About 173 cm."),
    ("A pint is how many litres?", "A UK pint is about 0.57 litres, a US pint about 0.47."),
    ("How many teaspoons go in one tablespoon?", "Three teaspoons make one tablespoon."),
    ("One pound of butter is how many grams?", "About 454 grams."),
    ("How many seconds has one day?", "86,400."),
    ("How many centimetres is one inch?", "2.54 cm."),
    ("200 degrees in the oven is how much in Fahrenheit?", "About 390 °F."),
    ("How many weeks has a year exactly?", "52 weeks and one day — two in a leap year."),
    ("How many millilitres has a US cup?", "About 240 ml."),
]  # fmt: skip

_RHYMES = [
    ("moon", "spoon"), ("light", "night"), ("cake", "lake"), ("rain", "chain"), ("sun", "fun"), ("tree", "free"),
    ("snow", "glow"), ("bread", "thread"), ("rose", "nose"), ("bell", "shell"), ("stone", "bone"), ("fish", "wish"),
]  # fmt: skip

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")  # fmt: skip
_DATES = [date(1987, 3, 14), date(1992, 7, 2), date(1999, 12, 31), date(2001, 5, 19), date(1978, 10, 8),
          date(1995, 2, 26), date(2004, 8, 13), date(1983, 6, 30), date(1990, 11, 11), date(2010, 1, 23),
          date(1975, 9, 5), date(2008, 4, 17)]  # fmt: skip
_PRODUCTS = [(17, 23), (36, 14), (48, 25), (19, 19), (125, 8), (64, 12), (27, 31), (15, 45), (73, 6), (44, 55)]  # fmt: skip
_PERCENT = [(15, 80), (20, 45), (12, 250), (7, 300), (35, 60), (18, 150), (25, 96), (8, 1250)]


def _pairs() -> list[tuple[str, str]]:
    out = list(_CHAT) + list(_GRAMMAR) + list(_FACTS) + list(_UNITS)
    for i, (word, meaning) in enumerate(_WORDS):
        ask = f"What means '{word}'? I saw it in an article."
        if i % 2 == 0:
            ask = f"Please explain me the word '{word}', somebody said it on TV."
        bare = word.removeprefix("to ").removeprefix("a ")
        out.append((ask, f"'{bare}' means {meaning}."))
    for i, (wrong, right) in enumerate(_SPELLING):
        first, second = (wrong, right) if i % 2 else (right, wrong)
        ask = f"How is written correctly, '{first}' or '{second}'?"
        out.append((ask, f"'{right}' is the right spelling."))
    for word, rhyme in _RHYMES:
        ask = f"Give me one word which rhymes with '{word}', is for a card."
        out.append((ask, f"'{rhyme}' rhymes with '{word}'."))
    for d in _DATES:
        when = f"{d.day} {_MONTHS[d.month - 1]} {d.year}"
        out.append((f"Which day of the week was {when}? Just curious.", f"{when} was a {d:%A}."))
    for a, b in _PRODUCTS:
        ask = f"How much is {a} times {b}? I have no calculator near."
        out.append((ask, f"{a} × {b} = {a * b}."))
    for p, n in _PERCENT:
        out.append((f"What is {p} percent of {n}, quickly?", f"{p}% of {n} is {p * n / 100:g}."))
    return out


POOL: tuple[tuple[str, str], ...] = tuple(_pairs())


def small_talk(rng: random.Random, n: int, avoid: set[str]) -> list[tuple[str, str]]:
    """``n`` exchanges from the pool in a seeded order, none of whose lines is in ``avoid``."""
    order = list(POOL)
    rng.shuffle(order)
    picked = [pair for pair in order if pair[0] not in avoid and pair[1] not in avoid][:n]
    if len(picked) < n:
        raise ValueError(f"small-talk pool too small for {n} exchanges")
    return picked
