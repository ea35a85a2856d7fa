"""dev25 third-party reports: a spouse, child, sibling, flatmate or bandmate types into the
assistant on the subject's behalf and tells the change, often as an aside or through a consequence."""

from __future__ import annotations

from ._dev25_build import C, F, O, W, spec

SPECS = (
    spec(
        "job", "third_party", "Wojciech", "Where is Wojciech employed?",
        O("Work at the depot's been fine. I've been a mechanic at the Arriva bus garage for nine years, and the new "
          "electric buses are a whole new puzzle, which keeps it interesting."),
        F(4, 90), W(6),
        C("Hi, it's Halina, Wojtek's wife. He asked me to update things on here while he drives. He's not at the bus "
          "garage anymore, he started at the Severn Trent water treatment works last week, maintenance team. He's far "
          "happier, though he comes home smelling faintly of chlorine.", by="Halina"),
        F(1),
        past="Where did Wojciech work before?",
    ),
    spec(
        "home", "third_party", "Carys", "Where does Carys live at the moment?",
        F(1),
        O("My flat in Pontcanna, right by the park, is the smallest place I've ever lived, but I love it. You can hear "
          "the cricket from the bathroom in summer."),
        F(3, 120), W(10),
        C("Bryn here, Carys's brother, on her laptop because hers died. Just so you've got it right: she's been living "
          "in Mam's old house in Aberaeron since October. The lease on the Cardiff flat ran out and she's working "
          "remotely now. She'll kill me for mentioning the mould in the bathroom.", by="Bryn"),
        past="Where did Carys live before?",
    ),
    spec(
        "phone", "third_party", "Gheorghe", "What's Gheorghe's phone number?",
        O("My mobile is 0744 206 1197. Same number since 2009, and I'm not changing it, everyone in the village has "
          "it."),
        F(3, 70), W(4),
        C("Hello, this is Ana, Gheorghe's daughter. Dad asked me to tell you, because of all the scam calls he gave in "
          "and got a new number, 0744 918 3320. The old one is cancelled, so please don't use it for his reminders. He "
          "grumbled the whole time in the shop.", by="Ana"),
        F(2),
    ),
    spec(
        "partner", "third_party", "Lindiwe", "who's lindiwe going out with",
        F(2),
        O("Sipho and I are doing the Comrades training together this year. He's been my partner since varsity and he "
          "is far more disciplined about the long runs than I am."),
        F(4, 150), W(3),
        C("Hi, I'm Kagiso. I'm the new boyfriend Lindiwe apparently tells you all about, and she says I'm allowed on "
          "her account now, which feels like a big step. We've been together since the Durban trip in March. She's "
          "asked me to add that she wants the Sunday dinner reminders for both of us.", by="Kagiso"),
        F(1),
        past="Who was Lindiwe's partner before?",
    ),
    spec(
        "manager", "third_party", "Benedetta", "Who's Benedetta's boss",
        O("Dottor Donati wants the budget by Friday again. He's been my boss for four years and he still calls me "
          "'Betta', which I have given up correcting."),
        F(3, 80), W(11),
        C("Ciao, this is Marco, Bene's husband, writing for her since she's buried in work. She wants you to know that "
          "Donati has left and the person she answers to now is Signora Ferri. Please stop putting 'meeting with "
          "Donati' in her calendar, she laughed for ten minutes.", by="Marco"),
        F(2),
        past="Who was Benedetta's boss before?",
    ),
    spec(
        "commute", "third_party", "Idunn", "How does Idunn get to the hospital for work",
        F(1),
        O("I drive to the hospital every morning, twenty-five minutes if the bypass behaves, which it doesn't."),
        F(4, 100), W(5),
        C("Espen here, Mum's son. Mum won't admit this to you, but since the eye test she isn't driving to work. She "
          "takes the 42 bus, and I drop her at the stop on the mornings I'm off. Please don't remind her about petrol "
          "prices, it's a sore subject.", by="Espen"),
        F(1),
    ),
    spec(
        "pet", "third_party", "Barnaby", "What pet does Barnaby have now?",
        O("Nugget, my hamster, escaped again last night and I found him in the cutlery drawer. I'm starting to think "
          "he has a plan."),
        F(3, 90), W(8),
        C("Kit here, Barnaby's flatmate, typing because he has his hands full. The hamster is no longer, um, with us, "
          "RIP Nugget, and the new resident of the flat is a cockatiel called Sergeant who whistles the Countdown "
          "theme at six a.m.", by="Kit"),
        F(2),
        past="What pet did Barnaby have before?",
    ),
    spec(
        "course", "third_party", "Anjali", "What is Anjali studying at university?",
        F(1),
        O("The nursing degree at De Montfort is intense, second-year placements start next month and I've got A&E "
          "first, gulp."),
        F(4, 140), W(2),
        C("Hello, this is Sunita, Anjali's mother. She is too modest to say, but she has transferred from the nursing "
          "degree to medicine at Leicester, they accepted her! We are all very proud, her grandfather has told the "
          "whole temple.", by="Sunita"),
    ),
    spec(
        "hairdresser", "third_party", "Eilidh", "Where does Eilidh get her hair done",
        O("Hair appointment at Curl Up on Thursday, Rhona's doing my highlights. She's been doing them since I was "
          "seventeen."),
        F(3, 100), W(9),
        C("Fraser here. Eilidh says to update you: she doesn't go to Curl Up now, she's at her pal Morven's new salon "
          "in Leith, Tangles, and she will not shut up about how good it is.", by="Fraser"),
        F(1),
        past="Where did Eilidh get her hair done before?",
    ),
    spec(
        "doctor", "third_party", "Augustin", "Who is Augustin's cardiologist?",
        F(2),
        O("My heart doctor, Dr Moreau, says my blood pressure is fine as long as I lay off the cheese, which is asking "
          "a lot of a Frenchman."),
        F(3, 110), W(12),
        C("Simone writing for Augustin. Dr Moreau retired, so his cardiologist is Dr Benali at the Clinique du Parc. "
          "He keeps forgetting the name, so please remind him before appointments. And yes, he is still eating the "
          "cheese.", by="Simone"),
        F(1),
    ),
    spec(
        "band", "third_party", "Tobiah", "Which band does Tobiah drum for now?",
        O("Moth Parade rehearsal tonight. I'm on drums and we're working up a new set for the summer festivals, "
          "fingers crossed for Green Man."),
        F(4, 80), W(7),
        C("Rufus here, from the band. Tobiah asked me to post this on his assistant since he's on a plane. He's "
          "drumming for Gravel Saints full time, he left Moth Parade back in March, so please stop reminding him about "
          "Moth Parade rehearsals, it's getting awkward.", by="Rufus"),
        F(2),
        past="What band did Tobiah play with before?",
    ),
    spec(
        "email", "third_party", "Fiadh", "What's Fiadh's work email",
        F(1),
        O("My work email is fiadh.brennan@planning.corkcity.ie, send the rota there and not to my personal one."),
        F(3, 60), W(15),
        C("Cormac here on Fiadh's phone. Her work address changed when the council merged the departments, it's "
          "f.brennan@corkcoco.ie now, and the old planning one bounces. She's been missing rotas all week because of "
          "it.", by="Cormac"),
        F(1),
    ),
)
