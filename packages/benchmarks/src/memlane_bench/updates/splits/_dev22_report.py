"""dev22 third-party reports (a wife, a friend, a sister writes in the chat about the user) and
far-apart changes (the new value told 150+ turns and months after the old one)."""

from __future__ import annotations

from ._dev22_build import A, B, C, F, M, S

THIRD = [
    S("job", "third_party", "Yusuf", "Emine", [
        A("My work is in the Mercedes factory in Sindelfingen, on the line of the S-Class."),
        F(4, 80),
        B("Hello, here is Emine, Yusuf's wife, I use his phone. He dont work more by Mercedes, since Monday he is "
          "driver for DHL, please note this for him.", 6, co=True),
        F(1),
    ], "What is Yusuf's job these days", "Where was Yusuf working earlier?"),
    S("home", "third_party", "Huong", "Minh", [
        A("My home is in Leipzig, Connewitz, I share with two colleagues from my study."),
        F(5, 100),
        B("Huong is not anymore in Leipzig, she went to Dresden for the new job, I helped her carry the boxes "
          "Saturday.", 7, co=True),
        F(2, 2),
    ], "Which city is Huong living in?", "Where did Huong live before?"),
    S("phone", "third_party", "Hassan", "Nour", [
        A("I have O2 for the phone, prepaid, I charge it every month."),
        F(4, 70),
        B("Hassan has now Telekom, I went with him to the shop on Friday because the O2 had no signal in his new "
          "flat.", 5, co=True),
        F(1),
    ], "Which network is Hassan on?"),
    S("doctor", "third_party", "Priyanka", "Rohan", [
        A("I go to Dr. Mehta for everything, he knows my whole family since years."),
        F(4, 120),
        B("Just so you know, Priyanka is with Dr. Sharma now in the new clinic, Dr. Mehta closed his practice in "
          "summer.", 6, co=True),
        F(2, 2),
    ], "Which doctor does Priyanka see?", "Who was Priyanka's doctor before?"),
    S("sport", "third_party", "Alejandro", "Marta", [
        A("I play football in the amateur team of Atletico Sanse, Sundays, defender."),
        F(4, 90),
        B("Alejandro doesnt play for Sanse anymore, now he does walking football with the old men, haha, because "
          "of the knee.", 4, co=True),
        F(1),
    ], "What sport does Alejandro do these days?"),
    S("partner", "third_party", "Farah", "Zainab", [
        A("I am engaged with Imran, the wedding is planned for spring, inshallah."),
        F(5, 110),
        B("Farah broke the engagement with Imran, she is with nobody now, she wants focus on the study.", 5,
          co=True),
        F(2, 2),
    ], "Is Farah engaged to anyone?", "Who was Farah engaged to?"),
    S("commute", "third_party", "Hyejin", "Minseo", [
        A("I take the bus 42 to the office every day, 35 minutes."),
        F(4, 60),
        B("Hyejin goes now by bicycle to office, she bought electric bike, no more bus for her!", 3, co=True),
        F(1),
    ], "How does Hyejin commute?", "How did Hyejin get to the office before?"),
    S("landlord", "third_party", "Nasser", "Dalia", [
        A("Our landlord is Mrs. Schulz, she lives downstairs, very strict with the recycling."),
        F(4, 100),
        B("Mrs. Schulz gave the house to her son, so he is the landlord now, Mr. Schulz junior, he takes the rent "
          "from this month.", 6, co=True),
        F(2, 2),
    ], "Who is Nasser's landlord?"),
    S("kids_school", "third_party", "Marcelo", "Fernanda", [
        A("My daughter is in the Colégio Visconde, the German school of São Paulo."),
        F(4, 120),
        B("Marcelo forgot to tell you: our daughter changed to Colégio Humboldt in August, the bus is shorter.", 8,
          co=True),
        F(1),
    ], "Which school does Marcelo's daughter go to?", "Which school was Marcelo's daughter at before?"),
    S("internet", "third_party", "Dong", "Xia", [
        A("Our internet at home is KPN, the normal package."),
        F(4, 80),
        B("Dong changed the internet to Ziggo, the KPN was falling always in the evening when he plays.", 5,
          co=True),
        F(2, 2),
    ], "What internet provider does Dong have"),
    S("instrument", "third_party", "Quang", "Nga", [
        A("I play violin in the community orchestra, second violins."),
        F(4, 100),
        B("Quang plays the viola now in the orchestra, they needed viola more, so he switched.", 6, co=True),
        F(1),
    ], "Which instrument does Quang play?", "What did Quang play before in the orchestra?"),
    S("boss", "third_party", "Sibusiso", "Thandi", [
        A("My manager is Johan, he is Afrikaans, very direct."),
        F(5, 90),
        B("Sibu has a new manager since Monday, a lady called Priscilla. Johan got promoted to Cape Town.", 4,
          co=True),
        F(2, 2),
    ], "Who is Sibusiso's manager now"),
]

