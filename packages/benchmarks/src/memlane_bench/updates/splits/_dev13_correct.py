"""dev13 corrections (cor01-cor10): the speaker fixes their own slip, usually within minutes."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def cases() -> list[Scenario]:
    return [
        make("cor01", "class_day", "correction", "Kenna", [
            t("Kenna", "brisbee add yoga every wednesday at seven to my calendar and make it repeat forever", 0, OTH),
            t("Brisbee", "Added a repeating event at seven in the evening.", 0),
            t("Kenna", "wait no its tuesdays not wednesdays yoga is on a tuesday fix that", 0.01, CUR),
            t("Brisbee", "Fixed. The repeating event has moved.", 0.01),
        ], "What night of the week is Kenna's yoga?"),

        make("cor02", "address", "correction", "Aukje", [
            t("Lumeno", "What's the delivery address for the plant stand?", 0),
            t("Aukje", "41 Brinkweg", 0, OTH),
            t("Lumeno", "Great, the courier is booked for Thursday.", 0),
            t("Aukje", "Sorry, I misspoke. 14 Brinkweg. 41 is across the road.", 0.02, CUR),
            t("Lumeno", "No problem, the label is updated.", 0.02),
        ], "Which house number should the courier knock on for Aukje?"),

        make("cor03", "pet_breed", "correction", "Ludivine", [
            t("Ludivine", "New patient form. Q: Animal's name? A: Pretzel. Q: Breed? A: Beagle. Q: Age? A: Seven.", 0, OTH),
            t("Ludivine", "Correction to the form I just filled in: Pretzel is a basset hound, not a beagle. I ticked the wrong box.", 0.01, CUR),
            t("Gaetan", "Thanks, reception has fixed Pretzel's file.", 0.02),
        ], "What breed is Ludivine's dog?"),

        make("cor04", "birthday", "correction", "Ryota", [
            t("Ryota", "ore no tanjoubi wa 3-gatsu 12-nichi dakara, party no junbi yoroshiku ne", 0, OTH),
            t("Ryota", "a, chigau, 21-nichi da. 3-gatsu 21-nichi. gomen, typo shita", 0.01, CUR),
            t("Sumire", "ryoukai, 21-nichi ne. cake yoyaku shite oku", 0.02),
        ], "On what date should we throw Ryota's birthday party?"),

        make("cor05", "employer", "correction", "Maialen", [
            t("Warrick", "Thanks for connecting, Maialen. Where are you working at the moment?", 0),
            t("Maialen", "I'm a data engineer at Fernhollow Systems.", 0, OTH),
            t("Maialen", "Sorry, that was my last place, old habits. I'm at Quayline Data now, been there since autumn.", 0.01, CUR),
            t("Warrick", "No worries, I'll update your profile.", 0.02),
        ], "Which company should Warrick put down as Maialen's employer?"),

        make("cor06", "allergy", "correction", "Tuuli", [
            t("Tuuli", "Q: Do you have any allergies? A: None.", 0, OTH),
            t("Tuuli", "Sorry, I forgot when I was filling the form. I'm allergic to shellfish, I came up in hives after prawns last year.", 0.01, CUR),
            t("Otso", "Thanks for letting us know, it's added to your notes.", 0.01),
        ], "Is there anything Tuuli shouldn't be served at the team dinner?"),

        make("cor07", "work_days", "correction", "Jelte", [
            t("Siebe", "Minutes, ops weekly: Jelte will be in the office on Mondays and Wednesdays from next month; Aukema room booked for his one-to-ones.", 0, OTH),
            t("Siebe", "Correction to today's minutes: Jelte is in the office on Tuesdays and Thursdays, not Mondays and Wednesdays. My mistake.", 0.05, CUR),
        ], "On which days can I catch Jelte in the office?"),

        make("cor08", "dentist", "correction", "Ayomide", [
            t("Ayomide", "My dentist is Dr Oyekunle at Marina Smiles, I see her every six months.", 0, OTH),
            t("Ayomide", "Ah no, I mixed it up. Dr Oyekunle is my mummy's dentist. Mine is Dr Ekpenyong at Bright Arch Dental on Adetokunbo Avenue.", 0.01, CUR),
            t("Tochukwu", "Lol, two dentists in one family, you people love your teeth.", 0.02),
        ], "Who should Ayomide call about her chipped tooth?"),

        make("cor09", "instrument", "correction", "Imke", [
            t("Imke", "Ich spiele Bratsche im Uniorchester, falls ihr noch jemanden für das Quartett sucht.", 0, OTH),
            t("Imke", "Sorry, verschrieben: Cello, nicht Bratsche. Ich spiele Cello.", 0.01, CUR),
            t("Rieke", "Noch besser, uns fehlt genau ein Cello.", 0.02),
        ], "What instrument would Imke bring to a jam session?"),

        make("cor10", "sports_club", "correction", "Jedda", [
            t("Jedda", "I play for the Wagga Currawongs, netball on Saturdays, wing attack.", 0, OTH),
            t("Jedda", "Nah scratch that, wrong club. I'm with the Wagga Kookaburras. The Currawongs are my brother's lot.", 0.01, CUR),
            t("Tahlia", "Ha, easy mistake with the amount of footy talk in that house.", 0.02),
        ], "Whose colours should I buy Jedda for her birthday?"),
    ]  # fmt: skip
