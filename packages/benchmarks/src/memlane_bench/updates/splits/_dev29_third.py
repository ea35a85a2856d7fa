"""dev29 third-party reports: someone else (a mate, a mum, a care-home nurse, a business partner,
a flatmate) tells of the subject's change, often gossiping, in their own register."""

from __future__ import annotations

from ._dev29_build import S

SPECS = (
    S("tp-job-destiny", "job", "third_party", "teen", "Destiny/Chloe", (
        "~",
        ("m", "still at the nail bar on saturdays, doing acrylics now not just polish 💅", "A"),
        ("~", 2, 4, 50), 50,
        ("p", "omg did u hear abt destiny"),
        ("p", "she got poached by Luxe Lashes on the high st 😭 doing lashes there now, nail bar was fuming", "B"),
        "~",
    ), "where does Destiny work on saturdays", "Where did Destiny work on Saturdays before?"),
    S("tp-room-walter", "care_home", "third_party", "carer", "Karen/Lynne", (
        ("m", "Dad (Walter) has his own room on the ground floor at Elmwood, room 4, he likes watching the birds", "A"),
        ("~", 2, 4, 40), 40,
        ("Precious", "Hi Karen, it's Precious from Elmwood. Just to let you know Wally has moved up to Room 23 on the"
                     " first floor, the nursing wing, after his review. He's comfortable", "B"),
        "~",
    ), "Which room is Walter in at Elmwood?", "Which room did Walter have at first?", "Walter"),
    S("tp-home-chinedu", "residence", "third_party", "ng", "Chinedu/Ngozi", (
        ("m", "I dey stay Surulere, for my uncle house, e no easy but e dey manage", "A"),
        ("~", 2, 4, 60), 60,
        ("p", "Chinedu don carry im load comot o! Him and him wife don rent flat for Ajah, Lekki side", "B"),
        "~",
    ), "Where does Chinedu stay these days"),
    S("tp-tyres-gareth", "supplier", "third_party", "biz", "Gareth/Bryn", (
        "~",
        ("m", "All the garage's tyres come from Kwik Trade Tyres in Newport, next-day delivery", "A"),
        ("~", 2, 4, 50), 50,
        ("p", "Gareth, heads up, I've moved the tyre account over. Kwik's rep never answers"),
        ("p", "Tyre Wholesale Direct from now on, invoices come from them. Already had the first drop", "B"),
    ), "who supplies tyres to Gareth's garage", "Where did Gareth's garage get tyres before?"),
    S("tp-job-anjali", "job", "third_party", "in", "Anjali/Sushma", (
        ("m", "I'm in the HR team at Deloitte Gurgaon, mostly onboarding work", "A"),
        ("~", 2, 4, 60), 60,
        ("p", "Anjali has joined EY beta, Noida office. She doesn't tell anything to anyone, I only came to know from"
              " her cousin", "B"),
        "~",
    ), "Who is Anjali working for"),
    S("tp-city-marites", "residence", "third_party", "ph", "Marites/Imelda", (
        "~",
        ("m", "Dito ako sa Dubai, housekeeping sa Atlantis hotel", "A"),
        ("~", 2, 4, 70), 70,
        ("p", "Si Marites nasa Doha na!! Qatar Airways cabin crew na siya, proud kami sa kanya", "B"),
        "~",
    ), "Which city is Marites based in?", "Where was Marites working before?"),
    S("tp-set-malachi", "school_set", "third_party", "teen", "Malachi/Tamika", (
        ("m", "im in set 3 for maths 😐 its mid", "A"),
        ("~", 2, 4, 40), 40,
        ("p", "mum just told me malachi's teacher emailed, he's been moved up to set 1 for maths!! lil bro's a genius",
         "B"),
        "~",
    ), "What maths set is Malachi in", "Which maths set was Malachi in before?"),
    S("tp-halls-wenjing", "residence", "third_party", "esl", "Wenjing/Lihua", (
        "~",
        ("m", "I live in the Liberty Park student halls, room 402", "A"),
        ("~", 2, 4, 50), 50,
        ("p", "Wenjing not in Liberty Park anymore. She move to private flat in Jesmond with boyfriend,"
              " I help her carry the boxes", "B"),
    ), "where is Wenjing living"),
    S("tp-bank-patricia", "bank", "third_party", "carer", "Jamie/Leanne", (
        ("Patricia", "I bank with the Halifax, always have, the branch on the high street", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Nana Pat's account got moved to Nationwide. They shut the Halifax here and she wanted somewhere with a"
              " counter, I sat with her in the branch", "B"),
        "~",
    ), "Who does Patricia bank with", "Which bank did Patricia use before?", "Patricia"),
    S("tp-kitchen-olu", "premises", "third_party", "ng", "Olu/Funmi", (
        "~",
        ("m", "We dey cook from the Meanwhile Space kitchen for Deptford, all the catering orders", "A"),
        ("~", 2, 4, 50), 50,
        ("p", "Olu don move the catering kitchen o. Deptford landlord triple the rent"),
        ("p", "Na Peckham Levels we dey now, unit 3F. Bigger extractor sef", "B"),
    ), "Where does Olu's catering operate from?"),
    S("tp-gf-alvaro", "relationship", "third_party", "esl", "Álvaro/Begoña", (
        ("m", "My girlfriend is Carmen, we are together two years already", "A"),
        ("~", 2, 4, 60), 60,
        ("p", "Álvaro and Carmen broke up in the summer. Now he is with Inés, a girl from his work, they look very"
              " happy", "B"),
        "~",
    ), "Who is Álvaro's girlfriend?", "Who was Álvaro with before Inés?"),
    S("tp-job-karim", "job", "third_party", "esl", "Karim/Adam", (
        "~",
        ("m", "I drive taxi for Uber in Birmingham, full time", "A"),
        ("~", 2, 4, 50), 50,
        ("p", "Dad quit Uber last month. He drives for the NHS patient transport now, better hours for him", "B"),
    ), "What does Karim do for a living"),
)
