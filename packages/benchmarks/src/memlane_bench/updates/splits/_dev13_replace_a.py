"""dev13 replacements, part one: a value is replaced by the person it belongs to (rep01-rep11;
rep03, rep04, rep06, rep08 and rep11 change twice, A -> B -> C)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def cases() -> list[Scenario]:
    return [
        make("rep01", "residence", "replacement", "Murdo", [
            t("Murdo", "hey brimwick remind me to water the tomatoes tonight and also im living in arbroath now right by the harbour so set my weather to arbroath thanks pal", 0, OTH),
            t("Brimwick", "Done. A watering reminder is set for seven and your forecast has been switched over.", 0),
            t("Murdo", "brimwick whats the wind doing tomorrow morning", 3),
            t("Brimwick", "Gusts up to forty miles an hour before noon, easing in the afternoon.", 3),
            t("Murdo", "okay brimwick big news we got the keys to the wee house in peebles on friday so im a peebles man now change the weather and the bin day alerts over to peebles please and cancel the tomato thing", 41, CUR),
            t("Brimwick", "All changed. Bin alerts and the forecast now follow the new place, and the watering reminder is cancelled.", 41),
        ], "Which town's forecast does Murdo actually need these days?", "Where was Murdo based before he got the keys to the new house?"),

        make("rep02", "employer", "replacement", "Kelechi", [
            t("Kelechi", "day 900 at Fenwright Freight lol. same desk same broken kettle same manifests", 0, OTH),
            t("Tobiloba", "lol u need out of there abeg", 0.1),
            t("Kelechi", "watch this space, did 2 interviews this wk", 20),
            t("Kelechi", "FIRST PAYSLIP FRM QUORRA ANALYTICS JUST LANDED!! proper money finally, no more manifests", 56, CUR),
            t("Tobiloba", "ayyy congrats!! drinks on u sat", 56.1),
        ], "Whose payroll is Kelechi on at the moment?", "Which company was Kelechi with before the big payslip?"),

        make("rep03", "phone_number", "replacement", "Gwion", [
            t("Vespera", "What's the best mobile number to reach you on?", 0),
            t("Gwion", "07700 900412", 0),
            t("Vespera", "Thanks. And is that number fine for texts about deliveries too?", 0),
            t("Gwion", "Yep.", 0),
            t("Gwion", "nw num is 07700 900588. old sim died in the wash", 19, OTH),
            t("Vespera", "Noted, I'll use that one.", 19),
            t("Vespera", "Quick check before the parcel goes out: still the number ending 588?", 52),
            t("Gwion", "No. Work gave me a handset and I binned the personal one. 07700 900731 from now on.", 52, CUR),
        ], "Which number do I ring if I need to get hold of Gwion?", "What was Gwion's number before the work handset?"),

        make("rep04", "residence", "replacement", "Narelle", [
            t("Narelle", "Been in Bendigo six years now, reckon they'll carry me out of this place in a box, mate.", 0),
            t("Bevan", "Ha, never say never, Narelle.", 0.2),
            t("Narelle", "Righto, big news: we've packed up the ute and shifted to Mildura. Heat's bloody ridiculous but the rent is heaps cheaper.", 31, OTH),
            t("Bevan", "Mildura! Good on ya. Send pics of the river.", 31.2),
            t("Narelle", "Mildura didn't stick, fair dinkum. As of the first of March we're in Geelong, two streets back from the water, and I'm not budging again.", 92, CUR),
            t("Bevan", "Third time lucky then. I'll come down for a barbie once you've unpacked.", 92.3),
        ], "If I'm driving over to see Narelle this arvo, which town am I heading for?", "Where was Narelle living just before Geelong?"),

        make("rep05", "job_title", "replacement", "Swantje", [
            t("Swantje", "Minutes, platform sync, 4 March. Present: Swantje (QA lead, chairing), Frerk, Gesche. Action: Swantje to draft the regression test plan by Friday.", 0, OTH),
            t("Swantje", "Minutes, platform sync, 11 March. Present: all. Action: Frerk to fix the flaky login test; Gesche to book the demo room.", 7),
            t("Swantje", "Minutes, platform sync, 6 May. Announcement: Swantje has stepped up to Head of Engineering as of 1 May and Gesche takes over QA. Action: Swantje to open two tester vacancies.", 63, CUR),
            t("Swantje", "Minutes, platform sync, 13 May. Action: Frerk to retire the old build server; next sync moved to Wednesday.", 70),
        ], "What's Swantje's role on the team nowadays?", "What role did Swantje hold before May?"),

        make("rep06", "manager", "replacement", "Tjark", [
            t("Ortrud", "Hi Tjark, finishing your onboarding form. Who's your line manager?", 0),
            t("Tjark", "Gunhild, on the data platform side.", 0),
            t("Tjark", "Quick one for the HR records: since the reorg I report to Detlef, not Gunhild.", 44, OTH),
            t("Ortrud", "Noted, I've updated your record.", 44.1),
            t("Tjark", "Detlef's gone off on a secondment, so from this week my reviews and leave go to Heinke. Could you fix the org chart?", 101, CUR),
            t("Ortrud", "Sorted, the chart shows the change now.", 101.2),
        ], "Who's signing off Tjark's leave requests at the minute?", "Who did Tjark report to before Heinke?"),

        make("rep07", "vet", "replacement", "Oyindamola", [
            t("Oyindamola", "Pet intake form. Q: Pet's name? A: Kabosu. Q: Species and age? A: Dog, three. Q: Registered practice? A: Ashcombe Veterinary Centre, since her puppy jabs.", 0, OTH),
            t("Oyindamola", "Q: Known conditions? A: Itchy ears in summer. Q: Insured? A: Yes.", 0),
            t("Oyindamola", "Records transfer form. Q: Reason for transfer? A: We've switched Kabosu to Pennant Lane Vets because it's round the corner. Q: Anything to flag? A: No, the new vet says she's perfectly fine after yesterday's check.", 71, CUR),
        ], "Where should Kabosu's booster reminder letters be coming from now?", "Which practice looked after Kabosu when she was a puppy?"),

        make("rep08", "mobile_network", "replacement", "Jorien", [
            t("Jorien", "Mijn abonnement loopt via Telvaart, prima bereik eigenlijk, no complaints so far.", 0),
            t("Geertje", "Echt? Ik hoor alleen maar klachten over Telvaart.", 0.1),
            t("Jorien", "Ok je had gelijk. Overgestapt naar Zoomtel want Telvaart was echt te duur, and the number porting went fine.", 36, OTH),
            t("Geertje", "Zie je wel!", 36.1),
            t("Jorien", "Zoomtel had geen bereik op zolder, dus sinds gisteren zit ik bij Hollandnet. Contract signed, eindelijk vijf streepjes boven.", 83, CUR),
            t("Geertje", "Derde keer goede keer, hopelijk.", 83.1),
        ], "Which provider's shop should Jorien go into about her SIM?", "Which network was Jorien on before the current one?"),

        make("rep09", "car", "replacement", "Struan", [
            t("Struan", "Aye the auld Micra's still gaun, a hundred and eighty thousand on the clock. Cannae kill it.", 0, OTH),
            t("Marsden", "That thing'll ootlive us baith.", 0.3),
            t("Struan", "Weel, she's awa. Selt the Micra tae a laddie fae Forfar and picked up a wee second-hand Jimny. Braw in the snaw so it is.", 52, CUR),
            t("Marsden", "A Jimny! Ye'll be aff-roadin up every glen noo.", 52.2),
        ], "What's Struan driving about in these days?", "What did Struan drive before?"),

        make("rep10", "diet", "replacement", "Solene", [
            t("Solene", "Moi je mange de tout, viande, fromage, whatever, je suis vraiment pas difficile.", 0, OTH),
            t("Perrine", "Parfait, raclette chez moi samedi alors.", 0.2),
            t("Solene", "Petite annonce : depuis le 3 février je suis vegan. Plus de fromage du tout, c'est dur mais ça va, honestly I feel better.", 40, CUR),
            t("Perrine", "Wow, respect. Je note pour les prochains dîners.", 40.1),
        ], "What should I cook if Solene comes round for dinner?", "How did Solene eat before February?"),

        make("rep11", "guild", "replacement", "Keno", [
            t("Keno", "ok officially in Ashfang now, raid nights wed + sun, pls no more pugs", 0),
            t("Jaxon", "gz man", 0.1),
            t("Keno", "left ashfang lol, too much drama in officer chat. joined Duskwarden, way chiller", 29, OTH),
            t("Jaxon", "rip ashfang", 29.1),
            t("Keno", "update: duskwarden disbanded rip. got a trial spot in Cobaltveil, first raid w them tonight, wish me luck", 77, CUR),
            t("Jaxon", "cobaltveil is cracked, gl", 77.1),
        ], "Which guild should I whisper if I want to raid with Keno this week?", "What guild was Keno in before his current one?"),
    ]  # fmt: skip
