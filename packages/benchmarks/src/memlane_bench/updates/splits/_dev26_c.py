"""dev26 scenarios, part C: GP practice, medication, exercise, commute, bank (voice transcripts)."""

from __future__ import annotations

from ._dev26_talk import K, Spec

SPECS = (
    # ---------------------------------------------------------------- GP practice
    Spec("gp_practice", "replacement", "Maureen", "which surgery is Maureen registered with",
         "which surgery was Maureen with before", (
        K("o", 0, "My doctor is Doctor Okafor at the Elms surgery on Station Road thank you"),
        3,
        K("c", 84, "I had to change surgeries because of the move so it's the Riverside medical centre "
                   "for me now with a Doctor Hale she seems very nice"),
        1,
    )),
    Spec("gp_practice", "third_party", "Albert", "what GP practice is Albert under", None, (
        K("o", 0, "my GP is Doctor Raman at Park Lane I've been with him since nineteen seventy nine"),
        3,
        K("c", 101, "good morning I'm Sunita Albert's carer um just to update his details Park Lane "
                    "closed down in the end so he's been moved over to the Oakwood practice all his "
                    "notes went across", "Sunita"),
        1,
    )),
    Spec("gp_practice", "correction", "Niamh", "Niamh's GP surgery", None, (
        K("o", 0, "I'm registered at the Millbrook surgery for the doctors"),
        1,
        K("c", 0.01, "Millbank sorry Millbank not Millbrook there's no Millbrook I don't know why I said "
                     "that"),
        2,
    )),
    Spec("gp_practice", "restatement", "Cyril", "who is Cyril's doctor", None, (
        K("c", 0, "I see Doctor Lindqvist at the health centre on Queen Street"),
        3,
        K("o", 39, "had my check up with Doctor Lindqvist yesterday same lady as always blood pressure's "
                   "fine she says"),
        1,
    )),
    Spec("gp_practice", "plan", "Agnieszka", "which practice is Agnieszka with", None, (
        K("c", 0, "my doctor is at the Grove surgery by the big Asda"),
        3,
        K("o", 27, "I'm switching to the Beacon practice its closer I've got the forms here on the table "
                   "just need to fill them in and drop them off"),
        1,
    )),
    Spec("gp_practice", "time_bounded", "Horace", "who is Horace's GP", None, (
        K("c", 0, "My GP is Doctor Mensah at Greenfields."),
        3,
        K("o", 55, "I'm seeing a Doctor Fry now for the — well just for this month she's the locum while "
                   "Doctor Mensah is away on his sabbatical"),
        1,
    )),
    # ---------------------------------------------------------------- medication
    Spec("medication", "replacement", "Gladys", "what dose of amlodipine does Gladys take",
         "what dose was Gladys on before", (
        K("o", 0, "I take five milligrams of amlodipine in the morning for my blood pressure"),
        3,
        K("c", 63, "The doctor has upped me to the 10 milligram amlodipine from today so one of the new "
                   "ones each morning and I'm to throw the old box away"),
        1,
    )),
    Spec("medication", "correction", "Eamon", "how much metformin does Eamon take", None, (
        K("o", 0, "I'm on metformin 500 twice a day with meals"),
        1,
        K("c", 0.02, "sorry that's wrong its 850 not 500 I've just checked the box eight fifty twice a "
                     "day"),
        2,
    )),
    Spec("medication", "retraction", "Valerie", "What medication is Valerie currently on?", None, (
        K("o", 0, "I take sertraline every night the hundred milligram"),
        3,
        K("c", 98, "I'm off the sertraline completely now we tapered it down over the summer and that's "
                   "me done with it"),
        1,
    )),
    Spec("medication", "addition", "Jasper", "what tablets is Jasper taking?", None, (
        K("c", 0, "I'm on a statin atorvastatin twenty"),
        3,
        K("o", 37, "they've put me on ramipril and all for the blood pressure so that's two lots of "
                   "tablets every morning now"),
        1,
    )),
    Spec("medication", "time_bounded", "Moira", "what medicine does Moira take", None, (
        K("c", 0, "I take levothyroxine 100 micrograms for my thyroid"),
        3,
        K("o", 43, "I'm on amoxicillin now three times a day for a chest infection seven days of it"),
        1,
    )),
    Spec("medication", "far_apart", "Norbert", "which inhaler does Norbert use",
         "what inhaler was Norbert on before", (
        K("o", 0, "I use the blue inhaler Ventolin just when I need it"),
        178,
        K("c", 187, "the asthma nurse has switched me to one of them combination inhalers Fostair twice "
                    "a day and I'm not to rely on the blue one"),
        1,
    )),
    Spec("medication", "other_person", "Edna", "what blood thinner does Edna take", None, (
        K("c", 0, "I'm on warfarin so I have the blood tests every few weeks"),
        3,
        K("o", 51, "this is Stanley Edna's husband using her phone the hospital's taken me off my "
                   "warfarin and put me on apixaban no more blood tests for me", "Stanley"),
        1,
    )),
    # ---------------------------------------------------------------- exercise
    Spec("exercise", "replacement", "Craig", "which gym does Craig go to", "which gym did Craig use before", (
        K("o", 0, "I go to PureGym on the retail park most nights"),
        3,
        K("c", 48, "cancelled PureGym signed up at the leisure centre instead they've got a pool and "
                   "it's only a tenner more"),
        1,
    )),
    Spec("exercise", "retraction", "Yolanda", "what exercise does Yolanda do", None, (
        K("o", 0, "I do parkrun every Saturday at Bushy Park"),
        3,
        K("c", 59, "I don't do parkrun any more my knees said no so that's that"),
        1,
    )),
    Spec("exercise", "time_bounded", "Ambrose", "where does Ambrose swim", None, (
        K("c", 0, "I swim three mornings a week at the lido its lovely"),
        3,
        K("o", 90, "the lidos shut for refurb so I'm doing my lengths at the Y till it reopens in April"),
        1,
    )),
    Spec("exercise", "plan", "Delia", "what exercise class does Delia do", None, (
        K("c", 0, "I do pilates on Wednesdays at the church hall"),
        3,
        K("o", 30, "my friend's got me signed up for CrossFit next month god help me so I'll be one of "
                   "those people"),
        1,
    )),
    Spec("exercise", "addition", "Lorcan", "what sports does Lorcan play", None, (
        K("c", 0, "I play five a side on Thursdays with the lads from work"),
        3,
        K("o", 26, "started climbing at the bouldering wall Mondays now too absolutely hooked"),
        1,
    )),
    Spec("exercise", "correction", "Petra", "Which evening is Petra's yoga class?", None, (
        K("o", 0, "I do yoga every Tuesday night at eight"),
        K("c", 0.01, "Tuesday I said Tuesday it's Thursday yoga's Thursday Tuesday's book club"),
        2,
    )),
    Spec("exercise", "far_apart", "Stanislav", "how does Stanislav keep fit",
         "what exercise did Stanislav do before the operation", (
        K("o", 0, "I cycle to keep fit I do about a hundred k a week on the road bike"),
        170,
        K("c", 210, "I've had to give up the cycling after the hip operation so its just walking and "
                    "swimming for me now the physio's orders"),
        1,
    )),
    # ---------------------------------------------------------------- commute
    Spec("commute", "replacement", "Hayley", "how does Hayley get to work", "how did Hayley commute before", (
        K("o", 0, "I get the 8 10 train from Tonbridge into London Bridge every day"),
        3,
        K("c", 75, "no more trains for me since we went hybrid I drive to the new office in Sevenoaks "
                   "twenty minutes"),
        1,
    )),
    Spec("commute", "correction", "Barnaby", "which bus does Barnaby take to work", None, (
        1,
        K("o", 0, "I take the number 12 bus to work from outside the chemist"),
        K("c", 0.01, "the 21 not the 12 I always get that backwards the 21"),
        2,
    )),
    Spec("commute", "time_bounded", "Mirela", "how does Mirela commute", None, (
        K("c", 0, "I cycle to work along the canal"),
        3,
        K("o", 18, "while my bike's in the shop I'm on the tube this week so I'm getting up at six ugh"),
        1,
    )),
    Spec("commute", "restatement", "Kieron", "how does Kieron get to work?", None, (
        K("c", 0, "I walk to work it's twenty minutes"),
        3,
        K("o", 41, "walked in again this morning same as every day twenty minutes door to door never "
                   "bother with the bus"),
        1,
    )),
    Spec("commute", "other_person", "Eleri", "how does Eleri get to work", None, (
        K("c", 0, "I drive to work every day its a forty minute run"),
        3,
        K("o", 29, "hi this is Gareth Eleri's other half I've started getting the bus to work to save on "
                   "petrol so the car's all hers now", "Gareth"),
        1,
    )),
    Spec("commute", "third_party", "Jerome", "how does Jerome travel to the office", None, (
        K("o", 0, "I drive in every day from Luton M1 all the way"),
        3,
        K("c", 67, "hey it's Tunde from Jerome's office on his phone he lost his licence so he's getting "
                   "the Thameslink in now don't tell him I told you", "Tunde"),
        1,
    )),
    # ---------------------------------------------------------------- bank
    Spec("bank", "replacement", "Pamela", "who does Pamela bank with", "which bank was Pamela with before", (
        K("o", 0, "I bank with Lloyds always have"),
        3,
        K("c", 86, "I've moved everything over to Nationwide the switch went through yesterday they give "
                   "you a hundred and seventy five pound"),
        1,
    )),
    Spec("bank", "third_party", "Stelios", "Which bank does Stelios use these days?",
         "which bank was Stelios with before", (
        K("o", 0, "my bank is HSBC the one in the town"),
        3,
        K("c", 99, "this is Eleni his daughter I sorted his banking out for him so he's with Santander "
                   "now the HSBC is closed", "Eleni"),
        1,
    )),
    Spec("bank", "plan", "Murray", "where does Murray bank", None, (
        K("c", 0, "my current account's with RBS"),
        3,
        K("o", 33, "moving to Monzo everybody says it's better I'll do it after payday"),
        1,
    )),
    Spec("bank", "restatement", "Hyacinth", "which bank does Hyacinth use", None, (
        K("c", 0, "I keep my money at the Post Office bank full stop"),
        3,
        K("o", 62, "I do all my banking over the Post Office counter as I always have done I don't trust "
                   "these apps"),
        1,
    )),
    Spec("bank", "retraction", "Ferdinand", "does Ferdinand have a credit card", None, (
        K("o", 0, "I've got a credit card with Barclaycard for emergencies"),
        3,
        K("c", 74, "I cut up the Barclaycard and closed the account no more credit cards for me after "
                   "last Christmas"),
        1,
    )),
    Spec("bank", "addition", "Tallulah", "what banks does Tallulah use", None, (
        K("c", 0, "I bank with Starling for everything"),
        3,
        K("o", 24, "so I've opened an account with Chase um for the interest on the savings its like "
                   "four percent"),
        1,
    )),
)
