"""dev30 scenarios, part 5: choir, bank, GP surgery, phone, job, gym."""

from __future__ import annotations

from ._dev30_build import AD, EP, FA, OP, PL, RS, A, B, C, F, R, Spec, T, X

TALK: dict[str, tuple[str, ...]] = {
    "choir": (
        "Can't get the harmony in the second verse into my head.",
        "Throat's scratchy, honey and lemon tonight.",
        "Concert tickets are selling, we might actually fill the hall.",
        "Learning the Latin words phonetically, it's a disaster.",
    ),
    "bank": (
        "Card got declined at the petrol station, turned out it was the machine.",
        "Spent ages on hold trying to sort a standing order.",
        "Another scam text pretending to be the bank, deleted.",
        "Interest rates are all over the place at the moment.",
    ),
    "gp_surgery": (
        "Tried ringing for an appointment at 8am, number 27 in the queue.",
        "Blood test results came back fine, relief.",
        "Got my booster, arm's aching.",
        "Waiting room was packed with coughing kids.",
    ),
    "phone": (
        "Cracked my screen again, third time this year.",
        "Battery dies by lunchtime, need a new charger.",
        "Signal's rubbish in the kitchen, have to stand by the back door.",
        "Got a call from an unknown number, didn't answer obviously.",
    ),
    "job": (
        "Long day, meetings back to back.",
        "Boss wants the report by Friday, no pressure.",
        "Team lunch was nice, someone's leaving do.",
        "Payday finally, the longest month ever.",
        "Overtime again this weekend, the money's handy.",
    ),
    "gym": (
        "Legs are destroyed after leg day, can't do the stairs.",
        "Forgot my headphones, had to listen to the gym's music, grim.",
        "Finally did a proper pull-up, small wins.",
        "New year crowd has taken over all the machines.",
    ),
}

