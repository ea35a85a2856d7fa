"""Held-out test5: replacements (do not open when working on the engine).

The user's own state changes, told in their own words: often implied (a first week somewhere,
a letter, a gig with another band) rather than "I moved to X"."""

from __future__ import annotations

from ._test5_build import K

R = "replacement"

REPLACE = (
    K(R, "job", "Marguerite", "care",
      "I do the payroll at Halden Logistics — been there about six years now.",
      "First week in the county council's finance team done! Nobody there has even heard of Halden, "
      "which is strangely refreshing.",
      "Who does Marguerite work for?", "Which company did Marguerite do the payroll for before?",
      gap=64, mid=4, between=("Got an interview at the council on Thursday, fingers crossed.",)),
    K(R, "home", "Tobiah", "voice",
      "We live in a little terrace in Heaton in Newcastle we've been there since the kids were tiny",
      "Right the van's been and gone and we've had our first night in the Morpeth house the kids have "
      "already fought over the big bedroom",
      "Which town is Tobiah living in?", "Where did Tobiah live before Morpeth?", gap=95, mid=5),
    K(R, "car", "Prudence", "care",
      "I drive a silver Honda Jazz, a 2014 one. Never once let me down.",
      "Well, the Jazz failed its MOT spectacularly, so as of Friday I'm the proud owner of a "
      "second-hand Skoda Fabia estate.",
      "What does Prudence drive these days?", gap=47, mid=3),
    K(R, "phone", "Evander", "care",
      "My mobile is 07700 900412 if the clinic needs to reach me.",
      "If anyone needs me, the number to use from today is 07700 900873. The 412 one is dead.",
      "What number should be used to reach Evander?", "What was Evander's old mobile number?", gap=38, mid=3),
    K(R, "partner", "Ramona", "low",
      "my boyfriend dev is a paramedic, we'll have been together three years in may",
      "ok so dev and i ended things back in march and i've been seeing callum from work for a few weeks. "
      "early days but i really like him",
      "who's ramona going out with", "who was ramona with before callum", gap=120, mid=5),
    K(R, "study", "Emrys", "low",
      "doing a part time history degree with the open uni, second year",
      "transferred my credits over to the archaeology pathway, the history modules just weren't grabbing me",
      "what degree is emrys doing", "what was emrys studying before archaeology", gap=80, mid=4),
    K(R, "manager", "Bartholomew", "terse",
      "Manager: Denise Pryce.",
      "Denise retired Friday. Kit Alvarez has her desk and her team.",
      "Bartholomew's manager?", gap=55, mid=3),
    K(R, "diet", "Jacinta", "voice",
      "I'm vegetarian have been for about ten years now",
      "Since January I've cut out dairy and eggs as well so fully plant based these days and honestly "
      "it's been easier than I thought",
      "What does Jacinta eat?", "What diet did Jacinta follow before January?", gap=70, mid=4),
    K(R, "band", "Caspian", "low",
      "i play bass in a covers band called the lodgers, weddings and pubs mostly",
      "played my first gig with rudie rebels last night!! ska is SO much more fun than covers. "
      "gave the lodgers my notice last month",
      "what band does caspian play in", "which band was caspian in before", gap=88, mid=4),
    K(R, "commute", "Wenonah", "care",
      "I get the 7.42 train into Leeds every morning, standing room only.",
      "Six weeks of cycling in along the canal towpath and I'm never going back to that train. "
      "Forty minutes door to door.",
      "How does Wenonah get to work?", "How did Wenonah use to get into Leeds?", gap=75, mid=4),
    K(R, "gym", "Dagny", "terse",
      "Gym: PureGym, Cowley Road.",
      "Leisure centre membership sorted. Pure cancelled. Pool's better.",
      "Where is Dagny a gym member", gap=33, mid=3),
    K(R, "language", "Bronagh", "low",
      "doing beginners italian at the adult ed centre, tuesday nights",
      "tutor reckons i'm too good for beginners lol so i'm in the intermediate group on thursdays from this week",
      "which italian class does bronagh go to", gap=60, mid=3),
    K(R, "favourite_food", "Maximilian", "low",
      "fav food has to be lasagne, always has been, always will be",
      "ok i take it back, katsu curry has overtaken lasagne. new number one",
      "what's maximilian's favourite food", gap=110, mid=5),
    K(R, "doctor", "Leontyne", "care",
      "My GP is Dr Okonkwo at the Parkside surgery — I've seen her for years.",
      "Letter from Parkside today: Dr Okonkwo has retired and all her patients have been put on "
      "Dr Haverford's list, me included.",
      "Who is Leontyne's GP?", "Who was Leontyne's GP before?", gap=90, mid=4),
    K(R, "dentist", "Henrietta", "voice",
      "I go to the NHS dentist on Church Lane the one by the post office",
      "Church Lane went private so I had to find another NHS dentist and a practice in Bramley has taken "
      "me on it's a bit of a drive but it's free",
      "Which dentist is Henrietta with?", "Which dentist did Henrietta go to before Bramley?", gap=130, mid=5),
    K(R, "bank", "Evangeline", "care",
      "I bank with Barclays — same account since I was a student.",
      "Used the switching service last week, so my salary and bills all go through Monzo and the Barclays "
      "account is closed.",
      "Who does Evangeline bank with?", gap=58, mid=3),
    K(R, "hairdresser", "Valeska", "low",
      "i get my hair done at snip on the high street, jen does it",
      "tash did my colour in her garden studio today and it's the best it's ever looked. sorry jen, i won't "
      "be back",
      "who does valeska's hair", gap=42, mid=3),
    K(R, "volunteering", "Rosamund", "care",
      "I volunteer at the Oxfam bookshop on Saturday mornings, pricing and shelving.",
      "I've swapped the Oxfam shop for the food bank at St Luke's. Same Saturday mornings, but it feels "
      "more useful.",
      "Where does Rosamund volunteer?", gap=100, mid=4),
    K(R, "childcare", "Hamish", "care",
      "Isla goes to Little Acorns nursery three days a week.",
      "Isla started with a childminder in the village this month — half the price of Little Acorns and "
      "she comes home shattered and happy.",
      "Who looks after Hamish's daughter during the week?",
      "Where did Hamish's daughter go before the childminder?", gap=66, mid=4),
    K(R, "vet", "Godfrey", "voice",
      "Our vet is Meadowbank on the Ashby road they've had the cats since they were kittens",
      "Meadowbank got bought up by one of the big chains and the prices doubled so the cats are registered "
      "with the independent vet in town from this month",
      "Which vet do Godfrey's cats go to?", gap=150, mid=5),
    K(R, "surname", "Antonia", "care",
      "My surname's Blackwood, B-L-A-C-K-W-O-O-D.",
      "It's official: passport, bank and work email all say Antonia Mbeki. Took me long enough after "
      "the wedding!",
      "What is Antonia's surname?", "What was Antonia's surname before the wedding?", gap=140, mid=5),
    K(R, "broadband", "Winifred", "care",
      "Our broadband is Virgin Media, the 500 meg package.",
      "The BT engineer has been and the full fibre is blazing. Virgin's price hike was the final straw; "
      "I've posted their box back.",
      "Which provider does Winifred get broadband from", gap=72, mid=3),
)  # fmt: skip
