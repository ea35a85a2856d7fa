"""dev17 must-not cases, part one: additions a01-a08 and time-bounded episodes b01-b09.

The standing statement (NOW) comes first; the later statement (WAS) adds a second value or
describes a temporary episode and must not replace it.
"""

from __future__ import annotations

from ._dev17_build import FILL, NOW, WAS, A, Chat, U, chat


def additions() -> list[Chat]:
    return [
        chat("a01", "language", "addition", user="Mosese", bot="Raderi", rows=[
            (U, "Malo e lelei, I am Mosese. I speak Tongan and English, Tongan at home and English at the work.", 0, NOW),
            (A, "Malo e lelei, Mosese. Two languages every day — nice.", 0),
            (FILL, 3, 2, 25),
            (U, "I am also learning Spanish now on the app, fifteen minutes every day, for the trip to Peru next year.", 35, WAS),
            (A, "¡Buena suerte con el español!", 35),
            (FILL, 2, 37, 50),
        ], question="The job application asks which languages I speak, what should I put?"),
        chat("a02", "pet", "addition", user="Elaheh", bot="Pamino", rows=[
            (U, "Salam, I am Elaheh. I am having a dog, Gandom, a golden mix, very friendly with everybody.", 0, NOW),
            (A, "Salam, Elaheh. Gandom sounds like a sweetheart.", 0),
            (FILL, 3, 2, 30),
            (U, "We adopted also a kitten from the shelter, her name is Zireh, Gandom is a bit jealous but they are sleeping together already.", 40, WAS),
            (A, "Jealous but cuddling — a good sign.", 40),
            (FILL, 2, 42, 55),
        ], question="The pet sitter asks which animals she must feed while I'm away, what do I tell her?"),
        chat("a03", "instrument", "addition", user="Gheorghe", bot="Finori", rows=[
            (U, "Buna, I am Gheorghe, I play the accordion at the weddings and baptisms, since thirty years.", 0, NOW),
            (A, "Buna, Gheorghe. Thirty years of weddings — you must know every song.", 0),
            (FILL, 3, 2, 28),
            (U, "I started also guitar lessons for fun, my fingers are confused, the accordion is much easier for me.", 38, WAS),
            (A, "The fingers will catch up.", 38),
            (FILL, 2, 40, 52),
        ], question="The organiser of the village festival asks which instrument I will bring to play, what do I say?"),
        chat("a04", "allergy", "addition", user="Wafa", bot="Mulono", rows=[
            (U, "Hello, I'm Wafa. Important: I am allergic to penicillin, I had a bad reaction as a child.", 0, NOW),
            (A, "Hello Wafa. Thanks — that's important to know.", 0),
            (FILL, 3, 2, 24),
            (U, "The allergy test showed also that I am allergic to cats, this is new, my eyes were always red at my friend's house, now I know why.", 33, WAS),
            (A, "Mystery solved, at least.", 33),
            (FILL, 2, 35, 48),
        ], question="The hospital admission form asks about allergies to medicines, what should I write?"),
        chat("a05", "volunteer role", "addition", user="Iman", bot="Buduri", rows=[
            (U, "Hi, I'm Iman. Every Sunday I volunteer at the animal shelter, walking the dogs and cleaning the cages.", 0, NOW),
            (A, "Hi Iman. The dogs must love Sundays.", 0),
            (FILL, 3, 2, 26),
            (U, "Also since this month I help at the library on Wednesdays, reading stories to the kids, is my new joy.", 36, WAS),
            (A, "What a lovely thing to do.", 36),
            (FILL, 2, 38, 50),
        ], question="My reference letter should mention where I do voluntary work, can you remind me?"),
        chat("a06", "email", "addition", user="Ihor", bot="Nukole", rows=[
            (U, "Pryvit, I'm Ihor. My personal email is ihor.hrybenko@skrynka.ua, please use this one for everything private.", 0, NOW),
            (A, "Pryvit, Ihor. Noted.", 0),
            (FILL, 3, 2, 22),
            (U, "For work I got also a new email, ihor.hrybenko@zernotrade.com, but is only for the work things.", 30, WAS),
            (A, "Got it — work address kept separate.", 30),
            (FILL, 2, 32, 44),
        ], question="My cousin wants to send me the photos from his wedding, which e-mail should I give him?"),
        chat("a07", "club", "addition", user="Anastasiia", bot="Galoli", rows=[
            (U, "I am Anastasiia. I am member of the hiking club of our town, we go to the mountains one Saturday per month.", 0, NOW),
            (A, "Nice to meet you, Anastasiia. Monthly mountain days sound great.", 0),
            (FILL, 3, 2, 24),
            (U, "I joined also the board games club in the café near me, on Tuesday evenings, very nice people there.", 34, WAS),
            (A, "Board games and mountains — good balance.", 34),
            (FILL, 2, 36, 48),
        ], question="The form for the sports insurance asks which outdoor club I belong to, what should I write?"),
        chat("a08", "sport", "addition", user="Jibril", bot="Zilere", rows=[
            (U, "Salam, Jibril here. I swim three times in the week in the morning, before the work.", 0, NOW),
            (A, "Salam, Jibril. Early swims are a great start.", 0),
            (FILL, 3, 2, 27),
            (U, "I started also boxing on Fridays, my friend convinced me, is very hard for the arms.", 37, WAS),
            (A, "Your arms will thank you eventually.", 37),
            (FILL, 2, 39, 50),
        ], question="The questionnaire at the doctor asks which sports I do these days, what do I fill in?"),
    ]  # fmt: skip


