"""dev25 corrections (the speaker fixes their own slip, usually the same day, often prompted by
someone else noticing) and retractions (the old value stops holding and nothing replaces it)."""

from __future__ import annotations

from ._dev25_build import C, F, O, W, spec

CORRECTIONS = (
    spec(
        "phone", "correction", "Yevgenia", "What number should I use to reach Yevgenia?",
        F(1),
        O("Let me give you my number so it's saved somewhere that isn't a sticky note: 07911 240 685. My old work "
          "mobile is dead, so ignore anything ending 3302."),
        F(1, 0.02),
        C("Ha, I just rang myself from the landline to test it and got a very confused man in Swindon. I swapped the "
          "last two digits. It's 07911 240 658, five-eight at the end, not eight-five. Sorry, Swindon man."),
        F(2),
        past="What number did Yevgenia give first?",
    ),
    spec(
        "email", "correction", "Bintu", "What's Bintu's email address?",
        O("My email for all the school stuff is b.koroma.home@gmail.com, so please put that on anything you draft for "
          "me. The PTA have got me organising the summer fair, heaven help us."),
        F(2, 0.1),
        C("Oh no. The school office just rang to say their reply bounced. I'm an idiot, it's koroma.b.home@gmail.com, "
          "surname first. I've apparently been giving out the wrong order all week, which explains why nobody from the "
          "PTA has answered a single message."),
        F(1),
    ),
    spec(
        "home", "correction", "Lorcan", "Lorcan's home address, please",
        F(2),
        O("We're properly in now, a house on Aldridge Road, number 14, out past the big roundabout. The garden is a "
          "jungle, but a jungle with potential."),
        F(1, 0.2),
        C("Correction, with apologies to the postie: we're at number 41 Aldridge Road, not 14. I've apparently been "
          "reading my own front door backwards, and Gráinne will never, ever let this go."),
        past="What address did Lorcan give at first?",
    ),
    spec(
        "dentist", "correction", "Merel", "Who is Merel's dentist?",
        O("Booked a check-up with my dentist, Dr Vos at the Lindenhof practice. I've been going to her since I was a "
          "kid with braces and a very bad attitude."),
        F(2, 0.1),
        C("Hold on, I've just looked at the appointment card and I've been mixing myself up with my mum. Mine is Dr "
          "Brandsma, same Lindenhof practice; Dr Vos is the one Mum sees, and she's the one who knew me with braces. "
          "Both terrifying, in fairness."),
        F(2),
    ),
    spec(
        "job", "correction", "Ezinne", "Where does Ezinne work?",
        F(1),
        O("Work's been chaos. I'm in the quality lab at Halden Pharma, mostly stability testing, and we've got an "
          "audit on Thursday that everyone is pretending not to be scared of."),
        F(1, 0.05),
        C("Ha, Obiora just read that over my shoulder and pointed out I typed Halden. I work at Hadley Pharma. Halden "
          "is the competitor across the road, which would be a fun thing to get wrong in front of the auditors."),
        F(1),
        past="Which company did Ezinne name first?",
    ),
    spec(
        "car", "correction", "Stanislav", "What year is Stanislav's Focus?",
        O("The car, for the parking permit form, is a 2016 Ford Focus, dark blue, registration ending KXE. Parking "
          "outside my own flat without a permit has cost me sixty quid this month alone."),
        F(2, 0.1),
        C("Scratch that, I dug out the logbook: it's a 2018, not a 2016, and the colour's down as 'petrol blue', "
          "whatever that is. Still the Focus, still KXE. The form will reject me if the year's wrong."),
        F(1),
    ),
    spec(
        "pet", "correction", "Clodagh", "What's the name of Clodagh's kitten?",
        F(1),
        O("We have a kitten! She's called Mochi, she's a tiny tortoiseshell, all ears and elbows, and she has already "
          "climbed the curtains twice."),
        F(2, 0.3),
        C("Update from the kids, who are outraged: the kitten is NOT called Mochi. Mochi was on the shortlist, and "
          "there was a family vote while I was at work. She is Dumpling. I've been outvoted in my own house."),
        F(2),
        past="What name did Clodagh first give for the kitten?",
    ),
    spec(
        "manager", "correction", "Arvid", "Who is Arvid's line manager?",
        O("My new line manager is Ms Lindqvist from the Gothenburg team, I think. First one-to-one is on Thursday."),
        F(1, 0.1),
        C("Oops, got my wires crossed. Lindqvist is the department head, two levels up. The person I actually report "
          "to day to day is Petra Ahlgren, who sits two desks away and is much less scary, thank god."),
        F(2),
    ),
    spec(
        "doctor", "correction", "Nkechi", "Who's Nkechi's GP",
        F(2),
        O("My GP is Dr Abernethy at Parkside, the one with the bow ties, if you need it for the insurance form."),
        F(1, 0.1),
        C("No, sorry, I've found the letter. Dr Abernethy was the locum I saw once about my ankle; the GP I'm actually "
          "registered with at Parkside is Dr Sule. No idea why bow-tie man stuck in my head."),
        past="Which doctor did Nkechi name first?",
    ),
    spec(
        "bank", "correction", "Teodor", "Which bank is Teodor with?",
        O("I'm with Nationwide, the branch on Castle Street, in case the letting agent asks for bank details."),
        F(2, 0.2),
        C("Sorry, brain fog. Nationwide was the building society I had as a student. For years now it's been "
          "Santander, salary and all. The Castle Street bit was right at least, they're next door to each other."),
        F(1),
    ),
    spec(
        "gym", "correction", "Magdalena", "Which PureGym does Magdalena use?",
        F(1),
        O("I go to the PureGym on Wharf Street most evenings, so anything after eight is a no for me."),
        F(2, 0.2),
        C("Hmm, no, actually, it's the PureGym on Granby Street. Wharf Street is the one that closed, I walked past it "
          "just now and had a moment of confusion. Anyway, evenings still a no."),
        F(1),
        past="Which PureGym did Magdalena say first?",
    ),
    spec(
        "favourite_food", "correction", "Spyros", "What is Spyros's favourite food",
        O("Favourite food, since you asked for the birthday planning: lasagne, no contest."),
        F(1, 0.05),
        C("Oh, my daughter is laughing at me. Apparently I've been saying moussaka for twenty years and lasagne is HER "
          "favourite. She's right, of course. It's moussaka. Aubergine forever."),
        F(2),
    ),
)

