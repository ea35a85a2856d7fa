"""dev30 scenarios, part 1: insurance, energy supplier, place of worship, allotment, broadband."""

from __future__ import annotations

from ._dev30_build import AD, EP, FA, OP, PL, RS, A, B, C, F, R, Spec, T, X, say

TALK: dict[str, tuple[str, ...]] = {
    "insurance": (
        "Someone reversed into me in the car park, no damage thank God.",
        "Why does every comparison site ring you for a week after you look at it.",
        "The windscreen's got a chip, need to get that seen to before it spreads.",
        "Had to find the policy booklet for the boiler cover, no idea where it went.",
    ),
    "energy": (
        "Put the heating on for the first time this autumn.",
        "Smart meter says we used a fortune on Sunday, must have been the oven.",
        "Meter reader came round and couldn't get into the cupboard.",
        "Price cap's going up again in October apparently.",
        "Turned the thermostat down a degree, nobody's noticed yet.",
    ),
    "worship": (
        "Lovely christening on Sunday, the baby screamed the whole way through.",
        "Helped with the teas after the service, my feet are killing me.",
        "The harvest collection for the food bank was huge this year.",
        "Went to a funeral of an old neighbour, very moving service.",
    ),
    "allotment": (
        "Slugs have had every one of my lettuces.",
        "Courgette glut again, does anyone actually want courgettes.",
        "Spent the whole afternoon digging in manure, I stink.",
        "Somebody nicked the good watering can off the communal tap.",
        "Broad beans are up, first sign of spring.",
    ),
    "broadband": (
        "Wifi dropped out three times during the video call, so embarrassing.",
        "Had to turn the router off and on again, the classic.",
        "The kids have used up all the data on their phones again.",
        "Ordered one of those mesh things to get signal in the back bedroom.",
    ),
}

