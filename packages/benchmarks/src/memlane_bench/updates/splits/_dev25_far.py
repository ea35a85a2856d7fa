"""dev25 far-apart changes: the old value is said once, then months of small talk (150+ turns),
then the new one, usually told through how life goes now rather than as an announcement."""

from __future__ import annotations

from ._dev25_build import C, F, O, S, W, spec

SPECS = (
    spec(
        "home", "far_apart", "Jaroslaw", "Where does Jaroslaw live now?",
        F(2),
        O("We've been in Zabłocie four years now, the flat above the bakery on Przemysłowa. I love the smell of bread "
          "at five in the morning slightly less than you'd think."),
        F(170, 160), W(3),
        C("Life update, in case you wondered why I've gone quiet: we got the keys to the house in Wieliczka on the "
          "first, and week one has been mostly flat-pack and arguing about paint. The kids have a garden! The drive "
          "into Kraków is longer, but the salt mine is down the road, which my son thinks is the best thing ever."),
        F(1),
        past="Where did Jaroslaw live before?",
    ),
    spec(
        "job", "far_apart", "Aurelie", "Where does Aurelie work these days",
        O("Nine years at the Crédit Agricole call centre in Lyon, can you believe it. I still get the same complaints "
          "about card readers every single day."),
        F(165, 200), W(14),
        C("Two weeks in at the Musée des Confluences front desk, and honestly? After the call centre I'll take "
          "tourists asking where the toilets are any day. Big pay cut, bigger happiness gain. My feet hurt though, all "
          "that standing."),
        F(2),
    ),
    spec(
        "car", "far_apart", "Declan", "What's Declan driving?",
        F(1),
        O("My trusty diesel Passat just passed its NCT again, 190,000 miles on the clock and still purring."),
        F(180, 240), W(6),
        C("I don't miss the Passat one bit, you know. I charged the Kia at home overnight, drove to Galway and back on "
          "the one charge, and it's so quiet I keep checking it's actually on. I waved at the Passat's new owner in "
          "the Tesco car park last week, felt like seeing an ex."),
        past="What did Declan drive before?",
    ),
    spec(
        "phone", "far_apart", "Noemi", "Which number should the pharmacy reminders for Noemi go to?",
        O("My number is +39 347 552 8190, please use that for the pharmacy reminders. It's on the Vodafone contract."),
        F(158, 120), W(9),
        C("New SIM, new number, new me: +39 351 208 4476. The Vodafone contract finally ended and I went over to Iliad "
          "for half the price. Pharmacy reminders to this one from now on, the old one is dead."),
        F(2),
    ),
    spec(
        "diet", "far_apart", "Gerhard", "What kind of diet is Gerhard on?",
        F(2),
        O("I'm on a strict low-carb diet for the diabetes. No bread, no potatoes, no pasta, the works, and it's "
          "miserable, but the numbers are moving."),
        F(175, 210), W(4),
        C("My diabetes nurse says my numbers are good enough now that I can drop the strict low-carb rules. So it's a "
          "normal Mediterranean sort of diet for me: bread in moderation, pasta on Sundays. I nearly cried eating a "
          "boiled potato."),
        F(1),
        past="What diet was Gerhard on before?",
    ),
    spec(
        "gym", "far_apart", "Mireille", "Where does Mireille do her exercise these days?",
        O("Climbing three evenings a week at Boulder Brighton. My forearms are enormous and my fingernails are a "
          "disgrace."),
        F(190, 180), W(10),
        C("Funny, I always thought swimming was boring, and now I'm in the Prince Regent pool every morning before "
          "work. The shoulder surgery means no more climbing, doctor's orders, so the Boulder Brighton pass went back. "
          "The fingernails have recovered, at least."),
        F(2),
    ),
    spec(
        "bank", "far_apart", "Kerstin", "Which bank does Kerstin use",
        F(1),
        O("My salary goes into my Sparkasse account. Old-school, I know, but I like having a branch with a real person "
          "in it."),
        F(160, 150), W(7),
        C("Closed the Sparkasse account last week, so it's all DKB now, salary included. The fees got silly, and I "
          "hadn't seen the inside of a branch in two years anyway. Goodbye, real person."),
        past="Where did Kerstin bank before?",
    ),
    spec(
        "dentist", "far_apart", "Zdenka", "Who's Zdenka's dentist?",
        O("My dentist is Dr Novotná at the clinic on Vinohradská. She's wonderfully gentle, and I'm a coward, so that "
          "matters."),
        F(168, 190), W(5),
        S("My sister-in-law Božena has started a ceramics business from her garage and our whole family now owns six "
          "identical mugs."),
        F(2),
        C("Had my first check-up with Dr Hrubý at the practice in Smíchov. It's five minutes from the office, and Dr "
          "Novotná's clinic stopped taking my insurance, so that was that. He's chattier, but good, and he didn't make "
          "me cry."),
        F(1),
    ),
    spec(
        "neighbour", "far_apart", "Ambrose", "Who lives upstairs from Ambrose?",
        F(2),
        O("Our upstairs neighbour is Mr Quigley, a retired postman who plays the trombone at ungodly hours. He's "
          "lovely, just loud."),
        F(185, 260), W(3),
        C("The flat upstairs has been so quiet since Quigley went into sheltered housing. The nurse who's taken it, "
          "Temperance, works nights and is silent as a mouse. I almost miss the trombone. Almost."),
        past="Who used to live upstairs from Ambrose?",
    ),
    spec(
        "insurance", "far_apart", "Valdis", "Who is Valdis's home insurance with?",
        O("House insurance is with Direct Line, renews in March. I never read the policy, obviously."),
        F(172, 170), W(20),
        C("When the boiler flooded the kitchen last month LV= were brilliant. So glad I moved the house cover over to "
          "them from Direct Line at the March renewal; the claim was sorted in ten days and the assessor even took his "
          "shoes off."),
        F(2),
    ),
    spec(
        "broadband", "far_apart", "Hortense", "Which internet provider does Hortense use",
        F(1),
        O("Internet's with Orange, the Livebox sits in the hallway blinking at me like it's judging my browsing."),
        F(163, 140), W(8),
        C("Since Free put the fibre in we haven't had one outage; I should have left Orange years ago. The Freebox is "
          "ugly but it works, and the kids have stopped shouting 'the wifi's gone' every evening."),
        F(1),
        past="Who was Hortense's internet with before?",
    ),
    spec(
        "language_class", "far_apart", "Bartholomew", "Which language class does Bartholomew go to now?",
        O("Mandarin at the Confucius Institute every Wednesday. The tones are still a disaster, I apparently asked my "
          "teacher for a horse instead of her mother."),
        F(178, 220), W(2),
        C("I'm loving Korean, you know. The Thursday class at the Korean Cultural Centre is half K-drama fans and half "
          "people with Korean in-laws, like me. I stopped Mandarin over the summer; I couldn't do both and keep my "
          "sanity."),
        F(2),
    ),
)
