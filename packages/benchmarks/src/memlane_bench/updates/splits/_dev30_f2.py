"""dev30 scenarios, part 2: childminder, dentist, optician, union, charity volunteering."""

from __future__ import annotations

from ._dev30_build import AD, EP, FA, OP, PL, RS, A, B, C, F, R, Spec, T, X

TALK: dict[str, tuple[str, ...]] = {
    "childminder": (
        "Drop-off was a nightmare, he clung to my leg like a koala.",
        "Sent the wrong size nappies in the bag again, oops.",
        "Childcare costs are more than the mortgage, honestly.",
        "He came home covered in paint and very proud of it.",
    ),
    "dentist": (
        "Chipped a bit of tooth on a toffee, typical.",
        "Bought one of those electric toothbrushes, feels like a spa.",
        "Gums bleeding a bit when I floss, probably need to do it more.",
        "Still numb from the filling, dribbled tea down my top.",
    ),
    "optician": (
        "Can't read the menu without holding it at arm's length any more.",
        "Sat on my reading glasses, one arm's wonky now.",
        "Screens all day are giving me headaches.",
        "Lost a contact lens down the sink this morning.",
    ),
    "union": (
        "Ballot papers came for the pay offer, need to read the small print.",
        "Management are talking about restructuring again, everyone's on edge.",
        "Went to the branch meeting, mostly arguing about the minutes.",
        "Pay rise came through at last, less than inflation of course.",
    ),
    "charity": (
        "Sorted six bags of donations, someone gave us a wedding dress.",
        "Did a sponsored walk for the hospice, blisters everywhere.",
        "Someone dropped off a box of vinyl records, the lads went mad for it.",
        "Raffle raised three hundred quid, not bad for a wet Saturday.",
    ),
}

