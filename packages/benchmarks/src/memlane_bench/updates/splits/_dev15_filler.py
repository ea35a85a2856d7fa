"""Seeded small talk for dev15: the everyday odds and ends people ask a phone assistant between
the things that matter (spellings, word meanings, sums, conversions, kitchen questions, trivia,
idle chat), typed the way people type on a phone. None of it states anything about the person
(no work, home, vehicles, numbers, health, people or pets), so it never answers a question the
split asks. ``small_talk(rng, n, avoid)`` draws ``n`` exchanges without repeating a line.
"""

from __future__ import annotations

import random

_SPELL = (
    ("accommodation", "a-c-c-o-m-m-o-d-a-t-i-o-n"), ("definitely", "d-e-f-i-n-i-t-e-l-y"),
    ("separate", "s-e-p-a-r-a-t-e"), ("rhythm", "r-h-y-t-h-m"), ("necessary", "n-e-c-e-s-s-a-r-y"),
    ("occasion", "o-c-c-a-s-i-o-n"), ("embarrass", "e-m-b-a-r-r-a-s-s"), ("conscientious", "c-o-n-s-c-i-e-n-t-i-o-u-s"),
    ("liaison", "l-i-a-i-s-o-n"), ("questionnaire", "q-u-e-s-t-i-o-n-n-a-i-r-e"), ("millennium", "m-i-l-l-e-n-n-i-u-m"),
    ("guarantee", "g-u-a-r-a-n-t-e-e"), ("bureaucracy", "b-u-r-e-a-u-c-r-a-c-y"), ("mischievous", "m-i-s-c-h-i-e-v-o-u-s"),
    ("pharaoh", "p-h-a-r-a-o-h"), ("silhouette", "s-i-l-h-o-u-e-t-t-e"), ("onomatopoeia", "o-n-o-m-a-t-o-p-o-e-i-a"),
    ("hors d'oeuvres", "h-o-r-s d-'-o-e-u-v-r-e-s"), ("supersede", "s-u-p-e-r-s-e-d-e"), ("vacuum", "v-a-c-u-u-m"),
    ("fluorescent", "f-l-u-o-r-e-s-c-e-n-t"), ("connoisseur", "c-o-n-n-o-i-s-s-e-u-r"), ("gauge", "g-a-u-g-e"),
    ("restaurateur", "r-e-s-t-a-u-r-a-t-e-u-r"), ("playwright", "p-l-a-y-w-r-i-g-h-t"), ("privilege", "p-r-i-v-i-l-e-g-e"),
    ("threshold", "t-h-r-e-s-h-o-l-d"), ("manoeuvre", "m-a-n-o-e-u-v-r-e"), ("diarrhoea", "d-i-a-r-r-h-o-e-a"),
    ("colleague", "c-o-l-l-e-a-g-u-e"), ("acquaintance", "a-c-q-u-a-i-n-t-a-n-c-e"), ("entrepreneur", "e-n-t-r-e-p-r-e-n-e-u-r"),
    ("minuscule", "m-i-n-u-s-c-u-l-e"), ("idiosyncrasy", "i-d-i-o-s-y-n-c-r-a-s-y"), ("camouflage", "c-a-m-o-u-f-l-a-g-e"),
    ("sacrilegious", "s-a-c-r-i-l-e-g-i-o-u-s"), ("cappuccino", "c-a-p-p-u-c-c-i-n-o"), ("broccoli", "b-r-o-c-c-o-l-i"),
)
_SPELL_ASK = ("how do u spell {w}", "spelling of {w}?? always get it wrong", "is this right: {w}? how's it spelt",
              "quick spelling check - {w}", "how do you spell {w} again")

