"""Small talk of the held-out test7 split: per-register lines, per-family topical distractors
(the same topic, no scored fact) and combinatorial lines for the long far-apart stretches.
Only this is varied by the seed."""

from __future__ import annotations

import random
import re

SUBJECT_LINES: dict[str, tuple[str, ...]] = {
    "scot": (
        "Pure bucketin' it doon the day, couldnae see the end o' the street.",
        "Went up the Pentlands wi' the dug, my legs are deid.",
        "The bairns are aff school again, some in-service day or other.",
        "Had a fish supper on the front at Portobello, the gulls were mental.",
        "Heard the ice cream van at half nine at night, who's buyin' a cone then?",
        "My maw phoned for an hour aboot her neighbour's hedge.",
        "Watched the fitba in the pub, we were gubbed again.",
        "The heating's been on since August, that's Scotland for ye.",
        "Got soaked waitin' on the 22, it never came.",
        "Made a pot o' lentil soup that'll last till Thursday.",
        "Took the wean tae the swimmin', the changing rooms were honkin'.",
        "Finally fixed the shed roof, only took me three year.",
    ),
    "irish": (
        "Grand soft day here, the washing's been out and in three times.",
        "Went to the month's mind for the neighbour's mother, lovely crowd.",
        "The young lad has the Junior Cert mocks, he's in bits.",
        "Got the turf in before the rain, thanks be to God.",
        "Herself has me painting the porch again, it's only done two year.",
        "Listened to the match on the radio in the car park, couldn't go in.",
        "The bus into town was jammers, standing room only.",
        "Made brown bread and it actually rose for once.",
        "Bumped into half the parish at the Centra, took an hour to get a pint of milk.",
        "The heating oil's gone up again, it's daylight robbery.",
        "Took a spin out to the coast on Sunday, blowing a gale.",
        "Mam's after getting a new hip, she's flying around the place now.",
    ),
    "aus": (
        "Stinking hot today, 41 in the shade, didn't leave the aircon.",
        "Had a snag and a beer at the footy, Swans got done again.",
        "Magpie swooped me on the walk to the shops, little mongrel.",
        "Went down the beach at Cronulla arvo, water was beautiful.",
        "Kids want to go to the Ekka, I'm not made of money.",
        "Bushfire smoke's back, can't see across the valley.",
        "Mowed the nature strip, neighbour never does his.",
        "Caught a couple of flathead off the jetty, tea sorted.",
        "Servo coffee is criminal but I needed it this morning.",
        "Found a huntsman the size of my hand in the ute.",
        "Watched the cricket all day Sunday, no regrets.",
        "Storm took out the power for a few hours last night.",
    ),
    "sa": (
        "Load shedding again tonight, stage four, so it's candles and braai.",
        "The taxi rank was chaos this morning, I was late now now.",
        "Made bobotie for Sunday lunch, the family demolished it.",
        "Highveld storm came through and flooded the garage, eish.",
        "Watched the Boks, my heart can't take these close games.",
        "Went to the Neighbourgoods market, too many people but lekker food.",
        "The robot on Main Road is out again, traffic is a mess.",
        "My gogo phoned to ask why I don't visit, guilt trip activated.",
        "Bought biltong for the road trip and ate it all before Harrismith.",
        "The hadedas woke me at five again, those birds are loud shame.",
        "Finally got the geyser fixed, hot showers are back.",
        "Went for a walk on the promenade, windy but beautiful.",
    ),
    "indian": (
        "Rains have started, whole road outside is waterlogged.",
        "My mother-in-law is visiting for two weeks, so I am on my best behaviour.",
        "Went for my cousin's sangeet, danced till two in the night.",
        "Auto driver refused to go by meter again, I walked only.",
        "Made rajma chawal today, comfort food for this weather.",
        "India match is going on, nobody at office is working.",
        "Power cut for three hours, inverter also gave up.",
        "Went to the vegetable market early morning, tomatoes are so costly now.",
        "My son has exams next week, whole house is in tension.",
        "Attended a wedding reception, the food was superb.",
        "Traffic at Silk Board was one hour today, what to do.",
        "Finally cleaned the fans before Diwali, so much dust.",
    ),
    "carib": (
        "Sun hot no joke today, mi stay inside under di fan.",
        "Went a di beach Sunday wid di whole family, nice likkle day.",
        "Mi cook curry goat an rice an peas fi di church harvest.",
        "Rain fall so hard di road wash out by di gully.",
        "Mi granddaughter graduate from nursing school, mi proud bad.",
        "Watch di cricket wid mi bredrin dem, Windies lose again.",
        "Di light gone from morning, JPS a gwaan bad.",
        "Mi buy some ackee a di market, price dem high though.",
        "Traffic pon Spanish Town Road tek two hour today.",
        "Mi pressure did high so mi a cut down on di salt fish.",
        "Di dog next door bark whole night, mi cyaa sleep.",
        "Carnival season a come, everybody a plan dem costume.",
    ),
    "southern": (
        "Hotter than blue blazes out here, porch thermometer says 98.",
        "Put up six quarts of pickles this morning, kitchen's a disaster.",
        "Church potluck was Sunday, I brought my banana pudding.",
        "Storm knocked a pecan limb clean through the carport.",
        "Watched the Crimson Tide game at my cousin's, hollered myself hoarse.",
        "Mowed the back forty, well, the back acre anyway.",
        "The Piggly Wiggly was out of buttermilk again.",
        "Fixin' to make a pot of red beans for the week.",
        "Grandbaby's first birthday party was Saturday, she smashed that cake.",
        "Mosquitoes are eatin' me alive every evening.",
        "Took the boat out on the lake, didn't catch a thing but it was pretty.",
        "My sister called to tell me all the gossip from the beauty shop.",
    ),
    "formal": (
        "The weather has been rather unkind this week; I have not ventured far.",
        "I attended a most interesting talk at the local history society.",
        "My granddaughter telephoned on Sunday, which was a great pleasure.",
        "I have been reading a biography of Captain Cook, a fascinating man.",
        "The roses are not doing well this year, I suspect the aphids.",
        "I took the bus into town to collect my prescription.",
        "We had a small gathering for my eightieth, nothing elaborate.",
        "The crossword defeated me entirely this morning.",
        "I wrote to my old pen friend in Canada; we have corresponded since 1961.",
        "The new pavement outside is a considerable improvement.",
        "I watched a programme about the Norfolk Broads, very restful.",
        "I have finally mastered the video calling, with some assistance.",
    ),
    "parent": (
        "school run was carnage, forgot it was non uniform day 🙈",
        "3 kids, 2 parties, 1 car this weekend. send help",
        "toddler refused shoes for 20 mins then cried bc we were late",
        "made fish fingers for tea, gourmet mum strikes again",
        "nits letter came home AGAIN",
        "finally got 10 mins with a hot coffee. bliss",
        "swimming lessons moved to 7am saturday who decided that",
        "youngest has a cough, nobody slept",
        "world book day costume made out of a cereal box at 11pm",
        "soft play was heaving, never again (until next week)",
        "sports day tomorrow and it's meant to rain obvs",
        "washing mountain has its own postcode now",
    ),
    "plain": (
        "Went for a run along the river this morning, felt good.",
        "Work was absolutely mental today, back-to-back meetings.",
        "Tried that new Thai place near the station, really decent.",
        "Binge-watched half a series last night, no regrets.",
        "My sister's birthday is Saturday and I still haven't got her anything.",
        "The trains were cancelled again so I worked from home.",
        "Finally cleared out the spare room, found so much junk.",
        "Got caught in a massive downpour without an umbrella.",
        "Booked a weekend away in the Lakes for next month.",
        "Made a lasagne from scratch, took forever but worth it.",
        "Had a long catch-up with an old uni friend.",
        "My back's been killing me since the gym on Monday.",
    ),
}

