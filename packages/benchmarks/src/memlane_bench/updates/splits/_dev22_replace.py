"""dev22 replacements: the user tells, in learner English, that a value of theirs changed."""

from __future__ import annotations

from ._dev22_build import A, B, C, F, M, S

SPECS = [
    S("job", "replacement", "Jurgen", "Heike", [
        F(1),
        A("Hi! So you know me: I am Jurgen, 34, I am working in Bosch since two years, brake department in Abstatt."),
        F(4, 50),
        B("So, news: from 1. March I am by ZF. Bosch was too much stress, I gave my resignation in January.", 6),
        F(2, 2),
    ], "Who is Jurgen working for now?", "Which company was Jurgen with before?"),
    S("job", "replacement", "Rahul", "Deepa", [
        A("I am doing the job of data analyst in Infosys, Pune office, is my first job after college."),
        F(5, 70),
        C("How is the new place treating you?", 2),
        B("Leaving Infosys was good decision yaar, in Wipro they give me 30 percent more. Already 3 weeks there.", 0.1),
        F(2, 1),
    ], "Rahul's employer"),
    S("home", "replacement", "Ines", "Duarte", [
        M("Bom dia! Please remember some things about me."),
        A("I live in Porto, in Boavista, close to the big roundabout, with my cat and too many plants."),
        F(4, 80),
        B("Now I live by my sister in Graz. Porto is finished for me, too many memories there.", 5),
        F(1),
    ], "Where does Ines live?", "Which city did Ines live in before?"),
    S("home", "replacement", "Ahmed", "Samir", [
        A("We are living in Offenbach, in a flat near the station, 3 rooms."),
        F(3, 40),
        M("The boxes everywhere, I cannot find nothing."),
        B("The move is done, uff! We are in Darmstadt now, the kids have each one room finally.", 2),
        F(2, 3),
    ], "what city is Ahmed living in"),
    S("bank", "replacement", "Hans", "Greta", [
        A("My account is by Sparkasse, since I was student."),
        F(4, 30),
        B("I changed to other bank, ING. Sparkasse wanted 9 euro every month for nothing, no way.", 10),
        F(1),
    ], "Hans's bank these days?", "Which bank did Hans have before?"),
    S("bank", "replacement", "Wei", "Lan", [
        F(2),
        A("My salary goes on Bank of China account, the branch in Frankfurt, because of transfers home."),
        F(4, 60),
        B("All my money is in Revolut now, the Bank of China account I closed it yesterday, finally no paper.", 3),
        F(2, 2),
    ], "Where does Wei keep his money?"),
    S("phone", "replacement", "Lucas", "Camila", [
        A("My mobile is with Vodafone, contract of 24 months."),
        F(5, 200),
        B("Finally I have Movistar! The Vodafone contract was over in May and I did not extend it.", 20),
        F(1),
    ], "Which operator is Lucas's phone on?", "Which operator did Lucas have before?"),
    S("car", "replacement", "Tomasz", "Ola", [
        A("I drive an Opel Astra, old one but good, 2009."),
        F(3, 40),
        C("Still with the old Opel? It's making that noise?", 3),
        B("Before I had the Opel, now is a Skoda Octavia, with the automatic. The noise is history haha.", 0.2),
        F(2, 2),
    ], "What car does Tomasz drive"),
    S("car", "replacement", "Rajesh", "Sunita", [
        A("Our car is Toyota Corolla, white color, we use it for everything."),
        F(4, 90),
        B("The Toyota we gave to the dealer, we got electric one, Hyundai Kona. Charging is still new for me.", 4),
        F(2, 1),
    ], "Which car does Rajesh have?"),
    S("doctor", "replacement", "Lourdes", "Javier", [
        A("My family doctor is Dr. Herrera, in the health center of my street."),
        F(4, 120),
        B("My doctor is now other one, Dr. Ruiz, because Dr. Herrera went in pension. She is young but good.", 8),
        F(1),
    ], "Who is Lourdes's family doctor?", "Who was Lourdes's doctor before?"),
    S("study", "replacement", "Aylin", "Deniz", [
        A("I study economy in the Uni Mannheim, 3rd semester, with a scholarship."),
        F(5, 150),
        B("I am now in the Goethe Uni in Frankfurt, I made the change of university this semester, economy still.", 10),
        F(1),
    ], "Which university is Aylin at?", "Where did Aylin study before?"),
    S("language", "replacement", "Andrzej", "Dorota", [
        A("I make now the course of Italian, evenings, in the Volkshochschule, level A2."),
        F(4, 100),
        B("The Italian I stopped, now I make Spanish course, is more useful for holidays in Canarias.", 7),
        F(2, 2),
    ], "Which language is Andrzej learning in his course?", "What language course did Andrzej do before?"),
    S("sport", "replacement", "Kemal", "Selin", [
        A("I go to the McFit in the center, 4 times in week, mostly legs and back."),
        F(3, 45),
        B("I changed to the FitX, is open 24 hours and more close to me.", 5),
        F(2, 2),
    ], "Which gym does Kemal go to now?", "Which gym did Kemal use before?"),
    S("partner", "replacement", "Valentina", "Sara", [
        A("My boyfriend is Pablo, we are together 3 years, he is from Sevilla like me."),
        F(5, 140),
        B("We are not anymore together with Pablo. I am with Andrés now, he is from my work, dont judge me haha.", 9),
        F(1),
    ], "Who is Valentina's boyfriend?", "Who was Valentina with before?"),
    S("pet", "replacement", "Renan", "Livia", [
        A("I have a cat, Mimi, she is grey and very lazy, 14 years old."),
        F(4, 150),
        B("Mimi died in March, she was old. Now is Bolota here, a little dog from the shelter, full of energy.", 12),
        F(2, 2),
    ], "What pet does Renan have?", "Which animal did Renan have before?"),
    S("diet", "replacement", "Rafael", "Clara", [
        A("I eat everything, meat, fish, no problem, I am not complicated."),
        F(3, 60),
        B("I don't eat meat since March, vegetarian now, my doctor said is good for the cholesterol.", 6),
        F(2, 2),
    ], "Does Rafael eat meat?"),
    S("commute", "replacement", "Jorge", "Elisa", [
        A("I go to work by car, 40 minutes on the A5, every day stau."),
        F(4, 70),
        B("Since the new year I go with the train, no more car for the job, with the Deutschlandticket is cheaper.", 8),
        F(1),
    ], "How does Jorge get to work?", "How did Jorge go to work before?"),
    S("club", "replacement", "Emmanuel", "Grace", [
        A("I go to the Nigerian church in Neukölln every Sunday, I sing also in the choir there."),
        F(4, 90),
        B("We changed church, now we go to the Hillsong in the center, the kids like the music more.", 6),
        F(2, 2),
    ], "Which church does Emmanuel attend?"),
    S("landlord", "replacement", "Zsofia", "Balazs", [
        A("My landlord is Mr. Huber, an old man, very nice, he bring us apples from his garden."),
        F(4, 100),
        B("The house is sold, the new owner is a company, Vonovia, so they are the landlord now. Mr. Huber I miss.", 5),
        F(1),
    ], "Who is Zsofia's landlord?"),
    S("kids_school", "replacement", "Beata", "Rafal", [
        A("My two kids go to the primary school St. Mary in Sandyford, 10 minutes walking."),
        F(5, 120),
        B("My kids are now in the Educate Together school, we took them out from St. Mary, the classes too big.", 9),
        F(2, 2),
    ], "Which school do Beata's kids attend?", "Where did Beata's kids go to school before?"),
    S("food", "replacement", "Akira", "Haruka", [
        A("My favourite food is ramen, I could eat every day, tonkotsu the best."),
        F(3, 50),
        B("Now my favourite is the Georgian khachapuri, since I tried it in the new restaurant. Sorry ramen.", 5),
        F(2, 2),
    ], "What is Akira's favourite food?"),
    S("internet", "replacement", "Kamil", "Justyna", [
        A("At home we have internet from Vodafone cable, 250 mega."),
        F(4, 80),
        B("Vodafone is gone, we have now the fiber of Deutsche Glasfaser, 500 mega, the technician was here Monday.",
          7),
        F(1),
    ], "Which internet provider does Kamil have at home?", "Which provider did Kamil have before?"),
    S("insurance", "replacement", "Jaroslav", "Hana", [
        A("My health insurance is AOK, since I came to Germany."),
        F(4, 60),
        B("I am now by the TK, the change from AOK was easy, only one form online.", 8),
        F(2, 2),
    ], "Which health insurance has Jaroslav got?"),
    S("instrument", "replacement", "Aleksandra", "Maciej", [
        A("I play the guitar, classical, since the school."),
        F(5, 130),
        B("The guitar I don't touch anymore, I play now the cello, lessons every Tuesday with a Ukrainian teacher.", 6),
        F(1),
    ], "What instrument does Aleksandra play?", "What did Aleksandra play before?"),
    S("boss", "replacement", "Irena", "Zdenek", [
        A("My boss is Mr. Kowalski, strict but fair."),
        F(4, 70),
        B("My new boss is ok, Mrs. Hartmann, better than Kowalski, who went to the Frankfurt office.", 4),
        F(2, 2),
    ], "Who is Irena's boss?"),
    S("phone", "replacement", "Yerlan", "Aigerim", [
        A("For the phone I have Congstar, is cheap and I don't need much."),
        F(4, 90),
        M("I was two hours in the shop, the girl was so slow.", 3),
        B("New SIM from Telekom is inside the phone now, bye bye Congstar, the signal in the village was terrible.",
          0.1),
        F(1),
    ], "Which mobile operator does Yerlan use?"),
]
