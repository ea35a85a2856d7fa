"""dev25 must-not cases, part B: other people's changes told by the user ('we finally moved', then
it turns out to be the parents) and plans worded like done things (offers, interviews, bookings)."""

from __future__ import annotations

from ._dev25_build import C, F, O, W, spec

OTHERS = (
    spec(
        "job", "other_person", "Hildegard", "Where does Hildegard work now?",
        C("I'm a librarian at the university library, rare books mostly, which means white gloves and a lot of "
          "shushing."),
        F(4, 60), W(4),
        O("Huge news in the family! After years of applications, Brunhilde has finally started at the Bundesbank. Mum "
          "threw a party, there was a cake shaped like a euro coin. I'm so proud of my little sister I could burst."),
        F(2),
    ),
    spec(
        "home", "other_person", "Cosimo", "Which city does Cosimo live in now?",
        F(1),
        C("I live in Bologna, near Piazza Santo Stefano, in a flat with a ceiling so high I need a ladder to change a "
          "light bulb."),
        F(3, 70), W(9),
        O("We've finally done it, the old house is sold. Well, Mamma and Papà have; they've moved to Rimini to be by "
          "the sea, and I spent the weekend carrying forty years of stuff down the stairs in Bologna. My back will "
          "never forgive me."),
        F(1),
    ),
    spec(
        "car", "other_person", "Elspeth", "What car does Elspeth drive",
        C("I drive a Nissan Leaf. The silence still unnerves the postman, who jumps every time I pull up."),
        F(4, 50), W(3),
        O("Well, we've got a new car on the drive, a bright yellow Ford Ka. It's our Callum's first car, bless him, "
          "and I'm paying his insurance until he gets a proper job. He's named it Custard."),
        F(2),
    ),
    spec(
        "pet", "other_person", "Dagny", "What pet does Dagny have?",
        F(2),
        C("I have a cat called Smilla, grey, grumpy, thirteen, and she sleeps on my keyboard whenever I try to work."),
        F(3, 40), W(6),
        O("There's a new dog on the landing! The couple across the hall got a Bernese mountain dog puppy, enormous "
          "paws, and he comes to my door every morning for a cuddle. Smilla watches from the window, seething."),
        F(1),
    ),
    spec(
        "partner", "other_person", "Zephyrine", "Who is Zephyrine married to",
        C("My husband Anatole is a terrible dancer but a wonderful cook, so I married him for the cooking."),
        F(4, 90), W(5),
        O("Engaged! Not me, obviously, Margaux, my best friend. Baptiste proposed on the ferry to Belle-Île and she "
          "rang me screaming. I'm going to be maid of honour. Anatole has already started practising his dancing."),
        F(2),
    ),
    spec(
        "diet", "other_person", "Oddvar", "What does Oddvar eat?",
        F(1),
        C("I'm pescatarian, fish but no meat, ever since a school trip to a pig farm when I was twelve."),
        F(3, 60), W(4),
        O("We've gone vegan in our house. Well, Ingeborg has, after one documentary, so dinners are a negotiation and "
          "I eat my mackerel at lunch like a criminal."),
        F(1),
    ),
    spec(
        "gym", "other_person", "Ludovica", "Where does Ludovica train",
        C("I do CrossFit at Box 41 in Navigli, five mornings a week, and yes, I will tell you about it."),
        F(4, 50), W(7),
        O("Massive gossip: my brother has quit CrossFit! He's joined a yoga studio in Isola after hurting his back, "
          "and he's being very smug about his hamstrings. I'm staying put, I need the shouting."),
        F(2),
    ),
    spec(
        "phone", "other_person", "Hyacinth", "What is Hyacinth's mobile number",
        F(2),
        C("My mobile is 07834 220 917, put that on the GP form, please."),
        F(3, 30), W(3),
        O("New number alert: 07834 551 206. It's Mum's, not mine, she's changed networks again because of a free "
          "tablet. Write it down somewhere, she changes them like socks."),
        F(1),
    ),
    spec(
        "bank", "other_person", "Wendelin", "Which bank does Wendelin use",
        C("I'm with Triodos, the ethical bank. It makes me feel slightly less guilty about my coffee spending."),
        F(4, 70), W(5),
        O("Switched everything over to Revolut this week. Not me, Jakob, I still refuse to let an app run my life, but "
          "he spent all Sunday moving his direct debits and explaining crypto to me. I nodded a lot."),
        F(2),
    ),
    spec(
        "doctor", "other_person", "Marjolein", "Who is Marjolein's GP",
        F(1),
        C("My GP is Dr de Wit at the health centre on the Kerkstraat. She's known me since I was pregnant with my "
          "oldest."),
        F(3, 80), W(6),
        O("New doctor, finally! Papa had to register with Dr Bakker at the practice near his care home, and she's "
          "lovely, she actually sat down with him for half an hour. I could have hugged her."),
        F(1),
    ),
    spec(
        "commute", "other_person", "Faustina", "How does Faustina get to work?",
        C("I take the train to work, the 7:48, and I have my spot in the quiet coach that I defend with my life."),
        F(4, 60), W(2),
        O("We've got a cyclist in the family! Since the new cycle lane opened Bernardo rides to work every day, all "
          "lycra and smugness. I'm sticking with the quiet coach, thank you."),
        F(2),
    ),
    spec(
        "course", "other_person", "Sebastiaan", "What is Sebastiaan studying",
        F(2),
        C("I'm doing a part-time MA in history at Birkbeck, evenings. The dissertation is on Dutch refugees in "
          "seventeenth-century London, so I'm basically living in archives."),
        F(3, 75), W(4),
        O("Switched from history to law, if you can believe it! Femke rang from Durham last night to say she's changed "
          "courses; my niece couldn't face another medieval module and wants to be a barrister. I may have sulked a "
          "little on behalf of the discipline."),
        F(1),
    ),
)

