"""test7 replacements: the speaker's own state changes, often told only by a consequence."""

from __future__ import annotations

from ._test7_build import C, F, O, T, case

R = "replacement"

CASES = [
    case("energy", R, "Morag", "Fiona", "scot", [
        F(2), O("We're wi' Scottish Power for the gas and electric, have been for donkey's years."),
        F(4, 45),
        C("Got the first bill fae Octopus the day, near forty quid less than whit Scottish Power were takin' aff us. "
          "Should've jumped ship years ago.", 3),
        F(1, 1)],
        "Who supplies Morag's gas and electric?", "Which energy company was Morag with before?"),
    case("insurer", R, "Earlene", "Darlene", "southern", [
        F(1), O("Bless his heart, my nephew got me set up with State Farm on the truck back in the spring."),
        F(3, 60),
        C("Well the Progressive card came in the mail today so I cut up that old State Farm one and threw it in "
          "the burn barrel.", 2),
        F(2, 1)],
        "who insures Earlene's truck", "Which company had Earlene's truck insurance before?"),
    case("worship", R, "Lakshmi", "Revathi", "indian", [
        O("Every Sunday we are going to the Sri Venkateswara temple in Tividale, bit far but we like the atmosphere."),
        F(4, 50),
        C("Since shifting to Leicester we are attending the Shri Ram Mandir on Belgrave Road only, it is walking "
          "distance from the new house.", 4),
        F(1, 1)],
        "Which temple does Lakshmi attend?"),
    case("broadband", R, "Shane", "Kylie", "aus", [
        F(2), O("Internet's through Telstra, bloody expensive but it's the only thing that works out here."),
        F(3, 70),
        C("Telstra rang begging me to stay after I put the port-out in. Too late mate, Aussie Broadband's been "
          "humming along since Tuesday.", 2),
        F(1, 1)],
        "Who's Shane's internet with these days?", "Who did Shane have his internet with before?"),
    case("childcare", R, "Jess", "Becky", "parent", [
        O("Poppy's with a childminder called Tracey mon/tues/thurs, she's brilliant w her"),
        F(5, 40),
        C("omg first week at Little Acorns done!! Poppy only cried on day one. gonna miss Tracey tbh but the hours "
          "suit so much better", 3),
        F(2, 1)],
        "Who looks after Jess's little girl in the daytime?", "Who used to mind Jess's daughter?"),
    case("dentist", R, "Reginald", "Marjorie", "formal", [
        F(1), O("I have been a patient of Mr Henshaw at the Abbey Road dental practice for some thirty years."),
        F(3, 55),
        C("Following Mr Henshaw's retirement I have registered with the Bridge Street practice, where a Miss Okonjo "
          "attends to my teeth. She is very thorough.", 5),
        F(1, 1)],
        "Who is Reginald's dentist?"),
    case("union", R, "Padraig", "Siobhan", "irish", [
        O("I'm in SIPTU since I started on the buses."),
        F(4, 80),
        C("Went over to the NBRU there in the spring, SIPTU were useless on the rosters thing so a good few of us "
          "went together.", 3),
        F(1, 1)],
        "what union is Padraig in", "Which union did Padraig belong to before?"),
    case("volunteering", R, "Lerato", "Nomsa", "sa", [
        F(2), O("Saturdays I help at the soup kitchen in Hillbrow, it keeps me grounded."),
        F(3, 45),
        C("Handed my Saturday slot at the soup kitchen over to Thandi. I'm running the reading club at the Soweto "
          "library instead, the kids are too sweet.", 2),
        F(1, 1)],
        "Where does Lerato give her time on Saturdays"),
    case("sports_club", R, "Callum", "Euan", "scot", [
        O("Playin' fives wi' the Leith Athletic lads on a Wednesday, best bit o' my week."),
        F(4, 60),
        C("Signed for Tynecastle Amateurs on Sunday so that's my Wednesdays done. Trainin' Tuesdays and Thursdays "
          "noo.", 2),
        F(2, 1)],
        "Which football team does Callum play for?", "Who was Callum playing football with before?"),
    case("landlord", R, "Tomasz", "Ewa", "plain", [
        F(1), O("Our landlord is a guy called Derek Finch, he lives in Spain and we basically never hear from him."),
        F(4, 35),
        C("Just got this: 'Dear Tenant, please be advised that 14 Albion Terrace has been sold to Northgate Homes "
          "Ltd, who are your landlord with immediate effect. Rent details to follow.' So that's Derek gone.", 2),
        F(1, 1)],
        "Who is Tomasz's landlord?", "Who did Tomasz rent from before?"),
    case("subscription", R, "Nadia", "Imogen", "plain", [
        O("We get the Guardian delivered at weekends, the crossword is non-negotiable in this house."),
        F(4, 40),
        C("The paper boy skipped us three Saturdays running so I've knocked the Guardian on the head and gone "
          "digital with The Times. Harder crossword, which suits me.", 2),
        F(1, 1)],
        "Which paper does Nadia read at the weekend?"),
    case("supermarket", R, "Marcia", "Delroy", "carib", [
        F(2), O("Mi do all mi shopping a Asda, di Asda Rewards ting add up nice."),
        F(3, 50),
        C("Asda price dem gone mad, so a Lidl mi go every week now, an di Lidl Plus app better fi real.", 3),
        F(1, 1)],
        "Where does Marcia do her weekly shop?", "Where did Marcia use to shop?"),
    case("hairdresser", R, "Bobbie Jo", "Tammy Lynn", "southern", [
        O("Lorraine at Shear Elegance has done my color for eleven years, wouldn't let anybody else touch it."),
        F(4, 75),
        C("Y'all, I let the new girl at Curl Up & Dye do my highlights and I am never going back to Lorraine. "
          "Already booked Crystal for six weeks out.", 2),
        F(1, 1)],
        "Who does Bobbie Jo's hair color?"),
    case("vet", R, "Gareth", "Rhian", "voice", [
        F(1), O("the dogs are registered at Castle Vets in town they've had them since they were pups"),
        F(4, 50),
        C("so we took Bramble and Moss over to Valley Vets on tuesday to get them on the books there castle's gone "
          "all corporate and doubled everything", 3),
        F(1, 1)],
        "which vets are Gareth's dogs with", "Which vet practice did Gareth's dogs use to go to?"),
    case("car", R, "Bronwyn", "Dale", "aus", [
        O("Still driving the old Commodore, 300k on the clock and she keeps going."),
        F(3, 60),
        C("Traded the Commodore in on Saturday, drove out in a secondhand RAV4 hybrid. Petrol bill's halved "
          "already.", 2),
        F(2, 1)],
        "What does Bronwyn drive?", "What was Bronwyn driving before?"),
    case("email", R, "Dorothy", "Hilda", "formal", [
        F(2), O("My electronic mail address is dorothy.pym@btinternet.com, should you wish to write."),
        F(3, 40),
        C("My grandson has kindly set me up with dottypym1946@gmail.com, as the BT one was receiving a great deal "
          "of nonsense. Please write to me there henceforth.", 3),
        F(1, 1)],
        "What is Dorothy's email address?", "What email address did Dorothy have before?"),
    case("gp", R, "Aoife", "Ciara", "irish", [
        O("I'm with Dr Brennan in the health centre in Ballina."),
        F(4, 50),
        C("Transferred my medical card over to Dr Moloney's practice in Castlebar since I'm working up there, "
          "handier for appointments.", 2),
        F(1, 1)],
        "Who's Aoife's GP"),
    case("bank", R, "Venkat", "Suresh", "indian", [
        F(1), O("My salary account is in SBI, Koramangala branch."),
        F(3, 45),
        C("HR made all of us open HDFC accounts, so from this month salary is credited in HDFC. SBI one I am "
          "keeping dormant only.", 3),
        F(1, 1)],
        "Which bank does Venkat's salary go into?", "Where was Venkat's salary being credited earlier?"),
    case("mobile", R, "Pieter", "Annelie", "sa", [
        O("I'm on a Vodacom contract, the 082 number."),
        F(4, 55),
        C("Ported to MTN last week, kept the same number though, so nothing changes for you okes.", 2),
        F(1, 1)],
        "Which network is Pieter on?", "Which network was Pieter with before?"),
    case("employer", R, "Winston", "Errol", "carib", [
        F(2), O("Mi drive fi Knutsford Express, Kingston to MoBay mostly."),
        F(3, 60),
        C("Mi done wid Knutsford, bredda. JUTC tek mi on last month, so a pure city run mi a do.", 2),
        F(1, 1)],
        "Who does Winston drive for?"),
    case("home", R, "Gemma", "Stacey", "parent", [
        O("we're in a 3 bed semi in Chorley, tight with 3 kids but it's home"),
        F(4, 70),
        T("solicitor finally rang, completion's friday!!", 10),
        F(2, 4),
        C("boxes EVERYWHERE. kids love the garden in Euxton tho. still cant find the kettle", 1),
        F(1, 1)],
        "Where does Gemma live?", "Where did Gemma's family live before?"),
    case("school", R, "Amina", "Hodan", "voice", [
        F(1), O("yusuf is in year four at St Matthews primary"),
        F(4, 60),
        C("yusuf started at Greenfield Academy after half term the head is really nice and he already has a "
          "friend there", 3),
        F(1, 1)],
        "which school does Amina's son go to", "Which school did Amina's son go to before?"),
]
