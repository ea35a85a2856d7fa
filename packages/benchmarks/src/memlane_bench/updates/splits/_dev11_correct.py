"""dev11 corrections: the speaker (or the minute-taker) got something wrong and fixes it, often
minutes later: a transposed digit, a wrong month, a mixed-up nut, a house number, a town said
out of habit (with French mixed in), a title the assistant recorded too generously."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "res-fix-kinsale", "residence", "correction", "Grainne",
            """
            Grainne @0 | I'm living in Kinsale these days, ten minutes' walk from the harbour. [oth]
            Fotini @0 | oh lovely, Kinsale is gorgeous
            Grainne @0.1 | ah no, my mistake, I'm in Clonakilty, not Kinsale. Kinsale is my aunt's place, I've been there all week so it slipped out. [cur]
            Fotini @0.1 | ha, Clonakilty then!
            """,
            "Where does Grainne live?",
        ),
        make(
            "phone-fix-digits", "phone", "correction", "Tryphena",
            """
            Tryphena @0 | Hi Ulick, my new mobile is 07811 402973, text me when you land. [oth]
            Ulick @0 | saved, see you at arrivals
            Tryphena @0.1 | Wait, I swapped the last two digits: it's 07811 402937, not 973. Sorry! [cur]
            Ulick @0.1 | fixed it, Phena
            """,
            "What is Tryphena's mobile number?",
        ),
        make(
            "job-fix-minutes", "employer", "correction", "Iestyn",
            """
            Kehinde @0 | Minutes, 9 May. Welcomed Iestyn from Cindervale Ltd, who will advise on the tender. Budget review deferred. [oth]
            Kehinde @7 | Correction to the minutes of 9 May: Iestyn is from Cinderwell Ltd, not Cindervale Ltd as recorded. Apologies for the error. [cur]
            Kehinde @7 | Minutes, 16 May. Tender timeline agreed. Iestyn to circulate the draft scope.
            """,
            "Which firm is Iestyn from?",
        ),
        make(
            "birthday-fix-month", "birthday", "correction", "Angharad",
            """
            Angharad @0 | Can you put my birthday in the team calendar? It's 14 March. [oth]
            Heledd @0 | done! cake is on me
            Angharad @1 | Oops, it's 14 May, not March, autopilot typing. Could you move it? [cur]
            Heledd @1 | moved to 14 May
            """,
            "When is Angharad's birthday?",
        ),
        make(
            "allergy-fix-memo", "allergy", "correction", "Pelagia",
            """
            Pelagia @0 | Memo for the party planner, um, I'm allergic to walnuts, so no walnut cake please, and, uh, the music should start at eight. [oth]
            Pelagia @0.1 | Memo two, correction, it's pecans I'm allergic to, not walnuts. Walnuts are actually fine, I mixed them up again. Pecans are the problem. Music still at eight. [cur]
            """,
            "What nut is Pelagia allergic to?",
        ),
        make(
            "title-fix-terse", "job_title", "correction", "Bathsheba",
            """
            Bathsheba @0 | I'm a senior paralegal at Wexcombe & Dray, the law firm by the station. [oth]
            Quillon @0 | Congratulations! How long have you been a senior paralegal there?
            Bathsheba @0 | oh wait no. not senior. just paralegal. promotion's not till next year [cur]
            Quillon @0 | Corrected: paralegal at Wexcombe & Dray.
            """,
            "What is Bathsheba's job title?",
        ),
        make(
            "address-fix-letter", "postal_address", "correction", "Wenceslas",
            """
            Wenceslas @0 | Dear Ms Orchardson, please send the countersigned lease to my address: 27 Tannery Lane, Whitstable CT5 1QH. Kind regards, Wenceslas Brightmore [oth]
            Wenceslas @2 | Dear Ms Orchardson, I apologise, my previous letter gave the wrong house number. The correct address is 72 Tannery Lane, Whitstable CT5 1QH. Kind regards, Wenceslas Brightmore [cur]
            """,
            "What is Wenceslas's postal address?",
        ),
        make(
            "club-fix-thursday", "club_schedule", "correction", "Kyriaki",
            """
            Kyriaki @0 | Book club is at mine on the first Tuesday of every month, 7 pm, bring whatever you're drinking. [oth]
            Galateia @0 | first Tuesday, perfect
            Kyriaki @0.2 | Sorry, first THURSDAY, not Tuesday. Tuesday is choir, my brain merged them. Still 7 pm. [cur]
            """,
            "Which evening does Kyriaki host book club?",
        ),
        make(
            "res-fix-french", "residence", "correction", "Yolande",
            """
            Yolande @0 | Alors, pour les cartes de voeux: I live in Quimper, près de la cathédrale. [oth]
            Ambrosine @0 | Quimper! j'adore cette ville
            Yolande @0.1 | Ah non, pardon, Vannes! I live in Vannes. Quimper c'est chez mes parents, I say it by habit. [cur]
            Ambrosine @0.1 | Vannes, noté
            """,
            "Do you know where Yolande lives?",
        ),
        make(
            "rate-fix-invoice", "day_rate", "correction", "Norberta",
            """
            Norberta @0 | Invoice note for the translation project: my day rate is €380, twelve days in total. [oth]
            Lettice @0 | Thanks, finance will process it this week.
            Norberta @0.5 | Correction to my invoice note: the day rate is €420, not €380. I pasted the figure from an old template by mistake. Twelve days is right. [cur]
            Lettice @0.5 | No problem, I'll pass on the corrected rate.
            """,
            "What day rate does Norberta charge?",
        ),
    ]  # fmt: skip
