"""dev16 must-not cases, second part: someone else's change (o01-o08), plans and wishes
(w01-w09) and restatements (s01-s06). ``current`` (NOW) is the standing statement about the
person; ``other`` (WAS) is the later statement that must not supersede it."""

from __future__ import annotations

from ._dev16_build import FILL, NOW, WAS, A, U, chat


def other_person() -> list:
    return [
        chat("o01", "job", "other_person", subject="Mladen", user="Mladen", bot="Hisako", rows=[
            (U, "I'm a structural engineer at Corrigan Hartvelt. Bridges, mostly.", 0, NOW),
            (A, "Bridges! That must be satisfying work.", 0),
            (FILL, 3, 2, 45),
            (U, "Big news in the family: my sister Desanka has quit her engineering job to become a yoga teacher. Our parents are in shock.", 50, WAS),
            (A, "Brave of her. I hope it goes well.", 50),
            (FILL, 2, 52, 60),
        ], question="What does Mladen do for a living?"),
        chat("o02", "car", "other_person", subject="Amaia", user="Amaia", bot="Kumudini", rows=[
            (U, "I drive a red Volkswagen Golf. It's ten years old and I'm very attached to it.", 0, NOW),
            (A, "Ten years is a long friendship.", 0),
            (FILL, 3, 2, 40),
            (U, "My husband Josu swapped his Golf for a Tesla last week. He hasn't stopped talking about it.", 46, WAS),
            (A, "New-car excitement can last a while.", 46),
            (FILL, 2, 48, 55),
        ], question="What car does Amaia drive?"),
        chat("o03", "home_town", "other_person", subject="Tesfay", user="Tesfay", bot="Xiuying", rows=[
            (U, "I live in Walthamstow, sharing a flat with my friend Luwam near the market.", 0, NOW),
            (A, "Walthamstow market is great.", 0),
            (FILL, 3, 2, 50),
            (U, "Luwam moved out to Croydon on Saturday; she's finally got a place of her own. The flat feels very quiet.", 56, WAS),
            (A, "Will you look for a new flatmate?", 56),
            (U, "Eventually. I'm enjoying the space for now.", 56),
            (A, "Fair enough.", 56),
            (FILL, 2, 58, 65),
        ], question="Where does Tesfay live?"),
        chat("o04", "manager", "other_person", subject="Sarita", user="Sarita", bot="Urmas", rows=[
            (U, "My line manager is Pradeep. He's calm, which helps in our office.", 0, NOW),
            (A, "Calm managers are worth their weight in gold.", 0),
            (FILL, 3, 2, 40),
            (U, "After the reshuffle, my colleague Harjinder has a new manager, Satnam, and she's already moved his desk twice.", 45, WAS),
            (A, "That sounds like an energetic start.", 45),
            (FILL, 2, 47, 55),
        ], question="Who manages Sarita?"),
        chat("o05", "phone", "other_person", subject="Cherono", user="Cherono", bot="Henning", rows=[
            (U, "My mobile number is 07700 900233, if anyone asks for it.", 0, NOW),
            (A, "Noted, thank you.", 0),
            (FILL, 3, 2, 40),
            (U, "My brother Waweru has a new number, 07700 900564, after he lost his phone. Please save it under his name.", 44, WAS),
            (A, "Saved under Waweru.", 44),
            (FILL, 2, 46, 55),
        ], question="What is Cherono's phone number?"),
        chat("o06", "bank", "other_person", subject="Siqi", user="Siqi", bot="Kotaro", rows=[
            (U, "I bank with HSBC, and I have done since I moved to the UK.", 0, NOW),
            (A, "Thanks, I'll remember.", 0),
            (FILL, 3, 2, 40),
            (U, "My mum, Lanfen, has moved her current account to Nationwide, after a very long queue at the branch.", 45, WAS),
            (A, "A long queue will do that.", 45),
            (FILL, 2, 47, 55),
        ], question="Who does Siqi bank with?"),
        chat("o07", "dentist", "other_person", subject="Ishwar", user="Ishwar", bot="Beathag", rows=[
            (U, "My dentist is Dr Lund at Cressbrook Dental. I've been seeing her for years.", 0, NOW),
            (A, "Long-standing dentists are a comfort.", 0),
            (FILL, 3, 2, 50),
            (U, "My wife Janaki has switched dentists. She sees a Dr Ogunleye now, at the new practice by the library.", 55, WAS),
            (A, "I hope she likes the new practice.", 55),
            (FILL, 2, 57, 65),
        ], question="Who is Ishwar's dentist?"),
        chat("o08", "pet", "other_person", subject="Malee", user="Malee", bot="Horia", rows=[
            (U, "We have a rabbit called Kipper. He lives in a hutch in the garden and thumps when he's cross.", 0, NOW),
            (A, "Kipper sounds like a character.", 0),
            (FILL, 3, 2, 40),
            (U, "My neighbour Wanida's rabbit passed away, and she's bought a pair of guinea pigs instead. They squeak whenever the fridge opens.", 46, WAS),
            (A, "Guinea pigs do love a fridge door.", 46),
            (FILL, 2, 48, 55),
        ], question="What pet does Malee have?"),
    ]  # fmt: skip


