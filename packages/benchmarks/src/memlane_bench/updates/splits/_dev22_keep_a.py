"""dev22 must-not cases, part one: additions worded like changes ("I have also one dog now",
"now I make also the course of Italian") and time-bounded episodes worded like moves ("last
week I was by my parents in Porto", "this week I drive the car of my brother")."""

from __future__ import annotations

from ._dev22_build import A, B, C, F, M, S

ADDITIONS = [
    S("job", "addition", "Carlos", "Lucia", [
        A("I work by Telefónica in the call center, morning shift, Monday to Friday."),
        F(4, 40),
        B("Since two weeks I work also in the weekends in the bar of my cousin, for extra money.", 5),
        F(2, 2),
    ], "Where does Carlos work?"),
    S("bank", "addition", "Gabriel", "Sofia", [
        A("My bank here is Santander, the normal account for the salary."),
        F(4, 60),
        B("Now I have also account in Nubank, is for sending money to Brazil, much cheaper.", 4),
        F(1),
    ], "Which bank does Gabriel use?"),
    S("car", "addition", "Vlad", "Alina", [
        A("I have a Dacia Duster for everyday, for the family and the shopping."),
        F(4, 70),
        B("Now I have a Honda motorbike too, 500cc, I take it to work when is sunny.", 6),
        F(2, 2),
    ], "What vehicles does Vlad have"),
    S("language", "addition", "Larissa", "Bruno", [
        A("I learn French in the Alliance Française, Tuesdays, already level B1."),
        F(3, 50),
        B("From this month I make also the course of Italian on Thursdays. Is a lot but I like it.", 5),
        F(1),
    ], "Which language courses does Larissa take?"),
    S("sport", "addition", "Duc", "Thao", [
        A("I play badminton in the club every Wednesday evening."),
        F(4, 45),
        B("Now I play also padel, my neighbour showed me, is very fun, we go Sundays.", 3),
        F(2, 2),
    ], "Which sports does Duc play?"),
    S("pet", "addition", "Nikhil", "Meera", [
        A("We have one dog, Bruno, a labrador, he is 5."),
        F(4, 60),
        B("I have also one dog now! A small beagle, Coco. Bruno is jealous haha.", 4),
        F(1),
    ], "Which dogs does Nikhil have?"),
    S("club", "addition", "Francisco", "Pilar", [
        A("I am in the choir of the church Santa María, we sing every Sunday mass."),
        F(4, 80),
        B("Now I am also in the football club of the neighborhood, the veterans team, training on Thursday.", 6),
        F(2, 2),
    ], "Which groups is Francisco part of?"),
    S("kids_school", "addition", "Svetlana", "Artem", [
        A("My son goes to the school number 5, the one near the park."),
        F(3, 40),
        B("He goes now also to the music school in the afternoons, violin, two times a week.", 5),
        F(1),
    ], "Which schools does Svetlana's son go to?"),
    S("food", "addition", "Sanjay", "Neha", [
        A("My favourite food is biryani, the Hyderabadi one of course."),
        F(4, 50),
        B("Now I like also sushi very much, my colleague took me, I go every Friday now.", 4),
        F(2, 2),
    ], "What foods does Sanjay love?"),
    S("instrument", "addition", "Parisa", "Kian", [
        A("I play santur, the Persian instrument, since I was a child."),
        F(4, 90),
        B("I learn also piano now, with YouTube, very slow but I try every evening.", 5),
        F(1),
    ], "What instruments does Parisa play?"),
    S("phone", "addition", "Yasin", "Dilara", [
        A("My phone number is with Türk Telekom, I have it since 15 years."),
        F(3, 60),
        B("Now I have second number from Vodafone, the company gave me one phone for the work.", 5),
        F(2, 2),
    ], "Which phone operator does Yasin have?"),
]

