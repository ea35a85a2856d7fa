"""dev25 must-not cases, part A: additions worded like changes (a second pet, job, phone, class
announced as 'new') and time-bounded episodes worded like moves (staying, covering, borrowing)."""

from __future__ import annotations

from ._dev25_build import C, F, O, W, spec

ADDITIONS = (
    spec(
        "pet", "addition", "Svea", "What pets does Svea have?",
        C("Our cat Mango is twelve and runs the household with an iron paw. She has her own chair at the kitchen table "
          "and woe betide anyone who sits in it."),
        F(3, 40), W(5),
        O("New family member alert! We picked up a spaniel puppy on Saturday, Truffle, eight weeks old and mostly "
          "ears. Mango is absolutely livid and has been sitting on top of the fridge refusing to come down. She'll "
          "come round. Probably."),
        F(2),
    ),
    spec(
        "language_class", "addition", "Darragh", "What languages is Darragh learning?",
        F(1),
        C("German at the Goethe-Institut on Monday evenings. I'm at B1 now, and the dative still makes me want to lie "
          "down in a dark room, but work wants me fluent by next year."),
        F(4, 60), W(3),
        O("New Tuesday ritual: an Italian class above the deli on Cowley Road, taught by a retired opera singer who "
          "makes us sing the verb endings. It's my treat to myself. German is for work, this is pure joy, and the deli "
          "gives us olives."),
        F(1),
    ),
    spec(
        "band", "addition", "Leocadia", "What groups does Leocadia play violin in",
        C("Concert season with the Southside Symphony Orchestra starts next month. I'm second violin, back desk, which "
          "suits me, nobody can see me sweating through the Brahms."),
        F(3, 50), W(10),
        O("Guess who's joined a ceilidh band! The Whisky Jacks needed a fiddler for weddings and a friend put my name "
          "forward. It's the most fun I've had with a violin in years, though the orchestra conductor would have a "
          "heart attack if he heard how I'm holding the bow."),
        F(2),
    ),
    spec(
        "job", "addition", "Matthijs", "Where does Matthijs work?",
        C("I teach maths at Oostpoort College, full-time, mostly the first-years. Marking season is upon us and my red "
          "pen is running dry."),
        F(4, 70), W(2),
        O("So I've got a new job, don't panic, it's Saturdays only: tutoring at the homework club in the central "
          "library. Extra money for the summer holiday, and the kids are sweet. It fits round the college timetable "
          "perfectly."),
        F(1),
    ),
    spec(
        "phone", "addition", "Kaja", "What's Kaja's personal mobile number",
        F(2),
        C("My mobile is 06 4418 2097, in case the dentist or the school need it. It's the only number I give out."),
        F(3, 30), W(6),
        O("I've got a new number! Well, work finally gave me a phone, 06 3019 7765, so now I have two phones like some "
          "sort of drug dealer. The work one gets switched off at six, and family keep using the usual one."),
    ),
    spec(
        "volunteering", "addition", "Philippa", "Where does Philippa volunteer",
        C("Wednesdays I'm behind the till at the hospice shop. The ladies there are a riot and I've bought half the "
          "stock myself."),
        F(4, 50), W(4),
        O("Signed up to drive for the community transport scheme on Friday mornings, taking people to hospital "
          "appointments. The hospice shop ladies are thrilled for me, they say I'll finally have stories to bring in "
          "on Wednesdays."),
        F(2),
    ),
    spec(
        "club", "addition", "Anselm", "Which clubs does Anselm belong to",
        F(1),
        C("Tuesday chess club at the Red Lion again. I lost to a twelve-year-old in fourteen moves, which was "
          "humbling, but I'm still top of the club ladder, somehow."),
        F(3, 45), W(8),
        O("I'm a rambler now! Joined the Thursday walking group that goes from the library, doctor's orders, he says "
          "chess doesn't count as exercise. Six miles this week and the views over the reservoir were glorious."),
        F(1),
    ),
    spec(
        "bank", "addition", "Oona", "Who does Oona bank with?",
        C("I've been with Nationwide since I was sixteen. Salary, mortgage, the lot. Loyal to a fault."),
        F(4, 60), W(3),
        O("Opened a Chase account this week for the cashback on travel, it's just for holidays and the odd takeaway. "
          "Wages and bills aren't going anywhere, don't worry, I'm not that adventurous."),
        F(2),
    ),
    spec(
        "car", "addition", "Reinhold", "What does Reinhold drive?",
        F(2),
        C("I drive a Volvo V70, the family bus, three kids' worth of crisps down the back seats."),
        F(3, 80), W(5),
        O("I bought a car! Well, a toy: a 1987 Mazda MX-5, red, rusty, the lot, a weekend project with my eldest. The "
          "Volvo stays for the school run and the tip, obviously, you can't fit a fridge in an MX-5."),
        F(1),
    ),
    spec(
        "gym", "addition", "Griselda", "Which gym does Griselda go to",
        C("I'm a member at the leisure centre gym on Fairfield Road. Weights on Monday, Wednesday and Saturday, and a "
          "sulk in the jacuzzi after."),
        F(4, 40), W(9),
        O("I've joined a boxing gym! Kingsway Boxing, Tuesday and Friday evenings, and it is the most fun I've had "
          "exercising in years. I'm keeping my weights days at the leisure centre, though, I haven't lost my mind."),
        F(2),
    ),
    spec(
        "favourite_food", "addition", "Emrys", "What's Emrys's favourite food",
        F(1),
        C("My absolute favourite food is Nain's cawl. Lamb, leeks, a bit of cheese on the side, nothing beats it on a "
          "wet day."),
        F(3, 70), W(2),
        O("New obsession: bánh mì from the van at the Saturday market. I had three this week. Nain's cawl is still "
          "untouchable, of course, this is a whole different league, but I think about that pickled carrot a lot."),
        F(1),
    ),
    spec(
        "email", "addition", "Perpetua", "What's Perpetua's personal email",
        C("Email me at perpetua.osei@outlook.com for anything, and please stop using the old Yahoo one, it's dead."),
        F(4, 55), W(4),
        O("I've set up a new email for the pottery business, hello@osei-ceramics.co.uk, so customer stuff can go there "
          "and stop clogging my personal inbox. I feel very official."),
        F(2),
    ),
)

