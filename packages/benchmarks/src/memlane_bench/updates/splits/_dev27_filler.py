"""Small talk of the dev27 split, in its two registers: terse notebook fragments ("t") and
careful, formal prose ("f"). None of it states a scored fact; the topical lines share words
with a family (surgery, bins, payslip, renewal...) without saying who, where or which."""

from __future__ import annotations

import random

TERSE = (
    "groceries: oats, limes, tahini, bin bags",
    "wifi v slow again. rebooted router x2",
    "watched: Slow Horses s3 ep4. v good",
    "rain all day. did nothing. bliss",
    "bday card for Gran — posted Weds",
    "recipe: dal w/ spinach, 1 tin toms, ginger",
    "bathroom tap dripping — washer?",
    "book: Tomorrow x3, half way, meh so far",
    "parcel → locker at Co-op, code 4471",
    "remind me: return library books by 18th",
    "hoovered, laundry, 2 loads. feel smug",
    "train strike Thurs?? check",
    "sourdough attempt #3: flat. again.",
    "council tax DD — 1st of month",
    "podcast rec from work: The Rest Is History",
    "knee twinge after stairs. ice + ibuprofen",
    "plants: water the fern, NOT the cactus",
    "boiler pressure low, topped up, 1.2 bar",
    "Sat: market, then nap, then nothing",
    "quiz night — came 3rd, lost on the music round",
    "new kettle. old one descaled itself to death",
    "tea w/ neighbour, talked bins for 40 min",
    "dentist-style flossing resolution: day 2",
    "tickets: Elbow, Nov, 2x standing — paid",
    "fridge: use the halloumi before Fri",
    "storm warning tmrw, bring in the chairs",
    "finally fixed the shower curtain rail",
    "lunch: soup + bread. dinner: also soup",
    "sorted the sock drawer. peak adulthood",
    "phone screen cracked (still works tho)",
    "garden: cut back the buddleia",
    "stamps x6 — 2nd class",
    "coffee beans: the Ethiopian one again",
    "Netflix price up again. grr",
    "clocks go back Sun",
    "printer out of cyan, won't print black. classic",
    "football on — 2-1, late winner",
    "ordered blinds for the back bedroom",
    "walked 14k steps. legs gone",
    "got a parking ticket outside the chemist. £35",
)

FORMAL = (
    "The weather has turned bitterly cold, and the garden has suffered for it.",
    "I finished the new biography of Attlee last night; it is rather too long by half.",
    "The post brought nothing of interest this morning, only circulars and a seed catalogue.",
    "I have been trying, without much success, to master the art of the soufflé.",
    "The television licence reminder arrived again, though I paid it in March.",
    "We had the piano tuned on Tuesday; the man said it was the worst he had seen this year.",
    "I spent the afternoon sorting my late mother's letters, which was a melancholy business.",
    "The crossword defeated me entirely today, which I find humbling.",
    "There was a most interesting talk on Roman roads at the library on Wednesday.",
    "The hedge wants cutting again, and I have not the energy for it.",
    "I have been rereading Trollope, which I recommend to anyone in need of calm.",
    "The village fete was rained off, to nobody's great surprise.",
    "I confess I have lost the knack of sleeping past six in the morning.",
    "The bus into town was late on Monday, and then two arrived at once.",
    "I made marmalade on Saturday; the kitchen still smells of Seville oranges.",
    "My reading glasses have gone missing once again, and I suspect the cat next door.",
    "The roof of the church hall is being repaired, and the noise is considerable.",
    "I attended a concert of Haydn quartets, which were beautifully played.",
    "The new supermarket on the ring road is, I am told, very large and very ugly.",
    "I have written to the newspaper about the state of the pavements on the High Street.",
    "We have had no end of trouble with the drains since the frost.",
    "I watched a documentary on the Shetland ponies, which was oddly affecting.",
    "The blackbirds have nested in the ivy again, for the third year running.",
    "I took a long walk along the river on Sunday afternoon and was the better for it.",
    "I have resolved, once more, to answer my letters promptly; we shall see.",
    "The gas meter reader called while I was out, as is his custom.",
    "I have been asked to give the vote of thanks at the Women's Institute next month.",
    "The clocks change at the weekend, which always puts me out for a fortnight.",
    "My neighbour has acquired a leaf blower, and my peace of mind is at an end.",
    "I have at last had the grandfather clock repaired; it chimes on the quarter again.",
    "The chemist was out of my cough linctus, so I shall have to go back on Friday.",
    "I spent a very pleasant hour in the second-hand bookshop by the abbey.",
    "The cricket on the wireless kept me company through the ironing.",
    "The parish magazine has printed my recipe for damson cheese, with two errors.",
    "I found the new series of the detective drama rather too gloomy for my taste.",
    "There has been a great deal of fuss in the papers about the bypass.",
    "I sent off for a new passport photograph form, which is a small ordeal in itself.",
    "I have been sorting the loft, and found my school reports, which were not flattering.",
    "The apple tree has given us more fruit than we can possibly eat.",
    "The station buffet has been refurbished and now sells only sandwiches in plastic.",
)

