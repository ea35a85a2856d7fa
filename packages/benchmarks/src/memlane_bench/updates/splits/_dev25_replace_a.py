"""dev25 replacements, part A: the new value told in the middle of a long chatty message, often
through its consequence, after a standing statement months earlier."""

from __future__ import annotations

from ._dev25_build import C, F, O, S, W, spec

SPECS = (
    spec(
        "job", "replacement", "Henrike", "Which company is Henrike working for these days?",
        F(1),
        O("Long week! The warehouse job at Brightwell Logistics is fine, honestly, it's just the night shifts that "
          "wreck me. I've been on the picking floor there since March and my body clock has given up entirely. My "
          "cousin Fenna keeps telling me to look for something in the daytime, and she's probably right, but the pay "
          "is good."),
        F(4, 60), W(9),
        C("So, the big news this week, and sorry, this is a long one. I finally handed in my notice (Fenna will be "
          "insufferable), and Monday was my first day doing dispatch for Korvath Freight over on the business park. "
          "Day shifts! I saw the actual sun! Same sort of work really, just on a screen instead of a forklift, and the "
          "canteen does a decent curry. Anyway, Mum says hi."),
        F(1),
        past="Where did Henrike work before?",
    ),
    spec(
        "home", "replacement", "Odhran", "What part of Dublin is Odhran living in now?",
        O("Settling in nicely in Kilmainham, by the way. The flat on Emmet Road is tiny but the light in the mornings "
          "is gorgeous, and there's a chipper at the end of the street, which is dangerous. My brother Ciarán came "
          "round on Saturday and immediately claimed the sofa as his own."),
        F(3, 70), W(12),
        C("Well, the boxes are mostly unpacked. I won't lie, I didn't think I'd miss that chipper this much, but "
          "Drumcondra has grand pubs to make up for it, and the new place has an actual second bedroom, so Ciarán has "
          "stopped kipping on the couch, small mercies. The landlord's a bit odd, wants the bins out by seven sharp. "
          "The stairs up to the third floor are going to keep me fit, anyway."),
        F(2),
        past="Where was Odhran living before?",
    ),
    spec(
        "car", "replacement", "Marguerite", "What car does Marguerite drive?",
        F(2),
        O("The little red Fiat Panda did me proud on the drive down to the coast, four hundred kilometres and not one "
          "complaint. Laurent mocks it constantly, of course, but he borrows it whenever his own is at the garage, so "
          "he can keep his opinions to himself."),
        F(3, 50), W(20),
        C("Sad news, sort of. The garage said the gearbox would cost more than the car was worth, so the Panda has "
          "gone to the great scrapyard in the sky. Laurent found me a secondhand Skoda Fabia estate through someone at "
          "his work: grey, boring, heated seats, and I am completely in love. Parking it is a whole new adventure "
          "though, it's about a mile longer."),
        past="What did Marguerite drive before?",
    ),
    spec(
        "phone", "replacement", "Tadeusz", "What's Tadeusz's mobile number",
        O("For the record, since you keep asking me to confirm it when I book things: my mobile is 07700 914 226. I've "
          "had it forever, since uni basically, and my daughter Iga is on the same family contract."),
        F(4, 80), W(5),
        C("Ugh, what a saga. My phone went in the river at Iga's rowing regatta (I was leaning over to film her, don't "
          "ask), and the shop couldn't port the old number for some reason, so I've had to take a fresh one, 07700 331 "
          "508. I've texted everyone I can think of. Iga says it's karma for filming."),
        F(1),
        past="What number did Tadeusz have before?",
    ),
    spec(
        "pet", "replacement", "Wilhelmina", "Tell me about the dog Wilhelmina has at home.",
        F(1),
        O("Biscuit, my old beagle, is fourteen now and mostly sleeps on the landing, but he still drags himself to the "
          "door every time the postman comes. My neighbour Agnieszka slips him ham over the fence, which the vet would "
          "not approve of."),
        F(3, 90), W(30),
        C("I haven't really talked about it, but we said goodbye to Biscuit in the spring. The vet was lovely about "
          "it. The house was far too quiet after, so last weekend I brought home Pepper, a three-year-old rescue "
          "greyhound who is terrified of the hoover and thinks the sofa belongs to her. Agnieszka has already started "
          "with the ham, naturally."),
        F(2),
    ),
    spec(
        "partner", "replacement", "Jovana", "Who is Jovana's partner",
        O("Matthias is making his famous goulash tonight, which means the kitchen will look like a crime scene by "
          "nine. We've been together nearly three years and I still haven't taught that man to rinse a pan."),
        F(4, 120), W(25),
        C("Okay, a lot has happened since I last told you anything real. Matthias and I ended things back in the "
          "winter, amicably, mostly, he kept the goulash pot. I wasn't looking, but I met Ruairí at my friend Tijana's "
          "fortieth and, well, we've been properly together since Easter. He cooks too, but he cleans up after "
          "himself, which feels like a miracle. My sister thinks it's too soon. My sister thinks everything is too "
          "soon."),
        F(1),
        past="Who was Jovana with before?",
    ),
    spec(
        "course", "replacement", "Kwabena", "What is Kwabena studying in the evenings?",
        F(1),
        O("Term's started on my part-time accounting diploma at Hallam College, two evenings a week, Tuesdays and "
          "Thursdays. The lecturer for management accounts is brilliant but the room is absolutely freezing."),
        F(3, 40), W(10),
        C("Dropping a quick life update. About halfway through the term I realised I was bored to tears by "
          "double-entry bookkeeping, so I moved across to the evening web development course instead. Same college, "
          "same freezing rooms, but my project is a little site for my uncle Kofi Mensah's barbershop and I actually "
          "look forward to Tuesdays now."),
        F(2),
    ),
    spec(
        "manager", "replacement", "Solveig", "Who does Solveig report to at work now?",
        F(2),
        O("Bernadette is on my case about the quarterly report again. She's fair though, she's been my boss for five "
          "years and she always backs me up in front of the directors, which is more than most people get."),
        F(3, 100), W(14),
        C("Work is strange at the moment. Bernadette retired in June, there was cake, I cried a bit, and the whole "
          "team now goes through a guy called Thorsten who came over from the Hamburg office. He's fine, very "
          "spreadsheet-y, keeps booking meetings at eight in the morning. I miss her, honestly."),
    ),
    spec(
        "diet", "replacement", "Eamon", "What does Eamon eat, diet-wise?",
        O("I've been vegetarian for about six years now, mostly for the animals, partly because my flatmate back then "
          "was a brilliant cook and converted me with her lentil thing. The hardest part is still the bacon smell from "
          "the café downstairs."),
        F(4, 70), W(8),
        C("Confession time. My iron was through the floor at my last blood test, and after a lot of back and forth "
          "with the GP I've started eating fish again: salmon twice a week, sardines when I'm feeling brave. Still no "
          "meat, I haven't gone that far, but I can't really call myself vegetarian anymore, pescatarian I suppose. "
          "Funny how fast you stop noticing the bacon smell."),
        F(1),
    ),
    spec(
        "band", "replacement", "Ines", "Which band is Ines playing bass in?",
        F(1),
        O("Gig on Friday with the Velvet Hinges! I play bass, and we're doing the back room of the Crown, mostly "
          "covers plus two of our own. Our drummer is convinced someone from a label is coming. Nobody from a label is "
          "coming."),
        F(4, 80), W(6),
        C("Right, so, band stuff. Things with the Hinges got a bit much, the drummer's ego mostly, so I bowed out in "
          "September, and then a friend from work roped me into Lowtide, this shoegaze-ish four-piece that rehearses "
          "in a garage in Filton. Bass again, obviously. It's loud. My ears are still ringing as I type this."),
        F(2),
    ),
    spec(
        "commute", "replacement", "Pavlina", "How does Pavlina get to work at the moment?",
        O("I cycle in to work every morning, twenty minutes along the river path, which is the best part of my day "
          "unless it's raining sideways. Bought proper mudguards last week, finally, like a grown-up."),
        F(3, 60), W(15),
        S("My sister Radka's twins turned five on Sunday and I'm still finding glitter in places glitter shouldn't "
          "be."),
        F(1),
        C("Honestly, the new routine is a killer. Since the office relocated out to the other side of the city, the "
          "bike just isn't realistic, so it's forty minutes on the number 9 tram each way, standing, face in someone's "
          "armpit. I've started on audiobooks to survive. The mudguards are sulking in the hallway."),
        past="How did Pavlina use to get to work?",
    ),
)