FRIEND_LINES: dict[str, tuple[str, ...]] = {
    "scot": ("Aye, nae bother.", "Ach, that's a scunner.", "Braw, glad tae hear it.", "Haha yer aff yer heid.",
             "How's yer maw keepin'?", "Mind and wrap up warm."),
    "irish": ("Ah stop, you're joking.", "God love you.", "That's savage altogether.", "Sure look, what can you do.",
              "Grand so.", "How's the form otherwise?"),
    "aus": ("No worries mate.", "Fair dinkum?", "Ha, classic.", "Sounds like a good arvo.", "Too easy.",
            "Yeah nah, that's rough."),
    "sa": ("Shame man.", "Ag no.", "Lekker!", "Sho, that's a lot.", "Hayibo!", "Sharp sharp."),
    "indian": ("Arre wah!", "Very nice yaar.", "Ya ya, same here.", "Ok ok, take care.", "Haha, what to do.",
               "Send photos na."),
    "carib": ("Yuh see it!", "Lawd have mercy.", "Bless up.", "A so it go.", "Yuh too lie, haha.", "Walk good."),
    "southern": ("Well bless your heart.", "Lord have mercy.", "Y'all be careful now.", "Ain't that the truth.",
                 "Mm hmm, I hear you.", "Sounds like a time."),
    "formal": ("How very pleasant.", "I do hope you are keeping well.", "That sounds most agreeable.",
               "Quite so.", "Do take care of yourself.", "How interesting."),
    "parent": ("lol same", "omg 😂", "hang in there x", "solidarity 🙌", "wine o'clock yet?", "been there!!"),
    "plain": ("Ha, nice one.", "Oh no!", "Sounds lovely.", "Fair enough.", "Same here honestly.", "Ugh, nightmare."),
}
GENERIC_FRIEND = ("How was your weekend?", "Sounds good.", "Oh really?", "Haha.", "Nice!", "Tell me more.",
                  "Oh dear.", "Glad to hear it.")  # fmt: skip