SPECS: tuple[Spec, ...] = (
    Spec("cho-c", "choir", C, "Meinir", "welsh", (
        F(2, 1),
        A("I sing alto in Côr Cymysg Caerffili, Thursday nights."),
        F(1, 0.01),
        B("Soprano, sorry! I went up to the sopranos years ago, I just keep saying alto out of habit.", 0.01),
        F(2, 0.1),
    ), "What part does Meinir sing in the choir?"),
    Spec("cho-x", "choir", X, "Hannah", "parent", (
        F(2, 2),
        A("I'm in the Rock Choir on Monday nights, it's my one night off lol"),
        F(4, 50),
        B("Quit Rock Choir. Couldn't justify the fees with nursery going up. Will miss it tbh", 3),
        F(2, 1),
    ), "Does Hannah sing in a choir?"),
    Spec("cho-r", "choir", R, "Merle", "carib", (
        F(2, 2),
        A("I sing with the Marionettes Chorale in Port of Spain."),
        F(4, 80),
        B("After the tour I leave the Marionettes. Is the Lydians I singing with, the repertoire more my speed.", 4),
        F(2, 1),
    ), "Which choir is Merle in?", "Which choir was Merle with previously?"),
    Spec("cho-e", "choir", EP, "Geoff", "aus", (
        F(2, 2),
        A("I sing tenor with the Sydney Philharmonia Choirs."),
        F(3, 30),
        B("Filling in with the Opera Australia chorus for the Aida run this month, they were short of tenors. "
          "Pinch me.", 2),
        F(2, 1),
    ), "Which choir does Geoff sing with?"),
    Spec("cho-t", "choir", T, "Isobel", "scot", (
        F(2, 2),
        A("I'm in the Edinburgh Royal Choral Union, second altos."),
        F(4, 90),
        B("Moira here, Isobel's pal fae choir. She's gone ower tae the Edinburgh Festival Chorus, passed her "
          "audition in May. Tellt her I'd let ye know.", 5, by="Moira"),
        F(2, 1),
    ), "Which choir does Isobel sing in?", "Which choir was Isobel in before?"),
    Spec("bnk-r", "bank", R, "Fionnuala", "irish", (
        F(2, 2),
        A("My current account's with Ulster Bank, wages go in there."),
        F(4, 90),
        B("With Ulster Bank pulling out I've everything over in AIB. Wages landed there for the first time Friday.",
          4),
        F(2, 1),
    ), "Who does Fionnuala bank with?", "Which bank did Fionnuala have her current account with before?"),
    Spec("bnk-f", "bank", FA, "Zanele", "saf", (
        F(2, 2),
        A("I bank with Standard Bank, have since varsity."),
        F(160, 170),
        B("Capitec's app is so much easier, hey. Salary's been going into Capitec since I changed over and the "
          "Standard Bank account is closed.", 3),
        F(2, 1),
    ), "Which bank does Zanele use?", "Where did Zanele bank originally?"),
    Spec("bnk-p", "bank", PL, "Tyrone", "voice", (
        F(2, 2),
        A("my bank is Barclays I've had it since I was sixteen"),
        F(3, 30),
        B("okay I've basically switched to Monzo just waiting for the switch service to kick in on the ninth", 2),
        F(2, 1),
    ), "Which bank is Tyrone with?"),
    Spec("bnk-a", "bank", AD, "Xiu Ying", "sing", (
        F(2, 2),
        A("My salary account is DBS Multiplier."),
        F(3, 20),
        B("Open a Trust Bank account on the app today, the cashback on groceries quite good.", 2),
        F(2, 1),
    ), "What bank accounts does Xiu Ying have"),
    Spec("bnk-o", "bank", OP, "Gerald", "formal", (
        F(2, 2),
        A("I have banked with Lloyds since 1961."),
        F(3, 40),
        B("My wife Margaret has moved her savings to the Nationwide, as she prefers the branch in town, where the "
          "staff are most attentive.", 2),
        F(2, 1),
    ), "Which bank is Gerald with?"),
    Spec("gp-t", "gp_surgery", T, "Kamala", "india", (
        F(2, 2),
        A("My GP is Dr Shah at Heston Health Centre."),
        F(4, 70),
        B("Hi, this is Divya, Kamala's daughter. Amma has been re-registered at Cranford Medical Centre after "
          "Dr Shah's practice merged, her new GP is Dr Mehta.", 5, by="Divya"),
        F(2, 1),
    ), "Which surgery is Kamala registered with?", "Which practice was Kamala registered with before?"),
    Spec("gp-c", "gp_surgery", C, "Eoghan", "irish", (
        F(2, 1),
        A("My GP is Dr O'Brien in the Castle Street clinic."),
        F(1, 0.01),
        B("Ah no, Dr O'Brien is the wife's. Mine's Dr Flanagan, same clinic. Sorry, long day.", 0.01),
        F(2, 0.1),
    ), "Who is Eoghan's GP?"),
    Spec("gp-e", "gp_surgery", EP, "Rawiri", "nz", (
        F(2, 2),
        A("My GP's at Te Aro Health Centre, Dr Holmes."),
        F(3, 30),
        B("Down in Queenstown for the ski season, signed up as a casual patient at the medical centre here.", 2),
        F(2, 1),
    ), "Who is Rawiri's doctor?"),
    Spec("gp-s", "gp_surgery", RS, "Gwilym", "welsh", (
        F(2, 2),
        A("I'm with the Taff Vale surgery, Dr Rees."),
        F(3, 40),
        B("Saw Dr Rees down Taff Vale about my knee. All these years and she's gone grey like me.", 3),
        F(2, 1),
    ), "Which GP surgery is Gwilym with"),
    Spec("gp-f", "gp_surgery", FA, "Chloe", "parent", (
        F(2, 2),
        A("GP is Parkside Medical Practice, we're all registered there"),
        F(160, 150),
        B("had to register us all at Oakwood Surgery since the move, Parkside's out of catchment. first appt there "
          "thurs for the little one's jabs", 3),
        F(2, 1),
    ), "Which surgery is Chloe registered at?", "Which practice was Chloe's family registered with before the move?"),
    Spec("ph-r", "phone", R, "Andre", "carib", (
        F(2, 2),
        A("My phone is on Digicel, prepaid."),
        F(4, 60),
        B("Mi port over to Flow, the data plan sweet. Same number, just different network.", 4),
        F(2, 1),
    ), "Which mobile network is Andre on?"),
    Spec("ph-x", "phone", X, "Dorothy", "formal", (
        F(2, 2),
        A("I have a landline as well as my mobile: 01632 960418."),
        F(4, 80),
        B("I have had the landline disconnected. Nobody rang it but those dreadful people about accidents. "
          "Please use my mobile only.", 4),
        F(2, 1),
    ), "Does Dorothy still have a landline?", "What was Dorothy's landline number?"),
    Spec("ph-c", "phone", C, "Kumar", "sing", (
        F(2, 1),
        A("My handphone number is 9123 4567."),
        F(1, 0.01),
        B("Sorry typo, 9123 4576, last two digit swap.", 0.01),
        F(2, 0.1),
    ), "What's Kumar's mobile number?"),
    Spec("ph-p", "phone", PL, "Raylene", "south_us", (
        F(2, 2),
        A("I'm on Verizon, family plan with my sister."),
        F(3, 30),
        B("Talked to the T-Mobile man at the mall for an hour. He's savin' me the deal till this phone's paid off "
          "in March.", 2),
        F(2, 1),
    ), "What carrier is Raylene with?"),
    Spec("ph-a", "phone", AD, "Imran", "india", (
        F(2, 2),
        A("My number is on Airtel postpaid."),
        F(3, 20),
        B("Took new Jio SIM in the second slot, data is very cheap.", 2),
        F(2, 1),
    ), "Which mobile network is Imran on?"),
    Spec("job-r", "job", R, "Graeme", "scot", (
        F(2, 2),
        A("I'm a bus driver wi' Lothian, the 22 route mostly."),
        F(5, 100),
        B("Passed the tram course! First solo run was Tuesday, Edinburgh Trams have me on the airport line. "
          "Nae mair buses.", 4),
        F(2, 1),
    ), "What does Graeme do for work?", "What was Graeme's job before?"),
    Spec("job-t", "job", T, "Dale", "south_us", (
        F(2, 2),
        A("I work at the paper mill in Monroe, second shift."),
        F(4, 90),
        B("This is Peggy, Dale's wife. Mill laid him off in the spring; he's been drivin' a bus for the school "
          "district ever since. Says he likes the hours.", 5, by="Peggy"),
        F(2, 1),
    ), "Where does Dale work?", "Where did Dale work before?"),
    Spec("job-f", "job", FA, "Mereana", "nz", (
        F(2, 2),
        A("I'm a teacher aide at Rongotai College."),
        F(160, 180),
        B("Finished my teaching diploma and I've got my own class at Newtown School this year, year 4s, they're "
          "a handful.", 3),
        F(2, 1),
    ), "What's Mereana's job?", "What did Mereana do before?"),
    Spec("job-o", "job", OP, "Jia Hui", "sing", (
        F(2, 2),
        A("I'm a nurse at Tan Tock Seng, in the A&E."),
        F(3, 30),
        B("Jia Hui ah, I resigned from TTSH liao, started at Mount Elizabeth on Monday.", 2, by="Benjamin"),
        F(2, 1),
    ), "Where does Jia Hui work"),
    Spec("job-e", "job", EP, "Nikhil", "india", (
        F(2, 2),
        A("I'm a software engineer with TCS in Chennai."),
        F(3, 30),
        B("Company has sent me onsite to the client in Frankfurt for six months, from Monday I am working from "
          "their office.", 2),
        F(2, 1),
    ), "Who is Nikhil employed by?"),
    Spec("gym-c", "gym", C, "Brodie", "aus", (
        F(2, 1),
        A("Gym's Anytime Fitness in Coogee."),
        F(1, 0.01),
        B("Nah scratch that, it's Snap Fitness in Coogee. Anytime's the one in Randwick I used to go to.", 0.01),
        F(2, 0.1),
    ), "Which gym does Brodie go to?"),
    Spec("gym-x", "gym", X, "Lindiwe", "saf", (
        F(2, 2),
        A("I have a Virgin Active membership, Sandton Club."),
        F(4, 50),
        B("Cancelled Virgin Active, eish, too expensive. I just run in the park on Saturdays with the parkrun "
          "crowd.", 3),
        F(2, 1),
    ), "Does Lindiwe have a gym membership?", "Which gym was Lindiwe a member of?"),
    Spec("gym-t", "gym", T, "Ronan", "irish", (
        F(2, 2),
        A("I go to Flyefit in Dún Laoghaire, the 24 hour one."),
        F(4, 60),
        B("Gráinne here, Ronan's sister, he's too lazy to type. He's after joining the Iveagh with me, Flyefit's "
          "gone since his contract ran out.", 4, by="Gráinne"),
        F(2, 1),
    ), "Which gym is Ronan a member of?"),
    Spec("gym-p", "gym", PL, "Mason", "voice", (
        F(2, 2),
        A("I'm at PureGym on Oldham Road"),
        F(3, 30),
        B("right so I'm moving gyms I'm going to The Gym Group in the new year cause Pure's gone up again "
          "already had a look round", 2),
        F(2, 1),
    ), "Which gym does Mason go to?"),
    Spec("gym-s", "gym", RS, "Rhian", "welsh", (
        F(2, 2),
        A("I'm a member at Freedom Leisure in Porthcawl, mainly for the pool."),
        F(3, 30),
        B("Did fifty lengths this morning. Membership's renewed for another year at Freedom Leisure, same as "
          "always.", 3),
        F(2, 1),
    ), "Where's Rhian's gym membership?"),
)
