"""dev16 third-party reports (p01-p09): someone else in the household (a partner, a brother, a
flatmate, a son, a colleague) tells the same assistant about the person's change; the newer
statement is theirs, said about the person in the third person."""

from __future__ import annotations

from ._dev16_build import FILL, NOW, WAS, A, U, chat


def cases() -> list:
    return [
        chat("p01", "job", "third_party", subject="Oladele", user="Oladele", bot="Macarena", rows=[
            (U, "I'm a planning officer at the city council. It's mostly reading objections about fences.", 0, WAS),
            (A, "Fences can be surprisingly controversial.", 0),
            (FILL, 3, 2, 60),
            ("Modupe", "Hello, this is Modupe, Oladele's wife. He asked me to update you while he's out: he's left the council, and he's a driving instructor now. His first pupils started this week.", 70, NOW),
            (A, "Thank you, Modupe. I'll keep that in mind.", 70),
            (FILL, 2, 72, 85),
        ], question="What does Oladele do for a living?",
           past="What was Oladele's job before?"),
        chat("p02", "home_town", "third_party", subject="Awino", user="Awino", bot="Tharindu", rows=[
            (U, "I live in Nairobi, in Kilimani, about fifteen minutes from my office.", 0, WAS),
            (A, "That's a short commute.", 0),
            (FILL, 3, 2, 70),
            ("Ochieng", "Hi, Ochieng here, Awino's brother. She's asked me to pass on some news: she's settled in Kisumu with our sister now and is working remotely. She'll message you herself once the internet is connected.", 80, NOW),
            (A, "Thanks, Ochieng. Please wish her well.", 80),
            (FILL, 2, 82, 92),
        ], question="Which city is Awino based in?",
           past="Where did Awino live before?"),
        chat("p03", "broadband", "third_party", subject="Tyra", user="Tyra", bot="Berend", rows=[
            (U, "Our broadband is with Sky. It's slow in the evenings, but we're locked in until spring.", 0, WAS),
            (A, "I'll remind you before the contract ends.", 0),
            (FILL, 3, 2, 90),
            ("Sixten", "Sixten here, Tyra's flatmate. Tyra sorted the internet on Friday: we're on Hyperoptic now, and the router is hidden behind the sofa. She says she'll cancel that reminder you set.", 100, NOW),
            (A, "Thanks, Sixten. I'll let her know I've heard.", 100),
            (FILL, 2, 102, 110),
        ], question="Who supplies Tyra's internet connection?",
           past="Which broadband company was Tyra with before?"),
        chat("p04", "diet", "third_party", subject="Vihaan", user="Vihaan", bot="Milagros", rows=[
            (U, "I'll eat anything. Chicken, fish, lamb, you name it. I'm the least fussy person alive.", 0, WAS),
            (A, "That makes meal planning easy.", 0),
            (FILL, 3, 2, 50),
            ("Aparna", "It's Aparna, Vihaan's partner. Just so you know for the meal plans, Vihaan gave up meat and fish after that documentary, and he's being very strict about it. No exceptions, even at his mum's.", 58, NOW),
            (A, "Thank you, Aparna, that's very helpful.", 58),
            (FILL, 2, 60, 72),
        ], question="What does Vihaan eat these days?",
           past="What did Vihaan eat before?"),
        chat("p05", "energy", "third_party", subject="Hendrika", user="Hendrika", bot="Eneko", rows=[
            (U, "Our gas and electricity come from British Gas. The bills are eye-watering this winter.", 0, WAS),
            (A, "Many people are feeling that this year.", 0),
            (FILL, 3, 2, 45),
            ("Reinout", "This is Reinout, Hendrika's son. I've been helping Mum with her paperwork, and she's jumped ship to Octopus. The first direct debit went out yesterday.", 52, NOW),
            (A, "Thanks, Reinout. Good of you to help her.", 52),
            (FILL, 2, 54, 66),
        ], question="Which company supplies Hendrika's energy?",
           past="Who supplied Hendrika's energy before?"),
        chat("p06", "childminder", "third_party", subject="Munashe", user="Chiedza", bot="Iraia", rows=[
            (U, "Munashe goes to Tinotenda's house after school. She's a registered childminder two streets away.", 0, WAS),
            (A, "Very handy to have someone so close.", 0),
            (FILL, 3, 2, 40),
            ("Kuda", "Hi, I'm Kuda, Munashe's dad. Quick update for the family calendar: from this week Munashe goes to Vimbai after school, because Tinotenda has stopped childminding. Vimbai picks her up from the gate.", 46, NOW),
            (A, "Thanks, Kuda. The calendar is updated.", 46),
            (FILL, 2, 48, 60),
        ], question="Who looks after Munashe after school?",
           past="Who was Munashe's childminder before?"),
        chat("p07", "manager", "third_party", subject="Atieno", user="Atieno", bot="Ostap", rows=[
            (U, "My line manager is Njambi. She's been my mentor since I joined the firm.", 0, WAS),
            (A, "A good mentor is valuable.", 0),
            (FILL, 3, 2, 60),
            ("Kimani", "Hello, Kimani here, I share a desk with Atieno and she asked me to book her meetings while her laptop is in for repair. Please note that after the reshuffle her team now sits under Kiprono, so her weekly check-in is with him.", 66, NOW),
            (A, "Noted, Kimani. I'll book the check-in with Kiprono.", 66),
            (FILL, 2, 68, 80),
        ], question="Who is Atieno's boss?",
           past="Who was Atieno's manager before?"),
        chat("p08", "instrument", "third_party", subject="Jelle", user="Jelle", bot="Wataru", rows=[
            (U, "I play the cello in an amateur orchestra. We rehearse in a church hall on Mondays.", 0, WAS),
            (A, "That sounds wonderful.", 0),
            (FILL, 3, 2, 80),
            ("Marijke", "Marijke here, Jelle's wife. He's too shy to say it himself, but he's sold the cello and started lessons on the double bass. The house has never been louder.", 88, NOW),
            (A, "Thanks, Marijke. That's quite a switch.", 88),
            (FILL, 2, 90, 100),
        ], question="What instrument does Jelle play?",
           past="Which instrument did Jelle play before?"),
        chat("p09", "holiday", "third_party", subject="Tristan", user="Tristan", bot="Ayodele", rows=[
            (U, "I've booked a week in Madeira for June. Walking the levadas has been on my list for years.", 0, WAS),
            (A, "That sounds like a beautiful trip.", 0),
            (FILL, 3, 2, 40),
            ("Segolene", "Bonjour, it's Segolene, Tristan's wife. Tristan cancelled Madeira after the flights changed twice, and he has booked Crete instead, same week in June. Please update his trip notes.", 46, NOW),
            (A, "Merci, Segolene. The trip notes are updated.", 46),
            (FILL, 2, 48, 60),
        ], question="Where is Tristan going on holiday?",
           past="Where was Tristan going on holiday before?"),
    ]  # fmt: skip
