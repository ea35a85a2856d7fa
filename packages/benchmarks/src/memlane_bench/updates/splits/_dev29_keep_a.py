"""dev29 must-not, first part: additions worded like changes ("new job!!", "signed up with",
"we bought") and time-bounded episodes worded like moves ("Nan's moved in with us!!" ... "only till
the bathroom's done"; "I dey Lagos now" for a wedding)."""

from __future__ import annotations

from ._dev29_build import S

ADDITIONS = (
    S("add-job-brooke", "job", "addition", "teen", "Brooke/Lexi", (
        "~",
        ("m", "work at boots on the tills after college, its fine i guess", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "NEW JOB AT NANDOS 🔥🔥 weekends only. between that and boots i'm never gonna see daylight", "B"),
        "~",
    ), "Where does Brooke work"),
    S("add-pets-irene", "pet", "addition", "carer", "Bethany/Kieron", (
        ("m", "Nan (Irene) has a budgie called Joey who swears, we don't know who taught him", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Nan's got a KITTEN 😭 named him Sooty. Joey is NOT impressed, he's been sulking on his perch", "B"),
        "~",
    ), "what pets does Irene have", None, "Irene"),
    S("add-bank-efe", "bank", "addition", "ng", "Efe/Onome", (
        "~",
        ("m", "My account dey Zenith, na there salary dey enter", "A"),
        ("~", 2, 4, 35), 35,
        ("m", "I don open Moniepoint account finally! Na for the POS business, make customers fit pay me direct", "B"),
    ), "Which bank does Efe have an account with?"),
    S("add-ales-craig", "supplier", "addition", "biz", "Craig/Shelley", (
        ("m", "Our ales come from Thornbridge, cask mostly, the regulars swear by the Jaipur", "A"),
        ("~", 2, 4, 45), 45,
        ("m", "Signed up with Abbeydale this week. Guest line on the second pump, Moonshine first", "B"),
        "~",
    ), "Which brewery supplies Craig's pub"),
    S("add-dog-sowmya", "pet", "addition", "in", "Sowmya/Vidya", (
        "~",
        ("m", "We have one Pomeranian, Bruno, he is the boss of the house", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "Brought home a Golden Retriever puppy yesterday!! Name is Simba. Bruno is very jealous only", "B"),
        "~",
    ), "What dogs does Sowmya have?"),
    S("add-job-rosalie", "job", "addition", "ph", "Rosalie/Lovely", (
        ("m", "Caregiver ako sa isang lola dito sa Hong Kong, sa Tai Po, stay-in", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "Nag-start na ako ng online selling!! Shopee shop, tuwing day off ko lang inaasikaso", "B"),
        "~",
    ), "what does Rosalie do for work"),
    S("add-home-nerea", "residence", "addition", "esl", "Nerea/Arantxa", (
        "~",
        ("m", "We live in Valencia, in Ruzafa, a flat on the third floor", "A"),
        ("~", 2, 4, 70), 70,
        ("m", "We bought a small apartment in Cullera!!! For the weekends and the summer, near the beach", "B"),
    ), "Where does Nerea live?"),
    S("add-insta-freddie", "handle", "addition", "teen", "Freddie/Ollie-James", (
        ("m", "my insta is @lil.freddie if u wanna follow", "A"),
        ("~", 2, 4, 20), 20,
        ("m", "made a finsta lol @freddie.burner, close friends only so dont tell ur brother", "B"),
        "~",
    ), "freddie's instagram"),
    S("add-meds-albert", "medication", "addition", "carer", "Janet/Clive", (
        "~",
        ("m", "Dad (Albert) is on metformin for his diabetes, twice a day with food", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "GP's started Bert on a statin, atorvastatin 20. One more box for the dosette", "B"),
        "~",
    ), "What medication is Albert taking?", None, "Albert"),
    S("add-shop-sadia", "premises", "addition", "biz", "Sadia/Nadia", (
        ("m", "Our bakery is on Whitechapel Road, the one with the green awning", "A"),
        ("~", 2, 4, 90), 90,
        ("m", "We've opened a second site in Shoreditch!!! Soft launch was Saturday, sold out by 2", "B"),
        "~",
    ), "Where is Sadia's bakery"),
    S("add-job-grazyna", "job", "addition", "esl", "Grażyna/Halina", (
        "~",
        ("m", "I work as cleaner in hotel, the Premier Inn by the station", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "I start also evening job, in Amazon warehouse, 3 evenings per week. Money is needed", "B"),
        "~",
    ), "Where does Grażyna work?"),
    S("add-club-mingyu", "club", "addition", "esl", "Mingyu/Shufen", (
        ("m", "I am member of the Chinese badminton club in Croydon, we play Tuesday", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "I join one more club! Table tennis at the leisure centre, Wednesday night", "B"),
        "~",
    ), "which clubs is Mingyu a member of"),
)

EPISODES = (
    S("tb-home-evelyn", "residence", "time_bounded", "carer", "Rachel/Simon", (
        "~",
        ("m", "Nan (Evelyn) lives in her flat in Hove, sea view, she loves it", "A"),
        ("~", 2, 4, 30), 30,
        ("m", "Nan's moved in with us!!! Spare room's all made up"),
        ("m", "Only till they've done the new bathroom at hers though, three weeks they reckon. Evie's loving the fuss",
         "B"),
        "~",
    ), "Where does Evelyn live?", None, "Evelyn"),
    S("tb-job-josh", "job", "time_bounded", "teen", "Josh/Kian", (
        ("m", "i work at the cinema, mostly weekends and the odd late", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "doing two weeks on my uncles building site over half term. proper graft, up at 6 💀", "B"),
        "~",
    ), "Where does Josh work"),
    S("tb-city-uche", "residence", "time_bounded", "ng", "Uche/Chidinma", (
        "~",
        ("m", "I dey live for Abuja, Gwarinpa side, since 2019", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "I dey Lagos now o! Na my sister wedding, I go return next week Tuesday", "B"),
    ), "Where does Uche live"),
    S("tb-cafe-rhys", "premises", "time_bounded", "biz", "Rhys/Ffion", (
        ("m", "Café's in the old bank building on Castle Street, the vault's our stock room", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "We're trading out of a horsebox in the car park this month while the floor gets relaid. Come find us",
         "B"),
        "~",
    ), "where is Rhys's café"),
    S("tb-office-prakash", "job", "time_bounded", "in", "Prakash/Revathi", (
        "~",
        ("m", "I work with HCL in the Noida Sector 126 campus", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "I am in Pune office for next 2 months on deputation for a client project, staying in company guest"
              " house", "B"),
        "~",
    ), "Which office does Prakash work at?"),
    S("tb-home-jenalyn", "residence", "time_bounded", "ph", "Jenalyn/Aileen", (
        ("m", "Sa Cavite ako nakatira with my family, sa Dasmariñas", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Nasa Baguio ako ngayon until Sunday, team building ng office, ang lamig!!", "B"),
        "~",
    ), "Where does Jenalyn live"),
    S("tb-car-fadi", "vehicle", "time_bounded", "esl", "Fadi/Rasha", (
        "~",
        ("m", "I drive Toyota Corolla, grey, 2017", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "My car is in the garage after the accident. Insurance give me a Kia Picanto for one week, so small"
              " haha", "B"),
    ), "What car does Fadi drive"),
    S("tb-bf-poppy", "relationship", "time_bounded", "teen", "Poppy/Isla", (
        ("m", "me and finn r together, 8 months now 🥰", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "finns in magaluf all week w the lads so im basically single rn 😂💃", "B"),
        "~",
    ), "Who is Poppy with?"),
    S("tb-home-francis", "residence", "time_bounded", "carer", "Lisa/Gavin", (
        "~",
        ("m", "Dad (Francis, goes by Frank) lives at home on Mill Lane with Mum", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Frank's in the Royal Derby, ward 304, since Tuesday. Chest infection. Should be home by the weekend",
         "B"),
        "~",
    ), "Where does Francis live?", None, "Francis"),
    S("tb-job-wojciech", "job", "time_bounded", "esl", "Wojciech/Beata", (
        ("m", "I work in Tesco warehouse in Daventry, forklift driver on nights", "A"),
        ("~", 2, 4, 60), 60,
        ("m", "This month I work in Germany, my cousin need help in his firm. I take unpaid leave from Tesco", "B"),
        "~",
    ), "where does Wojciech work"),
    S("tb-van-lee", "van", "time_bounded", "biz", "Lee/Dean", (
        "~",
        ("m", "Van's the Transit Connect, the white one with the logo on", "A"),
        ("~", 2, 4, 40), 40,
        ("m", "Driving a hire van, a Citroen Relay, till Friday while mine's in for the clutch", "B"),
    ), "What van does Lee have?"),
    S("tb-diet-iratxe", "diet", "time_bounded", "esl", "Iratxe/Leire", (
        ("m", "I am vegan, five years now, not even honey", "A"),
        ("~", 2, 4, 50), 50,
        ("m", "This week I eat meat, I am in my grandmother house in Asturias and she cry if I don't"
              " eat her fabada", "B"),
        "~",
    ), "Is Iratxe vegan"),
)

SPECS = ADDITIONS + EPISODES
