"""dev29 replacements, second half: second-language English (Chinese, Pidgin, Indian, Taglish,
Arabic, Polish speakers), teenagers, carers and small-business owners."""

from __future__ import annotations

from ._dev29_build import S

SPECS = (
    S("rep-uni-haoyu", "school", "replacement", "esl", "Haoyu/Xinyi", (
        ("m", "I am study MSc Data Science at University of Leeds, first year, very hard", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "I have transfer. Leeds program too expensive for me after the money exchange change"),
        ("p", "Transfer to where?"),
        ("m", "Sheffield Hallam, same subject, they accept my credits. Start there this week", "B"),
        "~",
    ), "Which university does Haoyu study at", "Where was Haoyu studying at first?"),
    S("rep-church-ifeoma", "church", "replacement", "ng", "Ifeoma/Adaeze", (
        "~",
        ("m", "Every Sunday I dey for Redeemed, the parish for Thamesmead, na there I dey serve for ushering", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Since January I no dey go Redeemed again. I don join Winners Chapel for Woolwich,"
              " my sister dey there and the choir sweet well well", "B"),
    ), "which church Ifeoma dey attend", "Which parish did Ifeoma go to before January?"),
    S("rep-accounts-harpreet", "accountant", "replacement", "in", "Harpreet/Manjit", (
        ("m", "Accounts for the shop are with Sandhu & Co, Mr Sandhu is doing it since my father's time", "A"),
        ("~", 2, 4, 90), 90,
        ("m", "Mr Sandhu has finally retired and his son is not continuing the practice"),
        ("p", "Oh no, who will do the year end then?"),
        ("m", "Given the books to Kapoor Associates in Southall. First meeting with them was very good", "B"),
    ), "Who does the books for Harpreet's shop?"),
    S("rep-job-callum", "job", "replacement", "teen", "Callum/Reece", (
        "~",
        ("m", "workin at the kfc on the high street every sat n sun, grim but money is money", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "handed my notice in at kfc 🙏 last shift was yesterday"),
        ("p", "finally lmao whats next"),
        ("m", "odeon bro. doing screens and popcorn, free films", "B"),
        "~",
    ), "where does callum work at weekends", "Where did Callum work before?"),
    S("rep-bp-vasanthi", "medication", "replacement", "carer", "Deepa/Kiran", (
        ("m", "Amma (Vasanthi) takes amlodipine 5mg every morning for her BP", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "BP clinic today. Her ankles were swelling so the doctor stopped the amlodipine"),
        ("p", "What's she on then?"),
        ("m", "Ramipril, 2.5 mg. They'll check her kidneys in two weeks", "B"),
        "~",
    ), "what blood pressure tablet does Vasanthi take these days?", "What was Vasanthi's BP medication before?",
        "Vasanthi"),
    S("rep-remit-rowena", "remittance", "replacement", "ph", "Rowena/Cherry", (
        "~",
        ("m", "Lagi ako nagpapadala kay Nanay through Western Union, yung branch sa may Earls Court", "A"),
        ("~", 2, 4, 45), 45,
        ("m", "Hindi na ako sa Western Union, ang laki ng fee!! Remitly na, diretso pa sa GCash ni Nanay", "B"),
        "~",
    ), "How does Rowena send money home to her mum?"),
    S("rep-van-stuart", "van", "replacement", "biz", "Stuart/Gaz", (
        ("m", "Van's a 2016 Vauxhall Vivaro, 180k on the clock but she keeps going", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "RIP the Vivaro. Failed its MOT on about nine things"),
        ("p", "Gutted mate. What you driving?"),
        "~", 5,
        ("m", "Picked up a Peugeot Expert off a lad in Bolton, 2019, already ply-lined", "B"),
    ), "what van is Stuart using for jobs", "What van did Stuart have before the MOT?"),
    S("rep-home-yousef", "residence", "replacement", "esl", "Yousef/Hiba", (
        ("m", "We live in Moss Side, near the mosque, very close to my work", "A"),
        ("~", 2, 4, 70), 70,
        ("m", "The council give us house finally, 3 bedroom. We move last Friday, the kids very happy"),
        ("m", "Is in Longsight, off Stockport Road. More far from work but is ok", "B"),
        "~",
    ), "Which area of Manchester is Yousef's family in", None),
    S("rep-club-shanice", "team", "replacement", "teen", "Shanice/Kezia", (
        "~",
        ("m", "im on the u16s at Hackney Wick FC, centre back 💪", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "left hackney wick. politics w the coach lol"),
        "~", 14,
        ("m", "signed for Clapton CFC youth yesterday 🔴⚪ trials went well", "B"),
    ), "Shanice plays for which club", "Which team was Shanice on before?"),
    S("rep-home-dorothy", "residence", "replacement", "carer", "Gemma/Liam", (
        ("m", "Nan (Dorothy) is still in her own bungalow on Fernside Close, fiercely independent", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "It's done. Dot moved in with Mum and Dad in Ashby on Sunday, the step at the bungalow was getting"
              " dangerous", "B"),
        "~",
    ), "Where is Dorothy living", "Where did Dorothy live before Sunday?", "Dorothy"),
    S("rep-job-srinivas", "job", "replacement", "in", "Srinivas/Lakshmi", (
        ("m", "I am working in Infosys Mysore campus as senior developer", "A"),
        ("~", 2, 4, 80), 80,
        ("m", "Today was my last working day in Infosys. Feeling emotional yaar, 9 years"),
        ("p", "All the best! Joining where?"),
        "~", 7,
        ("m", "Joined Wipro Bangalore on Monday, in the ODC team. Commute is killing me", "B"),
    ), "Which company is Srinivas with these days"),
    S("rep-supervisor-agnieszka", "staff", "replacement", "esl", "Agnieszka/Tomasz", (
        "~",
        ("m", "My supervisor for the office contracts is Dorota, she check all the cleaning teams", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Dorota went back to Poland, her mother is sick"),
        ("m", "I promote Kinga to supervisor, she know all the buildings already", "B"),
        "~",
    ), "who supervises Agnieszka's office cleaning teams", None),
    S("rep-pet-elliemae", "pet", "replacement", "teen", "Ellie-Mae/Tia", (
        ("m", "my baby Nugget 🐹 turned 2 today, oldest hamster in the world", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "nugget passed away in his sleep 😭😭 im devastated"),
        ("~", 1, 2, 20), 20,
        ("m", "meet Pickle and Pesto!! two guinea pigs from the rescue 🥹 they've got the space where nuggets cage was",
         "B"),
    ), "what pets has Ellie-Mae got", "What pet did Ellie-Mae have before?"),
)