def plans() -> list:
    return [
        chat("w01", "home_town", "plan", subject="Corrado", user="Corrado", bot="Siyabonga", rows=[
            (U, "I live in Bristol, in Bedminster, a short walk from the harbour.", 0, NOW),
            (A, "A lovely part of the city.", 0),
            (FILL, 3, 2, 45),
            (U, "We're thinking of moving to Bath next year, for the schools. Nothing is decided yet.", 50, WAS),
            (A, "A big decision. Take your time.", 50),
            (FILL, 2, 52, 60),
        ], question="Where does Corrado live?"),
        chat("w02", "energy", "plan", subject="Darina", user="Darina", bot="Xaver", rows=[
            (U, "Our energy is with E.ON. We're on a fixed deal until May.", 0, NOW),
            (A, "Fixed deals give some peace of mind.", 0),
            (FILL, 3, 2, 40),
            (U, "I might switch to Octopus when the fix ends in May. Their tariffs look better, but I need to read the small print first.", 45, WAS),
            (A, "Reading the small print is wise.", 45),
            (FILL, 2, 47, 55),
        ], question="Which company supplies Darina's energy?"),
        chat("w03", "job", "plan", subject="Adnan", user="Adnan", bot="Quynh", rows=[
            (U, "I teach maths at a secondary school in Luton. Year 9 is my favourite group.", 0, NOW),
            (A, "Year 9 must keep you on your toes.", 0),
            (FILL, 3, 2, 50),
            (U, "I've been looking at jobs in software testing. I'd love to get out of teaching in a year or two, if I can retrain in the evenings.", 55, WAS),
            (A, "Evening courses could be a good first step.", 55),
            (FILL, 2, 57, 65),
        ], question="What does Adnan do for work?"),
        chat("w04", "pet", "plan", subject="Boitumelo", user="Boitumelo", bot="Frode", rows=[
            (U, "We have a tortoise called Teacake. He's older than both of my children.", 0, NOW),
            (A, "Tortoises do last a long time.", 0),
            (FILL, 3, 2, 45),
            (U, "The children keep begging for a puppy. We might get one next year, once the garden fence is fixed.", 50, WAS),
            (A, "A fixed fence first sounds sensible.", 50),
            (FILL, 2, 52, 60),
        ], question="What pet does Boitumelo's family have?"),
        chat("w05", "shift", "plan", subject="Inderjit", user="Inderjit", bot="Rodica", rows=[
            (U, "I'm on the day shift at the parcel depot, six till two.", 0, NOW),
            (A, "Early, but you get your afternoons.", 0),
            (FILL, 3, 2, 40),
            (U, "I've asked to go on nights from January for the extra pay. No answer from the supervisor yet.", 45, WAS),
            (A, "I hope you hear back soon.", 45),
            (FILL, 2, 47, 55),
        ], question="Which shift does Inderjit work?"),
        chat("w06", "mobile_network", "plan", subject="Vinh", user="Vinh", bot="Edurne", rows=[
            (U, "My phone is on Vodafone, on a two-year contract.", 0, NOW),
            (A, "Noted.", 0),
            (FILL, 3, 2, 40),
            (U, "I've been comparing deals, and O2 looks cheaper, so I might move over when the contract ends next spring.", 46, WAS),
            (A, "Worth comparing again nearer the time.", 46),
            (FILL, 2, 48, 55),
        ], question="Which network is Vinh's phone on?"),
        chat("w07", "diet", "plan", subject="Tulsi", user="Tulsi", bot="Reinder", rows=[
            (U, "I'm vegetarian and have been since I was fifteen. Eggs and cheese are fine.", 0, NOW),
            (A, "I'll plan meals with that in mind.", 0),
            (FILL, 3, 2, 45),
            (U, "My New Year's resolution might be going fully vegan. I'll see how I feel in January.", 50, WAS),
            (A, "Let me know if you'd like vegan recipes then.", 50),
            (FILL, 2, 52, 60),
        ], question="What kind of diet does Tulsi follow?"),
        chat("w08", "instrument", "plan", subject="Arnau", user="Arnau", bot="Zodwa", rows=[
            (U, "I play the trumpet in a brass band. We march at the summer fete every year.", 0, NOW),
            (A, "That must be a sight to see.", 0),
            (FILL, 3, 2, 40),
            (U, "I fancy learning the saxophone one day. Maybe when I retire and have the time.", 45, WAS),
            (A, "A good retirement project.", 45),
            (FILL, 2, 47, 55),
        ], question="What instrument does Arnau play?"),
        chat("w09", "gym", "plan", subject="Dagmara", user="Dagmara", bot="Satoshi", rows=[
            (U, "I'm a member of Bannatyne's on the retail park, mostly for the classes.", 0, NOW),
            (A, "Classes keep it social.", 0),
            (FILL, 3, 2, 45),
            (U, "I've been eyeing the climbing gym that's opening in town. I might change over in the spring if the prices are reasonable.", 50, WAS),
            (A, "Climbing is a fun way to stay fit.", 50),
            (FILL, 2, 52, 60),
        ], question="Which gym does Dagmara go to?"),
    ]  # fmt: skip


