"""dev16 corrections (c01-c10): the speaker fixes their own slip, sometimes in the next message,
sometimes days later; ``other`` is the slip, ``current`` the fix."""

from __future__ import annotations

from ._dev16_build import FILL, NOW, WAS, A, U, chat


def cases() -> list:
    return [
        chat("c01", "allergy", "correction", subject="Aled", user="Aled", bot="Kahu", rows=[
            (FILL, 1, 0),
            (U, "Before you suggest any recipes, I should mention that I'm allergic to peanuts.", 1, WAS),
            (A, "Thanks for telling me. I'll keep that in mind.", 1),
            (U, "Actually, I got that wrong, sorry. It's tree nuts I react to, such as cashews and walnuts. Peanuts are perfectly fine; they're a legume.", 1, NOW),
            (A, "Understood, tree nuts it is.", 1),
            (FILL, 3, 2, 30),
        ], question="Which foods does Aled need to avoid?",
           past="What did Aled first say he was allergic to?"),
        chat("c02", "shift", "correction", subject="Desislava", user="Desislava", bot="Mio", rows=[
            (U, "The new rota is out. I'm on the early shift from Monday to Thursday this month.", 0, WAS),
            (A, "Early starts all round, then.", 0),
            (FILL, 2, 0.2, 0.8),
            (U, "Sorry, I read the rota wrong earlier. My earlies are Tuesday to Friday; Monday is my day off.", 1, NOW),
            (A, "Thanks for the correction.", 1),
            (FILL, 2, 2, 20),
        ], question="Which days does Desislava start work early?",
           past="Which early days did Desislava give at first?"),
        chat("c03", "medication", "correction", subject="Baljit", user="Baljit", bot="Eirlys", rows=[
            (U, "For the record, I take 50 milligrams of sertraline every morning with breakfast.", 0, WAS),
            (A, "Thank you, I've made a note.", 0),
            (FILL, 2, 1, 3),
            (U, "I've just looked at the box in the bathroom cabinet, and I misremembered: it's 100 milligrams, not 50. I'd forgotten the dose was raised in the winter.", 4, NOW),
            (A, "Good that you checked. I'll use the right figure.", 4),
            (FILL, 2, 5, 25),
        ], question="What dose of sertraline is Baljit on?",
           past="What sertraline dose did Baljit mention first?"),
        chat("c04", "uniform_size", "correction", subject="Nandi", user="Khanyisile", bot="Oriol", rows=[
            (U, "Nandi needs new school jumpers before term starts. She's an age 7 to 8.", 0, WAS),
            (A, "Would you like me to find some options?", 0),
            (U, "Yes, please, in navy.", 0),
            (A, "I'll look for navy ones.", 0),
            (FILL, 1, 0.5),
            (U, "Hold on. I measured Nandi properly tonight and she's a 9 to 10, not a 7 to 8. Everything she owns is short in the arms.", 1, NOW),
            (A, "Children grow so fast. I'll search in the bigger size.", 1),
            (FILL, 2, 2, 14),
        ], question="What size jumpers should I buy for Nandi?",
           past="What size did I say Nandi was at first?"),
        chat("c05", "doctor", "correction", subject="Shamima", user="Shamima", bot="Iain", rows=[
            (U, "My GP is Dr Mahbub at the Oakhanger surgery, if you need it for the insurance form.", 0, WAS),
            (A, "That's what I needed, thanks.", 0),
            (FILL, 2, 1, 5),
            (U, "I mixed up the names earlier this week. Dr Mahbub is my husband's GP. Mine is Dr Ostrowska, at the same surgery, so please put her on the form.", 6, NOW),
            (A, "No problem, I'll change the form.", 6),
            (FILL, 2, 7, 20),
        ], question="Who is Shamima's family doctor?",
           past="Which doctor did Shamima name first?"),
        chat("c06", "landlord", "correction", subject="Eyvind", user="Eyvind", bot="Liisi", rows=[
            (U, "My landlord is Gennaro, the man who runs the café downstairs.", 0, WAS),
            (A, "Convenient to have him so close.", 0),
            (FILL, 2, 1, 9),
            (U, "I was wrong about the landlord. Gennaro only manages the building. The flat actually belongs to his aunt, Concetta, and her name is the one on my tenancy agreement.", 10, NOW),
            (A, "Good to know who it really is.", 10),
            (FILL, 2, 11, 30),
        ], question="Who owns the flat Eyvind rents?",
           past="Who did Eyvind say his landlord was at first?"),
        chat("c07", "coffee", "correction", subject="Zoryana", user="Zoryana", bot="Khamla", rows=[
            (FILL, 1, 0),
            (U, "If you're ever ordering for me, it's an oat flat white.", 0.5, WAS),
            (A, "I'll remember.", 0.5),
            (U, "Scratch that, I always get this wrong when I'm tired. Mine is an oat cortado. The flat white is what my sister has.", 0.5, NOW),
            (A, "An oat cortado. Got it.", 0.5),
            (FILL, 3, 1, 21),
        ], question="What should I order for Zoryana at the café?",
           past="What did Zoryana first ask for?"),
        chat("c08", "nickname", "correction", subject="Tingting", user="Tingting", bot="Aslaug", rows=[
            (U, "Everyone at the climbing club calls me TT, so don't be confused if you see it in messages.", 0, WAS),
            (A, "Thanks for the heads-up.", 0),
            (FILL, 2, 1, 6),
            (U, "Wait, that's not right. TT was what they called me at school. At the climbing club I'm Tingo, and it has stuck for about three years now.", 7, NOW),
            (A, "Tingo is a good one.", 7),
            (FILL, 2, 8, 22),
        ], question="What do Tingting's climbing friends call her?",
           past="Which nickname did Tingting mention first?"),
        chat("c09", "running_route", "correction", subject="Ruvimbo", user="Ruvimbo", bot="Lambert", rows=[
            (U, "My Sunday run goes along the towpath to Breage Lock and back. It's my favourite part of the week.", 0, WAS),
            (A, "Towpaths are perfect for running.", 0),
            (FILL, 1, 0.3),
            (U, "A correction to what I said this morning: I turn round at Gwinear Lock, not Breage. Breage would be nearly a half marathon.", 0.6, NOW),
            (A, "That's quite a difference.", 0.6),
            (FILL, 3, 1, 28),
        ], question="Where does Ruvimbo turn back on a Sunday?",
           past="Which lock did Ruvimbo name first?"),
        chat("c10", "bike", "correction", subject="Botond", user="Botond", bot="Qiuyue", rows=[
            (U, "I ride a Brompton to the station, the little folding kind.", 0, WAS),
            (A, "Very practical for trains.", 0),
            (FILL, 2, 1, 3),
            (U, "Oops, I meant a Tern. The Brompton belongs to my partner. Mine is the orange Tern with the big basket.", 4, NOW),
            (A, "An orange Tern, noted.", 4),
            (FILL, 2, 5, 15),
        ], question="What kind of bike does Botond ride?",
           past="Which bike did Botond say he rode at first?"),
    ]  # fmt: skip
