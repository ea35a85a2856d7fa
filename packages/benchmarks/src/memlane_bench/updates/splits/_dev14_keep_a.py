"""dev14 must-not cases, part one: additions (a01-a08: something new alongside the old, which
stays true) and time-bounded episodes (b01-b09: a trip, a loan, a stopgap that doesn't replace
the standing fact)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def additions() -> list[Scenario]:
    return [
        chat("a01", "pet", "addition", "Annie", "Annie", "Photon", [
            (U, "We've got a cat called Smudge. She's a menace, but we love her.", 0, NOW),
            (A, "The menaces are always the most loveable.", 0),
            (U, "We also got a dog! A scruffy little terrier called Rascal. Smudge is furious but she'll come "
                "round.", 30, WAS),
            (A, "Fingers crossed for a peaceful truce.", 30),
            (U, "Currently she's sitting on top of the fridge glaring at him.", 30),
        ], "What pets does Annie have?"),
        chat("a02", "language_course", "addition", "Isabella", "Isabella", "Quark", [
            (U, "I'm learning Welsh on an app, just hit a 200-day streak!", 0, NOW),
            (A, "Llongyfarchiadau! That's a great streak.", 0),
            (U, "I've started Japanese too, an evening class on Mondays. Keeping the Welsh going alongside it, "
                "obviously, not breaking that streak.", 40, WAS),
            (A, "Two very different languages, that'll keep your brain busy.", 40),
        ], "Which languages is Isabella learning?"),
        chat("a03", "email", "addition", "Jacob", "Jacob", "Boson", [
            (U, "My email for anything personal is jacob.ingham@mailhaven.org", 0, NOW),
            (A, "Saved.", 0),
            (U, "I've set up a second address just for the print shop orders, jakesprints@mailhaven.org. My personal "
                "one hasn't changed, that's just to keep the orders separate.", 25, WAS),
            (A, "Good idea to keep them apart.", 25),
            (U, "Orders are picking up, I've sold nine prints this week.", 25),
        ], "What's Jacob's email address?"),
        chat("a04", "hobby", "addition", "Jeremy", "Jeremy", "Gluon", [
            (U, "Badminton on Tuesday nights is the highlight of my week. I'm not good, but I'm keen.", 0, NOW),
            (A, "Keen counts for a lot. Singles or doubles?", 0),
            (U, "Doubles, so I can blame my partner.", 0),
            (U, "Joined a book club this month as well, first meeting was great. Still doing badminton, of course.",
             35, WAS),
            (A, "Nice mix of active and cosy. What's the first book?", 35),
            (U, "Some thriller, I'm halfway through.", 35),
        ], "What does Jeremy do in his spare time?"),
        chat("a05", "club", "addition", "Jenna", "Jenna", "Aria", [
            (U, "I'm in the Stroud walking group, we do a long walk every other Sunday.", 0, NOW),
            (A, "Lovely way to spend a Sunday. How long are the walks?", 0),
            (U, "Ten miles or so, with a pub lunch.", 0),
            (U, "I've started volunteering at parkrun on Saturday mornings too, marshalling mostly. The walking group "
                "is still my Sunday thing.", 28, WAS),
            (A, "That's a very outdoorsy weekend!", 28),
        ], "What groups is Jenna part of?"),
        chat("a06", "bike", "addition", "Kelly", "Kelly", "Tess", [
            (U, "I ride a carbon road bike that took me two years to save for. She's my pride and joy.", 0, NOW),
            (A, "Worth every penny I bet. Where do you usually ride?", 0),
            (U, "Out into the hills at weekends.", 0),
            (U, "Bought a cheap folding bike as well for getting to the station. The road bike stays for weekends, "
                "I'm not locking her up outside a station!", 50, WAS),
            (A, "Very sensible. Folding bikes are handy on trains.", 50),
        ], "What bike does Kelly ride?"),
        chat("a07", "allergy", "addition", "Lauren", "Lauren", "Remi", [
            (U, "I'm allergic to cats, so no cat cafés for my birthday, please!", 0, NOW),
            (A, "Noted, no cat cafés. How about afternoon tea instead?", 0),
            (U, "Perfect.", 0),
            (U, "Found out I'm allergic to latex too, had a reaction to the gloves at the dentist. Still can't go near "
                "a cat either, sadly.", 60, WAS),
            (A, "That's two things to watch for. Worth telling any doctor or dentist before appointments.", 60),
        ], "What is Lauren allergic to?"),
        chat("a08", "plant", "addition", "Leah", "Leah", "Lumi", [
            (U, "I'm the proud owner of a massive monstera called Monty. He takes up half the living room.", 0, NOW),
            (A, "Monty sounds magnificent. Does he get lots of light?", 0),
            (U, "Big south window, he loves it.", 0),
            (U, "Added a fiddle-leaf fig to the family this weekend. Monty doesn't seem threatened.", 22, WAS),
            (A, "Fiddle-leaf figs hate being moved, so pick a spot and leave it there.", 22),
        ], "What houseplants does Leah have?"),
    ]  # fmt: skip


def time_bounded() -> list[Scenario]:
    return [
        chat("b01", "residence", "time_bounded", "Madeline", "Madeline", "Nyx", [
            (U, "I live in Lisburn, born and raised. Can you find me a good Sunday carvery nearby?", 0, NOW),
            (A, "There are a few well-reviewed country pubs within a short drive. Want a shortlist?", 0),
            (U, "Later, thanks.", 0),
            (U, "I'm in Bruges this week for a work conference, back home on Sunday. Any must-eat things?", 20, WAS),
            (A, "Waffles from a street stall, moules-frites and a box of pralines for the trip home.", 20),
            (U, "Pralines for the office, they'll love me.", 21),
        ], "Where does Madeline live?"),
        chat("b02", "car", "time_bounded", "Mario", "Mario", "Pippa", [
            (U, "I drive a little Hyundai i10, it's perfect for parking in town.", 0, NOW),
            (A, "Small cars are a blessing in tight streets.", 0),
            (U, "Driving a hire van all weekend for the house clearance at my dad's. It's enormous and I keep "
                "clipping the kerb. Back to normal on Monday, thank god.", 40, WAS),
            (A, "Take it slow and use your mirrors. Good luck with the clearance.", 40),
            (U, "Three tip runs so far.", 40),
        ], "What does Mario drive?"),
        chat("b03", "diet", "time_bounded", "Natalie", "Natalie", "Bree", [
            (U, "I'm pescatarian, fish yes, meat no, so bear that in mind for recipe ideas.", 0, NOW),
            (A, "Got it. Salmon traybakes and prawn stir-fries coming your way.", 0),
            (U, "Liquid diet until Friday after having my wisdom teeth out. Soup and smoothies only, I'm so hungry.",
             30, WAS),
            (A, "Ouch. A blended butternut soup and a banana-oat smoothie are both gentle. Feel better!", 30),
            (U, "I'm dreaming about fish and chips already.", 30),
        ], "What does Natalie eat?"),
        chat("b04", "employer", "time_bounded", "Nicole", "Nicole", "Kiki", [
            (U, "I work for the county council in the planning department. Never a dull moment, honestly.", 0, NOW),
            (A, "I can imagine, lots of strong opinions about extensions.", 0),
            (U, "I'm on a two-day course in Chelmsford with the council's training team this week. The hotel coffee "
                "is dreadful.", 25, WAS),
            (A, "Hope the course is better than the coffee.", 25),
            (U, "Marginally.", 25),
        ], "Who does Nicole work for?"),
        chat("b05", "gym", "time_bounded", "Pamela", "Pamela", "Coco", [
            (U, "I'm a member at Flexzone on the retail park, I do the spin classes.", 0, NOW),
            (A, "Spin is brutal but brilliant. How many a week?", 0),
            (U, "Two, if I'm being good.", 0),
            (U, "Using the hotel gym while I'm away this week. Treadmill only, but it's better than nothing.", 33,
             WAS),
            (A, "Better than nothing is the spirit. Try some intervals to mix it up.", 33),
        ], "Which gym is Pamela a member of?"),
        chat("b06", "phone_model", "time_bounded", "Peggy", "Peggy", "Lolo", [
            (U, "I've got a Samsung Galaxy A54. How do I turn off the keyboard vibration?", 0, NOW),
            (A, "Settings, then Sounds and vibration, then System sound and vibration control, and switch off the "
                "keyboard vibration.", 0),
            (U, "Mine's in for a screen repair, so I'm borrowing my son's old iPhone until Thursday. I can't find "
                "anything on it!", 18, WAS),
            (A, "Swipe down from the top right for the quick settings; that helps a lot.", 18),
            (U, "Roll on Thursday.", 18),
        ], "What phone has Peggy got?"),
        chat("b07", "commute", "time_bounded", "Ralph", "Ralph", "Tiko", [
            (U, "I cycle to work along the canal, twenty minutes each way. Best part of my day.", 0, NOW),
            (A, "That sounds lovely, especially in the mornings.", 0),
            (U, "Getting the train this week, the bike's got a buckled wheel and the shop can't fix it till Monday. "
                "Horrible, crammed in like sardines.", 27, WAS),
            (A, "Only a few days, hang in there.", 27),
            (U, "Counting the hours.", 27),
        ], "How does Ralph get to work?"),
        chat("b08", "address", "time_bounded", "Russell", "Russell", "Zuzu", [
            (U, "Our address is 5 Pinfold Bank, Wantage, for the parcel redelivery form.", 0, NOW),
            (A, "Filled in, redelivery booked for Thursday.", 0),
            (U, "We're staying at the in-laws' in Didcot until the new boiler's fitted next week. The house is "
                "freezing without it.", 15, WAS),
            (A, "Sensible. Do you want parcels held until you're back home?", 15),
            (U, "Yes, hold them, we'll be back by the weekend.", 15),
        ], "What's Russell's home address?"),
        chat("b09", "coffee_order", "time_bounded", "Sally", "Sally", "Bix", [
            (U, "My order's always a double espresso, no sugar. Anything else is just warm milk.", 0, NOW),
            (A, "A purist! Noted.", 0),
            (U, "Giving up caffeine for Lent, so it's decaf until Easter. Sob.", 20, WAS),
            (A, "Brave. Six weeks will fly by.", 20),
            (U, "Easter Sunday I'm having three.", 20),
        ], "What's Sally's usual coffee?"),
    ]  # fmt: skip