# The same topic as the scenario's family, no value of the scored slot (shared words, no fact).
TOPIC: dict[str, tuple[str, ...]] = {
    "energy": ("The smart meter display says I've spent four quid today, on what?",
               "Meter reader came and couldn't get into the cupboard under the stairs.",
               "Been drying the washing on the radiators to save on the tumble dryer."),
    "insurer": ("Got one of those comparison site adverts with the singing opera man again.",
                "A pothole took out a tyre on the way back, not worth claiming for.",
                "Spent an hour on hold about a claim for a neighbour's fence, not even mine."),
    "worship": ("The harvest festival collection raised more than last year.",
                "Lovely sermon on patience, which I could do with.",
                "Helped set out the chairs for the funeral on Friday."),
    "allotment": ("Slugs have had every one of the lettuces.",
                  "Courgettes coming out of my ears, anyone want some?",
                  "Nicked some horse manure from the riding school, they said it was fine."),
    "broadband": ("Router light keeps blinking orange in the evenings.",
                  "Video call froze three times during the meeting today.",
                  "Kids are gaming and streaming at once, no wonder it's slow."),
    "childcare": ("Nursery sent home a painting that's mostly glue.",
                  "Pick-up was late today because of roadworks on the bypass.",
                  "Packed lunch came back untouched again apart from the crisps."),
    "dentist": ("Cracked a bit of a filling on a toffee, typical.",
                "Bought one of those electric toothbrushes that shouts at you.",
                "The kids' teeth are all falling out at once."),
    "union": ("Branch meeting ran on forever about the car park.",
              "There's talk of a ballot but nothing official.",
              "Got a leaflet about pension changes, need to read it properly."),
    "volunteering": ("Sorted about forty bags of donations today, some very odd stuff in there.",
                     "We're short of drivers again for the Christmas rota.",
                     "Someone donated a full wedding dress, never worn."),
    "sports_club": ("Pulled a hamstring warming up, embarrassing.",
                    "Pitch was waterlogged so training got called off.",
                    "The club bar has new stools, that's the big news."),
    "landlord": ("The boiler's making that clanking noise again.",
                 "Mould's back on the bathroom ceiling, I've bleached it twice.",
                 "Letter came about the gas safety check next week."),
    "subscription": ("Spent twenty minutes scrolling and watched nothing.",
                     "The crossword was fiendish this weekend.",
                     "Forgot my password to everything again."),
    "supermarket": ("Self-checkout said unexpected item in bagging area five times.",
                    "Price of butter is a scandal.",
                    "Yellow sticker bargains tonight, got a whole chicken for a quid."),
    "hairdresser": ("Fringe is in my eyes, I'm about to cut it myself.",
                    "Tried a new shampoo and my hair went like straw.",
                    "Saw a haircut on telly I want but my face isn't that shape."),
    "vet": ("The cat brought in a live frog at three in the morning.",
            "Dog ate a sock and we're just waiting to see.",
            "Flea treatment season again, the cat hates it."),
    "car": ("Warning light came on the dash, I'm ignoring it for now.",
            "Petrol's gone up again, nearly eighty quid to fill up.",
            "Someone dinged the door in the car park and didn't leave a note."),
    "email": ("Two thousand unread emails, I've given up.",
              "Got a phishing email pretending to be the tax office.",
              "Spent the morning unsubscribing from shop newsletters."),
    "gp": ("Tried ringing for an appointment at eight, number forty in the queue.",
           "Picked up my repeat prescription, the pharmacy was rammed.",
           "Had my flu jab, arm's a bit sore."),
    "bank": ("Card got declined at the petrol station, turned out to be the machine.",
             "Got a scam text about a parcel fee again.",
             "Spent the evening doing the budget spreadsheet, grim reading."),
    "mobile": ("Phone screen cracked again, third time this year.",
               "No signal at all in the kitchen for some reason.",
               "Battery's dying by lunchtime these days."),
    "employer": ("Long day, the printer jammed in front of the whole team.",
                 "Payday can't come soon enough.",
                 "Had my appraisal, went fine I think."),
    "home": ("The neighbours were hammering till ten at night.",
             "Bins didn't get collected again on our road.",
             "Damp patch by the back door is getting bigger."),
    "school": ("Parents evening went fine, apparently he talks too much.",
               "Homework was a diorama of the solar system, at nine at night.",
               "Uniform costs are ridiculous this year."),
    "music_group": ("Lost my voice a bit after the concert.",
                    "We had to learn a piece in Latin, my pronunciation is awful.",
                    "Rehearsal ran late, I'm shattered."),
    "diet": ("Tried a new curry recipe from the telly.",
             "Ate far too much at the buffet, I'm a balloon.",
             "The canteen only had soup left by the time I got there."),
    "pet": ("Muddy paw prints all over the kitchen floor.",
            "Went to the pet shop for one thing and came out with five.",
            "Vet bills, food, toys, it all adds up."),
    "partner": ("Date night was a takeaway and a film, living the dream.",
                "We argued about where to put the new bookshelf.",
                "Went to a friend's wedding, lovely day."),
}

