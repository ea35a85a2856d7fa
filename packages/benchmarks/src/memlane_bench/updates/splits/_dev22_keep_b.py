"""dev22 must-not cases, part two: someone else's change (a relative's told by the user, or the
companion's own), plans worded like done things ("I am changing to N26 next month"), and the same
value said again in other words."""

from __future__ import annotations

from ._dev22_build import A, B, C, F, M, S

OTHERS = [
    S("job", "other_person", "Piotr", "Ewa", [
        A("I am electrician by Elektro-Schmidt, small company in Hamburg, 12 people."),
        F(4, 60),
        B("My brother changed now to Siemens, he is so happy, much better money than before.", 5),
        F(2, 2),
    ], "Who does Piotr work for?"),
    S("home", "other_person", "Sergei", "Dmitri", [
        A("I live in Riga, in the old town, very touristic but I like."),
        F(4, 50),
        B("Is now in Lyon, my brother. He moved last month, has a flat near the river.", 4),
        F(1),
    ], "What city does Sergei live in?"),
    S("phone", "other_person", "Elena", "Nikos", [
        A("My phone contract is with Cosmote, I have it 10 years."),
        F(3, 40),
        B("My husband changed to Vodafone, he says is cheaper, I don't believe.", 5),
        F(2, 2),
    ], "What mobile provider does Elena have?"),
    S("phone", "other_person", "Ricardo", "Tomas", [
        A("I am with MEO for the phone, the family plan."),
        F(4, 60),
        B("I switched to NOS this week, finally, the MEO was robbing me.", 4, co=True),
        F(1),
    ], "Which operator is Ricardo with?"),
    S("car", "other_person", "Li", "Chen", [
        A("I drive a Volkswagen Tiguan, black."),
        F(4, 70),
        B("My wife has now new car, a Kia Picanto, small and red, she is very proud.", 6),
        M("Tomorrow we go together to make the insurance for her Kia.", 0.1),
        F(2, 2),
    ], "Which car is Li driving now?"),
    S("partner", "other_person", "Ewelina", "Krzysztof", [
        A("My husband is Adam, we are married since 2015."),
        F(4, 90),
        B("My sister divorced, now she is with a Italian guy, Marco, they met on holiday in Rimini.", 5),
        F(1),
    ], "Who is Ewelina married to?"),
    S("pet", "other_person", "Amina", "Fatou", [
        A("I have a cat, Simba, orange one, very fat."),
        F(3, 50),
        B("My neighbour has now a cat too, black one. Simba and him they fight always on the balcony.", 4),
        F(2, 2),
    ], "What is Amina's cat called?"),
    S("diet", "other_person", "Ivan", "Polina", [
        A("I am gluten free, because of celiac, since 2019."),
        F(4, 60),
        B("My daughter now is vegetarian, she saw a video about cows, so now I cook two dinners.", 5),
        F(1),
    ], "Which diet does Ivan follow?"),
    S("club", "other_person", "Nkechi", "Chidi", [
        A("I go to the Catholic church St. Joseph, every Sunday with the kids."),
        F(4, 70),
        B("We changed to the Pentecostal church last month, you must come with us one time.", 4, co=True),
        F(2, 2),
    ], "Which church does Nkechi go to?"),
    S("kids_school", "other_person", "Lorena", "Matias", [
        A("My kids go to the Colegio San José, both of them."),
        F(4, 60),
        B("The son of my neighbour goes now to the Montessori, they say is very good, but expensive.", 3),
        F(1),
    ], "What school do Lorena's kids go to?"),
    S("food", "other_person", "Rosa", "Manuel", [
        A("I love paella the most, the one with seafood."),
        F(3, 40),
        B("My husband loves now Thai food, he eats it three times a week, crazy.", 4),
        F(2, 2),
    ], "What food does Rosa like best?"),
    S("insurance", "other_person", "Anil", "Shreya", [
        A("I am insured with Techniker Krankenkasse, since my first job."),
        F(4, 70),
        B("I went to the AOK now, the TK was too expensive for me as student.", 5, co=True),
        F(1),
    ], "Which health insurance is Anil with?"),
    S("boss", "other_person", "Emre", "Burak", [
        A("My boss is Herr Wagner, he is ok, a bit old school."),
        F(4, 60),
        B("We got a new boss in my company, a young guy, 30 years old, crazy.", 4, co=True),
        F(2, 2),
    ], "Who is Emre's boss?"),
]

