"""dev16 retractions (t01-t09): a fact is withdrawn with nothing in its place ("turns out I'm
not ...", "I've stepped down from ..."); ``current`` is the withdrawal."""

from __future__ import annotations

from ._dev16_build import FILL, NOW, WAS, A, U, chat


def cases() -> list:
    return [
        chat("t01", "allergy", "retraction", subject="Kemigisha", user="Kemigisha", bot="Lahiru", rows=[
            (U, "I'm allergic to cats, so I'll have to turn down the flat with the resident tabby.", 0, WAS),
            (A, "Shame, but it makes sense.", 0),
            (FILL, 3, 2, 40),
            (U, "The skin-prick tests came back, and it turns out I'm not allergic to cats after all. It was house dust mites all along, so new pillows and a lot of hoovering.", 47, NOW),
            (A, "Good to finally know the real cause.", 47),
            (FILL, 2, 49, 60),
        ], question="Does Kemigisha have a cat allergy?",
           past="What did Kemigisha think she was allergic to?"),
        chat("t02", "diet", "retraction", subject="Lwanga", user="Lwanga", bot="Meinir", rows=[
            (U, "I'm gluten-free, so no ordinary bread or pasta for me, please bear that in mind.", 0, WAS),
            (A, "Of course, I'll keep suggestions gluten-free.", 0),
            (FILL, 3, 2, 35),
            (U, "The coeliac test came back negative, and the dietitian says there's no reason to keep cutting it out. I had a proper sourdough sandwich today for the first time in two years.", 41, NOW),
            (A, "Enjoy it! That must have tasted wonderful.", 41),
            (FILL, 2, 43, 55),
        ], question="Does Lwanga need to avoid anything when eating?",
           past="What did Lwanga have to avoid before?"),
        chat("t03", "medication", "retraction", subject="Vandana", user="Vandana", bot="Cyprien", rows=[
            (U, "I take amlodipine for my blood pressure, five milligrams at night.", 0, WAS),
            (A, "Thanks, I'll remember that.", 0),
            (FILL, 3, 2, 60),
            (U, "Good news from the surgery. My readings have been normal for six months, so the GP has taken me off the amlodipine altogether. No tablets at all now.", 70, NOW),
            (A, "That's excellent news.", 70),
            (FILL, 2, 72, 85),
        ], question="Is Vandana on any medication?",
           past="What was Vandana taking for her blood pressure?"),
        chat("t04", "book_club", "retraction", subject="Lennart", user="Lennart", bot="Nhung", rows=[
            (U, "I'm in the Thursday book club at the Crown. This month we're reading a very long Russian novel.", 0, WAS),
            (A, "Good luck with it.", 0),
            (FILL, 2, 2, 20),
            (U, "I'm on page ninety out of eight hundred. Send help.", 24),
            (A, "One chapter at a time.", 24),
            (FILL, 2, 26, 50),
            (U, "I've bowed out of the Thursday group. I never finished a single book and I was tired of bluffing through the discussions.", 57, NOW),
            (A, "Honest of you. Reading should be fun.", 57),
            (FILL, 1, 58),
        ], question="Which reading group does Lennart go to?",
           past="Which book club was Lennart part of?"),
        chat("t05", "club", "retraction", subject="Heloise", user="Heloise", bot="Chisomo", rows=[
            (U, "I sing alto in the choir at St Teilo's. Rehearsals are on Wednesday evenings.", 0, WAS),
            (A, "How lovely. Is there a concert coming up?", 0),
            (U, "The carol service, yes. I'm nervous about my solo line.", 0),
            (A, "You'll be fine, I'm sure.", 0),
            (FILL, 3, 2, 70),
            (U, "I've stepped down from the choir. My voice just isn't up to it since the bronchitis, and I'd rather stop than struggle.", 78, NOW),
            (A, "That must have been a hard decision.", 78),
            (FILL, 2, 80, 90),
        ], question="Does Heloise sing with anyone?",
           past="Which choir did Heloise sing in?"),
        chat("t06", "sport_team", "retraction", subject="Steffan", user="Steffan", bot="Yayra", rows=[
            (U, "I play second row for Dyfrig RFC, the rugby club in Llanelli. Training is Tuesdays and Thursdays.", 0, WAS),
            (A, "That's a tough position.", 0),
            (FILL, 3, 2, 80),
            (U, "I've hung up my boots at Dyfrig. My back won't take another season of scrums, and my wife is relieved.", 90, NOW),
            (A, "A sensible call, and a good run.", 90),
            (FILL, 2, 92, 100),
        ], question="Which team does Steffan play for?",
           past="Which rugby team did Steffan play for?"),
        chat("t07", "football_club", "retraction", subject="Gruffudd", user="Gruffudd", bot="Hyejin", rows=[
            (U, "I support Tranmere Rovers. Have done since I was six, for my sins.", 0, WAS),
            (A, "Loyalty through thick and thin.", 0),
            (FILL, 3, 2, 90),
            (U, "I'm done with football. I haven't watched a match since August, I've cancelled the season ticket, and honestly I feel freer. Saturdays are for walking now.", 98, NOW),
            (A, "Walking sounds like a healthy swap.", 98),
            (FILL, 2, 100, 110),
        ], question="Who does Gruffudd follow on a Saturday afternoon?",
           past="Which team did Gruffudd support?"),
        chat("t08", "insurer", "retraction", subject="Piroska", user="Piroska", bot="Kekeli", rows=[
            (U, "My car is insured with Aviva, and the renewal is due in October.", 0, WAS),
            (A, "I'll remind you in September.", 0),
            (FILL, 3, 2, 60),
            (U, "I sold the car last month, so I've cancelled the Aviva policy. I don't have any car insurance now, and I won't need that September reminder.", 66, NOW),
            (A, "I'll cancel the reminder.", 66),
            (FILL, 2, 68, 80),
        ], question="Who insures Piroska's car?",
           past="Who was Piroska's car insured with?"),
        chat("t09", "babysitter", "retraction", subject="Lieselotte", user="Lieselotte", bot="Anusha", rows=[
            (U, "Our babysitter is Ligaya. She comes on Friday nights, so we can have a date night.", 0, WAS),
            (A, "Date nights are important.", 0),
            (FILL, 3, 2, 50),
            (U, "Ligaya has gone home to Manila to look after her father, and we haven't found anyone to replace her. So no babysitter and no date nights for now.", 58, NOW),
            (A, "I'm sorry. I hope her father recovers soon.", 58),
            (FILL, 2, 60, 70),
        ], question="Who babysits for Lieselotte's children?",
           past="Who used to babysit for Lieselotte?"),
    ]  # fmt: skip
