"""dev16 must-not cases, first part: additions (a01-a08, a second value joins the first, which
still holds) and time-bounded episodes (b01-b09, a temporary state that ends by itself). For
these ``current`` (marked NOW) is the standing statement and ``other`` (WAS) the later one."""

from __future__ import annotations

from ._dev16_build import FILL, NOW, WAS, A, U, chat


def additions() -> list:
    return [
        chat("a01", "pet", "addition", subject="Dzifa", user="Dzifa", bot="Florentin", rows=[
            (U, "I have a ginger cat called Parsnip who thinks the windowsill is a throne.", 0, NOW),
            (A, "Every cat needs a throne.", 0),
            (FILL, 3, 2, 40),
            (U, "We've also got a dog! A scruffy little terrier called Scampi joined the family last weekend. Parsnip is not impressed, but she'll come round.", 46, WAS),
            (A, "Fingers crossed they become friends.", 46),
            (FILL, 2, 48, 60),
        ], question="What pets does Dzifa have?"),
        chat("a02", "instrument", "addition", subject="Gitanjali", user="Gitanjali", bot="Ptolemy", rows=[
            (U, "I play the piano, mostly jazz standards, on the upright my grandfather left me.", 0, NOW),
            (A, "What a lovely thing to inherit.", 0),
            (FILL, 3, 2, 50),
            (U, "I've taken up the violin as well, at the grand old age of forty-three. The piano is still my first love, but the violin goes everywhere with me.", 57, WAS),
            (A, "It's never too late for a new instrument.", 57),
            (FILL, 2, 59, 70),
        ], question="Which instruments does Gitanjali play?"),
        chat("a03", "language_course", "addition", subject="Lyubomyr", user="Lyubomyr", bot="Tadashi", rows=[
            (U, "I'm taking a French evening class at the community college every Wednesday.", 0, NOW),
            (A, "Bonne chance!", 0),
            (FILL, 3, 2, 45),
            (U, "I've signed up for an online Italian course on Saturday mornings too. Both at once is madness, but the grammar overlaps.", 50, WAS),
            (A, "The overlap should help.", 50),
            (FILL, 2, 52, 65),
        ], question="Which language classes is Lyubomyr taking?"),
        chat("a04", "job", "addition", subject="Kabelo", user="Kabelo", bot="Aurimas", rows=[
            (U, "I'm a paramedic with the ambulance service, twelve-hour shifts, four on and four off.", 0, NOW),
            (A, "That's demanding work.", 0),
            (FILL, 3, 2, 60),
            (U, "I've picked up Saturday work at a bike repair shop on my days off. It's a nice change from the ambulance, and the money helps with the mortgage.", 66, WAS),
            (A, "Fixing bikes sounds like a good way to unwind.", 66),
            (FILL, 2, 68, 80),
        ], question="What does Kabelo do for work?"),
        chat("a05", "allergy", "addition", subject="Maija", user="Maija", bot="Dalisay", rows=[
            (U, "I'm allergic to penicillin. I found out the hard way as a teenager.", 0, NOW),
            (A, "I'll remember that.", 0),
            (FILL, 3, 2, 35),
            (U, "The allergy clinic found that I'm allergic to latex as well, which explains the rash after my last dental visit.", 40, WAS),
            (A, "At least you know the cause now.", 40),
            (FILL, 2, 42, 55),
        ], question="What is Maija allergic to?"),
        chat("a06", "bank", "addition", subject="Charanjit", user="Charanjit", bot="Oanh", rows=[
            (U, "I bank with Lloyds. My salary goes in there.", 0, NOW),
            (A, "Thanks, noted.", 0),
            (FILL, 3, 2, 40),
            (U, "I opened a savings account with Chase this week, because the interest rate is so much better. Everything day-to-day stays where it is.", 44, WAS),
            (A, "Sensible to chase the better rate.", 44),
            (FILL, 2, 46, 58),
        ], question="Which banks does Charanjit have accounts with?"),
        chat("a07", "club", "addition", subject="Ghazala", user="Ghazala", bot="Aitana", rows=[
            (U, "I'm a member of the chess club that meets in the library on Monday nights.", 0, NOW),
            (A, "Do you play in tournaments?", 0),
            (U, "Only friendly ones. I'm a solid middle-of-the-table player.", 0),
            (A, "Solid is good.", 0),
            (FILL, 3, 2, 45),
            (U, "I joined the Tuesday walking group at the community centre. We did eight miles along the coast path yesterday, and I'm aching in places I didn't know existed.", 50, WAS),
            (A, "That's a proper walk.", 50),
            (FILL, 2, 52, 65),
        ], question="Which clubs does Ghazala belong to?"),
        chat("a08", "hobby", "addition", subject="Pantelis", user="Pantelis", bot="Jildou", rows=[
            (U, "Gardening is my thing. I grow beans and courgettes on an allotment by the railway line.", 0, NOW),
            (A, "Nothing tastes better than your own beans.", 0),
            (FILL, 3, 2, 50),
            (U, "I've started woodturning in the shed as well. My first bowl came out lopsided, but I'm proud of it.", 55, WAS),
            (A, "Lopsided bowls are a rite of passage.", 55),
            (FILL, 2, 57, 70),
        ], question="What are Pantelis's hobbies?"),
    ]  # fmt: skip


