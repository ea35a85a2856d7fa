"""dev17 must-not cases, part two: other people o01-o08, plans p01-p09, restatements s01-s06.

The standing statement (NOW) comes first; the later statement (WAS) is about someone else, only
a plan or a wish, or the same fact said again, and must not replace it.
"""

from __future__ import annotations

from ._dev17_build import FILL, NOW, WAS, A, Chat, U, chat


def other_person() -> list[Chat]:
    return [
        chat("o01", "employer", "other_person", user="Aneta", bot="Kavono", rows=[
            (U, "Czesc, I'm Aneta. I work at Lumbrix Distribution, in the office of the warehouse, the invoices and all this.", 0, NOW),
            (A, "Czesc, Aneta. Invoices keep the world turning.", 0),
            (FILL, 3, 2, 30),
            (U, "My sister Bozena got a new job at Zielony Koszyk, the organic supermarket, she is so happy, finally no night shifts for her.", 40, WAS),
            (A, "Good news for Bozena!", 40),
            (FILL, 2, 42, 52),
        ], question="I'm filling the form for the nursery, there is a line for my employer, what should I write?"),
        chat("o02", "city", "other_person", user="Tugce", bot="Vodano", rows=[
            (U, "Merhaba, I'm Tugce. I live in Bursa, near the old silk market, with my parents.", 0, NOW),
            (A, "Merhaba, Tugce. Bursa silk — lovely.", 0),
            (FILL, 3, 2, 28),
            (U, "Busy days: the exam results came and I passed, my brother Koray moved to Antalya last week for his new job, we helped him carry everything, and I started a pottery course on Thursdays, my first bowl is horrible.", 38, WAS),
            (A, "Congratulations on passing! The bowls will improve.", 38),
            (FILL, 2, 40, 50),
        ], question="The cargo company asks the delivery city for my new bookshelf, what should I write?"),
        chat("o03", "mobile operator", "other_person", user="Sardor", bot="Forani", rows=[
            (U, "Salom, I am Sardor. My phone is with Uzmobil, the contract is old but cheap.", 0, NOW),
            (A, "Salom, Sardor. Old and cheap is fine.", 0),
            (FILL, 3, 2, 22),
            (U, "My wife Malika changed her phone to Nurcell, they have better internet in her village, she is happy.", 30, WAS),
            (A, "Good signal makes a big difference.", 30),
            (FILL, 2, 32, 44),
        ], question="My SIM card is blocked, whose hotline do I need to call?"),
        chat("o04", "dentist", "other_person", user="Elzbieta", bot="Rovule", rows=[
            (U, "Dzien dobry, I am Elzbieta. My dentist is Dr. Radoslaw in the Dentomar clinic on the main square, I am going there twenty years.", 0, NOW),
            (A, "Dzien dobry, Elzbieta. Twenty years of loyalty!", 0),
            (FILL, 3, 2, 26),
            (U, "My daughter Marzena goes now to Dr. Wieslaw, he is very good with children and nervous people, she was not crying this time.", 35, WAS),
            (A, "That's a relief for both of you.", 35),
            (FILL, 2, 37, 48),
        ], question="My tooth is hurting since yesterday, whose clinic should I call?"),
        chat("o05", "car", "other_person", user="Thang", bot="Zivara", rows=[
            (U, "Xin chao, I'm Thang. I drive a grey Toyota Vios from 2018, very reliable, never a problem.", 0, NOW),
            (A, "Xin chao, Thang. Reliable is the best thing a car can be.", 0),
            (FILL, 3, 2, 22),
            (U, "My neighbour Trung bought a new Kia Morning yesterday, red colour, he showed it to the whole street.", 30, WAS),
            (A, "Proud owner!", 30),
            (FILL, 2, 32, 42),
        ], question="The parking card for the building asks the model of my car, what do I write?"),
        chat("o06", "bank", "other_person", user="Yudi", bot="Notane", rows=[
            (U, "Halo, I'm Yudi. My salary goes to Bank Sejahtera Raya, the branch is near my office.", 0, NOW),
            (A, "Halo, Yudi. Handy to have it close.", 0),
            (FILL, 3, 2, 24),
            (U, "My parents changed their bank to Citramas Bank, because the branch is closer to their house.", 33, WAS),
            (A, "Makes sense for them.", 33),
            (FILL, 2, 35, 46),
        ], question="HR asks to which bank they should transfer my salary, what do I tell them?"),
        chat("o07", "hairdresser", "other_person", user="Bekhruz", bot="Zurale", rows=[
            (U, "I am Bekhruz. I cut my hair at the barber Sherzod on the corner, every three weeks, he knows exactly my style.", 0, NOW),
            (A, "A barber who knows your style is worth keeping, Bekhruz.", 0),
            (FILL, 3, 2, 24),
            (U, "My wife Dildora found a new salon, Gavhar Beauty, she says is the best in the city, she went there three times already.", 34, WAS),
            (A, "Sounds like she's found her place.", 34),
            (FILL, 2, 36, 46),
        ], question="I need a haircut before my brother's wedding, whose place should I book?"),
        chat("o08", "gym", "other_person", user="Valeriu", bot="Titari", rows=[
            (U, "Salut, I'm Valeriu. After work I train at Forja gym near the office, I like the free weights there.", 0, NOW),
            (A, "Salut, Valeriu. Free weights are the classic.", 0),
            (FILL, 3, 2, 22),
            (U, "My colleague Silviu changed to the new CrossFit box near the station, he is trying to convince me every day.", 30, WAS),
            (A, "Colleagues with a new gym are very persuasive.", 30),
            (FILL, 2, 32, 42),
        ], question="I left my shoes in the locker after training, where should I go to get them?"),
    ]  # fmt: skip


