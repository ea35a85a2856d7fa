"""test7 far-apart changes: the new state is told 150+ turns and 60+ days after the old one,
often in passing."""

from __future__ import annotations

from ._test7_build import C, F, O, T, case

A = "far_apart"

CASES = [
    case("insurer", A, "Shannon", "Troy", "aus", [
        F(2), O("Car rego and insurance both due this month, I'm with NRMA for the insurance."),
        F(90, 70), T("Got a flat on the M5 and waited an hour for roadside, not impressed.", 2), F(80, 60),
        C("Switched the car insurance to Budget Direct, NRMA wanted an extra 300 on renewal, no thanks.", 3),
        F(2, 1)],
        "Who is Shannon's car insured with?", "Who was Shannon's car insurance with before?"),
    case("energy", A, "Virgil", "Opal", "southern", [
        O("We get our electric from the Jackson EMC, been members since Daddy's time."),
        F(175, 150),
        C("Living in town now, so the lights come from Georgia Power. First time in forty years I ain't a co-op "
          "member.", 2),
        F(1, 1)],
        "Who does Virgil get his electricity from?"),
    case("allotment", A, "Cedric", "Phyllis", "formal", [
        F(1), O("I cultivate plot 7B at the Whitmore Road allotments."),
        F(165, 130),
        C("The council has moved all of us off Whitmore Road for the housing scheme. I have been allocated plot 22 "
          "at Ashby Lane, which I am told has far better soil.", 4),
        F(2, 1)],
        "Which allotment plot does Cedric work?", "Where was Cedric's allotment before?"),
    case("dentist", A, "Tariq", "Bilal", "voice", [
        O("my dentist is at the Hockley Smile Clinic"),
        F(170, 140),
        C("had my first check up at the mydentist on Soho Road today they were alright actually better than "
          "Hockley", 3),
        F(1, 1)],
        "who's Tariq's dentist"),
    case("sports_club", A, "Eoin", "Ronan", "irish", [
        F(2), O("I hurl with Na Piarsaigh, senior panel."),
        F(160, 120),
        C("Transfer went through at last, I'm lining out with Ballygunner from the first round of the "
          "championship.", 5),
        F(1, 1)],
        "Which club does Eoin hurl for?", "Which club did Eoin hurl with before?"),
    case("vet", A, "Shona", "Mhairi", "scot", [
        O("Hector's wi' the PDSA in Dundee, they're awfy good wi' him."),
        F(100, 80), T("Hector ate a whole tray o' tablet, he was fine but the tablet wisnae.", 3), F(70, 60),
        C("Hector's at the new Tay Vets in Broughty Ferry, much nearer the hoose.", 2),
        F(1, 1)],
        "Where does Shona take Hector for the vet"),
    case("gp", A, "Thabo", "Zanele", "sa", [
        F(1), O("My doctor is Dr Naidoo at the Rosebank clinic."),
        F(168, 120),
        C("Medical aid changed the network, so I'm seeing Dr Mokoena in Parktown. Dr Naidoo's not on the list "
          "anymore, sad.", 3),
        F(1, 1)],
        "Who is Thabo's doctor?", "Who was Thabo's doctor before?"),
    case("bank", A, "Desmond", "Hyacinth", "carib", [
        O("Mi bank wid NCB from mi was a youth."),
        F(172, 160),
        C("Mi tek out every cent from NCB an put it inna Sagicor. Dem fees was tiefin mi.", 2),
        F(2, 1)],
        "Where does Desmond keep his money?"),
    case("employer", A, "Nicola", "Danielle", "parent", [
        F(2), O("back at Boots on the tills 3 days a week now mat leave's over"),
        F(166, 150),
        C("first week in the school office done!! term time hours, no more boots rotas ever 🙌", 3),
        F(1, 1)],
        "Where does Nicola work?", "Where did Nicola work before?"),
    case("home", A, "Rohan", "Ishaan", "indian", [
        O("I'm staying in a PG in Whitefield, near ITPL."),
        F(80, 60), T("PG aunty increased the rent again, and the food is getting worse.", 2), F(85, 60),
        C("Took a 1BHK in HSR Layout finally. PG life is over, only the commute to Whitefield is horrible.", 4),
        F(1, 1)],
        "Where does Rohan stay?", "Where was Rohan staying before?"),
    case("music_group", A, "Loretta", "Wanda", "southern", [
        F(1), O("I sing alto in the choir at First Baptist."),
        F(170, 180),
        C("I've been singing with the Mount Zion community choir since the fall. First Baptist's choir kind of "
          "fizzled out after Brother Jim passed.", 3),
        F(1, 1)],
        "Which choir does Loretta sing in?", "Which choir did Loretta sing in before?"),
    case("mobile", A, "Ellie", "Nathan", "plain", [
        O("I'm on EE, the signal at the flat is the only decent one."),
        F(164, 100),
        C("Ditched EE for giffgaff in the end, it's a tenner a month and honestly the signal's fine.", 2),
        F(1, 1)],
        "What network is Ellie on?"),
]
