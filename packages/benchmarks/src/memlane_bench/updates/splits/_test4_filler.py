"""Small talk of the test4 split: a user chatting with their personal assistant about everyday
things (weather, chores, errands, requests), the assistant's short replies, and per family a few
lines that share words with the scored facts without stating them. Chosen by the seed."""

from __future__ import annotations

import random

STATEMENTS = (
    "It's absolutely chucking it down here, the garden's a swamp.",
    "Finally finished the thriller I was reading, saw the twist coming a mile off.",
    "Spent the whole morning sorting out the airing cupboard, found towels I didn't know I owned.",
    "The heatwave is back and I am melting.",
    "Had the most random dream last night about sitting my exams again.",
    "Just realised I've had the same tub of paprika since 2017.",
    "Bit of a lazy day, honestly didn't get out of my pyjamas till noon.",
    "My neighbour gave me a bag of courgettes from her allotment, no idea what to do with them all.",
    "Washing machine's making that weird clunking noise again.",
    "Went to a jumble sale at the church hall and came home with a lamp I don't need.",
    "The clocks go back this weekend, right?",
    "Watched the snooker all afternoon, don't judge me.",
    "Had a lovely catch-up with an old school friend I hadn't seen in years.",
    "Tried to put up a shelf and now there are four holes in the wall and no shelf.",
    "Bought a new duvet and it's like sleeping under a cloud.",
    "The kids next door have discovered their trampoline, it's non-stop screaming.",
    "I've been trying to read more instead of scrolling, going okay so far.",
    "Made a massive pot of soup for the week, feeling very smug.",
    "Had a mooch round the charity shops in town, found a nice jumper for four quid.",
    "The smoke alarm went off while I was making toast, very dramatic.",
    "Someone's started a petition about the potholes round here, I signed it.",
    "Spent an hour on hold to the energy company, my life is so glamorous.",
    "Got my cousin's birthday present sorted three weeks early, a personal best.",
    "It's so foggy I can't see the end of the street.",
    "Finally cleared out the fridge, there were some science experiments in there.",
    "Watched a documentary about deep-sea creatures and now I can't sleep.",
    "Had a power cut for two hours last night, played cards by candlelight.",
    "Broke my favourite mug this morning, gutted.",
    "Went blackberry picking, my arms are covered in scratches.",
    "Planted some tulip bulbs, let's see if the squirrels leave them alone.",
    "Got roped into running the tombola at the village fete.",
    "The ice cream van came round in November, bold move.",
    "My nephew taught me a card game and then beat me eleven times in a row.",
    "I think I've finally got the hang of the slow cooker.",
    "Had a really good sleep for once, must be the new pillow.",
    "Our street group chat is arguing about hedges again.",
    "Found a twenty-pound note in an old coat pocket, best day ever.",
    "Spent the evening on a jigsaw of a lighthouse, a thousand pieces and half of them sky.",
    "My back's a bit stiff today, think I slept funny.",
    "Did the big spring clean, windows and everything.",
    "There's a new bakery on the corner and I've been twice already.",
    "Rang my auntie for her birthday, she talked for an hour and a half.",
    "I've got really into true crime podcasts, probably not healthy.",
    "The leaves are turning, it's gorgeous out there.",
    "Got soaked hanging the washing out, the forecast lied.",
    "Finally got round to framing some photos from last summer.",
    "Did my tax return. Never again. Well, until next year.",
    "Bought far too many plants at the garden centre.",
    "Watched the sunset from the top of the hill, stunning.",
    "The broadband has been dropping out all week.",
    "Gave the bathroom a proper deep clean, the grout is white again.",
    "Went to see a comedy show, laughed till I cried.",
    "Reorganised the spice rack alphabetically, very satisfying.",
    "The kettle's died, had to boil water in a pan like a pioneer.",
    "Spent the afternoon at a friend's barbecue, got a bit sunburnt.",
    "Birthday card shopping is the most stressful thing in the world.",
    "Finished a crossword without cheating for the first time ever.",
    "Someone on our road has got a cockerel and it goes off at five.",
    "Had a long soak in the bath with a book, bliss.",
    "Tidied the loft and found my old school reports, I was 'easily distracted' apparently.",
    "It's been so windy the fence panel's come down again.",
    "Went to a quiz night at the local, came fourth out of six.",
    "Sent off my passport renewal at last.",
    "My niece has started walking, it's chaos at my sister's.",
    "I've been sleeping with the window open, it's so muggy.",
    "Ordered a lamp online and it's the size of a matchbox, should have read the dimensions.",
    "The library's having a book sale, came home with six.",
    "Got a letter saying my passport photo was rejected, I look like a criminal apparently.",
    "Spent ages choosing paint colours and went with white in the end.",
)
REQUESTS = (
    "Can you add bin bags, washing-up liquid and batteries to my shopping list?",
    "What can I use instead of buttermilk in a cake?",
    "Remind me to put the bins out tonight please.",
    "How long do I boil an egg for a runny yolk?",
    "Can you set a reminder for my auntie's birthday on the 12th?",
    "What's a good film for a rainy Sunday?",
    "How do I get candle wax out of a tablecloth?",
    "Any quick ideas for using up leftover rice?",
    "What time does it get dark this time of year?",
    "Can you remind me to water the plants on Thursday?",
    "Is it okay to freeze bread that's already sliced?",
    "How many grams is a cup of flour?",
    "What's the best way to clean a burnt pan?",
    "Can you help me write a thank-you card for my neighbour?",
    "Remind me to call the plumber back tomorrow morning.",
    "What's a polite way to get out of a party invitation?",
    "Can you suggest a birthday present for a ten-year-old?",
    "How do I stop condensation on the windows?",
    "Can you find me a simple banana bread recipe?",
    "What's the difference between baking soda and baking powder?",
    "Can you make me a list of things to pack for a weekend away?",
    "What's the weather meant to be like on Saturday?",
    "how do you get red wine out of a carpet",
    "Can you suggest a board game for four adults?",
    "What's a houseplant that's really hard to kill?",
    "Can you help me draft a complaint about a late delivery?",
    "How long does cooked rice keep in the fridge?",
    "What's an easy pudding for a dinner party?",
    "Can you recommend a book like the one I just finished?",
    "Remind me to ring the opticians on Monday.",
    "How do I descale a kettle?",
    "What's 180 Celsius in gas mark?",
    "What flowers can I plant in autumn?",
    "Remind me to order a birthday cake on Wednesday.",
    "How do I unblock a sink without calling anyone out?",
    "Give me a funny name for a quiz team.",
    "Can you write me a packing list for a hen do?",
    "what's the date of the next bank holiday",
    "Can you set a timer for 25 minutes?",
    "Remind me to send my cousin the photos from the party.",
)
ACTS = (
    "went for a long walk round the reservoir", "made a big batch of vegetable soup",
    "sorted through a mountain of old paperwork", "repotted all my houseplants",
    "binge-watched a whole season of a baking show", "had a picnic in the park", "cleaned the oven, finally",
    "wrote a pile of overdue thank-you cards", "helped a friend paint her hallway",
    "went to the garden centre for one thing and came back with twelve", "visited the castle museum",
    "had a long phone call with my cousin", "tried a new lentil curry recipe", "went to a craft market",
    "took my nephew to the cinema", "spent ages weeding the front garden", "watched the fireworks from the hill",
    "went to a friend's fortieth", "made jam with the last of the plums", "fixed the wobbly kitchen chair",
    "went to a quiz at the community hall", "sorted the sock drawer", "tidied the shed",
    "went to an open gardens afternoon", "did a big online food shop", "baked a batch of scones",
    "went to a christening", "watched an old black-and-white film", "had friends round for dinner",
    "ironed a mountain of shirts", "went to see the new exhibition at the gallery",
    "cleared out the kitchen drawers", "took a load of stuff to the charity shop", "went to a pick-your-own farm",
    "helped my neighbour with her shopping", "went to a car-free street party", "put up the Christmas lights",
    "finally hung the mirror in the hall", "went to a wedding fair with a friend", "sat in the garden with a book",
)  # fmt: skip
WHENS = (
    "yesterday", "this morning", "on Saturday", "last night", "on Sunday afternoon", "after lunch",
    "at the weekend", "on Friday evening", "earlier today", "on my day off", "on the bank holiday",
    "this afternoon",
)  # fmt: skip
TAILS = ("", " Lovely.", " Knackered now.", " Worth it.", " Bit of a disaster.", " Good day overall.")
OPENERS = (
    "That sounds lovely!", "Oh no, that's annoying.", "Ha, I love that.", "Done!", "Sure thing.",
    "Good for you!", "Oh, nice.", "Fair enough.", "Sounds like a busy one.", "Noted.", "Of course.",
    "Oh, how fun.", "Well done!", "Ooh.", "Got it.", "Okay!",
)  # fmt: skip
FOLLOWS = (
    "How are you feeling now?", "Anything else you'd like me to add?", "Did you get any photos?",
    "Let me know if you want a reminder.", "Want me to save that for later?", "Was it busy?",
    "Hope you get a quiet evening after that.", "Shall I put it on your list for next week?",
    "What's next on the agenda today?", "Would you like some ideas?", "I can dig out a few options if that helps.",
    "Fingers crossed it stays that way.", "Sounds like you earned a rest.", "Anything I can help with?",
    "Tell me how it goes.", "I'll keep that in mind.", "Want me to set a reminder?", "That's a good result.",
    "Have a lovely rest of your day.", "I've made a note.", "Let me know if anything changes.",
    "Would a checklist help?", "Glad it worked out.", "Hope the weather holds for you.",
)  # fmt: skip
# Per family: small talk sharing words with the facts but stating none of them.
NEAR = {
    "job": (
        "Payday tomorrow, thank god.",
        "Can you help me word an email asking for next Friday off?",
        "Long day today, I'm shattered.",
        "Had a training day about fire safety, riveting stuff.",
    ),
    "home": (
        "The neighbours are having building work done and the drilling is relentless.",
        "Can you remind me to send the meter readings on Sunday?",
        "Our road's bins got missed again.",
        "Spent the evening hunting for the stopcock, just in case.",
    ),
    "car": (
        "Why has every insurance renewal gone up by a hundred quid this year?",
        "Can you find me a garage that does MOTs on a Saturday?",
        "Petrol's gone up again round here.",
        "Spent twenty minutes looking for a parking space at the hospital.",
    ),
    "phone_number": (
        "I keep getting spam calls about an accident I never had.",
        "My phone battery's dead by lunchtime lately.",
        "Remind me to call the council back tomorrow.",
        "Why does every website want my mobile number these days?",
    ),
    "pet": (
        "The vet bills in this country are criminal.",
        "Are lilies poisonous to animals? Someone brought me some.",
        "There's a fox in the garden every night now.",
        "Next door's cat has adopted our shed.",
    ),
    "partner": (
        "Wedding season is upon us, I've got three this summer.",
        "Can you suggest an anniversary present for a couple who have everything?",
        "Watched a romcom tonight and cried, obviously.",
        "My friend's getting married in Crete, jealous.",
    ),
    "school": (
        "Deadline on Friday and I've written 200 words.",
        "Can you explain the difference between mean and median?",
        "Enrolment forms are the most confusing documents ever written.",
        "Exam season, everyone's stressed.",
    ),
    "manager": (
        "Team meeting ran over by an hour again.",
        "Can you help me push back on a deadline politely?",
        "Someone in the office microwaved fish again.",
        "Got some nice feedback on the project today.",
    ),
    "diet": (
        "Can you give me a recipe for a quick lentil soup?",
        "Food shop was eighty quid this week, how?",
        "Trying to eat more fibre, whatever that means in practice.",
        "Is oat milk actually good for you?",
    ),
    "band": (
        "Can you find me the chords for Wonderwall? Friend's birthday.",
        "Bought new strings today.",
        "Went to a gig at the Academy last night, ears still ringing.",
        "Spent the evening practising scales.",
    ),
    "commute": (
        "The roadworks on the ring road are never going to end.",
        "Rain was biblical this morning, got soaked.",
        "Are there any train strikes planned this month?",
        "Forgot my headphones and had to listen to my thoughts.",
    ),
    "gym": (
        "My legs are still sore from Tuesday.",
        "What's a good stretch for a tight lower back?",
        "Bought protein powder that tastes like chalk.",
        "Trying to hit 10,000 steps a day this month.",
    ),
    "language_course": (
        "Watched a foreign film without subtitles and got about a third.",
        "What's a good app for flashcards?",
        "Verb conjugation is the work of the devil.",
        "Found an old phrasebook in the loft.",
    ),
    "favourite_food": (
        "Can you suggest something for dinner that isn't pasta again?",
        "Tried a new Thai place, decent.",
        "Any good cookbooks for beginners?",
        "Had leftovers for breakfast, no shame.",
    ),
    "morning_routine": (
        "Slept through my alarm today, total chaos.",
        "Any decent podcasts for first thing?",
        "Why is it still dark at half seven?",
        "Been trying to go to bed earlier, not working.",
    ),
    "allergy": (
        "Pollen count's through the roof today.",
        "Is there sesame in hummus? Asking for a dinner party.",
        "Itchy eyes all day, might be the dust.",
        "Picked up some plasters and paracetamol for the holiday.",
    ),
    "bank": (
        "Remind me to pay the window cleaner on Friday.",
        "Got a dodgy text pretending to be from my bank.",
        "My budgeting spreadsheet says I'm broke. It's right.",
        "Council tax has gone up again, what a surprise.",
    ),
    "doctor": (
        "Rang the surgery at 8am and was 23rd in the queue.",
        "Remind me to pick up my prescription on Thursday.",
        "Got my flu jab today.",
        "Finally booked a blood test, only took three weeks.",
    ),
    "hobby": (
        "Signed up for a craft fair in the spring.",
        "Can you recommend a good documentary?",
        "Spent too much on supplies again this month.",
        "Had a lovely lazy Sunday doing absolutely nothing.",
    ),
    "streaming": (
        "What should I watch tonight? Nothing too dark.",
        "Finished that detective series, rubbish ending.",
        "Why are there so many subscriptions in the world?",
        "Fell asleep twenty minutes into a film again.",
    ),
    "coffee_order": (
        "The café by the station has a new barista and she's lovely.",
        "How much caffeine is in green tea?",
        "Dropped my keep cup this morning and it shattered.",
        "The new bakery's cinnamon buns are elite.",
    ),
    "running_route": (
        "Can you check the weather for early Saturday?",
        "New trainers are giving me blisters.",
        "Signed up for a 10k in the autumn, what have I done.",
        "Saw a heron by the water today.",
    ),
    "hairdresser": (
        "Fringe is getting in my eyes again.",
        "Can you find me a good conditioner for frizzy hair?",
        "Tried a new dry shampoo, verdict: meh.",
        "Someone said I looked like I'd had a haircut. I hadn't.",
    ),
}


