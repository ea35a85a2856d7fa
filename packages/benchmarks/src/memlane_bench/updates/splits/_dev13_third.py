"""dev13 third-party reports (tp01-tp08): someone else tells of the person's change."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def cases() -> list[Scenario]:
    return [
        make("tp01", "residence", "third_party", "Sayaka", [
            t("Sayaka", "Kanazawa no apaato, kawa ga mieru kara suki. I live two minutes from the river here.", 0, OTH),
            t("Toshiro", "Diary, 12 November. Sayaka rang tonight from her new flat in Toyama; she moved in on the 3rd and says the mountains are right outside the window. Her mother cried a little.", 88, CUR),
            t("Toshiro", "Diary, 13 November. Raked the leaves. Knees complained.", 89),
        ], "Where should I post Sayaka's New Year card?", "Where did Sayaka live before November?"),

        make("tp02", "employer", "third_party", "Ugochi", [
            t("Ugochi", "I'm a lab analyst at Brightlane Diagnostics, mostly blood panels, night shifts on rotation.", 0, OTH),
            t("Ugochi", "Off to an interview after my shift, pray for me.", 20),
            t("Sundqvist", "Hi all, recruiter update: Ugochi accepted our client's offer and started at Sorrelmere Pharma on Monday. Great placement.", 61, CUR),
        ], "Who should Ugochi's reference request be addressed to at her employer?", "Where did Ugochi work before the placement?"),

        make("tp03", "partner", "third_party", "Aitor", [
            t("Aitor", "Maider eta biok bakarrik joango gara, me and Maider are doing the Camino together this summer.", 0, OTH),
            t("Garazi", "Diary, Sunday. My brother Aitor came for lunch with Uxue, his new girlfriend; he and Maider split up in the spring. Uxue brought a cake and Mum loved her.", 80, CUR),
        ], "Who will Garazi's brother be bringing to Sunday lunch?", "Who was Aitor with before Uxue?"),

        make("tp04", "dentist", "third_party", "Iwan", [
            t("Iwan", "My dentist is Dr Prytherch at Penrhos Square Dental, been with him since I was a kid.", 0, OTH),
            t("Glenys", "Penrhos Square Dental here. Letter to Iwan: Dr Prytherch has retired and your care has been transferred to Dr Mwangaza at our sister practice, Harbourview Dental, from 1 March.", 77, CUR),
        ], "Which practice will Iwan's next check-up be at?", "Who was Iwan's dentist before March?"),

        make("tp05", "job_title", "third_party", "Malte", [
            t("Malte", "Ich bin Junior-Analyst im Controlling, hauptsächlich Excel und Kaffee.", 0, OTH),
            t("Birte", "Minutes, all-hands, 3 July. Announcements: Malte promoted to Senior Analyst effective 1 July. Action: Malte to onboard the two interns.", 70, CUR),
            t("Birte", "Minutes, all-hands, 10 July. Action: canteen survey closes Friday.", 77),
        ], "What's Malte's job title these days?", "What was Malte's title before July?"),

        make("tp06", "phone_number", "third_party", "Toyin", [
            t("Toyin", "Save my number o: 07700 900193. Call anytime after six.", 0, OTH),
            t("Bolanle", "Family group: Toyin lost her phone at the market on Saturday. New number is 07700 900947, save it, don't use the old one again.", 59, CUR),
            t("Adewale", "Saved. Sorry about the phone, Toyin.", 59.1),
        ], "What number do I use to call Toyin tonight?", "What was Toyin's number before she lost the phone?"),

        make("tp07", "gp_doctor", "third_party", "Garba", [
            t("Garba", "My doctor is Dr Haliru at the Tudun Wada clinic, he knows my whole history.", 0, OTH),
            t("Lami", "Garba has changed clinics since the last time you asked. He is now with Dr Zarma at the Bauchi Road practice, and the old clinic has sent his file there.", 64, CUR),
        ], "Which clinic should Garba's test results be sent to?", "Who was Garba's doctor before?"),

        make("tp08", "sports_club", "third_party", "Jago", [
            t("Jago", "I row with the Porthleven gig club, Tuesdays and Saturdays, bow seat.", 0, OTH),
            t("Piran", "Heads up, Jago's jumped ship to the Mousehole crew as of Easter. Rows for them Saturdays now, so don't put him on our list.", 69, CUR),
            t("Senara", "Traitor! Good luck to him.", 69.1),
        ], "Which gig crew is Jago rowing for this season?", "Which gig club did Jago row with before Easter?"),
    ]  # fmt: skip
