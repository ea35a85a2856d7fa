"""dev22 corrections (the user fixes a slip of their own, minutes later) and retractions (a value
stops holding and nothing takes its place), in learner English."""

from __future__ import annotations

from ._dev22_build import A, B, C, F, M, S

CORRECTIONS = [
    S("job", "correction", "Agnieszka", "Bartek", [
        F(1),
        A("I work at Lidl logistic center in Wroclaw, as team leader for the night shift."),
        C("Team leader already? Gratulacje!", 0.01),
        B("Ah no sorry, I wrote wrong, is Kaufland logistic, not Lidl. Lidl was only my interview.", 0.01),
        F(2, 1),
    ], "Which logistics centre does Agnieszka work at?"),
    S("home", "correction", "Natalia", "Igor", [
        A("I am living in Linz since the autumn, with my husband and the baby."),
        F(2, 0.02),
        B("Sorry I said wrong, not Linz, is Leonding, the small town next to Linz. Everyone confuses it, me too.",
          0.01),
        F(1),
    ], "What town does Natalia live in?"),
    S("bank", "correction", "Ana", "Vitoria", [
        A("I have my account in Millennium BCP, the salary comes there."),
        F(1, 0.01),
        B("Wait, I confused, my account is Caixa Geral. Millennium is from my husband. Sorry!", 0.01),
        F(2, 1),
    ], "Which bank does Ana have her account with?"),
    S("phone", "correction", "Mariana", "Pedro", [
        A("My number is with Claro, prepaid."),
        C("Claro here has good signal?", 0.01),
        B("Ah sorry, is TIM not Claro, I mix them always. Claro was my old one in Brazil.", 0.01),
        F(2, 1),
    ], "Which phone company is Mariana with?"),
    S("doctor", "correction", "Wojciech", "Magda", [
        A("My GP is doctor Kowalczyk in the Praxis on the Hauptstraße."),
        F(2, 0.02),
        B("Correction: the name of the doctor is Kowalewski, not Kowalczyk, I write it always wrong.", 0.01),
    ], "What is the name of Wojciech's GP?"),
    S("language", "correction", "Tariq", "Huda", [
        A("I learn Dutch in a course at ROC Amsterdam, Monday and Wednesday evening."),
        F(1, 0.01),
        B("I made mistake, the course is not ROC, is in the Taalhuis of the library. ROC was too expensive for me.",
          0.01),
        F(2, 2),
    ], "Where does Tariq do his Dutch course?"),
    S("partner", "correction", "Lin", "Yan", [
        A("My partner is Daniel, we live together since January."),
        F(1, 0.01),
        B("Oops, I wrote Daniel, is David! Daniel is my brother haha, I am too tired today.", 0.01),
        F(2, 1),
    ], "What is the name of Lin's partner?"),
    S("pet", "correction", "Hiro", "Sakura", [
        A("My hamster is called Mochi, he sleeps all day."),
        C("Cute name!", 0.01),
        B("Ah no, Mochi was the old one, I am confused. The one now is Daifuku, my son chose the name.", 0.01),
        F(2, 1),
    ], "What is the name of Hiro's hamster?"),
    S("club", "correction", "Sunil", "Radha", [
        A("I am member of the cricket club in Harrow, we play Saturdays."),
        F(2, 0.02),
        B("Not Harrow sorry, is the club in Wembley, I mixed because I live in Harrow.", 0.01),
    ], "Which cricket club is Sunil a member of?"),
    S("kids_school", "correction", "Ayesha", "Bilal", [
        A("My son goes to the Oak Primary, year 3."),
        F(1, 0.01),
        B("Not Oak, sorry, is Elm Primary. Oak is the nursery of my daughter, too many trees haha.", 0.01),
        F(1, 1),
    ], "Which school does Ayesha's son go to?"),
    S("internet", "correction", "Carmen", "Alvaro", [
        A("Our internet at home is from Movistar, the fibre."),
        F(2, 0.02),
        B("Sorry no, is Digi. Movistar is only my phone. Too many contracts!", 0.01),
        F(1, 1),
    ], "Which internet company does Carmen have at home?"),
    S("insurance", "correction", "Paulo", "Gisele", [
        A("My insurance is Allianz, for the health."),
        F(1, 0.01),
        B("Ah I confused, Allianz is for the car. The health is by Médis.", 0.01),
        F(2, 1),
    ], "Which health insurer does Paulo have?"),
]