class Chatter:
    """Seeded small talk for one conversation; never repeats a line (``used`` holds the key turns)."""

    def __init__(self, rng: random.Random, family: str, user: str, used: set[str]) -> None:
        self.rng, self.user, self.used = rng, user, set(used)
        self.assistant = f"{user}'s assistant"
        self.near = list(NEAR[family])
        rng.shuffle(self.near)

    def _fresh(self, make) -> str:  # type: ignore[no-untyped-def]
        while True:
            text = make()
            if text not in self.used:
                self.used.add(text)
                return text

    def _user_line(self, near: bool) -> str:
        rng = self.rng
        roll = rng.random()
        if near and self.near and roll < 0.12:
            line = self.near.pop()
            self.used.add(line)
            return line
        if roll < 0.42:
            return self._fresh(lambda: rng.choice(STATEMENTS))
        if roll < 0.62:
            return self._fresh(lambda: rng.choice(REQUESTS))

        def activity() -> str:
            act, when, tail = rng.choice(ACTS), rng.choice(WHENS), rng.choice(TAILS)
            if rng.random() < 0.5:
                return f"I {act} {when}.{tail}"
            return f"{when[0].upper()}{when[1:]} I {act}.{tail}"

        return self._fresh(activity)

    def _reply(self) -> str:
        rng = self.rng
        return self._fresh(lambda: f"{rng.choice(OPENERS)} {rng.choice(FOLLOWS)}")

    def lines(self, n: int, *, after_key: bool = False, near: bool = True) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        last_user = after_key
        for _ in range(n):
            if last_user and self.rng.random() < 0.45:
                out.append((self.assistant, self._reply()))
                last_user = False
            else:
                out.append((self.user, self._user_line(near)))
                last_user = True
        return out
