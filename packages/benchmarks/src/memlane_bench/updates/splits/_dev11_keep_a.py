"""dev11 must-not-supersede, part a: additions (a second pet, a work phone or e-mail beside
the personal one, one more language, a second job, a holiday caravan, a savings account, a
second club) and time-bounded or past episodes (a week away, covering another office, a
holiday SIM, a January challenge, a hire car, a fortnight at mum's, where someone grew up,
a summer job years ago, a former team). ``current`` is the standing statement."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "pet-also-kitten", "pet", "addition", "Aldith",
            """
            Aldith @0 | Maple, my collie, turned five today and got a sausage for breakfast. [cur]
            Aldith @30 | We also got a kitten last week, a tiny grey thing called Thimble. Maple is being very patient with her. [oth]
            """,
            "What pets does Aldith have?",
        ),
        make(
            "phone-workphone", "phone", "addition", "Berengar",
            """
            Berengar @0 | My personal mobile is 07922 610447, use that for anything non-work. [cur]
            Cordelius @0 | saved
            Berengar @20 | Work finally gave me a phone as well, 07922 883105. That one's strictly for rota stuff. [oth]
            """,
            "What's Berengar's personal mobile number?",
        ),
        make(
            "email-work-secondary", "email", "addition", "Odalric",
            """
            Odalric @0 | Ticket: please send receipts to my personal email, odalric.venn@hollymere.net. [cur]
            Sidony @0 | Done, receipts will go to odalric.venn@hollymere.net.
            Odalric @15 | Ticket: could you also add my work address, o.venn@castellan-audit.com, as a secondary contact for invoices? [oth]
            Sidony @15 | Added as a secondary contact for invoices.
            """,
            "What is Odalric's personal email address?",
        ),
        make(
            "lang-also-finnish", "language", "addition", "Quirinus",
            """
            Quirinus @0 | Falo português desde criança, Portuguese is my first language, and my Dutch is fluent from ten years of work in Mechelen. [cur]
            Vespasia @0 | show-off
            Quirinus @60 | Nieuws: I've also started learning Finnish this year, evening classes, kiitos very much. [oth]
            """,
            "Which languages does Quirinus speak?",
        ),
        make(
            "job-also-yoga", "employer", "addition", "Radegund",
            """
            Radegund @0 | Work is full on. I'm a nurse on the renal ward at Caldermoor General, twelve-hour shifts, and the new rota software keeps double-booking us. [cur]
            Radegund @45 | Bit of news in between the madness of the last month, the leaking shower and my cousin's wedding: I've also started teaching yoga on Saturday mornings at the community hall, just a small class, for fun. [oth]
            """,
            "Where does Radegund work?",
        ),
        make(
            "instr-also-ukulele", "instrument", "addition", "Swithun",
            """
            Swithun @0 | I play piano, grade eight, mostly Chopin when nobody's listening. [cur]
            Maudie @0 | play me something at the party
            Swithun @35 | Also picked up a ukulele in the sales, three chords so far. [oth]
            """,
            "What instrument does Swithun play?",
        ),
        make(
            "res-also-caravan", "residence", "addition", "Ulfhild",
            """
            Ulfhild @0 | Voice memo. Um, for the insurance form, home address, I live at 4 Broad Street, Ludlow, have done for nine years. [cur]
            Ulfhild @50 | Memo. We've also bought a static caravan at Cromer, for summers, weekends, that sort of thing. Need a separate policy for that. [oth]
            """,
            "Where does Ulfhild live?",
        ),
        make(
            "bank-also-savings", "bank", "addition", "Vigdis",
            """
            Vigdis @0 | My current account is with Fjordlys Bank, salary goes in there. [cur]
            Inuk @0 | same, their app is decent
            Vigdis @40 | Opened a savings account with Skarvholm Sparebank as well, better interest on savings. [oth]
            """,
            "Who does Vigdis bank with?",
        ),
        make(
            "club-also-chess", "club", "addition", "Wystan",
            """
            Ermengarde @0 | Sedgemoor Rowing Club, committee minutes: Wystan confirmed as captain of the men's four for the season. [cur]
            Ermengarde @30 | Fianchetto Chess Circle, minutes: welcomed new member Wystan, who also rows with Sedgemoor. [oth]
            """,
            "Which club does Wystan belong to?",
        ),
        make(
            "res-week-akureyri", "residence", "time_bounded", "Fruzsina",
            """
            Fruzsina @0 | I live in Pärnu, five minutes from the beach, very quiet in winter. [cur]
            Orsika @0 | sounds peaceful
            Fruzsina @40 | This week I'm in Akureyri for a client workshop, back home on Sunday. [oth]
            """,
            "Where does Fruzsina live?",
        ),
        make(
            "office-ooo-burgas", "office", "time_bounded", "Timea",
            """
            Timea @0 | I'm based in our Varna office, sales team, third floor. [cur]
            Timea @25 | Out of office: until Friday 14th I'm covering the Burgas office. Back in Varna on Monday. For urgent matters contact Zuzanna. [oth]
            Zuzanna @25 | Got it, I'll cover the Varna desk.
            """,
            "Which office is Timea based in?",
        ),
        make(
            "phone-holiday-sim", "phone", "time_bounded", "Szilveszter",
            """
            Szilveszter @0 | my number is +36 30 418 2276, same on the chat app [cur]
            Jolenta @0 | saved
            Szilveszter @50 | next 2 wks I'm on a local sim in Chania: +30 694 551 0283. after the 20th back on my usual number [oth]
            """,
            "What's Szilveszter's regular phone number?",
        ),
        make(
            "diet-january-vegan", "diet", "time_bounded", "Zorica",
            """
            Zorica @0 | I'm pescatarian, fish yes, meat no, for about five years now. [cur]
            Dimitrula @0 | noted for the barbecue
            Zorica @30 | Doing a vegan challenge just for January, back to fish in February. [oth]
            """,
            "What does Zorica normally eat?",
        ),
        make(
            "car-hire-fiat", "car", "time_bounded", "Mihaela",
            """
            Mihaela @0 | My car's the blue Citroën Xsara estate with the roof box. [cur]
            Mihaela @40 | Memo, um, driving a red hire SsangYong Tivoli until the garage is done with the Xsara, ten days they said, so look out for a red one. [oth]
            Anippe @40 | red Tivoli, okay
            """,
            "What car does Mihaela own?",
        ),
        make(
            "res-fortnight-mums", "residence", "time_bounded", "Myfanwy",
            """
            Myfanwy @0 | Diary. I live in Penzance, up the hill from the station, and today the sea was silver. [cur]
            Myfanwy @60 | Diary. Staying at Mum's in Truro for a fortnight while my kitchen gets ripped out. Her cat hates me. [oth]
            Catriona @61 | a fortnight with your mum, brave
            """,
            "Where does Myfanwy live?",
        ),
        make(
            "res-grewup-olsztyn", "residence", "time_bounded", "Nikodem",
            """
            Nikodem @0 | I live in Gdynia, by the marina. [cur]
            Pascoe @5 | were you always a coast person?
            Nikodem @5 | Not at all, I lived in Olsztyn until I was eighteen, all lakes and forests. [oth]
            """,
            "Where does Nikodem live now?",
        ),
        make(
            "job-summer-annecy", "employer", "time_bounded", "Isembard",
            """
            Isembard @0 | I'm a pharmacist at the Wexley Road pharmacy, twelve years now. [cur]
            Clementina @0 | the one with the green door?
            Isembard @20 | That's it. Funny story, in the summer of 2016 I worked at a campsite near Annecy, putting up tents for tourists, and I was terrible at it. [oth]
            """,
            "What does Isembard do for work?",
        ),
        make(
            "team-former-terse", "sports_team", "time_bounded", "Godric",
            """
            Tessary @0 | Which team do you play for?
            Godric @0 | thirsk falcons. centre half [cur]
            Tessary @10 | Have you always played for them?
            Godric @10 | nah, used to be malton town, years back, before the knee [oth]
            """,
            "Which team does Godric play for?",
        ),
    ]  # fmt: skip
