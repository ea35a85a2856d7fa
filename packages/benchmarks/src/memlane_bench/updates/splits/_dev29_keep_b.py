"""dev29 must-not, other people: the speaker tells, often at length and upset, of a best friend's
family moving away, a cousin switching banks, a husband changing jobs, another resident leaving
the care home: the same relation as the speaker's own fact, but someone else's."""

from __future__ import annotations

from ._dev29_build import S

SPECS = (
    S("op-home-jade", "residence", "other_person", "teen", "Jade/Summer", (
        "~",
        ("m", "we live in walthamstow, been here literally forever, near the market", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "im actually so sad rn. Amelia's family are moving to Newcastle in two weeks cos her dad got a job up"
              " there. she's been my best friend since reception and she lives 2 doors down from me. idk what im"
              " gonna do without her 😭😭", "B"),
        "~",
    ), "where does Jade live"),
    S("op-bank-obinna", "bank", "other_person", "ng", "Obinna/Chisom", (
        ("m", "Na First Bank I dey use, my papa open the account for me since secondary school", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "My cousin Ikenna don switch from First Bank go Kuda o. Him say dem dey remove money anyhow for"
              " charges, e don vex am finish. Him dey tell everybody for family WhatsApp make dem follow am", "B"),
        "~",
    ), "Which bank does Obinna use?"),
    S("op-agency-violet", "care_agency", "other_person", "carer", "Sophie/Darren", (
        "~",
        ("m", "Nan's (Violet's) carers come from Caremark, they're brilliant with her, she calls them her girls", "A"),
        ("~", 2, 4, 45), 45,
        ("m", "Auntie Jan's had to change my other grandad's agency though, Caremark couldn't cover Kettering any more"
              " so Grandad Pete's with Helping Hands now. She's been in bits about it, he hates new faces", "B"),
    ), "Which care agency looks after Violet", None, "Violet"),
    S("op-accountant-alan", "accountant", "other_person", "biz", "Alan/Sharon", (
        ("m", "Our accountant's Wendy at Morris & Co, she's been doing the shop's books for twelve years", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "My brother's ditched Morris & Co for one of those online accountants, Crunch or something. Reckons it's"
              " half the price. Good luck to him when HMRC come knocking", "B"),
        "~",
    ), "Who is Alan's accountant?"),
    S("op-job-kavya", "job", "other_person", "in", "Kavya/Shalini", (
        "~",
        ("m", "I am working at Accenture Hyderabad, in the Mindspace campus", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "My husband has resigned from Accenture and joined Amazon Hyderabad. Very tense time at home, he is"
              " working till midnight and his mother is asking why he left a good company", "B"),
    ), "Where does Kavya work"),
    S("op-home-arlene", "residence", "other_person", "ph", "Arlene/Mylene", (
        ("m", "Nakatira ako sa Leicester since 2018, sa may Belgrave", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Yung bestie ko si Gina lilipat na sa Australia!! Perth daw, dun na sila ng family niya for good."
              " Grabe iiyak ako, siya lang kasama ko dito since day one", "B"),
        "~",
    ), "Where does Arlene live?"),
    S("op-sim-shuang", "phone_network", "other_person", "esl", "Shuang/Meiling", (
        "~",
        ("m", "I use Giffgaff SIM, 10 pound a month, is enough for me", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "My husband change to Three because Giffgaff signal in his office is so bad, he is angry every day"
              " before", "B"),
        "~",
    ), "What mobile network is Shuang on"),
    S("op-school-ruby", "school", "other_person", "teen", "Ruby/Esme", (
        ("m", "im at st marys sixth form doing psych, english lit and sociology", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "my twin has transferred to the college in town bc she hated st marys. so weird not seeing her in the"
              " corridors, i keep turning round to say something and she's not there 🥲", "B"),
        "~",
    ), "what sixth form does Ruby go to"),
    S("op-carehome-ivy", "care_home", "other_person", "carer", "Graham/Elaine", (
        "~",
        ("m", "Mum (Ivy) is at Willow Court, been there two years now, they're very good", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Sue's mum has moved out of Willow Court to be near Sue in Devon. Mum's lost her best friend in there."
              " She was in tears on the phone, they did the crossword together every single morning", "B"),
    ), "Which care home is Ivy in?", None, "Ivy"),
    S("op-job-mahmoud", "job", "other_person", "esl", "Mahmoud/Samira", (
        ("m", "I am teaching maths in Ark Academy, year 9 and 10", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "My brother leave his job in the bank, now he also become teacher, in Harris school in Peckham. My"
              " mother is so proud, two teachers now", "B"),
        "~",
    ), "Where does Mahmoud teach?"),
    S("op-van-donna", "van", "other_person", "biz", "Donna/Kerry", (
        "~",
        ("m", "I run the grooming van, a converted Mercedes Sprinter with the bath in the back", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Kelly from the other grooming place sold her Sprinter and bought a Vito. Says it's easier to park on"
              " the estates. Nice for her", "B"),
    ), "What van does Donna's grooming business use"),
    S("op-dog-javier", "pet", "other_person", "esl", "Javier/Pilar", (
        ("m", "I have a dog, Canela, a podenco, very fast and very crazy", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "My neighbour Consuelo gave away her dog, she is moving to flat without garden. I am so sad, Canela and"
              " Rufo were best friends, every day playing in the patio", "B"),
        "~",
    ), "Does Javier have a dog"),
    S("op-church-yetunde", "church", "other_person", "ng", "Yetunde/Folake", (
        "~",
        ("m", "I dey attend Deeper Life for Peckham, every Sunday and Wednesday Bible study", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "My mama don comot Deeper Life o, she don join Mountain of Fire. She say na there her friends dey, I"
              " no fit talk anything", "B"),
        "~",
    ), "Which church Yetunde dey go?"),
)