_MEANING = (
    ("petrichor", "The earthy smell you get when rain falls on dry ground."),
    ("sonder", "The realisation that every passer-by has a life as vivid and complex as your own."),
    ("defenestration", "Throwing someone or something out of a window. Famously in Prague, twice."),
    ("apricity", "The warmth of the sun on a cold winter day."),
    ("sesquipedalian", "Given to using long words - which is a bit of a joke, given the word."),
    ("hygge", "A Danish idea of cosy contentment: candles, blankets, good company."),
    ("schadenfreude", "Pleasure taken in someone else's misfortune."),
    ("limerence", "The giddy, obsessive early stage of a crush."),
    ("ubiquitous", "Found everywhere, seemingly all at once."),
    ("perfunctory", "Done with minimal effort, just to tick the box."),
    ("halcyon", "Idyllic and calm, usually about a happy time in the past."),
    ("obfuscate", "To make something deliberately unclear or confusing."),
    ("ennui", "A listless boredom, a sense that nothing is worth doing."),
    ("gregarious", "Sociable, fond of company."),
    ("serendipity", "A happy accident - finding something good without looking for it."),
    ("quixotic", "Idealistic to the point of being unrealistic."),
    ("mellifluous", "Sweet and smooth to listen to, like a voice or music."),
    ("crepuscular", "Relating to twilight; some creatures are most active at dusk and dawn."),
    ("pulchritude", "Beauty. A rather ugly word for it, admittedly."),
    ("tmesis", "Splitting a word by sticking another one inside it, as in 'abso-bloody-lutely'."),
    ("liminal", "In between, on a threshold - like an airport at 3am."),
    ("hiraeth", "A Welsh word for longing for a home you can't return to, or that never was."),
    ("vellichor", "The wistfulness of old second-hand bookshops."),
    ("kerfuffle", "A commotion or fuss, usually over something small."),
    ("flummox", "To baffle or bewilder."),
    ("bumf", "Useless paperwork. Originally short for 'bum fodder', believe it or not."),
    ("lackadaisical", "Lacking enthusiasm; careless in a lazy way."),
    ("snollygoster", "A shrewd, unprincipled person, especially a politician."),
    ("gobbledygook", "Language that's meaningless or full of jargon."),
    ("discombobulated", "Confused and disconcerted."),
    ("callipygian", "Having shapely buttocks. Yes, really."),
    ("tsundoku", "Buying books and letting them pile up unread."),
)
_MEANING_ASK = ("what does {w} mean", "wats '{w}' mean", "meaning of {w}?", "saw the word {w} earlier, what is it",
                "define {w} pls")

_SYNONYM = (
    ("happy", "Cheerful, content, chuffed, over the moon."), ("tired", "Weary, drained, shattered, knackered."),
    ("big", "Huge, vast, hefty, whopping."), ("nice", "Lovely, pleasant, delightful, decent."),
    ("said", "Remarked, mentioned, replied, noted."), ("important", "Crucial, key, vital, significant."),
    ("angry", "Cross, livid, fuming, irate."), ("good", "Great, solid, excellent, top-notch."),
    ("busy", "Swamped, snowed under, flat out, hectic."), ("funny", "Hilarious, witty, comical, a scream."),
    ("boring", "Dull, tedious, mind-numbing, dreary."), ("small", "Tiny, little, compact, pint-sized."),
    ("fast", "Quick, speedy, swift, rapid."), ("weird", "Odd, strange, peculiar, bizarre."),
    ("scared", "Afraid, nervous, spooked, jittery."), ("pretty", "Lovely, attractive, charming, bonny."),
    ("help", "Assist, support, lend a hand, chip in."), ("use", "Employ, utilise, make use of, apply."),
    ("show", "Demonstrate, reveal, display, illustrate."), ("think", "Reckon, believe, suppose, figure."),
    ("improve", "Enhance, boost, refine, upgrade."), ("problem", "Issue, snag, hitch, headache."),
    ("excited", "Thrilled, buzzing, eager, stoked."), ("cold", "Chilly, freezing, nippy, parky."),
    ("quiet", "Calm, hushed, peaceful, still."), ("messy", "Untidy, cluttered, chaotic, a tip."),
    ("start", "Begin, kick off, launch, get going."), ("end", "Finish, wrap up, conclude, close."),
    ("clever", "Bright, sharp, smart, brainy."), ("delicious", "Tasty, scrumptious, moreish, yummy."),
)
_SYNONYM_ASK = ("another word for {w}?", "synonym for '{w}' pls, keep using it", "whats a fancier way to say {w}",
                "better word than {w}?")