SPECS: tuple[Spec, ...] = (
    Spec("cm-r", "childminder", R, "Lauren", "parent", (
        F(2, 2),
        A("childminder is Tracey on Albert St, mon-wed"),
        F(5, 40),
        B("Noah's been at Jo's (Little Owls) all week since Tracey retired, loving it, zero tears at drop off!!", 4),
        F(2, 1),
    ), "Who's Lauren's childminder?"),
    Spec("cm-t", "childminder", T, "Ananya", "india", (
        F(2, 2),
        A("Our daughter goes to Mrs Pereira's daycare in Powai, timings are 9 to 5."),
        F(4, 50),
        B("This is Rohan, Ananya's husband. Please update, from this month Ishita is going to Kidzee "
          "Hiranandani. Mrs Pereira has shifted to Pune.", 4, by="Rohan"),
        F(2, 1),
    ), "Which daycare does Ananya's daughter go to?"),
    Spec("cm-e", "childminder", EP, "Ailsa", "scot", (
        F(2, 2),
        A("Wee man's childminder is Fiona in Portobello, she's magic wi' him."),
        F(3, 20),
        B("Fiona's aff for her op so he's at her pal Shona's in Joppa for the next fortnight. He's fine, "
          "she's got chickens.", 2),
        F(2, 1),
    ), "Who's Ailsa's childminder?"),
    Spec("cm-o", "childminder", OP, "Cerys", "welsh", (
        F(2, 2),
        A("Our Elis goes to Mrs Pugh three days a week, she's a childminder up by the school."),
        F(3, 20),
        B("Our Nia's taken her two out of Mrs Pugh's and put them in the nursery in town, says it's easier "
          "with her shifts.", 2),
        F(2, 1),
    ), "Who looks after Cerys's Elis during the week"),
    Spec("cm-a", "childminder", AD, "Hemi", "nz", (
        F(2, 2),
        A("The kids go to Aunty Rangi's home-based care on Tuesdays and Thursdays."),
        F(3, 25),
        B("New arrangement from this week: Kiri the PORSE educator down the road has them Fridays.", 2),
        F(2, 1),
    ), "Who looks after Hemi's kids?"),
    Spec("den-r", "dentist", R, "Lerato", "saf", (
        F(2, 2),
        A("My dentist is Dr Naidoo at Rosebank Dental, love her."),
        F(5, 90),
        B("Dr Naidoo emigrated to Perth, eish. Had my first check-up at Smile Studio in Parkhurst on Friday and "
          "they've taken over my file.", 4),
        F(2, 1),
    ), "Who is Lerato's dentist?", "Which practice was Lerato going to for her teeth before?"),
    Spec("den-c", "dentist", C, "Marcus", "voice", (
        F(2, 1),
        A("my dentist is kings road dental by the way if you need it for the form"),
        F(1, 0.01),
        B("wait no scratch that it's kingsway dental kings road is where my son goes for his braces", 0.01),
        F(2, 0.1),
    ), "Which dental practice is Marcus registered with?"),
    Spec("den-f", "dentist", FA, "Hilda", "formal", (
        F(2, 2),
        A("My dentist is Mr Frobisher at the Wellgate practice; I have been his patient since 1987."),
        F(160, 200),
        B("Mr Frobisher has at last retired, and I have registered with a younger lady, Dr Okafor, at the Castle "
          "Street surgery. She was very gentle. Yours, Hilda.", 3),
        F(2, 1),
    ), "Who does Hilda see for her teeth these days?", "Who was Hilda's dentist for all those years?"),
    Spec("den-e", "dentist", EP, "Kylie", "aus", (
        F(2, 2),
        A("Dentist's Dr Wong at Chermside, been going since I was a kid."),
        F(3, 15),
        B("Cracked a molar in Bali so a dentist in Seminyak put a temporary filling in. Dr Wong does it properly "
          "when I'm home.", 2),
        F(2, 1),
    ), "Who's Kylie's dentist"),
    Spec("den-s", "dentist", RS, "Marcia", "carib", (
        F(2, 2),
        A("My dentist is Dr Ahmed at Brixton Hill Dental."),
        F(4, 60),
        B("Went for cleaning today, same place up the hill, Dr Ahmed say mi gums looking good.", 3),
        F(2, 1),
    ), "Where does Marcia go to the dentist?"),
    Spec("opt-r", "optician", R, "Hamish", "scot", (
        F(2, 2),
        A("I get ma eyes done at Specsavers on Princes Street."),
        F(4, 80),
        B("Gave up on Specsavers, the queue's a joke. Boots Opticians in the St James Quarter did my test last "
          "week and the new specs are ready Friday.", 4),
        F(2, 1),
    ), "Which optician does Hamish use?"),
    Spec("opt-x", "optician", X, "Sunita", "india", (
        F(2, 2),
        A("I wear monthly contact lenses from Lenskart, they deliver home."),
        F(4, 60),
        B("LASIK done last month, vision is 6/6! No need of lenses or Lenskart anymore, I gave the leftover "
          "solution to my cousin.", 4),
        F(2, 1),
    ), "Does Sunita still wear contact lenses?", "Where did Sunita get her lenses from?"),
    Spec("opt-a", "optician", AD, "Becky", "parent", (
        F(2, 2),
        A("my optician is Vision Express in the retail park"),
        F(3, 30),
        B("took Millie to Clearview, the new independent on the high st, for her first test and ended up signing "
          "myself up for their contact lens plan lol (VE still does my glasses)", 2),
        F(2, 1),
    ), "Which optician does Becky go to?"),
    Spec("opt-p", "optician", PL, "Dafydd", "welsh", (
        F(2, 2),
        A("Optician's Evans & Hughes in Caernarfon, they've done my eyes for years."),
        F(3, 40),
        B("Booked in with the Specsavers in Bangor for the 12th, Evans & Hughes can't fit me in till March. "
          "Feels disloyal, mind.", 2),
        F(2, 1),
    ), "Who does Dafydd go to for his eyes?"),
    Spec("opt-t", "optician", T, "Earlene", "south_us", (
        F(2, 2),
        A("My eye doctor is Dr Boudreaux over in Lafayette, he keeps an eye on my cataracts."),
        F(4, 120),
        B("Hey it's Kaylee, Grandma Earlene's granddaughter. Dr Boudreaux retired so we got her set up at Acadiana "
          "Eye Center with a Dr Patel. She's seen him twice already.", 5, by="Kaylee"),
        F(2, 1),
    ), "Who's Earlene's eye doctor"),
    Spec("uni-x", "union", X, "Glyn", "welsh", (
        F(2, 2),
        A("I'm a member of Unite, been paying subs since the pit."),
        F(4, 90),
        B("Stopped my Unite subs now I've finished at work, no point paying in. Forty years, mind.", 4),
        F(2, 1),
    ), "Is Glyn in a union?", "Which union was Glyn a member of?"),
    Spec("uni-r", "union", R, "Leanne", "aus", (
        F(2, 2),
        A("I'm with the ANMF, they've been good during the pay dispute."),
        F(4, 70),
        B("Since I went into admin the HSU's my union. Let the ANMF lapse in June, no point paying for both.", 4),
        F(2, 1),
    ), "Which union is Leanne in?"),
    Spec("uni-o", "union", OP, "Sipho", "saf", (
        F(2, 2),
        A("I'm a NUMSA member, it's the union at the plant."),
        F(3, 20),
        B("Sipho, just so you know, I've left NUMSA and joined Solidarity, the meetings suit me better.", 2,
          by="Bongani"),
        F(2, 1),
    ), "Which union does Sipho belong to"),
    Spec("uni-s", "union", RS, "Tanisha", "voice", (
        F(2, 2),
        A("I'm in Unison through work it's like twelve quid a month"),
        F(3, 30),
        B("union rep came round the ward today reminding everyone to vote yeah I'm still paying into Unison "
          "obviously", 3),
        F(2, 1),
    ), "What union is Tanisha a member of?"),
    Spec("uni-f", "union", FA, "Niamh", "irish", (
        F(2, 2),
        A("I'm in the INTO, the teachers' union, since I qualified."),
        F(156, 130),
        B("Since I went over to the secondary school it's the TUI for me, the INTO doesn't cover us there.", 3),
        F(2, 1),
    ), "Which union is Niamh a member of?"),
    Spec("cha-r", "charity", R, "Beryl", "formal", (
        F(2, 2),
        A("I volunteer on Tuesday mornings at the Oxfam shop on Market Street."),
        F(4, 70),
        B("Since the Oxfam shop closed its doors, I have offered my Tuesdays to the British Heart Foundation "
          "furniture shop. The manager is charming.", 4),
        F(2, 1),
    ), "Where does Beryl volunteer?", "Which charity shop did Beryl volunteer in previously?"),
    Spec("cha-a", "charity", AD, "Mei Xin", "sing", (
        F(2, 2),
        A("Every Saturday I volunteer at Willing Hearts, packing meals."),
        F(3, 20),
        B("Now I go Food from the Heart on Wednesday night also, distribute the goodie bags. Quite shiok to help.", 2),
        F(2, 1),
    ), "Where does Mei Xin volunteer"),
    Spec("cha-e", "charity", EP, "Ngaire", "nz", (
        F(2, 2),
        A("I'm a volunteer at the Hospice shop in Newtown, Thursdays."),
        F(3, 30),
        B("Hospice shop's shut for a refit so I'm helping in the City Mission kitchen this month.", 2),
        F(2, 1),
    ), "Where does Ngaire volunteer on Thursdays?"),
    Spec("cha-t", "charity", T, "Ramesh", "india", (
        F(2, 2),
        A("I am volunteering with HelpAge India, teaching computers to seniors at the Jayanagar centre."),
        F(3, 60),
        B("Kavya here, Ramesh's daughter. Appa has given up the HelpAge classes, his knee is bad. He is doing the "
          "accounts for the Rotary club from home instead.", 4, by="Kavya"),
        F(2, 1),
    ), "What volunteering does Ramesh do?", "Who did Ramesh volunteer with before?"),
    Spec("cha-c", "charity", C, "Eilidh", "scot", (
        F(2, 1),
        A("I volunteer wi' Shelter on Fridays, at the shop in Stockbridge."),
        F(2, 0.02),
        B("Naw sorry, it's Barnardo's in Stockbridge. Shelter's the one my mum does in Morningside. Two charity "
          "shops, one family, I get confused.", 0.01),
        F(1, 0.1),
    ), "Which charity shop does Eilidh help out in?"),
)
