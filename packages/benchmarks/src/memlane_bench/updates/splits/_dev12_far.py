"""dev12 far-apart changes: 150-260 small-talk turns (drawn per seed from ``_dev12_filler``)
between the two scored statements; three are A -> B -> C, scored on the last step."""

from __future__ import annotations

from collections.abc import Sequence

from ..schema import Scenario
from ._dev12_build import Line, case, spread
from ._dev12_filler import Filler


def _lines(fill: Filler, speakers: Sequence[str], parts: Sequence[Line | int]) -> list[Line]:
    """Expand every int in ``parts`` into that many filler turns dated between its neighbours."""
    out: list[Line] = []
    for i, part in enumerate(parts):
        if isinstance(part, int):
            out += spread(fill.take(part), speakers, out[-1][1], parts[i + 1][1])
        else:
            out.append(part)
    return out


def cases(seed: int) -> list[Scenario]:
    fill = Filler(seed)

    def far(key: str, family: str, subject: str, question: str, speakers: Sequence[str],
            parts: Sequence[Line | int], past: str | None = None) -> Scenario:  # fmt: skip
        return case(key, family, "far_apart", subject, question, _lines(fill, speakers, parts), past)

    return [
        far("far-01", "employer", "Wangari", "Where is Wangari employed?", ("Kibet", "Wangari"), [
            ("Kibet", 0, "Habari za asubuhi! Are you still at the same place, the one with the terrible canteen?"),
            ("Wangari", 0, "Still at Equity Bank HQ in Upper Hill, same desk by the window, same stale mandazi in the canteen. Six years this June.", "O"),
            ("Kibet", 0.2, "My wife just started at KCB, so the two of you can argue about banks."),
            152,
            ("Wangari", 95, "Kumbe I never told you — first month at Twiga Foods done! Logistics analytics, office in Kilimani, and the Equity badge is somewhere in a drawer.", "C"),
            ("Kibet", 95.1, "Eh! Congratulations, finally out of Upper Hill."),
        ], past="Where did Wangari work for six years?"),
        far("far-02", "city", "Dobromir", "Which city does Dobromir call home these days?", ("Sylwia", "Dobromir"), [
            ("Dobromir", 0, "Mieszkamy w Łodzi, on Piotrkowska, right above the pierogarnia — the smell every evening is a form of torture.", "O"),
            ("Sylwia", 0.1, "I'd live there just for the pierogi."),
            171,
            ("Dobromir", 110, "Odkąd we signed the lease in Toruń in June, I walk along the Vistula every evening. The gingerbread shops are dangerous. Łódź feels like another life already.", "C"),
            ("Sylwia", 110.2, "That suits you. Send me pierniki."),
        ]),
        far("far-03", "phone_plan", "Dohyun", "Which phone plan is Dohyun on?", ("Hiroki", "Dohyun"), [
            ("Dohyun", 0, "My phone plan is SKT 5GX standard, 75,000 won a month, and I barely use half the data.", "O"),
            ("Hiroki", 0.1, "75,000?! In Japan I pay about 3,000 yen with povo."),
            185,
            ("Dohyun", 88, "Finally did it — ported my number to an alddeul MVNO on the KT network, 33,000 won a month, same number, same coverage. SKT can keep their points.", "C"),
            ("Hiroki", 88.1, "Welcome to the cheap side, it's nice here."),
        ]),
        far("far-04", "email", "Tomoko", "Which e-mail address should the PTA use for Tomoko?", ("Chunhua", "Tomoko"), [
            ("Chunhua", 0, "Hi all, I'm collecting PTA contacts for the autumn fair. Reply with the address you actually check."),
            ("Tomoko", 0, "> Reply with the address you actually check.\ntomoko.h@nifty.com for me. Happy to run the book stall again.", "O"),
            ("Chunhua", 0.1, "Lovely, the book stall is yours."),
            199,
            ("Tomoko", 80, "> Is tomoko.h@nifty.com still right for the spring fair list?\nPlease use t.hayashi.pta@gmail.com instead — nifty shut my old mailbox in January, the gmail is the only one I check.", "C"),
            ("Chunhua", 80.1, "Updated, thanks Tomoko."),
        ]),
        far("far-05", "doctor", "Yalda", "Who's Yalda's doctor these days?", ("Behrouz", "Yalda"), [
            ("Yalda", 0, "My doctor is Dr. Karimi at the Westbourne clinic — she's the only one who ever listened about my migraines.", "O"),
            ("Behrouz", 0.1, "Hold on to her. Mine forgets my name every visit."),
            213,
            ("Yalda", 120, "Since we bought the house in Harbourside I'm registered with Dr. Tehrani at Harbour Medical — Westbourne was forty minutes each way, I couldn't keep doing it.", "C"),
            ("Behrouz", 120.1, "Tehrani is good, my cousin sees him."),
        ]),
        far("far-06", "gym", "Orhan", "Where does Orhan work out these days?", ("Cyrus", "Orhan"), [
            ("Orhan", 0, "The gym I go to is MacFit in Kadıköy, the one by the ferry pier, evenings after work.", "A"),
            ("Cyrus", 0.1, "Is it busy? I heard after six it's chaos."),
            40,
            ("Orhan", 30, "Cancelled MacFit — I train at the crossfit box in Moda these days, 6:30 morning class, the coach shouts a lot.", "O"),
            170,
            ("Orhan", 130, "Crossfit wrecked my shoulder, so that's over. I swim at the Fenerbahçe municipal pool three mornings a week instead — that's my whole fitness life.", "C"),
            ("Cyrus", 130.1, "Much kinder on the body. Your shoulder will thank you."),
        ], past="Where did Orhan train before the pool?"),
        far("far-07", "tutor", "Pallavi", "Who tutors Pallavi in quant?", ("Urvashi", "Pallavi"), [
            ("Pallavi", 0, "For CAT prep my quant tutor is Deshpande sir at the Career Launcher centre in Kothrud — Tuesday, Thursday, Saturday.", "O"),
            ("Urvashi", 0.1, "Deshpande sir is legendary yaar, my brother had him too."),
            228,
            ("Pallavi", 100, "Left Career Launcher. Since the autumn my quant classes are with Sameer sir on Unacademy live, at night, from home — saves me two hours of traffic.", "C"),
            ("Urvashi", 100.1, "Smart. Traffic on Karve Road is a crime."),
        ]),
        far("far-08", "hobby", "Vanusa", "What does Vanusa do at weekends?", ("Edson", "Vanusa"), [
            ("Vanusa", 0, "My weekend thing is ceramics at the ateliê in Vila Madalena — I've made eleven wonky bowls and I love every one.", "O"),
            ("Edson", 0.1, "Put me down for a wonky bowl."),
            242,
            ("Vanusa", 140, "Gave up the ceramics, no more wheel. These days my weekends are forró at the Canto da Ema — I'm obsessed, my feet are not.", "C"),
            ("Edson", 140.1, "Forró! Next time I'm coming."),
        ]),
        far("far-09", "band", "Gaspare", "What band does Gaspare play in?", ("Liborio", "Gaspare"), [
            ("Gaspare", 0, "Suono la chitarra nei Fichi d'India, cover band — weddings, sagre, the odd birthday on a boat.", "A"),
            ("Liborio", 0.1, "I saw you at the sagra del pesce, great Battisti medley."),
            35,
            ("Gaspare", 25, "Lasciato i Fichi d'India. I play guitar for Mare Nero, originals only, we rehearse in a garage in Ortigia.", "O"),
            180,
            ("Gaspare", 140, "Mare Nero si è sciolto dopo l'estate. Since October I'm with the Sciroccos, a jazz trio, and I play double bass there, can you imagine.", "C"),
            ("Liborio", 140.1, "Double bass! Bravo, I'll come to the first gig."),
        ], past="Which band was Gaspare in before the Sciroccos?"),
        far("far-10", "club", "Florentina", "Which club is Florentina a member of?", ("Herminia", "Florentina"), [
            ("Florentina", 0, "Soy socia del club de montaña Peñalara, we hike the Sierra every second Sunday, rain or shine.", "O"),
            ("Herminia", 0.1, "Rain or shine, you're mad."),
            160,
            ("Florentina", 75, "Me di de baja del Peñalara in the spring. Signed up with the Club Ciclista Vallecas instead — road rides on Sunday mornings, 80 km, no mercy.", "C"),
            ("Herminia", 75.1, "From boots to a bike. Respect."),
        ]),
        far("far-11", "coffee_shop", "Leonidas", "Where does Leonidas get his morning coffee?", ("Chrysa", "Leonidas"), [
            ("Leonidas", 0, "Every morning it's a freddo espresso from Mikel on Ermou, drunk on the way to the office.", "O"),
            ("Chrysa", 0.1, "Mikel is a chain, Leonidas, have some self-respect."),
            175,
            ("Leonidas", 90, "Happy, Chrysa? No more Mikel — the tiny roastery Taf on Emmanouil Benaki does my morning coffee, I'm a regular, they know my name and my order.", "C"),
            ("Chrysa", 90.1, "Finally, some taste."),
        ]),
        far("far-12", "sport_team", "Gathoni", "Which netball team does Gathoni play for?", ("Ndungu", "Gathoni"), [
            ("Gathoni", 0, "I play netball for Nairobi Water Queens, training Tuesday and Thursday at Nyayo, league games on Saturdays.", "O"),
            ("Ndungu", 0.1, "Queens! Which position?"),
            ("Gathoni", 0.2, "Goal shooter, of course."),
            258,
            ("Gathoni", 150, "Signed with Kenya Prisons netball this season — my first game in the new kit is Saturday at Nyayo. Bring the whistle.", "C"),
            ("Ndungu", 150.1, "Eh! I'm coming with the whole family."),
        ]),
        far("far-13", "manager", "Volker", "Who does Volker report to?", ("Griet", "Volker"), [
            ("Volker", 0, "Gunther is my manager at Siemens Energy in Erlangen — good boss, leaves you alone, buys the cake on Fridays.", "A"),
            ("Griet", 0.1, "A boss who buys cake is a keeper."),
            30,
            ("Volker", 20, "Gunther retired in May, so Brynhild Aas is my manager — strict but fair, and no cake.", "O"),
            165,
            ("Volker", 120, "Brynhild got poached by Vestas. The one I report to is a guy called Ruud from the Rotterdam office; first one-to-one on Monday.", "C"),
            ("Griet", 120.1, "Maybe the new one will bring back the cake."),
        ], past="Who was Volker's manager before Ruud?"),
        far("far-14", "community_group", "Wimberly", "What community group does Wimberly go to?", ("Sidney", "Wimberly"), [
            ("Wimberly", 0, "I run the Tuesday knit-and-natter group at the Hollybush library — twelve regulars and one very opinionated parrot owner.", "O"),
            ("Sidney", 0.1, "Is the parrot invited?"),
            205,
            ("Wimberly", 100, "Handed the knit-and-natter over to the librarian in the summer. These days I'm at the community shed on Canal Street on Thursdays, woodworking — made a birdbox last week.", "C"),
            ("Sidney", 100.1, "A birdbox! Put the parrot in it."),
        ]),
    ]