_CAPITAL = (
    ("Australia", "Canberra, not Sydney - a classic trick question."), ("Canada", "Ottawa."),
    ("New Zealand", "Wellington."), ("Brazil", "Brasilia."), ("Turkey", "Ankara, not Istanbul."),
    ("Morocco", "Rabat."), ("Vietnam", "Hanoi."), ("Switzerland", "Bern, technically 'the federal city'."),
    ("Nigeria", "Abuja, since 1991."), ("Kazakhstan", "Astana."), ("Bolivia", "Sucre officially, La Paz in practice."),
    ("Iceland", "Reykjavik."), ("Mongolia", "Ulaanbaatar."), ("Peru", "Lima."), ("Finland", "Helsinki."),
    ("Myanmar", "Naypyidaw."), ("Sri Lanka", "Sri Jayawardenepura Kotte, though Colombo is the big city."),
    ("Tanzania", "Dodoma."), ("Slovenia", "Ljubljana."), ("Chile", "Santiago."),
)
_CAPITAL_ASK = ("capital of {c}?", "pub quiz q: whats the capital of {c}", "remind me the capital of {c}",
                "is the capital of {c} the obvious one?")

_CHAT = (
    ("it's absolutely chucking it down out there", "Sounds grim. A good excuse for a cuppa and a film."),
    ("tell me a fun fact", "Honey never really goes off - edible honey has been found in ancient Egyptian tombs."),
    ("another fun fact pls", "Octopuses have three hearts and blue blood."),
    ("one more fact then bed", "A day on Venus is longer than a year on Venus."),
    ("what rhymes with orange", "Almost nothing - 'door hinge' if you squint, or 'Blorenge', a hill in Wales."),
    ("how long do i boil an egg for a runny yolk", "About 6 minutes from boiling for a large egg, then cold water."),
    ("affect or effect - 'it will ___ the outcome'", "Affect. 'Affect' is usually the verb, 'effect' the noun."),
    ("how many tablespoons in a cup", "16 tablespoons in a US cup."),
    ("how do i get red wine out of carpet", "Blot, don't rub. Then cold water and a bit of washing-up liquid, or salt."),
    ("good name for a wifi network lol", "'Pretty Fly for a WiFi' is a classic. 'The LAN Before Time' is good too."),
    ("can you freeze cooked rice", "Yes - cool it quickly, freeze within an hour or so, and reheat until piping hot."),
    ("why is the sky blue again", "Shorter blue wavelengths scatter more in the atmosphere, so blue reaches us from everywhere."),
    ("how long does it take to walk 5k", "Around 50-60 minutes at a normal walking pace."),
    ("whats a good board game for 4 adults", "Codenames, Ticket to Ride or Wavelength are all easy wins."),
    ("tbh i cannot be bothered to cook tonight", "Fair. Beans on toast with cheese counts as a meal, I promise."),
    ("how do you make a paper crane", "Start with a square, fold a bird base, then narrow the wings and fold the head down."),
    ("is a tomato a fruit", "Botanically yes, culinarily it's treated as a veg. Don't put it in a fruit salad."),
    ("whats the longest word in english", "In dictionaries, 'pneumonoultramicroscopicsilicovolcanoconiosis'."),
    ("how many ounces in a pound", "16."),
    ("which is bigger, a litre or a quart", "A litre, just - about 1.06 US quarts."),
    ("fastest way to ripen an avocado", "Put it in a paper bag with a banana for a day or two."),
    ("whats the plural of octopus", "Octopuses is fine. Octopodes if you want to show off."),
    ("why do onions make you cry", "They release a sulphur compound that irritates your eyes. Chill them first to help."),
    ("how long is the tube from one end to the other lol", "Depends on the line, but the Central line end to end takes about 1h30."),
    ("is it 'could of' or 'could have'", "'Could have' - 'could of' is just how it sounds."),
    ("how do i descale a kettle", "Fill it halfway with equal parts water and white vinegar, boil, leave an hour, rinse well."),
    ("ok random but how deep is the ocean", "The deepest point, the Challenger Deep, is nearly 11 km down."),
    ("give me a riddle", "What has keys but can't open locks? A piano."),
    ("another riddle", "The more you take, the more you leave behind. What am I? Footsteps."),
    ("tell me a terrible joke", "I used to be addicted to soap, but I'm clean now."),
    ("worse joke pls", "Why don't skeletons fight each other? They don't have the guts."),
    ("how many seconds in a day", "86,400."),
    ("how do i get chewing gum off fabric", "Freeze it with an ice cube until hard, then pick it off."),
    ("whats the difference between a crocodile and an alligator", "Snout shape mostly: alligators U-shaped, crocodiles V-shaped."),
    ("hm what should i watch tonight, something light", "A comfort rewatch? Or a cooking competition - low stakes, high snacks."),
    ("is it weird to have cereal for dinner", "Not at all. It's practically a tradition."),
    ("how long to roast potatoes", "About 45-50 minutes at 200C, turning once, after parboiling for 10."),
    ("what temp is a medium rare steak inside", "Around 55-57C."),
    ("whats 'thank you' in japanese", "Arigatou, or arigatou gozaimasu to be polite."),
    ("how do you say cheers in german", "Prost!"),
    ("whats the opposite of 'verbose'", "Concise, succinct, terse."),
    ("whos on the 20 quid note", "J.M.W. Turner, the painter, on the current Bank of England £20."),
    ("what year did the berlin wall come down", "1989, in November."),
    ("how many bones in the human body", "206 in adults."),
    ("give me a word of the day", "'Crapulent' - feeling ill from too much eating or drinking."),
    ("whats a good houseplant that's hard to kill", "A snake plant or a ZZ plant will forgive almost anything."),
    ("why does toast always land butter side down", "Mostly table height: it only has time for half a rotation."),
    ("how long does bread last in the freezer", "About three months at its best; slice it first so you can toast from frozen."),
    ("what goes well with leftover roast chicken", "Pie, a quick curry, or a sandwich with stuffing and mayo."),
    ("name some good podcasts for a long walk", "Try a true-crime series, a history one, or a comedy panel show."),
    ("what's the date of the next full moon", "I'd check a moon calendar for your location - it's about every 29.5 days."),
    ("how do i stop my glasses steaming up", "A drop of washing-up liquid rubbed on and polished off works surprisingly well."),
    ("best way to keep herbs fresh", "Soft herbs in a jar of water like flowers; hard herbs wrapped in damp kitchen roll."),
    ("lol autocorrect just changed 'ducking' again", "A tale as old as smartphones."),
    ("how do you fold a fitted sheet", "Tuck the corners into each other, lay it flat, fold into a rectangle. Or just roll it up."),
    ("whats the best way to cut a mango", "Slice the cheeks off either side of the stone, score in a grid, push inside out."),
    ("are bananas berries", "Botanically, yes. Strawberries, oddly, aren't."),
    ("how long should i steep green tea", "Two to three minutes at about 80C, or it goes bitter."),
    ("is it 'lay down' or 'lie down'", "'Lie down' for yourself; you 'lay' something down."),
    ("what's a haiku about mondays", "Alarm sings too soon / coffee cools beside the screen / Friday, far away."),
    ("ok quick: how many sides does a dodecagon have", "Twelve."),
    ("how far away is the moon", "About 384,000 km on average."),
    ("remind me what a semicolon is for", "Joining two related full sentences without a conjunction; or separating list items that contain commas."),
    ("whats the best way to clean a cast iron pan", "Hot water and a brush, dry it on the hob, then a thin wipe of oil."),
    ("how to unblock a sink without chemicals", "Boiling water, then bicarb and vinegar, then more hot water. Or a plunger."),
    ("is there a trick to peeling garlic fast", "Crush the clove lightly with the flat of a knife and the skin slips off."),
    ("what's the speed of light", "About 300,000 km per second."),
    ("whats a good stretch for a stiff neck", "Slow ear-to-shoulder tilts, hold 20 seconds each side."),
)