RETRACTIONS = (
    spec(
        "diet", "retraction", "Aoife", "Any dietary requirements I should know about for Aoife?",
        F(1),
        O("I'm vegan, so whatever restaurant we pick for the school reunion needs proper vegan options, not a sad "
          "salad and a bread roll."),
        F(4, 120), W(5),
        C("Funny story for the reunion planning: you can forget the vegan thing. I stopped about two months ago. I was "
          "exhausted all the time and my GP wasn't impressed with my bloods. I eat everything now, and I'm slightly "
          "ashamed of how much I enjoyed that first burger."),
        F(1),
        past="What diet was Aoife on before?",
    ),
    spec(
        "band", "retraction", "Kasimir", "Does Kasimir sing in a choir?",
        O("Choir practice ran late again. I sing tenor with the Eastfield Community Choir, Thursday nights in the "
          "church hall, and we're doing the Fauré Requiem in spring."),
        F(3, 90), W(12),
        C("I've hung up my tenor hat, for now anyway. With the baby there's just no way I'm getting out on a Thursday "
          "night, so I told the director I'm stepping away. She was kind about it. I still hum the Fauré in the "
          "shower."),
        F(2),
    ),
    spec(
        "gym", "retraction", "Ileana", "Is Ileana a member of a gym right now?",
        F(2),
        O("Membership at Anytime Fitness renewed for another year, so now I have no excuse whatsoever."),
        F(4, 150), W(3),
        C("Cancelled the Anytime Fitness membership this morning. I worked out I'd been three times since Christmas, "
          "which is roughly sixty quid a visit. I'm walking the neighbour's dog more instead. No gym for me, at least "
          "until I win the lottery."),
        past="Which gym was Ileana a member of?",
    ),
    spec(
        "volunteering", "retraction", "Ferdinand", "Does Ferdinand still do any volunteering?",
        O("I volunteer with the mountain rescue team in Llanberis, mostly radio and logistics these days; my knees "
          "aren't up to stretcher carries any more."),
        F(3, 100), W(20),
        C("Well, that's that. Thirty years and I've stepped back from mountain rescue completely. Handed my radio in "
          "at the AGM, they gave me an engraved tankard, I may have wept. It's time, the young ones are brilliant."),
        F(1),
        past="What volunteering did Ferdinand do?",
    ),
    spec(
        "club", "retraction", "Rosheen", "Which church does Rosheen go to",
        F(1),
        O("Church was lovely this morning. The new vicar at St Aidan's gave a sermon about patience that felt aimed at "
          "me personally. I've been on the flower rota there for years."),
        F(4, 110), W(8),
        C("I haven't been to St Aidan's since the summer and, honestly, I don't think I'll go back. It's not one "
          "thing, I just stopped feeling it. I handed the flower rota keys over to Maureen. It's strange, having "
          "Sunday mornings to myself."),
        F(2),
    ),
    spec(
        "language_class", "retraction", "Quirin", "Is Quirin taking any language lessons at the moment?",
        O("My Japanese lessons are Monday nights at the community centre; I'm on the second textbook and the kanji are "
          "starting to blur."),
        F(3, 80), W(10),
        C("I've given up the Japanese lessons. Not forever, maybe, but the Monday class clashed with the new rota at "
          "work and I was falling further behind every week. The textbooks are on the shelf, looking at me "
          "accusingly."),
        F(1),
        past="What language lessons was Quirin taking?",
    ),
    spec(
        "car", "retraction", "Yusra", "Does Yusra have a car now?",
        F(2),
        O("My car's a Honda Jazz, old but reliable, and it gets me to Mum's in Rochdale every weekend."),
        F(4, 130), W(2),
        C("Sold the Jazz on Saturday to a student who was extremely excited about the cup holders. I'm going without "
          "for now: the car club round the corner covers the odd trip to Mum's and I've already saved a fortune on "
          "insurance."),
        F(1),
    ),
    spec(
        "insurance", "retraction", "Marit", "Does Marit have private health insurance",
        O("We have health insurance through Bupa, it's part of Henning's work scheme, which came in very handy for my "
          "knee."),
        F(3, 140), W(9),
        C("Heads-up on the health insurance: that's gone. Henning's company dropped it from the benefits in the "
          "restructuring, and we decided not to pay for it ourselves, so it's the NHS for us now like everyone else."),
        F(2),
        past="Who was Marit's health insurance with?",
    ),
    spec(
        "partner", "retraction", "Severin", "Is Severin seeing anyone?",
        F(1),
        O("Liesl and I are going to Vienna for her birthday, she's been my girlfriend for six years and she still gets "
          "more excited about cake than anyone I've ever met."),
        F(3, 60), W(7),
        C("So, Vienna isn't happening. Liesl and I broke up last week. It had been coming for a while and it's for the "
          "best, but I'm sleeping badly and eating cereal for dinner. Single for the first time in six years, which is "
          "weird to type."),
        F(1),
    ),
    spec(
        "job", "retraction", "Halldora", "Where does Halldora work now?",
        O("I'm a staff nurse on the cardiology ward at St Olav's, nights mostly, which is why I message you at such "
          "strange hours."),
        F(4, 100), W(14),
        C("Last shift at St Olav's was Friday. I haven't got anything lined up; I'm taking a few months to look after "
          "Dad properly and then I'll see. The ward gave me a card signed by everyone, even the consultant who never "
          "remembers anyone's name."),
        F(2),
        past="Where did Halldora work?",
    ),
)

SPECS = CORRECTIONS + RETRACTIONS
