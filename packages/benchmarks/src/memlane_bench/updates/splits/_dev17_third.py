"""dev17 third-party reports t01-t09: the change comes from someone other than the person it is about.

Either the user relays what somebody told them (t01, t04, t08), somebody else writes to the same
assistant in their own words (t02, t03, t07), or a family member writes on the user's behalf
(t05, t06, t09).
"""

from __future__ import annotations

from ._dev17_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("t01", "boat", "third_party", subject="Torbjorn", user="Sigvard", bot="Kosola", rows=[
            (U, "Hej, I am Sigvard. My friend Torbjorn has a sailing boat in the harbour, in summer we go fishing with it on Sundays.", 0, WAS),
            (A, "Hej Sigvard. Fishing from a sailing boat sounds ideal.", 0),
            (FILL, 3, 2, 40),
            (U, "My neighbour Ingegerd told me yesterday that Torbjorn sold his boat, he needed the money for the roof of his house, she was there when the buyer came to take it away.", 58, NOW),
            (A, "That must have been a surprise.", 58),
            (FILL, 2, 60, 72),
        ], question="Can we take Torbjorn's boat out for fishing this summer?",
           past="What did Torbjorn own before?"),
        chat("t02", "city", "third_party", subject="Csaba", user="Aniko", bot="Fanuno", rows=[
            (U, "Szia, I'm Aniko. My brother Csaba lives in Debrecen, he is teaching physics in a high school there.", 0, WAS),
            (A, "Szia Aniko. Noted.", 0),
            (FILL, 3, 2, 30),
            ("Judit", "Hello, I am Judit, Aniko's sister, she let me write here. Please note: Csaba moved to Szeged in the spring, he got a job at the university there, Aniko always forgets this.", 45, NOW),
            (A, "Thanks, Judit — noted.", 45),
            (FILL, 2, 47, 60),
        ], question="I'm sending Csaba a parcel for his birthday, which city should I write on the label?",
           past="Where did Csaba live before?"),
        chat("t03", "employer", "third_party", subject="Hulya", user="Kubra", bot="Semili", rows=[
            (U, "Merhaba, I'm Kubra. My best friend Hulya works at the airport, at the check-in desks, always the early shift.", 0, WAS),
            (A, "Merhaba, Kubra. Early shifts at an airport are tough.", 0),
            (FILL, 3, 2, 30),
            ("Melek", "Hi, I'm Melek, Kubra's colleague, she lets me use her assistant today. I met Hulya in the mall, she left the airport in March, she is working now in the phone shop there on the ground floor.", 44, NOW),
            (A, "Thanks, Melek, noted.", 44),
            (FILL, 2, 46, 58),
        ], question="Where can Kubra find Hulya during her working hours these days?",
           past="Where did Hulya work before?"),
        chat("t04", "partner", "third_party", subject="Endre", user="Gabriella", bot="Linani", rows=[
            (U, "Szia, Gabriella here. My cousin Endre is together with Erzsebet since the university, they are living in Pecs.", 0, WAS),
            (A, "Szia Gabriella. Noted.", 0),
            (FILL, 3, 2, 34),
            (U, "Big family news: my aunt Krisztina told me on the phone that Endre and Erzsebet split up in summer, and Endre is now with a girl from his office, Iwona, they are already on holiday together.", 50, NOW),
            (A, "Family news travels fast!", 50),
            (FILL, 2, 52, 64),
        ], question="We are inviting Endre to our wedding with a plus one, whose name should I write on the invitation next to his?",
           past="Who was Endre with before?"),
        chat("t05", "pharmacy", "third_party", user="Evaristo", bot="Posara", rows=[
            (U, "Buenos dias, I am Evaristo, seventy-eight years old. My medicines I get from Farmacia Bugambilia on the corner, the pharmacist knows me since thirty years.", 0, WAS),
            (A, "Buenos dias, Evaristo. A pharmacist who knows you is a treasure.", 0),
            (FILL, 3, 2, 34),
            ("Maximino", "Hello, I am Maximino, the son of Evaristo, I write for him because his eyes are bad now. He asked me to tell you: from now his prescriptions go to Farmacia del Puente, the old one closed when the pharmacist retired.", 47, NOW),
            (A, "Thank you, Maximino. Noted for your father.", 47),
            (FILL, 2, 49, 60),
        ], question="Where should Evaristo's next prescription be sent?",
           past="Which pharmacy did Evaristo use before?"),
        chat("t06", "physiotherapist", "third_party", user="Senthil", bot="Teseni", rows=[
            (U, "Vanakkam, I am Senthil. For my back I go every Tuesday to Anbu, the physiotherapist at the Brightspine centre, he has very strong hands.", 0, WAS),
            (A, "Vanakkam, Senthil. Strong hands are what a back needs.", 0),
            (FILL, 3, 2, 28),
            ("Kavitha", "This is Kavitha, Senthil's wife, he is driving so I am writing for him. His physiotherapy has changed, Anbu's centre closed, so now he is seeing Thangam at the hospital rehab unit, still on Tuesdays.", 40, NOW),
            (A, "Thank you, Kavitha. Noted for Senthil.", 40),
            (FILL, 2, 42, 55),
        ], question="Senthil's back is hurting again, with whom should he book the next session?",
           past="Who was Senthil's physiotherapist before?"),
        chat("t07", "phone number", "third_party", subject="Mihkel", user="Valdo", bot="Sesula", rows=[
            (U, "Tere, I am Valdo. My fishing friend Mihkel has the number 5123 4410, I call him every Friday for the plans.", 0, WAS),
            (A, "Tere, Valdo. Noted.", 0),
            (FILL, 3, 2, 30),
            ("Tarmo", "Tarmo here, Valdo's brother. Mihkel dropped his phone in the lake last weekend, he has a new number now, 5390 2271, the old one is not working.", 42, NOW),
            (A, "Thanks, Tarmo. Good to know.", 42),
            (FILL, 2, 44, 56),
        ], question="I want to call Mihkel about the fishing trip, which number do I dial?",
           past="What was Mihkel's number before?"),
        chat("t08", "address", "third_party", subject="Zilola", user="Nodir", bot="Nasilo", rows=[
            (U, "Assalomu alaykum, I'm Nodir. My little sister Zilola lives in the student dormitory of the university in Tashkent, room 412.", 0, WAS),
            (A, "Va alaykum assalom, Nodir. Noted.", 0),
            (FILL, 3, 2, 30),
            (U, "My mother called yesterday, she said Zilola moved out from the dormitory, now she is renting a room with two friends near the Chorsu bazaar, the dormitory was too noisy for studying.", 45, NOW),
            (A, "A quieter place should help her studies.", 45),
            (FILL, 2, 47, 60),
        ], question="I'm sending Zilola warm clothes with a courier, which address should I give him?",
           past="Where did Zilola live before?"),
        chat("t09", "car", "third_party", user="Stojan", bot="Fedire", rows=[
            (U, "Zdravo, I am Stojan. I drive the old Zastava 101 of my father, yellow, it is almost older than me.", 0, WAS),
            (A, "Zdravo, Stojan. A real classic!", 0),
            (FILL, 3, 2, 30),
            ("Jelisaveta", "I am Jelisaveta, Stojan's sister, his English is not so good so I write for him: he sold the Zastava finally, now he is driving a white Skoda Octavia, it is from 2016.", 44, NOW),
            (A, "Thanks, Jelisaveta. Noted for Stojan.", 44),
            (FILL, 2, 46, 58),
        ], question="Which car should I look for in the car park when I pick up Stojan?",
           past="What car did Stojan drive before?"),
    ]  # fmt: skip