FRIEND_T = (
    "lol", "same tbh", "ugh sorry", "noted 👍", "ha classic", "nice one", "how was it?",
    "pics pls", "ok ta", "brutal", "love that for you", "oh no", "wait what", "fair",
    "sounds about right", "send me the link?", "all good here, v tired", "call later?",
    "you ok?", "ha, mine too",
)
FRIEND_F = (
    "How very trying for you.", "I am glad to hear it.", "That sounds most agreeable.",
    "Do let me know how it turns out.", "I quite agree.", "Good heavens.",
    "I hope you are keeping well otherwise.", "We must arrange lunch soon.",
    "How kind of you to tell me.", "I had no idea.", "Quite right too.",
    "I shall look out for it.", "What a nuisance.", "Thank you for letting me know.",
    "I envy you the peace and quiet.", "Give my regards to everyone.",
    "I remember it well.", "You are very good to bother.", "Indeed.", "I shall ring you on Sunday.",
)

# Family topical lines: share words with the family's facts, state none of them.
TOPICAL = {
    "residence": ("bins → Tuesdays (council letter)", "The hall radiator is knocking again; I must ring someone.",
                  "postcode checker says fibre 'coming soon'. sure", "The street is to be resurfaced next month."),
    "employer": ("payslip came thru. tax code wrong again", "I have a review on Thursday, which I am dreading.",
                 "work xmas do: Fri 13th, fancy dress ffs", "The canteen has stopped serving proper puddings."),
    "role": ("appraisal form: 'areas for growth' box. help", "There is talk of another restructure in the spring.",
             "training day Weds — fire marshal refresher", "The new organisation chart is a work of fiction."),
    "health": ("flu jab booked, chemist, Sat 10:20", "The surgery's telephone system is a labyrinth.",
               "repeat prescription request sent via app", "I have a hospital appointment about my hearing."),
    "gym": ("protein bars on offer at Lidl", "I have strained something turning over the compost.",
            "couch to 5k wk 3 run 2 — survived", "The leisure centre car park is being resurfaced."),
    "vehicle": ("MOT reminder email — for which car??", "There was a frightful accident on the bypass today.",
                "petrol £1.52 at Tesco, £1.61 at the Shell", "The council has raised the price of a parking permit."),
    "phone": ("scam call again — 'parcel delivery'", "The telephone directory has been discontinued, I gather.",
              "phone storage full. deleted 400 memes", "I cannot fathom the new voicemail system."),
    "email": ("inbox 2,381 unread. declaring bankruptcy", "I had a most peculiar message about a prize draw.",
              "phishing email pretending to be HMRC lol", "My nephew says I should use fewer exclamation marks."),
    "bank": ("card declined at Boots — contactless limit?", "The branch in town now opens only on Tuesdays.",
             "savings goal: £2k by summer. lol", "I have been sent a new card reader which I do not understand."),
    "utility": ("meter reading: 04417 (elec)", "The man came about the smart meter and left without fitting it.",
                "broadband dropped during the match. fuming", "There is a great deal of talk about the price cap."),
    "partner": ("cinema Sat? the new Villeneuve", "My cousin's wedding is in June, in a marquee in Norfolk.",
                "anniversary gift ideas: ??? help", "We had friends to supper and talked until midnight."),
    "pet": ("vet jab reminder for next door's dog", "There is a fox that visits the garden most evenings.",
            "flea treatment on offer at Pets at Home", "I have been feeding the robins since the frost set in."),
    "diet": ("meal prep: 3x chilli, 2x curry", "I tried a new recipe for lentil soup, with mixed results.",
             "Deliciously Ella book from the charity shop", "The bakery now labels everything with allergens."),
    "medication": ("pharmacy shut Sun. of course", "My blood pressure was taken at the fair, for amusement.",
                   "pill organiser: bought the big one", "The chemist has moved its counter to the back of the shop."),
    "club": ("club kit order closes Fri", "The annual dinner is to be held at the Crown this year.",
             "subs reminder email (not mine, wrong list)", "There is a vacancy for a treasurer, which I shall avoid."),
    "barber": ("hair: needs doing. badly", "The salon on the corner has become a vape shop.",
               "trimmed my own fringe. mistake", "I am told that beards are now out of fashion again."),
    "commute": ("roadworks on the A38 til March", "The timetable has been changed again, for the worse.",
                "new podcast for the journey: 98 eps. set", "The level crossing was stuck for twenty minutes."),
    "surname": ("forms forms forms — DVLA, HMRC, GP", "I have been tracing the family tree on my father's side.",
                "signature looks different every time lol", "The registry office has lost somebody's records."),
    "office": ("lifts out again at work. 9 floors", "The office plants have been replaced with plastic ones.",
               "desk booking app broken, sat by the printer", "There is to be a fire drill on Thursday."),
    "studies": ("essay due 12th, 400/2500 words", "I have been reading a great deal of Bede.",
                "library fine £4.20. ouch", "The students' union has voted to ban disposable cups."),
    "team": ("fixtures list out. away at the worst pitch", "The pavilion roof leaks onto the tea urn.",
             "new boots — blisters already", "I was asked to umpire a junior match, and did so badly."),
    "insurance": ("comparison site spam x40", "I have spent an hour on hold to an insurance helpline.",
                  "no-claims cert — where is it", "The small print on these policies would defeat a lawyer."),
}

