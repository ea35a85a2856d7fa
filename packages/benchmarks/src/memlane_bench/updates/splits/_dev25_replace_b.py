"""dev25 replacements, part B: more everyday slots (gym, lessons, food, GP, bank, insurer, salon,
neighbours, volunteering, club, broadband), the change told in passing or through what follows from it."""

from __future__ import annotations

from ._dev25_build import C, F, O, S, W, spec

SPECS = (
    spec(
        "gym", "replacement", "Caoimhe", "Where does Caoimhe work out?",
        F(1),
        O("Leg day at FitHub nearly killed me. I've been going to the one on Castle Street for about a year now, and "
          "the six a.m. crowd is small and nobody talks, which is exactly what I want at that hour."),
        F(4, 75), W(10),
        C("The good thing about Iron Yard is the sauna. The bad thing is they play reggaeton at six in the morning. I "
          "let the FitHub membership run out when they put the price up again, and Iron Yard is ten minutes closer "
          "anyway, so that's where you'll find me most mornings. Same leg-day suffering, better sauna."),
        F(1),
    ),
    spec(
        "language_class", "replacement", "Benedikt", "Which language is Benedikt taking lessons in now?",
        O("My Spanish evening class at the Instituto is going slowly. We're still on the subjunctive and I keep mixing "
          "it up with everything else, but our teacher, Consuelo, is endlessly patient with me."),
        F(3, 90), W(21),
        C("I'll be honest with you, I gave up on Spanish. Three years and I still couldn't order a coffee without "
          "panicking. Annika's family is from Porto, so it made far more sense to do Portuguese, and I've been going "
          "to Saturday morning lessons at the Casa de Portugal since October. The nasal vowels are destroying me but "
          "my mother-in-law is thrilled."),
        F(2),
        past="What language was Benedikt learning before?",
    ),
    spec(
        "favourite_food", "replacement", "Priyanka", "What's Priyanka's favourite dish?",
        F(2),
        O("If I could eat one thing for the rest of my life it would be my nani's chole bhature. Nothing else comes "
          "close. I've tried every restaurant version in town and they're all pale imitations."),
        F(3, 45), W(7),
        C("You know how I've always banged on about chole bhature? I'm a traitor. A friend took me to this tiny "
          "Ethiopian place behind the station and I've been back four times for the doro wat. It's the thing I crave "
          "now, I literally dream about it. Please don't tell my nani."),
        past="What used to be Priyanka's favourite food?",
    ),
    spec(
        "doctor", "replacement", "Gunnar", "Who is Gunnar's GP?",
        O("Saw Dr Okafor at the Riverside surgery about my shoulder. She's been my GP since I moved here and she never "
          "rushes you, which is rare these days."),
        F(4, 100), W(12),
        C("Small admin thing. Riverside redrew its catchment and I'm on the wrong side of the line now, thanks very "
          "much, so I'm registered at the Millbrook Health Centre with a Dr Halvorsen. First appointment was fine. "
          "He's very young. He googled my shoulder thing in front of me, which did not inspire confidence."),
        F(1),
        past="Who was Gunnar's doctor before?",
    ),
    spec(
        "bank", "replacement", "Rosalba", "who does rosalba bank with",
        F(1),
        O("Paid the holiday deposit from my Barclays current account. I've banked with them since my first Saturday "
          "job, thirty-odd years, and the app is finally decent."),
        F(3, 60), W(18),
        C("Big admin weekend. I moved everything, salary, direct debits, the lot, over to Monzo, because Barclays "
          "closed our local branch and I thought, well, if I'm doing it all on my phone anyway, why not. The switching "
          "service did most of it in a week. Only the gas company got confused, which is very on brand for them."),
        F(2),
        past="Which bank was Rosalba with before?",
    ),
    spec(
        "insurance", "replacement", "Florin", "Who insures Florin's car?",
        O("My car insurance is with Aviva and renews in August. I've been with them for ages, mostly out of laziness, "
          "if I'm honest."),
        F(4, 120), W(4),
        C("Busy week! My sister's baby finally arrived, seven pounds two, everyone's fine, I'm an uncle again. Then "
          "the renewal letter came with a forty percent increase, so I rang round and went with Admiral in the end, "
          "cheaper even with breakdown cover added, and the woman on the phone was lovely. The documents came "
          "yesterday."),
        F(1),
        past="Who was Florin's car insurer before?",
    ),
    spec(
        "hairdresser", "replacement", "Anneliese", "Where does Anneliese get her hair cut?",
        F(1),
        O("Had my hair done at Snips on the high street today. Carla has been cutting my hair for ten years and she's "
          "the only person alive who understands my fringe."),
        F(3, 80), W(9),
        C("Carla has moved to Spain, good for her, terrible for me. After a bit of a wander I've landed at The Mane "
          "Room by the library. It took two visits to get the fringe right, but Jodie there is a genius with colour "
          "and it's cheaper. I'm booked in every six weeks from now on."),
    ),
    spec(
        "neighbour", "replacement", "Lucjan", "Who lives next door to Lucjan?",
        O("Our next-door neighbour Mrs Petrakis brought round baklava again. She's been next door since long before we "
          "moved in and basically runs the street WhatsApp group."),
        F(4, 110), W(6),
        C("End of an era on the street. Mrs Petrakis has gone to live with her son in Leeds, and the house sold in "
          "about a week. The couple next door now are Ollie and Shreya, young, with a baby and a very enthusiastic "
          "drill. They seem nice. No baklava yet, we'll see."),
        F(2),
    ),
    spec(
        "volunteering", "replacement", "Daphne", "Where does Daphne volunteer now?",
        F(2),
        O("Saturdays I volunteer at the Oxfam bookshop on Mill Road, sorting donations mostly. You would not believe "
          "what people leave in books. Last week, a love letter from 1974."),
        F(3, 90), W(11),
        C("I've not been at the bookshop for a while. My knees and those stockroom stairs were not friends. These days "
          "my Saturday mornings go to the food bank at St Barnabas, packing parcels, which I can do sitting down, and "
          "the team is lovely. I do miss the love letters."),
        F(1),
    ),
    spec(
        "club", "replacement", "Radovan", "Which running club is Radovan a member of?",
        O("Parkrun was brutal this morning. I'm with the Kendal Harriers, Tuesday intervals and a long run on Sundays, "
          "and the Tuesday lot are ruthless."),
        F(4, 70), W(13),
        S("Found my old running vest from school in a box, it fits my left leg."),
        C("So I'm officially a Fellsider now, paid my subs on Thursday. The Harriers were getting a bit cliquey after "
          "the committee row, and the Fellsiders do proper hill routes on Sundays, which is what I came up here for in "
          "the first place. Legs are ruined. Worth it."),
        F(1),
    ),
    spec(
        "broadband", "replacement", "Estelle", "Who's Estelle's internet provider?",
        F(1),
        O("The internet is dreadful again. We're with Virgin Media and it drops every evening around eight, just when "
          "everyone's streaming."),
        F(3, 40), W(16),
        C("Thank god. The fibre engineer finally came on Wednesday, so the Hyperoptic box is blinking away in the "
          "hall, and I cancelled Virgin that same afternoon. The retentions man tried three times to keep me. My son "
          "streamed two films at once last night as a test. Not a single drop."),
        F(2),
    ),
)