RETRACTIONS = [
    S("job", "retraction", "Thiago", "Renata", [
        A("I am working as cook in the Hotel Ibis near the airport, shifts of ten hours."),
        F(4, 70),
        B("I finished with the Ibis. Now I stay home and look for something, is difficult time.", 5),
        F(2, 2),
    ], "Does Thiago have a job at the moment?", "Where was Thiago cooking?"),
    S("car", "retraction", "Bogdan", "Irina", [
        A("I have a VW Golf, diesel, 2012."),
        F(4, 60),
        B("I sold the Golf, now no car at all, I go everywhere by bike. Is healthy also.", 4),
        F(1),
    ], "Does Bogdan have a car?", "Which car did Bogdan have?"),
    S("study", "retraction", "Ravi", "Anjali", [
        A("I make the master of mechanical engineering in TU Munich, part time, beside the job."),
        F(5, 120),
        B("I stopped the master, too much with the job and the baby. Maybe later again, who knows.", 6),
        F(1),
    ], "Is Ravi still doing his master's?"),
    S("language", "retraction", "Maryam", "Reza", [
        A("I have German course B2 in the Goethe Institut, three times a week."),
        F(3, 90),
        B("I finished with the course, no more German lessons! I passed the B2 exam with 82 points.", 4),
        F(2, 2),
    ], "Is Maryam taking a German course?"),
    S("sport", "retraction", "Milena", "Goran", [
        A("I train in the gym Clever Fit, after the work, three or four times."),
        F(4, 80),
        B("I finished with the gym. Cancelled the membership, I only walk now with my neighbour.", 3),
        F(1),
    ], "Does Milena still go to the gym?", "Which gym did Milena go to?"),
    S("partner", "retraction", "Rui", "Carla", [
        A("I am married with Teresa, we have two kids, Tomás and Leonor."),
        F(5, 150),
        B("Me and Teresa, we are separated since summer, the papers of divorce are in process. I live alone now.", 8),
        F(2, 2),
    ], "Is Rui married?", "Who was Rui married to?"),
    S("pet", "retraction", "Daria", "Sasha", [
        A("I have a parrot, Kesha, he speak some words in Russian, very funny."),
        F(4, 100),
        B("Kesha flew away through the window last week, we searched everywhere. No more birds for me, too sad.", 6),
        F(1),
    ], "Does Daria have a pet?"),
    S("diet", "retraction", "Sneha", "Vikram", [
        A("I am vegan since 2 years, no milk, no eggs, nothing."),
        F(3, 70),
        B("I am not vegan anymore, I eat again eggs and cheese, was too difficult with all the travelling.", 5),
        F(2, 2),
    ], "Is Sneha vegan?", "What diet did Sneha follow before?"),
    S("club", "retraction", "Alicja", "Kuba", [
        A("I am member of the Polish club in Dublin, we make events every month."),
        F(4, 110),
        B("I left the Polish club, too much politics there. No more club for me.", 7),
        F(1),
    ], "Is Alicja a member of any club?"),
    S("landlord", "retraction", "Tuan", "Hanh", [
        A("My landlord is Mr. Nguyen, he is friend of my uncle, so the rent is fair."),
        F(4, 120),
        B("We don't rent anymore, we moved in the house of my wife's parents, they gave us the upstairs.", 9),
        F(2, 2),
    ], "Does Tuan pay rent to a landlord?"),
    S("internet", "retraction", "Vasile", "Ioana", [
        A("We have internet from RCS-RDS at home, fibre."),
        F(4, 60),
        B("We cancelled the home internet, we use only mobile data now, is enough for us two.", 4),
        F(1),
    ], "Does Vasile have internet at home?"),
    S("instrument", "retraction", "Fernando", "Catalina", [
        A("I play the trumpet in a brass band of my town, we play in the fiestas."),
        F(4, 90),
        M("My nephew is very talented, you should hear him.", 3),
        B("I gave the trumpet to him, I don't play no more, the lips don't work like before.", 0.1),
        F(2, 2),
    ], "Does Fernando play an instrument?", "What instrument did Fernando play?"),
]

SPECS = CORRECTIONS + RETRACTIONS
