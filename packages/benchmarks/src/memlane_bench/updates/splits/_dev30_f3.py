"""dev30 scenarios, part 3: sports club, landlord, subscription, loyalty scheme, hairdresser."""

from __future__ import annotations

from ._dev30_build import AD, EP, FA, OP, PL, RS, A, B, C, F, R, Spec, T, X

TALK: dict[str, tuple[str, ...]] = {
    "sports_club": (
        "Pulled a hamstring at training, icing it now.",
        "Club dinner was a laugh, the awards were rigged as usual.",
        "Match got called off, pitch was waterlogged.",
        "Need new boots, these have split at the toe.",
    ),
    "landlord": (
        "Rent went out today, bank balance looking sad.",
        "Mould's back in the bathroom corner, bleached it again.",
        "Inspection next week so I'd better hoover under the bed.",
        "Neighbour upstairs has started tap dancing at midnight, or that's what it sounds like.",
    ),
    "subscription": (
        "Why is every app a monthly fee now.",
        "Finally cancelled that free trial I forgot about, lost a tenner.",
        "Went through the bank statement and found three things I don't use.",
        "Watched a whole series in one weekend, no regrets.",
    ),
    "loyalty": (
        "Big shop came to a hundred and forty quid, how.",
        "Self checkout said unexpected item in bagging area four times.",
        "Got money off vouchers in the post, mostly for things I never buy.",
        "Queue at the till went all the way down the cereal aisle.",
    ),
    "hairdresser": (
        "Grey roots are coming through, need to sort that.",
        "Tried a fringe at home, huge mistake.",
        "Bad hair day, wore a hat to the shops.",
        "Humidity has turned my hair into a hedge.",
    ),
}