_DISTANCES = ((5, "5k"), (10, "10k"), (21.1, "a half marathon"), (42.2, "a marathon"), (3, "3k"), (15, "15k"))


def _num(x: float, places: int = 1) -> str:
    text = f"{x:.{places}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _generated() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, (w, letters) in enumerate(_SPELL):
        out.append((_SPELL_ASK[i % len(_SPELL_ASK)].format(w=w), f"{w.capitalize()}: {letters}."))
    for i, (w, meaning) in enumerate(_MEANING):
        out.append((_MEANING_ASK[i % len(_MEANING_ASK)].format(w=w), meaning))
    for i, (w, words) in enumerate(_SYNONYM):
        out.append((_SYNONYM_ASK[i % len(_SYNONYM_ASK)].format(w=w), f"Instead of '{w}': {words}"))
    for i, (c, capital) in enumerate(_CAPITAL):
        out.append((_CAPITAL_ASK[i % len(_CAPITAL_ASK)].format(c=c), capital))
    for pct, amount in ((10, 45), (12.5, 80), (15, 62), (15, 38), (18, 55), (20, 74), (20, 129), (25, 96),
                        (30, 140), (35, 60), (40, 85), (5, 230), (8, 150), (12, 75), (17.5, 200), (33, 90)):
        val = amount * pct / 100
        out.append((f"whats {_num(pct)}% of {amount}", f"{_num(pct)}% of {amount} is {val:.2f}."))
    for total, people in ((84.6, 3), (126, 4), (57.3, 2), (212.4, 6), (96, 5), (143.5, 7), (38.9, 2),
                          (260, 8), (71.25, 3), (155.8, 4), (49.5, 6), (312, 9)):
        out.append((f"split {total:.2f} between {people} ppl?", f"{total:.2f} split {people} ways is {total / people:.2f} each."))
    for c in (140, 160, 170, 180, 190, 200, 210, 220, 230):
        out.append((f"{c}C in fahrenheit? recipe is american", f"{c}C is about {round(c * 9 / 5 + 32)}F."))
    for f in (325, 350, 375, 400, 425, 450):
        out.append((f"convert {f}F to celsius for the oven", f"{f}F is roughly {round((f - 32) * 5 / 9)}C, or a bit less in a fan oven."))
    for oz in (2, 3, 4, 6, 8, 10, 12, 14):
        out.append((f"how many grams is {oz} oz", f"{oz} oz is about {round(oz * 28.35)} g."))
    for cups in (0.5, 0.75, 1, 1.5, 2, 3):
        out.append((f"{_num(cups, 2)} cups of milk in ml?", f"{_num(cups, 2)} US cups is about {round(cups * 237)} ml."))
    for inches in (6, 9, 12, 18, 24, 32, 40, 55):
        out.append((f"{inches} inches in cm", f"{inches} inches is {_num(inches * 2.54)} cm."))
    for km, label in _DISTANCES:
        out.append((f"how many miles is {label}", f"{label.capitalize()} is about {_num(km / 1.609)} miles."))
    for a, b in ((17, 23), (46, 38), (125, 8), (999, 7), (64, 64), (13, 17), (250, 12)):
        out.append((f"whats {a} x {b}, brain's not working", f"{a} x {b} = {a * b}."))
    return out


POOL: tuple[tuple[str, str], ...] = (*_CHAT, *_generated())


def small_talk(rng: random.Random, n: int, avoid: set[str]) -> list[tuple[str, str]]:
    """``n`` exchanges drawn without replacement, skipping any pair with a line in ``avoid``."""
    order = list(POOL)
    rng.shuffle(order)
    picked = [pair for pair in order if pair[0] not in avoid and pair[1] not in avoid][:n]
    if len(picked) < n:
        raise ValueError(f"small talk pool too small for {n} exchanges")
    return picked
