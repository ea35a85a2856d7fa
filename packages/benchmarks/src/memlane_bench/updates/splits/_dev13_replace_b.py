"""dev13 replacements, part two (rep12-rep22; rep17 changes twice, A -> B -> C)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def cases() -> list[Scenario]:
    return [
        make("rep12", "school", "replacement", "Gesa", [
            t("Gesa", "Morgens bringe ich Jonte zur Lindenhof-Grundschule und fahre dann direkt weiter, das ist mein fester Ablauf.", 0, OTH),
            t("Gesa", "Jonte hat heute seinen ersten Wackelzahn verloren, große Aufregung beim Frühstück.", 12),
            t("Gesa", "Ab diesem Schuljahr geht Jonte auf die Grundschule am Mühlenweiher. Der Schulweg ist jetzt zehn Minuten kürzer und er hat schon zwei neue Freunde.", 64, CUR),
        ], "Which school gate does Gesa stand at on weekday mornings now?", "Where did Jonte go to school before this school year?"),

        make("rep13", "commute", "replacement", "Eimear", [
            t("Eimear", "I get the Luas in every morning, grand job, twenty minutes door to door and I can read on it.", 0, OTH),
            t("Eimear", "Ah sure look, where do I even start, the craic at the weekend was mighty, the birthday went on till all hours and my head is still sore, and anyway since the start of the month I've been cycling in instead, got a bike off a fella in Mullingar for eighty quid, so no more tram for me, and then on Sunday we all went out for a walk on the pier and the wind nearly took the hat off me.", 46, CUR),
            t("Muireann", "Cycling in the rain, you're a braver woman than me.", 46.2),
        ], "How is Eimear getting to work these days?", "What did Eimear use to take into work?"),

        make("rep14", "email", "replacement", "Rintaro", [
            t("Pemberly", "Which email address should your invoices go to?", 0),
            t("Rintaro", "rintaro.k@hoshimail.jp", 0, OTH),
            t("Pemberly", "Thank you. Invoices will be sent there monthly.", 0),
            t("Rintaro", "stop using the hoshimail one, account got shut down. rintaro@kumonote.net from now on", 43, CUR),
            t("Pemberly", "Understood.", 43),
        ], "Where should I forward Rintaro's invoice PDFs?", "Which address did Rintaro's invoices go to originally?"),

        make("rep15", "hairdresser", "replacement", "Tayla", [
            t("Tayla", "hair appt w Lyndall at Snipsley's thurs, she's the only 1 who gets my fringe right", 0, OTH),
            t("Merryn", "lucky, my hairdresser butchers me every time", 0.1),
            t("Tayla", "omg lyndall retired!! tried a new girl, Marnie at Tangles on Moorabool St, honestly better??", 49, CUR),
            t("Merryn", "give me her deets", 49.1),
        ], "Who's the person that does Tayla's hair now?", "Who used to cut Tayla's hair?"),

        make("rep16", "partner", "replacement", "Chukwuemeka", [
            t("Chukwuemeka", "My girlfriend Ifunanya and I are going to Obiora's wedding together, she has already sewn her aso-ebi, you know how she likes to shine.", 0, OTH),
            t("Chukwuemeka", "Ifunanya and I have gone our separate ways o, no wahala. I'm with Somadina now, we met at my cousin's engagement, and she's the one coming to the wedding with me.", 70, CUR),
            t("Onyinye", "Ehen! So Somadina is the one. As your big sister, I approve, my brother.", 70.2),
        ], "Who is Onyinye's brother seeing at the moment?", "Who was Chukwuemeka going out with before?"),

        make("rep17", "landlord", "replacement", "Hylke", [
            t("Hylke", "Landlord's Wigbert, he lives downstairs, fixes things the same day. Sound guy.", 0),
            t("Hylke", "Wigbert sold the building. Our new landlord is a company called Grachtwonen and the rent goes to them from now on.", 31, OTH),
            t("Hylke", "Letter today: Grachtwonen has passed the whole block to Stadsveste Beheer as of 1 September, so they're the landlord now and there's a new contact for repairs.", 82, CUR),
            t("Durk", "Drie verhuurders in één jaar, wat een circus.", 82.1),
        ], "Who does Hylke's rent go to now?", "Who was Hylke's landlord before the letter about September?"),

        make("rep18", "main_game", "replacement", "Tahnee", [
            t("Tahnee", "been grinding Starfall Tactics every night this week, ranked is eating my life", 0, OTH),
            t("Brayden", "same lol, u hit gold yet", 0.1),
            t("Tahnee", "uninstalled starfall, matchmaking is cooked. its all Hollow Tides now, 80 hrs in already", 45, CUR),
            t("Brayden", "fr? might get it on sale", 45.1),
        ], "What game should I invite Tahnee to play tonight?", "What was Tahnee grinding before?"),

        make("rep19", "medication", "replacement", "Ilmari", [
            t("Ilmari", "Pre-appointment questionnaire. Q: Current medications? A: Amlodipine 5 mg, once a day, for blood pressure. Q: Allergies? A: None known.", 0, OTH),
            t("Ilmari", "Follow-up questionnaire. Q: Any changes since your last visit? A: The GP took me off amlodipine in April because of ankle swelling. I'm on losartan 50 mg in the mornings now.", 61, CUR),
        ], "Which blood pressure tablet is Ilmari taking at present?", "What was Ilmari's blood pressure tablet before April?"),

        make("rep20", "bank", "replacement", "Kotone", [
            t("Kotone", "kyuuryou wa zenbu Sakuragawa Bank ni haitteru kara, rent mo soko kara hikiotoshi ni shiteru yo.", 0, OTH),
            t("Kotone", "Sakuragawa no tesuuryou takasugi! moved everything to Hikari Net Bank last week, kyuuryou mo kongetsu kara soko ni furikomi.", 50, CUR),
            t("Minori", "ee, sugoi, zenbu? kouza no meigi henkou taihen datta deshou.", 50.1),
        ], "Which bank details should Kotone give her landlord for the direct debit?", "Where did Kotone's salary go before?"),

        make("rep21", "emergency_contact", "replacement", "Morenike", [
            t("Morenike", "HR details form. Emergency contact: Adeola (sister), 07700 900215.", 0, OTH),
            t("Morenike", "Please update my emergency contact to my husband, Olumuyiwa, on 07700 900866. My sister has relocated abroad so she can't be reached quickly.", 40, CUR),
            t("Oluwakemi", "Thanks Morenike, HR have amended your record.", 40.1),
        ], "If Morenike is taken ill at work, who does the office phone?", "Who was Morenike's emergency contact originally?"),

        make("rep22", "office_location", "replacement", "Peadar", [
            t("Peadar", "I'm based out of the Athlone depot, hour's drive each way but sure it's grand, the canteen does a savage fry.", 0, OTH),
            t("Peadar", "They've moved me over to the Tullamore site since Monday. Half the drive, happy days, though the canteen there is only desperate.", 55, CUR),
            t("Deirbhile", "Half the drive! You'll be home for the dinner every evening now.", 55.1),
        ], "Which site should the courier bring Peadar's new laptop to?", "Which site was Peadar at before?"),
    ]  # fmt: skip