PLANS = [
    S("job", "plan", "Mei", "Jun", [
        A("I am working in the Huawei office in Düsseldorf, in the HR."),
        F(4, 60),
        B("I make interview next week by Vodafone. Maybe I change the job, we will see, nothing is sure.", 5),
        F(1),
    ], "Which company does Mei work for at the moment?"),
    S("home", "plan", "Pablo", "Rocio", [
        A("I live in Málaga since I was born, never somewhere else."),
        F(4, 80),
        B("We think to move to Valencia next year, my wife maybe found a job there.", 4),
        F(2, 2),
    ], "Where does Pablo live right now?"),
    S("bank", "plan", "Oksana", "Taras", [
        A("I have my account in Raiffeisen, salary and the savings."),
        F(3, 50),
        B("I am changing to N26 next month, already I installed the app.", 5),
        C("N26? My cousin has it, the card is so nice.", 0.1),
        F(1),
    ], "Which bank is Oksana with at the moment?"),
    S("phone", "plan", "Anh", "Bao", [
        A("I use Lebara for the phone, is cheap to call Vietnam."),
        F(4, 40),
        B("Maybe I will take Aldi Talk, my colleague say the internet is better. Not decided.", 3),
        F(2, 2),
    ], "Which operator does Anh use?"),
    S("doctor", "plan", "Xiu", "Ming", [
        A("I am registered by Dr. Weber in Altona."),
        F(4, 60),
        B("I will maybe change to doctor Nowak because is closer to my new work, but first I must ask if she "
          "takes new patients.", 4),
        F(1),
    ], "Which doctor is Xiu registered with?"),
    S("study", "plan", "Karolina", "Pawel", [
        A("I study law in the Warsaw University, second year."),
        F(4, 70),
        B("Next semester I want to do the Erasmus in Lyon, I sent already the papers.", 5),
        F(2, 2),
    ], "Where is Karolina studying?"),
    S("sport", "plan", "Aleksandr", "Nina", [
        A("I do boxing in the club of Petrov, three times a week."),
        F(3, 50),
        B("Maybe I stop with boxing and start swimming, my back is not happy.", 4),
        F(1),
    ], "What sport does Aleksandr do?"),
    S("commute", "plan", "Eduardo", "Marisa", [
        A("I take the metro to work, line 3, every day."),
        F(4, 40),
        B("From next month I go by scooter, electric, I ordered already, it arrives in 3 weeks.", 3),
        F(2, 2),
    ], "How does Eduardo go to work?"),
    S("kids_school", "plan", "Mehmet", "Ayse", [
        A("Our daughter is in the Gymnasium am Markt, 7th class."),
        F(4, 80),
        B("For next year we want to send her to the international school, we applied, waiting for the answer.", 6),
        F(1),
    ], "Which school is Mehmet's daughter at?"),
    S("internet", "plan", "Khanh", "Phuong", [
        A("My internet is from Telekom, DSL, 100 mega."),
        F(4, 50),
        B("In September they install the fiber in our street, then we change probably to 1&1.", 4),
        F(2, 2),
    ], "Which internet does Khanh have at home?"),
    S("insurance", "plan", "Roksana", "Damian", [
        A("I have private insurance with Debeka."),
        F(3, 60),
        B("Maybe I go back to public insurance next year, private is getting so expensive with age.", 5),
        F(1),
    ], "Who is Roksana insured with?"),
]

RESTATED = [
    S("job", "restatement", "Fatima", "Khadija", [
        A("I am nurse in the Charité, in the children station."),
        F(4, 60),
        B("At the Charité today was crazy, three new babies in the children station. Hard work but I love it.", 5),
        F(2, 2),
    ], "Which hospital does Fatima work in?"),
    S("home", "restatement", "Kasia", "Marek", [
        A("I live in Kraków, in Podgórze district, near the river."),
        F(4, 90),
        B("Yes I am still Kraków girl, same flat in Podgórze, I don't go nowhere.", 5),
        F(1),
    ], "Where does Kasia live?"),
    S("bank", "restatement", "Amit", "Pooja", [
        A("All my accounts are in Deutsche Bank, also the savings."),
        F(4, 40),
        B("Like I told before, Deutsche Bank, everything is there, I am too lazy to change.", 4),
        F(2, 2),
    ], "Where does Amit bank?"),
    S("doctor", "restatement", "Mateus", "Julia", [
        A("My doctor is Dr. Santos in Lapa."),
        F(3, 50),
        B("Is always the Dr. Santos, I don't like to change doctor, he knows my history.", 5),
        F(1),
    ], "Who is Mateus's doctor?"),
    S("study", "restatement", "Hyun", "Jiwoo", [
        A("I am student of design at the UdK Berlin."),
        F(4, 120),
        B("Yes, still UdK, design, the same, only I am in 4th year now.", 6),
        F(2, 2),
    ], "Where does Hyun study?"),
    S("partner", "restatement", "Hamza", "Ali", [
        A("My wife Samira and me are married since ten years."),
        F(4, 70),
        B("Samira, my wife, she says hello to you haha. Ten years married in June, time is flying.", 4),
        F(1),
    ], "Who is Hamza's wife?"),
    S("diet", "restatement", "Gabriela", "Luis", [
        A("I am vegetarian, but I eat fish sometimes."),
        F(4, 60),
        B("Still vegetarian with little fish, like always, nothing new in the kitchen.", 5),
        F(2, 2),
    ], "Does Gabriela eat meat?"),
    S("commute", "restatement", "Przemek", "Gosia", [
        A("Every day I go by tram 8 to my job."),
        F(4, 40),
        B("Yes tram, always the 8, I know all the drivers already haha.", 3),
        F(1),
    ], "How does Przemek get to his job?"),
    S("landlord", "restatement", "Ludmila", "Oleg", [
        A("The landlord is Mr. Krause, he lives in Bremen, not here."),
        F(4, 80),
        B("Krause again didn't repair the heating. He is the owner but he does nothing.", 5),
        F(2, 2),
    ], "Who is Ludmila's landlord?"),
    S("food", "restatement", "Selma", "Orhan", [
        A("My favourite food is manti, my mother makes the best."),
        F(3, 50),
        B("Manti forever haha, nothing is better, I told you already.", 4),
        F(1),
    ], "What's Selma's favourite food?"),
    S("insurance", "restatement", "Hoang", "Linh", [
        A("My health insurance is the DAK."),
        F(4, 70),
        B("Still DAK, I asked them about the bonus, they pay 100 euro if I go to the gym.", 5),
        F(2, 2),
    ], "Which insurer does Hoang have?"),
    S("boss", "restatement", "Rustam", "Dilnoza", [
        A("My boss is Mr. Petrenko, from Kharkiv."),
        F(4, 60),
        B("Petrenko is still my boss, yes, nothing changed, he is the same grumpy man.", 4),
        F(1),
    ], "Who is Rustam's boss?"),
]

SPECS = OTHERS + PLANS + RESTATED