SPECS: tuple[Spec, ...] = (
    Spec("spo-r", "sports_club", R, "Wiremu", "nz", (
        F(2, 2),
        A("I play club rugby for Petone, reserves mostly."),
        F(4, 120),
        B("Pulled on the Ories jersey for the first time Saturday, Oriental-Rongotai, scored a try too. Petone "
          "didn't have a spot for me in the premiers.", 4),
        F(2, 1),
    ), "Which club does Wiremu play rugby for?"),
    Spec("spo-c", "sports_club", C, "Cedric", "formal", (
        F(2, 1),
        A("I am a member of the Ashdown Park Bowling Club."),
        F(2, 0.02),
        B("My apologies, I wrote that in haste. It is the Ashcombe Park Bowling Club. Ashdown is the golf club "
          "I left years ago.", 0.01),
        F(1, 0.1),
    ), "Which bowling club is Cedric a member of?"),
    Spec("spo-x", "sports_club", X, "Jodie", "parent", (
        F(2, 2),
        A("I do netball with the Tuesday Titans at the leisure centre"),
        F(4, 40),
        B("handed my bib back at the Titans last night, can't do Tuesdays with the new shifts. gutted", 3),
        F(2, 1),
    ), "Does Jodie still play netball?"),
    Spec("spo-a", "sports_club", AD, "Cathal", "irish", (
        F(2, 2),
        A("I play hurling with Na Fianna, junior B."),
        F(3, 30),
        B("Signed for Glasnevin FC on Sunday! Sunday league soccer. The Na Fianna lads think I've defected.", 2),
        F(2, 1),
    ), "Which club does Cathal play for?"),
    Spec("spo-p", "sports_club", PL, "Travis", "south_us", (
        F(2, 2),
        A("I'm a member out at Magnolia Creek Country Club, play Saturdays."),
        F(3, 30),
        B("Reckon I'm done with Magnolia Creek, dues went up again. Put my name on the waitin' list at Cypress "
          "Bend, they say maybe spring.", 2),
        F(2, 1),
    ), "Where's Travis a member for golf?"),
    Spec("lan-r", "landlord", R, "Olu", "plain", (
        F(2, 2),
        A("Our landlord's Mr Hendry, he owns the whole block and does the repairs himself."),
        F(4, 60),
        B("Pasting this so I don't lose it: 'Dear Tenant, please be advised that Mr Hendry has completed the sale "
          "of 14 Carlton Road to Brookfield Residential Ltd, who are your landlord from 1 March. Rent should be "
          "paid to the account below.'", 4),
        F(2, 1),
    ), "Who is Olu's landlord?", "Who was Olu's landlord before the sale?"),
    Spec("lan-t", "landlord", T, "Gloria", "carib", (
        F(2, 2),
        A("My flat is with Hyde Housing, they never come fix nothing."),
        F(4, 90),
        B("Yvonne here, Gloria's niece, helping her with the computer. Hyde handed her whole block over to "
          "Clarion in the summer, so it's Clarion she rents from. The letters all come from them.", 5, by="Yvonne"),
        F(2, 1),
    ), "Who does Gloria rent her flat from", "Which housing association was Gloria with before?"),
    Spec("lan-f", "landlord", FA, "Farhan", "sing", (
        F(2, 2),
        A("I'm renting a room in Tampines, landlord is Mdm Koh, she very strict about aircon."),
        F(160, 180),
        B("Shifted out from Mdm Koh place already. Now renting studio in Bedok, owner is one Mr Tan, stays in "
          "Australia, the agent handle everything.", 3),
        F(2, 1),
    ), "Who is Farhan renting from?", "Who was Farhan's landlady in Tampines?"),
    Spec("lan-o", "landlord", OP, "Annelie", "saf", (
        F(2, 2),
        A("We rent through Pam Golding Rentals, our agent is Marisa."),
        F(3, 20),
        B("My sister finally moved her flat over from Pam Golding to Seeff, says Seeff actually answer the phone.", 2),
        F(2, 1),
    ), "Who does Annelie rent through?"),
    Spec("lan-s", "landlord", RS, "Ross", "voice", (
        F(2, 2),
        A("the letting agent is Lomond Lettings they're on Leith Walk"),
        F(4, 40),
        B("Lomond finally came out about the boiler same useless letting agent but at least it's fixed their "
          "guy was nice", 3),
        F(2, 1),
    ), "Who's Ross's letting agent"),
    Spec("sub-x", "subscription", X, "Edith", "formal", (
        F(2, 2),
        A("I take the Daily Telegraph, delivered by the newsagent each morning."),
        F(4, 60),
        B("I have cancelled the paper. It had become more advertisements than news, and my eyes tire easily. "
          "The newsagent was most understanding.", 4),
        F(2, 1),
    ), "Which newspaper does Edith have delivered?", "Which paper did Edith take?"),
    Spec("sub-r", "subscription", R, "Mick", "aus", (
        F(2, 2),
        A("We get a HelloFresh box every Monday, saves thinking about dinner."),
        F(4, 40),
        B("Missus reckons Marley Spoon's recipes are better so that's what turns up Mondays these days. "
          "HelloFresh keep emailing me discount codes, bit desperate.", 3),
        F(2, 1),
    ), "Which meal kit does Mick get?"),
    Spec("sub-a", "subscription", AD, "Siddharth", "india", (
        F(2, 2),
        A("We have Netflix premium plan, whole family shares it."),
        F(3, 20),
        B("Took JioCinema premium for the IPL, cricket is only there.", 2),
        F(2, 1),
    ), "What streaming does Siddharth pay for?"),
    Spec("sub-p", "subscription", PL, "Danielle", "voice", (
        F(2, 2),
        A("I've got spotify premium the family one me and the kids"),
        F(3, 25),
        B("okay I'm cancelling spotify at the end of the month and we're going over to apple music cause of the "
          "bundle thing remind me on the 28th", 2),
        F(2, 1),
    ), "Which music service does Danielle pay for?"),
    Spec("sub-e", "subscription", EP, "Owain", "welsh", (
        F(2, 2),
        A("I've got Sky Sports on the telly, mainly for the rugby."),
        F(3, 30),
        B("Over at our Huw's for the fortnight while the kitchen's done, so it's his TNT Sports we're on for the "
          "Six Nations. Strange not having my own remote.", 2),
        F(2, 1),
    ), "Which sports package does Owain pay for?"),
    Spec("loy-x", "loyalty", X, "Bobbie Jo", "south_us", (
        F(2, 2),
        A("I've got the Kroger Plus card, saves me a few dollars on gas too."),
        F(4, 60),
        B("Cut that Kroger card up and threw it out. We do all our shoppin' at Aldi and they don't do cards.", 3),
        F(2, 1),
    ), "What grocery rewards card does Bobbie Jo use?"),
    Spec("loy-c", "loyalty", C, "Hui Min", "sing", (
        F(2, 1),
        A("My rewards card is Linkpoints, for FairPrice."),
        F(1, 0.01),
        B("Sorry ah, I mean Yuu Rewards for Cold Storage, not FairPrice. I change long time ago already, always "
          "forget.", 0.01),
        F(2, 0.1),
    ), "Which supermarket rewards does Hui Min use?"),
    Spec("loy-a", "loyalty", AD, "Kirsty", "scot", (
        F(2, 2),
        A("I collect Nectar points at Sainsbury's, saving them for Christmas."),
        F(3, 20),
        B("Downloaded the Clubcard app the day, the big Tesco's right by the new office.", 2),
        F(2, 1),
    ), "Which loyalty schemes is Kirsty in?"),
    Spec("loy-s", "loyalty", RS, "Aoife", "irish", (
        F(2, 2),
        A("I use the SuperValu Real Rewards card for the big shop."),
        F(4, 30),
        B("Got a tenner off at SuperValu with the points, delighted with myself. Best card in the purse.", 3),
        F(2, 1),
    ), "What loyalty card does Aoife use for groceries"),
    Spec("loy-o", "loyalty", OP, "Meenakshi", "india", (
        F(2, 2),
        A("I use the Tata Neu card for all BigBasket orders, NeuCoins are good."),
        F(3, 20),
        B("Prakash here, Meenakshi's husband. I have moved my grocery ordering to Amazon Fresh with Prime, "
          "closed my Tata Neu.", 2, by="Prakash"),
        F(2, 1),
    ), "Which loyalty programme does Meenakshi use?"),
    Spec("hai-r", "hairdresser", R, "Shantelle", "carib", (
        F(2, 2),
        A("Mi hair done at Roots & Locs in Peckham, Sandra does my twists."),
        F(5, 60),
        B("Sandra open her own shop! So mi follow her. Crown & Glory on Rye Lane, nicer place.", 4),
        F(2, 1),
    ), "Which salon does Shantelle go to?", "Where did Shantelle get her hair done before?"),
    Spec("hai-t", "hairdresser", T, "Doreen", "formal", (
        F(2, 2),
        A("I have my hair set every Friday at Maison Claire on the parade."),
        F(4, 90),
        B("Hello, Pauline here, Doreen's daughter. Maison Claire has closed, so Mum has a mobile hairdresser, "
          "Tina, coming to the house on Fridays. Just so her notes are right.", 5, by="Pauline"),
        F(2, 1),
    ), "Who does Doreen's hair"),
    Spec("hai-e", "hairdresser", EP, "Tayla", "aus", (
        F(2, 2),
        A("My hairdresser's Jade at Tangled in Newtown, does my balayage."),
        F(3, 25),
        B("Jade's on mat leave so one of the other girls at Tangled did me today, Mia I think. Cut was fine.", 2),
        F(2, 1),
    ), "Who's Tayla's hairdresser?"),
    Spec("hai-p", "hairdresser", PL, "Farah", "india", (
        F(2, 2),
        A("I go to Lakmé Salon in Bandra for haircut and colour."),
        F(3, 30),
        B("Next time I'll go to Jean-Claude Biguine, my friend got keratin there. Lakmé is getting too costly.", 2),
        F(2, 1),
    ), "Which salon does Farah go to"),
    Spec("hai-f", "hairdresser", FA, "Tammy", "south_us", (
        F(2, 2),
        A("My hair gal is Charlene at Curl Up & Dye, been goin' to her since high school."),
        F(170, 160),
        B("After Charlene moved to Tulsa I tried three places and I've settled on Bella's Salon on Main. Lacey "
          "does my color and she's a doll.", 3),
        F(2, 1),
    ), "Who does Tammy's hair?", "Who was Tammy's hairdresser for years?"),
)