PLANS = (
    spec(
        "home", "plan", "Wilhelm", "Where does Wilhelm live",
        C("I rent a flat in Neukölln, fourth floor, no lift, and a neighbour who practises the tuba."),
        F(4, 80), W(5),
        O("We put in an offer on a flat in Pankow! Balcony, lift, no tuba. Now we wait for the bank and the seller and "
          "probably the moon to align. If it all goes through we'd move in the spring."),
        F(2),
    ),
    spec(
        "job", "plan", "Marisela", "Where does Marisela work",
        F(1),
        C("I work at Telefónica in customer analytics. Lots of dashboards, lots of meetings about dashboards."),
        F(3, 50), W(8),
        O("Second interview at Glovo yesterday and it went really, really well, they loved my churn model. They'll "
          "tell me by Friday. If it's a yes, my notice goes in the same afternoon, I've already drafted the email."),
        F(1),
    ),
    spec(
        "car", "plan", "Rasmus", "What car does Rasmus have now?",
        C("I drive a Peugeot 308, diesel, with a dent in the boot from a shopping trolley incident."),
        F(4, 70), W(3),
        O("Test drove a Tesla Model 3 on Saturday and I'm basically sold, the acceleration made me laugh out loud. Now "
          "I just need the bank to agree, and to find someone who'll buy a dented 308."),
        F(2),
    ),
    spec(
        "gym", "plan", "Beatrix", "Which gym is Beatrix a member of?",
        F(2),
        C("I go to the Virgin Active in Chiswick, mostly for the pool and the fancy shampoo in the changing rooms."),
        F(3, 40), W(6),
        O("There's a Third Space opening by the station next month and I've already had the tour. Ice baths! When my "
          "Virgin contract ends in June I'm moving over, it's decided, don't try to talk me out of it."),
        F(1),
    ),
    spec(
        "bank", "plan", "Uchenna", "Which bank does Uchenna use?",
        C("My bank is GTBank, the Allen Avenue branch, since my NYSC days."),
        F(4, 60), W(4),
        O("Booked an appointment at Zenith for Thursday to open an account and move everything over. GTBank's app has "
          "failed me for the last time. Wish me luck with the queue."),
        F(2),
    ),
    spec(
        "insurance", "plan", "Gudrun", "Who insures Gudrun's car",
        F(1),
        C("My car insurance is with If, I've been with them since I passed my test."),
        F(3, 90), W(5),
        O("Got a quote from Trygg-Hansa that's nearly half what If charges me, so I'm switching at renewal in "
          "November. Loyalty is for dogs, not insurance companies."),
        F(1),
    ),
    spec(
        "broadband", "plan", "Torben", "Who provides Torben's internet now?",
        C("We're on Telia broadband, which works fine unless anyone tries to game and stream at the same time."),
        F(4, 50), W(3),
        O("Signed up for fibre with Stofa! The installer's booked for the fourteenth, and I'll cancel Telia once the "
          "new line is actually up and running, I'm not falling for that one twice."),
        F(2),
    ),
    spec(
        "diet", "plan", "Clementine", "Does Clementine eat meat?",
        F(2),
        C("I eat meat, I'm a proper carnivore. A Sunday without a roast chicken is a wasted Sunday."),
        F(3, 60), W(7),
        O("New year, new me: from the first of January I'm going vegetarian. My niece has shamed me into it. I've "
          "bought three cookbooks already and hidden the chicken in the freezer from myself."),
        F(1),
    ),
    spec(
        "hairdresser", "plan", "Gwenllian", "Who cuts Gwenllian's hair?",
        C("My hairdresser is Siân at Cut Above in Carmarthen, she does a great bob and better gossip."),
        F(4, 70), W(4),
        O("I've booked in with a fancy place in Cardiff for next month, Maison Noir, to see what all the fuss is "
          "about. Don't tell Siân. If it's rubbish I'll crawl back."),
        F(2),
    ),
    spec(
        "language_class", "plan", "Ysolde", "What language class does Ysolde go to",
        F(1),
        C("I'm learning French at the Alliance Française on Wednesday nights. Our teacher is from Marseille and swears "
          "beautifully."),
        F(3, 80), W(6),
        O("Thinking of switching to Spanish next term, we've got that trip to Andalucía in the summer and my French is "
          "no use in a tapas bar. The enrolment form is sitting on my desk."),
        F(1),
    ),
    spec(
        "volunteering", "plan", "Horatio", "Where does Horatio volunteer",
        C("Sundays I volunteer at the animal shelter on Brook Lane, walking the dogs nobody else wants to walk."),
        F(4, 60), W(5),
        O("Applied to be a Samaritans listener! Training starts in the autumn if they accept me, and it's a big "
          "commitment, so the Sunday shelter walks would have to go. We'll see what they say."),
        F(2),
    ),
    spec(
        "dentist", "plan", "Perdita", "Who is Perdita's dentist",
        F(2),
        C("My dentist is Mr Bhatt at Smile Studio. Private and eye-wateringly expensive, but painless."),
        F(3, 50), W(3),
        O("Put myself on the waiting list for an NHS dentist at Greenway Practice. They said eighteen months, which "
          "gives me time to save up for one more clean at Smile Studio."),
        F(1),
    ),
)

SPECS = OTHERS + PLANS