FAR = [
    S("job", "far_apart", "Olga", "Sveta", [
        A("I am accountant in a small firm, Baumann & Partner, they make the taxes for restaurants."),
        F(90, 80), M("The tax season is crazy, everybody wants everything yesterday.", 1), F(80, 70),
        B("Imagine, I am in the big one now, KPMG, since the 1st. Very different than Baumann, there was only "
          "6 people.", 5),
        F(2, 2),
    ], "Which firm does Olga work at?", "Where did Olga work before?"),
    S("home", "far_apart", "Giulia", "Marco", [
        A("I live in Bologna, very near the university, in a flat with a terrace."),
        F(170, 200),
        B("Here in Turin is colder than Bologna, I need a better jacket. The flat is small but ok, we moved in "
          "November.", 4),
        F(1),
    ], "Giulia lives where?", "Where did Giulia live before?"),
    S("bank", "far_apart", "Mustafa", "Leyla", [
        A("I bank with Commerzbank, also the credit for the car is there."),
        F(160, 150),
        B("Last month I moved everything to the Volksbank, also the car credit. The Commerzbank is closed for "
          "me now.", 3),
        F(2, 2),
    ], "Which bank does Mustafa use?", "Which bank did Mustafa use before?"),
    S("car", "far_apart", "Diego", "Valeria", [
        A("I drive a Seat Ibiza, red, very small but for the city is perfect."),
        F(100, 90), C("Your Ibiza is in the workshop again?", 1), F(75, 60),
        B("The new car is a Mazda 3, I took it last week, the Ibiza was broken too many times.", 2),
        F(1),
    ], "What does Diego drive?"),
    S("study", "far_apart", "Chiara", "Luca", [
        A("I study medicine in Padova, fourth year."),
        F(180, 240),
        B("So now I am in Vienna, I continue medicine at the MedUni here, they accepted my exams from Padova.", 6),
        F(2, 2),
    ], "Where does Chiara study?"),
    S("partner", "far_apart", "Mikhail", "Anya", [
        A("My girlfriend is Katya, she lives in Moscow, we do distance relationship."),
        F(165, 180),
        B("Katya and me is finished already long time, but now I have new girlfriend, Lena, she is from here in "
          "Berlin.", 5),
        F(1),
    ], "Who is Mikhail dating?", "Who was Mikhail's girlfriend before?"),
    S("diet", "far_apart", "Jakub", "Zofia", [
        A("I am on keto diet, no bread, no potatoes, lot of eggs."),
        F(155, 120),
        B("Keto I gave up long ago honestly, now I eat normal, only less sugar.", 3),
        F(2, 2),
    ], "What diet is Jakub on?"),
    S("commute", "far_apart", "Abdullah", "Khalid", [
        A("I go by subway to the work, the U6, is fast, 20 minutes."),
        F(175, 160),
        B("I walk to the job now, 15 minutes only, since we live near. The U6 I don't need anymore.", 4),
        F(1),
    ], "How does Abdullah get to work?"),
    S("landlord", "far_apart", "Cristina", "Mihai", [
        A("I rent from Mr. Popescu, a flat of two rooms in Bucharest, sector 3."),
        F(160, 220),
        B("I bought a small flat, finally! No landlord, no rent, only the credit from bank.", 5),
        F(2, 2),
    ], "Who does Cristina rent from?", "Who was Cristina's landlord?"),
    S("food", "far_apart", "Bruna", "Caio", [
        A("I love feijoada, is my favourite food, every Saturday in my mother house."),
        F(170, 130),
        B("Honestly now the best food for me is sushi, feijoada is more for the family occasions.", 3),
        F(1),
    ], "Bruna's favourite dish?", "What was Bruna's favourite food before?"),
    S("insurance", "far_apart", "Osman", "Rukiye", [
        A("I have health insurance with Barmer."),
        F(90, 100), M("The insurance paid the glasses, at least something.", 1), F(85, 90),
        B("The new card from DAK came today, so Barmer is finished, I changed because of the bonus program.", 4),
        F(2, 2),
    ], "Osman's health insurance?", "Which health insurance did Osman have before?"),
    S("boss", "far_apart", "Ghazal", "Farid", [
        A("My team leader is Frau Becker, she helped me a lot in the beginning."),
        F(165, 140),
        B("Since the restructure my team leader is Jens Möller, Frau Becker went to other department.", 4),
        F(1),
    ], "Who leads Ghazal's team?", "Who was Ghazal's team leader before?"),
]

SPECS = THIRD + FAR