def plans() -> list[Chat]:
    return [
        chat("p01", "mobile operator", "plan", user="Nikoloz", bot="Vomuri", rows=[
            (U, "Gamarjoba, I am Nikoloz. My phone is with Kartafon, I have the same number since fifteen years.", 0, NOW),
            (A, "Gamarjoba, Nikoloz. Fifteen years with one number!", 0),
            (FILL, 3, 2, 28),
            (U, "Eventually I will change to Gelanet next year, they have a good family package, but I must first check the contract.", 38, WAS),
            (A, "Worth reading the small print first.", 38),
            (FILL, 2, 40, 50),
        ], question="My phone was stolen, which operator should I call to block the SIM card?"),
        chat("p02", "city", "plan", user="Tinatin", bot="Gomina", rows=[
            (U, "I am Tinatin. I live in Batumi, five minutes from the sea, with my husband and the two girls.", 0, NOW),
            (A, "Five minutes from the sea — wonderful, Tinatin.", 0),
            (FILL, 3, 2, 30),
            (U, "We are thinking to move to Tbilisi maybe in two years, when the girls finish the school, but nothing is decided.", 40, WAS),
            (A, "Plenty of time to think it over.", 40),
            (FILL, 2, 42, 52),
        ], question="The online shop asks for my delivery city, what should I write?"),
        chat("p03", "employer", "plan", user="Olusegun", bot="Kesina", rows=[
            (U, "Good morning, I am Olusegun. I work as an accountant at Okunade & Partners, a small firm in Lekki.", 0, NOW),
            (A, "Good morning, Olusegun.", 0),
            (FILL, 3, 2, 30),
            (U, "I applied for a job at Harbourlight Finance, the interview is next month, let's see if God wants it.", 40, WAS),
            (A, "Good luck with the interview — prepare well.", 40),
            (FILL, 2, 42, 52),
        ], question="The reference letter form asks my current employer, what should I write?"),
        chat("p04", "energy supplier", "plan", user="Marius", bot="Rotori", rows=[
            (U, "Buna, I'm Marius. Our electricity is from Voltaria, we are with them since we bought the house.", 0, NOW),
            (A, "Buna, Marius. Noted.", 0),
            (FILL, 3, 2, 26),
            (U, "Lots of things: the garden fence fell in the storm, my son got his driving licence at the first try, I am thinking to compare the offers and maybe switch to Solarwind in autumn if the price is better, and my wife wants a dog now, help.", 35, WAS),
            (A, "Congratulations to your son! And good luck with the dog negotiations.", 35),
            (FILL, 2, 37, 48),
        ], question="Where should I send the meter reading this month?"),
        chat("p05", "car", "plan", user="Ravshan", bot="Manani", rows=[
            (U, "Salom, Ravshan here. I drive a white Chevrolet Cobalt, is simple but never broken.", 0, NOW),
            (A, "Salom, Ravshan. Simple and unbreakable is a good combination.", 0),
            (FILL, 3, 2, 24),
            (U, "My dream is a Tesla, I am saving money since one year, maybe in three years I will buy one.", 32, WAS),
            (A, "A good goal to save towards.", 32),
            (FILL, 2, 34, 44),
        ], question="The car wash membership asks the model of my car, what do I put?"),
        chat("p06", "broadband", "plan", user="Sandor", bot="Sonino", rows=[
            (U, "Jo napot, I am Sandor. Our home internet is from Digivonal, is copper cable, slow in the evening.", 0, NOW),
            (A, "Jo napot, Sandor. Evenings are always the busiest.", 0),
            (FILL, 3, 2, 26),
            (U, "Next month I want to cancel and take fibre from Optinet, if they really come to our street, they promised in spring but nothing happened.", 36, WAS),
            (A, "Fingers crossed they deliver.", 36),
            (FILL, 2, 38, 48),
        ], question="The internet is very slow tonight, which company should I call?"),
        chat("p07", "insurer", "plan", user="Teklu", bot="Gaderi", rows=[
            (U, "Selam, I am Teklu. My health insurance is with Entoto Health, the card is in my wallet always.", 0, NOW),
            (A, "Selam, Teklu. Good habit.", 0),
            (FILL, 3, 2, 26),
            (U, "My colleague recommended Abay Health, I will ask them for an offer next month, maybe is cheaper.", 35, WAS),
            (A, "Comparing offers can't hurt.", 35),
            (FILL, 2, 37, 48),
        ], question="At the clinic reception they want my insurance card, which one should I show?"),
        chat("p08", "school", "plan", subject="Fatmir", user="Arjana", bot="Kinura", rows=[
            (U, "Pershendetje, I am Arjana. My son Fatmir is in third grade at Lulebora Primary, he walks there with his friends.", 0, NOW),
            (A, "Pershendetje, Arjana. Walking with friends is the best part.", 0),
            (FILL, 3, 2, 30),
            (U, "Next year maybe we put Fatmir in the international school, we are visiting it on Saturday, but it's very expensive.", 40, WAS),
            (A, "Good to see it in person before deciding.", 40),
            (FILL, 2, 42, 52),
        ], question="Parents' evening is next week, which school's office do I e-mail about the time?"),
        chat("p09", "diet", "plan", user="Mitra", bot="Gitori", rows=[
            (U, "I am Mitra. I am vegetarian, no meat and no fish, but I eat cheese and eggs, since I was a student.", 0, NOW),
            (A, "Nice to meet you, Mitra.", 0),
            (FILL, 3, 2, 30),
            (U, "I am thinking to become vegan after the summer, I watched a documentary about the dairy farms, but I love cheese too much, we will see.", 40, WAS),
            (A, "Cheese is the hardest part for many people.", 40),
            (FILL, 2, 42, 52),
        ], question="My friend is cooking for me on Saturday and asks what I can eat, what should I tell her?"),
    ]  # fmt: skip


