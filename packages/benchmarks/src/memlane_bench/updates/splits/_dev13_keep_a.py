"""dev13 must-not cases, part one: additions (add01-add08) and time-bounded episodes (tb01-tb08).
The C turn is the standing statement; the O turn comes later and must not demote it."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def additions() -> list[Scenario]:
    return [
        make("add01", "pet", "addition", "Taiwo", [
            t("Taiwo", "my cat Zobo is d boss of this house, he sleeps on my laptop every nite", 0, CUR),
            t("Kayinsola", "lol zobo is a whole landlord", 0.1),
            t("Taiwo", "also got a 2nd cat!! named her Chinchin, zobo is NOT impressed, hissing since sat", 33, OTH),
        ], "What cats live with Taiwo?"),

        make("add02", "language_class", "addition", "Kyohei", [
            t("Kyohei", "kayoubi no yoru wa supeingo no kurasu ni kayotteru, sensei ga sugoku omoshiroi", 0, CUR),
            t("Kyohei", "also started Korean on an app, mainichi juugofun dake. supeingo wa mochiron tsuzuketeru yo", 41, OTH),
            t("Wakana", "sugoi, futatsu mo! atama konran shinai?", 41.1),
        ], "Which languages is Kyohei studying right now?"),

        make("add03", "instrument", "addition", "Hauke", [
            t("Hauke", "Ich spiele seit zwanzig Jahren Posaune in der Blaskapelle, jeden Mittwoch Probe.", 0, CUR),
            t("Hauke", "Hab mir zusätzlich eine Ukulele gekauft, für den Strand. Die Posaune bleibt natürlich, die Kapelle würde mich sonst umbringen.", 36, OTH),
            t("Wiltrud", "Ukulele! Ich will ein Video sehen.", 36.1),
        ], "What instruments does Hauke play?"),

        make("add04", "volunteering", "addition", "Nollaig", [
            t("Nollaig", "Wednesday nights I'm on the listening-line rota, ten till two, it's tough but it matters.", 0, CUR),
            t("Nollaig", "Dear diary, signed up to walk dogs at the animal shelter on Sunday mornings as well. Still doing Wednesdays on the line, not giving that up.", 44, OTH),
        ], "What volunteering does Nollaig do?"),

        make("add05", "employer", "addition", "Fikayo", [
            t("Fikayo", "I work as a pharmacist at Kwarapath Pharmacy in Ilorin, Monday to Friday.", 0, CUR),
            t("Fikayo", "I've also started weekend shifts at my aunty's bakery, Oven Gold, for extra cash. Still at the pharmacy on weekdays, don't worry.", 39, OTH),
            t("Eniola", "Two jobs! When do you even sleep?", 39.1),
        ], "Where does Fikayo work?"),

        make("add06", "phone_number", "addition", "Kiyoshi", [
            t("Corvix", "What number should we keep on file for you?", 0),
            t("Kiyoshi", "07700 900362. personal mobile.", 0, CUR),
            t("Corvix", "Saved.", 0),
            t("Kiyoshi", "Add a work mobile too: 07700 900481. Personal stays the main one.", 27, OTH),
            t("Corvix", "Both numbers are on file now.", 27),
        ], "Which numbers can Kiyoshi be reached on?"),

        make("add07", "sports_club", "addition", "Feidhlim", [
            t("Feidhlim", "I swim with Carlow Masters three mornings a week, half six in the pool, it's savage.", 0, CUR),
            t("Feidhlim", "Joined the parkrun crowd on Saturdays as well. The swimming stays, don't worry, I'd be lost without it.", 30, OTH),
            t("Donal", "You're some man for the exercise.", 30.1),
        ], "What clubs is Feidhlim a member of?"),

        make("add08", "email", "addition", "Apolline", [
            t("Apolline", "Mon mail perso c'est apolline.m@courriel-ouest.fr, écris-moi là.", 0, CUR),
            t("Apolline", "J'ai aussi une adresse pro maintenant, apolline@atelier-sablier.fr, but the personal one is still the main one for friends.", 35, OTH),
            t("Maelys", "Noté, merci !", 35.1),
        ], "What email addresses does Apolline use?"),
    ]  # fmt: skip


def time_bounded() -> list[Scenario]:
    return [
        make("tb01", "residence", "time_bounded", "Mitsuki", [
            t("Mitsuki", "Utsunomiya ni sunderu yo, gyouza no machi. my flat is five minutes from the station.", 0, CUR),
            t("Mitsuki", "kono shuu to raishuu wa Takamatsu, training course for two weeks, hoteru no heya semai!", 48, OTH),
            t("Koharu", "udon tabete kite ne!", 48.1),
        ], "Where's Mitsuki's home?"),

        make("tb02", "employer", "time_bounded", "Frauke", [
            t("Frauke", "I'm employed by Nordlicht Versicherung in Schwerin, claims team, permanent contract.", 0, CUR),
            t("Ansgar", "HR chat: Hi Frauke, confirming your secondment paperwork.", 40),
            t("Frauke", "Yes: from next week I'm seconded to our partner Elbufer Re for three months, then straight back to Nordlicht.", 40.1, OTH),
        ], "Who is Frauke's employer?"),

        make("tb03", "phone_number", "time_bounded", "Rab", [
            t("Rab", "ma number's 07700 900156 if ye need me, text first", 0, CUR),
            t("Rab", "on a borrowed phone this weekend, text 07700 900623 till monday, mine's in getting the screen done", 25, OTH),
            t("Kirsteen", "nae bother, will do", 25.1),
        ], "What's Rab's own mobile number?"),

        make("tb04", "car", "time_bounded", "Kylie", [
            t("Kylie", "I drive a silver Navara, she's a workhorse, never missed a beat.", 0, CUR),
            t("Kylie", "Navara is at the mechanic's for a week so I'm in a hire Picanto till Friday. Feels like driving a shoebox.", 34, OTH),
            t("Cherie", "Ha, you'll be glad to get the Navara back.", 34.1),
        ], "What does Kylie drive?"),

        make("tb05", "diet", "time_bounded", "Aurelien", [
            t("Aurelien", "Je suis végétarien depuis dix ans, no meat, no fish, but eggs and cheese are fine.", 0, CUR),
            t("Aurelien", "Cette semaine seulement, l'hôpital m'a mis sur un régime liquide avant l'examen. Only broth and jelly till Thursday.", 52, OTH),
            t("Capucine", "Courage ! Pot-au-feu aux légumes quand c'est fini.", 52.1),
        ], "What should I cook for Aurelien next month?"),

        make("tb06", "manager", "time_bounded", "Svenja", [
            t("Svenja", "Team page: Svenja, data analyst, reports to Eckhard (team lead).", 0, CUR),
            t("Svenja", "Minutes, team sync: while Eckhard is on parental leave for the next two weeks, Svenja's approvals go to Burkhard. Eckhard back on the 20th.", 45, OTH),
        ], "Who is Svenja's manager?"),

        make("tb07", "commute", "time_bounded", "Enda", [
            t("Enda", "I take the train into Sligo every morning, half seven, I know every cow on the line by now.", 0, CUR),
            t("Enda", "right so voice note because I'm stuck in traffic, trains are on strike this week so I'm driving in till Friday, the roundabout is a joke, anyway what time are we meeting Saturday", 38, OTH),
        ], "How does Enda normally get into Sligo?"),

        make("tb08", "work_days", "time_bounded", "Noortje", [
            t("Noortje", "Ik werk op maandag, dinsdag en donderdag, woensdag en vrijdag ben ik thuis met de kinderen.", 0, CUR),
            t("Noortje", "Alleen deze week werk ik vrijdag in plaats van donderdag, geruild met een collega. Volgende week weer normaal.", 29, OTH),
            t("Hidde", "Dan zien we je vrijdag op kantoor!", 29.1),
        ], "Which days does Noortje usually work?"),
    ]  # fmt: skip
