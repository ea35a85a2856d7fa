"""dev12 must-not cases, part B: someone else's change (a husband's new bank job, a friend's
move north, a colleague's favourite film, a neighbour's kitten), plans and hypotheticals that
have not happened, and the same fact said again in new words."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def _other_person() -> list[Scenario]:
    return [
        case("op-01", "employer", "other_person", "Jandira", "Where does Jandira work?", [
            ("Jandira", 0, "I work at Itaú, the branch on Avenida Paulista, fifteen years in September.", "C"),
            ("Everaldo", 0.1, "Fifteen years! They should give you a plaque."),
            ("Everaldo", 3, "I've just started at Bradesco, head office in Osasco — first week went well, everyone is very formal.", "O"),
            ("Jandira", 3.1, "Osasco! The traffic will eat you alive."),
        ]),
        case("op-02", "city", "other_person", "Tegid", "Where does Tegid live?", [
            ("Tegid", 0, "I'm in Bergen, up by Fløyen — it rains 250 days a year and I wouldn't live anywhere else.", "C"),
            ("Asbjorn", 0.2, "I packed up the flat last week and I'm in Tromsø these days — northern lights from my kitchen window.", "O"),
            ("Tegid", 0.3, "Jealous of the lights, not of the winter."),
        ]),
        case("op-03", "favourite", "other_person", "Meilin", "What is Meilin's favourite film?", [
            ("Meilin", 0, "My favourite film of all time is Chungking Express — I rewatch it every New Year's Eve.", "C"),
            ("Zhenyu", 0.1, "Mine just changed: after last night, my all-time favourite is Perfect Days. Sorry, Kurosawa.", "O"),
            ("Meilin", 0.2, "Is the lab meeting still Wednesday at three?"),
            ("Zhenyu", 0.3, "Moved to Thursday, the projector is broken."),
        ]),
        case("op-04", "pet", "other_person", "Gilberto", "What pet does Gilberto have?", [
            ("Gilberto", 0, "Our dog Pipoca is a vira-lata caramelo, eleven years old and still steals bread off the table.", "C"),
            ("Marcinha", 0.1, "Caramelo is the national dog, respect."),
            ("Marcinha", 4, "Guess what — we got a cat! A grey kitten called Fumaça, she hates everyone.", "O"),
            ("Gilberto", 4.1, "Pipoca would lose that fight, he's a coward."),
        ]),
        case("op-05", "gym", "other_person", "Kemunto", "Which gym does Kemunto go to?", [
            ("Kemunto", 0, "Nimejiunga na Crossfit Nairobi in Lavington — 6am classes, three times a week, and my legs are crying.", "C"),
            ("Mumbua", 0.1, "6am?! Hapana."),
            ("Mumbua", 10, "I signed with the Kilimani pilates studio as of last week, 5,000 bob a month. Gym life begins!", "O"),
            ("Kemunto", 10.1, "Pilates gang! See, you can't escape."),
        ]),
        case("op-06", "hairdresser", "other_person", "Florrie", "Where does Florrie get her hair done?", [
            ("Florrie", 0, "I've had my hair done at Curl Up & Dye on Station Road every six weeks since 1998 — Sandra knows my head better than I do.", "C"),
            ("Mildred", 0.1, "The pun! I adore that place."),
            ("Mildred", 2, "My daughter has gone over to that new place on Hill Street, very modern, all concrete and ferns. She won't stop talking about her stylist.", "O"),
            ("Florrie", 2.1, "Concrete and ferns! Each to their own."),
        ]),
        case("op-07", "doctor", "other_person", "Irmgard", "Who is Irmgard's doctor?", [
            ("Irmgard", 0, "My doctor is Dr. Brenner at the Praxis am Markt in Freiburg — twenty years, she knows all my quirks.", "C"),
            ("Cyril", 0.1, "Twenty years with one doctor, that's rare."),
            ("Cyril", 4, "I've finally left old Dr. Harcourt — my GP is a young chap at the riverside clinic as of this month.", "O"),
            ("Irmgard", 4.1, "Good for you, Cyril. Change is healthy, as they say."),
        ]),
        case("op-08", "bank", "other_person", "Xiaobo", "Who does Xiaobo bank with?", [
            ("Xiaobo", 0, "My account is with Lloyds, has been since my student days in Sheffield.", "C"),
            ("Ren", 0.1, "Lloyds! The horse bank."),
            ("Ren", 2, "I just opened a Monzo account and had my salary paid there — the app is so much nicer, the bills pot thing is genius.", "O"),
            ("Xiaobo", 2.1, "Show me the bills pot thing later."),
        ]),
    ]


def _plans() -> list[Scenario]:
    return [
        case("pl-01", "employer", "plan", "Shinji", "Where does Shinji work?", [
            ("Shinji", 0, "I work at Rakuten in Futako-Tamagawa, e-commerce search team, fourth year.", "C"),
            ("Sota", 0.1, "The office with the river view, right?"),
            ("Shinji", 20, "I'm thinking about applying to Mercari in the spring — nothing sent yet, just polishing my CV.", "O"),
            ("Sota", 20.1, "Mercari has good ramen nearby, that's my only advice."),
        ]),
        case("pl-02", "city", "plan", "Sevgi", "Where does Sevgi live?", [
            ("Sevgi", 0, "We live in Izmir, in Alsancak, five minutes from the sea — I walk the Kordon every evening.", "C"),
            ("Cleide", 0.1, "Dream life."),
            ("Sevgi", 30, "If the Berlin offer comes through, we'd relocate next summer. Big if — the interviews haven't even started.", "O"),
        ]),
        case("pl-03", "car", "plan", "Macario", "What does Macario drive?", [
            ("Macario", 0, "Conduzco un Toyota Corolla del 2015, gris, never a single problem.", "C"),
            ("Segismundo", 0.1, "Los Toyota son eternos."),
            ("Macario", 25, "Planning to buy an electric car when the MOVES grant opens in autumn — probably a Kia EV3, if the numbers work.", "O"),
        ]),
        case("pl-04", "internet", "plan", "Riko", "Who is Riko's internet provider?", [
            ("Riko", 0, "Our home internet is docomo hikari, 1 Gbps, bundled with my phone.", "C"),
            ("Haeun", 0.1, "Is it fast in the evenings? Ours dies at 9pm."),
            ("Riko", 20, "I'll probably go with nuro hikari once the current contract ends in March — 2 Gbps for less, supposedly. Haven't signed anything.", "O"),
        ]),
        case("pl-05", "diet", "plan", "Varun", "What kind of diet does Varun have?", [
            ("Varun", 0, "Main toh non-veg hoon, full butter chicken banda — Sunday without mutton curry is not Sunday.", "C"),
            ("Gauri", 0.1, "Tere cholesterol se bhi pooch le kabhi."),
            ("Varun", 15, "Soch raha hoon January se vegan try karun, maybe, after watching that documentary. Dekhte hain.", "O"),
            ("Gauri", 15.1, "Haha, I'll believe it when I see it."),
        ]),
        case("pl-06", "school", "plan", "Natsumi", "Which university does Natsumi attend?", [
            ("Natsumi", 0, "I'm in my second year at Osaka University, economics faculty.", "C"),
            ("Hoa", 0.1, "Economics! Explain inflation to me someday."),
            ("Natsumi", 30, "I might transfer to Kyoto University next year if my grades hold — still thinking, haven't applied.", "O"),
        ]),
        case("pl-07", "landlord", "plan", "Celestino", "Who is Celestino's landlord?", [
            ("Celestino", 0, "Our landlady is Doña Amparo, she lives upstairs and brings us croquetas at Christmas.", "C"),
            ("Fermin", 0.1, "Best landlady in Zaragoza."),
            ("Celestino", 40, "If the bank approves the mortgage, we'd buy the flat we rent next year and be our own landlords. Fingers crossed, nothing decided.", "O"),
        ]),
    ]


def _restatements() -> list[Scenario]:
    return [
        case("rs-01", "city", "restatement", "Gracinha", "Where does Gracinha live?", [
            ("Gracinha", 0, "Moro no Recife, em Boa Viagem, two blocks from the beach.", "C"),
            ("Rivaldo", 0.1, "Cuidado com os tubarões!"),
            ("Rivaldo", 5, "Frevo rehearsal Tuesday, don't forget the umbrella."),
            ("Gracinha", 60, "Still here in Recife, still melting — Boa Viagem hasn't had a cool day since Carnival.", "O"),
        ]),
        case("rs-02", "job", "restatement", "Claudionor", "What does Claudionor do for a living?", [
            ("Claudionor", 0, "Trabalho no porto de Santos, crane operator, 22 years this May.", "C"),
            ("Wagner", 0.1, "Twenty-two years in a crane! Your back must hate you."),
            ("Wagner", 3, "My son just got hired at Petrobras, he's insufferable."),
            ("Claudionor", 50, "Same job, same crane, same port — Santos has me till retirement.", "O"),
        ]),
        case("rs-03", "phone_plan", "restatement", "Nandita", "What phone plan is Nandita on?", [
            ("Nandita", 0, "I'm on jio postpaid, the ₹399 plan, unlimited calls and 75 GB.", "C"),
            ("Harshita", 0.1, "Airtel here, ₹449, the network is better in my building."),
            ("Nandita", 40, "Yep, same jio 399 plan, nothing's changed — customer care tried to upsell me, I said no thank you.", "O"),
        ]),
        case("rs-04", "community_group", "restatement", "Wilfred", "Which community group is Wilfred part of?", [
            ("Wilfred", 0, "Thursday evenings you'll find me at the repair café in St Anne's hall, fixing toasters and lamps for the neighbourhood.", "C"),
            ("Ethelbert", 0.1, "I have a wireless that needs you."),
            ("Ethelbert", 5, "The allotment committee has banned gnomes. I am appealing."),
            ("Wilfred", 45, "The repair café carries on every Thursday at St Anne's, and I'm still on toaster duty.", "O"),
        ]),
        case("rs-05", "tutor", "restatement", "Darshana", "Who is Darshana's vocal teacher?", [
            ("Darshana", 0, "My Carnatic vocal teacher is Smt. Vasanthi Iyer in Mylapore — Tuesday and Friday evenings.", "C"),
            ("Devika", 0.1, "Iyer ma'am is strict na? My cousin learnt from her."),
            ("Devika", 4, "Margazhi season tickets are out, shall we book?"),
            ("Darshana", 70, "Lessons with Vasanthi Iyer continue — Tuesdays and Fridays as ever, and she's making me do varnams until I cry.", "O"),
        ]),
    ]


def cases() -> list[Scenario]:
    return _other_person() + _plans() + _restatements()