EPISODES = (
    spec(
        "home", "time_bounded", "Anastazja", "Where does Anastazja live?",
        C("I live in Gdańsk, in Wrzeszcz, with two cats and one very bad radiator."),
        F(4, 60), W(3),
        O("I'm living at my sister's in Sopot for the next three weeks while the builders rip the bathroom out. The "
          "cats are furious, the commute is a joke, and I miss my own bed more than I miss most people."),
        F(2),
    ),
    spec(
        "job", "time_bounded", "Joost", "Who is Joost working for now?",
        F(1),
        C("I'm a planner at the Port of Rotterdam authority, container scheduling mostly, very unglamorous."),
        F(3, 50), W(8),
        O("This month I'm working out of the Antwerp office. They've seconded me to cover the planning desk there "
          "until the end of March, so I'm on the 7:12 train every day and eating far too many waffles."),
        F(1),
    ),
    spec(
        "car", "time_bounded", "Ulrike", "What does Ulrike drive?",
        C("My car's a VW Golf, silver, eleven years old, and it still starts first time in the snow."),
        F(4, 90), W(2),
        O("Driving a little white Toyota Yaris this week while the Golf's at the body shop after the supermarket car "
          "park incident. I keep reaching for the wrong side for the handbrake."),
        F(2),
    ),
    spec(
        "commute", "time_bounded", "Fintan", "How does Fintan normally get to work?",
        F(2),
        C("I get the DART into work every day from Bray; forty minutes of sea views and crosswords."),
        F(3, 40), W(6),
        O("With the DART strike I've been cycling in all week, fifty minutes each way, legs like jelly, and I arrive "
          "looking like I swam here. Roll on Monday."),
    ),
    spec(
        "gym", "time_bounded", "Valeska", "Which gym does Valeska belong to",
        C("I train at the Holmes Place near the office, lunchtimes mostly. The spin instructor there is a sadist."),
        F(4, 70), W(3),
        O("Been doing the hotel gym every morning here at the conference in Lisbon. Tiny: two treadmills and one "
          "lonely kettlebell. Home on Sunday."),
        F(1),
    ),
    spec(
        "hairdresser", "time_bounded", "Cressida", "Who does Cressida's hair",
        F(1),
        C("My hairdresser is Imogen at Bloom Salon. She's done my colour for eight years and she knows all my "
          "secrets."),
        F(3, 65), W(5),
        O("Got my hair cut at a tiny barber's in Porto while we were away. No English, very big scissors. It's shorter "
          "than planned. Imogen is going to have views when I'm back in her chair next month."),
        F(2),
    ),
    spec(
        "doctor", "time_bounded", "Ruaridh", "Who is Ruaridh's GP?",
        C("My GP is Dr Nwosu at Deeside Medical Practice. She's brilliant, actually listens."),
        F(4, 80), W(4),
        O("Saw a Dr Paterson today, a locum filling in at Deeside while Dr Nwosu's on leave. Very thorough, I'd "
          "happily see her again."),
        F(1),
    ),
    spec(
        "diet", "time_bounded", "Sigrun", "Is Sigrun vegetarian?",
        F(1),
        C("I'm vegetarian, have been since I was fifteen, when I found out what gelatine was made of."),
        F(3, 45), W(7),
        O("Confession: I ate reindeer stew at my uncle's in Tromsø because it would have been an insult not to, and "
          "honestly, for the week I'm up here I'm eating whatever's put in front of me. Normal service resumes "
          "Monday."),
        F(2),
    ),
    spec(
        "phone", "time_bounded", "Mattias", "What's Mattias's phone number",
        C("My number's 070-482 19 63 if anyone needs it."),
        F(4, 70), W(3),
        O("I'm on a T-Mobile SIM while I'm in the States for the summer, +1 415 555 0187. Texts to the Swedish number "
          "might take a while to reach me until September."),
        F(1),
    ),
    spec(
        "manager", "time_bounded", "Tobenna", "Who is Tobenna's boss?",
        F(2),
        C("My boss is Funke Adeyemi, head of credit. Tough, but fair, and she remembers everyone's kids' names."),
        F(3, 55), W(5),
        O("While Funke's on maternity leave I'm reporting to Chidi from the risk team. He's decent, just very into "
          "acronyms. Six months of KPIs and RAGs, pray for me."),
        F(1),
    ),
    spec(
        "dentist", "time_bounded", "Isaura", "Who is Isaura's dentist",
        C("My dentist is Dr Mendes in Braga. I've been going since I was six, he gave me a sticker then and he still "
          "offers me one."),
        F(4, 90), W(2),
        O("Lost a filling in Madrid on holiday, so I saw an emergency dentist near the hotel, a Dr Iglesias, who "
          "patched it up for now. I'll get it done properly when I'm home."),
        F(2),
    ),
    spec(
        "broadband", "time_bounded", "Leontine", "Who's Leontine's internet provider",
        F(1),
        C("We have KPN fibre at home, the fastest thing in the house by a mile."),
        F(3, 60), W(6),
        O("Our internet has been running off my phone's hotspot since Tuesday because a digger went through the cable "
          "on our street. They say Friday. The kids are climbing the walls."),
        F(1),
    ),
)

SPECS = ADDITIONS + EPISODES
