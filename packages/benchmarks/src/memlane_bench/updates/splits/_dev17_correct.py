"""dev17 corrections c01-c10: the user fixes something they themselves got wrong earlier."""

from __future__ import annotations

from ._dev17_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("c01", "email", "correction", user="Titilayo", bot="Kemolo", rows=[
            (U, "Good afternoon, I am Titilayo. Kindly note my email for all the receipts and bookings: titilayo.works@postmail.com", 0, WAS),
            (A, "Good afternoon, Titilayo. Noted.", 0),
            (FILL, 3, 1, 12),
            (U, "Sorry, I made a mistake before, the email is titilayo.work@postmail.com, without the s at the end, that is why nothing was arriving to me.", 15, NOW),
            (A, "That explains the missing messages. Corrected now.", 15),
            (FILL, 2, 16, 30),
        ], question="I'm doing the online registration at a new clinic, which e-mail address should I type there?"),
        chat("c02", "partner", "correction", user="Ottokar", bot="Solore", rows=[
            (U, "Servus, I am Ottokar from Graz. My partner is Violeta, we are together since three years, she is a nurse.", 0, WAS),
            (A, "Servus, Ottokar. Three years — lovely.", 0),
            (FILL, 3, 1, 10),
            (U, "I wrote a very wrong thing, I am sorry, my English in the evening is bad — Violeta is my sister, my partner is Ksenija, she is the nurse, Violeta is still studying.", 12, NOW),
            (A, "No problem — Ksenija is your partner and Violeta your sister. Fixed.", 12),
            (U, "Please don't tell Ksenija, she would laugh at me one week.", 12),
            (A, "My lips are sealed.", 12),
            (FILL, 2, 13, 30),
        ], question="Help me write a birthday card for my partner, whose name should go at the top?"),
        chat("c03", "allergy", "correction", user="Rigoberto", bot="Todira", rows=[
            (U, "Hola, I am Rigoberto. Please to remember that I am allergic to walnuts, my throat is closing if I eat them.", 0, WAS),
            (A, "Hola, Rigoberto. That's important — noted.", 0),
            (FILL, 3, 2, 20),
            (U, "Correction please, is not walnuts, is hazelnuts, walnuts I can eat, I confused the English words because in Spanish they are nuez and avellana.", 26, NOW),
            (A, "Thanks for correcting it — hazelnuts it is.", 26),
            (FILL, 2, 27, 40),
        ], question="I'm ordering a cake for my party, which nut must the bakery leave out for me?"),
        chat("c04", "vet", "correction", user="Oyinkansola", bot="Dekano", rows=[
            (U, "Hi, I'm Oyinkansola, and I have a dog called Bisko, a very lazy beagle. Bisko's vet is Thornwick Vets on the high street.", 0, WAS),
            (A, "Hi Oyinkansola, and hello to Bisko.", 0),
            (FILL, 3, 2, 22),
            (U, "I told you the wrong clinic before, sorry, Thornwick is where my neighbour takes her cats, Bisko is registered at Pawcliffe Animal Clinic, I checked now in the vaccination booklet.", 29, NOW),
            (A, "Got it — Pawcliffe for Bisko.", 29),
            (FILL, 2, 30, 44),
        ], question="Bisko is limping since the morning, which clinic do I phone?"),
        chat("c05", "university course", "correction", user="Tohir", bot="Nidula", rows=[
            (U, "Assalomu alaykum, I am Tohir, I am studying pharmacy in the second year, the exams are in June.", 0, WAS),
            (A, "Va alaykum assalom, Tohir. Good luck with the June exams.", 0),
            (FILL, 3, 1, 20),
            (U, "Kindly note I wrote you wrong, I am not studying pharmacy, my programme is biochemistry, pharmacy was my first choice but I didn't get the place.", 24, NOW),
            (A, "Biochemistry — corrected.", 24),
            (FILL, 2, 25, 38),
        ], question="I'm writing my CV, what should I put as my degree programme?"),
        chat("c06", "shift pattern", "correction", user="Ratna", bot="Peduna", rows=[
            (U, "Selamat pagi, I am Ratna, nurse in the elderly home. I am working the night shift on Tuesdays and Thursdays.", 0, WAS),
            (A, "Selamat pagi, Ratna. Night shifts are hard work.", 0),
            (FILL, 3, 1, 16),
            (U, "Aduh, I wrote the wrong days before — the night shifts are Wednesdays and Fridays, not Tuesday and Thursday, I was looking at the wrong month in the roster.", 19, NOW),
            (A, "Wednesdays and Fridays, noted.", 19),
            (FILL, 2, 20, 34),
        ], question="My friend wants to meet me for dinner, which evenings am I not free because of work?"),
        chat("c07", "doctor", "correction", user="Jamshid", bot="Lukeli", rows=[
            (U, "Hello, I am Jamshid. My family doctor is Dr. Filemon at the Tallowmere Medical Practice, very patient man.", 0, WAS),
            (A, "Hello Jamshid. A patient doctor is a good thing.", 0),
            (FILL, 3, 2, 25),
            (U, "I gave you the wrong name, Dr. Filemon is the doctor of my wife, mine is Dr. Heilala, same practice but she is on the second floor.", 31, NOW),
            (A, "Thanks — Dr. Heilala for you, Dr. Filemon for your wife.", 31),
            (FILL, 2, 32, 45),
        ], question="I need a sick note for my work, with which doctor should I ask for an appointment?"),
        chat("c08", "school", "correction", subject="Abiodun", user="Jumoke", bot="Lemiri", rows=[
            (U, "I am Jumoke. My son Abiodun is in Year 3 at Larkmead Primary, he loves his teacher.", 0, WAS),
            (A, "How lovely when a child likes the teacher.", 0),
            (FILL, 3, 2, 20),
            (U, "Oh no, I wrote the wrong school, Larkmead is where he was only on the waiting list, he is in Ashbrook Primary, sorry, I was tired.", 23, NOW),
            (A, "No problem — Ashbrook Primary.", 23),
            (FILL, 2, 24, 40),
        ], question="I need to call the school office to say that Abiodun is sick today, which school is it?"),
        chat("c09", "medication", "correction", user="Mehrdad", bot="Ditane", rows=[
            (U, "Salam, I am Mehrdad, I have diabetes type 2. I take metformin 500 mg two times daily, with breakfast and dinner.", 0, WAS),
            (A, "Salam, Mehrdad. Noted.", 0),
            (FILL, 3, 2, 24),
            (U, "Correction: is 850 mg, not 500, I looked on the box now, the doctor increased it before I started talking with you and I was confused.", 27, NOW),
            (A, "850 mg twice daily — updated.", 27),
            (FILL, 2, 28, 40),
        ], question="The pharmacist on the phone is asking which strength of the tablets I need, what do I tell her?"),
        chat("c10", "running distance", "correction", user="Losaline", bot="Zatini", rows=[
            (U, "I'm Losaline. Every Sunday morning I run 5 km along the beach before church.", 0, WAS),
            (A, "A Sunday run by the sea sounds lovely.", 0),
            (FILL, 3, 2, 18),
            (U, "My mistake, I typed 5 but it is 15 km on Sundays, I am training for the half marathon in October.", 20, NOW),
            (A, "15 km — that's proper half-marathon training.", 20),
            (FILL, 2, 21, 36),
        ], question="My watch app asks the target distance for my Sunday run, what should I set?"),
    ]  # fmt: skip