def time_bounded() -> list[Chat]:
    return [
        chat("b01", "city", "time_bounded", user="Loic", bot="Fivano", rows=[
            (U, "Salut, I'm Loic. I live in Rennes with my girlfriend, near the canal.", 0, NOW),
            (A, "Salut, Loic. Canal-side sounds nice.", 0),
            (FILL, 3, 2, 30),
            (U, "This month I am staying in my uncle's house in Nantes because of a project at work, I come back to Rennes at the end of May.", 40, WAS),
            (A, "A month away — hope the project goes well.", 40),
            (FILL, 2, 42, 52),
        ], question="I must write my home city on the tax declaration, which one is it?"),
        chat("b02", "car", "time_bounded", user="Zerrin", bot="Luseri", rows=[
            (U, "Merhaba, I am Zerrin. I drive a blue Fiat Doblo, is big enough for my three kids and the shopping.", 0, NOW),
            (A, "Merhaba, Zerrin. A practical family car.", 0),
            (FILL, 3, 2, 22),
            (U, "My Doblo is in the garage for two weeks after the small accident, they gave me a little Renault Clio meanwhile, the kids are squeezed like sardines.", 30, WAS),
            (A, "Two weeks of sardines — hang in there.", 30),
            (FILL, 2, 32, 44),
        ], question="The car insurance renewal is coming, for which car should it be?"),
        chat("b03", "gym", "time_bounded", user="Ipek", bot="Rimuno", rows=[
            (U, "I am Ipek. I train at Demirhane gym near my home, four times per week, mostly weights.", 0, NOW),
            (A, "Four times a week — impressive, Ipek.", 0),
            (FILL, 3, 2, 26),
            (U, "This month I am on a business trip in Frankfurt, I am using the hotel gym in the evenings, is small but OK.", 35, WAS),
            (A, "Better than nothing on a trip.", 35),
            (FILL, 2, 37, 48),
        ], question="My membership card is expiring, at which gym's reception do I renew it?"),
        chat("b04", "workplace", "time_bounded", user="Nergis", bot="Fidiri", rows=[
            (U, "I am Nergis, I work as a nurse on the cardiology ward of the Karaagac hospital, since five years.", 0, NOW),
            (A, "Nice to meet you, Nergis. Cardiology must be demanding.", 0),
            (FILL, 3, 2, 28),
            (U, "For two weeks I am helping on the children's ward because they are short of staff, after that I go back.", 38, WAS),
            (A, "Hopefully they find more staff soon.", 38),
            (FILL, 2, 40, 50),
        ], question="The nurses' union form asks my permanent ward, which one should I write?"),
        chat("b05", "commute", "time_bounded", user="Chukwudi", bot="Zekeni", rows=[
            (U, "I am Chukwudi. I take tram number 4 to work, twenty minutes, almost door to door.", 0, NOW),
            (A, "A short commute is a luxury.", 0),
            (FILL, 3, 2, 24),
            (U, "What a week, the boiler was finally fixed, my daughter lost her first tooth, and this week the tram 4 is stopped for repairs of the rails so I go with the replacement bus, it takes forever, and on Saturday we have the big party for my father's seventieth.", 34, WAS),
            (A, "Busy week! Happy seventieth to your father.", 34),
            (FILL, 2, 36, 46),
        ], question="I'm buying my monthly transport pass, which line should it cover for going to work?"),
        chat("b06", "doctor", "time_bounded", user="Semisi", bot="Nokone", rows=[
            (U, "I am Semisi. My family doctor is Dr. Siosaia at the health centre on the hill, he knows all my history.", 0, NOW),
            (A, "A doctor who knows your history is valuable.", 0),
            (FILL, 3, 2, 24),
            (U, "Dr. Siosaia is on holiday until the end of the month, so this month I see the replacement, Dr. Viliami, he is nice but very fast.", 32, WAS),
            (A, "Noted.", 32),
            (FILL, 2, 34, 46),
        ], question="Next year I need a letter for the insurance from my regular doctor, whom should I ask?"),
        chat("b07", "diet", "time_bounded", user="Costel", bot="Zutora", rows=[
            (U, "Buna, I am Costel. I eat everything, meat, cheese, fish, my wife cooks very well and I am not difficult.", 0, NOW),
            (A, "Buna, Costel. Lucky you!", 0),
            (FILL, 3, 2, 30),
            (U, "Until Easter I am fasting like my grandmother taught me, no meat and no milk products in these weeks, only vegetables and beans.", 40, WAS),
            (A, "A big commitment — good luck with the fast.", 40),
            (FILL, 2, 42, 52),
        ], question="My friend invites me to a barbecue in July, is there any food I should tell him I don't eat?"),
        chat("b08", "manager", "time_bounded", user="Justyna", bot="Gariro", rows=[
            (U, "Czesc, I'm Justyna. My manager is Malgorzata, she is head of the accounting team, very organised woman.", 0, NOW),
            (A, "Czesc, Justyna. Organised managers make life easier.", 0),
            (FILL, 3, 2, 26),
            (U, "Malgorzata is on holiday for two weeks in Portugal, until she is back Jacek is signing our timesheets.", 36, WAS),
            (A, "Noted for the two weeks.", 36),
            (FILL, 2, 38, 48),
        ], question="Whom should I name as my line manager on the annual training form?"),
        chat("b09", "school", "time_bounded", subject="Yewande", user="Adunni", bot="Loroni", rows=[
            (U, "I am Adunni. My daughter Yewande is in Primary 5 at Crestwood School, she is the top in maths.", 0, NOW),
            (A, "Top in maths — well done, Yewande!", 0),
            (FILL, 3, 2, 34),
            (U, "For the summer holidays Yewande is at a football camp in Ibadan for three weeks, she is calling me every evening.", 45, WAS),
            (A, "She'll come back full of stories.", 45),
            (FILL, 2, 47, 58),
        ], question="I need to buy Yewande's new uniform for September, for which school is it?"),
    ]  # fmt: skip
