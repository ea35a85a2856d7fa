"""dev6 must-not cases, part one: additions, time-bounded episodes and other people (10 each).

The earlier statement stays true; the later one looks close to a change but must not replace
it: something held as well ("too", "a second", "on top of"), a stay, loan or cover with an end,
or someone else's matching state.
"""

from __future__ import annotations

from ._dev6_base import Case

# fmt: off
ADDITION = [
    Case("addition", "pet", "Benedikt",
         ("Benedikt", "We have a ginger cat named Muffin. She's twelve and rules the house."),
         ("Benedikt", "We adopted a second cat last weekend — a tabby kitten called Sprout. Muffin is not "
                      "impressed."),
         "What pets does Benedikt have?", None, ("Muffin", "Sprout")),
    Case("addition", "language", "Ayaan",
         ("Ayaan", "I speak Gujarati and English — Gujarati at home, English everywhere else."),
         ("Ayaan", "After a year of evening classes I can get by in Spanish too. Ordered a whole dinner in "
                   "it last week and nobody laughed."),
         "Which languages does Ayaan speak?"),
    Case("addition", "employer", "Carmela",
         ("Carmela", "new job: dental nurse, Ridgeway Clinic, mon-fri"),
         ("Carmela", "Picked up a second job as well — weekend bar shifts at the Fox and Hounds. Still at "
                     "the clinic during the week, obviously, I'm not mad."),
         "Where does Carmela work?"),
    Case("addition", "instrument", "Tadeusz",
         ("Tadeusz", "I play piano, mostly jazz standards, badly but with feeling."),
         ("Tadeusz", "learning the trumpet as well now. the neighbours are thrilled"),
         "What instruments does Tadeusz play?"),
    Case("addition", "email", "Mwajuma",
         ("Mwajuma", "My work email is mwajuma.kombo@tanzaport.co.tz, please use that for anything about "
                     "the shipments."),
         ("Mwajuma", "I have also made a personal address, mwajuma.k@proton.me, for private things. For the "
                     "port business please continue with the work one."),
         "What email addresses does Mwajuma have?", None, ("Kombo",)),
    Case("addition", "vehicle", "Radomir",
         ("Radomir", "I drive a Škoda Octavia estate — room for two kids, a dog and a canoe."),
         ("Radomir", "Bought a motorbike too, a little Honda CB125 for the commute. The Octavia stays for "
                     "family trips."),
         "What vehicles does Radomir have?"),
    Case("addition", "hobby", "Inés",
         ("Inés", "Saturday mornings I do pottery at the community studio. My bowls are lopsided but they "
                  "are mine."),
         ("Inés", "I've added a Wednesday life-drawing class on top of the pottery — my week is basically "
                  "clay and charcoal now."),
         "What hobbies does Inés have?"),
    Case("addition", "subscription", "Colm",
         ("Colm", "we've got netflix, that's about it for telly"),
         ("Colm", "signed up for disney+ too, for the kids. netflix is staying, the wife would riot"),
         "Which streaming services does Colm pay for?"),
    Case("addition", "health", "Parisa",
         ("Parisa", "My GP is Dr Lindqvist at the Marsh Road surgery."),
         ("Parisa", "I'm seeing a physio now as well, a lovely woman called Tamsin who is sorting out my "
                    "shoulder. Dr Lindqvist is still my GP, of course."),
         "Which health professionals does Parisa see?", None, ("Lindqvist", "Tamsin")),
    Case("addition", "teammate", "Obinna",
         ("Obinna", "On my team it's just me and Harriet; we split the on-call between us."),
         ("Obinna", "We finally got a new hire: Gunnar joined on Monday, so there are three of us now. "
                    "Harriet's still here, thank God."),
         "Who is on Obinna's team?", None, ("Harriet", "Gunnar")),
]