ACTIVITIES = (
    "cleared out the kitchen drawers", "walked into town for the paper", "rang my cousin about the reunion",
    "watched an old western on the telly", "sorted the recycling", "fixed the dripping tap", "baked scones",
    "went to the car boot sale", "did the big shop", "repotted the tomato plants", "took the bins out",
    "painted the garden bench", "read a few chapters of my book", "went to a quiz night", "tidied the shed",
    "had a long bath", "went to the pictures", "made a curry", "got my eyes tested", "ironed a mountain of shirts",
    "took the bike out", "went to a christening", "watched the snooker", "pulled up weeds by the fence",
    "helped next door with their shopping", "went to the library", "walked by the harbour", "made a stew",
    "cleaned the windows", "sorted old photos", "wrote birthday cards", "went to the market",
    "cut the hedge", "tried a new cafe", "went for a swim", "defrosted the freezer", "did a jigsaw",
    "had my hair washed and dried", "went to a car show", "watched the rugby",
)  # fmt: skip
WHEN = ("yesterday", "this morning", "on Saturday", "last night", "after lunch", "on Sunday", "earlier",
        "on Tuesday", "this afternoon", "on Friday")  # fmt: skip
TAIL = ("", ", nothing exciting", ", which was nice", ", long story", ", don't ask", ", finally")
REACT = ("Oh nice", "Ha", "Fair play", "Lovely", "Oh aye", "Right", "Good stuff", "Ah well", "Brilliant", "Oh dear")
FOLLOW = ("how did it go?", "was it busy?", "glad you got that done.", "sounds like a proper day.",
          "I should do the same.", "you'll sleep well tonight.", "rather you than me.", "any news otherwise?",
          "was the weather alright?", "did anyone else go?")  # fmt: skip

_PUNCT = re.compile(r"[.,!?;:]")


def voice(text: str) -> str:
    """A voice note transcribed without punctuation."""
    return " ".join(_PUNCT.sub("", text).lower().split())


class Filler:
    """Small talk for one conversation: never a repeated line, never a fixed line."""

    def __init__(self, rng: random.Random, register: str, family: str, fixed: set[str]) -> None:
        self.rng = rng
        self.voice = register == "voice"
        base = "plain" if register not in SUBJECT_LINES else register
        subj = list(SUBJECT_LINES[base]) + list(TOPIC.get(family, ()))
        friend = list(FRIEND_LINES[base]) + list(GENERIC_FRIEND)
        rng.shuffle(subj)
        rng.shuffle(friend)
        self.subj, self.friend = subj, friend
        self.used = set(fixed)

    def _generated(self, who: str) -> str:
        if who == "s":
            return f"{self.rng.choice(WHEN).capitalize()} I {self.rng.choice(ACTIVITIES)}{self.rng.choice(TAIL)}."
        return f"{self.rng.choice(REACT)}, {self.rng.choice(FOLLOW)}"

    def _line(self, who: str) -> str:
        pool = self.subj if who == "s" else self.friend
        while True:
            text = pool.pop() if pool else self._generated(who)
            if self.voice and who == "s":
                text = voice(text)
            if text not in self.used:
                self.used.add(text)
                return text

    def take(self, n: int) -> list[tuple[str, str]]:
        out = []
        for _ in range(n):
            who = "s" if self.rng.random() < 0.6 else "f"
            out.append((who, self._line(who)))
        return out