SPECS: tuple[Spec, ...] = (
    Spec("ins-r", "insurance", R, "Siobhán", "irish", (
        F(2, 3),
        A("The car insurance is with FBD, has been for years, they're grand."),
        F(5, 40),
        say("Renewal letter came from FBD, they want €180 more than last year, the robbers.", 2),
        F(3, 6),
        B("Rang around and went with AXA in the end, cheaper by a mile. Cancelled the FBD one this morning.", 1),
        F(2, 1),
    ), "Who's Siobhán's car insured with?", "Which company had Siobhán's car insurance before?"),
    Spec("ins-c", "insurance", C, "Gwendolyn", "formal", (
        F(2, 1),
        A("Good afternoon. For your records, my home insurance is held with the Royal London. "
          "Kind regards, Gwendolyn."),
        F(2, 0.02),
        B("I must apologise. I have just found the policy document in the bureau and the house is in fact insured "
          "with NFU Mutual, not the Royal London. The Royal London was my late husband's life policy. "
          "Forgive the muddle.", 0.01),
        F(1, 0.01),
    ), "Which company insures Gwendolyn's house?"),
    Spec("ins-a", "insurance", AD, "Darren", "aus", (
        F(2, 2),
        A("Home and contents is with NRMA, sorted that when we bought the place."),
        F(4, 30),
        B("Went with Budget Direct this time round, for the ute. Cheapest quote by a mile, signed up on the spot.", 3),
        F(2, 1),
    ), "Who does Darren have insurance with"),
    Spec("ins-p", "insurance", PL, "Darlene", "south_us", (
        F(2, 2),
        A("We've had State Farm on the house and both trucks since '09."),
        F(4, 25),
        B("Well that's it, I'm done with State Farm. The Allstate agent is drawin' up the paperwork and I'll sign "
          "once Earl's looked it over Thursday.", 2),
        F(2, 1),
    ), "Who's Darlene insured with at the moment?"),
    Spec("ins-s", "insurance", RS, "Morag", "scot", (
        F(2, 2),
        A("Ma contents insurance is wi' the Co-op, through the bank."),
        F(4, 50),
        B("Renewal's come through, same crowd as last year, Co-op, but they've bumped it by thirty quid. "
          "Ach well, I've paid it.", 3),
        F(2, 1),
    ), "Morag's contents insurer"),
    Spec("nrg-r", "energy", R, "Jermaine", "voice", (
        F(2, 2),
        A("yeah so our gas and electric is with British Gas dual fuel the direct debit comes out on the first"),
        F(5, 45),
        B("right final meter reading's done for British Gas and Octopus sent the welcome email so that's that "
          "the app's actually decent", 4),
        F(2, 1),
    ), "Who supplies Jermaine's gas and electricity?"),
    Spec("nrg-t", "energy", T, "Eirlys", "formal", (
        F(2, 2),
        A("My electricity comes from Scottish Power, as it has done since I moved to Aberaeron. Eirlys."),
        F(4, 60),
        B("Hi, Rhodri here, Eirlys's son. I sorted Mam's energy out over the weekend, she's on E.ON Next, Scottish "
          "Power were charging her a fortune. She'll forget, so I'm telling you.", 5, by="Rhodri"),
        F(2, 1),
    ), "Who is Eirlys's electricity supplier?", "Who supplied Eirlys's electricity before?", user="Eirlys"),
    Spec("nrg-f", "energy", FA, "Wei Ling", "sing", (
        F(2, 2),
        A("My electricity retailer is Geneco, the 24-month fixed plan, quite cheap one."),
        F(162, 140),
        B("Aiyo the Geneco contract end already, I just let it go and sign Keppel Electric. First bill coming "
          "next month.", 3),
        F(2, 1),
    ), "Which electricity retailer does Wei Ling use?", "Which retailer was Wei Ling on before?"),
    Spec("nrg-p", "energy", PL, "Thandeka", "saf", (
        F(2, 2),
        A("Our electricity is prepaid through City Power, I buy the units at the till."),
        F(4, 20),
        B("That's it, we're done with City Power! Signed with SolarAfrica for a full rooftop system, they install "
          "in March. Eish, can't come soon enough.", 2),
        F(2, 1),
    ), "Where does Thandeka get her electricity from right now?"),
    Spec("nrg-o", "energy", OP, "Aroha", "nz", (
        F(2, 2),
        A("We're with Mercury for power, been fine really."),
        F(3, 15),
        B("My cousin Manaia just sent me this: \"switched to Flick last wk, saved heaps already, u shd too\"", 2),
        F(2, 1),
    ), "Who's Aroha's power company"),
    Spec("wor-r", "worship", R, "Delroy", "carib", (
        F(2, 2),
        A("Every Sunday me at Bethel Pentecostal on Ladbroke Grove, been going since I come to London."),
        F(5, 90),
        B("Pastor leave Bethel and plenty of we follow him. Is New Covenant in Harlesden I worship at these days, "
          "nice people.", 4),
        F(2, 1),
    ), "Which church does Delroy attend?", "Where did Delroy use to worship?"),
    Spec("wor-x", "worship", X, "Harpreet", "india", (
        F(2, 2),
        A("We go to Gurdwara Sri Guru Singh Sabha in Southall every Sunday with the whole family."),
        F(5, 70),
        B("Honestly we have stopped going to the Southall gurdwara since Biji passed, too many memories. "
          "Paath we are doing at home only.", 4),
        F(2, 1),
    ), "Where does Harpreet's family go to worship?", "Which gurdwara did Harpreet's family go to?"),
    Spec("wor-e", "worship", EP, "Declan", "irish", (
        F(2, 2),
        A("Our parish is St Brigid's in Kilcullen, Father Murphy's lot."),
        F(4, 30),
        B("St Brigid's is shut for the roof so we're all traipsing over to Ballymore for Mass till it's done, "
          "after Easter they reckon.", 2),
        F(2, 1),
    ), "Which parish does Declan belong to?"),
    Spec("wor-t", "worship", T, "Loretta", "south_us", (
        F(2, 2),
        A("I'm a member at First Baptist downtown, been there forty years."),
        F(4, 100),
        B("Wade here on Loretta's phone. She won't say it herself but she moved her letter to Grace Methodist "
          "after the business with the deacons. Just so y'all have it right.", 5, by="Wade"),
        F(2, 1),
    ), "What church is Loretta a member of?", "Which church was Loretta a member of before?"),
    Spec("wor-s", "worship", RS, "Bronwen", "welsh", (
        F(2, 2),
        A("We're chapel, Bethesda on the high street. Mam and Nan were too."),
        F(4, 40),
        B("Harvest festival Sunday. Fifty years I've been going to Bethesda, same pew and all.", 3),
        F(2, 1),
    ), "Where does Bronwen go to chapel"),
    Spec("all-r", "allotment", R, "Norman", "plain", (
        F(2, 2),
        A("I've got plot 14 at the Hillside allotments, half a plot mind."),
        F(5, 60),
        B("Committee finally offered me a full one, 31, down by the water trough. Handed 14 back on Saturday, "
          "somebody off the waiting list is chuffed.", 3),
        F(2, 1),
    ), "Which plot has Norman got at the allotments?"),
    Spec("all-c", "allotment", C, "Gemma", "parent", (
        F(2, 1),
        A("allotment is plot 9b at Bramley Rd if school asks for the garden project thing"),
        F(1, 0.01),
        B("sorry 6b not 9b!! 9 is the shed number I always mix them up", 0.01),
        F(2, 0.1),
    ), "What's Gemma's allotment plot?"),
    Spec("all-a", "allotment", AD, "Tama", "nz", (
        F(2, 2),
        A("Our community garden plot's at Awapuni, the one by the netball courts."),
        F(4, 30),
        B("Moving all the tomatoes up to our new plot at the back today, best sun in the whole garden. "
          "Old one's going to be spuds.", 2),
        F(2, 1),
    ), "Which plot does Tama have at the community garden?"),
    Spec("all-e", "allotment", EP, "Pieter", "saf", (
        F(2, 2),
        A("I rent a veggie plot at the Observatory community garden, number 22."),
        F(3, 20),
        B("Garden committee says I can use Nomsa's plot 40 while she's in Durban for three months, so all my "
          "seedlings are living over there now.", 2),
        F(2, 1),
    ), "Which plot does Pieter rent at the community garden?"),
    Spec("all-o", "allotment", OP, "Marjorie", "formal", (
        F(2, 2),
        A("I have had plot 3 at the Elm Lane allotments for twenty-two years."),
        F(3, 25),
        B("My brother Harold has given up his plot at Elm Lane at last and taken one at Mill Road, nearer to his "
          "new bungalow. I shall miss our chats over the fence.", 2),
        F(2, 1),
    ), "Where is Marjorie's allotment?"),
    Spec("bb-r", "broadband", R, "Kyle", "voice", (
        F(2, 2),
        A("our broadband is virgin media the 500 meg one and it's been fine mostly"),
        F(5, 40),
        B("so the community fibre guy came today and fitted the box I've just got to post the virgin router back "
          "in the bag they sent", 4),
        F(2, 1),
    ), "What broadband has Kyle got?", "Who was Kyle's broadband with before?"),
    Spec("bb-f", "broadband", FA, "Sharon", "aus", (
        F(2, 2),
        A("NBN's through Telstra, pricey but it works."),
        F(165, 150),
        B("Telstra rang begging me to come back. Told 'em Aussie Broadband's been faster and cheaper since the day "
          "it went in, so no thanks.", 3),
        F(2, 1),
    ), "Who does Sharon get her internet through?", "Which provider did Sharon have the NBN with originally?"),
    Spec("bb-p", "broadband", PL, "Jun Hao", "sing", (
        F(2, 2),
        A("Home fibre is Singtel, 1Gbps plan, contract till June."),
        F(3, 30),
        B("Already sign up MyRepublic online, cheaper lah. Installation date they give is after my Singtel "
          "contract end, don't want to pay termination fee.", 2),
        F(2, 1),
    ), "Who is Jun Hao's home fibre with currently?"),
    Spec("bb-s", "broadband", RS, "Kerry-Ann", "carib", (
        F(2, 2),
        A("Internet at the house is Flow, the fibre one."),
        F(4, 30),
        B("Flow technician come and change the modem today. Same Flow, just a newer box, internet running sweet.", 3),
        F(2, 1),
    ), "Who does Kerry-Ann have internet with?"),
    Spec("bb-x", "broadband", X, "Percival", "formal", (
        F(2, 2),
        A("We have the broadband from BT, which my son arranged for me."),
        F(4, 80),
        B("I have decided to do without the internet at home altogether and cancelled the BT line last week. "
          "The library suits me perfectly well for my emails.", 4),
        F(2, 1),
    ), "Does Percival have broadband at home?"),
)
