"""dev15 third-party reports (p01-p09): the change to someone's state reaches the assistant
second-hand ("my sister says ...", "mum told me ...", "heard from ..."). The question asks about
the person the report is about. In p06 the older statement is typed by the subject himself on the
user's phone. p03 changes twice (A -> B -> C)."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("p01", "job", "third_party", "Yiming", "Kohei", "Winnie", [
            (U, "my mate Yiming does the early bakes at Crumb & Co on the high street, he said he'd sort me a cake "
                "for Sunday. can you remind me to ask him Thursday", 0, WAS),
            (A, "Reminder set for Thursday: ask Yiming about the cake.", 0),
            (FILL, 2, 3),
            (U, "lol so no cake from Yiming. my sister Sayuri bumped into him and says he quit the bakery - he's "
                "driving for a courier firm now, Zoomdrop I think, out in a van all day", 29, NOW),
            (A, "Ah, fair enough. Want me to find a bakery that does Sunday orders?", 29),
            (U, "yeah go on", 29),
        ], "where's Yiming working now?", past="Where did Yiming work before?"),
        chat("p02", "residence", "third_party", "Huiqin", "Zhenhua", "Zola", [
            (U, "Mum (Huiqin) still lives in our old house in Salford, I'm going up to see her on the 4th. Train "
                "times from Euston in the morning?", 0, WAS),
            (A, "There's a direct one roughly every 20 minutes - want the 8:40ish?", 0),
            (U, "yeah", 0),
            (FILL, 1, 7),
            (U, "My brother Zhiyuan just rang - mum's sold the Salford house and moved into a ground-floor flat in "
                "Stockport, near his place. She didn't even tell me first, classic mum. So next visit is Stockport.", 84, NOW),
            (A, "Ha, classic indeed. I'll look for trains to Stockport next time.", 84),
        ], "where does Huiqin live now?", past="Where did Huiqin live before?"),
        chat("p03", "partner", "third_party", "Baoyu", "Kexin", "Arlo", [
            (U, "Baoyu's bringing his girlfriend Yanling to my bday thing - so that's 9 people total", 0),
            (A, "Got it, nine people. Want me to look at restaurants that take groups?", 0),
            (U, "Hongmei just told me Baoyu and Yanling split up ages ago apparently and he's seeing a guy called "
                "Tarcisio from his climbing club now. Glad I didn't put Yanling on the place cards", 23, WAS),
            (A, "Good thing you heard in time! Still nine then?", 23),
            (U, "yep", 23),
            (FILL, 1, 30),
            (U, "ok Hongmei is my gossip source for everything apparently. Tarcisio's out of the picture, Baoyu's "
                "with someone new called Ruixi who he met at a wedding. I can't keep up", 70, NOW),
            (A, "Quite the year for him! I'll keep it straight for you.", 70),
        ], "who's Baoyu seeing at the moment?", past="Who was Baoyu with before Ruixi?"),
        chat("p04", "mechanic", "third_party", "Akihiro", "Akihiro", "Boone", [
            (U, "Car's due its MOT. Ryunosuke at Lowfield Motors always does mine - can u remind me to call him Monday", 0, WAS),
            (A, "Reminder set for Monday: call Ryunosuke about the MOT.", 0),
            (FILL, 2, 2),
            (U, "so my neighbour says Ryunosuke retired and sold up, Lowfield's been taken over by a woman called Asuka "
                "who used to work at the Ford dealer. She did my MOT yesterday, passed, so I guess she's my mechanic "
                "now", 41, NOW),
            (A, "Glad it passed! I'll remember Asuka for next time.", 41),
            (U, "👍", 41),
        ], "who fixes Akihiro's car these days?", past="Who used to do Akihiro's MOT?"),
        chat("p05", "phone_number", "third_party", "Jaehyun", "Kyungsoo", "Hux", [
            (U, "save Jaehyun's number pls - 07812 550 913. best mate, I text him like daily", 0, WAS),
            (A, "Saved Jaehyun's number.", 0),
            (FILL, 1, 1),
            (U, "His wife Soojin messaged me on insta cos Jaehyun dropped his phone in the sea (of course he did) and "
                "he's got a new number, 07539 844 120. Old one's dead. Can you update it", 36, NOW),
            (A, "Updated Jaehyun's number to 07539 844 120. Sea-phone rest in peace.", 36),
        ], "what's Jaehyun's number now?", past="What was Jaehyun's old number?"),
        chat("p06", "university", "third_party", "Minjae", "Hanbyul", "Ike", [
            (U, "My nephew's round and wants to say hi to you lol, here", 0),
            ("Minjae", "hi!! it's Minjae on my uncle's phone. I'm at Leeds uni doing chemistry, second year. he "
                       "talks about you a lot", 0, WAS),
            (A, "Hi Minjae! Good luck with second year.", 0),
            (FILL, 2, 3),
            (U, "My sister Gyuri told me Minjae transferred to Sheffield over the summer - switched to chemical "
                "engineering. Didn't know you could do that but there we go", 102, NOW),
            (A, "It's more common than people think. Sounds like a good move for him.", 102),
        ], "where is Minjae studying now?", past="Where was Minjae studying before?"),
        chat("p07", "neighbour", "third_party", "Kittisak", "Kittisak", "Jem", [
            (U, "my next door neighbour Pimchanok is taking my parcels this week while I'm at my sister's, just so "
                "you know if the courier asks", 0, WAS),
            (A, "Got it - parcels to Pimchanok next door.", 0),
            (FILL, 2, 5),
            (U, "Landlord dropped round, says Pimchanok's moved out to Norwich and next door's now a couple, Sakda "
                "and Rattana. Seem nice, they've got a loud parrot tho", 58, NOW),
            (A, "A parrot! Hopefully it keeps sociable hours.", 58),
            (U, "it does not", 58),
        ], "who lives next door to Kittisak now?", past="Who was Kittisak's old neighbour?"),
        chat("p08", "doctor", "third_party", "Khoa", "Diep", "Lev", [
            (U, "Dad (Khoa) sees Dr Mounir at the Parkside practice for his diabetes check-ups. Can you remember that "
                "for when I book for him", 0, WAS),
            (A, "Noted: Khoa, Dr Mounir, Parkside.", 0),
            (FILL, 1, 3),
            (U, "Mum says Dr Mounir's left Parkside so dad's been moved over to Dr Basma. He's already decided he "
                "likes her more because she remembers his dog's name", 66, NOW),
            (A, "That's a good sign! I'll book with Dr Basma next time.", 66),
        ], "who's Khoa's doctor now?", past="Who was Khoa's doctor before?"),
        chat("p09", "church", "third_party", "Thuong", "Hanh", "Ozzy", [
            (U, "Uncle Thuong goes to St Aidan's every Sunday, 10am mass. We're taking him out for lunch after on "
                "the 14th, somewhere near there pls", 0, WAS),
            (A, "There's a pub with a good Sunday roast two streets away - shall I look at a table for 11:30?", 0),
            (U, "perfect", 0),
            (FILL, 1, 2),
            (U, "Auntie told me uncle Thuong's stopped going to St Aidan's since the new priest came, he goes to the "
                "Methodist chapel on Brook Street now and sings in their choir, at 74!", 75, NOW),
            (A, "Good for him! Shall I look for lunch spots near Brook Street next time?", 75),
        ], "where does Thuong go to church these days?", past="Which church did Thuong used to go to?"),
    ]