def restatements() -> list:
    return [
        chat("s01", "home_town", "restatement", subject="Olena", user="Olena", bot="Giang", rows=[
            (U, "I live in Oslo, near the river in Grünerløkka.", 0, NOW),
            (A, "A lovely part of town.", 0),
            (FILL, 3, 2, 60),
            (U, "Yes, I'm still in Oslo, same flat, same noisy tram outside the window.", 66, WAS),
            (A, "Some things never change.", 66),
            (FILL, 2, 68, 75),
        ], question="Where does Olena live?"),
        chat("s02", "job", "restatement", subject="Hardeep", user="Hardeep", bot="Chanda", rows=[
            (U, "I'm a pharmacist at the big Boots on the high street.", 0, NOW),
            (A, "Busy job, I imagine.", 0),
            (FILL, 3, 2, 70),
            (U, "Still at Boots, still counting pills, still the one everyone asks about their rashes.", 76, WAS),
            (A, "The life of a pharmacist.", 76),
            (FILL, 2, 78, 85),
        ], question="What is Hardeep's job?"),
        chat("s03", "phone", "restatement", subject="Kukua", user="Kukua", bot="Yves", rows=[
            (U, "My number is 07700 900118, for any forms you fill in for me.", 0, NOW),
            (A, "Got it.", 0),
            (FILL, 3, 2, 50),
            (U, "Same number as before, 07700 900118. Nothing has changed, whatever the bank's letter says.", 55, WAS),
            (A, "Thanks for confirming.", 55),
            (FILL, 2, 57, 65),
        ], question="How can I reach Kukua by phone?"),
        chat("s04", "football_club", "restatement", subject="Diederik", user="Diederik", bot="Solomiya", rows=[
            (U, "I'm an Ajax fan, through and through. My father took me to my first match when I was five.", 0, NOW),
            (A, "A family tradition, then.", 0),
            (FILL, 3, 2, 60),
            (U, "Ajax lost again last night, but I'm Ajax until I die. Nothing will change that.", 66, WAS),
            (A, "True loyalty.", 66),
            (FILL, 2, 68, 75),
        ], question="Which team does Diederik support?"),
        chat("s05", "church", "restatement", subject="Chamari", user="Chamari", bot="Vilay", rows=[
            (U, "I go to St Frideswide's for the Sunday morning service, and I help with the coffee afterwards.", 0, NOW),
            (A, "That's a lovely way to be involved.", 0),
            (FILL, 3, 2, 50),
            (U, "Still at St Frideswide's on Sundays. The new vicar is lovely and keeps her sermons short.", 56, WAS),
            (A, "Short sermons are always popular.", 56),
            (FILL, 2, 58, 65),
        ], question="Which church does Chamari attend?"),
        chat("s06", "employer", "restatement", subject="Mariko", user="Mariko", bot="Zydrune", rows=[
            (U, "I work for Draycott Lighting, in the design team.", 0, NOW),
            (A, "Interesting work, I'd guess.", 0),
            (FILL, 3, 2, 80),
            (U, "Ten years at Draycott Lighting this month! They gave me flowers and a very small cake.", 86, WAS),
            (A, "Congratulations on ten years!", 86),
            (FILL, 2, 88, 95),
        ], question="Where does Mariko work?"),
    ]  # fmt: skip