_ITEMS = ("oats", "printer ink", "bin bags", "lightbulbs (bathroom)", "descaler", "stamps", "AA batteries",
          "dishwasher salt", "bread flour", "coffee", "sellotape", "plasters", "tinfoil", "shoe polish",
          "washing-up liquid", "kitchen roll", "loo roll", "olive oil", "basmati", "red lentils", "tomato puree",
          "frozen peas", "gaffer tape", "hand soap", "sponges", "binbag ties", "eggs", "yoghurt", "limes")
_STATE = ("buy", "got", "out of", "running low", "2 left", "on offer at Aldi", "ordered", "need more",
          "forgot AGAIN", "sorted", "wrong one bought", "check cupboard first")
_CHORES = ("hoover stairs", "defrost freezer", "clean oven", "sort recycling", "iron shirts", "mow lawn",
           "wash windows", "change beds", "descale kettle", "clear gutter", "tidy shed", "bleed radiators")
_DAYS = ("Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun", "tmrw", "wknd")
_SHOWS = ("Taskmaster", "The Traitors", "Bake Off", "Shetland", "Line of Duty rewatch", "Gardeners' World",
          "University Challenge", "Only Connect", "Vera", "Grand Designs")
_WHEN_F = ("This morning", "Yesterday afternoon", "On Tuesday evening", "Late last night", "Over the weekend",
           "Before breakfast", "After luncheon", "At about four o'clock", "On Sunday", "Earlier this week")
_EVENTS_F = (
    "I finished the crossword without recourse to the dictionary", "the post brought only circulars",
    "I repotted the geraniums in the conservatory", "I wrote three letters and posted none of them",
    "I walked as far as the old mill and back", "a wood pigeon flew into the kitchen window",
    "I listened to a very fine recording of the Elgar concerto", "I made a start on the spring cleaning",
    "the fishmonger had nothing worth buying", "I baked a seed cake, which was not a success",
    "I sat in the garden with a book and did not read a word", "there was a power cut lasting an hour",
    "I sorted through a box of old photographs", "the rain came through the porch roof again",
    "I mended the hem of my good coat", "I took some cuttings from the rosemary",
    "I telephoned the council about the streetlight, to no avail", "I polished the silver for no particular reason",
    "a man came to read the water meter", "I finished a jigsaw of Salisbury Cathedral",
    "I attended a lecture on the history of the canal", "I cleared out the cupboard under the stairs",
    "the church bells were rung for a wedding", "I bought a new pair of gardening gloves",
    "I watched the snooker for far longer than I intended",
)
_REACT_F = ("How nice.", "Good heavens.", "Oh dear.", "Splendid.", "How tiresome.", "Quite so.")
_FOLLOW_F = ("Do keep me posted.", "I hope the week improves.", "We must speak soon.", "Give my love to all.",
             "I shall think of you.", "I did much the same.")
_REACT_T = ("ha", "oof", "nice", "lol", "ugh", "omg")
_FOLLOW_T = ("same", "call u later", "how's things otherwise", "pics?", "sounds grim", "love it")


def long_line(rng: random.Random, reg: str) -> str:
    """One line of a long stretch of small talk (far-apart scenarios), from a large space."""
    if reg == "f":
        return f"{rng.choice(_WHEN_F)}, {rng.choice(_EVENTS_F)}."
    roll = rng.random()
    if roll < 0.45:
        return f"{rng.choice(_ITEMS)}: {rng.choice(_STATE)}"
    if roll < 0.75:
        return f"todo {rng.choice(_DAYS)}: {rng.choice(_CHORES)}"
    return f"{rng.choice(_SHOWS)} s{rng.randint(1, 12)}e{rng.randint(1, 10)} — done"


def long_friend(rng: random.Random, reg: str) -> str:
    if reg == "f":
        return f"{rng.choice(_REACT_F)} {rng.choice(_FOLLOW_F)}"
    return f"{rng.choice(_REACT_T)} {rng.choice(_FOLLOW_T)}"