def restatements() -> list[Chat]:
    return [
        chat("s01", "city", "restatement", user="Dilshod", bot="Bakuni", rows=[
            (U, "Salom, I am Dilshod. I live in Samarkand, in the old part, near the Registan.", 0, NOW),
            (A, "Salom, Dilshod. What a place to live.", 0),
            (FILL, 3, 2, 30),
            (U, "Yes, I am still living in Samarkand, same flat, nothing is changed, only the neighbours have a new baby who cries at night.", 40, WAS),
            (A, "Earplugs might help.", 40),
            (FILL, 2, 42, 52),
        ], question="The courier asks in which city to deliver my parcel, what should I tell him?"),
        chat("s02", "employer", "restatement", user="Nadeesha", bot="Femuno", rows=[
            (U, "Ayubowan, I am Nadeesha. I work at Serendib Tea Exports in Colombo, in the quality department, tasting tea all day.", 0, NOW),
            (A, "Ayubowan, Nadeesha. Tasting tea all day sounds like a dream job.", 0),
            (FILL, 3, 2, 28),
            (U, "So many things: the monsoon started and the roads are rivers, I am still at Serendib, seven years now, they gave me a silver pin at the party, and my niece is coming to stay with us for the school holidays.", 38, WAS),
            (A, "Congratulations on seven years — and enjoy your niece's visit.", 38),
            (FILL, 2, 40, 50),
        ], question="The loan application asks the name of my employer, what do I write?"),
        chat("s03", "partner", "restatement", user="Tanguy", bot="Zimala", rows=[
            (U, "Bonjour, I'm Tanguy. My partner is Morgane, we live together since eight years, she is a baker so she wakes up at three.", 0, NOW),
            (A, "Bonjour, Tanguy. Fresh bread every day, I hope!", 0),
            (FILL, 3, 2, 34),
            (U, "Morgane and me, still together, twelve years this autumn if I count from the first date!", 44, WAS),
            (A, "Congratulations, that's a lovely milestone.", 44),
            (FILL, 2, 46, 56),
        ], question="Help me write a card for our anniversary, which name should go in the greeting?"),
        chat("s04", "bank", "restatement", user="Arvydas", bot="Naduro", rows=[
            (U, "Labas, I am Arvydas. My account is in Baltvila Bankas, since I was eighteen.", 0, NOW),
            (A, "Labas, Arvydas. A long relationship with a bank!", 0),
            (FILL, 3, 2, 26),
            (U, "I am still with Baltvila, they updated the app and now it is in Lithuanian and English, very good.", 36, WAS),
            (A, "A bilingual app is handy.", 36),
            (FILL, 2, 38, 48),
        ], question="I need to pay the electricity bill, which bank's app should I open?"),
        chat("s05", "instrument", "restatement", user="Aigul", bot="Pasalo", rows=[
            (U, "Salem, I am Aigul. I play the dombra, my grandfather taught me when I was six.", 0, NOW),
            (A, "Salem, Aigul. What a lovely thing to inherit.", 0),
            (FILL, 3, 2, 30),
            (U, "Still playing the dombra every evening, now I am teaching my niece also, she is seven, very talented.", 40, WAS),
            (A, "Passing it on — your grandfather would be proud.", 40),
            (FILL, 2, 42, 52),
        ], question="The concert form asks which instrument I play, what do I put?"),
        chat("s06", "favourite food", "restatement", user="Phuc", bot="Kenolo", rows=[
            (U, "Xin chao, I am Phuc. My favourite food is bun cha, the grilled pork with noodles from Hanoi, I could eat it every day.", 0, NOW),
            (A, "Xin chao, Phuc. Bun cha is delicious.", 0),
            (FILL, 3, 2, 26),
            (U, "Bun cha is still number one for me, I ate it yesterday again at the new place near the lake.", 35, WAS),
            (A, "Good to have a reliable favourite.", 35),
            (FILL, 2, 37, 48),
        ], question="My friends ask what I want for my birthday dinner, which dish should I tell them?"),
    ]  # fmt: skip
