"""dev11 replacements, part b: doses, shifts, prices, reporting lines and rent as numbers and
times; then values changed twice (A -> B -> C: ``current`` is C, ``other`` is B, the value it
replaced), in e-mails, announcements, texts, a diary and a course forum."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "dose-carer-thyroid", "medication", "replacement", "Thomasina",
            """
            Thomasina @0 | Medication list for the new carer: levothyroxine 50 micrograms every morning, half an hour before breakfast, and vitamin D on Sundays. [oth]
            Thomasina @30 | Update for the carer's folder: Dr Eadric has put my levothyroxine up to 75 micrograms each morning since the blood test on the 12th. Vitamin D stays as it was. [cur]
            """,
            "What dose of levothyroxine is Thomasina taking?",
            "What was Thomasina's levothyroxine dose before the blood test?",
        ),
        make(
            "shift-sms-nights", "work_schedule", "replacement", "Kudzai",
            """
            Kudzai @0 | shifts r mon-thu 7am-3pm now so fri is free 4 footy [oth]
            Mandla @0 | class, 5-a-side fridays then
            Kudzai @40 | bad news bro, rota changed. nights from nxt wk, 10pm-6am tue-sat. no more fri footy [cur]
            Mandla @40 | nooo. we'll find a sub
            """,
            "What hours does Kudzai work at the moment?",
            "What shift pattern did Kudzai have before the rota changed?",
        ),
        make(
            "plan-support-unlimited", "phone_plan", "replacement", "Dumebi",
            """
            Dumebi @0 | Hi, I'm on the Glimmerline 20GB plan at £14 a month and wanted to check my roaming allowance. [oth]
            Velimir @0 | Hi Dumebi, the Glimmerline 20GB plan includes roaming in Europe at no extra cost.
            Dumebi @25 | Hello again, I upgraded to Glimmerline Unlimited yesterday, so I'm paying £22 a month now. Can you confirm when the first bill goes out? [cur]
            Velimir @25 | Confirmed: Glimmerline Unlimited at £22 per month, first bill on the 3rd.
            """,
            "What mobile plan is Dumebi on and what does it cost?",
            "What plan was Dumebi on before?",
        ),
        make(
            "manager-chat-reorg", "manager", "replacement", "Anirudh",
            """
            Anirudh @0 | My manager is Priyamvada, she runs the payments squad, very calm person. [oth]
            Kaveri @0 | lucky, mine cancels every one-to-one
            Anirudh @90 | Reorg finally landed. I report to Hrishikesh in platform infrastructure now; Priyamvada took over a different division. [cur]
            Kaveri @90 | congrats? I think?
            """,
            "Who is Anirudh's boss these days?",
            "Who was Anirudh's manager before the reorg?",
        ),
        make(
            "rent-notes-increase", "rent", "replacement", "Theodolinda",
            """
            Theodolinda @0 | Note for my records: rent for Flat 3, 19 Quarry Brow is £845 per calendar month, paid on the 1st by standing order. [oth]
            Theodolinda @60 | Note: boiler service booked for the 14th, agent's contractor.
            Theodolinda @120 | Letter from the letting agent today: from 1 September the rent goes up to £910 a month. Standing order amended to match. [cur]
            """,
            "How much rent does Theodolinda pay each month?",
            "What was Theodolinda's rent before September?",
        ),
        make(
            "res-twice-cards", "residence", "replacement", "Ebunoluwa",
            """
            Ebunoluwa @0 | Hi all, new address for the card list: I've moved to Lübeck, a little flat by the river. Love, Ebunoluwa
            Amarachi @0 | Lübeck! Adding it now.
            Ebunoluwa @200 | Another move, sorry everyone! Work took me to Görlitz, so cards to Görlitz this year please. [oth]
            Ebunoluwa @420 | Final(ish) update from Ebun: left Görlitz in March and I'm in Bamberg now, staying put this time, promise. [cur]
            Amarachi @420 | Bamberg, updated. Third time lucky.
            """,
            "Which city is Ebunoluwa living in now?",
            "Where did Ebunoluwa live just before her current city?",
        ),
        make(
            "job-twice-announce", "employer", "replacement", "Hereward",
            """
            Hereward @0 | Thrilled to say I've started as a junior analyst at Gallowtree Assurance!
            Hereward @300 | After two great years at Gallowtree I've joined Meridel Analytics as a data engineer. [oth]
            Cuthbeorn @300 | Congrats mate, Meridel are lucky to have you.
            Hereward @500 | New chapter: as of this week I'm at Oxbury Tide Energy, leading the forecasting team. Thank you to everyone at Meridel. [cur]
            """,
            "Where does Hereward work at present?",
            "Which company was Hereward at before his current job?",
        ),
        make(
            "phone-twice-sms", "phone", "replacement", "Tupaarnaq",
            """
            Tupaarnaq @0 | my num is 0412 558 903 btw
            Ivalu @0 | saved
            Tupaarnaq @60 | new sim, use 0413 220 761 now [oth]
            Tupaarnaq @130 | ugh lost my phone AGAIN. new new number: 0419 604 372. delete the 220 one [cur]
            Ivalu @130 | saved (again) 🙄
            """,
            "What's Tupaarnaq's number?",
            "What was Tupaarnaq's number before the latest one?",
        ),
        make(
            "team-twice-diary", "sports_team", "replacement", "Spyridon",
            """
            Spyridon @0 | Diary. Signed for Quenby Wanderers reserves today. Left back. Boots need replacing.
            Spyridon @200 | Diary. Changed clubs. Crowle Athletic want me in their first team, so I said yes. [oth]
            Spyridon @260 | Diary. Hamstring twinge, iced it, watched the cup final.
            Spyridon @400 | Diary. Crowle folded their Sunday side, so I'm turning out for Saltinge Rovers now. Decent pitch, terrible tea. [cur]
            """,
            "Which team does Spyridon play for these days?",
            "Which club was Spyridon with before his current team?",
        ),
        make(
            "hours-twice-forum", "office_hours", "replacement", "Chaitanya",
            """
            Chaitanya @0 | Course forum: my office hours this term are Tuesdays 2 to 4 pm, room B214.
            Yamini @2 | Thanks, will come by on Tuesday with the problem set.
            Chaitanya @30 | Heads up, office hours move to Wednesdays 10 am to 12 noon from next week, same room. [oth]
            Chaitanya @70 | Sorry for the churn: office hours are now Thursdays 1 to 3 pm in B214, for the rest of term. [cur]
            Yamini @70 | Thursday 1 to 3, noted.
            """,
            "When are Chaitanya's office hours?",
            "When were Chaitanya's office hours before the latest change?",
        ),
        make(
            "commute-twice-canal", "commute", "replacement", "Zisis",
            """
            Zisis @0 | I get the 42 bus to work, about forty minutes door to door.
            Zisis @60 | Gave up on the 42, I cycle to work now along the canal path. [oth]
            Vasiliki @60 | the canal path is lovely in the mornings
            Zisis @150 | Bike got nicked, so it's the train to work these days. Twelve minutes, honestly better. [cur]
            Vasiliki @150 | silver linings
            """,
            "How does Zisis get to work now?",
            "How did Zisis get to work before taking the train?",
        ),
    ]  # fmt: skip
