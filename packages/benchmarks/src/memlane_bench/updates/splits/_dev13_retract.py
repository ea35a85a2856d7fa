"""dev13 retractions (ret01-ret08): something the person had stops, with nothing in its place."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def cases() -> list[Scenario]:
    return [
        make("ret01", "choir", "retraction", "Marsaili", [
            t("Marsaili", "Choir practice is Thursdays in the kirk hall, I'm second soprano and I wouldnae miss it.", 0, OTH),
            t("Peigi", "You've a lovely voice right enough.", 0.2),
            t("Marsaili", "I've chucked the choir, hen. I don't do it now, my knees cannae take all that standing.", 61, CUR),
            t("Peigi", "Och, they'll miss you at the Christmas concert.", 61.1),
        ], "Is Marsaili still singing with anyone on a Thursday night?", "What did Marsaili used to do on Thursdays?"),

        make("ret02", "partner", "retraction", "Wietske", [
            t("Wietske", "Mijn vriend Bauke en ik gaan samen naar de bruiloft van mijn nicht, he's already bought a new suit for it.", 0, OTH),
            t("Wietske", "Bauke en ik zijn niet meer samen. We're not together any more, it was mutual and honestly it's fine.", 58, CUR),
            t("Jolien", "Oh lieverd, bel me als je wilt praten.", 58.1),
        ], "Should I put Wietske down as bringing a plus-one to the wedding?", "Who was Wietske with before?"),

        make("ret03", "gym", "retraction", "Shelby", [
            t("Shelby", "gym b4 work every day at IronHaus, 6am crew, dont @ me", 0, OTH),
            t("Nerida", "6am?? ur unwell", 0.1),
            t("Shelby", "cancelled the gym lol. $70 a month to walk past it on the way to the coffee shop", 47, CUR),
            t("Nerida", "the coffee shop is the real gym", 47.1),
        ], "Can I catch Shelby working out in the mornings?", "Where did Shelby train before?"),

        make("ret04", "pet", "retraction", "Belinda", [
            t("Belinda", "Our kelpie Bodhi runs the whole yard, he herds the chooks for fun.", 0, OTH),
            t("Belinda", "We rehomed Bodhi with my uncle on his farm out past Tamworth. He needed the room to run, and there's no dog at our place now, it's too quiet.", 66, CUR),
            t("Craig", "He'll be in heaven out there, Bel.", 66.1),
        ], "Has Bel got a dog at home at the moment?", "What dog did Belinda used to have?"),

        make("ret05", "volunteering", "retraction", "Brid", [
            t("Brid", "Dear diary, another Saturday morning at the food bank in Navan, sorting tins with the usual gang. I love those shifts.", 0, OTH),
            t("Brid", "Dear diary, I stepped back from the food bank in June. No more Saturday shifts, the mornings are my own again and I'm not sure what to do with them.", 73, CUR),
        ], "Is Brid still volunteering on Saturday mornings?", "Where did Brid volunteer before June?"),

        make("ret06", "habit", "retraction", "Dorin", [
            t("Dorin", "Intake. Q: Do you smoke? A: Yes, about ten a day. Q: Alcohol? A: Weekends only.", 0, OTH),
            t("Dorin", "Review. Q: Do you smoke? A: Not any more, I quit three months ago, no patches, cold turkey. Q: Alcohol? A: Same as before.", 95, CUR),
            t("Anca", "Well done Dorin, I've updated your record.", 95.1),
        ], "Does Dorin smoke these days?", "How much did Dorin smoke before he quit?"),

        make("ret07", "book_club", "retraction", "Kobe", [
            t("Kobe", "im in the #bookclub channel on the server btw, we do one book a month, vc last sunday", 0, OTH),
            t("Jaxxer", "nerd. jk whats this month", 0.1),
            t("Kobe", "dropped out of bookclub lol, no time w ranked season, left the channel", 38, CUR),
            t("Jaxxer", "books can wait ranked cant", 38.1),
        ], "Is Kobe still reading along with the server book club?", "What channel was Kobe active in before?"),

        make("ret08", "language_class", "retraction", "Momoka", [
            t("Momoka", "doyoubi no asa wa French no kurasu ni itteru, bonjour shika ienai kedo tanoshii", 0, OTH),
            t("Momoka", "French no kurasu yameta. mou ikanai, shigoto ga isogashikute doyoubi mo tsukarete shimatte", 52, CUR),
            t("Kanon", "sokka, zannen. mata itsuka ne", 52.1),
        ], "Is Momoka still going to French lessons on Saturdays?", "What did Momoka use to do on Saturday mornings?"),
    ]  # fmt: skip
