"""dev29 replacements, first half: the old value is dropped and the new one often only arrives a
sentence or a turn after the change word ("we've moved" ... "where to" ... "Croydon")."""

from __future__ import annotations

from ._dev29_build import S

SPECS = (
    S("rep-home-kayden", "residence", "replacement", "teen", "Kayden/Mia-Rose", (
        "~",
        ("m", "ngl our flat in Peckham is tiny but its home 🏠 been here since yr 7", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "GUYS. mums actually done it we've moved 😭😭 boxes everywhere"),
        ("p", "wait WHAT where to"),
        ("m", "croydon!! 15 min walk from east croydon, my room has a proper window now", "B"),
        "~",
    ), "what part of London is Kayden living in", "Where did Kayden live before the move?"),
    S("rep-carehome-ken", "care_home", "replacement", "carer", "Shona/Graeme", (
        ("m", "Dad (Kenneth, though it's Ken to everyone) has been at Rowan Lodge since March."
              " Staff are lovely with him",
         "A"),
        ("~", 2, 3, 30), 30,
        ("m", "Bit of a saga this week. Rowan Lodge say they can't meet his nursing needs any more after the fall"),
        ("p", "Christ. So where's he going?"),
        "~", 6,
        ("m", "They found him a bed at Heatherfield Nursing Home in Bearsden. Went in Tuesday,"
              " Ken seems settled enough",
         "B"),
        "~",
    ), "Which home is Kenneth in at the moment?", "Which care home was Kenneth in first?", "Kenneth"),
    S("rep-bank-chukwuemeka", "bank", "replacement", "ng", "Chukwuemeka/Tobenna", (
        "~",
        ("m", "My salary dey enter GTBank, na there I don run my account since 2015", "A"),
        ("~", 2, 4, 25), 25,
        ("m", "Omo I don commot my money from that GTB wahala. Their app dey hang every time I wan transfer"),
        ("p", "Ehn so wetin you dey use?"),
        ("m", "Na Kuda I dey use now, salary sef don dey land there, everything smooth", "B"),
    ), "Which bank does Chukwuemeka use for his salary?"),
    S("rep-job-maricel", "job", "replacement", "ph", "Maricel/Jhun", (
        ("m", "Nurse ako sa St. Luke's sa BGC, night shift lagi kaya puyat always", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Sis nag-resign na ako sa St Luke's!! Finally natuloy din"),
        ("p", "Uy congrats!! Saan ka na?"),
        "~", 20,
        ("m", "Royal Papworth na ako, UK na talaga 🇬🇧 Band 5 nurse sa cardio ward, first month done", "B"),
        "~",
    ), "Where is Maricel working as a nurse", "Which hospital did Maricel work at before?"),
    S("rep-flour-declan", "supplier", "replacement", "biz", "Declan/Aoife", (
        "~",
        ("m", "All our flour comes from Shipton Mill, been with them since the bakery opened", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Had the awkward conversation with Shipton today. Prices up 22% again, couldn't justify it"),
        ("p", "Oof. Did you find someone else?"),
        "~", 9,
        ("m", "Matthews Cotswold it is. First delivery landed this morning and the sourdough's behaving", "B"),
    ), "who supplies Declan's bakery with flour these days"),
    S("rep-network-raghav", "phone_network", "replacement", "in", "Raghav/Sunita", (
        ("m", "My number is on Airtel only, postpaid plan, using since college days", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Did port my number yesterday itself. Jio was giving 5G unlimited for 399 and Airtel was not matching",
         "B"),
        "~",
    ), "Raghav's mobile operator?", "Which network was Raghav with earlier?"),
    S("rep-bf-jaylah", "relationship", "replacement", "teen", "Jaylah/Nevaeh", (
        "~",
        ("m", "me and Tyrese r official now 🥺💕 3 months on friday", "A"),
        ("~", 2, 3, 30), 30,
        ("m", "so tyrese is officially an ex 💀 dont ask"),
        ("p", "omg r u ok??"),
        ("m", "honestly better than ok. been talking to Marcus from sixth form and we made it official last night 🥹",
         "B"),
        "~",
    ), "who is Jaylah going out with?", "Who was Jaylah's boyfriend before?"),
    S("rep-car-pawel", "vehicle", "replacement", "esl", "Paweł/Kasia", (
        ("m", "I drive Skoda Octavia estate, 2012, for work it is perfect, much space for tools", "A"),
        ("~", 2, 4, 70), 70,
        ("m", "Octavia is finish. Gearbox die on M1, mechanic say repair cost more than the car"),
        ("p", "Oh no, what you will do?"),
        "~", 12,
        ("m", "So now I have Ford Transit Custom, second hand from auction, white one. Tools fit even better", "B"),
    ), "What is Paweł driving for work?"),
    S("rep-gp-beatrice", "gp_surgery", "replacement", "carer", "Lewis/Courtney", (
        "~",
        ("m", "Nan (Beatrice on all the forms) is with Dr Okafor at Hollybush Surgery, she won't see anyone else 😂",
         "A"),
        ("~", 2, 4, 45), 45,
        ("m", "Hollybush have merged and Dr Okafor's retired so Bea got moved over automatically"),
        ("p", "to where?"),
        ("m", "Castle Mead Medical Centre. She's got a Dr Hanley now, seems nice enough", "B"),
        "~",
    ), "Which GP practice is Beatrice registered with", "Which surgery was Beatrice with before the merger?",
        "Beatrice"),
    S("rep-salon-farah", "premises", "replacement", "biz", "Farah/Yasmin", (
        ("m", "Salon is on Stratford Road, unit 14, small but the customer love it", "A"),
        ("~", 2, 4, 80), 80,
        ("m", "Finally we get the keys!! Alhamdulillah. Moving everything this weekend"),
        ("p", "Wait which place did you end up going for"),
        "~", 8,
        ("m", "First full week done in the Ladypool Road unit, next to the sweet shop. Double the size"
              " and clients love it",
         "B"),
        "~",
    ), "where is Farah's salon", "Where was Farah's salon before?"),
    S("rep-snap-zaid", "handle", "replacement", "teen", "Zaid/Owen", (
        "~",
        ("m", "add me on snap its zaid.x07", "A"),
        ("~", 2, 4, 25), 25,
        ("m", "deleted my old snap cos of some weird stuff going on"),
        ("m", "new one is zaidd_rx add me back bro", "B"),
        "~",
    ), "What's Zaid's Snapchat username?"),
    S("rep-gym-guadalupe", "club", "replacement", "esl", "Guadalupe/Itziar", (
        ("m", "I go to PureGym in Camden, the membership is cheap, 19 pounds only", "A"),
        ("~", 2, 4, 55), 55,
        ("m", "I cancel PureGym finally, always full of people at 6pm, impossible"),
        "~", 3,
        ("m", "Now I am going to the climbing wall in Kentish Town, is more fun for me and the membership include yoga",
         "B"),
    ), "Guadalupe's gym membership - which place?", "Where did Guadalupe use to train?"),
    S("rep-agency-harold", "care_agency", "replacement", "carer", "Aidan/Nicola", (
        ("m", "Just so you know the carers for Dad (Harold) come from Bluebird Care, morning and teatime calls", "A"),
        ("~", 2, 4, 35), 35,
        ("m", "Rang the council. Sacked Bluebird off, third missed call this month and Hal was left without his tea"),
        ("p", "Good. Who's going in instead?"),
        "~", 10,
        ("m", "Home Instead's first full week with Hal went fine. A lady called Bev does most of his calls", "B"),
        "~",
    ), "Which agency's carers visit Harold now?", None, "Harold"),
)