def time_bounded() -> list:
    return [
        chat("b01", "home_town", "time_bounded", subject="Zubair", user="Zubair", bot="Laia", rows=[
            (U, "I live in Berlin, in Neukölln, in a fourth-floor flat with no lift.", 0, NOW),
            (A, "Good exercise, at least.", 0),
            (FILL, 3, 2, 40),
            (U, "I'm in Paris this week for a conference, staying near the Gare du Nord. The croissants are dangerous.", 47, WAS),
            (A, "Enjoy Paris, and the croissants.", 47),
            (FILL, 2, 48, 52),
        ], question="Which city does Zubair live in?"),
        chat("b02", "job", "time_bounded", subject="Nyambura", user="Nyambura", bot="Reka", rows=[
            (U, "I'm a nurse on the children's ward at St Kentigern's. I love it, even on the hard days.", 0, NOW),
            (A, "It sounds like a calling.", 0),
            (FILL, 3, 2, 50),
            (U, "They've moved me to the adult surgical ward for the next fortnight to cover sickness. Very different patients.", 56, WAS),
            (A, "A fortnight will go quickly.", 56),
            (FILL, 2, 57, 62),
        ], question="Which ward does Nyambura work on?"),
        chat("b03", "car", "time_bounded", subject="Bhaskar", user="Bhaskar", bot="Olof", rows=[
            (U, "I drive a grey Toyota Auris. It's boring, and it never breaks down.", 0, NOW),
            (A, "Boring and reliable is underrated.", 0),
            (FILL, 3, 2, 40),
            (U, "The Auris is in the garage until next Friday for a new clutch, so I'm driving a hire car in the meantime, a little Vauxhall Corsa.", 45, WAS),
            (A, "Hopefully the clutch is a quick job.", 45),
            (FILL, 2, 46, 50),
        ], question="What car does Bhaskar drive?"),
        chat("b04", "manager", "time_bounded", subject="Egle", user="Egle", bot="Sohel", rows=[
            (U, "My manager is Dietlinde, and she's very fair, even when things are tense.", 0, NOW),
            (A, "Fairness counts for a lot.", 0),
            (FILL, 3, 2, 40),
            (U, "Dietlinde is on annual leave until the end of the month, so Volkmar is signing off my timesheets while she's away.", 44, WAS),
            (A, "Understood. I'll send timesheet reminders to you as usual.", 44),
            (FILL, 2, 45, 50),
        ], question="Who is Egle's manager?"),
        chat("b05", "commute", "time_bounded", subject="Phalla", user="Phalla", bot="Jaromir", rows=[
            (U, "I take the train to work from Didcot. It's fifty minutes door to door.", 0, NOW),
            (A, "Not bad at all.", 0),
            (FILL, 3, 2, 35),
            (U, "The trains are on strike all week, so I'm driving in and parking at the park and ride. Back to normal on Monday, hopefully.", 40, WAS),
            (A, "Fingers crossed the strike ends on time.", 40),
            (FILL, 2, 41, 45),
        ], question="How does Phalla normally get to work?"),
        chat("b06", "teacher", "time_bounded", subject="Boglarka", user="Ildiko", bot="Mutinta", rows=[
            (U, "Boglarka's class teacher this year is Mrs Thistlewood, and Boglarka adores her.", 0, NOW),
            (A, "A teacher she adores makes all the difference.", 0),
            (FILL, 3, 2, 45),
            (U, "Mrs Thistlewood is off for two weeks after an operation on her foot, so a supply teacher, Mr Haverleigh, has Boglarka's class until half term.", 50, WAS),
            (A, "I hope Mrs Thistlewood recovers quickly.", 50),
            (FILL, 2, 51, 55),
        ], question="Who is Boglarka's teacher?"),
        chat("b07", "shift", "time_bounded", subject="Zvonimir", user="Zvonimir", bot="Lucyna", rows=[
            (U, "I work days at the warehouse, eight till four, Monday to Friday.", 0, NOW),
            (A, "Regular hours are a luxury.", 0),
            (FILL, 3, 2, 40),
            (U, "I'm covering nights for the next two weeks while a colleague has an operation. After that it's back to days.", 44, WAS),
            (A, "Get some blackout curtains for the daytime sleep.", 44),
            (FILL, 2, 45, 50),
        ], question="What hours does Zvonimir work?"),
        chat("b08", "babysitter", "time_bounded", subject="Oihane", user="Oihane", bot="Mulenga", rows=[
            (U, "Our babysitter is Filomena. She comes every Friday night and the children worship her.", 0, NOW),
            (A, "Lucky children.", 0),
            (FILL, 3, 2, 40),
            (U, "Filomena can't make it this Friday, so her cousin Assunta is sitting for us, just this once.", 45, WAS),
            (A, "Good that there's family to step in.", 45),
            (FILL, 2, 46, 50),
        ], question="Who babysits for Oihane's family?"),
        chat("b09", "gym", "time_bounded", subject="Tanjila", user="Tanjila", bot="Lefteris", rows=[
            (U, "I'm a member of the PureGym on Castle Street and go before work most mornings.", 0, NOW),
            (A, "Impressive dedication.", 0),
            (FILL, 3, 2, 40),
            (U, "This week I'm using the hotel gym in Glasgow while I'm up here for training. It has one treadmill and a lot of mirrors.", 44, WAS),
            (A, "One treadmill is better than none.", 44),
            (FILL, 2, 45, 48),
        ], question="Which gym is Tanjila a member of?"),
    ]  # fmt: skip
