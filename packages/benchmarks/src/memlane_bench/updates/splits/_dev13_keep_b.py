"""dev13 must-not cases, part two: someone else's state (op01-op08), plans, wishes and
hypotheticals (pl01-pl08) and restatements in other words (rs01-rs06)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev13_build import CUR, OTH, make, t


def other_person() -> list[Scenario]:
    return [
        make("op01", "residence", "other_person", "Katell", [
            t("Katell", "J'habite à Lorient depuis cinq ans, près du port de pêche, et je ne bougerai pas.", 0, CUR),
            t("Katell", "Mon frère Yvonnick vient de déménager à Dinard, il a enfin trouvé un appart avec vue sur la mer.", 42, OTH),
            t("Rozenn", "Super pour lui ! Tu vas pouvoir aller le voir en train.", 42.1),
        ], "Which town do I send Katell's birthday present to?"),

        make("op02", "employer", "other_person", "Olabisi", [
            t("Olabisi", "I'm an accountant at Ivorygate Partners, been there four years, audit season is killing me.", 0, CUR),
            t("Olabisi", "My friend Oreofe just got a job at Palmgrove Capital, she's over the moon, we're going out to celebrate her on Friday.", 37, OTH),
        ], "Which firm should I send Olabisi's payslip query to?"),

        make("op03", "partner", "other_person", "Insa", [
            t("Insa", "Mein Freund Ole und ich wohnen seit drei Jahren zusammen, wir sind ein gutes Team.", 0, CUR),
            t("Insa", "Große Neuigkeiten: meine Schwester Gerlinde hat sich mit Klaas verlobt! Hochzeit im Mai.", 50, OTH),
            t("Henni", "Wie schön, richte Gerlinde Glückwünsche aus!", 50.1),
        ], "Who is Insa's partner?"),

        make("op04", "pet", "other_person", "Teun", [
            t("Teun", "Ik heb een konijn, Speculaas, hij woont in een hok in de tuin en is de baas van de straat.", 0, CUR),
            t("Teun", "Mijn huisgenoot Wessel heeft een puppy gekocht, Kroket. Totale chaos in huis, Speculaas is er niet blij mee.", 43, OTH),
        ], "What pet does Teun keep?"),

        make("op05", "phone_number", "other_person", "Chisom", [
            t("Chisom", "My number is 07700 900274, call me after church.", 0, CUR),
            t("Chisom", "Mummy says her new number is 07700 900850, please save it as Mummy Chi and delete the MTN one.", 31, OTH),
            t("Obinwanne", "Saved it.", 31.1),
        ], "What number do I call to reach Chisom herself?"),

        make("op06", "car", "other_person", "Eleri", [
            t("Eleri", "I drive a little red Twingo, you'll see me coming a mile off.", 0, CUR),
            t("Eleri", "Hywel bought himself a Taycan and he will not shut up about it. Every sentence starts with 'the Taycan'.", 46, OTH),
            t("Carys", "Ha! Men and their cars.", 46.1),
        ], "What car should I look out for when Eleri picks me up from the station?"),

        make("op07", "diet", "other_person", "Honorine", [
            t("Honorine", "Moi je mange de tout, surtout du poisson, j'adore les moules-frites.", 0, CUR),
            t("Honorine", "Ma fille Isaure est devenue végétarienne le mois dernier, donc maintenant on cuisine deux menus à la maison.", 41, OTH),
            t("Philibert", "C'est sympa de faire deux menus.", 41.1),
        ], "Can I take Honorine to the fish restaurant?"),

        make("op08", "job_title", "other_person", "Tatsuya", [
            t("Tatsuya", "I'm the sous-chef at Kuroneko Izakaya, mostly grill and fryer.", 0, CUR),
            t("Tatsuya", "My colleague Shunsuke just got promoted to head chef, kanpai! He deserves it.", 47, OTH),
        ], "What's Tatsuya's position in the kitchen?"),
    ]  # fmt: skip


def plans() -> list[Scenario]:
    return [
        make("pl01", "residence", "plan", "Ander", [
            t("Ander", "I live in Vitoria-Gasteiz, in the old town, five floors up with no lift.", 0, CUR),
            t("Ander", "If I moved to Biarritz I'd finally learn to surf. Honestly I think about it every single winter, but it's just a daydream.", 40, OTH),
            t("Maitane", "Daydreams are free, Ander.", 40.1),
        ], "Where does Ander live?"),

        make("pl02", "employer", "plan", "Genki", [
            t("Genki", "ima wa Tanukiya Soft de engineer shiteru, backend tantou.", 0, CUR),
            t("Genki", "I'd love to work at Gingaboshi Robotics someday, yume da ne. not applying yet though", 36, OTH),
            t("Natsuki", "ganbatte! itsuka kitto.", 36.1),
        ], "Which company is Genki employed by?"),

        make("pl03", "mobile_network", "plan", "Dirkje", [
            t("Dirkje", "Ik zit bij Polderbel, al jaren, prima bereik.", 0, CUR),
            t("Dirkje", "Ik denk erover om over te stappen naar Duinnet, die hebben een actie, maar ik heb nog niks opgezegd.", 39, OTH),
            t("Bartel", "Eerst de kleine lettertjes lezen!", 39.1),
        ], "Which mobile network is Dirkje on?"),

        make("pl04", "car", "plan", "Brock", [
            t("Brock", "Got a white Triton ute, towbar, roof racks, the lot.", 0, CUR),
            t("Brock", "Was gonna trade the Triton in for a camper van but pulled out at the last minute, the dealer was dreaming with that price.", 44, OTH),
            t("Shelley", "Good call, keep the ute.", 44.1),
        ], "What is Brock driving these days?"),

        make("pl05", "school", "plan", "Ayaka", [
            t("Ayaka", "musume wa Sakuragaoka shougakkou ni kayotteru, aruite juppun.", 0, CUR),
            t("Ayaka", "rainen Aoba gakuen ni tenkou saseru ka mo... mada kimetenai kedo, setsumeikai dake itte miru.", 47, OTH),
            t("Fuyumi", "setsumeikai dou datta ka oshiete ne.", 47.1),
        ], "Which school does Ayaka walk her daughter to?"),

        make("pl06", "gym", "plan", "Innes", [
            t("Innes", "I do the spin classes at Pedalworks on Mondays and Thursdays, it's murder but I love it.", 0, CUR),
            t("Innes", "New Year resolution: join a boxing gym in January. Havenae signed anything yet, mind, it's just talk.", 49, OTH),
        ], "Where does Innes go to work out?"),

        make("pl07", "bank", "plan", "Ladi", [
            t("Ladi", "My salary comes into my Greenbank Savings account, been with them since university.", 0, CUR),
            t("Ladi", "I applied to open an account with Firstwave Bank last week, but they haven't approved it yet, still waiting on documents.", 33, OTH),
            t("Rakiya", "Those people are slow, be patient.", 33.1),
        ], "Which bank should payroll pay Ladi into?"),

        make("pl08", "insurance", "plan", "Gaelle", [
            t("Gaelle", "Mon assurance habitation est chez Mutuelle Ferrandière, contrat renouvelé en janvier.", 0, CUR),
            t("Gaelle", "J'ai demandé un devis à Assurances Bréhat, moins cher peut-être, mais je n'ai pas encore changé.", 42, OTH),
        ], "Who insures Gaelle's flat?"),
    ]  # fmt: skip


def restatements() -> list[Scenario]:
    return [
        make("rs01", "residence", "restatement", "Torquil", [
            t("Torquil", "I'm in Portree, the wee white cottage above the harbour.", 0, CUR),
            t("Torquil", "Aye, still on Skye, still in Portree, nae plans tae shift.", 58, OTH),
        ], "Where does Torquil stay?"),

        make("rs02", "employer", "restatement", "Oreoluwa", [
            t("Oreoluwa", "I teach at Osogbo Grammar School, JSS2 mathematics.", 0, CUR),
            t("Oreoluwa", "Five years at the grammar school this September, same classroom, same chalk dust.", 65, OTH),
            t("Adedoyin", "Congrats on five years, ma!", 65.1),
        ], "Where does Oreoluwa teach?"),

        make("rs03", "partner", "restatement", "Ophelie", [
            t("Ophelie", "Je suis avec Gwendal depuis 2019.", 0, CUR),
            t("Ophelie", "Gwendal et moi, toujours ensemble, on fête nos cinq ans samedi au resto.", 70, OTH),
        ], "Who is Ophelie's other half?"),

        make("rs04", "diet", "restatement", "Habibat", [
            t("Habibat", "I don't eat meat, haven't for years.", 0, CUR),
            t("Habibat", "Still no meat for me o, just give me the rice and plantain and I'm happy.", 48, OTH),
            t("Zainabu", "Noted, jollof without chicken for you.", 48.1),
        ], "What should I put on Habibat's plate at the party?"),

        make("rs05", "phone_number", "restatement", "Takeru", [
            t("Takeru", "boku no bangou wa 07700 900318, itsudemo dōzo.", 0, CUR),
            t("Takeru", "bangou wa kawattenai yo, mada 318 de owaru yatsu.", 54, OTH),
        ], "What's Takeru's phone number?"),

        make("rs06", "vet", "restatement", "Soizic", [
            t("Soizic", "Notre chienne Brioche est suivie à la clinique vétérinaire des Remparts.", 0, CUR),
            t("Soizic", "Toujours chez les Remparts pour Brioche, ils sont adorables avec elle.", 62, OTH),
        ], "Which vet should I call if Soizic's dog gets sick while I'm dog-sitting?"),
    ]  # fmt: skip