EPISODES = [
    S("job", "time_bounded", "Arjun", "Kavya", [
        A("I am software tester at SAP in Walldorf, in the team for payroll."),
        F(4, 60),
        B("This whole month I am helping in our office in Bangalore for a project, then in October back to "
          "Walldorf.", 3),
        F(2, 2),
    ], "Where does Arjun work normally?"),
    S("home", "time_bounded", "Joao", "Beatriz", [
        A("I live in Lisbon, in Alfama, in the flat of my late grandmother."),
        F(4, 70),
        B("Since last week I am by my parents in Porto, two more weeks I stay, then I go back home.", 5),
        F(1),
    ], "Where is Joao living now?"),
    S("home", "time_bounded", "Zeynep", "Elif", [
        A("We have a house in Bursa, with garden and a big fig tree."),
        F(4, 50),
        B("During the renovation of the kitchen we sleep by the parents of my husband in Mudanya, maybe one "
          "month.", 4),
        F(2, 2),
    ], "Where is Zeynep's home?"),
    S("phone", "time_bounded", "Omar", "Yasmin", [
        A("My phone is with Orange, since five years, no problem."),
        F(3, 40),
        B("For the holiday in Morocco I bought SIM of Maroc Telecom, only for 3 weeks, more cheap than roaming.", 6),
        F(1),
    ], "Which mobile network is Omar with?"),
    S("car", "time_bounded", "Karim", "Salma", [
        A("My car is a Peugeot 308, grey, I bought it used."),
        F(4, 60),
        B("This week I drive the car of my brother, a BMW, because my Peugeot is in the service for the brakes.", 3),
        F(2, 2),
    ], "What car does Karim own now?"),
    S("doctor", "time_bounded", "Nadia", "Rami", [
        A("My doctor is Dr. Haddad, very patient man, he speaks also Arabic."),
        F(4, 80),
        B("Dr. Haddad is on holiday, so I was by other doctor, Dr. Klein, only for the prescription.", 5),
        F(1),
    ], "Who is Nadia's doctor?"),
    S("language", "time_bounded", "Kenji", "Yumi", [
        A("My English class is in the Berlitz school near Shibuya, Saturday mornings."),
        F(3, 40),
        B("This summer I take the lessons online from the Cambly app, only July and August, because Berlitz "
          "is closed for renovation.", 4),
        F(2, 2),
    ], "Where does Kenji take his English classes?"),
    S("sport", "time_bounded", "Helena", "Filip", [
        A("I swim in the city pool, Monday and Thursday, always 40 lengths."),
        F(4, 50),
        B("This week I was in a hotel gym in Vienna for the conference, running on the treadmill, terrible.", 4),
        F(1),
    ], "Where does Helena usually swim?"),
    S("pet", "time_bounded", "Martina", "Enzo", [
        A("My dog is Rocky, a big German shepherd, 7 years."),
        F(4, 70),
        B("During the holidays the dog is by my mother, she has a garden, so here is very quiet now.", 3),
        F(2, 2),
    ], "What is the name of Martina's dog?"),
    S("diet", "time_bounded", "Youssef", "Mariam", [
        A("I eat halal only, no pork and no alcohol inside the food."),
        F(3, 60),
        B("In Ramadan I don't eat in the day, only after sunset, so this month the lunch by work I skip.", 5),
        F(1),
    ], "What kind of food does Youssef eat?"),
    S("commute", "time_bounded", "Mohan", "Lakshmi", [
        A("I drive to the office with my own car, 25 minutes."),
        F(4, 50),
        B("For two weeks I take the train because my car is in the workshop after small accident, nothing "
          "serious.", 4),
        F(2, 2),
    ], "How does Mohan get to the office?"),
    S("landlord", "time_bounded", "Baraka", "Amani", [
        A("My landlord is Mr. Otieno, he owns the whole building."),
        F(4, 90),
        B("Mr. Otieno is in hospital for one month, so his nephew comes to take the rent. The owner is still him.", 6),
        F(1),
    ], "Who is Baraka's landlord?"),
    S("internet", "time_bounded", "Ibrahim", "Aisha", [
        A("We have Orange fibre at home, 1 giga."),
        F(4, 60),
        M("Nothing works today, I cannot even watch the news.", 3),
        B("Internet is down since Monday, I use the hotspot from my phone these days, technician comes Thursday.",
          0.2),
        F(2, 2),
    ], "Who is Ibrahim's home internet with?"),
    S("instrument", "time_bounded", "Gonzalo", "Ximena", [
        A("I play bass in a rock band on weekends, we play covers in bars."),
        F(3, 40),
        B("This month I play drums in the band because our drummer broke his arm, only until he is back.", 5),
        F(1),
    ], "What does Gonzalo play in the band?"),
    S("boss", "time_bounded", "Sandrine", "Olivier", [
        A("My chef at work is Madame Dubois, she is very organized."),
        F(4, 70),
        C("How is it at work with Dubois?", 3),
        B("Madame Dubois is in maternity leave, so until May the chef is Monsieur Lambert, only for the time.", 0.1),
        F(2, 2),
    ], "Who is Sandrine's boss?"),
]

SPECS = ADDITIONS + EPISODES