TIME_BOUNDED = [
    Case("time_bounded", "residence", "Ximena",
         ("Ximena", "I live in Valparaíso, in a blue house up on Cerro Alegre. Lots of stairs."),
         ("Ximena", "I'm in Santiago for the next three weeks for a training course, staying at my aunt's. "
                    "Back home by the end of the month."),
         "Where does Ximena live?"),
    Case("time_bounded", "employer", "Fergus",
         ("Fergus", "I'm a civil engineer with Arup, Glasgow office — bridges, mostly."),
         ("Fergus", "Packing again, the flat looks like a jumble sale. Arup have seconded me to the Network "
                    "Rail project office in Leeds for six months, after which it's straight back to "
                    "Glasgow. At least the trains will be someone else's problem for once."),
         "Who is Fergus employed by?"),
    Case("time_bounded", "vehicle", "Amaru",
         ("Amaru", "My truck is a Toyota Hilux, white, always very dusty from the farm road."),
         ("Amaru", "The Hilux is in the garage for the gearbox, so I am borrowing my cousin's Nissan for "
                   "this week only."),
         "What vehicle does Amaru own?"),
    Case("time_bounded", "manager", "Shoshana",
         ("Shoshana", "My manager is Priyanka Rao. She hired me, and honestly she's the reason I stay."),
         ("Shoshana", "Priyanka's on maternity leave until March, so Declan is covering as my manager in "
                      "the meantime."),
         "Who does Shoshana normally report to?", None, ("Priyanka", "Rao", "Declan")),
    Case("time_bounded", "office", "Ferdinand",
         ("Ferdinand", "I'm based at the Rotterdam office, third floor, by the coffee machine."),
         ("Ferdinand", "This week and next I'm working out of the Antwerp office while they redo our floor "
                       "in Rotterdam."),
         "Which office is Ferdinand based at?"),
    Case("time_bounded", "diet", "Leopold",
         ("Leopold", "I'm a big meat eater — steak twice a week, no apologies."),
         ("Leopold", "Doing a thirty-day vegetarian challenge with my daughter this month, then it's back to "
                     "steak."),
         "Does Leopold eat meat?"),
    Case("time_bounded", "phone", "Yaw",
         ("Yaw", "My phone's an iPhone 14, the blue one."),
         ("Yaw", "So I cracked the screen on Sunday, which, great. The shop gave me a loaner for a week while "
                 "they fix mine — some ancient iPhone 8 that takes a minute to open the camera. Anyway, "
                 "if I'm slow replying, that's why."),
         "What phone does Yaw own?"),
    Case("time_bounded", "pet", "Liesel",
         ("Liesel", "I don't have any pets, the landlord won't allow them."),
         ("Liesel", "Looking after my neighbour's spaniel for a fortnight while she's in Crete — he's called "
                    "Bramble and he snores."),
         "Does Liesel have any pets?", None, ("Bramble",)),
    Case("time_bounded", "shift", "Olamide",
         ("Olamide", "I'm on day shifts, 7 till 3, which suits the school run."),
         ("Olamide", "Covering nights for the next two weeks because half the ward has flu, then back to my "
                     "usual days."),
         "What shift does Olamide normally work?"),
    Case("time_bounded", "swimming", "Anneliese",
         ("Anneliese", "I swim at the Leisure Centre pool three mornings a week."),
         ("Anneliese", "the leisure centre pool is shut for repairs till the 20th so im using the hotel pool "
                       "on bridge street for now"),
         "Where does Anneliese usually swim?"),
]

OTHER_PERSON = [
    Case("other_person", "employer", "Darnell",
         ("Darnell", "I work at Boeing, wing assembly, going on nine years."),
         ("Darnell", "Thanksgiving at my sister's was loud as ever. Her husband — my brother-in-law — just got "
                     "a job at Airbus, so naturally we argued about planes through two courses. The pie was "
                     "excellent though."),
         "Where does Darnell work?"),
    Case("other_person", "residence", "Pilar",
         ("Pilar", "I live in Seville, always have — my whole family is here."),
         ("Pilar", "My sister moved to Barcelona last month and she loves it, says the sea air is doing her "
                   "good."),
         "Which city does Pilar live in?"),
    Case("other_person", "vehicle", "Sebastiaan",
         ("Sebastiaan", "I drive a Volvo V60, dark blue, very boring, very safe."),
         ("Henrike", "I just bought a Tesla Model 3 — picked it up on Saturday and I've already driven it "
                     "to the coast twice."),
         "What car does Sebastiaan drive?"),
    Case("other_person", "pet", "Aditi",
         ("Aditi", "I've got a parrot named Kiwi who says hello to the postman every morning."),
         ("Aditi", "Our neighbours got a beagle puppy and it howls all night. I haven't slept properly in a "
                   "week."),
         "What pet does Aditi have?", None, ("Kiwi",)),
    Case("other_person", "partner", "Ekaterina",
         ("Ekaterina", "My husband Andrei flies cargo planes, so he is away a lot."),
         ("Ekaterina", "My best friend just got engaged to a guy called Jonas! The wedding is in June."),
         "Who is Ekaterina married to?", None, ("Andrei", "Jonas")),
    Case("other_person", "doctor", "Jarrah",
         ("Jarrah", "My GP is Dr Nguyen at the Fitzroy clinic."),
         ("Jarrah", "My flatmate goes to Dr Papadakis on Smith Street and reckons she's brilliant."),
         "Who is Jarrah's GP?", None, ("Nguyen", "Papadakis")),
    Case("other_person", "role", "Mariam",
         ("Mariam", "I'm a staff nurse on the cardiology ward."),
         ("Mariam", "Our ward sister Gráinne has just qualified as a nurse practitioner — so proud of her."),
         "What is Mariam's job?", None, ("Gráinne",)),
    Case("other_person", "phone_number", "Thanh",
         ("Thanh", "My number is 0912 448 307."),
         ("Thanh", "My wife Lan changed her number, new one is 0987 221 560."),
         "What is Thanh's phone number?", None, ("Lan",)),
    Case("other_person", "school", "Bongani",
         ("Bongani", "I teach maths at Pinetown Boys' High."),
         ("Lindiwe", "I teach maths at Westville Girls' High, so Bongani and I swap worksheets."),
         "Where does Bongani teach?"),
    Case("other_person", "diet", "Yoshiko",
         ("Yoshiko", "I'm pescatarian — fish yes, meat no."),
         ("Yoshiko", "My husband has gone fully vegan since New Year, so dinners are complicated."),
         "What diet does Yoshiko follow?"),
]
# fmt: on
